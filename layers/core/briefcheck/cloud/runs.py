"""AWS glue for the state machine's Lambdas and the HTTP API: run starting, dedup, stopped runs.

The core steps live in `briefcheck.run.steps`; this module holds what only the cloud needs:
document ids scoped to a tenant, one run per uploaded content hash (restarted, never doubled,
when it failed or its execution died), uploads refused by size before they are read, and the
records a failed state or a stopped execution leaves behind.
"""

from __future__ import annotations

import hashlib
import mimetypes
import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any
from urllib.parse import unquote_plus

from botocore.exceptions import ClientError

from briefcheck.domain.codes import DocumentStatus
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import BusyError, ConflictError, InputError
from briefcheck.domain.events import (
    DOCUMENT_ID_PATTERN,
    TENANT_PATTERN,
    AgentEvent,
    AgentFailure,
    AgentRef,
    ConsensusEvent,
    ExtractEvent,
    ExtractOutput,
    FailureEvent,
    RunInput,
    StartedRun,
    StoredVerdict,
)
from briefcheck.domain.ids import document_id_for
from briefcheck.domain.models import AgentVerdict, Evidence, dump, utc_now
from briefcheck.domain.records import DocumentRecord
from briefcheck.run.steps import (
    Stores,
    cached_task,
    extract_step,
    remove_document,
    save_evidence,
    tier3_failure,
    with_failures,
)
from briefcheck.store.blobs import get_json, put_json
from briefcheck.store.dynamo import document_from_item
from briefcheck.store.keys import (
    INCOMING,
    failure_note_key,
    items_key,
    upload_prefix_for,
    verdict_key,
    verdicts_prefix,
)

# Error codes of an AWS API refusing for now, not for good (botocore's throttling and service
# error codes): after the client's own retries, the caller is told to come back.
REFUSED_FOR_NOW = frozenset(
    {
        "ThrottlingException",
        "Throttling",
        "TooManyRequestsException",
        "RequestLimitExceeded",
        "ServiceUnavailable",
        "ServiceUnavailableException",
        "InternalFailure",
        "InternalServerError",
        # Step Functions' quota of open executions: room opens as running checks end
        "ExecutionLimitExceeded",
    }
)

# --------------------------------------------------------------------------- ids and keys


def check_tenant(tenant: str) -> str:
    if not re.fullmatch(TENANT_PATTERN, tenant):
        raise InputError(f"tenant {tenant!r} is not a valid tenant id (letters, digits, . _ -; 1-64)")
    return tenant


def tenant_of_upload(key: str) -> str:
    """`incoming/<tenant>/<anything>` -> tenant; anything else is not an upload we accept, nor a key
    with an empty, '.' or '..' part ("incoming/acme/../acme/brief.txt", which no store reads)."""
    parts = key.split("/")
    if len(parts) < 3 or parts[0] + "/" != INCOMING or not parts[-1]:
        raise InputError(f"upload key {key!r} is not of the form incoming/<tenant>/<file>")
    tenant = check_tenant(parts[1])
    check_upload_key(key)
    check_upload_key(unquote_plus(key))  # S3's event encodes the key: "%2e%2e" is ".."
    return tenant


def upload_prefix(tenant: str) -> str:
    return upload_prefix_for(check_tenant(tenant))


# --------------------------------------------------------------------------- starting runs


def check_upload_key(key: str) -> str:
    """A key a caller may name: no '.', '..' or empty parts (no way out of a tenant's prefix)."""
    if any(p in ("", ".", "..") for p in key.split("/")):
        raise InputError(f"upload_key {key!r} has an empty, '.' or '..' part")
    return key


class UploadMissing(InputError):
    """The upload is not in the bucket: never made, or deleted since its event was sent (S3 reads
    are strongly consistent, so asking again would not find it)."""


def upload_size(stores: Stores, key: str) -> tuple[str, int]:
    """The upload's key as stored and its size, from a HEAD request: nothing is read yet.
    S3 event keys arrive URL-encoded, so the decoded key is tried too."""
    for candidate in dict.fromkeys((key, unquote_plus(key))):
        size = stores.blobs.size(candidate)
        if size is not None:
            return candidate, size
    raise UploadMissing(f"upload {key} not found in the bucket")


def too_large(key: str, size: int, max_bytes: int) -> str | None:
    """Why an upload of `size` bytes is refused, or None."""
    return None if size <= max_bytes else f"upload {key} is {size} bytes; the limit is {max_bytes}"


