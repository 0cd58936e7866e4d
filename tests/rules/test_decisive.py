"""The decisive impossibilities (`panel/rules/decisive.py`): facts of reference data that flag a
citation whatever the panel's seats vote."""

from __future__ import annotations

from datetime import date

import pytest

from briefcheck.extract import extract_text
from briefcheck.panel.rules.decisive import hard_defects
from briefcheck.panel.tasks import citation_tasks

TODAY = date(2026, 11, 28)


def defects(text: str) -> list[str]:
    [task] = citation_tasks(extract_text(text))
    return [f.explanation for f in hard_defects(task, TODAY)]


@pytest.mark.parametrize(
    "text",
    [
        "See X v Y [2021] EWCA Civ 99999.",  # a five-digit number where a year runs to about 3,300
        "See X v Y [2019] UKSC 7000.",  # the Supreme Court gives about 70 judgments a year
    ],
)
def test_a_neutral_number_an_order_of_magnitude_past_the_courts_year_is_impossible(text: str) -> None:
    assert any("judgment number" in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # no printed volume of a law report runs to five figures
        ("See Smith v Jones [2021] AC 99999.", "page 99999"),
        ("See Smith v Jones [2018] 2 WLR 10500.", "page 10500"),
        # a report printed before the judgment it reports
        ("See Smith v Jones [2018] UKSC 3, [2016] AC 200.", "before"),
        ("See Smith v Jones [2010] UKSC 2, [2008] 1 WLR 500.", "before"),
    ],
)
def test_a_law_report_page_or_year_no_report_can_have_is_impossible(text: str, said: str) -> None:
    found = [
        d for t in citation_tasks(extract_text(text)) for d in (f.explanation for f in hard_defects(t, TODAY))
    ]
    assert any(said in d for d in found), found


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v Jones [2018] UKSC 3, [2019] AC 200.",  # reported the next year
        "See Smith v Jones [2018] UKSC 3, [2018] 3 WLR 1500.",
        "See Donoghue v Stevenson [1932] AC 562 (HL).",
        "See Smith v Jones [2020] 1 WLR 4890.",  # a long volume of the Weekly Law Reports
    ],
)
def test_a_law_report_its_judgment_could_have_is_not_impossible(text: str) -> None:
    found = [
        d for t in citation_tasks(extract_text(text)) for d in (f.explanation for f in hard_defects(t, TODAY))
    ]
    assert found == [], found


@pytest.mark.parametrize(
    "text",
    [
        "See X v Y [2022] EWHC 3400 (KB).",  # a busy year of the High Court
        "See X v Y [2021] EWCA Civ 5000.",  # past the usual, for the panel to doubt, not impossible
        "See X v Y [2019] UKSC 150.",
    ],
)
def test_a_neutral_number_merely_past_the_usual_is_not_decisive(text: str) -> None:
    assert not any("judgment number" in d for d in defects(text)), defects(text)


def test_a_first_page_an_order_of_magnitude_past_the_reporters_volumes_is_impossible() -> None:
    assert any("page 99999" in d for d in defects("See Smith v. Jones, 890 F.3d 99999 (7th Cir. 2018).")), (
        defects("See Smith v. Jones, 890 F.3d 99999 (7th Cir. 2018).")
    )


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, 890 F.3d 0 (7th Cir. 2018).",  # no volume has a page 0
        "See Smith v. Jones, 0 F.3d 500 (7th Cir. 2018).",  # nor any reporter a volume 0
        "See Smith v. Jones, 00 F.3d 500 (7th Cir. 2018).",
        "See Smith v. Jones, 0 U.S. 12 (1990).",
    ],
)
def test_a_volume_or_first_page_of_zero_is_impossible(text: str) -> None:
    assert any("0 does not exist" in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    "text",
    [
        "See Kingsley v. Oduya, 650 F.3d 9400 (2d Cir. 2011).",  # about six times a long F.3d volume
        "See Smith v. Jones, 500 U.S. 7000 (1991).",
    ],
)
def test_a_first_page_several_times_past_any_volume_is_impossible(text: str) -> None:
    assert any("times an ordinary" in d for d in defects(text)), defects(text)


def test_a_volume_led_by_a_zero_is_no_impossibility() -> None:
    """ "0600 F.3d 500" is read as 600 F.3d 500 and looked up: a real case written so is an error of
    writing, for a person to retype (the lookalike flag), not an invented case."""
    assert defects("See Smith v. Jones, 0600 F.3d 500 (2d Cir. 2010).") == []


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, 890 F.3d 2500 (7th Cir. 2018).",  # past the usual, for the seats to doubt
        "See Smith v. Jones, 139 S. Ct. 2551 (2019).",  # a long Supreme Court Reporter volume
        "See Smith v. Jones, 2019 WL 1234567 (S.D.N.Y. Mar. 1, 2019).",  # a database number is no page
    ],
)
def test_a_first_page_merely_past_the_usual_is_not_decisive(text: str) -> None:
    assert not any("times an ordinary" in d for d in defects(text)), defects(text)


@pytest.mark.parametrize("court", ["12th Cir.", "13th Cir.", "0th Cir.", "14th Cir."])
def test_a_numbered_circuit_that_does_not_exist_is_impossible(court: str) -> None:
    assert any("there is no" in d for d in defects(f"See Smith v. Jones, 300 F.3d 100 ({court} 2002).")), (
        court
    )


@pytest.mark.parametrize(
    "court", ["11th Cir.", "5th Cir. Unit A", "1st Cir.", "2d Cir.", "D.C. Cir.", "Fed. Cir."]
)
def test_the_real_circuits_exist(court: str) -> None:
    assert not any(
        "there is no" in d for d in defects(f"See Smith v. Jones, 300 F.3d 100 ({court} 2002).")
    ), court


@pytest.mark.parametrize(
    "court",
    [
        "W.D. Cal.",  # California's districts are the Northern, Eastern, Central and Southern
        "E.D. Wyo.",  # Wyoming is one district
        "N.D. Colo.",
        "M.D. Tex.",
        "C.D.N.Y.",
        "S.D. Mass.",
        "Bankr. W.D. Cal.",
    ],
)
def test_a_federal_district_the_state_never_had_is_impossible(court: str) -> None:
    found = defects(f"See Smith v. Jones, 512 F. Supp. 3d 101 ({court} 2021).")
    assert any("does not exist" in d and "district" in d for d in found), (court, found)


@pytest.mark.parametrize(
    "court",
    [
        "C.D. Cal.",
        "E.D. Cal.",
        "D. Wyo.",
        "D. Colo.",
        "W.D. Tex.",
        "W.D.N.Y.",
        "D. Mass.",
        "M.D. Pa.",
        "E.D. Ill.",  # 1905-1978
        "W.D.S.C.",  # until 1965
        "D.D.C.",
        "D.P.R.",
        "Bankr. S.D.N.Y.",
    ],
)
def test_the_real_federal_districts_exist(court: str) -> None:
    found = defects(f"See Smith v. Jones, 12 F. Supp. 2d 101 ({court} 1998).")
    assert not any("does not exist" in d for d in found), (court, found)


