"""Helpers for panel tests: Messages API replies in their real shapes, and hand-made tasks."""

from __future__ import annotations

import json
from typing import Any

from werkzeug import Request, Response

from briefcheck.domain.models import Citation, CitationTask, Components

API_KEY = "test-key-0000"
MODEL = "claude-haiku-4-5-20251001"


def message(content: list[dict[str, Any]], stop_reason: str = "tool_use", **usage: int) -> dict[str, Any]:
    """A Messages API reply body, as the API returns it."""
    return {
        "id": "msg_01XFDUDYJgAACzvnptvVoYEL",
        "type": "message",
        "role": "assistant",
        "model": MODEL,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {
            "input_tokens": usage.get("input_tokens", 812),
            "output_tokens": usage.get("output_tokens", 61),
            "cache_creation_input_tokens": usage.get("cache_creation_input_tokens", 0),
            "cache_read_input_tokens": usage.get("cache_read_input_tokens", 0),
        },
    }


def tool_reply(verdict: str, reason: str | None = None, explanation: str = "Checked.", **usage: int) -> dict:
    args: dict[str, Any] = {"verdict": verdict, "explanation": explanation}
    if reason:
        args["reason_code"] = reason
    block = {
        "type": "tool_use",
        "id": "toolu_01A09q90qw90lq917835lq9",
        "name": "record_verdict",
        "input": args,
    }
    return message([block], **usage)


def text_reply(text: str) -> dict[str, Any]:
    return message([{"type": "text", "text": text}], stop_reason="end_turn")


def error(status: int, kind: str, text: str, headers: dict[str, str] | None = None) -> Response:
    body = {
        "type": "error",
        "error": {"type": kind, "message": text},
        "request_id": "req_011CSHoEeqs5C35K2UUqR7Fy",
    }
    return Response(json.dumps(body), status=status, headers=headers or {}, content_type="application/json")


def ok(body: dict[str, Any]) -> Response:
    return Response(json.dumps(body), status=200, content_type="application/json")


def role_in(request: Request) -> str:
    """Which panelist a captured request is for, read from its system prompt."""
    system = request.get_json()["system"][0]["text"]
    names = {
        "citation_authority_validator": "legal citation authority validator",
        "case_ecology_validator": "case ecology validator",
        "temporal_reality_validator": "temporal reality validator",
        "legal_knowledge_validator": "legal knowledge validator",
        "reality_assessment_expert": "reality assessment expert",
    }
    return next(role for role, name in names.items() if f"You are a {name}" in system)


def make_task(
    n: int = 1,
    text: str = "Smith v. Jones, 123 F.3d 456 (D.C. Cir. 2020)",
    context: str | None = None,
) -> CitationTask:
    cit = Citation(
        id=f"cite_{n:03d}",
        text=text,
        type="case",
        jurisdiction="US",
        components=Components(
            party_1="Smith",
            party_2="Jones",
            volume="123",
            reporter="F.3d",
            page="456",
            court="D.C. Cir.",
            year="2020",
        ),
        start=0,
        end=len(text),
    )
    return CitationTask(
        document_id="doc_test",
        citation=cit,
        context=context if context is not None else f"In {text}, the court held that notice was required.",
    )
