"""Benchmark of the offline index: build speed and memory, size, and look-up time for a brief.

Generates a CourtListener snapshot in the real bulk dialect (PostgreSQL COPY csv, bz2) with
--citations rows (default 2,000,000) and rows of the real edition's shape: dense volumes over
several reporters, parallel citations for a share of the cases, Westlaw numbers, multi-line
quoted fields and escaped quotes, clusters of about 1 KB (judges, attorneys, head matter), and
about 3.9 dockets per citation row, most naming no cluster, as in the real edition. Then:

- builds the index as a user does, `briefcheck index build DIR --index PATH`, in a child process,
  and reports wall time, rows per second per file (from the build's own progress lines), the
  peak resident memory of that process (os.wait4), and index bytes per million citations;
- looks up a 200-citation brief's worth of citations (by citation, position and name) in a fresh
  process-equivalent (a new connection), one at a time through the index's API: p50/p99 per
  citation and the whole brief, first call included, and the raw slot query alone for the same
  citations (the floor: one prepared statement, no answer assembled); then the same brief as
  `check` asks it (the Tier 3 source, the document's slots in one batch, a name search where the
  slot does not settle), interleaved with the floor, medians of five;
- projects the build for the real edition file by file (18.1 million citation rows, 10 GB of
  clusters, 70 million dockets) at the rates measured here, and the index size;
- builds a second, smaller snapshot (--treatment-citations rows, a short text for every case, as an
  edition built with texts has for nearly every case) without and then with the treatment files in
  the real dialect (the citation map at its real 4.3 rows a citation row, parentheticals one in
  twenty in negative words, unmatched citations) and projects what they add to the real build (the
  map and its reduction to the held texts by its 78.4 million rows, the others by compressed bytes),
  and the existence + treatment build beside the goal of 20 minutes;
- exports the index for DynamoDB (`briefcheck index export`, a child process): wall time, items,
  uncompressed and gzip bytes, and from them the import and monthly storage cost of the real
  edition at the list prices below;
- with --dynamodb (small snapshots only: moto loads a few thousand items a second), imports the
  export into moto's DynamoDB and runs the same 200 look-ups through `DynamoCitationIndex`,
  counting requests and the read request units they cost (eventually consistent: half a unit per
  4 KB of each item read by GetItem/BatchGetItem, of each Query's items together).


    python bench/index.py [--citations N] [--keep DIR] [--dynamodb] [--treatment-citations N]
"""

from __future__ import annotations

import argparse
import bz2
import json
import os
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "index"))
from bulk_dialect import (
    CITATION_COLUMNS,
    CITATION_MAP_COLUMNS,
    CLUSTER_COLUMNS,
    COURT_COLUMNS,
    DOCKET_COLUMNS,
    OPINION_COLUMNS,
    PARENTHETICAL_COLUMNS,
    UNMATCHED_COLUMNS,
    opinion_id,
    quote,
)

from briefcheck.index import CitationIndex
from briefcheck.index.sqlite import SQLiteCitationIndex

EDITION = "2026-03-31"
# DynamoDB list prices, us-east-1, on-demand, Standard table class (aws.amazon.com/dynamodb/pricing;
# re-check before relying on them): import from S3 per GB of uncompressed source, storage per
# GB-month, reads per million read request units.
IMPORT_PER_GB = 0.15
STORAGE_PER_GB_MONTH = 0.25
READS_PER_MILLION_RRU = 0.125
ITEM_OVERHEAD = 100  # bytes DynamoDB adds to each item's stored size
REAL_EDITION_CITATIONS = 18_100_000
# (reporter, court, first year, volumes, citation type)
REPORTERS = [
    ("U.S.", "scotus", 1950, 250, 1),
    ("F.3d", "ca9", 1993, 1000, 1),
    ("F.4th", "ca2", 2021, 120, 1),
    ("F. Supp. 2d", "nysd", 1998, 900, 1),
    ("N.E.2d", "ny", 1936, 900, 3),
    ("Cal. App. 5th", "calctapp", 2014, 110, 2),
]
WORDS = [
    "Abbott", "Baxter", "Carver", "Dalton", "Ellison", "Fairbanks", "Garrison", "Holloway", "Ingram",
    "Jarvis",
    "Kendrick", "Langley", "Mercer", "Norwood", "Oakley", "Prescott", "Quimby", "Radford", "Sterling",
    "Thornton", "Underwood", "Vaughn", "Whitfield", "Yardley", "Zimmerman", "Acme", "Atlas", "Beacon",
    "Cardinal", "Delta", "Empire", "Frontier", "Granite", "Harbor", "Imperial", "Keystone", "Liberty",
    "Meridian", "Northern", "Pinnacle", "Regal", "Summit", "Titan", "Union", "Vanguard", "Western",
]  # fmt: skip


