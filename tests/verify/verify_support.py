"""Helpers for the Tier 3 tests: fixture files, citations, tasks and loopback responses in the
real shapes of CourtListener v4 and Find Case Law."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytest_httpserver import HTTPServer

from briefcheck.domain.codes import CitationFlag, CitationType, Jurisdiction
from briefcheck.domain.models import Citation, CitationTask, Claim, Components
from briefcheck.verify.budget import BudgetLog, RequestBudget, WaitAllowance, Window
from briefcheck.verify.characterize import Characterization, Judgement
from briefcheck.verify.sources import RateLimiter

HTTP = Path(__file__).resolve().parents[1] / "fixtures" / "http"
LOOKUP = "/api/rest/v4/citation-lookup/"
SEARCH = "/api/rest/v4/search/"
OPINIONS = "/api/rest/v4/opinions/"


def fixture_bytes(name: str) -> bytes:
    return (HTTP / name).read_bytes()


def fixture_json(name: str) -> Any:
    return json.loads(fixture_bytes(name))


def limiter() -> RateLimiter:
    return RateLimiter(1000, 1.0)


def budget(sleep: Callable[[float], None] | None = None, allowance: float = 600.0) -> RequestBudget:
    """A CourtListener budget no test reaches, kept in memory (the pacing itself is tested with
    a fake clock in test_limits.py)."""
    return RequestBudget(
        BudgetLog(Path(":memory:")),
        WaitAllowance(allowance),
        windows=(Window(10_000, 1.0, "test window"),),
        citations_per_minute=10**6,
        sleep=sleep or (lambda _: None),
    )


def us_citation(
    text: str,
    volume: str,
    reporter: str,
    page: str,
    *,
    year: str | None = None,
    party_1: str | None = None,
    party_2: str | None = None,
    pin: str | None = None,
    court_id: str | None = None,
    flags: list[CitationFlag] | None = None,
) -> Citation:
    return Citation(
        id="cite_001",
        text=text,
        type=CitationType.CASE,
        jurisdiction=Jurisdiction.US,
        components=Components(
            volume=volume,
            reporter=reporter,
            page=page,
            year=year,
            party_1=party_1,
            party_2=party_2,
            pin_cite=pin,
            court_id=court_id,
        ),
        start=0,
        end=len(text),
        flags=flags or [],
        claim_id="claim_1",
    )


def uk_citation(
    text: str, *, party_1: str | None = None, party_2: str | None = None, para: str | None = None
) -> Citation:
    return Citation(
        id="cite_001",
        text=text,
        type=CitationType.CASE,
        jurisdiction=Jurisdiction.UK,
        components=Components(party_1=party_1, party_2=party_2, paragraph_pin=para),
        start=0,
        end=len(text),
        claim_id="claim_1",
    )


def task(
    citation: Citation,
    *,
    quotes: list[str] | None = None,
    pin: str | None = None,
    para: str | None = None,
    text: str = "The authority supports the proposition stated.",
) -> CitationTask:
    claim = Claim(
        id="claim_1",
        citation_ids=[citation.id],
        block_path="/document/body/section_1/paragraph_1",
        text=text,
        quotes=quotes or [],
        pin_cite=pin,
        paragraph_pin=para,
    )
    return CitationTask(document_id="doc_1", citation=citation, context=text, claim=claim)


def harlow(pin: str | None = None) -> Citation:
    return us_citation(
        "Harlow v. Fitzgerald, 457 U.S. 800 (1982)",
        "457",
        "U.S.",
        "800",
        year="1982",
        party_1="Harlow",
        party_2="Fitzgerald",
        pin=pin,
    )


def serve_harlow(httpserver: HTTPServer, *, with_text: bool = True) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_found.json")
    )
    # the search of the opinions citing it for negative treatment: one that says it was never overruled
    httpserver.expect_request(SEARCH, method="GET").respond_with_json(
        fixture_json("courtlistener/search_citing_harlow.json")
    )
    if with_text:
        httpserver.expect_request(OPINIONS, method="GET").respond_with_json(
            fixture_json("courtlistener/opinions_star_pagination.json")
        )


def ashdown(para: str | None = None) -> Citation:
    return uk_citation(
        "Ashdown Haulage Ltd v Pemberton Foods Ltd [2021] EWCA Civ 1234",
        party_1="Ashdown Haulage Ltd",
        party_2="Pemberton Foods Ltd",
        para=para,
    )


def serve_ashdown(httpserver: HTTPServer) -> None:
    httpserver.expect_request("/ewca/civ/2021/1234/data.xml").respond_with_data(
        fixture_bytes("find_case_law/judgment_ewca_civ_2021_1234.xml"), content_type="application/xml"
    )


class ScriptedCharacterizer:
    """A test double of the Characterizer protocol: returns a fixed judgement, records calls."""

    model = "scripted-model"

    def __init__(self, judgement: Judgement, contrary_quote: str | None = None) -> None:
        self.judgement = judgement
        self.contrary_quote = contrary_quote
        self.calls: list[tuple[str, str, str]] = []

    def characterize(self, claim: str, case_name: str, passage: str) -> Characterization:
        self.calls.append((claim, case_name, passage))
        return Characterization(self.judgement, "scripted", self.contrary_quote, self.model)


def requests_to(httpserver: HTTPServer, path: str) -> int:
    return sum(1 for request, _ in httpserver.log if request.path == path)
