"""A sentence splitter for legal prose.

It does not break on "v.", "U.S.", "F.3d", "Inc.", "Co.", "No.", "Id. at" and the like, and
never inside a protected span (a citation), so "Smith v. Jones, 1 F.3d 2 (2d Cir. 1999)" stays
in one sentence.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from briefcheck.text.abbreviations import is_abbreviation

# A candidate boundary: terminal punctuation, optional closing quotes/brackets, whitespace,
# then something that can open a sentence; or a word's stop with a footnote's number after it, as
# an opinion's text keeps it ("the lessee created.1 The lease"), not a decimal ("5.1 Percent")
_BOUNDARY = re.compile(
    r"[.?!][\"'”’)\]]*"
    # the footnote's number after a word's stop ("created.1", "5(a).1") or a closing mark ('consent."2')
    r"(?=(?:(?<=[a-z)\]]\.)\d{1,3}|(?<=[.?!][\"'”’)\]])\d{1,3})?"
    r"\s+[\"'“‘(\[]{0,2}[A-Z0-9§¶])"  # '"[A]' opens one too
)
_ID_WORD = re.compile(r"^[\"“(\[]?(?:[Ii]d|[Ii]bid)\.$")
_NEXT_TWO = re.compile(r"\s*(.{0,2})", re.DOTALL)  # the two characters after any blanks
_DIGIT_NEXT = re.compile(r"\s+\d")


def opening(text: str) -> str:
    """`text` with its first letter a capital, as it opens a sentence ("the offline index has ..."
    said first)."""
    return text[:1].upper() + text[1:]


def _word_ending_at(text: str, last: int, longest: int = 80) -> str:
    """The run of non-blank characters ending at `last` (inclusive), at most `longest` + 1 long."""
    # rsplit's whitespace is isspace()'s, and it runs in C (a Python loop a character made
    # splitting a brief's sentences about a tenth slower)
    return text[max(0, last - longest) : last + 1].rsplit(None, 1)[-1]


def _is_boundary(text: str, m: re.Match[str]) -> bool:
    if text[m.start()] != "." or m.end() - m.start() > 1:
        # "?" or "!"; or "...(1999))." and '... held."': closed, then a period; not a reporter's
        # abbreviation closing a parenthesis before its page ("17 U.S. (4 Wheat.) 316")
        return not (
            text[m.start()] == "."
            and text[m.end() - 1] in ")]"
            and _DIGIT_NEXT.match(text, m.end())
            and is_abbreviation(_word_ending_at(text, m.start()))
        )
    word = _word_ending_at(text, m.start())
    if len(word) <= 6 and _ID_WORD.match(word):  # "(Ibid." at most
        # "Id. at 5" continues; "See id. The court ..." and "Ibid. The court ..." end.
        following = _NEXT_TWO.match(text, m.end())  # not a copy of the rest of the text an "Id."
        nxt = following[1] if following else ""
        return not nxt[:1].islower() and nxt[:1] not in "§¶*0123456789"
    if word == "No." and _A_WORD_NEXT.match(text, m.end()):
        return True  # "No. 12-345" and "No. CV-12-3" go on; the answer "No. Reasonable suspicion ..." ends
    return not is_abbreviation(word)


# A word of a sentence after "No.", not a docket number's letters ("No. CV-12", "No. Civ. 12")
_A_WORD_NEXT = re.compile(r"\s+[A-Z][a-z]+\b(?![.'’-])")


def sentence_stops(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Where sentences end in text[start:end], as `split_sentences` reads them: each stop's offset
    and the offset just past it (and past the quotation marks or brackets closing on it)."""
    return [(m.start(), m.end()) for m in _BOUNDARY.finditer(text, start, end) if _is_boundary(text, m)]


def split_sentences(
    text: str, protected: Sequence[tuple[int, int]] = (), start: int = 0, end: int | None = None
) -> list[tuple[int, int]]:
    """Sentence spans [start, end) of text[start:end], whitespace trimmed.

    `protected` spans (sorted, non-overlapping) are never split.
    """
    end = len(text) if end is None else end
    starts = [s for s, _ in protected]
    spans: list[tuple[int, int]] = []
    cursor = start
    for m in _BOUNDARY.finditer(text, start, end):
        cut = m.end()
        i = bisect_right(starts, cut - 1) - 1
        if i >= 0 and protected[i][0] < cut < protected[i][1]:
            continue
        if not _is_boundary(text, m):
            continue
        spans.append((cursor, cut))
        cursor = cut
    spans.append((cursor, end))
    return [t for t in (_trim(text, s, e) for s, e in spans) if t[1] > t[0]]


def _trim(text: str, s: int, e: int) -> tuple[int, int]:
    span = text[s:e]
    body = span.lstrip()
    s += len(span) - len(body)
    return s, s + len(body.rstrip())


# The brief telling the quotation after it as what the court held or said ('held that the clause
# "is enforceable"', 'found the search "unlawful"'): a word alone so quoted is the court's, not
# the brief's scare quotes, and is checked as a quotation
GIVEN_AS_THE_COURTS = re.compile(
    r"\b(?:held|holds|holding|found|finds|concluded|concludes|ruled|rules|deemed|deems|declared|declares"
    r"|described|describes|called|calls|characteri[sz]ed|characteri[sz]es|termed|terms|labell?ed|stated|states"
    r"|explained|explains|reasoned|said|says)\b[^.;:\"“”]{0,60}[\"“]?$",
    re.IGNORECASE,
)
