"""Ingest (EventBridge: S3 Object Created under incoming/<tenant>/): one run per uploaded
content hash. A key outside incoming/<tenant>/ is skipped with a warning, not retried, and so is
an upload deleted before its event arrived (no retry would find it); an upload over the size
limit is never read and leaves the tenant a FAILED record."""

from __future__ import annotations

import boto3
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.parser.models import S3EventNotificationEventBridgeModel
from aws_lambda_powertools.utilities.typing import LambdaContext

from briefcheck.cloud.env import StarterEnv, cloud_stores, load_env
from briefcheck.cloud.observability import instrumented, logger, metrics
from briefcheck.cloud.runs import (
    UploadMissing,
    read_upload,
    refuse_upload,
    start_run,
    tenant_of_upload,
    too_large,
    upload_size,
)
from briefcheck.domain.config import settings
from briefcheck.domain.errors import InputError

ENV = load_env(StarterEnv)
SETTINGS = settings()
STORES = cloud_stores(ENV)
SFN = boto3.client("stepfunctions")


@instrumented()
@event_parser(model=S3EventNotificationEventBridgeModel)
def handler(event: S3EventNotificationEventBridgeModel, context: LambdaContext) -> dict:
    key = event.detail.object.key
    if event.detail.bucket.name != ENV.bucket:
        logger.warning("event for another bucket skipped", extra={"bucket": event.detail.bucket.name})
        return {"skipped": "not this application's bucket"}
    try:
        tenant = tenant_of_upload(key)
    except InputError as exc:
        # the reason names the key, and a key holds the file's name: not for the log
        logger.warning("upload skipped: not under incoming/<tenant>/")
        metrics.add_metric(name="UploadsSkipped", unit=MetricUnit.Count, value=1)
        return {"skipped": str(exc)}
    try:
        found, size = upload_size(STORES, key)
        refused = too_large(found, size, SETTINGS.max_upload_bytes)
        if refused:
            run = refuse_upload(STORES, tenant, found, refused)
            where = {"document_id": run.document_id, "tenant": tenant, "bytes": size}
            logger.warning("upload refused", extra=where)
            metrics.add_metric(name="UploadsRefused", unit=MetricUnit.Count, value=1)
            return run.model_dump(mode="json")
        data = read_upload(STORES, found, SETTINGS.max_upload_bytes)
    except UploadMissing:
        logger.warning("upload skipped: no longer in the bucket", extra={"tenant": tenant})
        metrics.add_metric(name="UploadsSkipped", unit=MetricUnit.Count, value=1)
        return {"skipped": "the upload is no longer in the bucket (deleted after it was made)"}
    run = start_run(STORES, SFN, ENV.state_machine_arn, tenant, found, data)
    logger.info("ingested", extra={"document_id": run.document_id, "tenant": tenant, "started": run.started})
    metrics.add_metric(
        name="RunsStarted" if run.started else "DuplicateUploads", unit=MetricUnit.Count, value=1
    )
    return run.model_dump(mode="json")
