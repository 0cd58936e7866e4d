"""AWS glue for the state machine's Lambdas and the HTTP API: event models, run starting, dedup.

The core steps live in `pipeline`; this module holds what only the cloud needs: the events
that pass between states (ids and S3 keys only, never document text: Step Functions carries
at most 256 KB), document ids scoped to a tenant, one run per uploaded content hash, and the
records a failed state leaves behind.
"""

from __future__ import annotations

import hashlib
import mimetypes
import re
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote_plus

from briefcheck.cloud.env import CloudSettings, cloud_settings
from briefcheck.domain.codes import Category, Confidence, DocumentStatus, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import InputError
from briefcheck.domain.events import (
    TENANT_PATTERN,
    AgentRef,
    ExtractEvent,
    ExtractOutput,
    RunInput,
    StartedRun,
)
from briefcheck.domain.models import CitationTask, Evidence, dump
from briefcheck.panel.tasks import citation_tasks
from briefcheck.run.steps import Stores, extract_step, load_tier1, revalidate
from briefcheck.store.blobs import put_json
from briefcheck.store.keys import INCOMING, evidence_key, items_key, tier1_key, upload_prefix_for
from briefcheck.store.records import DocumentRecord, DueItem, ResultStore

if TYPE_CHECKING:
    from briefcheck.verify import Verifier



# --------------------------------------------------------------------------- ids and keys


def document_id_for(tenant: str, sha256: str) -> str:
    """One document per tenant and content: the same brief uploaded twice is one run, and two
    tenants' copies of a brief never share a record."""
    return "doc_" + hashlib.sha256(f"{tenant}\n{sha256}".encode()).hexdigest()[:24]


def check_tenant(tenant: str) -> str:
    if not re.fullmatch(TENANT_PATTERN, tenant):
        raise InputError(f"tenant {tenant!r} is not a valid tenant id (letters, digits, . _ -; 1-64)")
    return tenant


def tenant_of_upload(key: str) -> str:
    """`incoming/<tenant>/<anything>` -> tenant; anything else is not an upload we accept."""
    parts = key.split("/")
    if len(parts) < 3 or parts[0] + "/" != INCOMING or not parts[-1]:
        raise InputError(f"upload key {key!r} is not of the form incoming/<tenant>/<file>")
    return check_tenant(parts[1])


def upload_prefix(tenant: str) -> str:
    return upload_prefix_for(check_tenant(tenant))


# --------------------------------------------------------------------------- starting runs


def read_upload(stores: Stores, key: str, max_bytes: int) -> bytes:
    """The uploaded bytes. S3 event keys arrive URL-encoded, so the decoded key is tried too."""
    for candidate in dict.fromkeys((key, unquote_plus(key))):
        data = stores.blobs.get(candidate)
        if data is not None:
            if len(data) > max_bytes:
                raise InputError(f"upload {candidate} is {len(data)} bytes; the limit is {max_bytes}")
            return data
    raise InputError(f"upload {key} not found in the bucket")


def execution_name(record: DocumentRecord) -> str:
    """The first run of a document is named after it; a run retried after FAILED is named after
    the moment it was re-submitted (Step Functions keeps a name for 90 days)."""
    if record.updated_at == record.created_at:
        return record.document_id
    return f"{record.document_id}-{record.updated_at:%Y%m%dT%H%M%S%f}"


def start_run(
    stores: Stores, sfn: Any, state_machine_arn: str, tenant: str, upload_key: str, data: bytes
) -> StartedRun:
    """Start one execution per (tenant, content): a duplicate gets the existing document back,
    and a document that FAILED is run again.

    Safe to retry and to race (the upload event and the API may both submit one brief): the
    execution name is fixed by the document record, and Step Functions starts a name once, so
    a retry after a crash between the steps below starts at most one run.
    """
    check_tenant(tenant)
    sha = hashlib.sha256(data).hexdigest()
    proposed = document_id_for(tenant, sha)
    document_id = stores.records.claim_hash(tenant, sha, proposed) or proposed
    record = stores.records.get_document(document_id, tenant)
    now = datetime.now(UTC)  # to the microsecond: a quick failure and re-upload still differ
    if record is None:
        source_name = unquote_plus(upload_key.rsplit("/", 1)[-1])
        record = DocumentRecord(
            document_id=document_id,
            tenant=tenant,
            source_name=source_name,
            sha256=sha,
            media_type=mimetypes.guess_type(source_name)[0] or "application/octet-stream",
            upload_key=upload_key,
            created_at=now,
            updated_at=now,
        )
        stores.records.put_document(record)
    elif record.status is DocumentStatus.FAILED:
        update = {
            "status": DocumentStatus.RECEIVED,
            "updated_at": now,
            "error": None,
            "upload_key": upload_key,
        }
        record = record.model_copy(update=update)
        stores.records.put_document(record)
    elif record.status is not DocumentStatus.RECEIVED:
        return StartedRun(document_id=document_id, started=False, status=record.status)
    run = RunInput(
        document_id=document_id,
        tenant=tenant,
        upload_key=str(record.upload_key),
        source_name=record.source_name,
    )
    try:
        sfn.start_execution(
            stateMachineArn=state_machine_arn, name=execution_name(record), input=run.model_dump_json()
        )
    except sfn.exceptions.ExecutionAlreadyExists:
        return StartedRun(document_id=document_id, started=False, status=DocumentStatus.RECEIVED)
    return StartedRun(document_id=document_id, started=True, status=DocumentStatus.RECEIVED)


