"""CourtListener's 2026 limits held: every endpoint paced by its own windows, both 429 shapes
honoured, a spent daily quota stops the asking with reason "quota", in the API's real shapes."""

from __future__ import annotations

from pytest_httpserver import HTTPServer
from verify_support import LOOKUP, SEARCH, fixture_json, harlow, limiter, task, us_citation
from werkzeug import Response

from briefcheck.domain.codes import Outcome
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import CourtListenerSource, Verifier
from briefcheck.verify.refs import route
from briefcheck.verify.sources import Quota
from briefcheck.verify.sources.courtlistener import OTHER_ENDPOINT_WINDOWS


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def test_the_other_endpoints_are_paced_by_minute_hour_and_day() -> None:
    clock = FakeClock()
    quota = Quota(OTHER_ENDPOINT_WINDOWS, clock=clock, sleep=clock.sleep)
    # five a minute go at once; the sixth waits for the minute window (12 s for one token)
    assert [quota.acquire(max_wait=30) for _ in range(5)] == [None] * 5
    assert clock.slept == []
    assert quota.acquire(max_wait=30) is None and clock.slept == [12.0]
    # a caller that will not wait that long is told it is throttled, not made to wait
    assert quota.acquire(max_wait=1) == "throttled"
    # the hour's 50 and the day's 125 hold however slowly the calls come
    for _ in range(200):
        clock.now += 60
        if quota.acquire(max_wait=30) is not None:
            break
    assert quota.acquire(max_wait=30) == "quota"


def harlow_ref():
    return route(harlow())


def test_a_lookup_429_with_wait_until_is_waited_out(settings, httpserver: HTTPServer) -> None:
    slept: list[float] = []
    calls = iter(
        [
            Response(
                '{"error_message": "Too many citations.", "wait_until": "2000-01-01T00:00:00Z"}',
                status=429,
                content_type="application/json",
            ),
        ]
    )  # fmt: skip

    def answer(request):
        try:
            return next(calls)
        except StopIteration:
            return Response(
                __import__("json").dumps(fixture_json("courtlistener/citation_lookup_found.json")),
                content_type="application/json",
            )

    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(answer)
    source = CourtListenerSource(
        settings, token="t", limiter=limiter(), quota=Quota([(100, 1.0)]), sleep=slept.append
    )
    hit = source.lookup(harlow_ref())
    assert hit.status.value == "found" and len(slept) == 1


def test_the_other_endpoints_429_shape_is_honoured(settings, httpserver: HTTPServer) -> None:
    slept: list[float] = []
    httpserver.expect_ordered_request(SEARCH).respond_with_response(
        Response(
            '{"detail": "Request was throttled. Expected available in 1 second."}',
            status=429,
            headers={"Retry-After": "1"},
            content_type="application/json",
        )
    )
    httpserver.expect_ordered_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_hit.json"))
    source = CourtListenerSource(
        settings, token="t", limiter=limiter(), quota=Quota([(100, 1.0)]), sleep=slept.append
    )
    hit = source.search(harlow_ref())
    assert hit.status.value == "found" and slept == [1.0]


def test_a_long_throttle_is_unavailable_at_once(settings, httpserver: HTTPServer) -> None:
    httpserver.expect_request(SEARCH).respond_with_response(
        Response('{"detail": "Request was throttled. Expected available in 3600 seconds."}', status=429,
                 content_type="application/json")
    )  # fmt: skip
    slept: list[float] = []
    source = CourtListenerSource(
        settings, token="t", limiter=limiter(), quota=Quota([(100, 1.0)]), sleep=slept.append
    )
    hit = source.search(harlow_ref())
    assert hit.status.value == "unavailable" and "throttl" in (hit.reason or "") and slept == []


def test_a_spent_quota_is_unverifiable_with_reason_quota(settings, tmp_path, httpserver: HTTPServer) -> None:
    """The slot is empty, so the name must be searched: with the day's quota spent, no request is
    made and the pair is UNVERIFIABLE for `revalidate` to resume."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    spent = Quota([(1, 86400.0)])
    assert spent.acquire() is None  # the day's one call is gone
    source = CourtListenerSource(settings, token="t", limiter=limiter(), quota=spent)
    citation = us_citation(
        "Zebulon v. Quartermain, 781 F.3d 2102 (2015)",
        "781",
        "F.3d",
        "2102",
        party_1="Zebulon",
        party_2="Quartermain",
    )
    ev = Verifier(settings, LocalBlobStore(tmp_path / "s"), sources=[source]).verify(task(citation))
    assert ev.outcome is Outcome.UNVERIFIABLE and "(quota)" in ev.evidence_summary
    assert not any(r.path == SEARCH for r, _ in httpserver.log)
