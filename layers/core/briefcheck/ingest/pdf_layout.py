"""A PDF's text laid out by position, with pdfium's text segments and their boxes.

Court filings are often on numbered pleading paper: the margin's line numbers (1-28) are text,
and a reader that goes by the content stream splices them into the body ("457 U.S. 800, 818"
read as "457 U.S. 3"). Here every page's text comes as segments with boxes; lines are formed by
position, numbers standing alone left of the body's left edge are dropped, and the smaller-type
lines below the body are the page's footnotes. Each body line is written out the way a layout
text extraction writes it (indent as leading spaces, vertical gaps as blank lines), for the
paragraph rules of the reader.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field
from typing import Any

from briefcheck.domain.errors import InputError
from briefcheck.ingest.pdf_text import MARK_CLOSE, MARK_OPEN

_MARGIN_NUMBER = re.compile(r"^\d{1,2}$")
_MARK = re.compile(r"^\s*(?:\d{1,3}|[*†‡§]{1,3})\s*$")
# The most of its line's height a raised footnote mark stands (a superscript is set at about 60%)
_MARK_HEIGHT = 0.65
# A line whose letters are under this share of the body's height is in smaller type.
_SMALL = 0.85


@dataclass
class Segment:
    text: str
    left: float
    bottom: float
    right: float
    top: float

    @property
    def height(self) -> float:
        return self.top - self.bottom

    @property
    def middle(self) -> float:
        return (self.top + self.bottom) / 2


# What never follows a space: the marks that close a word, a clause or a bracket
_CLOSING = frozenset(",.;:)]!?”’")


@dataclass
class Line:
    segments: list[Segment] = field(default_factory=list)

    @property
    def left(self) -> float:
        return self.segments[0].left

    @property
    def top(self) -> float:
        return max(s.top for s in self.segments)

    @property
    def bottom(self) -> float:
        return min(s.bottom for s in self.segments)

    @property
    def middle(self) -> float:
        return (self.top + self.bottom) / 2

    def lettered(self) -> list[Segment]:
        return [s for s in self.segments if any(c.isalpha() for c in s.text)]

    @property
    def height(self) -> float:
        """The height of its lettered segments (a superscript mark or a digit alone is lower)."""
        lettered = self.lettered()
        return max(s.height for s in lettered) if lettered else max(s.height for s in self.segments)

    def is_mark(self, seg: Segment) -> bool:
        """A footnote mark: a number or symbol alone, in smaller type raised off the baseline."""
        lettered = self.lettered()
        if not lettered or not _MARK.match(seg.text):
            return False
        base = min(s.bottom for s in lettered)
        # (figures at the line's own size stand about three quarters of its height, their foot on the
        # baseline just above the letters' descenders: a linked pin "776" is no mark)
        return seg.height < _MARK_HEIGHT * self.height and seg.bottom > base + 0.2 * self.height

    def text(self, marks: bool = True, placed: bool = False) -> str:
        """The line's words; `marks=False` leaves footnote reference marks out (as Word's text
        of a paragraph does), `placed=True` writes each as `MARK_OPEN` mark `MARK_CLOSE`, for the
        reader to take out with where it stood."""
        out = ""
        previous: Segment | None = None
        for seg in self.segments:
            if not marks and self.is_mark(seg):
                if placed:
                    out += f"{MARK_OPEN}{seg.text.strip()}{MARK_CLOSE}"
                    previous = seg
                continue
            gap = seg.left - previous.right if previous is not None else 0.0
            apart = previous is not None and gap > 0.15 * max(seg.height, previous.height)
            # a link's run whose first letters pdfium also gave the run before it, the two abutting
            # ("See H" then " Hale v. Pratt"): the word once
            head = seg.text.lstrip()
            cut = out.rsplit(" ", 1)[-1]
            if (
                previous is not None
                and abs(gap) < 0.5
                and seg.text[:1] == " "
                and cut
                and head.startswith(cut)
            ):
                out = out[: len(out) - len(cut)]
            # where a link, an underline or a line's closing hyphen starts a run of its own: no
            # space opens a ", 125" after "700 F.3d 100", nor a line's "-" after "Cotton"
            # (or the space pdfium itself writes at its end)
            if seg.text[:1] in _CLOSING:
                apart, out = False, out.rstrip(" ")
            apart = apart and not (seg.text.strip() == "-" and out[-1:].isalpha())
            if apart and out and not out[-1].isspace() and not seg.text[:1].isspace():
                out += " "
            out += seg.text.replace(MARK_OPEN, "").replace(MARK_CLOSE, "") if placed else seg.text
            previous = seg
        return out.strip()


@dataclass
class Footnote:
    mark: str | None  # "3", "*"; None for lines at the foot before any mark (a note run over)
    lines: list[str]


@dataclass
class PageText:
    lines: list[str]  # body lines, layout-style (leading spaces, blank lines for gaps)
    footnotes: list[Footnote]  # each footnote's mark and lines, the mark left off the text
    pictured: bool = False  # an image where the page has no text: a scan, which holds words unread
    fields: list[str] = field(default_factory=list)  # the values typed into its form fields


def read_pages(data: bytes, name: str) -> list[PageText | None]:
    """Each page's text by position; None for a page that could not be read."""
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        if "password" in str(exc).lower():
            raise InputError(
                f"{name}: the PDF is encrypted (password-protected); remove the password and try again"
            ) from None
        raise InputError(f"{name}: the PDF is damaged and cannot be read; export it again") from None
    try:
        if len(pdf) == 0:
            raise InputError(f"{name}: the PDF has no pages")
        # each page read once, its objects let go: its segments, whether it is only a picture (a page
        # with no letters on it and an image), its form fields
        read: list[tuple[list[Segment], bool, list[str]] | None] = []
        for index in range(len(pdf)):
            try:
                page = pdf[index]
                try:
                    segments = _segments(page)
                    blank = not any(_lettered(s) for s in segments)
                    read.append((segments, blank and _has_image(page), _field_values(page)))
                finally:
                    page.close()
            except pdfium.PdfiumError:
                read.append(None)
        # the body's type size, measured on the whole document: a page of more footnote lines than
        # body lines would measure its notes' size
        heights = [s.height for held in read if held for s in held[0] if _lettered(s)]
        body_height = statistics.median(heights) if heights else None
        pages: list[PageText | None] = []
        for held in read:
            if held is None:
                pages.append(None)
                continue
            segments, pictured, fields = held
            text = _page(segments, body_height)
            text.pictured, text.fields = pictured, fields
            pages.append(text)
        return pages
    finally:
        pdf.close()


