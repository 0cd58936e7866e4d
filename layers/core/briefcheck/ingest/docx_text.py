"""The paragraphs of a .docx in reading order, each with its text and where every character of
that text came from.

The reader builds blocks from these paragraphs, and the annotated-.docx writer finds a
citation's characters again through the same walk, so the two can never disagree about which
paragraph a block is or which run holds a character. Reading order: the body (tables included,
cell by cell), each footnote's and endnote's paragraphs right after the paragraph that references
it. The text
is what Word prints with tracked changes accepted: insertions in, deletions out, and hidden or
struck-through runs out.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from lxml import etree

from briefcheck.ingest.blocks import CITABLE

if TYPE_CHECKING:
    from docx.document import Document as DocxDocument
    from docx.opc.part import Part

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_W = "{" + W_NS + "}"
_M = "{http://schemas.openxmlformats.org/officeDocument/2006/math}"
_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
_RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
NotePart = Literal["footnotes", "endnotes"]


@dataclass(frozen=True)
class NoteKind:
    """Footnotes and endnotes: the same structure in their own parts, under their own names."""

    part: NotePart
    label: str  # what Word calls one: "footnote"

    @property
    def rel(self) -> str:
        return _RELS + self.part

    @property
    def element(self) -> str:
        return f"{_W}{self.label}"

    @property
    def reference(self) -> str:
        return f"{_W}{self.label}Reference"


NOTE_KINDS = (NoteKind("footnotes", "footnote"), NoteKind("endnotes", "endnote"))
NOTE_KIND = {kind.part: kind for kind in NOTE_KINDS}

# Subtrees whose text is not part of the paragraph: deleted or moved-away text, text boxes (their
# own paragraphs), the duplicate rendering of alternate content.
_SKIP = {f"{_W}del", f"{_W}moveFrom", f"{_W}txbxContent", _MC_FALLBACK}
# Characters Word draws for these elements; python-docx reads them the same way.
_DRAWN = {
    f"{_W}tab": "\t",
    f"{_W}ptab": "\t",
    f"{_W}br": "\n",
    f"{_W}cr": "\n",
    f"{_W}noBreakHyphen": "-",
}
_NOTE_KINDS_SKIPPED = ("separator", "continuationSeparator", "continuationNotice")


@dataclass(frozen=True)
class CharOrigin:
    """A character's place in the XML: the `w:t` element and the offset in its text, or the
    drawn element (tab, break) that stands for it."""

    element: etree._Element
    offset: int


@dataclass(frozen=True)
class DocxParagraph:
    element: etree._Element  # the w:p
    part: Literal["document", "footnotes", "endnotes"]
    index: int  # among the part's paragraphs in document order: the block's SourceAnchor
    heading: bool
    quotation: bool = False  # set apart as a block quotation (its style, or indented both sides)
    set_in: bool = False  # every line set in from the left margin alone (a quotation after a lead-in)
    note: str | None = None  # "footnote 3": the note a paragraph of the notes parts is in
    mark: int | None = None  # a note's paragraph: where its mark stands in the raw text referencing it


class CharOrigins:
    """Each character's origin, kept as the pieces of text it was read from (one `w:t` or drawn
    element each, and where it starts): a character's origin is made when asked for, as a long
    document's paragraphs held one object a character (a fifth of an annotated .docx's time).
    `through(index)` reads them through a cleaning's map of characters to the raw ones."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.elements: list[etree._Element] = []
        self.length = 0
        self.index: list[int] | None = None

    def add(self, element: etree._Element, size: int) -> None:
        if size:
            self.starts.append(self.length)
            self.elements.append(element)
            self.length += size

    def through(self, index: list[int]) -> CharOrigins:
        mapped = CharOrigins()
        mapped.starts, mapped.elements, mapped.length, mapped.index = (
            self.starts,
            self.elements,
            self.length,
            index,
        )
        return mapped

    def __len__(self) -> int:
        return self.length if self.index is None else len(self.index)

    def __getitem__(self, i: int) -> CharOrigin:
        if self.index is not None:
            i = self.index[i]
        elif i < 0:
            i += self.length
        if not 0 <= i < self.length:
            raise IndexError(i)
        piece = bisect_right(self.starts, i) - 1
        return CharOrigin(self.elements[piece], i - self.starts[piece])


