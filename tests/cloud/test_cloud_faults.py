"""The application under faults: no stuck document, no doubled run, nothing lost.

Each test drives the real state machine in moto (see conftest.py) into a fault and checks what
the records say afterwards."""

from __future__ import annotations

import hashlib
import json

import pytest
from botocore.exceptions import ClientError

from briefcheck.domain.codes import DocumentStatus
from briefcheck.domain.ids import document_id_for


def ended(cloud, document_id: str) -> list[dict]:
    """Every execution of a document, waited for."""
    runs = [e for e in cloud.executions() if e["name"].startswith(document_id)]
    return [cloud.wait(e["executionArn"]) for e in runs]


def test_a_run_that_ends_outside_every_catch_is_marked_failed_by_the_watchdog(cloud, brief: bytes) -> None:
    # Extract fails, and so does the Lambda that would record it: the execution fails outside
    # every Catch and nothing in the run updates the record.
    cloud.fail("ExtractFunction", RuntimeError)
    cloud.fail("FailureFunction", RuntimeError, times=100)
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "FAILED"
    store = cloud.records()
    doc_id = started["document_id"]
    assert store.get_document(doc_id).status is DocumentStatus.RECEIVED  # stuck, without the watchdog

    reply = cloud.call("WatchdogFunction", cloud.execution_status_event(desc))
    assert reply == {"document_id": doc_id, "marked": True}
    record = store.get_document(doc_id)
    assert record.status is DocumentStatus.FAILED and "ended FAILED without finishing" in record.error
    assert cloud.call("WatchdogFunction", cloud.execution_status_event(desc))["marked"] is False  # once

    # re-uploading the same file now runs it again, and an old run's end does not touch the new one
    cloud.faults.clear()
    again = cloud.ingest(cloud.upload("acme", "again.txt", brief), len(brief))
    assert again == {"document_id": doc_id, "started": True, "status": "RECEIVED"}
    assert all(d["status"] in ("SUCCEEDED", "FAILED") for d in ended(cloud, doc_id))
    assert store.get_document(doc_id).status is DocumentStatus.COMPLETE
    assert cloud.call("WatchdogFunction", cloud.execution_status_event(desc))["marked"] is False
    assert store.get_document(doc_id).status is DocumentStatus.COMPLETE


def test_a_document_whose_run_died_unseen_is_restarted_by_the_next_submission(cloud, brief: bytes) -> None:
    cloud.fail("ExtractFunction", RuntimeError)
    cloud.fail("FailureFunction", RuntimeError, times=100)
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "FAILED"  # and the watchdog's event was lost
    cloud.faults.clear()
    again = cloud.ingest(cloud.upload("acme", "again.txt", brief), len(brief))
    assert again["started"] is True
    assert cloud.records().get_document(started["document_id"]).attempt == 1
    assert [d["status"] for d in ended(cloud, started["document_id"])].count("SUCCEEDED") == 1


class BothReadBeforeEitherWrites:
    """A records store whose every read of the document answers what both racing submissions
    saw before either of them wrote."""

    def __init__(self, real, seen) -> None:  # type: ignore[no-untyped-def]
        self.real, self.seen = real, seen

    def get_document(self, document_id: str, tenant: str | None = None):  # type: ignore[no-untyped-def]
        return self.seen

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return getattr(self.real, name)


def race(cloud, brief: bytes, seen) -> tuple[bool, bool]:  # type: ignore[no-untyped-def]
    from briefcheck.cloud.runs import start_run
    from briefcheck.run.steps import Stores
    from briefcheck.store.blobs import S3BlobStore

    records = BothReadBeforeEitherWrites(cloud.records(), seen)
    stores = Stores(S3BlobStore(cloud.bucket, client=cloud.s3), records)  # type: ignore[arg-type]
    key = cloud.upload("acme", "again.txt", brief)
    first = start_run(stores, cloud.sfn, cloud.state_machine_arn, "acme", key, brief)
    second = start_run(stores, cloud.sfn, cloud.state_machine_arn, "acme", key, brief)
    return first.started, second.started


def test_two_racing_resubmissions_of_a_failed_document_start_one_run(cloud, brief: bytes) -> None:
    cloud.fail("ExtractFunction", "InputError")
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "FAILED"
    stale = cloud.records().get_document(started["document_id"])
    assert stale.status is DocumentStatus.FAILED
    assert race(cloud, brief, stale) == (True, False)
    assert len(ended(cloud, started["document_id"])) == 2  # the failed run and one new run


