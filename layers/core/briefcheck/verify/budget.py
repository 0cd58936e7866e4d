"""CourtListener's request budget, modelled on its documented throttles and kept across runs.

FACTS.md ("CourtListener limits"): every request, citation look-ups included, spends one call of
the per-user throttle (5 a minute, 50 an hour, 125 a day without membership); a look-up also
counts its citations against the citation throttle (60 a minute), which refuses a request only
when the last minute already holds 60 or more, and then blocks for max(count / 60, 1) minutes
after the request that filled it. The log of what was spent lives in the store of the run: locally
a SQLite file (consecutive runs, and concurrent processes on one machine, share it); in AWS one
item of the records table that every Lambda reads consistently and changes only by a conditional
write on its version, so concurrent workers share one budget (a write that lost a race is
retried on the new state). A 429 from the server is written there too, so nothing asks before
the time the server gave.

A request is counted from the time its answer came (`settle`): the server stamps it on arrival,
after it was granted. Before the first request, the server's own report of the token's usage
(`adopt`, from CourtListener's `api-usage`) adds what was spent elsewhere and replaces the default
limits with the token's.

`RequestBudget.ask` waits when the next free slot is within the run's wait allowance
(`--tier3-wait`), calling `on_wait` each second so the terminal can count down; past it, it
refuses with the reason ("deferred: CourtListener limit ..."), and the citation is left
UNVERIFIED for `briefcheck revalidate` to resume.
"""

from __future__ import annotations

import json
import logging
import math
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from briefcheck.domain.status import DEFERRED

DAY = 86400.0  # the longest window: all the history any decision reads
# The budget's item in the records table (its key scheme: `briefcheck.store.dynamo`).
_ITEM_KEY = {"pk": {"S": "BUDGET#courtlistener"}, "sk": {"S": "STATE"}}


@dataclass(frozen=True)
class Window:
    limit: int
    seconds: float
    name: str  # how a person names it: "per-minute limit", "hourly limit", "daily quota"


