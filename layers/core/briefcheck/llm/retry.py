"""Retry timing for model backends: exponential backoff with jitter, honouring `retry-after`.

The SDK clients are built with `max_retries=0` and this policy does the retrying, because a
reply can fail in two ways the SDK cannot see as one budget: a transport or HTTP error (429,
529, 5xx, timeout) and a reply that arrived but is outside the allowed verdicts and reason
codes. Both are retried here under one count, with one log line per retry and no document text.
"""

from __future__ import annotations

import email.utils
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass

# Looked up at call time, so tests replace it to keep retries instant.
sleep = time.sleep

RETRYABLE_STATUS = frozenset({408, 409, 429})  # plus every 5xx, 529 "overloaded" included


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int
    base_delay_s: float = 0.5
    max_delay_s: float = 8.0
    # A server that asks for a longer pause than this is treated as unavailable for this run.
    max_retry_after_s: float = 60.0

    def backoff(self, attempt: int) -> float:
        """Delay before retry number `attempt + 1`: exponential, capped, with equal jitter."""
        ceiling = min(self.max_delay_s, self.base_delay_s * 2**attempt)
        return ceiling / 2 + random.uniform(0, ceiling / 2)


def should_retry(status: int, headers: Mapping[str, str]) -> bool:
    hint = headers.get("x-should-retry")
    if hint in ("true", "false"):
        return hint == "true"
    return status in RETRYABLE_STATUS or status >= 500


def retry_after_s(headers: Mapping[str, str]) -> float | None:
    """Seconds the server asked us to wait: `retry-after-ms`, `retry-after` seconds or HTTP date."""
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        value = headers.get(name)
        if value is None:
            continue
        try:
            return max(0.0, float(value) * scale)
        except ValueError:
            when = email.utils.parsedate_tz(value)
            if when is not None:
                return max(0.0, email.utils.mktime_tz(when) - time.time())
    return None
