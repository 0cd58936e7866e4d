"""Text import (the import state machine): one shard of `briefcheck index export --text`
checked against its manifest entry and written to the text store by cluster (a Distributed Map
item), or, as the last step, the check that every shard of the manifest was imported. It reads
public case law only, never a document."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import TextImportEnv, load_env, text_store
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.texts import FinishImport, finish_import, import_shard
from briefcheck.index.text_shards import ShardEntry

ENV = load_env(TextImportEnv)
TEXTS = text_store(ENV)


def refused(event: Any, exc: BaseException) -> None:
    # the reason names a shard of public case law, never a document: the operator reads it here
    logger.error("text import refused", extra={"error": type(exc).__name__, "reason": str(exc)[:500]})


@instrumented(keep=refused)
@event_parser(model=ShardEntry | FinishImport)  # type: ignore[arg-type]
def handler(event: ShardEntry | FinishImport, context: LambdaContext) -> dict:
    if isinstance(event, FinishImport):
        complete = finish_import(TEXTS, event.edition)
        logger.info("text import complete", extra=complete.model_dump())
        return complete.model_dump()
    done = import_shard(TEXTS, event)
    logger.info("shard imported", extra=done.model_dump())
    metrics.add_metric(name="TextClustersImported", unit=MetricUnit.Count, value=done.clusters)
    return done.model_dump()
