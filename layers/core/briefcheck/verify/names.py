"""Is the case a source returned the case the citation names? Party-name overlap, year, court.

Names are compared on their distinctive words: generic party words ("United States", "R",
"Inc.", "on the application of") carry no identity. A Bluebook abbreviation matches the word
it abbreviates when its letters appear in order ("Educ." ~ "Education", "Int'l" ~
"International", "Ests." ~ "Estates").
"""

from __future__ import annotations

import re
from enum import StrEnum

from briefcheck.verify.refs import CitationRef
from briefcheck.verify.sources import MatchedCase

_GENERIC = frozenset(
    [
        "v",
        "vs",
        "versus",
        "the",
        "of",
        "and",
        "in",
        "re",
        "ex",
        "rel",
        "parte",
        "on",
        "application",
        "for",
        "a",
        "an",
        "et",
        "al",
        "matter",
        "inc",
        "co",
        "corp",
        "corporation",
        "company",
        "ltd",
        "limited",
        "llc",
        "llp",
        "plc",
        "lp",
        "na",
        "n",
        "p",
        "l",
        "united",
        "states",
        "state",
        "america",
        "us",
        "usa",
        "people",
        "commonwealth",
        "territory",
        "r",
        "regina",
        "rex",
        "queen",
        "king",
        "crown",
        "petitioner",
        "respondent",
        "appellant",
        "appellee",
        "plaintiff",
        "defendant",
        "plaintiffs",
        "defendants",
    ]
)
_TOKEN = re.compile(r"[a-z0-9]+")


class NameMatch(StrEnum):
    MATCH = "match"  # every party with distinctive words matches
    PARTIAL = "partial"  # one party matches, the other does not
    MISMATCH = "mismatch"  # no party matches
    UNKNOWN = "unknown"  # the citation names no party with distinctive words


def distinctive(name: str | None) -> list[str]:
    cleaned = (name or "").lower().replace("'", "").replace("’", "")
    return [t for t in _TOKEN.findall(cleaned) if t not in _GENERIC and len(t) > 1]


def _abbreviates(short: str, full: str) -> bool:
    if len(short) < 3 or len(full) <= len(short) or short[0] != full[0]:
        return False
    it = iter(full)
    return all(ch in it for ch in short)


def _word_matches(word: str, pool: set[str]) -> bool:
    return word in pool or any(_abbreviates(word, p) or _abbreviates(p, word) for p in pool)


def compare_names(ref: CitationRef, case: MatchedCase) -> NameMatch:
    pool = {t for n in (case.name, *case.other_names) for t in distinctive(n)}
    verdicts = []
    for party in (ref.party_1, ref.party_2):
        words = distinctive(party)
        if not words:
            continue
        hits = sum(_word_matches(w, pool) for w in words)
        verdicts.append(hits >= 1 and hits / len(words) >= 0.5)
    if not verdicts:
        return NameMatch.UNKNOWN
    if all(verdicts):
        return NameMatch.MATCH
    return NameMatch.PARTIAL if any(verdicts) else NameMatch.MISMATCH


def year_differs(ref: CitationRef, case: MatchedCase) -> bool:
    """True when both years are known and more than a year apart (a decision filed late in
    one year is often reported with the next)."""
    return ref.year is not None and case.year is not None and abs(ref.year - case.year) > 1


def court_differs(ref: CitationRef, case: MatchedCase) -> bool:
    return bool(ref.court_id and case.court and ref.court_id != case.court)


def slot_exact(ref: CitationRef, case: MatchedCase) -> bool:
    """Whether the case itself carries the cited volume, reporter and first page (a 200 for a
    page inside a longer case does not)."""
    want = _slot(f"{ref.volume} {ref.reporter} {ref.page}")
    return any(_slot(c) == want for c in case.citations)


def first_page(ref: CitationRef, case: MatchedCase) -> int | None:
    """The page the case starts on in the cited reporter volume."""
    want = _slot(f"{ref.volume} {ref.reporter}")
    for c in case.citations:
        vol_rep, _, page = c.rpartition(" ")
        if _slot(vol_rep) == want and page.isdigit():
            return int(page)
    return int(ref.page) if ref.page and ref.page.isdigit() else None


def _slot(text: str) -> str:
    return re.sub(r"[\s.]", "", text).lower()
