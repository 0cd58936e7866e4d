"""UK neutral citations and law report series.

The court codes and divisions come from data/courts_uk.json, cross-checked against The
National Archives' registry in ds-caselaw-utils (whose start years are Find Case Law's
coverage, not the year a court's neutral citations began).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .reporters import normalize
from .tables import LawReportRow, UKCourtRow, law_reports, uk_courts

# "[2020] EWHC 2435 (Admin)", "[2020] EWCA Civ 1442", "[2014] EWFC B12", "[202] UKSC 1".
NEUTRAL = re.compile(
    r"\[(?P<year>\d{1,5})\]\s+(?P<code>[A-Z][A-Za-z]{1,8})\s+"
    r"(?:(?P<pre>Civ|Crim|T[123]|B)\s*)?(?P<number>\d+)?(?:\s*\((?P<division>[A-Za-z]+)\))?"
)
# "[1932] AC 562", "[2015] 1 WLR 123", "[1999] 2 All ER (Comm) 45", "(1998) 30 HLR 1".
LAW_REPORT = re.compile(
    r"[\[(](?P<year>\d{4})[\])]\s+(?:(?P<volume>\d{1,3})\s+)?"
    r"(?P<series>[A-Z][A-Za-z'&. ]*?(?:\s\((?:Comm|EC|D)\))?)\s+(?P<page>\d+)\b"
)


@dataclass(frozen=True)
class Neutral:
    year: int | None
    year_text: str
    code: str
    division: str | None
    number: int | None

    def text(self) -> str:
        """The canonical written form: Civ/Crim before the number, other divisions in brackets."""
        number = "" if self.number is None else str(self.number)
        if self.division in ("Civ", "Crim"):
            return f"[{self.year_text}] {self.code} {self.division} {number}"
        tail = f" ({self.division})" if self.division else ""
        return f"[{self.year_text}] {self.code} {number}{tail}"


@dataclass(frozen=True)
class LawReport:
    year: int
    volume: int | None
    series: str
    page: int


@cache
def _court_index() -> dict[str, UKCourtRow]:
    return {row.code.upper(): row for row in uk_courts()}


def uk_court(code: str | None) -> UKCourtRow | None:
    return _court_index().get(code.upper()) if code else None


def is_court_code(code: str) -> bool:
    return code.upper() in _court_index()


@cache
def _series_index() -> dict[str, LawReportRow]:
    index = {}
    for row in law_reports():
        for name in (row.abbreviation, *row.variants):
            index[normalize(name)] = row
    return index


def law_report_series(abbreviation: str | None) -> LawReportRow | None:
    return _series_index().get(normalize(abbreviation)) if abbreviation else None


def parse_neutral(text: str) -> Neutral | None:
    """The first neutral-citation-shaped string in text whose code is not a law report series."""
    for m in NEUTRAL.finditer(text):
        code = m.group("code")
        if law_report_series(code) is not None and not is_court_code(code):
            continue
        number = m.group("number")
        year_text = m.group("year")
        return Neutral(
            year=int(year_text) if len(year_text) == 4 else None,
            year_text=year_text,
            code=code,
            division=m.group("pre") or m.group("division"),
            number=int(number) if number else None,
        )
    return None


def parse_law_report(text: str) -> LawReport | None:
    for m in LAW_REPORT.finditer(text):
        series = m.group("series").strip()
        if is_court_code(series.split()[0]):
            continue
        volume = m.group("volume")
        return LawReport(int(m.group("year")), int(volume) if volume else None, series, int(m.group("page")))
    return None


def tna_form(neutral: Neutral) -> str | None:
    """Find Case Law's URL path for the citation when ds-caselaw-utils recognises its form."""
    from ds_caselaw_utils import neutral_url

    if neutral.number is None:
        return None
    return neutral_url(neutral.text())


@cache
def tna_start_years() -> dict[str, int]:
    """ds-caselaw-utils: the first year Find Case Law holds, per canonical court param."""
    from ds_caselaw_utils import courts

    years: dict[str, int] = {}
    for court in courts.get_all():
        if court.canonical_param and court.start_year:
            prior = years.get(court.canonical_param)
            years[court.canonical_param] = min(prior, court.start_year) if prior else court.start_year
    return years