# Accounts without membership; a membership raises them (FACTS.md).
USER_WINDOWS = (
    Window(5, 60.0, "per-minute limit of 5 requests"),
    Window(50, 3600.0, "hourly limit of 50 requests"),
    Window(125, 86400.0, "daily quota of 125 requests"),
)
CITATIONS_PER_MINUTE = 60
_COLUMNS = {"spent": ["scope", "at", "count"], "blocked": ["scope", "until", "why"]}
_log = logging.getLogger("briefcheck.budget")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS spent (scope TEXT NOT NULL, at REAL NOT NULL, count INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS spent_at ON spent (scope, at);
CREATE TABLE IF NOT EXISTS blocked (scope TEXT PRIMARY KEY, until REAL NOT NULL, why TEXT NOT NULL);
"""


@dataclass
class WaitAllowance:
    """How long one run may wait for CourtListener, in all (`--tier3-wait`; 0 in a Lambda)."""

    seconds: float
    waited: float = 0.0

    @property
    def left(self) -> float:
        return max(0.0, self.seconds - self.waited)


class BudgetView(Protocol):
    """What was spent, per scope ("user", "citations"), and until when the server blocked us."""

    def spent(self, scope: str, since: float) -> list[tuple[float, int]]: ...

    def blocked(self, scope: str) -> tuple[float, str] | None: ...


# How long until one more request (carrying n citations) fits, and what holds it back.
WaitRule = Callable[[BudgetView, float, int], tuple[float, str]]


class BudgetStore(BudgetView, Protocol):
    def take(self, now: float, citations: int, wait_for: WaitRule) -> tuple[float, str]:
        """Atomically: how long `wait_for` says the request must wait; when not at all, it is
        spent (one request, and its citations) in the same step."""
        ...

    def block(self, scope: str, until: float, why: str) -> None: ...

    def move(self, at: float, to: float) -> None:
        """Restamp one request's spends (one entry of each scope) made at `at` as made at `to`."""
        ...

    def add(self, scope: str, at: float, requests: int) -> None:
        """Record `requests` requests the log did not see (made elsewhere with the same token)."""
        ...


class _Spends(Protocol):
    def spend(self, scope: str, at: float, count: int) -> None: ...


def _spend_request(log: _Spends, now: float, citations: int) -> None:
    """One request of the user throttle, and the citations it looks up of the citation throttle."""
    log.spend("user", now, 1)
    if citations:
        log.spend("citations", now, citations)


class BudgetLog:
    """The budget in a SQLite file of the local store (BudgetStore)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.reset: str | None = None  # why an unreadable file was set aside, for a notice
        self.lock = threading.Lock()
        # opened at the first request's budget, not before: a check that asks CourtListener
        # nothing (no token, every citation settled offline) creates and reads no file
        self._db: sqlite3.Connection | None = None
        self._opening = threading.Lock()

    @property
    def db(self) -> sqlite3.Connection:
        with self._opening:
            if self._db is None:
                self._db = self._opened(self.path)
            return self._db

    def _opened(self, path: Path) -> sqlite3.Connection:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return self._open(path)
        except sqlite3.DatabaseError as exc:
            # a damaged file, or one another version wrote: set aside (never deleted) and begun
            # anew, so a check with a token still runs; the budget restarts from nothing spent
            aside = path.with_name(f"{path.name}.unreadable-{int(time.time())}")
            path.replace(aside)
            self.reset = f"{path}: the CourtListener budget file could not be read ({exc}); kept as {aside}"
            _log.warning(self.reset)
            return self._open(path)

    @staticmethod
    def _open(path: Path) -> sqlite3.Connection:
        db = sqlite3.connect(str(path), timeout=30.0, check_same_thread=False, isolation_level=None)
        try:
            db.executescript(_SCHEMA)
            for table, columns in _COLUMNS.items():
                found = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
                if found != columns:
                    raise sqlite3.DatabaseError(f"table {table} has columns {found}, not {columns}")
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def transaction(self) -> _Transaction:
        """One check-and-spend at a time across threads and processes (BEGIN IMMEDIATE)."""
        return _Transaction(self)

    def spent(self, scope: str, since: float) -> list[tuple[float, int]]:
        return self.db.execute(
            "SELECT at, count FROM spent WHERE scope = ? AND at > ? ORDER BY at", (scope, since)
        ).fetchall()

    def spend(self, scope: str, at: float, count: int) -> None:
        self.db.execute("INSERT INTO spent VALUES (?, ?, ?)", (scope, at, count))
        self.db.execute("DELETE FROM spent WHERE scope = ? AND at < ?", (scope, at - DAY))

    def move(self, at: float, to: float) -> None:
        with self.transaction():
            self.db.execute(
                "UPDATE spent SET at = ? WHERE rowid IN "
                "(SELECT min(rowid) FROM spent WHERE at = ? GROUP BY scope)",
                (to, at),
            )

    def add(self, scope: str, at: float, requests: int) -> None:
        with self.transaction():
            self.db.executemany("INSERT INTO spent VALUES (?, ?, 1)", [(scope, at)] * requests)

    def take(self, now: float, citations: int, wait_for: WaitRule) -> tuple[float, str]:
        with self.transaction():
            self.db.execute("UPDATE spent SET at = ? WHERE at > ?", (now, now))  # see BudgetState.restamp
            needed, why = wait_for(self, now, citations)
            if needed <= 0:
                _spend_request(self, now, citations)
            return needed, why

    def blocked(self, scope: str) -> tuple[float, str] | None:
        row = self.db.execute("SELECT until, why FROM blocked WHERE scope = ?", (scope,)).fetchone()
        return (row[0], row[1]) if row else None

    def block(self, scope: str, until: float, why: str) -> None:
        with self.transaction():
            self.db.execute(
                "INSERT INTO blocked VALUES (?, ?, ?) ON CONFLICT(scope) DO UPDATE SET "
                "until = max(until, excluded.until), why = excluded.why",
                (scope, until, why),
            )


class _Transaction:
    def __init__(self, log: BudgetLog) -> None:
        self.log = log

    def __enter__(self) -> None:
        self.log.lock.acquire()
        self.log.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *_: object) -> None:
        try:
            self.log.db.execute("ROLLBACK" if exc_type else "COMMIT")
        finally:
            self.log.lock.release()


@dataclass
class BudgetState:
    """The budget as one document: what was spent in the last day, and the server's blocks."""

    spent_by_scope: dict[str, list[tuple[float, int]]] = field(default_factory=dict)
    blocks: dict[str, tuple[float, str]] = field(default_factory=dict)

    def spent(self, scope: str, since: float) -> list[tuple[float, int]]:
        return sorted(s for s in self.spent_by_scope.get(scope, []) if s[0] > since)

    def blocked(self, scope: str) -> tuple[float, str] | None:
        return self.blocks.get(scope)

    def spend(self, scope: str, at: float, count: int) -> None:
        kept = [s for s in self.spent_by_scope.get(scope, []) if s[0] >= at - DAY]
        self.spent_by_scope[scope] = [*kept, (at, count)]

    def restamp(self, now: float) -> bool:
        """Entries stamped after `now` (written before the clock was stepped back) are counted as
        spent now, so they leave each window within its length, never hours later. True if any was."""
        changed = False
        for scope, rows in self.spent_by_scope.items():
            if any(at > now for at, _ in rows):
                self.spent_by_scope[scope] = [(min(at, now), n) for at, n in rows]
                changed = True
        return changed

    def move(self, at: float, to: float) -> None:
        for rows in self.spent_by_scope.values():
            i = next((i for i, (t, _) in enumerate(rows) if t == at), None)
            if i is not None:
                rows[i] = (to, rows[i][1])

    def block(self, scope: str, until: float, why: str) -> None:
        old = self.blocks.get(scope)
        self.blocks[scope] = (max(until, old[0]) if old else until, why)

    def to_json(self) -> str:
        return json.dumps({"spent": self.spent_by_scope, "blocked": self.blocks})

    @classmethod
    def from_json(cls, text: str) -> BudgetState:
        data = json.loads(text)
        return cls(
            {scope: [(float(at), int(n)) for at, n in rows] for scope, rows in data.get("spent", {}).items()},
            {scope: (float(until), str(why)) for scope, (until, why) in data.get("blocked", {}).items()},
        )


class DynamoBudgetLog:
    """The budget as one item of the records table, shared by every Lambda (BudgetStore)."""

    MAX_RACES = 25  # conditional writes lost to other workers before a request is deferred

    def __init__(self, table: str, client: Any = None) -> None:
        import boto3

        self.table = table
        self.client = client or boto3.client("dynamodb")

    def _load(self) -> tuple[BudgetState, int]:
        item = self.client.get_item(TableName=self.table, Key=_ITEM_KEY, ConsistentRead=True).get("Item")
        if not item:
            return BudgetState(), 0
        return BudgetState.from_json(item["state"]["S"]), int(item["version"]["N"])

    def _save(self, state: BudgetState, version: int) -> bool:
        """Write the state if nobody wrote since it was read (its version); False if somebody did."""
        item = {**_ITEM_KEY, "state": {"S": state.to_json()}, "version": {"N": str(version + 1)}}
        condition: dict[str, Any] = (
            {"ConditionExpression": "version = :v", "ExpressionAttributeValues": {":v": {"N": str(version)}}}
            if version
            else {"ConditionExpression": "attribute_not_exists(pk)"}
        )
        try:
            self.client.put_item(TableName=self.table, Item=item, **condition)
        except self.client.exceptions.ConditionalCheckFailedException:
            return False
        return True

    def spent(self, scope: str, since: float) -> list[tuple[float, int]]:
        return self._load()[0].spent(scope, since)

    def blocked(self, scope: str) -> tuple[float, str] | None:
        return self._load()[0].blocked(scope)

    def take(self, now: float, citations: int, wait_for: WaitRule) -> tuple[float, str]:
        for _ in range(self.MAX_RACES):
            state, version = self._load()
            restamped = state.restamp(now)
            needed, why = wait_for(state, now, citations)
            if needed > 0:
                if restamped:  # kept, or the next ask would count the same entries as new again
                    self._save(state, version)
                return needed, why
            _spend_request(state, now, citations)
            if self._save(state, version):
                return needed, why
        return 1.0, f"the shared budget was changed by other workers {self.MAX_RACES} times in a row"

    def _change(self, change: Callable[[BudgetState], None]) -> None:
        """Apply `change` to the shared state, again on the new state when another worker wrote."""
        for _ in range(self.MAX_RACES):
            state, version = self._load()
            change(state)
            if self._save(state, version):
                return

    def block(self, scope: str, until: float, why: str) -> None:
        self._change(lambda state: state.block(scope, until, why))

    def move(self, at: float, to: float) -> None:
        self._change(lambda state: state.move(at, to))

    def add(self, scope: str, at: float, requests: int) -> None:
        self._change(lambda state: state.spent_by_scope.setdefault(scope, []).extend([(at, 1)] * requests))


def steady_clock() -> Callable[[], float]:
    """Wall-clock time (the budget is shared across runs and machines) that only moves forward
    within a run: the wall clock read once, then advanced by the monotonic clock, so a clock
    stepped back or forward mid-run neither frees nor blocks requests."""
    wall, start = time.time(), time.monotonic()
    return lambda: wall + (time.monotonic() - start)


@dataclass
class RequestBudget:
    """Every CourtListener request asks here first."""

    log: BudgetStore
    allowance: WaitAllowance
    windows: tuple[Window, ...] = USER_WINDOWS
    citations_per_minute: int = CITATIONS_PER_MINUTE
    clock: Callable[[], float] = field(default_factory=steady_clock)
    sleep: Callable[[float], None] = time.sleep
    on_wait: Callable[[float, str], None] | None = None
    _granted_at: float | None = field(default=None, init=False)

    def ask(self, citations: int = 0, wait: bool = True) -> str | None:
        """None when one request (carrying `citations` look-ups) may go now, having waited if
        the wait fits the allowance (and `wait` allows); else the reason it is deferred."""
        while True:
            now = self.clock()
            needed, why = self.log.take(now, citations, self._wait)
            if needed <= 0:
                self._granted_at = now
                return None
            if not wait or needed > self.allowance.left:
                return f"{DEFERRED} ({why}; next free {_at(now + needed)})"
            self._wait_out(needed, why)

    def settle(self) -> None:
        """The request last granted has been answered: its spend is restamped with the answer's
        time. The server stamps a request when it arrives, after the grant; a window computed
        from the grant's time ends before the server's, and the first request after each wait
        would be refused for the request's time on the wire."""
        granted, self._granted_at = self._granted_at, None
        if granted is not None:
            self.log.move(granted, self.clock())

    def adopt(self, usage: list[UsageRow]) -> None:
        """What the server reports of the token's usage (CourtListener's `api-usage`, which
        spends none of it): its limits replace the documented defaults (a membership raises
        them); a window it reports full is blocked until the time it gives; requests it counted
        that this log did not see (made elsewhere with the same token) are recorded, each window's
        at the latest time that keeps it out of the shorter windows the server counted apart."""
        user = (r for r in usage if r.scope == "user" and r.limit > 0 and 0 < r.seconds <= DAY)
        rows = sorted(user, key=lambda r: r.seconds)
        if rows:
            self.windows = tuple(Window(r.limit, r.seconds, _window_name(r)) for r in rows)
        cited = next((r for r in usage if r.scope == "citations" and r.seconds == 60.0 and r.limit > 0), None)
        if cited is not None:
            self.citations_per_minute = cited.limit
        now = self.clock()
        shorter = 0.0  # the last window's length: what is added here must stay out of it
        for row in rows:
            seen = len(_as_of(self.log.spent("user", now - row.seconds), now))
            missing = min(row.used, row.limit) - seen  # never more than the window holds
            if missing <= 0:
                continue
            at = now if shorter == 0.0 else now - shorter - 1.0
            if row.remaining == 0 and row.reset_at is not None:
                # full: its oldest request leaves when the server says; of the others it says nothing
                self.log.add("user", min(at, max(row.reset_at - row.seconds, now - row.seconds + 1.0)), 1)
                missing -= 1
            if missing:
                self.log.add("user", at, missing)
            shorter = row.seconds
        for row in usage:
            if (
                row.scope == "citations"
                and row.remaining == 0
                and row.reset_at is not None
                and row.reset_at > now
            ):
                self.server_blocked(row.reset_at, _window_name(row), row.scope)

    def server_blocked(self, until: float, why: str, scope: str = "user") -> None:
        """The server answered 429 with a time: nothing asks again before it, in any run. A time
        past a day, the longest documented throttle window, is capped there: no limit blocks longer, and
        a server's (or a clock's) wild value must not keep CourtListener off for years."""
        self.log.block(scope, min(until, self.clock() + DAY), why)

    def wait_for_server(self, until: float, why: str) -> bool:
        """Wait out a 429 when it fits the allowance; False when it does not."""
        wait = min(until - self.clock(), DAY)
        if wait > self.allowance.left:
            return False
        self._wait_out(max(0.0, wait), why)
        return True

    def _wait_out(self, wait: float, why: str) -> None:
        left = wait
        while left > 0:
            if self.on_wait is not None:
                self.on_wait(left, why)
            step = min(1.0, left)
            self.sleep(step)
            left -= step
        self.allowance.waited += wait

    def _wait(self, log: BudgetView, now: float, citations: int) -> tuple[float, str]:
        """How long until one more request fits every window, and which window holds it back."""
        waits: list[tuple[float, str]] = []
        for scope in ("user", "citations") if citations else ("user",):
            blocked = log.blocked(scope)
            if blocked and blocked[0] > now:
                wait = min(blocked[0] - now, DAY)  # a block written before the clock stepped back
                waits.append((wait, f"CourtListener asked us to wait ({blocked[1]})"))
        spent = log.spent("user", now - max(w.seconds for w in self.windows))
        for window in self.windows:
            recent = [at for at, _ in spent if at > now - window.seconds]
            if len(recent) >= window.limit:
                # the oldest request that must leave the window for one more to fit
                waits.append((recent[len(recent) - window.limit] + window.seconds - now, window.name))
        if citations:
            minute = log.spent("citations", now - 60.0)
            if sum(n for _, n in minute) >= self.citations_per_minute:
                last_at, last_n = minute[-1]
                until = last_at + max(last_n / self.citations_per_minute, 1.0) * 60.0
                waits.append((until - now, f"citation limit of {self.citations_per_minute} a minute"))
        return max(waits, default=(0.0, ""), key=lambda w: w[0])

    def eta(self, requests: int, now: float | None = None) -> list[float]:
        """For each of `requests` requests made one after another as soon as the limits allow,
        the seconds from now until it can go (what is spent, and the server's blocks, counted)."""
        now = self.clock() if now is None else now
        state = BudgetState(
            {"user": _as_of(self.log.spent("user", now - DAY), now)},
            {"user": blocked} if (blocked := self.log.blocked("user")) else {},
        )
        at, out = now, []
        for _ in range(requests):
            wait, _why = self._wait(state, at, 0)
            at += max(0.0, wait)
            state.spend("user", at, 1)
            out.append(at - now)
        return out

    def plan(self, requests: int, what: str = "") -> str:
        """What a run needing `requests` requests can expect, said before it makes them: how many
        can go now, when the last could go, and how many the run's wait allowance leaves to
        `briefcheck revalidate`."""
        times = self.eta(requests)
        ready = sum(1 for t in times if t <= 0)
        said = f"{requests} CourtListener request{'s' if requests != 1 else ''}{what}: {ready} can go now"
        if ready == requests:
            return said
        last = times[-1]
        said += f", the last in about {_duration(last)}"
        fit = sum(1 for t in times if t <= self.allowance.left)
        if fit < requests:
            said += (
                f"; this run waits at most {_duration(self.allowance.left)} (--tier3-wait), so "
                f"{requests - fit} will be deferred to `briefcheck revalidate`"
            )
        return said


@dataclass(frozen=True)
class UsageRow:
    """One limit of the token as the server reports it (`api-usage`'s `current_usage` rows)."""

    scope: str  # "user" (every request), "citations" (citations looked up), and others
    limit: int
    seconds: float
    used: int
    remaining: int
    reset_at: float | None  # when the window next admits a request it does not admit now


def _window_name(row: UsageRow) -> str:
    unit = "citations" if row.scope == "citations" else "requests"
    period = {60.0: "per-minute limit", 3600.0: "hourly limit", DAY: "daily quota"}.get(row.seconds)
    if period is None:
        return f"limit of {row.limit} {unit} in {row.seconds:g} s"
    return f"{period} of {row.limit} {unit}"


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{math.ceil(seconds)} s"
    if seconds < 5400:
        return f"{math.ceil(seconds / 60)} min"
    return f"{seconds / 3600:.1f} h"


def _as_of(spent: list[tuple[float, int]], now: float) -> list[tuple[float, int]]:
    """Entries stamped after `now` count as spent now (as `take` restamps them)."""
    return [(min(at, now), n) for at, n in spent]


def _at(when: float) -> str:
    return datetime.fromtimestamp(when, UTC).strftime("%H:%M:%S UTC")
