"""A brief on 28-line numbered pleading paper, with a footnote, read from PDF: the margin numbers
never enter the text, the footnote is its own block, and every citation comes out exactly as
from the same brief saved as .docx."""

from __future__ import annotations

import io

import docx
from reader_files import add_footnote, place_pdf

from briefcheck.extract import extract_document
from briefcheck.ingest.readers import read_document

BODY, NOTE, MARK = 12, 9, 7  # type sizes: body, footnote, superscript mark
TOP, STEP = 720, 24  # pleading paper: 28 numbered lines, double-spaced body on every one

# (paragraph lines, first-line indent); the last paragraph of page 1 carries footnote 1
PAGE_1 = [
    [
        "Qualified immunity shields officials from damages suits. Harlow v. Fitzgerald, 457 U.S.",
        "800, 818 (1982). The plaintiff must show that the officer violated a right that was",
        "clearly established at the time of the conduct.",
    ],
    [
        "The two questions may be taken in either order. Pearson v. Callahan, 555 U.S. 223,",
        "236 (2009). A court need not decide whether a right exists before it asks whether the",
        "right was clearly established.",
    ],
]
PAGE_2 = [
    [
        "A complaint must state a plausible claim for relief. Ashcroft v. Iqbal, 556 U.S. 662,",
        "678 (2009). Threadbare recitals of the elements of a cause of action do not suffice.",
    ],
]
FOOTNOTE = [
    "See also Ashcroft v. al-Kidd, 563 U.S. 731, 742 (2011) (clearly established law is not",
    "defined at a high level of generality).",
]


def _page(
    paragraphs: list[list[str]], number: int, note: list[str] | None
) -> list[tuple[float, float, float, str]]:
    entries: list[tuple[float, float, float, str]] = []
    for n in range(1, 29):  # the margin numbers, right-aligned near x = 60
        entries.append((60 - 7 * len(str(n)), TOP - (n - 1) * STEP, BODY, str(n)))
    row = 0
    for paragraph in paragraphs:
        for i, line in enumerate(paragraph):
            entries.append((108 if i == 0 else 72, TOP - row * STEP, BODY, line))
            row += 1
        row += 1  # a numbered line left blank between paragraphs
    if note is not None:
        last = paragraphs[-1][-1]
        # the reference mark, raised, just after the paragraph's last word
        entries.append((72 + 5.6 * len(last), TOP - (row - 2) * STEP + 5, MARK, "1"))
        entries.append((72, 108, MARK, "1"))
        entries.append((77, 104, NOTE, note[0]))
        entries.append((72, 93, NOTE, note[1]))
    entries.append((300, 40, BODY, str(number)))  # the page number
    return entries


def pleading_pdf() -> bytes:
    return place_pdf([_page(PAGE_1, 1, FOOTNOTE), _page(PAGE_2, 2, None)])


def same_brief_docx() -> bytes:
    d = docx.Document()
    for paragraph in [*PAGE_1, *PAGE_2]:
        d.add_paragraph(" ".join(paragraph))
    out = io.BytesIO()
    d.save(out)
    return add_footnote(out.getvalue(), " ".join(PAGE_1[-1]), " ".join(FOOTNOTE))


def _cited(data: bytes, name: str) -> list[tuple[str, str | None, str | None, str | None, str | None]]:
    doc = extract_document(data, name)
    return [
        (c.text, c.components.volume, c.components.reporter, c.components.page, c.components.pin_cite)
        for c in doc.citations()
    ]


def test_margin_numbers_stay_out_and_the_footnote_is_its_own_block() -> None:
    read = read_document(pleading_pdf(), "opposition.pdf").blocks
    assert [b.page for b in read] == [1, 1, 1, 2]  # where each block begins, to find it in the PDF
    assert [b.note for b in read] == [None, None, "footnote 1", None]  # the note's own mark
    blocks = [b.text for b in read]
    assert blocks == [
        " ".join(PAGE_1[0]),
        " ".join(PAGE_1[1]),
        " ".join(FOOTNOTE),  # after the paragraph that was open when its page ended
        " ".join(PAGE_2[0]),
    ]


def test_every_citation_reads_as_in_the_same_brief_saved_as_docx() -> None:
    from_pdf = _cited(pleading_pdf(), "opposition.pdf")
    from_docx = _cited(same_brief_docx(), "opposition.docx")
    assert from_pdf == from_docx
    assert ("Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)", "457", "U.S.", "800", "818") in from_pdf
    assert len(from_pdf) == 4


