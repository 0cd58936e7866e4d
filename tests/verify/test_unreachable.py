"""A source that cannot be connected to is asked once, not once per citation: an offline run
with `--tier3 all` answers every later citation at once, with the reason."""

from __future__ import annotations

import httpx
from verify_support import ashdown, budget, harlow, limiter

from briefcheck.domain.config import Settings
from briefcheck.verify import CourtListenerSource, FindCaseLawSource
from briefcheck.verify.refs import route
from briefcheck.verify.sources import Status, Unreachable


class Clock:
    now = 0.0

    def __call__(self) -> float:
        return self.now


def refusing(attempts: list[str]) -> httpx.Client:
    def handler(request: httpx.Request) -> httpx.Response:
        attempts.append(request.url.host)
        raise httpx.ConnectError("[Errno -3] Temporary failure in name resolution", request=request)

    return httpx.Client(transport=httpx.MockTransport(handler))


def test_find_case_law_is_asked_once_while_it_is_unreachable() -> None:
    attempts: list[str] = []
    source = FindCaseLawSource(Settings(), limiter=limiter(), client=refusing(attempts))
    clock = Clock()
    source.unreachable = Unreachable(for_s=60, clock=clock)
    ref = route(ashdown())
    first, second = source.lookup(ref), source.lookup(ref)  # type: ignore[arg-type]
    assert len(attempts) == 1
    assert first.status is second.status is Status.UNAVAILABLE
    assert "could not connect" in (first.reason or "")
    assert "not asked again for 60 s" in (second.reason or "")
    clock.now = 61  # after the pause the source is tried again
    source.lookup(ref)  # type: ignore[arg-type]
    assert len(attempts) == 2


def test_an_unreachable_find_case_law_spends_none_of_its_rate_limit() -> None:
    """Offline, a brief of thousands of UK citations is answered at once: a request that is not
    made takes no token from the rate limit, so nothing waits for the bucket to refill."""
    from briefcheck.verify.sources import RateLimiter

    attempts: list[str] = []
    slept: list[float] = []
    bucket = RateLimiter(1, 300.0)
    bucket.sleep = slept.append
    source = FindCaseLawSource(Settings(), limiter=bucket, client=refusing(attempts))
    ref = route(ashdown())
    answers = [source.lookup(ref) for _ in range(50)]  # type: ignore[arg-type]
    assert len(attempts) == 1 and slept == []
    assert all("not asked again" in (a.reason or "") for a in answers[1:])


def test_courtlistener_is_asked_once_while_it_is_unreachable() -> None:
    attempts: list[str] = []
    source = CourtListenerSource(Settings(), token="t", budget=budget())
    source.client()._http_client = refusing(attempts)  # the official client's own httpx client
    ref = route(harlow())
    first, second = source.lookup(ref), source.lookup(ref)  # type: ignore[arg-type]
    assert len(attempts) == 1
    assert first.status is second.status is Status.UNAVAILABLE
    assert "not asked again" in (second.reason or "")
