"""UK checks: neutral citations (court code, division, year, number) and law report series."""

from __future__ import annotations

import re

from briefcheck.panel.rules.findings import Check, Finding, graded, hard, ok, outside_run, soft
from briefcheck.panel.rules.view import View
from briefcheck.reference import divisions_of, law_report_series, tna_form, uk_court
from briefcheck.reference.tables import UKCourtRow
from briefcheck.reference.uk import BAILII_NUMBERED, FIRST_NEUTRAL_YEAR, REPORT_COURTS, LawReport

# Above max_number a neutral number is unusual; this many times above it, impossible.
NUMBER_HARD_FACTOR = 2.5
# This many times above it, impossible whatever the seats vote: max_number is an approximate
# year's count (some rows a generous estimate), so only an order of magnitude past it decides.
NUMBER_DECISIVE_FACTOR = 10


def check_uk_form(view: View) -> list[Finding]:
    n = view.neutral
    if n is None:
        return []
    if len(n.year_text) != 4:
        return [hard(Check.MALFORMED, f"neutral citation year '[{n.year_text}]' is not a four-digit year")]
    if n.number is None or n.number == 0:
        return [hard(Check.MALFORMED, f"neutral citation '[{n.year_text}] {n.code}' has no judgment number")]
    if n.admin_first and (n.code != "EWHC" or n.year != FIRST_NEUTRAL_YEAR):
        return [  # no judgment was given that citation: the form was gone by its year
            hard(
                Check.MALFORMED,
                f"'[{n.year_text}] {n.code} Admin {n.number}' is the Administrative Court's 2001 form; "
                f"from 2002 its citations are written '[{n.year_text}] EWHC {n.number} (Admin)'",
            )
        ]
    return [ok(Check.MALFORMED, f"'{n.text()}' has the neutral citation form")]


def check_uk_code(view: View) -> list[Finding]:
    n = view.neutral
    if n is None:
        return []
    row = uk_court(n.code)
    if row is None:
        said = f"no UK court issues neutral citations as '{n.code}'"
        meant = _swapped_code(n.code, n.division)
        if meant is not None:  # "EWCH 1666 (Ch)": a typo real judgments make of their own citations
            return [
                soft(Check.UK_CODE, f"{said}; {meant.code}, with two letters swapped, is the {meant.name}'s")
            ]
        return [hard(Check.UK_CODE, said)]
    return [ok(Check.UK_CODE, f"{n.code} is the neutral citation code of the {row.name}")]


def _swapped_code(code: str, division: str | None) -> UKCourtRow | None:
    """The court whose code is `code` with two neighbouring letters swapped ("EWCH" -> EWHC), when
    it has the division cited; None when no court's has. One letter changed is not a swap: "UKHC"
    is no typo of UKSC."""
    for i in range(len(code) - 1):
        row = uk_court(code[:i] + code[i + 1] + code[i] + code[i + 2 :])
        if row is not None and row.code != code and division in divisions_of().get(row.code, frozenset()):
            return row
    return None


def check_uk_division(view: View) -> list[Finding]:
    n = view.neutral
    row = uk_court(n.code) if n else None
    if n is None or row is None:
        return []
    if n.division is None:
        if row.division_required:
            names = ", ".join(row.divisions)
            return [soft(Check.UK_DIVISION, f"{n.code} citations name a division ({names}); none given")]
        return [ok(Check.UK_DIVISION, f"{n.code} citations need no division")]
    div = row.divisions.get(n.division)
    if div is None:
        if not row.divisions:
            return [hard(Check.UK_DIVISION, f"{n.code} has no divisions; '({n.division})' does not belong")]
        return [
            hard(
                Check.UK_DIVISION,
                f"{n.code} has no '{n.division}' division (it has {', '.join(row.divisions)})",
            )
        ]
    form = tna_form(n)
    seen = f"; Find Case Law path {form}" if form else ""
    return [ok(Check.UK_DIVISION, f"{n.code} ({n.division}) is a real division{seen}")]


