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
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from briefcheck.extract.casenames import DOCKET_NUMBER
from briefcheck.extract.parens import DateParen, court_id, date_paren_after

# "No. 17 Civ. 4410", "Nos. 1-2", after "Case " or "Docket " when one is written. The pattern
# starts at "No", a literal the regex engine finds in C; the word boundary before it and the
# words that may precede it are read by `_dockets` (the same pattern with those in front was tried
# at every character: 22 ms a MB, nearly all of it finding nothing).
_DOCKET = re.compile(rf"Nos?\.?\s+(?P<docket>{DOCKET_NUMBER})\s*,?")


# "08 Cr. 123 (S.D.N.Y. 2009)", "10 Civ. 5 (LTS) (S.D.N.Y. 2011)": the New York federal
# districts' docket numbers (two-digit year, kind, number, judge's initials) written without "No."
_NEW_YORK_DISTRICTS = frozenset({"nysd", "nyed", "nynd", "nywd"})
_BARE_KINDS = ("Civ", "Cr", "Crim", "Misc", "Mag", "MC")
_BARE_HINT = re.compile(rf"(?:{'|'.join(_BARE_KINDS)})\. ")
_BARE_DOCKET = re.compile(
    rf"(?<![\w.,§$])(?P<docket>\d{{2}}\s+(?:{'|'.join(_BARE_KINDS)})\.\s+\d{{1,5}}(?:\s*\([A-Z]{{2,4}}\))*)(?![\w.])\s*,?"
)


# "2019-CA-01234-SCT (Miss. 2019)": Mississippi's docket numbers (year, kind, number, the court
# that decided it), which its briefs cite without "No."
_MISSISSIPPI_COURTS = frozenset({"miss", "missctapp"})
# A paragraph pin: "¶ 12", "¶¶ 8-10", "¶¶ 8, 10", "at ¶ 8", "para. 8", "¶ 8 & n.2"
_PARAGRAPHS = (
    r"(?:at\s+)?(?:¶{1,2}|paras?\.)\s*\d+(?:\s*(?:[-–,]|&|and)\s*\d+)*(?:\s*(?:&|and)\s*nn?\.\s*\d+)?"
)
_BARE_MISSISSIPPI = re.compile(
    r"(?<![\w-])(?P<docket>(?:19|20)\d{2}-[A-Z]{2}-\d{5}-(?:SCT|COA))(?![\w-])\s*,?"
    # and the paragraph pinned, as its opinions are: ", ¶ 12 (Miss. ...)" or " (¶ 12) (Miss. ...)"
    rf"(?:\s*(?:\((?P<held>{_PARAGRAPHS})\)|(?P<paragraph>{_PARAGRAPHS})\s*,?))?"
)


# "2019-KA-00123, p. 6 (La. 1/29/20)": Louisiana's docket numbers (year, the kind's letters or
# none, number), cited with the page of the slip opinion and the court and date, as its own form
# writes them before the Southern Reporter (casenames.py reads that form when the reporter follows)
_LOUISIANA_COURTS = frozenset({"la", "lactapp"})
_BARE_LOUISIANA = re.compile(
    r"(?<![\w-])(?P<docket>(?:19|20)\d{2}-(?:[A-Z]{1,4}-)?\d{3,6})(?![\w-])"
    r"(?:\s*,\s*pp?\.\s*(?P<page>\d+(?:\s*[-–]\s*\d+)?))?\s*,?"
)


_REPORTER_AFTER = re.compile(r"\s*[,;]\s*\d{1,4}\s+[A-Z]")


# "No. 1:19-cv-02345, slip op. at 12 (S.D.N.Y. Mar. 3, 2020)": the slip opinion's page
_SLIP_OP = re.compile(r"\s*slip\s+op\.?\s*(?:at\s+)?(?P<pin>\d+(?:\s*[-–]\s*\d+)?)\s*,?")


@dataclass
class DocketHit:
    start: int  # at "No."
    end: int  # after the court/date parenthetical
    docket: str
    paren: DateParen
    pin: str | None = None  # "slip op. at 12": the page of the slip opinion


