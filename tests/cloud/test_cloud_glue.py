"""briefcheck.cloud.runs without AWS: ids, tenant keys, upload reading, run naming, event models."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from pydantic import ValidationError

from briefcheck.cloud.runs import execution_name, read_upload, tenant_of_upload
from briefcheck.domain.errors import InputError
from briefcheck.domain.events import FailureEvent, RunInput
from briefcheck.domain.ids import document_id_for
from briefcheck.domain.models import utc_now
from briefcheck.domain.records import DocumentRecord
from briefcheck.run.steps import Stores
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.store.sqlite import SQLiteResultStore

SHA = "ab" * 32


def test_document_ids_are_stable_per_tenant_and_content() -> None:
    assert document_id_for(SHA, "acme") == document_id_for(SHA, "acme")
    assert document_id_for(SHA, "acme") != document_id_for(SHA, "globex")
    assert document_id_for(SHA, "acme") != document_id_for("cd" * 32, "acme")
    RunInput(document_id=document_id_for(SHA, "acme"), tenant="acme")


@pytest.mark.parametrize(
    ("key", "tenant"),
    [("incoming/acme/brief.pdf", "acme"), ("incoming/firm-7.uk/api/ab12/brief.txt", "firm-7.uk")],
)
def test_tenant_of_upload(key: str, tenant: str) -> None:
    assert tenant_of_upload(key) == tenant


@pytest.mark.parametrize(
    "key",
    [
        "incoming/brief.pdf",
        "documents/acme/x.txt",
        "incoming/acme/",
        "incoming/../x/y.txt",
        "incoming/a b/c",
        # under the tenant's own prefix, but a path no store reads (it raised in the store, and
        # EventBridge retried the event into the dead-letter queue)
        "incoming/acme/../acme/brief.txt",
        "incoming/acme/./brief.txt",
    ],
)
def test_keys_outside_a_tenant_prefix_are_refused(key: str) -> None:
    with pytest.raises(InputError, match=r"incoming/<tenant>/<file>|not a valid tenant|'\.\.' part"):
        tenant_of_upload(key)


def test_read_upload_decodes_event_keys_and_enforces_the_size_limit(tmp_path: Path) -> None:
    stores = Stores(LocalBlobStore(tmp_path / "s"), SQLiteResultStore(tmp_path / "r.sqlite3"))
    stores.blobs.put("incoming/acme/my brief (final).txt", b"text")
    # S3 event notifications carry the key URL-encoded
    assert read_upload(stores, "incoming/acme/my+brief+%28final%29.txt", 100) == b"text"
    with pytest.raises(InputError, match="limit is 3"):
        read_upload(stores, "incoming/acme/my brief (final).txt", 3)
    with pytest.raises(InputError, match="not found"):
        read_upload(stores, "incoming/acme/missing.txt", 100)


def test_execution_name_changes_only_when_the_run_is_restarted() -> None:
    now = utc_now()
    first = DocumentRecord(
        document_id="doc_" + "0" * 24,
        tenant="acme",
        source_name="a.txt",
        sha256=SHA,
        media_type="text/plain",
        created_at=now,
        updated_at=now,
    )
    name = execution_name(first)
    assert name.startswith(first.document_id + "-")
    assert execution_name(first.model_copy(update={"updated_at": now + timedelta(hours=1)})) == name
    again = first.model_copy(update={"attempt": 12})
    assert execution_name(again) == name + "-r12"
    # a document deleted and submitted again is a new record, created later: a new name
    assert execution_name(first.model_copy(update={"created_at": now + timedelta(seconds=1)})) != name
    assert len(execution_name(again)) <= 80  # Step Functions' limit on names


def test_failure_events_name_what_failed() -> None:
    with pytest.raises(ValidationError, match="needs citation_id"):
        FailureEvent(kind="tier3", document_id="doc_" + "0" * 24, error="RuntimeError")
    with pytest.raises(ValidationError, match="needs execution"):
        FailureEvent(kind="document", document_id="doc_" + "0" * 24, error="RuntimeError")
    doc = {"kind": "document", "document_id": "doc_" + "0" * 24, "execution": "run", "error": "E"}
    assert len(FailureEvent(**doc, cause="x" * 5000).cause) == 2000
    # the Lambda error envelope: its message on one line, never its stack trace
    envelope = {"errorType": "InputError", "errorMessage": "a.pdf: bad\nsave it", "stackTrace": ["x"]}
    assert FailureEvent(**doc, cause=json.dumps(envelope)).cause == "a.pdf: bad save it"


def test_s3_blob_store_reads_403_as_missing_without_list_permission() -> None:
    """No role may list the bucket, so S3 answers 403 for a missing key: that is 'missing'."""
    import boto3
    from botocore.stub import Stubber

    from briefcheck.store.blobs import S3BlobStore

    client = boto3.client("s3", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x")
    store = S3BlobStore("bucket", client=client)
    with Stubber(client) as stub:
        stub.add_client_error("get_object", service_error_code="AccessDenied", http_status_code=403)
        stub.add_client_error("head_object", service_error_code="403", http_status_code=403)
        stub.add_client_error("get_object", service_error_code="InternalError", http_status_code=500)
        assert store.get("documents/doc_x/report.html") is None
        assert store.size("documents/doc_x/report.html") is None
        with pytest.raises(client.exceptions.ClientError, match="InternalError"):
            store.get("documents/doc_x/report.html")


def test_both_blob_stores_take_a_blob_whole_or_in_parts(tmp_path: Path) -> None:
    """A report or result handed over in parts is stored as the same object as its bytes: the
    directory writes the parts as they come, S3 receives one PUT of them joined (moto)."""
    import boto3
    from moto import mock_aws

    from briefcheck.store.blobs import S3BlobStore

    parts = [b"<!doctype html>", b"\n<p>\xe2\x9c\x97 one</p>", b"", b"\n</html>"]
    local = LocalBlobStore(tmp_path)
    local.put("documents/doc_x/report.html", iter(parts), "text/html")
    local.put("documents/doc_x/whole.html", b"".join(parts), "text/html")
    assert (
        local.get("documents/doc_x/report.html") == local.get("documents/doc_x/whole.html") == b"".join(parts)
    )
    assert not list(tmp_path.rglob("*.tmp"))
    with mock_aws():
        boto3.client("s3", region_name="us-east-1").create_bucket(Bucket="docs")
        s3 = S3BlobStore("docs", client=boto3.client("s3", region_name="us-east-1"))
        s3.put("documents/doc_x/report.html", (p for p in parts), "text/html")
        assert s3.get("documents/doc_x/report.html") == b"".join(parts)


def test_both_blob_stores_read_a_blob_in_parts(tmp_path: Path) -> None:
    """`read_parts` hands a blob over a chunk at a time (the CLI copies a 50 MB report so), the
    parts joining to the blob; None for a key that holds nothing. The directory's file is opened at
    once: a blob replaced while it is read is read as it was."""
    import boto3
    from moto import mock_aws

    from briefcheck.store.blobs import S3BlobStore

    blob = "<p>✗ one</p>".encode() * 1000
    local = LocalBlobStore(tmp_path)
    local.put("documents/doc_x/report.html", blob, "text/html")
    parts = local.read_parts("documents/doc_x/report.html", chunk=4096)
    assert parts is not None
    local.put("documents/doc_x/report.html", b"replaced", "text/html")
    read = list(parts)
    assert b"".join(read) == blob and len(read) == -(-len(blob) // 4096)
    assert local.read_parts("documents/doc_y/report.html") is None
    assert local.read_parts("documents/doc_x") is None  # a folder of blobs, not a blob
    with mock_aws():
        boto3.client("s3", region_name="us-east-1").create_bucket(Bucket="docs")
        s3 = S3BlobStore("docs", client=boto3.client("s3", region_name="us-east-1"))
        s3.put("documents/doc_x/report.html", blob, "text/html")
        parts = s3.read_parts("documents/doc_x/report.html", chunk=4096)
        assert parts is not None
        read = list(parts)
        assert b"".join(read) == blob and len(read) > 1
        assert s3.read_parts("documents/doc_y/report.html") is None


def test_traces_never_record_an_s3_objects_name() -> None:
    """The X-Ray SDK records whitelisted request parameters of each traced AWS call; an S3 key
    names the tenant and the uploaded file: none reaches a trace, the bucket still does."""
    from aws_xray_sdk.ext.boto_utils import _extract_whitelisted_params

    import briefcheck.cloud.observability  # noqa: F401  taking the names off happens on import

    for operation in ("GetObject", "PutObject", "ListObjectsV2", "CopyObject", "HeadObject", "DeleteObject"):
        meta: dict = {}
        params = {"Bucket": "docs", "Key": "uploads/acme/Smith v Jones brief.docx", "Prefix": "uploads/acme/"}
        _extract_whitelisted_params("s3", operation, meta, [operation, params], {}, None)
        assert not any("brief" in str(v) or "acme" in str(v) for v in meta.values()), (operation, meta)
