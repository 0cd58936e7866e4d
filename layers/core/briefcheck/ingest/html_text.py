"""HTML into blocks: scripts, styles and page markers dropped, block elements as paragraphs."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from briefcheck.domain.models import Block
from briefcheck.ingest.blocks import BlockBuilder

if TYPE_CHECKING:
    from bs4 import Tag


_HTML_DROP = {"script", "style", "noscript", "template", "head", "title", "svg", "iframe", "object", "button"}
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
# An inline style setting an element in from both sides ("margin-left:1in;margin-right:1in")
_MARGIN = re.compile(
    r"(?:margin|padding)-(left|right)\s*:\s*(\d*\.?\d+)\s*(in|cm|mm|pt|px|em)\b", re.IGNORECASE
)
# How far in a side must be for the element to be set apart: about a quarter of an inch
_SET_IN = {"in": 0.25, "cm": 0.6, "mm": 6.0, "pt": 18.0, "px": 24.0, "em": 1.5}


def _sets_apart(tag: str, classes: object, style: object) -> bool:
    """Whether an HTML block sets a quotation apart: a <blockquote>, an element of a quotation's
    class, or one its style sets in from both the left and the right."""
    if tag == "blockquote":
        return True
    names = classes if isinstance(classes, list) else str(classes or "").split()
    if any(_QUOTE_CLASS.match(str(n)) for n in names):
        return True
    sides = {
        m.group(1).lower()
        for m in _MARGIN.finditer(str(style or ""))
        if float(m.group(2)) >= _SET_IN[m.group(3).lower()]
    }
    return sides == {"left", "right"}


def read_html(text: str) -> list[Block]:
    from bs4 import BeautifulSoup, NavigableString, Tag
    from bs4.element import PreformattedString

    soup = BeautifulSoup(text, "lxml")
    out = BlockBuilder()
    buffer: list[str] = []

    quoting = 0  # inside how many <blockquote> elements

    def flush() -> None:
        if buffer:
            out.paragraph("".join(buffer), quotation=quoting > 0)
            buffer.clear()

    def walk(node: Tag) -> None:
        for child in node.children:
            if isinstance(child, NavigableString):
                if not isinstance(child, PreformattedString):  # comments, doctype, CDATA
                    buffer.append(str(child))
                continue
            if not isinstance(child, Tag):
                continue
            tag = child.name.lower()
            if tag in _HTML_DROP or _is_page_marker(child):
                continue
            if tag in _HTML_HEADINGS:
                flush()
                out.heading(child.get_text(" "))
            elif tag == "br":
                buffer.append(" ")
            elif tag in _HTML_BLOCKS:
                nonlocal quoting
                flush()
                apart = _sets_apart(tag, child.get("class"), child.get("style"))
                quoting += apart
                walk(child)
                flush()
                quoting -= apart
            else:
                walk(child)

    walk(soup)
    flush()
    return out.blocks