def find_docket_citations(text: str, occupied: Sequence[tuple[int, int]]) -> list[DocketHit]:
    """Docket citations in `text` outside the `occupied` (sorted) spans: a docket number directly
    followed by a parenthetical with a court and a date, or with a court we can name alone."""
    starts = [s for s, _ in occupied]
    hits: list[DocketHit] = []
    for start, m in _dockets(text):
        i = bisect_right(starts, m.end() - 1) - 1
        if i >= 0 and occupied[i][1] > start:
            continue
        if hits and start < hits[-1].end:
            continue  # the bare number of a docket already read from its "No."
        slip = _SLIP_OP.match(text, m.end())
        paren = date_paren_after(text, slip.end() if slip else m.end(), len(text))
        if paren is None or not paren.court:
            continue  # a dateless parenthetical is a court only when court_id names it (parens.py)
        if m.re is _BARE_DOCKET and court_id(paren.court) not in _NEW_YORK_DISTRICTS:
            continue  # written without "No.", the number is a docket only in the courts that use it
        if m.re is _BARE_MISSISSIPPI and court_id(paren.court) not in _MISSISSIPPI_COURTS:
            continue
        if m.re is _BARE_LOUISIANA and (
            court_id(paren.court) not in _LOUISIANA_COURTS
            or paren.month is None  # its form dates the decision to the day
            or _REPORTER_AFTER.match(
                text, paren.end
            )  # its reporter's citation, which reads it (casenames.py)
        ):
            continue
        pin = slip["pin"] if slip else _pin_of(m)
        hits.append(DocketHit(start, paren.end, m["docket"].strip().rstrip(","), paren, pin))
    return hits


def _pin_of(m: re.Match[str]) -> str | None:
    """The page (Louisiana's "2019-KA-00123, p. 6") or paragraph (Mississippi's "¶ 12") a bare
    docket number is pinned to."""
    if m.re is _BARE_LOUISIANA:
        return m["page"]
    if m.re is _BARE_MISSISSIPPI:
        pin = m["held"] or m["paragraph"]
        return pin.removeprefix("at").strip() if pin else None
    return None


def _dockets(text: str) -> Iterator[tuple[int, re.Match[str]]]:
    """Each docket number in order of its start: those after "No." and the bare New York ones."""
    written = list(_numbered_dockets(text)) if "No" in text else []
    if "N.Y." in text and _BARE_HINT.search(text):  # only New York's districts write them so
        written += [(m.start(), m) for m in _BARE_DOCKET.finditer(text)]
    if "Miss." in text and ("-SCT" in text or "-COA" in text):
        written += [(m.start(), m) for m in _BARE_MISSISSIPPI.finditer(text)]
    if "(La." in text:
        written += [(m.start(), m) for m in _BARE_LOUISIANA.finditer(text)]
    written.sort(key=lambda found: found[0])
    yield from written


def _numbered_dockets(text: str) -> Iterator[tuple[int, re.Match[str]]]:
    """(start, match) of each docket number, as `\\b(?:Case\\s+|Docket\\s+)?` in front of `_DOCKET`
    would find them: "No" at a word's start, the start moved back over "Case " or "Docket " where
    that stands after the previous number."""
    taken = at = 0  # where the previous number ended; where to look next
    while (m := _DOCKET.search(text, at)) is not None:
        at = m.start()
        if at and _is_word(text[at - 1]):
            at += 1  # "No" inside a word ("CaseNo."), as \b reads it: look on from the next character
            continue
        start = gap = at
        while gap > taken and text[gap - 1].isspace():
            gap -= 1
        if gap < at:
            for word in ("Case", "Docket"):
                before = gap - len(word)
                if (
                    before >= taken
                    and text.startswith(word, before)
                    and not (before and _is_word(text[before - 1]))
                ):
                    start = before
        yield start, m
        taken = at = m.end()


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"  # what \w matches
