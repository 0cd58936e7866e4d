"""Retention counted from the upload for every derived file: when the records table's TTL removes
a document's record, ExpireFunction (on the table's stream) removes everything the document
produced, including files a re-check rewrote (their S3 lifecycle age restarted at the rewrite).
A user's own DELETE, another item's removal and a document recorded again are passed over."""

from __future__ import annotations

import json

import pytest
from test_cloud_api import submit

BUCKET = "briefcheck-test-bucket"
TABLE = "briefcheck-test-records"


def stream_record(cloud, doc_id: str, *, by_ttl: bool = True, sk: str = "META") -> dict:
    """Remove the item as the TTL (or a user) would, and return the stream's record of it, in the
    shape Lambda delivers (OLD_IMAGE view)."""
    key = {"pk": {"S": f"DOC#{doc_id}"}, "sk": {"S": sk}}
    old = cloud.ddb.get_item(TableName=TABLE, Key=key)["Item"]
    cloud.ddb.delete_item(TableName=TABLE, Key=key)
    record = {
        "eventID": "c81e728d9d4c2f636f067f89cc14862c",
        "eventName": "REMOVE",
        "eventVersion": "1.1",
        "eventSource": "aws:dynamodb",
        "awsRegion": "us-east-1",
        "dynamodb": {
            "ApproximateCreationDateTime": 1795000000.0,
            "Keys": key,
            "OldImage": old,
            "SequenceNumber": "4421584500000000017450439091",
            "SizeBytes": 512,
            "StreamViewType": "OLD_IMAGE",
        },
        "eventSourceARN": f"arn:aws:dynamodb:us-east-1:123456789012:table/{TABLE}/stream/2026-11-28T00:00",
    }
    if by_ttl:
        record["userIdentity"] = {"type": "Service", "principalId": "dynamodb.amazonaws.com"}
    return record


def keys(cloud, prefix: str) -> list[str]:
    page = cloud.s3.list_object_versions(Bucket=BUCKET, Prefix=prefix)
    return [v["Key"] for v in [*page.get("Versions", []), *page.get("DeleteMarkers", [])]]


def items(cloud, doc_id: str) -> list[dict]:
    return cloud.ddb.query(
        TableName=TABLE,
        KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": f"DOC#{doc_id}"}},
    )["Items"]


def checked(cloud) -> dict:
    doc = submit(cloud)
    for execution in cloud.executions():
        assert cloud.wait(execution["executionArn"])["status"] == "SUCCEEDED"
    return doc


def test_the_ttl_removing_a_record_removes_everything_the_document_produced(cloud) -> None:
    doc_id = checked(cloud)["document_id"]
    upload_key = cloud.records().get_document(doc_id).upload_key
    assert keys(cloud, f"documents/{doc_id}/") and keys(cloud, upload_key)
    # a re-check rewrote the result: its lifecycle age starts again, the upload's does not
    cloud.s3.put_object(Bucket=BUCKET, Key=f"documents/{doc_id}/result.json", Body=b"{}")
    reply = cloud.call("ExpireFunction", {"Records": [stream_record(cloud, doc_id)]})
    assert reply == {"batchItemFailures": []}
    assert keys(cloud, f"documents/{doc_id}/") == [] and keys(cloud, upload_key) == []
    assert items(cloud, doc_id) == []
    assert cloud.api("GET", f"/documents/{doc_id}")[0] == 404


def test_anything_but_the_ttl_removing_a_documents_record_is_passed_over(cloud) -> None:
    doc_id = checked(cloud)["document_id"]
    files = keys(cloud, f"documents/{doc_id}/")
    # a user's removal (no service identity) and another of the document's items
    [evidence_or_validation] = [i for i in items(cloud, doc_id) if i["sk"]["S"] != "META"][:1]
    other = stream_record(cloud, doc_id, sk=evidence_or_validation["sk"]["S"])
    assert cloud.call("ExpireFunction", {"Records": [other]}) == {"batchItemFailures": []}
    assert keys(cloud, f"documents/{doc_id}/") == files
    record = json.loads(json.dumps(stream_record(cloud, doc_id, by_ttl=False)))
    assert cloud.call("ExpireFunction", {"Records": [record]}) == {"batchItemFailures": []}
    assert keys(cloud, f"documents/{doc_id}/") == files


def test_a_document_recorded_again_before_the_expiry_ran_is_left_alone(cloud) -> None:
    doc_id = checked(cloud)["document_id"]
    record = stream_record(cloud, doc_id)
    old = record["dynamodb"]["OldImage"]
    cloud.ddb.put_item(TableName=TABLE, Item=old)  # the same content, uploaded anew meanwhile
    assert cloud.call("ExpireFunction", {"Records": [record]}) == {"batchItemFailures": []}
    assert keys(cloud, f"documents/{doc_id}/") and items(cloud, doc_id)


