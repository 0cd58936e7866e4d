"""Blob storage behind one small interface: a local directory, or an S3 bucket.

Keys are slash-separated (`documents/<id>/tier1.json`, `sources/<sha256>`), identical in
both backends, so a key written by a Lambda reads the same in a local test.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, BinaryIO, Protocol

from pydantic import BaseModel

from briefcheck.domain.errors import InputError
from briefcheck.domain.models import json_parts

# A blob's bytes, or its parts in order (a large report or result, written as it is made).
Data = bytes | Iterable[bytes]
# How much of a blob `read_parts` hands over at a time.
READ_CHUNK = 1 << 20


def parts_of(data: Data) -> Iterable[bytes]:
    return [data] if isinstance(data, bytes) else data


class BlobStore(Protocol):
    def put(self, key: str, data: Data, content_type: str = "application/octet-stream") -> None: ...
    def get(self, key: str) -> bytes | None: ...
    def read_parts(self, key: str, chunk: int = READ_CHUNK) -> Iterator[bytes] | None: ...
    def exists(self, key: str) -> bool: ...
    def size(self, key: str) -> int | None: ...
    def delete(self, prefix: str) -> int: ...
    def list(self, prefix: str) -> list[str]: ...
    def url(self, key: str) -> str: ...


def _safe_key(key: str) -> str:
    parts = key.split("/")
    if not key or key.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise InputError(f"invalid storage key {key!r}: no empty, '.' or '..' parts")
    return key


class LocalBlobStore:
    """A directory standing in for the bucket. Paths are made as strings: Tier 3 asks for a
    cached source once a citation, and pathlib's parsing of each key cost more than the look-up."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def _path(self, key: str) -> str:
        return os.path.join(self.root, _safe_key(key))

    def put(self, key: str, data: Data, content_type: str = "application/octet-stream") -> None:
        path = self._path(key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = path + ".tmp"
        with open(tmp, "wb") as handle:
            for part in parts_of(data):
                handle.write(part)
        os.replace(tmp, path)  # atomic: a reader never sees half a file

    def get(self, key: str) -> bytes | None:
        path = self._path(key)
        if not os.path.isfile(path):
            return None
        with open(path, "rb") as handle:
            return handle.read()

    def read_parts(self, key: str, chunk: int = READ_CHUNK) -> Iterator[bytes] | None:
        """The blob in parts as it is read, None if it does not exist: a copy of a 50 MB report
        never holds it whole. The file is opened now, so a blob replaced meanwhile is read as it
        was."""
        try:
            handle = open(self._path(key), "rb")  # noqa: SIM115 (closed by _read_chunks)
        except (FileNotFoundError, IsADirectoryError):
            return None
        return _read_chunks(handle, chunk)

    def exists(self, key: str) -> bool:
        return os.path.isfile(self._path(key))

    def size(self, key: str) -> int | None:
        path = self._path(key)
        return os.stat(path).st_size if os.path.isfile(path) else None

    def delete(self, prefix: str) -> int:
        """Remove one blob, or every blob under a prefix ending in '/'; returns how many."""
        if not prefix.endswith("/"):  # one key: its file alone, not a walk of the whole store
            path = self._path(prefix)
            if not os.path.isfile(path):
                return 0
            os.unlink(path)
            return 1
        keys = self.list(prefix)
        for key in keys:
            os.unlink(self._path(key))
        return len(keys)

    def list(self, prefix: str) -> list[str]:
        if not self.root.is_dir():
            return []
        keys = (p.relative_to(self.root).as_posix() for p in self.root.rglob("*") if p.is_file())
        return sorted(k for k in keys if k.startswith(prefix) and not k.endswith(".tmp"))

    def url(self, key: str) -> str:
        return Path(self._path(key)).resolve().as_uri()


# What S3 answers for a key that does not exist. Without s3:ListBucket (no function may list
# the bucket: it would show every tenant's upload names) S3 hides whether a key exists and
# answers 403; every role may read the prefixes it asks about, so there 403 means missing.
_MISSING = ("NoSuchKey", "404", "NotFound", "AccessDenied", "403")


class S3BlobStore:
    """The application's bucket (encrypted at rest by the bucket's default)."""

    def __init__(self, bucket: str, client: Any = None) -> None:
        import boto3

        self.bucket = bucket
        self.client = client or boto3.client("s3")

    def put(self, key: str, data: Data, content_type: str = "application/octet-stream") -> None:
        body = data if isinstance(data, bytes) else b"".join(data)  # one PUT: the object whole
        self.client.put_object(Bucket=self.bucket, Key=_safe_key(key), Body=body, ContentType=content_type)

    def get(self, key: str) -> bytes | None:
        try:
            return self.client.get_object(Bucket=self.bucket, Key=_safe_key(key))["Body"].read()
        except self.client.exceptions.ClientError as exc:
            if exc.response["Error"]["Code"] in _MISSING:
                return None
            raise

    def read_parts(self, key: str, chunk: int = READ_CHUNK) -> Iterator[bytes] | None:
        """The object in parts as its body streams in, None if it does not exist."""
        try:
            body = self.client.get_object(Bucket=self.bucket, Key=_safe_key(key))["Body"]
        except self.client.exceptions.ClientError as exc:
            if exc.response["Error"]["Code"] in _MISSING:
                return None
            raise
        parts: Iterator[bytes] = body.iter_chunks(chunk)
        return parts

    def exists(self, key: str) -> bool:
        return self.size(key) is not None

    def size(self, key: str) -> int | None:
        """The object's size from a HEAD request (nothing is read), None if it does not exist."""
        try:
            return int(self.client.head_object(Bucket=self.bucket, Key=_safe_key(key))["ContentLength"])
        except self.client.exceptions.ClientError as exc:
            if exc.response["Error"]["Code"] in _MISSING:
                return None
            raise

    def delete(self, prefix: str) -> int:
        """Remove one object, or every object under a prefix ending in '/', every version and
        delete marker included (the bucket is versioned: a plain delete would keep the data as a
        noncurrent version)."""
        removed = 0
        pages = self.client.get_paginator("list_object_versions").paginate(Bucket=self.bucket, Prefix=prefix)
        for page in pages:
            versions = [
                {"Key": v["Key"], "VersionId": v["VersionId"]}
                for v in [*page.get("Versions", []), *page.get("DeleteMarkers", [])]
                if prefix.endswith("/") or v["Key"] == prefix
            ]
            for start in range(0, len(versions), 1000):  # DeleteObjects' limit
                batch = versions[start : start + 1000]
                self.client.delete_objects(Bucket=self.bucket, Delete={"Objects": batch, "Quiet": True})
                removed += len(batch)
        return removed

    def list(self, prefix: str) -> list[str]:
        keys: list[str] = []
        for page in self.client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=prefix):
            keys.extend(obj["Key"] for obj in page.get("Contents", []))
        return sorted(keys)

    def url(self, key: str) -> str:
        return f"s3://{self.bucket}/{key}"


def _read_chunks(handle: BinaryIO, chunk: int) -> Iterator[bytes]:
    with handle:
        while part := handle.read(chunk):
            yield part


def put_json(store: BlobStore, key: str, obj: Any) -> None:
    store.put(key, json.dumps(obj, ensure_ascii=False).encode(), "application/json")


def put_model(store: BlobStore, key: str, model: BaseModel, indent: int | None = None) -> None:
    """A record as its JSON form (`json_bytes`), handed over in parts (`json_parts`)."""
    store.put(key, json_parts(model, indent), "application/json")


def get_json(store: BlobStore, key: str) -> Any | None:
    data = store.get(key)
    return None if data is None else json.loads(data)
