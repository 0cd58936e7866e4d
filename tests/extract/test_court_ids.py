"""Tier 1's US court ids: the curated court table's where it names the court (the table the
rules panel reads), courts-db's own match for every other court."""

from __future__ import annotations

import pytest

from briefcheck.extract import extract_text
from briefcheck.reference import federal_court
from briefcheck.reference import tables as t


def court_id_of(court: str) -> str | None:
    (citation,) = extract_text(f"See Smith v. Jones, 100 F.3d 200 ({court} 1999).").citations()
    assert citation.components.court == court
    return citation.components.court_id


@pytest.mark.parametrize("name", [name for row in t.federal_courts() for name in row.names])
def test_every_curated_court_name_gets_the_curated_id(name: str) -> None:
    court = federal_court(name)
    assert court is not None
    assert court_id_of(name) == court.courts_db_id


@pytest.mark.parametrize(
    ("court", "court_id"),
    [
        ("2nd Cir.", "ca2"),  # courts-db alone reads the Second Circuit's bankruptcy panel
        ("Bankr.", None),  # courts-db alone reads Wyoming's bankruptcy court
        ("BIA", "bia"),
        ("S.D.N.Y.", "nysd"),  # not in the curated table: courts-db
        ("Bankr. S.D.N.Y.", "nysb"),
        ("Cal. Ct. App.", "calctapp"),
        # a state's own style for its intermediate court, never a court whose name it prefixes
        ("Cal. App.", "calctapp"),
        ("Md. App.", "mdctspecapp"),
        ("Nev. App.", "nevapp"),
        # the forms practitioners write beside the Bluebook's
        ("Pa. Cmwlth.", "pacommwct"),
        ("N.J. Super. App. Div.", "njsuperctappdiv"),
        ("N.J. Super. Ct. Law Div.", "njsuper"),
        ("N.J. Super. Ct. Ch. Div.", "njsuper"),
        ("N.Y. Sup. Ct. App. Div.", "nyappdiv"),
        ("App. Div. 2d Dep't", "nyappdiv"),
    ],
)
def test_court_ids(court: str, court_id: str | None) -> None:
    assert court_id_of(court) == court_id


@pytest.mark.parametrize(
    ("court", "court_id"),
    [
        ("Ct. App.", None),  # which state's? courts-db alone reads the Indian Territory's court
        ("D Minn", "mnd"),  # federal districts written without full stops
        ("SD Tex", "txsd"),
        ("Tex. App.", "texapp"),  # a state court the curated table knows: courts-db's id, same state
        ("Del. Ch.", "delch"),
    ],
)
def test_a_court_gets_an_id_only_when_the_curated_table_knows_it(court: str, court_id: str | None) -> None:
    assert court_id_of(court) == court_id


def test_a_court_named_by_a_bare_territory_gets_no_guessed_id() -> None:
    from briefcheck.extract.parens import court_id

    assert court_id("P.R.") is None  # courts-db alone reads a Virginia county court


def test_a_docket_citation_dated_day_month_year() -> None:
    (c,) = extract_text("See Baker v. Crane, No 23-cv-1187 (D Minn 4 March 2024).").citations()
    comps = c.components
    assert (comps.court, comps.court_id, comps.day, comps.month, comps.year) == (
        "D Minn",
        "mnd",
        "4",
        "March",
        "2024",
    )
    assert comps.docket_number == "23-cv-1187"


def test_courts_db_citation_strings_get_their_own_ids() -> None:
    """The field's own data as a yardstick: every court string courts-db gives to exactly one
    court should read as that court's id (was 18.5% when courts outside the curated tables got no
    id at all; the target is 99%, issue 44). An undivided historical district ("D. Ill.") is its own court."""
    from collections import Counter

    from courts_db import courts

    from briefcheck.extract.parens import court_id

    strings = Counter(c.get("citation_string") for c in courts)
    items = [
        (c["citation_string"], c["id"])
        for c in courts
        if c.get("citation_string") and strings[c["citation_string"]] == 1
    ]
    right = sum(court_id(s) == i for s, i in items)
    assert right / len(items) >= 0.99, right / len(items)
    assert court_id("D. Ill.") == "illinoisd" and court_id("Bankr. D. Del.") == "deb"


@pytest.mark.parametrize(
    ("court", "court_id"),
    [
        ("CA5", "ca5"),
        ("CA11", "ca11"),
        ("CADC", "cadc"),
        ("CA Fed.", "cafc"),
        ("CAFC", "cafc"),
        ("SDNY", "nysd"),
        ("ED Pa.", "paed"),
        ("ND Ill.", "ilnd"),
    ],
)
def test_the_supreme_courts_own_style_of_naming_courts_is_read(court: str, court_id: str) -> None:
    """The U.S. Reports write "(CA5 2011)", "(CADC 2010)", "(CA Fed. 2012)" and "(SDNY 2010)":
    the Supreme Court's own style, quoted in briefs as it stands."""
    assert court_id_of(court) == court_id