def test_the_stream_carries_the_old_image_and_the_filter_passes_only_ttl_removals(template: dict) -> None:
    table = template["Resources"]["RecordsTable"]["Properties"]
    assert table["StreamSpecification"] == {"StreamViewType": "OLD_IMAGE"}
    event = template["Resources"]["ExpireFunction"]["Properties"]["Events"]["RecordExpired"]["Properties"]
    assert event["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
    [only] = event["FilterCriteria"]["Filters"]
    pattern = json.loads(only["Pattern"])
    assert pattern["eventName"] == ["REMOVE"]
    assert pattern["userIdentity"] == {"type": ["Service"], "principalId": ["dynamodb.amazonaws.com"]}
    assert pattern["dynamodb"]["Keys"] == {"pk": {"S": [{"prefix": "DOC#"}]}, "sk": {"S": ["META"]}}


@pytest.mark.parametrize("event", [{}, {"Records": [{"eventName": "REMOVE"}]}])
def test_a_malformed_stream_event_is_refused(cloud, event: dict) -> None:
    with pytest.raises(Exception) as refused:  # the harness's own Lambda error type
        cloud.call("ExpireFunction", event)
    assert type(refused.value).__name__ == "ValidationError"


def test_a_record_that_fails_is_retried_alone_and_its_error_message_is_not_logged(
    cloud, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failed removal is reported for a retry of that record only; the others in the batch are
    removed. The log names the error, never its message, which can hold the upload's file name."""
    from botocore.exceptions import ClientError

    first, second = (
        checked(cloud)["document_id"],
        submit(cloud, text="Other. Roe v. Wade, 410 U.S. 113 (1973)."),
    )
    for execution in cloud.executions():
        cloud.wait(execution["executionArn"])
    second = second["document_id"]
    upload_key = cloud.records().get_document(first).upload_key
    records = [stream_record(cloud, first), stream_record(cloud, second)]
    records[1]["dynamodb"]["SequenceNumber"] = "4421584500000000017450439092"  # each its own place
    handler = cloud.module("ExpireFunction")
    stores = handler.STORES
    logged: list[str] = []

    class Spy:  # what the handler logs, whatever the logger's output stream
        def warning(self, message: str, **kwargs: object) -> None:
            logged.append(f"{message} {kwargs!r}")

        def exception(self, message: str, **kwargs: object) -> None:
            import traceback

            logged.append(f"{message} {kwargs!r} {traceback.format_exc()}")

    monkeypatch.setattr(handler, "logger", Spy())
    real_delete = stores.blobs.delete

    def delete(prefix: str) -> int:
        if first in prefix:
            raise ClientError(
                {"Error": {"Code": "SlowDown", "Message": f"slow down on {upload_key}"}}, "DeleteObjects"
            )
        return real_delete(prefix)

    monkeypatch.setattr(stores.blobs, "delete", delete)
    reply = cloud.call("ExpireFunction", {"Records": records})
    assert reply == {"batchItemFailures": [{"itemIdentifier": records[0]["dynamodb"]["SequenceNumber"]}]}
    assert keys(cloud, f"documents/{second}/") == [] and keys(cloud, f"documents/{first}/")
    [said] = logged
    assert "ClientError" in said and upload_key not in said and "slow down" not in said


def test_a_document_past_its_retention_is_gone_before_the_ttl_removes_it(cloud) -> None:
    """DynamoDB's TTL removes an expired item up to about two days late. In that time the document
    is gone to every reader: the API answers 404 for it and its report, and the re-validation
    leaves it alone (so nothing is written for it that the expiry would miss)."""
    import time

    doc_id = checked(cloud)["document_id"]
    assert cloud.api("GET", f"/documents/{doc_id}")[0] == 200
    cloud.ddb.update_item(
        TableName=TABLE,
        Key={"pk": {"S": f"DOC#{doc_id}"}, "sk": {"S": "META"}},
        UpdateExpression="SET expiration = :past",
        ExpressionAttributeValues={":past": {"N": str(int(time.time()) - 60)}},
    )
    assert cloud.api("GET", f"/documents/{doc_id}")[0] == 404
    assert cloud.api("GET", f"/documents/{doc_id}/report")[0] == 404
    assert cloud.records().get_document(doc_id) is None
    assert all(d.document_id != doc_id for d in cloud.records().list_documents("acme"))
