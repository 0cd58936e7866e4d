"""Whether a brief's own words acknowledge a case's negative history: one rule for the treatment
read from the brief (Tier 1) and the treatment read in the opinions citing the case (Tier 3)."""

from __future__ import annotations

import re

# "overruled", "abrogated by", "superseded by statute", "no longer good law", "rev'd",
# "reversed on other grounds", "vacated": the words a careful brief gives the history in
_ACKNOWLEDGED = re.compile(
    r"overrul|abrogat|supersed|no longer good law|rev'd|reversed|vacated", re.IGNORECASE
)


def acknowledges_history(said: str) -> bool:
    """Whether `said` (the brief's sentence citing a case) speaks of the case's negative history."""
    return bool(_ACKNOWLEDGED.search(said))