@pytest.mark.parametrize(
    ("court", "court_id"),
    [
        ("Nev. Ct. App.", "nevapp"),  # courts-db writes it "Ct. App. Nev."
        ("N.Y. App. Term", "nyappterm"),
        ("N.Y. Sup. Ct. App. Term", "nyappterm"),
        ("N.Y. Ct. Cl.", "nyclaimsct"),
        ("N.Y. Civ. Ct.", "nycivct"),
        ("N.Y. Sur. Ct.", "nysurct"),
        ("Cal. Super. Ct.", "calsuperct"),
        ("Tex. Spec. Ct. Rev.", "texreview"),
        ("Ohio Ct. Com. Pl.", "ohioctcompl"),
        ("Pa. Ct. Com. Pl.", "pactcompl"),
        ("N.J. Tax Ct.", "njtaxct"),
        ("D. N. Mar. I.", "nmid"),  # courts-db writes it "N. Mar. I."
        ("D.N. Mar. I.", "nmid"),
    ],
)
def test_bluebook_state_courts_courts_db_lacks_get_their_ids(court: str, court_id: str) -> None:
    assert court_id_of(court) == court_id


def test_the_state_court_table_names_only_courts_courts_db_cannot_match_itself() -> None:
    """Each row's id is courts-db's, and no row's name is a citation string of courts-db's (for the
    court or another: "N. Mar. I." is its federal district court's): if courts-db adds one, the row
    is no longer needed, or wrong, and this fails."""
    from courts_db import courts

    strings = {c["id"]: " ".join((c.get("citation_string") or "").split()) for c in courts}
    for row in t.state_courts():
        assert row.courts_db_id in strings, row.courts_db_id
        # no name is courts-db's string for any court: courts-db's own reading stands
        assert not set(row.names) & set(strings.values()), row.courts_db_id


@pytest.mark.parametrize(
    ("text", "court_id"),
    [
        # a state's trial courts written as New York's own reports write them, without the state:
        # "Sup. Ct." and "Ct. Cl." beside a New York reporter are New York's, not the federal ones
        ("See People v. Hale, 5 Misc. 3d 1, 782 N.Y.S.2d 1 (Sup. Ct. 2004).", "nysupct"),
        ("See Hale v. State, 50 Misc. 2d 1, 269 N.Y.S.2d 1 (Ct. Cl. 1966).", "nyclaimsct"),
        ("See Hale v. State, 5 Misc. 3d 1 (Ct. Cl. 2004).", "nyclaimsct"),
        ("See Hale v. State, 100 Ohio Misc. 2d 1 (Ct. Cl. 1998).", "ohioctcl"),  # the state it names
        # the federal courts where the reporter is federal, or the state is written
        ("See Hale v. United States, 300 F.2d 1 (Ct. Cl. 1962).", "cc"),
        ("See Hale v. Pratt, 5 Misc. 3d 1 (N.Y. Sup. Ct. 2004).", "nysupct"),
    ],
)
def test_a_states_court_written_without_its_state_is_read_by_its_reporters_state(
    text: str, court_id: str
) -> None:
    [c] = extract_text(text).citations()
    assert c.components.court_id == court_id, c.components.court_id


@pytest.mark.parametrize(
    ("court", "cid"),
    [
        ("Sup. Ct. N.Y. Cnty.", "nysupct"),
        ("Sup. Ct. Kings Cnty.", "nysupct"),
        ("Sup Ct, NY County", "nysupct"),  # New York's official reports
        ("Sup. Ct. Westchester County", "nysupct"),
        ("Sur. Ct. N.Y. Cnty.", "nysurct"),
        ("Civ. Ct. N.Y. Cnty.", "nycivct"),
        ("Crim. Ct. N.Y. Cnty.", "nycrimct"),
        ("Fam. Ct. Kings Cnty.", "nyfamct"),
        ("App. Term 2d Dep't", "nyappterm"),
        ("App. Term, 2d Dep't, 9th & 10th Jud. Dists.", "nyappterm"),
    ],
)
def test_new_yorks_local_courts_with_their_county_are_its_courts(court: str, cid: str) -> None:
    from briefcheck.extract.parens import court_id

    """New York practice cites its trial courts with the county they sat in: each is the one
    court, not an unknown one (which sent routine citations to review)."""
    assert court_id(court) == cid


@pytest.mark.parametrize("court", ["Super. Ct. L.A. Cnty.", "Sup. Ct. Cook Cnty.", "Cir. Ct. Kings Cnty."])
def test_another_states_county_court_is_not_new_yorks(court: str) -> None:
    from briefcheck.extract.parens import court_id

    assert court_id(court) not in {"nysupct", "nysurct", "nycivct", "nycrimct", "nyfamct", "nyappterm"}
