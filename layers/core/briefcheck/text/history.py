"""Whether a brief's own words acknowledge a case's negative history: one rule for the treatment
read from the brief (Tier 1) and the treatment read in the opinions citing the case (Tier 3)."""

from __future__ import annotations

import re

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
_QUALIFIED = re.compile(r"^\S*\s+(?:\w+\s+){0,2}(?:on\s+other\s+grounds|in\s+part)\b", re.IGNORECASE)


def acknowledges_history(said: str, whole: bool = False) -> bool:
    """Whether `said` (the brief's sentence citing a case) speaks of the case's negative history;
    with `whole` (the case was overruled outright), only in words that do not leave part of it
    standing ("overruled on other grounds", "in part" understate it)."""
    for m in _ACKNOWLEDGED.finditer(said):
        if _ASKED.search(said, max(0, m.start() - 40), m.start()) or _DONE_TO_ANOTHER.match(said, m.start()):
            continue
        if whole and _QUALIFIED.match(said[m.start() :]):
            continue
        return True
    return False
