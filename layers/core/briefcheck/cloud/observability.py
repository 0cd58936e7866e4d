"""Logging, tracing and metrics for every Lambda, created here once.

Traces never hold what a handler returns or raises: replies carry citations, result JSON and
report HTML, and X-Ray stores them outside the stack's KMS key. `capture_response` and
`capture_error` are off here and in the template (POWERTOOLS_TRACER_CAPTURE_RESPONSE/ERROR).
That is not enough for errors: the X-Ray SDK's subsegment and the Lambda runtime record the
message and stack of whatever a handler raises (in the trace, the log and the execution
history), and a message may name the uploaded file or quote it. So an error leaves a handler
under its own name (Step Functions' Retry and Catch match names) with a fixed message; its real
message goes to `keep`, which stores it where the document's data is kept.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from aws_lambda_powertools import Logger, Metrics, Tracer

logger = Logger()
tracer = Tracer()
metrics = Metrics()

# The X-Ray SDK records some request parameters of each AWS call it traces; an S3 key holds the
# tenant and the uploaded file's name (uploads/<tenant>/<file>), which traces must not: the S3
# parameters that name an object are taken off the SDK's list (the bucket and operation stay).
_OBJECT_NAMES = frozenset({"Key", "Prefix", "CopySource", "VersionId", "UploadId", "Delimiter"})


def _object_names_out_of_traces() -> None:
    from aws_xray_sdk.ext import boto_utils

    for operation in boto_utils.whitelist["services"].get("s3", {}).get("operations", {}).values():
        for field in ("request_parameters", "response_parameters"):
            if field in operation:
                operation[field] = [p for p in operation[field] if p not in _OBJECT_NAMES]


_object_names_out_of_traces()

# Powertools' middleware (event_parser, idempotent) logs every exception it sees with its message
# and stack; `message_withheld` logs the error's name instead.
logging.getLogger("aws_lambda_powertools.middleware_factory.factory").disabled = True

Handler = Callable[[Any, Any], Any]
KeepMessage = Callable[[Any, BaseException], None]

WITHHELD = "message withheld: briefcheck keeps error messages out of traces, logs and execution history"


def withheld(exc: BaseException) -> Exception:
    """An error of the same name as `exc` whose message and stack say nothing of the input."""
    named = type(type(exc).__name__, (Exception,), {"__module__": __name__})
    return named(WITHHELD)


def message_withheld(handler: Handler, keep: KeepMessage | None) -> Handler:
    @functools.wraps(handler)
    def run(event: Any, context: Any) -> Any:
        try:
            return handler(event, context)
        except Exception as exc:
            logger.warning("handler failed", extra={"error": type(exc).__name__})
            if keep is not None:
                try:
                    keep(event, exc)
                except Exception as lost:  # the error itself must still reach Step Functions
                    logger.warning("error message not kept", extra={"error": type(lost).__name__})
            raise withheld(exc) from None

    return run


def instrumented(
    correlation_id_path: str | None = None, keep: KeepMessage | None = None
) -> Callable[[Handler], Handler]:
    """The decorator every handler wears: Lambda context in each log line (state cleared per
    invocation), a trace segment without the reply or the error, errors raised without their
    message (given to `keep` with the raw event), metrics flushed at the end."""

    def wrap(handler: Handler) -> Handler:
        traced = tracer.capture_lambda_handler(
            message_withheld(handler, keep), capture_response=False, capture_error=False
        )
        return logger.inject_lambda_context(
            metrics.log_metrics(traced), correlation_id_path=correlation_id_path, clear_state=True
        )

    return wrap
