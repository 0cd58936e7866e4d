"""Result records: documents, citation evaluations and evidence, with their history.

One interface, `ResultStore`, and two backends with the same behaviour: `SQLiteResultStore`
(`store/sqlite.py`) for the local, embedded run and `DynamoResultStore` (`store/dynamo.py`) for
the cloud. History is kept: a re-check adds an item. Only the latest evaluation and the latest
evidence of each citation (and claim) are due for re-validation. Datetimes are ISO-8601 UTC with
microseconds, so string order is time order. The record models live in `briefcheck.domain.records`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from briefcheck.domain.codes import DocumentStatus
from briefcheck.domain.errors import BriefcheckError, ConflictError, InputError
from briefcheck.domain.models import Evidence, Validation
from briefcheck.domain.records import DocumentCounts, DocumentRecord, DueItem, RevalClass, ValidationRecord


def iso(dt: datetime) -> str:
    """ISO-8601 UTC with microseconds: fixed width, so it sorts as time."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC).isoformat(timespec="microseconds")


def now_utc() -> datetime:
    return datetime.now(UTC)


def cache_files(evidence: Evidence) -> list[str]:
    """The source-cache files an evidence used: bodies and index entries (an entry names what was
    asked, e.g. a search's distinctive words), so a delete removes those no other document uses."""
    details = evidence.evidence_details
    files = {details.cached_path}
    for seen in (details.model_extra or {}).get("retrievals") or []:
        if isinstance(seen, dict):
            files |= {seen.get("cached_path"), seen.get("cache_entry")}
    return sorted(f for f in files if isinstance(f, str) and f)


def due_reason(cls: RevalClass, older_than: timedelta) -> str:
    if cls is RevalClass.UNVERIFIABLE:
        return "UNVERIFIABLE: no public source could be retrieved last time"
    if cls is RevalClass.UNCERTAIN:
        return "UNCERTAIN: the panel could not decide"
    return f"CURRENT but checked more than {older_than.days} days ago"


def refused_change(
    document_id: str, current: DocumentRecord | None, only_if: DocumentStatus | None
) -> BriefcheckError | None:
    """Why a document's status may not be changed, or None when it may: there is no such
    document, or it is not in the status the change requires. One rule for both stores (SQLite
    checks it in a transaction; DynamoDB in a condition, and asks this why it failed)."""
    if current is None:
        return InputError(f"no document {document_id!r} to update")
    if only_if is not None and current.status is not only_if:
        return ConflictError(f"document {document_id} is {current.status.value}, not {only_if.value}")
    return None


def latest_by_group(items: list[tuple[str, Any]]) -> dict[str, Any]:
    """The last item per group key, from (group, item) pairs in time order."""
    out: dict[str, Any] = {}
    for group, item in items:
        out[group] = item
    return out


class ResultStore(Protocol):
    def put_document(self, doc: DocumentRecord) -> DocumentRecord: ...
    def add_document(self, doc: DocumentRecord) -> DocumentRecord | None: ...
    def restart(self, document_id: str, attempt: int, upload_key: str) -> DocumentRecord | None: ...
    def fail_run(self, document_id: str, attempt: int, reason: str) -> DocumentRecord | None: ...
    def note_upload(self, document_id: str, upload_key: str) -> None: ...
    def delete_document(self, document_id: str) -> list[str]: ...
    def refresh_validation(self, document_id: str, citation_id: str, at: datetime) -> None: ...
    def refreshed_at(self, document_id: str) -> dict[str, datetime]: ...
    def update_status(
        self,
        document_id: str,
        status: DocumentStatus,
        *,
        error: str | None = None,
        counts: DocumentCounts | None = None,
        result_key: str | None = None,
        only_if: DocumentStatus | None = None,
    ) -> DocumentRecord: ...
    def get_document(self, document_id: str, tenant: str | None = None) -> DocumentRecord | None: ...
    def list_documents(self, tenant: str) -> list[DocumentRecord]: ...
    def claim_hash(self, tenant: str, sha256: str, document_id: str) -> str | None: ...
    def add_validation(
        self, document_id: str, citation_id: str, validation: Validation, evaluated_at: datetime | None = None
    ) -> ValidationRecord: ...
    def add_validations(
        self, document_id: str, validations: Mapping[str, Validation], evaluated_at: datetime | None = None
    ) -> None: ...
    def latest_validations(self, document_id: str) -> dict[str, ValidationRecord]: ...
    def validation_history(self, document_id: str, citation_id: str) -> list[ValidationRecord]: ...
    def add_evidence_items(self, document_id: str, evidence: Sequence[Evidence]) -> None: ...
    def evidence(self, document_id: str, history: bool = False) -> list[Evidence]: ...
    def due_for_revalidation(self, now: datetime, older_than: timedelta) -> list[DueItem]: ...
