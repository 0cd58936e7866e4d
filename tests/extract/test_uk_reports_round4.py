"""UK law reports in any bracket and case, the series our own data adds where the registries lack
them, and what is wrong with a malformed UK citation said in words."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import CitationFlag, Jurisdiction
from briefcheck.extract import extract_text
from briefcheck.verify.refs import Unroutable, route


def only(text: str):
    [citation] = extract_text(text).citations()
    return citation


def test_a_year_volume_series_in_round_brackets_is_found_and_flagged() -> None:
    c = only("See Smith v Jones (2022) AC 123.")
    assert (c.jurisdiction, c.components.reporter, c.components.year) == (Jurisdiction.UK, "AC", "2022")
    assert CitationFlag.MALFORMED in c.flags
    reason = route(c)
    assert (
        isinstance(reason, Unroutable) and "round brackets" in reason.reason and "[2022] AC" in reason.reason
    )


def test_a_volume_numbered_series_in_round_brackets_is_well_formed() -> None:
    c = only("See Smith v Jones (1998) 75 P & CR 210.")
    assert c.components.reporter == "P & CR" and not c.flags


@pytest.mark.parametrize("written", ["ALL E.R.", "All ER", "ALL ER", "All E.R."])
def test_law_report_abbreviations_in_any_case(written: str) -> None:
    c = only(f"See Smith v Jones [2022] 1 {written} 123.")
    assert (c.jurisdiction, c.components.reporter, c.components.volume) == (Jurisdiction.UK, "All ER", "1")
    assert c.type.value == "case"


def test_wlr_daily_is_a_series() -> None:
    c = only("See Smith v Jones [2025] WLR(D) 268.")
    assert c.components.reporter == "WLR (D)" and not c.flags


def test_the_english_reports_as_us_citations_write_them() -> None:
    c = only("See Smith v. Jones, 156 Eng. Rep. 145 (Ex. 1854).")
    assert (c.jurisdiction, c.components.reporter, c.components.volume) == (Jurisdiction.UK, "Eng Rep", "156")
    assert CitationFlag.UNKNOWN_REPORTER not in c.flags


@pytest.mark.parametrize(
    ("text", "court", "year"),
    [
        ("See Smith v. Jones, 156 Eng. Rep. 145 (Ex. 1854).", "Ex.", "1854"),
        ("See Smith v. Jones, 150 Eng. Rep. 1030 (Exch. 1837).", "Exch.", "1837"),
        ("See Smith v. Jones, 98 Eng. Rep. 1 (K.B. 1770).", "K.B.", "1770"),
        ("See Smith v. Jones, 156 Eng. Rep. 145 (1854).", None, "1854"),
    ],
)
def test_the_english_reports_keep_their_us_style_court_and_year(
    text: str, court: str | None, year: str
) -> None:
    """ "(Ex. 1854)" after a US-style English Reports citation is its court and year: without the
    year, a date outside the series could never be caught."""
    c = only(text)
    assert (c.components.court, c.components.year) == (court, year)
    assert c.text.endswith(")")


def test_an_english_report_dated_after_the_series_ended_is_impossible() -> None:
    from datetime import date

    from briefcheck.panel.rules.agents import ALL_CHECKS, run_checks
    from briefcheck.panel.rules.findings import Check, Severity
    from briefcheck.panel.rules.view import build_view
    from briefcheck.panel.tasks import citation_tasks

    [task] = citation_tasks(extract_text("See Smith v. Jones, 156 Eng. Rep. 145 (Ex. 1954)."))
    findings = run_checks(build_view(task, date(2026, 1, 15)), ALL_CHECKS)
    assert (Check.LAW_REPORT_TIMING, Severity.HARD) in [(f.check, f.severity) for f in findings]


def test_our_english_reports_row_stands_only_while_reporters_db_lacks_it() -> None:
    """If reporters-db adds "Eng. Rep.", its row and ours must be reconciled: this fails then."""
    from reporters_db import REPORTERS

    names = {name for editions in REPORTERS.values() for e in editions for name in e["editions"]}
    assert "Eng. Rep." not in names and "Eng. Rep" not in names


def test_a_chamber_newer_than_the_registry_package_is_named_and_routed() -> None:
    c = only("See Smith v Jones [2025] UKFTT 1077 (PC).")
    assert c.components.court_id == "ukftt/pc" and not c.flags
    ref = route(c)
    assert not isinstance(ref, Unroutable) and ref.uri == "ukftt/pc/2025/1077"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("See [202] UKSC 1.", "the year [202] has 3 digits, not four"),
        ("See (2019) UKSC 12.", "not in square brackets"),
        ("See [2021] EWHC 1456.", "name their division or chamber"),
        ("See [2019] UKSC 0.", "judgment number 0"),
        ("See Smith v Jones [1932] AC.", "no page after AC"),
    ],
)
def test_a_malformed_uk_citation_says_what_is_wrong(text: str, said: str) -> None:
    reason = route(only(text))
    assert isinstance(reason, Unroutable) and reason.malformed and said in reason.reason


@pytest.mark.parametrize(
    ("text", "reporter", "volume", "page"),
    [
        ("See Pinnel's Case (1602) 5 Co Rep 117a.", "Co Rep", "5", "117"),
        ("See Slade's Case (1602) 4 Co Rep 92b.", "Co Rep", "4", "92"),
        ("See Lumley v Wagner (1852) 1 De GM & G 604.", "De G M & G", "1", "604"),
    ],
)
def test_a_nominate_report_with_a_folio_page_or_spaced_initials_is_read(
    text: str, reporter: str, volume: str, page: str
) -> None:
    """Coke's and the early reports number leaves, not pages ("117a"): the citation is read, to the
    leaf."""
    [c] = extract_text(text).citations()
    k = c.components
    assert (k.reporter, k.volume, k.page) == (reporter, volume, page)
    assert c.text.endswith(text.split(") ", 1)[1].rstrip("."))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("See Pinnel's Case (1602) 5 Co Rep 117a.", "Pinnel's Case"),
        ("As in Calvin's Case (1608) 7 Co Rep 1a, the rule held.", "Calvin's Case"),
        ("See the Case of Proclamations (1610) 12 Co Rep 74.", "Case of Proclamations"),
    ],
)
def test_a_case_named_as_a_case_is_read_whole_and_well_formed(text: str, name: str) -> None:
    """The early cases named "X's Case" or "Case of X" have no "v": their name is the whole of it,
    not a party with the other side missing."""
    c = only(text)
    assert c.components.party_1 == name and c.components.party_2 is None
    assert CitationFlag.MALFORMED not in c.flags
    assert c.text.startswith(name)


def test_the_court_after_a_law_report_is_read() -> None:
    """OSCOLA writes the deciding court after a law report, "[1932] AC 562 (HL)": it is part of the
    citation, and what the panel checks the report's year against."""
    c = only("See Donoghue v Stevenson [1932] AC 562 (HL).")
    assert c.components.court == "HL" and c.text.endswith("[1932] AC 562 (HL)")
    assert only("See Smith v Jones [1990] 2 AC 605.").components.court is None