def test_a_westlaw_number_of_nine_digits_is_impossible() -> None:
    found = defects("See Smith v. Jones, 2019 WL 123456789 (S.D.N.Y. Mar. 1, 2019).")
    assert any("Westlaw" in d for d in found), found


@pytest.mark.parametrize(
    "text",
    [
        # Westlaw's numbers reached eight digits in late 2022
        "See In re Oasis Focus Fund LP, 2022 WL 17669119 (D. Del. Dec. 14, 2022).",
        "See Smith v. Jones, 2024 WL 10345678 (S.D.N.Y. Dec. 1, 2024).",
        "See Smith v. Jones, 2019 WL 1234567 (S.D.N.Y. Mar. 1, 2019).",
    ],
)
def test_a_westlaw_number_of_its_years_length_is_not_doubted(text: str) -> None:
    from briefcheck.panel.rules.checks_us import check_wl_format
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.view import build_view

    [task] = citation_tasks(extract_text(text))
    [finding] = check_wl_format(build_view(task, TODAY))
    assert finding.severity is Severity.OK, finding
    assert not defects(text)


def test_an_eight_digit_westlaw_number_before_2022_is_doubted_not_impossible() -> None:
    from briefcheck.panel.rules.checks_us import check_wl_format
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.view import build_view

    text = "See Smith v. Jones, 2015 WL 12345678 (S.D.N.Y. Mar. 1, 2015)."
    [task] = citation_tasks(extract_text(text))
    [finding] = check_wl_format(build_view(task, TODAY))
    assert finding.severity is Severity.SOFT
    assert not defects(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a parallel series that had not begun, or had ended, in the cited year
        ("See Palsgraf v. Long Island R.R. Co., 248 N.Y. 339, 162 N.E.2d 99 (1928).", "N.E.2d began in 1936"),
        ("See Tarasoff v. Regents, 17 Cal. 3d 425, 551 P.3d 334 (1976).", "P.3d began in 2000"),
        ("See Roe v. Poe, 300 N.Y. 1, 90 N.E. 5 (1950).", "N.E. ended in"),
        # a regional reporter that prints no decision of the state
        ("See Smith v. Jones, 26 Cal. 3d 219, 257 N.E.2d 870 (1980).", "decisions of California"),
        ("See Smith v. Jones, 26 N.Y.2d 219, 257 P.2d 870 (1970).", "does not print decisions of New York"),
        # a series that prints no decision of the court at all: the Supreme Court's in a courts of
        # appeals' reporter, a federal court's in a state's, a court of appeals' in the Supreme
        # Court's own
        (
            "See Hale v. Pratt, 600 U.S. 500, 98 F.4th 1 (2023).",
            "F.4th does not ordinarily print decisions of",
        ),
        ("See Hale v. Pratt, 410 U.S. 113, 566 N.W.2d 229 (1973).", "N.W.2d does not ordinarily print"),
        ("See Hale v. Pratt, 600 F.3d 500, 130 S. Ct. 9 (2d Cir. 2010).", "S. Ct. does not ordinarily print"),
        ("See Hale v. Pratt, 456 Mich. 77, 98 F.3d 1 (1997).", "F.3d prints no state court's decisions"),
    ],
)
def test_a_parallel_its_year_or_state_rules_out_is_impossible(text: str, said: str) -> None:
    found = defects(text)
    assert any(said in d for d in found), found


@pytest.mark.parametrize(
    "text",
    [
        "See Palsgraf v. Long Island R.R. Co., 248 N.Y. 339, 162 N.E. 99 (1928).",
        "See Tarasoff v. Regents of Univ. of Cal., 17 Cal. 3d 425, 551 P.2d 334 (1976).",
        "See Boomer v. Atlantic Cement Co., 26 N.Y.2d 219, 257 N.E.2d 870 (1970).",
        "See Stambovsky v. Ackley, 169 A.D.2d 254, 572 N.Y.S.2d 672 (1991).",
        "See State v. Shack, 58 N.J. 297, 277 A.2d 369 (1971).",
        "See Laidlaw v. Organ, 15 U.S. (2 Wheat.) 178 (1817).",
        "See Brown v. Board of Education, 347 U.S. 483, 74 S. Ct. 686, 98 L. Ed. 873 (1954).",
        "See Smith v. Jones, 456 Mich. 77, 566 N.W.2d 229 (1997).",
        # the Federal Supplement prints a court of appeals' decision now and then
        "See Smith v. Jones, 600 F.3d 500, 98 F. Supp. 2d 1 (2d Cir. 2000).",
        "See Smith v. Jones, 600 F.3d 500, 2010 WL 12345 (2d Cir. 2010).",
        # New York's trial courts ("Sup. Ct.", "Ct. Cl."), whose abbreviations also name federal courts
        "See People v. Hale, 5 Misc. 3d 1, 782 N.Y.S.2d 1 (Sup. Ct. 2004).",
        "See Hale v. State, 50 Misc. 2d 1, 269 N.Y.S.2d 1 (Ct. Cl. 1966).",
        # the D.C. Circuit's own reporter first
        "See Williams v. Walker-Thomas Furniture Co., 121 U.S. App. D.C. 315, 350 F.2d 445 (1965).",
        # a first volume holding decisions of the year before its series began
        "See Smith v. Jones, 300 Ill. 1, 1 N.E.2d 5 (1935).",
    ],
)
def test_real_parallels_are_not_impossible(text: str) -> None:
    assert not any("parallel" in d.lower() for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    ("text", "impossible"),
    [
        ("See Smith v Jones [2015] AC 100 (HL).", True),  # the Lords last sat in 2009
        ("See Smith v Jones [2018] AC 61, 70 (HL).", True),  # the court after the pin (it was unread)
        ("See Donoghue v Stevenson [1932] AC 562, 580 (HL).", False),
        ("See Smith v Jones [2005] 1 AC 100 (SC).", True),  # the Supreme Court opened in 2009
        ("See Smith v Jones (1860) 5 HLC 100 (CA).", True),  # the Court of Appeal dates from 1875
        ("See Donoghue v Stevenson [1932] AC 562 (HL).", False),
        ("See Smith v Jones [2010] 1 AC 1 (HL).", False),  # a 2009 Lords decision reported in 2010
        ("See Smith v Jones [2016] AC 1 (SC).", False),
        ("See Smith v Jones [1999] 1 WLR 100 (PC).", False),
    ],
)
def test_a_law_reports_court_outside_its_years_is_impossible(text: str, impossible: bool) -> None:
    found = [d for d in defects(text) if "sat" in d or "opened" in d or "began" in d]
    assert bool(found) is impossible, defects(text)


