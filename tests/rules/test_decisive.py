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
        # the year before a State numbered decisions (Colorado from January 1, 2012; Wisconsin 2000)
        ("See People v. Ames, 2011 CO 12, \u00b6 9.", True),
        ("See People v. Bell, 2011 COA 5, \u00b6 9.", True),
        ("See State v. Hale, 1999 WI 5, \u00b6 8.", True),
        ("See People v. Ames, 2012 CO 12, \u00b6 9.", False),
        ("See State v. Hale, 2000 WI 5, \u00b6 8.", False),
        # New Hampshire's and the Texas Business Court's forms began in 2024 (each passed); the New
        # Hampshire Reports' own volumes are no year
        ("See State v. Hale, 2023 N.H. 12.", True),
        ("See Acme Corp. v. Beta LLC, 2023 Tex. Bus. 12.", True),
        ("See State v. Hale, 2024 N.H. 12.", False),
        ("See Acme Corp. v. Beta LLC, 2025 Tex. Bus. 12.", False),
        ("See State v. Hale, 150 N.H. 12 (2003).", False),
        # Maine's Law Court numbers its decisions from January 1997 ("Dutil v. Burns, 1997 ME 1"), not
        # reporters-db's 1996 (a 1996 number passed)
        ("See Dutil v. Burns, 1996 ME 5, 687 A.2d 639.", True),
        ("See Dutil v. Burns, 1997 ME 1, 687 A.2d 639.", False),
        # Oklahoma, New Mexico and Ohio numbered their earlier decisions afterwards, and courts cite
        # those numbers (each was LIKELY_HALLUCINATED, and ERROR with the case found at them)
        ("See Burk v. K-Mart Corp., 1989 OK 22, 770 P.2d 24.", False),
        ("See Peevyhouse v. Garland Coal & Mining Co., 1962 OK 267, 382 P.2d 109.", False),
        ("See Simpson v. State, 1994 OK CR 40, 876 P.2d 690.", False),
        ("See State v. Ortega, 1991-NMSC-084, 112 N.M. 554.", False),
        ("See State v. Thompkins, 1997-Ohio-52, 78 Ohio St.3d 380.", False),
        # ... from their first numbers on
        ("See State v. Hale, 1850-NMSC-001.", True),
        ("See State v. Hale, 1985-Ohio-12.", True),
    ],
)
def test_a_public_domain_number_of_the_year_before_its_first_is_impossible(
    text: str, impossible: bool
) -> None:
    assert any("numbers decisions from" in d for d in defects(text)) is impossible, defects(text)
    assert not any("1 years" in d for d in defects(text))


@pytest.mark.parametrize(
    ("court", "impossible"),
    [
        # the District's Municipal Court of Appeals sat from 1942 until 1970, when it became the
        # D.C. Court of Appeals (it was "does not exist" whatever the year)
        ("D.C. Mun. App. 1960", False),
        ("D.C. Mun. App. 1975", True),
        ("D.C. Mun. App. 1935", True),
        # the D.C. Court of Appeals, its highest court, however written
        ("D.C. 2019", False),
        ("D.C. App. 2019", False),
    ],
)
def test_the_districts_courts_of_appeals_are_read_by_their_years(court: str, impossible: bool) -> None:
    found = defects(f"See Kass v. Lane, 160 A.2d 100, 105 ({court}).")
    assert any("intermediate appellate court" in d for d in found) is impossible, (court, found)
