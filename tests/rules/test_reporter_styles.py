"""Real citations in styles that used to raise a soft finding on their own: an early U.S. Reports
volume by its nominative reporter's years, a Delaware Chancery decision in A.2d, a New York slip
opinion with a star page and "2d Dept" written without its apostrophe. Each is judged from the
text as a brief writes it (Tier 1 included), by the whole rules panel."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import Verdict
from briefcheck.extract import extract_document
from briefcheck.panel.run import as_judged
from briefcheck.panel.tasks import citation_tasks


@pytest.mark.parametrize(
    "cited",
    [
        "Marbury v. Madison, 5 U.S. (1 Cranch) 137, 177 (1803)",
        "McCulloch v. Maryland, 17 U.S. (4 Wheat.) 316 (1819)",
        "Fletcher v. Peck, 10 U.S. (6 Cranch) 87 (1810)",
        "In re Walt Disney Co. Derivative Litig., 907 A.2d 693 (Del. Ch. 2005)",
        "Matter of Fields v. Fields, 2025 NY Slip Op 01234, *3 (2d Dept 2025)",
        # a slow series' volume holds several years' decisions (the Board's precedents)
        "Matter of Mendes, 20 I&N Dec. 833 (BIA 1994)",
        "Matter of F-C-S-, 28 I&N Dec. 788 (BIA 2024)",
        "Matter of Acosta, 19 I&N Dec. 211 (BIA 1985)",
        # the military courts of review and of criminal appeals, by their Bluebook names
        "United States v. Truitt, 84 M.J. 721 (C.G. Ct. Crim. App. 2024)",
        "United States v. Myers, 25 M.J. 573 (A.F.C.M.R. 1987)",
        "United States v. Young, 24 M.J. 626 (A.C.M.R. 1987)",
        # before 1976 Kentucky's highest court was its Court of Appeals
        "Cement Transp., Inc. v. Hodges, 505 S.W.2d 32 (Ky. App. 1974)",
    ],
)
def test_a_real_citation_in_its_own_style_draws_no_finding(panel, cited: str) -> None:
    doc = extract_document(f"The rule is settled. See {cited}.".encode(), "brief.txt")
    [task] = citation_tasks(doc)
    assert task.citation.text == cited
    verdicts = panel(task)
    assert [(v.agent, v.explanation) for v in verdicts if v.verdict is not Verdict.VALID] == []


def test_a_star_page_is_not_checked_against_the_first_page(panel) -> None:
    doc = extract_document(b"See People v. Diaz, 2024 NY Slip Op 05123, *2 (1st Dept 2024).", "brief.txt")
    [task] = citation_tasks(doc)
    assert task.citation.components.pin_cite == "*2"
    assert not any("pin cite" in v.explanation for v in panel(task))


@pytest.mark.parametrize(
    ("text", "severity"),
    [
        ("See Hadley v Baxendale (1854) 9 Exch 341, 156 ER 145.", "OK"),
        ("See Hadley v Baxendale (1954) 9 Exch 341, 156 ER 145.", "SOFT"),  # the ER ends in 1873
    ],
)
def test_a_uk_report_series_as_a_parallel_is_known(text: str, severity: str) -> None:
    """The English Reports beside a nominate report is a parallel of a known series, checked for
    its years, not an unknown reporter (which sent real old English cases to review)."""
    from datetime import date

    from briefcheck.extract import extract_text
    from briefcheck.panel.rules.checks_us import check_parallels
    from briefcheck.panel.rules.view import build_view
    from briefcheck.panel.tasks import citation_tasks

    [task, *_] = citation_tasks(extract_text(text))
    [finding] = check_parallels(build_view(task, date(2026, 11, 28)))
    assert finding.severity.name == severity, finding
    assert "unknown reporter" not in finding.explanation


def test_a_short_form_of_the_parallel_is_pinned_against_the_parallels_first_page(panel) -> None:
    """ "(354 A.2d at pp. 498-499.)" after "30 Md.App. 599, 354 A.2d 483": the pin is of the parallel,
    which starts at 483, not of the official report's page 599 (a real California opinion)."""
    doc = extract_document(
        b"The court cited Venner v. State (1976) 30 Md.App. 599, 354 A.2d 483 (hereafter Venner). The "
        b"defendant had abandoned it. (354 A.2d at pp. 498-499.)",
        "brief.txt",
    )
    short = citation_tasks(doc)[-1]
    assert short.citation.is_short_form and short.antecedent is not None
    for judged in (short, as_judged(short)):  # as tests build it, and as `check` judges it
        assert [(v.agent, v.explanation) for v in panel(judged) if v.verdict is not Verdict.VALID] == []