def test_two_racing_first_submissions_start_one_run(cloud, brief: bytes) -> None:
    assert race(cloud, brief, None) == (True, False)
    assert len(cloud.executions()) == 1
    cloud.drain()


def test_one_transient_error_in_consensus_or_finalize_does_not_fail_the_document(cloud, brief: bytes) -> None:
    cloud.fail("ConsensusFunction", RuntimeError)
    cloud.fail("FinalizeFunction", ConnectionError)
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED", desc
    assert cloud.records().get_document(started["document_id"]).status is DocumentStatus.COMPLETE
    assert cloud.api("GET", f"/documents/{started['document_id']}/report")[0] == 200


def test_an_oversized_upload_is_never_read_and_is_recorded_failed(cloud, monkeypatch) -> None:
    from briefcheck.store.blobs import S3BlobStore

    ingest = cloud.module("IngestFunction")
    monkeypatch.setattr(ingest, "SETTINGS", ingest.SETTINGS.model_copy(update={"max_upload_bytes": 100}))
    reads: list[str] = []
    real_get = S3BlobStore.get
    monkeypatch.setattr(S3BlobStore, "get", lambda self, key: reads.append(key) or real_get(self, key))

    key = cloud.upload("acme", "huge.pdf", b"%PDF-1.7 " + b"x" * 200)
    reply = cloud.ingest(key, 209)
    assert reply["started"] is False and reply["status"] == "FAILED"
    assert key not in reads  # the size came from a HEAD request
    status, record = cloud.api("GET", f"/documents/{reply['document_id']}")
    assert status == 200 and record["status"] == "FAILED"
    assert record["error"] == f"upload {key} is 209 bytes; the limit is 100"
    assert cloud.executions() == []


def test_an_upload_deleted_before_its_event_is_skipped_not_retried(cloud) -> None:
    """S3 reads are strongly consistent: an Object Created event whose object is gone was deleted
    since, and no redelivery brings it back. The Lambda succeeds with the reason (a failure would
    be retried for an hour, then dead-lettered), and no run or record is made."""
    key = cloud.upload("acme", "withdrawn.txt", b"Smith v. Jones, 1 U.S. 1 (1990).")
    cloud.delete_upload(key)
    reply = cloud.ingest(key, 33)
    assert reply == {"skipped": "the upload is no longer in the bucket (deleted after it was made)"}
    assert cloud.executions() == []


def test_bad_documents_fail_with_a_one_line_reason(cloud) -> None:
    """A zip bomb posing as .docx and JSON nested past any sensible depth: each run ends FAILED
    with a one-line reason, never an exhausted or crashed Lambda."""
    import io
    import zipfile

    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        with z.open("word/document.xml", "w", force_zip64=True) as member:
            for _ in range(260):  # 260 MiB of zeros, about 260 KB compressed
                member.write(bytes(1024 * 1024))
    cases = {
        "bomb.docx": (bomb.getvalue(), "unpacks to 260.0 MB uncompressed"),
        "deep.json": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    }
    for name, (data, reason) in cases.items():
        started, desc = cloud.run_upload(data, name=name)
        assert desc["status"] == "FAILED", name
        error = cloud.records().get_document(started["document_id"]).error
        assert error.startswith("InputError: ") and reason in error and "\n" not in error, (name, error)


def test_a_tier1_json_over_the_size_limit_is_refused_before_parsing() -> None:
    import pytest

    from briefcheck.domain.errors import InputError
    from briefcheck.extract import extract_document

    data = b'{"document_id": "' + b"a" * (25 * 1024 * 1024) + b'"}'
    with pytest.raises(InputError, match=r"over the 25\.0 MB limit"):
        extract_document(data, "tier1.json")


def _throttled(**_: object) -> None:
    """StartExecution as boto3 raises it once its own retries are spent on a throttled account."""
    error = {"Error": {"Code": "ThrottlingException", "Message": "Rate exceeded"}}
    raise ClientError(error, "StartExecution")


def _open_executions_full(**_: object) -> None:
    """StartExecution when the account's quota of open executions is reached."""
    error = {"Error": {"Code": "ExecutionLimitExceeded", "Message": "Maximum executions reached"}}
    raise ClientError(error, "StartExecution")


