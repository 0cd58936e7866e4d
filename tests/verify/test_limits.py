"""CourtListener's documented throttles held by one budget kept across runs (FACTS.md
"CourtListener limits"): every request spends a call of the user throttle, look-ups also their
citations; waits are honoured up to the run's allowance; what does not fit is deferred with the
reason; both 429 shapes are written to the budget and waited out when they fit."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest
from moto import mock_aws
from pytest_httpserver import HTTPServer
from verify_support import LOOKUP, SEARCH, budget, fixture_json, harlow, task, us_citation
from werkzeug import Response

from briefcheck.domain.codes import Outcome
from briefcheck.domain.config import Settings
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import CourtListenerSource, Verifier
from briefcheck.verify.budget import (
    DEFERRED,
    BudgetLog,
    BudgetStore,
    DynamoBudgetLog,
    RequestBudget,
    WaitAllowance,
)
from briefcheck.verify.refs import route
from briefcheck.verify.sources.courtlistener import default_budget


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def real_budget(path: Path | Callable[[], BudgetStore], clock: FakeClock, allowance: float) -> RequestBudget:
    """The real windows (5 a minute, 50 an hour, 125 a day; 60 citations a minute), on a SQLite
    file or on the store a factory opens (each call another process or Lambda)."""
    log = BudgetLog(path) if isinstance(path, Path) else path()
    return RequestBudget(log, WaitAllowance(allowance), clock=clock, sleep=clock.sleep)


TABLE = "briefcheck-records"


@pytest.fixture(params=["sqlite", "dynamodb"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], BudgetStore]]:
    """Where the budget is kept: the local store's SQLite file, or the records table in AWS."""
    if request.param == "sqlite":
        yield lambda: BudgetLog(tmp_path / "b.sqlite3")
        return
    with mock_aws():
        client = boto3.client("dynamodb", region_name="us-east-1")
        client.create_table(
            TableName=TABLE,
            BillingMode="PAY_PER_REQUEST",
            AttributeDefinitions=[{"AttributeName": k, "AttributeType": "S"} for k in ("pk", "sk")],
            KeySchema=[
                {"AttributeName": "pk", "KeyType": "HASH"},
                {"AttributeName": "sk", "KeyType": "RANGE"},
            ],
        )
        one_request_at_a_time = threading.Lock()
        yield lambda: DynamoBudgetLog(TABLE, client=AtomicRequests(client, one_request_at_a_time))


class AtomicRequests:
    """A DynamoDB client whose requests each run whole before the next: DynamoDB applies a
    conditional write atomically, moto checks the condition and writes in two steps that threads
    can interleave. Between requests, workers still interleave freely."""

    def __init__(self, client: Any, lock: threading.Lock) -> None:
        self.client, self.lock, self.exceptions = client, lock, client.exceptions

    def get_item(self, **kwargs: Any) -> Any:
        with self.lock:
            return self.client.get_item(**kwargs)

    def put_item(self, **kwargs: Any) -> Any:
        with self.lock:
            return self.client.put_item(**kwargs)


def test_every_request_spends_the_user_throttle_look_ups_included(store: Callable[[], BudgetStore]) -> None:
    clock = FakeClock()
    b = real_budget(store, clock, allowance=0)
    assert b.ask(citations=1) is None  # a look-up
    assert [b.ask() for _ in range(4)] == [None] * 4  # four other requests: the minute is full
    refused = b.ask(citations=1)
    assert refused is not None and refused.startswith(DEFERRED) and "per-minute limit of 5" in refused


def test_the_budget_holds_across_runs(store: Callable[[], BudgetStore]) -> None:
    """A second run straight after the first asks nothing the throttle would refuse."""
    clock = FakeClock()
    first = real_budget(store, clock, allowance=0)
    assert [first.ask() for _ in range(5)] == [None] * 5
    second = real_budget(store, clock, allowance=0)  # another process, same store
    assert second.ask() is not None
    clock.now += 61
    assert second.ask() is None


