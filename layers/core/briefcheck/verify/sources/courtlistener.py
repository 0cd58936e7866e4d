"""CourtListener (Free Law Project) through its official client, `courtlistener-api-client`.

Citation lookup answers per citation: 200 found, 300 ambiguous, 400 unknown reporter, 404 not
found, 429 throttled. A 200 is not proof (with no exact match it returns the case that spans
that page): this module only reports what came back; `decide` compares name, year and court.
Opinion text comes from `/opinions/`, whose `html_with_citations` carries star-pagination
markers (`<span class="star-pagination">*123</span>`) used for pin-page checks.
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
import threading
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from briefcheck.domain.config import Settings
from briefcheck.domain.errors import SourceError
from briefcheck.domain.glossary import COURTLISTENER, source_title
from briefcheck.domain.models import Treatment
from briefcheck.index.models import IndexedCase
from briefcheck.prepared import cache_home
from briefcheck.text.names import distinctive
from briefcheck.text.opinions import TEXT_FIELDS, joined, opinion_parts
from briefcheck.verify.budget import (
    DEFERRED,
    BudgetLog,
    BudgetStore,
    DynamoBudgetLog,
    RequestBudget,
    UsageRow,
    WaitAllowance,
)
from briefcheck.verify.refs import CitationRef
from briefcheck.verify.sources.base import (
    AuthorityText,
    HostCheck,
    Kind,
    MatchedCase,
    Retrieval,
    Status,
    Unreachable,
    check_allowed,
    guard_hook,
    transport_failure,
    treatment_key,
)
from briefcheck.verify.sources.registry import allowed_hosts
from briefcheck.verify.treatment import SEARCHED_WORDS, passages_treatment

if TYPE_CHECKING:
    import httpx
    from courtlistener import CourtListener

NO_TOKEN = "no CourtListener token configured"
# The text look-up answers 429 for every citation past the 250th of one request.
MAX_CITATIONS_PER_REQUEST = 250
BUDGET_FILE = "courtlistener-budget.sqlite3"
_FIRST_IMPORT = threading.Lock()
_EXPECTED_IN = re.compile(r"available in (\d+) seconds?")
_MARK = re.compile(r"</?mark>")
_OPINION_FIELDS = ["id", "type", "ordering_key", "absolute_url", "plain_text", *TEXT_FIELDS]


def _client_package() -> ModuleType:
    """The courtlistener client package, imported on first use (a run without a token never loads
    it), under a lock: Tier 3 verifies citations on several threads, and a thread can otherwise
    meet the package half initialised by another's first import (ImportError)."""
    with _FIRST_IMPORT:
        import courtlistener
        import courtlistener.sync_client.citation_lookup  # reached through the package below
    return courtlistener


def _env_token() -> str | None:
    return os.environ.get("COURTLISTENER_TOKEN", "").strip() or None


def resolve_token(settings: Settings) -> str | None:
    """The API token: env COURTLISTENER_TOKEN, else the secret named in settings (cached by
    Powertools for five minutes). The token is never logged or put in a message."""
    token = _env_token()
    if token:
        return token
    if not settings.courtlistener_secret_arn:
        return None
    from aws_lambda_powertools.utilities import parameters

    try:
        secret = parameters.get_secret(settings.courtlistener_secret_arn, max_age=300)
    except Exception as exc:  # any Secrets Manager failure makes the source unavailable, not the run
        raise SourceError(f"cannot read the CourtListener token secret ({type(exc).__name__})") from None
    value = secret.decode() if isinstance(secret, bytes) else str(secret)
    if value.lstrip().startswith("{"):
        data = json.loads(value)
        value = next((data[k] for k in ("token", "api_token", "COURTLISTENER_TOKEN") if data.get(k)), "")
    return value.strip() or None


class Throttled(Exception):
    """A 429 that was not waited out: which throttle, and until when."""

    def __init__(self, until: datetime | None, why: str) -> None:
        when = until.strftime("%Y-%m-%d %H:%M:%S UTC") if until else "later"
        super().__init__(f"{DEFERRED} ({why}; CourtListener asks us to wait until {when})")


