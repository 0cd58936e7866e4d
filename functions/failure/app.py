"""Failure (state machine Catch target): a run that failed is recorded FAILED with its reason
(the upload is kept; only the document's current run counts); a Tier 3 task that failed leaves
UNVERIFIABLE evidence."""

from __future__ import annotations

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import CloudEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import fail_current_run, noted_reason, record_unverifiable
from briefcheck.domain.events import FailureEvent

ENV = load_env(CloudEnv)
STORES = cloud_stores(ENV)


def reason_of(event: FailureEvent) -> str:
    """`InputError: cannot read brief.pdf ...`: the message the failed step kept for its error;
    else the error's name and the cause Step Functions gave (a timeout's, or a handler's
    withheld message)."""
    noted = noted_reason(STORES, event)
    if noted:
        return noted
    return f"{event.error}: {event.cause}" if event.cause else event.error


@instrumented()
@event_parser(model=FailureEvent)
def handler(event: FailureEvent, context: LambdaContext) -> dict:
    logger.append_keys(document_id=event.document_id, citation_id=event.citation_id)
    reason = reason_of(event)
    if event.kind == "document":
        marked = fail_current_run(STORES, event.document_id, str(event.execution), reason)
        logger.warning("run failed", extra={"error": event.error, "marked": marked})
        metrics.add_metric(name="DocumentsFailed", unit=MetricUnit.Count, value=1)
        return {"document_id": event.document_id, "marked": marked}
    evidence = record_unverifiable(STORES, event.document_id, str(event.citation_id), reason)
    logger.warning("tier3 failed", extra={"error": event.error})
    metrics.add_metric(name="Tier3Failed", unit=MetricUnit.Count, value=1)
    return {"document_id": event.document_id, "citation_id": event.citation_id, "recorded": len(evidence)}