def read_upload(stores: Stores, key: str, max_bytes: int) -> bytes:
    """The uploaded bytes, after a HEAD shows they are within the limit."""
    found, size = upload_size(stores, key)
    refused = too_large(found, size, max_bytes)
    if refused:
        raise InputError(refused)
    data = stores.blobs.get(found)
    if data is None:
        raise UploadMissing(f"upload {key} not found in the bucket")
    return data


def execution_name(record: DocumentRecord) -> str:
    """The document's id, when it was created and how often its run was restarted: a retried
    start (crash, duplicate event) can only ever start the same execution, a restart starts a
    new one, and a document deleted and submitted again does not meet its old run's name
    (Step Functions keeps a name for 90 days)."""
    name = f"{record.document_id}-{record.created_at:%y%m%d%H%M%S%f}"
    return name if record.attempt == 0 else f"{name}-r{record.attempt}"


def execution_arn(state_machine_arn: str, name: str) -> str:
    return state_machine_arn.replace(":stateMachine:", ":execution:", 1) + f":{name}"


def run_state(sfn: Any, state_machine_arn: str, record: DocumentRecord) -> str:
    """The recorded run's Step Functions status; MISSING when it was never started."""
    try:
        arn = execution_arn(state_machine_arn, execution_name(record))
        return str(sfn.describe_execution(executionArn=arn)["status"])
    except sfn.exceptions.ExecutionDoesNotExist:
        return "MISSING"


def start_run(
    stores: Stores, sfn: Any, state_machine_arn: str, tenant: str, upload_key: str, data: bytes
) -> StartedRun:
    """Start one execution per (tenant, content): a duplicate gets the existing document back;
    a document that FAILED, or whose recorded run is no longer alive, is run again.

    Safe to retry and to race (the upload event and the API may both submit one brief): the
    execution name comes from the record's attempt, a restart is a conditional write on that
    attempt (one of two racing re-submissions wins), and Step Functions starts a name once.
    """
    check_tenant(tenant)
    sha = hashlib.sha256(data).hexdigest()
    proposed = document_id_for(sha, tenant)
    document_id = stores.records.claim_hash(tenant, sha, proposed) or proposed
    record = stores.records.get_document(document_id, tenant)
    _not_being_deleted(record)
    if record is not None and record.upload_key and record.upload_key != upload_key:
        # another upload of content already held: kept in the record, so a delete removes it too
        stores.records.note_upload(document_id, upload_key)
    if record is None:
        source_name = upload_key.rsplit("/", 1)[-1]  # the key as stored: already decoded
        now = datetime.now(UTC)  # to the microsecond: it names the execution
        created = stores.records.add_document(
            DocumentRecord(
                document_id=document_id,
                tenant=tenant,
                source_name=source_name,
                sha256=sha,
                media_type=mimetypes.guess_type(source_name)[0] or "application/octet-stream",
                upload_key=upload_key,
                created_at=now,
                updated_at=now,
            )
        )
        if created is None:  # a racing first submission created it
            current = stores.records.get_document(document_id, tenant)
            status = current.status if current else DocumentStatus.RECEIVED
            return StartedRun(document_id=document_id, started=False, status=status)
        record = created
    elif record.status is DocumentStatus.COMPLETE:
        return StartedRun(document_id=document_id, started=False, status=record.status)
    else:
        failed = record.status is DocumentStatus.FAILED
        state = "FAILED" if failed else run_state(sfn, state_machine_arn, record)
        if state == "RUNNING":
            return StartedRun(document_id=document_id, started=False, status=record.status)
        # MISSING with a RECEIVED record: a start that crashed before Step Functions heard of it;
        # the same name is started below. Anything else ended without finishing: run it again.
        if state != "MISSING" or record.status is not DocumentStatus.RECEIVED:
            restarted = stores.records.restart(document_id, record.attempt, upload_key)
            if restarted is None:  # a racing submission restarted it first, or a delete began
                current = stores.records.get_document(document_id, tenant) or record
                _not_being_deleted(current)
                return StartedRun(document_id=document_id, started=False, status=current.status)
            if record.upload_key and record.upload_key != upload_key:
                # the run moved to the new upload: the one it replaced is kept for a delete (noted
                # only now, while it was the current upload noting it was a no-op)
                stores.records.note_upload(document_id, record.upload_key)
            record = restarted
    run = RunInput(document_id=document_id, tenant=tenant)
    try:
        sfn.start_execution(
            stateMachineArn=state_machine_arn, name=execution_name(record), input=run.model_dump_json()
        )
    except sfn.exceptions.ExecutionAlreadyExists:
        return StartedRun(document_id=document_id, started=False, status=record.status)
    except ClientError as exc:
        code = exc.response.get("Error", {}).get("Code", "")
        if code not in REFUSED_FOR_NOW:
            raise
        # the document must not stay RECEIVED with no run: it is FAILED with the reason, and a
        # later submission of the same content restarts it
        reason = f"the run could not be started: Step Functions refused for now ({code}); submit it again"
        stores.records.fail_run(document_id, record.attempt, reason)
        raise BusyError(reason) from None
    return StartedRun(document_id=document_id, started=True, status=DocumentStatus.RECEIVED)


