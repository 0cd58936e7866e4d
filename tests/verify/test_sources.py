"""Source clients: statuses, allow-list, throttling, offline behaviour, token handling."""

from __future__ import annotations

import socket
import time
from datetime import UTC, datetime, timedelta

import pytest
from pytest_httpserver import HTTPServer
from verify_support import (
    LOOKUP,
    OPINIONS,
    SEARCH,
    ashdown,
    budget,
    fixture_bytes,
    fixture_json,
    harlow,
    limiter,
    requests_to,
    task,
)
from werkzeug import Response

from briefcheck.domain.codes import Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import SourceError
from briefcheck.verify import CourtListenerSource, FindCaseLawSource, Status, Verifier
from briefcheck.verify.refs import route
from briefcheck.verify.sources import MatchedCase, RateLimiter, allowed_hosts, check_allowed
from briefcheck.verify.sources.courtlistener import NO_TOKEN, opinion_text
from briefcheck.verify.sources.find_case_law import atom_entries, judgment_case, judgment_text


def ref_of(citation):
    routed = route(citation)
    assert not hasattr(routed, "malformed"), routed
    return routed


# --------------------------------------------------------------------------- CourtListener


def test_found_case_carries_name_date_url_and_ids(
    courtlistener: CourtListenerSource, httpserver: HTTPServer
) -> None:
    httpserver.expect_request(
        LOOKUP, method="POST", data="volume=457&reporter=U.S.&page=800"
    ).respond_with_json(fixture_json("courtlistener/citation_lookup_found.json"))
    r = courtlistener.lookup(ref_of(harlow()))
    assert r.status is Status.FOUND
    assert r.case.name == "Harlow v. Fitzgerald"
    assert r.case.date == "1982-06-24"
    assert r.case.ids == {"cluster_id": "110775", "docket_id": "98765"}
    assert "457 U.S. 800" in r.case.citations
    assert r.case.url.endswith("/opinion/110775/harlow-v-fitzgerald/")
    assert r.body and r.retrieval_url.endswith("citation-lookup/?volume=457&reporter=U.S.&page=800")
    request = httpserver.log[0][0]
    assert request.headers["Authorization"] == "Token test-token"


@pytest.mark.parametrize(
    ("fixture", "status"),
    [
        ("citation_lookup_ambiguous.json", Status.AMBIGUOUS),
        ("citation_lookup_unknown_reporter.json", Status.UNKNOWN_REPORTER),
        ("citation_lookup_not_found.json", Status.NOT_FOUND),
    ],
)
def test_per_citation_statuses(courtlistener, httpserver, fixture, status) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json(f"courtlistener/{fixture}")
    )
    r = courtlistener.lookup(ref_of(harlow()))
    assert r.status is status
    if status is Status.AMBIGUOUS:
        assert [c.name for c in r.candidates] == ["Pellham v. Ohio", "Quintero v. Texas"]
    if status is Status.UNKNOWN_REPORTER:
        assert "Unable to find reporter" in r.reason


def test_429_with_a_far_wait_until_is_unavailable_at_once(courtlistener, httpserver, sleeps) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/throttled.json"), status=429
    )
    r = courtlistener.lookup(ref_of(harlow()))
    assert r.status is Status.UNAVAILABLE
    assert r.reason.startswith("deferred: CourtListener limit") and "2099-01-01" in r.reason
    assert sleeps == []  # never waits hours inside a Lambda


def test_429_with_a_near_wait_until_is_waited_out_once(courtlistener, httpserver, sleeps) -> None:
    soon = (datetime.now(UTC) + timedelta(seconds=1.5)).isoformat()
    httpserver.expect_ordered_request(LOOKUP, method="POST").respond_with_json(
        {"wait_until": soon, "error_message": "Too many requests."}, status=429
    )
    httpserver.expect_ordered_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_found.json")
    )
    r = courtlistener.lookup(ref_of(harlow()))
    assert r.status is Status.FOUND
    assert 0 < sum(sleeps) <= 1.5  # counted down a second at a time