@pytest.mark.parametrize(
    ("text", "reporter", "page"),
    [
        ("See Paradine v Jane (1647) Aleyn 26.", "Aleyn", "26"),
        ("See Somerset v Stewart (1772) Lofft 1.", "Lofft", "1"),
        ("See Bushell's Case (1670) Vaugh 135.", "Vaugh", "135"),
    ],
)
def test_a_one_volume_report_is_cited_without_a_volume(text: str, reporter: str, page: str) -> None:
    """Aleyn's, Lofft's and Vaughan's reports are one volume each: "(1647) Aleyn 26" is their whole
    form, not a year-volume series mistyped in round brackets."""
    c = only(text)
    assert (c.components.reporter, c.components.volume, c.components.page) == (reporter, None, page)
    assert CitationFlag.MALFORMED not in c.flags


@pytest.mark.parametrize(
    "written",
    ["[2022) AC 123", "(2022] AC 123", "[2022) 1 WLR 123", "(2004] 2 All ER 5"],
)
def test_a_law_report_with_mismatched_brackets_is_found_and_flagged(written: str) -> None:
    """The seed's mistyped brackets: a law report whose year opens with one bracket and closes
    with the other is kept and flagged, not dropped as prose."""
    c = only(f"See Smith v Jones {written}.")
    assert c.jurisdiction == Jurisdiction.UK and c.components.page in ("123", "5")
    assert CitationFlag.MALFORMED in c.flags


@pytest.mark.parametrize("written", ["[193] AC 562", "[19322] AC 562", "[204] 1 WLR 123"])
def test_a_law_report_year_missing_or_gaining_a_digit_is_flagged(written: str) -> None:
    c = only(f"See Smith v Jones {written}.")
    assert c.jurisdiction == Jurisdiction.UK and CitationFlag.MALFORMED in c.flags


