"""Tier 3 in the state machine (policy `all`): its Catch path, and re-validation by the schedule
and by the API, which add evidence beside the old."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import Outcome


@pytest.fixture
def cloud_params() -> dict[str, str]:
    return {"Tier3Policy": "all", "JwtIssuer": "https://issuer.example", "JwtAudience": "portal"}


def test_tier3_failure_is_recorded_unverifiable_and_revalidation_adds_history(cloud, brief: bytes) -> None:
    cloud.fail("Tier3Function", RuntimeError, times=100)
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED", desc
    doc_id = started["document_id"]
    store = cloud.records()
    first = store.evidence(doc_id)
    assert first, "Tier 3 ran for no citation"
    for evidence in first:
        assert evidence.outcome is Outcome.UNVERIFIABLE and "RuntimeError" in evidence.evidence_summary
    assert cloud.invoked("FailureFunction") == len(first)

    # the schedule: UNVERIFIABLE results are due whatever their age; the verifier runs for real
    # (the network is blocked in tests, so sources are down) and history is kept
    cloud.faults.clear()
    reply = cloud.call("RevalidateFunction", {"version": "0", "source": "aws.scheduler", "detail": {}})
    assert reply["evidence"] >= len(first)
    history = store.evidence(doc_id, history=True)
    assert len(history) >= 2 * len(first)
    result = cloud.get_json(f"documents/{doc_id}/result.json")
    assert len(result["evidence"]) == len(first)
    assert {e["checked_at"] for e in result["evidence"]} != {e.checked_at.isoformat() for e in first}
