"""UK lookups over data/courts_uk.json and data/uk_law_reports.json, for Tier 1 extraction and
the rules panel alike: neutral-citation courts and their written forms, law report series; and
a reading of a UK citation's text for the rules panel.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from functools import cache

from briefcheck.reference.tables import LawReportRow, ReportStyle, UKCourtRow, law_reports, uk_courts
from briefcheck.reference.tna import tna_pairs, tna_start_year, tna_uri

# "[2019] EWHC 1012 (Admin)", "[2019] EWCA Civ 1233", "[2014] EWFC B12", "[2016] SAC (Civ) 1", "[202] UKSC 1".
# BAILII's number for a judgment given before neutral citations: a "J" before it ("[1854] EWHC J70")
BAILII_NUMBERED = re.compile(r"\]\s*[A-Z]{2,8}\s+J\d")
NEUTRAL = re.compile(
    r"\[(?P<year>\d{1,5})\]\s+(?P<code>[A-Z][A-Za-z]{1,8})\s+"
    r"(?:(?P<pre>(?i:Civ|Crim|T[123]|B|Admin))\.?\s*|\((?P<prebracket>Civ|Crim)\)\s*)?J?(?P<number>\d+)?"
    r"(?:\s*\((?P<division>[A-Za-z](?:[A-Za-z]|\.(?=[A-Za-z]))*)\.?\))?"
)
# A division written before the number, as the courts spell it ("civ" is "Civ")
_PRE_DIVISIONS = {d.lower(): d for d in ("Civ", "Crim", "T1", "T2", "T3", "B", "Admin")}
# "[1932] AC 562", "[2015] 1 WLR 123", "[1999] 2 All ER (Comm) 45", "(1998) 30 HLR 1", "(1866) LR 1 Ex 265".
LAW_REPORT = re.compile(
    r"[\[(](?P<year>\d{4})[\])]\s+(?:(?P<lr>L\.?\s?R\.?)\s+)?(?:(?P<volume>\d{1,3})\s+)?"
    r"(?P<series>[A-Z][A-Za-z'&. ]*?(?:\s\((?:Comm|EC|D)\))?)\s+(?P<page>\d+)(?:[ab])?\b"
)
_LR_PREFIX = re.compile(r"L\.?\s?R\.?\s+")
# The rules of court and delegated legislation UK filings cite, by the abbreviation they are cited
# by (extract/uk_rules.py reads them; the rules panel knows them)
UK_RULE_SETS = {
    "CPR": "the Civil Procedure Rules 1998",
    "CrimPR": "the Criminal Procedure Rules",
    "FPR": "the Family Procedure Rules 2010",
    "PD": "a Practice Direction",
    "SI": "a statutory instrument",
}
# The Civil Procedure Rules' Parts run from 1 to 89 (the Ministry of Justice's list of Parts; Part
# 89, attachment of earnings, in force from 6 April 2016 by SI 2016/234)
CPR_PARTS = (1, 89)
# The deciding court OSCOLA writes after a law report ("[1932] AC 562 (HL)"), as written and as
# the registry's code for it
REPORT_COURTS = {"HL": "UKHL", "SC": "UKSC", "UKSC": "UKSC", "PC": "UKPC", "CA": "EWCA"}


# --------------------------------------------------------------------------- courts


@dataclass(frozen=True)
class NeutralCourt:
    """One written form of a neutral citation: a court code with one of its divisions, or none."""

    code: str
    division: str | None
    court_id: str | None  # Find Case Law's parameter; None where it has none
    first_year: int  # earlier is impossible: the court's start for retrospectively numbered forms
    last_year: int | None  # None: still in use

    def valid_in(self, year: int) -> bool:
        """Whether a citation in this form can carry this year (never a future one)."""
        if year > date.today().year or year < self.first_year:
            return False
        return self.last_year is None or year <= self.last_year


def _form(row: UKCourtRow, division: str | None) -> NeutralCourt:
    div = row.divisions[division] if division is not None else None
    official = div.from_ if div is not None else row.ncn_from
    last = div.to if div is not None and div.to is not None else row.ncn_to
    return NeutralCourt(
        code=row.code,
        division=division,
        court_id=div.court_id if div is not None else row.court_id,
        first_year=row.court_from if row.retrospective else official,
        last_year=last,
    )


# Neutral citations began in 2001 (the Court of Appeal and the Administrative Court).
FIRST_NEUTRAL_YEAR = 2001


@cache
def _forms() -> dict[tuple[str, str | None], NeutralCourt]:
    """Every written form: the table's (with its years), then any court or division The National
    Archives' registry names that the table does not (a chamber added since: known at once,
    from the year Find Case Law holds it, else from the first neutral citations)."""
    forms: dict[tuple[str, str | None], NeutralCourt] = {}
    for row in uk_courts():
        if not row.division_required:
            forms[(row.code, None)] = _form(row, None)
        for division in row.divisions:
            forms[(row.code, division)] = _form(row, division)
    tabled = {row.code for row in uk_courts()}
    for pair, prefix in tna_pairs().items():
        known = forms.get(pair)
        if known is not None:
            if known.court_id is None:  # Find Case Law publishes it now: its judgments' address
                forms[pair] = replace(known, court_id=prefix)
            continue
        code, written = pair
        if code in tabled and written is None:
            continue  # the table decides whether a court it knows needs its division
        first = tna_start_year(prefix) or FIRST_NEUTRAL_YEAR
        forms[pair] = NeutralCourt(code, written, prefix, first, None)
    return forms


def neutral_court(code: str, division: str | None) -> NeutralCourt | None:
    """The form of a neutral citation's code (as spelt) and division, or None if there is none."""
    return _forms().get((code, division))


