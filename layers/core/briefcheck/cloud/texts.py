"""The opinion-text import in AWS: one shard of `briefcheck index export --text` into the text
store, as the import state machine's Distributed Map runs it (one shard an item), then the check
that every shard of the manifest was imported (an edition's texts are whole, or the import fails
and is run again)."""

from __future__ import annotations

import hashlib
import json
from concurrent.futures import ThreadPoolExecutor

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from briefcheck.domain.errors import InputError
from briefcheck.index.text_shards import (
    DICTIONARY,
    EDITION_PATTERN,
    MANIFEST,
    ShardEntry,
    cluster_objects,
    dictionary_key,
    import_key,
    imported_key,
)
from briefcheck.store.blobs import BlobStore

__all__ = ["FinishImport", "ImportComplete", "ImportedShard", "finish_import", "import_shard"]

# Objects written at once: S3 takes thousands of PUTs a second per prefix; one Lambda's network
# and threads are the limit.
WRITERS = 16


class ImportedShard(BaseModel):
    edition: str
    shard: str
    clusters: int
    bytes: int


class FinishImport(BaseModel):
    """The state machine's last step: every shard of the edition's manifest imported?"""

    model_config = ConfigDict(extra="forbid")

    edition: str = Field(..., pattern=EDITION_PATTERN)
    finish: bool


class ImportComplete(BaseModel):
    edition: str
    shards: int
    clusters: int


def import_shard(texts: BlobStore, entry: ShardEntry, writers: int = WRITERS) -> ImportedShard:
    """Check the uploaded shard whole against its manifest entry, then write each of its clusters
    to the text store. Idempotent: a retried shard writes the same objects again."""
    key = import_key(entry.edition, entry.shard)
    _listed_in_its_edition(texts, entry)
    size = texts.size(key)  # from the object's head, before a byte of its body is read
    if size is None:
        raise InputError(f"{key}: not uploaded; copy the export's shards under imports/{entry.edition}/")
    if size != entry.bytes:
        raise InputError(
            f"{key}: {size:,} bytes where the manifest says {entry.bytes:,}: truncated or replaced; "
            "upload the shard again"
        )
    data = texts.get(key)
    if data is None:
        raise InputError(f"{key}: not uploaded; copy the export's shards under imports/{entry.edition}/")
    objects = cluster_objects(entry, data)
    if entry.dictionary_sha256 is not None:  # before any text that needs it
        texts.put(dictionary_key(entry.edition), _dictionary(texts, entry), "application/octet-stream")
    with ThreadPoolExecutor(max_workers=writers) as pool:
        for _ in pool.map(lambda o: texts.put(o[0], o[1], "application/json"), objects):
            pass
    texts.put(imported_key(entry.edition, entry.shard), entry.model_dump_json().encode(), "application/json")
    return ImportedShard(edition=entry.edition, shard=entry.shard, clusters=len(objects), bytes=len(data))


def _listed_in_its_edition(texts: BlobStore, entry: ShardEntry) -> None:
    """A shard writes only its own edition's texts: its item must be in that edition's manifest
    (a manifest under another edition's prefix naming this edition writes nothing)."""
    key = import_key(entry.edition, MANIFEST)
    raw = texts.get(key)
    try:
        listed = TypeAdapter(list[ShardEntry]).validate_json(raw) if raw is not None else []
    except ValidationError:
        listed = []
    if entry not in listed:
        raise InputError(
            f"{import_key(entry.edition, entry.shard)}: not in the manifest of edition {entry.edition} "
            f"({key}); a shard is imported only from its own edition's manifest"
        )


def _dictionary(texts: BlobStore, entry: ShardEntry) -> bytes:
    key = import_key(entry.edition, DICTIONARY)
    data = texts.get(key)
    if data is None or hashlib.sha256(data).hexdigest() != entry.dictionary_sha256:
        raise InputError(
            f"{key}: {'not uploaded' if data is None else 'not the dictionary the manifest names'}; "
            f"copy the whole export under imports/{entry.edition}/"
        )
    return data


def _check_dictionary(texts: BlobStore, edition: str, named: set[str | None]) -> None:
    """The edition's texts are readable only with the dictionary they were compressed with: the
    one the manifest names must be in the text store, by its hash (a swapped or missing one fails
    the import rather than every later read)."""
    if not named:
        return
    if len(named) > 1:
        raise InputError(f"edition {edition}: the manifest names {len(named)} different dictionaries")
    key = dictionary_key(edition)
    data = texts.get(key)
    if data is None or hashlib.sha256(data).hexdigest() not in named:
        raise InputError(
            f"{key}: {'not imported' if data is None else 'not the dictionary the manifest names'}; "
            f"upload the whole export under imports/{edition}/ and re-run the import"
        )


def finish_import(texts: BlobStore, edition: str) -> ImportComplete:
    """Every shard the uploaded manifest names left its mark, for this very shard (its SHA-256):
    else one InputError naming those missing."""
    key = import_key(edition, MANIFEST)
    raw = texts.get(key)
    if raw is None:
        raise InputError(f"{key}: not uploaded; copy the whole export under imports/{edition}/")
    try:
        entries = TypeAdapter(list[ShardEntry]).validate_json(raw)
    except ValidationError:
        raise InputError(f"{key}: not a manifest of `briefcheck index export --text`") from None
    _check_dictionary(texts, edition, {e.dictionary_sha256 for e in entries} - {None})
    foreign = sorted({e.edition for e in entries} - {edition})
    if foreign:
        raise InputError(
            f"{key}: its items name edition {', '.join(foreign)}, not {edition}; the import writes "
            "only the edition it was run for: export the texts again"
        )
    missing = []
    for entry in entries:
        mark = texts.get(imported_key(entry.edition, entry.shard))
        if mark is None or json.loads(mark).get("sha256") != entry.sha256:
            missing.append(entry.shard)
    if missing:
        raise InputError(
            f"edition {edition}: {len(missing)} of {len(entries)} shards not imported "
            f"({', '.join(missing[:5])}{', ...' if len(missing) > 5 else ''}); "
            "upload them again and re-run the import"
        )
    return ImportComplete(edition=edition, shards=len(entries), clusters=sum(e.clusters for e in entries))
