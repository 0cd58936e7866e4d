"""The UK court and law report tables are the one source for Tier 1 extraction and the rules
panel: they agree with each other on every written form and year, the court ids are The
National Archives' own, and the disagreements the two former tables had stay resolved."""

from __future__ import annotations

import re
from datetime import date

import pytest

from briefcheck.domain.codes import CitationFlag
from briefcheck.extract import extract_text
from briefcheck.panel.rules.agents import ALL_CHECKS, run_checks
from briefcheck.panel.rules.findings import Check, Severity
from briefcheck.panel.rules.view import build_view
from briefcheck.panel.tasks import citation_tasks
from briefcheck.reference import (
    abbreviation_key,
    appeal_numbered,
    divisions_of,
    law_report_series,
    neutral_court,
    parse_law_report,
    parse_neutral,
    uk_court,
)
from briefcheck.reference import tables as t

TODAY = date(2026, 1, 15)


def written(code: str, division: str | None, year: int) -> str:
    """A neutral citation in the form a court writes it (BAILII's for the tribunal it numbers by
    appeal: the appeal's number, its year, the judgment's day)."""
    if appeal_numbered(code):
        return f"[{year}] {code} 0123_{(year - 1) % 100:02d}_1005"
    if division is None:
        return f"[{year}] {code} 5"
    if code == "SAC":
        return f"[{year}] SAC ({division}) 5"
    if division in ("Civ", "Crim", "B", "T1", "T2", "T3"):
        return f"[{year}] {code} {division} 5"
    return f"[{year}] {code} 5 ({division})"


def judged(text: str) -> tuple[list[CitationFlag], dict[Check, Severity]]:
    """Tier 1's flags for the first citation of `text` and the rules' worst finding per check."""
    task = citation_tasks(extract_text(text))[0]
    worst: dict[Check, Severity] = {}
    for f in run_checks(build_view(task, TODAY), ALL_CHECKS):
        worst[f.check] = max(worst.get(f.check, Severity.OK), f.severity)
    return task.citation.flags, worst


def test_court_ids_are_the_tna_registry_params() -> None:
    from ds_caselaw_utils import courts

    for court in courts.get_all():
        if not court.ncn_pattern or not court.canonical_param:
            continue
        literals = re.findall(r"\(([A-Za-z][A-Za-z0-9]*)\)", court.ncn_pattern.pattern)
        form = neutral_court(literals[0], literals[1] if len(literals) > 1 else None)
        assert form is not None, literals
        assert form.court_id == court.canonical_param, (literals, form.court_id, court.canonical_param)


@pytest.mark.parametrize("code", sorted(divisions_of()))
def test_extraction_and_rules_agree_on_every_form_and_year(code: str) -> None:
    """A year Tier 1 flags is never one the rules find unremarkable, and a year the rules call
    impossible is always flagged: both read the same row."""
    row = uk_court(code)
    assert row is not None
    years = sorted({row.court_from - 2, row.court_from, row.ncn_from - 1, row.ncn_from, TODAY.year})
    years += sorted({y for d in row.divisions.values() for y in (d.from_ - 1, d.from_, (d.to or 2000) + 1)})
    for division in divisions_of()[code]:
        for year in years:
            if not 1000 <= year <= TODAY.year:
                continue
            flags, worst = judged(f"See Smith v Jones {written(code, division, year)}, which held so.")
            timing = worst.get(Check.UK_TIMING, Severity.OK)
            form = f"{code} {division} {year}"
            assert (CitationFlag.UNKNOWN_COURT in flags) == (not neutral_court(code, division).valid_in(year))
            if CitationFlag.UNKNOWN_COURT in flags:
                assert timing > Severity.OK, form
            else:
                assert timing < Severity.HARD, form


