"""The claim each citation supports: Tier 3 checks claims, not just citations.

For every citation: the sentence(s) that cite it (with the sentence before when the citing
sentence is nothing but citations, as in 'The court held X. See Smith, 1 F.3d at 5.'), the
quotations attributed to it, its pin cite and its explanatory parenthetical.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from briefcheck.domain.models import Block, Citation, Claim
from briefcheck.text.passages import around
from briefcheck.text.sentences import split_sentences

# Each quoting style with the mark that opens it (a text without the mark is not searched).
_QUOTES = (
    ('"', re.compile(r'"([^"]+)"')),
    ("“", re.compile(r"“([^”]+)”")),
    # Single curly quotes, as UK judgments use them; an apostrophe ("court’s") never closes one.
    ("‘", re.compile(r"(?:(?<=^)|(?<=[\s(\[—–-]))‘(.+?)’(?![A-Za-z])")),
)
# Parentheticals that describe the opinion's status, not what it holds.
_STATUS = re.compile(
    r"^(?:unpublished(?: table decision| opinion)?|per curiam|en banc|mem\.?|table|plurality opinion"
    r"|unpublished table decision|as amended|emphasis (?:added|omitted)|internal quotation marks omitted"
    r"|alterations? in original)$",
    re.IGNORECASE,
)
_SIGNAL_WORDS = re.compile(
    r"\b(?:see|also|cf|accord|but|compare|contra|with|and|e\.g|id|generally|quoting|citing)\b|[^\w]+",
    re.IGNORECASE,
)
_MIN_QUOTE_WORDS = 2
_MAX_LOOKBACK = 3


def build_claims(blocks: Sequence[Block]) -> list[Claim]:
    """One claim per citation, ids claim_1... in document order; sets `Citation.claim_id`."""
    claims: list[Claim] = []
    for block in blocks:
        if not block.citations:
            continue
        text = block.text
        cites = sorted(block.citations, key=lambda c: c.start)
        sentences = split_sentences(text, [(c.start, c.end) for c in cites])
        starts = [s for s, _ in sentences]
        paren_ends = [parenthetical_after(text, c.end)[1] for c in cites]
        cite_starts = [c.start for c in cites]
        quoted = find_quotes(text)
        quote_starts = [q[1] for q in quoted]
        only: dict[int, bool] = {}  # sentence index -> holds nothing but citations (asked once)
        for i, c in enumerate(cites):
            first = max(bisect_right(starts, c.start) - 1, 0)
            last = max(bisect_right(starts, max(c.end - 1, c.start)) - 1, first)
            # A citation sentence ("See X, 1 F.3d 2.") supports the prose sentence before it.
            steps = 0
            while first > 0 and steps < _MAX_LOOKBACK:
                if first not in only:
                    only[first] = _citations_only(text, sentences[first], cites, cite_starts, paren_ends)
                if not only[first]:
                    break
                first -= 1
                steps += 1
            parenthetical, paren_end = parenthetical_after(text, c.end)
            claim_start, claim_end = around(
                sentences[first][0], max(sentences[last][1], paren_end), c.start, max(c.end, paren_end)
            )
            # Quotes between the previous citation (and its parenthetical) and this one's end.
            bound = claim_start
            if i > 0:
                prev = cites[i - 1]
                bound = max(bound, paren_ends[i - 1] if paren_ends[i - 1] <= c.start else prev.end)
            until = max(c.end, paren_end)
            quotes = [
                q
                for q, s, e in quoted[bisect_left(quote_starts, bound) : bisect_left(quote_starts, until)]
                if e <= until
            ]
            ids = [c.id] + ([c.antecedent_id] if c.antecedent_id else [])
            claim = Claim(
                id=f"claim_{len(claims) + 1}",
                citation_ids=ids,
                block_path=block.path,
                text=text[claim_start:claim_end].strip(),
                quotes=quotes,
                pin_cite=c.components.pin_cite,
                paragraph_pin=c.components.paragraph_pin,
                parenthetical=parenthetical,
            )
            c.claim_id = claim.id
            claims.append(claim)
    return claims


def find_quotes(text: str) -> list[tuple[str, int, int]]:
    """Quoted passages (text, start, end) in straight or curly quotes, longest first wins."""
    found: list[tuple[str, int, int]] = []
    for mark, pattern in _QUOTES:
        if mark not in text:
            continue
        for m in pattern.finditer(text):
            quote = " ".join(m.group(1).split())
            if len(quote.split()) >= _MIN_QUOTE_WORDS:
                found.append((quote, m.start(), m.end()))
    found.sort(key=lambda q: (q[1], -(q[2] - q[1])))
    kept: list[tuple[str, int, int]] = []
    for q in found:
        if not kept or q[1] >= kept[-1][2]:
            kept.append(q)
    return kept


def parenthetical_after(text: str, pos: int) -> tuple[str | None, int]:
    """Explanatory parentheticals right after `pos`, joined; and where they end.

    Status parentheticals ("(unpublished)", "(en banc)") are skipped but consumed.
    """
    parts: list[str] = []
    end = pos
    while True:
        i = end
        while i < len(text) and text[i] in " \t\n":
            i += 1
        if i >= len(text) or text[i] != "(":
            break
        close = _balanced_end(text, i)
        if close is None:
            break
        body = " ".join(text[i + 1 : close].split())
        if not _STATUS.match(body) and len(body.split()) >= 2:
            parts.append(body)
        end = close + 1
    return ("; ".join(parts) or None), end


def _balanced_end(text: str, open_at: int) -> int | None:
    depth = 0
    for j in range(open_at, min(len(text), open_at + 2000)):
        ch = text[j]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return j
    return None


def _citations_only(
    text: str,
    sentence: tuple[int, int],
    cites: Sequence[Citation],
    cite_starts: Sequence[int],
    paren_ends: Sequence[int],
) -> bool:
    """True when the sentence holds nothing but citations, signals and parentheticals.
    `cites` are in order of start (`cite_starts`), `paren_ends[i]` where cite i's parentheticals
    end: only the citations near the sentence are looked at (bisected, not scanned)."""
    s, e = sentence
    j = bisect_left(cite_starts, s)
    while j > 0 and cites[j - 1].end > s:
        j -= 1
    pieces: list[str] = []
    cursor = s
    while j < len(cites) and cites[j].start < e:
        c = cites[j]
        if c.end > s:
            pieces.append(text[cursor : max(cursor, c.start)])
            cursor = max(cursor, paren_ends[j])
        j += 1
    pieces.append(text[cursor:e] if cursor < e else "")
    if cursor == s:
        return False  # no citation in it at all
    rest = _SIGNAL_WORDS.sub(" ", " ".join(pieces))
    return len(rest.split()) <= 1
