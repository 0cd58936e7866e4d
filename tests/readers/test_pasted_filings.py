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
