"""The state machine and the local runner are the same product: for one document, the result
JSON of a cloud run equals `pipeline.check_document`'s, apart from timestamps and the document
id (the cloud's ids are scoped to a tenant)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from briefcheck.domain.config import Settings
from briefcheck.domain.models import dump
from briefcheck.run.local import check_document
from briefcheck.run.steps import Stores
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.store.sqlite import SQLiteResultStore

TIMESTAMPS = {"timestamp", "created_at", "extracted_at", "checked_at", "retrieval_timestamp", "retrieved_at"}


def comparable(value: Any, document_id: str) -> Any:
    if isinstance(value, dict):
        return {k: comparable(v, document_id) for k, v in value.items() if k not in TIMESTAMPS}
    if isinstance(value, list):
        return [comparable(v, document_id) for v in value]
    return "<document>" if value == document_id else value


def test_state_machine_result_equals_local_runner(cloud, brief: bytes, tmp_path: Path) -> None:
    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED", desc
    # A task that failed inside moto's interpreter (States.Runtime, not a Lambda error) turns an
    # agent's verdict into agent_unavailable; name it, rather than a difference in the result.
    runtime = [
        e["taskFailedEventDetails"]
        for e in cloud.history(desc["executionArn"])
        if e.get("taskFailedEventDetails", {}).get("error") == "States.Runtime"
    ]
    assert not runtime, f"moto's interpreter failed a task: {runtime}"
    key = f"documents/{started['document_id']}/result.json"
    in_cloud = cloud.get_json(key)
    stored = cloud.s3.get_object(Bucket="briefcheck-test-bucket", Key=key)
    assert b"\n" not in stored["Body"].read()  # compact: the API reads it whole (a local store indents)

    local_home = tmp_path / "local"
    settings = Settings(backend="rules", tier3="none", home=local_home, table=None)
    stores = Stores(LocalBlobStore(local_home / "store"), SQLiteResultStore(local_home / "records.sqlite3"))
    local = dump(check_document(brief, "motion.txt", settings, stores))

    assert in_cloud["tier3_policy"] == local["tier3_policy"] == "none"
    assert comparable(in_cloud, started["document_id"]) == comparable(local, local["document_id"])