def test_a_parallel_that_fits_the_year_keeps_a_volume_off_by_our_anchors_from_being_impossible() -> None:
    """The volume-year anchors of a series are approximate: when the citation's parallel volume
    fits the cited year by its own series, the first one's mismatch is a doubt, not an
    impossibility (a real case must not be called invented for our table's error)."""
    from briefcheck.panel.rules.checks_us import check_volume
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.view import build_view

    def severity(text: str) -> Severity:
        [task] = citation_tasks(extract_text(text))
        [finding] = check_volume(build_view(task, TODAY))
        return finding.severity

    assert severity("See Roe v. Poe, 10 F.3d 100, 5 So. 3d 20 (5th Cir. 2009).") is Severity.SOFT
    assert severity("See Roe v. Poe, 10 F.3d 100 (5th Cir. 2009).") is Severity.HARD


def test_every_us_reports_citation_of_the_overruled_table_fits_its_year() -> None:
    """Real data for the U.S. Reports anchors: each decision of the Constitution Annotated's table
    (overruled and overruling, about 500) cited with its year. None is doubted, but the first
    Dallas volumes, which each span several terms."""
    import json
    import re

    from briefcheck.panel.rules.checks_us import check_volume
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.view import build_view
    from briefcheck.reference.tables import DATA_DIR

    table = json.loads((DATA_DIR / "scotus_overruled.json").read_text())
    cited = {
        (case["citation"], case["year"])
        for row in table["rows"]
        for case in [*row["overruled"], row["by"]]
        if case.get("citation") and case.get("year") and re.fullmatch(r"\d+ U\.S\. \d+", case["citation"])
    }
    doubted = []
    for citation, year in sorted(cited):
        [task] = citation_tasks(extract_text(f"See Smith v. Jones, {citation} ({year})."))
        found = check_volume(build_view(task, TODAY))
        if any(f.severity is not Severity.OK for f in found) and int(citation.split()[0]) > 4:
            doubted.append((citation, year))
    assert len(cited) > 400 and doubted == []


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, 2019 WL 123456 (S.D.N.Y. Feb. 30, 2019).",
        "See Smith v. Jones, No. 18-cv-1234, 2019 U.S. Dist. LEXIS 12345 (S.D.N.Y. Apr. 31, 2019).",
        "See Smith v. Jones, 2021 WL 123456 (2d Cir. Feb. 29, 2021).",  # 2021 was no leap year
        "See Smith v. Jones, 2019 WL 123456 (S.D.N.Y. Mar. 32, 2019).",
    ],
)
def test_a_decision_date_no_calendar_has_is_impossible(text: str) -> None:
    """Whatever the year: a decision cannot be dated a day that never was."""
    assert any("does not exist" in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, 2020 WL 123456 (2d Cir. Feb. 29, 2020).",  # a leap day
        "See Smith v. Jones, 2019 WL 123456 (S.D.N.Y. Sept. 30, 2019).",
        "See Smith v. Jones, 2019 WL 123456 (S.D.N.Y. Sept. 2019).",  # no day given
    ],
)
def test_a_decision_date_that_was_is_not_doubted(text: str) -> None:
    assert defects(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, No. 18-cv-1234, 2019 U.S. Dist. LEXIS 1234567 (S.D.N.Y. Mar. 1, 2019).",
        "See Smith v. Jones, 2019 U.S. App. LEXIS 0 (2d Cir. Mar. 1, 2019).",
    ],
)
def test_a_lexis_number_no_lexis_series_reaches_is_impossible(text: str) -> None:
    """Lexis numbers its documents afresh each year, in at most six digits (U.S. Dist. LEXIS, the
    largest series, runs to about a quarter of a million a year): seven digits, or 0, is no Lexis
    citation."""
    assert any("Lexis" in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, No. 18-cv-1234, 2020 U.S. Dist. LEXIS 245678 (S.D.N.Y. Dec. 22, 2020).",
        "See Smith v. Jones, 2019 U.S. App. LEXIS 12345 (2d Cir. Mar. 1, 2019).",
        "See People v. Smith, 2019 Cal. App. LEXIS 123 (Cal. Ct. App. Mar. 1, 2019).",
    ],
)
def test_a_lexis_number_of_its_series_length_is_not_doubted(text: str) -> None:
    assert defects(text) == []


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("See Smith v. Jones, 410 U.S. 113 (1973).", "Roe v. Wade"),
        ("See Kessler v. Hartford Ins. Co., 505 U.S. 833 (1992).", "Planned Parenthood"),
        ("See United States v. Whitfield, 471 U.S. 130 (1985).", "United States v. Miller"),
    ],
)
def test_a_name_no_word_of_which_the_known_decision_at_its_slot_has_is_impossible(
    text: str, held: str
) -> None:
    """The Constitution Annotated's table names the Supreme Court decision at each U.S. Reports
    citation it lists: a citation of that slot naming a case with no distinctive word of it
    names another case than the one there."""
    found = defects(text)
    assert any(held in d and "Constitution Annotated" in d for d in found), found


@pytest.mark.parametrize(
    "text",
    [
        "See Roe v. Wade, 410 U.S. 113 (1973).",
        "See Jane Roe v. Henry Wade, 410 U.S. 113 (1973).",
        "See Planned Parenthood of Se. Pa. v. Casey, 505 U.S. 833 (1992).",  # abbreviated as briefs do
        "See Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007).",  # an overruling decision
        "See Daniels v. Allen, 344 U.S. 443 (1953).",  # decided with Brown v. Allen, at its citation
        "See Smith v. Jones, 410 U.S. 959 (1973).",  # a slot the table does not list
    ],
)
def test_a_known_decision_cited_by_its_name_or_an_unknown_slot_is_not_doubted(text: str) -> None:
    assert not any("Constitution Annotated" in d for d in defects(text)), defects(text)


def test_every_decision_of_the_overruled_table_cited_by_its_own_name_is_not_doubted() -> None:
    import json
    import re

    from briefcheck.reference.tables import DATA_DIR

    table = json.loads((DATA_DIR / "scotus_overruled.json").read_text())
    cited = {
        (case["name"], case["citation"], case["year"])
        for row in table["rows"]
        for case in [*row["overruled"], row["by"]]
        if case.get("citation") and case.get("year") and re.fullmatch(r"\d+ U\.S\. \d+", case["citation"])
    }
    doubted = [
        (name, citation)
        for name, citation, year in sorted(cited)
        if any("Constitution Annotated" in d for d in defects(f"See {name}, {citation} ({year})."))
    ]
    assert len(cited) > 400 and doubted == []