@pytest.mark.parametrize(
    ("citation", "flagged", "timing"),
    [
        # BAILII numbers Court of Appeal judgments before 2001: unusual, not impossible.
        ("[2000] EWCA Civ 84", False, Severity.SOFT),
        ("[1998] EWCA Crim 12", False, Severity.SOFT),
        ("[1870] EWCA Civ 1", True, Severity.HARD),  # before the Court of Appeal existed
        # Retrospective House of Lords numbers reach back before 1876.
        ("[1868] UKHL 1", False, Severity.SOFT),
        # Northern Ireland's Queen's Bench became King's Bench in 2022.
        ("[2024] NIQB 5", True, Severity.HARD),
        ("[2024] NIKB 5", False, Severity.OK),
        # Find Case Law's coverage years are not the courts' start years.
        ("[2010] EWFC B5", True, Severity.HARD),
        ("[2004] UKAIT 5", True, Severity.SOFT),
        ("[2005] UKIPTrib 5", False, Severity.OK),
        # Chambers from their commencement dates.
        ("[2009] UKFTT 5 (GRC)", False, Severity.OK),
        ("[2008] UKFTT 5 (SEC)", False, Severity.OK),
        ("[2008] UKUT 5 (AAC)", False, Severity.OK),
        # Forms one former table lacked.
        ("[2011] EWHC 2443 (COP)", False, Severity.OK),
        ("[2016] SAC (Civ) 1", False, Severity.OK),
        ("[2012] NICh 3", False, Severity.OK),
        ("[2003] UKIAT 123", False, Severity.OK),
    ],
)
def test_resolved_disagreements(citation: str, flagged: bool, timing: Severity) -> None:
    flags, worst = judged(f"See Smith v Jones {citation}, which held so.")
    assert (CitationFlag.UNKNOWN_COURT in flags) is flagged
    assert worst.get(Check.UK_TIMING) is timing
    assert worst.get(Check.UK_CODE) is Severity.OK


def test_bailii_forms_are_courts_for_the_rules_too() -> None:
    _, worst = judged("See Smith v Jones [2003] ScotCS 12, which held so.")
    assert worst[Check.UK_CODE] is Severity.OK and worst[Check.UK_TIMING] is Severity.OK


def test_sheriff_appeal_court_form_is_read() -> None:
    n = parse_neutral("Smith v Jones [2016] SAC (Civ) 1")
    assert n is not None and (n.code, n.division, n.number) == ("SAC", "Civ", 1)


def test_one_series_per_abbreviation_and_style() -> None:
    keys = [(row.style, abbreviation_key(row.abbreviation)) for row in t.law_reports()]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize(
    ("written", "style", "abbreviation", "in_print", "out_of_print"),
    [
        ("A.C.", None, "AC", 1932, 1890),
        ("LR Ex", None, "Ex", 1866, 1880),
        ("L.R. Ex", None, "Ex", 1866, 1880),
        ("SC (HL)", None, "SC (HL)", 1932, 1900),  # Scottish series, found without a style
        ("Ex", "law_reports", "Ex", 1866, 1880),
        ("KB", "general", "KB", 1901, 1960),  # ICLR: the first volume is [1901] 1 KB
        ("All ER (EC)", "general", "All ER (EC)", 2015, 1990),  # no end asserted
        ("Lloyd’s Rep", "general", "Lloyd's Rep", 1995, 1940),
    ],
)
def test_series_lookup(
    written: str, style: t.ReportStyle | None, abbreviation: str, in_print: int, out_of_print: int
) -> None:
    row = law_report_series(written, style)
    assert row is not None and row.abbreviation == abbreviation
    assert row.in_print(in_print) and not row.in_print(out_of_print)


def test_general_lookup_does_not_reach_other_styles() -> None:
    assert law_report_series("SC", "general") is None  # "S.C." in US text is South Carolina
    assert law_report_series("Eq") is None  # first series only with "LR"
    assert law_report_series("Eq", "law_reports") is not None


def test_first_series_citation_is_known_to_the_rules() -> None:
    report = parse_law_report("Rylands v Fletcher (1866) LR 1 Ex 265")
    assert report is not None and (report.series, report.volume, report.page) == ("LR Ex", 1, 265)
    _, worst = judged("As held in Rylands v Fletcher (1866) LR 1 Ex 265, the rule applies.")
    assert worst[Check.LAW_REPORT_SERIES] is Severity.OK and worst[Check.LAW_REPORT_TIMING] is Severity.OK


def test_scottish_and_specialist_series_are_known_to_the_rules() -> None:
    for text in ("Donoghue v Stevenson 1932 SC (HL) 31", "Smith v Jones [2001] UKHRR 1"):
        _, worst = judged(f"As held in {text}, the rule applies.")
        assert worst[Check.LAW_REPORT_SERIES] is Severity.OK, text
        assert Check.UK_CODE not in worst, text  # a report series, not a court code


