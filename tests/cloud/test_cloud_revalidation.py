"""Tier 3 in the state machine (policy `all`): its Catch path, and re-validation fanned out: the
planner (schedule or API) queues one message per document, workers re-check each message."""

from __future__ import annotations

import json

import pytest

from briefcheck.domain.codes import DocumentStatus, Outcome, Tier3Policy

SCHEDULE = {"version": "0", "source": "aws.scheduler", "detail-type": "Scheduled Event", "detail": {}}


@pytest.fixture
def cloud_params() -> dict[str, str]:
    return {"Tier3Policy": "all", "JwtIssuer": "https://issuer.example", "JwtAudience": "portal"}


def unverifiable_run(cloud, brief: bytes) -> str:
    """A completed document whose Tier 3 failed outright for every citation."""
    cloud.fail("Tier3Function", RuntimeError, times=100)
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED", desc
    cloud.faults.clear()
    return started["document_id"]


def recheck(cloud, records: list[dict]) -> dict:
    return cloud.call("RecheckFunction", {"Records": records})


def test_tier3_failure_is_recorded_unverifiable_and_revalidation_adds_history(cloud, brief: bytes) -> None:
    doc_id = unverifiable_run(cloud, brief)
    store = cloud.records()
    first = store.evidence(doc_id)
    assert first, "Tier 3 ran for no citation"
    for evidence in first:
        assert evidence.outcome is Outcome.UNVERIFIABLE and "RuntimeError" in evidence.evidence_summary
    assert cloud.invoked("FailureFunction") == len(first)

    # the schedule: one message for the document, each citation once although both its
    # evaluation and its evidence are due
    planned = cloud.call("RevalidateFunction", SCHEDULE)
    messages = cloud.recheck_messages()
    assert planned["documents"] == 1 and len(messages) == 1
    body = json.loads(messages[0]["body"])
    assert body["document_id"] == doc_id
    assert sorted(body["citation_ids"]) == sorted({e.citation_id for e in first})

    # the worker: the verifier runs for real (the network is blocked, so sources are down);
    # history is kept and the result rebuilt
    assert recheck(cloud, messages) == {"batchItemFailures": []}
    history = store.evidence(doc_id, history=True)
    assert len(history) == 2 * len(first)
    result = cloud.get_json(f"documents/{doc_id}/result.json")
    assert len(result["evidence"]) == len(first)
    assert {e["checked_at"] for e in result["evidence"]} != {e.checked_at.isoformat() for e in first}
    assert store.get_document(doc_id).status is DocumentStatus.COMPLETE

    # a message delivered twice does no work twice
    assert recheck(cloud, messages) == {"batchItemFailures": []}
    assert len(store.evidence(doc_id, history=True)) == len(history)

    # what was re-checked is refreshed: the evaluations fall due by age again, not every night;
    # the evidence stays due while its sources are down
    from datetime import timedelta

    from briefcheck.domain.models import utc_now

    due = store.due_for_revalidation(utc_now(), timedelta(days=30))
    assert [d for d in due if d.claim_id is None] == []
    down = {e.citation_id for e in store.evidence(doc_id) if e.outcome is Outcome.UNVERIFIABLE}
    assert {d.citation_id for d in due} == down


def test_one_bad_item_or_message_stops_no_other(cloud, brief: bytes) -> None:
    doc_id = unverifiable_run(cloud, brief)
    # an item in the revalidation index that cannot be decoded
    cloud.ddb.put_item(
        TableName="briefcheck-test-records",
        Item={
            "pk": {"S": "DOC#broken"},
            "sk": {"S": "CITE#x"},
            "reval_class": {"S": "UNVERIFIABLE"},
            "reval_at": {"S": "not a time"},
        },
    )
    assert cloud.call("RevalidateFunction", SCHEDULE)["documents"] == 1
    messages = cloud.recheck_messages()
    bad = cloud.sqs_record("bad-1", "{not json")
    reply = recheck(cloud, [bad, *messages])
    assert reply == {"batchItemFailures": [{"itemIdentifier": "bad-1"}]}
    assert len(cloud.records().evidence(doc_id, history=True)) > len(cloud.records().evidence(doc_id))

    # a citation whose check raises: the others are done, the message is retried for it alone
    import briefcheck.run.revalidation as revalidation

    body = json.loads(messages[0]["body"])
    body["run_at"] = "2999-01-01T00:00:00+00:00"  # a later run: every citation is due again
    [first, *rest] = body["citation_ids"]
    real = revalidation.verify_step

    def flaky(stores, verifier, task, **options):  # type: ignore[no-untyped-def]
        if task.citation.id == first:
            raise RuntimeError("store blew up")
        return real(stores, verifier, task, **options)

    before = len(cloud.records().evidence(doc_id, history=True))
    revalidation.verify_step = flaky
    try:
        reply = recheck(cloud, [cloud.sqs_record("m-2", json.dumps(body))])
    finally:
        revalidation.verify_step = real
    assert reply == {"batchItemFailures": [{"itemIdentifier": "m-2"}]}
    assert len(cloud.records().evidence(doc_id, history=True)) == before + len(rest)