@pytest.mark.parametrize(
    ("refusal", "code"),
    [(_throttled, "ThrottlingException"), (_open_executions_full, "ExecutionLimitExceeded")],
)
def test_a_throttled_start_is_a_503_with_retry_after_and_a_failed_document_with_the_reason(
    cloud, brief: bytes, monkeypatch, refusal, code: str
) -> None:
    api = cloud.module("ApiFunction")
    body = {"text": brief.decode(), "source_name": "brief.txt"}
    with monkeypatch.context() as throttled:
        throttled.setattr(api.SFN, "start_execution", refusal)
        reply = cloud.api_reply("POST", "/documents", tenant="acme", body=body)
    assert reply["statusCode"] == 503 and reply["headers"]["Retry-After"] == "30"
    assert code in json.loads(reply["body"])["message"]
    doc_id = document_id_for(hashlib.sha256(brief).hexdigest(), "acme")
    record = cloud.records().get_document(doc_id)
    assert record.status is DocumentStatus.FAILED and f"refused for now ({code})" in record.error
    assert cloud.executions() == []

    # the account recovers: the same submission starts the run
    status, again = cloud.api("POST", "/documents", tenant="acme", body=body)
    assert status == 202 and again["started"] is True and again["document_id"] == doc_id
    assert [d["status"] for d in ended(cloud, doc_id)] == ["SUCCEEDED"]
    assert cloud.records().get_document(doc_id).status is DocumentStatus.COMPLETE


def test_a_throttled_start_from_an_upload_event_fails_the_document_and_asks_for_the_retry(
    cloud, brief: bytes, monkeypatch
) -> None:
    ingest = cloud.module("IngestFunction")
    key = cloud.upload("acme", "motion.txt", brief)
    with monkeypatch.context() as throttled, pytest.raises(Exception, match=r"^message withheld") as raised:
        throttled.setattr(ingest.SFN, "start_execution", _throttled)
        cloud.ingest(key, len(brief))  # the Lambda fails, so its asynchronous event is delivered again
    assert raised.typename == "BusyError"
    doc_id = document_id_for(hashlib.sha256(brief).hexdigest(), "acme")
    assert cloud.records().get_document(doc_id).status is DocumentStatus.FAILED

    assert cloud.ingest(key, len(brief))["started"] is True  # the redelivered event
    assert [d["status"] for d in ended(cloud, doc_id)] == ["SUCCEEDED"]


def test_a_submission_meeting_a_delete_under_way_is_refused_not_deleted(cloud, brief: bytes) -> None:
    """The API accepted (202) a submission for a document being deleted, then deleted it: the
    submission is now a 409 saying so, and starts nothing."""
    body = {"text": brief.decode(), "source_name": "brief.txt"}
    status, first = cloud.api("POST", "/documents", tenant="acme", body=body)
    assert status == 202
    doc_id = first["document_id"]
    ended(cloud, doc_id)
    record = cloud.records().get_document(doc_id)
    cloud.records().update_status(doc_id, DocumentStatus.DELETING, only_if=record.status)
    runs_before = len(cloud.executions())
    status, again = cloud.api("POST", "/documents", tenant="acme", body=body)
    assert status == 409 and "being deleted" in again["message"]
    assert len(cloud.executions()) == runs_before
    assert cloud.records().get_document(doc_id).status is DocumentStatus.DELETING


@pytest.mark.parametrize("name", ["Smith+Jones brief.txt", "a%2Fb.txt"])
def test_an_uploads_file_name_is_its_key_as_stored(cloud, brief: bytes, name: str) -> None:
    """The stored key is already decoded (`upload_size` finds it): decoding it again made "Smith+Jones
    brief.txt" "Smith Jones brief.txt" and "a%2Fb.txt" a name with a slash."""
    from briefcheck.cloud.runs import start_run
    from briefcheck.run.steps import Stores
    from briefcheck.store.blobs import S3BlobStore

    stores = Stores(S3BlobStore(cloud.bucket, client=cloud.s3), cloud.records())
    key = cloud.upload("acme", name, brief)
    run = start_run(stores, cloud.sfn, cloud.state_machine_arn, "acme", key, brief)
    assert cloud.records().get_document(run.document_id).source_name == name