def check_uk_timing(view: View) -> list[Finding]:
    n = view.neutral
    row = uk_court(n.code) if n else None
    if n is None or row is None or n.year is None:
        return []
    cite = f"[{n.year}] {n.code}"
    if BAILII_NUMBERED.search(view.citation.text) and n.year < row.ncn_from:
        # BAILII's "[1854] EWHC J70": its number for a judgment of the courts before this one
        # (the Exchequer's), given long after: not the court's own citation, nor impossible
        return [
            soft(
                Check.UK_TIMING,
                f"{cite} J{n.number} is BAILII's number for a judgment given before {n.code} neutral "
                f"citations began ({row.ncn_from}): cite the report it was printed in",
            )
        ]
    straddle = 0 if row.exact else 1
    court = outside_run(Check.UK_TIMING, f"the {row.name}", cite, n.year, row.court_from, None, straddle)
    found = court or outside_run(
        Check.UK_TIMING, f"{n.code} neutral citations", cite, n.year, None, row.ncn_to, straddle
    )
    official = row.ncn_from
    div = row.divisions.get(n.division or "")
    if found is None and div is not None:
        official = div.from_
        # A retrospectively numbered form's official start is no bound (see below).
        start = None if row.retrospective else div.from_
        subject = f"({n.division}) neutral citations"
        found = outside_run(
            Check.UK_TIMING, subject, f"{cite} ({n.division})", n.year, start, div.to, 0 if div.exact else 1
        )
    if found is not None:
        return [found]
    if n.year < official:
        # BAILII numbered some earlier judgments retrospectively: unusual, not impossible.
        return [
            soft(
                Check.UK_TIMING,
                f"{n.code} neutral citations officially began in {official}; {cite} is earlier",
            )
        ]
    return [ok(Check.UK_TIMING, f"{n.code} neutral citations were in use in {n.year} (from {row.ncn_from})")]


def check_uk_number(view: View) -> list[Finding]:
    n = view.neutral
    row = uk_court(n.code) if n else None
    if n is None or row is None or not n.number:
        return []
    if row.retrospective and n.year is not None and n.year < row.ncn_from:
        return []  # BAILII's retrospective numbers ("[1932] UKHL 100") follow no year's count
    text = f"judgment number {n.number} against about {row.max_number} {n.code} judgments a year"
    gap = n.number - row.max_number
    return [graded(Check.UK_NUMBER, gap, row.max_number * (NUMBER_HARD_FACTOR - 1), text)]


def check_uk_number_decisive(view: View) -> list[Finding]:
    """The neutral number an order of magnitude past any year of its court ("[2021] EWCA Civ
    99999"): impossible, and decisive. Nearer numbers are the seats' to weigh."""
    n = view.neutral
    row = uk_court(n.code) if n else None
    if n is None or row is None or not n.number or n.number <= row.max_number * NUMBER_DECISIVE_FACTOR:
        return []
    return [
        hard(
            Check.UK_NUMBER,
            f"judgment number {n.number} is more than {NUMBER_DECISIVE_FACTOR} times the about "
            f"{row.max_number} {n.code} judgments of a year",
        )
    ]


# No printed volume of a law report runs to this many pages (the longest, a year of the Weekly Law
# Reports' first volume, to some six thousand): a page past it is impossible, and decisive.
LAW_REPORT_PAGE_LIMIT = 10_000


def check_law_report_page_decisive(view: View) -> list[Finding]:
    lr = view.law_report
    if lr is None or lr.page is None or lr.page < LAW_REPORT_PAGE_LIMIT:
        return []
    return [
        hard(
            Check.LAW_REPORT_PAGE,
            f"page {lr.page} of {lr.series}: no printed volume of a law report runs to "
            f"{LAW_REPORT_PAGE_LIMIT:,} pages",
        )
    ]


# A square-bracketed year, and what follows it: a court code and number, or a series and page
_SQUARE_YEAR = re.compile(r"^\[(\d{4})\]\s+(?:(\d{1,2})\s+)?([A-Za-z][A-Za-z ()]*?)\s+\d+")