@cache
def court_codes() -> frozenset[str]:
    """Every neutral-citation court code, as spelt ("UKIPTrib"): the table's and the registry's."""
    return frozenset(code for code, _ in _forms())


@cache
def divisions_of() -> dict[str, frozenset[str | None]]:
    """Code -> its divisions, with None where a citation may name no division."""
    out: dict[str, set[str | None]] = {}
    for code, division in _forms():
        out.setdefault(code, set()).add(division)
    return {code: frozenset(divs) for code, divs in out.items()}


def division_omittable(code: str) -> bool:
    """Whether a citation of this court still names one judgment without its division."""
    row = uk_court(code)
    return row is not None and row.division_omittable


def appeal_numbered(code: str) -> bool:
    """Whether the court's citations number an appeal with its year and day, never a number alone."""
    row = uk_court(code)
    return row is not None and row.appeal_numbered


def canonical_division(code: str, written: str) -> str | None:
    """The table's spelling of a division as written ("admin" -> "Admin"), if the court has it."""
    for division in divisions_of().get(code, frozenset()):
        if division is not None and division.lower() == written.lower():
            return division
    return None


@cache
def _court_index() -> dict[str, UKCourtRow]:
    return {row.code.upper(): row for row in uk_courts()}


def uk_court(code: str | None) -> UKCourtRow | None:
    """The court of a code, however capitalised."""
    return _court_index().get(code.upper()) if code else None


# --------------------------------------------------------------------------- law report series


def abbreviation_key(written: str) -> str:
    """Spelling-insensitive key: "All E.R." and "All ER" -> "ALLER"; "Lloyd’s" -> "LLOYD'S"."""
    return re.sub(r"[.\s]", "", written.replace("’", "'")).upper()


@cache
def _series_index() -> dict[tuple[ReportStyle, str], LawReportRow]:
    return {(row.style, abbreviation_key(row.abbreviation)): row for row in law_reports()}


def law_report_series(written: str | None, style: ReportStyle | None = None) -> LawReportRow | None:
    """The series an abbreviation names ("W.L.R." is WLR). With a style, only a series cited in
    that style; without, as a citation's reporter is written: "LR Ex" is the Law Reports' first
    series Ex, anything else a general series, else a Scottish one."""
    if not written:
        return None
    if style is not None:
        return _series_index().get((style, abbreviation_key(written)))
    lr = _LR_PREFIX.match(written)
    if lr:
        return law_report_series(written[lr.end() :], "law_reports")
    key = abbreviation_key(written)
    return _series_index().get(("general", key)) or _series_index().get(("scottish", key))


def series_in_style(style: ReportStyle) -> tuple[LawReportRow, ...]:
    return tuple(row for row in law_reports() if row.style == style)


# --------------------------------------------------------------------------- reading a citation


@dataclass(frozen=True)
class Neutral:
    year: int | None
    year_text: str
    code: str
    division: str | None
    number: int | None
    # "[2001] EWHC Admin 420": the Administrative Court's form of 2001 (Practice Direction [2001] 1
    # WLR 194), its division before the number; from 14 January 2002 "[2002] EWHC 123 (Admin)"
    admin_first: bool = False

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
    # "(1707) 11 East 574": a round-bracketed year is the decision's, and a report may print a
    # case decided before it began; a square-bracketed one is the volume's own
    decided: bool = False


def parse_neutral(text: str) -> Neutral | None:
    """The first neutral-citation-shaped string in text whose code is not a law report series."""
    for m in NEUTRAL.finditer(text):
        code = m.group("code")
        if law_report_series(code) is not None and uk_court(code) is None:
            continue
        number = m.group("number")
        if number is None and uk_court(code) is None:
            continue  # a word after a bracketed year, numbered by none: a series ("[2019] Bus LR 100")
        year_text = m.group("year")
        pre = _PRE_DIVISIONS[m.group("pre").lower()] if m.group("pre") else None
        after = m.group("division").replace(".", "") if m.group("division") else None
        division = (canonical_division(code, after) or after) if after else None
        return Neutral(
            year=int(year_text) if len(year_text) == 4 else None,
            year_text=year_text,
            code=code,
            division=pre or m.group("prebracket") or division,
            number=int(number) if number else None,
            admin_first=pre == "Admin",
        )
    return None


def parse_law_report(text: str) -> LawReport | None:
    for m in LAW_REPORT.finditer(text):
        series = m.group("series").strip()
        if uk_court(series.split()[0]) is not None:
            continue
        volume = m.group("volume")
        written = f"LR {series}" if m.group("lr") else series
        return LawReport(
            int(m.group("year")),
            int(volume) if volume else None,
            written,
            int(m.group("page")),
            decided=m.group(0).startswith("("),
        )
    return None


def tna_form(neutral: Neutral) -> str | None:
    """Find Case Law's URL path for the citation when ds-caselaw-utils recognises its form."""
    if neutral.number is None:
        return None
    return tna_uri(neutral.text())
