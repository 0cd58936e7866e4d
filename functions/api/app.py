"""HTTP API for client portals (API Gateway HTTP API, JWT authorizer).

The caller's tenant comes from a claim of the verified JWT (BRIEFCHECK_TENANT_CLAIM) and scopes
every read and write: another tenant's document answers 404, exactly like a missing one.
Requests and replies are validated against pydantic models; GET /openapi.json describes them.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from pathlib import PurePosixPath
from typing import Annotated, Any

import boto3
from aws_lambda_powertools.event_handler import APIGatewayHttpResolver, Response, content_types
from aws_lambda_powertools.event_handler.exceptions import (
    BadRequestError,
    ForbiddenError,
    NotFoundError,
    ServiceError,
)
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError
from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext
from botocore.config import Config
from pydantic import BaseModel, ConfigDict, Field, model_validator

from briefcheck import __version__
from briefcheck.cloud.env import ApiEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import (
    check_tenant,
    check_upload_key,
    delete_document,
    read_upload,
    start_run,
    upload_prefix,
)
from briefcheck.domain.codes import DocumentStatus
from briefcheck.domain.config import settings
from briefcheck.domain.errors import BusyError, ConflictError, InputError
from briefcheck.domain.events import DOCUMENT_ID_PATTERN, SOURCE_NAME_PATTERN, check_json_limits
from briefcheck.domain.models import dump, dump_json
from briefcheck.domain.records import DocumentRecord
from briefcheck.domain.status import by_citation, with_statuses
from briefcheck.ingest.readers import MEDIA_DOCX
from briefcheck.run.steps import load_result, load_tier1
from briefcheck.store.keys import api_text_key, docx_key, presigned_upload_key, report_key

CLOUD = load_env(ApiEnv)
SETTINGS = settings()
STORES = cloud_stores(CLOUD)
# Signature Version 4: SSE-KMS objects and buckets created since 2020 accept nothing else.
S3 = boto3.client("s3", config=Config(signature_version="s3v4"))
SFN = boto3.client("stepfunctions")
LAMBDA = boto3.client("lambda")

app = APIGatewayHttpResolver(enable_validation=True)

DocumentId = Annotated[str, Path(pattern=DOCUMENT_ID_PATTERN, description="A document id (doc_...)")]


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


def tenant() -> str:
    claims = app.current_event.request_context.authorizer.jwt_claim or {}
    value = claims.get(CLOUD.tenant_claim)
    if not value:
        raise ForbiddenError(f"the token carries no {CLOUD.tenant_claim} claim")
    try:
        return check_tenant(str(value))
    except InputError as exc:
        raise ForbiddenError(str(exc)) from None


def own_document(document_id: str) -> DocumentRecord:
    """The caller's document; another tenant's is indistinguishable from a missing one."""
    record = STORES.records.get_document(document_id, tenant())
    if record is None:
        raise NotFoundError(f"no document {document_id}")
    return record


def conflict(message: str) -> ServiceError:
    return ServiceError(409, message)


@app.exception_handler(RequestValidationError)
def invalid_request(exc: RequestValidationError) -> Response[str]:
    """422 naming each bad field and why (Powertools' default reply drops the messages)."""
    problems = [
        {"field": ".".join(str(p) for p in e.get("loc", ())), "problem": e.get("msg") or e.get("type")}
        for e in exc.errors()
    ]
    message = "; ".join(f"{p['field']}: {p['problem']}" for p in problems)
    return Response(
        status_code=422,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps({"message": f"invalid request: {message}", "errors": problems}),
    )


@app.exception_handler(InputError)
def bad_input(exc: InputError) -> Response[str]:
    return Response(
        status_code=400, content_type=content_types.APPLICATION_JSON, body=json.dumps({"message": str(exc)})
    )


@app.exception_handler(BusyError)
def busy(exc: BusyError) -> Response[str]:
    """503 with Retry-After, never 500: an AWS service refused for now, and nothing was lost."""
    return Response(
        status_code=503,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps({"message": str(exc)}),
        headers={"Retry-After": str(exc.retry_after_s)},
    )


@app.exception_handler(ConflictError)
def conflicting(exc: ConflictError) -> Response[str]:
    return Response(
        status_code=409, content_type=content_types.APPLICATION_JSON, body=json.dumps({"message": str(exc)})
    )


@app.post("/documents")
def submit_document(body: Annotated[SubmitDocument, Body()]) -> tuple[dict, int]:
    who = tenant()
    if body.text is not None:
        data = body.text.encode()
        if len(data) > SETTINGS.max_upload_bytes:
            raise BadRequestError(f"text is {len(data)} bytes; the limit is {SETTINGS.max_upload_bytes}")
        key = api_text_key(who, hashlib.sha256(data).hexdigest(), body.source_name)
        STORES.blobs.put(key, data, "text/plain; charset=utf-8")
    else:
        key = check_upload_key(str(body.upload_key))
        if not key.startswith(upload_prefix(who)):
            raise ForbiddenError(f"upload_key must be under {upload_prefix(who)}")
        data = read_upload(STORES, key, SETTINGS.max_upload_bytes)
    run = start_run(STORES, SFN, CLOUD.state_machine_arn, who, key, data)
    logger.info("submitted", extra={"document_id": run.document_id, "tenant": who, "started": run.started})
    metrics.add_metric(name="ApiSubmissions", unit=MetricUnit.Count, value=1)
    reply = Submitted(document_id=run.document_id, status=run.status, started=run.started)
    return reply.model_dump(mode="json"), 202


@app.post("/uploads")
def create_upload(body: Annotated[UploadRequest, Body()]) -> tuple[dict, int]:
    key = presigned_upload_key(tenant(), uuid.uuid4().hex, body.source_name)
    # A presigned POST, not PUT: its policy caps the size (content-length-range), which S3
    # enforces before it stores anything.
    form = S3.generate_presigned_post(
        Bucket=CLOUD.bucket,
        Key=key,
        Conditions=[["content-length-range", 1, SETTINGS.max_upload_bytes]],
        ExpiresIn=CLOUD.upload_url_ttl_s,
    )
    ticket = UploadTicket(
        upload_key=key,
        url=form["url"],
        fields=form["fields"],
        max_bytes=SETTINGS.max_upload_bytes,
        expires_in=CLOUD.upload_url_ttl_s,
    )
    return ticket.model_dump(), 201


@app.get("/documents")
def list_documents() -> dict:
    records = STORES.records.list_documents(tenant())
    return {"documents": [r.model_dump(mode="json") for r in records]}


@app.get("/documents/<document_id>")
def get_document(document_id: DocumentId) -> dict:
    return own_document(document_id).model_dump(mode="json")


@app.get("/documents/<document_id>/citations")
def get_citations(document_id: DocumentId) -> CitationsReply:
    record = own_document(document_id)
    if record.status in (DocumentStatus.RECEIVED, DocumentStatus.FAILED):
        return CitationsReply(document_id=document_id, status=record.status, citations=[])
    validations = STORES.records.latest_validations(document_id)
    judged = []
    for citation in load_tier1(STORES, document_id).citations():
        latest = validations.get(citation.id)
        judged.append(citation.model_copy(update={"validation": latest and latest.validation}))
    # each citation's final status, from the same rule as the result JSON and the report
    citations = [dump(c) for c in with_statuses(judged, by_citation(STORES.records.evidence(document_id)))]
    return CitationsReply(document_id=document_id, status=record.status, citations=citations)


@app.get("/documents/<document_id>/evidence")
def get_evidence(
    document_id: DocumentId,
    history: Annotated[bool, Query(description="Every evaluation, not only the latest")] = False,
) -> EvidenceReply:
    own_document(document_id)
    evidence = STORES.records.evidence(document_id, history=history)
    return EvidenceReply(document_id=document_id, evidence=[dump(e) for e in evidence])


@app.delete("/documents/<document_id>")
def remove_document(document_id: DocumentId) -> DeletedReply:
    record = own_document(document_id)
    sources = delete_document(STORES, record)
    logger.info(
        "deleted",
        extra={"document_id": document_id, "tenant": record.tenant, "sources": len(sources)},
    )
    metrics.add_metric(name="DocumentsDeleted", unit=MetricUnit.Count, value=1)
    return DeletedReply(document_id=document_id, deleted=True, sources_removed=len(sources))


def complete_document(document_id: str) -> DocumentRecord:
    """Results and reports are served for COMPLETE documents only (a failed run may have left
    files behind)."""
    record = own_document(document_id)
    if record.status is not DocumentStatus.COMPLETE:
        raise conflict(f"document {document_id} has no result: it is {record.status.value}")
    return record


@app.get("/documents/<document_id>/result")
def get_result(document_id: DocumentId) -> Response[str]:
    record = complete_document(document_id)
    result = load_result(STORES, document_id)
    if result is None:
        raise conflict(f"document {document_id} has no result yet: it is {record.status.value}")
    return Response(status_code=200, content_type=content_types.APPLICATION_JSON, body=dump_json(result))


@app.get("/documents/<document_id>/report")
def get_report(document_id: DocumentId) -> Response[str]:
    record = complete_document(document_id)
    html = STORES.blobs.get(report_key(document_id))
    if html is None:
        raise conflict(f"document {document_id} has no report yet: it is {record.status.value}")
    return Response(status_code=200, content_type="text/html; charset=utf-8", body=html.decode())


@app.get("/documents/<document_id>/docx")
def get_docx(document_id: DocumentId) -> Response[str]:
    """The brief as .docx with a Word comment at each citation that is not VERIFIED: a redirect
    to a short-lived download link (a Lambda reply cannot carry a large file)."""
    record = complete_document(document_id)
    key = docx_key(document_id)
    if not STORES.blobs.exists(key):
        raise conflict(f"document {document_id} has no annotated .docx yet: it is {record.status.value}")
    # the stored name came from an upload: keep only characters safe in a header
    name = re.sub(r"[^A-Za-z0-9 ._()-]", "_", PurePosixPath(record.source_name).stem) or document_id
    link = S3.generate_presigned_url(
        "get_object",
        Params={
            "Bucket": CLOUD.bucket,
            "Key": key,
            "ResponseContentType": MEDIA_DOCX,
            "ResponseContentDisposition": f'attachment; filename="{name}.briefcheck.docx"',
        },
        ExpiresIn=CLOUD.upload_url_ttl_s,
    )
    return Response(
        status_code=303, content_type=content_types.TEXT_PLAIN, body=link, headers={"Location": link}
    )


@app.post("/documents/<document_id>/revalidate")
def request_revalidation(document_id: DocumentId) -> tuple[dict, int]:
    record = own_document(document_id)
    if record.status is not DocumentStatus.COMPLETE:
        raise conflict(f"document {document_id} is {record.status.value}; re-validate it once COMPLETE")
    LAMBDA.invoke(
        FunctionName=CLOUD.revalidate_function,
        InvocationType="Event",
        Payload=json.dumps({"document_id": document_id}).encode(),
    )
    metrics.add_metric(name="RevalidationsRequested", unit=MetricUnit.Count, value=1)
    return RevalidationReply(document_id=document_id, requested=True).model_dump(), 202


@app.get("/openapi.json")
def openapi() -> Response[str]:
    schema = app.get_openapi_json_schema(
        title="briefcheck",
        version=__version__,
        description="Submit briefs, follow their checks, read citations, evidence and reports. "
        "Every request carries a JWT whose tenant claim scopes what it can see.",
    )
    return Response(status_code=200, content_type=content_types.APPLICATION_JSON, body=schema)


@instrumented(correlation_id_path=correlation_paths.API_GATEWAY_HTTP)
def handler(event: dict, context: LambdaContext) -> dict:
    try:  # before the resolver parses the body: its parser's own limits would be a 500
        check_json_limits(event.get("body") if not event.get("isBase64Encoded") else None)
    except InputError as exc:
        return {
            "statusCode": 400,
            "headers": {"Content-Type": content_types.APPLICATION_JSON},
            "body": json.dumps({"message": str(exc)}),
        }
    return app.resolve(event, context)
