"""Revalidate: the schedule re-verifies results that are UNVERIFIABLE, UNCERTAIN or older than
BRIEFCHECK_REVALIDATION_AGE_DAYS; the API asks for one document. New evidence is added beside
the old (history is kept) and the result and report are rebuilt."""

from __future__ import annotations

from collections import Counter

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import cloud_settings
from briefcheck.cloud.runs import revalidate_document, revalidation_age
from briefcheck.domain.config import settings
from briefcheck.domain.events import RevalidateEvent
from briefcheck.run.steps import open_stores, revalidate
from briefcheck.verify import Verifier

logger = Logger()
tracer = Tracer()
metrics = Metrics()
SETTINGS = settings()
CLOUD = cloud_settings()
STORES = open_stores(SETTINGS)
VERIFIER = Verifier(SETTINGS, STORES.blobs)


@logger.inject_lambda_context(clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
@event_parser(model=RevalidateEvent)
def handler(event: RevalidateEvent, context: LambdaContext) -> dict:
    if event.document_id:
        evidence = revalidate_document(STORES, VERIFIER, event.document_id)
    else:
        by_document = revalidate(STORES, VERIFIER, older_than=revalidation_age(CLOUD))
        evidence = [e for items in by_document.values() for e in items]
    logger.info("revalidated", extra={"document_id": event.document_id, "evidence": len(evidence)})
    metrics.add_metric(name="Revalidated", unit=MetricUnit.Count, value=len(evidence))
    outcomes = Counter(e.outcome.value for e in evidence)
    return {"document_id": event.document_id, "evidence": len(evidence), "outcomes": dict(outcomes)}
