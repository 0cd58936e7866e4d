"""Routing citations to sources, reading pins, names and quotes."""

from __future__ import annotations

import pytest
from verify_support import uk_citation, us_citation

from briefcheck.verify.names import NameMatch, compare_names
from briefcheck.verify.pins import parse_pins
from briefcheck.verify.quotes import find_quote
from briefcheck.verify.refs import CitationRef, RefKind, Unroutable, route
from briefcheck.verify.sources import MatchedCase


@pytest.mark.parametrize(
    ("text", "key", "uri"),
    [
        ("Miller v Secretary of State [2017] UKSC 5 at [45]", "uk:[2017] UKSC 5", "uksc/2017/5"),
        ("Ashdown v Pemberton [2021] EWCA Civ 1234", "uk:[2021] EWCA Civ 1234", "ewca/civ/2021/1234"),
        ("X v Y [2019] EWHC 123 (Admin)", "uk:[2019] EWHC 123 (Admin)", "ewhc/admin/2019/123"),
        ("A v B [2017] AC 1, [2017] UKSC 5", "uk:[2017] UKSC 5", "uksc/2017/5"),
    ],
)
def test_uk_neutral_citations_route_to_find_case_law(text: str, key: str, uri: str) -> None:
    ref = route(uk_citation(text))
    assert isinstance(ref, CitationRef)
    assert (ref.kind, ref.key, ref.uri) == (RefKind.UK_NEUTRAL, key, uri)


@pytest.mark.parametrize(
    ("text", "malformed", "fragment"),
    [
        ("Donoghue v Stevenson [1932] AC 562", False, "law report"),
        ("Barker v Corus [2006] UKHL 20", False, "does not hold"),
        ("Smith v [2023]", True, "neither"),
    ],
)
def test_uk_citations_no_source_holds(text: str, malformed: bool, fragment: str) -> None:
    routed = route(uk_citation(text))
    assert isinstance(routed, Unroutable)
    assert routed.malformed is malformed
    assert fragment in routed.reason


def test_pre_coverage_uk_citation_is_still_looked_up() -> None:
    ref = route(uk_citation("[1999] EWCA Civ 1234"))
    assert isinstance(ref, CitationRef)
    assert (ref.uri, ref.covered_from) == ("ewca/civ/1999/1234", 2001)
    assert ref.bailii_url == "https://www.bailii.org/ew/cases/EWCA/Civ/1999/1234.html"


def test_public_domain_us_citation_is_not_malformed() -> None:
    citation = us_citation("Doe v. Roe, 2013 IL App (1st) 111279-U", "2013", "IL App (1st)", "111279-U")
    ref = route(citation)
    assert isinstance(ref, CitationRef) and ref.key == "us:2013 IL App (1st) 111279-U"


def test_us_reporter_citation_routes_to_courtlistener() -> None:
    ref = route(us_citation("Harlow v. Fitzgerald, 457 U.S. 800", "457", "U.S.", "800", party_1="Harlow"))
    assert isinstance(ref, CitationRef)
    assert (ref.kind, ref.key, ref.cited) == (RefKind.US_REPORTER, "us:457 U.S. 800", "457 U.S. 800")


@pytest.mark.parametrize(
    ("pin", "expected"),
    [
        ("460", [(460, 460)]),
        ("623-24", [(623, 624)]),
        ("1339–1341", [(1339, 1341)]),
        ("[45]", [(45, 45)]),
        ("10-12", [(10, 12)]),
        # every page a pin lists, each range its own; a footnote is of its page, not a page
        ("801, 818", [(801, 801), (818, 818)]),
        ("801-02, 818 & n.30", [(801, 802), (818, 818)]),
        ("818 & nn.30-31", [(818, 818)]),
        ("818 n.30, 820", [(818, 818), (820, 820)]),
        ("*2, *5", [(2, 2), (5, 5)]),
        ("[10]-[12], [15]", [(10, 12), (15, 15)]),
        ("801 and 818", [(801, 801), (818, 818)]),
        # California's footnote ("888, fn. 3" was read as page 3: ERROR), New York's without a stop
        ("888, fn. 3", [(888, 888)]),
        ("888 & fns. 3-4", [(888, 888)]),
        ("446 n 3", [(446, 446)]),
        # a list of footnotes: its numbers are theirs ("cites page 4" was an ERROR)
        ("446 nn 3, 4", [(446, 446)]),
        ("888 & fns. 3, 4", [(888, 888)]),
        ("818 nn.30, 31, 820-21", [(818, 818), (820, 821)]),
        ("446 nn.3, 4, 1290", [(446, 446), (1290, 1290)]),
        ("fn. 3", None),
        # a range written backwards is read at its first page, which it cannot hide
        ("505-01", [(505, 505)]),
        ("599-98", [(599, 599)]),
        ("passim", None),
    ],
)
def test_parse_pins(pin: str, expected: list[tuple[int, int]] | None) -> None:
    assert parse_pins(pin) == expected


