"""The eyecite tokenizer: hyperscan when installed, with its compiled database cached on disk.

Compiling eyecite's extractors into a hyperscan database takes about 17 s, so it happens at
most once per machine: the database is written to a persistent cache directory and loaded
from there by every later process (and once per process, lazily, never per document).
Without hyperscan, eyecite's default Aho-Corasick tokenizer is used (about 6x slower).
"""

from __future__ import annotations

import fcntl
import logging
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from eyecite.tokenizers import HyperscanTokenizer, Tokenizer, default_tokenizer

logger = logging.getLogger(__name__)

CACHE_ENV = "BRIEFCHECK_HYPERSCAN_CACHE"


def hyperscan_available() -> bool:
    try:
        import hyperscan  # noqa: F401
    except ImportError:
        return False
    return True


def cache_dir() -> Path:
    """Where the compiled database lives: $BRIEFCHECK_HYPERSCAN_CACHE, else the user cache dir."""
    configured = os.environ.get(CACHE_ENV)
    if configured:
        return Path(configured).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "briefcheck" / "hyperscan"


@contextmanager
def _exclusive(directory: Path) -> Iterator[None]:
    """Serialise the first build across processes, so none reads a half-written database."""
    with (directory / ".lock").open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def build_tokenizer(directory: Path) -> HyperscanTokenizer:
    """A hyperscan tokenizer whose database is loaded from (or compiled into) `directory`."""
    directory.mkdir(parents=True, exist_ok=True)
    tokenizer = HyperscanTokenizer(cache_dir=str(directory))
    if not any(p.name != ".lock" for p in directory.iterdir()):
        # a line on stderr, so the first run's silent ~20 s is explained (logging's last resort)
        logger.warning("briefcheck: compiling the citation tokenizer once (about 20 s), into %s", directory)
    with _exclusive(directory):
        tokenizer.hyperscan_db  # noqa: B018 - loads the cached database, or compiles and stores it
    return tokenizer


@lru_cache(maxsize=1)
def get_tokenizer() -> Tokenizer:
    """The process-wide tokenizer (built on first use)."""
    if not hyperscan_available():
        logger.info("hyperscan is not installed; using eyecite's default tokenizer")
        return default_tokenizer
    directory = cache_dir()
    try:
        return build_tokenizer(directory)
    except OSError as exc:
        # A read-only cache directory (e.g. a Lambda layer without the prebuilt file): use /tmp.
        fallback = Path(tempfile.gettempdir()) / "briefcheck-hyperscan"
        logger.warning("hyperscan cache %s unusable (%s); using %s", directory, exc, fallback)
        return build_tokenizer(fallback)