@pytest.mark.parametrize(
    "history",
    [
        "aff'd, 520 U.S. 1 (1996)",
        "cert. denied, 522 U.S. 914 (1995)",
        "rev'd, 140 F.3d 12 (3d Cir. 1996)",
        "overruled by Doe v. Roe, 520 U.S. 1 (1996)",  # an overruling cannot come first either
    ],
)
def test_a_later_decision_dated_before_the_one_it_reviews_is_impossible(history: str) -> None:
    """Subsequent history (Bluebook 10.7) is what a court did afterwards: an affirmance, a denial
    of certiorari or a reversal cannot precede the decision it reviews."""
    tasks = citation_tasks(extract_text(f"See Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), {history}."))
    found = [f.explanation for t in tasks for f in hard_defects(t, TODAY)]
    assert any("before the decision it reviews" in d for d in found), found


@pytest.mark.parametrize(
    "history",
    [
        "aff'd, 522 U.S. 1 (1997)",  # the same year
        "cert. denied, 525 U.S. 914 (1998)",
        # prior history: the decision it affirmed or reversed came first
        "aff'g, 900 F. Supp. 1 (E.D. Pa. 1995)",
        "rev'g, 900 F. Supp. 1 (E.D. Pa. 1995)",
        "overruled by Doe v. Roe, 550 U.S. 1 (2007)",
    ],
)
def test_history_in_its_order_is_not_doubted(history: str) -> None:
    tasks = citation_tasks(extract_text(f"See Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), {history}."))
    found = [f.explanation for t in tasks for f in hard_defects(t, TODAY)]
    assert not any("before the decision it reviews" in d for d in found), found


@pytest.mark.parametrize(
    ("cited", "impossible"),
    [
        # the Supreme Court's decision is reviewed by no court
        ("Smith v. Jones, 520 U.S. 1 (1997), aff'd, 123 F.3d 456 (3d Cir. 1998)", True),
        ("Smith v. Jones, 520 U.S. 1 (1997), rev'd, 525 U.S. 1 (1998)", True),
        ("Smith v. Jones, 117 S. Ct. 1 (1997), vacated, 130 F.3d 456 (3d Cir. 1998)", True),
        # a court of appeals is reviewed by the Supreme Court, never by a district court
        ("Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), aff'd, 990 F. Supp. 1 (E.D. Pa. 1998)", True),
        # certiorari is the Supreme Court's: no court of appeals denies it
        ("Smith v. Jones, 900 F. Supp. 1 (E.D. Pa. 1995), cert. denied, 123 F.3d 456 (3d Cir. 1997)", True),
        ("Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), cert. denied, 130 F.3d 1 (3d Cir. 1998)", True),
        ("Smith v. Jones, 520 U.S. 1 (1997), cert. denied, 525 U.S. 914 (1998)", True),
        ("Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), aff'd, 522 U.S. 1 (1998)", False),
        ("Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), cert. denied, 118 S. Ct. 914 (1998)", False),
        ("Smith v. Jones, 900 F. Supp. 1 (E.D. Pa. 1995), aff'd, 123 F.3d 456 (3d Cir. 1997)", False),
        # no lower court overrules a higher one; a court may overrule itself
        (
            "Harlow v. Fitzgerald, 457 U.S. 800 (1982), overruled by Tolliver v. Nash, 925 F.3d 495 "
            "(11th Cir. 2019)",
            True,
        ),
        (
            "Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), abrogated by Doe v. Roe, 990 F. Supp. 1 "
            "(E.D. Pa. 1998)",
            True,
        ),
        ("Smith v. Jones, 410 U.S. 113 (1973), overruled by Dobbs v. Jackson, 597 U.S. 215 (2022)", False),
        ("Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), abrogated by Doe v. Roe, 550 U.S. 1 (2007)", False),
        (
            "Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), overruled by Doe v. Roe, 130 F.3d 1 (3d Cir. 1998)",
            False,
        ),
        # a panel's decision affirmed or vacated by its court en banc
        ("Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), vacated, 130 F.3d 1 (3d Cir. 1998) (en banc)", False),
        # prior history: the decision it affirmed came from the court below
        ("Smith v. Jones, 123 F.3d 456 (3d Cir. 1997), aff'g 900 F. Supp. 1 (E.D. Pa. 1995)", False),
        # a state's own certiorari, and reporters whose court the citation leaves open
        ("Smith v. Jones, 2010-NMCA-001, cert. denied, 2010-NMCERT-003", False),
        ("Smith v. Jones, 12 F.2d 456 (1926), aff'd, 14 F.2d 1 (1927)", False),
        # a State's courts by their rank: its high court is reviewed by no court of the State
        ("Smith v. Jones, 55 Cal. 4th 25 (2012), rev'd, 70 Cal. App. 5th 25 (2021)", True),
        ("Smith v. Jones, 30 N.Y.3d 15 (2017), rev'd, 160 A.D.3d 15 (App. Div. 2018)", True),
        ("Smith v. Jones, 220 Ill. 2d 1 (2006), aff'd, 370 Ill. App. 3d 1 (2007)", True),
        ("Smith v. Jones, 100 So. 3d 1 (Fla. 2012), rev'd, 150 So. 3d 1 (Fla. Dist. Ct. App. 2014)", True),
        ("Smith v. Jones, 55 Cal. 4th 25 (2012), overruled by Doe v. Roe, 70 Cal. App. 5th 25 (2021)", True),
        # ... nor by another State's courts, or a federal court below the Supreme Court
        ("Smith v. Jones, 200 Cal. App. 4th 1 (2011), rev'd, 30 N.Y.3d 15 (2012)", True),
        ("Smith v. Jones, 55 Cal. 4th 25 (2012), rev'd, 700 F.3d 1 (9th Cir. 2013)", True),
        ("Smith v. Jones, 200 Cal. App. 4th 1 (2011), rev'd, 55 Cal. 4th 25 (2012)", False),
        ("Smith v. Jones, 50 A.D.3d 1 (2008), aff'd, 12 N.Y.3d 1 (2009)", False),
        ("Smith v. Jones, 300 P.3d 1 (Cal. Ct. App. 2013), rev'd, 60 Cal. 4th 1 (2014)", False),
        ("Smith v. Jones, 100 So. 3d 1 (Fla. Dist. Ct. App. 2012), rev'd, 150 So. 3d 1 (Fla. 2014)", False),
        ("Smith v. Jones, 55 Cal. 4th 25 (2012), rev'd, 570 U.S. 1 (2013)", False),
        ("Smith v. Jones, 55 Cal. 4th 25 (2012), cert. denied, 570 U.S. 1 (2013)", False),
        ("Smith v. Jones, 55 Cal. 4th 25 (2012), overruled by Doe v. Roe, 60 Cal. 4th 1 (2014)", False),
        ("Smith v. Jones, 200 Cal. App. 4th 1 (2011), review denied, 2012 Cal. LEXIS 1 (2012)", False),
        ("Smith v. Jones, 100 Md. App. 1 (1994), cert. denied, 340 Md. 1 (1995)", False),
        ("Smith v. Jones, 10 Cal. Rptr. 3d 1 (Ct. App. 2004), aff'd, 40 Cal. 4th 1 (2006)", False),
        # a State's high court abrogates a federal court's reading of its law
        (
            "Smith v. Acme Corp., 300 F. Supp. 3d 100, 105 (N.D. Cal. 2018), abrogated by Sheen v. Wells "
            "Fargo Bank, N.A., 12 Cal. 5th 905 (2022)",
            False,
        ),
        (
            "Smith v. Acme, 900 F.3d 1 (9th Cir. 2018), abrogated by Sheen v. Wells, 12 Cal. 5th 905 (2022)",
            False,
        ),
        # the merits decision after the high court's own grant of review reviews the case, not the grant
        ("State v. Roe, 2015-NMCA-005, ¶ 8, cert. granted, 2015-NMCERT-003, aff'd, 2016-NMSC-010", False),
        (
            "People v. Roe, 200 Cal. App. 4th 1, 5 (2011), review granted, 270 P.3d 1 (Cal. 2012), rev'd, 55 "
            "Cal. 4th 1 (2013)",
            False,
        ),
        (
            "Smith v. Jones, 123 F.3d 456 (9th Cir. 2012), cert. granted, 570 U.S. 1 (2013), aff'd, 572 "
            "U.S. 1 (2014)",
            False,
        ),
        # until 1971 the D.C. Circuit reviewed the District of Columbia's court of appeals
        ("Roe v. United States, 200 A.2d 1, 5 (D.C. 1964), rev'd, 350 F.2d 1 (D.C. Cir. 1965)", False),
        ("Roe v. United States, 200 A.3d 1, 5 (D.C. 2019), rev'd, 950 F.3d 1 (D.C. Cir. 2020)", True),
        # each decision is read against the last decision on the merits before it, past a grant of review
        (
            "Smith v. Jones, 700 F.3d 1 (9th Cir. 2012), aff'd, 570 U.S. 1 (2013), rev'd, 750 F.3d 1 (9th "
            "Cir. 2014)",
            True,
        ),
        (
            "Smith v. Jones, 900 F. Supp. 2d 1 (N.D. Cal. 2012), rev'd, 750 F.3d 1 (9th Cir. 2013), aff'd, "
            "950 F. Supp. 2d 5 (N.D. Cal. 2014)",
            True,
        ),
        # a State's high court abrogates a federal court's reading of its law, and no other across systems
        ("Smith v. Jones, 500 U.S. 1 (1991), overruled by Doe v. Roe, 12 Cal. 5th 905 (2022)", True),
        (
            "Smith v. Jones, 12 Cal. 5th 905 (2022), overruled by Doe v. Roe, 600 F. Supp. 3d 1 (S.D.N.Y. "
            "2023)",
            True,
        ),
        ("Smith v. Jones, 12 Cal. 5th 905 (2022), abrogated by Doe v. Roe, 30 N.Y.3d 15 (2023)", True),
        # the Supreme Court abrogates a State court's decision on federal law, and reviews the District's
        (
            "Commonwealth v. Hale, 900 A.2d 1 (Pa. Super. Ct. 2006), abrogated by Melendez-Diaz v. "
            "Massachusetts, 557 U.S. 305 (2009)",
            False,
        ),
        (
            "Smith v. Jones, 200 Cal. App. 4th 1 (2011), overruled on other grounds by Doe v. Roe, 570 "
            "U.S. 1 (2013)",
            False,
        ),
        ("Roe v. United States, 200 A.3d 1, 5 (D.C. 2019), cert. denied, 590 U.S. 1 (2020)", False),
        ("Roe v. United States, 200 A.3d 1, 5 (D.C. 2019), rev'd, 590 U.S. 1 (2020)", False),
    ],
)
def test_a_later_decision_by_a_court_that_cannot_review_the_case_is_impossible(
    cited: str, impossible: bool
) -> None:
    tasks = citation_tasks(extract_text(f"See {cited}."))
    found = [f.explanation for t in tasks for f in hard_defects(t, TODAY)]
    assert any("cannot review" in d for d in found) is impossible, found


