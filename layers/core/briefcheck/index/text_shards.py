"""The index's opinion texts in AWS: written as S3-ready shards, loaded into the text store, read
back by cluster.

`briefcheck index export --text DIR` writes `shard-NNNNN.jsonl` files and `manifest.json`: one
line a cluster (`{"cluster_id": ..., "opinions": [{"opinion_id", "kind", "body"}]}`, each body the
index's own packed text, base64), and a manifest listing every shard with its size and SHA-256 (a
JSON array: the item list of the import state machine's Distributed Map). Uploaded under
`imports/<edition>/` of the stack's text bucket, each shard is checked whole against the manifest
and its clusters written to `texts/<edition>/<cluster_id>.json`, which Tier 3 reads by the
cluster the citation index found. Every file is written beside the target and renamed into it at
the end, so an interrupted export never leaves a set that an import would take for whole.
"""

from __future__ import annotations

import base64
import hashlib
import json
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import zstandard
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from briefcheck.domain.errors import InputError
from briefcheck.index.models import OpinionRow
from briefcheck.index.staging import staged
from briefcheck.index.text_codec import TextCodec

if TYPE_CHECKING:  # Tier 3 reads texts through this module and never opens an SQLite index
    from briefcheck.index.sqlite import SQLiteCitationIndex

__all__ = [
    "DICTIONARY",
    "EDITION_PATTERN",
    "MANIFEST",
    "SHARD_BYTES",
    "S3TextStore",
    "ShardEntry",
    "TextExport",
    "cluster_objects",
    "dictionary_key",
    "export_texts",
    "import_key",
    "imported_key",
    "text_key",
]

MANIFEST = "manifest.json"
DICTIONARY = "dictionary.zdict"  # the index's zstd dictionary, when it has one
# A shard a Lambda reads whole and checks before writing: small enough for its memory and time.
SHARD_BYTES = 64 << 20
_SHA256 = r"^[0-9a-f]{64}$"
_SHARD_NAME = r"^shard-\d{5}\.jsonl$"
EDITION_PATTERN = r"^\d{4}-\d{2}-\d{2}$"


class ShardEntry(BaseModel):
    """One item of the manifest (and of the Distributed Map)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    edition: str = Field(..., pattern=EDITION_PATTERN)
    shard: str = Field(..., pattern=_SHARD_NAME)
    bytes: int = Field(..., ge=1)
    sha256: str = Field(..., pattern=_SHA256)
    clusters: int = Field(..., ge=1)
    # the dictionary the shard's texts were compressed with, uploaded beside it
    dictionary_sha256: str | None = Field(None, pattern=_SHA256)


def import_key(edition: str, shard: str) -> str:
    """Where a shard is uploaded for the import: under the stack's text bucket."""
    return f"imports/{edition}/{shard}"


def text_key(edition: str, cluster_id: int) -> str:
    """Where one cluster's opinions live in the text store."""
    return f"texts/{edition}/{cluster_id}.json"


def dictionary_key(edition: str) -> str:
    """Where the text store keeps an edition's zstd dictionary."""
    return f"texts/{edition}/_{DICTIONARY}"


def imported_key(edition: str, shard: str) -> str:
    """The mark a shard leaves in the text store once all its clusters are written."""
    return f"texts/{edition}/_imported/{shard}.json"


@dataclass
class TextExport:
    edition: str
    directory: Path
    shards: int = 0
    clusters: int = 0
    opinions: int = 0
    bytes: int = 0


def _clusters(db: sqlite3.Connection) -> Iterator[tuple[int, list[tuple[int, str, bytes]]]]:
    """(cluster id, its opinions) in cluster order, streamed."""

    def rows() -> Iterator[tuple[int, int, str | None, bytes]]:
        cursor = db.execute(
            "SELECT cluster_id, opinion_id, kind, body FROM texts ORDER BY cluster_id, opinion_id"
        )
        while batch := cursor.fetchmany(5_000):
            yield from batch

    for cluster_id, opinions in groupby(rows(), key=itemgetter(0)):
        yield cluster_id, [(opinion_id, kind or "", body) for _, opinion_id, kind, body in opinions]


def _line(cluster_id: int, opinions: list[tuple[int, str, bytes]]) -> bytes:
    rows = [{"opinion_id": o, "kind": k, "body": base64.b64encode(b).decode("ascii")} for o, k, b in opinions]
    return json.dumps({"cluster_id": cluster_id, "opinions": rows}, separators=(",", ":")).encode() + b"\n"


