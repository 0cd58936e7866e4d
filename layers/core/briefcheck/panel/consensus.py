"""Consensus of the five-agent panel: SPEC section 3, the one place this maths lives."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from briefcheck.domain.codes import AgreementLevel, Priority, Recommendation, Verdict, role_of
from briefcheck.domain.models import AgentVerdict, Consensus, Validation, VerdictCounts

PANEL_SIZE = 5

# A tie for most frequent verdict resolves toward review, never toward VALID.
_TIE_ORDER = (Verdict.INVALID, Verdict.UNCERTAIN, Verdict.VALID)

Seats = tuple[tuple[str, Verdict, str | None], ...]  # each seat's (agent, verdict, reason code)


def recommend(valid_count: int) -> Recommendation:
    """The recommendation follows the VALID count, as the seed's examples do."""
    if valid_count >= 4:
        return Recommendation.LIKELY_VALID
    if valid_count == 3:
        return Recommendation.UNCERTAIN
    return Recommendation.LIKELY_HALLUCINATED


def decide(verdicts: list[AgentVerdict], impossibilities: Sequence[str] = ()) -> Validation:
    """The seed's consensus over five verdicts. `impossibilities` (decisive defects from the
    deterministic checks) are recorded beside it and always send the citation to Tier 3."""
    if len(verdicts) != PANEL_SIZE:
        raise ValueError(f"the panel has {PANEL_SIZE} agents; got {len(verdicts)} verdicts")
    roles = Counter(role_of(v.agent) for v in verdicts)
    if len(roles) != PANEL_SIZE:
        repeated = ", ".join(sorted(r.value for r, n in roles.items() if n > 1))
        raise ValueError(f"the panel needs one verdict per agent role; {repeated} answered more than once")
    consensus = _consensus(tuple((v.agent, v.verdict, v.reason) for v in verdicts))
    recommendation = consensus.recommendation
    trigger = recommendation is not Recommendation.LIKELY_VALID or bool(impossibilities)
    priority = None
    if trigger:
        high = recommendation is Recommendation.LIKELY_HALLUCINATED or impossibilities
        priority = Priority.HIGH if high else Priority.NORMAL
    return Validation(
        panel_evaluation=verdicts,
        consensus=consensus,
        tier_3_trigger=trigger,
        priority=priority,
        impossibilities=list(impossibilities),
    )


# A long brief's citations share a few dozen panel outcomes: each consensus is made once and
# shared (it is made of seat names, verdicts and reason codes, never of document text).
@lru_cache(maxsize=1024)
def _consensus(seats: Seats) -> Consensus:
    counts = Counter(verdict for _, verdict, _ in seats)
    top = max(counts.values())
    majority = next(v for v in _TIE_ORDER if counts[v] == top)
    if top == PANEL_SIZE:
        level = AgreementLevel.UNANIMOUS
    elif top == PANEL_SIZE - 1:
        level = AgreementLevel.STRONG
    else:
        level = AgreementLevel.SPLIT
    return Consensus(
        agreement_level=level,
        verdict_counts=VerdictCounts(**{v.value: counts[v] for v in Verdict}),
        majority_verdict=majority,
        agreement_count=top,
        confidence_score=round((top / PANEL_SIZE) ** 2, 4),
        recommendation=recommend(counts[Verdict.VALID]),
        reasoning=_reasoning(seats, majority, level),
    )


def _reasoning(verdicts: Seats, majority: Verdict, level: AgreementLevel) -> str:
    dissent = [v for v in verdicts if v[1] is not majority]
    flagged = [v for v in verdicts if v[1] is not Verdict.VALID]
    if level is AgreementLevel.UNANIMOUS:
        if majority is Verdict.VALID:
            # the panel judges form and plausibility; only a source can say a citation is real
            return "All five validators found nothing impossible in the citation's form; none looked it up."
        reasons = ", ".join(sorted({reason or "" for _, _, reason in verdicts}))
        return f"All five validators say {majority}: {reasons}."
    head = "Strong agreement" if level is AgreementLevel.STRONG else "Panel split"
    parts = [f"{head}: {len(verdicts) - len(dissent)} of {PANEL_SIZE} say {majority}."]
    for agent, verdict, reason in flagged if majority is Verdict.VALID else dissent:
        parts.append(f"{agent} says {verdict}" + (f" ({reason})" if reason else "") + ".")
    return " ".join(parts)
