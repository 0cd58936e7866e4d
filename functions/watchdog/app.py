"""Watchdog (EventBridge: Step Functions Execution Status Change of the check machine): an
execution that ended without finalizing (failed outside every Catch, timed out, aborted, or a
failure-marking Lambda that failed itself) leaves its document FAILED with the reason, so no
document stays RECEIVED or RUNNING for ever."""

from __future__ import annotations

from typing import Literal

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.parser.models import EventBridgeModel
from aws_lambda_powertools.utilities.typing import LambdaContext
from pydantic import BaseModel, Json

from briefcheck.cloud.env import WatchdogEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import stopped_run
from briefcheck.domain.events import RunInput

ENV = load_env(WatchdogEnv)
STORES = cloud_stores(ENV)


class ExecutionStatus(BaseModel):
    """The event's detail (the fields used; Step Functions sends more)."""

    executionArn: str
    stateMachineArn: str
    name: str
    status: Literal["SUCCEEDED", "FAILED", "TIMED_OUT", "ABORTED"]
    input: Json[RunInput]
    error: str | None = None
    cause: str | None = None


class ExecutionStatusChange(EventBridgeModel):
    detail: ExecutionStatus


@instrumented()
@event_parser(model=ExecutionStatusChange)
def handler(event: ExecutionStatusChange, context: LambdaContext) -> dict:
    run = event.detail
    logger.append_keys(document_id=run.input.document_id, execution=run.name, status=run.status)
    if run.stateMachineArn != ENV.state_machine_arn:
        return {"marked": False, "skipped": "another state machine"}
    marked = stopped_run(STORES, run.input, run.name, run.status, run.error, run.cause)
    if marked:
        logger.warning("run ended without finishing", extra={"error": run.error})
        metrics.add_metric(name="StoppedRunsMarkedFailed", unit=MetricUnit.Count, value=1)
    return {"document_id": run.input.document_id, "marked": marked}
