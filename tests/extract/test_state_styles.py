"""Every court named right in each state's own style: one case per style, each with the courts-db
id CourtListener files the court under. A state is read from a whole word, never from the
prefix of a county's or city's name."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import CitationFlag
from briefcheck.extract import extract_text


@pytest.mark.parametrize(
    ("parenthetical", "court_id"),
    [
        ("Richmond City Cir. Ct. 2010", "vaccrichcity"),  # not Rhode Island ("R.I.")
        ("Fla. 2d DCA 1983", "fladistctapp"),
        ("Fla. 4th DCA 2001", "fladistctapp"),
        ("Colo. App. 2005", "coloctapp"),
        ("Mo. App. 2005", "moctapp"),
        ("Mo. App. E.D. 2005", "moctapp"),
        ("Neb. App. 2005", "nebctapp"),
        ("Tex. App.—Houston [14th Dist.] 2019, pet. denied", "texapp"),
        ("B.A.P. 9th Cir. 2005", "bap9"),
        ("9th Cir. BAP 2005", "bap9"),
        ("D.C. Ct. App. 2010", "dc"),
        ("D.C. 2010", "dc"),
        ("Tex. Crim. App. 2010", "texcrimapp"),
        ("Ala. Civ. App. 2010", "alacivapp"),
        ("Pa. Super. Ct. 2010", "pasuperct"),
        ("Md. Ct. Spec. App. 2010", "mdctspecapp"),
    ],
)
def test_a_state_style_gets_its_court_id(parenthetical: str, court_id: str) -> None:
    doc = extract_text(f"See Smith v. Jones, 123 S.W.3d 456 ({parenthetical}).")
    [citation] = doc.citations()
    assert citation.components.court_id == court_id, citation.components.court


def test_michigan_semicolon_parallels_share_the_year_and_the_name() -> None:
    doc = extract_text("See People v Smith, 456 Mich 77, 80; 566 NW2d 229 (1997).")
    [citation] = doc.citations()
    assert citation.components.year == "1997" and citation.components.party_1 == "People"
    assert citation.components.parallel_citations == ["566 N.W.2d 229"]


def test_two_nameless_citations_after_a_semicolon_stay_two() -> None:
    assert len(extract_text("See 1 F.3d 2; 3 F.3d 4 (1990).").citations()) == 2


def test_californias_court_first_parenthetical_keeps_name_court_and_year() -> None:
    [c] = extract_text("See Smith v. Jones (S.D.N.Y. 2023) 678 F.Supp.3d 443.").citations()
    assert (c.components.party_1, c.components.court_id, c.components.year) == ("Smith", "nysd", "2023")


@pytest.mark.parametrize(("court", "court_id"), [("1st Cir.", "ca1"), ("2d Cir.", "ca2"), ("3d Cir.", "ca3"),
                                                ("9th Cir.", "ca9")])  # fmt: skip
def test_californias_form_of_a_federal_circuits_case_keeps_its_name(court: str, court_id: str) -> None:
    """'(Szymanski v. Allegheny Cnty. Hous. Auth. (3d Cir. 2018) 905 F.3d 215, 216.)': a circuit's name
    opens with its number, and the name before it was not read (REVIEW, and an invented one too)."""
    [c] = extract_text(f"(See Smith v. Jones ({court} 2018) 905 F.3d 215, 216.)").citations()
    assert (c.components.party_1, c.components.party_2, c.components.year) == ("Smith", "Jones", "2018")
    assert c.components.court_id == court_id


def test_series_written_in_brackets_is_the_series() -> None:
    [c] = extract_text("See Smith v. Jones, 12 So. (2d) 345 (Fla. 1974).").citations()
    assert c.components.reporter == "So. 2d" and not c.flags


@pytest.mark.parametrize("lead", ["... • ", "— ", "¶ ", "…", "* "])
def test_marks_before_a_caption_are_not_the_party(lead: str) -> None:
    [c] = extract_text(f"{lead}Brown v. Brown, 123 F.3d 456 (2d Cir. 1999).").citations()
    assert c.components.party_1 == "Brown" and c.text.startswith("Brown v. Brown")


@pytest.mark.parametrize("label", ["II. ", "iv. ", "1. ", "(a) ", "A) "])
def test_an_outline_label_opening_a_line_is_not_the_party(label: str) -> None:
    """A heading or list item opens with its label: "II. Brown v. Brown, ..." cites Brown."""
    text = f"The argument runs in parts.\n{label}Brown v. Brown, 123 F.3d 456 (2d Cir. 1999), controls."
    [c] = extract_text(text).citations()
    assert c.components.party_1 == "Brown" and c.text.startswith("Brown v. Brown"), c.text


@pytest.mark.parametrize(
    ("text", "party_1"),
    [
        ("The rule holds. S. Ins. Co. v. Hale, 600 F.3d 500 (2d Cir. 2010).", "S. Ins. Co."),  # T6 South
        ("See Nat'l Broad. Co. v. United States, 319 U.S. 190 (1943).", "Nat'l Broad. Co."),
        ("See Agric. Coop. Ass'n v. Hale, 600 F.3d 500 (2d Cir. 2010).", "Agric. Coop. Ass'n"),
        ("See Brit. Mech. Temp. Servs. v. Hale, 600 F.3d 500 (2d Cir. 2010).", "Brit. Mech. Temp. Servs."),
    ],
)
def test_bluebook_t6_abbreviations_are_the_partys_words(text: str, party_1: str) -> None:
    """A direction's letter ("S.") after a sentence is T6's, no outline label; "Broad.", "Agric.",
    "Temp.", "Brit.", "Mech." are T6 abbreviations, where the name's walk went on."""
    [c] = extract_text(text).citations()
    assert c.components.party_1 == party_1, c.components.party_1


