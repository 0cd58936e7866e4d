"""A loopback CourtListener v4, written from CourtListener's own source and help pages (FACTS.md
"CourtListener limits"), for tests and `bench/courtlistener.py`:

- the per-user request throttle (5 a minute, 50 an hour, 125 a day by default), one key for every
  endpoint, citation look-ups included; refused as the user throttle refuses: 429 with
  {"detail": "Request was throttled. Expected available in N seconds."} and Retry-After;
- the citation throttle (60 citations a minute, counted per request): a request is refused only
  when the last minute already holds 60 or more, with {"error_message", "wait_until"} and no
  Retry-After; a request carrying more is served whole, and blocks for max(count / 60, 1) minutes;
- at most 250 citations looked up per request (the rest status 429 "Too many citations
  requested."); per citation 200, 300 (several clusters, all returned), 400 (unknown reporter),
  404; the star-page fallback: no cluster at the page, but the preceding case in the volume
  spans it, answers 200 with that case;
- search (`type=o`): `case_name` requires every word, published opinions only unless
  `stat_Unpublished`; `court` filters, and `filed_after` / `filed_before` (dates) bound the
  decision date; results carry the docket number; dockets carry the court; opinions carry the text;
  `q=cites:(ID) AND (word OR word ...)` finds the opinions citing cluster ID whose text holds one of
  the words, each opinion's `snippet` the passages around them with the words in `<mark>` (as
  `highlight=on` gives);
- `api-usage` (its own throttle: it spends none of the quota): `current_usage` rows per scope and
  rate as `cl/api/utils.py` get_current_throttle_usage builds them (`reset_at` when the window next
  admits a request it does not admit now);
- `latency`: a request reaches the server that long after it was sent (`travel` moves the shared
  clock), so the server stamps it later than the client asked (a look-up's long body, say);
- faults: a run of hung requests, or of server errors.

Time is the `clock` it is given (the same fake clock as the client's budget in tests).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from werkzeug import Request, Response

API = "/api/rest/v4"
KNOWN_REPORTERS = {
    "U.S.",
    "S. Ct.",
    "F.2d",
    "F.3d",
    "F.4th",
    "F. Supp. 2d",
    "F. Supp. 3d",
    "N.E.2d",
    "P.3d",
    "WL",
}
DOCKET_IDS = 50_000  # a cluster's docket id is this plus its cluster id
_LINE = re.compile(r"(\d{1,5}) ([A-Za-z0-9. ]+?) (\d{1,8})")


@dataclass
class FakeCase:
    cluster_id: int
    name: str
    date: str
    court: str
    citations: list[tuple[int, str, str]]
    last_page: int | None = None  # the last printed page (star pages run up to it)
    published: bool = True
    text: str = ""
    docket_number: str = ""
    cites: tuple[int, ...] = ()  # the clusters its opinion cites


@dataclass
class FakeCourtListener:
    cases: list[FakeCase]
    clock: Callable[[], float] = time.time
    user_windows: tuple[tuple[int, float], ...] = ((5, 60.0), (50, 3600.0), (125, 86400.0))
    citations_per_minute: int = 60
    per_request: int = 250
    hang_s: float = 0.0  # each of the next `faults` requests hangs this long first
    error_status: int | None = None  # or answers this status
    faults: int = 0
    latency: Callable[[Request], float] | None = None
    travel: Callable[[float], None] | None = None  # moves the shared clock on by a request's latency
    requests: list[tuple[float, str]] = field(default_factory=list)  # (time, path) of every request
    refused: list[tuple[float, str, str]] = field(default_factory=list)  # (time, path, which throttle)
    _user: list[float] = field(default_factory=list)
    _citations: list[tuple[float, int]] = field(default_factory=list)

    # ------------------------------------------------------------------ the server

    def __call__(self, request: Request) -> Response:
        if self.latency is not None and self.travel is not None:
            self.travel(self.latency(request))
        now = self.clock()
        self.requests.append((now, request.path))
        if self.faults > 0:
            self.faults -= 1
            if self.hang_s:
                time.sleep(self.hang_s)
            if self.error_status:
                return Response("upstream error", status=self.error_status)
        if not request.headers.get("Authorization", "").startswith("Token "):
            return _json({"detail": "Authentication credentials were not provided."}, 401)
        if request.path == f"{API}/api-usage/":
            return _json({"current_usage": self.usage(now), "historical_usage": {}, "membership": None})
        if (refusal := self._user_throttle(now, request.path)) is not None:
            return refusal
        path = request.path.removeprefix(API)
        if path == "/citation-lookup/" and request.method == "POST":
            return self._lookup(request, now)
        if path == "/search/":
            return self._search(request)
        if m := re.fullmatch(r"/dockets/(\d+)/", path):
            case = self._case(int(m.group(1)) - DOCKET_IDS)
            return _json({"id": int(m.group(1)), "court_id": case.court}) if case else _json({}, 404)
        if path == "/opinions/":
            return self._opinions(request)
        return _json({"detail": "Not found."}, 404)

    def _user_throttle(self, now: float, path: str) -> Response | None:
        waits = []
        for limit, seconds in self.user_windows:
            recent = [t for t in self._user if t > now - seconds]
            if len(recent) >= limit:
                waits.append(recent[len(recent) - limit] + seconds - now)
        if waits:
            wait = max(1, int(max(waits) + 0.999))
            self.refused.append((now, path, "user"))
            body = {"detail": f"Request was throttled. Expected available in {wait} seconds."}
            return _json(body, 429, {"Retry-After": str(wait)})
        self._user.append(now)
        return None

    def usage(self, now: float) -> list[dict]:
        rows = [
            _usage_row("user", limit, seconds, [(1, t) for t in self._user], now)
            for limit, seconds in self.user_windows
        ]
        rows.append(
            _usage_row(
                "citations", self.citations_per_minute, 60.0, [(n, t) for t, n in self._citations], now
            )
        )
        return rows

    def _lookup(self, request: Request, now: float) -> Response:
        minute = [(t, n) for t, n in self._citations if t > now - 60.0]
        if sum(n for _, n in minute) >= self.citations_per_minute:
            last_at, last_n = minute[-1]
            until = last_at + max(last_n / self.citations_per_minute, 1.0) * 60.0
            self.refused.append((now, request.path, "citations"))
            wait_until = datetime.fromtimestamp(until, UTC).isoformat()
            return _json(
                {"error_message": "Too many requests (allowed rate: 60/min).", "wait_until": wait_until}, 429
            )
        if "text" in request.form:
            text = request.form["text"]
            if len(text) > 64_000:
                return _json({"text": ["Ensure this field has no more than 64000 characters."]}, 400)
            found = [(m.start(), m.end(), m.group(1), m.group(2), m.group(3)) for m in _LINE.finditer(text)]
        else:
            v, r, p = (
                request.form.get("volume", ""),
                request.form.get("reporter", ""),
                request.form.get("page", ""),
            )
            found = [(0, len(f"{v} {r} {p}"), v, r, p)]
        self._citations.append((now, min(len(found), self.per_request)))
        out = []
        for n, (start, end, volume, reporter, page) in enumerate(found):
            cited = f"{volume} {reporter} {page}"
            entry = {
                "citation": cited,
                "normalized_citations": [cited],
                "start_index": start,
                "end_index": end,
                "status": 404,
                "error_message": "",
                "clusters": [],
            }
            if n >= self.per_request:
                entry.update(status=429, error_message="Too many citations requested.")
            elif reporter not in KNOWN_REPORTERS:
                entry.update(
                    status=400, error_message=f"Unable to find reporter with abbreviation of '{reporter}'"
                )
            else:
                hits = self._at(int(volume), reporter, page)
                if len(hits) > 1:
                    entry.update(status=300, clusters=[self._cluster(c) for c in hits])
                elif hits:
                    entry.update(status=200, clusters=[self._cluster(hits[0])])
                elif (spanning := self._spanning(int(volume), reporter, page)) is not None:
                    entry.update(status=200, clusters=[self._cluster(spanning)])  # the star-page fallback
                else:
                    entry["error_message"] = "Citation not found."
            out.append(entry)
        return _json(out)

    def _search(self, request: Request) -> Response:
        if m := re.fullmatch(r"cites:\((\d+)\) AND \((.+)\)", request.args.get("q", "")):
            return self._citing(int(m.group(1)), m.group(2).split(" OR "))
        words = [w.lower() for w in re.findall(r"[\w']+", request.args.get("case_name", ""))]
        court = request.args.get("court")
        unpublished = request.args.get("stat_Unpublished", "").lower() in ("true", "on", "1")
        after, before = request.args.get("filed_after"), request.args.get("filed_before")
        hits = [
            c
            for c in self.cases
            if words
            and all(w in re.findall(r"[\w']+", c.name.lower()) for w in words)  # every word required
            and (c.published or unpublished)
            and (court is None or c.court == court)
            and (after is None or c.date >= after)
            and (before is None or c.date <= before)
        ]
        return _json(
            {
                "count": len(hits),
                "next": None,
                "previous": None,
                "results": [self._result(c) for c in hits[:20]],
            }
        )

    def _citing(self, cited: int, words: list[str]) -> Response:
        # the search engine stems English ("overruled" finds "overrule" and "overrules")
        stems = [re.escape(w.removesuffix("d").removesuffix("e")) + r"\w*" for w in words]
        pattern = re.compile(r"\b(" + "|".join(stems) + r")\b", re.IGNORECASE)
        hits = [c for c in self.cases if cited in c.cites and pattern.search(c.text)]
        results = []
        for c in sorted(hits, key=lambda c: c.date, reverse=True)[:20]:
            passages = [c.text[max(0, m.start() - 250) : m.end() + 250] for m in pattern.finditer(c.text)]
            snippet = " … ".join(pattern.sub(r"<mark>\1</mark>", p) for p in passages)
            results.append({**self._result(c), "opinions": [{"id": c.cluster_id, "snippet": snippet}]})
        return _json({"count": len(hits), "next": None, "previous": None, "results": results})

    def _opinions(self, request: Request) -> Response:
        case = self._case(int(request.args.get("cluster", "0") or 0))
        opinion = {
            "id": case.cluster_id if case else 0,
            "type": "010combined",
            "ordering_key": None,
            "absolute_url": f"/opinion/{case.cluster_id if case else 0}/x/",
            "plain_text": "",
            "html_with_citations": case.text if case else "",
        }
        results = [] if case is None else [opinion]
        return _json({"count": len(results), "next": None, "previous": None, "results": results})

    # ------------------------------------------------------------------ the data

    def _case(self, cluster_id: int) -> FakeCase | None:
        return next((c for c in self.cases if c.cluster_id == cluster_id), None)

    def _at(self, volume: int, reporter: str, page: str) -> list[FakeCase]:
        return [c for c in self.cases if (volume, reporter, page) in c.citations]

    def _spanning(self, volume: int, reporter: str, page: str) -> FakeCase | None:
        if not page.isdigit():
            return None
        for c in self.cases:
            for v, r, p in c.citations:
                if (
                    (v, r) == (volume, reporter)
                    and p.isdigit()
                    and c.last_page
                    and int(p) < int(page) <= c.last_page
                ):
                    return c
        return None

    def _cluster(self, c: FakeCase) -> dict:
        cites = [
            {"volume": v, "reporter": r, "page": p, "type": 7 if r == "WL" else 1} for v, r, p in c.citations
        ]
        return {
            "id": c.cluster_id,
            "absolute_url": f"/opinion/{c.cluster_id}/{_slug(c.name)}/",
            "docket_id": DOCKET_IDS + c.cluster_id,
            "case_name": c.name,
            "case_name_short": "",
            "case_name_full": c.name,
            "date_filed": c.date,
            "precedential_status": "Published" if c.published else "Unpublished",
            "citations": cites,
        }

    def _result(self, c: FakeCase) -> dict:
        return {
            "absolute_url": f"/opinion/{c.cluster_id}/{_slug(c.name)}/",
            "caseName": c.name,
            "caseNameFull": c.name,
            "citation": [f"{v} {r} {p}" for v, r, p in c.citations],
            "cluster_id": c.cluster_id,
            "court_id": c.court,
            "dateFiled": c.date,
            "docketNumber": c.docket_number,
            "docket_id": DOCKET_IDS + c.cluster_id,
            "status": "Published" if c.published else "Unpublished",
            "opinions": [],
            "meta": {"score": {"bm25": 1.0}},
        }


def _usage_row(scope: str, limit: int, seconds: float, history: list[tuple[int, float]], now: float) -> dict:
    """One `current_usage` row, as `_build_usage_rows` and `_next_available_at` make it."""
    window = sorted((w, t) for w, t in history if t > now - seconds)
    used = sum(w for w, _ in window)
    reset_at = None
    if window:
        needed, expired = max(used - limit + 1, 1), 0
        for weight, t in sorted(window, key=lambda e: e[1]):
            reset_at = t + max(weight / limit, 1) * seconds
            expired += weight
            if expired >= needed:
                break
    unit = {60.0: "min", 3600.0: "hour", 86400.0: "day"}[seconds]
    return {
        "scope": scope,
        "rate": f"{limit}/{unit}",
        "used": used,
        "limit": limit,
        "remaining": max(limit - used, 0),
        "window_seconds": int(seconds),
        "reset_at": None if reset_at is None else datetime.fromtimestamp(reset_at, UTC).isoformat(),
        "blocked": limit == 0,
    }


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _json(body: object, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(json.dumps(body), status=status, content_type="application/json", headers=headers)


class FakeClock:
    """One clock for the client's budget and the fake server: a wait moves it forward at once."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
