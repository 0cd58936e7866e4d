"""What every source is: a small interface, its result record, and the rules of fetching.

Only allow-listed hosts are fetched (SPEC section 5); a source that cannot be reached gives an
`unavailable` retrieval at once instead of hanging, and each source paces itself with a
client-side rate limiter so a long brief does not trip the service's throttle.
"""

from __future__ import annotations

import os
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol, runtime_checkable
from urllib.parse import urlsplit

from briefcheck.domain.errors import SourceError
from briefcheck.domain.models import utc_now
from briefcheck.text.authority import AuthorityText
from briefcheck.verify.refs import CitationRef

if TYPE_CHECKING:
    import httpx

    from briefcheck.domain.models import Treatment
    from briefcheck.index.models import CourtYear
    from briefcheck.verify.budget import RequestBudget


class Status(StrEnum):
    FOUND = "found"
    NOT_FOUND = "not_found"
    AMBIGUOUS = "ambiguous"
    UNKNOWN_REPORTER = "unknown_reporter"
    UNAVAILABLE = "unavailable"
    NOT_COVERED = "not_covered"


class Kind(StrEnum):
    """What was looked up: the citation itself, a search by case name, or the authority's text."""

    CITATION = "citation"
    NAME_SEARCH = "name_search"
    TEXT = "text"


@dataclass(frozen=True)
class MatchedCase:
    """The case a source returned: what a lawyer would compare with the citation."""

    name: str
    date: str | None = None  # ISO date of decision
    court: str | None = None  # courts-db id (US) or TNA court code (UK)
    url: str | None = None  # a page a person can open
    ids: dict[str, str] = field(default_factory=dict)  # cluster_id, docket_id, uri ...
    citations: tuple[str, ...] = ()  # the case's own reporter / neutral citations
    other_names: tuple[str, ...] = ()  # short and full forms of the name
    docket_number: str | None = None  # as the court wrote it, where the source gives it

    @property
    def year(self) -> int | None:
        return int(self.date[:4]) if self.date and self.date[:4].isdigit() else None

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "date": self.date,
            "court": self.court,
            "url": self.url,
            "ids": self.ids,
            "citations": list(self.citations),
            "other_names": list(self.other_names),
            **({"docket_number": self.docket_number} if self.docket_number else {}),
        }

    @classmethod
    def from_json(cls, data: dict) -> MatchedCase:
        return cls(
            name=data["name"],
            date=data.get("date"),
            court=data.get("court"),
            url=data.get("url"),
            ids=dict(data.get("ids") or {}),
            citations=tuple(data.get("citations") or ()),
            other_names=tuple(data.get("other_names") or ()),
            docket_number=data.get("docket_number"),
        )


@dataclass(frozen=True)
class Retrieval:
    """One answer from one source, with where and when it came from."""

    status: Status
    source: str
    kind: Kind
    key: str  # normalised citation key, e.g. "us:347 U.S. 483"
    retrieval_url: str | None = None
    retrieved_at: datetime = field(default_factory=utc_now)
    case: MatchedCase | None = None
    candidates: tuple[MatchedCase, ...] = ()  # ambiguous matches or name-search hits
    body: bytes | None = None  # the raw source body, cached under its content hash
    content_type: str = "application/octet-stream"
    reason: str | None = None  # why unavailable / not covered / what the source said
    cached_path: str | None = None  # set by the cache once the body is stored
    from_cache: bool = False
    # the cache's index entry that holds this answer: it names what was asked (a search's words)
    cache_entry: str | None = None
    # For a slot with nothing at it: whether the source holds that volume densely (so absence is
    # evidence), and the case the cited page falls inside, where the source knows it.
    dense: bool = True
    containing: MatchedCase | None = None
    # ... and whether the page lies inside that case's own text, by its printed pages: no decision of
    # any court starts there
    inside_text: bool = False
    edition: str | None = None  # the source's edition, for a source that has editions

    @classmethod
    def unavailable(cls, source: str, kind: Kind, key: str, reason: str, url: str | None = None) -> Retrieval:
        """No usable answer: down, throttled, unconfigured or unreadable (never cached)."""
        return cls(Status.UNAVAILABLE, source, kind, key, retrieval_url=url, reason=reason)

    @classmethod
    def not_covered(cls, source: str, kind: Kind, key: str, reason: str) -> Retrieval:
        """Nothing this source could look up for the citation."""
        return cls(Status.NOT_COVERED, source, kind, key, reason=reason)

    def with_cache(self, cached_path: str | None, from_cache: bool, cache_entry: str) -> Retrieval:
        return replace(self, cached_path=cached_path, from_cache=from_cache, cache_entry=cache_entry)


