"""What a model call costs: USD per million tokens, by model family.

Prices from Anthropic's pricing page (checked 2025-2026): Haiku 4.5 $1 in / $5 out,
Sonnet 4 and 4.5 $3 / $15 (prompts here are far below Sonnet's 200K long-context tier),
Opus 4.5 $5 / $25, Opus 4.1 $15 / $75, Haiku 3.5 $0.80 / $4. A 5-minute cache write costs
1.25x the input price and a cache read 0.1x. Bedrock lists the same on-demand prices.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any

from briefcheck.domain.models import TokenUsage

log = logging.getLogger(__name__)

CACHE_WRITE_FACTOR = 1.25
CACHE_READ_FACTOR = 0.10


@dataclass(frozen=True)
class Price:
    input_per_mtok: float
    output_per_mtok: float


PRICES: dict[str, Price] = {
    "claude-haiku-4-5": Price(1.0, 5.0),
    "claude-sonnet-4-5": Price(3.0, 15.0),
    "claude-sonnet-4": Price(3.0, 15.0),
    "claude-opus-4-5": Price(5.0, 25.0),
    "claude-opus-4-1": Price(15.0, 75.0),
    "claude-3-5-haiku": Price(0.8, 4.0),
}

# "us.anthropic.claude-haiku-4-5-20251001-v1:0" (Bedrock), "claude-haiku-4-5@20251001" (Vertex),
# "claude-haiku-4-5-20251001" -> "claude-haiku-4-5"
_BEDROCK_PREFIX = re.compile(r"^(?:[a-z]{2,6}\.)?anthropic\.")
_VERSION_SUFFIX = re.compile(r"(?:-v\d+(?::\d+)?)$")
_DATE_SUFFIX = re.compile(r"(?:[-@]\d{8})$")
_unpriced: set[str] = set()


def model_family(model: str) -> str:
    name = _BEDROCK_PREFIX.sub("", model.strip().lower())
    name = _VERSION_SUFFIX.sub("", name)
    return _DATE_SUFFIX.sub("", name)


def price_of(model: str) -> Price | None:
    return PRICES.get(model_family(model))


def priced_usage(
    model: str,
    input_tokens: int,
    output_tokens: int,
    cache_creation_input_tokens: int = 0,
    cache_read_input_tokens: int = 0,
) -> TokenUsage:
    """One call's usage with its cost. An unpriced model costs 0.0, with one warning per model."""
    price = price_of(model)
    cost = 0.0
    if price is None:
        if model not in _unpriced:
            _unpriced.add(model)
            log.warning("no price known for model %s; its cost is recorded as 0", model)
    else:
        cost = (
            input_tokens * price.input_per_mtok
            + cache_creation_input_tokens * price.input_per_mtok * CACHE_WRITE_FACTOR
            + cache_read_input_tokens * price.input_per_mtok * CACHE_READ_FACTOR
            + output_tokens * price.output_per_mtok
        ) / 1_000_000
    return TokenUsage(
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        cache_creation_input_tokens=cache_creation_input_tokens,
        cache_read_input_tokens=cache_read_input_tokens,
        cost_usd=round(cost, 8),
        calls=1,
    )


def usage_of(model: str, response: Any) -> TokenUsage:
    """A Messages API reply's tokens and cost; a reply without a usage block still counts as a call."""
    u = getattr(response, "usage", None)

    def count(name: str) -> int:
        value = getattr(u, name, 0)
        return value if isinstance(value, int) else 0

    return priced_usage(
        model,
        input_tokens=count("input_tokens"),
        output_tokens=count("output_tokens"),
        cache_creation_input_tokens=count("cache_creation_input_tokens"),
        cache_read_input_tokens=count("cache_read_input_tokens"),
    )
