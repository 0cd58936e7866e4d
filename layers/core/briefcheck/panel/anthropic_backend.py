"""Claude as a panelist, through the Messages API.

The verdict is forced into the allowed values: the request offers one tool, `record_verdict`,
whose JSON schema enumerates the verdicts and this role's reason codes, and `tool_choice`
forces it. The reply is still checked here and through the AgentVerdict model, because a
schema is guidance to the model, not a guarantee: a reply outside the enum, or text without
the tool call, is an AgentError and is retried, never read as VALID. (Strict tool use would
make the schema binding, but is not offered for every model on every platform, so the check
stays client-side and works the same on Bedrock.)

The fixed instructions go in `system` with `cache_control: ephemeral`, so after the first
call of a run each agent's instructions (and the tool definition before them) are read from
the prompt cache. The API caches a prefix only above a model minimum (4,096 tokens on Haiku
4.5); below it the request is billed normally and the usage shows no cache tokens.

The client, its key and its endpoint come from `briefcheck.llm.clients`.
"""

from __future__ import annotations

import logging
from typing import Any

import anthropic
from pydantic import ValidationError

from briefcheck.domain.codes import Verdict
from briefcheck.domain.config import AgentSpec, Settings
from briefcheck.domain.errors import AgentError, ConfigError
from briefcheck.domain.models import AgentVerdict, CitationTask, TokenUsage
from briefcheck.domain.seats import seat_entry
from briefcheck.llm import retry
from briefcheck.llm.clients import messages_client
from briefcheck.llm.pricing import usage_of
from briefcheck.llm.prompts import Prompt, load_prompt

log = logging.getLogger(__name__)

TOOL_NAME = "record_verdict"
MAX_OUTPUT_TOKENS = 400
MAX_EXPLANATION_CHARS = 400


class BackendGaveUp(AgentError):
    """A backend that could not give a verdict after its retries; carries the tokens it spent."""

    def __init__(self, message: str, usage: TokenUsage) -> None:
        super().__init__(message)
        self.usage = usage


def verdict_tool(role: str) -> dict[str, Any]:
    """The one tool the model must call: verdict and reason code as enums of this role."""
    return {
        "name": TOOL_NAME,
        "description": (
            "Record your verdict on the citation. Call exactly once. Give reason_code only with "
            "INVALID (one of the INVALID codes) or UNCERTAIN (one of the UNCERTAIN codes)."
        ),
        "input_schema": {
            "type": "object",
            "properties": {
                "verdict": {"type": "string", "enum": [v.value for v in Verdict]},
                "reason_code": {
                    "type": "string",
                    "enum": [*seat_entry(role).invalid, *seat_entry(role).uncertain],
                    "description": "Required for INVALID and UNCERTAIN; omit for VALID.",
                },
                "explanation": {
                    "type": "string",
                    "description": "One sentence: the fact that decided the verdict.",
                },
            },
            "required": ["verdict", "explanation"],
            "additionalProperties": False,
        },
    }


