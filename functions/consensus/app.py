"""Consensus (state machine task): the five verdicts on one citation -> its validation, saved;
answers whether Tier 3 should verify it."""

from __future__ import annotations

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.idempotency import idempotent
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import IdempotentEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import cached_task, failure_notes, idempotency, panel_verdicts
from briefcheck.domain.config import settings
from briefcheck.domain.events import ConsensusEvent, ConsensusOutput
from briefcheck.run.steps import consensus_step, tier3_plan

ENV = load_env(IdempotentEnv)
SETTINGS = settings()
STORES = cloud_stores(ENV)
PERSISTENCE, IDEMPOTENCY = idempotency(ENV.idempotency_table, "[execution, document_id, citation_id]")


@instrumented(keep=failure_notes(STORES))
@idempotent(persistence_store=PERSISTENCE, config=IDEMPOTENCY)
@event_parser(model=ConsensusEvent)
def handler(event: ConsensusEvent, context: LambdaContext) -> dict:
    logger.append_keys(document_id=event.document_id, citation_id=event.citation_id)
    task = cached_task(STORES, event.document_id, event.citation_id)
    validation = consensus_step(STORES, task, panel_verdicts(STORES, event))
    tier3, offline_only = tier3_plan(validation, SETTINGS.tier3, has_index=bool(ENV.index_table))
    out = ConsensusOutput(
        tier3=tier3, offline_only=offline_only, recommendation=validation.consensus.recommendation
    )
    logger.info(
        "consensus",
        extra={"recommendation": out.recommendation.value, "tier3": out.tier3, "offline_only": offline_only},
    )
    metrics.add_metric(name=out.recommendation.value, unit=MetricUnit.Count, value=1)
    return out.model_dump(mode="json")
