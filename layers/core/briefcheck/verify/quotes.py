"""Does a quote appear in an authority? Matching that forgives typography, not words.

Both sides are reduced to lowercase letters and digits (so whitespace, line-break hyphens,
curly or straight quote marks and punctuation never decide), ellipses become bounded gaps,
and a bracketed alteration ("[t]he", "[the defendant]") matches the few characters it
replaced. When a quote is absent, the closest passage and its similarity (rapidfuzz's partial
alignment) show the reader what the authority does say.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass

from rapidfuzz import fuzz

MIN_WORDS = 3  # shorter quotes ("held", "reasonable time") are phrases, not checkable quotes
_ELLIPSIS = re.compile(r"(?:\.\s*){3,}|…")
_BRACKET = re.compile(r"\[[^\]]{0,60}\]")
_WORD = re.compile(r"[a-z0-9]+")
_SMALL_GAP = r"[a-z0-9]{0,80}?"  # what a bracketed alteration replaced (a few words)
_ELLIPSIS_GAP = r"[a-z0-9]{0,4000}?"  # what an ellipsis left out, within the same passage


@dataclass(frozen=True)
class QuoteMatch:
    quote: str
    checked: bool  # False when the quote is too short to be a meaningful check
    found: bool
    start: int | None = None  # offsets of the match in the authority's text
    end: int | None = None
    closest_passage: str | None = None
    similarity: float = 0.0


def compact(text: str) -> tuple[str, list[int]]:
    """Lowercase letters and digits only, with each kept character's offset in `text`."""
    chars: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text.lower()):
        if ch.isalnum():
            chars.append(ch)
            where.append(i)
    return "".join(chars), where


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def quote_pattern(quote: str) -> re.Pattern[str] | None:
    """A regex over compacted text for a quote, or None if nothing checkable is left."""
    parts: list[str] = []
    for fragment in _ELLIPSIS.split(quote):
        # a bracket inside a fragment is a bounded gap; at its edges it simply drops out
        compacted = [c for c in (compact(p)[0] for p in _BRACKET.split(fragment)) if c]
        if not compacted:
            continue
        piece_re = _SMALL_GAP.join(re.escape(c) for c in compacted)
        if parts:
            parts.append(_ELLIPSIS_GAP)
        parts.append(piece_re)
    if not parts:
        return None
    return re.compile("".join(parts))


def find_quote(quote: str, text: str) -> QuoteMatch:
    qwords = words(_BRACKET.sub(" ", _ELLIPSIS.sub(" ", quote)))
    pattern = quote_pattern(quote)
    if pattern is None or len(qwords) < MIN_WORDS:
        return QuoteMatch(quote, checked=False, found=False)
    flat, where = compact(text)
    m = pattern.search(flat)
    if m and m.end() > m.start():
        return QuoteMatch(
            quote, True, True, start=where[m.start()], end=where[m.end() - 1] + 1, similarity=1.0
        )
    passage, similarity = closest_passage(qwords, text)
    return QuoteMatch(quote, True, False, closest_passage=passage, similarity=similarity)


def _windows(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    """Normalised words of the text and each word's (start, end) offsets."""
    tokens, spans = [], []
    for m in re.finditer(r"\S+", text):
        for w in _WORD.finditer(m.group().lower()):
            tokens.append(w.group())
            spans.append((m.start(), m.end()))
    return tokens, spans


def closest_passage(qwords: list[str], text: str) -> tuple[str | None, float]:
    """The passage of `text` most like the quote, and its similarity (0..1): rapidfuzz's best
    partial alignment of the quote against the whole normalised text (measured 25-40x faster than
    a difflib search over windows on long opinions, and right where that picked the wrong passage)."""
    tokens, spans = _windows(text)
    if not tokens or not qwords:
        return None, 0.0
    starts, pos = [], 0
    for t in tokens:
        starts.append(pos)
        pos += len(t) + 1
    joined = " ".join(tokens)
    aligned = fuzz.partial_ratio_alignment(" ".join(qwords), joined)
    if aligned is None:
        return None, 0.0
    first = bisect_right(starts, aligned.dest_start) - 1
    last = bisect_right(starts, max(aligned.dest_end - 1, aligned.dest_start)) - 1
    return text[spans[max(first, 0)][0] : spans[last][1]], round(aligned.score / 100, 3)


def best_passage(text: str, query: str, max_chars: int = 4000) -> str:
    """The stretch of `text` sharing the most words with `query` (for a model to read)."""
    qcount = Counter(w for w in words(query) if len(w) > 3)
    tokens, spans = _windows(text)
    if not tokens:
        return ""
    size = 250
    best, best_score = 0, -1
    for s in range(0, max(1, len(tokens) - size + 1), 50):
        score = sum(min(c, qcount[t]) for t, c in Counter(tokens[s : s + size]).items() if t in qcount)
        if score > best_score:
            best, best_score = s, score
    end = min(best + size, len(tokens)) - 1
    return text[spans[best][0] : spans[end][1]][:max_chars]


def appears(passage: str, text: str) -> bool:
    """Whether a passage (e.g. a model's quoted contrary text) is verbatim in the authority."""
    match = find_quote(passage, text)
    return match.checked and match.found
