"""The offline citation index in AWS: a deployment given an index table looks every US case
citation up in it (whatever Tier3Policy says), read-only, and the Mata v. Avianca fakes come back
VERIFIED_ERROR with its evidence; nothing is asked of CourtListener's API."""

from __future__ import annotations

import sys
from pathlib import Path

import boto3
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "index"))

from dynamo_support import load_export
from snapshot_data import EDITION, snapshot

from briefcheck.domain.codes import CitationStatus, Outcome
from briefcheck.index.build import build_index
from briefcheck.index.export import export_index
from briefcheck.index.sqlite import SQLiteCitationIndex

INDEX_TABLE = "briefcheck-test-citation-index"
BRIEF = (
    b"The Convention's two-year limitation period governs. Varghese v. China Southern Airlines Co., "
    b"925 F.3d 1339 (11th Cir. 2019). A court may sanction bad faith. Chambers v. NASCO, Inc., "
    b"501 U.S. 32 (1991). Officials are immune from suit. Petersen v. Iran Air, 905 F. Supp. 2d 121 "
    b"(D.D.C. 2012).\n"
)


@pytest.fixture
def cloud_params() -> dict[str, str]:
    # Tier3Policy none: the network sources are never asked; the index still is
    return {
        "Tier3Policy": "none",
        "JwtIssuer": "https://issuer.example",
        "JwtAudience": "portal",
        "CitationIndexTableName": INDEX_TABLE,
    }


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("index")
    snapshot().write(work / "bulk", EDITION)
    build_index(work / "bulk", work / "courtlistener.sqlite")
    export_index(SQLiteCitationIndex(work / "courtlistener.sqlite"), work / "export")
    return work / "export"


def test_a_deployment_with_an_index_table_catches_the_fakes_offline(cloud, exported: Path) -> None:
    load_export(exported, INDEX_TABLE, boto3.resource("dynamodb", region_name="us-east-1"))
    started, desc = cloud.run_upload(BRIEF)
    assert desc["status"] == "SUCCEEDED", desc
    result = cloud.get_json(f"documents/{started['document_id']}/result.json")
    cited = {c["text"]: c for b in result["blocks"] for c in b["citations"]}
    evidence = {e["citation_id"]: e for e in result["evidence"]}
    for fake in ("Varghese v. China Southern Airlines Co.", "Petersen v. Iran Air"):
        [c] = [c for text, c in cited.items() if text.startswith(fake)]
        assert c["status"] == CitationStatus.ERROR.value, c
        ev = evidence[c["id"]]
        assert ev["outcome"] == Outcome.VERIFIED_ERROR.value
        assert ev["evidence_details"]["source"] == "courtlistener-bulk"
        assert ev["evidence_details"]["index_edition"] == EDITION
    [chambers] = [c for text, c in cited.items() if text.startswith("Chambers")]
    assert chambers["status"] == CitationStatus.VERIFIED.value
    assert cloud.invoked("Tier3Function") == 3
