"""`briefcheck index download` against a local S3 server (moto in server mode) holding generated
bulk files under CourtListener's real key names: the newest complete edition chosen, a partial
download resumed with a ranged request, sizes and MD5 ETags checked, free space checked first,
then the index built."""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest
from snapshot_data import EDITION, snapshot

from briefcheck.domain.errors import ConfigError, SourceError
from briefcheck.index.download import choose, download, editions, s3_client
from briefcheck.index.sqlite import SQLiteCitationIndex

BUCKET = "com-courtlistener-storage"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def bucket(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A local S3 server with two editions: an older complete one, and the newest one (EDITION);
    and a newer incomplete one that must not be chosen."""
    from moto.server import ThreadedMotoServer

    port = _free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{port}"
    files = tmp_path_factory.mktemp("generated")
    snapshot().write(files / "new", EDITION)
    snapshot().write(files / "old", "2025-12-31")
    with mock.patch.dict(os.environ, {"AWS_ACCESS_KEY_ID": "x", "AWS_SECRET_ACCESS_KEY": "x"}):
        import boto3

        admin = boto3.client("s3", region_name="us-west-2", endpoint_url=endpoint)
        admin.create_bucket(Bucket=BUCKET, CreateBucketConfiguration={"LocationConstraint": "us-west-2"})
        for folder in ("new", "old"):
            for path in (files / folder).iterdir():
                # written public-read, as CourtListener writes them: anonymous GETs work
                admin.put_object(
                    Bucket=BUCKET, Key=f"bulk-data/{path.name}", Body=path.read_bytes(), ACL="public-read"
                )
        admin.put_object(
            Bucket=BUCKET, Key="bulk-data/citations-2099-01-01.csv.bz2", Body=b"incomplete edition"
        )
        admin.put_object(Bucket=BUCKET, Key="bulk-data/schema-2026-03-31.sql", Body=b"-- not a bulk file")
    yield endpoint
    server.stop()


def test_the_newest_complete_edition_is_chosen(bucket: str) -> None:
    found = editions(s3_client(bucket), BUCKET)
    assert {"2025-12-31", EDITION, "2099-01-01"} <= set(found)
    files = choose(found, None, text=False)
    assert {f.edition for f in files} == {EDITION}
    assert sorted(f.kind for f in files) == ["citations", "courts", "dockets", "opinion-clusters"]


def test_download_resumes_checks_and_builds(
    bucket: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import EXIT_OK, main

    client = s3_client(bucket)
    files = choose(editions(client, BUCKET), None, text=False)
    big = max(files, key=lambda f: f.size)
    whole = client.get_object(Bucket=BUCKET, Key=big.key)["Body"].read()
    directory = tmp_path / "bulk"
    directory.mkdir()
    (directory / (big.name + ".part")).write_bytes(whole[: len(whole) // 2])  # an interrupted download
    target = tmp_path / "courtlistener.sqlite"
    with mock.patch.dict(os.environ, {"BRIEFCHECK_BULK_ENDPOINT": bucket}):
        assert main(["index", "download", str(directory), "--index", str(target)]) == EXIT_OK
    said = capsys.readouterr()
    assert f"{big.name}: resuming at" in said.err and "MB/s" in said.err
    assert (directory / big.name).read_bytes() == whole
    assert not list(directory.glob("*.part"))
    assert SQLiteCitationIndex(target).cases_at("457", "U.S.", "800")
    assert f"Edition {EDITION}" in said.out


def test_a_corrupt_partial_download_is_caught_by_its_md5(bucket: str, tmp_path: Path) -> None:
    client = s3_client(bucket)
    files = choose(editions(client, BUCKET), None, text=False)
    f = files[0]
    (tmp_path / (f.name + ".part")).write_bytes(b"X" * (f.size // 2))  # not the file's first half
    with pytest.raises(SourceError, match="do not match the bucket"):
        download(client, [f], tmp_path, BUCKET)
    assert not (tmp_path / (f.name + ".part")).exists()  # fetched afresh next run


def test_free_space_is_checked_before_anything_is_fetched(bucket: str, tmp_path: Path) -> None:
    client = s3_client(bucket)
    files = choose(editions(client, BUCKET), None, text=False)
    with (
        mock.patch("shutil.disk_usage", return_value=mock.Mock(free=10)),
        pytest.raises(ConfigError, match="GB free"),
    ):
        download(client, files, tmp_path / "bulk", BUCKET)
    assert not list((tmp_path / "bulk").iterdir())


def test_an_edition_without_the_opinions_is_refused_for_text(bucket: str) -> None:
    from briefcheck.domain.errors import InputError

    with pytest.raises(InputError, match="opinions"):
        choose(editions(s3_client(bucket), BUCKET), EDITION, text=True)


def test_text_brings_the_treatment_files_where_the_edition_has_them() -> None:
    from briefcheck.index.bulk import KINDS
    from briefcheck.index.download import BulkObject

    def obj(kind: str, date: str) -> BulkObject:
        return BulkObject(f"bulk-data/{kind}-{date}.csv.bz2", kind, date, 10, "etag")

    full = {k: obj(k, "2026-09-30") for k in (*KINDS, "opinions", "citation-map", "parentheticals")}
    bare = {k: obj(k, "2026-06-30") for k in (*KINDS, "opinions")}
    kinds = [f.kind for f in choose({"2026-09-30": full}, None, text=True)]
    assert kinds[-2:] == ["citation-map", "parentheticals"]  # the edition has no unmatched file
    assert "citation-map" not in [f.kind for f in choose({"2026-06-30": bare}, None, text=True)]
    assert "citation-map" not in [f.kind for f in choose({"2026-09-30": full}, None, text=False)]


class _Body:
    def __init__(self, chunks: list[bytes], fail_after: int | None = None) -> None:
        self.chunks, self.fail_after = chunks, fail_after

    def iter_chunks(self, _size: int):
        for n, chunk in enumerate(self.chunks):
            if self.fail_after is not None and n >= self.fail_after:
                raise ConnectionResetError("peer reset")
            yield chunk


class _Bucket:
    """get_object as boto3 answers it, with the body the test hands in."""

    def __init__(self, body: _Body) -> None:
        self.body = body

    def get_object(self, **_: object) -> dict:
        return {"Body": self.body}


def _multipart_etag(data: bytes, part: int) -> str:
    import hashlib

    digests = b"".join(hashlib.md5(data[i : i + part]).digest() for i in range(0, len(data), part))
    return f"{hashlib.md5(digests).hexdigest()}-{-(-len(data) // part)}"


def test_a_body_longer_than_listed_never_fills_the_disk(tmp_path: Path) -> None:
    from briefcheck.index.download import BulkObject

    f = BulkObject("bulk-data/courts-2026-03-31.csv.bz2", "courts", "2026-03-31", 10, "0" * 32)
    endless = _Body([b"x" * 8] * 1000)
    with pytest.raises(SourceError, match="sent more than the 10 bytes it lists"):
        download(_Bucket(endless), [f], tmp_path, BUCKET)
    assert list(tmp_path.iterdir()) == []


def test_a_broken_body_is_one_line_naming_the_file_and_the_next_step(tmp_path: Path) -> None:
    from briefcheck.index.download import BulkObject

    f = BulkObject("bulk-data/courts-2026-03-31.csv.bz2", "courts", "2026-03-31", 30, "0" * 32)
    with pytest.raises(SourceError, match=r"courts-2026-03-31.csv.bz2: the download stopped at .* run"):
        download(_Bucket(_Body([b"x" * 10] * 3, fail_after=1)), [f], tmp_path, BUCKET)
    assert (tmp_path / (f.name + ".part")).stat().st_size == 10  # kept, to resume


def test_a_multipart_upload_is_checked_against_its_etag(tmp_path: Path) -> None:
    from briefcheck.index.download import MIB, BulkObject

    data = bytes(range(256)) * (5 * MIB // 256) + b"tail"
    good = BulkObject("bulk-data/courts-2026-03-31.csv.bz2", "courts", "2026-03-31", len(data),
                      _multipart_etag(data, 2 * MIB))  # fmt: skip
    [path] = download(_Bucket(_Body([data])), [good], tmp_path / "a", BUCKET)
    assert path.read_bytes() == data
    corrupt = data[:-4] + b"TAIL"
    with pytest.raises(SourceError, match="checksum"):
        download(_Bucket(_Body([corrupt])), [good], tmp_path / "b", BUCKET)
    assert list((tmp_path / "b").iterdir()) == []
