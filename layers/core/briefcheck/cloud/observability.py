"""Logging, tracing and metrics for every Lambda, created here once.

Traces never hold what a handler returns or raises: replies carry citations, result JSON and
report HTML, and X-Ray stores them outside the stack's KMS key. `capture_response` and
`capture_error` are off here and in the template (POWERTOOLS_TRACER_CAPTURE_RESPONSE/ERROR).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aws_lambda_powertools import Logger, Metrics, Tracer

logger = Logger()
tracer = Tracer()
metrics = Metrics()

Handler = Callable[[Any, Any], Any]


def instrumented(correlation_id_path: str | None = None) -> Callable[[Handler], Handler]:
    """The decorator every handler wears: Lambda context in each log line (state cleared per
    invocation), a trace segment without the reply or the error, metrics flushed at the end."""

    def wrap(handler: Handler) -> Handler:
        traced = tracer.capture_lambda_handler(handler, capture_response=False, capture_error=False)
        return logger.inject_lambda_context(
            metrics.log_metrics(traced), correlation_id_path=correlation_id_path, clear_state=True
        )

    return wrap
