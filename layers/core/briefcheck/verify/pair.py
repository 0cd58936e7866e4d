"""What has been learnt about one claim-citation pair, and the evidence it makes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from briefcheck.domain.codes import Category, Confidence, Outcome
from briefcheck.domain.models import CitationTask, Claim, Evidence, EvidenceDetails, TokenUsage, Treatment
from briefcheck.verify.sources.base import MatchedCase, Retrieval

__all__ = ["Pair"]


@dataclass
class Pair:
    """What has been learnt about one claim-citation pair so far."""

    task: CitationTask
    claim: Claim
    details: dict[str, Any] = field(default_factory=dict)
    retrievals: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # checks that could not be made, and why
    remarks: list[str] = field(default_factory=list)  # stated limits that do not lower confidence
    checked: list[str] = field(default_factory=list)  # what was verified, in order
    correction: str | None = None  # the right citation, where the evidence shows it
    usage: TokenUsage | None = None  # what the paraphrase judge's model call cost
    treatment: Treatment | None = None  # the found case's treatment in the opinions citing it

    def saw(self, r: Retrieval, evidence: bool = True) -> None:
        """Record a retrieval; `evidence` makes it the one the details point at (its source is the
        evidence's)."""
        self.retrievals.append(
            {
                "source": r.source,
                "kind": r.kind.value,
                "status": r.status.value,
                "url": r.retrieval_url,
                "retrieved_at": r.retrieved_at.isoformat(),
                "cached_path": r.cached_path,
                "from_cache": r.from_cache,
                **({"cache_entry": r.cache_entry} if r.cache_entry else {}),
                **({"reason": r.reason} if r.reason else {}),
                **({"edition": r.edition} if r.edition else {}),
            }
        )
        if not evidence:
            return
        self.details["source"] = r.source
        if r.retrieval_url:
            self.details["retrieval_url"] = r.retrieval_url
            self.details["retrieval_timestamp"] = r.retrieved_at
            if r.cached_path:
                self.details["cached_path"] = r.cached_path

    def found(self, case: MatchedCase) -> None:
        self.details.update(found_case_name=case.name, found_date=case.date, found_court=case.court)
        if case.citations:
            self.details["found_citations"] = list(case.citations)
        if case.url:
            self.details.update(human_url=case.url, found_url=case.url)

    def evidence(
        self,
        outcome: Outcome,
        category: Category | None,
        confidence: Confidence,
        summary: str,
        needs_review: bool = False,
    ) -> Evidence:
        details = {k: v for k, v in self.details.items() if v is not None}
        if self.retrievals:
            details["retrievals"] = self.retrievals
        if self.notes:
            summary = f"{summary} Not checked: {'; '.join(self.notes)}."
        if self.remarks:
            summary = f"{summary} {' '.join(self.remarks)}"
        return Evidence(
            claim_id=self.claim.id,
            citation_id=self.task.citation.id,
            outcome=outcome,
            hallucination_category=category,
            confidence=confidence,
            evidence_summary=summary,
            evidence_details=EvidenceDetails(**details),
            needs_review=needs_review,
            checked=list(self.checked),
            suggested_correction=self.correction,
            usage=self.usage,
            treatment=self.treatment,
        )

    def error(self, category: Category, confidence: Confidence, summary: str) -> Evidence:
        return self.evidence(Outcome.VERIFIED_ERROR, category, confidence, summary)

    def unverifiable(self, reason: str) -> Evidence:
        self.details["reason"] = reason
        return self.evidence(
            Outcome.UNVERIFIABLE,
            Category.UNVERIFIABLE_PUBLIC,
            Confidence.LOW,
            f"Not verifiable from public sources: {reason}.",
        )

    def review(self, summary: str) -> Evidence:
        """A source answered, but what it answered does not settle the citation: for a person."""
        self.details["reason"] = summary
        return self.evidence(
            Outcome.UNVERIFIABLE, Category.UNVERIFIABLE_PUBLIC, Confidence.LOW, summary, needs_review=True
        )
