"""Expire (the records table's stream): when the table's TTL removes a document's record at the
end of its retention, everything the document produced is removed with it (`expire_document`),
so a file a re-check rewrote does not outlive the upload. The event source's filter passes only
TTL removals of documents' records; anything else in a batch is passed over, never acted on."""

from __future__ import annotations

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.parser.models import DynamoDBStreamModel, DynamoDBStreamRecordModel
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import CloudEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import expire_document

ENV = load_env(CloudEnv)
STORES = cloud_stores(ENV)


def expired_record(record: DynamoDBStreamRecordModel) -> bool:
    """A document's record removed by the table's TTL (the service, not a user's DELETE)."""
    keys = record.dynamodb.Keys
    return (
        record.eventName == "REMOVE"
        and record.userIdentity is not None
        and str(keys.get("pk", "")).startswith("DOC#")
        and keys.get("sk") == "META"
        and bool(record.dynamodb.OldImage)
    )


@instrumented()
@event_parser(model=DynamoDBStreamModel)
def handler(event: DynamoDBStreamModel, context: LambdaContext) -> dict:
    failures = []
    removed = 0
    for record in event.Records:
        if not expired_record(record):
            continue
        try:
            removed += expire_document(STORES, dict(record.dynamodb.OldImage or {})) is not None
        except Exception as exc:  # retried on its own (ReportBatchItemFailures); the others go on
            # the error's name only: an AWS error's message can name the upload's key, i.e. its file name
            sequence = record.dynamodb.SequenceNumber
            logger.warning("expiry failed", extra={"error": type(exc).__name__, "sequence": sequence})
            failures.append({"itemIdentifier": record.dynamodb.SequenceNumber})
    metrics.add_metric(name="DocumentsExpired", unit=MetricUnit.Count, value=removed)
    return {"batchItemFailures": failures}
