"""The court's words only: a publisher's headnotes and summaries and a reporter's syllabus are
left out of the text a quote or pin is checked against, whatever the markup (Harvard's XML
elements, classed HTML blocks, a plain text that opens with the syllabus)."""

from __future__ import annotations

from briefcheck.text.opinions import opinion_of
from briefcheck.verify.quotes import find_quote

HELD = "a warrantless search of a home is presumptively unreasonable"
SUMMARIZED = "the police may always search a home without a warrant"


def text_of(field: str, value: str) -> str:
    opinion = opinion_of("010combined", {field: value})
    assert opinion is not None
    return opinion.text


def test_harvard_headnotes_and_summary_are_left_out() -> None:
    xml = (
        f"<casebody><summary>{SUMMARIZED} in any case.</summary><headnotes>1. Searches: {SUMMARIZED}."
        f'</headnotes><opinion type="majority"><p>We hold that {HELD}.</p></opinion></casebody>'
    )
    text = text_of("xml_harvard", xml)
    assert find_quote(HELD, text).found
    assert not find_quote(SUMMARIZED, text).found


def test_classed_headnote_and_syllabus_blocks_are_left_out() -> None:
    html = (
        f'<div class="headnotes"><p>{SUMMARIZED}.</p></div><div class="Syllabus">{SUMMARIZED} too.</div>'
        f'<p><span class="star-pagination">*12</span> We hold that {HELD}.</p>'
    )
    opinion = opinion_of("010combined", {"html_with_citations": html})
    assert opinion is not None and not find_quote(SUMMARIZED, opinion.text).found
    assert find_quote(HELD, opinion.text).found and [label for label, _ in opinion.units] == [12]


def test_a_plain_text_syllabus_is_left_out() -> None:
    plain = (
        "SUPREME COURT OF THE UNITED STATES\nSyllabus\n"
        f"Held: {SUMMARIZED}. Pp. 3-9.\n"
        "JUSTICE KAGAN delivered the opinion of the Court.\n"
        f"We hold that {HELD}.\n"
    )
    text = text_of("plain_text", plain)
    assert text.startswith("JUSTICE KAGAN delivered the opinion of the Court.")
    assert not find_quote(SUMMARIZED, text).found and find_quote(HELD, text).found


def test_an_opinion_that_merely_mentions_a_syllabus_keeps_its_words() -> None:
    plain = f"The parties dispute the syllabus of the course. We hold that {HELD}.\n"
    assert text_of("plain_text", plain).startswith("The parties dispute")