@pytest.mark.parametrize(
    "text",
    [
        "See Ill. S. Ct. R. 23.",
        "See Cal. R. Ct. 8.1115.",
        "See Tex. R. Civ. P. 91a.",
        "See Fla. R. Civ. P. 1.140.",
        "See N.Y. C.P.L.R. 3211(a)(7).",
        "See W. Va. R. Evid. 401.",
        "See Mass. R. App. P. 16.",
        # the federal rules and a state's written closed up, as many opinions write them
        "See Fed.R.Civ.P. 25(d).",
        "See Fed. R.Civ. P. 56.",
        "See Fed.R.Evid. 403.",
        "See Fla.R.Civ.P. 1.140.",
        # the federal rules by their initials, as briefs write them
        "See FRCP 12(b)(6).",
        "See FRE 403.",
        "See FRAP 4(a)(1).",
    ],
)
def test_a_states_own_rules_are_a_known_rule_set(text: str) -> None:
    """A state's rules of procedure, evidence and court, named as Bluebook writes them (the state's
    abbreviation, then the set), are known rule sets, not an unknown code for the panel to doubt."""
    from briefcheck.panel.rules.checks_common import check_statute
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.view import build_view

    [task] = citation_tasks(extract_text(text))
    found = check_statute(build_view(task, TODAY))
    assert found and all(f.severity is Severity.OK for f in found), found


@pytest.mark.parametrize(
    "text", ["See Fed.R.Civ.P. 99.", "See Fed.R.App.P. 49.", "See Fed.R.Evid. 1104.", "See FRCP 99."]
)
def test_a_rule_past_its_set_written_closed_up_is_impossible(text: str) -> None:
    from briefcheck.panel.rules.checks_common import check_statute
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.view import build_view

    [task] = citation_tasks(extract_text(text))
    found = check_statute(build_view(task, TODAY))
    assert any(f.severity is Severity.HARD and "has no rule" in f.explanation for f in found), found


@pytest.mark.parametrize("text", ["See Fla. Wiz. R. 12.", "See Xyz. R. Civ. P. 12."])
def test_a_rule_set_no_state_has_is_still_doubted(text: str) -> None:
    from briefcheck.panel.rules.checks_common import check_statute
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.view import build_view

    [task] = citation_tasks(extract_text(text))
    assert any(f.severity is Severity.SOFT for f in check_statute(build_view(task, TODAY)))


