"""The readers: each format's blocks and paths, format sniffing, and every bad-input message."""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections.abc import Callable

import docx
import pytest
from reader_files import add_footnote, make_pdf

from briefcheck.domain.errors import InputError
from briefcheck.extract import extract_document
from briefcheck.ingest.media import MEDIA_DOCX, MEDIA_HTML, MEDIA_MARKDOWN, MEDIA_PDF, MEDIA_TEXT
from briefcheck.ingest.readers import parse_tier1, read_document

LONG = "The plaintiff argues that the district court erred when it dismissed the complaint for"


def shape(data: bytes, name: str) -> list[tuple[str, str, str]]:
    return [(b.path, b.type, b.text) for b in read_document(data, name).blocks]


# --------------------------------------------------------------------------- text and Markdown


def test_plain_text_paragraphs_are_split_on_blank_lines_and_unwrapped() -> None:
    data = b"First paragraph\nwrapped here.\n\n\nSecond  paragraph.\r\n\r\nThird."
    assert shape(data, "brief.txt") == [
        ("/document/body/section_1/paragraph_1", "paragraph", "First paragraph wrapped here."),
        ("/document/body/section_1/paragraph_2", "paragraph", "Second paragraph."),
        ("/document/body/section_1/paragraph_3", "paragraph", "Third."),
    ]
    assert read_document(data, "brief.txt").media_type == MEDIA_TEXT


def test_markdown_headings_start_sections_and_markup_is_removed() -> None:
    data = (
        b"Caption of the case\n\n# Introduction\n\nIn *Donoghue v Stevenson* [1932] AC 562 the **House**\n"
        b"held [a duty](https://example.org) exists.\n\n- first item\n- second item\n\n"
        b"> A quoted\n> passage.\n\n## Argument\n\nOnly paragraph.\n"
    )
    doc = read_document(data, "brief.md")
    assert doc.media_type == MEDIA_MARKDOWN
    assert [(b.path, b.type, b.text) for b in doc.blocks] == [
        ("/document/body/section_1/paragraph_1", "paragraph", "Caption of the case"),
        ("/document/body/section_2/heading_1", "heading", "Introduction"),
        (
            "/document/body/section_2/paragraph_1",
            "paragraph",
            "In Donoghue v Stevenson [1932] AC 562 the House held a duty exists.",
        ),
        ("/document/body/section_2/paragraph_2", "paragraph", "first item"),
        ("/document/body/section_2/paragraph_3", "paragraph", "second item"),
        ("/document/body/section_2/paragraph_4", "paragraph", "A quoted passage."),
        ("/document/body/section_3/heading_1", "heading", "Argument"),
        ("/document/body/section_3/paragraph_1", "paragraph", "Only paragraph."),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Loper Bright Enters. v. Raimondo, 603 U.S. ___, 144 S. Ct. 2244, 2273 (2024); Thornbury v. Halcyon "
        "Corp., ___ U.S. ___, 144 S. Ct. 1010 (2024).",
        "Wexford v. Pellam, ___ U.S. ___ (2024); Carr v. Dunn, 602 U.S. ____, ___ (2024) (slip op., at 3).",
        "Sign here: __________",
    ],
)
def test_a_blank_written_in_underscores_is_no_markdown_emphasis(line: str) -> None:
    # read as emphasis, "603 U.S. ___, 144 S. Ct. ... Corp., ___" lost both blanks, and the volume took
    # the parallel's number for its page ("603 U.S. , 144")
    doc = read_document(f"# Argument\n\n{line}\n".encode(), "brief.md")
    assert doc.blocks[-1].text == line


def test_underscores_around_words_are_still_emphasis() -> None:
    doc = read_document(b"The __court__ held it _twice_ in snake_case_words.\n", "brief.md")
    assert doc.blocks[-1].text == "The court held it twice in snake_case_words."


@pytest.mark.parametrize(
    ("name", "data"),
    [
        (
            "redline.html",
            b"<p>See <del>Varga v. Hollis, 999 F.3d 1 (2d Cir. 2020)</del><ins>Brown v. Board of "
            b"Education, 347 U.S. 483 (1954)</ins>; <s>Orme v. Pike, 998 F.3d 2 (2d Cir. 2020)</s>"
            b'<strike>Ames v. Lowe, 997 F.3d 3 (2d Cir. 2020)</strike><span style="text-decoration: '
            b'line-through">Kerr v. Dunn, 996 F.3d 4 (2d Cir. 2020)</span>.</p>',
        ),
        (
            "redline.md",
            b"See ~~Varga v. Hollis, 999 F.3d 1 (2d Cir. 2020)~~ Brown v. Board of Education, 347 U.S. 483 "
            b"(1954); "
            b"<del>Orme v. Pike, 998 F.3d 2 (2d Cir. 2020)</del>.\n",
        ),
    ],
)
def test_struck_through_text_of_a_redline_is_not_the_briefs(name: str, data: bytes) -> None:
    """A redline exported to HTML or Markdown strikes out what the filing drops (<del>, <s>,
    <strike>, ~~ ~~): those words are not filed, so their citations are not the brief's (they
    were checked, and a struck-out fake failed the run)."""
    doc = extract_document(data, name)
    assert [c.text for c in doc.citations()] == ["Brown v. Board of Education, 347 U.S. 483 (1954)"]


def test_a_document_that_opens_with_a_heading_starts_at_section_1() -> None:
    assert shape(b"# Title\n\nBody.\n\nSetext\n======\n\nMore.", "x.md") == [
        ("/document/body/section_1/heading_1", "heading", "Title"),
        ("/document/body/section_1/paragraph_1", "paragraph", "Body."),
        ("/document/body/section_2/heading_1", "heading", "Setext"),
        ("/document/body/section_2/paragraph_1", "paragraph", "More."),
    ]


def test_a_wrapped_line_starting_with_a_number_does_not_open_a_list() -> None:
    data = b"The claim arises under 42 U.S.C. \xc2\xa7\n1983. It fails.\n\n1. First item\n2. Second item\n"
    assert [b.text for b in read_document(data, "x.md").blocks] == [
        "The claim arises under 42 U.S.C. \u00a7 1983. It fails.",
        "First item",
        "Second item",
    ]


def test_markdown_is_sniffed_without_a_suffix() -> None:
    assert read_document(b"# Heading\n\nText.", "upload").media_type == MEDIA_MARKDOWN


@pytest.mark.parametrize(
    ("data", "text"),
    [
        (
            "Caf\u00e9 \u2014 na\u00efve \u201cquote\u201d".encode(),
            "Caf\u00e9 \u2014 na\u00efve \u201cquote\u201d",
        ),
        ("\ufeffBOM \u00e9".encode(), "BOM \u00e9"),
        ("utf16 \u00e9 \u2014".encode("utf-16"), "utf16 \u00e9 \u2014"),
        ("Caf\u00e9 \u2014 \u201cquote\u201d".encode("cp1252"), "Caf\u00e9 \u2014 \u201cquote\u201d"),
        # UTF-8 with one Windows-1252 apostrophe pasted in (its curly quotes' bytes are no cp1252 text):
        # each part read in its own encoding; it was refused as "binary data"
        (
            "The court\u2019s \u201crule\u201d".encode() + b" applies to the tenant\x92s lease.",
            "The court\u2019s \u201crule\u201d applies to the tenant\u2019s lease.",
        ),
        (
            "\ufeffThe court\u2019s rule".encode() + b" applies to the tenant\x92s lease.",
            "The court\u2019s rule applies to the tenant\u2019s lease.",
        ),
    ],
)
def test_text_encodings(data: bytes, text: str) -> None:
    assert [b.text for b in read_document(data, "brief.txt").blocks] == [text]


# --------------------------------------------------------------------------- HTML


