"""Supreme Court decisions cited before the United States Reports gives them a volume: "Loper
Bright Enters. v. Raimondo, ___ U.S. ___ (2024)", or the Supreme Court Reporter: "___ S. Ct. ___".

The Court's decisions are cited so for years before their pages are printed. Written with the
volume ("597 U.S. ___ (2022)") eyecite reads them; with volume and page both blank there is no
number for it to read, and the citation was dropped without a word: an invented decision "of the
Court's last term" was the one citation a brief could hold that nothing looked at. With a parallel
after the blank ("___ U.S. ___, 144 S. Ct. 2244") the parallel is the citation and the blank its
placeholder (casenames.py); here only a blank followed by its court and date is a citation.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from briefcheck.extract.casenames import BLANK
from briefcheck.extract.parens import DateParen, date_paren_after

# "___ U.S. ___", or a volume and a dash ("601 U.S. —", which eyecite does not read as it reads
# "601 U.S. ___"), then a blank pin when one is written ("___ U.S. ___, ___ (2024)")
_UNPRINTED = re.compile(
    rf"(?<![\w.])(?:{BLANK}\s*(?P<reporter>U\.\s?S\.|S\.\s?Ct\.)|(?P<volume>\d{{1,4}})\s*U\.\s?S\.)\s*(?:{BLANK})"
    # a blank pin, or the slip opinion's page ("___ U.S. ___, slip op. at 3 (2024)")
    rf"(?:\s*,\s*(?:{BLANK}|slip\s+op\.?,?\s*at\s+(?P<pin>\d+(?:\s*[-–]\s*\d+)?)))?\s*"
)


@dataclass
class UnprintedHit:
    start: int  # at the first blank, or the volume
    end: int  # after the court/date parenthetical
    paren: DateParen
    volume: str | None
    reporter: str  # "U.S.", or with no volume "S. Ct." ("___ S. Ct. ___ (2024)")
    pin: str | None  # the slip opinion's page


def find_unprinted_citations(text: str, occupied: Sequence[tuple[int, int]]) -> list[UnprintedHit]:
    """Blank United States Reports citations in `text` outside the `occupied` (sorted) spans, each
    followed by a parenthetical that dates it (no year: no citation, as none is assumed)."""
    if "U.S." not in text and "U. S." not in text and "S. Ct." not in text and "S.Ct." not in text:
        return []
    starts = [s for s, _ in occupied]
    hits: list[UnprintedHit] = []
    for m in _UNPRINTED.finditer(text):
        i = bisect_right(starts, m.end() - 1) - 1
        if i >= 0 and occupied[i][1] > m.start():
            continue
        if not text.startswith("(", m.end()):
            continue  # California's "(2018) __ U.S. __ [138 S.Ct. 1612]": its bracket is the parallel
        paren = date_paren_after(text, m.end(), len(text))
        if paren is None or not paren.year:
            continue
        reporter = "S. Ct." if (m["reporter"] or "").startswith("S") else "U.S."
        hits.append(UnprintedHit(m.start(), paren.end, paren, m["volume"], reporter, m["pin"]))
    return hits
