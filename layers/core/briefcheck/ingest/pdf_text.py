"""A PDF's pages into blocks: running headers, footers and page numbers dropped, lines joined
into paragraphs, footnotes kept as their own blocks."""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from typing import TYPE_CHECKING

from briefcheck.domain.errors import InputError
from briefcheck.domain.models import Block
from briefcheck.ingest.blocks import CITABLE, LISTED, NOT_QUOTED, BlockBuilder, clean_line, cleaned_offset
from briefcheck.text.abbreviations import is_abbreviation

if TYPE_CHECKING:
    from briefcheck.ingest.pdf_layout import Footnote

log = logging.getLogger(__name__)

# A footnote reference mark in a body line, where it stood: two private-use characters around it
# (a PDF's own text has any such character taken out first; the reader removes these before any block
# is made).
MARK_OPEN, MARK_CLOSE = "\ue000", "\ue001"
PLACED_MARK = re.compile(f"{MARK_OPEN}([^{MARK_CLOSE}]{{1,3}}){MARK_CLOSE}")


def read_pdf(data: bytes, name: str) -> tuple[list[Block], list[str]]:
    """The PDF's blocks, and what of it was not read for citations: pages that could not be read,
    pages that are pictures (scanned, no text layer), form fields whose values may cite."""
    from briefcheck.ingest.pdf_layout import read_pages  # loads the PDF library: when a PDF is read

    pages = read_pages(data, name)
    failed = [number for number, page in enumerate(pages, start=1) if page is None]
    if len(failed) == len(pages):
        raise InputError(f"{name}: the PDF is damaged: no page could be read; export it again")
    if failed:
        log.warning("PDF pages could not be read and were skipped", extra={"pages": failed})
    read = [(number, page) for number, page in enumerate(pages, start=1) if page is not None]
    if not any(page.lines or page.footnotes for _, page in read):
        raise InputError(f"{name}: the PDF has no text layer (it looks scanned); run OCR on it and try again")
    body = _drop_page_furniture([page.lines for _, page in read])
    blocks = _pdf_blocks(body, [page.footnotes for _, page in read], [number for number, _ in read])
    pictured = [number for number, page in read if page.pictured]
    fields = sum(1 for _, page in read for value in page.fields if CITABLE.search(f" {value} "))
    unread = [
        *([f"pages that could not be read ({_numbers(failed)})"] if failed else []),
        *([f"pages with no text layer, scanned ({_numbers(pictured)}): run OCR on them"] if pictured else []),
        *([f"form fields ({fields} part{'s' * (fields != 1)})"] if fields else []),
    ]
    return blocks, unread


def _numbers(pages: list[int]) -> str:
    return ("page " if len(pages) == 1 else "pages ") + ", ".join(map(str, pages))


_PAGE_NUMBER = re.compile(
    r"^(?:page|p\.|pg\.?)?\s*[-–—]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*(?:of\s+\d{1,4})?\s*[-–—]?$", re.I
)
_EDGE_LINES = 2  # header/footer candidates: this many lines at each end of a page


def _furniture_key(line: str) -> str:
    return re.sub(r"\d+", "#", clean_line(PLACED_MARK.sub("", line))).lower()


def _page_number(line: str) -> bool:
    return bool(_PAGE_NUMBER.match(PLACED_MARK.sub("", line).strip()))


def _drop_page_furniture(pages: list[list[str]]) -> list[list[str]]:
    """Each page's lines without bare page numbers and headers/footers repeated on most pages."""
    edges: Counter[str] = Counter()
    for lines in pages:
        content = [ln for ln in lines if ln.strip()]
        edges.update({_furniture_key(ln) for ln in content[:_EDGE_LINES] + content[-_EDGE_LINES:]})
    need = max(2, math.ceil(0.6 * len(pages)))
    repeated = {k for k, n in edges.items() if n >= need and k}
    out: list[list[str]] = []
    for lines in pages:
        content = [i for i, ln in enumerate(lines) if ln.strip()]
        edge = set(content[:_EDGE_LINES] + content[-_EDGE_LINES:])
        out.append(
            [
                ln
                for i, ln in enumerate(lines)
                if not (i in edge and (_furniture_key(ln) in repeated or _page_number(ln)))
            ]
        )
    return out


# A sentence's last mark, and any closing quotation mark or bracket after it ('... 1999).', '."');
# a bracket or parenthesis alone ends no sentence: a citation wraps after one ("Borough Council
# [2019]" / "EWHC 3321 (Admin)"), and a paragraph cut there loses both halves of it
_SENTENCE_END = re.compile(r"[.!?:;][\"”’)\]]*$")
_HEADING_LIKE = re.compile(r"^(?:[IVXLC]+\.|[A-Z]\.|\d{1,2}\.)\s+\S|^[^a-z]*[A-Z]{3}[^a-z]*$")


