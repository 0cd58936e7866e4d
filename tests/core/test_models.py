import pytest
from pydantic import ValidationError

from briefcheck.domain.codes import AGENT_UNAVAILABLE, Verdict, allowed_reasons
from briefcheck.domain.config import PanelConfig, panel_from
from briefcheck.domain.errors import ConfigError
from briefcheck.domain.models import AgentVerdict, CheckResult, Evidence, PanelSeat
from briefcheck.domain.seats import seat_names


def test_reason_code_must_belong_to_the_agent_role() -> None:
    with pytest.raises(ValidationError, match="not a INVALID reason code"):
        AgentVerdict(
            agent="case_ecology_validator_v1",
            verdict=Verdict.INVALID,
            invalid_reason="future_dated",
            model="m",
        )


def test_valid_carries_no_reason_and_flagged_needs_one() -> None:
    with pytest.raises(ValidationError, match="carries no reason"):
        AgentVerdict(
            agent="case_ecology_validator_v1", verdict="VALID", uncertain_reason="mixed_signals", model="m"
        )
    with pytest.raises(ValidationError, match="needs uncertain_reason"):
        AgentVerdict(agent="case_ecology_validator_v1", verdict="UNCERTAIN", model="m")


def test_unknown_verdict_is_rejected_never_valid() -> None:
    with pytest.raises(ValidationError):
        AgentVerdict(agent="case_ecology_validator_v1", verdict="PROBABLY_FINE", model="m")


def test_agent_unavailable_is_allowed_for_every_role() -> None:
    for role in seat_names():
        assert AGENT_UNAVAILABLE in allowed_reasons(role, Verdict.UNCERTAIN)
        AgentVerdict(agent=f"{role}_v3", verdict="UNCERTAIN", uncertain_reason=AGENT_UNAVAILABLE, model="m")


def test_evidence_outcome_and_category_must_agree() -> None:
    base = {"claim_id": "claim_1", "citation_id": "cite_001", "confidence": "HIGH", "evidence_summary": "x"}
    with pytest.raises(ValidationError, match="VERIFIED_OK carries no"):
        Evidence(**base, outcome="VERIFIED_OK", hallucination_category="QUOTE_FABRICATION")
    with pytest.raises(ValidationError, match="needs an error category"):
        Evidence(**base, outcome="VERIFIED_ERROR")
    with pytest.raises(ValidationError, match="UNVERIFIABLE_PUBLIC"):
        Evidence(**base, outcome="UNVERIFIABLE", hallucination_category="AUTHORITY_NONEXISTENT")
    Evidence(**base, outcome="UNVERIFIABLE", hallucination_category="UNVERIFIABLE_PUBLIC")


def test_panel_overrides() -> None:
    panel = panel_from("rules", None, "legal_knowledge_validator=anthropic:claude-sonnet-4-5")
    seats = {seat.agent: seat for seat in panel.describe()}
    assert seats["legal_knowledge_validator_v1"] == PanelSeat(
        agent="legal_knowledge_validator_v1", backend="anthropic", model="claude-sonnet-4-5"
    )
    assert seats["case_ecology_validator_v1"].backend == "rules"
    assert seats["case_ecology_validator_v1"].model is None
    v2 = panel_from("rules", None, "citation_authority_validator_v2=rules")
    assert "citation_authority_validator_v2" in {seat.agent for seat in v2.describe()}
    with pytest.raises(ConfigError, match="unknown agent"):
        panel_from("rules", None, "nonsense_validator=rules")
    with pytest.raises(ConfigError, match="unknown backend"):
        panel_from("rules", None, "case_ecology_validator=gpt")


def test_panel_file_errors_are_one_line(tmp_path) -> None:
    import json

    from briefcheck.domain.config import load_panel_file

    path = tmp_path / "panel.json"
    path.write_text(json.dumps({"seats": [{"agent": "case_ecology_validator_v1", "backend": "rules"}]}))
    with pytest.raises(ConfigError) as caught:
        load_panel_file(path)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"cannot use panel file {path}: seats: the panel needs exactly one agent")
    path.write_text("{not json")
    with pytest.raises(ConfigError, match="cannot use panel file"):
        load_panel_file(path)


def test_a_result_keeps_its_panel_as_seats_and_gives_the_same_panel_back() -> None:
    panel = panel_from(
        "bedrock", None, "case_ecology_validator=rules,legal_knowledge_validator=anthropic:m-1"
    )
    stored = {
        "document_id": "doc_1",
        "source_name": "brief.md",
        "sha256": "0" * 64,
        "media_type": "text/markdown",
        "panel": [seat.model_dump(mode="json") for seat in panel.describe()],
        "tier3_policy": "flagged",
        "blocks": [],
        "claims": [],
        "summary": {"citations": 0, "by_recommendation": {}},
    }
    result = CheckResult.model_validate(stored)
    assert PanelConfig.of(result.panel).describe() == panel.describe()
    legal = next(s for s in result.panel if s.agent == "legal_knowledge_validator_v1")
    assert legal.label == "anthropic: m-1"
    # a result stored before seats were structured ({agent: "backend:model"}) still loads
    legacy = {
        **stored,
        "panel": {s.agent: s.backend + (f":{s.model}" if s.model else "") for s in result.panel},
    }
    assert CheckResult.model_validate(legacy).panel == result.panel


def test_settings_come_from_the_environment_and_arguments_win(monkeypatch: pytest.MonkeyPatch) -> None:
    from briefcheck.domain.codes import Tier3Policy
    from briefcheck.domain.config import Settings

    monkeypatch.setenv("BRIEFCHECK_TIER3", "all")
    monkeypatch.setenv("BRIEFCHECK_MAX_CONCURRENCY", "3")
    monkeypatch.setenv("briefcheck_model", "m-2")  # any case, as before
    monkeypatch.setenv("BRIEFCHECK_NOT_A_SETTING", "ignored")
    s = Settings()
    assert (s.tier3, s.max_concurrency, s.model) == (Tier3Policy.ALL, 3, "m-2")
    assert Settings(tier3=Tier3Policy.NONE).tier3 is Tier3Policy.NONE
    monkeypatch.setenv("BRIEFCHECK_MAX_CONCURRENCY", "0")
    with pytest.raises(ValidationError, match="max_concurrency"):
        Settings()


def test_utc_now_is_now_to_the_second_and_one_object_within_a_second(monkeypatch: pytest.MonkeyPatch) -> None:
    import time
    from datetime import UTC, datetime

    from briefcheck.domain import models

    clock = [1_790_000_000_250_000_000]
    monkeypatch.setattr(time, "time_ns", lambda: clock[0])
    first = models.utc_now()
    assert (
        first == datetime(2026, 9, 21, 14, 13, 20, tzinfo=UTC) == datetime.fromtimestamp(1_790_000_000, UTC)
    )
    clock[0] = 1_790_000_000_999_999_999  # a float would round this up to the next second
    assert models.utc_now() is first
    clock[0] = 1_790_000_001_000_000_000
    later = models.utc_now()
    assert later == datetime(2026, 9, 21, 14, 13, 21, tzinfo=UTC) and later.microsecond == 0
    monkeypatch.undo()
    before = datetime.now(UTC).replace(microsecond=0)
    assert before <= models.utc_now() <= datetime.now(UTC)
