"""The check state machine executed by moto, every Lambda running its real handler in process:
uploads, the agent and Tier 3 Catch paths, Retry, failure records, dedup, re-validation."""

from __future__ import annotations

import json

import pytest

from briefcheck.domain.codes import AGENT_UNAVAILABLE, DocumentStatus, Verdict
from briefcheck.domain.seats import panel_seats

# Sentences of the brief that must never travel between states (payloads are ids and keys).
PRIVATE = ("Segregation in public education", "custodial questioning", "every widget is a security")
CITATIONS = 3
AGENT_FUNCTIONS = [seat.state for seat in panel_seats()]


def test_upload_produces_execution_records_and_result(cloud, brief: bytes) -> None:
    started, desc = cloud.run_upload(brief)
    assert started["started"] is True
    assert desc["status"] == "SUCCEEDED", desc
    doc_id = started["document_id"]
    output = json.loads(desc["output"])
    assert output["status"] == "COMPLETE" and output["result_key"] == f"documents/{doc_id}/result.json"

    store = cloud.records()
    document = store.get_document(doc_id, "acme")
    assert document.status is DocumentStatus.COMPLETE
    assert document.upload_key == "incoming/acme/motion.txt"
    assert document.counts.citations == CITATIONS
    validations = store.latest_validations(doc_id)
    assert sorted(validations) == ["cite_001", "cite_002", "cite_003"]
    for record in validations.values():
        assert len(record.validation.panel_evaluation) == 5

    result = cloud.get_json(output["result_key"])
    assert result["document_id"] == doc_id and result["summary"]["citations"] == CITATIONS
    cited = [c for b in result["blocks"] for c in b["citations"]]
    assert [c["id"] for c in cited] == ["cite_001", "cite_002", "cite_003"]
    assert all(c["validation"]["consensus"]["recommendation"] for c in cited)
    report = cloud.s3.get_object(Bucket="briefcheck-test-bucket", Key=f"documents/{doc_id}/report.html")
    assert report["ContentType"].startswith("text/html")
    # each citation: five agents and a consensus; Extract and Finalize once
    assert cloud.invoked("ExtractFunction") == 1 and cloud.invoked("FinalizeFunction") == 1
    assert cloud.invoked("ConsensusFunction") == CITATIONS
    for agent in AGENT_FUNCTIONS:
        assert cloud.invoked(f"{agent}AgentFunction") == CITATIONS

    # Step Functions carried ids and keys only: no sentence of the brief in any state's data.
    history = json.dumps(cloud.history(desc["executionArn"]), default=str)
    for sentence in PRIVATE:
        assert sentence not in history


def test_agent_lambda_that_raises_becomes_uncertain_agent_unavailable(cloud, brief: bytes) -> None:
    cloud.fail("TemporalRealityAgentFunction", RuntimeError, times=100)
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED", desc
    for record in cloud.records().latest_validations(started["document_id"]).values():
        temporal = next(v for v in record.validation.panel_evaluation if v.agent.startswith("temporal"))
        assert temporal.verdict is Verdict.UNCERTAIN
        assert temporal.uncertain_reason == AGENT_UNAVAILABLE
        assert temporal.agent == "temporal_reality_validator_v1" and temporal.model == "rules"
        assert "RuntimeError" in temporal.explanation
        # a failed agent pushes toward review, never toward VALID
        assert record.validation.consensus.verdict_counts.VALID <= 4
    assert cloud.invoked("FinalizeFunction") == 1


def test_throttled_agent_is_retried_then_judges(cloud, brief: bytes) -> None:
    cloud.fail("CaseEcologyAgentFunction", "Lambda.TooManyRequestsException", times=2)
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED"
    assert cloud.invoked("CaseEcologyAgentFunction") == CITATIONS + 2
    assert len(cloud.retry_sleeps) == 2
    for record in cloud.records().latest_validations(started["document_id"]).values():
        ecology = next(v for v in record.validation.panel_evaluation if v.agent.startswith("case_ecology"))
        assert ecology.reason != AGENT_UNAVAILABLE


def test_corrupt_upload_is_failed_with_reason_and_upload_kept(cloud, brief: bytes) -> None:
    corrupt = b"%PDF-1.7\n\x00\x01 this is not really a pdf \xff\xfe"
    started, desc = cloud.run_upload(corrupt, "brief.pdf")
    assert desc["status"] == "FAILED"
    assert desc.get("error") == "BriefcheckRunFailed"
    document = cloud.records().get_document(started["document_id"], "acme")
    assert document.status is DocumentStatus.FAILED
    assert document.error and document.error.startswith("InputError: ")
    assert (
        cloud.s3.get_object(Bucket="briefcheck-test-bucket", Key="incoming/acme/brief.pdf")["Body"].read()
        == corrupt
    )
    assert cloud.invoked("ConsensusFunction") == 0


def test_execution_history_and_logs_hold_no_file_name_case_name_or_explanation(
    cloud, brief: bytes, capsys
) -> None:
    started, desc = cloud.run_upload(brief, "Privileged Memo Smithfield.txt")
    assert desc["status"] == "SUCCEEDED", desc
    history = json.dumps(cloud.history(desc["executionArn"]), default=str)
    validations = cloud.records().latest_validations(started["document_id"]).values()
    verdicts = [v for record in validations for v in record.validation.panel_evaluation]
    explanations = {v.explanation for v in verdicts if v.explanation}
    assert len(explanations) >= 5  # the verdicts keep them; the state machine does not carry them
    private = {"Privileged Memo", "Brown v. Board", "Quantum Widget", *PRIVATE, *explanations}
    logs = capsys.readouterr().out
    for text in private:
        assert text not in history
        assert text not in logs


