"""Consensus of the panel: SPEC section 3, the one place this maths lives.

The seed defines it over its five agents; it is said here over the seats there are (all agree,
all but one, the rest), which for five is the seed's maths exactly."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from briefcheck.domain.codes import AgreementLevel, Priority, Recommendation, Verdict, role_of
from briefcheck.domain.models import AgentVerdict, Consensus, Validation, VerdictCounts
from briefcheck.domain.seats import panel_seats

# A tie for most frequent verdict resolves toward review, never toward VALID.
_TIE_ORDER = (Verdict.INVALID, Verdict.UNCERTAIN, Verdict.VALID)

Seats = tuple[tuple[str, Verdict, str | None], ...]  # each seat's (agent, verdict, reason code)


_COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def recommend(valid_count: int, size: int) -> Recommendation:
    """The recommendation follows the VALID count, as the seed's examples do: of five, four or
    more LIKELY_VALID, three UNCERTAIN."""
    if valid_count >= size - 1:
        return Recommendation.LIKELY_VALID
    if valid_count == size - 2:
        return Recommendation.UNCERTAIN
    return Recommendation.LIKELY_HALLUCINATED


def decide(verdicts: list[AgentVerdict], impossibilities: Sequence[str] = ()) -> Validation:
    """The seed's consensus over a verdict from each seat. `impossibilities` (decisive defects
    from the deterministic checks) are recorded beside it and always send the citation to Tier 3."""
    size = len(panel_seats())
    if len(verdicts) != size:
        raise ValueError(f"the panel has {size} agents; got {len(verdicts)} verdicts")
    roles = Counter(role_of(v.agent) for v in verdicts)
    if len(roles) != size:
        repeated = ", ".join(sorted(r for r, n in roles.items() if n > 1))
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
    size = len(seats)
    counts = Counter(verdict for _, verdict, _ in seats)
    top = max(counts.values())
    majority = next(v for v in _TIE_ORDER if counts[v] == top)
    if top == size:
        level = AgreementLevel.UNANIMOUS
    elif top == size - 1:
        level = AgreementLevel.STRONG
    else:
        level = AgreementLevel.SPLIT
    return Consensus(
        agreement_level=level,
        verdict_counts=VerdictCounts(**{v.value: counts[v] for v in Verdict}),
        majority_verdict=majority,
        agreement_count=top,
        confidence_score=round((top / size) ** 2, 4),
        recommendation=recommend(counts[Verdict.VALID], size),
        reasoning=_reasoning(seats, majority, level),
    )


def _reasoning(verdicts: Seats, majority: Verdict, level: AgreementLevel) -> str:
    dissent = [v for v in verdicts if v[1] is not majority]
    flagged = [v for v in verdicts if v[1] is not Verdict.VALID]
    size = len(verdicts)
    if level is AgreementLevel.UNANIMOUS:
        every = f"All {_COUNT_WORDS[size] if size < len(_COUNT_WORDS) else size} validators"
        if majority is Verdict.VALID:
            # the panel judges form and plausibility; only a source can say a citation is real
            return f"{every} found nothing impossible in the citation's form; none looked it up."
        reasons = ", ".join(sorted({reason or "" for _, _, reason in verdicts}))
        return f"{every} say {majority}: {reasons}."
    head = "Strong agreement" if level is AgreementLevel.STRONG else "Panel split"
    parts = [f"{head}: {size - len(dissent)} of {size} say {majority}."]
    for agent, verdict, reason in flagged if majority is Verdict.VALID else dissent:
        parts.append(f"{agent} says {verdict}" + (f" ({reason})" if reason else "") + ".")
    return " ".join(parts)