class Source(Protocol):
    """A source of authorities. Every method answers with a Retrieval; none raises for a source
    that is down, throttled or missing: that is a status, not an error. Which citations a source
    is asked about, and in what order, is the registry's (`verify.sources.registry`)."""

    name: str
    title: str  # as a lawyer reads it: "CourtListener" (`domain.glossary.source_title`)
    text_in_lookup: bool  # the citation lookup's body is already the full text
    offline: bool  # answers from this machine: asked whatever the Tier 3 policy, nothing leaves

    def lookup(self, ref: CitationRef) -> Retrieval:
        """The authority at its citation (reporter slot or neutral citation)."""
        ...

    def lookup_many(self, refs: Sequence[CitationRef]) -> dict[str, Retrieval]:
        """Answers for many citations in as few requests as the source allows, by citation key.
        A citation left out is looked up on its own; a source with no batch endpoint returns {}."""
        ...

    def search(self, ref: CitationRef) -> Retrieval:
        """Cases whose name matches the citation's parties (candidates, best first)."""
        ...

    def fetch_text(self, ref: CitationRef, case: MatchedCase) -> Retrieval:
        """The full text of a found case (body kept raw; `read_text` parses it)."""
        ...

    def read_text(self, body: bytes) -> AuthorityText: ...

    def court_of(self, case: MatchedCase) -> MatchedCase:
        """The case with its deciding court, where the source can say and the look-up did not."""
        ...


# --------------------------------------------------------------------------- what some sources can do
# A source declares an optional capability by having it; the Verifier asks `isinstance`, never a
# name looked up at run time.


@runtime_checkable
class Limited(Protocol):
    """A network source with request limits: it says whether it will be asked and why not, what a
    run's requests will take (`plan`), and counts down its waits (`budget.on_wait`)."""

    budget: RequestBudget

    def ready(self) -> bool: ...

    def not_asked_because(self) -> str: ...

    def plan(
        self,
        lookups: Sequence[CitationRef] = (),
        searches: int = 0,
        courts: int = 0,
        texts: int = 0,
        treatments: int = 0,
    ) -> str | None: ...


@runtime_checkable
class HoldsTreatment(Protocol):
    """A source that holds the opinions citing a case, and reads them for its treatment."""

    def treatment(self, case: MatchedCase, said: str) -> Treatment | None: ...


@runtime_checkable
class HoldsVolumes(Protocol):
    """A source that holds a reporter's volumes case by case, and so knows which case begins next
    after a page (the end a pin page cannot pass)."""

    def next_case(self, ref: CitationRef, page: int) -> tuple[int, MatchedCase] | None: ...


@runtime_checkable
class MeasuresCoverage(Protocol):
    """A source that can say what a case's absence from it means: how fully it holds a court's
    year, and how often real opinions cite a citation it matched to no case (the offline index)."""

    def court_year(self, court_id: str, year: int) -> CourtYear | None: ...

    def cited_unmatched(self, ref: CitationRef) -> int: ...

    def skipped_at(self, ref: CitationRef) -> str | None: ...


@runtime_checkable
class SearchesTreatment(Protocol):
    """A source that searches the opinions citing a case (one request, cached like any answer)
    and reads what it found for the case's treatment."""

    def treatment_search(self, case: MatchedCase) -> Retrieval: ...

    def read_treatment(self, case: MatchedCase, found: Retrieval, said: str) -> Treatment: ...


def treatment_key(case: MatchedCase) -> str:
    """Where a case's search for negative treatment is filed: under the case (the key its answer
    carries, and the source cache's)."""
    return f"treatment:{case.ids.get('cluster_id') or case.name}"


# --------------------------------------------------------------------------- fetching rules


def check_allowed(url: str, hosts: frozenset[str]) -> None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or parts.hostname not in hosts:
        raise SourceError(f"refusing to fetch {url!r}: host {parts.hostname!r} is not an allow-listed source")


def guard_hook(hosts: frozenset[str]) -> Callable[[httpx.Request], None]:
    """An httpx request hook that refuses any host off the allow-list, redirects included."""

    def hook(request: httpx.Request) -> None:
        check_allowed(str(request.url), hosts)

    return hook


def transport_failure(exc: Exception) -> str:
    """A short reason for a request that never got an answer (no URL, no document text)."""
    import httpx  # only the clients that made the request need it loaded

    if isinstance(exc, httpx.TimeoutException):
        return "timed out"
    if isinstance(exc, httpx.ConnectError):
        return "could not connect (offline, DNS failure or connection refused)"
    return f"request failed ({type(exc).__name__})"