@pytest.mark.parametrize(("written", "series"), [("1 wlr", "WLR"), ("2 all er", "All ER"), ("ac", "AC")])
def test_a_law_report_series_written_in_lower_case(written: str, series: str) -> None:
    c = only(f"See Smith v Jones [2004] {written} 123.")
    assert c.components.reporter == series and not c.flags


@pytest.mark.parametrize("prose", ["in [2004] p 12 of the bundle", "the note (2010) p 5 says"])
def test_a_single_lower_case_letter_after_a_year_is_prose(prose: str) -> None:
    assert list(extract_text(f"As stated {prose}.").citations()) == []


def test_a_dotted_scottish_report_with_its_house_is_read() -> None:
    c = only("See Donoghue v Stevenson 1932 S.C. (H.L.) 31.")
    assert (c.jurisdiction, c.components.reporter, c.components.year) == (Jurisdiction.UK, "SC (HL)", "1932")


@pytest.mark.parametrize("written", ["1932 SC 31", "2008 SC 351", "1907 SC 12"])
def test_the_session_cases_without_a_house_are_scottish_not_south_carolina(written: str) -> None:
    """A bare Session Cases citation, year first and undotted, is the Scottish series; read as the
    South Carolina Reports it would be a volume of over a thousand, and impossible."""
    c = only(f"See Smith v Jones {written}.")
    assert (c.jurisdiction, c.components.reporter, c.components.volume) == (Jurisdiction.UK, "SC", None)


def test_the_south_carolina_reports_stay_american() -> None:
    c = only("See Smith v. Jones, 300 S.C. 31 (1990).")
    assert (c.jurisdiction, c.components.reporter) == (Jurisdiction.US, "S.C.")


def test_an_american_report_in_californias_year_first_style_is_not_an_unknown_uk_series() -> None:
    """ "(1914) 211 N.Y. 125" after a case name is California's way of citing a New York case: the
    UK finder's unknown-series rule made it a made-up English report (REVIEW)."""
    found = extract_text(
        "A person has the right to decide. (Schloendorff v. Society of New York Hospital (1914) 211 N.Y. 125 "
        "[105 N.E. 92, 93].)"
    ).citations()
    [c] = found  # its bracketed parallel, with a pin, is its own
    assert (c.jurisdiction, c.components.reporter, c.components.year) == (Jurisdiction.US, "N.Y.", "1914")
    assert c.components.parallel_citations == ["105 N.E. 92"] and CitationFlag.UNKNOWN_REPORTER not in c.flags


@pytest.mark.parametrize(
    ("text", "series"),
    [
        ("See Smith v Jones [2019] WLR 100.", "WLR"),
        ("See Smith v Jones [1992] All ER 257.", "All ER"),
        ("See The Aramis [1989] Lloyd's Rep 213.", "Lloyd's Rep"),
        ("See Smith v Jones [2019] W.L.R. 100 (CA).", "WLR"),
        ("See Smith v Jones [2019] All ER (Comm) 100.", "All ER (Comm)"),
    ],
)
def test_a_series_printed_in_volumes_every_year_cited_with_none_is_flagged(text: str, series: str) -> None:
    """The Weekly Law Reports print three or four volumes a year, the All England Law Reports up to
    four, Lloyd's two: "[2019] WLR 100" names no volume, so no page of any report, and a lawyer has
    a citation to mend (or one a model made up) before a source could be asked."""
    c = only(text)
    assert c.components.reporter == series and c.components.volume is None
    assert CitationFlag.MALFORMED in c.flags
    reason = route(c)
    assert isinstance(reason, Unroutable) and "names no volume" in reason.reason
    assert f"[{c.components.year}] 1 {series} {c.components.page}" in reason.reason


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v Jones [2019] 1 WLR 100.",
        "See Smith v Jones [1992] 3 All ER 257.",
        "See The Aramis [1989] 1 Lloyd's Rep 213.",
        "See Smith v Jones [2019] AC 100.",  # the Law Reports: one volume most years, cited without it
        "See Smith v Jones [2019] QB 100.",
        "See Smith v Jones [2019] Ch 100.",
    ],
)
def test_a_series_cited_with_its_volume_or_without_where_that_is_its_form_is_well_formed(text: str) -> None:
    assert CitationFlag.MALFORMED not in only(text).flags