def _row(columns: tuple[str, ...], values: dict[str, object]) -> str:
    return ",".join(quote(values.get(c)) for c in columns) + "\n"


# The real edition's files (FACTS.md): rows, or for the clusters (multi-line text fields) bytes.
REAL_CLUSTER_BYTES = 10e9
REAL_DOCKETS = 70_000_000
# Dockets per citation row in the real edition: most dockets (RECAP's) name no opinion cluster.
DOCKETS_PER_CITATION = REAL_DOCKETS / REAL_EDITION_CITATIONS
# Words for the text fields, drawn at random: rows as hard to compress as real ones (bz2 then
# decompresses at the rate the real files do, which bounds the build), not one phrase repeated.
_SYLLABLES = ("ab", "con", "dis", "ex", "in", "per", "pro", "re", "sub", "trans", "al", "ent", "ion",
              "ment", "ous", "ive", "ure", "ate", "ity", "ance")  # fmt: skip
VOCABULARY = [a + b + c for a in _SYLLABLES for b in _SYLLABLES for c in _SYLLABLES]
CAUSES = [
    f"28:{1330 + n} {kind}" for n in range(8) for kind in ("Contract", "Civil Rights", "Tort", "Habeas")
]


def prose(rng: random.Random, words: int) -> str:
    return " ".join(rng.choices(VOCABULARY, k=words)).capitalize() + "."


def stamp(rng: random.Random) -> str:
    return (
        f"20{rng.randint(10, 25)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} "
        f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}."
        f"{rng.randrange(10**6):06d}+00"
    )


class Counting:
    """A bz2 text file that counts the uncompressed bytes and rows written to it."""

    def __init__(self, path: Path) -> None:
        self.file = bz2.open(path, "wt", compresslevel=1)  # noqa: SIM115 (closed by close())
        self.bytes = 0
        self.rows = 0

    def write(self, line: str) -> None:
        self.file.write(line)
        self.bytes += len(line.encode())
        self.rows += 1

    def close(self) -> None:
        self.file.close()