def export_texts(
    index: SQLiteCitationIndex,
    directory: Path,
    shard_bytes: int = SHARD_BYTES,
    say: Callable[[str], None] = lambda _: None,
) -> TextExport:
    """Write the index's texts as shards and their manifest into `directory` (empty or absent)."""
    if not index.holds_texts():
        raise InputError(
            f"{index.location}: the index holds no opinion texts; build it with the opinions file "
            "(briefcheck index download --text) first"
        )
    report = TextExport(index.edition, directory)
    dictionary = index.codec.dictionary
    dictionary_sha256 = hashlib.sha256(dictionary).hexdigest() if dictionary else None
    entries: list[ShardEntry] = []
    out: IO[bytes] | None = None
    digest = hashlib.sha256()
    written = in_shard = 0
    with staged(directory, "the import reads every shard its manifest names") as staging:

        def close() -> None:
            nonlocal out
            if out is None:
                return
            out.close()
            out = None
            name = f"shard-{len(entries):05d}.jsonl"
            entry = ShardEntry(
                edition=index.edition,
                shard=name,
                bytes=written,
                sha256=digest.hexdigest(),
                clusters=in_shard,
                dictionary_sha256=dictionary_sha256,
            )
            entries.append(entry)
            say(f"  {name}: {in_shard:,} clusters, {written / 1e6:,.1f} MB")

        try:
            for cluster_id, opinions in _clusters(index.db):
                if out is None:
                    out = open(staging / f"shard-{len(entries):05d}.jsonl", "wb")  # noqa: SIM115
                    digest, written, in_shard = hashlib.sha256(), 0, 0
                line = _line(cluster_id, opinions)
                out.write(line)
                digest.update(line)
                written += len(line)
                in_shard += 1
                report.clusters += 1
                report.opinions += len(opinions)
                report.bytes += len(line)
                if written >= shard_bytes:
                    close()
            close()
        finally:
            if out is not None:
                out.close()
        if dictionary:
            (staging / DICTIONARY).write_bytes(dictionary)
        (staging / MANIFEST).write_text(json.dumps([e.model_dump() for e in entries], indent=1) + "\n")
    report.shards = len(entries)
    return report


def cluster_objects(entry: ShardEntry, data: bytes) -> list[tuple[str, bytes]]:
    """(text-store key, object body) for each cluster of a shard, once the shard is whole: its size
    and SHA-256 are the manifest's, and every line is a cluster's opinions. Anything else is one
    InputError naming the shard, before a single object is written."""
    name = import_key(entry.edition, entry.shard)
    if len(data) != entry.bytes or hashlib.sha256(data).hexdigest() != entry.sha256:
        raise InputError(
            f"{name}: {len(data):,} bytes that do not match the manifest ({entry.bytes:,} bytes, its "
            "SHA-256): truncated or altered in transit; upload the shard again"
        )
    lines = data.splitlines()
    objects = []
    for number, line in enumerate(lines, 1):
        try:
            row = _ShardLine.model_validate_json(line)
            for opinion in row.opinions:
                base64.b64decode(opinion.body, validate=True)
        except (ValidationError, ValueError):
            raise InputError(
                f"{name}: line {number} is not a cluster's opinions; export the texts again"
            ) from None
        objects.append((text_key(entry.edition, row.cluster_id), line))
    if len(objects) != entry.clusters:
        raise InputError(f"{name}: {len(objects):,} clusters, the manifest says {entry.clusters:,}")
    return objects


class _Opinion(BaseModel):
    model_config = ConfigDict(extra="forbid")

    opinion_id: int
    kind: str = Field(..., max_length=64)
    body: str


class _ShardLine(BaseModel):
    model_config = ConfigDict(extra="forbid")

    cluster_id: int = Field(..., ge=1)
    opinions: list[_Opinion] = Field(..., min_length=1)


class S3TextStore:
    """The text store Tier 3 reads in AWS: one object a cluster, under the citation index's edition,
    with the edition's zstd dictionary beside them (read once per edition)."""

    def __init__(self, blobs: Any) -> None:
        self.blobs = blobs
        self._codecs: dict[str, TextCodec] = {}

    def _codec(self, edition: str) -> TextCodec:
        if edition not in self._codecs:
            self._codecs[edition] = TextCodec(self.blobs.get(dictionary_key(edition)))
        return self._codecs[edition]

    def texts_of(self, edition: str, cluster_id: int) -> list[OpinionRow]:
        body = self.blobs.get(text_key(edition, cluster_id))
        if body is None:
            return []
        try:
            row = _ShardLine.model_validate_json(body)
            codec = self._codec(edition)
            return [
                codec.unpack(o.opinion_id, o.kind, base64.b64decode(o.body, validate=True))
                for o in row.opinions
            ]
        except (ValidationError, ValueError, zstandard.ZstdError) as exc:
            raise InputError(
                f"{text_key(edition, cluster_id)}: not a cluster's opinions ({type(exc).__name__}); "
                "import the edition's texts again"
            ) from None