@pytest.mark.parametrize(
    ("text", "doubted"),
    [
        # since the Administrative Court's practice direction of 2000, judicial review is titled R (X) v Y
        ("See R v Secretary of State for the Home Department, ex parte Simms [2015] UKSC 33.", True),
        ("See R v Home Secretary, ex p Simms [2016] EWHC 33 (Admin).", True),
        ("See R (on the application of Smith) v Home Secretary [1995] 1 WLR 33.", True),
        ("See R (Smith) v Home Secretary [1996] QB 33.", True),
        # each title in its time
        ("See R v Secretary of State for the Home Department, ex parte Simms [2000] 2 AC 115.", False),
        ("See R (Daly) v Secretary of State for the Home Department [2001] UKHL 26.", False),
        ("See R (on the application of Miller) v Prime Minister [2019] UKSC 41.", False),
    ],
)
def test_a_judicial_review_titled_in_the_style_of_another_era_is_doubted(text: str, doubted: bool) -> None:
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.parties import check_caption
    from briefcheck.panel.rules.view import build_view

    task = citation_tasks(extract_text(text))[0]
    found = check_caption(build_view(task, TODAY))
    assert (
        any(f.severity is Severity.SOFT and "judicial review" in f.explanation for f in found) is doubted
    ), found


def test_an_acts_own_year_is_no_anachronism_of_what_it_concerns() -> None:
    """The anachronism rule is about cases decided before their subject existed: an Act cited with
    words about itself (the Human Rights Act 1998, "in force from 2000") is no case dated 1998."""
    from briefcheck.panel.rules.checks_common import check_anachronism
    from briefcheck.panel.rules.view import build_view

    text = (
        "Public authorities are bound by section 6 of the Human Rights Act 1998 (which gives effect to the "
        "Convention rights under the Human Rights Act 1998 from 2000)."
    )
    tasks = [t for t in citation_tasks(extract_text(text)) if "Human Rights Act" in t.citation.text]
    assert tasks and all(check_anachronism(build_view(t, TODAY)) == [] for t in tasks)


@pytest.mark.parametrize(
    "text",
    [
        # the emergency rules in force from December 1, 2023 (CARES Act, § 15002(b)(6))
        "See Fed. R. Civ. P. 87.",
        "See Fed. R. Crim. P. 62.",
        "See Fed. R. Bankr. P. 9038.",
    ],
)
def test_the_emergency_rules_are_rules_of_their_sets(text: str) -> None:
    from briefcheck.panel.rules.checks_common import check_statute
    from briefcheck.panel.rules.findings import Severity
    from briefcheck.panel.rules.view import build_view

    [task] = citation_tasks(extract_text(text))
    found = check_statute(build_view(task, TODAY))
    assert found and all(f.severity is Severity.OK for f in found), found


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("See State v. Ames, 1995-Ohio-1234.", "from 2002"),  # Ohio numbered decisions from 2002
        ("See State v. Wynn, 2015-NCSC-12, ¶ 10.", "from 2021"),  # North Carolina from 2021
        ("See State v. Ames, 2005 Ark. 123.", "from 2009"),
        ("See State v. Ames, 1990 WI 14.", "from 2000"),
        ("See People v. Ames, 2005 IL App (1st) 191234-U.", "2019 appeal"),  # its docket's year
        ("See People v. Ames, 2008 IL 104321.", "from 2011"),
        # each state's own first year, from its rule
        ("See State v. Gaddis, 1990 ND 12.", "from 1997"),
        ("See Hanson v. Gilbertson, 1990 SD 12.", "from 1996"),
        ("See State v. Jones, 1990 MT 12.", "from 1998"),
        ("See Reed v. State, 1990 OK 12.", "from 1997"),
        ("See State v. Martinez, 1990 UT 5.", "from 1999"),
        ("See In re Bucknam, 1995 VT 12.", "from 2003"),
        ("See State v. Chavez, 1990-NMSC-001.", "from 1996"),
        ("See People v. Ortega, 2005 CO 12.", "from 2012"),
        ("See Smith v. Jones, 1995 WY 12.", "from 2001"),
        # a year before any public-domain citation is still read as the year it names
        ("See State v. Ames, 1989-Ohio-1234.", "from 2002"),
        ("See People v. Ames, 1980 IL 123456.", "from 2011"),
    ],
)
def test_a_public_domain_number_before_its_state_numbered_so_is_impossible(text: str, said: str) -> None:
    assert any(said in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    "text",
    [
        "See State v. Ames, 2003-Ohio-1234.",
        "See State v. Ames, 2001-Ohio-1234.",  # a year's slack for the rule's effective date
        "See State v. Ames, 2019 WI 14.",
        "See People v. Ames, 2019 IL App (1st) 191234-U.",
        "See People v. Ames, 2011 IL 110234.",
        "See State v. Ames, 2019 ND 12.",
        "See State v. Ames, 1996 ND 12.",  # a year's slack for the rule's effective date
        "See People v. Ortega, 2012 COA 5.",
        "See State v. Chavez, 1998-NMCA-012.",
        # North Carolina's, which reporters-db lacks, from 2021
        "See State v. Wynn, 2021-NCSC-12, ¶ 10.",
        "See Moore v. Pitt, 2022-NCCOA-5, ¶ 7.",
    ],
)
def test_a_public_domain_number_of_its_forms_years_is_possible(text: str) -> None:
    assert defects(text) == []


