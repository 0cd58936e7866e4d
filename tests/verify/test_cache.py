"""The source cache: bodies stored once by content hash, an index per citation, reuse without
requests, shorter life for not-found answers, nothing kept for unavailable ones."""

from __future__ import annotations

import hashlib
import json
from datetime import timedelta

import pytest
from pytest_httpserver import HTTPServer
from verify_support import (
    LOOKUP,
    OPINIONS,
    SEARCH,
    fixture_json,
    harlow,
    requests_to,
    serve_harlow,
    task,
    us_citation,
)

from briefcheck.domain.codes import Category, Outcome
from briefcheck.domain.models import utc_now
from briefcheck.store.blobs import LocalBlobStore, S3BlobStore
from briefcheck.store.keys import source_body_key as body_key
from briefcheck.store.keys import source_index_key as index_key
from briefcheck.verify import Kind, SourceCache, Status, Verifier
from briefcheck.verify.sources import Retrieval

HOLDING = "performing discretionary functions generally are shielded from liability for civil damages"


def test_second_run_makes_no_request(settings, blobs, courtlistener, httpserver: HTTPServer) -> None:
    serve_harlow(httpserver)
    first = Verifier(settings, blobs, sources=[courtlistener]).verify(
        task(harlow(pin="818"), pin="818", quotes=[HOLDING])
    )
    assert first.outcome is Outcome.VERIFIED_OK
    seen = len(httpserver.log)
    assert seen == 3  # citation lookup, opinions, and the search for negative treatment
    # the citing opinion's "has never been overruled" is a trap, not a treatment
    assert first.treatment is not None and first.treatment.checked and first.treatment.negative == []
    assert "No negative treatment found (CourtListener search: 1 citing opinion" in first.evidence_summary

    # another run (a new Verifier, as a later document or the schedule would build)
    again = Verifier(settings, blobs, sources=[courtlistener]).verify(
        task(harlow(pin="818"), pin="818", quotes=[HOLDING])
    )
    assert len(httpserver.log) == seen
    assert again.outcome is Outcome.VERIFIED_OK
    assert again.evidence_details.cached_path == first.evidence_details.cached_path
    assert all(r["from_cache"] for r in again.evidence_details.model_extra["retrievals"])


def test_index_and_bodies_layout(settings, blobs: LocalBlobStore, courtlistener, httpserver) -> None:
    serve_harlow(httpserver)
    ev = Verifier(settings, blobs, sources=[courtlistener]).verify(task(harlow(pin="818"), pin="818"))
    index = json.loads(blobs.get(index_key("us:457 U.S. 800")))
    assert index["citation_key"] == "us:457 U.S. 800"
    assert set(index["lookups"]) == {"courtlistener/citation"}  # filed under the source that answered
    lookup = index["lookups"]["courtlistener/citation"]
    assert lookup["status"] == "found" and lookup["retrieval_url"].endswith("page=800")
    body = blobs.get(lookup["body_key"])
    assert lookup["body_key"] == f"sources/{hashlib.sha256(body).hexdigest()}"
    # the opinion's text is filed under the case it belongs to, not under the brief's citation
    text = json.loads(blobs.get(index_key("courtlistener:text:110775")))
    assert set(text["lookups"]) == {"courtlistener/text"}
    assert ev.evidence_details.cached_path == text["lookups"]["courtlistener/text"]["body_key"]
    assert (
        index_key("us:457 U.S. 800") == f"sources/index/{hashlib.sha256(b'us:457 U.S. 800').hexdigest()}.json"
    )


def test_identical_bodies_are_stored_once(blobs: LocalBlobStore) -> None:
    cache = SourceCache(blobs)
    for key in ("uk:[2021] EWCA Civ 1234", "uk:[2021] EWCA Civ 1235"):
        cache.put(Retrieval(Status.FOUND, "find_case_law", Kind.CITATION, key, body=b"<same/>"))
    assert [k for k in blobs.list("sources/") if not k.startswith("sources/index/")] == [body_key(b"<same/>")]


def test_not_found_is_cached_but_expires_sooner(settings, blobs, courtlistener, httpserver) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    citation = us_citation(
        "Bellweather v. Quantock Mills, 999 F.3d 9999 (2015)",
        "999",
        "F.3d",
        "9999",
        year="2015",
        party_1="Bellweather",
    )
    now = [utc_now()]
    cache = SourceCache(blobs, not_found_max_age=timedelta(days=2), clock=lambda: now[0])
    verifier = Verifier(settings, blobs, sources=[courtlistener], cache=cache)
    assert verifier.verify(task(citation)).hallucination_category is Category.AUTHORITY_NONEXISTENT
    assert requests_to(httpserver, LOOKUP) == 1
    now[0] += timedelta(days=1)
    verifier.verify(task(citation))
    assert requests_to(httpserver, LOOKUP) == 1  # still fresh
    now[0] += timedelta(days=2)
    verifier.verify(task(citation))
    assert requests_to(httpserver, LOOKUP) == 2  # a not-found answer is asked again after its max age


def test_found_answer_outlives_the_not_found_age(blobs) -> None:
    now = [utc_now()]
    cache = SourceCache(blobs, not_found_max_age=timedelta(days=2), clock=lambda: now[0])
    cache.put(Retrieval(Status.FOUND, "courtlistener", Kind.CITATION, "us:1 U.S. 1", body=b"[]"))
    now[0] += timedelta(days=30)
    assert cache.get("courtlistener", "us:1 U.S. 1", Kind.CITATION) is not None
    # filed under the source that answered: never served as another source's answer
    assert cache.get("courtlistener-bulk", "us:1 U.S. 1", Kind.CITATION) is None


def test_unavailable_is_not_cached(settings, blobs, courtlistener, httpserver) -> None:
    httpserver.expect_ordered_request(LOOKUP, method="POST").respond_with_data("down", status=503)
    httpserver.expect_ordered_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_found.json")
    )
    verifier = Verifier(settings, blobs, sources=[courtlistener])
    assert verifier.verify(task(harlow())).outcome is Outcome.UNVERIFIABLE
    assert verifier.verify(task(harlow())).outcome is Outcome.VERIFIED_OK
    assert requests_to(httpserver, LOOKUP) == 2
    assert requests_to(httpserver, OPINIONS) == 0  # no pin or quote: the text is not needed


@pytest.fixture
def s3_blobs(monkeypatch):
    from moto import mock_aws

    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-2")
    with mock_aws():
        import boto3

        client = boto3.client("s3", region_name="eu-west-2")
        client.create_bucket(
            Bucket="briefcheck-test", CreateBucketConfiguration={"LocationConstraint": "eu-west-2"}
        )
        yield S3BlobStore("briefcheck-test", client=client)


def test_s3_backend_reuses_the_cache(settings, s3_blobs: S3BlobStore, courtlistener, httpserver) -> None:
    serve_harlow(httpserver)
    first = Verifier(settings, s3_blobs, sources=[courtlistener]).verify(task(harlow(pin="818"), pin="818"))
    seen = len(httpserver.log)
    second = Verifier(settings, s3_blobs, sources=[courtlistener]).verify(task(harlow(pin="818"), pin="818"))
    assert len(httpserver.log) == seen
    assert first.outcome is second.outcome is Outcome.VERIFIED_OK
    keys = s3_blobs.list("sources/")
    assert index_key("us:457 U.S. 800") in keys
    assert second.evidence_details.cached_path in keys
