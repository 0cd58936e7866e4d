"""The rates of the testing protocol, per configuration, per agent and per final status."""

from __future__ import annotations

from collections import Counter

from briefcheck.domain.codes import (
    AGENT_UNAVAILABLE,
    Category,
    CitationStatus,
    Recommendation,
    Verdict,
)
from briefcheck.domain.config import PanelConfig
from briefcheck.domain.models import (
    TokenUsage,
)
from briefcheck.eval.models import (
    LABELS,
    NOT_EXTRACTED,
    TARGET_FABRICATED_CAUGHT,
    TARGET_LAWYER_AGREEMENT,
    TARGET_REAL_OK,
    AgentScore,
    Change,
    Comparison,
    EvalReport,
    ItemOutcome,
    Label,
    Rate,
    StatusScore,
)


def _wrongly_accused(o: ItemOutcome) -> bool:
    return o.status is CitationStatus.LIKELY_HALLUCINATED or (
        o.status is CitationStatus.ERROR and o.index_category is Category.AUTHORITY_NONEXISTENT
    )


def score_statuses(outcomes: list[ItemOutcome], edition: str | None) -> StatusScore:
    real = [o for o in outcomes if o.label != "fabricated"]
    fabricated = [o for o in outcomes if o.label == "fabricated"]
    passed = (CitationStatus.VERIFIED, CitationStatus.UNVERIFIED)
    return StatusScore(
        index_edition=edition,
        real_ok=_rate(
            sum(o.status is not None and not _wrongly_accused(o) for o in real), len(real), TARGET_REAL_OK
        ),
        fabricated_caught=_rate(
            sum(o.status is not None and o.status not in passed for o in fabricated),
            len(fabricated),
            TARGET_FABRICATED_CAUGHT,
        ),
        by_status={
            label: {
                **{st.value: 0 for st in CitationStatus},
                NOT_EXTRACTED: 0,
                **Counter(
                    o.status.value if o.status else NOT_EXTRACTED for o in outcomes if o.label == label
                ),
            }
            for label in LABELS
        },
    )


def agrees(label: Label, recommendation: Recommendation) -> bool:
    if label == "fabricated":
        return recommendation is not Recommendation.LIKELY_VALID
    return recommendation is not Recommendation.LIKELY_HALLUCINATED


def _rate(hits: int, total: int, target: float | None = None) -> Rate:
    share = round(hits / total, 4) if total else None
    met = None if target is None or share is None else share >= target
    return Rate(hits=hits, total=total, share=share, target=target, met=met)


def score(
    outcomes: list[ItemOutcome], panel: PanelConfig, dataset: str = "dataset", edition: str | None = None
) -> EvalReport:
    """The protocol's figures from judged outcomes (items not extracted count against each rate);
    `edition` names the index the final statuses were looked up in, if any."""
    real = [o for o in outcomes if o.label != "fabricated"]
    fabricated = [o for o in outcomes if o.label == "fabricated"]
    edge = [o for o in outcomes if o.label == "edge"]
    rec = Recommendation
    real_ok = sum(o.recommendation not in (None, rec.LIKELY_HALLUCINATED) for o in real)
    caught = sum(o.recommendation not in (None, rec.LIKELY_VALID) for o in fabricated)
    flagged = sum(o.recommendation not in (None, rec.LIKELY_VALID) for o in edge)
    confusion = {
        label: {
            **{r.value: 0 for r in Recommendation},
            NOT_EXTRACTED: 0,
            **Counter(
                o.recommendation.value if o.recommendation else NOT_EXTRACTED
                for o in outcomes
                if o.label == label
            ),
        }
        for label in LABELS
    }
    usage = sum((v.usage for o in outcomes for v in o.verdicts if v.usage), start=TokenUsage())
    return EvalReport(
        dataset=dataset,
        panel=panel.describe(),
        items=len(outcomes),
        by_label={label: sum(o.label == label for o in outcomes) for label in LABELS},
        real_ok=_rate(real_ok, len(real), TARGET_REAL_OK),
        fabricated_caught=_rate(caught, len(fabricated), TARGET_FABRICATED_CAUGHT),
        edge_flagged=_rate(flagged, len(edge)),
        lawyer_agreement=_rate(
            sum(o.agrees_with_label for o in outcomes), len(outcomes), TARGET_LAWYER_AGREEMENT
        ),
        confusion=confusion,
        final_status=score_statuses(outcomes, edition),
        agents=_agent_scores(outcomes, panel),
        not_extracted=[o.id for o in outcomes if not o.extracted],
        usage=usage,
        outcomes=outcomes,
    )


def _agent_scores(outcomes: list[ItemOutcome], panel: PanelConfig) -> list[AgentScore]:
    scores = []
    for seat, spec in enumerate(panel.seats):
        judged = [(o, o.verdicts[seat]) for o in outcomes if len(o.verdicts) > seat]
        invalid_on_real = sum(o.label != "fabricated" and v.verdict is Verdict.INVALID for o, v in judged)
        valid_on_fake = sum(o.label == "fabricated" and v.verdict is Verdict.VALID for o, v in judged)
        errors = invalid_on_real + valid_on_fake
        scores.append(
            AgentScore(
                agent=spec.agent,
                model=spec.label,
                judged=len(judged),
                errors=errors,
                error_rate=round(errors / len(judged), 4) if judged else None,
                invalid_on_real=invalid_on_real,
                valid_on_fabricated=valid_on_fake,
                unavailable=sum(v.uncertain_reason == AGENT_UNAVAILABLE for _, v in judged),
            )
        )
    return scores


def compare(report_a: EvalReport, report_b: EvalReport, name_a: str = "A", name_b: str = "B") -> Comparison:
    """Two configurations on the same items: their figures and the items whose outcome changed."""
    b_by_id = {o.id: o for o in report_b.outcomes}
    changed = []
    for a in report_a.outcomes:
        b = b_by_id.get(a.id)
        if b is None:
            continue
        ra = a.recommendation.value if a.recommendation else NOT_EXTRACTED
        rb = b.recommendation.value if b.recommendation else NOT_EXTRACTED
        if ra != rb:
            changed.append(Change(id=a.id, label=a.label, a=ra, b=rb))
    return Comparison(name_a=name_a, name_b=name_b, a=report_a, b=report_b, changed=changed)


# --------------------------------------------------------------------------- markdown
