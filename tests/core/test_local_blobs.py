"""The local blob store's deletions: one key, or every key under a prefix ending in '/'."""

from __future__ import annotations

from pathlib import Path

from briefcheck.store.blobs import LocalBlobStore


def test_a_key_deletes_that_blob_alone_and_a_prefix_everything_under_it(tmp_path: Path) -> None:
    store = LocalBlobStore(tmp_path / "store")
    for key in ("documents/d1/report.html", "documents/d1/report.html.bak", "documents/d1/result.json"):
        store.put(key, b"x")
    assert store.delete("documents/d1/report.html") == 1
    assert store.list("documents/") == ["documents/d1/report.html.bak", "documents/d1/result.json"]
    assert store.delete("documents/d1/report.html") == 0  # gone already
    assert store.delete("documents/d1") == 0  # a folder is not a blob
    assert store.delete("documents/") == 2 and store.list("") == []