def _pdf_blocks(pages: list[list[str]], footnotes: list[list[Footnote]], numbers: list[int]) -> list[Block]:
    """Paragraphs re-formed from PDF lines, across page breaks, each page's footnotes after the
    paragraph that is open when its page ends (where a reader meets them). Each block records
    the page it begins on (`numbers`: each page's number in the file).

    A paragraph ends at a vertical gap wider than the document's usual line spacing (so
    double-spaced briefs work), where the indent grows (a first-line indent or a block quote
    opens) or shrinks after a block of indented lines (a block quote closes), and after a
    line that ends a sentence well short of the usual line width. A short line in capitals
    or with an outline number ("II. ARGUMENT") is a heading. Hyphenated line ends are joined.
    """
    text_lines = [ln for lines in pages for ln in lines if ln.strip()]
    widths = sorted(len(ln.strip()) for ln in text_lines)
    typical = widths[int(len(widths) * 0.8)] if widths else 0
    usual_gap = _usual_gap(pages)
    # the body's left margin: the indent most lines have
    # (of the lines running the page's width: a block quotation's are set in on the right too, and
    # in a short brief may be most of its lines, so the widest lines measure the page)
    widest = widths[int(len(widths) * 0.95)] if widths else 0
    full = [ln for ln in text_lines if len(ln.strip()) >= 0.9 * widest] or text_lines
    margin = _margin(Counter(len(ln) - len(ln.lstrip()) for ln in full))
    out = BlockBuilder()
    para: list[str] = []  # the paragraph's pieces, joined once at the end (long PDFs)
    para_indents: list[int] = []  # the indent of each of its lines
    para_page = 0  # the page the open paragraph began on
    para_first = ""  # its first line as laid out (where a numbered paragraph's text starts)
    indent = 0  # indent of the previous line

    pending: list[tuple[int, Footnote]] = []  # footnotes (and their page) waiting for their paragraph
    placed: list[tuple[str, dict[str, int]]] = []  # each body block's path and where its marks stand

    def flush() -> None:
        text, marks = _marks_taken_out("".join(para))
        before = len(out.blocks)
        quotation = _set_in(para_indents, margin, text)
        out.paragraph(text, page=para_page, quotation=quotation)  # an empty paragraph makes no block
        if len(out.blocks) > before and marks:
            placed.append((out.blocks[-1].path, {m: cleaned_offset(text, at) for m, at in marks.items()}))
        para.clear()
        para_indents.clear()
        for page, note in pending:
            lines: list[str] = []
            for line in note.lines:
                _add_line(lines, clean_line(line))
            named = f"footnote {note.mark}" if note.mark else "a footnote"
            # the paragraph its mark is in: the latest one, as a note's number may come again
            where = next(((path, at[note.mark]) for path, at in reversed(placed) if note.mark in at), None)
            out.paragraph(
                "".join(lines),
                page=page,
                note=named,
                note_in=where[0] if where else None,
                note_mark=where[1] if where else None,
            )
        pending.clear()

    for number, lines, notes in zip(numbers, pages, footnotes, strict=True):
        blanks = -1  # no gap is measured across a page break
        for raw in lines:
            if not raw.strip():
                if blanks >= 0:
                    blanks += 1
                continue
            line = clean_line(raw)
            shown = PLACED_MARK.sub("", line)  # the line as printed, its marks aside
            this_indent = len(raw) - len(raw.lstrip())
            wide_gap = blanks > usual_gap
            # the indent grows, unless under a numbered paragraph's first line ("1.<tab>The court
            # held ..." hanging over the lines under it)
            opens = this_indent > indent + 2
            indent_opens = opens and not _hangs_under(para_first, para_indents, this_indent, typical)
            # ... or shrinks after two lines of the open paragraph set in alike (a block quotation
            # closes): a first-line indent after a one-line paragraph set in so closes none
            alike = len(para_indents) >= 2 and abs(para_indents[-2] - indent) <= 2
            # (a list's next item opens back at its number, under the last item's hanging lines)
            item = _ITEM.match(raw) is not None
            indent_closes = this_indent < indent - 2 and (alike or (item and len(para_indents) >= 2))
            # ... and a paragraph of one line that ends its sentence, set in by a first line's indent,
            # before a line set in alike: the next paragraph's first line (its own lines run back at
            # the margin), not the first paragraph's second
            first_again = (
                len(para_indents) == 1
                and abs(this_indent - indent) <= 2
                and margin + 2 < indent < margin + _HANGING
                and para[-1].rstrip().endswith(_ENDS_A_SENTENCE)
            )
            # ... and an item after a line that ends a sentence or opens a list (":")
            listed = bool(para) and _ITEM.match(raw) is not None and para[-1].rstrip().endswith(_ENDS_A_LEAD)
            if wide_gap or indent_opens or indent_closes or first_again or listed:
                flush()
            indent, blanks = this_indent, 0
            short = len(shown) < 0.7 * typical
            if short and not _SENTENCE_END.search(shown) and _HEADING_LIKE.match(shown) and len(shown) <= 80:
                flush()
                out.heading(shown, page=number)
                continue
            if not para:
                para_page, para_first = number, raw
            _add_line(para, line)
            para_indents.append(this_indent)
            if short and _SENTENCE_END.search(shown) and not is_abbreviation(shown.rsplit(None, 1)[-1]):
                flush()  # a short line ending a sentence ends the paragraph; "Ashcroft v." does not
        pending.extend((number, note) for note in notes)
    flush()
    return out.blocks


