"""Agent (state machine task): one panelist judges one citation. Each seat of the panel
(`briefcheck.domain.seats`) has its function on this handler, naming the seat in
BRIEFCHECK_AGENT; its version, backend and model come from the panel configuration. The verdict is
kept with the document's files and the state machine carries only its key: an explanation may
quote the brief. A backend failure is already an UNCERTAIN agent_unavailable verdict here; a
failure of the Lambda itself is turned into one by the state machine."""

from __future__ import annotations

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import AgentEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import cached_task, store_verdict
from briefcheck.domain.config import settings
from briefcheck.domain.events import AgentEvent
from briefcheck.run.steps import judge_step

ENV = load_env(AgentEnv)
SETTINGS = settings()
STORES = cloud_stores(ENV)
ROLE = ENV.agent
SPEC = next(seat for seat in SETTINGS.panel_config().seats if seat.role == ROLE)


@instrumented()
@event_parser(model=AgentEvent)
def handler(event: AgentEvent, context: LambdaContext) -> dict:
    logger.append_keys(document_id=event.document_id, citation_id=event.citation_id, agent=SPEC.agent)
    verdict = judge_step(cached_task(STORES, event.document_id, event.citation_id), SPEC, SETTINGS)
    logger.info("judged", extra={"verdict": verdict.verdict.value, "reason": verdict.reason})
    metrics.add_dimension(name="agent", value=SPEC.agent)
    metrics.add_metric(name=f"Verdict{verdict.verdict.value.title()}", unit=MetricUnit.Count, value=1)
    if verdict.usage:
        metrics.add_metric(name="InputTokens", unit=MetricUnit.Count, value=verdict.usage.input_tokens)
        metrics.add_metric(name="OutputTokens", unit=MetricUnit.Count, value=verdict.usage.output_tokens)
        metrics.add_metric(name="CostMicroUSD", unit=MetricUnit.Count, value=verdict.usage.cost_usd * 1e6)
    return store_verdict(STORES, event, ROLE, verdict).model_dump(mode="json")
