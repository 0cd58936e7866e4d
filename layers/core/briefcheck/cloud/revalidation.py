"""Re-validation fanned out: a planner finds what is due and queues one message per document;
workers re-check each message's citations.

- The Tier 3 policy is honoured: `none` re-checks nothing, `flagged` only citations the panel
  flagged or that Tier 3 already checked, `all` every due citation.
- A citation is re-checked at most once per run: the planner merges a citation's due
  evaluation and evidence, and a re-checked citation's evaluation is refreshed with the run's
  time, which a worker reads to skip it (a message delivered twice does no work twice).
- What was re-checked is refreshed (its evaluation falls due again by age, not every night).
- A document that is not COMPLETE (running, failed, deleted) is never touched, and the result
  is rebuilt only while it is still COMPLETE.
- One bad item or message does not stop the others: an undecodable due item is skipped and
  counted, a citation whose check fails is left due and its message retried, then dead-lettered.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from briefcheck.domain.codes import DocumentStatus, Tier3Policy
from briefcheck.domain.errors import ConflictError
from briefcheck.domain.events import DOCUMENT_ID_PATTERN
from briefcheck.domain.models import Evidence
from briefcheck.run.steps import Stores, cached_task, rebuild_result, verify_step
from briefcheck.store.records import DueItem

if TYPE_CHECKING:
    from briefcheck.verify import Verifier


class RecheckMessage(BaseModel):
    """One queue message: a document's citations to re-check in one run."""

    document_id: str = Field(..., pattern=DOCUMENT_ID_PATTERN)
    citation_ids: list[str] = Field(..., min_length=1)
    run_at: datetime = Field(..., description="The run's time: a citation refreshed at it is done")


class RecheckOutcome(BaseModel):
    document_id: str
    evidence: list[Evidence] = Field(default_factory=list)
    skipped: list[str] = Field(default_factory=list, description="Already re-checked in this run")
    failed: list[str] = Field(default_factory=list, description="Citations whose check raised")
    untouched: str | None = Field(None, description="Why the document was left alone")


def plan(stores: Stores, due: Iterable[DueItem], policy: Tier3Policy, now: datetime) -> list[RecheckMessage]:
    """One message per COMPLETE document with the due citations the policy lets Tier 3 check.
    Due evaluations the policy excludes are refreshed, so they are not due again tomorrow."""
    if policy is Tier3Policy.NONE:
        return []
    by_document: dict[str, dict[str, bool]] = {}
    for item in due:  # citation -> whether Tier 3 already checked it (an evidence item is due)
        seen = by_document.setdefault(item.document_id, {})
        seen[item.citation_id] = seen.get(item.citation_id, False) or item.claim_id is not None
    messages = []
    for document_id, citations in sorted(by_document.items()):
        record = stores.records.get_document(document_id)
        if record is None or record.status is not DocumentStatus.COMPLETE:
            continue
        chosen = sorted(citations)
        if policy is Tier3Policy.FLAGGED:
            latest = stores.records.latest_validations(document_id)
            flagged = {cid for cid, rec in latest.items() if rec.validation.tier_3_trigger}
            chosen = [cid for cid in chosen if citations[cid] or cid in flagged]
            for cid in sorted(set(citations) - set(chosen)):
                stores.records.refresh_validation(document_id, cid, now)
        if chosen:
            messages.append(RecheckMessage(document_id=document_id, citation_ids=chosen, run_at=now))
    return messages


def plan_document(
    stores: Stores, document_id: str, policy: Tier3Policy, now: datetime
) -> list[RecheckMessage]:
    """The API's request for one document: its flagged citations and those Tier 3 checked
    before, whatever their age."""
    asked = {"reason": "requested", "checked_at": now}
    due = [
        DueItem(document_id=document_id, citation_id=cid, **asked)
        for cid, rec in stores.records.latest_validations(document_id).items()
        if rec.validation.tier_3_trigger or policy is Tier3Policy.ALL
    ]
    due += [
        DueItem(document_id=document_id, citation_id=e.citation_id, claim_id=e.claim_id, **asked)
        for e in stores.records.evidence(document_id)
    ]
    return plan(stores, due, policy, now)


def recheck(stores: Stores, verifier: Verifier, message: RecheckMessage) -> RecheckOutcome:
    """Re-check a message's citations (each on its own: one failure does not stop the others),
    refresh them, and rebuild the document's result if it is still COMPLETE."""
    outcome = RecheckOutcome(document_id=message.document_id)
    record = stores.records.get_document(message.document_id)
    if record is None or record.status is not DocumentStatus.COMPLETE:
        outcome.untouched = "deleted" if record is None else f"the document is {record.status.value}"
        return outcome
    refreshed = stores.records.refreshed_at(message.document_id)
    for citation_id in message.citation_ids:
        if refreshed.get(citation_id) == message.run_at:
            outcome.skipped.append(citation_id)
            continue
        try:
            task = cached_task(stores, message.document_id, citation_id)
            outcome.evidence += verify_step(stores, verifier, task)
        except Exception:  # isolate the citation: the others go on, the message is retried
            outcome.failed.append(citation_id)
            continue
        stores.records.refresh_validation(message.document_id, citation_id, message.run_at)
    if outcome.evidence:
        try:
            rebuild_result(stores, message.document_id, outcome.evidence, only_if=DocumentStatus.COMPLETE)
        except ConflictError as exc:
            outcome.untouched = str(exc)
    return outcome
