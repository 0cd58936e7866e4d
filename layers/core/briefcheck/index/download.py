"""CourtListener's bulk data fetched in one command: `briefcheck index download [DIR]`.

The files live in CourtListener's public bucket (`com-courtlistener-storage`, prefix `bulk-data/`,
anonymous requests; FACTS.md "Bulk data"). The newest edition that has every kind the index needs
(and the opinions, with `--text`) is chosen, or the one named; free disk space is checked first;
each file is fetched to `NAME.part`, resumed with a ranged request after an interruption, checked
against the object's size and, where its ETag is an MD5 (a single-part upload), its digest, then
renamed. Progress lines give the rate and the time left.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from briefcheck.domain.errors import ConfigError, InputError, SourceError
from briefcheck.index.bulk import KINDS

BUCKET = "com-courtlistener-storage"
PREFIX = "bulk-data/"
CHUNK = 8 << 20
READ_TIMEOUT = 60  # seconds without a byte before a download is called stalled
MIB = 1 << 20
_KEY = re.compile(r"^bulk-data/(?P<kind>[a-z-]+)-(?P<date>\d{4}-\d{2}-\d{2})\.csv\.bz2$")


@dataclass(frozen=True)
class BulkObject:
    key: str
    kind: str
    edition: str
    size: int
    etag: str

    @property
    def name(self) -> str:
        return self.key.removeprefix(PREFIX)


def s3_client(endpoint: str | None = None) -> Any:
    """An anonymous S3 client (the bucket is public); `endpoint` points it elsewhere (tests)."""
    import boto3
    from botocore import UNSIGNED
    from botocore.config import Config

    return boto3.client(
        "s3",
        region_name="us-west-2",
        endpoint_url=endpoint,
        # a stalled connection is an error after a minute, not a download that never ends
        config=Config(
            signature_version=UNSIGNED,
            retries={"max_attempts": 5, "mode": "standard"},
            connect_timeout=20,
            read_timeout=READ_TIMEOUT,
        ),
    )


def editions(client: Any, bucket: str = BUCKET) -> dict[str, dict[str, BulkObject]]:
    """Every edition in the bucket: date -> kind -> object."""
    found: dict[str, dict[str, BulkObject]] = {}
    try:
        for page in client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=PREFIX):
            for item in page.get("Contents", []):
                m = _KEY.match(item["Key"])
                if m is None:
                    continue
                obj = BulkObject(
                    item["Key"], m["kind"], m["date"], int(item["Size"]), item["ETag"].strip('"')
                )
                found.setdefault(obj.edition, {})[obj.kind] = obj
    except Exception as exc:  # botocore's errors: no network, no such bucket, refused
        raise SourceError(f"cannot list s3://{bucket}/{PREFIX}: {type(exc).__name__}: {exc}") from None
    return found


# Read with the opinions' texts: which opinion cites which, how later opinions describe a case,
# and the citations real opinions make that CourtListener could not match.
TREATMENT_KINDS = ("citation-map", "parentheticals", "unmatched-citations")


def choose(found: dict[str, dict[str, BulkObject]], edition: str | None, text: bool) -> list[BulkObject]:
    """The files of the edition asked for, or of the newest complete one; with `text`, the
    opinions too and, where the edition has them, the treatment files read in the opinions' texts
    (the citation map and the parentheticals)."""
    wanted = (*KINDS, "opinions") if text else KINDS
    extra = TREATMENT_KINDS if text else ()
    if edition is not None:
        files = found.get(edition)
        if files is None:
            raise InputError(
                f"no edition {edition} in the bucket; there are: {', '.join(sorted(found)) or 'none'}"
            )
        missing = [k for k in wanted if k not in files]
        if missing:
            raise InputError(f"edition {edition} has no {', '.join(missing)} file")
        return [files[k] for k in (*wanted, *extra) if k in files]
    complete = sorted(date for date, files in found.items() if all(k in files for k in wanted))
    if not complete:
        raise InputError(f"no edition in the bucket has all of {', '.join(wanted)}")
    files = found[complete[-1]]
    return [files[k] for k in (*wanted, *extra) if k in files]


def download(
    client: Any,
    files: list[BulkObject],
    directory: Path,
    bucket: str = BUCKET,
    say: Callable[[str], None] = lambda _: None,
) -> list[Path]:
    """Fetch `files` into `directory`, resuming partial ones; the paths of the finished files."""
    directory.mkdir(parents=True, exist_ok=True)
    todo = [f for f in files if not _done(directory / f.name, f)]
    needed = sum(f.size - _partial_size(directory, f) for f in todo)
    free = shutil.disk_usage(directory).free
    if needed > free:
        raise ConfigError(
            f"{directory}: {needed / 1e9:,.1f} GB to download and {free / 1e9:,.1f} GB free; free space "
            "or choose another directory (the index then needs about as much again)"
        )
    for f in todo:
        _fetch(client, bucket, f, directory, say)
    return [directory / f.name for f in files]


def _done(path: Path, f: BulkObject) -> bool:
    return path.is_file() and path.stat().st_size == f.size


def _partial_size(directory: Path, f: BulkObject) -> int:
    part = directory / (f.name + ".part")
    return part.stat().st_size if part.is_file() else 0


def _fetch(client: Any, bucket: str, f: BulkObject, directory: Path, say: Callable[[str], None]) -> None:
    part = directory / (f.name + ".part")
    have = _partial_size(directory, f)
    if have > f.size:
        part.unlink()
        have = 0
    if have:
        say(f"{f.name}: resuming at {have / 1e6:,.1f} of {f.size / 1e6:,.1f} MB")
    start, last_said = time.monotonic(), 0.0
    if have < f.size:
        try:
            reply = client.get_object(
                Bucket=bucket, Key=f.key, **({"Range": f"bytes={have}-"} if have else {})
            )
        except Exception as exc:
            raise SourceError(f"cannot fetch s3://{bucket}/{f.key}: {type(exc).__name__}: {exc}") from None
        with part.open("ab") as out:
            try:
                for chunk in reply["Body"].iter_chunks(CHUNK):
                    room = f.size - out.tell()
                    out.write(chunk[:room])
                    if len(chunk) > room:  # never past the listed size: an endless body fills no disk
                        out.close()
                        part.unlink()
                        raise SourceError(
                            f"{f.name}: the bucket sent more than the {f.size:,} bytes it lists; the partial "
                            "file is removed: run again to fetch it afresh"
                        )
                    got = out.tell()
                    elapsed = time.monotonic() - start
                    if elapsed - last_said >= 2.0 or got == f.size:
                        rate = (got - have) / max(elapsed, 1e-6)
                        left = (f.size - got) / rate if rate else 0.0
                        done = f"{got / 1e6:,.1f} of {f.size / 1e6:,.1f} MB"
                        say(f"{f.name}: {done}, {rate / 1e6:,.1f} MB/s, ~{left:,.0f} s left")
                        last_said = elapsed
            except SourceError:
                raise
            except Exception as exc:  # a reset or stalled connection, a read timeout
                raise SourceError(
                    f"{f.name}: the download stopped at {out.tell() / 1e6:,.1f} of {f.size / 1e6:,.1f} MB "
                    f"({type(exc).__name__}); run `briefcheck index download` again to resume"
                ) from None
    size = part.stat().st_size
    if size != f.size:
        raise SourceError(
            f"{f.name}: {size:,} bytes arrived, the bucket says {f.size:,}; run again to resume"
        )
    if not _etag_matches(part, f):
        part.unlink()
        raise SourceError(
            f"{f.name}: the downloaded bytes do not match the bucket's checksum (ETag {f.etag}); the file "
            "is removed: run again to fetch it afresh"
        )
    os.replace(part, directory / f.name)


def _etag_matches(path: Path, f: BulkObject) -> bool:
    """Whether the file is the object the bucket lists: a single-part upload's ETag is its MD5; a
    multipart one's the MD5 of its parts' MD5s and "-N", the parts of one size in whole MiB (the
    sizes that make N parts are tried, each in the same one read of the file)."""
    if "-" not in f.etag:
        return _md5(path) == f.etag
    digest, _, count = f.etag.partition("-")
    if not count.isdigit() or int(count) < 1:
        return False
    parts = int(count)
    sizes = [
        m * MIB
        for m in range(max(1, -(-f.size // (parts * MIB))), f.size // (max(parts - 1, 1) * MIB) + 2)
        if -(-f.size // (m * MIB)) == parts
    ][:8]
    if not sizes:
        return False
    whole = {size: hashlib.md5(usedforsecurity=False) for size in sizes}
    current = {size: hashlib.md5(usedforsecurity=False) for size in sizes}
    filled = dict.fromkeys(sizes, 0)
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(MIB), b""):
            for size in sizes:
                current[size].update(block)
                filled[size] += len(block)
                if filled[size] == size:
                    whole[size].update(current[size].digest())
                    current[size], filled[size] = hashlib.md5(usedforsecurity=False), 0
    for size in sizes:
        if filled[size]:
            whole[size].update(current[size].digest())
        if whole[size].hexdigest() == digest:
            return True
    return False


def _md5(path: Path) -> str:
    md5 = hashlib.md5(usedforsecurity=False)
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(CHUNK), b""):
            md5.update(block)
    return md5.hexdigest()
