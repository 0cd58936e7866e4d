"""An authority's text as plain text, and where each of its pages or numbered paragraphs starts.

The parsers of a source's markup (CourtListener's opinions, Find Case Law's judgments) insert an
invisible marker where a unit begins (`mark(label)`: a star page, or a UK judgment's numbered
paragraph; `mark_paragraph(label)`: a US opinion's numbered paragraph, which runs beside its
pages), then `finish` collapses whitespace and turns the markers into offsets, so offsets always
refer to the final plain text that quotes are matched against.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

_SEP = "\u2063"  # INVISIBLE SEPARATOR: does not occur in judgments or opinions
_PARAGRAPH = "\u00b6"
_NOTE, _NOTE_END = "n", "e"
_SPLIT = re.compile(_SEP + r"(\u00b6?\d+|n\d*|e)" + _SEP)

Units = tuple[tuple[int, int], ...]
# An opinion's footnotes as its markup sets them apart: (number, 0 where none is given; offset of
# the note's first word; offset just past its last)
Notes = tuple[tuple[int, int, int], ...]


def mark(label: int) -> str:
    return f" {_SEP}{label}{_SEP} "


def mark_paragraph(label: int) -> str:
    return f" {_SEP}{_PARAGRAPH}{label}{_SEP} "


def mark_note(label: int | None) -> str:
    """Where a footnote's text begins (its number, if the markup gives one)."""
    return f" {_SEP}{_NOTE}{label or ''}{_SEP} "


NOTE_END = f" {_SEP}{_NOTE_END}{_SEP} "  # where a footnote's text ends


def finish(raw: str) -> tuple[str, Units, Units, Notes]:
    """(plain text with single spaces, ((label, offset of the unit's first word), ...), the same
    for the numbered paragraphs of `mark_paragraph`, the footnotes `mark_note` and `NOTE_END` set
    apart).

    Whitespace is collapsed a piece at a time between markers (in C, by split and join), not a
    word at a time: an opinion is tens of thousands of words, and an edition ten million opinions."""
    pieces: list[str] = []
    length = 0  # of the text so far: the pieces joined by single spaces
    marks: list[tuple[int, int]] = []
    paragraphs: list[tuple[int, int]] = []
    opened: list[tuple[int, int]] = []  # the footnote begun: (number, offset of its first word)
    notes: list[tuple[int, int, int]] = []
    waiting: list[tuple[list[tuple[int, int]], int]] = []  # units that start at the next word
    parts = _SPLIT.split(raw.replace(_SEP + _SEP, _SEP + " " + _SEP))
    for i, part in enumerate(parts):
        if i % 2:
            if part[0] in (_NOTE, _NOTE_END):  # a note ends where its end or the next note is marked
                waiting = [w for w in waiting if w[0] is not opened]  # (a note without words is none)
                notes.extend((label, start, length) for label, start in opened)
                opened.clear()
                if part[0] == _NOTE:
                    waiting.append((opened, int(part[1:] or 0)))
            else:
                paragraph = part[0] == _PARAGRAPH
                waiting.append((paragraphs, int(part[1:])) if paragraph else (marks, int(part)))
            continue
        piece = " ".join(part.split())
        if not piece:
            continue
        if pieces:
            length += 1
        for kept, label in waiting:
            kept.append((label, length))
        waiting.clear()
        pieces.append(piece)
        length += len(piece)
    for kept, label in waiting:  # no word after them: the text's end
        if kept is not opened:
            kept.append((label, length))
    notes.extend((label, start, length) for label, start in opened)  # a note its markup left open
    return " ".join(pieces), tuple(marks), tuple(paragraphs), tuple(notes)


@dataclass(frozen=True)
class AuthorityText:
    """An authority's text as plain text, with where each page or numbered paragraph starts.

    `units` are (label, offset) pairs in text order: star pages for US opinions, `<num>`
    paragraph numbers for UK judgments. `first_unit` is the page an opinion starts on
    (the cited first page), which carries no star marker of its own. `paragraphs` are a US
    opinion's numbered paragraphs ("¶ 12", the public-domain citation's pin), beside its pages.
    """

    text: str
    unit_kind: str  # "page" | "paragraph"
    units: Units
    first_unit: int | None = None
    paragraphs: Units = ()
    # a cluster's opinions in the text: (type, start, end), the opinion of the court first
    parts: tuple[tuple[str, int, int], ...] = ()
    notes: Notes = ()  # its footnotes, where the markup set them apart (none read from plain text)

    def by_paragraph(self) -> AuthorityText:
        """The text with its numbered paragraphs as its units (a "¶ 12" pin is not a page)."""
        if self.unit_kind == "paragraph":
            return self
        return AuthorityText(self.text, "paragraph", self.paragraphs, parts=self.parts, notes=self.notes)

    def within(self, first: int, last: int) -> AuthorityText:
        """The text with only the units numbered `first` to `last`: an opinion's own run of pages
        (`verify/pins.page_span`), without the star pages of a parallel reporter marked beside them
        ("*818" and "*2738" in one opinion), which would place its words on the other's pages."""
        return replace(self, units=tuple((label, at) for label, at in self.units if first <= label <= last))

    def part_at(self, offset: int) -> str | None:
        """The type of the opinion the offset falls in ("040dissent"), None when not known."""
        return next((kind for kind, start, end in self.parts if start <= offset < end), None)

    def note_at(self, offset: int) -> int | None:
        """The number of the footnote the offset falls in (0 where the markup numbers it not), None
        when it falls in none."""
        return next((label for label, start, end in self.notes if start <= offset < end), None)

    def unit_at(self, offset: int) -> int | None:
        current = self.first_unit
        for label, start in self.units:
            if start > offset:
                break
            current = label
        return current

    def unit_text(self, label: int) -> str | None:
        """The text of one page or paragraph, or None when the authority has no such unit."""
        starts = list(self.units)
        if self.first_unit is not None and label == self.first_unit:
            end = next((s for lab, s in starts if lab != label), len(self.text))
            return self.text[:end]
        for i, (lab, start) in enumerate(starts):
            if lab == label:
                end = starts[i + 1][1] if i + 1 < len(starts) else len(self.text)
                return self.text[start:end]
        return None
