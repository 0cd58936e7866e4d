"""Styles the field's own test data covers (eyecite's tests, reporters-db examples, courts-db
strings), each read as it is written: neutral citations kept, placeholders out of names, commas
inside names, a short form's pin before its parenthetical, a court parenthetical not a rule."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import CitationType
from briefcheck.extract import extract_document


def cites(text: str) -> list:
    return extract_document(f"The rule holds. {text}\n".encode(), "brief.txt").citations()


@pytest.mark.parametrize(
    ("text", "reporter"), [("State v. Larson, 2005 SD 345", "SD"), ("Olson v. Berg, 2005 ND 12", "ND")]
)
def test_a_neutral_citation_is_not_rewritten_as_a_print_reporter(text: str, reporter: str) -> None:
    [c] = cites(text + ".")
    assert (c.components.reporter, c.components.volume, c.components.year) == (reporter, "2005", "2005")


@pytest.mark.parametrize(
    "text",
    [
        "Hurst v. Florida, — U.S. —, 136 S. Ct. 616 (2016).",
        "State v. Hill, ___ Iowa ___, 900 N.W.2d 10 (Iowa 2017).",
    ],
)
def test_a_blank_volume_placeholder_stays_out_of_the_party_name(text: str) -> None:
    c = cites(text)[0]
    assert c.components.party_2 in ("Florida", "Hill"), c.components.party_2


def test_a_name_with_a_comma_inside_is_kept_whole() -> None:
    [c] = cites("Glendale Federal Bank, FSB v. United States, 239 F.3d 1374 (Fed. Cir. 2001).")
    assert c.components.party_1 == "Glendale Federal Bank, FSB"
    assert c.text.startswith("Glendale Federal Bank, FSB v. United States")


def test_a_short_form_before_a_parenthetical_keeps_its_pin_in_its_span() -> None:
    found = cites(
        "Lane v. Pryce, 812 F.3d 1180 (9th Cir. 2016). Later, Lane, 812 F.3d at 1190 (citing Smith v. Jones, "
        "500 U.S. 1 (1990))."
    )
    short = next(c for c in found if c.text.startswith("Lane, "))
    assert short.text == "Lane, 812 F.3d at 1190" and short.components.pin_cite == "1190"


@pytest.mark.parametrize(
    ("text", "court", "year"),
    [
        ("Rivera v. Ortiz, 512 F. Supp. 3d 100 (D.P.R. 2015).", "prd", "2015"),
        ("In re Cruz, 600 B.R. 10 (Bankr. D.P.R. 2019).", "prb", "2019"),
    ],
)
def test_a_court_parenthetical_is_not_read_as_a_rule(text: str, court: str, year: str) -> None:
    [c] = cites(text)
    assert c.type is CitationType.CASE
    assert (c.components.court_id, c.components.year) == (court, year)


def test_a_law_review_is_listed_as_a_journal_never_looked_up() -> None:
    from briefcheck.verify.refs import Unroutable, route

    [journal, case] = cites(
        "See Jane Doe, The Limits of Immunity, 120 Harv. L. Rev. 1234, 1240 (2007); Harlow v. Fitzgerald, "
        "457 U.S. 800 (1982)."
    )
    assert journal.type is CitationType.JOURNAL and case.type is CitationType.CASE
    c = journal.components
    assert (c.volume, c.reporter, c.page, c.pin_cite, c.year) == (
        "120",
        "Harv. L. Rev.",
        "1234",
        "1240",
        "2007",
    )
    routed = route(journal)
    assert isinstance(routed, Unroutable) and not routed.malformed