def test_server_error_is_unavailable(courtlistener, httpserver) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_data("oops", status=500)
    r = courtlistener.lookup(ref_of(harlow()))
    assert r.status is Status.UNAVAILABLE
    assert "HTTP 500" in r.reason


def test_timeout_is_unavailable_quickly(settings: Settings, httpserver: HTTPServer) -> None:
    def slow(_request):
        time.sleep(1.5)
        return Response("[]", content_type="application/json")

    httpserver.expect_request(LOOKUP, method="POST").respond_with_handler(slow)
    fast = settings.model_copy(update={"request_timeout_s": 0.5})
    source = CourtListenerSource(fast, token="t", budget=budget())
    started = time.monotonic()
    r = source.lookup(ref_of(harlow()))
    assert r.status is Status.UNAVAILABLE
    assert "timed out" in r.reason
    assert time.monotonic() - started < 1.4
    time.sleep(1.2)  # let the slow handler finish so its request is not logged into the next test


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_offline_is_unavailable_at_once() -> None:
    base = f"http://127.0.0.1:{_closed_port()}"
    settings = Settings(courtlistener_base_url=base, find_case_law_base_url=base, request_timeout_s=5)
    started = time.monotonic()
    cl = CourtListenerSource(settings, token="t", budget=budget()).lookup(ref_of(harlow()))
    uk = FindCaseLawSource(settings, limiter=limiter()).lookup(ref_of(ashdown()))
    assert cl.status is uk.status is Status.UNAVAILABLE
    assert "could not connect" in cl.reason and "could not connect" in uk.reason
    assert time.monotonic() - started < 1.0


def test_no_token_is_unverifiable_instantly_without_a_request(
    settings, blobs, httpserver, monkeypatch
) -> None:
    monkeypatch.delenv("COURTLISTENER_TOKEN", raising=False)
    source = CourtListenerSource(settings, budget=budget())
    ev = Verifier(settings, blobs, sources=[source]).verify(task(harlow()))
    assert ev.outcome is Outcome.UNVERIFIABLE
    assert NO_TOKEN in ev.evidence_summary
    assert httpserver.log == []


def test_token_from_environment(settings, httpserver, monkeypatch) -> None:
    monkeypatch.setenv("COURTLISTENER_TOKEN", "env-token")
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    CourtListenerSource(settings, budget=budget()).lookup(ref_of(harlow()))
    assert httpserver.log[0][0].headers["Authorization"] == "Token env-token"


def test_token_from_secrets_manager(settings, httpserver, monkeypatch) -> None:
    from aws_lambda_powertools.utilities.parameters import constants
    from moto import mock_aws

    monkeypatch.delenv("COURTLISTENER_TOKEN", raising=False)
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-2")
    # Powertools keeps its Secrets Manager client across calls: one an earlier test made (another
    # region, another moto) would not see this test's secret
    monkeypatch.delitem(constants.DEFAULT_PROVIDERS, "secrets", raising=False)
    with mock_aws():
        import boto3

        arn = boto3.client("secretsmanager").create_secret(
            Name="briefcheck/courtlistener", SecretString='{"token": "secret-token"}'
        )["ARN"]
        httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
            fixture_json("courtlistener/citation_lookup_not_found.json")
        )
        s = settings.model_copy(update={"courtlistener_secret_arn": arn})
        CourtListenerSource(s, budget=budget()).lookup(ref_of(harlow()))
    assert httpserver.log[0][0].headers["Authorization"] == "Token secret-token"


def test_name_search_parses_v4_results(courtlistener, httpserver) -> None:
    httpserver.expect_request(
        SEARCH,
        query_string={
            "type": "o",
            "case_name": "harlow fitzgerald",
            "stat_Published": "true",
            "stat_Unpublished": "true",
        },
    ).respond_with_json(fixture_json("courtlistener/search_hit.json"))
    r = courtlistener.search(ref_of(harlow()))
    assert r.status is Status.FOUND
    hit = r.candidates[0]
    assert (hit.name, hit.court, hit.date, hit.citations) == (
        "Varnell v. Coastal Air Cargo, Ltd.",
        "ca11",
        "2018-08-21",
        ("901 F.3d 220",),
    )