def _has_image(page: object) -> bool:
    import pypdfium2.raw as pdfium_c

    return any(obj.type == pdfium_c.FPDF_PAGEOBJ_IMAGE for obj in page.get_objects())  # type: ignore[attr-defined]


def _field_values(page: object) -> list[str]:
    """The values of the page's form fields (widget annotations): text a printed page shows that is
    no part of its content stream, so no text extraction reads it."""
    import ctypes

    import pypdfium2.raw as pdfium_c

    raw = page.raw  # type: ignore[attr-defined]
    values = []
    for index in range(pdfium_c.FPDFPage_GetAnnotCount(raw)):
        annot = pdfium_c.FPDFPage_GetAnnot(raw, index)
        try:
            if pdfium_c.FPDFAnnot_GetSubtype(annot) != pdfium_c.FPDF_ANNOT_WIDGET:
                continue
            size = pdfium_c.FPDFAnnot_GetStringValue(annot, b"V", None, 0)  # bytes, UTF-16LE with a NUL
            if size <= 2:
                continue
            buffer = ctypes.create_string_buffer(size)
            pdfium_c.FPDFAnnot_GetStringValue(
                annot, b"V", ctypes.cast(buffer, ctypes.POINTER(ctypes.c_ushort)), size
            )
            value = buffer.raw[: size - 2].decode("utf-16-le", errors="replace").strip()
            if value:
                values.append(value)
        finally:
            pdfium_c.FPDFPage_CloseAnnot(annot)
    return values


def _segments(page: object) -> list[Segment]:
    from pypdfium2 import PdfiumError  # (imported with the PDF's reading, not at start-up)

    textpage = page.get_textpage()  # type: ignore[attr-defined]
    try:
        rects = [textpage.get_rect(i) for i in range(textpage.count_rects())]
        try:
            texts = _rect_texts(textpage, len(rects))
        except PdfiumError:  # (a page pdfium cannot divide so is still read, by its rects' bounds)
            texts = None
        if texts is None:  # (the rects' characters not found in turn: each rect's text read by its bounds)
            textpage.count_rects()  # the page's rects again, which counting a range replaced
            texts = [textpage.get_text_bounded(*rect) for rect in rects]
        out = []
        for (left, bottom, right, top), text in zip(rects, texts, strict=True):
            # pdfium writes a hyphen that ends a line as \x02 (\ufffe in a range); its line breaks are
            # not the reader's
            text = text.replace("\x02", "-").replace("\ufffe", "-").replace("\r", "").replace("\n", " ")
            if text.strip():
                out.append(Segment(text, left, bottom, right, top))
        return out
    finally:
        textpage.close()