def _margin(indents: Counter[int]) -> int:
    """The leftmost indent many full lines have: where a paragraph's lines run back to (its first
    line's indent, in a short brief of short paragraphs, may be as common)."""
    if not indents:
        return 0
    most = max(indents.values())
    return min(indent for indent, lines in indents.items() if lines >= max(2, most / 4) or lines == most)


# A paragraph's number or bullet: "1.<tab>", "(a) ", "• "
_NUMBERED = re.compile(r"\s*(?:\(?[A-Za-z0-9]{1,4}[.)]|[•\-–—*])\s+\S")
# A list's item by its number, letter or bullet ("1.", "(a)", "•"; not a year, "2019.")
# (nor a case name's "v." or a court's "Cir." carried to the line's start)
_ITEM = re.compile(r"\s*(?:\(?\d{1,2}[.)]|\(?[a-uw-z][.)]|\([A-Za-z0-9]{1,4}\)|[•\-–—*])\s+\S")
# A line's last characters that end its sentence ("... may excuse.\"")
_ENDS_A_SENTENCE = (".", '."', ".\u201d", "?", "!", ".)")
_ENDS_A_LEAD = (*_ENDS_A_SENTENCE, ":")
# How far a hanging indent sets a numbered paragraph's later lines in (half an inch; a block
# quotation is set in an inch)
_HANGING = 8


def _hangs_under(first: str, indents: list[int], indent: int, typical: int) -> bool:
    """Whether a line set in to `indent` goes on a numbered paragraph of one full line so far (a
    hanging indent: the layout keeps no tab, so where its text starts is not measured) rather than
    opening a paragraph of its own."""
    numbered = len(indents) == 1 and _NUMBERED.match(first) is not None
    return numbered and len(first.strip()) >= 0.9 * typical and indent - indents[0] <= _HANGING


# How far past the margin a paragraph's every line must stand to be set in as a block quotation, and
# how many words it must have (Bluebook sets a quotation of fifty words or more apart)
_SET_IN = 4
_SET_IN_WORDS = 20


def _set_in(indents: list[int], margin: int, text: str) -> bool:
    """Whether a PDF paragraph is a block quotation by its layout: two lines or more, every one set
    in past the body's margin by the same measure (its first may be set in further), of sentences
    long enough to be one, and no signature block or address."""
    if len(indents) < 2 or min(indents) < margin + _SET_IN:
        return False
    rest = indents[1:]
    if max(rest) - min(rest) > 2 or indents[0] < min(rest) - 2:
        return False
    return len(text.split()) >= _SET_IN_WORDS and not NOT_QUOTED.search(text) and not LISTED.match(text)


def _marks_taken_out(text: str) -> tuple[str, dict[str, int]]:
    """A paragraph's text without its placed footnote marks, and where each mark stood in it."""
    pieces: list[str] = []
    marks: dict[str, int] = {}
    last = length = 0
    for m in PLACED_MARK.finditer(text):
        pieces.append(text[last : m.start()])
        length += m.start() - last
        marks[m.group(1)] = length
        last = m.end()
    pieces.append(text[last:])
    return "".join(pieces), marks


def _usual_gap(pages: list[list[str]]) -> int:
    """The commonest number of blank lines between two text lines (1 when double-spaced)."""
    gaps: Counter[int] = Counter()
    for lines in pages:
        blanks = -1
        for ln in lines:
            if ln.strip():
                if blanks >= 0:
                    gaps[blanks] += 1
                blanks = 0
            elif blanks >= 0:
                blanks += 1
    return gaps.most_common(1)[0][0] if gaps else 0


_SUBDIVISION = re.compile(r"\([0-9A-Za-z]{1,4}\)")
_SUBDIVISION_END = re.compile(r"\w\([0-9A-Za-z]{1,4}\)$")


def _split_subdivision(last: str, line: str) -> bool:
    """ "12(b)" at a line's end and "(6)" opening the next: one subdivision, "12(b)(6)"."""
    return bool(_SUBDIVISION_END.search(last) and _SUBDIVISION.match(line))


def _add_line(para: list[str], line: str) -> None:
    if para:
        last = para[-1]
        if len(last) >= 2 and last[-1] == "-" and last[-2].isalpha() and line[:1].islower():
            para[-1] = last[:-1]  # "negli-" + "gence"
        elif not last.endswith(("—", "/")) and not _split_subdivision(last, line):
            para.append(" ")
    para.append(line)
