"""The index built from the snapshot of snapshot_data.py, in each store."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from bulk_dialect import Snapshot
from snapshot_data import COURTS, EDITION, REAL, snapshot

from briefcheck.index import CitationIndex
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex


@pytest.fixture(scope="session")
def bulk_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("bulk")
    # an older edition beside the newest: the newest is read
    Snapshot(cases=REAL[:1], courts=COURTS).write(directory, "2025-12-31")
    snapshot().write(directory, EDITION)
    return directory


@pytest.fixture(scope="session")
def built(bulk_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    target = tmp_path_factory.mktemp("index") / "courtlistener.sqlite"
    said: list[str] = []
    build_index(bulk_dir, target, say=said.append)
    return target, said


@pytest.fixture(scope="session")
def fixture_index(built: tuple[Path, list[str]]) -> SQLiteCitationIndex:
    return SQLiteCitationIndex(built[0])


INDEX_TABLE = "briefcheck-citation-index"
FAKE_AWS = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_SESSION_TOKEN": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
}


@pytest.fixture(scope="module", params=["sqlite", "dynamodb"])
def index_store(
    request: pytest.FixtureRequest, built: tuple[Path, list[str]], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[CitationIndex]:
    """The fixture index in each store: the SQLite file, and its export imported into DynamoDB
    (moto). Every look-up test runs against both."""
    if request.param == "sqlite":
        yield SQLiteCitationIndex(built[0])
        return
    import boto3
    from dynamo_support import load_export
    from moto import mock_aws

    from briefcheck.index.dynamo import DynamoCitationIndex
    from briefcheck.index.export import export_index

    files = tmp_path_factory.mktemp("export") / "edition"
    export_index(SQLiteCitationIndex(built[0]), files, items_per_file=200)  # several files, as real ones
    with mock.patch.dict(os.environ, FAKE_AWS), mock_aws():
        resource = boto3.resource("dynamodb", region_name="us-east-1")
        load_export(files, INDEX_TABLE, resource)
        yield DynamoCitationIndex(INDEX_TABLE, resource)
