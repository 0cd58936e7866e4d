"""HTML into blocks: scripts, styles and page markers dropped, block elements as paragraphs."""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from briefcheck.domain.models import Block
from briefcheck.ingest.blocks import CITABLE, BlockBuilder, kept_mark, marks_placed

if TYPE_CHECKING:
    from bs4 import Tag


# (and what a redline strikes out: <del>, <s>, <strike> are not the filing's words)
_HTML_DROP = {
    "script", "style", "noscript", "template", "head", "title", "svg", "iframe", "object", "button", "del",
    "s", "strike",
}  # fmt: skip
_HTML_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
_HTML_BLOCKS = {
    "p", "li", "blockquote", "div", "section", "article", "main", "header", "footer", "aside", "nav",
    "ul", "ol", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption",
    "pre", "figure", "figcaption", "address", "form", "fieldset", "hr", "body", "html", "center",
}  # fmt: skip


# A page marker of an opinion's print pagination ("*484"), as CourtListener and publishers write
# it inside the text: kept, it becomes part of a citation ("347 *12 U.S. 483" reads as volume 12).
# Footnote reference marks glue to the word before them the same way.
_PAGE_MARKER_CLASSES = {"star-pagination", "page-number", "page-label", "pagination"}
_PAGE_MARKER_TEXT = re.compile(r"\s*\*\s*\d{1,5}\s*")
_NOTE_MARK = re.compile(r"\s*\[?\d{1,3}\]?\s*")


_LINE_THROUGH = re.compile(r"text-decoration(?:-line)?\s*:[^;]*line-through", re.IGNORECASE)


def _struck(tag: Tag) -> bool:
    """Text a redline strikes out by its style ("text-decoration: line-through"), as <del> does."""
    style = tag.get("style")
    return isinstance(style, str) and _LINE_THROUGH.search(style) is not None


def _is_page_marker(tag: Tag) -> bool:
    """A print page marker, or a footnote's reference mark (a superscript number, or a link to the
    note holding one): kept, "Jones<sup>3</sup>, 5 F.3d 1" reads as a party named "Jones3"."""
    classes = tag.get("class") or []
    if _PAGE_MARKER_CLASSES.intersection(classes):
        return True
    name = tag.name.lower()
    internal_link = name == "a" and str(tag.get("href") or "").startswith("#")
    if (name == "sup" or internal_link) and _NOTE_MARK.fullmatch(tag.get_text()):
        before = tag.previous_sibling
        return not (isinstance(before, str) and before[-1:].isdigit())  # "10<sup>6</sup>": a power
    return name in ("span", "a", "sup", "strong", "b", "em", "i") and bool(
        _PAGE_MARKER_TEXT.fullmatch(tag.get_text())
    )


# A quotation's class, as editors and converters name it ("blockquote", "block-quote", "Quote")
_QUOTE_CLASS = re.compile(r"^(?:block-?quot(?:e|ation)|quot(?:e|ation))$", re.IGNORECASE)


def _sets_apart(tag: str, classes: object) -> bool:
    """Whether an HTML block sets a quotation apart: a <blockquote>, or an element of a quotation's
    class."""
    if tag == "blockquote":
        return True
    # (not an element set in by its style alone: a page's or the body's margins set everything in
    # them in, and a paragraph of the brief's own may be set in as well)
    names = classes if isinstance(classes, list) else str(classes or "").split()
    return any(_QUOTE_CLASS.match(str(n)) for n in names)


# What names a note's container ("fn1", "sdfootnote1", "footnote-2", "endnotes")
_NOTE_NAME = re.compile(r"foot|endnote|^fn|sdfoot|note", re.IGNORECASE)
# A link back from a note to its reference ("↩", or the note's own number)
_BACK = re.compile(r"\s*(?:↩\ufe0e?|\[?\d{1,3}\]?)\s*")


def _note_of(target: Tag) -> Tag | None:
    """The element holding the note a reference links to: the target or its nearest ancestor whose
    id or class names a note."""
    for el in (target, *target.parents):
        if getattr(el, "name", None) in (None, "body", "html"):
            return None
        named = " ".join([str(el.get("id") or ""), *(el.get("class") or [])])
        if _NOTE_NAME.search(named) and el.name in ("li", "div", "aside", "p", "section"):
            return el
    return None


