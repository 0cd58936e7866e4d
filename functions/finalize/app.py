"""Finalize (state machine task): validations and evidence gathered into result.json and
report.html; the document marked COMPLETE."""

from __future__ import annotations

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.idempotency import idempotent
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import IdempotentEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import failure_notes, idempotency
from briefcheck.domain.config import settings
from briefcheck.domain.events import FinalizeEvent
from briefcheck.run.steps import finalize_step
from briefcheck.store.keys import result_key

ENV = load_env(IdempotentEnv)
SETTINGS = settings()
STORES = cloud_stores(ENV)
PERSISTENCE, IDEMPOTENCY = idempotency(ENV.idempotency_table, "[execution, document_id]")


@instrumented(keep=failure_notes(STORES))
@idempotent(persistence_store=PERSISTENCE, config=IDEMPOTENCY)
@event_parser(model=FinalizeEvent)
def handler(event: FinalizeEvent, context: LambdaContext) -> dict:
    logger.append_keys(document_id=event.document_id)
    result = finalize_step(STORES, event.document_id, SETTINGS.panel_config(), SETTINGS.tier3)
    summary = result.summary
    logger.info("finalized", extra={"citations": summary.citations, "cost_usd": summary.usage.cost_usd})
    metrics.add_metric(name="DocumentsComplete", unit=MetricUnit.Count, value=1)
    metrics.add_metric(name="ModelCalls", unit=MetricUnit.Count, value=summary.usage.calls)
    metrics.add_metric(name="InputTokens", unit=MetricUnit.Count, value=summary.usage.input_tokens)
    metrics.add_metric(name="OutputTokens", unit=MetricUnit.Count, value=summary.usage.output_tokens)
    metrics.add_metric(name="CostMicroUSD", unit=MetricUnit.Count, value=summary.usage.cost_usd * 1e6)
    return {
        "document_id": result.document_id,
        "status": "COMPLETE",
        "result_key": result_key(result.document_id),
        "summary": summary.model_dump(mode="json"),
    }
