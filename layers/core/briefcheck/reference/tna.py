"""What briefcheck reads of Find Case Law's own court registry (The National Archives' court
names and neutral-citation forms, published in ds-caselaw-utils): the neutral-citation forms and
their URIs, the court codes that carry neutral citations, each court's first year, and each
(court, division) pair the forms name.

Read from the newest copy there is: the registry `update_registry` fetched into the user's data
directory (`briefcheck uk-registry --update`), else the copy shipped in `data/tna/` (its
`about.json` names the commit). A court or chamber The National Archives adds is then known
without a new release. Kept prepared on disk (`briefcheck.prepared.cached`, keyed by the files'
contents): a check that meets a UK citation reads a few small tables, not the YAML.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path

from briefcheck.domain.errors import InputError

# Bumped when `Registry` or `_build` changes, so a table an older briefcheck pickled is not read.
_FORMAT = 2
FILES = ("court_names.yaml", "neutral_citation_regex.yaml")
SHIPPED = Path(__file__).resolve().parents[1] / "data" / "tna"
# Where ds-caselaw-utils publishes the registry (its default branch's data directory).
PUBLISHED = (
    "https://raw.githubusercontent.com/nationalarchives/ds-caselaw-utils/main/src/ds_caselaw_utils/data"
)
MAX_FILE_BYTES = 2_000_000  # the court list is about 35 KB: anything near this is not it


@dataclass(frozen=True)
class Registry:
    # the neutral-citation forms in the registry's order: a pattern, and which of its groups
    # (from 1) make the URI's parts
    forms: tuple[tuple[str, tuple[int, ...]], ...]
    court_codes: frozenset[str]  # "UKSC", "EWHC" ...: the courts with a neutral citation
    start_years: dict[str, int]  # a court's URI prefix ("uksc", "ewhc/admin") -> earliest year held
    # (code, division or None) -> the URI prefix of its judgments ("ukftt/pc"), from the forms
    pairs: dict[tuple[str, str | None], str]


def updated_dir() -> Path:
    """Where `update_registry` keeps the registry it fetched: the user's data directory."""
    from platformdirs import user_data_path

    return user_data_path("briefcheck") / "tna-registry"


def registry_dir() -> Path:
    """The registry read: the one fetched into the user's data directory when whole, else the
    shipped copy."""
    fetched = updated_dir()
    return fetched if all((fetched / name).is_file() for name in (*FILES, "about.json")) else SHIPPED


def _load(directory: Path) -> tuple[list, list]:
    from ruamel.yaml import YAML

    yaml = YAML(typ="safe")  # the C loader where ruamel has it: a cold start parses this
    courts, forms = (yaml.load((directory / name).read_text(encoding="utf-8")) for name in FILES)
    return courts, forms


def _build(directory: Path) -> Registry:
    """The tables, from the registry's two files; a ValueError when they are not its shape."""
    courts, citation_forms = _load(directory)
    if not isinstance(courts, list) or not isinstance(citation_forms, list):
        raise ValueError("not the registry's shape: both files hold lists")
    codes: set[str] = set()
    start_years: dict[str, int] = {}
    for group in courts:
        for court in group.get("courts") or () if isinstance(group, dict) else ():
            if not isinstance(court, dict):
                raise ValueError("a court entry is not a mapping")
            if pattern := court.get("ncn_pattern"):
                re.compile(pattern)
                codes.update(re.findall(r"\(([A-Z][A-Za-z]+)\)", pattern)[:1])
            start = court.get("start_year")
            params = [court["param"], *(court.get("extra_params") or ())] if court.get("param") else []
            for param in params:
                if isinstance(start, int):
                    start_years[str(param)] = min(start_years.get(str(param), start), start)
    forms: list[tuple[str, tuple[int, ...]]] = []
    pairs: dict[tuple[str, str | None], str] = {}
    for entry in citation_forms:
        pattern, groups = str(entry[0]), tuple(int(g) for g in entry[1])
        compiled = re.compile(pattern)
        if not groups or max(groups) > compiled.groups:
            raise ValueError(f"form {pattern!r} names a group it does not have")
        forms.append((pattern, groups))
        pairs.update(_pairs(compiled))
    if not forms or not codes:
        raise ValueError("the registry names no court and no neutral-citation form")
    return Registry(tuple(forms), frozenset(codes), start_years, pairs)


_WORDS = re.compile(r"\(((?:[A-Za-z][A-Za-z0-9]*\|?)+)\)")


