"""Revalidate (planner): the schedule finds results that are UNVERIFIABLE, UNCERTAIN or older
than BRIEFCHECK_REVALIDATION_AGE_DAYS, the API asks for one document; either way one queue
message per COMPLETE document goes to the re-check workers (briefcheck.run.revalidation)."""

from __future__ import annotations

from datetime import UTC, datetime

import boto3
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import RevalidationEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.domain.config import settings
from briefcheck.domain.events import RevalidateEvent
from briefcheck.run.revalidation import plan, plan_document

ENV = load_env(RevalidationEnv)
SETTINGS = settings()
STORES = cloud_stores(ENV)
SQS = boto3.client("sqs")


@instrumented()
@event_parser(model=RevalidateEvent)
def handler(event: RevalidateEvent, context: LambdaContext) -> dict:
    now = datetime.now(UTC)  # to the microsecond: it names the run (see RecheckMessage.run_at)
    if event.document_id:
        messages = plan_document(STORES, event.document_id, SETTINGS.tier3, now)
    else:
        due = STORES.records.due_for_revalidation(now, ENV.revalidation_age)
        messages = plan(STORES, due, SETTINGS.tier3, now)
    for start in range(0, len(messages), 10):  # SendMessageBatch's limit
        batch = messages[start : start + 10]
        reply = SQS.send_message_batch(
            QueueUrl=ENV.revalidation_queue_url,
            Entries=[{"Id": str(i), "MessageBody": m.model_dump_json()} for i, m in enumerate(batch)],
        )
        if reply.get("Failed"):
            raise RuntimeError(f"{len(reply['Failed'])} re-check messages not queued; the run is retried")
    citations = sum(len(m.citation_ids) for m in messages)
    summary = {"document_id": event.document_id, "documents": len(messages), "citations": citations}
    logger.info("planned", extra=summary)
    metrics.add_metric(name="RecheckDocumentsQueued", unit=MetricUnit.Count, value=len(messages))
    return summary