def test_html_headings_paragraphs_lists_and_quotes() -> None:
    data = b"""<!DOCTYPE html><html><head><title>Brief</title><style>p {color: red}</style>
    <script>var secret = "dropped";</script></head><body>
    <h1>Introduction</h1><p>Para <em>one</em><br>continues.</p><!-- a comment -->
    <ul><li>Item <b>A</b></li><li>Item B</li></ul>
    <blockquote><p>A quoted passage.</p></blockquote>
    <h2>Argument</h2><p>Last   para.</p><noscript>dropped too</noscript></body></html>"""
    doc = read_document(data, "brief.html")
    assert doc.media_type == MEDIA_HTML
    assert [(b.path, b.type, b.text) for b in doc.blocks] == [
        ("/document/body/section_1/heading_1", "heading", "Introduction"),
        ("/document/body/section_1/paragraph_1", "paragraph", "Para one continues."),
        ("/document/body/section_1/paragraph_2", "paragraph", "Item A"),
        ("/document/body/section_1/paragraph_3", "paragraph", "Item B"),
        ("/document/body/section_1/paragraph_4", "paragraph", "A quoted passage."),
        ("/document/body/section_2/heading_1", "heading", "Argument"),
        ("/document/body/section_2/paragraph_1", "paragraph", "Last para."),
    ]


@pytest.mark.parametrize(
    "marked",
    [
        'Brown v. Board, 347 <span class="star-pagination">*12</span> U.S. 483 (1954).',
        'Brown v. Board, 347 U.S. <a class="page-number" id="p5" href="#p5">*5</a>483 (1954).',
        "Brown v. Board, 347 <span>*12</span> U.S. 483 (1954).",
    ],
)
def test_a_star_page_marker_inside_a_citation_is_not_read_as_text(marked: str) -> None:
    from briefcheck.extract import extract_document

    data = f"<html><body><p>See {marked}</p></body></html>".encode()
    [block] = read_document(data, "opinion.html").blocks
    assert "*" not in block.text
    [c] = extract_document(data, "opinion.html").citations()
    assert (c.components.volume, c.components.page, c.components.party_1) == ("347", "483", "Brown")


def test_a_footnote_mark_does_not_glue_to_the_party_before_it() -> None:
    from briefcheck.extract import extract_document

    data = (
        b"<html><body><p>See Jones v. Smith<sup>3</sup>, 5 F.3d 1 (2d Cir. 1993); Roe v. Doe"
        b'<a href="#_ftn4"><sup>[4]</sup></a>, 6 F.3d 2 (2d Cir. 1994); the 1<sup>st</sup> round.'
        b"</p></body></html>"
    )
    [block] = read_document(data, "brief.html").blocks
    assert "Smith, 5 F.3d" in block.text and "Doe, 6 F.3d" in block.text and "1st round" in block.text
    assert [c.components.party_2 for c in extract_document(data, "brief.html").citations()] == [
        "Smith",
        "Doe",
    ]


def test_an_asterisk_in_prose_stays() -> None:
    data = b"<html><body><p>Note <b>*</b> marks a <i>*defined</i> term.</p></body></html>"
    assert read_document(data, "brief.html").blocks[0].text == "Note * marks a *defined term."


def test_html_is_sniffed_from_content_whatever_the_name() -> None:
    assert read_document(b"<html><body><p>Hi</p></body></html>", "upload.txt").media_type == MEDIA_HTML


# --------------------------------------------------------------------------- .docx


def make_docx(build: Callable[[docx.document.Document], None]) -> bytes:
    document = docx.Document()
    build(document)
    buf = io.BytesIO()
    document.save(buf)
    return buf.getvalue()


def test_docx_heading_styles_start_sections_and_tables_are_read() -> None:
    def build(d: docx.document.Document) -> None:
        d.add_paragraph("IN THE HIGH COURT OF JUSTICE")
        d.add_heading("Introduction", level=1)
        d.add_paragraph("First paragraph citing Donoghue v Stevenson [1932] AC 562.")
        d.add_paragraph("   ")
        table = d.add_table(rows=2, cols=2)
        table.cell(0, 0).text = "Authority"
        table.cell(0, 1).text = "[2017] UKSC 5"
        table.cell(1, 0).merge(table.cell(1, 1)).text = "Merged cell"
        d.add_heading("Grounds", level=2)
        d.add_paragraph("Second section.")

    doc = read_document(make_docx(build), "brief.docx")
    assert doc.media_type == MEDIA_DOCX
    assert [(b.path, b.type, b.text) for b in doc.blocks] == [
        ("/document/body/section_1/paragraph_1", "paragraph", "IN THE HIGH COURT OF JUSTICE"),
        ("/document/body/section_2/heading_1", "heading", "Introduction"),
        (
            "/document/body/section_2/paragraph_1",
            "paragraph",
            "First paragraph citing Donoghue v Stevenson [1932] AC 562.",
        ),
        ("/document/body/section_2/paragraph_2", "paragraph", "Authority"),
        ("/document/body/section_2/paragraph_3", "paragraph", "[2017] UKSC 5"),
        ("/document/body/section_2/paragraph_4", "paragraph", "Merged cell"),
        ("/document/body/section_3/heading_1", "heading", "Grounds"),
        ("/document/body/section_3/paragraph_1", "paragraph", "Second section."),
    ]


def test_docx_footnotes_follow_the_paragraph_that_cites_them() -> None:
    def build(d: docx.document.Document) -> None:
        d.add_paragraph("The duty is settled.")
        d.add_paragraph("Next paragraph.")

    data = add_footnote(make_docx(build), "The duty is settled.", "Donoghue v Stevenson [1932] AC 562.")
    assert [b.text for b in read_document(data, "brief.docx").blocks] == [
        "The duty is settled.",
        "Donoghue v Stevenson [1932] AC 562.",
        "Next paragraph.",
    ]


def test_docx_text_box_paragraphs_follow_their_anchor_once_each() -> None:
    """A text box (with Word's alternate-content fallback, which repeats it) is read once, after
    the paragraph that holds it; its text is not part of that paragraph's."""
    from lxml import etree

    box = "See Roe v. Wade, 410 U.S. 113 (1973)."
    ns = (
        'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
        'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
        'xmlns:v="urn:schemas-microsoft-com:vml"'
    )
    content = f"<w:txbxContent><w:p><w:r><w:t>{box}</w:t></w:r></w:p></w:txbxContent>"
    run = (
        f'<w:r {ns}><mc:AlternateContent><mc:Choice Requires="wps"><wps:txbx>{content}</wps:txbx>'
        f"</mc:Choice><mc:Fallback><w:pict><v:textbox>{content}</v:textbox></w:pict></mc:Fallback>"
        "</mc:AlternateContent></w:r>"
    )

    def build(d: docx.document.Document) -> None:
        anchor = d.add_paragraph("The holding is clear.")
        anchor._p.append(etree.fromstring(run))
        d.add_paragraph("Next paragraph.")

    blocks = read_document(make_docx(build), "brief.docx").blocks
    assert [b.text for b in blocks] == ["The holding is clear.", box, "Next paragraph."]


def test_docx_endnotes_follow_the_paragraph_that_cites_them_and_are_checked() -> None:
    from briefcheck.extract import extract_document

    def build(d: docx.document.Document) -> None:
        d.add_paragraph("The duty is settled.")
        d.add_paragraph("Next paragraph.")

    note = "See Palsgraf v. Long Island R.R. Co., 248 N.Y. 339 (1928)."
    data = add_footnote(make_docx(build), "The duty is settled.", note, kind="endnote")
    blocks = read_document(data, "brief.docx").blocks
    assert [(b.text, b.source.part if b.source else None) for b in blocks] == [
        ("The duty is settled.", "document"),
        (note, "endnotes"),
        ("Next paragraph.", "document"),
    ]
    [citation] = extract_document(data, "brief.docx").citations()
    assert (citation.components.party_1, citation.components.volume) == ("Palsgraf", "248")


# --------------------------------------------------------------------------- PDF