def _rect_texts(textpage: Any, rects: int) -> list[str] | None:
    """Each of the page's `rects` text runs as the characters pdfium made it of, in turn (pdfium
    makes its rects of consecutive characters): the text within a rect's bounds takes in an italic
    letter whose slant reaches into it from the next run, so "by all" read "by y all". None when the
    characters do not divide into that many runs."""
    chars = textpage.count_chars()
    texts, start = [], 0
    for _ in range(rects):
        if start >= chars:
            return None
        # the first character past this run: the shortest range from `start` pdfium makes two rects of
        lo, hi = start + 1, chars
        while lo < hi:
            mid = (lo + hi) // 2
            if textpage.count_rects(start, mid - start + 1) >= 2:
                hi = mid
            else:
                lo = mid + 1
        texts.append(textpage.get_text_range(start, lo - start).rstrip("\r\n"))  # (the line end pdfium adds)
        start = lo
    # (what is left after the last run: the line ends pdfium generates)
    return texts if start >= chars or not textpage.get_text_range(start, chars - start).strip() else None


def _lines(segments: list[Segment]) -> list[Line]:
    """Segments grouped into lines, top to bottom, left to right: a segment joins a line whose
    vertical extent it shares (a superscript shares the top of its line's; lines of a page,
    single-spaced or double, do not overlap)."""
    lines: list[Line] = []
    for seg in sorted(segments, key=lambda s: -s.top):
        if lines:
            line = lines[-1]
            shared = min(line.top, seg.top) - max(line.bottom, seg.bottom)
            if shared > 0.3 * min(seg.height, line.top - line.bottom):
                line.segments.append(seg)
                continue
        lines.append(Line([seg]))
    for line in lines:
        line.segments.sort(key=lambda s: s.left)
    return lines


def _lettered(segment: Segment) -> bool:
    return any(c.isalpha() for c in segment.text)


def _page(segments: list[Segment], document_height: float | None = None) -> PageText:
    """The page's body lines and footnotes; `document_height` the body's type size measured on
    the whole document (the page's own, where larger, is its body's: a title page's)."""
    lettered = [s for s in segments if _lettered(s)]
    if not lettered:
        return PageText([], [])
    body_left = min(s.left for s in lettered)
    # pleading paper's line numbers: a number standing alone in the margin left of the body
    kept = [s for s in segments if not (_MARGIN_NUMBER.match(s.text.strip()) and s.right < body_left - 2)]
    lines = _lines(kept)
    tail: list[Line] = []  # a page number under the footnotes belongs to the page, not a note
    while lines and not lines[-1].lettered():
        tail.insert(0, lines.pop())
    body_height = max(statistics.median(s.height for s in lettered), document_height or 0)
    split = len(lines)
    while split > 0 and lines[split - 1].height < _SMALL * body_height:
        split -= 1
    body, notes = lines[:split], lines[split:]
    if not (body and notes and notes[0].is_mark(notes[0].segments[0])):
        body, notes = lines, []  # smaller type at the foot without a note mark: not footnotes
        # a word processor may print its notes in the body's size: they are known by the raised mark
        # the first opens with, in the page's lower half (a body line never opens with one)
        middle = (lines[0].top + lines[-1].bottom) / 2 if lines else 0
        opening = next(
            (i for i, ln in enumerate(lines) if i and ln.middle < middle and ln.is_mark(ln.segments[0])), None
        )
        if opening is not None:
            body, notes = lines[:opening], lines[opening:]
    return PageText(_layout(body + tail, body_left, body_height), _footnotes(notes))


def _layout(lines: list[Line], body_left: float, body_height: float) -> list[str]:
    out: list[str] = []
    previous: Line | None = None
    for line in lines:
        if previous is not None:
            gap = previous.middle - line.middle
            out.extend([""] * max(0, round(gap / body_height) - 1))
        indent = max(0, round((line.left - body_left) / (0.5 * body_height)))
        out.append(" " * indent + line.text(marks=False, placed=True))
        previous = line
    return out


def _footnotes(lines: list[Line]) -> list[Footnote]:
    """Each footnote's mark and lines: a note starts at a line that opens with its mark."""
    notes: list[Footnote] = []
    for line in lines:
        opens = line.is_mark(line.segments[0])
        text = line.text(marks=False) if opens else line.text()
        if opens or not notes:
            notes.append(Footnote(line.segments[0].text.strip() if opens else None, [text]))
        else:
            notes[-1].lines.append(text)
    return notes
