"""A PDF line whose words come in separate runs of text (a hyperlink or an underline ends one, a
line's closing hyphen stands alone): the runs join as the words were written, so a citation is
not cut before its pin, nor a party's name broken in two."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from reader_files import place_pdf

from briefcheck.extract import extract_document
from briefcheck.ingest.pdf_layout import Line, Segment

SIZE = 12


def _right_edge(text: str, x: float, y: float) -> float:
    """Where pdfium says `text`, set alone at (x, y), ends."""
    page = pdfium.PdfDocument(place_pdf([[(x, y, SIZE, text)]]))[0]
    textpage = page.get_textpage()
    return max(textpage.get_rect(i)[2] for i in range(textpage.count_rects()))


def _in_runs(*lines: list[str], gap: float) -> bytes:
    """A page of lines, each made of runs set `gap` points apart (as a link's end leaves them)."""
    entries = []
    for row, runs in enumerate(lines):
        x, y = 72.0, 700 - 20 * row
        for run in runs:
            entries.append((x, y, SIZE, run))
            x = _right_edge(run, x, y) + gap
    return place_pdf([entries])


@pytest.mark.parametrize("gap", [1.0, 1.7, 2.2])
def test_a_pin_in_a_run_of_its_own_stays_the_citations(gap: float) -> None:
    pdf = _in_runs(
        ["The rule is settled. ", "Alder v. Birch, 700 F.3d 100", ", 125 (9th Cir. 2012)."], gap=gap
    )
    (cited,) = extract_document(pdf, "brief.pdf").citations()
    assert cited.text == "Alder v. Birch, 700 F.3d 100, 125 (9th Cir. 2012)"
    assert (cited.components.pin_cite, cited.components.year) == ("125", "2012")


def test_a_closing_hyphen_in_a_run_of_its_own_joins_the_word() -> None:
    pdf = _in_runs(
        ["So does Pennsylvania. Cotton", "-"],
        ["wealth v. Reed, 200 A.3d 100, 105 (Pa. Super. Ct. 2019)."],
        gap=2.0,
    )
    (cited,) = extract_document(pdf, "brief.pdf").citations()
    assert cited.text.startswith("Cottonwealth v. Reed, 200 A.3d 100, 105")


def test_the_runs_of_a_word_processors_export_join_as_written() -> None:
    # the rectangles pdfium gave for a LibreOffice export of a linked citation and a closing hyphen
    linked = Line([Segment("Alder v. Birch, 700 F.3d 100", 178.2, 695.7, 328.2, 705.4),
                   Segment(", 125 (9th Cir. 2012).", 329.9, 695.6, 442.4, 705.4)])  # fmt: skip
    assert linked.text() == "Alder v. Birch, 700 F.3d 100, 125 (9th Cir. 2012)."
    hyphened = Line(
        [
            Segment("Pennsylvania. Cotton", 420.0, 709.0, 525.0, 718.0),
            Segment("-", 527.0, 711.0, 530.0, 713.0),
        ]
    )
    assert hyphened.text() == "Pennsylvania. Cotton-"
    # words set apart by a space's width still read apart
    spaced = Line([Segment("See", 72.0, 700.0, 90.0, 710.0), Segment("Alder", 93.5, 700.0, 120.0, 710.0)])
    assert spaced.text() == "See Alder"


def test_a_linked_pin_is_no_footnote_mark_and_a_linked_name_is_read_once() -> None:
    # the rectangles pdfium gave for a LibreOffice export of a linked pin ("776") and a linked name
    pinned = Line([Segment("Curtin Matheson Sci., Inc.", 57.3, 739.1, 182.6, 749.2),
                   Segment(", 494 U.S. 775, ", 184.0, 739.1, 258.8, 748.8),
                   Segment("776 ", 259.6, 740.8, 276.4, 748.8),
                   Segment(" (1990).", 276.8, 738.3, 360.4, 749.2)])  # fmt: skip
    # figures at the line's size sit on its baseline, above the letters' descenders: not raised
    assert (
        " ".join(pinned.text(marks=False).split()) == "Curtin Matheson Sci., Inc., 494 U.S. 775, 776 (1990)."
    )
    named = Line([Segment("The claim is timely. See N", 57.0, 754.1, 176.0, 765.0),
                  Segment(" Nguyen v. Barr", 176.0, 754.1, 249.8, 764.5)])  # fmt: skip
    assert " ".join(named.text().split()) == "The claim is timely. See Nguyen v. Barr"
    # a raised mark in smaller type is still one
    marked = Line(
        [Segment("The claim is timely.", 57.0, 754.1, 150.0, 765.0), Segment("3", 150.5, 759.0, 154.0, 765.5)]
    )
    assert marked.text(marks=False) == "The claim is timely."


def test_an_italic_run_gives_no_letter_to_the_run_beside_it() -> None:
    """An italic word's slanted letters reach into the runs either side: read by their bounds, the
    runs each took the letter ("shared by y all", "A Accord", "(A(Arroyo"), a correct quotation was
    ERROR and a signal unread. Each run is read as the characters it is made of."""
    before, italic = "Generalized motives shared ", "by"
    x = _right_edge(before, 72, 700)
    after = _right_edge(italic, x, 700)
    pdf = place_pdf(
        [
            [
                (72, 700, SIZE, before),
                (x, 700, SIZE, italic),
                (after, 700, SIZE, " all insiders do not suffice."),
            ]
        ],
        slanted=frozenset({1}),
    )
    [block] = extract_document(pdf, "brief.pdf").blocks
    assert block.text == "Generalized motives shared by all insiders do not suffice."


def test_a_page_pdfium_cannot_divide_by_characters_is_read_by_its_bounds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Reading each run by its characters counts the rects of a range of them; where pdfium refuses,
    the page is still read (by each rect's bounds), not reported unreadable."""
    counted = pdfium.PdfTextPage.count_rects

    def refusing(self, index: int = 0, count: int = -1) -> int:
        if (index, count) != (0, -1):
            raise pdfium.PdfiumError("no rects for that range")
        return counted(self)

    monkeypatch.setattr(pdfium.PdfTextPage, "count_rects", refusing)
    pdf = place_pdf([[(72, 700, SIZE, "See Hale v. Pratt, 600 F.3d 520 (2d Cir. 2010).")]])
    [block] = extract_document(pdf, "brief.pdf").blocks
    assert block.text == "See Hale v. Pratt, 600 F.3d 520 (2d Cir. 2010)."
