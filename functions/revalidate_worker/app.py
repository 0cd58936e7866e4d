"""Revalidate worker (SQS, partial batch responses): each message re-checks one document's due
citations. A message that cannot be read or whose citations failed is reported back alone and
retried, then dead-lettered; the rest of the batch is done."""

from __future__ import annotations

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import CloudEnv, cloud_index, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.domain.config import settings
from briefcheck.run.revalidation import RecheckMessage, recheck
from briefcheck.verify import Verifier

ENV = load_env(CloudEnv)
SETTINGS = settings()
STORES = cloud_stores(ENV)
VERIFIER = Verifier(SETTINGS, STORES.blobs, index=cloud_index(ENV))
# A failed message is reported back (partial batch response) even when it is the whole batch.
PROCESSOR = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=False)


def recheck_record(record: SQSRecord) -> dict:
    message = RecheckMessage.model_validate_json(record.body)
    outcome = recheck(STORES, VERIFIER, message)
    logger.info(
        "rechecked",
        extra={
            "document_id": outcome.document_id,
            "evidence": len(outcome.evidence),
            "skipped": len(outcome.skipped),
            "failed": outcome.failed,
            "untouched": outcome.untouched,
        },
    )
    metrics.add_metric(name="Revalidated", unit=MetricUnit.Count, value=len(outcome.evidence))
    if outcome.failed:
        raise RuntimeError(f"document {outcome.document_id}: re-check failed for {', '.join(outcome.failed)}")
    return outcome.model_dump(mode="json", include={"document_id", "skipped", "untouched"})


@instrumented()
def handler(event: dict, context: LambdaContext) -> dict:
    return process_partial_response(
        event=event, record_handler=recheck_record, processor=PROCESSOR, context=context
    )