# --------------------------------------------------------------------------- state steps


def extract_run(stores: Stores, event: ExtractEvent, settings: Settings) -> ExtractOutput:
    """Tier 1 for a run: the upload read, extracted under the run's document id, saved."""
    data = read_upload(stores, event.upload_key, settings.max_upload_bytes)
    doc = extract_step(stores, data, event.source_name, event.tenant, event.upload_key, event.document_id)
    ids = [c.id for c in doc.citations()]
    put_json(stores.blobs, items_key(doc.document_id), [{"citation_id": cid} for cid in ids])
    cloud = cloud_settings()
    return ExtractOutput(
        document_id=doc.document_id,
        tenant=event.tenant,
        citation_ids=ids,
        citation_count=len(ids),
        items_key=items_key(doc.document_id),
        agents={s.role.value: AgentRef(agent=s.agent, model=s.label) for s in settings.panel_config().seats},
        max_concurrency=settings.max_concurrency,
        map_mode="distributed" if len(ids) > cloud.distributed_threshold else "inline",
    )


_TASKS: dict[str, dict[str, CitationTask]] = {}
_TASKS_KEPT = 4


def cached_task(stores: Stores, document_id: str, citation_id: str) -> CitationTask:
    """A citation's task; a warm Lambda builds a document's tasks once, not once per citation
    (tier1.json never changes after Extract). Keyed by where tier1.json lives."""
    where = stores.blobs.url(tier1_key(document_id))
    if where not in _TASKS:
        while len(_TASKS) >= _TASKS_KEPT:
            _TASKS.pop(next(iter(_TASKS)))
        _TASKS[where] = {t.citation.id: t for t in citation_tasks(load_tier1(stores, document_id))}
    tasks = _TASKS[where]
    if citation_id not in tasks:
        raise InputError(f"document {document_id} has no citation {citation_id}")
    return tasks[citation_id]


def record_unverifiable(stores: Stores, document_id: str, citation_id: str, reason: str) -> list[Evidence]:
    """Tier 3 that failed outright leaves UNVERIFIABLE evidence, so the claim still shows as unchecked."""
    task = cached_task(stores, document_id, citation_id)
    if task.claim is None:
        return []
    evidence = Evidence(
        claim_id=task.claim.id,
        citation_id=citation_id,
        outcome=Outcome.UNVERIFIABLE,
        hallucination_category=Category.UNVERIFIABLE_PUBLIC,
        confidence=Confidence.LOW,
        evidence_summary=f"Tier 3 could not run for this citation ({reason}); verify it by hand.",
    )
    put_json(stores.blobs, evidence_key(document_id, citation_id), [dump(evidence)])
    stores.records.add_evidence(document_id, evidence)
    return [evidence]


def idempotency(table: str, function: str, key: str) -> tuple[Any, Any]:
    """Powertools idempotency on the records table (items IDEMPOTENCY#<function>/<hash>): a
    state retried within one execution returns its first answer instead of doing the work twice.
    `key` is a JMESPath over the event, e.g. "[execution, document_id, citation_id]"."""
    from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer, IdempotencyConfig

    store = DynamoDBPersistenceLayer(
        table_name=table, key_attr="pk", sort_key_attr="sk", static_pk_value=f"IDEMPOTENCY#{function}"
    )
    return store, IdempotencyConfig(event_key_jmespath=key, raise_on_no_idempotency_key=True)


class _OneDocument:
    """The records store as `pipeline.revalidate` sees it for an on-demand request: due are this
    document's citations that the panel flagged or that already have evidence, whatever their age."""

    def __init__(self, records: ResultStore, document_id: str) -> None:
        self._records = records
        self._document_id = document_id

    def due_for_revalidation(self, now: datetime, older_than: timedelta) -> list[DueItem]:
        flagged = {
            cid
            for cid, rec in self._records.latest_validations(self._document_id).items()
            if rec.validation.tier_3_trigger
        }
        flagged |= {e.citation_id for e in self._records.evidence(self._document_id)}
        return [
            DueItem(document_id=self._document_id, citation_id=cid, reason="requested", checked_at=now)
            for cid in sorted(flagged)
        ]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._records, name)


def revalidate_document(stores: Stores, verifier: Verifier, document_id: str) -> list[Evidence]:
    """Re-verify one document now (the API's request); history is kept, the result rebuilt."""
    one = Stores(stores.blobs, _OneDocument(stores.records, document_id))  # type: ignore[arg-type]
    return revalidate(one, verifier, older_than=timedelta(0)).get(document_id, [])


def revalidation_age(cloud: CloudSettings) -> timedelta:
    return timedelta(days=cloud.revalidation_age_days)
