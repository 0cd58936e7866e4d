"""`briefcheck index export`: the index as DynamoDB import files, and the DynamoDB store's own
behaviour (the look-ups themselves run against both stores in test_index.py)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from snapshot_data import EDITION

from briefcheck.domain.errors import ConfigError, InputError
from briefcheck.index.dynamo import DynamoCitationIndex
from briefcheck.index.export import export_index
from briefcheck.index.sqlite import SQLiteCitationIndex


def test_export_writes_import_files_of_every_item(built: tuple[Path, list[str]], tmp_path: Path) -> None:
    index = SQLiteCitationIndex(built[0])
    report = export_index(index, tmp_path / "edition", items_per_file=100)
    parts = sorted((tmp_path / "edition").iterdir())
    assert len(parts) == report.files > 1 and all(p.name.endswith(".json.gz") for p in parts)
    lines = [json.loads(line) for p in parts for line in gzip.decompress(p.read_bytes()).splitlines()]
    assert len(lines) == sum(report.items.values())
    # DynamoDB JSON, one item a line, string keys pk and sk on every item
    assert all(
        set(line) == {"Item"} and line["Item"]["pk"]["S"] and line["Item"]["sk"]["S"] for line in lines
    )
    info = index.info()
    assert report.items["slots"] == info.rows["slots"] and report.items["cases"] == info.rows["clusters"]
    # the edition, the info, and that courts' years were counted
    assert report.items["meta"] == 3 and report.raw_bytes > report.gzip_bytes > 0
    edition = next(
        line["Item"]
        for line in lines
        if line["Item"]["pk"]["S"] == "M" and line["Item"]["sk"]["S"] == "edition"
    )
    assert edition["v"] == {"S": EDITION}
    # nothing is left beside it, and nothing is written into a directory that holds files
    assert sorted(p.name for p in tmp_path.iterdir()) == ["edition"]
    with pytest.raises(InputError, match="not empty"):
        export_index(index, tmp_path / "edition")


def test_cli_export_says_what_to_upload(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import EXIT_OK, main

    assert main(["index", "export", str(tmp_path / "out"), "--index", str(built[0])]) == EXIT_OK
    said = capsys.readouterr().out
    assert f"Exported edition {EDITION}" in said
    assert f"CitationIndexImportPrefix=citation-index/{EDITION}/" in said


def test_the_dynamodb_index_describes_itself(index_store: Any) -> None:
    info = index_store.info()
    assert info.edition == EDITION
    assert any(r.reporter == "F.3d" and r.volume_max == 925 for r in info.reporters)


class Throttled:
    """A DynamoDB resource whose BatchGetItem leaves keys unprocessed `times` times."""

    def __init__(self, times: int) -> None:
        self.times = times
        self.calls = 0

    def Table(self, name: str) -> Any:
        class Table:
            def get_item(self, Key: dict) -> dict:
                return {"Item": {"pk": "M", "sk": "edition", "v": EDITION}}

        return Table()

    def batch_get_item(self, RequestItems: dict) -> dict:
        self.calls += 1
        ((name, ask),) = RequestItems.items()
        if self.calls <= self.times:
            return {"Responses": {name: []}, "UnprocessedKeys": {name: ask}}
        return {"Responses": {name: []}, "UnprocessedKeys": {}}


def test_unprocessed_keys_are_asked_again_and_a_table_that_keeps_refusing_is_an_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("briefcheck.index.dynamo.time.sleep", lambda s: None)
    patient = Throttled(times=2)
    assert DynamoCitationIndex("t", patient).cases_at("925", "F.3d", "1339") == []
    assert patient.calls == 3
    with pytest.raises(ConfigError, match="unprocessed"):
        DynamoCitationIndex("t", Throttled(times=99)).cases_at("925", "F.3d", "1339")


def test_a_table_that_is_not_an_index_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    class Empty(Throttled):
        def Table(self, name: str) -> Any:
            class Table:
                def get_item(self, Key: dict) -> dict:
                    return {}

            return Table()

    with pytest.raises(ConfigError, match="not a briefcheck citation index"):
        DynamoCitationIndex("records", Empty(0))


def test_both_stores_measure_a_court_year_and_a_volume_alike(
    index_store: Any, built: tuple[Path, list[str]]
) -> None:
    """The court-year counts and the volumes' page spans travel in the export, so the DynamoDB
    index measures absence as the SQLite file does."""
    from briefcheck.index.sqlite import SQLiteCitationIndex

    cover = index_store.coverage("925", "F.3d", 2019)
    assert cover.volume_end is not None and cover.pages_per_case is not None
    file_cover = SQLiteCitationIndex(built[0]).coverage("925", "F.3d", 2019)
    assert (cover.volume_end, cover.pages_per_case) == (file_cover.volume_end, file_cover.pages_per_case)
    held = index_store.court_year("ca11", 2019)
    assert held is not None and held.cases >= 1
    assert index_store.coverage("925", "F.3d", 2019).reason.startswith("925 F.3d held")
    if not isinstance(index_store, SQLiteCitationIndex):
        assert "pages" in index_store.coverage("925", "F.3d", 2019).reason
    nothing = index_store.court_year("nosuchcourt", 2019)  # a court held in no year around it
    assert nothing is not None and nothing.cases == 0 and not nothing.well_held
    if not isinstance(index_store, SQLiteCitationIndex):
        # a table exported before courts' years were counted says nothing of a court it lacks
        from briefcheck.index.dynamo import DynamoCitationIndex, meta_key

        counted = index_store.table.get_item(Key=meta_key("court_years"))["Item"]
        index_store.table.delete_item(Key=meta_key("court_years"))
        try:
            older = DynamoCitationIndex(index_store.name, index_store.resource)
            assert older.court_year("nosuchcourt", 2019) is None
            assert older.court_year("ca11", 2019) is not None
        finally:
            index_store.table.put_item(Item=counted)