@pytest.mark.parametrize(
    "party",
    [
        "Miami Springs Condo. Ass'n",
        "Gulf Coast Telecomm. Co.",
        "Gulf Coast Telecomms. Co.",
        "Am. Fed'n of Tchrs.",
        "Bd. of Immigr. Appeals",
        "Nat'l Advert. Co.",
        "Senate Subcomm. on Investigations",
        "Transcon. Gas Pipe Line Corp.",
        "Ctr. for Reprod. Rts.",
        "Cath. Charities",
        "Dist. of Columbia Juv. Det. Ctr.",
        "N.Y. Neigh. Advoc. Grp.",
        "Mfr. Sols. Co.",
        "Ohio Tpk. Comm'n",
        "Behav. Health Rsch. Inst.",
        "Comput. Assocs. Int'l",
        "Am. Psych. Ass'n",
        "Intell. Prop. Owners Ass'n",
        "Sanit. Dist. No. 1",
    ],
)
def test_every_bluebook_t6_abbreviation_stays_in_the_name_it_abbreviates(party: str) -> None:
    """Bluebook T6's words ("Condo.", "Telecomm.", "Immigr.", "Advert.") and a plural of one: a
    word the tables lacked was read as a sentence's end, so "Greenfield v. Miami Springs Condo.
    Ass'n" was read as "Ass'n": a party's invented name passed unread, and a real one was REVIEW
    'names no party'."""
    for text, first, second in (
        (f"See Greenfield v. {party}, 270 So. 3d 300 (Fla. 2019).", "Greenfield", party),
        (f"The rule holds. {party} v. Hale, 600 F.3d 500 (2d Cir. 2010).", party, "Hale"),
    ):
        [c] = extract_text(text).citations()
        assert (c.components.party_1, c.components.party_2) == (first, second), c.text