_RUN = f"{_W}r"
# A run's own formatting that keeps its words out of the filing: hidden text (not printed), and a
# redline's strike-through (as a tracked deletion, <del> or a line-through in HTML)
_NOT_SHOWN = (f"{_W}vanish", f"{_W}strike", f"{_W}dstrike")
_OFF = ("0", "false", "off")


def _not_shown(run: etree._Element) -> bool:
    """Whether a w:r is hidden or struck through by its own properties."""
    props = run.find(f"{_W}rPr")
    if props is None:
        return False
    for name in _NOT_SHOWN:
        flag = props.find(name)
        if flag is not None and flag.get(f"{_W}val", "true").lower() not in _OFF:
            return True
    return False


def _pieces(el: etree._Element) -> Iterator[tuple[etree._Element, str | None]]:
    """The elements of `el` in reading order, each with the text it contributes (a `w:t`'s text,
    a drawn tab or break) or None (any other element, its own pieces after it); the parts that
    are no text at all are left out."""
    for child in el:
        tag = child.tag
        if not isinstance(tag, str) or tag in _SKIP or (tag == _RUN and _not_shown(child)):
            continue
        if tag == f"{_W}t":
            yield child, child.text or ""
        elif tag in _DRAWN:
            yield child, _DRAWN[tag]
        else:
            yield child, None
            yield from _pieces(child)


def paragraph_chars(p: etree._Element) -> tuple[str, CharOrigins]:
    """The raw text of a w:p (before cleaning) and each character's origin."""
    chars: list[str] = []
    origins = CharOrigins()
    for element, text in _pieces(p):
        if text is not None:
            chars.append(text)
            origins.add(element, len(text))
    return "".join(chars), origins


def text_before(p: etree._Element, target: etree._Element) -> int:
    """How many characters of the raw text of w:p `p` (as `paragraph_chars` reads it) come before
    the element `target` in it (a note's reference mark)."""
    count = 0
    for element, text in _pieces(p):
        if element is target:
            break
        count += len(text or "")
    return count


# A paragraph under one of these is not part of the text at all (deleted, moved away, or the
# duplicate rendering of alternate content). A text box's paragraphs are: they follow the
# paragraph that anchors the box, each its own block.
_NOT_TEXT = _SKIP - {f"{_W}txbxContent"}


def part_paragraphs(root: etree._Element) -> list[etree._Element]:
    """Every w:p of a part in document order, text-box paragraphs right after the paragraph that
    holds the box (their text is not part of that paragraph's)."""
    return [p for p in root.iter(f"{_W}p") if not any(a.tag in _NOT_TEXT for a in p.iterancestors())]


def notes_root(document: DocxDocument, kind: NoteKind) -> tuple[Part, etree._Element] | None:
    """The footnotes (or endnotes) part and its parsed XML, or None when the document has none."""
    for rel in document.part.rels.values():
        if rel.reltype == kind.rel and not rel.is_external:
            part = rel.target_part
            return part, etree.fromstring(part.blob)
    return None


def notes_roots(document: DocxDocument) -> dict[NotePart, etree._Element]:
    """The parsed XML of each kind of note the document has."""
    return {kind.part: found[1] for kind in NOTE_KINDS if (found := notes_root(document, kind))}


