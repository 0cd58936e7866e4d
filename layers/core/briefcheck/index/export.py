"""`briefcheck index export`: the SQLite index as DynamoDB import files (DynamoDB JSON, gzip).

Every file written is data (an S3 import reads every object under its prefix), one item a line
as `{"Item": {...}}`, in the key design of `index.dynamo`. Streams: memory stays flat whatever
the index size; the files are written beside the target and renamed into it at the end, so an
interrupted export never leaves a half set that an import would take for whole.
"""

from __future__ import annotations

import gzip
import json
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from briefcheck.index.dynamo import (
    CITED_BY_KEPT,
    case_key,
    cited_by_key,
    court_year_key,
    meta_key,
    name_key,
    parenthetical_key,
    slot_key,
    unmatched_key,
    volume_key,
    word_key,
)
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.index.staging import staged

ITEMS_PER_FILE = 1_000_000
Item = dict[str, Any]


def _typed(value: Any) -> dict[str, Any]:
    """One attribute value in DynamoDB JSON."""
    if isinstance(value, bool):
        return {"BOOL": value}
    if isinstance(value, int):
        return {"N": str(value)}
    if isinstance(value, list):
        return {"L": [_typed(v) for v in value]}
    return {"S": str(value)}


def _line(key: dict[str, str], **attrs: Any) -> str:
    item = {k: {"S": v} for k, v in key.items()}
    item.update({k: _typed(v) for k, v in attrs.items() if v not in (None, "", [])})
    return json.dumps({"Item": item}, ensure_ascii=False, separators=(",", ":")) + "\n"


def _rows(db: sqlite3.Connection, sql: str) -> Iterator[tuple[Any, ...]]:
    cursor = db.execute(sql)
    while batch := cursor.fetchmany(10_000):
        yield from batch


def index_lines(index: SQLiteCitationIndex) -> Iterator[tuple[str, str]]:
    """(kind, DynamoDB JSON line) for every item of the table, kind by kind."""
    db = index.db
    yield "meta", _line(meta_key("edition"), v=index.edition)
    yield "meta", _line(meta_key("info"), v=index.info().model_dump_json())
    if index.holds_treatment():
        yield "meta", _line(meta_key("treatment"), v="citation map and parentheticals")
    for reporter, volume, page, ids in _rows(
        db,
        "SELECT reporter, volume, page, group_concat(cluster_id) FROM slots "
        "GROUP BY reporter, volume, page_num, page",
    ):
        yield "slots", _line(slot_key(reporter, volume, page), k=sorted(int(c) for c in ids.split(",")))
    for row in _rows(
        db,
        "SELECT k.id, k.case_name, k.case_name_short, k.case_name_full, k.date_filed, "
        "k.precedential_status, k.slug, k.cites, d.court_id, d.docket_number, ct.name FROM clusters k "
        "LEFT JOIN dockets d ON d.id = k.docket_id LEFT JOIN courts ct ON ct.id = d.court_id",
    ):
        cid, name, short, full, filed, status, slug, cites, court, docket, court_name = row
        yield "cases", _line(
            case_key(cid), n=name, ns=short, nf=full, d=filed, st=status, sl=slug, c=cites,
            ct=court, dn=docket, cn=court_name,
        )  # fmt: skip
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "court_years" in tables:
        # that courts' years were counted: a court with no item is then one held in no year
        yield "meta", _line(meta_key("court_years"), v="counted")
        for court, year, cases in _rows(db, "SELECT court_id, year, cases FROM court_years"):
            yield "court_years", _line(court_year_key(court, year), n=cases)
    if "unmatched" in tables:
        for reporter, volume, page, cites in _rows(db, "SELECT reporter, volume, page, cites FROM unmatched"):
            yield "unmatched", _line(unmatched_key(reporter, volume, page), n=cites)
    if "cited_by" in tables:
        # each cited case's citing opinions, newest first, as one item (a case is cited by a few
        # hundred opinions at most in all but the rarest): a check reads them in one request
        citing = (
            "SELECT b.cited_cluster, group_concat(b.citing_cluster || ':' || b.citing_opinion, ' ') "
            "FROM (SELECT b.* FROM cited_by b LEFT JOIN clusters k ON k.id = b.citing_cluster "
            "ORDER BY b.cited_cluster, k.date_filed DESC, b.citing_opinion) b GROUP BY b.cited_cluster"
        )
        for cited, pairs in _rows(db, citing):
            yield "cited_by", _line(cited_by_key(cited), c=pairs.split(" ")[:CITED_BY_KEPT])
        parens = "SELECT described_cluster, describing_cluster, text FROM parentheticals ORDER BY rowid"
        for n, (described, describing, text) in enumerate(_rows(db, parens)):
            yield "parentheticals", _line(parenthetical_key(described, n), b=describing, x=text)
    volumes = "SELECT reporter, volume, cases, newest_date, first_page, last_page FROM volumes"
    for reporter, volume, cases, newest, first, last in _rows(db, volumes):
        yield "volumes", _line(volume_key(reporter, volume), n=cases, d=newest, f=first, l=last)
    for cid, words, year, court in _rows(
        db,
        "SELECT n.cluster_id, group_concat(n.token, ' '), substr(k.date_filed, 1, 4), d.court_id "
        "FROM names n JOIN clusters k ON k.id = n.cluster_id LEFT JOIN dockets d ON d.id = k.docket_id "
        "GROUP BY n.cluster_id",
    ):
        tokens = sorted(words.split(" "))
        when = int(year) if year and year.isdigit() else None
        for token in tokens:
            yield "names", _line(name_key(token, cid), y=when, ct=court, t=tokens)
    for token, cases in _rows(db, "SELECT token, cases FROM tokens"):
        yield "words", _line(word_key(token), n=cases)


@dataclass
class ExportReport:
    edition: str
    directory: Path
    items: dict[str, int] = field(default_factory=dict)
    files: int = 0
    raw_bytes: int = 0  # uncompressed DynamoDB JSON: what an import is billed on
    gzip_bytes: int = 0


def export_index(
    index: SQLiteCitationIndex,
    directory: Path,
    items_per_file: int = ITEMS_PER_FILE,
    say: Callable[[str], None] = lambda _: None,
) -> ExportReport:
    """Write the import files into `directory` (which must be empty or absent)."""
    report = ExportReport(index.edition, directory)
    start = time.monotonic()
    with staged(directory, "an S3 import reads every file under its prefix") as staging:
        out: IO[bytes] | None = None
        raw: gzip.GzipFile | None = None
        in_file = 0
        try:
            for kind, line in index_lines(index):
                if raw is None or in_file >= items_per_file:
                    if raw is not None and out is not None:
                        raw.close()
                        out.close()
                    out = open(staging / f"part-{report.files:05d}.json.gz", "wb")  # noqa: SIM115
                    raw = gzip.GzipFile(fileobj=out, mode="wb", compresslevel=6, mtime=0)
                    report.files += 1
                    in_file = 0
                data = line.encode()
                raw.write(data)
                report.raw_bytes += len(data)
                report.items[kind] = report.items.get(kind, 0) + 1
                in_file += 1
                total = sum(report.items.values())
                if total % 1_000_000 == 0:
                    rate = total / max(time.monotonic() - start, 1e-6)
                    say(f"  {total:,} items ({kind}), {rate:,.0f} items/s")
        finally:
            if raw is not None and out is not None:
                raw.close()
                out.close()
        report.gzip_bytes = sum(f.stat().st_size for f in staging.iterdir())
    return report