def _not_being_deleted(record: DocumentRecord | None) -> None:
    """A submission meeting a delete under way is refused, not accepted and then deleted with it."""
    if record is not None and record.status is DocumentStatus.DELETING:
        raise ConflictError(
            f"document {record.document_id} is being deleted; submit it again once the delete has finished"
        )


def refuse_upload(stores: Stores, tenant: str, key: str, reason: str) -> StartedRun:
    """An upload that is never read (too large) still leaves the tenant a FAILED record with the
    reason. Its id comes from the key, as its content was not read."""
    document_id = document_id_for("unread:" + key, tenant)
    source_name = key.rsplit("/", 1)[-1]  # the key as stored (`upload_size`): already decoded
    now = utc_now()
    stores.records.put_document(
        DocumentRecord(
            document_id=document_id,
            tenant=tenant,
            source_name=source_name,
            sha256="",
            media_type=mimetypes.guess_type(source_name)[0] or "application/octet-stream",
            upload_key=key,
            status=DocumentStatus.FAILED,
            error=reason,
            created_at=now,
            updated_at=now,
        )
    )
    return StartedRun(document_id=document_id, started=False, status=DocumentStatus.FAILED)


def fail_current_run(stores: Stores, document_id: str, execution: str, reason: str) -> bool:
    """Mark the document FAILED if `execution` is its current run and it has not finished or
    failed yet: an older attempt's failure (a late retry, a late event) changes nothing. True if
    it was marked."""
    record = stores.records.get_document(document_id)
    if record is None or execution_name(record) != execution:
        return False
    return stores.records.fail_run(document_id, record.attempt, reason) is not None


def stopped_run(
    stores: Stores, run: RunInput, name: str, status: str, error: str | None, cause: str | None
) -> bool:
    """The watchdog: an execution that ended without finalizing leaves its document FAILED with
    the reason. True if it was marked."""
    detail = ": ".join(filter(None, (error, (cause or "")[:500])))
    reason = f"the run ended {status} without finishing" + (f" ({detail})" if detail else "")
    return fail_current_run(stores, run.document_id, name, reason)


# --------------------------------------------------------------------------- state steps


def extract_run(stores: Stores, event: ExtractEvent, settings: Settings, threshold: int) -> ExtractOutput:
    """Tier 1 for a run: the upload the record names read, extracted under the run's document id,
    saved."""
    record = stores.records.get_document(event.document_id, event.tenant)
    if record is None or record.upload_key is None:
        raise InputError(f"document {event.document_id} has no record of its upload (deleted?)")
    data = read_upload(stores, record.upload_key, settings.max_upload_bytes)
    doc = extract_step(stores, data, record.source_name, event.tenant, record.upload_key, event.document_id)
    ids = [c.id for c in doc.citations()]
    put_json(stores.blobs, items_key(doc.document_id), [{"citation_id": cid} for cid in ids])
    return ExtractOutput(
        document_id=doc.document_id,
        tenant=event.tenant,
        citation_ids=ids,
        citation_count=len(ids),
        items_key=items_key(doc.document_id),
        agents={s.role: AgentRef(agent=s.agent, model=s.label) for s in settings.panel_config().seats},
        max_concurrency=settings.max_concurrency,
        map_mode="distributed" if len(ids) > threshold else "inline",
    )


def store_verdict(stores: Stores, event: AgentEvent, role: str, verdict: AgentVerdict) -> StoredVerdict:
    """An agent's verdict kept for the run's Consensus step; the state machine carries the key."""
    key = verdict_key(event.document_id, event.execution, event.citation_id, role)
    put_json(stores.blobs, key, dump(verdict))
    return StoredVerdict(agent=verdict.agent, model=verdict.model, verdict_key=key)