@pytest.mark.parametrize(
    ("line", "party_1"),
    [
        ("H. J. Inc. v. Nw. Bell Tel. Co., 492 U.S. 229 (1989)", "H. J. Inc."),
        ("R. J. Reynolds Tobacco Co. v. Durham Cnty., 479 U.S. 130 (1986)", "R. J. Reynolds Tobacco Co."),
        ("C. & A. Carbone, Inc. v. Town of Clarkstown, 511 U.S. 383 (1994)", "C. & A. Carbone, Inc."),
        ("F. Hoffmann-La Roche Ltd. v. Empagran S.A., 542 U.S. 155 (2004)", "F. Hoffmann-La Roche Ltd."),
    ],
)
def test_a_party_opening_a_line_with_an_initial_keeps_it(line: str, party_1: str) -> None:
    """A table of authorities opens each line with a case name: its initials are the party's."""
    [c] = extract_text(f"The cases are these.\n{line}\n").citations()
    assert c.components.party_1 == party_1, c.components.party_1


def test_an_initial_inside_a_line_is_the_partys() -> None:
    [c] = extract_text("As held in J. Brown v. Brown, 123 F.3d 456 (2d Cir. 1999), it is so.").citations()
    assert c.components.party_1 == "J. Brown"


def test_a_slip_opinion_pin_keeps_its_docket_citation() -> None:
    [c] = extract_text(
        "See Doe v. Roe, No. 1:19-cv-02345, slip op. at 12 (S.D.N.Y. Mar. 3, 2020)."
    ).citations()
    assert (c.components.docket_number, c.components.pin_cite, c.components.court_id) == (
        "1:19-cv-02345",
        "12",
        "nysd",
    )


def test_illinois_compiled_statutes_and_state_court_rules_are_read() -> None:
    found = extract_text("See 775 ILCS 5/7A-102(A); Neb. Ct. R. § 6-1501.").citations()
    assert [(c.type.value, c.components.code, c.components.section) for c in found] == [
        ("statute", "Ill. Comp. Stat.", "5/7A-102"),
        ("rule", "Neb. Ct. R.", "6-1501"),
    ]


@pytest.mark.parametrize(
    ("written", "pin"),
    [
        # California's style, and a page label anywhere: the pin is read, and what follows it too
        ("Jones v. Roe, 925 F.3d 1345, at p. 1350 (11th Cir. 2019)", "1350"),
        ("Jones v. Roe, 925 F.3d 1345, at pp. 1350-1351 (11th Cir. 2019)", "1350-1351"),
        ("Doe v. Poe, 2015 WL 2375225, at p. *4 (D. Mass. May 1, 2015)", "*4"),
        ("Roe v. Doe, 2019 WL 1234567, slip op. at 12 (Tex. App. 2019)", "12"),
    ],
)
def test_a_pin_with_a_page_label_keeps_the_pin_the_court_and_the_year(written: str, pin: str) -> None:
    [citation] = extract_text(f"The rule is settled. {written}.").citations()
    assert citation.text == written
    assert citation.components.pin_cite == pin
    assert citation.components.court_id is not None and citation.components.year is not None


def test_californias_short_forms_at_pp_are_read_and_linked() -> None:
    """ "(Smith, supra, 7 Cal.5th at pp. 112-113.)": a short form with its page range, named and
    linked to the full citation; it was not extracted at all, and "at p." after a supra with
    the full name lost its page."""
    text = (
        "The rule is settled. (People v. Smith (2019) 7 Cal.5th 100, 110.) It was so held. "
        "(Smith, supra, 7 Cal.5th at pp. 112-113.) Again. "
        "(People v. Smith, supra, 7 Cal.5th at pp. 114-115.) "
        "And see 7 Cal.5th at pp. 116-117."
    )
    full, *shorts = extract_text(text).citations()
    assert [(c.text, c.components.pin_cite, c.antecedent_id) for c in shorts] == [
        ("7 Cal.5th at pp. 112-113", "112-113", full.id),
        ("People v. Smith, supra, 7 Cal.5th at pp. 114-115", "114-115", full.id),
        ("7 Cal.5th at pp. 116-117", "116-117", full.id),
    ]


