"""The sources Tier 3 asks, one module each, and the registry of which are asked about what.

`base` holds what every source shares (the `Source` interface, its `Retrieval` answers, the
fetching rules and limiters); `registry` says, per kind of citation, which sources are tried in
which order. The source modules load on first use, and the network clients import httpx only
when they first make a request: a check that asks only the offline index, or sources that cannot
answer here (CourtListener with no token), must not pay for it.
"""

from briefcheck.text.authority import AuthorityText
from briefcheck.verify.sources.base import (
    Kind,
    MatchedCase,
    RateLimiter,
    Retrieval,
    Source,
    Status,
    Unreachable,
    check_allowed,
    guard_hook,
    shared_limiter,
    transport_failure,
)
from briefcheck.verify.sources.registry import FORBIDDEN_HOSTS, allowed_hosts

__all__ = [
    "FORBIDDEN_HOSTS",
    "AuthorityText",
    "Kind",
    "MatchedCase",
    "RateLimiter",
    "Retrieval",
    "Source",
    "Status",
    "Unreachable",
    "allowed_hosts",
    "check_allowed",
    "guard_hook",
    "shared_limiter",
    "transport_failure",
]