@pytest.mark.parametrize("text", ["See State v. Ames, 2031 UT 5.", "See State v. Ames, 2031-Ohio-1234."])
def test_a_public_domain_number_of_a_year_to_come_is_impossible(text: str) -> None:
    """Its year read whatever it is (it was read as no year, and no check ran)."""
    assert any("future" in d or "2031" in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("See Jones v. State, 320 So. 3d 941 (Fla. 6th DCA 2021).", "created in 2023"),
        ("See Jones v. State, 140 So. 2d 930 (Fla. 4th DCA 1962).", "created in 1965"),
        ("See Jones v. State, 360 So. 2d 930 (Fla. 5th DCA 1978).", "created in 1979"),
        ("See Smith v. Jones, 187 A.D.3d 1034 (5th Dep't 2020).", "4 judicial departments"),
        # and in New York's own style, without the apostrophe
        ("See People v Birch, 170 AD3d 100, 102 [5th Dept 2019].", "4 judicial departments"),
        (
            "See Smith v. Jones, 250 Cal. Rptr. 3d 100 (Cal. Ct. App. 7th Dist. 2019).",
            "6 appellate districts",
        ),
        # Texas names its courts of appeals by their seats, the two in Houston by number as well
        ("See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Houston [15th Dist.] 2019).", "15 does not sit"),
        ("See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Austin [15th Dist.] 2019).", "only from 2024"),
        ("See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—15th Dist. 2019).", "only from 2024"),
        ("See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Dallas [14th Dist.] 2019).", "14 does not sit"),
        ("See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Houston [16th Dist.] 2019).", "15 courts of appeals"),
        ("See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Springfield 2019).", "sits in Springfield"),
        # a seat in a year no court sat there: Galveston's moved to Houston in 1957, Tyler's began in 1963
        ("See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Galveston 2019).", "sat in Galveston in 2019"),
        ("See Hale v. Pratt, 280 S.W.2d 100 (Tex. Civ. App.—Tyler 1955).", "sat in Tyler in 1955"),
        ("See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Fifteenth District 2019).", "in 2019"),
        # the courts of civil appeals were renamed courts of appeals in 1981
        ("See Hale v. Pratt, 900 S.W.2d 100 (Tex. Civ. App.—Dallas 1995, writ denied).", "none sat in 1995"),
        # Louisiana's five circuits of its Court of Appeal, the Fifth sitting from 1982
        ("See State v. Hale, 2019-KA-0123 (La. App. 6 Cir. 5/20/20), 300 So. 3d 100.", "5 circuits"),
        ("See State v. Hale, 2019-KA-0123 (La. App. 6th Cir. 5/20/20), 300 So. 3d 100.", "5 circuits"),
        ("See State v. Hale, 300 So. 3d 100 (La. Ct. App. 6th Cir. 2020).", "5 circuits"),
        ("See State v. Hale, 80-123 (La. App. 5 Cir. 5/20/80), 385 So. 2d 100.", "created in 1982"),
    ],
)
def test_a_numbered_intermediate_court_that_did_not_exist_is_impossible(text: str, said: str) -> None:
    assert any(said in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, 330 So. 3d 100 (Fla. 6th DCA 2023).",
        "See Smith v. Jones, 200 So. 2d 10 (Fla. 4th DCA 1967).",
        "See Smith v. Jones, 10 Cal. App. 5th 1 (Cal. Ct. App. 6th Dist. 2017).",
        "See Smith v. Jones, 100 A.D.3d 1 (2d Dep't 2012).",
        "See Smith v. Jones, 2019 IL App (5th) 170123, ¶ 12.",
        "See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Houston [14th Dist.] 2019, pet. denied).",
        "See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Corpus Christi–Edinburg 2019, no pet.).",
        "See Hale v. Pratt, 300 S.W.2d 100 (Tex. Civ. App.—Galveston 1955, writ ref'd n.r.e.).",
        "See Hale v. Pratt, 620 S.W.2d 100 (Tex. Civ. App.—Dallas 1981, writ ref'd n.r.e.).",
        "See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Fort Worth 2019).",
        "See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Corpus Christi – Edinburg 2019).",
        "See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.--Corpus Christi--Edinburg 2019).",
        "See Hale v. Pratt, 580 S.W.3d 100 (Tex. App.—Ft Worth 2019).",
        "See Hale v. Pratt, 700 S.W.3d 100 (Tex. App.—Fifteenth Dist. 2025).",
        "See Hale v. Pratt, 700 S.W.3d 100 (Tex. App.—Fifteenth Court of Appeals 2025).",
        "See Hale v. Pratt, 700 S.W.3d 100 (Tex. App.—Austin [15th Dist.] 2025).",
        # the Fifteenth by its number alone, as its own opinions are cited
        "See Hale v. Pratt, 690 S.W.3d 100 (Tex. App.—15th Dist. 2025).",
        "See Hale v. Pratt, 690 S.W.3d 100 (Tex. App.—14th Dist. 2019).",
        # Lexis prints the Houston courts' numbers unbracketed
        "See Hale v. Pratt, 100 S.W.3d 100 (Tex. App. Houston 14th Dist. 2003).",
        "See Hale v. Pratt, 300 S.W.3d 100 (Tex. App.—Houston First District 2010).",
        "See Hale v. Pratt, 100 S.W.3d 100 (Tex. App.—Houston 14th 2003).",
        "See State v. Hale, 2019-KA-0123 (La. App. 5 Cir. 5/20/20), 300 So. 3d 100.",
        "See State v. Hale, 2019-0123 (La. App. 1 Cir. 5/20/20), 300 So. 3d 100.",
        "See State v. Hale, 300 So. 3d 100 (La. Ct. App. 4th Cir. 2020).",
    ],
)
def test_a_numbered_intermediate_court_of_its_years_is_possible(text: str) -> None:
    assert not any("created in" in d or "there is no" in d for d in defects(text)), defects(text)


def test_bailiis_number_for_a_judgment_before_neutral_citations_is_no_impossibility() -> None:
    """ "[1854] EWHC J70" is BAILII's number for Hadley v Baxendale (the Exchequer's): not malformed,
    not a High Court that did not yet sit, but not the court's own citation either (for review)."""
    from briefcheck.domain.codes import CitationFlag

    [citation] = extract_text("See Hadley v Baxendale [1854] EWHC J70.").citations()
    assert CitationFlag.MALFORMED not in citation.flags and citation.components.number == "70"
    assert defects("See Hadley v Baxendale [1854] EWHC J70.") == []


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # far past the last volume of a series that has ended
        ("See Delacorte v. Sunvale Homes, 999 Cal. App. 4th 1 (2006).", "ended with volume 247"),
        # far past what an open series has printed so far
        ("See Smith v. Jones, 2500 F.4th 100 (2d Cir. 2023).", "volumes so far"),
        # a year for the volume of a print series long ended
        ("See Smith v. Jones, 2019 Tex. App. 12.", "no print reporter's volumes reach"),
    ],
)
def test_a_volume_far_past_any_its_series_printed_is_impossible(text: str, said: str) -> None:
    assert any(said in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, 248 Cal. App. 4th 1 (2016).",  # one past the end: a slip for a person
        "See Smith v. Jones, 300 Cal. App. 4th 1 (2016).",  # a volume of the fifth series' run
        "See Smith v. Jones, 999 F.3d 100 (2d Cir. 2021).",  # F.3d ended at 999
        "See Smith v. Jones, 80 F.4th 100 (2d Cir. 2023).",
    ],
)
def test_a_volume_near_its_series_end_is_not_decisive(text: str) -> None:
    assert not any("volume" in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # Illinois' official reports ceased in 2011 (public-domain numbers from then)
        ("See People v. Hale, 240 Ill. 2d 100 (2015).", "ended in 2011"),
        ("See People v. Hale, 405 Ill. App. 3d 100 (2016).", "ended in 2011"),
        # a series, or a court, not yet begun in the cited year
        ("See Hale v. Pratt, 100 Misc. 3d 100 (Sup. Ct. 1999).", "began in 2003"),
        ("See Commonwealth v. Hale, 95 Mass. App. Ct. 100 (1969).", "began in 1972"),
        ("See State v. Hale, 1 Wash. 3d 100 (2019).", "began in 2023"),
        ("See Hale v. Pratt, 1990 PA Super 100.", "numbers decisions from 1999"),
    ],
)
def test_a_state_series_cited_outside_its_years_is_impossible(text: str, said: str) -> None:
    assert any(said in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    "text",
    [
        "See People v. Hale, 240 Ill. 2d 100 (2010).",
        "See People v. Hale, 405 Ill. App. 3d 100 (2011).",
        "See Hale v. Pratt, 10 Misc. 3d 100 (Sup. Ct. 2005).",
        "See Commonwealth v. Hale, 95 Mass. App. Ct. 100 (2019).",
        "See State v. Hale, 1 Wash. 3d 100 (2023).",
        "See Hale v. Pratt, 2001 PA Super 100.",
    ],
)
def test_a_state_series_cited_within_its_years_is_possible(text: str) -> None:
    assert defects(text) == [], defects(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # Louisiana's own form dates the decision to the day, before its reporter citation
        ("See State v. Hale, 2019-KA-0123 (La. App. 4 Cir. 2/30/20), 300 So. 3d 100.", "Feb. 30, 2020"),
        ("See State v. Hale, 2019-KA-0123 (La. App. 4 Cir. 13/20/20), 300 So. 3d 100.", "2020-13-20"),
        ("See State v. Hale, 2019-KA-0123 (La. 2/29/19), 300 So. 3d 100.", "Feb. 29, 2019 does not"),
        ("See State v. Hale, 2019-KA-0123 (La. App. 4th Cir. 2/30/20), 300 So. 3d 100.", "Feb. 30, 2020"),
    ],
)
def test_a_louisiana_citations_own_date_is_checked(text: str, said: str) -> None:
    assert any(said in d for d in defects(text)), defects(text)


