"""A brief of six invented and ten real citations checked against the loopback CourtListener
(tests/fakes/courtlistener_fake.py) under its real limits: no invention is VERIFIED or plainly
UNVERIFIED, a second run straight after asks nothing the throttles refuse, and `revalidate`
finishes what was deferred; with relaxed limits every invention is ERROR and every real one
VERIFIED. The client's budget and the fake server share one fake clock, so waiting is instant."""

from __future__ import annotations

import sys
from datetime import timedelta
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fakes"))
from courtlistener_fake import FakeCase, FakeClock, FakeCourtListener

from briefcheck.domain.codes import CitationStatus, Tier3Policy
from briefcheck.domain.config import Settings
from briefcheck.domain.models import CheckResult
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.revalidation import revalidate
from briefcheck.run.steps import load_result, open_stores
from briefcheck.verify import CourtListenerSource, Verifier
from briefcheck.verify.budget import DEFERRED, BudgetLog, RequestBudget, WaitAllowance

CIRCUITS = ["1st", "2d", "3d", "4th", "5th", "6th", "7th", "8th", "9th", "10th"]
COURT_IDS = ["ca1", "ca2", "ca3", "ca4", "ca5", "ca6", "ca7", "ca8", "ca9", "ca10"]
REAL = [
    FakeCase(100 + n, f"{first} v. {second}", f"{2010 + n}-03-0{1 + n % 9}", COURT_IDS[n],
             [(600 + n, "F.3d", str(100 + 10 * n))], last_page=120 + 10 * n)
    for n, (first, second) in enumerate([
        ("Abernathy", "Quill Logistics"), ("Bancroft", "Ostrander"), ("Calloway", "Pemberton Mills"),
        ("Dunleavy", "Hargrove"), ("Ellsworth", "Tamsin Foods"), ("Fairbanks", "Iverson"),
        ("Galloway", "Renfrew Marine"), ("Hathaway", "Oakridge Bank"), ("Ingersoll", "Vantage Air"),
        ("Jessop", "Wrexham County"),
    ])
]  # fmt: skip
# an unpublished decision by the name of one invention's first party, and nothing else of its names
OTHERS = [
    FakeCase(300, "Kittredge v. Sandoval", "2016-05-05", "ca3", [(2016, "WL", "4400100")], published=False)
]
INVENTED = [
    "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)",  # an empty page
    "Shaboon v. Egyptair, 600 F.3d 100 (1st Cir. 2010)",  # another case's page
    "Petersen v. Iran Air, 601 F.3d 115 (2d Cir. 2011)",  # inside another case (star-page fallback)
    "Miller v. United Airlines, Inc., 602 F.3d 400 (3d Cir. 2012)",  # an empty page
    "Martinez v. Delta Airlines, Inc., 603 F.3d 900 (4th Cir. 2013)",  # an empty page
    "Durden v. KLM Royal Dutch Airlines, 604 F.3d 141 (5th Cir. 2014)",  # inside another case
]


def real_citations() -> list[str]:
    return [
        f"{c.name}, {c.citations[0][0]} F.3d {c.citations[0][2]} ({CIRCUITS[i]} Cir. {c.date[:4]})"
        for i, c in enumerate(REAL)
    ]


def brief() -> bytes:
    cited = [*INVENTED, *real_citations()]
    return ("\n\n".join(f"The rule is settled. See {c}." for c in cited) + "\n").encode()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def serve(httpserver: HTTPServer, fake: FakeCourtListener) -> None:
    import re

    httpserver.expect_request(re.compile("/api/rest/v4/.*")).respond_with_handler(fake)


def run(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock, wait: float
) -> tuple[CheckResult, Verifier]:
    settings = Settings(
        home=tmp_path / "home",
        tier3=Tier3Policy.ALL,
        courtlistener_base_url=httpserver.url_for("").rstrip("/"),
    )
    budget = RequestBudget(BudgetLog(settings.home / "courtlistener-budget.sqlite3"), WaitAllowance(wait),
                           clock=clock, sleep=clock.sleep)  # fmt: skip
    source = CourtListenerSource(settings, token="t", budget=budget)
    verifier = Verifier(
        settings, open_stores(settings, standard_outputs()).blobs, sources=[source], characterizer=None
    )
    result = check_document(
        brief(), "opposition.txt", settings, open_stores(settings, standard_outputs()), verifier=verifier
    )
    return result, verifier