def generate(directory: Path, citations: int, seed: int = 7) -> dict[str, Counting]:
    """Write the four bulk files with rows of the real edition's shape: clusters carrying judges,
    attorneys, head matter and summaries (about 1 KB a row, as 10 GB over the real rows), and
    about 3.9 dockets per citation row, most of them naming no cluster (the builder reads only
    those a kept cluster names)."""
    rng = random.Random(seed)
    directory.mkdir(parents=True, exist_ok=True)
    per_reporter = citations // len(REPORTERS)
    cites = Counting(directory / f"citations-{EDITION}.csv.bz2")
    clusters = Counting(directory / f"opinion-clusters-{EDITION}.csv.bz2")
    dockets = Counting(directory / f"dockets-{EDITION}.csv.bz2")
    cites.write(",".join(CITATION_COLUMNS) + "\n")
    clusters.write(",".join(CLUSTER_COLUMNS) + "\n")
    dockets.write(",".join(DOCKET_COLUMNS) + "\n")
    cluster = 0
    cite_id = 0
    unnamed = 100_000_000  # ids of the dockets no cluster names
    for reporter, court, first_year, volumes, kind in REPORTERS:
        per_volume = max(1, per_reporter // volumes)
        for v in range(1, volumes + 1):
            page = 1
            year = first_year + (v * 30) // volumes
            for _ in range(per_volume):
                cluster += 1
                a, b = rng.choice(WORDS), rng.choice(WORDS)
                name = f"{a}{cluster % 997} v. {b} {rng.choice(('Inc.', 'Co.', 'LLC', 'Corp.'))}"
                if cluster % 50 == 0:
                    name = f'In re "{a}" Litigation'  # an escaped quote inside a value
                cite_id += 1
                cites.write(
                    _row(
                        CITATION_COLUMNS,
                        {
                            "id": cite_id,
                            "volume": v,
                            "reporter": reporter,
                            "page": page,
                            "type": kind,
                            "cluster_id": cluster,
                            "date_created": stamp(rng),
                            "date_modified": stamp(rng),
                        },
                    )
                )
                if cluster % 4 == 0:  # a Westlaw parallel for a share of the cases
                    cite_id += 1
                    cites.write(
                        _row(
                            CITATION_COLUMNS,
                            {
                                "id": cite_id,
                                "volume": year,
                                "reporter": "WL",
                                "page": 100000 + cluster,
                                "type": 7,
                                "cluster_id": cluster,
                                "date_created": stamp(rng),
                                "date_modified": stamp(rng),
                            },
                        )
                    )
                syllabus = 'Held:\nthe "rule" applies.\nReversed.' if cluster % 10 == 0 else None
                clusters.write(_row(CLUSTER_COLUMNS, {
                    "id": cluster, "date_created": stamp(rng), "date_modified": stamp(rng),
                    "date_filed": f"{year}-0{1 + cluster % 9}-1{cluster % 9}",
                    "slug": f"{a.lower()}-v-{b.lower()}-{cluster}", "case_name": name, "case_name_full": name,
                    "case_name_short": a if cluster % 3 else None, "syllabus": syllabus,
                    "judges": ", ".join(rng.sample(WORDS, 3)),
                    "attorneys": f"{a} & {b} LLP, for appellant; {prose(rng, 8)}",
                    "headmatter": prose(rng, 70) if cluster % 5 < 2 else None,
                    "summary": prose(rng, 25) if cluster % 3 == 0 else None,
                    "procedural_history": prose(rng, 15),
                    "precedential_status": "Published", "docket_id": cluster, "blocked": "f",
                    "source": "C", "date_filed_is_approximate": "f", "citation_count": cluster % 40,
                    "filepath_json_harvard": f"law.free.cap.{reporter.lower()}/{v}/{page}.json",
                }))  # fmt: skip
                for extra in range(-1, round(DOCKETS_PER_CITATION * (2 if cluster % 4 == 0 else 1)) - 1):
                    did = cluster if extra < 0 else unnamed
                    unnamed += extra >= 0
                    dockets.write(_row(DOCKET_COLUMNS, {
                        "id": did, "date_created": stamp(rng), "date_modified": stamp(rng),
                        "source": 1 if extra < 0 else 9,
                        "court_id": court, "docket_number": f"{year % 100}-cv-{did % 99999:05d}",
                        "docket_number_core": f"{year % 100}{did % 99999:05d}",
                        "pacer_case_id": rng.randrange(10**6),
                        "case_name": name if extra < 0 else prose(rng, 4), "case_name_full": "",
                        "slug": f"case-{did}", "date_filed": stamp(rng)[:10],
                        "date_last_filing": stamp(rng)[:10], "cause": rng.choice(CAUSES),
                        "nature_of_suit": f"{rng.randint(110, 999)} {rng.choice(VOCABULARY)}",
                        "jury_demand": rng.choice(("Plaintiff", "Defendant", "Both", "None")),
                        "jurisdiction_type": rng.choice(("Diversity", "Federal question", "U.S. defendant")),
                        "assigned_to_str": " ".join(rng.sample(WORDS, 2)),
                        "blocked": "f", "ia_upload_failure_count": 0, "ia_needs_upload": "f", "view_count": 0,
                    }))  # fmt: skip
                page += rng.randint(5, 40)
    courts = Counting(directory / f"courts-{EDITION}.csv.bz2")
    courts.write(",".join(COURT_COLUMNS) + "\n")
    for _, court, *_ in REPORTERS:
        courts.write(_row(COURT_COLUMNS, {"id": court, "full_name": court.upper(), "short_name": court}))
    for f in (cites, clusters, dockets, courts):
        f.close()
        f.rows -= 1  # the header
    return {"citations": cites, "opinion-clusters": clusters, "dockets": dockets, "courts": courts}


# The real edition's treatment files (FACTS.md): the citation map by rows, the parentheticals and
# the unmatched citations by compressed bytes.
REAL_CITATION_MAP_ROWS = 78_400_000
REAL_PARENTHETICALS_BYTES = 0.29e9
REAL_UNMATCHED_BYTES = 0.22e9
MAP_ROWS_PER_CITATION = REAL_CITATION_MAP_ROWS / REAL_EDITION_CITATIONS
# What a parenthetical in negative words says (the builder keeps only those), and how often
NEGATIVE = ("overruling", "abrogated by", "questioned in", "superseded by statute as stated in", "reversing")
NEGATIVE_SHARE = 0.05


def generate_treatment(directory: Path, clusters: int, citations: int, seed: int = 11) -> dict[str, Counting]:
    """The files a build reads for treatment, over clusters 1..`clusters` of a `generate`d snapshot:
    an opinions file giving every case a short text (so the citation map is reduced as in an
    edition built with texts, where nearly every case has one), the citation map (its real rows
    per citation row, each citing an earlier case one to three times), parentheticals (about 0.3
    a citation row, one in twenty in negative words) and unmatched citations (0.5 a citation row)."""
    rng = random.Random(seed)
    directory.mkdir(parents=True, exist_ok=True)
    names = ("opinions", "citation-map", "parentheticals", "unmatched-citations")
    files = {kind: Counting(directory / f"{kind}-{EDITION}.csv.bz2") for kind in names}
    columns = (OPINION_COLUMNS, CITATION_MAP_COLUMNS, PARENTHETICAL_COLUMNS, UNMATCHED_COLUMNS)
    for kind, cols in zip(names, columns, strict=True):
        files[kind].write(",".join(cols) + "\n")
    for cluster in range(1, clusters + 1):
        files["opinions"].write(_row(OPINION_COLUMNS, {
            "id": opinion_id(cluster), "date_created": stamp(rng), "date_modified": stamp(rng),
            "type": "010combined", "per_curiam": "f", "extracted_by_ocr": "f", "cluster_id": cluster,
            "html_with_citations": f"<p>{prose(rng, 40)}</p><p>{prose(rng, 40)}</p>",
        }))  # fmt: skip
    edges = round(citations * MAP_ROWS_PER_CITATION)
    for n in range(1, edges + 1):
        citing = rng.randint(2, clusters)
        files["citation-map"].write(_row(CITATION_MAP_COLUMNS, {
            "id": n, "depth": rng.choice((1, 1, 1, 2, 3)), "citing_opinion_id": opinion_id(citing),
            "cited_opinion_id": opinion_id(rng.randint(1, citing - 1)),
        }))  # fmt: skip
    for n in range(1, round(citations * 0.3) + 1):
        described, describing = rng.randint(1, clusters), rng.randint(1, clusters)
        said = (
            rng.choice(NEGATIVE) if rng.random() < NEGATIVE_SHARE else rng.choice(("holding", "explaining"))
        )
        files["parentheticals"].write(_row(PARENTHETICAL_COLUMNS, {
            "id": n, "text": f"{said} that {prose(rng, rng.randint(8, 30))}", "score": round(rng.random(), 4),
            "described_opinion_id": opinion_id(described), "describing_opinion_id": opinion_id(describing),
            "group_id": n // 3 if n % 2 else None,
        }))  # fmt: skip
    for n in range(1, round(citations * 0.5) + 1):
        volume, reporter, page = rng.randint(1, 900), rng.choice(REPORTERS)[0], rng.randint(1, 1500)
        files["unmatched-citations"].write(_row(UNMATCHED_COLUMNS, {
            "id": n, "volume": volume, "reporter": reporter, "page": page, "type": 1,
            "citing_opinion_id": opinion_id(rng.randint(1, clusters)), "status": rng.choice((1, 3, 4)),
            "citation_string": f"{volume} {reporter} {page}", "court_id": None,
            "year": rng.randint(1950, 2025),
        }))  # fmt: skip
    for f in files.values():
        f.close()
        f.rows -= 1  # the header
    return files


def treatment_cost(work: Path, citations: int) -> dict[str, float]:
    """The build of a `citations`-row snapshot with a text for every case, without and then with
    the treatment files, each twice in turn (the quicker of each): their cost here (each file's
    read, and the rest: reducing the map and the parentheticals to the held texts), and projected to
    the real files (the map and the rest by the map's rows, the others by compressed bytes).
    Seconds, and index bytes each added."""
    base, extra = work / "base", work / "extra"
    clusters = generate(base, citations, seed=8)["opinion-clusters"].rows
    added = generate_treatment(extra, clusters, citations)
    without, with_treatment = work / "without", work / "with"
    for directory, sources in (
        (without, [base, extra / f"opinions-{EDITION}.csv.bz2"]),
        (with_treatment, [base, extra]),
    ):
        directory.mkdir(exist_ok=True)
        for source in sources:
            for file in sorted(source.iterdir()) if source.is_dir() else [source]:
                (directory / file.name).symlink_to(file)
    # each twice, in turn: the difference of two whole builds is what is projected
    walls_a, walls_b = [], []
    for _ in range(2):
        walls_a.append(build(without, work / "without.sqlite")[0])
        wall, peak, rates = build(with_treatment, work / "with.sqlite")
        walls_b.append(wall)
    wall_a, wall_b = min(walls_a), min(walls_b)
    here = {
        kind: added[kind].rows / rates[kind]
        for kind in ("citation-map", "parentheticals", "unmatched-citations")
    }
    rest = max(wall_b - wall_a - sum(here.values()), 0.0)
    by_rows = REAL_CITATION_MAP_ROWS / added["citation-map"].rows
    size = lambda kind: (extra / f"{kind}-{EDITION}.csv.bz2").stat().st_size  # noqa: E731
    grown = (work / "with.sqlite").stat().st_size - (work / "without.sqlite").stat().st_size
    return {
        "added here": wall_b - wall_a,
        "peak MiB": peak / 2**20,
        **{f"{k} rows/s": rates[k] for k in here},
        "citation-map": here["citation-map"] * by_rows,
        "parentheticals": here["parentheticals"] * REAL_PARENTHETICALS_BYTES / size("parentheticals"),
        "unmatched-citations": here["unmatched-citations"]
        * REAL_UNMATCHED_BYTES
        / size("unmatched-citations"),
        "the rest": rest * by_rows,
        "index bytes": grown * by_rows,
        "map rows": added["citation-map"].rows,
    }


def index_command(action: str, directory: Path, target: Path) -> tuple[float, subprocess.CompletedProcess]:
    """`briefcheck index ACTION DIR --index TARGET` in a child process: wall seconds, its output."""
    start = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "briefcheck.cli", "index", action, str(directory), "--index", str(target)],
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.monotonic() - start
    if proc.returncode != 0:
        raise SystemExit(f"{action} failed:\n{proc.stderr[-2000:]}")
    return wall, proc


