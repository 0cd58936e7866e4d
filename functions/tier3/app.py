"""Tier 3 (state machine task): one citation's claim verified against public sources;
evidence saved to the bucket and the table."""

from __future__ import annotations

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.idempotency import idempotent
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import IdempotentEnv, cloud_index, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import failure_notes, idempotency
from briefcheck.domain.config import settings
from briefcheck.domain.events import Tier3Event
from briefcheck.run.steps import cached_task, prefetch_document, verify_step
from briefcheck.verify import Verifier

ENV = load_env(IdempotentEnv)
SETTINGS = settings()
STORES = cloud_stores(ENV)
VERIFIER = Verifier(SETTINGS, STORES.blobs, index=cloud_index(ENV))
PERSISTENCE, IDEMPOTENCY = idempotency(ENV.idempotency_table, "[execution, document_id, citation_id]")


@instrumented(keep=failure_notes(STORES))
@idempotent(persistence_store=PERSISTENCE, config=IDEMPOTENCY)
@event_parser(model=Tier3Event)
def handler(event: Tier3Event, context: LambdaContext) -> dict:
    logger.append_keys(document_id=event.document_id, citation_id=event.citation_id)
    task = cached_task(STORES, event.document_id, event.citation_id)
    if not event.offline_only:
        prefetch_document(STORES, VERIFIER, event.document_id, SETTINGS.tier3)
    evidence = verify_step(STORES, VERIFIER, task, offline_only=event.offline_only)
    outcomes = [e.outcome.value for e in evidence]
    logger.info("verified", extra={"outcomes": outcomes})
    for outcome in outcomes:
        metrics.add_metric(name=outcome, unit=MetricUnit.Count, value=1)
    return {"document_id": event.document_id, "citation_id": event.citation_id, "outcomes": outcomes}
