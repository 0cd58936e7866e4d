"""One citation's validation: the panel's consensus with the decisive impossibilities beside it.

The one function every path calls (`check`, the Consensus Lambda, `eval`, re-validation), so a
model panel voting VALID never makes an impossible citation pass in one of them and not another.
"""

from __future__ import annotations

from datetime import date

from briefcheck.domain.models import AgentVerdict, CitationTask, Validation
from briefcheck.panel.consensus import decide
from briefcheck.panel.rules.decisive import hard_defects


def validate(task: CitationTask, verdicts: list[AgentVerdict], today: date | None = None) -> Validation:
    """The seed's consensus over the five verdicts, with the impossibilities of reference data
    (malformed, reporter not yet published, court not yet existing, a future date) recorded."""
    return decide(verdicts, [f.explanation for f in hard_defects(task, today)])
