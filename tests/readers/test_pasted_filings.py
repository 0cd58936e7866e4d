"""Text pasted from a filed PDF: the court's filing stamp at the top of each page ("Case 1:23-cv-01234
Document 12 Filed 01/01/24 Page 5 of 20") and the page break itself fall inside sentences, and
inside citations. A citation so broken was read by no finder and vanished from the report."""

from __future__ import annotations

import pytest

from briefcheck.extract import extract_document

STAMPS = [
    "Case 1:23-cv-01234 Document 12 Filed 01/01/24 Page 5 of 20",
    "Case 1:23-cv-01234-ABC Document 12-1 Filed 01/01/24 Page 5 of 20 PageID #: 345",
    "Case: 23-1234 Document: 45 Page: 3 Filed: 01/02/2024",
    "Case 2:19-cr-00012-JLR Document 88 Filed 03/04/2020 Page 2 of 9 Page ID #:1021",
]


@pytest.mark.parametrize("suffix", [".txt", ".md"])
@pytest.mark.parametrize("stamp", STAMPS)
def test_a_filing_stamp_inside_a_citation_is_not_part_of_it(stamp: str, suffix: str) -> None:
    text = f"Officers may search. Hale v. Pratt, 600 F.3d\n{stamp}\n520 (2d Cir. 2010). The rule holds.\n"
    [c] = extract_document(text.encode(), f"brief{suffix}").citations()
    assert (c.components.volume, c.components.page, c.components.court_id) == ("600", "520", "ca2")
    assert "Document" not in c.text


@pytest.mark.parametrize("suffix", [".txt", ".md"])
def test_a_page_break_between_volume_and_page_does_not_lose_the_citation(suffix: str) -> None:
    text = "Officers may search. Hale v. Pratt, 600 F.3d\n\n520 (2d Cir. 2010). The rule holds.\n"
    [c] = extract_document(text.encode(), f"brief{suffix}").citations()
    assert (c.components.volume, c.components.page) == ("600", "520")


def test_a_paragraph_ending_in_a_number_before_a_numbered_paragraph_is_left_alone() -> None:
    text = (
        "The statute has 600 sections\n\n2. The second point follows.\n\nSee 42 U.S.C.\n\n1983 was a year.\n"
    )
    doc = extract_document(text.encode(), "brief.txt")
    assert len(doc.blocks) == 4


def test_a_markdown_footnote_reference_inside_a_citation_is_not_part_of_it() -> None:
    text = "Officers may search. Fakename v. Nobody, 600 F.3d[^1] 580 (2d Cir. 2010).\n\n[^1]: A note.\n"
    [c] = [c for c in extract_document(text.encode(), "brief.md").citations() if c.components.volume]
    assert (c.components.volume, c.components.page) == ("600", "580")


@pytest.mark.parametrize("suffix", [".txt", ".md"])
def test_a_pleadings_line_numbers_are_not_read_as_its_text(suffix: str) -> None:
    """California pleading paper numbers every line; a citation broken across two lines read the
    next line's number as its page ("600 F.3d 12") or volume."""
    lines = [
        "The officers acted lawfully, as the court held in",
        "Hale v. Pratt, 600 F.3d",
        "500 (2d Cir. 2010). The search was reasonable and the",
        "evidence admissible. See also Orrin v. Vance, 600",
        "F.3d 700 (2d Cir. 2010). The motion should be denied.",
    ]
    text = "\n".join(f"{n:>2}  {line}" for n, line in enumerate(lines, start=11)) + "\n"
    found = extract_document(text.encode(), f"brief{suffix}").citations()
    assert [(c.components.volume, c.components.page) for c in found] == [("600", "500"), ("600", "700")]


def test_a_plain_text_footnote_call_in_brackets_is_a_note_not_words() -> None:
    """Plain text marks its notes "Id.[1]" and sets them under a rule as "[1] ...": the call glued to
    "Id." hid the citation (a misquotation before it went unchecked, exit 0); the note is its own
    block, after the paragraph that calls it."""
    text = (
        'Authority for the seizure "never ends." Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2010). It '
        'lasts "no longer than is necessary." Id.[1] Kolb had no suspicion.[2]\n\n_______________\n\n'
        "[1] The government bears the burden. See Orrin v. Vance, 600 F.3d 700 (2d Cir. 2010).\n\n"
        "[2] Nor did the officers claim any.\n"
    )
    doc = extract_document(text.encode(), "brief.txt")
    assert [c.text for c in doc.citations()] == [
        "Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2010)",
        "Id.",
        "Orrin v. Vance, 600 F.3d 700 (2d Cir. 2010)",
    ]
    assert [(b.note, b.text[:12]) for b in doc.blocks] == [
        (None, "Authority fo"),
        ("footnote 1", "The governme"),
        ("footnote 2", "Nor did the "),
    ]
    assert doc.blocks[0].text.endswith("Id. Kolb had no suspicion.")
    # a bracket no note defines is the brief's own ("[1]" of a list, "[sic]")
    kept = extract_document(b"The court held so.[1] The list runs on.\n", "brief.txt")
    assert kept.blocks[0].text == "The court held so.[1] The list runs on."


@pytest.mark.parametrize(
    "notes",
    [
        "_______________\n[1] The government bears the burden.\n[2] Nor did the officers claim any.\n",
        "_______________\n\n[1] The government bears the burden.\n[2] Nor did the officers claim any.\n",
        "[1] The government bears the burden.\n\n[2] Nor did the officers claim any.\n",
    ],
)
def test_plain_text_notes_one_to_a_line_or_under_a_rule_are_notes(notes: str) -> None:
    """Notes set one to a line, or with the rule right over them, or two calls together ("Id.[1][2]")."""
    text = (
        'It lasts "no longer than is necessary." Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2010). It '
        f'"never ends." Id.[1][2] Kolb had no suspicion.\n\n{notes}'
    )
    doc = extract_document(text.encode(), "brief.txt")
    assert [c.text for c in doc.citations()] == ["Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2010)", "Id."]
    assert [(b.note, b.text[:8]) for b in doc.blocks] == [
        (None, "It lasts"),
        ("footnote 1", "The gove"),
        ("footnote 2", "Nor did "),
    ]


@pytest.mark.parametrize(
    ("pasted", "name"),
    [
        ("See Mar-\nlowe v. Kessler, 800 F.3d 200, 201 (2d Cir. 2015).", "Marlowe v. Kessler"),
        ("See Mar- \r\nlowe v. Kessler, 800 F.3d 200, 201 (2d Cir. 2015).", "Marlowe v. Kessler"),
        # a double name's hyphen before a capital stays
        ("See Smith-\nJones v. Kessler, 800 F.3d 200, 201 (2d Cir. 2015).", "Smith- Jones v. Kessler"),
    ],
)
def test_a_name_hyphenated_at_a_lines_end_is_one_word(pasted: str, name: str) -> None:
    """Text pasted from a PDF keeps the PDF's line-end hyphens: 'Mar-\\nlowe v. Kessler' was read as
    'lowe v. Kessler' (REVIEW, 'names no party'), as the PDF itself was not."""
    [c] = extract_document(pasted.encode(), "brief.txt").citations()
    assert c.text.startswith(name), c.text
