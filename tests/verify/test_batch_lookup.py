"""Batched CourtListener citation look-ups: up to 250 citations a request through the text
look-up, in the API's real shapes, under the same pacing and quota, handed to each pair."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from pytest_httpserver import HTTPServer
from verify_support import (
    LOOKUP,
    SEARCH,
    budget,
    fixture_json,
    harlow,
    requests_to,
    task,
    us_citation,
)
from werkzeug import Request, Response

from briefcheck.domain.codes import Outcome
from briefcheck.domain.config import Settings
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import CourtListenerSource, Verifier
from briefcheck.verify.budget import BudgetLog, RequestBudget, WaitAllowance
from briefcheck.verify.cache import SourceCache
from briefcheck.verify.refs import CitationRef, route
from briefcheck.verify.sources import Status
from briefcheck.verify.sources.courtlistener import MAX_CITATIONS_PER_REQUEST

FOUND = fixture_json("courtlistener/citation_lookup_found.json")[0]
AMBIGUOUS = fixture_json("courtlistener/citation_lookup_ambiguous.json")[0]


def _entry(line: str, start: int, status: int) -> dict[str, Any]:
    """One answer of the text look-up, as CourtListener shapes it."""
    base = {"citation": line, "normalized_citations": [line], "start_index": start,
            "end_index": start + len(line), "status": status, "error_message": "",
            "clusters": []}  # fmt: skip
    if status == 200:
        base["clusters"] = copy.deepcopy(FOUND["clusters"])
    elif status == 300:
        base["clusters"] = copy.deepcopy(AMBIGUOUS["clusters"])
    elif status == 404:
        base["error_message"] = f"Citation not found: '{line}'"
    elif status == 429:
        base["error_message"] = "Too many citations requested."
    return base


class TextLookup:
    """A loopback citation look-up: answers each line of the posted text by `status_of`, and 429
    for the citations past `per_request` in one request, as the real endpoint does past 250."""

    def __init__(self, status_of: Callable[[str], int], per_request: int = MAX_CITATIONS_PER_REQUEST) -> None:
        self.status_of = status_of
        self.per_request = per_request
        self.texts: list[str] = []

    def __call__(self, request: Request) -> Response:
        text = request.form["text"]
        self.texts.append(text)
        out, at = [], 0
        for n, line in enumerate(text.split("\n")):
            out.append(_entry(line, at, 429 if n >= self.per_request else self.status_of(line)))
            at += len(line) + 1
        return Response(json.dumps(out), content_type="application/json")


def _source(settings: Settings, **kwargs: Any) -> CourtListenerSource:
    return CourtListenerSource(settings, token="t", budget=kwargs.pop("budget", budget()), **kwargs)


def _refs(n: int, first: int = 1) -> list[CitationRef]:
    out = []
    for i in range(first, first + n):
        ref = route(us_citation(f"A v. B, {i} F.3d {i}", str(i), "F.3d", str(i)))
        assert isinstance(ref, CitationRef)
        out.append(ref)
    return out


def test_three_citations_one_request_each_answered_in_its_shape(
    settings: Settings, httpserver: HTTPServer
) -> None:
    statuses = {"457 U.S. 800": 200, "999 F.3d 9999": 404, "540 U.S. 1001": 300}
    server = TextLookup(lambda line: statuses[line])
    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(server)
    refs = [
        route(harlow()),
        route(us_citation("Nobody v. Nowhere, 999 F.3d 9999 (9th Cir. 2020)", "999", "F.3d", "9999")),
        route(us_citation("Pellham v. Ohio, 540 U.S. 1001 (2003)", "540", "U.S.", "1001")),
    ]
    answers = _source(settings).lookup_many(refs)  # type: ignore[arg-type]
    assert requests_to(httpserver, LOOKUP) == 1
    # only the citations leave the machine, one a line: never the brief's words or case names
    assert server.texts == ["457 U.S. 800\n999 F.3d 9999\n540 U.S. 1001"]
    by_key = {r.key: answers[r.key] for r in refs}  # type: ignore[union-attr]
    found, missing, ambiguous = by_key.values()
    assert (
        found.status is Status.FOUND and found.case is not None and found.case.name == "Harlow v. Fitzgerald"
    )
    assert missing.status is Status.NOT_FOUND and "not found" in (missing.reason or "")
    assert ambiguous.status is Status.AMBIGUOUS
    assert [c.name for c in ambiguous.candidates] == ["Pellham v. Ohio", "Quintero v. Texas"]
    # each answer's evidence is its own entry and the single look-up a person can repeat
    assert json.loads(found.body or b"")[0]["citation"] == "457 U.S. 800"
    assert found.retrieval_url is not None and "volume=457" in found.retrieval_url


def test_260_citations_take_two_requests(settings: Settings, httpserver: HTTPServer) -> None:
    server = TextLookup(lambda line: 404)
    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(server)
    answers = _source(settings).lookup_many(_refs(260))
    assert [t.count("\n") + 1 for t in server.texts] == [250, 10]
    assert len(answers) == 260 and {a.status for a in answers.values()} == {Status.NOT_FOUND}


def test_citations_the_api_throttles_inside_a_request_go_into_the_next(
    settings: Settings, httpserver: HTTPServer
) -> None:
    server = TextLookup(lambda line: 404, per_request=4)
    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(server)
    answers = _source(settings).lookup_many(_refs(10))
    assert [t.count("\n") + 1 for t in server.texts] == [10, 6, 2]
    assert len(answers) == 10 and all(a.status is Status.NOT_FOUND for a in answers.values())


@pytest.mark.parametrize(
    "reply",
    [
        # the citation look-up's own shape, and the other endpoints' (with Retry-After)
        Response(json.dumps(fixture_json("courtlistener/throttled.json")), status=429,
                 content_type="application/json"),
        Response('{"detail": "Request was throttled. Expected available in 3600 seconds."}', status=429,
                 content_type="application/json", headers={"Retry-After": "3600"}),
    ],
)  # fmt: skip
def test_a_throttled_batch_answers_nothing_and_never_waits_long(
    settings: Settings, httpserver: HTTPServer, reply: Response
) -> None:
    slept: list[float] = []
    httpserver.expect_request(LOOKUP, method="POST").respond_with_response(reply)
    assert _source(settings, budget=budget(sleep=slept.append)).lookup_many(_refs(3)) == {}
    assert requests_to(httpserver, LOOKUP) == 1 and slept == []


def test_an_odd_body_answers_nothing(settings: Settings, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json({"unexpected": "object"})
    assert _source(settings).lookup_many(_refs(2)) == {}


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def test_the_second_batch_waits_for_the_citations_the_first_spent(
    settings: Settings, httpserver: HTTPServer, tmp_path
) -> None:
    clock = FakeClock()
    server = TextLookup(lambda line: 404)
    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(server)
    real = RequestBudget(BudgetLog(tmp_path / "b.sqlite3"), WaitAllowance(0), clock=clock, sleep=clock.sleep)
    answers = _source(settings, budget=real).lookup_many(_refs(260))
    # 250 at once; the 10 after them would wait minutes for the citation limit: left for later
    assert len(server.texts) == 1 and len(answers) == 250 and clock.slept == []


def test_each_pair_reads_its_batched_answer(settings: Settings, httpserver: HTTPServer, tmp_path) -> None:
    statuses = {"457 U.S. 800": 200, "999 F.3d 9999": 404}
    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(
        TextLookup(lambda line: statuses[line])
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    real = task(harlow())
    fake = task(
        us_citation(
            "Nobody v. Nowhere, 999 F.3d 9999 (9th Cir. 2020)", "999", "F.3d", "9999",
            year="2020", party_1="Nobody", party_2="Nowhere",
        )
    )  # fmt: skip
    fake = fake.model_copy(update={"citation": fake.citation.model_copy(update={"id": "cite_002"})})
    verifier = Verifier(
        settings, LocalBlobStore(tmp_path / "blobs"), sources=[_source(settings)], characterizer=None
    )
    assert verifier.prefetch([real, fake]) == 2
    real_evidence, fake_evidence = verifier.verify(real), verifier.verify(fake)
    # one request for both; each pair's own look-up came from the source cache
    assert requests_to(httpserver, LOOKUP) == 1
    assert real_evidence.outcome is not Outcome.VERIFIED_ERROR
    assert real_evidence.evidence_details.model_extra["found_case_name"] == "Harlow v. Fitzgerald"
    assert fake_evidence.outcome is Outcome.VERIFIED_ERROR, fake_evidence.evidence_summary
    # already cached: a second prefetch asks nothing
    assert verifier.prefetch([real, fake]) == 0 and requests_to(httpserver, LOOKUP) == 1


def test_a_local_check_asks_for_a_documents_citations_in_one_request(
    settings: Settings, httpserver: HTTPServer, tmp_path
) -> None:
    from briefcheck.domain.codes import Tier3Policy
    from briefcheck.report.outputs import standard_outputs
    from briefcheck.run.local import check_document
    from briefcheck.run.steps import open_stores

    server = TextLookup(lambda line: 404)
    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(server)
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    brief = (
        b"Immunity is qualified. Nobody v. Nowhere, 999 F.3d 9999 (9th Cir. 2020). "
        b"Sanctions are inherent. Someone v. Somewhere, 998 F.3d 8888 (9th Cir. 2020).\n"
    )
    run_settings = settings.model_copy(update={"home": tmp_path, "tier3": Tier3Policy.ALL})
    stores = open_stores(run_settings, standard_outputs())
    verifier = Verifier(run_settings, stores.blobs, sources=[_source(run_settings)], characterizer=None)
    result = check_document(brief, "brief.txt", run_settings, stores, verifier)
    assert server.texts == ["999 F.3d 9999\n998 F.3d 8888"]  # both, in one request, before the pairs
    assert requests_to(httpserver, LOOKUP) == 1
    assert {e.outcome for e in result.evidence} == {Outcome.VERIFIED_ERROR}


def test_a_cloud_tier3_task_prefetches_its_document_once_under_policy_all(
    settings: Settings, httpserver: HTTPServer, tmp_path
) -> None:
    from briefcheck.domain.codes import Tier3Policy
    from briefcheck.report.outputs import standard_outputs
    from briefcheck.run.steps import extract_step, open_stores, prefetch_document

    server = TextLookup(lambda line: 404)
    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(server)
    run_settings = settings.model_copy(update={"home": tmp_path})
    stores = open_stores(run_settings, standard_outputs())
    doc = extract_step(
        stores,
        b"Immunity is qualified. Nobody v. Nowhere, 999 F.3d 9999 (9th Cir. 2020). "
        b"Sanctions are inherent. Someone v. Somewhere, 998 F.3d 8888 (9th Cir. 2020).\n",
        "brief.txt",
    )
    verifier = Verifier(run_settings, stores.blobs, sources=[_source(run_settings)], characterizer=None)
    # flagged: which citations go to Tier 3 is not known ahead; nothing is asked
    assert prefetch_document(stores, verifier, doc.document_id, Tier3Policy.FLAGGED) == 0
    assert server.texts == []
    # all: the first task asks for the whole document in one request, later tasks ask nothing
    assert prefetch_document(stores, verifier, doc.document_id, Tier3Policy.ALL) == 2
    assert prefetch_document(stores, verifier, doc.document_id, Tier3Policy.ALL) == 0
    assert server.texts == ["999 F.3d 9999\n998 F.3d 8888"]


class CountingCache(SourceCache):
    """The source cache, counting its reads."""

    reads = 0

    def get(self, *args: Any, **kwargs: Any) -> Any:
        self.reads += 1
        return super().get(*args, **kwargs)


@pytest.mark.parametrize("token", [None, "t"])
def test_without_a_token_nothing_is_batched_and_the_cache_is_not_read_for_it(
    settings: Settings, tmp_path, monkeypatch: pytest.MonkeyPatch, token: str | None
) -> None:
    """A CourtListener that will ask nothing (no token) leaves the batch and the budget order
    alone: no cache read a citation for answers no request would follow. With a token the same
    citations are read from the cache first (the loopback server has no answer set up)."""
    monkeypatch.delenv("COURTLISTENER_TOKEN", raising=False)
    source = CourtListenerSource(settings, token=token, budget=budget())
    blobs = LocalBlobStore(tmp_path / "blobs")
    cache = CountingCache(blobs)
    verifier = Verifier(settings, blobs, sources=[source], characterizer=None, cache=cache)
    tasks = [task(harlow()), task(us_citation("A v. B, 5 F.3d 7", "5", "F.3d", "7"))]
    tasks[1] = tasks[1].model_copy(
        update={"citation": tasks[1].citation.model_copy(update={"id": "cite_002"})}
    )
    verifier.prefetch(tasks)
    assert [t.citation.id for t in verifier.by_need(list(reversed(tasks)))] == ["cite_002", "cite_001"]
    assert (cache.reads == 0) is (token is None)