@pytest.mark.parametrize(
    "text",
    [
        "See State v. Hale, 2019-KA-0123 (La. App. 4 Cir. 5/20/20), 300 So. 3d 100.",
        "See State v. Hale, 2019-KA-0123 (La. 2/29/20), 300 So. 3d 100.",
        "See State v. Hale, 98-1417, p. 15 (La. 6/29/01), 793 So. 2d 1199.",
        "See Jones v. State, 2015-KA-00123-COA (Miss. Ct. App. 2016).",
    ],
)
def test_a_louisiana_citations_own_real_date_is_no_defect(text: str) -> None:
    assert defects(text) == []


@pytest.mark.parametrize(
    ("cited", "impossible"),
    [
        ("Hersh Media, LLC v. Garrison, 580 S.W.3d 100, 101 (Tex. 2019, pet. denied)", True),
        ("Ex parte Thibodeaux, 600 S.W.3d 300, 301 (Tex. Crim. App. 2020, pet. ref'd)", True),
        ("Hersh v. Garrison, 580 S.W.3d 100 (Tex. 2019, no pet.)", True),
        ("Bellamy v. Quinn, 590 S.W.3d 200, 201 (Tex. App.—Houston [14th Dist.] 2019, pet. denied)", False),
        ("Bellamy v. Quinn, 590 S.W.3d 200, 201 (Tex. App.—Austin 2019, no pet.)", False),
        ("Ex parte Roe, 600 S.W.3d 300, 301 (Tex. App.—Dallas 2020, pet. ref'd)", False),
        ("Hersh Media, LLC v. Garrison, 580 S.W.3d 100, 101 (Tex. 2019)", False),
        # the history written in a parenthetical of its own after the court's
        ("Hersh Media, LLC v. Garrison, 580 S.W.3d 100, 101 (Tex. 2019) (pet. denied)", True),
        ("Hersh v. Garrison, 580 S.W.3d 100 (Tex. 2019) (holding that notice suffices) (no pet.)", True),
        ("Ex parte Thibodeaux, 600 S.W.3d 300 (Tex. Crim. App. 2020) (pet. ref'd)", True),
        ("Bellamy v. Quinn, 590 S.W.3d 200 (Tex. App.—Austin 2019) (pet. denied)", False),
        ("Hersh v. Garrison, 580 S.W.3d 100 (Tex. 2019) (petitioner's notice was late)", False),
    ],
)
def test_a_petitions_history_on_a_high_courts_own_decision_is_impossible(
    cited: str, impossible: bool
) -> None:
    """Texas writes what its high courts did with a court of appeals' decision in that decision's
    parenthetical ("pet. denied", "no pet.", "pet. ref'd"): on the Supreme Court's or the Court of
    Criminal Appeals' own decision the court or the history is invented (it was VERIFIED)."""
    tasks = citation_tasks(extract_text(f"See {cited}."))
    found = [f.explanation for t in tasks for f in hard_defects(t, TODAY)]
    assert any("a petition's history" in d for d in found) is impossible, found


@pytest.mark.parametrize(
    ("cited", "impossible"),
    [
        ("Bellamy v. Quinn, 590 S.W.3d 200, 201 (Tex. App.—Houston [14th Dist.] 2019, writ denied)", True),
        ("Bellamy v. Quinn, 590 S.W.3d 200 (Tex. App.—Dallas 2005, no writ)", True),
        ("Bellamy v. Quinn, 590 S.W.3d 200 (Tex. App.—Dallas 1999, writ ref'd n.r.e.)", True),
        ("Bellamy v. Quinn, 900 S.W.2d 200 (Tex. App.—Dallas 1995, writ denied)", False),
        ("Bellamy v. Quinn, 950 S.W.2d 200 (Tex. App.—Dallas 1997, no writ)", False),
        ("Bellamy v. Quinn, 590 S.W.3d 200 (Tex. App.—Dallas 2019, pet. denied)", False),
        ("In re Roe, 590 S.W.3d 200 (Tex. App.—Dallas 2019, orig. proceeding)", False),
        # Louisiana's writ history, after the court's parenthetical, is current
        (
            "Doe v. Roe, 2018-0123 (La. App. 1 Cir. 2/1/19), 270 So. 3d 100, writ denied, 2019-0456 (La. "
            "5/1/19), 271 So. 3d 200",
            False,
        ),
        ("Doe v. Roe, 270 So. 3d 100 (La. Ct. App. 2019, writ denied)", False),
        # written in a parenthetical of its own after the court's
        ("Bellamy v. Quinn, 590 S.W.3d 200 (Tex. App.—Dallas 2019) (writ denied)", True),
        ("Bellamy v. Quinn, 590 S.W.3d 200 (Tex. App.—Dallas 2019) (writ ref'd n.r.e.)", True),
        ("Bellamy v. Quinn, 900 S.W.2d 200 (Tex. App.—Dallas 1995) (writ denied)", False),
    ],
)
def test_writ_history_on_a_decision_after_the_writ_of_error_ended_is_impossible(
    cited: str, impossible: bool
) -> None:
    """Texas's petition for review replaced the application for writ of error on September 1, 1997
    (the Rules of Appellate Procedure as amended): a court of appeals' decision of 1998 or later has a
    petition's history, never a writ's ("2019, writ denied" was VERIFIED offline)."""
    tasks = citation_tasks(extract_text(f"See {cited}."))
    found = [f.explanation for t in tasks for f in hard_defects(t, TODAY)]
    assert any("writ history" in d for d in found) is impossible, found
