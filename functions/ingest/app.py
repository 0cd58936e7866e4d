"""Ingest (EventBridge: S3 Object Created under incoming/<tenant>/): one run per uploaded
content hash. A key outside incoming/<tenant>/ is skipped with a warning, not retried."""

from __future__ import annotations

import boto3
from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.parser.models import S3EventNotificationEventBridgeModel
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import cloud_settings
from briefcheck.cloud.runs import read_upload, start_run, tenant_of_upload
from briefcheck.domain.config import settings
from briefcheck.domain.errors import InputError
from briefcheck.run.steps import open_stores

logger = Logger()
tracer = Tracer()
metrics = Metrics()
SETTINGS = settings()
CLOUD = cloud_settings()
STORES = open_stores(SETTINGS)
SFN = boto3.client("stepfunctions")


@logger.inject_lambda_context(clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
@event_parser(model=S3EventNotificationEventBridgeModel)
def handler(event: S3EventNotificationEventBridgeModel, context: LambdaContext) -> dict:
    key = event.detail.object.key
    if event.detail.bucket.name != SETTINGS.bucket:
        logger.warning("event for another bucket skipped", extra={"bucket": event.detail.bucket.name})
        return {"skipped": "not this application's bucket"}
    try:
        tenant = tenant_of_upload(key)
    except InputError as exc:
        logger.warning("upload skipped", extra={"reason": str(exc)})
        metrics.add_metric(name="UploadsSkipped", unit=MetricUnit.Count, value=1)
        return {"skipped": str(exc)}
    data = read_upload(STORES, key, SETTINGS.max_upload_bytes)
    run = start_run(STORES, SFN, str(CLOUD.state_machine_arn), tenant, key, data)
    logger.info("ingested", extra={"document_id": run.document_id, "tenant": tenant, "started": run.started})
    metrics.add_metric(
        name="RunsStarted" if run.started else "DuplicateUploads", unit=MetricUnit.Count, value=1
    )
    return run.model_dump(mode="json")