def build(directory: Path, target: Path) -> tuple[float, int, dict[str, float]]:
    """`briefcheck index build` in a child process: wall seconds, the child's own peak RSS (bytes,
    from os.wait4: RUSAGE_CHILDREN would report the largest of every child this bench ran), rows/s
    per file (each file's last progress line)."""
    start = time.monotonic()
    proc = subprocess.Popen(
        [sys.executable, "-m", "briefcheck.cli", "index", "build", str(directory), "--index", str(target)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    err = proc.stderr.read()  # to the end: the child has exited or closed it; not yet reaped
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.monotonic() - start
    if proc.returncode != 0:
        raise SystemExit(f"build failed:\n{err[-2000:]}")
    rates: dict[str, float] = {}
    for line in err.splitlines():
        m = re.match(r"(\S+)-\d{4}-\d{2}-\d{2}\.csv\.bz2: ([\d,]+) rows, ([\d,]+) rows/s", line)
        if m:
            rates[m.group(1)] = float(m.group(3).replace(",", ""))
    return wall, usage.ru_maxrss * 1024, rates


SLOT_QUERY = "SELECT cluster_id FROM slots WHERE reporter = ? AND volume = ? AND page = ?"


def draw(target: Path, n: int, seed: int) -> list[tuple[int, str, str]]:
    """`n` citations of the index, drawn over its volumes: (volume, reporter, page)."""
    rng = random.Random(seed)
    sample = SQLiteCitationIndex(target)
    volumes = sample.db.execute("SELECT reporter, volume, cases FROM volumes WHERE reporter != 'WL'")
    volumes = volumes.fetchall()
    rows = []
    while len(rows) < n:
        reporter, volume, cases = rng.choice(volumes)
        row = sample.db.execute(
            "SELECT volume, reporter, page FROM slots WHERE reporter = ? AND volume = ? LIMIT 1 OFFSET ?",
            (reporter, volume, rng.randrange(cases)),
        ).fetchone()
        if row:
            rows.append(row)
    sample.db.close()
    return rows


def floor_query(target: Path, rows: list[tuple[int, str, str]]) -> list[float]:
    """The raw slot query alone for each citation, one prepared statement on a fresh connection."""
    raw = sqlite3.connect(f"file:{target}?mode=ro", uri=True)
    floor = []
    for volume, reporter, page in rows:
        t = time.perf_counter()
        raw.execute(
            "SELECT cluster_id FROM slots WHERE reporter = ? AND volume = ? AND page = ?",
            (reporter, volume, page),
        ).fetchall()
        floor.append(time.perf_counter() - t)
    raw.close()
    return floor


def lookups(
    target: Path, n: int = 200, seed: int = 11, index: CitationIndex | None = None
) -> tuple[list[float], float, list[float]]:
    """A brief's worth of look-ups on a fresh connection (or `index`), one citation at a time: the
    coverage, the slot, and for a third of them the position and the name, through the index's
    API; then the floor. Returns (per citation, the whole brief, the floor per citation), seconds."""
    rows = draw(target, n, seed)  # drawn before the clock starts
    rng = random.Random(seed)
    start = time.perf_counter()
    index = index or SQLiteCitationIndex(target)
    times = []
    for i, (volume, reporter, page) in enumerate(rows):
        t = time.perf_counter()
        index.coverage(str(volume), reporter, None)  # as the Tier 3 source asks first
        found = index.cases_at(str(volume), reporter, page)
        if i % 3 == 0:  # a third cite a page inside a case, or a case that is not there
            index.position(str(volume), reporter, int(page) + rng.randint(1, 4))
            name = found[0].case_name if found else f"{rng.choice(WORDS)} v. {rng.choice(WORDS)}"
            index.by_name(name, None, None)
        times.append(time.perf_counter() - t)
    whole = time.perf_counter() - start
    return times, whole, floor_query(target, rows)


def brief_lookups(
    target: Path, invented: int, n: int = 200, seed: int = 11, runs: int = 5
) -> tuple[float, float, float]:
    """The brief's citations as `check` asks the index about them: through the Tier 3 source
    (`IndexSource`), the document's slots read in one batch and each answer built from it; one
    citation in `invented` (none when 0) cites a page inside a case under a name the index does
    not hold, so the page is placed and the name searched. Interleaved with the floor, `runs`
    times, a fresh connection each time. Returns medians (the look-ups, opening the index
    included; without it; the floor), seconds."""
    from briefcheck.verify.refs import CitationRef, RefKind
    from briefcheck.verify.sources.base import Status
    from briefcheck.verify.sources.offline_index import IndexSource

    rows = draw(target, n, seed)
    rng = random.Random(seed)
    names = SQLiteCitationIndex(target)
    refs = []
    for i, (volume, reporter, page) in enumerate(rows):
        if invented and i % invented == 0:
            page = str(int(page) + rng.randint(1, 4))
            parties = (f"{rng.choice(WORDS)} {rng.choice(WORDS)}", rng.choice(WORDS))
        else:
            name = names.cases_at(str(volume), reporter, page)[0].case_name
            parties = (*name.split(" v. ", 1), "")[:2]
        refs.append(
            CitationRef(
                kind=RefKind.US_REPORTER,
                key=f"us:{volume} {reporter} {page}",
                text=f"{volume} {reporter} {page}",
                party_1=parties[0],
                party_2=parties[1] or None,
                volume=str(volume),
                reporter=reporter,
                page=page,
            )
        )
    names.db.close()
    whole, after_open, floor = [], [], []
    for _ in range(runs):
        start = time.perf_counter()
        source = IndexSource(SQLiteCitationIndex(target))
        opened = time.perf_counter()
        answers = source.lookup_many(refs)
        for ref in refs:
            if answers[ref.key].status is not Status.FOUND:
                source.search(ref)
        end = time.perf_counter()
        whole.append(end - start)
        after_open.append(end - opened)
        floor.append(sum(floor_query(target, rows)))
    return statistics.median(whole), statistics.median(after_open), statistics.median(floor)


def export(target: Path, directory: Path) -> tuple[float, dict[str, int], float, float]:
    """`briefcheck index export` in a child process: wall, items per kind, raw GB, gzip MB."""
    wall, proc = index_command("export", directory, target)
    said = proc.stdout
    kinds = r"(\d[\d,]*) (meta|slots|cases|volumes|names|words)\b"
    items = {k: int(n.replace(",", "")) for n, k in re.findall(kinds, said)}
    raw_gb = float(re.search(r"\(([\d.,]+) GB uncompressed", said).group(1).replace(",", ""))
    gzip_mb = float(re.search(r"([\d.,]+) MB gzip", said).group(1).replace(",", ""))
    return wall, items, raw_gb, gzip_mb


class Metered:
    """A boto3 DynamoDB resource that counts requests and the read request units they cost."""

    def __init__(self, resource: object) -> None:
        self.inner = resource
        self.requests: dict[str, int] = {}
        self.rru = 0.0

    @staticmethod
    def _size(item: dict) -> int:
        return sum(len(k) + len(json.dumps(v, default=str)) for k, v in item.items())

    def _count(self, kind: str, items: list[dict], together: bool) -> None:
        self.requests[kind] = self.requests.get(kind, 0) + 1
        if together:
            self.rru += 0.5 * max(1, -(-sum(self._size(i) for i in items) // 4096))
        else:
            self.rru += sum(0.5 * max(1, -(-self._size(i) // 4096)) for i in items)

    def batch_get_item(self, **kwargs: object) -> dict:
        reply = self.inner.batch_get_item(**kwargs)
        self._count("BatchGetItem", [i for items in reply["Responses"].values() for i in items], False)
        return reply

    def Table(self, name: str) -> object:  # boto3's name
        meter, table = self, self.inner.Table(name)

        class Table:
            def get_item(self, **kwargs: object) -> dict:
                reply = table.get_item(**kwargs)
                meter._count("GetItem", [reply["Item"]] if "Item" in reply else [], False)
                return reply

            def query(self, **kwargs: object) -> dict:
                reply = table.query(**kwargs)
                meter._count("Query", reply["Items"], True)
                return reply

            table_size_bytes = 0

        return Table()


def dynamodb_lookups(target: Path, directory: Path) -> tuple[Metered, list[float]]:
    """The 200 look-ups through DynamoCitationIndex on moto, loaded from the export."""
    import os

    from dynamo_support import load_export
    from moto import mock_aws

    from briefcheck.index.dynamo import DynamoCitationIndex

    os.environ.update({"AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench"})
    with mock_aws():
        import boto3

        resource = boto3.resource("dynamodb", region_name="us-east-1")
        load_export(directory, "bench-index", resource)
        meter = Metered(resource)
        times, _, _ = lookups(target, index=DynamoCitationIndex("bench-index", meter))
    return meter, times


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--citations", type=int, default=2_000_000)
    parser.add_argument("--keep", type=Path, help="generate into (and keep) this directory")
    parser.add_argument("--dynamodb", action="store_true", help="also look up through DynamoDB (moto)")
    parser.add_argument(
        "--treatment-citations",
        type=int,
        default=100_000,
        help="citation rows of the snapshot the treatment files are measured on (0: not measured)",
    )
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="bench-index-"))
    try:
        bulk = work / "bulk"
        t = time.monotonic()
        files = generate(bulk, args.citations)
        print(f"snapshot ready in {time.monotonic() - t:.1f} s "
              f"({sum(p.stat().st_size for p in bulk.iterdir()) / 1e6:.1f} MB compressed; rows: "
              + ", ".join(f"{k} {f.rows:,} ({f.bytes / max(f.rows, 1):,.0f} B a row)"
                          for k, f in files.items())
              + ")")  # fmt: skip
        target = work / "courtlistener.sqlite"
        wall, peak, rates = build(bulk, target)
        slots = SQLiteCitationIndex(target).db.execute("SELECT count(*) FROM slots").fetchone()[0]
        size = target.stat().st_size
        per_million = size / (slots / 1e6)
        print(f"build: {wall:.1f} s wall, peak RSS of the build process {peak / 2**20:.0f} MiB; "
              "rows/s per file: "
              + ", ".join(f"{k} {v:,.0f}" for k, v in rates.items()))  # fmt: skip
        print(f"index: {size / 1e6:.1f} MB, {per_million / 1e6:.1f} MB per million citations")
        # Each file projected by what it holds in the real edition (rows, or bytes of the clusters'
        # multi-line text), at the rate it was read here; the rest of the build (indexes, party
        # names, volumes, VACUUM) by the citations kept.
        seconds = {k: files[k].rows / rates[k] for k in ("citations", "opinion-clusters", "dockets")}
        real = {
            "citations": seconds["citations"] * REAL_EDITION_CITATIONS / files["citations"].rows,
            "opinion-clusters": seconds["opinion-clusters"]
            * REAL_CLUSTER_BYTES
            / files["opinion-clusters"].bytes,
            "dockets": seconds["dockets"] * REAL_DOCKETS / files["dockets"].rows,
        }
        scale = REAL_EDITION_CITATIONS / files["citations"].rows
        rest = max(wall - sum(seconds.values()), 0.0) * scale
        existence = sum(real.values()) + rest
        print("projection for the real edition (18.1 M citations, 10 GB of clusters, 70 M dockets): "
              + ", ".join(f"{k} {v / 60:.1f} min" for k, v in real.items())
              + f", the rest {rest / 60:.1f} min: build about {existence / 60:.0f} min; "
              f"index about {size * scale / 1e9:.1f} GB")  # fmt: skip
        if args.treatment_citations:
            t = treatment_cost(work / "treatment", args.treatment_citations)
            files_min = ", ".join(
                f"{k} {t[k] / 60:.1f} min ({t[k + ' rows/s']:,.0f} rows/s)"
                for k in ("citation-map", "parentheticals", "unmatched-citations")
            )
            treatment = sum(
                t[k] for k in ("citation-map", "parentheticals", "unmatched-citations", "the rest")
            )
            print(f"treatment files, on {args.treatment_citations:,} citation rows with a text for every "
                  f"case and {t['map rows']:,} map rows: {t['added here']:.1f} s more build, peak RSS "
                  f"{t['peak MiB']:.0f} MiB; projected for the real files (78.4 M map rows, 0.29 GB of "
                  f"parentheticals, 0.22 GB of unmatched citations): {files_min}, reducing them to the held "
                  f"texts {t['the rest'] / 60:.1f} min: {treatment / 60:.1f} min and "
                  f"{t['index bytes'] / 1e9:.1f} GB more; existence + treatment about "
                  f"{(existence + treatment) / 60:.0f} min (goal 20; the opinions' own text build is "
                  "bench/text.py's)")  # fmt: skip
        times, whole, floor = lookups(target)
        ms = sorted(x * 1000 for x in times)
        p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
        print(f"200-citation brief: whole {whole * 1000:.1f} ms (first call, opening the index included); "
              f"per citation p50 {statistics.median(ms):.3f} ms, p99 {p99:.3f} ms; the raw slot query alone "
              f"(the floor) {statistics.mean(floor) * 1000:.3f} ms a citation: the brief's look-ups are "
              f"{sum(times) / sum(floor):.1f}x the floor")  # fmt: skip
        for invented, which in ((0, "every citation real"), (10, "one in ten invented"), (3, "one in three")):
            whole, after_open, floor_s = brief_lookups(target, invented)
            print(f"the same brief as check asks it, {which} (the document's slots in one batch, a name "
                  f"search where the slot does not settle; medians of 5, interleaved with the floor): "
                  f"{whole * 1000:.1f} ms with opening the index, {after_open * 1000:.1f} ms after it; the "
                  f"floor {floor_s * 1000:.1f} ms: {after_open / floor_s:.1f}x the floor")  # fmt: skip
        exported = work / "dynamodb-export"
        if exported.exists():
            shutil.rmtree(exported)
        wall, items, raw_gb, gzip_mb = export(target, exported)
        stored_gb = raw_gb + sum(items.values()) * ITEM_OVERHEAD / 1e9  # DynamoDB JSON overstates values
        print(f"export: {wall:.1f} s wall, {sum(items.values()):,} items ("
              + ", ".join(f"{n:,} {k}" for k, n in items.items())
              + f"), {raw_gb:.3f} GB uncompressed, {gzip_mb:.1f} MB gzip")  # fmt: skip
        print(f"projection for {REAL_EDITION_CITATIONS:,} citations: "
              f"export about {wall * scale / 60:.0f} min, "
              f"import {raw_gb * scale:.1f} GB = ${raw_gb * scale * IMPORT_PER_GB:.2f} once per edition, "
              f"storage at most {stored_gb * scale:.1f} GB = ${stored_gb * scale * STORAGE_PER_GB_MONTH:.2f} "
              "a month")  # fmt: skip
        if args.dynamodb:
            meter, dtimes = dynamodb_lookups(target, exported)
            dms = sorted(x * 1000 for x in dtimes)
            print(f"200-citation brief on DynamoDB (moto, in process): {meter.rru:.1f} read request units = "
                  f"${meter.rru * READS_PER_MILLION_RRU / 1e6:.6f}; requests "
                  + ", ".join(f"{k} {n}" for k, n in sorted(meter.requests.items()))
                  + f"; moto p50 {statistics.median(dms):.1f} ms (moto's speed, not DynamoDB's)")  # fmt: skip

    finally:
        if args.keep is None:  # a generated snapshot is hundreds of MB: never left behind
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
