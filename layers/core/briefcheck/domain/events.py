"""The events that pass between the state machine's states and the API's run replies.

Ids and S3 keys only, never document text: Step Functions carries at most 256 KB between states.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from briefcheck.domain.codes import DocumentStatus, Recommendation
from briefcheck.domain.errors import InputError

TENANT_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"
DOCUMENT_ID_PATTERN = r"^doc_[0-9a-f]{24}$"
# A plain file name whose extension names a format briefcheck reads.
SOURCE_NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,120}\.(txt|md|html?|docx|pdf|json)$"


class Event(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RunInput(Event):
    """The state machine's execution input: ids only. The upload's key and file name stay in the
    document's record (a file name is client data; an execution's input is kept in its history).
    Extra fields are ignored: the watchdog reads the input of any execution of the machine,
    including those started by an earlier version."""

    model_config = ConfigDict(extra="ignore")

    document_id: str = Field(..., pattern=DOCUMENT_ID_PATTERN)
    tenant: str = Field(..., pattern=TENANT_PATTERN)


class ExtractEvent(Event):
    document_id: str = Field(..., pattern=DOCUMENT_ID_PATTERN)
    tenant: str = Field(..., pattern=TENANT_PATTERN)
    execution: str


class AgentRef(Event):
    """What a Pass state needs to build an agent_unavailable verdict for a seat."""

    agent: str
    model: str


class ExtractOutput(Event):
    document_id: str
    tenant: str
    citation_ids: list[str]
    citation_count: int
    items_key: str
    agents: dict[str, AgentRef]
    max_concurrency: int
    map_mode: Literal["inline", "distributed"]


class CitationEvent(Event):
    document_id: str = Field(..., pattern=DOCUMENT_ID_PATTERN)
    citation_id: str = Field(..., pattern=r"^cite_\d{3,}$")


class AgentEvent(CitationEvent):
    execution: str


class StoredVerdict(Event):
    """What an agent hands the state machine: where its verdict is kept (the document's files,
    under the stack's key), never the verdict's explanation, which may quote the brief."""

    agent: str = Field(..., max_length=100)
    model: str = Field(..., max_length=200)
    verdict_key: str = Field(..., max_length=300)


class AgentFailure(Event):
    """What the state machine's Catch passes for an agent whose Lambda failed after its retries:
    the Consensus step makes it the UNCERTAIN agent_unavailable verdict (`unavailable_verdict`)."""

    agent: str = Field(..., max_length=100)
    model: str = Field(..., max_length=200)
    failed: str = Field(..., max_length=200, description="The error's name, e.g. States.Timeout")


class ConsensusEvent(CitationEvent):
    verdicts: list[StoredVerdict | AgentFailure]
    execution: str


class ConsensusOutput(Event):
    tier3: bool
    recommendation: Recommendation
    # verify with the offline index alone: the policy did not choose it for the network sources
    offline_only: bool = False


class Tier3Event(CitationEvent):
    execution: str
    offline_only: bool = False


class FinalizeEvent(Event):
    document_id: str = Field(..., pattern=DOCUMENT_ID_PATTERN)
    execution: str


class FailureEvent(Event):
    """A state's Catch: the whole run failed (document) or one Tier 3 task did (tier3)."""

    kind: Literal["document", "tier3"]
    document_id: str = Field(..., pattern=DOCUMENT_ID_PATTERN)
    citation_id: str | None = None
    execution: str | None = Field(
        None, description="The failed run's execution, by name or ARN (required for document failures)"
    )
    error: str
    cause: str | None = None

    @field_validator("cause")
    @classmethod
    def _short(cls, value: str | None) -> str | None:
        """The Lambda error envelope's message only (its stack trace is no reason), on one line."""
        if not value:
            return value
        try:
            envelope = json.loads(value)
            if isinstance(envelope, dict) and "errorMessage" in envelope:
                value = str(envelope["errorMessage"])
        except ValueError:
            pass
        return " ".join(value.split())[:2000]

    @model_validator(mode="after")
    def _tier3_names_citation(self) -> FailureEvent:
        if self.kind == "tier3" and self.citation_id is None:
            raise ValueError("a tier3 failure event needs citation_id")
        if self.kind == "document" and self.execution is None:
            raise ValueError("a document failure event needs execution")
        return self


class RevalidateEvent(BaseModel):
    """The schedule's event (any EventBridge Scheduler payload) or the API's one-document request."""

    model_config = ConfigDict(extra="ignore")

    document_id: str | None = Field(None, pattern=DOCUMENT_ID_PATTERN)


class StartedRun(BaseModel):
    document_id: str
    started: bool = Field(..., description="False when this content was already submitted by the tenant")
    status: DocumentStatus


# A request body's JSON is refused before anything parses it when it would make the parser fail
# with an error of its own: nested deeper than any request needs (RecursionError), or holding a
# number longer than Python converts (ValueError, 4,300 digits).
MAX_JSON_DEPTH = 32
_JSON_STRUCTURE = re.compile(r'[\[\]{}"\\]')
_LONG_NUMBER = re.compile(r"\d{4301,}")


def request_text(event: dict[str, Any]) -> str | None:
    """An HTTP API request's body as the JSON parser will read it: decoded where API Gateway marks
    it base64 (a JSON body is decoded like any other), None for a body that is not JSON. Raises
    InputError for a body marked base64 that is not, or JSON that is not UTF-8."""
    body = event.get("body")
    if not body or not isinstance(body, str) or not event.get("isBase64Encoded"):
        return body if isinstance(body, str) else None
    try:
        raw = base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        raise InputError("the request body is marked base64-encoded but is not base64") from None
    headers = {str(k).lower(): str(v) for k, v in (event.get("headers") or {}).items()}
    if "json" not in headers.get("content-type", ""):
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("the request body is JSON but not UTF-8") from None


def check_json_limits(text: str | None) -> None:
    """Raise InputError naming the limit when `text` (a request body) exceeds one."""
    if not text:
        return
    depth, in_string, skip_at = 0, False, -1
    for m in _JSON_STRUCTURE.finditer(text):
        char = m.group()
        if m.start() == skip_at:
            continue  # the character a backslash escapes
        if in_string:
            if char == "\\":
                skip_at = m.end()
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                raise InputError(f"the request body is nested more than {MAX_JSON_DEPTH} levels deep")
        elif char in "]}":
            depth -= 1
    if _LONG_NUMBER.search(text):
        try:
            json.loads(text)
        except ValueError as exc:
            if "digits" in str(exc):
                raise InputError("the request body holds a number of more than 4,300 digits") from None
