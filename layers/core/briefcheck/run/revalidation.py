"""Re-validation, one module for the CLI and the cloud: a planner finds what is due and makes one
message per document; a worker re-checks each message's citations. In AWS the planner queues the
messages and the workers take them from the queue; `revalidate` (the CLI) does both in-process,
with the same rules, and says what changed in `check`'s status words.

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
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from briefcheck.domain.codes import CitationStatus, CitationType, DocumentStatus, Tier3Policy
from briefcheck.domain.errors import ConflictError, InputError
from briefcheck.domain.events import DOCUMENT_ID_PATTERN
from briefcheck.domain.ids import LOCAL_TENANT
from briefcheck.domain.models import Evidence
from briefcheck.domain.records import DueItem
from briefcheck.run.steps import (
    Stores,
    cached_task,
    load_result,
    rebuild_result,
    remove_document,
    verify_step,
)

if TYPE_CHECKING:
    from briefcheck.verify import Verifier


class RecheckMessage(BaseModel):
    """One queue message: a document's citations to re-check in one run."""

    document_id: str = Field(..., pattern=DOCUMENT_ID_PATTERN)
    citation_ids: list[str] = Field(..., min_length=1)
    run_at: datetime = Field(..., description="The run's time: a citation refreshed at it is done")
    offline_only: list[str] = Field(
        default_factory=list, description="Of those, the ones only the offline sources are asked about"
    )


class RecheckOutcome(BaseModel):
    document_id: str
    evidence: list[Evidence] = Field(default_factory=list)
    skipped: list[str] = Field(default_factory=list, description="Already re-checked in this run")
    failed: list[str] = Field(default_factory=list, description="Citations whose check raised")
    untouched: str | None = Field(None, description="Why the document was left alone")


def plan(
    stores: Stores,
    due: Iterable[DueItem],
    policy: Tier3Policy,
    now: datetime,
    offline: Iterable[DueItem] = (),
) -> list[RecheckMessage]:
    """One message per COMPLETE document with the due citations the policy lets Tier 3 check.
    Due evaluations the policy excludes are refreshed, so they are not due again tomorrow.
    `offline` citations are checked by the offline sources alone, whatever the policy (they cost
    nothing and nothing leaves the machine)."""
    extra: dict[str, set[str]] = {}
    for item in offline:
        extra.setdefault(item.document_id, set()).add(item.citation_id)
    if policy is Tier3Policy.NONE and not extra:
        return []
    by_document: dict[str, dict[str, bool]] = {}
    for item in due:  # citation -> whether Tier 3 already checked it (an evidence item is due)
        seen = by_document.setdefault(item.document_id, {})
        seen[item.citation_id] = seen.get(item.citation_id, False) or item.claim_id is not None
    if policy is Tier3Policy.NONE:
        by_document = {}
    messages = []
    for document_id in sorted(set(by_document) | set(extra)):
        citations = by_document.get(document_id, {})
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
        offline_only = sorted(extra.get(document_id, set()) - set(chosen))
        if chosen or offline_only:
            messages.append(
                RecheckMessage(
                    document_id=document_id,
                    citation_ids=chosen + offline_only,
                    run_at=now,
                    offline_only=offline_only,
                )
            )
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
            offline_only = citation_id in message.offline_only
            outcome.evidence += verify_step(stores, verifier, task, offline_only=offline_only)
        except Exception:  # isolate the citation: the others go on, the message is retried
            outcome.failed.append(citation_id)
            continue
        stores.records.refresh_validation(message.document_id, citation_id, message.run_at)
    if outcome.evidence:
        try:
            rebuild_result(stores, message.document_id, outcome.evidence, only_if=DocumentStatus.COMPLETE)
        except (ConflictError, InputError) as exc:  # no longer COMPLETE, or no longer there
            outcome.untouched = str(exc)
    # the fence: a DELETE that ran meanwhile marked the document (or finished); what this re-check
    # wrote after it (evidence, the result, the report) is removed again, so nothing comes back
    now = stores.records.get_document(message.document_id)
    if now is None or now.status is DocumentStatus.DELETING:
        remove_document(stores, now or record)
        outcome.untouched = "deleted while it was re-checked"
    return outcome


class StatusChange(BaseModel):
    """One re-checked citation: its status before and after, in `check`'s words."""

    document_id: str
    citation_id: str
    citation: str
    before: CitationStatus | None
    after: CitationStatus | None
    note: str | None = None

    @property
    def changed(self) -> bool:
        return self.before is not self.after


def newly_answerable(stores: Stores, now: datetime, tenant: str = LOCAL_TENANT) -> list[DueItem]:
    """The case citations of COMPLETE documents that nothing checked (UNVERIFIED, no evidence):
    due again when a source that can answer them has appeared since (an offline index)."""
    due = []
    for record in stores.records.list_documents(tenant):
        if record.status is not DocumentStatus.COMPLETE:
            continue
        result = load_result(stores, record.document_id)
        if result is None:
            continue
        looked_up = {e.citation_id for e in result.evidence}
        due += [
            DueItem(
                document_id=record.document_id,
                citation_id=c.id,
                reason="UNVERIFIED, and a source that can answer it is here now",
                checked_at=now,
            )
            for c in result.citations()
            if c.status is CitationStatus.UNVERIFIED and c.type is CitationType.CASE and c.id not in looked_up
        ]
    return due


def revalidate(
    stores: Stores,
    verifier: Verifier,
    policy: Tier3Policy,
    now: datetime,
    older_than: timedelta,
    include_unverified: bool = False,
) -> list[StatusChange]:
    """Plan and re-check in one process (the CLI): what is due by the cloud's rules (the policy,
    COMPLETE documents only, each citation once, refreshed afterwards), plus, with
    `include_unverified`, the citations nothing could check before. Returns each re-checked
    citation's status before and after."""
    due = stores.records.due_for_revalidation(now, older_than)
    offline = newly_answerable(stores, now) if include_unverified else []
    changes: list[StatusChange] = []
    for message in plan(stores, due, policy, now, offline):
        before = load_result(stores, message.document_id)
        outcome = recheck(stores, verifier, message)
        after = load_result(stores, message.document_id)
        old = {c.id: c for c in before.citations()} if before else {}
        new = {c.id: c for c in after.citations()} if after else {}
        for cid in sorted({e.citation_id for e in outcome.evidence}):
            c = new.get(cid) or old.get(cid)
            changes.append(
                StatusChange(
                    document_id=message.document_id,
                    citation_id=cid,
                    citation=c.text if c else cid,
                    before=old[cid].status if cid in old else None,
                    after=new[cid].status if cid in new else None,
                    note=new[cid].status_note if cid in new else None,
                )
            )
    return changes