@pytest.mark.parametrize(
    ("written", "court_id", "year"),
    [
        # a public-domain citation names its court and its year in the citation itself
        ("Doe v. Roe, 2018 ND 45, ¶ 7", "nd", "2018"),
        ("Smith v. Jones, 2020 IL App (1st) 191234, ¶ 15", "illappct", "2020"),
        ("In re Marriage of Smith, 2019 CO 5, ¶ 12", "colo", "2019"),
        ("Doe v. Poe, 2021 UT 12, ¶ 30", "utah", "2021"),
        ("Green v. Gray, 2017 WI App 45, ¶ 9", "wisctapp", "2017"),
        ("Black v. White, 2016 ME 100, ¶ 4", "me", "2016"),
        ("State v. Brown, 2022-NMSC-001, ¶ 14", "nm", "2022"),
        ("Adams v. Baker, 2014 OK 1, ¶ 5", "okla", "2014"),
        ("Gray v. Hill, 2018 VT 3, ¶ 8", "vt", "2018"),
        ("Iris v. Jay, 2019 MT 10, ¶ 6", "mont", "2019"),
        ("Clark v. Davis, 2019 Ark. 12, at 4", "ark", "2019"),
        # written with the print reporter's abbreviation, the volume a year
        ("Evans v. Ford, 2020 S.D. 5, ¶ 11", "sd", "2020"),
        ("Kim v. Lee, 2021 PA Super 12", "pasuperct", "2021"),
    ],
)
def test_a_public_domain_citation_gets_its_court_and_year(written: str, court_id: str, year: str) -> None:
    [citation] = extract_text(f"The rule is settled. See {written}.").citations()
    assert (citation.components.court_id, citation.components.year) == (court_id, year)


def test_a_print_reporters_own_volume_is_no_year_and_names_no_court() -> None:
    """ "90 S.D. 5" is volume 90 of the South Dakota Reports: no year or court read from it."""
    [citation] = extract_text("The rule is settled. See Evans v. Ford, 90 S.D. 5.").citations()
    assert (citation.components.court_id, citation.components.year) == (None, None)


def test_ohios_public_domain_citation_gets_its_year_and_no_one_court() -> None:
    """ "2015-Ohio-1234" is the form of every Ohio court's opinions: the year is read, no court."""
    [citation] = extract_text("The rule is settled. See State v. Johnson, 2015-Ohio-1234, ¶ 22.").citations()
    assert (citation.components.court_id, citation.components.year) == (None, "2015")


@pytest.mark.parametrize(
    ("written", "docket"),
    [
        # the district after the paragraph (Ohio's own style), or before the number with its county
        ("See State v. Pruitt, 2017-Ohio-1234, ¶ 5 (8th Dist.).", None),
        ("See State v. Pruitt, 2017-Ohio-1234, ¶ 5 (8th Dist. Cuyahoga).", None),
        ("See State v. Pruitt, 8th Dist. Cuyahoga No. 104567, 2017-Ohio-1234, ¶ 5.", "104567"),
        ("See State v. Pruitt, 12th Dist. Clermont No. CA2020-02-008, 2021-Ohio-1234, ¶ 5.", "CA2020-02-008"),
    ],
)
def test_an_ohio_appellate_district_names_the_court_of_appeals(written: str, docket: str | None) -> None:
    """The district an Ohio brief names is the court of appeals that decided the case: it was not
    read, so a Supreme Court of Ohio case cited as an Eighth District decision was VERIFIED."""
    [citation] = extract_text(written).citations()
    assert citation.components.court_id == "ohioctapp", citation
    assert citation.components.docket_number == docket
    assert citation.text.endswith(("Dist.)", "Dist. Cuyahoga)", "¶ 5"))