def ref(p1: str, p2: str | None = None) -> CitationRef:
    return CitationRef(kind=RefKind.US_REPORTER, key="us:1 U.S. 1", text="", party_1=p1, party_2=p2)


@pytest.mark.parametrize(
    ("p1", "p2", "name", "expected"),
    [
        ("Brown", "Board of Educ.", "Brown v. Board of Education of Topeka", NameMatch.MATCH),
        ("United States", "Garcia-Lopez", "United States v. Garcia-Lopez", NameMatch.MATCH),
        ("Murphree", "Lakeshore Ests., LLC", "Murphree v. Lakeshore Estates, LLC", NameMatch.MATCH),
        ("Smith", "Allen", "Smith v. Jones", NameMatch.MISMATCH),  # one party replaced
        ("Prentiss", "Halvorsen Air Cargo Co.", "Okafor v. Meridian Freight Lines, Inc.", NameMatch.MISMATCH),
        ("United States", None, "United States v. Jones", NameMatch.UNKNOWN),
    ],
)
def test_party_name_overlap(p1, p2, name, expected) -> None:
    assert compare_names(ref(p1, p2), MatchedCase(name=name)) is expected


def test_uk_judicial_review_names_match() -> None:
    r = ref("R (on the application of Okonjo)", "Westbury LBC")
    case = MatchedCase(name="R (Okonjo) v Westbury London Borough Council")
    assert compare_names(r, case) is NameMatch.MATCH


@pytest.mark.parametrize(
    "quote",
    [
        "separate educational facilities are inherently unequal",
        "[S]eparate educational facilities . . . are inherently unequal",
        "in the field of public education the doctrine of ‘separate but equal’ has no place",
        "We conclude that [the doctrine] has no place",
    ],
)
def test_quote_normalisation(quote: str) -> None:
    text = (
        'We conclude that in the field of public education the doctrine of "separate but equal" has no '
        "place. Separate educational facilities are inherently unequal."
    )
    assert find_quote(quote, text).found


def test_absent_quote_reports_the_closest_passage() -> None:
    text = "The statute of limitations was tolled while the defendant was absent from the state."
    m = find_quote("the limitations period was never tolled for any reason", text)
    assert m.checked and not m.found
    assert "tolled" in (m.closest_passage or "")
    assert 0 < m.similarity < 1


def test_short_phrases_are_not_checked() -> None:
    assert not find_quote("reasonable", "anything").checked


@pytest.mark.parametrize(
    ("pin", "pages", "notes"),
    [
        ("505 n.*", [(505, 505)], set()),
        ("505 n.†", [(505, 505)], set()),
        ("505 & note 4", [(505, 505)], {4}),  # the 4 was read as page 4
        ("505 note 4", [(505, 505)], {4}),
    ],
)
def test_a_pins_footnote_by_its_word_or_a_symbol_is_no_page(pin: str, pages: list, notes: set) -> None:
    from briefcheck.verify.pins import footnote_numbers, names_a_footnote

    assert parse_pins(pin) == pages and footnote_numbers(pin) == notes and names_a_footnote(pin)
    assert parse_pins("505 to 506") == [(505, 506)]


@pytest.mark.parametrize(
    "pin",
    ["505 n.*", "505 n.†", "505 note 4", "505 [n.4]", "505 to 506", "505 ff.", "505 et seq.", "505 n.*, 515"],
)
def test_a_citations_court_and_year_after_a_pin_of_another_form_are_read(pin: str) -> None:
    """After "505 n.*" (Bluebook's note by a symbol), "note 4", "[n.4]", "to 506", "ff." or "et seq."
    the citation stopped at its page: its "(9th Cir. 1999)" for a Second Circuit case of 2011 was
    never compared, and a wrong court and year were VERIFIED."""
    from briefcheck.extract import extract_text

    [cited] = extract_text(f"See Hale v. Pratt, 600 F.3d 500, {pin} (9th Cir. 1999).").citations()
    assert cited.components.pin_cite == pin
    assert (cited.components.court, cited.components.year) == ("9th Cir.", "1999")


def test_a_parallel_reporters_markers_interleaved_in_the_text_do_not_run_on_the_cited_ones_span() -> None:
    """Roe v. Wade's text carries U.S. *114-*178 and L. Ed. 2d *148-*199, each in its place: sorted
    together they ran 113-199, and a pin in the next case of the U.S. volume (at 179) passed as the
    case's own. The run is followed in the text's order."""
    from briefcheck.text.authority import AuthorityText
    from briefcheck.verify.pins import page_span

    units: list[tuple[int, int]] = []
    at = 0
    for us in range(114, 179):  # a U.S. page's marker, and the L. Ed. 2d marker falling on it
        units.append((us, at))
        led = 147 + round((us - 113) * 52 / 65)
        if not any(label == led for label, _ in units):
            units.append((led, at + 50))
        at += 100
    text = AuthorityText("x" * at, "page", tuple(sorted(units, key=lambda u: u[1])))
    assert page_span(text, 113) == (113, 178)
    # (the parallel's own run is not read where the cited one's markers stand just before its first page)
    assert page_span(text, 147) in (None, (147, 199))
