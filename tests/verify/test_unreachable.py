"""A source that cannot be connected to is asked once, not once per citation: an offline run
with `--tier3 all` answers every later citation at once, with the reason."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from verify_support import ashdown, budget, harlow, limiter

from briefcheck.domain.config import Settings
from briefcheck.verify import CourtListenerSource, FindCaseLawSource
from briefcheck.verify.refs import route
from briefcheck.verify.sources import MatchedCase, Status, Unreachable
from briefcheck.verify.sources.base import unresolved


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


def failing_resolution(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Host names that do not resolve, as offline; the names asked are listed."""
    asked: list[object] = []

    def getaddrinfo(host: object, *_: object, **__: object) -> list[object]:
        asked.append(host)
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    no_proxy(monkeypatch)
    return asked


def no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    """No proxy configured, in the environment or (macOS, Windows) the system."""
    import urllib.request

    for name in [k for k in os.environ if k.lower().endswith("_proxy")]:
        monkeypatch.delenv(name)
    monkeypatch.setattr(urllib.request, "getproxies", dict)


def test_offline_find_case_law_makes_no_client(monkeypatch: pytest.MonkeyPatch) -> None:
    """A name that does not resolve opens the circuit before any HTTP client is made: offline,
    the client's import and TLS set-up buy nothing."""
    asked = failing_resolution(monkeypatch)
    source = FindCaseLawSource(Settings(), limiter=limiter())
    ref = route(ashdown())
    first, second = source.lookup(ref), source.lookup(ref)  # type: ignore[arg-type]
    assert source._http is None
    assert asked == ["caselaw.nationalarchives.gov.uk"]  # once: the open circuit answers the next
    assert first.status is second.status is Status.UNAVAILABLE
    assert first.reason == (
        "Find Case Law could not connect (offline or DNS failure: caselaw.nationalarchives.gov.uk "
        "does not resolve); not asked again for 60 s"
    )


def test_offline_courtlistener_makes_no_client_and_spends_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = failing_resolution(monkeypatch)
    source = CourtListenerSource(Settings(), token="t", budget=budget())
    ref = route(harlow())
    assert source.lookup_many([ref]) == {}  # type: ignore[list-item]  # the batch defers: each asks alone
    answer = source.lookup(ref)  # type: ignore[arg-type]
    assert source._client is None
    assert asked == ["www.courtlistener.com"]
    assert answer.status is Status.UNAVAILABLE
    assert "www.courtlistener.com does not resolve" in (answer.reason or "")
    # every endpoint is on the one host: none is asked while the circuit is open
    assert all(c.reason() for c in source.circuits.values())
    # the budget (kept across runs) is not charged for requests never sent
    assert source.budget.log.db.execute("SELECT COUNT(*) FROM spent").fetchone() == (0,)
    case = MatchedCase(name="Harlow v. Fitzgerald", ids={"docket_id": "12"})
    assert source.court_of(case) is case  # the court stays unknown, asked of no one
    assert source.budget.log.db.execute("SELECT COUNT(*) FROM spent").fetchone() == (0,)
    assert asked == ["www.courtlistener.com"] and source._client is None


OFFLINE_PROBE = r"""
import socket, sys, urllib.request
sys.path.insert(0, sys.argv[1])
urllib.request.getproxies = dict  # no system proxy either
def getaddrinfo(*a, **k):
    raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
socket.getaddrinfo = getaddrinfo
from verify_support import ashdown, budget, harlow, limiter
from briefcheck.domain.config import Settings
from briefcheck.verify import CourtListenerSource, FindCaseLawSource
from briefcheck.verify.refs import route
uk = FindCaseLawSource(Settings(), limiter=limiter()).lookup(route(ashdown()))
us = CourtListenerSource(Settings(), token="t", budget=budget()).lookup(route(harlow()))
print(uk.status.value, us.status.value, "httpx" in sys.modules)
"""


def test_offline_sources_never_import_httpx() -> None:
    env = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy")}
    done = subprocess.run(
        [sys.executable, "-c", OFFLINE_PROBE, str(Path(__file__).parent)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["unavailable", "unavailable", "False"]


def test_without_a_token_courtlistener_says_so_offline(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = failing_resolution(monkeypatch)
    answer = CourtListenerSource(Settings(), token="", budget=budget()).lookup(route(harlow()))  # type: ignore[arg-type]
    assert asked == [] and "no CourtListener token configured" in (answer.reason or "")


def test_a_proxy_resolves_names_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = failing_resolution(monkeypatch)
    assert unresolved("https://caselaw.nationalarchives.gov.uk/x") is not None
    monkeypatch.setenv("https_proxy", "http://proxy.internal:3128")
    assert unresolved("https://caselaw.nationalarchives.gov.uk/x") is None
    assert len(asked) == 1  # with a proxy the name is not looked up here


def test_a_name_that_resolves_is_not_unresolved(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [("family", "type", 6, "", ("127.0.0.1", 0))])
    no_proxy(monkeypatch)
    assert unresolved("https://www.courtlistener.com/api") is None


def test_a_system_proxy_counts_where_httpx_reads_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """On macOS and Windows httpx also reads the system's proxy settings (through urllib)."""
    import urllib.request

    asked = failing_resolution(monkeypatch)
    monkeypatch.setattr(urllib.request, "getproxies", lambda: {"https": "http://proxy.internal:3128"})
    monkeypatch.setattr(sys, "platform", "darwin")
    assert unresolved("https://caselaw.nationalarchives.gov.uk/x") is None
    monkeypatch.setattr(sys, "platform", "linux")  # there the environment alone, as urllib reads it
    assert unresolved("https://caselaw.nationalarchives.gov.uk/x") is not None
    assert len(asked) == 1


def test_a_name_that_resolved_is_not_resolved_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Requests the rate limit defers never make the client: the name is resolved once, not once a
    citation."""
    from briefcheck.verify.sources import RateLimiter

    asked: list[object] = []
    monkeypatch.setattr(
        socket, "getaddrinfo", lambda host, *a, **k: asked.append(host) or [(2, 1, 6, "", ("127.0.0.1", 0))]
    )
    no_proxy(monkeypatch)
    empty = RateLimiter(1, 300.0)
    empty.tokens = 0.0
    source = FindCaseLawSource(Settings(), limiter=empty)
    source.max_wait_s = 0.0
    answers = [source.lookup(route(ashdown())) for _ in range(5)]  # type: ignore[arg-type]
    assert all("client-side limit" in (a.reason or "") for a in answers)
    assert asked == ["caselaw.nationalarchives.gov.uk"] and source._http is None


def test_a_malformed_host_name_is_unresolved(monkeypatch: pytest.MonkeyPatch) -> None:
    """A mistyped base URL: the resolver encodes the name first, and an empty label fails there."""
    no_proxy(monkeypatch)
    monkeypatch.setattr(socket, "getaddrinfo", lambda host, *a, **k: host.encode("idna"))
    assert "does not resolve" in (unresolved("https://caselaw..nationalarchives.gov.uk/x") or "")
