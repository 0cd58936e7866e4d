"""Opinion texts in AWS: `briefcheck index export --text` uploaded under imports/<edition>/ of the
stack's text bucket, loaded by the text-import state machine (a Distributed Map over the
manifest, one shard an item, run by moto from the template's ASL), then read by Tier 3 beside the
index table: a quote is checked in the cloud without a request to CourtListener."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import boto3
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "index"))

from bulk_dialect import Snapshot
from dynamo_support import load_export
from test_cloud_index import INDEX_TABLE, cloud_params  # noqa: F401  (the deployment with an index table)
from test_texts import CASES, DENSE, EDITION

from briefcheck.domain.codes import Category, CitationStatus, Outcome
from briefcheck.index.build import build_index
from briefcheck.index.export import export_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.index.text_shards import MANIFEST, export_texts, import_key, text_key

FABRICATED = (
    b'Immunity is absolute. "Government officials performing discretionary functions are always absolutely '
    b'immune from every suit for civil damages whatever their conduct." Harlow v. Fitzgerald, 457 U.S. 800, '
    b"818 (1982).\n"
)


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("texts")
    Snapshot(cases=CASES + DENSE, courts={"scotus": "Supreme Court", "ca11": "Eleventh Circuit"}).write(
        work / "bulk", EDITION
    )
    build_index(work / "bulk", work / "courtlistener.sqlite")
    index = SQLiteCitationIndex(work / "courtlistener.sqlite")
    export_index(index, work / "table")
    export_texts(index, work / "texts", shard_bytes=500)  # several shards, several map items
    return work


def upload(cloud, shards: Path) -> list[str]:
    names = sorted(p.name for p in shards.iterdir())
    for name in names:
        cloud.s3.put_object(
            Bucket=cloud.text_bucket, Key=import_key(EDITION, name), Body=(shards / name).read_bytes()
        )
    return names


def import_texts(cloud) -> dict:
    arn = cloud.sfn.start_execution(
        stateMachineArn=cloud.text_import_arn, input=json.dumps({"edition": EDITION})
    )
    return cloud.wait(arn["executionArn"])


def test_imported_texts_let_tier3_catch_an_invented_quote_in_the_cloud(cloud, exported: Path) -> None:
    load_export(exported / "table", INDEX_TABLE, boto3.resource("dynamodb", region_name="us-east-1"))
    names = upload(cloud, exported / "texts")
    shards = len(json.loads((exported / "texts" / MANIFEST).read_text()))
    assert len(names) == shards + 1 and shards >= 2
    desc = import_texts(cloud)
    assert desc["status"] == "SUCCEEDED", desc
    assert cloud.invoked("TextImportFunction") == shards + 1  # one map item a shard, then the check
    stored = json.loads(
        cloud.s3.get_object(Bucket=cloud.text_bucket, Key=text_key(EDITION, 1))["Body"].read()
    )
    assert [o["kind"] for o in stored["opinions"]] == ["020lead", "040dissent"]

    started, run = cloud.run_upload(FABRICATED)
    assert run["status"] == "SUCCEEDED", run
    result = cloud.get_json(f"documents/{started['document_id']}/result.json")
    [harlow] = [c for b in result["blocks"] for c in b["citations"] if c["text"].startswith("Harlow")]
    [evidence] = [e for e in result["evidence"] if e["citation_id"] == harlow["id"]]
    assert (evidence["outcome"], evidence["hallucination_category"]) == (
        Outcome.VERIFIED_ERROR.value,
        Category.QUOTE_FABRICATION.value,
    )
    assert evidence["evidence_details"]["source"] == "courtlistener-bulk"
    assert "shielded from liability" in evidence["evidence_details"]["closest_passage"]
    assert harlow["status"] == CitationStatus.ERROR.value


def test_a_truncated_shard_fails_the_import_and_writes_nothing_of_it(cloud, exported: Path) -> None:
    upload(cloud, exported / "texts")
    broken = import_key(EDITION, "shard-00000.jsonl")
    data = cloud.s3.get_object(Bucket=cloud.text_bucket, Key=broken)["Body"].read()
    cloud.s3.put_object(Bucket=cloud.text_bucket, Key=broken, Body=data[: len(data) // 2])
    desc = import_texts(cloud)
    assert desc["status"] == "FAILED", desc
    failed = [e for e in cloud.history(desc["executionArn"]) if e["type"] == "TaskFailed"]
    assert failed and failed[-1]["taskFailedEventDetails"]["error"] == "InputError"
    first = json.loads(data.splitlines()[0])["cluster_id"]
    listed = cloud.s3.list_objects_v2(Bucket=cloud.text_bucket, Prefix=f"texts/{EDITION}/").get(
        "Contents", []
    )
    assert text_key(EDITION, first) not in {o["Key"] for o in listed}
