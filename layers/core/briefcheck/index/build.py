"""`briefcheck index build DIR`: CourtListener's bulk files into one SQLite file, streamed.

Order: courts, then every citation (reporter normalised the way look-ups normalise it), then
only the clusters some citation points at, then only the dockets a kept cluster references,
then a party-name index and a per-volume coverage table. The new index is written beside the
old one and swapped in with one rename at the end, so an interrupted or failed build leaves the
previous index usable.
"""

from __future__ import annotations

import base64
import json
import os
import re
import sqlite3
import time
from array import array
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from briefcheck.domain.errors import InputError, SourceError
from briefcheck.index.bulk import COLUMNS, BulkFile, IdBitmap, Progress, find_bulk_files, read_rows
from briefcheck.index.models import UNREAD_NUMBER, held_number
from briefcheck.index.reporters import normalise_reporter
from briefcheck.index.text_codec import TextCodec, payload
from briefcheck.text.names import distinctive
from briefcheck.text.opinions import opinion_parts

TEXT_COLUMNS = tuple(c for c in COLUMNS["opinions"] if c not in ("id", "type", "cluster_id"))

# The final tables are WITHOUT ROWID, keyed by what is looked up, so no index repeats a table:
# `slots` answers by citation and by position, `names` by party word, `clusters` carries each
# case's own citations as text. `citations` is the build's staging table, dropped at the end.
SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE skipped (kind TEXT NOT NULL, said TEXT NOT NULL);
CREATE TABLE courts (id TEXT PRIMARY KEY, name TEXT, citation_string TEXT);
CREATE TABLE citations (
    reporter TEXT NOT NULL, volume INTEGER NOT NULL, page TEXT NOT NULL, page_num INTEGER NOT NULL,
    type INTEGER, cluster_id INTEGER NOT NULL);
CREATE TABLE clusters (
    id INTEGER PRIMARY KEY, case_name TEXT, case_name_short TEXT, case_name_full TEXT,
    date_filed TEXT, precedential_status TEXT, docket_id INTEGER, slug TEXT, cites TEXT);
CREATE TABLE dockets (id INTEGER PRIMARY KEY, court_id TEXT, docket_number TEXT);
CREATE TABLE volumes (
    reporter TEXT NOT NULL, volume INTEGER NOT NULL, cases INTEGER NOT NULL,
    first_page INTEGER, last_page INTEGER, newest_date TEXT, PRIMARY KEY (reporter, volume));
CREATE TABLE texts (
    cluster_id INTEGER NOT NULL, opinion_id INTEGER NOT NULL, kind TEXT, marked INTEGER NOT NULL,
    body BLOB NOT NULL, PRIMARY KEY (cluster_id, opinion_id)) WITHOUT ROWID;