def test_pdf_paragraphs_are_reformed_and_page_furniture_dropped(pdf_maker: Callable[..., bytes]) -> None:
    header = "Claimant's Skeleton Argument - Case No. KB-2024-000123"
    pages = [
        [
            header,
            "I. INTRODUCTION",
            LONG,
            "failure to state a claim. See Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007). The negli-",
            "gence claim was also dismissed.",
            "II. ARGUMENT",
            LONG,
            "want of jurisdiction, because the statute reaches the",
            "1",
        ],
        [
            header,
            "defendant and the complaint pleads facts that make the claim plausible rather than merely",
            "conceivable. Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).",
            "A new short paragraph.",
            "Page 2 of 3",
        ],
        [header, "The last page says little.", "- 3 -"],
    ]
    doc = read_document(pdf_maker(pages), "brief.pdf")
    assert doc.media_type == MEDIA_PDF
    assert [(b.path, b.type, b.text) for b in doc.blocks] == [
        ("/document/body/section_1/heading_1", "heading", "I. INTRODUCTION"),
        (
            "/document/body/section_1/paragraph_1",
            "paragraph",
            f"{LONG} failure to state a claim. See Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007). "
            "The negligence claim was also dismissed.",
        ),
        ("/document/body/section_2/heading_1", "heading", "II. ARGUMENT"),
        (
            "/document/body/section_2/paragraph_1",
            "paragraph",
            f"{LONG} want of jurisdiction, because the statute reaches the defendant and the complaint "
            "pleads facts that make the claim plausible rather than merely conceivable. "
            "Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).",
        ),
        ("/document/body/section_2/paragraph_2", "paragraph", "A new short paragraph."),
        ("/document/body/section_2/paragraph_3", "paragraph", "The last page says little."),
    ]


def test_double_spaced_pdf_with_indents_and_a_block_quote(pdf_maker: Callable[..., bytes]) -> None:
    # Court filings: double spacing, first-line indents, an indented block quote, and
    # paragraphs whose last line runs the full width (no short-line signal to rely on).
    full = "and the paragraph continues to the right margin with a long line of ordinary text."
    page = [
        (36, "The complaint must plead facts, not labels. The Court explained the standard"),
        (0, full),
        (36, "In Iqbal, the Court applied that standard to a claim against senior officials,"),
        (0, "holding as follows:"),
        (72, "Threadbare recitals of the elements of a cause of action, supported"),
        (72, "by mere conclusory statements, do not suffice."),
        (0, "Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009). That rule disposes of the claim here"),
        (0, full),
        (36, "A new paragraph starts with an indent."),
    ]
    doc = read_document(pdf_maker([page], leading=28), "brief.pdf")
    assert [b.text for b in doc.blocks] == [
        f"The complaint must plead facts, not labels. The Court explained the standard {full}",
        "In Iqbal, the Court applied that standard to a claim against senior officials, holding as follows:",
        "Threadbare recitals of the elements of a cause of action, supported by mere conclusory "
        "statements, do not suffice.",
        f"Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009). That rule disposes of the claim here {full}",
        "A new paragraph starts with an indent.",
    ]


def test_a_pdf_paragraph_after_a_one_line_paragraph_set_in_alike_is_whole() -> None:
    # the lines in a row at one indent were counted across the paragraph's end: the first line's
    # indent after a one-line paragraph set in alike made two "set in" lines, and the new paragraph's
    # second line, back at the margin, closed it, cutting a quotation (or a case's name) in two
    full = "and the paragraph continues to the right margin with a long line of ordinary text."
    page = [
        (36, "Tully's complaint was sufficient as pleaded."),
        (36, 'The Seventh Circuit has squarely held that "[a] prisoner must plead exhaustion in his'),
        (0, 'complaint, and the defendant bears the burden." Tully v. Marsh, 960 F.3d 700, 702 (7th'),
        (0, f"Cir. 2020). {full}"),
        (36, "A new paragraph starts with an indent."),
    ]
    doc = read_document(make_pdf([page], leading=28), "brief.pdf")
    assert [b.text for b in doc.blocks] == [
        "Tully's complaint was sufficient as pleaded.",
        'The Seventh Circuit has squarely held that "[a] prisoner must plead exhaustion in his complaint, '
        'and the defendant bears the burden." Tully v. Marsh, 960 F.3d 700, 702 (7th Cir. 2020). ' + full,
        "A new paragraph starts with an indent.",
    ]


def test_a_pdf_numbered_paragraph_with_a_hanging_indent_is_one_paragraph() -> None:
    # its lines after the first, set in under its text, opened a paragraph each: the quotation that
    # opens on the first line was cut from its close
    page = [
        "Tully's complaint survives for three reasons.",
        '1.  The Seventh Circuit has held that "a prisoner need not plead exhaustion in his own',
        (36, 'complaint, and the defendant bears the burden of proving its absence." Tully v. Marsh,'),
        (36, "960 F.3d 700, 702 (7th Cir. 2020)."),
        "2.  The officials never raised the defense below, so it is forfeited in any event here, as",
        (36, "the record shows."),
    ]
    doc = read_document(make_pdf([page], leading=28), "brief.pdf")
    assert [b.text for b in doc.blocks][1:] == [
        '1. The Seventh Circuit has held that "a prisoner need not plead exhaustion in his own complaint, '
        'and the defendant bears the burden of proving its absence." Tully v. Marsh, 960 F.3d 700, 702 '
        "(7th Cir. 2020).",
        "2. The officials never raised the defense below, so it is forfeited in any event here, as the "
        "record shows.",
    ]
    assert not any(b.quotation for b in doc.blocks)


def test_a_pdf_lists_next_item_opens_under_the_last_items_hanging_lines() -> None:
    # double-spaced, the second item ran on from the first, and was cut after its own first line
    page = [
        "Three decisions control this appeal, and each of them is binding on this Court:",
        '1.  The notice requirement "is not jurisdictional, and any defect in the notice may be waived."',
        (36, "Renfro v. Atwater County, 950 F.3d 300, 302 (5th Cir. 2020), so the claim is not barred."),
        '2.  A prisoner "need not plead exhaustion in his complaint, and the defendant bears the burden."',
        (36, "Tully v. Marsh, 960 F.3d 700, 702 (7th Cir. 2020), so the complaint was sufficient."),
    ]
    doc = read_document(make_pdf([page], leading=28), "brief.pdf")
    items = [b.text for b in doc.blocks][1:]
    assert [t[:2] for t in items] == ["1.", "2."], items
    assert items[1].endswith("so the complaint was sufficient.")


def test_a_pdf_paragraph_of_one_sentence_before_a_first_line_indent_is_its_own() -> None:
    # a one-line paragraph nearly the page's width took the next paragraph's first line as its second
    # (and its quotation the next paragraph's citation)
    full = "and the County cites nothing that casts doubt on it or on the cases that follow it here"
    page = [
        (36, "Tully is a prisoner who sued the officials responsible for his care after a long delay"),
        (0, full + "."),
        (36, 'The County calls the rule "a strict jurisdictional bar that no court may ever excuse."'),
        (36, "Renfro v. Atwater County, 950 F.3d 300, 302 (5th Cir. 2020), rejected that view, and"),
        (0, full + "."),
    ]
    doc = read_document(make_pdf([page], leading=28), "brief.pdf")
    assert [b.text[:20] for b in doc.blocks] == [
        "Tully is a prisoner ",
        "The County calls the",
        "Renfro v. Atwater Co",
    ]


def test_a_short_pdf_briefs_block_quotation_is_set_in_from_the_widest_lines() -> None:
    # most of a short brief's lines its quotation's: the margin was read at the quotation's indent,
    # and the quotation was no block quotation (its misquote unchecked)
    quoted = [
        (72, "A prisoner must plead exhaustion in his complaint, and the"),
        (72, "defendant bears the burden of proving its absence. The"),
        (72, "officials did not carry that burden, and the district court"),
        (72, "erred in dismissing the complaint. Tully v. Marsh, 960 F.3d"),
    ]
    page = [
        (36, "The court held:"),
        *quoted,
        (36, "The same is true here, and the judgment below should be reversed for the reasons"),
        "the Seventh Circuit gave in that case.",
    ]
    doc = read_document(make_pdf([page]), "brief.pdf")
    assert [b.text.split()[0] for b in doc.blocks if b.quotation] == ["A"]