def panel_verdicts(stores: Stores, event: ConsensusEvent) -> list[AgentVerdict]:
    """The five verdicts on one citation: each kept verdict read back, each failed agent (or a
    verdict that cannot be read) the UNCERTAIN agent_unavailable verdict."""
    # only this run's verdicts on this citation are read, whatever key an event names
    prefix = verdicts_prefix(event.document_id, event.execution, event.citation_id)

    def read(item: StoredVerdict | AgentFailure) -> AgentVerdict | AgentFailure:
        if isinstance(item, AgentFailure):
            return item
        kept = get_json(stores.blobs, item.verdict_key) if item.verdict_key.startswith(prefix) else None
        if kept is None:
            return AgentFailure(agent=item.agent, model=item.model, failed="VerdictLost")
        return AgentVerdict.model_validate(kept)

    return with_failures([read(item) for item in event.verdicts])


def failure_notes(stores: Stores) -> Callable[[Any, BaseException], None]:
    """What a state's handler does with an error before it is raised without its message: the
    message is kept, under the document's files, for the Failure step to record (only state
    events that name a document and an execution are noted)."""

    def note(event: Any, exc: BaseException) -> None:
        if not isinstance(event, dict):
            return
        document_id, execution = event.get("document_id"), event.get("execution")
        if not (isinstance(document_id, str) and re.fullmatch(DOCUMENT_ID_PATTERN, document_id)):
            return
        if not isinstance(execution, str):
            return
        citation_id = event.get("citation_id") if isinstance(event.get("citation_id"), str) else None
        key = failure_note_key(document_id, execution, citation_id)
        put_json(stores.blobs, key, {"error": type(exc).__name__, "reason": f"{type(exc).__name__}: {exc}"})

    return note


def noted_reason(stores: Stores, event: FailureEvent) -> str | None:
    """The message the failed step kept for this error, or None. The note stays with the
    document's files (it expires and is deleted with them): an execution fails once."""
    if event.execution is None:
        return None
    key = failure_note_key(event.document_id, event.execution, event.citation_id)
    note = get_json(stores.blobs, key)
    if not isinstance(note, dict) or note.get("error") != event.error:
        return None
    return str(note.get("reason") or "") or None


def record_unverifiable(stores: Stores, document_id: str, citation_id: str, reason: str) -> list[Evidence]:
    """A Tier 3 Lambda that failed outright (the state machine's Catch): the same failure policy
    as a verification that raises inside the step."""
    task = cached_task(stores, document_id, citation_id)
    if task.claim is None:
        return []
    evidence = tier3_failure(task, reason)
    save_evidence(stores, document_id, [evidence])
    return [evidence]


def idempotency(table: str, key: str) -> tuple[Any, Any]:
    """Powertools idempotency in its own table (one item per function and event hash, so no
    partition is shared by every call of a function): a state retried within one execution
    returns its first answer instead of doing the work twice. `key` is a JMESPath over the
    event, e.g. "[execution, document_id, citation_id]"."""
    from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer, IdempotencyConfig

    store = DynamoDBPersistenceLayer(table_name=table)
    return store, IdempotencyConfig(event_key_jmespath=key, raise_on_no_idempotency_key=True)


def delete_document(stores: Stores, record: DocumentRecord) -> list[str]:
    """Remove a finished document and everything it produced (`remove_document`). It is marked
    DELETING first: a re-check running now meets the mark when it ends and removes what it wrote
    (`revalidation.recheck`), so no later write brings the document back. Returns the sources
    removed."""
    if record.status in (DocumentStatus.RECEIVED, DocumentStatus.RUNNING):
        status = record.status.value
        raise ConflictError(f"document {record.document_id} is {status}; delete it once it has finished")
    stores.records.update_status(record.document_id, DocumentStatus.DELETING, only_if=record.status)
    return remove_document(stores, record)


def expire_document(stores: Stores, image: dict[str, Any]) -> str | None:
    """The end of a document's retention: the table's TTL removed its record (`image`, the item as
    it was, plain values) and everything the document produced goes too. Its derived files are
    counted from the upload this way: a re-check rewrites them, which restarts their S3 lifecycle
    age. A document recorded again since (the same content uploaded anew) is left alone. Returns
    the id of the document removed, or None."""
    record = document_from_item(image)
    if stores.records.get_document(record.document_id) is not None:
        return None
    remove_document(stores, record)
    return record.document_id
