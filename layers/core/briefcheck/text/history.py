"""Whether a brief's own words acknowledge a case's negative history: one rule for the treatment
read from the brief (Tier 1) and the treatment read in the opinions citing the case (Tier 3)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from briefcheck.text.names import distinctive, tokens

# "overruled", "abrogated by", "superseded by statute", "no longer good law", "rev'd",
# "reversed on other grounds", "vacated": the words a careful brief gives the history in
_ACKNOWLEDGED = re.compile(
    r"overrul|abrogat|supersed|no longer good law|rev'd|reversed|vacated", re.IGNORECASE
)
# What the brief asks a court to do ("should be reversed", "must be vacated"): no history of a case
_ASKED = re.compile(
    r"\b(?:should|must|would|will|shall|may|might|can|could|to|ought\s+to)\s+(?:\w+\s+)?be\s+$", re.IGNORECASE
)
# A court's act on something else ("reversed the conviction", "vacated its judgment")
_DONE_TO_ANOTHER = re.compile(
    r"(?:reversed|vacated)\s+(?:the|a|an|his|her|its|their|this|that)\b", re.IGNORECASE
)
# An acknowledgment that leaves part of the case standing
_QUALIFIED = re.compile(
    r"^\S*\s+(?:\w+\s+){0,2}(?:on\s+(?:other|another|different)\s+grounds?|in\s+(?:part|other\s+respects)"
    r"|to\s+the\s+extent)\b",
    re.IGNORECASE,
)
# Treatment weaker than overruling: said of a case overruled outright, it understates the history
_WEAKER = re.compile(
    r"\b(?:limited|questioned|criticized|criticised|distinguished|disapproved|called\s+into\s+(?:doubt|question))\b",
    re.IGNORECASE,
)
# The case a history phrase credits: "overruled by Doe v. Roe", "abrogated on other grounds, Doe v. Roe"
_CREDITED = re.compile(
    r"\S*(?:\s+(?:in\s+part|on\s+other\s+grounds))?\s*(?:,|\s+by)\s+(?:the\s+)?"
    r"(?P<name>[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3}\s+v\.\s+[A-Z][\w.'’&-]*)"
)


def acknowledges_history(said: str, whole: bool = False) -> bool:
    """Whether `said` (the brief's sentence citing a case) speaks of the case's negative history;
    with `whole` (the case was overruled outright), only in words that do not leave part of it
    standing ("overruled on other grounds", "in part" understate it)."""
    return next(_history_words(said, whole), None) is not None


def _history_words(said: str, whole: bool) -> Iterator[re.Match[str]]:
    for m in _ACKNOWLEDGED.finditer(said):
        if _ASKED.search(said, max(0, m.start() - 40), m.start()) or _DONE_TO_ANOTHER.match(said, m.start()):
            continue
        if whole and _QUALIFIED.match(said[m.start() :]):
            continue
        yield m


def acknowledges_treatment(
    said: str, whole: bool, by_name: str, cited_name: str, source_words: str = ""
) -> bool:
    """Whether `said` acknowledges one treatment a source gives of the case it cites: it names the
    treating case (by a word of its name the cited one lacks: "Before Dobbs, ..."), or speaks of
    the history. Never when the treatment is whole and the brief understates it ("on other
    grounds", "in part", "limited by"), or credits the history to another case than the source
    names (`source_words`: the source's own sentence, where a citing opinion reports who did it)."""
    understated = acknowledges_history(said) or _WEAKER.search(said) is not None
    if whole and understated and not acknowledges_history(said, whole=True):
        return False
    own, cited = set(tokens(said)), set(distinctive(cited_name))
    treating = {w for w in distinctive(by_name) if w not in cited}
    if treating & own:
        return True
    reported = set(tokens(source_words)) - cited
    for m in _history_words(said, whole):
        credited = _CREDITED.match(said, m.start())
        named = set(distinctive(credited["name"])) - cited if credited else set()
        if credited is None or treating & named or (named and named <= reported):
            return True
    return False
