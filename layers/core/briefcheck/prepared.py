"""Tables that third-party packages build from their data files on import, kept prepared on disk
instead of rebuilt by every process.

`cached(name, build, sources)` is the cache: the pickled result of `build`, a function of the
installed `sources` packages alone, named by a hash of the size and modification time of each of
their files and of the Python version (so an upgrade of any names a new file). The first process
builds and writes it; every later one unpickles it, with the cyclic collector paused (nothing is
garbage while a pickle loads), and then frozen out of the collector's reach (`performance.settle`).
A file that fails to load is built again.

Importing eyecite builds its 6,835 token extractors from reporters-db and an Aho-Corasick filter
over them (`eyecite.tokenizers`, about 0.13 s), reporters-db parses its JSON (every date through
strptime) and courts-db renders its court table (about 0.04 s each), all before any text is read:
a one-citation check paid that on every start. ds-caselaw-utils reads Find Case Law's court
registry from YAML in pure Python (about 0.25 s) when a brief cites UK law. `install()` puts a
finder ahead of the standard ones for those modules (`_LOADERS`):
- eyecite's tokenizers module runs from its own source with its two building statements
  (`_populate_reporter_extractors()` and `default_tokenizer = AhocorasickTokenizer()`) left out,
  and their results are unpickled straight into it, so eyecite's code runs on the same objects
  it would have built;
- courts-db runs as it is, its lazily rendered `courts` table unpickled;
- reporters-db and ds-caselaw-utils' modules run as written except their top-level
  `with open(...)` blocks, whose names are unpickled in their place.
A module whose source no longer has the shape a loader expects imports as usual.
"""

from __future__ import annotations

import ast
import gc
import hashlib
import importlib.abc
import importlib.machinery
import logging
import os
import pickle
import sys
from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar, cast

from briefcheck.domain import performance

logger = logging.getLogger(__name__)

CACHE_ENV = "BRIEFCHECK_PREPARED_CACHE"
# The top-level statements of eyecite/tokenizers.py whose results come from the cache.
_BUILDING = {"_populate_reporter_extractors()", "default_tokenizer = AhocorasickTokenizer()"}
# The packages whose files eyecite's prepared tables are made from (their files key the cache).
EYECITE_SOURCES = ("eyecite", "reporters_db", "courts_db", "ahocorasick")
T = TypeVar("T")


def user_cache_dir(variable: str, name: str) -> Path:
    """$`variable` if set, else briefcheck/`name` under the user cache directory."""
    configured = os.environ.get(variable)
    if configured:
        return Path(configured).expanduser()
    return cache_home(name)


