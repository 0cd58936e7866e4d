"""What the HTTP API does behind its routes: the request and reply shapes, and the logic of each
route over the stores and AWS clients it is handed. The handler keeps routing, the caller's
tenant (from the verified JWT) and the mapping of errors to status codes.

Every function takes the caller's own record (the handler looked it up by tenant), so nothing
here can reach another tenant's document.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from pathlib import PurePosixPath
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from briefcheck.cloud.runs import check_upload_key, delete_document, read_upload, start_run, upload_prefix
from briefcheck.domain.codes import DocumentStatus
from briefcheck.domain.errors import AccessError, ConflictError, InputError
from briefcheck.domain.events import SOURCE_NAME_PATTERN
from briefcheck.domain.models import CheckResult, dump
from briefcheck.domain.records import DocumentRecord
from briefcheck.domain.status import by_citation, with_statuses
from briefcheck.report import outputs
from briefcheck.run.steps import Stores, load_result, load_tier1
from briefcheck.store.keys import api_text_key, presigned_upload_key, report_key
from briefcheck.verify.strings import settle_string_quotes

__all__ = [
    "CitationsReply",
    "DeletedReply",
    "EvidenceReply",
    "RevalidationReply",
    "SubmitDocument",
    "Submitted",
    "UploadRequest",
    "UploadTicket",
    "citations_of",
    "evidence_of",
    "output_link",
    "remove",
    "request_revalidation",
    "stored_report",
    "stored_result",
    "submit",
    "upload_ticket",
]


class SubmitDocument(BaseModel):
    """Submit the brief's text, or the key of a file already uploaded under incoming/<tenant>/."""

    model_config = ConfigDict(extra="forbid")

    text: str | None = Field(None, min_length=1, description="The brief as plain text")
    source_name: str = Field(
        "submission.txt", pattern=SOURCE_NAME_PATTERN, description="File name, its extension gives the format"
    )
    upload_key: str | None = Field(None, description="incoming/<tenant>/... key of an uploaded file")

    @model_validator(mode="after")
    def _one_source(self) -> SubmitDocument:
        if (self.text is None) == (self.upload_key is None):
            raise ValueError("give exactly one of text or upload_key")
        return self


class Submitted(BaseModel):
    document_id: str
    status: DocumentStatus
    started: bool = Field(..., description="False when this tenant already submitted the same content")


class UploadRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    source_name: str = Field(..., pattern=SOURCE_NAME_PATTERN, description="File name, e.g. brief.pdf")


class UploadTicket(BaseModel):
    upload_key: str
    url: str = Field(..., description="POST a multipart form here: the fields below, then the file as 'file'")
    fields: dict[str, str] = Field(..., description="Form fields of the presigned POST (SigV4 policy)")
    method: str = "POST"
    max_bytes: int = Field(..., description="Largest file the policy accepts")
    expires_in: int = Field(..., description="Seconds the form stays valid")


class DeletedReply(BaseModel):
    document_id: str
    deleted: bool
    sources_removed: int


class CitationsReply(BaseModel):
    document_id: str
    status: DocumentStatus
    citations: list[dict[str, Any]]


class EvidenceReply(BaseModel):
    document_id: str
    evidence: list[dict[str, Any]]


class RevalidationReply(BaseModel):
    document_id: str
    requested: bool


def submit(
    stores: Stores, sfn: Any, state_machine_arn: str, tenant: str, body: SubmitDocument, max_bytes: int
) -> Submitted:
    """Keep the text (under its hash, so a resubmission is the same document) or take the
    tenant's own upload, then start its run (or find the one already made)."""
    if body.text is not None:
        data = body.text.encode()
        if len(data) > max_bytes:
            raise InputError(f"text is {len(data)} bytes; the limit is {max_bytes}")
        key = api_text_key(tenant, hashlib.sha256(data).hexdigest(), body.source_name)
        stores.blobs.put(key, data, "text/plain; charset=utf-8")
    else:
        key = check_upload_key(str(body.upload_key))
        if not key.startswith(upload_prefix(tenant)):
            raise AccessError(f"upload_key must be under {upload_prefix(tenant)}")
        data = read_upload(stores, key, max_bytes)
    run = start_run(stores, sfn, state_machine_arn, tenant, key, data)
    return Submitted(document_id=run.document_id, status=run.status, started=run.started)


def upload_ticket(
    s3: Any, bucket: str, tenant: str, source_name: str, max_bytes: int, ttl_s: int
) -> UploadTicket:
    """A presigned POST, not PUT: its policy caps the size (content-length-range), which S3
    enforces before it stores anything."""
    key = presigned_upload_key(tenant, uuid.uuid4().hex, source_name)
    form = s3.generate_presigned_post(
        Bucket=bucket, Key=key, Conditions=[["content-length-range", 1, max_bytes]], ExpiresIn=ttl_s
    )
    return UploadTicket(
        upload_key=key, url=form["url"], fields=form["fields"], max_bytes=max_bytes, expires_in=ttl_s
    )