def test_waits_that_fit_the_allowance_are_waited_out_with_a_countdown(
    store: Callable[[], BudgetStore],
) -> None:
    clock = FakeClock()
    seen: list[tuple[float, str]] = []
    b = real_budget(store, clock, allowance=600)
    b.on_wait = lambda left, why: seen.append((left, why))
    assert [b.ask() for _ in range(6)] == [None] * 6
    assert sum(clock.slept) == 60.0  # the sixth waited for the oldest call to leave the minute
    assert seen[0] == (60.0, "per-minute limit of 5 requests") and seen[-1][0] == 1.0
    assert b.allowance.left == 540.0


def test_the_hour_and_the_day_hold_and_say_which(store: Callable[[], BudgetStore]) -> None:
    clock = FakeClock()
    b = real_budget(store, clock, allowance=0)
    for _ in range(50):
        assert b.ask() is None
        clock.now += 13  # slower than five a minute
    refused = b.ask()
    assert refused is not None and "hourly limit of 50" in refused
    clock.now += 3600
    for _ in range(75):
        clock.now += 73  # under 50 an hour
        assert b.ask() is None
    clock.now += 73
    refused = b.ask()
    assert refused is not None and "daily quota of 125" in refused


def test_concurrent_workers_share_one_budget(store: Callable[[], BudgetStore]) -> None:
    """Twelve workers (threads, each with its own connection or client) ask at once: the minute's
    five requests are granted once, never more (the DynamoDB item changes only by a conditional
    write on its version)."""
    clock = FakeClock()
    workers = [real_budget(store, clock, allowance=0) for _ in range(12)]
    answers: list[str | None] = []
    start = threading.Barrier(len(workers))

    def ask(budget: RequestBudget) -> None:
        start.wait()
        answers.append(budget.ask())

    threads = [threading.Thread(target=ask, args=(w,)) for w in workers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert answers.count(None) == 5
    assert all(a is not None and "per-minute limit of 5" in a for a in answers if a is not None)


def test_in_aws_the_budget_is_the_records_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    cloud = Settings(home=tmp_path, table=TABLE)
    assert isinstance(default_budget(cloud).log, DynamoBudgetLog)
    assert isinstance(default_budget(Settings(home=tmp_path)).log, BudgetLog)


def test_a_batch_counts_its_citations_against_the_citation_throttle(tmp_path: Path) -> None:
    clock = FakeClock()
    b = real_budget(tmp_path / "b.sqlite3", clock, allowance=0)
    assert b.ask(citations=250) is None  # served whole: the window held nothing before
    refused = b.ask(citations=10)
    assert refused is not None and "citation limit of 60 a minute" in refused
    clock.now += 250  # blocked for max(250 / 60, 1) minutes after the request
    assert b.ask(citations=10) is None


def harlow_ref():
    return route(harlow())


def test_a_lookup_429_with_wait_until_is_written_down_and_waited_out(
    settings: Settings, httpserver: HTTPServer
) -> None:
    slept: list[float] = []
    throttled = (
        '{"error_message": "Too many requests (allowed rate: 60/min).", "wait_until": "2000-01-01T00:00Z"}'
    )
    calls = iter([Response(throttled, status=429, content_type="application/json")])

    def answer(request):
        try:
            return next(calls)
        except StopIteration:
            return Response(
                json.dumps(fixture_json("courtlistener/citation_lookup_found.json")),
                content_type="application/json",
            )

    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(answer)
    b = budget(sleep=slept.append)
    hit = CourtListenerSource(settings, token="t", budget=b).lookup(harlow_ref())
    assert hit.status.value == "found"
    assert b.log.blocked("citations") is not None  # the server's time is kept for every run


def test_the_user_throttle_429_shape_is_honoured(settings: Settings, httpserver: HTTPServer) -> None:
    slept: list[float] = []
    httpserver.expect_ordered_request(SEARCH).respond_with_response(
        Response(
            '{"detail": "Request was throttled. Expected available in 2 seconds."}',
            status=429,
            headers={"Retry-After": "2"},
            content_type="application/json",
        )
    )
    httpserver.expect_ordered_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_hit.json"))
    source = CourtListenerSource(settings, token="t", budget=budget(sleep=slept.append))
    hit = source.search(harlow_ref())
    assert hit.status.value == "found" and sum(slept) >= 1.0


def test_a_throttle_longer_than_the_allowance_defers_with_the_reason(
    settings: Settings, httpserver: HTTPServer
) -> None:
    httpserver.expect_request(SEARCH).respond_with_response(
        Response('{"detail": "Request was throttled. Expected available in 3600 seconds."}', status=429,
                 headers={"Retry-After": "3600"}, content_type="application/json")
    )  # fmt: skip
    slept: list[float] = []
    source = CourtListenerSource(settings, token="t", budget=budget(sleep=slept.append, allowance=60))
    hit = source.search(harlow_ref())
    assert hit.status.value == "unavailable" and slept == []
    assert (hit.reason or "").startswith(DEFERRED) and "request limit" in (hit.reason or "")


def test_a_spent_day_defers_the_search_and_the_pair_is_unverifiable_with_why(
    settings: Settings, tmp_path: Path, httpserver: HTTPServer
) -> None:
    """The slot is empty, so the name must be searched: with the day's budget spent, no request
    is made and the pair is UNVERIFIABLE, 'deferred', for `revalidate` to resume."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    clock = FakeClock()
    b = real_budget(tmp_path / "b.sqlite3", clock, allowance=0)
    for _ in range(124):
        clock.now += 80
        assert b.ask() is None
    clock.now += 80
    source = CourtListenerSource(settings, token="t", budget=b)
    citation = us_citation(
        "Zebulon v. Quartermain, 781 F.3d 2102 (2015)", "781", "F.3d", "2102", party_1="Zebulon",
        party_2="Quartermain",
    )  # fmt: skip
    ev = Verifier(settings, LocalBlobStore(tmp_path / "s"), sources=[source]).verify(task(citation))
    assert ev.outcome is Outcome.UNVERIFIABLE
    assert DEFERRED in ev.evidence_summary and "daily quota of 125" in ev.evidence_summary
    assert not any(r.path == SEARCH for r, _ in httpserver.log)


def test_the_search_sends_distinctive_words_published_and_unpublished(
    settings: Settings, httpserver: HTTPServer
) -> None:
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    citation = us_citation(
        "Adebayo v. Meridian Air Lines Co., Ltd., 912 F.3d 400 (2d Cir. 2019)", "912", "F.3d", "400",
        party_1="Adebayo", party_2="Meridian Air Lines Co., Ltd.", court_id="ca2",
    )  # fmt: skip
    CourtListenerSource(settings, token="t", budget=budget()).search(route(citation))
    [(request, _)] = httpserver.log
    assert request.args["case_name"] == "adebayo meridian air lines"
    assert request.args["stat_Published"] == request.args["stat_Unpublished"] == "true"
    assert request.args["court"] == "ca2"


@pytest.mark.parametrize(
    "damage",
    [
        b"this is not a SQLite file at all" * 40,  # damaged
        b"",  # empty: SQLite makes it anew, no reset needed
        "another version",  # a file whose tables have other columns
    ],
)
def test_a_damaged_or_foreign_budget_file_is_set_aside_not_fatal(
    tmp_path: Path, damage: bytes | str, caplog: pytest.LogCaptureFixture
) -> None:
    """A budget file that cannot be read never fails a check with a token: it is kept aside under
    another name, with a warning, and the budget starts again from nothing spent."""
    import sqlite3

    path = tmp_path / "b.sqlite3"
    if isinstance(damage, str):
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE spent (who TEXT, ts INTEGER)")
        db.commit()
        db.close()
    else:
        path.write_bytes(damage)
    clock = FakeClock()
    budget = real_budget(path, clock, allowance=0)
    assert budget.ask() is None
    reset = budget.log.reset  # type: ignore[attr-defined]
    if damage:
        assert reset and "could not be read" in reset and "unreadable" in reset
        assert [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
        assert "could not be read" in caplog.text
    else:
        assert reset is None


def test_a_server_wait_of_years_is_capped_at_the_longest_window(store: Callable[[], BudgetStore]) -> None:
    """A Retry-After of 10^10 s (or a clock stepped back) keeps CourtListener off for at most a
    day, the longest documented window, not for centuries."""
    clock = FakeClock()
    b = real_budget(store, clock, allowance=0)
    b.server_blocked(clock.now + 1e10, "429 from the server")
    refused = b.ask()
    assert refused is not None
    clock.now += 86_400 + 1
    assert b.ask() is None
    assert not b.wait_for_server(clock.now + 1e10, "429")  # nothing waits it out either


def test_a_clock_stepped_back_holds_requests_no_longer_than_the_window(
    store: Callable[[], BudgetStore],
) -> None:
    """Five requests spent, then the machine's clock is set back an hour: the entries stamped
    "in the future" count as spent now, so the next request waits out the minute, not an hour."""
    clock = FakeClock()
    first = real_budget(store, clock, allowance=0)
    for _ in range(5):
        assert first.ask() is None
    clock.now -= 3600.0
    later = real_budget(store, clock, allowance=60)
    assert later.ask() is None and clock.slept and sum(clock.slept) <= 60.0
    assert 0.0 <= later.eta(1)[0] <= 60.0


def test_the_budget_clock_only_moves_forward_within_a_run(monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    from briefcheck.verify.budget import steady_clock

    wall = [1_800_000_000.0]
    monkeypatch.setattr(time, "time", lambda: wall[0])
    clock = steady_clock()
    first = clock()
    wall[0] -= 3600.0  # the wall clock stepped back mid-run
    assert clock() >= first and abs(clock() - first) < 5.0


def test_every_home_using_one_token_shares_its_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """CourtListener's limits are per token: two homes on one token must not each spend five a
    minute. Another token has its own budget; the token itself is never written to disk."""
    monkeypatch.setenv("COURTLISTENER_TOKEN", "token-of-the-firm")
    first = default_budget(Settings(home=tmp_path / "a", tier3_wait_s=0))
    second = default_budget(Settings(home=tmp_path / "b", tier3_wait_s=0))
    for _ in range(5):
        assert first.ask(wait=False) is None
    refused = second.ask(wait=False)
    assert refused is not None and refused.startswith(DEFERRED) and "per-minute limit" in refused
    monkeypatch.setenv("COURTLISTENER_TOKEN", "another-token")
    assert default_budget(Settings(home=tmp_path / "b", tier3_wait_s=0)).ask(wait=False) is None
    import os

    files = sorted(p.name for p in Path(os.environ["BRIEFCHECK_BUDGET_DIR"]).glob("*.sqlite3"))
    assert len(files) == 2 and not any("token" in name for name in files)
    assert not (tmp_path / "a" / "courtlistener-budget.sqlite3").exists()


def usage(
    used: tuple[int, int, int], reset_at: float | None = None, limits: tuple[int, int, int] = (5, 50, 125)
) -> list:
    from briefcheck.verify.budget import UsageRow

    return [
        UsageRow("user", limit, seconds, n, max(limit - n, 0), reset_at)
        for limit, seconds, n in zip(limits, (60.0, 3600.0, 86400.0), used, strict=True)
    ]


def test_usage_the_server_reports_is_counted_window_by_window(store: Callable[[], BudgetStore]) -> None:
    """The server counted 2 this minute, 30 this hour, 100 today; this machine saw none. After
    adopting the report, 3 requests go at once (the minute's room), and the 26th of today waits
    for the day (the hour's requests were not counted again in the minute, nor the day's in it)."""
    clock = FakeClock()
    b = real_budget(store, clock, allowance=0)
    b.adopt(usage((2, 30, 100)))
    assert [b.ask() for _ in range(4)][:3] == [None, None, None]
    times = b.eta(25)
    assert times[-1] > 3600  # the day's 125th request waits for the hour's room at least
    assert real_budget(store, clock, allowance=0).ask() is not None  # the minute is full for everyone


def test_a_full_window_the_server_reports_blocks_until_its_reset(store: Callable[[], BudgetStore]) -> None:
    clock = FakeClock()
    b = real_budget(store, clock, allowance=0)
    b.adopt(usage((5, 5, 5), reset_at=clock.now + 42.0))
    refused = b.ask()
    assert refused is not None and "per-minute limit of 5 requests" in refused
    clock.now += 42.0
    assert b.ask() is None


def test_a_memberships_limits_replace_the_defaults(store: Callable[[], BudgetStore]) -> None:
    clock = FakeClock()
    b = real_budget(store, clock, allowance=0)
    b.adopt(usage((0, 0, 0), limits=(60, 1000, 5000)))
    assert all(b.ask() is None for _ in range(60))
    assert b.ask() is not None


def test_a_hostile_usage_report_is_bounded(tmp_path: Path) -> None:
    """Counts past the limit, nonsense windows and rows of another shape: the budget records no
    more than a window holds, ignores what it cannot read, and a body of another shape is refused."""
    from briefcheck.verify.sources.courtlistener import usage_rows

    rows = usage_rows(
        {
            "current_usage": [
                {
                    "scope": "user",
                    "limit": 5,
                    "window_seconds": 60,
                    "used": 10**12,
                    "remaining": 0,
                    "reset_at": None,
                },
                {
                    "scope": "user",
                    "limit": 9,
                    "window_seconds": -1,
                    "used": 3,
                    "remaining": 6,
                    "reset_at": None,
                },
                {"scope": "user", "limit": "many"},
                "not a row",
            ]
        }
    )
    assert len(rows) == 2
    clock = FakeClock()
    log = BudgetLog(tmp_path / "b.sqlite3")
    b = RequestBudget(log, WaitAllowance(0), clock=clock, sleep=clock.sleep)
    b.adopt(rows)
    assert len(log.spent("user", 0.0)) == 5  # the minute's limit, not a trillion
    assert [w.limit for w in b.windows] == [5]  # the window of -1 s is not a window
    for bad in (None, [], {"current_usage": "x"}):
        with pytest.raises(ValueError):
            usage_rows(bad)


def test_a_request_is_counted_from_its_answer(store: Callable[[], BudgetStore]) -> None:
    """Granted at t and answered 2 s later: the minute it fills ends at t + 62, when the server
    (which stamped it on arrival) admits the next."""
    clock = FakeClock()
    b = real_budget(store, clock, allowance=0)
    start = clock.now
    for _ in range(5):
        assert b.ask() is None
        clock.now += 2.0
        b.settle()
    assert b.eta(1)[0] == pytest.approx(start + 62.0 - clock.now)


def test_the_budget_file_is_made_only_when_a_request_is_budgeted(tmp_path: Path) -> None:
    """A check that asks CourtListener nothing (no token, every citation settled offline) creates
    no budget file: opening it was a tenth of a second of a first run's start."""
    from briefcheck.verify.budget import BudgetLog

    path = tmp_path / "home" / "budget.sqlite3"
    budget = real_budget(path, FakeClock(), allowance=0)
    assert isinstance(budget.log, BudgetLog) and not path.exists()
    assert budget.ask() is None
    assert path.exists()