def test_a_running_document_is_never_touched(cloud, brief: bytes) -> None:
    doc_id = unverifiable_run(cloud, brief)
    store = cloud.records()
    store.update_status(doc_id, DocumentStatus.RUNNING)  # a live check of the same document
    assert cloud.call("RevalidateFunction", SCHEDULE)["documents"] == 0
    body = {"document_id": doc_id, "citation_ids": ["cite_001"], "run_at": "2999-01-01T00:00:00+00:00"}
    before = store.evidence(doc_id, history=True)
    assert recheck(cloud, [cloud.sqs_record("m-1", json.dumps(body))]) == {"batchItemFailures": []}
    assert store.get_document(doc_id).status is DocumentStatus.RUNNING
    assert store.evidence(doc_id, history=True) == before


@pytest.mark.parametrize(
    ("policy", "expected"), [(Tier3Policy.NONE, 0), (Tier3Policy.FLAGGED, 1), (Tier3Policy.ALL, 3)]
)
def test_the_schedule_honours_the_tier3_policy(
    cloud, brief: bytes, policy: Tier3Policy, expected: int
) -> None:
    """The brief has one flagged citation (the invented reporter) and two sound ones whose
    evaluations are due by age here; `flagged` re-checks only the flagged one and refreshes the
    others, `none` re-checks nothing."""
    from datetime import timedelta

    from briefcheck.domain.models import utc_now
    from briefcheck.run.revalidation import plan
    from briefcheck.run.steps import Stores
    from briefcheck.store.blobs import S3BlobStore

    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED"
    store = cloud.records()
    doc_id = started["document_id"]
    for evidence in store.evidence(doc_id):  # only evaluations are due in this test
        assert evidence is not None
    stores = Stores(S3BlobStore("briefcheck-test-bucket", client=cloud.s3), store)
    later = utc_now() + timedelta(days=365)
    due = [d for d in store.due_for_revalidation(later, timedelta(days=30)) if d.claim_id is None]
    assert len(due) == 3
    messages = plan(stores, due, policy, later)
    assert sum(len(m.citation_ids) for m in messages) == expected
    if policy is Tier3Policy.FLAGGED:
        flagged = {c for c, r in store.latest_validations(doc_id).items() if r.validation.tier_3_trigger}
        assert set(messages[0].citation_ids) == flagged
        due = store.due_for_revalidation(later, timedelta(days=30))
        assert {d.citation_id for d in due if not d.claim_id} == flagged  # the others were refreshed


def test_a_recheck_writes_nothing_that_outlives_the_upload(cloud, brief: bytes, monkeypatch) -> None:
    """Retention counts from the upload: items a re-check writes on day 80 expire with the upload
    (day 90), not on day 170; the hash claim expires with it too."""
    from datetime import timedelta

    from briefcheck.store import dynamo

    doc_id = unverifiable_run(cloud, brief)
    store = cloud.records()
    uploaded = store.get_document(doc_id).created_at
    before = len(store.evidence(doc_id, history=True))
    monkeypatch.setattr(dynamo, "now_utc", lambda: uploaded + timedelta(days=80))
    cloud.call("RevalidateFunction", SCHEDULE)
    assert recheck(cloud, cloud.recheck_messages()) == {"batchItemFailures": []}
    assert len(store.evidence(doc_id, history=True)) == 2 * before  # the day-80 evidence was written

    items = cloud.ddb.scan(TableName=store.table)["Items"]
    mine = [i for i in items if doc_id in i["pk"]["S"] or doc_id in i["sk"]["S"]]
    claims = [i for i in items if i["pk"]["S"].startswith("HASH#")]
    assert len(mine) > 2 * before and len(claims) == 1
    upload_ends = (uploaded + timedelta(days=90)).timestamp()
    for item in mine + claims:
        assert abs(int(item["expiration"]["N"]) - upload_ends) <= 5, item["sk"]["S"]


def test_a_delete_during_a_recheck_is_final(cloud, brief: bytes, monkeypatch) -> None:
    """DELETE lands while a re-check runs, just before the re-check rewrites the result: the
    re-check's writes (evidence, result, report) do not bring the document back."""
    from briefcheck.run import steps

    doc_id = unverifiable_run(cloud, brief)
    cloud.call("RevalidateFunction", SCHEDULE)
    messages = cloud.recheck_messages()
    real_save = steps.save_result
    deleted: list[int] = []

    def delete_then_save(stores, result, only_if=None):
        deleted.append(cloud.api("DELETE", f"/documents/{doc_id}")[0])
        return real_save(stores, result, only_if)

    monkeypatch.setattr(steps, "save_result", delete_then_save)
    assert recheck(cloud, messages) == {"batchItemFailures": []}
    assert deleted == [200]

    page = cloud.s3.list_object_versions(Bucket=cloud.bucket, Prefix=f"documents/{doc_id}/")
    assert [*page.get("Versions", []), *page.get("DeleteMarkers", [])] == []
    items = cloud.ddb.scan(TableName=cloud.records().table)["Items"]
    assert [i for i in items if doc_id in i["pk"]["S"] or doc_id in i["sk"]["S"]] == []
    assert cloud.api("GET", f"/documents/{doc_id}")[0] == 404