@pytest.mark.parametrize(
    ("written", "volume", "reporter", "page", "court_id"),
    [
        ("State v. Vigil, 2018-NMSC-12, ¶ 12.", "2018", "NMSC", "012", "nm"),
        ("State v. Vigil, 2018 NMSC 12.", "2018", "NMSC", "012", "nm"),
        ("State v. Vigil, 2018 NMSC-012.", "2018", "NMSC", "012", "nm"),
        ("State v. Vigil, 2018-NMCA-45.", "2018", "NMCA", "045", "nmctapp"),
        ("People v. Stark, 2019-IL-123456, ¶ 12.", "2019", "IL", "123456", "ill"),
        ("State v. Olson, 2020-ND-12.", "2020", "ND", "12", "nd"),
        ("State v. Olson, 2018-UT-20.", "2018", "UT", "20", "utah"),
    ],
)
def test_a_neutral_citation_with_the_other_separator_is_read(
    written: str, volume: str, reporter: str, page: str, court_id: str
) -> None:
    """A public-domain citation written with hyphens where its state writes spaces, or spaces (or
    a short number) where New Mexico writes "2018-NMSC-012", is the same citation: read and looked
    up, never dropped from the report."""
    [c] = extract_text(written).citations()
    k = c.components
    assert (k.volume, k.reporter, k.page, k.court_id) == (volume, reporter, page, court_id)
    assert c.text.startswith("State v.") or c.text.startswith("People v.")
    assert written[c.start : c.end] == c.text


@pytest.mark.parametrize(
    "text",
    [
        "Case No. 2020-FL-0012 in county court.",
        "Ordinance 2019-CO-12 was adopted.",
        "Form 2019-SD-12 was filed.",
    ],
)
def test_a_courts_or_countys_own_number_is_no_neutral_citation(text: str) -> None:
    assert extract_text(text).citations() == []


@pytest.mark.parametrize(
    "cited",
    [
        "Yates v. Zorn, 260 So. 3d 1, 5 (¶12) (Miss. 2015)",
        "Yates v. Zorn, 260 So. 3d 1, 5 (¶¶ 12-13) (Miss. 2015)",
        "Yates v. Zorn, 260 So. 3d 1 (¶12) (Miss. 2015)",
    ],
)
def test_mississippis_paragraph_pin_in_its_own_parenthetical_leaves_the_court_and_year_read(
    cited: str,
) -> None:
    """Mississippi's courts pin a paragraph in a parenthetical of its own before the court and year:
    read past it, the court and year are the citation's (a wrong year is then caught)."""
    [c] = extract_text(f"The rule is settled. {cited}.").citations()
    assert c.text == cited and (c.components.court_id, c.components.year) == ("miss", "2015")


def test_louisianas_public_domain_form_carries_its_court_and_date() -> None:
    """ "2014-1234 (La. App. 1 Cir. 5/31/15)": the docket's year, then the court of appeal's circuit
    and the decision's date, which a wrong year is caught by."""
    [c] = extract_text("See Hale v. Pratt, 2014-1234 (La. App. 1 Cir. 5/31/15), 280 So. 3d 100.").citations()
    got = (c.components.court_id, c.components.year, c.components.month, c.components.day)
    assert got == ("lactapp", "2015", "5", "31") and c.components.parallel_citations == ["280 So. 3d 100"]


def test_louisianas_docket_before_its_reporter_carries_the_decisions_day() -> None:
    """ "2019-KA-0123 (La. App. 4 Cir. 2/30/20), 300 So. 3d 100": the day read with the year, so an
    impossible or wrong day is checked as one written "Feb. 30, 2020" is."""
    text = "See State v. Hale, 2019-KA-0123 (La. App. 4 Cir. 2/30/20), 300 So. 3d 100, 101."
    [c] = extract_text(text).citations()
    got = (c.components.court_id, c.components.year, c.components.month, c.components.day)
    assert got == ("lactapp", "2020", "2", "30") and c.components.docket_number == "2019-KA-0123"