def _pairs(pattern: re.Pattern[str]) -> dict[tuple[str, str | None], str]:
    """The (court, division) pairs a form names, and the URI prefix of each: "(UKFTT) (\\d+)
    \\((TC|GRC)\\)" names UKFTT with TC and GRC. The first group of words is the court, the next
    (if any) its divisions."""
    alternatives = [group.split("|") for group in _WORDS.findall(pattern.pattern)]
    if not alternatives:
        return {}
    divisions: list[str | None] = list(alternatives[1]) if len(alternatives) > 1 else [None]
    return {
        (code, division): f"{code}/{division}".lower() if division else code.lower()
        for code in alternatives[0]
        for division in divisions
    }


def _whole(table: object) -> bool:
    """Whether a table read back has this briefcheck's shape (one pickled by another is built again)."""
    return isinstance(table, Registry) and all(hasattr(table, f.name) for f in fields(Registry))


def _digest(directory: Path) -> str:
    sha = hashlib.sha256()
    for name in FILES:
        sha.update((directory / name).read_bytes())
    return sha.hexdigest()[:16]


@lru_cache(maxsize=1)
def registry() -> Registry:
    from briefcheck.prepared import cached  # on first use: a check that cites no UK law never reads it

    directory = registry_dir()
    return cached(f"tna-registry{_FORMAT}-{_digest(directory)}", lambda: _build(directory), (), valid=_whole)


@lru_cache(maxsize=1)
def _compiled() -> tuple[tuple[re.Pattern[str], tuple[int, ...]], ...]:
    return tuple((re.compile(pattern), groups) for pattern, groups in registry().forms)


@lru_cache(maxsize=4096)  # a brief cites the same judgments again and again
def tna_uri(ncn: str) -> str | None:
    """Find Case Law's URI for a neutral citation written out ("[2019] UKSC 41" -> "uksc/2019/41"),
    None when none of its forms matches (as ds_caselaw_utils.neutral_url answers)."""
    for pattern, groups in _compiled():
        if match := pattern.match(ncn):
            return "/".join(match.group(g) for g in groups).lower()
    return None


def tna_court_codes() -> frozenset[str]:
    """The court codes of every neutral citation Find Case Law knows ("UKSC", "EWHC" ...)."""
    return registry().court_codes


def tna_start_year(uri_prefix: str) -> int | None:
    """The earliest year Find Case Law holds for a court's URI prefix ("uksc", "ewhc/admin")."""
    return registry().start_years.get(uri_prefix)


def tna_pairs() -> dict[tuple[str, str | None], str]:
    """Each (court code, division or None) a neutral-citation form names, with its URI prefix."""
    return registry().pairs


@dataclass(frozen=True)
class Updated:
    directory: Path
    courts: int
    forms: int
    added: tuple[str, ...]  # URI prefixes the previous registry did not name


def update_registry(
    get: Callable[[str], bytes], source: str = PUBLISHED, into: Path | None = None
) -> Updated:
    """Fetch the registry's two files from `source` with `get(url)`, check that they are the
    registry (they parse, every form compiles and names its groups, some court is named), and
    put them in place of the copy read, atomically: a failure leaves the registry read as it was,
    and says why in one line (an InputError)."""
    into = into or updated_dir()
    before = set(registry().pairs.values())
    staging = into.with_name(f"{into.name}.incoming")
    staging.mkdir(parents=True, exist_ok=True)
    digests = {}
    for name in FILES:
        url = f"{source.rstrip('/')}/{name}"
        body = get(url)
        if len(body) > MAX_FILE_BYTES:
            raise InputError(f"{url}: {len(body):,} bytes is not the court registry; nothing changed")
        (staging / name).write_bytes(body)
        digests[name] = hashlib.sha256(body).hexdigest()
    try:
        built = _build(staging)
    except Exception as exc:  # YAML errors, wrong shapes, bad patterns: all mean "not the registry"
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]  # one line, as every error
        why = f"{source}: not The National Archives' court registry ({first}); nothing changed"
        raise InputError(why) from None
    fetched = datetime.now(UTC).isoformat(timespec="seconds")
    about = {"source": source, "fetched": fetched, "sha256": digests}
    (staging / "about.json").write_text(json.dumps(about, indent=2))
    if into.exists():
        old = into.with_name(f"{into.name}.old")
        if old.exists():
            _remove(old)
        into.rename(old)
        staging.rename(into)
        _remove(old)
    else:
        staging.rename(into)
    registry.cache_clear()
    _compiled.cache_clear()
    tna_uri.cache_clear()
    courts = sum(1 for _ in built.start_years)
    return Updated(into, courts, len(built.forms), tuple(sorted(set(built.pairs.values()) - before)))


def _remove(directory: Path) -> None:
    for child in directory.iterdir():
        child.unlink()
    directory.rmdir()
