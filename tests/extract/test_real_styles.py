"""Citations written in real-world styles, read right: docket numbers, reporters without full
stops, full-width digits. Each case is written for this test in the style a filing uses."""

from __future__ import annotations

import pytest

from briefcheck.extract import extract_text


def only(text: str):
    doc = extract_text(text)
    cites = doc.citations()
    assert len(cites) == 1, [c.text for c in cites]
    block = doc.blocks[0].text
    c = cites[0]
    assert block[c.start : c.end] == c.text  # offsets slice the original text
    return c


@pytest.mark.parametrize(
    ("text", "cited", "docket", "court_id", "year"),
    [
        (
            "See Calloway v. Brightline Movers, No. 18 Civ. 2231 (KPF) (S.D.N.Y. Mar. 4, 2021).",
            "Calloway v. Brightline Movers, No. 18 Civ. 2231 (KPF) (S.D.N.Y. Mar. 4, 2021)",
            "18 Civ. 2231 (KPF)",
            "nysd",
            "2021",
        ),
        (
            "As held in Perez v. Lakeview Storage, No. 3:21-CV-904 (W.D. Tex. June 14, 2022), it holds.",
            "Perez v. Lakeview Storage, No. 3:21-CV-904 (W.D. Tex. June 14, 2022)",
            "3:21-CV-904",
            "txwd",
            "2022",
        ),
    ],
)
def test_docket_number_citations_are_their_own_form(
    text: str, cited: str, docket: str, court_id: str, year: str
) -> None:
    c = only(text)
    assert c.text == cited
    assert c.components.docket_number == docket
    assert (c.components.court_id, c.components.year) == (court_id, year)
    assert c.components.reporter is None and c.components.volume is None  # "Civ." is not a reporter


def test_a_westlaw_number_beside_a_docket_is_the_citation() -> None:
    c = only(
        "See Ibarra v. Coastline Foods, No. 20 Civ. 7719, 2021 WL 3356071, at *4 (S.D.N.Y. Aug. 2, 2021)."
    )
    assert c.components.wl_number == "2021 WL 3356071"
    assert c.components.docket_number == "20 Civ. 7719"
    assert (c.components.party_1, c.components.party_2) == ("Ibarra", "Coastline Foods")
    assert c.components.parallel_citations == []


@pytest.mark.parametrize(
    ("written", "reporter"),
    [
        ("402 FRD 18", "F.R.D."),
        ("517 F Supp 3d 90", "F. Supp. 3d"),
        ("91 F 4th 1100", "F.4th"),
        ("170 Fed Cl 22", "Fed. Cl."),
        ("99 Cal App 5th 412", "Cal. App. 5th"),
        ("471 US 402", "U.S."),
    ],
)
def test_reporters_without_full_stops(written: str, reporter: str) -> None:
    c = only(f"See Marsh v. Tolland Grain Co., {written} (2023).")
    assert c.text == f"Marsh v. Tolland Grain Co., {written} (2023)"
    assert c.components.reporter == reporter
    assert not c.flags


def test_full_width_digits_are_folded_with_offsets_kept() -> None:
    c = only("See Wren v. Halloway, ４７１ U.S. ４０２ (1985).")
    assert c.text == "Wren v. Halloway, ４７１ U.S. ４０２ (1985)"
    assert (c.components.volume, c.components.page) == ("471", "402")


def test_full_width_letters_and_stops_are_folded_with_offsets_kept() -> None:
    """An East Asian input method writes the whole citation full width, its reporter too."""
    written = "Wren v. Halloway, 471 \uff26\uff0e\uff13\uff44 402 (9th Cir. 1985)"
    c = only(f"See {written}.")
    assert c.text == written
    assert (c.components.volume, c.components.reporter, c.components.page) == ("471", "F.3d", "402")
    assert c.components.court_id == "ca9"


def test_georgia_parenthesised_parallels_and_division_markers() -> None:
    c = only("See Pruitt v. Pruitt, 305 Ga. 212 (823 SE2d 33) (2019).")
    assert c.text == "Pruitt v. Pruitt, 305 Ga. 212 (823 SE2d 33) (2019)"
    assert c.components.year == "2019" and c.components.parallel_citations == ["823 S.E.2d 33"]
    c = only("See Dunn v. Reese, 190 Ga. App. 14, 16 (3) (378 SE2d 111) (1989).")
    assert (c.components.pin_cite, c.components.year) == ("16", "1989")
    assert c.components.court is None and c.components.court_id is None  # "(3)" is no court


def test_new_york_bracketed_years_and_departments() -> None:
    c = only("See Matter of Vance, 81 AD3d 522 [2d Dept 2011].")
    assert c.text == "Matter of Vance, 81 AD3d 522 [2d Dept 2011]"
    assert (c.components.reporter, c.components.court, c.components.year) == ("A.D.3d", "2d Dept", "2011")


@pytest.mark.parametrize("paren", ["(Ct. App.)", "(P.R.)", "(4)"])
def test_a_court_only_parenthetical_needs_a_court_the_table_knows(paren: str) -> None:
    c = only(f"See Ames v. Cobb, 12 F.3d 40 {paren}.")
    assert c.components.court_id is None