def test_opinion_text_reads_star_pagination() -> None:
    text = opinion_text(fixture_bytes("courtlistener/opinions_star_pagination.json"))
    labels = [label for label, _ in text.units]
    # the footnote's repeated *805 is not a page break; the note, printed after the last page, is on
    # the page calling it (806), the last page's marked again after it
    assert sorted(set(labels)) == list(range(801, 823))
    note = text.text.index("See Butz v. Economou")
    assert text.unit_at(note) == 806, labels
    assert text.text.startswith("457 U.S. 800 (1982) HARLOW ET AL.")  # lead opinion before the concurrence
    at = text.text.index("We therefore hold")
    assert text.unit_at(at) == 818
    assert "*818" not in text.text


def test_opinions_request_asks_for_the_cluster(courtlistener, httpserver) -> None:
    httpserver.expect_request(OPINIONS).respond_with_json(
        fixture_json("courtlistener/opinions_star_pagination.json")
    )
    r = courtlistener.fetch_text(ref_of(harlow()), MatchedCase(name="Harlow", ids={"cluster_id": "110775"}))
    assert r.status is Status.FOUND
    assert httpserver.log[0][0].args["cluster"] == "110775"
    assert "html_with_citations" in httpserver.log[0][0].args["fields"]


# --------------------------------------------------------------------------- Find Case Law


def test_judgment_xml_name_date_court_and_paragraphs() -> None:
    body = fixture_bytes("find_case_law/judgment_ewca_civ_2021_1234.xml")
    case = judgment_case(
        body, "https://caselaw.nationalarchives.gov.uk/ewca/civ/2021/1234", "ewca/civ/2021/1234"
    )
    assert (case.name, case.date, case.court, case.citations) == (
        "Ashdown Haulage Ltd v Pemberton Foods Ltd",
        "2021-08-12",
        "EWCA-Civil",
        ("[2021] EWCA Civ 1234",),
    )
    text = judgment_text(body)
    assert [label for label, _ in text.units] == list(range(1, 13))
    assert text.unit_text(7).startswith("In my judgment a limitation clause")
    assert "font-family" not in text.text  # the stylesheet is not judgment text


def test_paragraphs_are_matched_on_num_not_eid() -> None:
    body = fixture_bytes("find_case_law/judgment_ewca_civ_2021_1234.xml").replace(
        b'<paragraph eId="para_12">', b'<paragraph eId="para_99">'
    )
    assert max(label for label, _ in judgment_text(body).units) == 12


def test_find_case_law_statuses(find_case_law: FindCaseLawSource, httpserver: HTTPServer) -> None:
    ref = ref_of(ashdown())
    httpserver.expect_ordered_request("/ewca/civ/2021/1234/data.xml").respond_with_data("gone", status=404)
    httpserver.expect_ordered_request("/ewca/civ/2021/1234/data.xml").respond_with_data("busy", status=503)
    httpserver.expect_ordered_request("/ewca/civ/2021/1234/data.xml").respond_with_data(
        fixture_bytes("find_case_law/judgment_ewca_civ_2021_1234.xml")
    )
    assert find_case_law.lookup(ref).status is Status.NOT_FOUND
    assert find_case_law.lookup(ref).status is Status.UNAVAILABLE
    found = find_case_law.lookup(ref)
    assert found.status is Status.FOUND and found.case.ids == {"uri": "ewca/civ/2021/1234"}


def test_atom_search_entries() -> None:
    hits = atom_entries(
        fixture_bytes("find_case_law/atom_hit.xml"), "https://caselaw.nationalarchives.gov.uk"
    )
    assert len(hits) == 1
    hit = hits[0]
    assert hit.name == "Marlowe v Kestrel Insurance Plc"
    assert hit.citations == ("[2019] EWHC 2207 (Comm)",)
    assert hit.ids == {"uri": "ewhc/comm/2019/2207"}
    assert hit.url == "https://caselaw.nationalarchives.gov.uk/ewhc/comm/2019/2207"
    assert atom_entries(fixture_bytes("find_case_law/atom_empty.xml"), "x") == ()