def check_report_before_judgment(view: View) -> list[Finding]:
    """A law report printed in a year before the judgment it reports ("[2018] UKSC 3, [2016] AC
    200"): impossible, and decisive. The report's square-bracketed year is its volume's, never
    earlier than the judgment's (often the year after)."""
    judged: list[int] = []
    reported: list[int] = []
    for written in view.components.parallel_citations:
        m = _SQUARE_YEAR.match(written.strip())
        if m is None:
            continue
        year, numbered, name = int(m[1]), m[2], m[3].strip()
        if numbered is None and uk_court(name.split()[0]) is not None:
            judged.append(year)
        elif law_report_series(name) is not None:
            reported.append(year)
    if view.law_report is not None:
        judged_year, reported_years = max(judged, default=None), [view.law_report.year]
    elif view.neutral is not None:
        judged_year, reported_years = view.neutral.year, reported
    else:
        return []
    early = [y for y in reported_years if judged_year is not None and y < judged_year]
    if not early:
        return []
    return [
        hard(
            Check.REPORT_BEFORE_JUDGMENT,
            f"a report of {early[0]} cannot print a judgment of {judged_year}: it is dated before it",
        )
    ]


def check_law_report_series(view: View) -> list[Finding]:
    lr = view.law_report
    if lr is None:
        return []
    row = law_report_series(lr.series)
    if row is None:
        return [soft(Check.LAW_REPORT_SERIES, f"law report series '{lr.series}' is not one we know")]
    most = row.volumes_in(lr.year)
    if lr.volume is not None and lr.volume > most and row.max_volumes > 1:
        # a volume or two past the table's usual count is for review; twice as many, none was printed
        # ("[2019] 9 WLR 100", where WLR printed four)
        said = f"{row.abbreviation} printed at most {most} volumes in {lr.year}; volume {lr.volume} cited"
        return [(hard if lr.volume > 2 * most else soft)(Check.LAW_REPORT_SERIES, said)]
    return [ok(Check.LAW_REPORT_SERIES, f"{row.abbreviation} is a known series ({row.name})")]


def _report_court(view: View, lr: LawReport) -> Finding | None:
    """The court written after the report ("[1932] AC 562 (HL)") sitting in its year: a report's
    square-bracketed year may be the year after the decision (the Lords' last judgments of 2009
    fill [2010] AC), a round-bracketed one is the decision's."""
    court = uk_court(REPORT_COURTS.get(view.components.court or ""))
    if court is None:
        return None
    last = court.ncn_to if court.exact else None
    if court.court_from and lr.year < court.court_from:
        return hard(
            Check.LAW_REPORT_TIMING, f"the {court.name} opened in {court.court_from}; {lr.year} is earlier"
        )
    if last is not None and lr.year > last + (0 if lr.decided else 1):
        return hard(Check.LAW_REPORT_TIMING, f"the {court.name} last sat in {last}; {lr.year} is later")
    return None


def check_law_report_timing(view: View) -> list[Finding]:
    lr = view.law_report
    row = law_report_series(lr.series) if lr else None
    if lr is None or row is None:
        return []
    court = _report_court(view, lr)
    if court is not None:
        return [court]
    if row.in_print(lr.year):
        return [ok(Check.LAW_REPORT_TIMING, f"{row.abbreviation} was in print in {lr.year} ({row.years()})")]
    near = row.in_print(lr.year - 1) or row.in_print(lr.year + 1)
    if lr.decided and lr.year < row.start:
        # a report can print an older case (Keeble v Hickeringill (1707) in a note to East, 1809):
        # unusual, not impossible; a case decided after the series ended is
        text = (
            f"{row.abbreviation} began in {row.start}; a case of {lr.year} would be an older one it printed"
        )
        return [soft(Check.LAW_REPORT_TIMING, text)]
    text = f"{row.abbreviation} was not in print in {lr.year} ({row.years()})"
    return [soft(Check.LAW_REPORT_TIMING, text)] if near else [hard(Check.LAW_REPORT_TIMING, text)]