def iter_paragraphs(document: DocxDocument, roots: dict[NotePart, etree._Element]) -> Iterator[DocxParagraph]:
    """The document's paragraphs in reading order (see the module's docstring)."""
    styles = style_names(document)
    indents = style_indents(document)
    notes: dict[tuple[str, str], list[tuple[NotePart, int, etree._Element]]] = {}
    for part, root in roots.items():
        kind = NOTE_KIND[part]
        # lxml hands out the same proxy for an element only while one is alive: keep the list.
        note_paragraphs = part_paragraphs(root)
        index = {id(p): i for i, p in enumerate(note_paragraphs)}
        for note in root.iter(kind.element):
            if note.get(f"{_W}type") in _NOTE_KINDS_SKIPPED:
                continue
            notes[(kind.reference, note.get(f"{_W}id", ""))] = [
                (part, index[id(p)], p) for p in note.iter(f"{_W}p") if id(p) in index
            ]
    references = tuple(kind.reference for kind in NOTE_KINDS)
    read: set[tuple[str, str]] = set()  # a note is read once, at its first reference
    # Word numbers each kind of note in the order of first reference, from 1
    numbered: dict[str, int] = dict.fromkeys(references, 0)
    label = {kind.reference: kind.label for kind in NOTE_KINDS}
    for i, p in enumerate(part_paragraphs(document.element)):
        yield DocxParagraph(
            p,
            "document",
            i,
            is_heading(p, styles),
            is_block_quotation(p, styles, indents),
            set_in_every_line(p, styles, indents),
        )
        for ref in p.iter(*references):
            key = (ref.tag, ref.get(f"{_W}id", ""))
            if key in read:
                continue  # thousands of marks on one note would each repeat its citations
            read.add(key)
            if key not in notes:
                continue
            if ref.get(f"{_W}customMarkFollows") in ("1", "true", "on"):  # its own mark, not a number
                note = f"a {label[ref.tag]}"
            else:
                numbered[ref.tag] += 1
                note = f"{label[ref.tag]} {numbered[ref.tag]}"
            mark = text_before(p, ref)
            for part, j, note_p in notes[key]:
                yield DocxParagraph(note_p, part, j, False, note=note, mark=mark)


# Parts the reader leaves out. Headers and footers repeat the caption on every page (its "Case
# No." is the brief's own case, not an authority) and page numbers; an altChunk embeds another
# document whole (HTML, RTF, another .docx), in a format of its own.
_UNREAD_PARTS = {
    _RELS + "header": "page headers",
    _RELS + "footer": "page footers",
    _RELS + "aFChunk": "embedded documents (altChunk)",
}


def unread_parts(document: DocxDocument) -> list[str]:
    """What the reader leaves out that may cite an authority, named with how many parts: "page
    headers (2 parts)". A header or footer of page numbers, a title or a firm's name is not named."""
    found: Counter[str] = Counter()
    for rel in document.part.rels.values():
        label = _UNREAD_PARTS.get(rel.reltype)
        if label is None or rel.is_external:
            continue
        part = rel.target_part
        if rel.reltype == _RELS + "aFChunk":
            found[label] += bool(part.blob.strip())
            continue
        # python-docx parsed the header or footer when it opened the file: its tree, not its bytes
        root = getattr(part, "element", None)
        if root is None:
            root = etree.fromstring(part.blob)
        words = "".join(t.text or "" for t in root.iter(f"{_W}t"))
        found[label] += bool(CITABLE.search(words))
    # (the body's equations: Word's math runs hold text the reader does not take, "Smith v. Jones" set
    # in an equation as readily as any)
    equations = document.element.iter(_M + "oMath")
    found["equations"] = sum(
        bool(CITABLE.search("".join(t.text or "" for t in eq.iter(_M + "t")))) for eq in equations
    )
    return [f"{label} ({n} part{'s' if n != 1 else ''})" for label, n in found.items() if n]


_QUOTE_STYLE = re.compile(r"quot|block ?text", re.IGNORECASE)
_HEADING_STYLE = re.compile(r"Title|Heading ?\d")
_TWIPS_INDENT = 720  # half an inch: a block quotation is set in on the left ...
_TWIPS_RIGHT = 360  # ... and on the right


def style_names(document: DocxDocument) -> dict[str, str]:
    """Each paragraph style's id and name, read once: python-docx finds a paragraph's style by a
    search of every style, so reading it per paragraph costs paragraphs x styles (a small file of
    thousands of each took minutes)."""
    root = document.styles.element
    out: dict[str, str] = {}
    for style in root.iterchildren(f"{_W}style"):
        style_id = style.get(f"{_W}styleId") or ""
        name = style.find(f"{_W}name")
        out[style_id] = (name.get(f"{_W}val") if name is not None else None) or style_id
    return out


def _style_of(p: etree._Element, styles: dict[str, str]) -> tuple[str, str]:
    """(style id, style name) of a w:p; the default paragraph style's when it names none."""
    ppr = p.find(f"{_W}pPr")
    ref = ppr.find(f"{_W}pStyle") if ppr is not None else None
    style_id = (ref.get(f"{_W}val") if ref is not None else None) or "Normal"
    return style_id, styles.get(style_id, style_id)