"""
# What a treatment check reads (`_treatment_data`): cluster ids, the citing opinion whose text
# holds the citing sentence, and how often it cites the case.
TREATMENT_SCHEMA = """
CREATE TABLE IF NOT EXISTS cited_by (
    cited_cluster INTEGER NOT NULL, citing_cluster INTEGER NOT NULL, citing_opinion INTEGER NOT NULL,
    depth INTEGER NOT NULL, PRIMARY KEY (cited_cluster, citing_opinion)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS parentheticals (
    described_cluster INTEGER NOT NULL, describing_cluster INTEGER, text TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS parentheticals_described ON parentheticals (described_cluster);
"""
TEXT_CACHE_KIB = 64 << 10
FINAL = """
CREATE TABLE slots (
    reporter TEXT NOT NULL, volume INTEGER NOT NULL, page_num INTEGER NOT NULL, page TEXT NOT NULL,
    cluster_id INTEGER NOT NULL, PRIMARY KEY (reporter, volume, page_num, page, cluster_id)) WITHOUT ROWID;
INSERT OR IGNORE INTO slots SELECT reporter, volume, page_num, page, cluster_id FROM citations
    WHERE cluster_id IN (SELECT id FROM clusters) ORDER BY reporter, volume, page_num, page, cluster_id;
CREATE TABLE names (token TEXT NOT NULL, cluster_id INTEGER NOT NULL, PRIMARY KEY (token, cluster_id))
    WITHOUT ROWID;
CREATE TABLE tokens (token TEXT PRIMARY KEY, cases INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE name_pairs (
    first TEXT NOT NULL, second TEXT NOT NULL, cluster_id INTEGER NOT NULL,
    PRIMARY KEY (first, second, cluster_id)) WITHOUT ROWID;
CREATE TABLE name_facts (cluster_id INTEGER PRIMARY KEY, year INTEGER, court_id TEXT);
"""


@dataclass(frozen=True)
class Selection:
    """A part of the edition: the cases of these courts (courts-db ids), filed on or after `since`
    (YYYY-MM-DD). The coverage table is built from what is kept, so the index never claims to
    hold a volume's cases it left out."""

    courts: frozenset[str] | None = None
    since: str | None = None

    def describe(self) -> str | None:
        parts = []
        if self.courts is not None:
            parts.append("courts " + ", ".join(sorted(self.courts)))
        if self.since is not None:
            parts.append(f"filed since {self.since}")
        return "; ".join(parts) or None


@dataclass
class BuildReport:
    edition: str
    path: Path
    rows: dict[str, int] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    size_bytes: int = 0


def build_index(
    directory: Path,
    target: Path,
    say: Callable[[str], None] = lambda _: None,
    selection: Selection = Selection(),
    jobs: int = 1,
) -> BuildReport:
    """Build the index from the bulk files in `directory` into `target` (atomically), of the whole
    edition or of a `selection` of it, on `jobs` cores: every file's bz2 blocks decoded in parallel,
    and the opinions read and compressed in parallel (the same index as on one)."""
    files = find_bulk_files(directory)
    edition = next(iter(files.values())).edition
    target.parent.mkdir(parents=True, exist_ok=True)
    building = target.with_name(target.name + ".building")
    building.unlink(missing_ok=True)
    report = BuildReport(edition, target)
    db = sqlite3.connect(building)
    try:
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-262144;")
        db.executescript(SCHEMA)
        _load(db, files["courts"], report, say, _courts, jobs=jobs)
        _check_courts(db, selection, files["courts"].path.name)
        _load(db, files["citations"], report, say, _citations, jobs=jobs)
        db.execute("CREATE INDEX citations_cluster ON citations (cluster_id)")
        db.execute("CREATE TEMP TABLE staged_clusters AS SELECT * FROM clusters WHERE 0")
        # only the clusters a citation names, and the dockets a kept cluster names, reach Python
        cited = IdBitmap(_ids(db, "SELECT cluster_id FROM citations"))
        _load(db, files["opinion-clusters"], report, say, _clusters, keep_ids=cited, jobs=jobs)
        db.execute("CREATE INDEX clusters_docket ON clusters (docket_id)")
        docketed = IdBitmap(_ids(db, "SELECT docket_id FROM clusters WHERE docket_id IS NOT NULL"))
        _load(db, files["dockets"], report, say, _dockets, keep_ids=docketed, jobs=jobs)
        described = selection.describe()
        if described:
            say(f"keeping {described} ...")
            _select(db, selection)
        say("indexing citations, party names and volume coverage ...")
        db.execute(
            "UPDATE clusters SET cites = (SELECT group_concat(volume || ' ' || reporter || ' ' || page, '; ')"
            " FROM (SELECT * FROM citations c WHERE c.cluster_id = clusters.id ORDER BY c.type, c.rowid))"
        )
        _volumes(db)
        _court_years(db)
        _unmatched(db, files, report, say, jobs)
        db.executescript(FINAL)
        db.execute("DROP TABLE citations")
        _names(db)
        if "opinions" in files:  # the texts: only of the clusters the index keeps
            # the texts arrive about in key order and are never read back here: a small page
            # cache does (measured: 64 MiB builds 40,000 opinions as fast as 256 MiB)
            db.execute(f"PRAGMA cache_size=-{TEXT_CACHE_KIB}")
            kept = IdBitmap(_ids(db, "SELECT id FROM clusters"))
            opinions = _Opinions(jobs)
            try:
                _load(
                    db,
                    files["opinions"],
                    report,
                    say,
                    opinions,
                    keep_ids=kept,
                    id_column="cluster_id",
                    jobs=jobs,
                )
                report.rows["opinions"] += opinions.finish(db)
            finally:
                opinions.close()
            if opinions.codec is not None and opinions.codec.dictionary is not None:
                db.execute(
                    "INSERT INTO meta VALUES ('text_dictionary', ?)",
                    (base64.b64encode(opinions.codec.dictionary).decode("ascii"),),
                )
            _treatment_data(db, files, report, say, jobs)
        report.rows = {
            t: db.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("courts", "slots", "clusters", "dockets", "names", "texts")
        }
        if not report.rows["slots"] or not report.rows["clusters"]:
            raise InputError(
                f"{directory}: the new index would hold no citation of any opinion cluster (the files' "
                "ids do not join up); the previous index is kept"
            )
        meta = {
            "edition": edition,
            "source": "CourtListener bulk data",
            "built_at": time.strftime("%Y-%m-%d"),
            "selection": described or "the whole edition",
            **({"skipped": json.dumps(report.skipped)} if any(report.skipped.values()) else {}),
        }
        db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        db.commit()
        db.execute("VACUUM")
    except BaseException:
        db.close()
        building.unlink(missing_ok=True)
        raise
    db.close()
    os.replace(building, target)  # the swap: readers see the old index or the new, never half
    report.size_bytes = target.stat().st_size
    return report


Loader = Callable[[sqlite3.Connection, dict[str, list[str | None]]], int]


def _ids(db: sqlite3.Connection, sql: str) -> Iterator[int]:
    cursor = db.execute(sql)
    while batch := cursor.fetchmany(100_000):
        for (value,) in batch:
            yield value


# How many malformed rows a file's build keeps the text of (each is said as it is skipped)
_SKIPPED_KEPT = 10_000


def _load(
    db: sqlite3.Connection,
    bulk: BulkFile,
    report: BuildReport,
    say: Callable[[str], None],
    loader: Loader,
    keep_ids: IdBitmap | None = None,
    id_column: str = "id",
    jobs: int = 1,
) -> None:
    start = time.monotonic()
    kept = 0
    skipped = 0
    seen = 0

    def progress(p: Progress) -> None:
        nonlocal skipped, seen
        skipped, seen = p.skipped, p.rows
        elapsed = max(time.monotonic() - start, 1e-6)
        rate = p.rows / elapsed
        done = p.raw_read / p.size if p.size else 1.0
        left = elapsed * (1 - done) / done if done > 0 else 0.0
        say(f"{bulk.path.name}: {p.rows:,} rows, {rate:,.0f} rows/s, {done:.0%} read, ~{left:,.0f} s left")

    kept_skips: list[str] = []

    def skip(said: str) -> None:  # kept, so an empty page the row might have filled is no evidence
        say(said)  # (called on the CSV reader's own thread: the database is written after)
        if len(kept_skips) < _SKIPPED_KEPT:
            kept_skips.append(said)

    blocks = read_rows(
        bulk, on_block=progress, on_skip=skip, keep_ids=keep_ids, id_column=id_column, jobs=jobs
    )
    for block in blocks:
        kept += loader(db, block)
    db.executemany("INSERT INTO skipped VALUES (?, ?)", ((bulk.kind, said) for said in kept_skips))
    db.commit()
    if loader is _citations and seen and kept < seen / 2:
        raise InputError(
            f"{bulk.path.name}: only {kept:,} of {seen:,} rows hold a citation (a numeric volume, a "
            "reporter, a page, a cluster id): its values do not fit its columns; the previous index is kept"
        )
    report.rows[bulk.kind] = kept
    report.skipped[bulk.kind] = skipped
    report.seconds[bulk.kind] = round(time.monotonic() - start, 2)


def _courts(db: sqlite3.Connection, block: dict[str, list[str | None]]) -> int:
    rows = [
        (cid, full or short, cite)
        for cid, full, short, cite in zip(
            block["id"], block["full_name"], block["short_name"], block["citation_string"], strict=True
        )
        if cid
    ]
    db.executemany("INSERT OR REPLACE INTO courts VALUES (?, ?, ?)", rows)
    return len(rows)


def _citations(db: sqlite3.Connection, block: dict[str, list[str | None]]) -> int:
    rows = []
    unread = []
    for volume, reporter, page, kind, cluster in zip(
        block["volume"], block["reporter"], block["page"], block["type"], block["cluster_id"], strict=True
    ):
        vol, cluster_id = held_number(volume), held_number(cluster)
        if vol is None or cluster_id is None or not reporter or not page:
            if volume or page:  # kept, as a malformed row is: the slot it named is no evidence of absence
                unread.append(_unread_citation(volume, reporter, page, cluster))
            continue
        page_num = held_number(page)
        rows.append(
            (
                normalise_reporter(reporter),
                vol,
                page.strip(),
                -1 if page_num is None else page_num,
                held_number(kind),
                cluster_id,
            )
        )
    db.executemany("INSERT INTO citations VALUES (?, ?, ?, ?, ?, ?)", rows)
    db.executemany(
        "INSERT INTO skipped VALUES ('citations', ?)", ((said,) for said in unread[:_SKIPPED_KEPT])
    )
    return len(rows)


# A field's characters no reader writes: a NUL, a control character
_UNWRITTEN = re.compile(r"[\x00-\x1f\x7f]")


def _unread_citation(volume: str | None, reporter: str | None, page: str | None, cluster: str | None) -> str:
    """A citations row whose volume or cluster id is no number SQLite holds, said as a skipped row
    is said (its fields after "): ", its volume with the characters no one writes left out: "7\x0031"
    is read as 731), so `skipped_at` finds the slot it may have been."""
    fields = [_UNWRITTEN.sub("", value or "") for value in (volume, reporter, page, cluster)]
    return f"citations: a row with {UNREAD_NUMBER} skipped (its fields as read): " + ",".join(
        f'"{value}"' for value in fields
    )


def _read_opinions(block: dict[str, list[str | None]]) -> list[tuple[int, int, Any]]:
    """(cluster id, opinion id, its text) for each opinion of a block whose markup can be read;
    a publisher's part (headnotes, syllabus) kept apart, under the opinion's id negated."""
    read = []
    for n, cluster in enumerate(block["cluster_id"]):
        cluster_id, opinion_id = held_number(cluster), held_number(block["id"][n])
        if cluster_id is None or opinion_id is None:
            continue
        fields = {f: block[f][n] for f in TEXT_COLUMNS}
        try:
            opinion, publisher = opinion_parts(block["type"][n] or "", fields)
        except SourceError:
            continue
        if opinion is not None:
            read.append((cluster_id, opinion_id, opinion))
        if publisher is not None:
            read.append((cluster_id, -opinion_id, publisher))
    return read


def _packed(
    codec: TextCodec, read: list[tuple[int, int, Any]]
) -> list[tuple[int, int, str, int, bytes, int]]:
    return [
        (
            cluster_id,
            opinion_id,
            o.kind,
            int(bool(o.units)),
            codec.pack(o.text, o.units, o.paragraphs, o.notes),
            cluster_id,
        )
        for cluster_id, opinion_id, o in read
    ]


_WORKER_CODEC: TextCodec | None = None  # a pool worker's codec, made once from the dictionary


def _start_worker(dictionary: bytes | None) -> None:
    global _WORKER_CODEC
    _WORKER_CODEC = TextCodec(dictionary)


def _prepare(block: dict[str, list[str | None]]) -> list[tuple[int, int, str, int, bytes, int]]:
    """A block's rows for the texts table, read and compressed in a pool worker."""
    assert _WORKER_CODEC is not None
    return _packed(_WORKER_CODEC, _read_opinions(block))


class _Opinions:
    """Each opinion's text, normalised for matching with its page offsets, compressed with the
    dictionary learnt from the first block's opinions; kept only for a cluster the index holds.
    An opinion whose markup cannot be read is left out.

    With `jobs` above 1 the blocks after the first are read and compressed by a pool of worker
    processes (the work is per opinion, and the first block's dictionary is all they share),
    at most `jobs` + 1 blocks in flight, while this process parses the next rows; their rows are
    written in the blocks' order, so the index is the same as one process builds."""

    def __init__(self, jobs: int = 1) -> None:
        self.codec: TextCodec | None = None
        self.jobs = jobs
        self._pool: Any = None
        self._pending: deque[Any] = deque()

    def __call__(self, db: sqlite3.Connection, block: dict[str, list[str | None]]) -> int:
        if self.codec is None:  # the first block: its opinions train the dictionary
            read = _read_opinions(block)
            if read:
                self.codec = TextCodec.trained(
                    [payload(o.text, o.units, o.paragraphs, o.notes) for _, _, o in read]
                )
            return _insert_texts(db, _packed(self.codec, read)) if self.codec is not None else 0
        if self.jobs <= 1:
            return _insert_texts(db, _packed(self.codec, _read_opinions(block)))
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            # spawned, not forked: the decompressing threads must not be copied mid-read
            self._pool = ProcessPoolExecutor(
                self.jobs,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
                initargs=(self.codec.dictionary,),
            )
        self._pending.append(self._pool.submit(_prepare, block))
        written = 0
        while len(self._pending) > self.jobs or (self._pending and self._pending[0].done()):
            written += _insert_texts(db, self._pending.popleft().result())
        return written

    def finish(self, db: sqlite3.Connection) -> int:
        """Write what the workers still hold, and stop them."""
        written = 0
        try:
            while self._pending:
                written += _insert_texts(db, self._pending.popleft().result())
        finally:
            self.close()
        return written

    def close(self) -> None:
        for future in self._pending:
            future.cancel()
        self._pending.clear()
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


def _insert_texts(db: sqlite3.Connection, rows: list[tuple[int, int, str, int, bytes, int]]) -> int:
    db.executemany(
        "INSERT OR REPLACE INTO texts SELECT ?, ?, ?, ?, ? "
        "WHERE EXISTS (SELECT 1 FROM clusters WHERE id = ?)",
        rows,
    )
    return len(rows)


def _clusters(db: sqlite3.Connection, block: dict[str, list[str | None]]) -> int:
    rows = [
        (held_number(cid), name, short, full, (filed or "")[:10] or None, status, held_number(docket), slug)
        for cid, name, short, full, filed, status, docket, slug in zip(
            block["id"],
            block["case_name"],
            block["case_name_short"],
            block["case_name_full"],
            block["date_filed"],
            block["precedential_status"],
            block["docket_id"],
            block["slug"],
            strict=True,
        )
        if held_number(cid) is not None
    ]
    db.execute("DELETE FROM staged_clusters")
    db.executemany("INSERT INTO staged_clusters VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)", rows)
    # only the clusters a citation points at: the rest cannot be reached by a look-up
    cur = db.execute(
        "INSERT OR REPLACE INTO clusters SELECT * FROM staged_clusters s "
        "WHERE EXISTS (SELECT 1 FROM citations c WHERE c.cluster_id = s.id)"
    )
    return cur.rowcount


def _check_courts(db: sqlite3.Connection, selection: Selection, name: str) -> None:
    """A court asked for that the edition does not have is a typo, not an empty index."""
    if selection.courts is None:
        return
    known = {row[0] for row in db.execute("SELECT id FROM courts")}
    unknown = sorted(selection.courts - known)
    if unknown:
        raise InputError(f"{name}: no court {', '.join(unknown)} (use courts-db ids, e.g. ca9, nysd, cal)")


def _select(db: sqlite3.Connection, selection: Selection) -> None:
    """Drop the clusters outside the selection, then the dockets and citations only they used."""
    if selection.since is not None:
        db.execute("DELETE FROM clusters WHERE date_filed IS NULL OR date_filed < ?", (selection.since,))
    if selection.courts is not None:
        courts = sorted(selection.courts)
        marks = ", ".join("?" * len(courts))
        kept_dockets = f"SELECT id FROM dockets WHERE court_id IN ({marks})"
        db.execute(f"DELETE FROM clusters WHERE docket_id NOT IN ({kept_dockets})", courts)
    used = "SELECT docket_id FROM clusters WHERE docket_id IS NOT NULL"
    db.execute(f"DELETE FROM dockets WHERE id NOT IN ({used})")
    db.execute("DELETE FROM citations WHERE cluster_id NOT IN (SELECT id FROM clusters)")
    db.commit()


def _dockets(db: sqlite3.Connection, block: dict[str, list[str | None]]) -> int:
    rows = [
        (held_number(did), court, number)
        for did, court, number in zip(block["id"], block["court_id"], block["docket_number"], strict=True)
        if held_number(did) is not None
    ]
    db.execute(
        "CREATE TEMP TABLE IF NOT EXISTS staged_dockets (id INTEGER, court_id TEXT, docket_number TEXT)"
    )
    db.execute("DELETE FROM staged_dockets")
    db.executemany("INSERT INTO staged_dockets VALUES (?, ?, ?)", rows)
    cur = db.execute(
        "INSERT OR REPLACE INTO dockets SELECT * FROM staged_dockets s "
        "WHERE EXISTS (SELECT 1 FROM clusters c WHERE c.docket_id = s.id)"
    )
    return cur.rowcount


# How many cases a party word names before the name search reads it in pairs (`name_pairs`): two
# lists of this length intersect in well under a millisecond
PAIRED_WORD_CASES = 2000


def _names(db: sqlite3.Connection) -> None:
    """Each distinctive party word of a kept case's names, for the search by name, and how many
    cases each word names (a search starts from its rarest word)."""
    read = db.cursor()
    read.execute("SELECT id, case_name, case_name_short, case_name_full FROM clusters")
    while batch := read.fetchmany(50_000):
        rows = []
        for cid, *names in batch:
            tokens = {t for n in names if n for t in distinctive(n)}
            rows.extend((t, cid) for t in tokens)
        db.executemany("INSERT OR IGNORE INTO names VALUES (?, ?)", rows)
    db.execute("INSERT INTO tokens SELECT token, count(*) FROM names GROUP BY token")
    # the cases two common words name together, each pair in word order: a name of common words
    # ("Baxter v. Carver Holloway", invented) is searched by reading their few shared cases, not by
    # intersecting lists of tens of thousands
    db.execute(
        "CREATE TEMP TABLE common_names AS SELECT cluster_id, token FROM names WHERE token IN "
        "(SELECT token FROM tokens WHERE cases >= ?) ORDER BY cluster_id, token",
        (PAIRED_WORD_CASES,),
    )
    db.execute("CREATE INDEX temp.common_names_cluster ON common_names (cluster_id, token)")
    db.execute(
        "INSERT INTO name_pairs SELECT a.token, b.token, a.cluster_id FROM common_names a "
        "JOIN common_names b ON b.cluster_id = a.cluster_id AND b.token > a.token ORDER BY 1, 2, 3"
    )
    db.execute("DROP TABLE temp.common_names")
    db.execute("INSERT INTO meta VALUES ('name_pairs_from', ?)", (str(PAIRED_WORD_CASES),))
    # a search ranks its candidates by year and court: one narrow row a case, not a wide one and a docket
    db.execute(
        "INSERT INTO name_facts SELECT k.id, CAST(substr(k.date_filed, 1, 4) AS INTEGER), d.court_id "
        "FROM clusters k LEFT JOIN dockets d ON d.id = k.docket_id ORDER BY k.id"
    )


# Parentheticals worth keeping: those that may say a case is no longer good law, in any of the
# words the treatment check reads (`verify.treatment`: "rev'd", "no longer good law", "overturned")
NEGATIVE_WORDS = re.compile(
    r"overrul|abrogat|supersed|disapprov|question|limit|revers|rev['’]d|vacat|overturn|repudiat|no\s+longer"
    r"|good\s+law|state\s+the\s+(?:correct\s+)?law|statement\s+of\s+(?:the\s+)?law|not\s+surviv|be\s+reconciled"
    r"|irreconcil|disavow|rece(?:de|ded|ding)\s+from|abandon|not\s+be\s+followed"
    r"|withdraw\s+(?:any|all)\s+(?:language|statements?|dicta)|reject\s+the\s+(?:rule|holding)|cannot\s+stand"
    r"|confin|doubt|(?:declin|refus)\w*\s+to\s+follow",
    re.IGNORECASE,
)
# The same words read on the text in lower case, five times as fast as the case-blind pattern. The
# two agree on every text but one holding a letter the case-blind pattern folds to another letter's
# ASCII form ("İ" and "ı" as "i", "ſ" as "s"): that text is read by the case-blind pattern.
_NEGATIVE_LOWER = re.compile(NEGATIVE_WORDS.pattern)
_FOLDED_ELSEWHERE = re.compile("[İıſ]")


def in_negative_words(text: str) -> bool:
    """Whether a parenthetical holds any of `NEGATIVE_WORDS`, in any case."""
    if _FOLDED_ELSEWHERE.search(text):
        return NEGATIVE_WORDS.search(text) is not None
    return _NEGATIVE_LOWER.search(text.lower()) is not None


def _treatment_data(
    db: sqlite3.Connection,
    files: dict[str, BulkFile],
    report: BuildReport,
    say: Callable[[str], None],
    jobs: int = 1,
) -> None:
    """The citation map and the parentheticals, reduced to what a treatment check reads: which
    held opinions cite each held case (only citing opinions whose text the index holds, as the
    citing sentence is read there), and the parentheticals describing a held case in negative
    words. Opinion ids become cluster ids as the rows are read (`ClusterOf`); the map's rows are
    then written in the table's key order, as a B-tree is written fast (in the order read, each
    row lands on a random page of a table far larger than the build's page cache)."""
    db.executescript(TREATMENT_SCHEMA)
    if "citation-map" not in files and "parentheticals" not in files:
        return
    held = IdBitmap(_ids(db, "SELECT opinion_id FROM texts"))
    cluster_of = ClusterOf(db.execute("SELECT opinion_id, cluster_id FROM texts"))
    if "citation-map" in files:
        db.execute(
            "CREATE TEMP TABLE staged_cites (cited_cluster INTEGER, citing_cluster INTEGER, citing INTEGER, "
            "depth INTEGER)"
        )
        _load(
            db,
            files["citation-map"],
            report,
            say,
            _cites(cluster_of),
            keep_ids=held,
            id_column="cited_opinion_id",
            jobs=jobs,
        )
        say("indexing which opinions cite which ...")
        db.execute(  # a pair read twice keeps its first row, as read
            "INSERT OR IGNORE INTO cited_by SELECT cited_cluster, citing_cluster, citing, depth "
            "FROM staged_cites ORDER BY cited_cluster, citing, rowid"
        )
        db.execute("DROP TABLE staged_cites")
    if "parentheticals" in files:
        _load(
            db,
            files["parentheticals"],
            report,
            say,
            _parens(cluster_of),
            keep_ids=held,
            id_column="described_opinion_id",
            jobs=jobs,
        )


class ClusterOf:
    """The cluster of each opinion the index holds a text of, by opinion id: an array indexed by
    the id (4 bytes an id up to the highest held: 44 MB for the real edition's 11 million), and a
    dict for any id or cluster past `DENSE_LIMIT`, so a hostile file's id of 2**40 costs an entry,
    not an array of that length. An opinion listed under two clusters keeps the last read."""

    DENSE_LIMIT = 1 << 26

    def __init__(self, pairs: Iterable[tuple[int, int]]) -> None:
        self._dense = array("i")
        self._sparse: dict[int, int] = {}
        for opinion, cluster in pairs:
            if 0 <= opinion < self.DENSE_LIMIT and 0 < cluster < 1 << 31:
                if opinion >= len(self._dense):  # doubled at least, as a list grows
                    grow = max(opinion + 1 - len(self._dense), len(self._dense))
                    self._dense.frombytes(bytes(min(grow, self.DENSE_LIMIT - len(self._dense)) * 4))
                self._dense[opinion] = cluster
                self._sparse.pop(opinion, None)
            else:
                self._sparse[opinion] = cluster

    def get(self, opinion: int | None) -> int | None:
        """The opinion's cluster, or None where no text of it is held."""
        if opinion is None:
            return None
        if 0 <= opinion < len(self._dense) and self._dense[opinion]:
            return self._dense[opinion]
        return self._sparse.get(opinion)


def _cites(cluster_of: ClusterOf) -> Loader:
    """The map's rows whose citing and cited opinions both have a held text, in different cases,
    with both clusters."""

    def load(db: sqlite3.Connection, block: dict[str, list[str | None]]) -> int:
        rows = [
            (cited, citing, citing_opinion, held_number(depth) or 1)
            for cited_s, citing_s, depth in zip(
                block["cited_opinion_id"], block["citing_opinion_id"], block["depth"], strict=True
            )
            if (cited := cluster_of.get(held_number(cited_s))) is not None
            and (citing := cluster_of.get(citing_opinion := held_number(citing_s))) is not None
            and cited != citing
        ]
        db.executemany("INSERT INTO staged_cites VALUES (?, ?, ?, ?)", rows)
        return len(rows)

    return load


def _parens(cluster_of: ClusterOf) -> Loader:
    """The parentheticals in negative words describing a held opinion, by cluster (the describing
    one's cluster where its text is held, else NULL)."""

    def load(db: sqlite3.Connection, block: dict[str, list[str | None]]) -> int:
        rows = [
            (described, cluster_of.get(held_number(describing)), text)
            for text, described_s, describing in zip(
                block["text"], block["described_opinion_id"], block["describing_opinion_id"], strict=True
            )
            if text
            and in_negative_words(text)
            and (described := cluster_of.get(held_number(described_s))) is not None
        ]
        db.executemany("INSERT INTO parentheticals VALUES (?, ?, ?)", rows)
        return len(rows)

    return load


def _unmatched(
    db: sqlite3.Connection,
    files: dict[str, BulkFile],
    report: BuildReport,
    say: Callable[[str], None],
    jobs: int = 1,
) -> None:
    """How often real opinions cite each "volume reporter page" CourtListener could not match to a
    case: a citation courts cite is not one to call invented, whatever the index lacks."""
    db.execute(
        "CREATE TABLE unmatched (reporter TEXT NOT NULL, volume INTEGER NOT NULL, page TEXT NOT NULL, "
        "cites INTEGER NOT NULL, PRIMARY KEY (reporter, volume, page)) WITHOUT ROWID"
    )
    if "unmatched-citations" in files:
        _load(db, files["unmatched-citations"], report, say, _unmatched_rows, jobs=jobs)


def _unmatched_rows(db: sqlite3.Connection, block: dict[str, list[str | None]]) -> int:
    rows = [
        (normalise_reporter(reporter), int(volume), page.strip())
        for volume, reporter, page in zip(block["volume"], block["reporter"], block["page"], strict=True)
        if volume and volume.strip().isdigit() and reporter and page and page.strip()
    ]
    db.executemany(
        "INSERT INTO unmatched VALUES (?, ?, ?, 1) ON CONFLICT DO UPDATE SET cites = cites + 1", rows
    )
    return len(rows)


def _court_years(db: sqlite3.Connection) -> None:
    """How many cases the index holds for each court and year: what a name search's absence is
    measured against for a citation no source holds by number (Westlaw, docket, public-domain)."""
    db.execute(
        "CREATE TABLE court_years (court_id TEXT NOT NULL, year INTEGER NOT NULL, cases INTEGER NOT NULL, "
        "PRIMARY KEY (court_id, year)) WITHOUT ROWID"
    )
    db.execute(
        "INSERT INTO court_years SELECT d.court_id, CAST(substr(k.date_filed, 1, 4) AS INTEGER), count(*) "
        "FROM clusters k JOIN dockets d ON d.id = k.docket_id "
        "WHERE d.court_id IS NOT NULL AND k.date_filed IS NOT NULL GROUP BY 1, 2"
    )


def _volumes(db: sqlite3.Connection) -> None:
    db.execute(
        "INSERT INTO volumes SELECT c.reporter, c.volume, count(DISTINCT c.cluster_id), min(c.page_num), "
        "max(c.page_num), max(k.date_filed) FROM citations c JOIN clusters k ON k.id = c.cluster_id "
        "GROUP BY c.reporter, c.volume"
    )


def check_target(target: Path) -> None:
    """Fail before any work when the index cannot be written where asked: a directory, or a file
    that is no SQLite database (a bulk file, a brief), which a build would replace."""
    if target.is_dir():
        raise InputError(f"{target}: is a directory; give --index the path of the index file to write")
    if target.exists():
        try:
            with target.open("rb") as f:
                head = f.read(16)
        except OSError as exc:
            raise InputError(
                f"{target}: cannot be read ({exc.strerror}); choose another place with --index"
            ) from None
        if head and head != b"SQLite format 3\x00":
            raise InputError(
                f"{target}: is not an index (a build replaces the file at --index); give a new path, or the "
                "index to rebuild"
            )
    parent = target.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"{parent}: cannot create the index directory ({exc.strerror})") from None
    if not os.access(parent, os.W_OK):
        raise InputError(f"{parent}: not writable; choose another place with --index")