def test_atom_search_query(find_case_law, httpserver) -> None:
    httpserver.expect_request(
        "/atom.xml", query_string={"query": "Ashdown Haulage Ltd v Pemberton Foods Ltd", "per_page": "20"}
    ).respond_with_data(fixture_bytes("find_case_law/atom_hit.xml"))
    r = find_case_law.search(ref_of(ashdown()))
    assert r.status is Status.FOUND and len(r.candidates) == 1


# --------------------------------------------------------------------------- fetching rules


def test_allow_list_refuses_other_hosts(settings: Settings) -> None:
    hosts = allowed_hosts(settings)
    assert {"www.courtlistener.com", "caselaw.nationalarchives.gov.uk"} <= hosts
    check_allowed("https://caselaw.nationalarchives.gov.uk/uksc/2017/5/data.xml", hosts)
    with pytest.raises(SourceError, match="bailii"):
        check_allowed("https://www.bailii.org/uk/cases/UKSC/2017/5.html", hosts)
    with pytest.raises(SourceError):
        check_allowed("file:///etc/passwd", hosts)


def test_bailii_is_never_fetched_even_if_configured() -> None:
    settings = Settings(find_case_law_base_url="https://www.bailii.org")
    assert "www.bailii.org" not in allowed_hosts(settings)
    with pytest.raises(SourceError, match="not an allow-listed source"):
        FindCaseLawSource(settings)


def test_redirect_to_another_host_is_refused(settings, blobs, find_case_law, httpserver) -> None:
    httpserver.expect_request("/ewca/civ/2021/1234/data.xml").respond_with_data(
        "", status=302, headers={"Location": "https://www.bailii.org/ew/cases/EWCA/Civ/2021/1234.html"}
    )
    ev = Verifier(settings, blobs, sources=[find_case_law]).verify(task(ashdown()))
    assert ev.outcome is Outcome.UNVERIFIABLE
    assert "www.bailii.org" in ev.evidence_summary and "allow-listed" in ev.evidence_summary
    assert requests_to(httpserver, "/ewca/civ/2021/1234/data.xml") == 1


def test_rate_limiter_paces_and_gives_up_past_max_wait() -> None:
    now = [0.0]
    waited: list[float] = []

    def sleep(s: float) -> None:
        waited.append(s)
        now[0] += s

    bucket = RateLimiter(60, 60.0, clock=lambda: now[0], sleep=sleep)
    assert all(bucket.acquire() for _ in range(60))  # a full minute's allowance at once
    assert waited == []
    assert bucket.acquire(max_wait=5.0)  # the 61st waits about a second
    assert waited == [pytest.approx(1.0)]
    tight = RateLimiter(1, 300.0, clock=lambda: now[0], sleep=sleep)
    assert tight.acquire()
    assert not tight.acquire(max_wait=5.0)  # would wait 300 s: refused, not slept


def test_each_source_declares_what_it_can_do(settings) -> None:
    """Optional capabilities are typed protocols a source meets by having them, asked with
    isinstance: CourtListener has request limits and searches the opinions citing a case; the
    offline index holds them; Find Case Law has neither."""
    from briefcheck.verify.sources.base import HoldsTreatment, Limited, SearchesTreatment
    from briefcheck.verify.sources.find_case_law import FindCaseLawSource
    from briefcheck.verify.sources.offline_index import IndexSource

    cl = CourtListenerSource(settings, token="t", budget=budget())
    assert isinstance(cl, Limited) and isinstance(cl, SearchesTreatment)
    assert not isinstance(cl, HoldsTreatment)
    index = IndexSource.__new__(IndexSource)  # the class's capabilities, without an index file
    assert isinstance(index, HoldsTreatment) and not isinstance(index, Limited | SearchesTreatment)
    uk = FindCaseLawSource(settings)
    assert not isinstance(uk, Limited | HoldsTreatment | SearchesTreatment)
