"""UK courts that issue neutral citations, and the years in which each citation form exists.

The court codes, divisions and Find Case Law parameters come from The National Archives'
registry in `ds_caselaw_utils` (`courts.get_all()`, each court's `ncn_pattern` and `param`).
That registry's `start_year` is the oldest judgment *Find Case Law holds* ("The oldest
judgment from this court included in Find Case Law is from {start_year}", its own court
descriptions), not the year the court began issuing neutral citations: read alone it would
call a real `[2012] UKFTT 421 (TC)` impossible. `_FIRST_YEARS` below corrects those years,
and `_EXTRA_COURTS` adds forms the registry does not list (the House of Lords, Scotland,
Northern Ireland, BAILII's retrospective forms). Sources:

- Practice Direction (Judgments: Form and Citation) [2001] 1 WLR 194: EWCA Civ, EWCA Crim
  and EWHC Admin from 11 January 2001.
- Practice Direction (Judgments: Neutral Citations) [2002] 1 WLR 346: every High Court
  division, "[2002] EWHC 123 (Ch)", from 14 January 2002.
- BAILII assigns neutral-style numbers retrospectively to older UKHL, UKPC and EWCA
  judgments (Donoghue v Stevenson is "[1932] UKHL 100"), so those get no first year.
- Constitutional Reform Act 2005 s 23: UKSC from 1 October 2009; the House of Lords'
  last judgments were given on 30 July 2009.
- Tribunals, Courts and Enforcement Act 2007: First-tier and Upper Tribunals from 3
  November 2008; Tax and Lands chambers 2009; the Immigration and Asylum Chamber 15
  February 2010.
- Crime and Courts Act 2013 s 17: the Family Court from 22 April 2014; the Intellectual
  Property Enterprise Court replaced the Patents County Court on 1 October 2013.
- Queen's Bench Division renamed King's Bench Division on 8 September 2022.
- Scottish superior courts (CSIH, CSOH, HCJAC) issue neutral citations from 2005; the
  Sheriff Appeal Court sat from 2016. BAILII's older Scottish forms (ScotCS, ScotHC) and
  the Northern Ireland codes get no first year.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache


@dataclass(frozen=True)
class NeutralCourt:
    code: str  # as written in the citation: "EWHC"
    division: str | None  # "Admin", "Civ", "TC"; None for courts without divisions
    court_id: str | None  # Find Case Law parameter, e.g. "ewhc/admin"; None when TNA has none
    name: str
    first_year: int | None  # None: no lower bound known (retrospective numbering)
    last_year: int | None  # None: still sitting

    def valid_in(self, year: int) -> bool:
        """Whether a neutral citation of this court can carry this year (never a future one)."""
        if year > date.today().year:
            return False
        if self.first_year is not None and year < self.first_year:
            return False
        return self.last_year is None or year <= self.last_year


# (code, division) -> first year a citation in this form exists, where the registry's
# coverage year is later (see the module docstring for each source).
_FIRST_YEARS: dict[tuple[str, str | None], int | None] = {
    ("UKPC", None): None,
    ("EWCA", "Civ"): None,
    ("EWCA", "Crim"): None,
    ("EWHC", "Admin"): 2001,
    **{("EWHC", d): 2002 for d in ("Admlty", "Ch", "Comm", "Fam", "Pat", "QB", "SCCO", "Costs", "TCC")},
    ("EWHC", "Mercantile"): 2002,
    ("EWHC", "KB"): 2022,
    ("UKUT", "AAC"): 2009,
    ("UKUT", "LC"): 2009,
    ("UKUT", "TCC"): 2009,
    ("UKUT", "IAC"): 2010,
    ("UKFTT", "TC"): 2009,
    ("UKFTT", "GRC"): 2009,
    ("EWFC", None): 2014,
    ("UKIPTrib", None): 2003,  # IPT publishes judgments from 2003 (registry's historic note)
}

# (code, division) -> last year, where the registry's end year is coverage rather than the
# court's end (the Mercantile Court became the Circuit Commercial Court in 2017).
_LAST_YEARS: dict[tuple[str, str | None], int | None] = {
    ("EWHC", "Mercantile"): 2017,
}

# Forms the registry does not list: (code, division, name, first_year, last_year).
_EXTRA_COURTS: tuple[tuple[str, str | None, str, int | None, int | None], ...] = (
    ("UKHL", None, "House of Lords", None, 2009),
    ("EWHC", "Costs", "High Court (Senior Courts Costs Office)", 2002, None),
    ("EWPCC", None, "Patents County Court", 2002, 2013),
    ("UKEAT", None, "Employment Appeal Tribunal (BAILII form)", None, 2022),
    ("UKIAT", None, "Immigration Appeal Tribunal", None, 2005),
    ("UKFTT", "HESC", "First-tier Tribunal (Health, Education and Social Care)", 2008, None),
    ("UKFTT", "PC", "First-tier Tribunal (Property Chamber)", 2013, None),
    ("UKFTT", "SEC", "First-tier Tribunal (Social Entitlement Chamber)", 2008, None),
    ("UKFTT", "IAC", "First-tier Tribunal (Immigration and Asylum Chamber)", 2010, None),
    ("CSIH", None, "Court of Session (Inner House)", 2005, None),
    ("CSOH", None, "Court of Session (Outer House)", 2005, None),
    ("HCJAC", None, "High Court of Justiciary (Appeal Court)", 2005, None),
    ("HCJ", None, "High Court of Justiciary", 2005, None),
    ("SAC", "Civ", "Sheriff Appeal Court (Civil)", 2016, None),
    ("SAC", "Crim", "Sheriff Appeal Court (Criminal)", 2016, None),
    ("ScotCS", None, "Court of Session (BAILII form)", None, None),
    ("ScotHC", None, "High Court of Justiciary (BAILII form)", None, None),
    ("NICA", None, "Court of Appeal in Northern Ireland", None, None),
    ("NIQB", None, "High Court of Northern Ireland (Queen's Bench)", None, 2022),
    ("NIKB", None, "High Court of Northern Ireland (King's Bench)", 2022, None),
    ("NICh", None, "High Court of Northern Ireland (Chancery)", None, None),
    ("NIFam", None, "High Court of Northern Ireland (Family)", None, None),
    ("NICC", None, "Crown Court in Northern Ireland", None, None),
    ("NIMaster", None, "High Court of Northern Ireland (Master)", None, None),
    ("NICty", None, "County Court in Northern Ireland", None, None),
)

# Find Case Law parameters the registry lists only as aliases of another court.
_EXTRA_PARAMS: dict[tuple[str, str | None], str] = {("EWHC", "Costs"): "ewhc/costs"}

# A bracketed-year citation whose code starts like this is a neutral citation, known or not
# (an unknown "[2020] UKHC 12" is a signal, not ordinary text).
NEUTRAL_PREFIXES = ("UK", "EW", "NI", "CS", "HCJ", "SAC", "Scot")

_LITERAL = re.compile(r"\(([A-Za-z][A-Za-z0-9]*)\)")


@lru_cache(maxsize=1)
def neutral_courts() -> dict[tuple[str, str | None], NeutralCourt]:
    """(code, division) -> court, from the TNA registry corrected by the curated tables."""
    from ds_caselaw_utils import courts

    candidates: dict[tuple[str, str | None], list] = {}
    for court in courts.get_all():
        literals = _LITERAL.findall(court.ncn_pattern.pattern) if court.ncn_pattern else []
        if literals:
            key = (literals[0], literals[1] if len(literals) > 1 else None)
            candidates.setdefault(key, []).append(court)
    table: dict[tuple[str, str | None], NeutralCourt] = {}
    for key, group in candidates.items():
        # Several registry entries can share one citation form (the Circuit Commercial Court
        # and the Financial List cite as "(Comm)"): the one with a Find Case Law parameter
        # and the oldest judgments stands for the form.
        best = min(group, key=lambda c: (c.canonical_param is None, c.start_year or 9999))
        end = max(c.end_year for c in group)
        table[key] = NeutralCourt(
            code=key[0],
            division=key[1],
            court_id=best.canonical_param,
            name=best.name,
            first_year=best.start_year,
            last_year=end if end < date.today().year else None,
        )
    for code, division, name, first, last in _EXTRA_COURTS:
        key = (code, division)
        court_id = table[key].court_id if key in table else _EXTRA_PARAMS.get(key)
        table[key] = NeutralCourt(code, division, court_id, name, first, last)
    for key, first in _FIRST_YEARS.items():
        if key in table:
            table[key] = _replace(table[key], first_year=first)
    for key, last in _LAST_YEARS.items():
        if key in table:
            table[key] = _replace(table[key], last_year=last)
    return table


def _replace(court: NeutralCourt, **changes: int | None) -> NeutralCourt:
    return replace(court, **changes)


def neutral_court(code: str, division: str | None) -> NeutralCourt | None:
    """The court of a neutral citation's code and division, or None if there is none."""
    return neutral_courts().get((code, division))


@lru_cache(maxsize=1)
def court_codes() -> frozenset[str]:
    return frozenset(code for code, _ in neutral_courts())


@lru_cache(maxsize=1)
def divisions_of() -> dict[str, frozenset[str | None]]:
    out: dict[str, set[str | None]] = {}
    for code, division in neutral_courts():
        out.setdefault(code, set()).add(division)
    return {code: frozenset(divs) for code, divs in out.items()}


def canonical_division(code: str, written: str) -> str | None:
    """The registry's spelling of a division as written ("admin" -> "Admin"), if the court has it."""
    for division in divisions_of().get(code, frozenset()):
        if division is not None and division.lower() == written.lower():
            return division
    return None