def test_a_failed_steps_message_reaches_the_record_and_nothing_else(cloud, capsys) -> None:
    corrupt = b"%PDF-1.7\n\x00\x01 this is not really a pdf \xff\xfe"
    started, desc = cloud.run_upload(corrupt, "Privileged Memo Smithfield.pdf")
    assert desc["status"] == "FAILED"
    document = cloud.records().get_document(started["document_id"], "acme")
    # the reason the lawyer reads names the file, as the Extract step raised it
    assert document.error and document.error.startswith("InputError: ")
    assert "Privileged Memo" in document.error
    history = json.dumps(cloud.history(desc["executionArn"]), default=str)
    assert "InputError" in history and "message withheld" in history
    assert "Privileged Memo" not in history and "not really a pdf" not in history
    assert "Privileged Memo" not in capsys.readouterr().out


def test_duplicate_upload_starts_no_second_execution(cloud, brief: bytes) -> None:
    first, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED"
    key = cloud.upload("acme", "motion-copy.txt", brief)
    again = cloud.ingest(key, len(brief))
    assert again == {"document_id": first["document_id"], "started": False, "status": "COMPLETE"}
    assert len(cloud.executions()) == 1
    # the same content from another tenant is that tenant's own run
    other = cloud.ingest(cloud.upload("globex", "motion.txt", brief), len(brief))
    assert other["started"] is True and other["document_id"] != first["document_id"]
    [run] = [e for e in cloud.executions() if e["name"].startswith(other["document_id"])]
    cloud.wait(run["executionArn"])


def test_uploads_outside_a_tenant_prefix_are_skipped(cloud, brief: bytes) -> None:
    for key in ("incoming/loose.txt", "incoming/bad tenant!/x.txt"):
        cloud.s3.put_object(Bucket="briefcheck-test-bucket", Key=key, Body=brief)
        assert "skipped" in cloud.ingest(key)
    # S3's event encodes the key: "%2e%2e" is "..", a way out of the tenant's prefix (it raised, retried)
    assert "skipped" in cloud.ingest("incoming/acme/%2e%2e/globex/x.txt")
    assert cloud.executions() == []


def test_a_retried_consensus_or_finalize_does_the_work_once(cloud, brief: bytes) -> None:
    started, desc = cloud.run_upload(brief)
    doc_id = started["document_id"]
    store = cloud.records()
    assert len(store.validation_history(doc_id, "cite_001")) == 1

    def panel(execution: str) -> list[dict]:
        task = {"document_id": doc_id, "citation_id": "cite_001", "execution": execution}
        return [cloud.call(f"{agent}AgentFunction", task) for agent in AGENT_FUNCTIONS]

    event = {"document_id": doc_id, "citation_id": "cite_001", "execution": "retry-1"}
    event["verdicts"] = panel("retry-1")
    first = cloud.call("ConsensusFunction", event)
    assert cloud.call("ConsensusFunction", event) == first
    assert len(store.validation_history(doc_id, "cite_001")) == 2  # the original run's, plus one
    # a different execution (a later run) is new work
    cloud.call("ConsensusFunction", {**event, "verdicts": panel("retry-2"), "execution": "retry-2"})
    assert len(store.validation_history(doc_id, "cite_001")) == 3

    finalize = {"document_id": doc_id, "execution": desc["executionArn"]}
    assert cloud.call("FinalizeFunction", finalize) == json.loads(desc["output"])


def test_bad_state_events_are_rejected_by_the_handlers(cloud) -> None:
    for function, event in [
        ("ExtractFunction", {"document_id": "doc_x", "tenant": "acme"}),
        (
            "CitationAuthorityAgentFunction",
            {"document_id": "doc_000000000000000000000000", "citation_id": "7"},
        ),
        ("FailureFunction", {"kind": "tier3", "document_id": "doc_000000000000000000000000", "error": "E"}),
    ]:
        with pytest.raises(Exception, match=r"^message withheld") as raised:
            cloud.call(function, event)
        assert raised.typename == "ValidationError"  # the name Step Functions matches


def test_a_failed_document_runs_again_when_uploaded_again(cloud, brief: bytes) -> None:
    cloud.fail("ExtractFunction", "Lambda.ServiceException", times=5)  # one attempt and four retries
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "FAILED"
    store = cloud.records()
    assert store.get_document(started["document_id"]).error.startswith("Lambda.ServiceException")
    assert cloud.retry_sleeps  # the transient error was retried before the run gave up

    again = cloud.ingest(cloud.upload("acme", "motion-again.txt", brief), len(brief))
    assert again["started"] is True and again["document_id"] == started["document_id"]
    [retry] = [e for e in cloud.executions() if e["name"].endswith("-r1")]
    assert retry["name"].startswith(started["document_id"] + "-")
    assert cloud.wait(retry["executionArn"])["status"] == "SUCCEEDED"
    document = store.get_document(started["document_id"])
    assert document.status is DocumentStatus.COMPLETE and document.error is None
    assert document.upload_key == "incoming/acme/motion-again.txt"
    # and once COMPLETE, the same content is a duplicate again
    assert cloud.ingest(cloud.upload("acme", "third.txt", brief), len(brief))["started"] is False
