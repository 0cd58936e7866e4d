"""Blocks numbered the way the seed's paths do, shared by every reader."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from briefcheck.domain.models import Block, SourceAnchor
from briefcheck.text.whitespace import clean

# What may be a citation in a part a reader leaves out (a header, a footer, a form field): a "v.", a
# section sign, a volume-reporter-page, a neutral citation's year ("Page 1 of 3", a firm's name or a
# case number is none)
CITABLE = re.compile(r"\sv\.\s|§|\b\d+\s+[A-Z][A-Za-z.']*(?:\s+[A-Za-z0-9.']+){0,3}\s+\d+\b|\[\d{4}\]")


# What a signature block, an address or a caption holds, which a brief may set in from the margin as
# it does a block quotation
NOT_QUOTED = re.compile(
    r"/s/|@|\bRespectfully\b|\bDated:|\bCounsel\s+for\b|\bAttorneys?\s+for\b", re.IGNORECASE
)
# An item of a list or a question presented, which a brief sets in as well: "(a) ...", "1. ...", "• ...",
# "Whether ..."
LISTED = re.compile(r"\s*(?:\(?[A-Za-z0-9]{1,4}[.)]\s|[•\-–—*]\s|Whether\b|WHETHER\b)")


def clean_line(text: str) -> str:
    """One line of text: zero-width characters removed, whitespace runs collapsed."""
    return clean(text)


def cleaned_offset(raw: str, offset: int) -> int:
    """Where raw text's offset `offset` falls in its cleaned line (`clean_line(raw)`)."""
    return len(clean_line(raw[:offset] + "x")) - 1


# A note's reference kept through a reader's markup removal, to place the note's mark: its label
# between two private-use characters (a document's own are taken out before)
_KEPT_MARK = re.compile("\ue000([^\ue001]{1,20})\ue001")


def kept_mark(label: str) -> str:
    return f"\ue000{label}\ue001"


def marks_placed(text: str) -> tuple[str, list[tuple[str, int]]]:
    """A paragraph's text without its kept note marks, and each mark's label and offset in the
    text as the block holds it (cleaned)."""
    if "\ue000" not in text:
        return text, []
    pieces: list[str] = []
    marks: list[tuple[str, int]] = []
    last = 0
    for m in _KEPT_MARK.finditer(text):
        pieces.append(text[last : m.start()])
        marks.append((m.group(1), len("".join(pieces))))
        last = m.end()
    pieces.append(text[last:])
    shown = "".join(pieces)
    return shown, [(label, cleaned_offset(shown, at)) for label, at in marks]


@dataclass
class BlockBuilder:
    """Numbers blocks the way the seed's paths do: a heading opens the next section."""

    blocks: list[Block] = field(default_factory=list)
    section: int = 1
    paragraphs: int = 0
    section_used: bool = False

    def heading(self, text: str, source: SourceAnchor | None = None, page: int | None = None) -> None:
        text = clean_line(text)
        if not text:
            return
        if self.section_used:
            self.section += 1
            self.paragraphs = 0
        self.section_used = True
        path = f"/document/body/section_{self.section}/heading_1"
        self.blocks.append(Block(type="heading", text=text, path=path, source=source, page=page))

    def set_in(self, indented: list[int], opened_in: int) -> None:
        """Mark the paragraphs at `indented` (indices of `blocks`), set in from the margin every
        line, as block quotations: unless nearly all of the document's paragraphs open set in
        (`opened_in` of them, more than four in five), where indentation is its paragraphs' style,
        and sets nothing off."""
        paragraphs = sum(b.type == "paragraph" for b in self.blocks)
        if opened_in >= 3 and opened_in * 5 > paragraphs * 4:
            return
        self.set_in_quotations(indented)

    def set_in_quotations(self, indices: list[int]) -> None:
        """Mark the paragraphs at `indices` (of `blocks`) as block quotations read from their
        indentation alone."""
        for i in indices:
            self.blocks[i].quotation = True
            self.blocks[i].set_in = True

    def paragraph(
        self,
        text: str,
        source: SourceAnchor | None = None,
        page: int | None = None,
        quotation: bool = False,
        set_in: bool = False,
        note: str | None = None,
        note_in: str | None = None,
        note_mark: int | None = None,
    ) -> None:
        text = clean_line(text)
        if not text:
            return
        self.section_used = True
        self.paragraphs += 1
        path = f"/document/body/section_{self.section}/paragraph_{self.paragraphs}"
        block = Block(
            type="paragraph",
            text=text,
            path=path,
            source=source,
            page=page,
            quotation=quotation,
            set_in=set_in,
            note=note,
            note_in=note_in,
            note_mark=note_mark,
        )
        self.blocks.append(block)
