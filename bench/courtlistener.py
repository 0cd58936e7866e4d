"""A 300-citation brief checked online against a loopback CourtListener with its real limits.

The fake (tests/fakes/courtlistener_fake.py, written from CourtListener's source) holds the
per-user throttle (5 a minute, 50 an hour, 125 a day, look-ups included) and the citation
throttle (60 a minute, `wait_until`). The brief cites 290 real cases and 10 invented ones;
`check --tier3 all` runs on the path the CLI takes, with `--tier3-wait` (default 600 s). Time is
simulated: the client's budget and the server share one clock that a wait moves forward, so the
bench takes seconds and reports the time a user would wait.

Prints: requests sent, 429s received (target: none beyond the first per window), simulated time
waited, and the citations settled (a source's answer), deferred (the budget ran out; for
`briefcheck revalidate`) and otherwise unverified; then the invented ones' statuses.

    python bench/courtlistener.py [--wait 600] [--real 290] [--invented 10]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

# this file's own folder comes first on the path and its name is the official client's package
# name: take the folder off, so `import courtlistener` finds the client
if sys.path[0] == str(Path(__file__).resolve().parent):
    sys.path.pop(0)
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "fakes"))
from courtlistener_fake import FakeCase, FakeCourtListener
from pytest_httpserver import HTTPServer

from briefcheck.domain.codes import CitationStatus, Tier3Policy
from briefcheck.domain.config import Settings
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.steps import open_stores
from briefcheck.verify import CourtListenerSource, Verifier
from briefcheck.verify.budget import DEFERRED, BudgetLog, RequestBudget, WaitAllowance

SYLLABLES = [c + v for c in "bcdfghklmnprstvz" for v in "aeiou"]  # names no real case has


class Clock:
    def __init__(self) -> None:
        self.start = self.now = time.time()

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def name(n: int) -> str:
    a = SYLLABLES[n % len(SYLLABLES)] + SYLLABLES[(n // len(SYLLABLES)) % len(SYLLABLES)]
    b = SYLLABLES[(n * 7) % len(SYLLABLES)] + SYLLABLES[(n * 3 + 1) % len(SYLLABLES)]
    return f"{a.capitalize()}{n} v. {b.capitalize()} Holdings"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--wait", type=float, default=600.0, help="the run's wait allowance, seconds")
    parser.add_argument("--real", type=int, default=290)
    parser.add_argument("--invented", type=int, default=10)
    args = parser.parse_args()
    cases = [
        FakeCase(1000 + n, name(n), f"2013-04-0{1 + n % 9}", "ca9",
                 [(700 + n // 20, "F.3d", str(10 + 40 * (n % 20)))], last_page=40 + 40 * (n % 20))
        for n in range(args.real)
    ]  # fmt: skip
    cited = [f"{c.name}, {c.citations[0][0]} F.3d {c.citations[0][2]} (9th Cir. {c.date[:4]})" for c in cases]
    invented = [
        f"Quarrington{n} v. Meridian Air Lines {n}, {700 + n} F.3d {25 + 40 * n} (9th Cir. 2013)"
        for n in range(args.invented)
    ]
    text = "\n\n".join(f"The rule is settled. See {c}." for c in cited + invented) + "\n"
    clock = Clock()
    fake = FakeCourtListener(cases, clock=clock)
    server = HTTPServer(host="127.0.0.1", port=0)
    server.expect_request(re.compile("/api/rest/v4/.*")).respond_with_handler(fake)
    server.start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            settings = Settings(
                home=Path(tmp), tier3=Tier3Policy.ALL, courtlistener_base_url=server.url_for("").rstrip("/")
            )
            budget = RequestBudget(
                BudgetLog(Path(tmp) / "budget.sqlite3"),
                WaitAllowance(args.wait),
                clock=clock,
                sleep=clock.sleep,
            )
            source = CourtListenerSource(settings, token="bench", budget=budget)
            verifier = Verifier(
                settings,
                open_stores(settings, standard_outputs()).blobs,
                sources=[source],
                characterizer=None,
            )
            started = time.perf_counter()
            result = check_document(
                text.encode(),
                "brief.txt",
                settings,
                open_stores(settings, standard_outputs()),
                verifier=verifier,
                say=print,
            )
            took = time.perf_counter() - started
    finally:
        server.stop()
    answered = {e.citation_id for e in result.evidence if e.outcome.value != "UNVERIFIABLE" or e.needs_review}
    deferred = {e.citation_id for e in result.evidence if DEFERRED in e.evidence_summary}
    citations = result.citations()
    by_status = Counter(c.status.value for c in citations if c.status)
    print(
        f"\n{len(citations)} citations ({args.real} real, {args.invented} invented); "
        f"wait allowance {args.wait:.0f} s"
    )
    print(
        f"requests sent: {len(fake.requests)}; "
        f"429s received: {len(fake.refused)} {[w for _, _, w in fake.refused]}"
    )
    print(f"simulated time waited: {clock.now - clock.start:,.0f} s; wall time of the bench: {took:.1f} s")
    print(
        f"settled by a source: {len(answered)}; deferred: {len(deferred)}; "
        f"otherwise unverified: {len(citations) - len(answered) - len(deferred)}"
    )
    print(f"statuses: {dict(by_status)}")
    fakes = [c for c in citations if c.text in invented]
    print(
        "invented: "
        + ", ".join(f"{c.status.value}{' (deferred)' if c.id in deferred else ''}" for c in fakes)
    )
    passed = [
        c
        for c in fakes
        if c.status in (CitationStatus.VERIFIED,)
        or (c.status is CitationStatus.UNVERIFIED and c.id not in deferred)
    ]
    print(f"invented VERIFIED or plainly UNVERIFIED: {len(passed)}")


if __name__ == "__main__":
    main()