def _footnotes(soup: Tag) -> tuple[dict[int, Tag], set[int]]:
    """The document's footnote references (by the id() of each linking element) with the note each
    links to, and the notes (by id()): a link to an anchor inside an element named as a note, from
    outside it (GitHub's "#fn1", LibreOffice's "#sdfootnote1sym")."""
    anchors = {str(el.get("id") or el.get("name")): el for el in soup.find_all(attrs={"id": True})}
    anchors.update({str(el.get("name")): el for el in soup.find_all("a", attrs={"name": True})})
    refs: dict[int, Tag] = {}
    for link in soup.find_all("a", href=True):
        href = str(link.get("href"))
        target = anchors.get(href[1:]) if href.startswith("#") else None
        note = _note_of(target) if target is not None else None
        if note is not None and note not in link.parents and _NOTE_MARK.fullmatch(link.get_text()):
            refs[id(link)] = note
    return refs, {id(note) for note in refs.values()}


def _note_text(note: Tag) -> str:
    """A note's words, its links back to the reference (and its own number) left out."""
    words = []
    for piece in note.descendants:
        if isinstance(piece, str) and not any(
            getattr(parent, "name", None) == "a"
            and str(parent.get("href") or "").startswith("#")
            and _BACK.fullmatch(parent.get_text())
            for parent in piece.parents
        ):
            words.append(str(piece))
    return " ".join("".join(words).split())


# What a dropped element shows a reader, where it shows text at all: an SVG image's text, a frame's
# own document, an object's fallback, what a page shows with its scripts off
_SHOWN_DROPPED = {"svg": "images' text (SVG)", "iframe": "embedded frames", "object": "embedded objects",
                  "noscript": "text shown without scripts"}  # fmt: skip


def _shown(child: Tag) -> str:
    """The text a dropped element would show a reader (a frame's own document: its srcdoc)."""
    if child.name.lower() == "iframe":
        return str(child.get("srcdoc") or "")
    return child.get_text(" ")


def read_html(text: str) -> tuple[list[Block], list[str]]:
    """The HTML's blocks, and the parts it drops that show a reader text which may cite an authority
    (an SVG's text, a frame's document, an object's fallback), named as `ReadDocument.unread` names
    parts: "embedded frames (1 part)"."""
    from bs4 import BeautifulSoup, NavigableString, Tag
    from bs4.element import PreformattedString

    soup = BeautifulSoup(text, "lxml")
    out = BlockBuilder()
    buffer: list[str] = []
    refs, notes = _footnotes(soup)
    numbered: dict[int, int] = {}  # each note's number, by first reference, as a reader sees them
    read: dict[str, Tag] = {}

    quoting = 0  # inside how many <blockquote> elements
    dropped: Counter[str] = Counter()

    def flush() -> None:
        if buffer:
            before = len(out.blocks)
            shown, marks = marks_placed("".join(buffer))
            out.paragraph(shown, quotation=quoting > 0)
            buffer.clear()
            if len(out.blocks) == before:
                return
            for label, at in marks:  # each note after the paragraph first marking it
                note = read[label]
                if id(note) in numbered:
                    continue
                numbered[id(note)] = len(numbered) + 1
                out.paragraph(
                    _note_text(note),
                    note=f"footnote {numbered[id(note)]}",
                    note_in=out.blocks[before].path,
                    note_mark=at,
                )

    def walk(node: Tag) -> None:
        for child in node.children:
            if isinstance(child, NavigableString):
                if not isinstance(child, PreformattedString):  # comments, doctype, CDATA
                    buffer.append(str(child))
                continue
            if not isinstance(child, Tag):
                continue
            tag = child.name.lower()
            if id(child) in notes:
                continue  # read after the paragraph marking it
            link = child if id(child) in refs else child.find("a", href=True) if tag == "sup" else None
            if link is not None and id(link) in refs and _NOTE_MARK.fullmatch(child.get_text()):
                label = str(len(read))
                read[label] = refs[id(link)]
                buffer.append(kept_mark(label))
                continue
            if tag in _HTML_DROP or _is_page_marker(child) or _struck(child):
                # (a case's citation or caption, not a section sign alone: a logo's "§")
                if tag in _SHOWN_DROPPED and any(m.group() != "§" for m in CITABLE.finditer(_shown(child))):
                    dropped[_SHOWN_DROPPED[tag]] += 1
                continue
            if tag in _HTML_HEADINGS:
                flush()
                out.heading(child.get_text(" "))
            elif tag == "br":
                buffer.append(" ")
            elif tag in _HTML_BLOCKS:
                nonlocal quoting
                flush()
                apart = _sets_apart(tag, child.get("class"))
                quoting += apart
                walk(child)
                flush()
                quoting -= apart
            else:
                walk(child)

    walk(soup)
    flush()
    for note in {id(n): n for n in refs.values()}.values():  # a note no paragraph's mark was read for
        if id(note) not in numbered:
            out.paragraph(_note_text(note), note="a footnote")
    unread = [f"{label} ({n} part{'s' if n != 1 else ''})" for label, n in dropped.items()]
    return out.blocks, unread
