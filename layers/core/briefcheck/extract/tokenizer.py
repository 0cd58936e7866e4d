"""The eyecite tokenizer: hyperscan when installed, with its compiled database cached on disk.

Compiling eyecite's extractors into a hyperscan database takes about 17 s, so it happens at
most once per machine: the database is written to a persistent cache directory and loaded
from there by every later process (and once per process, lazily, never per document).
The cache file is named by a hash of the extractors' own regexes and flags, which costs
milliseconds; eyecite's own cache key converts all 6,835 regexes first (0.4 s every start).
Without hyperscan, eyecite's default Aho-Corasick tokenizer is used (about 6x slower).

Loading the database still costs about 0.15 s and 130 MiB a process, while eyecite's
Aho-Corasick tokenizer (built when eyecite is imported, and giving the same tokens) is only about
2 ms a KB slower: a process tokenizes its first SMALL_TEXT characters with it, so a short filing
never pays for the database, and a long one loads it once that is cheaper.
"""

from __future__ import annotations

import fcntl
import hashlib
import logging
import os
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

from eyecite.models import Token
from eyecite.tokenizers import HyperscanTokenizer, Tokenizer, Tokens, default_tokenizer

from briefcheck.prepared import user_cache_dir

logger = logging.getLogger(__name__)

CACHE_ENV = "BRIEFCHECK_HYPERSCAN_CACHE"
SMALL_TEXT = 64_000
_tokenized = 0  # characters this process has tokenized


# A hyperscan scratch space serves one scan at a time: each thread scans with a clone of its own
# (concurrent MCP tool calls shared one and failed with ScratchInUseError).
_SHARED_SCRATCH = threading.Lock()


class QuickHyperscanTokenizer(HyperscanTokenizer):
    """eyecite's hyperscan tokenizer giving the same tokens for less: on ASCII text (a byte
    offset is a character offset) without eyecite's table from byte to character offsets, and
    the text between matches split into words in C rather than a word at a time."""

    def extract_tokens(self, text: str) -> Iterator[Token]:
        if not text.isascii():
            with _SHARED_SCRATCH:  # eyecite's scan uses the database's own scratch: one at a time
                tokens = list(super().extract_tokens(text))
            yield from tokens
            return
        matches: list[tuple[int, int, int]] = []

        def on_match(index: int, start: int, end: int, flags: int, context: object) -> None:
            matches.append((index, start, end))

        database = self.hyperscan_db
        database.scan(text.encode("ascii"), match_event_handler=on_match, scratch=self._scratch(database))
        extractors = self.extractors
        for index, start, end in matches:
            extractor = extractors[index]
            m = extractor.compiled_regex.match(text[start:end])
            if m:
                yield extractor.get_token(m, offset=start)

    def _scratch(self, database: Any) -> Any:
        """This thread's scratch space for `database`, kept on the tokenizer: a module-wide
        thread-local kept the database alive after `release` (64 MB for the rest of a check)."""
        threads = self.__dict__.get("_threads")
        if threads is None:
            with _SHARED_SCRATCH:
                threads = self.__dict__.setdefault("_threads", threading.local())
        held = getattr(threads, "scratch", None)
        if held is None or held[0] is not database:
            with _SHARED_SCRATCH:
                held = (database, database.scratch.clone())
            threads.scratch = held
        return held[1]

    @staticmethod
    def append_text(tokens: Tokens, text: str) -> None:
        """eyecite's: the words between single spaces with a space between each two, an empty
        word (two spaces running, or one at an end) adding only its space."""
        words = text.split(" ")
        spaced = [" "] * (2 * len(words) - 1)
        spaced[::2] = words
        tokens.extend(filter(None, spaced) if "" in words else spaced)


def hyperscan_available() -> bool:
    try:
        import hyperscan  # noqa: F401
    except ImportError:
        return False
    return True


def cache_dir() -> Path:
    """Where the compiled database lives: $BRIEFCHECK_HYPERSCAN_CACHE, else the user cache dir."""
    return user_cache_dir(CACHE_ENV, "hyperscan")


@contextmanager
def _exclusive(directory: Path) -> Iterator[None]:
    """Serialise the first build across processes, so none reads a half-written database."""
    with (directory / ".lock").open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def database_path(tokenizer: HyperscanTokenizer, directory: Path) -> Path:
    """The cache file of this set of extractors: a hash of their regexes and flags as written
    (any change in eyecite or reporters-db names a new file) and of the hyperscan version."""
    import hyperscan

    digest = hashlib.sha256(f"hyperscan {hyperscan.__version__}\n".encode())
    for extractor in tokenizer.extractors:
        digest.update(extractor.regex.encode())
        digest.update(b"\0%d\n" % extractor.flags)
    return directory / f"{digest.hexdigest()[:40]}.hsdb"


def _load(path: Path) -> Any | None:
    import hyperscan

    try:
        database = hyperscan.loadb(path.read_bytes(), mode=hyperscan.HS_MODE_BLOCK)
    except (OSError, hyperscan.InvalidError):
        return None
    database.scratch = hyperscan.Scratch(database)
    return database


def compile_database(tokenizer: HyperscanTokenizer) -> Any:
    """eyecite's own compile (its regex conversions and flags), without its cache."""
    return HyperscanTokenizer(extractors=tokenizer.extractors).hyperscan_db


def build_tokenizer(directory: Path) -> QuickHyperscanTokenizer:
    """A hyperscan tokenizer whose database is loaded from (or compiled into) `directory`."""
    import hyperscan

    directory.mkdir(parents=True, exist_ok=True)
    tokenizer = QuickHyperscanTokenizer()
    path = database_path(tokenizer, directory)
    with _exclusive(directory):
        database = _load(path) if path.exists() else None
        if database is None:
            # a line on stderr, so the first run's silent ~20 s is explained (logging's last resort)
            logger.warning("briefcheck: compiling the citation tokenizer once (about 20 s), into %s", path)
            database = compile_database(tokenizer)
            staging = path.with_suffix(".writing")
            staging.write_bytes(hyperscan.dumpb(database))
            os.replace(staging, path)
            for stale in directory.iterdir():  # databases of earlier eyecite or hyperscan versions
                if stale != path and not stale.name.startswith("."):
                    stale.unlink(missing_ok=True)
    tokenizer._db = database  # what eyecite's hyperscan_db property returns once set
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


def release() -> None:
    """Let the hyperscan database go (about 64 MB) once no more text is to be tokenized, as when a
    check has extracted its document: the panel, Tier 3 and the result then run without it. The
    next long text loads it again from the cache file."""
    get_tokenizer.cache_clear()


def expect(chars: int) -> None:
    """Told how many characters a document about to be tokenized holds: one that takes this
    process past SMALL_TEXT uses the hyperscan database from its first paragraph. Starting on
    Aho-Corasick would only add cost there: it compiles every candidate extractor's regular
    expression on first use (about 0.2 s over the first 64,000 characters of a brief) before the
    database loads anyway."""
    global _tokenized
    if _tokenized + chars > SMALL_TEXT:
        _tokenized = max(_tokenized, SMALL_TEXT)


def tokenizer_for(text: str) -> Tokenizer:
    """The tokenizer for the next `text` this process tokenizes: Aho-Corasick for its first
    SMALL_TEXT characters, then the hyperscan one (the tokens are the same)."""
    global _tokenized
    _tokenized += len(text)
    if _tokenized <= SMALL_TEXT:
        return default_tokenizer
    return get_tokenizer()