@pytest.mark.parametrize(
    "carried",
    [
        "v. Marsh, 960 F.3d 700, 702 (7th Cir. 2020), and the officials' reading finds no support anywhere.",
        "Cir. 2017). The officials' contrary reading of the statute finds no support in the text at all.",
    ],
)
def test_a_case_names_v_or_a_courts_cir_carried_to_a_lines_start_opens_no_list_item(carried: str) -> None:
    # read as a list's item ("v.", "Cir."), the line closed its paragraph: the case's name was cut to
    # its second party, or its court and year lost, and a fake or a misquote VERIFIED
    first = 'Tully\'s complaint was sufficient. A prisoner "must plead exhaustion in his complaint," Tully'
    page = [(36, first), (0, carried), (36, "A new paragraph starts with an indent.")]
    doc = read_document(make_pdf([page]), "brief.pdf")
    assert doc.blocks[0].text == f"{first} {carried}"


def test_pdf_with_owner_password_only_is_read(
    pdf_maker: Callable[..., bytes], pdf_encrypt: Callable[..., bytes]
) -> None:
    data = pdf_encrypt(pdf_maker([["Readable without a password."]]), user_password="")
    assert [b.text for b in read_document(data, "brief.pdf").blocks] == ["Readable without a password."]


# --------------------------------------------------------------------------- Tier-1 JSON


def test_parse_tier1() -> None:
    doc = {
        "document_id": "doc_1",
        "source_name": "brief.pdf",
        "sha256": "0" * 64,
        "media_type": "application/pdf",
        "blocks": [{"type": "paragraph", "text": "Hi", "path": "/document/body/section_1/paragraph_1"}],
    }
    parsed = parse_tier1(json.dumps(doc).encode())
    assert parsed is not None and parsed.blocks[0].text == "Hi"
    assert parse_tier1(b"Plain text brief.") is None
    assert parse_tier1(b"[2017] UKSC 5 is the leading case.") is None
    assert parse_tier1(b"{\\rtf1 not json}") is None
    doc["blocks"][0]["path"] = "/bad/path"
    with pytest.raises(InputError) as err:
        parse_tier1(json.dumps(doc).encode(), "tier1.json")
    message = str(err.value)
    assert message.startswith("tier1.json: JSON is not a valid Tier-1 document: blocks.0.path:")
    assert "Hi" not in message  # pydantic's input echo (document text) is left out
    with pytest.raises(InputError, match=r"x\.json: JSON input must be a Tier-1 document object, not a list"):
        parse_tier1(b"[1, 2]", "x.json")


# --------------------------------------------------------------------------- bad input