def statuses(result: CheckResult) -> dict[str, tuple[CitationStatus, str]]:
    return {c.text: (c.status, c.status_note or "") for c in result.citations()}


def test_under_the_real_limits_no_invention_passes_and_a_second_run_is_not_refused(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    fake = FakeCourtListener(REAL + OTHERS, clock=clock)
    serve(httpserver, fake)
    result, _ = run(tmp_path, httpserver, clock, wait=30)  # half a minute of waiting allowed
    seen = statuses(result)
    for invented in INVENTED:
        status, note = seen[invented]
        assert status is not CitationStatus.VERIFIED, invented
        assert status is not CitationStatus.UNVERIFIED or DEFERRED in note, (invented, note)
    assert any(DEFERRED in note for _, note in seen.values()), "half a minute cannot hold every request"
    # the budget kept to the throttles: none beyond the first of a window was refused
    assert len(fake.refused) <= 1, fake.refused
    before = len(fake.refused)
    run(tmp_path, httpserver, clock, wait=0)  # a second run straight after
    assert len(fake.refused) == before  # it asked nothing the throttles refuse

    # later, re-validation finishes what was deferred
    clock.now += 2 * 86400
    settings = Settings(home=tmp_path / "home", tier3=Tier3Policy.ALL,
                        courtlistener_base_url=httpserver.url_for("").rstrip("/"))  # fmt: skip
    stores = open_stores(settings, standard_outputs())
    budget = RequestBudget(BudgetLog(settings.home / "courtlistener-budget.sqlite3"), WaitAllowance(3600),
                           clock=clock, sleep=clock.sleep)  # fmt: skip
    source = CourtListenerSource(settings, token="t", budget=budget)
    verifier = Verifier(settings, stores.blobs, sources=[source], characterizer=None)
    from briefcheck.domain.models import utc_now

    revalidate(stores, verifier, Tier3Policy.ALL, utc_now() + timedelta(days=2), timedelta(days=30))
    final = statuses(load_result(stores, result.document_id))
    for invented in INVENTED:
        assert final[invented][0] in (CitationStatus.ERROR, CitationStatus.LIKELY_HALLUCINATED), (
            invented,
            final[invented],
        )
    for real in real_citations():
        assert final[real][0] is CitationStatus.VERIFIED, (real, final[real])


def test_with_relaxed_limits_every_invention_is_an_error_and_every_real_one_verified(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    fake = FakeCourtListener(
        REAL + OTHERS, clock=clock, user_windows=((10_000, 60.0),), citations_per_minute=10_000
    )
    serve(httpserver, fake)
    result, _ = run(tmp_path, httpserver, clock, wait=0)
    seen = statuses(result)
    for invented in INVENTED:
        assert seen[invented][0] is CitationStatus.ERROR, (invented, seen[invented])
    for real in real_citations():
        assert seen[real][0] is CitationStatus.VERIFIED, (real, seen[real])
    assert fake.refused == []


def test_docket_citations_are_searched_and_an_invented_one_never_passes(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    """A slip opinion cited by docket number is found by its parties, court and date; an invented
    one, which no search finds, stays UNVERIFIED (held only in part: absence proves nothing), and a
    real name under another docket number goes to a person."""
    slip = FakeCase(400, "Okafor v. Brightline Freight LLC", "2021-03-03", "nysd", [], published=False,
                    docket_number="1:20-cv-01234")  # fmt: skip
    fake = FakeCourtListener([slip], clock=clock, user_windows=((10_000, 60.0),), citations_per_minute=10_000)
    serve(httpserver, fake)
    cited = {
        "real": "Okafor v. Brightline Freight LLC, No. 20-cv-1234 (S.D.N.Y. Mar. 3, 2021)",
        "wrong docket": "Okafor v. Brightline Freight LLC, No. 20-cv-9876 (S.D.N.Y. Mar. 3, 2021)",
        "invented": "Lindqvist v. Harborview Cruise Lines, No. 1:19-cv-05555 (S.D.N.Y. June 2, 2020)",
    }
    text = "\n\n".join(f"The rule is settled. See {c}." for c in cited.values()) + "\n"
    settings = Settings(home=tmp_path / "home", tier3=Tier3Policy.ALL,
                        courtlistener_base_url=httpserver.url_for("").rstrip("/"))  # fmt: skip
    budget = RequestBudget(
        BudgetLog(tmp_path / "b.sqlite3"), WaitAllowance(0), clock=clock, sleep=clock.sleep
    )
    source = CourtListenerSource(settings, token="t", budget=budget)
    stores = open_stores(settings, standard_outputs())
    verifier = Verifier(settings, stores.blobs, sources=[source], characterizer=None)
    seen = statuses(check_document(text.encode(), "brief.txt", settings, stores, verifier=verifier))
    assert seen[cited["real"]][0] is CitationStatus.VERIFIED
    assert seen[cited["wrong docket"]][0] is CitationStatus.REVIEW
    assert seen[cited["invented"]][0] is CitationStatus.UNVERIFIED
    assert all(path.endswith("/search/") for _, path in fake.requests)  # no look-up reads a docket


def test_a_hung_server_is_circuit_broken(tmp_path: Path, httpserver: HTTPServer, clock: FakeClock) -> None:
    """Timeouts in a row open the circuit: the rest are answered at once with the reason,
    instead of each waiting out its own timeout."""
    fake = FakeCourtListener(REAL, clock=clock, user_windows=((10_000, 60.0),), citations_per_minute=10_000,
                             hang_s=0.6, faults=100)  # fmt: skip
    serve(httpserver, fake)
    settings = Settings(home=tmp_path / "h", request_timeout_s=0.3,
                        courtlistener_base_url=httpserver.url_for("").rstrip("/"))  # fmt: skip
    budget = RequestBudget(
        BudgetLog(tmp_path / "b.sqlite3"), WaitAllowance(0), clock=clock, sleep=clock.sleep
    )
    source = CourtListenerSource(settings, token="t", budget=budget)
    from briefcheck.extract import extract_document
    from briefcheck.verify.refs import route

    refs = [route(c) for c in extract_document(brief(), "b.txt").citations()][:6]
    answers = [source.lookup(ref) for ref in refs]
    # the test server handles one request at a time: the second, sent while it still hangs on the
    # first, is recorded only once that one is done, after the client has given up on it
    import time

    deadline = time.monotonic() + 5
    while len(fake.requests) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(fake.hang_s + 0.2)  # a third request, had one been sent, would be recorded by now
    assert len(fake.requests) == 2  # two timeouts, then the circuit is open
    assert "2 times in a row" in (answers[-1].reason or "") and "not asked again" in (
        answers[-1].reason or ""
    )


def test_the_cli_shows_the_plan_and_defers_what_does_not_fit(
    tmp_path: Path,
    httpserver: HTTPServer,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`briefcheck check` as a user runs it, against the fake on the real clock with no waiting
    allowed: it says what it needs and has, and defers the rest with the reason."""
    from briefcheck.cli import main

    fake = FakeCourtListener(REAL + OTHERS)  # the real limits, the real clock
    serve(httpserver, fake)
    monkeypatch.setenv("COURTLISTENER_TOKEN", "test-token")
    monkeypatch.setenv("BRIEFCHECK_COURTLISTENER_BASE_URL", httpserver.url_for("").rstrip("/"))
    monkeypatch.delenv("BRIEFCHECK_INDEX", raising=False)  # no index by default: none built here
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    src, out = tmp_path / "opposition.txt", tmp_path / "r.json"
    src.write_bytes(brief())
    args = ["--home", str(tmp_path / "h"), "check", str(src), "--tier3", "all", "--tier3-wait", "0"]
    code = main([*args, "--out", str(out)])
    printed = capsys.readouterr()
    assert "1 CourtListener request (1 for 16 citation look-ups): 1 can go now" in printed.err
    # then every other request the answers call for, and what the limits leave to `revalidate`
    assert (
        "Then 26 CourtListener requests (6 name searches, 10 courts read from their dockets, "
        "10 treatment searches)" in printed.err
    )
    assert "so 22 will be deferred to `briefcheck revalidate`" in printed.err
    seen = statuses(CheckResult.model_validate_json(out.read_text()))
    assert code == 1
    for invented in INVENTED:
        status, note = seen[invented]
        assert status is not CitationStatus.VERIFIED
        assert status is not CitationStatus.UNVERIFIED or DEFERRED in note
    assert fake.refused == []  # the budget, not the server, said no


def checked(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock, wait: float, said: list[str] | None = None
) -> CheckResult:
    """One `check` of the brief on a fresh source (a new run), its plan told to `said`."""
    settings = Settings(home=tmp_path / "home", tier3=Tier3Policy.ALL,
                        courtlistener_base_url=httpserver.url_for("").rstrip("/"))  # fmt: skip
    budget = RequestBudget(BudgetLog(settings.home / "courtlistener-budget.sqlite3"), WaitAllowance(wait),
                           clock=clock, sleep=clock.sleep)  # fmt: skip
    stores = open_stores(settings, standard_outputs())
    verifier = Verifier(
        settings,
        stores.blobs,
        sources=[CourtListenerSource(settings, token="t", budget=budget)],
        characterizer=None,
    )
    say = said.append if said is not None else None
    return check_document(brief(), "opposition.txt", settings, stores, verifier=verifier, say=say)


def asked(fake: FakeCourtListener, what: str) -> int:
    return sum(1 for _, path in fake.requests if what in path)


def test_no_request_after_a_wait_is_refused_for_its_time_on_the_wire(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    """The look-up (a long body) reaches the server 1.5 s after it is sent, the searches at once:
    a window counted from the send ends before the server's, and the request sent when it ends
    is refused. Counted from the answer, every wait ends when the server's does, and none of the
    run's requests (over several minutes of windows) is refused."""
    fake = FakeCourtListener(
        REAL + OTHERS, clock=clock, latency=lambda r: 1.5 if r.method == "POST" else 0.0, travel=clock.sleep
    )
    serve(httpserver, fake)
    result = checked(tmp_path, httpserver, clock, wait=3600)
    assert asked(fake, "/search/") + asked(fake, "/dockets/") > 5  # past the first minute's window
    assert fake.refused == []
    assert not any(DEFERRED in note for _, note in statuses(result).values())


def test_requests_made_elsewhere_with_the_token_are_counted_before_the_first_request(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    """Another machine spent this minute's five requests and 40 of the hour's: this machine's
    log knows nothing of them. The server's own report (`api-usage`, which spends none of the
    quota) is read first, so the run waits instead of being refused, and says so in its plan."""
    fake = FakeCourtListener(REAL + OTHERS, clock=clock)
    fake._user = [clock.now - 600 - n for n in range(35)] + [clock.now - 5 - n for n in range(5)]
    serve(httpserver, fake)
    said: list[str] = []
    checked(tmp_path, httpserver, clock, wait=3600, said=said)
    assert fake.requests[0][1].endswith("/api-usage/")
    assert fake.refused == []
    assert "0 can go now" in said[0], said


def test_a_memberships_higher_limits_are_used(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    """The server reports 30 requests a minute for this token: the run uses them, with no wait
    and nothing deferred, where the documented defaults would have deferred most of it."""
    fake = FakeCourtListener(
        REAL + OTHERS, clock=clock, user_windows=((30, 60.0), (500, 3600.0), (2000, 86400.0))
    )
    serve(httpserver, fake)
    said: list[str] = []
    result = checked(tmp_path, httpserver, clock, wait=0, said=said)
    assert fake.refused == []
    assert not any(DEFERRED in note for _, note in statuses(result).values())
    assert asked(fake, "/search/") + asked(fake, "/dockets/") > 5
    assert all("deferred" not in line for line in said), said


def test_the_plan_counts_every_request_the_run_makes(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    """What the plan says the run needs bounds what it then asks, endpoint by endpoint."""
    import re

    fake = FakeCourtListener(REAL + OTHERS, clock=clock)
    serve(httpserver, fake)
    said: list[str] = []
    checked(tmp_path, httpserver, clock, wait=3600, said=said)
    plan = " ".join(said)
    planned = {
        what: int(n)
        for n, what in re.findall(r"(\d+) (name search|court|opinion text|treatment search|for \d+)", plan)
    }
    made = [path for _, path in fake.requests if not path.endswith("/api-usage/")]
    assert sum(1 for p in made if p.endswith("/citation-lookup/")) <= planned["for 16"]
    searches = planned.get("name search", 0) + planned.get("treatment search", 0)
    assert sum(1 for p in made if p.endswith("/search/")) <= searches
    assert sum(1 for p in made if "/dockets/" in p) <= planned.get("court", 0)
    assert len(made) >= 8  # the run did ask: the bounds are not vacuous


def test_a_dockets_court_is_asked_once_across_runs(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    """A court is read from a docket only when a request is free at once, so the first run learns
    some; a second run a day later asks none of those dockets again, and reports every court the
    first run checked, as the first run did (a court learned is kept under its docket)."""
    fake = FakeCourtListener(REAL + OTHERS, clock=clock)
    serve(httpserver, fake)
    first = checked(tmp_path, httpserver, clock, wait=3600)
    learned = [path for _, path in fake.requests if "/dockets/" in path]
    assert learned
    clock.now += 86_400
    second = checked(tmp_path, httpserver, clock, wait=3600)
    dockets = [path for _, path in fake.requests if "/dockets/" in path]
    assert len(dockets) == len(set(dockets))  # no docket asked twice
    unknown = "does not say which court decided it"
    kept = [
        (a, b)
        for a, b in zip(first.citations(), second.citations(), strict=True)
        if unknown not in a.status_note
    ]
    assert len(kept) >= len(learned)
    for a, b in kept:
        assert (a.status, a.status_note) == (b.status, b.status_note), a.text


def test_without_an_index_treatment_is_read_in_courtlistener_s_citing_opinions(
    tmp_path: Path, httpserver: HTTPServer, clock: FakeClock
) -> None:
    """No offline index: a found case's citing opinions with a treating word are searched for
    (`cites:(id) AND (...)`, one request) and their passages read by the index's rules. The
    Supreme Court's overruling of one real case makes it REVIEW with the sentence and the case
    that wrote it; a court declining to overrule another leaves it VERIFIED, its note saying what
    was searched."""
    overruling = FakeCase(
        400, "Northgate Holdings v. Abernathy", "2020-06-01", "scotus", [(590, "U.S.", "1")],
        text="We granted certiorari to settle the question. Today we overrule Abernathy v. Quill "
        "Logistics, 600 F.3d 100 (1st Cir. 2010), and hold that the period runs from notice.",
        cites=(100,),
    )  # fmt: skip
    declining = FakeCase(
        401, "Pemberton v. Ostrander", "2019-02-01", "ca2", [(900, "F.3d", "1")],
        text="Appellant asks us to overrule Bancroft v. Ostrander, 601 F.3d 110, but we decline to "
        "overrule a precedent so recently reaffirmed.",
        cites=(101,),
    )  # fmt: skip
    fake = FakeCourtListener(REAL + OTHERS + [overruling, declining], clock=clock)
    serve(httpserver, fake)
    said: list[str] = []
    result = checked(tmp_path, httpserver, clock, wait=3600, said=said)
    seen = statuses(result)
    status, note = seen[real_citations()[0]]
    assert status is CitationStatus.REVIEW, note
    assert "Northgate Holdings v. Abernathy" in note and "Today we overrule Abernathy" in note
    status, note = seen[real_citations()[1]]
    assert status is CitationStatus.VERIFIED, note
    assert "treatment search" in " ".join(said)
    cited = [path for _, path in fake.requests if path.endswith("/search/")]
    assert len(cited) >= 2  # the treatment searches were made, within the budget
    assert fake.refused == []