@pytest.mark.parametrize(
    ("cited", "parallels"),
    [
        (
            "Hale v. Pratt (2019) 7 Cal.5th 1 [244 Cal.Rptr.3d 1, 441 P.3d 1]",
            ["244 Cal. Rptr. 3d 1", "441 P.3d 1"],
        ),
        (
            "Hale v. Pratt (2019) 7 Cal.5th 1, 5 [244 Cal.Rptr.3d 1, 3, 441 P.3d 1, 4]",
            ["244 Cal. Rptr. 3d 1", "441 P.3d 1"],
        ),
        ("Hale v. Pratt (2019) 7 Cal.5th 1, 4 [244 Cal.Rptr.3d 1, 6]", ["244 Cal. Rptr. 3d 1"]),
        # a paragraph pin with its footnote before the print parallels
        (
            "State v. Ames, 2021 WI 5, ¶ 30 n.4, 395 Wis. 2d 1, 952 N.W.2d 1",
            ["395 Wis. 2d 1", "952 N.W.2d 1"],
        ),
    ],
)
def test_parallels_stay_with_their_case_in_brackets_or_after_a_footnote_pin(
    cited: str, parallels: list[str]
) -> None:
    """California's Style Manual brackets all the parallels ("[244 Cal.Rptr.3d 1, 441 P.3d 1]");
    Wisconsin pins a paragraph's footnote before them: each parallel is the case's, not a citation
    of its own naming no party."""
    [c] = extract_text(f"The rule is settled. {cited}.").citations()
    assert c.text == cited and c.components.parallel_citations == parallels


@pytest.mark.parametrize(
    ("docket", "court"),
    [("1 CA-CV 18-0123", "Ariz. Ct. App."), ("DA 18-0123", "Mont."), ("CA 18-123", "Ark. Ct. App.")],
)
def test_a_state_docket_with_letters_before_its_number_is_the_docket_not_the_name(
    docket: str, court: str
) -> None:
    [c] = extract_text(f"See Orton v. Pell, No. {docket}, 2019 WL 123456 ({court} 2019).").citations()
    assert (c.components.party_2, c.components.docket_number) == ("Pell", docket)


@pytest.mark.parametrize(
    ("court", "court_id"),
    [("App. Div.", "njsuperctappdiv"), ("Law Div.", "njsuper"), ("Ch. Div.", "njsuper")],
)
def test_a_new_jersey_division_after_its_reporter_is_that_division(court: str, court_id: str) -> None:
    [c] = extract_text(f"See Smith v. Jones, 200 N.J. Super. 1 ({court} 1997).").citations()
    assert c.components.court_id == court_id


@pytest.mark.parametrize(
    ("written", "pin", "year"),
    [
        ("(Matter of Ardent v Pell, 91 NY2d 442, 446 n 3 [1998].)", "446 n 3", "1998"),
        ("(Kessler v. Barrow (2009) 45 Cal.4th 880, 888 fn. 3.)", "888 fn. 3", "2009"),
        ("(Kessler v. Barrow (2009) 45 Cal.4th 880, 888, fn. 3.)", "888, fn. 3", "2009"),
    ],
)
def test_a_footnote_pin_in_new_york_and_california_style_keeps_what_follows(
    written: str, pin: str, year: str
) -> None:
    """ "446 n 3 [2012]" ended the citation at "446", so its bracketed year went unread and a wrong
    one passed."""
    [cited] = extract_text(written).citations()
    assert (cited.components.pin_cite, cited.components.year) == (pin, year)


@pytest.mark.parametrize(
    ("written", "pin"),
    [
        ("State v. Emberly, 310 Kan. 200, Syl. ¶ 2 (2019)", "Syl. ¶ 2"),
        ("State v. Emberly, 310 Kan. 200, syl. ¶¶ 2-3 (2019)", "syl. ¶¶ 2-3"),
        ("State v. Emberly, 234 W. Va. 200, Syl. pt. 2 (2019)", "Syl. pt. 2"),
    ],
)
def test_a_syllabus_paragraph_pin_leaves_the_year_read(written: str, pin: str) -> None:
    """Kansas's "Syl. ¶ 2" and West Virginia's "Syl. pt. 2": the citation was cut before them, its
    year unread (a wrong year was VERIFIED); the pin is a paragraph of the syllabus, never a page
    ("pt. 2" was checked as page 2)."""
    from briefcheck.verify.pins import is_paragraph_pin

    [c] = list(extract_text(f'"The rule applies." {written}.').citations())
    assert c.text == written
    assert (c.components.pin_cite, c.components.year) == (pin, "2019")
    assert is_paragraph_pin(c.components.pin_cite)


