"""What briefcheck reads of Find Case Law's own registry (ds-caselaw-utils): the neutral-citation
forms and their URIs, the court codes that carry neutral citations, and each court's first year.

Kept prepared on disk (`briefcheck.prepared.cached`, keyed by the installed package's files): the
package imports its court registry, ruamel.yaml, markdown-it and pydantic models as a whole (about
65 ms), and a check that meets a UK citation needs only these few tables of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from functools import lru_cache

# Bumped when `Registry` or `_build` changes, so a table an older briefcheck pickled is not read.
_FORMAT = 1


@dataclass(frozen=True)
class Registry:
    # ds_caselaw_utils.neutral's forms in its order: a pattern, and which of its groups (from 1)
    # make the URI's parts
    forms: tuple[tuple[str, tuple[int, ...]], ...]
    court_codes: frozenset[str]  # "UKSC", "EWHC" ...: the courts with a neutral citation
    start_years: dict[str, int]  # a court's URI prefix ("uksc", "ewhc/admin") -> earliest year held


def _build() -> Registry:
    from ds_caselaw_utils import courts
    from ds_caselaw_utils.neutral import citation_data

    codes: set[str] = set()
    start_years: dict[str, int] = {}
    for court in courts.get_all():
        if court.ncn_pattern is not None:
            codes.update(re.findall(r"\(([A-Z][A-Za-z]+)\)", court.ncn_pattern.pattern)[:1])
        for alias in court.param_aliases or ():
            if court.start_year:
                start_years[alias] = min(start_years.get(alias, court.start_year), court.start_year)
    # plain tuples: ruamel's sequences would need ruamel to unpickle
    forms = tuple((str(pattern), tuple(int(g) for g in groups)) for pattern, groups in citation_data)
    return Registry(forms, frozenset(codes), start_years)


def _whole(table: object) -> bool:
    """Whether a table read back has this briefcheck's shape (one pickled by another is built again)."""
    return isinstance(table, Registry) and all(hasattr(table, f.name) for f in fields(Registry))


@lru_cache(maxsize=1)
def registry() -> Registry:
    from briefcheck.prepared import cached  # on first use: a check that cites no UK law never reads it

    return cached(f"tna-registry{_FORMAT}", _build, ("ds_caselaw_utils",), valid=_whole)


@lru_cache(maxsize=1)
def _compiled() -> tuple[tuple[re.Pattern[str], tuple[int, ...]], ...]:
    return tuple((re.compile(pattern), groups) for pattern, groups in registry().forms)


@lru_cache(maxsize=4096)  # a brief cites the same judgments again and again
def tna_uri(ncn: str) -> str | None:
    """Find Case Law's URI for a neutral citation written out ("[2019] UKSC 41" -> "uksc/2019/41"),
    None when none of its forms matches: ds_caselaw_utils.neutral_url, on the prepared forms."""
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
