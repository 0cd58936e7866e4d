"""The records kept of a document: its record (status, uploads, counts, the run's attempt), each
citation's evaluations, and what falls due for re-validation, with the rule that says when.
`briefcheck.store` keeps them (SQLite locally, DynamoDB in AWS)."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, Field

from briefcheck.domain.codes import DocumentStatus, Outcome, Recommendation
from briefcheck.domain.models import Evidence, Validation, utc_now


class RevalClass(StrEnum):
    """Why a latest result is due again: always (UNVERIFIABLE, UNCERTAIN) or by age (CURRENT)."""

    UNVERIFIABLE = "UNVERIFIABLE"
    UNCERTAIN = "UNCERTAIN"
    CURRENT = "CURRENT"


class DocumentCounts(BaseModel):
    citations: int = 0
    by_recommendation: dict[str, int] = Field(default_factory=dict)
    by_status: dict[str, int] = Field(default_factory=dict)
    by_outcome: dict[str, int] = Field(default_factory=dict)


class DocumentRecord(BaseModel):
    document_id: str
    tenant: str
    status: DocumentStatus = DocumentStatus.RECEIVED
    source_name: str
    sha256: str
    media_type: str
    counts: DocumentCounts = Field(default_factory=DocumentCounts)
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)
    result_key: str | None = None
    upload_key: str | None = None
    uploads: list[str] = Field(
        default_factory=list, description="Every other upload of the same content: deleted with it"
    )
    error: str | None = Field(None, description="Why the document FAILED (no document text)")
    attempt: int = Field(0, ge=0, description="How many times the run was restarted; names the execution")
    run_started_at: datetime | None = Field(
        None, description="When the latest check of the document began: its result holds only what it found"
    )


class ValidationRecord(BaseModel):
    document_id: str
    citation_id: str
    evaluated_at: datetime
    recommendation: Recommendation
    validation: Validation


class DueItem(BaseModel):
    document_id: str
    citation_id: str
    claim_id: str | None = Field(None, description="Set for evidence; None for a citation evaluation")
    reason: str
    checked_at: datetime


def reval_class_of_validation(validation: Validation) -> RevalClass:
    uncertain = validation.consensus.recommendation is Recommendation.UNCERTAIN
    return RevalClass.UNCERTAIN if uncertain else RevalClass.CURRENT


def reval_class_of_evidence(evidence: Evidence) -> RevalClass:
    return RevalClass.UNVERIFIABLE if evidence.outcome is Outcome.UNVERIFIABLE else RevalClass.CURRENT


# Statuses a run can be restarted from, and the ones a run that stopped may still be in.
RESTARTABLE = (DocumentStatus.RECEIVED, DocumentStatus.RUNNING, DocumentStatus.FAILED)
UNFINISHED = (DocumentStatus.RECEIVED, DocumentStatus.RUNNING)
