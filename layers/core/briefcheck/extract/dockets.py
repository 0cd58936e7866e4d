"""Docket-number citations: an unreported decision cited by its number, court and date.

"Alvarez v. Northwind Freight, No. 17 Civ. 4410 (JMF) (S.D.N.Y. Feb. 3, 2020)",
"No. 2:22-CV-517 (W.D. Tex. May 9, 2023)", or with the court alone, "No. 19-40231 (Bankr. D.
Del.)". eyecite has no such form, and a docket number has a
citation's shape ("17 Civ. 4410" reads as volume, reporter, page), so it is found here: the
number after "No.", then the court and date parenthetical. A Westlaw or reporter citation after
the number is the citation itself, and the number is its detail (the case-name parser keeps it).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from briefcheck.extract.casenames import DOCKET_NUMBER
from briefcheck.extract.parens import DateParen, date_paren_after

_DOCKET = re.compile(rf"\b(?:Case\s+|Docket\s+)?Nos?\.?\s+(?P<docket>{DOCKET_NUMBER})\s*,?")


@dataclass
class DocketHit:
    start: int  # at "No."
    end: int  # after the court/date parenthetical
    docket: str
    paren: DateParen


def find_docket_citations(text: str, occupied: Sequence[tuple[int, int]]) -> list[DocketHit]:
    """Docket citations in `text` outside the `occupied` (sorted) spans: a docket number directly
    followed by a parenthetical with a court and a date, or with a court we can name alone."""
    if "No" not in text:
        return []  # every docket citation writes "No.": one scan instead of the pattern's
    starts = [s for s, _ in occupied]
    hits = []
    for m in _DOCKET.finditer(text):
        i = bisect_right(starts, m.end() - 1) - 1
        if i >= 0 and occupied[i][1] > m.start():
            continue
        paren = date_paren_after(text, m.end(), len(text))
        if paren is None or not paren.court:
            continue  # a dateless parenthetical is a court only when court_id names it (parens.py)
        hits.append(DocketHit(m.start(), paren.end, m["docket"].strip().rstrip(","), paren))
    return hits