@pytest.mark.parametrize(
    ("text", "pin", "parallel"),
    [
        ("See Alder v. Birch, 2019 UT 3, ¶ 14, 440 P.4th 100.", "¶ 14", "440 P.4th 100"),
        ("See Alder v. Birch, 2019 ME 7, ¶ 9, 200 A.4th 100.", "¶ 9", "200 A.4th 100"),
        ("See Alder v. Birch, 2019 UT 3, 440 P.4th 100.", None, "440 P.4th 100"),
        ("See Alder v. Birch, 2019 UT 3, ¶ 14, 440 P.3d 100.", "¶ 14", None),
        # after a known parallel, or a page pin
        ("See State v. Brandt, 2019 WI 5, ¶ 9, 386 Wis. 2d 100, 925 N.W.4th 100.", "¶ 9", "925 N.W.4th 100"),
        ("See Smith v. Jones, 220 Ill. 2d 1, 5, 900 N.E.4th 1.", "5", "900 N.E.4th 1"),
        ("See People v. Roe, 5 Cal. 5th 100, 105, 400 P.4th 1.", "105", "400 P.4th 1"),
        ("See State v. Roe, 2019-Ohio-1234, ¶ 9, 150 N.E.4th 1.", "¶ 9", "150 N.E.4th 1"),
        # a series word without a stop, a month's abbreviation among its words, no stops at all
        ("See State v. Roe, 2019-Ohio-1234, ¶ 9, 158 Ohio St. 4th 500.", "¶ 9", "158 Ohio St. 4th 500"),
        ("See People v. Roe, 140 Ill. 2d 1, 5, 150 Ill. Dec. 4th 1 (1990).", "5", "150 Ill. Dec. 4th 1"),
        ("See Matter of Roe v Doe, 35 NY3d 100, 102, 148 NE4th 400 [2020].", "102", "148 NE4th 400"),
    ],
)
def test_a_parallel_in_a_series_that_never_was_is_no_pin_of_the_neutral_citation(
    text: str, pin: str | None, parallel: str | None
) -> None:
    """ "2019 UT 3, ¶ 14, 440 P.4th 100": the number before a series' name opens a parallel citation,
    known series or not; it was read as a second paragraph pin ("¶ 14, 440"), and the invented
    P.4th went unread."""
    found = extract_text(text).citations()
    assert found[0].components.pin_cite == pin, found[0].text
    if parallel is not None:
        assert any(parallel in c.text and CitationFlag.UNKNOWN_REPORTER in c.flags for c in found), [
            (c.text, c.flags) for c in found
        ]