class ApiError(Exception):
    """The official client's CourtListenerAPIError, as this module's own: the client is imported
    only when a call is made (its import costs about 0.2 s of every start-up otherwise)."""

    def __init__(self, status_code: int, detail: Any, response: httpx.Response | None) -> None:
        super().__init__(f"CourtListener answered HTTP {status_code}")
        self.status_code = status_code
        self.detail = detail
        self.response = response


def _as_api_error(exc: Exception) -> ApiError | None:
    if not isinstance(exc, _client_package().CourtListenerAPIError):
        return None
    return ApiError(exc.status_code, exc.detail, exc.response)


@cache
def _failures() -> tuple[type[Exception], ...]:
    """What a call may fail with; each becomes an `unavailable` answer, never an exception. The
    official client asserts the look-up's body is a list: an AssertionError is an odd body too.
    A function, named in `except` clauses (evaluated only when something was raised): httpx is
    imported once a request is made, not by every check that builds this source (about 50 ms of
    a start-up, most of it httpx importing its own command line's rich and click)."""
    import httpx

    return (ApiError, Throttled, httpx.HTTPError, SourceError, ValueError, AssertionError)


class CourtListenerSource:
    name = COURTLISTENER
    title = source_title(COURTLISTENER)
    text_in_lookup = False
    offline = False

    def __init__(
        self, settings: Settings, token: str | None = None, *, budget: RequestBudget | None = None
    ) -> None:
        self.settings = settings
        self.hosts = allowed_hosts(settings)
        check_allowed(settings.courtlistener_base_url, self.hosts)
        self.base = settings.courtlistener_base_url.rstrip("/")
        self.api = f"{self.base}/api/rest/v4"
        self._token = token
        self._token_read = token is not None
        self._client: CourtListener | None = None
        # one budget for every request, kept across runs in the local store (FACTS.md limits)
        self.budget = budget or default_budget(settings)
        # per endpoint: a refused connection, or timeouts and resets in a row, open the circuit
        self.circuits = {kind: Unreachable() for kind in Kind}
        # docket id -> its court: a docket's court never changes, so it is asked once a run
        self._courts: dict[str, str] = {}
        self.host = HostCheck(self.api)
        self._usage_read_at: float | None = None  # when the server's usage was last read

    # ------------------------------------------------------------------ plumbing

    def _token_or_none(self) -> str | None:
        if not self._token_read:
            self._token = resolve_token(self.settings)
            self._token_read = True
        return self._token

    def ready(self) -> bool:
        """Whether a token is configured: without one nothing is asked, and no plan is shown."""
        try:
            return bool(self._token_or_none())
        except SourceError:  # the secret cannot be read: each request will say so
            return False

    def not_asked_because(self) -> str:
        """Why nothing is asked, in the words of the notice the user reads first."""
        return "no CourtListener token is set (COURTLISTENER_TOKEN)"

    def plan(
        self,
        lookups: Sequence[CitationRef] = (),
        searches: int = 0,
        courts: int = 0,
        texts: int = 0,
        treatments: int = 0,
    ) -> str | None:
        """Every request a run will make and when the limits let them go ("3 CourtListener
        requests (1 for 16 citation look-ups, 2 name searches): 3 can go now"), from the usage
        the server reports; None when nothing will be asked."""
        if not self.ready():
            return None
        self.read_usage()
        batches = -(-len(lookups) // MAX_CITATIONS_PER_REQUEST)
        parts = [
            (batches, f"{batches} for {_count(len(lookups), 'citation look-up')}"),
            (searches, _count(searches, "name search")),
            (courts, _count(courts, "court read from its docket", "courts read from their dockets")),
            (texts, _count(texts, "opinion text")),
            (
                treatments,
                _count(treatments, "treatment search", "treatment searches"),
            ),
        ]
        total = sum(n for n, _ in parts)
        if not total:
            return None
        return self.budget.plan(total, f" ({', '.join(said for n, said in parts if n)})")

    def read_usage(self) -> list[UsageRow] | None:
        """What CourtListener reports of this token's limits and usage (`GET api-usage/`: its own
        throttle, none of the quota it reports spent), folded into the budget, so requests made
        elsewhere with the token and a membership's higher limits are counted. Read at most
        once a minute; None, and the local count kept, when it cannot be read."""
        now = self.budget.clock()
        if (self._usage_read_at is not None and now - self._usage_read_at < 60.0) or not self.ready():
            return None
        self._usage_read_at = now
        if self._down(Kind.CITATION):
            return None
        import httpx  # loaded with the client

        try:
            response = self.client().client.get("api-usage/")
        except httpx.HTTPError as exc:
            self.circuits[Kind.CITATION].saw(exc)
            return None
        if response.status_code != 200:
            return None  # an older server, or a refused token: the local count stands
        try:
            rows = usage_rows(response.json())
        except ValueError:
            return None
        self.budget.adopt(rows)
        return rows

    def client(self) -> CourtListener:
        if self._client is None:
            import httpx  # the official client's own transport, loaded with it

            token = self._token_or_none()
            if not token:
                raise SourceError(NO_TOKEN)
            cl = _client_package().CourtListener(
                api_token=token, base_url=self.api, timeout=self.settings.request_timeout_s
            )
            http = cl.client
            # short connect timeout: offline or DNS failure answers at once, never a long hang
            http.timeout = httpx.Timeout(
                self.settings.request_timeout_s, connect=min(5.0, self.settings.request_timeout_s)
            )
            http.event_hooks = {"request": [guard_hook(self.hosts)], "response": []}
            http.headers["User-Agent"] = "briefcheck (citation verification)"
            self._client = cl
        return self._client

    def _call(self, kind: Kind, fn: Callable[[], Any]) -> Any:
        """Run one API call (its budget already granted). A 429 is written to the budget, so no
        run asks before the time it gives, and waited out once when that fits the run's wait
        allowance. Both of CourtListener's 429 shapes: the citation throttle's `{"wait_until":
        ISO-8601}` and the user throttle's "Expected available in N seconds" with Retry-After."""
        circuit = self.circuits[kind]
        if down := self._down(kind):
            raise SourceError(f"CourtListener's {kind.value} endpoint {down}")
        import httpx  # loaded with the client that made `fn`

        for attempt in (1, 2):
            try:
                answer = fn()
            except httpx.HTTPError as exc:
                circuit.saw(exc)
                raise
            except Exception as raised:
                exc = _as_api_error(raised)
                if exc is None:
                    raise
                self.budget.settle()  # the server answered: it counted the request when it came
                if exc.status_code != 429:
                    raise exc from None
                now = self.budget.clock()
                wait, scope, why = _retry_after(exc, now)
                until = now + wait if wait is not None else None
                if until is not None:
                    self.budget.server_blocked(until, why, scope)
                if attempt == 2 or until is None or not self.budget.wait_for_server(until, why):
                    raise Throttled(datetime.fromtimestamp(until, UTC) if until else None, why) from None
                continue
            circuit.answered()
            self.budget.settle()
            return answer
        raise AssertionError("unreachable")

    def _down(self, kind: Kind) -> str | None:
        """Why the endpoint is not asked now: its circuit is open, or (before a client is made) the
        host name does not resolve, which opens every endpoint's circuit (one host): offline, no
        client is made, nothing spent, and httpx never imported to learn it."""
        circuit = self.circuits[kind]
        if self._client is None and self.ready() and not circuit.reason():
            self.host.close_off(self.circuits.values())
        return circuit.reason()

    def _granted(self, ref: CitationRef, kind: Kind, url: str, citations: int = 0) -> Retrieval | None:
        """None when the endpoint is not down (`_down`) and the budget lets one request go; else the
        answer to give at once, with the reason (nothing is spent on an endpoint known down)."""
        if down := self._down(kind):
            return Retrieval.unavailable(
                self.name, kind, ref.key, f"CourtListener's {kind.value} endpoint {down}", url
            )
        refused = self.budget.ask(citations)
        return None if refused is None else Retrieval.unavailable(self.name, kind, ref.key, refused, url)

    def _failed(self, key: str, kind: Kind, url: str, exc: Exception) -> Retrieval:
        if isinstance(exc, Throttled):
            reason = str(exc)
        elif isinstance(exc, ApiError):
            reason = f"CourtListener answered HTTP {exc.status_code}"
            if exc.status_code in (401, 403):
                reason += " (token rejected)"
        elif isinstance(exc, SourceError):
            reason = str(exc)
        elif isinstance(exc, (ValueError, AssertionError)):  # not the JSON the API documents
            reason = "CourtListener gave an unusable answer"
        else:
            reason = f"CourtListener {transport_failure(exc)}"
        return Retrieval.unavailable(self.name, kind, key, reason, url)

    def _case(self, cluster: dict[str, Any]) -> MatchedCase:
        names = [cluster.get(k) for k in ("case_name", "case_name_short", "case_name_full")]
        names = [n for n in names if n]
        url = cluster.get("absolute_url")
        return MatchedCase(
            name=names[0] if names else "",
            date=cluster.get("date_filed"),
            url=f"{self.base}{url}" if url else None,
            ids={
                k: str(v)
                for k, v in (("cluster_id", cluster.get("id")), ("docket_id", cluster.get("docket_id")))
                if v is not None
            },
            citations=tuple(
                f"{c['volume']} {c['reporter']} {c['page']}"
                for c in cluster.get("citations") or []
                if c.get("volume") and c.get("reporter") and c.get("page")
            ),
            other_names=tuple(names[1:]),
        )

    def court_of(self, case: MatchedCase) -> MatchedCase:
        """The deciding court, from the docket (clusters do not carry it), only when the budget
        has a call to spare now: a look-up or search is never made to wait for it, and the court
        then stays unknown (identity rests on name and year; the offline index has courts)."""
        if case.court:
            return case
        docket_id = case.ids.get("docket_id")
        if docket_id and (known := self._courts.get(str(docket_id))):
            return replace(case, court=known)
        if not docket_id or self._down(Kind.CITATION) or self.budget.ask(wait=False) is not None:
            return case
        try:
            docket = self._call(
                Kind.CITATION, lambda: self.client().dockets.get(int(docket_id), fields=["court_id"])
            )
        except _failures():
            return case
        court = docket.get("court_id")
        if not court:
            return case
        self._courts[str(docket_id)] = court
        return replace(case, court=court)

    def treatment_search(self, case: MatchedCase) -> Retrieval:
        """The opinions CourtListener holds that cite the case with a treating word: one search
        (`cites:(id) AND (overruled OR ...)`, newest first, highlighted: the passages around the
        words), read by `searched_treatment`. A verified citation is a promise that the case is
        still good law, so it waits for the limits within the run's allowance, as a name search
        does; deferred, it is unavailable with the reason (`briefcheck revalidate` finishes it)."""
        cluster = case.ids.get("cluster_id") or ""
        key = treatment_key(case)
        query = {
            "type": "o",
            "q": f"cites:({cluster}) AND ({' OR '.join(SEARCHED_WORDS)})",
            "highlight": "on",
            "order_by": "dateFiled desc",
        }
        url = f"{self.api}/search/?{urlencode(query)}"
        if not cluster.isdigit():
            return Retrieval.not_covered(self.name, Kind.NAME_SEARCH, key, "no CourtListener id to search by")
        if not self._token_or_none():
            return Retrieval.unavailable(self.name, Kind.NAME_SEARCH, key, NO_TOKEN)
        if down := self._down(Kind.NAME_SEARCH):
            return Retrieval.unavailable(
                self.name, Kind.NAME_SEARCH, key, f"CourtListener's search endpoint {down}"
            )
        if (deferred := self.budget.ask()) is not None:
            return Retrieval.unavailable(self.name, Kind.NAME_SEARCH, key, deferred, url)
        try:
            # the client's own request (its errors and 429s as every call's): its search model has
            # no `highlight`, without which the passages are each opinion's first lines
            search = self.client()._request
            page = self._call(Kind.NAME_SEARCH, lambda: search("GET", "search/", params=query))
        except _failures() as exc:
            return self._failed(key, Kind.NAME_SEARCH, url, exc)
        if not isinstance(page, dict) or not isinstance(page.get("results"), list):
            return Retrieval.unavailable(
                self.name, Kind.NAME_SEARCH, key, "the search's answer is not a result page", url
            )
        body = json.dumps(page, sort_keys=True).encode()
        return Retrieval(
            Status.FOUND,
            self.name,
            Kind.NAME_SEARCH,
            key,
            retrieval_url=url,
            body=body,
            content_type="application/json",
        )

    def read_treatment(self, case: MatchedCase, found: Retrieval, said: str) -> Treatment:
        """A treatment search's answer (`treatment_search`, perhaps from the cache) read for `said`."""
        return searched_treatment(case, found, said)

    # ------------------------------------------------------------------ Source

    def lookup(self, ref: CitationRef) -> Retrieval:
        if not self._token_or_none():
            return Retrieval.unavailable(self.name, Kind.CITATION, ref.key, NO_TOKEN)
        url = _lookup_url(self.api, ref)
        if (deferred := self._granted(ref, Kind.CITATION, url, citations=1)) is not None:
            return deferred
        try:
            results = self._call(
                Kind.CITATION,
                lambda: self.client().citation_lookup.lookup_citation(
                    int(ref.volume or 0), ref.reporter or "", ref.page or ""
                ),
            )
        except _failures() as exc:
            return self._failed(ref.key, Kind.CITATION, url, exc)
        if not isinstance(results, list):
            return self._failed(ref.key, Kind.CITATION, url, ValueError("not a list"))
        return self._answer(ref, results[0] if results else {"status": 404, "clusters": []})

    def lookup_many(self, refs: Sequence[CitationRef]) -> dict[str, Retrieval]:
        """Many citations through the text look-up, up to 250 citations and 64,000 characters a
        request. Only the citations are sent ("457 U.S. 800", one a line), never the brief's
        words. The 60-a-minute limit counts citations, so a batch saves round trips, not quota.
        A citation the batch could not answer (throttled, refused, not recognised as written) is
        left out and looked up on its own later."""
        pending = list({r.key: r for r in refs if r.volume and r.reporter and r.page}.values())
        answers: dict[str, Retrieval] = {}
        if not pending or not self._token_or_none():
            return answers
        self.read_usage()
        while pending:
            batch, text, spans = _batch(pending)
            if self._down(Kind.CITATION) or self.budget.ask(len(batch)) is not None:
                break  # deferred: each citation then asks alone, and is told why
            try:
                results = self._call(
                    Kind.CITATION, lambda text=text: self.client().citation_lookup.lookup_text(text)
                )
            except _failures():
                break
            if not isinstance(results, list):
                break
            throttled: dict[str, CitationRef] = {}
            for entry in results:
                ref = _ref_at(spans, entry.get("start_index") if isinstance(entry, dict) else None)
                if ref is None or ref.key in answers:
                    continue
                if entry.get("status") == 429:  # past the per-request limit: the next request
                    throttled[ref.key] = ref
                else:
                    answers[ref.key] = self._answer(ref, entry)
            answered = [r for r in batch if r.key in answers]
            if not answered:
                break  # nothing came back answered: stop rather than ask again
            pending = list(throttled.values()) + pending[len(batch) :]
        return answers

    def _answer(self, ref: CitationRef, entry: dict[str, Any]) -> Retrieval:
        """One citation's entry of a look-up answer (single or batched, the same shape)."""
        url = _lookup_url(self.api, ref)
        if not isinstance(entry, dict):
            return self._failed(ref.key, Kind.CITATION, url, ValueError("not an object"))
        base = {
            "source": self.name,
            "kind": Kind.CITATION,
            "key": ref.key,
            "retrieval_url": url,
            "body": json.dumps([entry], sort_keys=True).encode(),
        }
        status, clusters = entry.get("status"), entry.get("clusters") or []
        message = entry.get("error_message") or None
        if status == 200 and clusters:
            case = self._case(clusters[0])
            return Retrieval(Status.FOUND, case=case, content_type="application/json", **base)
        if status == 300:
            cands = tuple(self._case(c) for c in clusters)
            return Retrieval(
                Status.AMBIGUOUS, candidates=cands, reason=message, content_type="application/json", **base
            )
        if status == 400:
            return Retrieval(Status.UNKNOWN_REPORTER, reason=message, content_type="application/json", **base)
        if status == 404 or (status == 200 and not clusters):
            # Westlaw numbers are held sparsely: a missing one proves nothing by itself
            sparse = ref.kind.sparse
            return Retrieval(
                Status.NOT_FOUND, reason=message, content_type="application/json", dense=not sparse, **base
            )
        reason = (
            "CourtListener throttled this citation" if status == 429 else f"CourtListener status {status}"
        )
        return Retrieval.unavailable(self.name, Kind.CITATION, ref.key, reason, url)

    def search(self, ref: CitationRef) -> Retrieval:
        """Cases named like the citation. CourtListener's `case_name` requires every word it is
        given, so only each party's distinctive words are sent (no "Inc.", "Co.", "Ltd.", "et al.",
        punctuation); published and unpublished opinions; the cited court where known; for a
        Westlaw or docket citation, decided within a year of the cited year."""
        words = [w for party in (ref.party_1, ref.party_2) for w in distinctive(party)]
        query: dict[str, Any] = {"type": "o", "case_name": " ".join(words)}
        query.update(stat_Published=True, stat_Unpublished=True)
        if ref.court_id:
            query["court"] = ref.court_id
        if ref.search_years:
            first, last = ref.search_years
            query.update(filed_after=f"{first}-01-01", filed_before=f"{last}-12-31")
        url = f"{self.api}/search/?{urlencode(query)}"
        if not words:
            return Retrieval.not_covered(self.name, Kind.NAME_SEARCH, ref.key, "no case name to search by")
        if not self._token_or_none():
            return Retrieval.unavailable(self.name, Kind.NAME_SEARCH, ref.key, NO_TOKEN)
        if (deferred := self._granted(ref, Kind.NAME_SEARCH, url)) is not None:
            return deferred
        try:
            page = self._call(Kind.NAME_SEARCH, lambda: self.client().search.list(**query).get_current_page())
        except _failures() as exc:
            return self._failed(ref.key, Kind.NAME_SEARCH, url, exc)
        results = page.results
        cands = tuple(
            MatchedCase(
                name=r.get("caseName") or "",
                date=r.get("dateFiled"),
                court=r.get("court_id"),
                url=f"{self.base}{r['absolute_url']}" if r.get("absolute_url") else None,
                ids={"cluster_id": str(r["cluster_id"])} if r.get("cluster_id") else {},
                citations=tuple(r.get("citation") or ()),
                other_names=tuple(n for n in (r.get("caseNameFull"),) if n),
                docket_number=r.get("docketNumber") or None,
            )
            for r in results
        )
        body = json.dumps(page.model_dump(), sort_keys=True).encode()
        status = Status.FOUND if cands else Status.NOT_FOUND
        return Retrieval(
            status,
            self.name,
            Kind.NAME_SEARCH,
            ref.key,
            retrieval_url=url,
            candidates=cands,
            body=body,
            content_type="application/json",
        )

    def fetch_text(self, ref: CitationRef, case: MatchedCase) -> Retrieval:
        cluster_id = case.ids.get("cluster_id")
        url = f"{self.api}/opinions/?{urlencode({'cluster': cluster_id or ''})}"
        if not cluster_id:
            return Retrieval(
                Status.NOT_FOUND, self.name, Kind.TEXT, ref.key, reason="no cluster id to read opinions by"
            )
        if not self._token_or_none():
            return Retrieval.unavailable(self.name, Kind.TEXT, ref.key, NO_TOKEN)
        if (deferred := self._granted(ref, Kind.TEXT, url)) is not None:
            return deferred
        try:
            page = self._call(
                Kind.TEXT,
                lambda: (
                    self.client()
                    .opinions.list(cluster=int(cluster_id), fields=_OPINION_FIELDS)
                    .get_current_page()
                ),
            )
        except _failures() as exc:
            return self._failed(ref.key, Kind.TEXT, url, exc)
        body = json.dumps(page.model_dump(), sort_keys=True).encode()
        has_text = any(any(o.get(f) for f in (*TEXT_FIELDS, "plain_text")) for o in page.results)
        return Retrieval(
            Status.FOUND if has_text else Status.NOT_FOUND,
            self.name,
            Kind.TEXT,
            ref.key,
            retrieval_url=url,
            case=case,
            body=body,
            content_type="application/json",
            reason=None if has_text else "CourtListener holds no text for this case",
        )

    def read_text(self, body: bytes) -> AuthorityText:
        return opinion_text(body)


def _lookup_url(api: str, ref: CitationRef) -> str:
    """The single look-up a person can repeat, named in the evidence (a batch answers the same)."""
    query = {"volume": ref.volume, "reporter": ref.reporter, "page": ref.page}
    return f"{api}/citation-lookup/?{urlencode(query)}"


def _batch(pending: list[CitationRef]) -> tuple[list[CitationRef], str, list[tuple[int, int, CitationRef]]]:
    """The next request: as many citations as fit, their text, and where each sits in it."""
    longest = _client_package().sync_client.citation_lookup.MAX_TEXT_LENGTH
    lines: list[str] = []
    spans: list[tuple[int, int, CitationRef]] = []
    at = 0
    for ref in pending[:MAX_CITATIONS_PER_REQUEST]:
        line = f"{ref.volume} {ref.reporter} {ref.page}"
        if at + len(line) > longest:
            break
        spans.append((at, at + len(line), ref))
        lines.append(line)
        at += len(line) + 1
    return [ref for _, _, ref in spans], "\n".join(lines), spans


def _ref_at(spans: list[tuple[int, int, CitationRef]], start: object) -> CitationRef | None:
    """The citation whose line holds the answer's start index."""
    if not isinstance(start, int):
        return None
    i = bisect_right([s for s, _, _ in spans], start) - 1
    return spans[i][2] if i >= 0 and start < spans[i][1] else None


def opinion_text(body: bytes) -> AuthorityText:
    """The text of a cluster's opinions (the opinion of the court first) with their page markers."""
    try:
        page = json.loads(body)
    except ValueError as exc:
        raise SourceError(f"CourtListener opinions response is not JSON: {exc}") from None
    results = sorted(
        page.get("results") or [], key=lambda o: (o.get("type") or "", o.get("ordering_key") or 0)
    )
    found = [part for o in results for part in opinion_parts(o.get("type") or "", o)]
    return joined([o for o in found if o is not None])


def _retry_after(exc: ApiError, now: float) -> tuple[float | None, str, str]:
    """(seconds to wait or None, the throttle's scope, its name) from either 429 shape; `now`
    is the budget's clock (the time `wait_until` is read against)."""
    until = _client_package().sync_client.citation_lookup.parse_wait_until(exc.detail)
    if until is not None:
        wait = until.timestamp() - now
        return max(0.0, wait), "citations", "citation limit of 60 a minute"
    header = exc.response.headers.get("Retry-After") if exc.response is not None else None
    why = "request limit (5 a minute, 50 an hour, 125 a day)"
    if header and header.strip().isdigit():
        return float(header), "user", why
    m = _EXPECTED_IN.search(json.dumps(exc.detail) if not isinstance(exc.detail, str) else exc.detail)
    return (float(m.group(1)) if m else None), "user", why


def _count(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one}" if n == 1 else f"{n} {many or one + ('es' if one.endswith('h') else 's')}"


def searched_treatment(case: MatchedCase, found: Retrieval, said: str) -> Treatment:
    """What a treatment search found, read by the offline index's rules (`verify.treatment`): the
    passages of the citing opinions that mention the case; "not checked" with the reason when no
    search could be made."""
    if found.status is not Status.FOUND or found.body is None:
        return Treatment(checked=False, source=f"not checked: {found.reason or found.status.value}")
    page = json.loads(found.body)
    cited = _indexed(
        case.name, int(case.ids["cluster_id"]), case.court, case.date, case.citations, case.other_names
    )
    passages = []
    for r in page["results"]:
        if not isinstance(r, dict) or not str(r.get("cluster_id") or "").isdigit():
            continue
        by = _indexed(
            r.get("caseName") or "", int(r["cluster_id"]), r.get("court_id"), r.get("dateFiled"),
            r.get("citation") or (), (),
        )  # fmt: skip
        for opinion in r.get("opinions") or ():
            snippet = _MARK.sub("", str(opinion.get("snippet") or "")) if isinstance(opinion, dict) else ""
            passages.append((by, html.unescape(snippet)))
    count = page.get("count") if isinstance(page.get("count"), int) else len(page["results"])
    source = f"CourtListener search: {count:,} citing opinion(s) with a treating word, their passages read"
    return passages_treatment(cited, passages, said, source)


def _indexed(
    name: str,
    cluster: int,
    court: str | None,
    filed: str | None,
    citations: Sequence[str],
    others: Sequence[str],
) -> IndexedCase:
    """A case of CourtListener's answer in the shape `verify.treatment` reads."""
    short = next((n for n in others if n and " v. " not in n), "")
    return IndexedCase(
        cluster_id=cluster,
        case_name=name,
        case_name_short=short,
        date_filed=(filed or "")[:10] or None,
        court_id=court,
        url="",
        citations=list(citations),
    )


def usage_rows(body: object) -> list[UsageRow]:
    """The limits in an `api-usage` answer (`current_usage`: scope, limit, window_seconds, used,
    remaining, reset_at per rate; `cl/api/utils.py` get_current_throttle_usage). Rows of another
    shape are left out; a body of another shape is a ValueError."""
    if not isinstance(body, dict) or not isinstance(body.get("current_usage"), list):
        raise ValueError("not an api-usage answer")
    rows = []
    for row in body["current_usage"]:
        try:
            reset = row.get("reset_at")
            rows.append(
                UsageRow(
                    scope=str(row["scope"]),
                    limit=int(row["limit"]),
                    seconds=float(row["window_seconds"]),
                    used=int(row["used"]),
                    remaining=int(row["remaining"]),
                    reset_at=datetime.fromisoformat(reset).timestamp() if reset else None,
                )
            )
        except (AttributeError, KeyError, TypeError, ValueError):
            continue
    return rows


def budget_path(settings: Settings) -> Path:
    """Where the local budget is kept. CourtListener's limits are per token, not per home: with
    COURTLISTENER_TOKEN set, one file per token in $BRIEFCHECK_BUDGET_DIR, else under the user's
    cache directory, shared by every home and process on the machine using it (named by a hash:
    the token is never written); without one, the home's file."""
    token = _env_token()
    if token is None:
        return settings.home / BUDGET_FILE
    digest = hashlib.sha256(token.encode()).hexdigest()[:16]
    where = settings.budget_dir.expanduser() if settings.budget_dir else cache_home("courtlistener-budget")
    return where / f"{digest}.sqlite3"


def default_budget(settings: Settings) -> RequestBudget:
    """The budget kept where every user of the token shares it (the records table in AWS, shared
    by every Lambda; locally the SQLite file of `budget_path`), with the run's wait allowance."""
    log: BudgetStore = DynamoBudgetLog(settings.table) if settings.table else BudgetLog(budget_path(settings))
    return RequestBudget(log, WaitAllowance(settings.tier3_wait_s))


def from_settings(settings: Settings, index: object = None) -> CourtListenerSource:
    """The registry's factory: the API client (it answers unavailable, with the reason, when no
    token is configured), on the budget kept in the run's store."""
    return CourtListenerSource(settings)
