"""Large documents: above DistributedMapThreshold citations the check machine hands the document
to the large-document machine (.sync:2), whose Distributed Map reads the item list from S3."""

from __future__ import annotations

import json

import pytest

LARGE_STATE_MACHINE_ARN = "arn:aws:states:us-east-1:123456789012:stateMachine:briefcheck-test-large"


@pytest.fixture
def cloud_params() -> dict[str, str]:
    return {
        "Tier3Policy": "none",
        "DistributedMapThreshold": "1",
        "JwtIssuer": "https://issuer.example",
        "JwtAudience": "portal",
    }


def test_large_document_runs_through_the_distributed_map(cloud, brief: bytes) -> None:
    started, desc = cloud.run_upload(brief)
    doc_id = started["document_id"]
    assert cloud.get_json(f"documents/{doc_id}/items.json") == [
        {"citation_id": f"cite_00{i}"} for i in (1, 2, 3)
    ]
    entered = [
        e["stateEnteredEventDetails"]["name"]
        for e in cloud.history(desc["executionArn"])
        if e["type"].endswith("StateEntered")
    ]
    assert "CheckLargeDocument" in entered and "CheckCitations" not in entered
    assert desc["status"] == "SUCCEEDED", desc
    assert json.loads(desc["output"])["status"] == "COMPLETE"
    assert sorted(cloud.records().latest_validations(doc_id)) == ["cite_001", "cite_002", "cite_003"]
    [child] = cloud.sfn.list_executions(stateMachineArn=LARGE_STATE_MACHINE_ARN)["executions"]
    assert child["status"] == "SUCCEEDED"
    assert (
        json.loads(cloud.sfn.describe_execution(executionArn=child["executionArn"])["input"])["items_key"]
        == f"documents/{doc_id}/items.json"
    )
