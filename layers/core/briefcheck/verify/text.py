"""Plain text from a source's markup, keeping where each page or paragraph starts.

Both parsers insert an invisible marker (`mark(label)`) where a star page or a numbered
paragraph begins, then `finish` collapses whitespace and turns the markers into offsets, so
offsets always refer to the final plain text that quotes are matched against.
"""

from __future__ import annotations

import re

_SEP = "\u2063"  # INVISIBLE SEPARATOR: does not occur in judgments or opinions
_SPLIT = re.compile(_SEP + r"(\d+)" + _SEP)


def mark(label: int) -> str:
    return f" {_SEP}{label}{_SEP} "


def finish(raw: str) -> tuple[str, tuple[tuple[int, int], ...]]:
    """(plain text with single spaces, ((label, offset of the unit's first word), ...))."""
    words: list[str] = []
    marks: list[tuple[int, int]] = []  # (label, index of the next word)
    parts = _SPLIT.split(raw.replace(_SEP + _SEP, _SEP + " " + _SEP))
    for i, part in enumerate(parts):
        if i % 2:
            marks.append((int(part), len(words)))
        else:
            words.extend(part.split())
    starts: list[int] = []
    offset = 0
    for w in words:
        starts.append(offset)
        offset += len(w) + 1
    text = " ".join(words)
    return text, tuple((label, starts[idx] if idx < len(starts) else len(text)) for label, idx in marks)
