"""What a panel seat can run on: one line a backend.

A backend is one module with a judge (called with the seat's `AgentSpec` and the `Settings`,
giving a `briefcheck.panel.base.Judge`) and one `BackendEntry` here. The CLI's `--backend`
choices, the settings' and the stored results' validation, the JSON Schema's list and the
paraphrase judge all read this list, and `scripts/gen_asl.py` writes the deployed stack's
`ModelBackend` parameter from it (a test fails while the template is stale). A backend deployed to
AWS may need permissions of its own: those are the template's to grant.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import AfterValidator, Field

from briefcheck.domain.errors import ConfigError

DEFAULT_MODEL = "claude-haiku-4-5-20251001"
DEFAULT_BEDROCK_MODEL = "us.anthropic.claude-haiku-4-5-20251001-v1:0"
RULES = "rules"


@dataclass(frozen=True)
class BackendEntry:
    name: str
    judge: str  # "module:callable", called with (spec, settings)
    # "module:callable" giving a Messages-API client from the settings: a backend that has one
    # also reads paraphrases (the characterizer); None for one that calls no Claude model
    client: str | None = None
    default_model: str | None = None  # what judges when a seat names no model
    in_process: bool = False  # judges in this process, calling out to nothing

    def load(self, which: str) -> Any:
        module, _, attr = which.partition(":")
        return getattr(importlib.import_module(module), attr)


BACKENDS: list[BackendEntry] = [
    BackendEntry(RULES, "briefcheck.panel.rules:RulesJudge", in_process=True),
    BackendEntry(
        "anthropic",
        "briefcheck.panel.anthropic_backend:AnthropicJudge",
        "briefcheck.llm.clients:anthropic_client",
        DEFAULT_MODEL,
    ),
    BackendEntry(
        "bedrock",
        "briefcheck.panel.bedrock_backend:BedrockJudge",
        "briefcheck.llm.clients:bedrock_client",
        DEFAULT_BEDROCK_MODEL,
    ),
]


def backend_names() -> list[str]:
    return [b.name for b in BACKENDS]


def backend_entry(name: str) -> BackendEntry:
    for entry in BACKENDS:
        if entry.name == name:
            return entry
    raise ConfigError(f"unknown backend {name!r}; use {', '.join(backend_names())}")


def _known(name: str) -> str:
    if name not in backend_names():
        raise ValueError(f"unknown backend {name!r}; use {', '.join(backend_names())}")
    return name


def _listed(schema: dict[str, Any]) -> None:
    schema["enum"] = backend_names()


# A backend's name, checked against the list when a model is made or read.
Backend = Annotated[str, AfterValidator(_known), Field(json_schema_extra=_listed)]