def _indent_of(ind: etree._Element | None) -> tuple[int | None, int | None]:
    """(left, right) of a w:ind in twips, each None where it sets none."""
    if ind is None:
        return None, None

    def twips(*names: str) -> int | None:
        for name in names:
            value = ind.get(f"{_W}{name}")
            if value and value.lstrip("-").isdigit():
                return int(value)
        return None

    return twips("left", "start"), twips("right", "end")


def style_indents(document: DocxDocument) -> dict[str, tuple[int | None, int | None]]:
    """Each paragraph style's (left, right) indent in twips, through the styles it is based on (a
    style "Indented Block" may set in what its paragraphs do not)."""
    own: dict[str, tuple[tuple[int | None, int | None], str | None]] = {}
    for style in document.styles.element.iterchildren(f"{_W}style"):
        ppr = style.find(f"{_W}pPr")
        based = style.find(f"{_W}basedOn")
        own[style.get(f"{_W}styleId") or ""] = (
            _indent_of(ppr.find(f"{_W}ind") if ppr is not None else None),
            based.get(f"{_W}val") if based is not None else None,
        )
    out: dict[str, tuple[int | None, int | None]] = {}
    for style_id in own:
        left = right = None
        at: str | None = style_id
        for _ in range(10):  # a chain of styles; a loop in a damaged file ends here
            if at is None or at not in own:
                break
            (its_left, its_right), at = own[at]
            left = left if left is not None else its_left
            right = right if right is not None else its_right
        out[style_id] = (left, right)
    return out


# Styles set in from both margins that hold no quotation: headings, titles, captions, tables of
# contents and authorities, signatures
_NOT_A_QUOTATION_STYLE = re.compile(
    r"heading|title|caption|toc|contents|authorities|signature|address|point|list", re.IGNORECASE
)


def is_block_quotation(
    p: etree._Element, styles: dict[str, str], indents: dict[str, tuple[int | None, int | None]] | None = None
) -> bool:
    """A quotation style ("Quote", "Block Text"), or a paragraph set in from both margins that is
    not a list item, by its own indent or its style's (`indents`)."""
    style = _style_of(p, styles)
    if any(_QUOTE_STYLE.search(n) for n in style):
        return True
    ppr = p.find(f"{_W}pPr")
    if ppr is not None and ppr.find(f"{_W}numPr") is not None:
        return False
    left, right = _indent_of(ppr.find(f"{_W}ind") if ppr is not None else None)
    # (a style's indent, not a heading's: "Point Heading" is set in both sides and bold)
    styled = (
        (None, None)
        if _NOT_A_QUOTATION_STYLE.search(style[1])
        else (indents or {}).get(style[0], (None, None))
    )
    left = left if left is not None else styled[0]
    right = right if right is not None else styled[1]
    return (left or 0) >= _TWIPS_INDENT and (right or 0) >= _TWIPS_RIGHT


def set_in_every_line(
    p: etree._Element, styles: dict[str, str], indents: dict[str, tuple[int | None, int | None]] | None = None
) -> bool:
    """A paragraph set in from the left margin, its first line too (no hanging indent bringing it
    back), that is not a list item or a heading's style: by its own indent or its style's."""
    style = _style_of(p, styles)
    ppr = p.find(f"{_W}pPr")
    if _NOT_A_QUOTATION_STYLE.search(style[1]) or (ppr is not None and ppr.find(f"{_W}numPr") is not None):
        return False
    ind = ppr.find(f"{_W}ind") if ppr is not None else None
    left, _ = _indent_of(ind)
    if left is None:
        left = (indents or {}).get(style[0], (None, None))[0]
    hanging = ind.get(f"{_W}hanging") if ind is not None else None
    back = int(hanging) if hanging and hanging.isdigit() else 0
    return (left or 0) - back >= _TWIPS_INDENT


def is_heading(p: etree._Element, styles: dict[str, str]) -> bool:
    """Heading and Title styles, or a paragraph given an outline level (9 is body text)."""
    if any(_HEADING_STYLE.fullmatch(n) for n in _style_of(p, styles)):
        return True
    ppr = p.find(f"{_W}pPr")
    level = ppr.find(f"{_W}outlineLvl") if ppr is not None else None
    return level is not None and level.get(f"{_W}val", "9") != "9"