def cache_home(name: str) -> Path:
    """briefcheck/`name` under the user cache directory."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "briefcheck" / name


def _off() -> bool:
    """$BRIEFCHECK_PREPARED_CACHE is "off": nothing is read from or written to the cache."""
    return os.environ.get(CACHE_ENV, "").lower() == "off"


def cache_dir() -> Path:
    return user_cache_dir(CACHE_ENV, "prepared")


def install() -> None:
    """Route the next import of each module of `_LOADERS` through the prepared cache (a no-op for
    any already imported, when already installed, or when $BRIEFCHECK_PREPARED_CACHE is "off": a
    Lambda function imports once per container, into a /tmp no later container sees, so there the
    cache would only ever be written)."""
    if _off():
        return
    if any(isinstance(finder, _PreparedFinder) for finder in sys.meta_path):
        return
    sys.meta_path.insert(0, _PreparedFinder())


class _PreparedFinder(importlib.abc.MetaPathFinder):
    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        loader = _LOADERS.get(fullname)
        if loader is None:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or not isinstance(spec.loader, importlib.machinery.SourceFileLoader):
            return None
        prepared = loader(fullname, spec.loader.path)
        if prepared.code is None:
            return None
        spec.loader = prepared
        return spec


class _PreparedTokenizers(importlib.machinery.SourceFileLoader):
    """eyecite/tokenizers.py without its building statements, their results unpickled."""

    def __init__(self, fullname: str, path: str) -> None:
        super().__init__(fullname, path)
        self.code = _without_building(Path(path))

    def exec_module(self, module: ModuleType) -> None:
        exec(self.code, module.__dict__)  # eyecite's own source, less two statements

        def build() -> tuple[Any, ...]:
            module._populate_reporter_extractors()
            return list(module.EXTRACTORS), dict(module.EDITIONS_LOOKUP), module.AhocorasickTokenizer()

        extractors, editions, default_tokenizer = cached("tokenizers", build, EYECITE_SOURCES)
        if not module.EXTRACTORS:  # build() filled them itself
            module.EXTRACTORS.extend(extractors)
            module.EDITIONS_LOOKUP.update(editions)
        module.default_tokenizer = default_tokenizer


class _PreparedCourts(importlib.machinery.SourceFileLoader):
    """courts_db as it is, with its lazily rendered `courts` table unpickled."""

    code = True  # nothing of the module is left out

    def exec_module(self, module: ModuleType) -> None:
        super().exec_module(module)
        module.courts = cached("courts", module.load_courts_db, EYECITE_SOURCES)


class _PreparedFileReads(importlib.machinery.SourceFileLoader):
    """A module that reads its data files in top-level `with open(...)` blocks (reporters-db parses
    its JSON there, every date through strptime; ds-caselaw-utils its YAML, in pure Python): the
    module runs as written, except that what each block binds is unpickled in its place. The first
    run executes the blocks and keeps what they bound. A block that does more than assign names
    leaves the module to import as it is."""

    def __init__(self, fullname: str, path: str, sources: tuple[str, ...]) -> None:
        super().__init__(fullname, path)
        self.sources = sources
        self.code: Any | None = None
        self.blocks: list[tuple[Any, tuple[str, ...]]] = []  # each block's code, the names it binds
        tree = ast.parse(Path(path).read_text(encoding="utf-8"), path)
        body: list[ast.stmt] = []
        for node in tree.body:
            if not isinstance(node, ast.With):
                body.append(node)
                continue
            names = [t.id for s in node.body for t in _assigned(s)]
            if len(names) != len(node.body):
                return
            block = ast.Module(body=[node], type_ignores=[])
            self.blocks.append((compile(block, path, "exec"), tuple(names)))
            call = ast.parse(f"{_READ_BLOCK}({len(self.blocks) - 1})").body[0]
            body.append(ast.copy_location(call, node))
        if self.blocks:
            tree.body = body
            self.code = compile(ast.fix_missing_locations(tree), path, "exec")

    def exec_module(self, module: ModuleType) -> None:
        file = f"{module.__name__}-{_sources_key(self.sources)}.pickle"
        known = _read(file)
        if not (isinstance(known, list) and len(known) == len(self.blocks)):
            known = None  # absent, or not what these blocks bind
        ran: list[dict[str, Any]] = []

        def read_block(i: int) -> None:
            if known is not None:
                module.__dict__.update(known[i])
                return
            code, names = self.blocks[i]
            exec(code, module.__dict__)
            ran.append({name: module.__dict__[name] for name in names})

        module.__dict__[_READ_BLOCK] = read_block
        try:
            exec(self.code, module.__dict__)
        finally:
            del module.__dict__[_READ_BLOCK]
        if known is None and len(ran) == len(self.blocks):
            _store(file, ran)


def _assigned(statement: ast.stmt) -> list[ast.Name]:
    """The name a plain `name = ...` or `name: type = ...` assigns; nothing for other statements."""
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        target = statement.targets[0]
    elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
        target = statement.target
    else:
        return []
    return [target] if isinstance(target, ast.Name) else []


def _file_reads(*sources: str) -> Callable[[str, str], _PreparedFileReads]:
    return partial(_PreparedFileReads, sources=sources)


_READ_BLOCK = "__briefcheck_read_block__"
_LOADERS: dict[str, Callable[[str, str], importlib.machinery.SourceFileLoader]] = {
    "eyecite.tokenizers": _PreparedTokenizers,
    "courts_db": _PreparedCourts,
    "reporters_db": _file_reads(*EYECITE_SOURCES),
    # Find Case Law's court registry and neutral-citation forms, met by any brief citing UK law
    "ds_caselaw_utils.courts": _file_reads("ds_caselaw_utils", "ruamel"),
    "ds_caselaw_utils.neutral": _file_reads("ds_caselaw_utils", "ruamel"),
}


def _without_building(path: Path) -> Any | None:
    """The module's code with the building statements left out, or None unless each is there once."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, str(path))
    kept = [node for node in tree.body if not _is_building(node)]
    if len(tree.body) - len(kept) != len(_BUILDING):
        logger.info("eyecite's tokenizers.py has changed shape; importing it as it is")
        return None
    tree.body = kept
    return compile(tree, str(path), "exec")


