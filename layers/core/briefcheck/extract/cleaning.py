"""Whitespace cleaning with a map back to the original offsets.

eyecite loses a citation's court and year when a line break sits before the parenthetical,
so every block is parsed in a cleaned form (each run of whitespace becomes one space,
typographic apostrophes and dashes become ASCII) and every offset found in the cleaned
text is mapped back, so `Citation.start/end` always slice the original block text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field

_WHITESPACE = re.compile(r"\s+")
_NEEDS_COLLAPSE = re.compile(r"[^\S ]| {2,}")
# One-for-one replacements: they keep offsets aligned within a run of text.
_ONE_FOR_ONE = str.maketrans({"\u2019": "'", "\u2018": "'", "\u2013": "-", "\u2014": "-"})


@dataclass
class CleanText:
    original: str
    text: str
    # Piece starts in the cleaned text and the matching offsets in the original.
    _clean_starts: list[int] = field(default_factory=list)
    _orig_starts: list[int] = field(default_factory=list)

    def to_original(self, pos: int) -> int:
        """Original offset of the cleaned character at `pos` (a start offset)."""
        i = bisect_right(self._clean_starts, pos) - 1
        if i < 0:
            return pos
        delta = pos - self._clean_starts[i]
        orig = self._orig_starts[i]
        # Inside a collapsed whitespace run every cleaned position maps to the run's start.
        if self._is_ws_piece(i):
            return orig
        return orig + delta

    def span_to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a cleaned [start, end) span: the end maps through its last character."""
        if end <= start:
            o = self.to_original(start)
            return o, o
        return self.to_original(start), self.to_original(end - 1) + 1

    def _is_ws_piece(self, i: int) -> bool:
        return self.text[self._clean_starts[i]] == " " and self.original[self._orig_starts[i]].isspace()


def clean(original: str) -> CleanText:
    translated = original.translate(_ONE_FOR_ONE)
    if not _NEEDS_COLLAPSE.search(translated):
        return CleanText(original, translated)  # already clean (readers collapse whitespace): identity map
    parts: list[str] = []
    clean_starts: list[int] = []
    orig_starts: list[int] = []
    clean_pos = 0
    last = 0
    for m in _WHITESPACE.finditer(translated):
        if m.start() > last:
            clean_starts.append(clean_pos)
            orig_starts.append(last)
            parts.append(translated[last : m.start()])
            clean_pos += m.start() - last
        clean_starts.append(clean_pos)
        orig_starts.append(m.start())
        parts.append(" ")
        clean_pos += 1
        last = m.end()
    if last < len(translated):
        clean_starts.append(clean_pos)
        orig_starts.append(last)
        parts.append(translated[last:])
    return CleanText(original, "".join(parts), clean_starts, orig_starts)
