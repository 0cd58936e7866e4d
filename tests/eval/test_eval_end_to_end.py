"""evaluate(): Tier 1 extraction, the panel on a loopback Messages API, consensus and scoring."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from briefcheck.domain.codes import Recommendation
from briefcheck.domain.config import Settings, panel_from
from briefcheck.eval import EvalItem, evaluate, load_dataset, render_markdown

try:
    from briefcheck.extract import extract_document  # noqa: F401  (Tier 1, another module)
    from briefcheck.panel.tasks import citation_tasks  # noqa: F401
except ImportError:
    pytest.skip("briefcheck.extract (Tier 1) is not there yet", allow_module_level=True)

# Hand-written items, not from the dev set. The fake model calls anything "Imaginary" fabricated.
ITEMS = [
    EvalItem(
        id="real-brown",
        label="real",
        citation="Brown v. Board of Education, 347 U.S. 483 (1954)",
        jurisdiction="US",
        context="Segregated schools are unconstitutional. Brown v. Board of Education, 347 U.S. 483 (1954).",
    ),
    EvalItem(
        id="real-marbury",
        label="edge",
        citation="Marbury v. Madison, 5 U.S. 137 (1803)",
        jurisdiction="US",
        context="It is emphatically the province of the judiciary to say what the law is. "
        "Marbury v. Madison, 5 U.S. 137, 177 (1803).",
    ),
    EvalItem(
        id="fake-imaginary",
        label="fabricated",
        citation="Smith v. Imaginary Airlines, Inc., 925 F.3d 1339 (11th Cir. 2019)",
        jurisdiction="US",
        context="The stay tolled the period. "
        "Smith v. Imaginary Airlines, Inc., 925 F.3d 1339 (11th Cir. 2019).",
    ),
    EvalItem(
        id="no-citation",
        label="real",
        citation="the leading case on notice",
        jurisdiction="US",
        context="As the court said long ago, notice matters.",
    ),
]


def reply(request: Request) -> Response:
    user = request.get_json()["messages"][0]["content"]
    citation = user.split("Citation: ", 1)[1].split("\n", 1)[0]
    system = request.get_json()["system"][0]["text"]
    fake = "Imaginary" in citation
    reason = "fabrication_markers" if "reality assessment expert" in system else None
    args = {"verdict": "INVALID" if fake and reason else "VALID", "explanation": "checked"}
    if fake and reason:
        args["reason_code"] = reason
    if fake and not reason:  # the other roles call it UNCERTAIN with their first uncertain code
        args = {"verdict": "UNCERTAIN", "reason_code": _first_uncertain(system), "explanation": "odd"}
    body = {
        "id": "msg_01",
        "type": "message",
        "role": "assistant",
        "model": "claude-haiku-4-5-20251001",
        "content": [{"type": "tool_use", "id": "toolu_01", "name": "record_verdict", "input": args}],
        "stop_reason": "tool_use",
        "stop_sequence": None,
        "usage": {
            "input_tokens": 900,
            "output_tokens": 40,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
        },
    }
    return Response(json.dumps(body), content_type="application/json")


def _first_uncertain(system: str) -> str:
    block = system.split("UNCERTAIN reason codes", 1)[1]
    return block.split("`", 2)[1]


@pytest.fixture
def api(monkeypatch: pytest.MonkeyPatch) -> Iterator[HTTPServer]:
    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    server.start()
    monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url_for("").rstrip("/"))
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-0000")
    server.expect_request("/v1/messages", method="POST").respond_with_handler(reply)
    yield server
    server.clear()
    server.stop()


def test_evaluate_scores_extracted_items_and_lists_the_rest(api: HTTPServer) -> None:
    seen: list[int] = []
    report = evaluate(
        ITEMS, panel_from("anthropic"), Settings(max_retries=0), "hand.jsonl", progress=seen.append
    )

    by_id = {o.id: o for o in report.outcomes}
    assert by_id["real-brown"].recommendation is Recommendation.LIKELY_VALID
    assert by_id["real-marbury"].recommendation is Recommendation.LIKELY_VALID
    assert "Marbury v. Madison" in (by_id["real-marbury"].matched_text or "")
    assert by_id["fake-imaginary"].recommendation is Recommendation.LIKELY_HALLUCINATED
    assert by_id["no-citation"].extracted is False and report.not_extracted == ["no-citation"]
    assert (report.real_ok.hits, report.real_ok.total) == (2, 3)
    assert (report.fabricated_caught.hits, report.fabricated_caught.total) == (1, 1)
    assert (report.edge_flagged.hits, report.edge_flagged.total) == (0, 1)
    assert len(api.log) == 3 * 5 and report.usage.calls == 15
    assert seen == [1, 2, 3]
    assert "| fabricated | 0 | 0 | 1 | 0 |" in render_markdown(report)


def test_the_dev_set_runs_through_the_rules_panel(evalset: list[dict], tmp_path: Path) -> None:
    try:
        from briefcheck.panel.rules import RulesJudge  # noqa: F401
    except ImportError:
        pytest.skip("briefcheck.panel.rules.RulesJudge is not there yet")
    path = tmp_path / "dev.jsonl"
    path.write_text("\n".join(json.dumps(row) for row in evalset))

    report = evaluate(load_dataset(path), panel_from("rules"), Settings(), "dev.jsonl")

    assert report.items == len(evalset)
    assert sum(sum(row.values()) for row in report.confusion.values()) == len(evalset)
    assert report.usage.calls == 0  # the rules backend is free
    assert all(a.judged == report.items - len(report.not_extracted) for a in report.agents)