def citations_of(stores: Stores, record: DocumentRecord) -> CitationsReply:
    """Each citation with its latest validation and its final status, by the same rule as the
    result JSON and the report; none before extraction or after a failure."""
    document_id = record.document_id
    if record.status in (DocumentStatus.RECEIVED, DocumentStatus.FAILED):
        return CitationsReply(document_id=document_id, status=record.status, citations=[])
    validations = {cid: r.validation for cid, r in stores.records.latest_validations(document_id).items()}
    doc = load_tier1(stores, document_id)
    evidence = by_citation(
        settle_string_quotes(doc.claims, doc.citations(), stores.records.evidence(document_id))
    )
    judged = with_statuses(doc.citations(), validations, evidence)
    citations = [dump(c) for c in judged]
    return CitationsReply(document_id=document_id, status=record.status, citations=citations)


def evidence_of(stores: Stores, record: DocumentRecord, history: bool) -> EvidenceReply:
    evidence = stores.records.evidence(record.document_id, history=history)
    return EvidenceReply(document_id=record.document_id, evidence=[dump(e) for e in evidence])


def remove(stores: Stores, record: DocumentRecord) -> DeletedReply:
    sources = delete_document(stores, record)
    return DeletedReply(document_id=record.document_id, deleted=True, sources_removed=len(sources))


def _complete(record: DocumentRecord) -> None:
    """Results and reports are served for COMPLETE documents only (a failed run may have left
    files behind)."""
    if record.status is not DocumentStatus.COMPLETE:
        raise ConflictError(f"document {record.document_id} has no result: it is {record.status.value}")


def stored_result(stores: Stores, record: DocumentRecord) -> CheckResult:
    _complete(record)
    result = load_result(stores, record.document_id)
    if result is None:
        raise _not_yet(record, "result")
    return result


# A Lambda reply through the HTTP API carries at most 6 MB, and the report goes in it as JSON text,
# where a quote takes two bytes and a non-ASCII character up to six: above this, a link.
INLINE_REPORT_BYTES = 2_500_000


def report_link(stores: Stores, s3: Any, bucket: str, record: DocumentRecord, ttl_s: int) -> str | None:
    """A short-lived link to the report when it is too large for a reply (a long brief's report
    runs to tens of megabytes); None when it goes in the reply itself."""
    _complete(record)
    key = report_key(record.document_id)
    size = stores.blobs.size(key)
    if size is None:
        raise _not_yet(record, "report")
    if size <= INLINE_REPORT_BYTES:
        return None
    return _signed_get(s3, bucket, key, ttl_s, ResponseContentType="text/html; charset=utf-8")


def stored_report(stores: Stores, record: DocumentRecord) -> bytes:
    _complete(record)
    html = stores.blobs.get(report_key(record.document_id))
    if html is None:
        raise _not_yet(record, "report")
    return html


def output_link(stores: Stores, s3: Any, bucket: str, record: DocumentRecord, flag: str, ttl_s: int) -> str:
    """A short-lived download link to one of the outputs (`report.outputs.OUTPUTS`, by its flag:
    a Lambda reply cannot carry a large file), named after the brief: "brief.briefcheck.docx".
    InputError for a name no output has."""
    output = outputs.output_named(flag)
    if output is None:
        known = ", ".join(o.flag for o in outputs.OUTPUTS)
        raise InputError(f"no output {flag!r}: the outputs are {known}")
    _complete(record)
    key = output.key(record.document_id)
    if not stores.blobs.exists(key):
        raise _not_yet(record, output.name)
    # the stored name came from an upload: keep only characters safe in a header
    name = re.sub(r"[^A-Za-z0-9 ._()-]", "_", PurePosixPath(record.source_name).stem) or record.document_id
    return _signed_get(
        s3,
        bucket,
        key,
        ttl_s,
        ResponseContentType=output.media_type,
        ResponseContentDisposition=f'attachment; filename="{name}.briefcheck.{output.flag}"',
    )


def _signed_get(s3: Any, bucket: str, key: str, ttl_s: int, **response_headers: str) -> str:
    """A presigned GET of `key` for `ttl_s` seconds, S3 answering with these headers."""
    return s3.generate_presigned_url(
        "get_object", Params={"Bucket": bucket, "Key": key, **response_headers}, ExpiresIn=ttl_s
    )


def _not_yet(record: DocumentRecord, what: str) -> ConflictError:
    return ConflictError(f"document {record.document_id} has no {what} yet: it is {record.status.value}")


def request_revalidation(lambda_client: Any, function_name: str, record: DocumentRecord) -> RevalidationReply:
    """Ask the re-validation function to re-check a COMPLETE document, without waiting for it."""
    if record.status is not DocumentStatus.COMPLETE:
        raise ConflictError(
            f"document {record.document_id} is {record.status.value}; re-validate it once COMPLETE"
        )
    lambda_client.invoke(
        FunctionName=function_name,
        InvocationType="Event",
        Payload=json.dumps({"document_id": record.document_id}).encode(),
    )
    return RevalidationReply(document_id=record.document_id, requested=True)