class AnthropicJudge:
    """One panel seat judged by Claude. `client` may be any Messages-API client (tests, Bedrock)."""

    backend = "anthropic"

    def __init__(self, spec: AgentSpec, settings: Settings, client: Any = None) -> None:
        if spec.backend != self.backend:
            raise ConfigError(f"{spec.agent} is configured for {spec.backend}, not {self.backend}")
        self.spec = spec
        self.model = spec.label
        self.prompt: Prompt = load_prompt(spec.agent, settings)
        self.tool = verdict_tool(spec.role)
        self.policy = retry.RetryPolicy(max_retries=settings.max_retries)
        self.client = client or self._make_client(settings)

    def _make_client(self, settings: Settings) -> Any:
        return messages_client(settings, self.backend)

    def request(self, task: CitationTask) -> dict[str, Any]:
        """The keyword arguments of `messages.create` for one citation (the request body)."""
        return {
            "model": self.model,
            "max_tokens": MAX_OUTPUT_TOKENS,
            "system": [{"type": "text", "text": self.prompt.system, "cache_control": {"type": "ephemeral"}}],
            "tools": [self.tool],
            "tool_choice": {"type": "tool", "name": TOOL_NAME, "disable_parallel_tool_use": True},
            "messages": [{"role": "user", "content": self.prompt.render(task)}],
        }

    def judge(self, task: CitationTask) -> AgentVerdict:
        body = self.request(task)
        usage = TokenUsage()
        attempts = self.policy.max_retries + 1
        last_error = ""
        for attempt in range(attempts):
            try:
                response = self.client.messages.create(**body)
            except anthropic.APIStatusError as exc:
                last_error = f"{type(exc).__name__} (HTTP {exc.status_code})"
                if not retry.should_retry(exc.status_code, exc.response.headers):
                    raise BackendGaveUp(
                        f"{self.spec.agent}: {self.model} refused the call: {last_error}", usage
                    ) from None
                wait = retry.retry_after_s(exc.response.headers)
                if wait is not None and wait > self.policy.max_retry_after_s:
                    raise BackendGaveUp(
                        f"{self.spec.agent}: {self.model} asked to wait {wait:.0f} s: {last_error}", usage
                    ) from None
                delay = wait if wait is not None else self.policy.backoff(attempt)
            except anthropic.APIConnectionError as exc:  # includes APITimeoutError
                last_error = type(exc).__name__
                delay = self.policy.backoff(attempt)
            else:
                usage = usage + self._usage(response)
                try:
                    return self._verdict(response, usage)
                except AgentError as exc:
                    last_error = f"{type(exc).__name__}: {exc}"
                    delay = self.policy.backoff(attempt)
            if attempt + 1 < attempts:
                log.warning(
                    "agent %s: attempt %d of %d failed (%s); retrying in %.2f s",
                    self.spec.agent,
                    attempt + 1,
                    attempts,
                    last_error,
                    delay,
                )
                retry.sleep(delay)
        raise BackendGaveUp(
            f"{self.spec.agent}: no valid verdict after {attempts} attempts; last: {last_error}", usage
        )

    def _usage(self, response: Any) -> TokenUsage:
        return usage_of(self.model, response)

    def _verdict(self, response: Any, usage: TokenUsage) -> AgentVerdict:
        """The tool call's input as an AgentVerdict; AgentError for anything outside the contract."""
        content = getattr(response, "content", None)
        if not isinstance(content, list):  # e.g. a proxy's HTML page with status 200
            raise AgentError("the reply is not a Messages API message")
        calls = [
            b
            for b in content
            if getattr(b, "type", None) == "tool_use" and getattr(b, "name", None) == TOOL_NAME
        ]
        if not calls:
            stop = getattr(response, "stop_reason", None)
            raise AgentError(f"the reply did not call {TOOL_NAME} (stop_reason {stop})")
        if (
            len(calls) > 1
        ):  # one verdict was asked for (parallel calls disabled): which one is meant is unknown
            raise AgentError(f"the reply called {TOOL_NAME} {len(calls)} times")
        data = calls[0].input if isinstance(calls[0].input, dict) else {}
        verdict = data.get("verdict")
        # (a list or an object for a verdict is off the contract too, not a TypeError past the retries)
        if not isinstance(verdict, str) or verdict not in {v.value for v in Verdict}:
            # The model's own words are not echoed: they may quote the (privileged) brief.
            raise AgentError("the verdict is not one of VALID, INVALID, UNCERTAIN")
        reason = data.get("reason_code") or None
        if reason is not None and not isinstance(reason, str):
            raise AgentError("the reason code is not a string")
        if verdict == Verdict.VALID and reason:
            raise AgentError("a VALID verdict came with a reason code")
        seat = seat_entry(self.spec.role)
        codes = seat.invalid if verdict == Verdict.INVALID else seat.uncertain
        if verdict != Verdict.VALID and reason not in codes:
            # agent_unavailable is ours to give, never the model's
            raise AgentError(f"the reason code is not one of the {verdict} codes of {self.spec.role}")
        explanation = " ".join(str(data.get("explanation") or "").split())[:MAX_EXPLANATION_CHARS]
        try:
            return AgentVerdict(
                agent=self.spec.agent,
                verdict=Verdict(verdict),
                invalid_reason=reason if verdict == Verdict.INVALID else None,
                uncertain_reason=reason if verdict == Verdict.UNCERTAIN else None,
                explanation=explanation or None,
                model=self.model,
                usage=usage,
            )
        except ValidationError as exc:
            raise AgentError(f"the reply failed validation: {exc.errors()[0]['msg']}") from None