def _is_building(node: ast.stmt) -> bool:
    return isinstance(node, ast.Expr | ast.Assign) and ast.unparse(node) in _BUILDING  # small nodes only


def cached(
    name: str, build: Callable[[], T], sources: tuple[str, ...], valid: Callable[[Any], bool] | None = None
) -> T:
    """The pickled result of `build`, a function of the installed `sources` packages' files alone:
    read back if this set of files made it before (and `valid` accepts it), else built and written
    (built each time when $BRIEFCHECK_PREPARED_CACHE is "off", as in a Lambda function: `install`)."""
    if _off():
        return build()
    file = f"{name}-{_sources_key(sources)}.pickle"
    known = _read(file)
    if known is not None and (valid is None or valid(known)):
        return cast(T, known)
    built = build()
    _store(file, built)
    return built


def _read(file: str) -> Any | None:
    """The object pickled in `file`, or None (absent, or torn: then it is built again)."""
    for directory in _directories(create=False):
        path = directory / file
        try:
            data = path.read_bytes()
        except OSError:
            continue
        young = gc.get_count()[0]
        try:
            with performance.paused():
                loaded = pickle.loads(data)  # a file this user wrote, in a directory only they can write
        except Exception as exc:
            logger.warning("briefcheck: cache %s unreadable (%s); building it again", path, exc)
            continue
        # the tables live as long as the process, and each full collection walked them all again
        # (about 50 ms a time after `import briefcheck.extract`), those at exit included
        performance.settle(loaded=gc.get_count()[0] - young)
        return loaded
    return None


def _store(file: str, value: object) -> None:
    """`value` pickled into `file`; a value that cannot be pickled is not kept (built again next time)."""
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError) as exc:
        logger.info("%s is not cached: %s", file, exc)
        return
    _write(file, data)


def _directories(create: bool) -> list[Path]:
    """The cache directory, then (for where it cannot be written, as a Lambda function's home)
    one in the temp dir that is this user's own: a pickle runs code as it loads, so a directory
    another user could write is never read."""
    import tempfile

    private = Path(tempfile.gettempdir()) / f"briefcheck-prepared-{os.getuid()}"
    try:
        if create:
            private.mkdir(mode=0o700, exist_ok=True)
        stat = private.lstat()
    except OSError:
        return [cache_dir()]
    if stat.st_uid != os.getuid() or stat.st_mode & 0o077 or private.is_symlink():
        return [cache_dir()]
    return [cache_dir(), private]


def _write(file: str, data: bytes) -> None:
    """Written whole or not at all: to the cache directory, else to the private temp one."""
    if not _written(cache_dir(), file, data):
        for directory in _directories(create=True)[1:]:
            _written(directory, file, data)


def _written(directory: Path, file: str, data: bytes) -> bool:
    try:
        directory.mkdir(parents=True, exist_ok=True)
        staging = directory / f".{file}.{os.getpid()}"
        staging.write_bytes(data)
        os.replace(staging, directory / file)
    except OSError as exc:
        logger.info("cache not written to %s: %s", directory, exc)
        return False
    for stale in directory.glob(f"{file.split('-')[0]}-*.pickle"):
        if stale.name != file:
            stale.unlink(missing_ok=True)
    return True


@lru_cache(maxsize=8)
def _sources_key(sources: tuple[str, ...]) -> str:
    """A hash of the Python version and of the size and mtime of every file of the `sources`
    packages (their compiled bytecode aside, which is written as modules are first imported)."""
    digest = hashlib.sha256(sys.version.encode())
    for package in sources:
        spec = importlib.machinery.PathFinder.find_spec(package)
        if spec is None:
            continue
        roots = list(spec.submodule_search_locations or ())  # a package, or a namespace ("ruamel")
        files = sorted(
            Path(d) / f
            for root in roots
            for d, _, names in os.walk(root)
            if "__pycache__" not in d
            for f in names
        )
        if not roots and spec.origin:
            files = [Path(spec.origin)]  # a single-file module, e.g. pyahocorasick's extension
        for file in files:
            stat = file.stat()
            digest.update(f"{file} {stat.st_size} {stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:32]