def unresolved(url: str) -> str | None:
    """Why a request to `url` cannot leave this machine, found without an HTTP client: its host
    name does not resolve and no proxy is configured (a proxy resolves names itself; httpx reads
    the same settings, environment or system). None when it may. Asked before a source makes its
    client, whose import and TLS set-up (about 0.1 s) buy nothing offline; the client would fail
    on the same resolution. A name that is not ASCII is left to the client (httpx encodes it by
    IDNA 2008, the resolver by IDNA 2003)."""
    host = urlsplit(url).hostname
    if not host or not host.isascii() or _proxied():
        return None
    try:
        socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):  # UnicodeError: an empty or over-long label
        return f"could not connect (offline or DNS failure: {host} does not resolve)"
    return None


class HostCheck:
    """A source's host, checked (`unresolved`) before its HTTP client is made, until the name has
    resolved once: a run whose budget defers every request never makes the client, and would
    otherwise resolve the name again for each citation. The sources share this rule."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.resolves = False

    def close_off(self, circuits: Iterable[Unreachable]) -> None:
        """Open the host's `circuits` (every endpoint on it) if its name does not resolve."""
        if self.resolves:
            return
        why = unresolved(self.url)
        self.resolves = why is None
        for circuit in circuits if why else ():
            circuit.open(why)


def _proxied() -> bool:
    """Whether requests go through a proxy: a *_proxy variable, or on macOS and Windows the
    system's settings (urllib's `getproxies`, which httpx reads; elsewhere it reads the
    environment alone, and its import costs a check offline more than the look-up)."""
    if any(k.lower().endswith("_proxy") and k.lower() != "no_proxy" and v for k, v in os.environ.items()):
        return True
    if sys.platform in ("darwin", "win32"):
        from urllib.request import getproxies

        return bool(getproxies())
    return False


class Unreachable:
    """A circuit breaker per source endpoint: a connection that cannot be made (offline, DNS
    failure, refused) opens it at once, and so do `trips` timeouts or resets in a row (a hung
    server costs each citation its full timeout otherwise); for the next `for_s` seconds requests
    are answered at once with the reason. An answer closes it again."""

    def __init__(
        self, for_s: float = 60.0, trips: int = 2, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.for_s = for_s
        self.trips = trips
        self.clock = clock
        self.until = 0.0
        self.why = ""
        self.failures = 0

    def reason(self) -> str | None:
        return self.why if self.clock() < self.until else None

    def saw(self, exc: Exception) -> None:
        import httpx

        if isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout)):
            self.open(f"{transport_failure(exc)}")
        elif isinstance(exc, (httpx.TimeoutException, httpx.RemoteProtocolError, httpx.ReadError)):
            self.failures += 1
            if self.failures >= self.trips:
                self.open(f"{transport_failure(exc)} {self.failures} times in a row")

    def answered(self) -> None:
        self.failures = 0

    def open(self, what: str) -> None:
        """Opened for `for_s` seconds, answering `what` (a connection that cannot be made)."""
        self.until = self.clock() + self.for_s
        self.why = f"{what}; not asked again for {self.for_s:.0f} s"
        self.failures = 0


class RateLimiter:
    """A token bucket shared by the threads of one process: `rate` requests per `per` seconds.

    `acquire` waits for a token, but never longer than `max_wait`; past that it returns False
    and the caller reports the source as throttled rather than stalling a Lambda.
    """

    def __init__(
        self,
        rate: int,
        per: float,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.capacity = float(rate)
        self.refill_per_s = rate / per
        self.tokens = float(rate)
        self.clock = clock
        self.sleep = sleep
        self.updated = clock()
        self.lock = threading.Lock()

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.refill_per_s)
        self.updated = now

    def acquire(self, max_wait: float = 60.0, n: int = 1) -> bool:
        """Take `n` tokens. A request for more than the bucket holds (a batch) goes ahead once
        the bucket is full and leaves it in debt, so the requests after it wait their share,
        as the API's own limit counts a large request."""
        with self.lock:
            self._refill()
            needed = min(float(n), self.capacity)
            if self.tokens < needed:
                wait = (needed - self.tokens) / self.refill_per_s
                if wait > max_wait:
                    return False
                self.sleep(wait)
                self._refill()
            self.tokens -= n
            return True


_SHARED: dict[str, RateLimiter] = {}
_SHARED_LOCK = threading.Lock()


def shared_limiter(name: str, rate: int, per: float) -> RateLimiter:
    """One limiter per source per process, so parallel verifiers pace together."""
    with _SHARED_LOCK:
        if name not in _SHARED:
            _SHARED[name] = RateLimiter(rate, per)
        return _SHARED[name]