@pytest.mark.parametrize(
    "sentence",
    [
        "The panel adopted the reasoning of the district court's Op.",
        "The argument appears for the first time in plaintiff's Resp.",
        "The statement was given to the investigating Det.",
        "The letter was signed by the company's Pres.",
        "Plaintiff worked for Gulf Coast Telecomm.",
        "Plaintiffs own units at the Bayview Condo.",
        "The plan is administered by the Brotherhood's Tchrs.",
    ],
)
def test_a_sentence_ending_on_such_an_abbreviation_is_no_part_of_the_next_name(sentence: str) -> None:
    """The same words end a brief's own sentences ("the district court's Op."): before a name
    that is no abbreviation, they are the sentence's, not the party's."""
    for opener in ("", "In "):
        [c] = extract_text(
            f"{sentence} {opener}Oyelaran v. Fenwick Mut. Ins. Co., 899 F.3d 100 (2d Cir. 2018)."
        ).citations()
        assert c.components.party_1 == "Oyelaran", c.text


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("(Delmonico v Pruitt, 150 AD3d 400, 401 [1st Dept 2017], affd 31 NY3d 200 [2018]).", None),
        ("(Delmonico v Pruitt, 150 AD3d 400, 401 [1st Dept 2017], revd 31 NY3d 200 [2018]).", None),
        ("(Delmonico v Pruitt, 150 AD3d 400, 401 [1st Dept 2017], mod 31 NY3d 200 [2018]).", None),
        ("(People v Vasquez, 179 AD3d 500, 502 [1st Dept 2020], lv denied 35 NY3d 940 [2020]).", "order"),
        ("(People v Vasquez, 179 AD3d 500, 502 [1st Dept 2020], lv dismissed 35 NY3d 940 [2020]).", "order"),
    ],
)
def test_new_yorks_official_history_names_the_same_case(text: str, flag: str | None) -> None:
    """New York's official style writes the history without apostrophes or commas ("affd 31 NY3d
    200", "lv denied 35 NY3d 940"): the later citation is the same case's (it was REVIEW 'names no
    party); a leave denied is an order, which the Court of Appeals prints under the case's caption."""
    first, later = extract_text(text).citations()
    assert later.components.party_1 == first.components.party_1, later.components
    assert (CitationFlag.ORDER_IN_A_LIST in later.flags) is (flag == "order"), later.flags


def test_ohios_paragraph_pin_after_its_parallels_is_the_webcites() -> None:
    """Ohio's official form puts the paragraph pin after every parallel: "157 Ohio St.3d 100,
    2019-Ohio-1234, 130 N.E.3d 900, ¶ 45" pins the webcite's paragraph 45. It was read as the
    N.E.3d parallel's pin, never checked, so a paragraph past the opinion's end was VERIFIED."""
    [c] = extract_text(
        "See State v. Ferrante, 157 Ohio St.3d 100, 2019-Ohio-1234, 130 N.E.3d 900, ¶ 45."
    ).citations()
    assert c.components.pin_cite == "¶ 45" and c.components.parallel_pins == {}, c.components
    # a page pin after a page-numbered parallel stays that parallel's
    [c] = extract_text("See Roe v. Doe, 157 Ohio St.3d 100, 105, 130 N.E.3d 900, 905 (2019).").citations()
    assert c.components.pin_cite == "105" and c.components.parallel_pins == {"130 N.E.3d 900": "905"}


@pytest.mark.parametrize("cite", ["11 Cal.5th 500", "11 Cal.5th 500, 501"])
def test_californias_supra_with_the_citation_after_it_names_that_citation(cite: str) -> None:
    """California writes "Okonkwo, supra, 11 Cal.5th 500" as well as "... at p. 501": the citation
    after the supra is the case it names (it was REVIEW 'names no party', and an Id. after it too)."""
    text = (
        "(Okonkwo v. Sierra Vista Hospital (2021) 11 Cal.5th 500, 502 (Okonkwo).) The statute does not "
        f"protect the act itself. (Okonkwo, supra, {cite}.)"
    )
    full = [c for c in extract_text(text).citations() if c.text.startswith("11 Cal.5th 500")]
    assert [c.components.party_1 for c in full] == ["Okonkwo"], [
        c.text for c in extract_text(text).citations()
    ]


def test_a_docket_number_with_a_thousands_comma_is_read() -> None:
    """Texas's writ number "WR-12,345-02" was no citation at all: nothing checked it, and nothing
    said so."""
    from briefcheck.extract import extract_text

    [cited] = extract_text("See Ex parte Cobb, No. WR-12,345-02 (Tex. Crim. App. Jan. 2, 2019).").citations()
    assert cited.components.docket_number == "WR-12,345-02"
    assert cited.components.court_id == "texcrimapp"
