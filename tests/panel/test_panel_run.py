"""run_panel: concurrency bound, seat order, progress, failures, mixed panels."""

from __future__ import annotations

import json
import threading
import time

import pytest
from panel_fakes import make_task, ok, role_in, tool_reply
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from briefcheck.domain.codes import AGENT_UNAVAILABLE, Verdict
from briefcheck.domain.config import AgentSpec, Settings, panel_from
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import AgentVerdict, CitationTask, TokenUsage
from briefcheck.domain.seats import seat_names
from briefcheck.panel.consensus import decide
from briefcheck.panel.run import judge_safely, run_panel

HAIKU = "claude-haiku-4-5-20251001"

# Each role answers its own way, so a verdict in the wrong seat would show.
ANSWERS = {
    "citation_authority_validator": ("VALID", None),
    "case_ecology_validator": ("UNCERTAIN", "names_generic_but_possible"),
    "temporal_reality_validator": ("VALID", None),
    "legal_knowledge_validator": ("INVALID", "unknown_authority"),
    "reality_assessment_expert": ("INVALID", "fabrication_markers"),
}


class Meter:
    """Counts requests in flight on the fake server and the peak seen."""

    def __init__(self, delay_s: float) -> None:
        self.delay_s = delay_s
        self.lock = threading.Lock()
        self.now = 0
        self.peak = 0

    def __call__(self, request: Request) -> Response:
        with self.lock:
            self.now += 1
            self.peak = max(self.peak, self.now)
        try:
            time.sleep(self.delay_s)
            verdict, reason = ANSWERS[role_in(request)]
            return ok(tool_reply(verdict, reason, input_tokens=900, output_tokens=40))
        finally:
            with self.lock:
                self.now -= 1


def test_all_seats_of_all_citations_in_seat_order_within_the_bound(api: HTTPServer) -> None:
    meter = Meter(delay_s=0.15)
    api.expect_request("/v1/messages", method="POST").respond_with_handler(meter)
    tasks = [make_task(n) for n in range(1, 7)]
    settings = Settings(max_concurrency=4, max_retries=0)
    seen: list[int] = []
    done: dict[str, list[AgentVerdict]] = {}

    def on_citation(task: CitationTask, verdicts: list[AgentVerdict]) -> None:
        assert task.citation.id not in done and len(seen) == len(done)  # once each, before progress
        done[task.citation.id] = verdicts

    results = run_panel(
        tasks, panel_from("anthropic"), settings, progress=seen.append, on_citation=on_citation
    )

    assert done == results
    assert list(results) == [f"cite_{n:03d}" for n in range(1, 7)]
    for verdicts in results.values():
        assert [v.agent for v in verdicts] == [f"{r}_v1" for r in seat_names()]
        assert [(v.verdict.value, v.reason) for v in verdicts] == list(ANSWERS.values())
        assert decide(verdicts).consensus.recommendation.value == "CITATION_LIKELY_HALLUCINATED"
    assert len(api.log) == 30
    assert 2 <= meter.peak <= 4
    assert seen == [1, 2, 3, 4, 5, 6]
    total = sum((v.usage for vs in results.values() for v in vs if v.usage), start=TokenUsage())
    assert total.calls == 30 and total.input_tokens == 30 * 900
    assert total.cost_usd == pytest.approx(30 * (900 * 1 + 40 * 5) / 1e6)


def test_one_failing_agent_is_uncertain_and_the_rest_still_judge(
    api: HTTPServer, sleeps: list[float]
) -> None:
    def handler(request: Request) -> Response:
        if role_in(request) == "temporal_reality_validator":
            body = {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}
            return Response(json.dumps(body), status=529, content_type="application/json")
        verdict, reason = ANSWERS[role_in(request)]
        return ok(tool_reply(verdict, reason))

    api.expect_request("/v1/messages", method="POST").respond_with_handler(handler)

    verdicts = run_panel([make_task()], panel_from("anthropic"), Settings(max_retries=2))["cite_001"]

    temporal = verdicts[2]
    assert temporal.agent == "temporal_reality_validator_v1"
    assert (temporal.verdict, temporal.uncertain_reason) == (Verdict.UNCERTAIN, AGENT_UNAVAILABLE)
    assert verdicts[3].invalid_reason == "unknown_authority"
    assert len(sleeps) == 2  # the failing seat retried twice, nobody else waited


class Exploding:
    spec = AgentSpec(agent="case_ecology_validator_v1", backend="rules")

    def judge(self, task: CitationTask) -> AgentVerdict:
        raise ValueError(f"bad party {task.citation.components.party_1}")


def test_judge_safely_names_the_error_class_and_keeps_no_document_text() -> None:
    verdict = judge_safely(Exploding(), make_task())

    assert verdict.verdict is Verdict.UNCERTAIN and verdict.uncertain_reason == AGENT_UNAVAILABLE
    assert verdict.agent == "case_ecology_validator_v1" and verdict.model == "rules"
    assert "ValueError" in (verdict.explanation or "")
    assert "Smith" not in verdict.model_dump_json()


def test_duplicate_citation_ids_are_refused() -> None:
    with pytest.raises(InputError, match="cite_001"):
        run_panel([make_task(1), make_task(1)], panel_from("anthropic"), Settings())


def test_no_tasks_no_calls(api: HTTPServer) -> None:
    assert run_panel([], panel_from("anthropic"), Settings()) == {}
    assert api.log == []


def test_mixed_panel_rules_and_claude_in_one_run(api: HTTPServer) -> None:
    try:
        from briefcheck.panel.rules import RulesJudge  # noqa: F401  (written by the rules engineer)
    except ImportError:
        pytest.skip("briefcheck.panel.rules.RulesJudge is not there yet")
    api.expect_request("/v1/messages", method="POST").respond_with_handler(
        lambda req: ok(tool_reply(*ANSWERS[role_in(req)]))
    )
    panel = panel_from(
        "anthropic", overrides="citation_authority_validator=rules,temporal_reality_validator=rules"
    )
    tasks = [make_task(1), make_task(2, "Doe v. Roe, 410 U.S. 113 (1973)")]

    results = run_panel(tasks, panel, Settings(max_retries=0))

    assert len(api.log) == 2 * 3  # only the three Claude seats call the API
    for verdicts in results.values():
        assert [v.model for v in verdicts] == ["rules", HAIKU, "rules", HAIKU, HAIKU]
        assert verdicts[0].usage is None or verdicts[0].usage.calls == 0
        assert verdicts[1].uncertain_reason == "names_generic_but_possible"
        assert {role_in(req) for req, _ in api.log} == {
            "case_ecology_validator",
            "legal_knowledge_validator",
            "reality_assessment_expert",
        }
