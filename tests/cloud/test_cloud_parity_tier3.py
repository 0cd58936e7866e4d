"""Tier 3 is the same product in both runners: with every citation sent to Tier 3 and one stub
CourtListener standing in for the API (it finds Brown, finds nothing at the invented citation and
raises on Miranda), the state machine's result equals the local runner's, apart from timestamps
and the document id. The source that raises costs one citation an UNVERIFIABLE, in both."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_cloud_parity import comparable

from briefcheck.domain.codes import Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.models import dump
from briefcheck.run.local import check_document
from briefcheck.run.steps import Stores
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.store.sqlite import SQLiteResultStore
from briefcheck.verify import Verifier
from briefcheck.verify.refs import CitationRef
from briefcheck.verify.sources import Kind, MatchedCase, Retrieval, Status

BROWN = MatchedCase(
    name="Brown v. Board of Education",
    date="1954-05-17",
    court="scotus",
    url="https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/",
    ids={"cluster_id": "105221"},
    citations=("347 U.S. 483",),
)


class StubCourtListener:
    name = "courtlistener"
    title = "CourtListener"
    text_in_lookup = False
    offline = False

    def lookup(self, ref: CitationRef) -> Retrieval:
        if ref.page == "436":
            raise RuntimeError("stub source failed on this citation")
        if ref.page == "483":
            return Retrieval(Status.FOUND, self.name, Kind.CITATION, ref.key, case=BROWN)
        return Retrieval(
            Status.NOT_FOUND, self.name, Kind.CITATION, ref.key, reason="no case at this citation"
        )

    def lookup_many(self, refs: list[CitationRef]) -> dict[str, Retrieval]:
        return {}

    def search(self, ref: CitationRef) -> Retrieval:
        return Retrieval(
            Status.NOT_FOUND, self.name, Kind.NAME_SEARCH, ref.key, reason="no case of that name"
        )

    def fetch_text(self, ref: CitationRef, case: MatchedCase) -> Retrieval:
        return Retrieval.unavailable(self.name, Kind.TEXT, ref.key, "the stub holds no opinion text")

    def read_text(self, body: bytes) -> object:
        raise AssertionError("the stub never returns a body")


@pytest.fixture
def cloud_params() -> dict[str, str]:
    return {"Tier3Policy": "all", "JwtIssuer": "https://issuer.example", "JwtAudience": "portal"}


def test_tier3_in_the_state_machine_equals_the_local_runner(cloud, brief: bytes, tmp_path: Path) -> None:
    tier3 = cloud.module("Tier3Function")
    tier3.VERIFIER = Verifier(
        tier3.SETTINGS, tier3.STORES.blobs, sources=[StubCourtListener()], characterizer=None
    )
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED", desc
    in_cloud = cloud.get_json(f"documents/{started['document_id']}/result.json")

    home = tmp_path / "local"
    settings = Settings(backend="rules", tier3="all", home=home, table=None)
    stores = Stores(LocalBlobStore(home / "store"), SQLiteResultStore(home / "records.sqlite3"))
    verifier = Verifier(settings, stores.blobs, sources=[StubCourtListener()], characterizer=None)
    local = dump(check_document(brief, "motion.txt", settings, stores, verifier))

    outcomes = {e["citation_id"]: e["outcome"] for e in in_cloud["evidence"]}
    assert len(outcomes) == 3 and Outcome.UNVERIFIABLE.value in outcomes.values()
    # the source that raised: that citation is UNVERIFIABLE with the reason, the run goes on
    assert any("CourtListener failed (RuntimeError)" in e["evidence_summary"] for e in in_cloud["evidence"])
    assert Outcome.VERIFIED_OK.value in outcomes.values()
    assert comparable(in_cloud, started["document_id"]) == comparable(local, local["document_id"])


def test_delete_removes_the_source_cache_entries_that_name_what_the_brief_asked(cloud) -> None:
    tier3 = cloud.module("Tier3Function")
    tier3.VERIFIER = Verifier(
        tier3.SETTINGS, tier3.STORES.blobs, sources=[StubCourtListener()], characterizer=None
    )
    # a well-formed citation the stub does not hold: looked up, then searched by its name
    brief = (
        b"Carriers owe a duty of care. Brown v. Board of Education, 347 U.S. 483 (1954); "
        b"Adebayo v. Meridian Airways Corp., 512 F.3d 777, 780 (9th Cir. 2008).\n"
    )
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED", desc

    def cached() -> list[str]:
        page = cloud.s3.list_object_versions(Bucket=cloud.bucket, Prefix="sources/")
        return [v["Key"] for v in [*page.get("Versions", []), *page.get("DeleteMarkers", [])]]

    entries = [key for key in cached() if key.startswith("sources/index/")]
    # the look-ups and the name search the brief's citations asked for, each under its own entry
    assert len(entries) >= 3
    searched = [cloud.get_json(key)["citation_key"] for key in entries]
    assert any("adebayo" in key.lower() for key in searched), searched

    status, reply = cloud.api("DELETE", f"/documents/{started['document_id']}")
    assert status == 200 and reply["sources_removed"] >= len(entries)
    assert cached() == []  # no other document used them: every version is gone
