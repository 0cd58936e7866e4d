"""Every combination of verdict counts against the consensus rules of SPEC section 3."""

from itertools import product

import pytest

from briefcheck.domain.codes import AgreementLevel, Priority, Recommendation, Verdict
from briefcheck.domain.models import AgentVerdict
from briefcheck.domain.seats import seat_entry, seat_names
from briefcheck.panel.consensus import decide

ROLES = seat_names()
REASON = {Verdict.INVALID: "invalid_reason", Verdict.UNCERTAIN: "uncertain_reason"}


def verdict(role: str, v: Verdict) -> AgentVerdict:
    extra = {}
    if v is Verdict.INVALID:
        extra["invalid_reason"] = seat_entry(role).invalid[0]
    elif v is Verdict.UNCERTAIN:
        extra["uncertain_reason"] = "agent_unavailable"
    return AgentVerdict(agent=f"{role}_v1", verdict=v, model="rules", **extra)


COMBINATIONS = [
    (valid, invalid, 5 - valid - invalid)
    for valid, invalid in product(range(6), range(6))
    if valid + invalid <= 5
]


def test_all_21_count_combinations_are_covered() -> None:
    assert len(COMBINATIONS) == 21


@pytest.mark.parametrize(("valid", "invalid", "uncertain"), COMBINATIONS)
def test_consensus_rules(valid: int, invalid: int, uncertain: int) -> None:
    kinds = [Verdict.VALID] * valid + [Verdict.INVALID] * invalid + [Verdict.UNCERTAIN] * uncertain
    result = decide([verdict(r, k) for r, k in zip(ROLES, kinds, strict=True)])
    c = result.consensus
    assert (
        valid,
        invalid,
        uncertain,
    ) == (c.verdict_counts.VALID, c.verdict_counts.INVALID, c.verdict_counts.UNCERTAIN)
    top = max(valid, invalid, uncertain)
    assert c.agreement_count == top
    assert c.confidence_score == pytest.approx((top / 5) ** 2)
    expected_level = {5: AgreementLevel.UNANIMOUS, 4: AgreementLevel.STRONG}.get(top, AgreementLevel.SPLIT)
    assert c.agreement_level is expected_level
    # ties resolve toward review: INVALID before UNCERTAIN before VALID
    tied = [v for v, n in zip(Verdict, (valid, invalid, uncertain), strict=True) if n == top]
    order = [Verdict.INVALID, Verdict.UNCERTAIN, Verdict.VALID]
    assert c.majority_verdict is min(tied, key=order.index)
    if valid >= 4:
        assert c.recommendation is Recommendation.LIKELY_VALID
        assert result.tier_3_trigger is False and result.priority is None
    elif valid == 3:
        assert c.recommendation is Recommendation.UNCERTAIN
        assert result.tier_3_trigger is True and result.priority is Priority.NORMAL
    else:
        assert c.recommendation is Recommendation.LIKELY_HALLUCINATED
        assert result.tier_3_trigger is True and result.priority is Priority.HIGH
    for agent in (v for v in result.consensus.reasoning.split() if v.endswith("_v1")):
        assert agent.removesuffix("_v1") in set(ROLES)


def test_seed_split_example() -> None:
    kinds = [Verdict.VALID, Verdict.VALID, Verdict.INVALID, Verdict.VALID, Verdict.UNCERTAIN]
    verdicts = [verdict(r, k) for r, k in zip(ROLES, kinds, strict=True)]
    verdicts[2] = AgentVerdict(
        agent="temporal_reality_validator_v1",
        verdict=Verdict.INVALID,
        invalid_reason="future_dated",
        model="m",
    )
    c = decide(verdicts).consensus
    assert c.confidence_score == 0.36
    assert c.recommendation is Recommendation.UNCERTAIN
    assert "temporal_reality_validator_v1 says INVALID (future_dated)" in c.reasoning


def test_panel_must_have_five() -> None:
    with pytest.raises(ValueError, match="5 agents"):
        decide([verdict(ROLES[0], Verdict.VALID)])


def test_one_verdict_per_role() -> None:
    twice = [verdict(ROLES[0], Verdict.VALID)] * 2 + [verdict(r, Verdict.VALID) for r in ROLES[2:]]
    with pytest.raises(ValueError, match="citation_authority_validator answered more than once"):
        decide(twice)


def test_validations_share_their_consensus_and_verdicts_their_time() -> None:
    """A long brief's validations repeat a few dozen panel outcomes, and its verdicts are stamped
    within a few seconds: each is held once, and reads as before."""
    from briefcheck.domain.models import utc_now

    votes = [Verdict.VALID, Verdict.VALID, Verdict.VALID, Verdict.INVALID, Verdict.UNCERTAIN]
    first = decide([verdict(r, v) for r, v in zip(ROLES, votes, strict=True)])
    again = decide(
        [verdict(r, v).model_copy(update={"explanation": "other"}) for r, v in zip(ROLES, votes, strict=True)]
    )
    assert first.consensus is again.consensus
    assert first.consensus.verdict_counts.model_dump() == {"VALID": 3, "INVALID": 1, "UNCERTAIN": 1}
    assert first.consensus.reasoning.startswith("Panel split: 3 of 5 say VALID.")
    other = decide([verdict(r, Verdict.VALID) for r in ROLES])
    assert other.consensus.verdict_counts.model_dump() == {"VALID": 5, "INVALID": 0, "UNCERTAIN": 0}
    # the same second is the same object; a verdict's time is still its own second
    pairs = [(utc_now(), utc_now()) for _ in range(3)]
    assert any(a == b for a, b in pairs)
    assert all(a is b for a, b in pairs if a == b)
    assert first.panel_evaluation[0].timestamp.microsecond == 0


@pytest.mark.parametrize(
    ("valid", "uncertain", "level", "recommendation"),
    [
        (6, 0, AgreementLevel.UNANIMOUS, Recommendation.LIKELY_VALID),
        (5, 1, AgreementLevel.STRONG, Recommendation.LIKELY_VALID),
        (4, 2, AgreementLevel.SPLIT, Recommendation.UNCERTAIN),
        (3, 3, AgreementLevel.SPLIT, Recommendation.LIKELY_HALLUCINATED),
    ],
)
def test_a_sixth_seat_is_counted_as_the_seed_counts_five(
    monkeypatch: pytest.MonkeyPatch,
    valid: int,
    uncertain: int,
    level: AgreementLevel,
    recommendation: Recommendation,
) -> None:
    """The seed's maths said of the seats there are: all agree, all but one, all but two."""
    from briefcheck.domain import seats

    sixth = seats.SeatEntry(
        "pin_cite_validator", "Pin cite", "where?", ("pin_impossible",), ("no_pin",), "x:y"
    )
    monkeypatch.setattr(seats, "SEATS", [*seats.SEATS, sixth])
    kinds = [Verdict.VALID] * valid + [Verdict.UNCERTAIN] * uncertain
    c = decide([verdict(r, k) for r, k in zip(seat_names(), kinds, strict=True)]).consensus
    assert (c.agreement_level, c.recommendation) == (level, recommendation)
    assert c.confidence_score == pytest.approx((max(valid, uncertain) / 6) ** 2, abs=1e-4)
    with pytest.raises(ValueError, match="6 agents; got 5"):
        decide([verdict(r, Verdict.VALID) for r in ROLES])
