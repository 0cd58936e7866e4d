"""Builders for check results, so report tests control every field a lawyer will read."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from briefcheck.domain.codes import (
    CitationType,
    Jurisdiction,
    Recommendation,
    Verdict,
)
from briefcheck.domain.models import (
    AgentVerdict,
    Block,
    CheckResult,
    Citation,
    Claim,
    Evidence,
    ResultSummary,
)
from briefcheck.domain.seats import seat_entry, seat_names
from briefcheck.panel.consensus import decide

_SEATS = seat_names()
_LETTER = {"V": Verdict.VALID, "I": Verdict.INVALID, "U": Verdict.UNCERTAIN}


def panel(letters: str, explanation: str = "checked") -> list[AgentVerdict]:
    """Five verdicts in seat order from letters like 'VVIII', each with a legal reason code."""
    out = []
    for role, letter in zip(_SEATS, letters, strict=True):
        verdict = _LETTER[letter]
        reason = {}
        if verdict is Verdict.INVALID:
            reason = {"invalid_reason": seat_entry(role).invalid[0]}
        elif verdict is Verdict.UNCERTAIN:
            reason = {"uncertain_reason": seat_entry(role).uncertain[0]}
        out.append(
            AgentVerdict(
                agent=f"{role}_v1", verdict=verdict, explanation=explanation, model="rules", **reason
            )
        )
    return out


def cite(
    number: int, text: str, block_text: str, letters: str | None, explanation: str = "checked"
) -> Citation:
    """A citation found in `block_text`, judged by a panel voting `letters` (None: not judged)."""
    start = block_text.index(text)
    return Citation(
        id=f"cite_{number:03d}",
        text=text,
        type=CitationType.CASE,
        jurisdiction=Jurisdiction.US,
        start=start,
        end=start + len(text),
        claim_id=f"claim_{number}",
        validation=decide(panel(letters, explanation)) if letters else None,
    )


def result(
    blocks: list[tuple[str, list[Citation]]], evidence: list[Evidence] = (), source_name: str = "brief.txt"
) -> CheckResult:
    """A CheckResult over paragraphs (text, citations), with a claim per citation."""
    built = [
        Block(text=text, path=f"/document/body/section_1/paragraph_{i}", citations=cites)
        for i, (text, cites) in enumerate(blocks, start=1)
    ]
    cites = [c for b in built for c in b.citations]
    claims = [
        Claim(id=c.claim_id or "", citation_ids=[c.id], block_path=b.path, text=b.text)
        for b in built
        for c in b.citations
    ]
    counts = {r: 0 for r in Recommendation}
    for c in cites:
        if c.validation:
            counts[c.validation.consensus.recommendation] += 1
    return CheckResult(
        document_id="doc1",
        source_name=source_name,
        sha256="0" * 64,
        media_type="text/plain",
        panel={f"{role}_v1": "rules" for role in _SEATS},
        tier3_policy="flagged",
        blocks=built,
        claims=claims,
        evidence=list(evidence),
        summary=ResultSummary(citations=len(cites), by_recommendation=counts),
    )


@pytest.fixture()
def make_result() -> Callable[..., CheckResult]:
    return result


@pytest.fixture()
def make_cite() -> Callable[..., Citation]:
    return cite