def test_a_case_name_may_end_in_a_place() -> None:
    c = only("See In re Grain Elevator Collapse Near Dodge City, Kan., 790 F.3d 1110 (10th Cir. 2015).")
    assert c.components.party_1 == "In re Grain Elevator Collapse Near Dodge City, Kan."
    assert c.text.startswith("In re Grain Elevator")


def test_an_act_title_is_bounded_by_what_joins_it_to_other_words() -> None:
    doc = extract_text(
        "Liability rests on the Warsaw Convention and by the Carriage of Goods by Road Act 1965."
    )
    assert [c.text for c in doc.citations()] == ["Carriage of Goods by Road Act 1965"]
    doc = extract_text("See the National Parks and Access to the Countryside Act 1949.")
    assert [c.text for c in doc.citations()] == ["National Parks and Access to the Countryside Act 1949"]


def test_statute_spans_are_exact_and_keep_their_ranges() -> None:
    doc = extract_text(
        "Jurisdiction lies under 28 U.S.C. §§ 1331(b)(1)-(3) and 42 U.S.C. § 1985 . It is settled."
    )
    assert [c.text for c in doc.citations()] == ["28 U.S.C. §§ 1331(b)(1)-(3)", "42 U.S.C. § 1985"]


@pytest.mark.parametrize(
    ("text", "span", "section", "pin"),
    [
        ("Fraud is barred by 17 C.F.R. § 240.10b-5. It", "17 C.F.R. § 240.10b-5", "240.10b-5", None),
        ("See 17 C.F.R. § 240.10b-5(b), which", "17 C.F.R. § 240.10b-5(b)", "240.10b-5", "(b)"),
        ("See 17 C.F.R. § 240.14a-8(i)(7).", "17 C.F.R. § 240.14a-8(i)(7)", "240.14a-8", "(i)(7)"),
        ("See 29 C.F.R. § 1630.2(j)(1)(ii).", "29 C.F.R. § 1630.2(j)(1)(ii)", "1630.2", "(j)(1)(ii)"),
    ],
)
def test_a_regulation_section_with_letters_is_read_whole(
    text: str, span: str, section: str, pin: str | None
) -> None:
    """ "240.10b-5" is Rule 10b-5's section; eyecite's pattern stops at the letter ("240")."""
    c = only(text)
    assert (c.text, c.components.section, c.components.pin_cite) == (span, section, pin)


def test_a_name_opened_by_a_bracket_keeps_its_first_word() -> None:
    c = only("The rule is old (Tolliver v. Anson, 7 F.3d 22 (2d Cir. 1993)).")
    assert (c.components.party_1, c.components.party_2) == ("Tolliver", "Anson")
    assert c.text == "Tolliver v. Anson, 7 F.3d 22 (2d Cir. 1993)"


def test_a_public_law_keeps_its_statutes_at_large_citation() -> None:
    """ "Pub. L. No. 111-148, 124 Stat. 119 (2010)": eyecite reads the Statutes at Large volume as
    the public law's section and drops the rest; the act is one citation with both numbers."""
    c = only("Coverage was extended by Pub. L. No. 111-148, 124 Stat. 119, 130 (2010). It")
    assert c.text == "Pub. L. No. 111-148, 124 Stat. 119, 130 (2010)"
    k = c.components
    assert (k.code, k.title, k.section) == ("Pub. L.", "111-148", None)
    assert (k.volume, k.page, k.pin_cite, k.year) == ("124", "119", "130", "2010")


def test_passim_is_a_pin_and_the_date_after_it_is_read() -> None:
    c = only("The doctrine runs throughout. See Harlow v. Fitzgerald, 457 U.S. 800, passim (1982). It")
    assert c.text == "Harlow v. Fitzgerald, 457 U.S. 800, passim (1982)"
    assert (c.components.pin_cite, c.components.year) == ("passim", "1982")


def test_a_public_law_cited_alone_leaves_the_sentences_full_stop() -> None:
    c = only("The Act is Pub. L. No. 111-148. It passed in 2010.")
    assert c.text == "Pub. L. No. 111-148" and c.components.title == "111-148"


@pytest.mark.parametrize(
    ("text", "span", "explained"),
    [
        ("See 42 U.S.C. § 1983 (providing a remedy for deprivations of rights).", "42 U.S.C. § 1983",
         "providing a remedy for deprivations of rights"),
        ("See 26 U.S.C. § 501(c)(3) (exempting charities).", "26 U.S.C. § 501(c)(3)", "exempting charities"),
        ("See 42 U.S.C. § 1983 (2018).", "42 U.S.C. § 1983 (2018)", None),
        ("See Cal. Civ. Code § 1714 (West 2019).", "Cal. Civ. Code § 1714 (West 2019)", None),
    ],
)  # fmt: skip
def test_a_statutes_explanatory_parenthetical_is_its_claims_not_its_span(
    text: str, span: str, explained: str | None
) -> None:
    doc = extract_text(text)
    [c] = doc.citations()
    assert c.text == span
    assert doc.claim(c.claim_id).parenthetical == explained
