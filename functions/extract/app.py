"""Extract (state machine task): Tier 1 for one run; returns the citation ids for the Map."""

from __future__ import annotations

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import ExtractEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import extract_run, failure_notes
from briefcheck.domain.config import settings
from briefcheck.domain.events import ExtractEvent

ENV = load_env(ExtractEnv)
SETTINGS = settings()
STORES = cloud_stores(ENV)


@instrumented(keep=failure_notes(STORES))
@event_parser(model=ExtractEvent)
def handler(event: ExtractEvent, context: LambdaContext) -> dict:
    logger.append_keys(document_id=event.document_id, tenant=event.tenant)
    out = extract_run(STORES, event, SETTINGS, ENV.distributed_threshold)
    logger.info("extracted", extra={"citations": out.citation_count, "map_mode": out.map_mode})
    metrics.add_metric(name="Citations", unit=MetricUnit.Count, value=out.citation_count)
    metrics.add_metric(name="Documents", unit=MetricUnit.Count, value=1)
    return out.model_dump(mode="json")