@pytest.mark.parametrize(
    ("citation", "timing"),
    [
        # the Supreme Court opened on 1 October 2009; the House of Lords gave its last judgments
        # on 30 July 2009; the Family Court sat from 22 April 2014; the Patents County Court became
        # IPEC in October 2013: a year out of those runs is impossible, not a straddle
        ("[2008] UKSC 12", Severity.HARD),
        ("[2009] UKSC 1", Severity.OK),
        ("[2010] UKHL 12", Severity.HARD),
        ("[2009] UKHL 25", Severity.OK),
        ("[2013] EWFC 5", Severity.HARD),
        ("[2014] EWPCC 5", Severity.HARD),
        # a court whose start the table gives as approximate keeps a year's straddle
        ("[2007] UKUT 5", Severity.SOFT),
        # Northern Ireland's Queen's Bench Division too became the King's Bench on 8 September 2022
        ("[2021] NIKB 5", Severity.HARD),
        ("[2023] NIQB 12", Severity.HARD),
        ("[2022] NIKB 5", Severity.OK),
        # the Queen's Bench Division became the King's Bench Division on 8 September 2022
        ("[2021] EWHC 100 (KB)", Severity.HARD),
        ("[2023] EWHC 100 (QB)", Severity.HARD),
        ("[2022] EWHC 100 (QB)", Severity.OK),
        ("[2022] EWHC 100 (KB)", Severity.OK),
    ],
)
def test_a_courts_exact_dates_allow_no_year_out(citation: str, timing: Severity) -> None:
    _, worst = judged(f"See Smith v Jones {citation}, which held so.")
    assert worst.get(Check.UK_TIMING) is timing


@pytest.mark.parametrize(
    ("citation", "meant"),
    [("[2012] EWCH 1666 (Ch)", "EWHC"), ("[2012] EWAC Civ 12", "EWCA"), ("[2015] UKCS 3", "UKSC")],
)
def test_a_court_code_with_two_letters_swapped_is_a_typo_to_review(citation: str, meant: str) -> None:
    """A real judgment can mistype its own neutral citation ("[2012] EWCH 1666 (Ch)"): a code that is
    a real one with two neighbouring letters swapped, and whose division that court has, is a doubt
    naming the court meant, not a sign of invention."""
    _, worst = judged(f"See Smith v Jones {citation}, which held so.")
    assert worst[Check.UK_CODE] is Severity.SOFT
    task = citation_tasks(extract_text(f"See Smith v Jones {citation}, which held so."))[0]
    [finding] = [f for f in run_checks(build_view(task, TODAY), ALL_CHECKS) if f.check is Check.UK_CODE]
    assert meant in finding.explanation


@pytest.mark.parametrize(
    "citation",
    # no code at all; a swap whose court has no such division; one letter changed, not swapped
    ["[2012] UKHC 12", "[2012] EWCH 1666 (Crim)", "[2012] EWHX 5 (Ch)", "[2012] EWXA Civ 5"],
)
def test_an_invented_court_code_stays_impossible(citation: str) -> None:
    _, worst = judged(f"See Smith v Jones {citation}, which held so.")
    assert worst[Check.UK_CODE] is Severity.HARD


@pytest.mark.parametrize(
    ("citation", "severity"),
    [
        ("Volpi v Volpi [2022] 4 WLR 48", Severity.OK),  # ICLR's fourth volume, from 2016
        ("Smith v Jones [2016] 4 WLR 7", Severity.OK),
        ("Smith v Jones [2010] 4 WLR 7", Severity.SOFT),  # before there was one
        ("Smith v Jones [2019] 5 WLR 7", Severity.SOFT),
        ("Smith v Jones [2019] 3 WLR 7", Severity.OK),
    ],
)
def test_a_series_volumes_a_year_are_counted_for_the_year_cited(citation: str, severity: Severity) -> None:
    _, worst = judged(f"As held in {citation}, the rule applies.")
    assert worst[Check.LAW_REPORT_SERIES] is severity, citation


@pytest.mark.parametrize(
    ("citation", "severity"),
    [
        # more decisions than any state's court numbers in a year
        ("Smith v. Jones, 2017 ND 9999, ¶ 8", Severity.SOFT),
        ("Smith v. Jones, 2017 ND 45, ¶ 8", None),
        ("Smith v. Jones, 2021-NCCOA-912, ¶ 3", None),
        # Ohio numbers every court's decisions in one series; Illinois's number is a docket's
        ("Smith v. Jones, 2021-Ohio-4567", None),
        ("People v. Smith, 2019 IL 123456, ¶ 20", None),
    ],
)
def test_a_public_domain_number_past_any_courts_year_is_for_review(
    citation: str, severity: Severity | None
) -> None:
    _, worst = judged(f"See {citation}, which held so.")
    assert worst.get(Check.PAGE) is severity