@pytest.mark.parametrize(
    "text",
    [
        # a series of two words whose first is a capitalised word: no neutral "[2019] Bus" without a number
        "Smith v Jones [2019] Bus LR 100.",
        "Smith v Jones [2019] Crim LR 100.",
        "Smith v Jones [2019] Env LR 12.",
        "Smith v Jones [2019] CP Rep 12.",
        "Smith v Jones [2019] PTSR 100.",
        "Smith v Jones [2019] EWHC 1234 (Ch), [2019] Bus LR 2000.",
    ],
)
def test_a_uk_law_report_series_is_not_read_as_a_neutral_citation(panel, text: str) -> None:
    """Real series were called impossible: "[2019] Bus LR 100" read as a neutral citation "[2019]
    Bus" with no judgment number (the panel parsed the text again, ignoring the series Tier 1 read)."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.extract import extract_text
    from briefcheck.panel.tasks import citation_tasks

    for task in citation_tasks(extract_text(text)):
        judged = panel(task)
        assert not [v.explanation for v in judged if v.verdict is Verdict.INVALID], task.citation.text
        said = [v.explanation for v in judged]
        assert not any(w in e for e in said for w in ("judgment number", "issues neutral", "unknown")), said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("See Smith v. Jones, 2019 NY 12.", "N.Y. ended in 1956"),  # New York has no public-domain form
        ("See Smith v. Jones, 2019 Tex. App. 12.", "ended in 1883"),  # read as White & Willson's volume 2019
    ],
)
def test_a_year_for_the_volume_of_a_series_that_ended_is_impossible(panel, text: str, said: str) -> None:
    from briefcheck.domain.codes import Verdict
    from briefcheck.extract import extract_text
    from briefcheck.panel.tasks import citation_tasks

    [task] = citation_tasks(extract_text(text))
    judged = panel(task)
    assert any(v.verdict is Verdict.INVALID and said in v.explanation for v in judged), [
        v.explanation for v in judged
    ]


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, 2019 PA Super 12.",
        "See Smith v. Jones, 2019 Ark. 12.",
        "See Smith v. Jones, 2019-Ohio-1234.",
        "See Smith v. Jones, 2019 NY Slip Op 12345.",
        "See Smith v. Jones, 300 N.Y. 12 (1950).",
    ],
)
def test_a_series_public_domain_form_or_real_volume_is_not_that(panel, text: str) -> None:
    from briefcheck.extract import extract_text
    from briefcheck.panel.tasks import citation_tasks

    for task in citation_tasks(extract_text(text)):
        assert not any("ended in" in v.explanation for v in panel(task)), text


@pytest.mark.parametrize(("volume", "impossible"), [(4, False), (5, False), (9, True)])
def test_a_law_report_volume_twice_past_its_years_count_is_impossible(
    panel, volume: int, impossible: bool
) -> None:
    """WLR printed four volumes a year from 2016: a fifth is for review (the table's count is what a
    year normally has); a ninth was never printed."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.extract import extract_text
    from briefcheck.panel.tasks import citation_tasks

    [task] = citation_tasks(extract_text(f"See Smith v Jones [2019] {volume} WLR 100."))
    invalid = [v for v in panel(task) if v.verdict is Verdict.INVALID and "volumes in 2019" in v.explanation]
    assert bool(invalid) is impossible, [v.explanation for v in panel(task)]


def test_the_administrative_courts_2001_form_is_real(panel) -> None:
    """'[2001] EWHC Admin 420' is how the Administrative Court's judgments were cited in 2001 (Practice
    Direction [2001] 1 WLR 194), the division before the number: it was LIKELY_HALLUCINATED, read as
    '[2001] EWHC' with no judgment number."""
    from briefcheck.extract import extract_text

    text = "R (Holding & Barnes plc) v Secretary of State [2001] EWHC Admin 420, at [12]."
    [task] = citation_tasks(extract_text(text))
    said = [(v.verdict, v.explanation) for v in panel(task)]
    assert not [e for v, e in said if v is not Verdict.VALID], said


@pytest.mark.parametrize("year", ["2002", "2015"])
def test_the_administrative_courts_2001_form_in_a_later_year_is_impossible(panel, year: str) -> None:
    """From 14 January 2002 every division is written after the number ('[2002] EWHC 123 (Admin)'):
    a doubt alone left the citation UNVERIFIED with 'the panel found nothing wrong'."""
    from briefcheck.extract import extract_text

    [task] = citation_tasks(extract_text(f"R (Smith) v Secretary of State [{year}] EWHC Admin 420."))
    judged = panel(task)
    said = [v.explanation for v in judged if v.verdict is Verdict.INVALID]
    assert len(said) >= 3 and all("2001 form" in e for e in said), [v.explanation for v in judged]


@pytest.mark.parametrize(
    ("cited", "year"),
    [
        ("People v Jones, 2030 NY Slip Op 01234", "2030"),
        ("People v. Cruz, 2030 Guam 5", "2030"),
        ("Smith v. Gov't of the V.I., 2030 VI 5", "2030"),
        ("Smith v. Gov't of the V.I., 2030 V.I. 5", "2030"),
    ],
)
def test_a_courts_year_numbered_form_written_with_a_print_reporters_name_is_dated(
    panel, cited: str, year: str
) -> None:
    """New York's Slip Opinion, Guam's and the Virgin Islands' public-domain forms: their volume is a
    year, so one in the future is impossible (each was UNVERIFIED "the panel found nothing wrong")."""
    [task] = citation_tasks(extract_document(f"The rule is settled. See {cited}.".encode(), "brief.txt"))
    assert task.citation.components.year == year
    assert any(v.verdict is Verdict.INVALID and "after today" in v.explanation for v in panel(task))


@pytest.mark.parametrize(
    "cited",
    [
        "People v Jones, 2019 NY Slip Op 01234",
        "People v. Cruz, 2019 Guam 5",
        "Smith v. Gov't of the V.I., 2019 VI 5",
        "Bryan v. Fawkes, 61 V.I. 201 (2014)",  # a print volume stays a volume
        "People v. Cruz, 5 Guam 123 (1990)",
    ],
)
def test_those_forms_in_their_years_and_their_print_volumes_draw_no_impossibility(panel, cited: str) -> None:
    [task] = citation_tasks(extract_document(f"The rule is settled. See {cited}.".encode(), "brief.txt"))
    assert not [v.explanation for v in panel(task) if v.verdict is Verdict.INVALID]