def corrupt_docx() -> bytes:
    data = make_docx(lambda d: d.add_paragraph("text"))
    return data[: len(data) // 2]


def docx_without_document() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
    return out.getvalue()


def macro_enabled_docx() -> bytes:
    """A Word document saved macro-enabled: its main part's content type says so."""
    document = docx.Document()
    document.add_paragraph("The motion should be granted.")
    plain = io.BytesIO()
    document.save(plain)
    out = io.BytesIO()
    with zipfile.ZipFile(plain) as source, zipfile.ZipFile(out, "w") as z:
        for item in source.infolist():
            data = source.read(item)
            if item.filename == "[Content_Types].xml":
                data = data.replace(
                    b"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
                    b"application/vnd.ms-word.document.macroEnabled.main+xml",
                )
            z.writestr(item, data)
    return out.getvalue()


def docx_with_other_content_types() -> bytes:
    """A package whose "[Content_Types].xml" holds an element of another name."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("[Content_Types].xml", "<x/>")
        z.writestr("word/document.xml", "<notxml")
    return out.getvalue()


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        ("brief.txt", b"", "brief.txt: the file is empty (0 bytes)"),
        ("brief.txt", b"  \n\t\r\n ", "brief.txt: the file contains only whitespace, no text"),
        ("brief.docx", b"PK\x03\x04 truncated", "brief.docx: the file is a damaged zip package"),
        ("brief.docx", "corrupt_docx", "brief.docx: the file is a damaged zip package"),
        (
            "brief.docx",
            "docx_without_document",
            "brief.docx: the .docx file is damaged (no word/document.xml",
        ),
        (
            "brief.docx",
            "docx_with_other_content_types",
            "brief.docx: the .docx file is damaged and cannot be opened; save it again",
        ),
        (
            "brief.docx",
            b"\x00\x01 not a zip at all",
            "brief.docx: the .docx file is damaged (it is not a Word",
        ),
        ("scan.png", b"\x89PNG\r\n\x1a\n" + bytes(64), "scan.png: unsupported file type: a PNG image"),
        ("photo.jpg", b"\xff\xd8\xff\xe0" + bytes(64), "photo.jpg: unsupported file type: a JPEG image"),
        (
            "old.doc",
            b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(64),
            "old.doc: unsupported file type: a legacy",
        ),
        # a password-protected .docx: the old container, with the encryption stream named in it
        (
            "locked.docx",
            b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
            + bytes(64)
            + "EncryptionInfo".encode("utf-16-le")
            + bytes(64),
            "locked.docx: the Word file is encrypted (password-protected)",
        ),
        ("brief.rtf", b"{\\rtf1\\ansi Hello}", "brief.rtf: unsupported file type: an RTF file"),
        # a macro-enabled document, whatever its name (it was "damaged")
        ("brief.docx", "macro_enabled_docx", "brief.docx: a macro-enabled Word document (.docm) is not read"),
        ("junk.bin", bytes(range(256)) * 8, "junk.bin: the file is binary data"),
        ("brief.pdf", b"\x00\x01\x02 binary", "brief.pdf: the PDF is damaged (no PDF header found)"),
        ("brief.pdf", b"%PDF-1.7\n garbage garbage", "brief.pdf: the PDF is damaged and cannot be read"),
    ],
)
def test_bad_input_messages(name: str, data: bytes | str, message: str) -> None:
    payload = globals()[data]() if isinstance(data, str) else data
    with pytest.raises(InputError) as err:
        read_document(payload, name)
    assert str(err.value).startswith(message)


def test_a_short_text_with_stray_control_characters_is_read_and_a_dense_run_of_them_refused() -> None:
    """A bell or a backspace pasted from another program does not make a one-line brief "binary
    data" (it was refused with three); a text that is mostly control characters still is."""
    stray = "Shady Grove Farms v Goldsmith Seeds, 1 U.S. 1 (1801).  \x08*\x07\x07 -\x14V"
    [block] = read_document(stray.encode(), "note.txt").blocks
    assert block.text.startswith("Shady Grove Farms v Goldsmith Seeds, 1 U.S. 1")
    with pytest.raises(InputError, match=r"note\.txt: the file is binary data"):
        read_document(("\x07\x08\x14" * 4 + " 1 U.S. 1").encode(), "note.txt")


def test_encrypted_pdf(pdf_maker: Callable[..., bytes], pdf_encrypt: Callable[..., bytes]) -> None:
    data = pdf_encrypt(pdf_maker([["Secret text."]]), user_password="s3cret")
    with pytest.raises(InputError) as err:
        read_document(data, "brief.pdf")
    assert str(err.value) == (
        "brief.pdf: the PDF is encrypted (password-protected); remove the password and try again"
    )


def test_scanned_pdf_needs_ocr(pdf_blank: Callable[..., bytes]) -> None:
    with pytest.raises(InputError, match=r"brief\.pdf: the PDF has no text layer .* run OCR"):
        read_document(pdf_blank(3), "brief.pdf")


def test_truncated_pdf(pdf_maker: Callable[..., bytes]) -> None:
    data = pdf_maker([["Some text on a page."]])
    with pytest.raises(InputError, match=r"^brief\.pdf: the PDF is damaged"):
        read_document(data[:120], "brief.pdf")


def test_size_limit() -> None:
    with pytest.raises(InputError, match=r"^big\.txt: the file is 2000 bytes, over the 1000 bytes limit"):
        read_document(b"x" * 2000, "big.txt", max_bytes=1000)


def test_size_limit_comes_from_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    from briefcheck.domain import config

    monkeypatch.setenv("BRIEFCHECK_MAX_UPLOAD_BYTES", "10")
    config.settings.cache_clear()
    try:
        with pytest.raises(InputError, match="over the 10 bytes limit"):
            read_document(b"x" * 11, "/uploads/brief.txt")
    finally:
        config.settings.cache_clear()


def test_other_zip_packages_are_unsupported() -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("xl/workbook.xml", "<workbook/>")
    with pytest.raises(InputError, match=r"^table\.xlsx: unsupported file type: an Excel workbook"):
        read_document(out.getvalue(), "table.xlsx")


def test_content_decides_over_the_name(pdf_maker: Callable[..., bytes]) -> None:
    # A PDF uploaded as ".txt" is read as a PDF; a text file named ".doc" as text.
    assert read_document(pdf_maker([["Hello."]]), "brief.txt").media_type == MEDIA_PDF
    assert read_document(b"Plain words.", "brief.doc").media_type == MEDIA_TEXT


def test_messages_name_only_the_file_not_its_folder() -> None:
    with pytest.raises(InputError) as err:
        read_document(b"", "/home/someone/cases/brief.txt")
    assert re.match(r"^brief\.txt: ", str(err.value))


def test_broken_json_file_is_an_error_not_prose() -> None:
    with pytest.raises(InputError, match=r"brief\.json: not valid JSON \(.* at line 1, column 2\)"):
        parse_tier1(b"{not json", "brief.json")


def test_deeply_nested_html_is_an_input_error() -> None:
    html = ("<html><body>" + "<div>" * 100_000 + "Smith v. Jones</html>").encode()
    with pytest.raises(InputError, match="nested too deeply"):
        read_document(html, "deep.html")


def test_a_docx_with_a_corrupt_deflate_stream_is_a_one_line_error(tmp_path) -> None:
    """Before: a raw zlib.error ("invalid code -- missing end-of-block")."""

    d = docx.Document()
    d.add_paragraph("See Harlow v. Fitzgerald, 457 U.S. 800 (1982). " * 200)
    buf = io.BytesIO()
    d.save(buf)
    data = bytearray(buf.getvalue())
    info = zipfile.ZipFile(io.BytesIO(bytes(data))).getinfo("word/document.xml")
    start = info.header_offset + 30 + len(info.filename) + len(info.extra)
    for i in range(start + 20, start + 60):
        data[i] ^= 0x5A
    with pytest.raises(InputError, match=r"corrupt .*cannot be inflated"):
        read_document(bytes(data), "brief.docx")


def test_a_pdf_case_name_and_a_subdivision_broken_at_line_ends_stay_whole(
    pdf_maker: Callable[..., bytes],
) -> None:
    from briefcheck.extract import extract_document

    lines = [
        "The motion under Rule 12(b)(6) fails because the complaint states a claim. See Bell Atlantic",
        "Corp. v. Twombly, 550 U.S. 544, 570 (2007). A complaint survives a motion under Rule 12(b)",
        "(6) when it pleads facts. Ashcroft v.",  # short, and ends in "v.": not a paragraph's end
        "Iqbal, 556 U.S. 662, 678 (2009). The standard is settled in every circuit that applies it.",
    ]
    data = pdf_maker([lines])
    [block] = read_document(data, "brief.pdf").blocks
    assert "under Rule 12(b)(6) when" in block.text
    parties = [
        (c.components.party_1, c.components.party_2) for c in extract_document(data, "b.pdf").citations()
    ]
    assert parties == [("Bell Atlantic Corp.", "Twombly"), ("Ashcroft", "Iqbal")]


def test_a_note_marked_many_times_is_read_once() -> None:
    """Thousands of reference marks on one footnote (a 38 KB file) would repeat its citations as
    many times; it is read once, at its first mark."""

    def build(d: docx.document.Document) -> None:
        d.add_paragraph("Marker")
        d.add_paragraph("Next paragraph.")

    data = add_footnote(make_docx(build), "Marker", "See Roe v. Wade, 410 U.S. 113 (1973).")
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        files = {n: z.read(n) for n in z.namelist()}
    mark = b'<w:footnoteReference w:id="1"/>'
    files["word/document.xml"] = files["word/document.xml"].replace(mark, mark * 5000, 1)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, content in files.items():
            z.writestr(name, content)
    assert [b.text for b in read_document(out.getvalue(), "brief.docx").blocks] == [
        "Marker",
        "See Roe v. Wade, 410 U.S. 113 (1973).",
        "Next paragraph.",
    ]


def test_a_docx_whose_text_xml_is_past_the_limit_is_refused_before_parsing(monkeypatch) -> None:
    from briefcheck.ingest import media

    monkeypatch.setattr(media, "MAX_DOCX_TEXT_XML", 2**20)

    def build(d: docx.document.Document) -> None:
        p = d.add_paragraph()
        for _ in range(60_000):  # 1.4 MB of runs that compress to a few KB
            p.add_run("a")

    data = make_docx(build)
    assert len(data) < 100_000
    with pytest.raises(
        InputError,
        match=r"notes, headers and footers\) unpacks to \d\.\d MB of XML, over the 1\.0 MB",
    ):
        read_document(data, "brief.docx")


def test_a_note_part_under_another_name_counts_toward_the_limit(monkeypatch) -> None:
    """Relationships may put a note part anywhere, under any extension: the limit counts every
    part the package lists as XML, not the usual file names."""
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part

    from briefcheck.ingest import media

    monkeypatch.setattr(media, "MAX_DOCX_TEXT_XML", 2**20)
    w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    runs = "<w:r><w:t>a</w:t></w:r>" * 60_000  # 1.4 MB of XML that compresses to a few KB
    notes = f'<w:footnotes xmlns:w="{w}"><w:footnote w:id="1"><w:p>{runs}</w:p></w:footnote></w:footnotes>'

    def build(d: docx.document.Document) -> None:
        d.add_paragraph("The motion should be granted.")
        footnotes = "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"
        part = Part(PackURI("/word/misc/n1.bin"), footnotes, notes.encode(), d.part.package)
        d.part.relate_to(
            part, "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"
        )

    data = make_docx(build)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        assert "word/misc/n1.bin" in z.namelist() and len(data) < 100_000
    with pytest.raises(InputError, match=r"unpacks to \d\.\d MB of XML, over the 1\.0 MB"):
        read_document(data, "brief.docx")


def test_a_json_number_of_thousands_of_digits_is_a_clear_error() -> None:
    """Python refuses an integer of over 4,300 digits with a bare ValueError; the reader says what
    is wrong instead."""
    from briefcheck.domain.errors import InputError
    from briefcheck.ingest.readers import parse_tier1

    data = ('{"document_id": "doc_1", "blocks": [], "n": ' + "9" * 5000 + "}").encode()
    with pytest.raises(InputError, match="a number of 5,000 digits"):
        parse_tier1(data, "upload.json")


def test_relationship_parts_count_toward_the_limit_whatever_the_package_declares(monkeypatch) -> None:
    """python-docx parses every .rels part, declared in [Content_Types].xml or not: a package that
    declares none of its relationships still has them counted."""
    from briefcheck.ingest import media

    monkeypatch.setattr(media, "MAX_DOCX_TEXT_XML", 2**20)
    data = make_docx(lambda d: d.add_paragraph("The motion should be granted."))
    rel = "http://schemas.openxmlformats.org/package/2006/relationships"
    padding = "".join(
        f'<Relationship Id="rX{n}" Type="http://example.com/x" Target="none{n}.xml" TargetMode="External"/>'
        for n in range(20_000)
    )
    source, target = io.BytesIO(data), io.BytesIO()
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            body = old.read(item)
            if item.filename == "[Content_Types].xml":  # the relationships' content type left out
                body = re.sub(rb'<Default Extension="rels"[^>]*/>', b"", body)
                assert b'Extension="rels"' not in body
            new.writestr(item, body)
        new.writestr("word/_rels/extra.xml.rels", f'<Relationships xmlns="{rel}">{padding}</Relationships>')
    with pytest.raises(InputError, match=r"unpacks to \d\.\d MB of XML"):
        read_document(target.getvalue(), "brief.docx")


def test_reading_a_docx_never_looks_a_style_up_per_paragraph(monkeypatch) -> None:
    """A paragraph's style found through python-docx searches every style: thousands of each made
    a small file cost minutes. The reader reads the styles once."""
    from docx.enum.style import WD_STYLE_TYPE
    from docx.text.paragraph import Paragraph

    def build(d: docx.document.Document) -> None:
        for n in range(50):
            d.styles.add_style(f"Custom{n}", WD_STYLE_TYPE.PARAGRAPH)
        d.add_paragraph("Heading words", style="Heading 1")
        d.add_paragraph("A quoted rule that binds.", style="Quote")
        for n in range(100):
            d.add_paragraph(f"Paragraph {n}.", style=f"Custom{n % 50}")

    data = make_docx(build)

    def forbidden(self: Paragraph) -> None:
        raise AssertionError("a style looked up per paragraph")

    monkeypatch.setattr(Paragraph, "style", property(forbidden))
    doc = read_document(data, "brief.docx")
    assert doc.blocks[0].type == "heading" and doc.blocks[1].quotation
    assert len(doc.blocks) == 102


def test_a_text_file_under_a_pdf_name_is_read_as_text() -> None:
    """Saved as brief.pdf but plain text inside: read as the text it is, not called a damaged PDF."""
    for name in ("brief.pdf", "brief.docx"):
        doc = read_document(b"See Roe v. Wade, 410 U.S. 113 (1973).", name)
        assert doc.media_type == "text/plain" and "Roe v. Wade" in doc.blocks[0].text


def test_a_note_is_named_as_the_reader_sees_it_numbered_in_order_of_reference() -> None:
    """Word numbers notes by their first reference, whatever their ids: the note referenced first
    is footnote 1. The body's blocks are in no note; an endnote is named as one."""

    def build(d: docx.document.Document) -> None:
        d.add_paragraph("Earlier.")
        d.add_paragraph("The duty is settled.")
        d.add_paragraph("Last.")

    data = add_footnote(make_docx(build), "The duty is settled.", "Donoghue v Stevenson [1932] AC 562.")
    data = add_footnote(data, "Last.", "See Caparo Industries plc v Dickman [1990] 2 AC 605.", "endnote")
    src = zipfile.ZipFile(io.BytesIO(data))
    files = {n: src.read(n) for n in src.namelist()}
    files["word/footnotes.xml"] = (
        files["word/footnotes.xml"]
        .decode()
        .replace(
            "</w:footnotes>",
            '<w:footnote w:id="7"><w:p><w:r><w:t>Hedley Byrne v Heller [1964] AC 465.</w:t></w:r></w:p>'
            "</w:footnote></w:footnotes>",
        )
        .encode()
    )
    files["word/document.xml"] = (
        files["word/document.xml"]
        .decode()
        .replace(
            "<w:t>Earlier.</w:t></w:r>",
            '<w:t>Earlier.</w:t></w:r><w:r><w:footnoteReference w:id="7"/></w:r>',
            1,
        )
        .encode()
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as dst:
        for name, content in files.items():
            dst.writestr(name, content)
    blocks = read_document(out.getvalue(), "brief.docx").blocks
    assert [(b.text.split(" ")[0], b.note) for b in blocks] == [
        ("Earlier.", None),
        ("Hedley", "footnote 1"),
        ("The", None),
        ("Donoghue", "footnote 2"),
        ("Last.", None),
        ("See", "endnote 1"),
    ]


FOOTNOTED = 'The Court held that "officials are generally shielded from liability."'


def footnoted_docx(note: str) -> bytes:
    """A paragraph whose first sentence ends in a footnote mark; the note holds `note`."""

    def build(d: docx.document.Document) -> None:
        p = d.add_paragraph()
        p.add_run(FOOTNOTED)
        p.add_run(" The point was not argued below.")

    return add_footnote(make_docx(build), FOOTNOTED, note)


def test_a_footnote_knows_where_its_mark_stands_in_the_paragraph() -> None:
    body, note = read_document(
        footnoted_docx("Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)."), "b.docx"
    ).blocks
    assert note.note == "footnote 1" and body.note is None and note.note_in == body.path
    assert note.note_mark == len(FOOTNOTED) and body.text[: note.note_mark] == FOOTNOTED


def test_a_footnote_citation_is_the_authority_for_the_quote_its_mark_follows() -> None:
    """The body's quotation, marked with the footnote, is the claim the footnote's citation
    supports: its quote is checked against that authority."""
    from briefcheck.extract import extract_document

    doc = extract_document(footnoted_docx("See Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)."), "b.docx")
    [claim] = doc.claims
    assert claim.quotes == ["officials are generally shielded from liability."]
    assert claim.text.startswith("The Court held that")
    [span] = claim.quote_spans
    assert span.block_path == doc.blocks[0].path


def test_a_footnote_that_says_more_than_citations_keeps_its_own_claim() -> None:
    from briefcheck.extract import extract_document

    note = "Other courts agree that the rule is narrow. Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)."
    doc = extract_document(footnoted_docx(note), "b.docx")
    [claim] = doc.claims
    assert claim.quotes == [] and claim.text.startswith("Other courts agree")


@pytest.mark.parametrize(
    ("quoted", "verified"),
    [
        ("officials are generally shielded from liability", True),
        ("officials are never shielded from liability", False),
    ],
)
def test_the_quote_a_footnote_citation_supports_is_checked_in_its_text(
    tmp_path, quoted: str, verified: bool
) -> None:
    """A .docx whose quotation in the body is footnoted to its authority: the quote is checked
    against that authority's text offline, an invented one an ERROR (it went unchecked)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "index"))
    from bulk_dialect import Case, Snapshot, filler

    from briefcheck.domain.codes import Category, Outcome
    from briefcheck.domain.config import Settings
    from briefcheck.extract import extract_document
    from briefcheck.index.build import build_index
    from briefcheck.index.sqlite import SQLiteCitationIndex
    from briefcheck.panel.tasks import citation_tasks
    from briefcheck.store.blobs import LocalBlobStore
    from briefcheck.verify import Verifier

    html = (
        '<p><span class="star-pagination">*818</span> We hold that officials are generally shielded '
        "from liability.</p>"
    )
    case = Case(1, "Harlow v. Fitzgerald", "1982-06-24", "scotus", [(457, "U.S.", "800")],
                opinions=[("010combined", "html_with_citations", html)])  # fmt: skip
    Snapshot(
        cases=[case, *filler(457, "U.S.", "scotus", 1982, 100)], courts={"scotus": "Supreme Court"}
    ).write(tmp_path / "bulk", "2026-06-30")
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")

    def build(d: docx.document.Document) -> None:
        d.add_paragraph().add_run(f'The Court held that "{quoted}."')

    data = add_footnote(
        make_docx(build),
        f'The Court held that "{quoted}."',
        "See Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).",
    )
    [task] = [t for t in citation_tasks(extract_document(data, "brief.docx")) if t.claim is not None]
    index = SQLiteCitationIndex(tmp_path / "i.sqlite")
    ev = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index).verify(
        task
    )
    if verified:
        assert ev.outcome is Outcome.VERIFIED_OK and "1 quote(s)" in ", ".join(ev.checked), (
            ev.evidence_summary
        )
    else:
        assert ev.hallucination_category is Category.QUOTE_FABRICATION, ev.evidence_summary


def test_a_footnote_string_cite_gives_the_quote_to_its_first_authority_alone() -> None:
    from briefcheck.extract import extract_document

    note = "See Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982); Butz v. Economou, 438 U.S. 478 (1978)."
    doc = extract_document(footnoted_docx(note), "b.docx")
    harlow, butz = doc.claims
    assert harlow.quotes == ["officials are generally shielded from liability."] and butz.quotes == []
    assert butz.text == harlow.text and butz.text.startswith("The Court held that")


BODY = ["The rule is settled. See Hale v. Pratt, 600 F.3d 500 (2d Cir. 2011)."]


@pytest.mark.parametrize(
    ("parts", "unread"),
    [
        ({"picture_page": True}, ["pages with no text layer, scanned (page 2): run OCR on them"]),
        ({"field_value": "See Doe v. Roe, 600 F.3d 777 (2d Cir. 2011)."}, ["form fields (1 part)"]),
        ({"field_value": "Counsel for Plaintiff"}, []),  # a field that cites nothing
        ({}, []),
    ],
)
def test_a_pdfs_scanned_pages_and_citing_form_fields_are_named_unread(parts: dict, unread: list[str]) -> None:
    """A page that is a picture, or a form field's typed value, prints on the page but is no text
    the reader can read: named, so a citation there is never passed as checked."""
    from reader_files import pdf_with_parts

    doc = read_document(pdf_with_parts(BODY, **parts), "brief.pdf")
    assert doc.media_type == MEDIA_PDF and doc.unread == unread
    assert "Hale v. Pratt" in " ".join(b.text for b in doc.blocks)


@pytest.mark.parametrize("wrapped", ["Borough Council [2019]", "Borough Council [2019] EWHC 3321 (Admin)"])
def test_a_citation_wrapped_after_a_bracket_stays_in_its_paragraph(wrapped: str) -> None:
    """A short line ending in a bracket or parenthesis ends no sentence: the paragraph (and the
    citation broken there) goes on to the next line."""
    rest = (
        "EWHC 3321 (Admin), where the court struck out a claim on facts like these."
        if "EWHC" not in wrapped
        else ("where the court struck out a claim on facts that were indistinguishable from these.")
    )
    lines = [
        "English courts have repeatedly refused to extend an employer's duty of care to claims of",
        "retaliation for reporting safety concerns, and the reasoning has been applied in many cases",
        "across the divisions of the High Court. The leading example is Whitcombe v Harrowgate",
        wrapped,
        rest,
    ]
    doc = extract_document(make_pdf([lines]), "brief.pdf")
    assert [c.text for c in doc.citations()] == [
        "Whitcombe v Harrowgate Borough Council [2019] EWHC 3321 (Admin)"
    ]
    assert len([b for b in doc.blocks if b.text.strip()]) == 1


def test_a_docx_paragraph_set_in_by_its_style_is_a_block_quotation() -> None:
    """A style of the writer's own ("Indented Block", set in an inch each side, or based on one that
    is) sets its paragraphs apart as much as a paragraph's own indent does; a style set in on the
    left alone, and a numbered paragraph, do not."""
    from docx.enum.style import WD_STYLE_TYPE
    from docx.shared import Inches

    def build(d: docx.document.Document) -> None:
        block = d.styles.add_style("Indented Block", WD_STYLE_TYPE.PARAGRAPH)
        block.paragraph_format.left_indent = Inches(1)
        block.paragraph_format.right_indent = Inches(1)
        based = d.styles.add_style("Indented Block Tight", WD_STYLE_TYPE.PARAGRAPH)
        based.base_style = block
        left = d.styles.add_style("Left Only", WD_STYLE_TYPE.PARAGRAPH)
        left.paragraph_format.left_indent = Inches(1)
        d.add_paragraph("The court explained:")
        d.add_paragraph("A quoted rule that binds.", style="Indented Block")
        d.add_paragraph("Another quoted rule.", style="Indented Block Tight")
        d.add_paragraph("The brief's own indented point.", style="Left Only")
        d.add_paragraph("An item.", style="List Number").paragraph_format.right_indent = Inches(1)

    doc = read_document(make_docx(build), "brief.docx")
    assert [b.quotation for b in doc.blocks] == [False, True, True, False, False]


def test_a_docx_paragraph_set_in_on_the_left_after_a_lead_in_is_a_block_quotation() -> None:
    """Word's "Increase Indent" sets a quotation in on the left alone: after a lead-in ending in a colon,
    the paragraphs set in every line are the quotation (a misquotation so set was VERIFIED unchecked).
    The brief's own paragraph set in with no lead-in, a hanging indent, a numbered item or a signature
    block is not one."""
    from docx.shared import Inches

    def build(d: docx.document.Document) -> None:
        d.add_paragraph("The court set out the test:")
        first = d.add_paragraph("A claim for negligence has three elements: a duty, a breach and harm.")
        first.paragraph_format.left_indent = Inches(1)
        second = d.add_paragraph("Each must be pleaded with facts.")
        second.paragraph_format.left_indent = Inches(1)
        second.paragraph_format.first_line_indent = Inches(0.5)
        d.add_paragraph("Hale v. Pratt, 600 F.3d 500, 502 (2d Cir. 2011).")
        own = d.add_paragraph("The brief's own indented point, with no lead-in before it.")
        own.paragraph_format.left_indent = Inches(1)
        d.add_paragraph("The factors are these:")
        hanging = d.add_paragraph("(a) the first factor, set with a hanging indent under its letter.")
        hanging.paragraph_format.left_indent = Inches(1)
        hanging.paragraph_format.first_line_indent = Inches(-1)
        d.add_paragraph("Respectfully submitted:")
        signed = d.add_paragraph("/s/ Jane Roe, Counsel for Appellant")
        signed.paragraph_format.left_indent = Inches(3)

    doc = read_document(make_docx(build), "brief.docx")
    assert [b.quotation for b in doc.blocks] == [False, True, True, False, False, False, False, False, False]
    # read from its indentation alone, so that a mismatch is for a person: the brief's own may look the same
    assert [b.set_in for b in doc.blocks] == [b.quotation for b in doc.blocks]


@pytest.mark.parametrize(
    ("element", "quotation"),
    [
        ('<div class="blockquote" style="margin-left:40px">The quoted rule.</div>', True),
        ('<p class="block-quote">The quoted rule.</p>', True),
        # set in by its style alone: a page's margins, or a paragraph of the brief's own
        ('<p style="margin-left:1in;margin-right:1in">The brief\'s own indented point.</p>', False),
        ('<div style="padding-left:1in;padding-right:1in"><p>A page of the brief.</p></div>', False),
    ],
)
def test_an_html_element_of_a_quotations_class_is_a_block_quotation(element: str, quotation: bool) -> None:
    doc = read_document(
        f"<html><body><p>The court explained:</p>{element}</body></html>".encode(), "brief.html"
    )
    assert [b.quotation for b in doc.blocks] == [False, quotation]


def test_a_markdown_footnote_is_a_note_placed_at_its_mark() -> None:
    """A Markdown footnote ("[^1]" and "[^1]: ...") is read as the note its mark places, after the
    paragraph marking it, numbered as a reader sees it: its citation is the body's quotation's (it
    was read as a paragraph of the body, the quotation unchecked)."""
    text = (
        'An employer "that waits longer than sixty days has violated the statute."[^a] It follows.\n\n'
        "The judgment should be reversed.[^b]\n\n"
        "[^a]: Marsh v. Ortega, 610 F.3d 200, 203\n    (2d Cir. 2012).\n"
        "[^b]: See *Hale*, 600 F.3d at 501.\n"
        "[^unused]: A note no paragraph marks.\n"
    )
    blocks = read_document(text.encode(), "brief.md").blocks
    shown = [(b.text, b.note, b.note_in, b.note_mark) for b in blocks]
    body, second = blocks[0], blocks[2]
    assert shown == [
        (body.text, None, None, None),
        (
            "Marsh v. Ortega, 610 F.3d 200, 203 (2d Cir. 2012).",
            "footnote 1",
            body.path,
            body.text.index(" It"),
        ),
        ("The judgment should be reversed.", None, None, None),
        ("See Hale, 600 F.3d at 501.", "footnote 2", second.path, len(second.text)),
        ("A note no paragraph marks.", "a footnote", None, None),
    ]
    assert "[^" not in body.text


@pytest.mark.parametrize(
    "html",
    [
        # as GitHub renders a Markdown footnote
        'An employer "that waits longer than sixty days has violated the statute."<sup class="footnote-ref">'
        '<a href="#fn1" id="fnref1">1</a></sup> It follows.</p><section class="footnotes"><ol><li id="fn1">'
        '<p>Marsh v. Ortega, 610 F.3d 200, 203 (2d Cir. 2012). <a href="#fnref1" class="footnote-backref">'
        "↩</a></p></li></ol></section>",
        # as LibreOffice writes a Word footnote to HTML
        'An employer "that waits longer than sixty days has violated the statute."<a class="sdfootnoteanc" '
        'name="sdfootnote1anc" href="#sdfootnote1sym"><sup>1</sup></a> It follows.</p><div id="sdfootnote1">'
        '<p><a class="sdfootnotesym" name="sdfootnote1sym" href="#sdfootnote1anc">1</a> Marsh v. Ortega, '
        "610 F.3d 200, 203 (2d Cir. 2012).</p></div>",
    ],
)
def test_an_html_footnote_is_a_note_placed_at_its_mark(html: str) -> None:
    """A footnote in HTML (a linked reference and the note it links to) is read as the note its mark
    places, after the paragraph marking it, so its citation is the body's quotation's (it was read as
    a paragraph of the body, the quotation unchecked)."""
    blocks = read_document(f"<html><body><p>{html}</body></html>".encode(), "brief.html").blocks
    body, note = blocks
    assert (
        body.text == 'An employer "that waits longer than sixty days has violated the statute." It follows.'
    )
    assert (note.text, note.note, note.note_in, note.note_mark) == (
        "Marsh v. Ortega, 610 F.3d 200, 203 (2d Cir. 2012).",
        "footnote 1",
        body.path,
        body.text.index(" It"),
    )


def test_a_pdf_list_or_question_set_in_is_no_block_quotation_and_the_margin_is_the_full_lines() -> None:
    """Items of a list and a question presented are set in as block quotations are; and where a
    short brief's quotation has more lines than its text, the margin is still the full lines'."""
    body = "The tenant's claim has three parts, and each of them is pleaded in the complaint in full:"
    listed = [
        (36, "(a) the landlord kept the deposit for more than thirty days after the tenant left the"),
        (36, "premises and without any list of the deductions it made from it, as the lease required;"),
    ]
    question = [
        (36, "Whether a landlord who keeps a deposit in bad faith owes the tenant treble damages under"),
        (36, "the statute, and whether a list of deductions is required before any deduction is made."),
    ]
    quoted = [
        (72, "We hold that a landlord who acts in bad faith must pay treble"),
        (72, "damages to the tenant. A landlord need not itemize deductions"),
        (72, "made in good faith, and the tenant need not prove actual damages"),
        (72, "to recover them, since the notice requirement is mandatory."),
    ]
    listing = read_document(make_pdf([[body, body, *listed, body, body, *question, body, body]]), "brief.pdf")
    assert not any(b.quotation for b in listing.blocks), [b.text for b in listing.blocks if b.quotation]
    # more of a short brief's lines are the quotation's than the text's
    doc = read_document(make_pdf([[body, body, *quoted, *quoted[:2], body]]), "brief.pdf")
    set_apart = [b.text.split()[0] for b in doc.blocks if b.quotation]
    assert set_apart and set(set_apart) == {"We"}, set_apart


def test_a_docx_heading_style_set_in_both_sides_is_no_block_quotation() -> None:
    from docx.enum.style import WD_STYLE_TYPE
    from docx.shared import Inches

    def build(d: docx.document.Document) -> None:
        point = d.styles.add_style("Point Heading", WD_STYLE_TYPE.PARAGRAPH)
        point.paragraph_format.left_indent = Inches(0.5)
        point.paragraph_format.right_indent = Inches(0.5)
        d.add_paragraph("I. THE DISTRICT COURT ERRED IN DISMISSING THE COMPLAINT", style="Point Heading")
        d.add_paragraph("Hale v. Pratt, 600 F.3d 500, 502 (2d Cir. 2011), controls this appeal.")

    assert not any(b.quotation for b in read_document(make_docx(build), "brief.docx").blocks)


def test_a_markdown_footnote_of_two_paragraphs_is_one_note_and_the_text_after_it_the_bodys() -> None:
    text = (
        "The rule is settled.[^a]\n\n"
        "[^a]: See Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011).\n\n"
        "    The same rule applies to employers. Marsh v. Ortega, 610 F.3d 200, 201 (2d Cir. 2012).\n\n"
        "The judgment should be reversed.\n"
    )
    blocks = read_document(text.encode(), "brief.md").blocks
    assert [(b.note, b.quotation) for b in blocks] == [(None, False), ("footnote 1", False), (None, False)]
    assert blocks[1].text.endswith(
        "The same rule applies to employers. Marsh v. Ortega, 610 F.3d 200, 201 (2d Cir. 2012)."
    )
    assert blocks[2].text == "The judgment should be reversed."


def test_a_block_quotation_set_in_with_no_blank_lines_around_it_is_its_own_block() -> None:
    """A plain-text brief with no blank line between its paragraphs: the run of lines set in past the
    line before it, which a colon ends, is a block quotation (it was read into the paragraph around
    it, and an altered quotation was VERIFIED unchecked); a first line's indent opens none."""
    data = (
        b"The Court rejected the rule on which Defendant relies:\n"
        b"        A claim for maintenance and cure does not depend on any showing of negligence.\n"
        b"Thornbury v. Halcyon Maritime Corp., 595 U.S. 310, 311 (2022). The rule is settled.\n"
    )
    blocks = read_document(data, "brief.txt").blocks
    assert [(b.text, b.quotation) for b in blocks] == [
        ("The Court rejected the rule on which Defendant relies:", False),
        ("A claim for maintenance and cure does not depend on any showing of negligence.", True),
        ("Thornbury v. Halcyon Maritime Corp., 595 U.S. 310, 311 (2022). The rule is settled.", False),
    ]
    # (no colon before the deeper line: a hard-wrapped paragraph's own indents)
    indented = b"    The Court held in Thornbury that the duty is broad.\nIt said so.\n        It is broad.\n"
    assert len(read_document(indented, "brief.txt").blocks) == 1


@pytest.mark.parametrize(
    ("element", "part"),
    [
        (
            '<svg><text x="0" y="10">See Smith v. Jones, 600 F.3d 50.</text></svg>',
            "images' text (SVG) (1 part)",
        ),
        (
            '<iframe srcdoc="&lt;p&gt;See Smith v. Jones, 600 F.3d 50.&lt;/p&gt;"></iframe>',
            "embedded frames (1 part)",
        ),
        (
            '<object data="x.pdf"><p>See Smith v. Jones, 600 F.3d 50.</p></object>',
            "embedded objects (1 part)",
        ),
        (
            "<noscript><p>See Smith v. Jones, 600 F.3d 50.</p></noscript>",
            "text shown without scripts (1 part)",
        ),
    ],
)
def test_html_a_reader_sees_but_the_reader_drops_is_named_unread(element: str, part: str) -> None:
    """Text an HTML brief shows in an SVG, a frame's own document, an object's fallback or a
    no-script block was dropped unsaid, and a run citing one invented case there exited 0 "every
    case citation was found"."""
    data = f"<html><body><p>The motion should be granted.</p>{element}</body></html>".encode()
    assert read_document(data, "brief.html").unread == [part]
    assert (
        read_document(b"<html><body><p>Granted.</p><svg><text>1</text></svg></body></html>", "b.html").unread
        == []
    )
