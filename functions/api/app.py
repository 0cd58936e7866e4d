"""HTTP API for client portals (API Gateway HTTP API, JWT authorizer).

The caller's tenant comes from a claim of the verified JWT (BRIEFCHECK_TENANT_CLAIM) and scopes
every read and write: another tenant's document answers 404, exactly like a missing one.
Requests and replies are validated against pydantic models (`briefcheck.cloud.api`, with the logic
of each route); GET /openapi.json describes them. This module routes, authenticates and maps errors.
"""

from __future__ import annotations

import json
from typing import Annotated

import boto3
from aws_lambda_powertools.event_handler import APIGatewayHttpResolver, Response, content_types
from aws_lambda_powertools.event_handler.exceptions import ForbiddenError, NotFoundError
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError
from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser.models import APIGatewayProxyEventV2Model
from aws_lambda_powertools.utilities.typing import LambdaContext
from botocore.config import Config
from pydantic import ValidationError

from briefcheck import __version__
from briefcheck.cloud import api
from briefcheck.cloud.env import ApiEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import check_tenant
from briefcheck.domain.config import settings
from briefcheck.domain.errors import AccessError, BusyError, ConflictError, InputError
from briefcheck.domain.events import DOCUMENT_ID_PATTERN, check_json_limits, request_text
from briefcheck.domain.models import dump_json
from briefcheck.domain.records import DocumentRecord

CLOUD = load_env(ApiEnv)
SETTINGS = settings()
STORES = cloud_stores(CLOUD)
# Signature Version 4: SSE-KMS objects and buckets created since 2020 accept nothing else.
S3 = boto3.client("s3", config=Config(signature_version="s3v4"))
SFN = boto3.client("stepfunctions")
LAMBDA = boto3.client("lambda")

app = APIGatewayHttpResolver(enable_validation=True)

DocumentId = Annotated[str, Path(pattern=DOCUMENT_ID_PATTERN, description="A document id (doc_...)")]


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


def message_reply(status: int, exc: Exception, headers: dict[str, str] | None = None) -> Response[str]:
    return Response(
        status_code=status,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps({"message": str(exc)}),
        headers=headers,
    )


@app.exception_handler(InputError)
def bad_input(exc: InputError) -> Response[str]:
    return message_reply(400, exc)


@app.exception_handler(AccessError)
def outside_tenant(exc: AccessError) -> Response[str]:
    return message_reply(403, exc)


@app.exception_handler(ConflictError)
def conflicting(exc: ConflictError) -> Response[str]:
    return message_reply(409, exc)


@app.exception_handler(BusyError)
def busy(exc: BusyError) -> Response[str]:
    """503 with Retry-After, never 500: an AWS service refused for now, and nothing was lost."""
    return message_reply(503, exc, {"Retry-After": str(exc.retry_after_s)})


@app.post("/documents")
def submit_document(body: Annotated[api.SubmitDocument, Body()]) -> tuple[dict, int]:
    who = tenant()
    reply = api.submit(STORES, SFN, CLOUD.state_machine_arn, who, body, SETTINGS.max_upload_bytes)
    logger.info(
        "submitted", extra={"document_id": reply.document_id, "tenant": who, "started": reply.started}
    )
    metrics.add_metric(name="ApiSubmissions", unit=MetricUnit.Count, value=1)
    return reply.model_dump(mode="json"), 202


@app.post("/uploads")
def create_upload(body: Annotated[api.UploadRequest, Body()]) -> tuple[dict, int]:
    ticket = api.upload_ticket(
        S3, CLOUD.bucket, tenant(), body.source_name, SETTINGS.max_upload_bytes, CLOUD.upload_url_ttl_s
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
def get_citations(document_id: DocumentId) -> api.CitationsReply:
    return api.citations_of(STORES, own_document(document_id))


@app.get("/documents/<document_id>/evidence")
def get_evidence(
    document_id: DocumentId,
    history: Annotated[bool, Query(description="Every evaluation, not only the latest")] = False,
) -> api.EvidenceReply:
    return api.evidence_of(STORES, own_document(document_id), history)


@app.delete("/documents/<document_id>")
def remove_document(document_id: DocumentId) -> api.DeletedReply:
    record = own_document(document_id)
    reply = api.remove(STORES, record)
    logger.info(
        "deleted",
        extra={"document_id": document_id, "tenant": record.tenant, "sources": reply.sources_removed},
    )
    metrics.add_metric(name="DocumentsDeleted", unit=MetricUnit.Count, value=1)
    return reply


@app.get("/documents/<document_id>/result")
def get_result(document_id: DocumentId) -> Response[str]:
    result = api.stored_result(STORES, own_document(document_id))
    return Response(status_code=200, content_type=content_types.APPLICATION_JSON, body=dump_json(result))


@app.get("/documents/<document_id>/report")
def get_report(document_id: DocumentId) -> Response[str]:
    """The HTML report; a report too large for a reply, as a redirect to a short-lived link."""
    record = own_document(document_id)
    link = api.report_link(STORES, S3, CLOUD.bucket, record, CLOUD.upload_url_ttl_s)
    if link is not None:
        return Response(
            status_code=303, content_type=content_types.TEXT_PLAIN, body=link, headers={"Location": link}
        )
    html = api.stored_report(STORES, record)
    return Response(status_code=200, content_type="text/html; charset=utf-8", body=html.decode())


@app.get("/documents/<document_id>/docx")
def get_docx(document_id: DocumentId) -> Response[str]:
    """The brief as .docx with a Word comment at each citation that is not VERIFIED: a redirect
    to a short-lived download link."""
    return get_output(document_id, "docx")


@app.get("/documents/<document_id>/outputs/<output>")
def get_output(document_id: DocumentId, output: str) -> Response[str]:
    """Any output the run stored, by its name (html, docx): a redirect to a short-lived download
    link."""
    record = own_document(document_id)
    link = api.output_link(STORES, S3, CLOUD.bucket, record, output, CLOUD.upload_url_ttl_s)
    return Response(
        status_code=303, content_type=content_types.TEXT_PLAIN, body=link, headers={"Location": link}
    )


@app.post("/documents/<document_id>/revalidate")
def request_revalidation(document_id: DocumentId) -> tuple[dict, int]:
    reply = api.request_revalidation(LAMBDA, CLOUD.revalidate_function, own_document(document_id))
    metrics.add_metric(name="RevalidationsRequested", unit=MetricUnit.Count, value=1)
    return reply.model_dump(), 202


@app.get("/openapi.json")
def openapi() -> Response[str]:
    schema = app.get_openapi_json_schema(
        title="briefcheck",
        version=__version__,
        description="Submit briefs, follow their checks, read citations, evidence and reports. "
        "Every request carries a JWT whose tenant claim scopes what it can see.",
    )
    return Response(status_code=200, content_type=content_types.APPLICATION_JSON, body=schema)


def _bad_request(message: str) -> dict:
    return {
        "statusCode": 400,
        "headers": {"Content-Type": content_types.APPLICATION_JSON},
        "body": json.dumps({"message": message}),
    }


@instrumented(correlation_id_path=correlation_paths.API_GATEWAY_HTTP)
def handler(event: dict, context: LambdaContext) -> dict:
    try:  # a direct invoke with something else is told so, where the resolver would raise a KeyError
        APIGatewayProxyEventV2Model.model_validate(event)
    except ValidationError:
        return _bad_request("not an API Gateway HTTP API request (payload format 2.0)")
    try:  # before the resolver parses the body: its parser's own limits would be a 500
        check_json_limits(request_text(event))
    except InputError as exc:
        return _bad_request(str(exc))
    return app.resolve(event, context)