def quoted_pdf() -> bytes:
    """Pleading paper: a quotation with footnote mark 1 ending the first paragraph, a second
    paragraph after it (open when the page ends), and the footnote citing the quotation's
    authority at the foot."""
    quoted = 'The Court held that "officials are generally shielded from liability."'
    paragraphs = [
        ["Qualified immunity is settled law, and the officers invoke it here.", quoted],
        [
            "The second paragraph says nothing more of it, and the plaintiff does not dispute",
            "it in any way, shape or form.",
        ],
    ]
    entries = _page(paragraphs, 1, None)[:-1]  # the page number goes last, after the note
    entries.append((72 + 5.6 * len(quoted), TOP - STEP + 5, MARK, "1"))
    entries += [(72, 108, MARK, "1"), (77, 104, NOTE, "See Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).")]
    entries.append((300, 40, BODY, "1"))
    return place_pdf([entries])


def test_a_pdf_footnote_knows_the_paragraph_and_place_of_its_mark() -> None:
    first, _, note = read_document(quoted_pdf(), "brief.pdf").blocks
    assert note.note == "footnote 1" and note.note_in == first.path
    assert first.text[: note.note_mark].endswith('liability."')
    assert "\ue000" not in first.text and "1" not in first.text  # the mark itself is no text


def test_a_pdf_footnote_citation_is_the_authority_for_the_quote_its_mark_follows() -> None:
    doc = extract_document(quoted_pdf(), "brief.pdf")
    [claim] = doc.claims
    assert claim.quotes == ["officials are generally shielded from liability."]


def test_a_footnote_in_the_bodys_type_size_is_still_the_pages_footnote() -> None:
    """A word processor may print footnotes in the body's size: the note is known by the raised mark
    it opens with at the foot of the page. Read as body text, it cut a citation the page break split
    ('Lindqvist v. Amberline Corp., 901' / 'F.3d 30, 31 ...') in two, and the citation was lost."""
    page_1 = [
        (108, TOP, BODY, "The district relied on prior salary, a factor other than sex. Lindqvist v."),
        (72, TOP - STEP, BODY, "Amberline Corp., 901"),
        (72, 130, MARK, "1"),
        (77, 126, BODY, "That language appears only in the dissent. See Stanek v. Rowe, 903 F.3d 400,"),
        (72, 112, BODY, "403 (7th Cir. 2018) (Rovner, J., dissenting)."),
        (300, 40, BODY, "1"),
    ]
    page_2 = [
        (72, TOP, BODY, "F.3d 30, 31 (7th Cir. 2018). The claim fails for that reason as well."),
        (300, 40, BODY, "2"),
    ]
    read = read_document(place_pdf([page_1, page_2]), "brief.pdf").blocks
    assert [b.note for b in read] == [None, "footnote 1"], [b.text for b in read]
    cited = [c.text for c in extract_document(place_pdf([page_1, page_2]), "brief.pdf").citations()]
    assert "Lindqvist v. Amberline Corp., 901 F.3d 30, 31 (7th Cir. 2018)" in cited, cited


def test_a_page_of_more_footnote_lines_than_body_lines_keeps_its_paragraphs() -> None:
    """A brief's last page: three double-spaced body lines over eight lines of footnotes. The body's
    line height was measured on the page's lines, most of them the notes' smaller type, so every
    double-spaced body line stood apart as its own paragraph: a quotation parted from its citation
    went unchecked and the case name was cut to its last party."""
    body = [
        'Deliberate indifference "requires only that the official disregard an excessive risk; he need',
        'not know of it." Whitfield v. Orr, 43 F.4th 15, 16 (9th Cir. 2022). The Warden read the',
        "grievance on the first morning.",
    ]
    notes = [
        f"The record shows the grievance was logged at entry {n} and initialled by the Warden."
        for n in range(8)
    ]
    page_1 = [
        (108 if n == 0 else 72, TOP - n * STEP, BODY, f"The stop lasted thirty-eight minutes on line {n}.")
        for n in range(20)
    ]
    page_1.append((300, 40, BODY, "1"))
    page_2 = [(108 if n == 0 else 72, TOP - n * STEP, BODY, line) for n, line in enumerate(body)]
    page_2 += [(72, 200, MARK, "1")] + [
        (77 if n == 0 else 72, 196 - 11 * n, NOTE, line) for n, line in enumerate(notes)
    ]
    page_2.append((300, 40, BODY, "2"))
    data = place_pdf([page_1, page_2])
    blocks = [b.text for b in read_document(data, "brief.pdf").blocks]
    assert " ".join(body) in blocks, blocks
    doc = extract_document(data, "brief.pdf")
    [claim] = [c for c in doc.claims if c.quotes]
    cited = {c.id: c for c in doc.citations()}
    assert cited[claim.citation_ids[0]].text.startswith("Whitfield v. Orr"), claim
