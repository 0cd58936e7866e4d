"""The offline index on one SQLite file: look-ups by citation, by position and by name."""

from __future__ import annotations

import base64
import re
import sqlite3
import threading
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from briefcheck.domain.errors import ConfigError
from briefcheck.index.answers import (
    DENSE_CASES,
    Candidate,
    ReporterShape,
    court_year_of,
    coverage_of,
    first_hit,
    make_case,
    parse_date,
    ranked_names,
    reporter_shape,
)
from briefcheck.index.models import (
    SQLITE_MAX,
    UNREAD_NUMBER,
    CitationHit,
    CourtYear,
    Coverage,
    IndexedCase,
    IndexInfo,
    OpinionRow,
    Position,
    ReporterCoverage,
    held_number,
)
from briefcheck.index.reporters import normalise_reporter
from briefcheck.index.text_codec import TextCodec
from briefcheck.text.names import distinctive

Slot = tuple[str, str, str]

# Each look-up is one statement, whatever it asks for (SQLite caches each text's prepared
# statement): a brief's slots in one, the cases they name in one, a name search in one.
_CASES_SQL = """
SELECT k.id, k.case_name, k.case_name_short, k.case_name_full, k.date_filed, k.precedential_status,
       k.slug, k.cites, d.court_id, d.docket_number, ct.name
FROM clusters k LEFT JOIN dockets d ON d.id = k.docket_id LEFT JOIN courts ct ON ct.id = d.court_id
WHERE k.id IN ({})
"""
_SLOTS_SQL = """
WITH wanted(n, reporter, volume, page_num, page) AS (VALUES {})
SELECT w.n, s.cluster_id FROM wanted w JOIN slots s
  ON s.reporter = w.reporter AND s.volume = w.volume AND s.page_num = w.page_num AND s.page = w.page
ORDER BY w.n, s.cluster_id
"""
_COVERAGE_SQL = """
SELECT (SELECT max(volume) FROM volumes WHERE reporter = ?1), v.cases, v.first_page, v.last_page
FROM (SELECT 1) LEFT JOIN volumes v ON v.reporter = ?1 AND v.volume = ?2
"""
_PER_CASE_SQL = "SELECT cases, first_page, last_page FROM volumes WHERE reporter = ? AND cases >= ?"
_POSITION_SQL = """
SELECT * FROM (SELECT 0, cluster_id, reporter, volume, page FROM slots
               WHERE reporter = ?1 AND volume = ?2 AND page_num BETWEEN 0 AND ?3
               ORDER BY page_num DESC, page DESC, cluster_id DESC LIMIT 1)
UNION ALL
SELECT * FROM (SELECT 1, cluster_id, reporter, volume, page FROM slots
               WHERE reporter = ?1 AND volume = ?2 AND page_num > ?3
               ORDER BY page_num, page, cluster_id LIMIT 1)
"""
# A name search ranks the cases named by the rarest cited word (`_RAREST_SQL`). Each other cited
# word's cases are found among them by a merge of the two ordered posting lists (`_BOTH_SQL`, a
# sequential read each: seeking every other word for every case took twice as long). Where a case
# must share two or more cited words, those merges name every candidate and the rarest word's
# whole list is never read into Python; where one word is enough, SQLite ranks that list by court
# and year and hands back the first few (`_NEAREST_SQL`). Year and court come from `name_facts`,
# one narrow row a case, or for an index built before it from the cases and dockets themselves.
_RAREST_SQL = "SELECT token, cases FROM tokens WHERE token IN ({marks}) ORDER BY cases, token LIMIT 1"
_BOTH_SQL = (
    "SELECT cluster_id FROM names WHERE token = ?1 "
    "INTERSECT SELECT cluster_id FROM names WHERE token = ?2 ORDER BY 1"
)
# ... or, where the rarest word names many cases (so every cited word does), the cases of the two
# read at once from the pairs of common words (an index built before them has none)
_PAIR_SQL = "SELECT cluster_id FROM name_pairs WHERE first = ? AND second = ?"
# ... and where a case must share two cited words or more, the candidates counted, filtered and
# ranked as `ranked_names` ranks them, in SQLite: thousands of cases share two common words
_PAIRED_SQL = """
WITH shared AS (
    SELECT cluster_id, count(*) + 1 AS words FROM ({pairs}) GROUP BY cluster_id HAVING words >= :needed)
SELECT s.cluster_id FROM shared s JOIN {facts} f ON f.cluster_id = s.cluster_id
WHERE (:year IS NULL OR f.year IS NULL OR abs(f.year - :year) <= 1)
  AND (:court IS NULL OR coalesce(f.court_id, '') = '' OR f.court_id = :court)
ORDER BY s.words DESC,
         CASE WHEN :near_court IS NULL OR f.court_id = :near_court THEN 0 ELSE 1 END,
         CASE WHEN :near_year IS NULL OR f.year IS NULL THEN 10000 ELSE abs(f.year - :near_year) END,
         s.cluster_id
LIMIT :limit
"""
_ONE_PAIR = "SELECT cluster_id FROM name_pairs WHERE first = :first{n} AND second = :second{n}"
_FACTS_OF_CASES = """(SELECT k.id AS cluster_id, CAST(substr(k.date_filed, 1, 4) AS INTEGER) AS year,
    d.court_id AS court_id FROM clusters k LEFT JOIN dockets d ON d.id = k.docket_id)"""
_FACTS_SQL = "SELECT cluster_id, year, court_id FROM {facts} WHERE cluster_id IN ({marks})"
# `ranked_names`'s filters and order (court, then year, then id) for cases sharing one cited word
_NEAREST_SQL = """
SELECT n.cluster_id, f.year, f.court_id FROM names n JOIN {facts} f ON f.cluster_id = n.cluster_id
WHERE n.token = :token
  AND (:year IS NULL OR f.year IS NULL OR abs(f.year - :year) <= 1)
  AND (:court IS NULL OR coalesce(f.court_id, '') = '' OR f.court_id = :court)
ORDER BY CASE WHEN :near_court IS NULL OR f.court_id = :near_court THEN 0 ELSE 1 END,
         CASE WHEN :near_year IS NULL OR f.year IS NULL THEN 10000 ELSE abs(f.year - :near_year) END,
         n.cluster_id
LIMIT :limit
"""
# Rows of a batched statement: SQLite allows 32,766 parameters (999 before 3.32).
_BATCH = 150


# The opinions of the last few clusters read, kept unpacked: a brief's short forms ("Id. at 5",
# "Smith, 512 F.3d at 7") follow their case, and half the texts a quoted brief asks for were the
# ones just read.
_TEXTS_HELD = 8


class SQLiteCitationIndex:
    """Read-only: opened per process, shared by every look-up of every document."""

    def __init__(self, path: Path) -> None:
        if not path.is_file():
            raise ConfigError(f"{path}: no citation index here (build one with `briefcheck index build DIR`)")
        self.path = path
        self.location = str(path)
        try:
            self.db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
            self.edition = self._meta("edition")
        except sqlite3.DatabaseError as exc:
            raise ConfigError(f"{path}: not a briefcheck citation index ({exc})") from None
        self._cases: dict[int, IndexedCase | None] = {}
        self._volumes: dict[tuple[str, int], tuple[int | None, int | None, int | None, int | None]] = {}
        self._shapes: dict[str, ReporterShape] = {}
        tables = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        self._has_texts = "texts" in tables
        self._has_court_years = "court_years" in tables
        self._has_cited_by = "cited_by" in tables
        self._has_unmatched = "unmatched" in tables
        self._has_skipped = "skipped" in tables
        self._unread_numbers: bool | None = None
        self._facts_of = "name_facts" if "name_facts" in tables else _FACTS_OF_CASES
        pairs_from = self._optional_meta("name_pairs_from") if "name_pairs" in tables else None
        self._pairs_from = int(pairs_from) if pairs_from else None
        self._holds_treatment: bool | None = None
        self._holds_texts: bool | None = None
        self._texts: dict[int, tuple[OpinionRow, ...]] = {}
        self._texts_lock = threading.Lock()  # the MCP server may ask from several threads
        dictionary = self._optional_meta("text_dictionary")
        self.codec = TextCodec(base64.b64decode(dictionary) if dictionary else None)

    def holds_texts(self) -> bool:
        """Whether the index was built with the opinions file and kept any text (asked once)."""
        if self._holds_texts is None:
            held = self._has_texts and self.db.execute("SELECT 1 FROM texts LIMIT 1").fetchone() is not None
            self._holds_texts = held
        return self._holds_texts

    def _optional_meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None  # an index built before the key was written

    def _meta(self, key: str) -> str:
        value = self._optional_meta(key)
        if value is None:
            raise ConfigError(f"{self.path}: the index has no {key}; rebuild it")
        return value

    # ------------------------------------------------------------------ cases

    def case(self, cluster_id: int) -> IndexedCase | None:
        return self.cases([cluster_id])[0]

    def cases_by_id(self, cluster_ids: Iterable[int]) -> dict[int, IndexedCase]:
        """The clusters the index holds among `cluster_ids`, by id (as the DynamoDB index answers)."""
        return {c.cluster_id: c for c in self.cases(list(cluster_ids)) if c is not None}

    def cases(self, cluster_ids: list[int]) -> list[IndexedCase | None]:
        """The clusters, in the order asked, each read once per index (in one statement for those
        not read before)."""
        wanted = [cid for cid in dict.fromkeys(cluster_ids) if cid not in self._cases]
        for start in range(0, len(wanted), _BATCH):
            chunk = wanted[start : start + _BATCH]
            for row in self.db.execute(_CASES_SQL.format(",".join("?" * len(chunk))), chunk):
                cid, name, short, full, filed, status, slug, cites, court, docket, court_name = row
                self._cases[cid] = make_case(
                    cid,
                    name=name,
                    short=short,
                    full=full,
                    filed=filed,
                    status=status,
                    slug=slug,
                    cites=cites,
                    court_id=court,
                    docket_number=docket,
                    court_name=court_name,
                )
            for cid in chunk:
                self._cases.setdefault(cid, None)
        return [self._cases[cid] for cid in cluster_ids]

    # ------------------------------------------------------------------ the look-ups

    def coverage(self, volume: str, reporter: str, year: int | None) -> Coverage:
        rep = normalise_reporter(reporter)
        vol = held_number(volume)
        if vol is None:
            return Coverage(covered=False, dense=False, reason=f"volume {volume!r} is not a number")
        if (rep, vol) not in self._volumes:  # a brief cites few volumes, many times over
            self._volumes[(rep, vol)] = self.db.execute(_COVERAGE_SQL, (rep, vol)).fetchone()
        newest, cases, first, last = self._volumes[(rep, vol)]
        if rep not in self._shapes:
            self._shapes[rep] = reporter_shape(self.db.execute(_PER_CASE_SQL, (rep, DENSE_CASES)).fetchall())
        per_case, end = self._shapes[rep]
        return coverage_of(vol, rep, year, self.edition, newest, cases or 0, (first, last), per_case, end)

    def cases_at(self, volume: str, reporter: str, page: str) -> list[IndexedCase]:
        return self.cases_at_many([(volume, reporter, page)]).get((volume, reporter, page), [])

    def cases_at_many(self, keys: list[Slot]) -> dict[Slot, list[IndexedCase]]:
        """The cases at each slot: one statement for the slots, one for the cases they name."""
        out: dict[Slot, list[IndexedCase]] = {key: [] for key in keys}
        asked = [
            (key, (normalise_reporter(reporter), vol, _page_num(page), page.strip()))
            for key in out
            for volume, reporter, page in [key]
            if (vol := held_number(volume)) is not None
        ]
        found: list[tuple[Slot, int]] = []
        for start in range(0, len(asked), _BATCH):
            chunk = asked[start : start + _BATCH]
            values = [v for n, (_, slot) in enumerate(chunk) for v in (n, *slot)]
            rows = self.db.execute(_SLOTS_SQL.format(",".join(["(?,?,?,?,?)"] * len(chunk))), values)
            found.extend((chunk[n][0], cid) for n, cid in rows)
        for (key, _), case in zip(found, self.cases([cid for _, cid in found]), strict=True):
            if case is not None:
                out[key].append(case)
        return out

    def position(self, volume: str, reporter: str, page: int) -> Position:
        rep = normalise_reporter(reporter)
        vol = held_number(volume)
        if vol is None or page > SQLITE_MAX:
            return Position()
        rows = self.db.execute(_POSITION_SQL, (rep, vol, page)).fetchall()
        cases = self.cases([cid for _, cid, _, _, _ in rows])
        hits = {
            side: CitationHit(case=case, volume=str(vol), reporter=rep_, page=page_)
            for (side, _, rep_, vol, page_), case in zip(rows, cases, strict=True)
            if case is not None
        }
        return Position(containing=hits.get(0), next=hits.get(1))

    def by_name(
        self,
        name: str,
        year: int | None = None,
        court_id: str | None = None,
        limit: int = 10,
        *,
        near_year: int | None = None,
        near_court: str | None = None,
    ) -> list[CitationHit]:
        """Cases whose names share the cited parties' distinctive words, best first
        (`ranked_names`): filtered by year (one year either way) and court when given, ranked
        nearer `near_court` and `near_year`. Government parties and generic words never count: a
        name with nothing else finds nothing."""
        tokens = sorted(set(distinctive(name)))
        if not tokens:
            return []
        found = self.db.execute(_RAREST_SQL.format(marks=",".join("?" * len(tokens))), tokens).fetchone()
        if found is None:
            return []
        rarest, cases = found
        paired = self._pairs_from is not None and cases >= self._pairs_from
        needed = max(1, (len(tokens) + 1) // 2)
        nearness = {"year": year, "court": court_id or None, "near_year": near_year, "near_court": near_court}
        if paired and needed > 1:
            return self._hits(
                self._ranked_by_pairs(rarest, tokens, {**nearness, "needed": needed, "limit": limit})
            )
        also: Counter[int] = Counter()  # for each case of the rarest word, the other cited words it holds
        for token in tokens:
            if token != rarest:
                sql, pair = (_PAIR_SQL, sorted((rarest, token))) if paired else (_BOTH_SQL, [rarest, token])
                also.update(cid for (cid,) in self.db.execute(sql, pair))
        candidates = self._facts({cid: 1 + n for cid, n in also.items() if 1 + n >= needed})
        if needed == 1:  # every case of the rarest word is one: the nearest of those sharing no more
            nearest = self.db.execute(
                _NEAREST_SQL.format(facts=self._facts_of), {"token": rarest, **nearness, "limit": limit}
            )
            candidates += [(cid, 1, filed, court) for cid, filed, court in nearest if cid not in also]
        ids = ranked_names(
            tokens,
            candidates,
            limit,
            year=year,
            court_id=court_id,
            near_year=near_year,
            near_court=near_court,
        )
        return self._hits(ids)

    def _ranked_by_pairs(self, rarest: str, tokens: list[str], asked: dict[str, object]) -> list[int]:
        """`ranked_names` of the cases sharing the rarest word and enough others, read from the
        pairs of common words (`_PAIRED_SQL`)."""
        params = dict(asked)
        selects = []
        for n, token in enumerate(t for t in tokens if t != rarest):
            params[f"first{n}"], params[f"second{n}"] = sorted((rarest, token))
            selects.append(_ONE_PAIR.format(n=n))
        sql = _PAIRED_SQL.format(pairs=" UNION ALL ".join(selects), facts=self._facts_of)
        return [cid for (cid,) in self.db.execute(sql, params)]

    def _hits(self, ids: list[int]) -> list[CitationHit]:
        hits = [first_hit(c) for c in self.cases(ids) if c is not None]
        return [h for h in hits if h is not None]

    def _facts(self, shared: dict[int, int]) -> list[Candidate]:
        """(cluster id, cited words its name holds, year, court) of each case in `shared`."""
        kept = list(shared)
        rows: list[Candidate] = []
        for start in range(0, len(kept), _BATCH):
            chunk = kept[start : start + _BATCH]
            sql = _FACTS_SQL.format(facts=self._facts_of, marks=",".join("?" * len(chunk)))
            rows += [(cid, shared[cid], year, court) for cid, year, court in self.db.execute(sql, chunk)]
        return rows

    def court_year(self, court_id: str, year: int) -> CourtYear | None:
        """How fully the index holds `court_id`'s cases of `year` (None for an index built before
        court-years were counted)."""
        if not self._has_court_years:
            return None
        rows = self.db.execute(
            "SELECT year, cases FROM court_years WHERE court_id = ? AND year BETWEEN ? AND ?",
            (court_id, year - 3, year + 3),
        ).fetchall()
        name = self.db.execute("SELECT name FROM courts WHERE id = ?", (court_id,)).fetchone()
        return court_year_of(court_id, name[0] if name else None, year, dict(rows), self.edition)

    def cited_unmatched(self, volume: str, reporter: str, page: str) -> int:
        """How often real opinions cite the slot though CourtListener matched it to no case."""
        vol = held_number(volume)
        if not self._has_unmatched or vol is None:
            return 0
        row = self.db.execute(
            "SELECT cites FROM unmatched WHERE reporter = ? AND volume = ? AND page = ?",
            (normalise_reporter(reporter), vol, page.strip()),
        ).fetchone()
        return int(row[0]) if row else 0

    def skipped_at(self, volume: str, reporter: str, page: str) -> str | None:
        """Where the build skipped a malformed row of the citations file that may be this slot's
        (its volume and page among its fields), as the build said it; None when none may be."""
        if not self._has_skipped or not volume.isdigit():
            return None
        fields = re.compile(rf'(?:^|,)"?{volume}"?,.*,"?{re.escape(page.strip())}"?(?:,|$)')
        # (a row whose volume was no number may have been any volume's: its reporter and page tell)
        unread = re.compile(rf'^"[^"]*","([^"]*)","{re.escape(page.strip())}",')
        for (said,) in self.db.execute(
            "SELECT said FROM skipped WHERE kind = 'citations' AND said LIKE ? AND said LIKE ?",
            (f"%{volume}%" if not self._has_unread_numbers() else "%", f"%{page.strip()}%"),
        ):
            row = said.partition("): ")[2]
            if fields.search(row):
                return said.partition(" skipped")[0]
            read = unread.match(row) if UNREAD_NUMBER in said else None
            if read is not None and normalise_reporter(read[1]) == normalise_reporter(reporter):
                return said.partition(" skipped")[0]
        return None

    def _has_unread_numbers(self) -> bool:
        """Whether the build kept a citations row whose volume or cluster id was no number."""
        if self._unread_numbers is None:
            found = self.db.execute(
                "SELECT 1 FROM skipped WHERE kind = 'citations' AND said LIKE ? LIMIT 1",
                (f"%{UNREAD_NUMBER}%",),
            ).fetchone()
            self._unread_numbers = found is not None
        return self._unread_numbers

    def holds_treatment(self) -> bool:
        """Whether the index was built with the citation map (which opinions cite which)."""
        if self._holds_treatment is None:  # asked for every citation; a read-only index cannot change
            self._holds_treatment = (
                self._has_cited_by
                and self.db.execute("SELECT 1 FROM cited_by LIMIT 1").fetchone() is not None
            )
        return self._holds_treatment

    def citing(self, cluster_id: int) -> list[tuple[int, int, int]]:
        """(citing cluster, citing opinion, depth) of each held opinion citing the case, newest first."""
        if not self._has_cited_by:
            return []
        return self.db.execute(
            "SELECT b.citing_cluster, b.citing_opinion, b.depth FROM cited_by b "
            "LEFT JOIN clusters k ON k.id = b.citing_cluster WHERE b.cited_cluster = ? "
            "ORDER BY k.date_filed DESC, b.citing_opinion",
            (cluster_id,),
        ).fetchall()

    def parentheticals_of(self, cluster_id: int) -> list[tuple[int | None, str]]:
        """(describing cluster, text) of the parentheticals in negative words describing the case."""
        if not self._has_cited_by:
            return []
        return self.db.execute(
            "SELECT describing_cluster, text FROM parentheticals WHERE described_cluster = ?", (cluster_id,)
        ).fetchall()

    def texts_of(self, cluster_id: int) -> list[OpinionRow]:
        """The cluster's opinions as the index holds them (none for an index built without the
        opinions file, or an index from before texts)."""
        if not self._has_texts:
            return []
        with self._texts_lock:
            held = self._texts.pop(cluster_id, None)
        if held is None:
            rows = self.db.execute(
                "SELECT opinion_id, kind, body FROM texts WHERE cluster_id = ? ORDER BY opinion_id",
                (cluster_id,),
            ).fetchall()
            held = tuple(self.codec.unpack(opinion_id, kind or "", body) for opinion_id, kind, body in rows)
        with self._texts_lock:
            self._texts[cluster_id] = held  # the newest last; the oldest goes when more are held
            while len(self._texts) > _TEXTS_HELD:
                del self._texts[next(iter(self._texts))]
        return list(held)

    def info(self) -> IndexInfo:
        rows = {
            t: self.db.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("courts", "slots", "clusters", "dockets")
        }
        if self._has_texts:
            rows["clusters with text"] = self.db.execute(
                "SELECT count(DISTINCT cluster_id) FROM texts"
            ).fetchone()[0]
            rows["clusters with page marks"] = self.db.execute(
                "SELECT count(DISTINCT cluster_id) FROM texts WHERE marked"
            ).fetchone()[0]
        reporters = [
            ReporterCoverage(
                reporter=r,
                volume_min=lo,
                volume_max=hi,
                volumes=n,
                cases=cases,
                newest_date_filed=parse_date(newest),
            )
            for r, lo, hi, n, cases, newest in self.db.execute(
                "SELECT reporter, min(volume), max(volume), count(*), sum(cases), max(newest_date) "
                "FROM volumes GROUP BY reporter ORDER BY sum(cases) DESC"
            )
        ]
        return IndexInfo(
            edition=self.edition,
            selection=self._optional_meta("selection") or "the whole edition",
            path=str(self.path),
            size_bytes=self.path.stat().st_size,
            rows=rows,
            reporters=reporters,
        )


def _page_num(page: str) -> int:
    """A page's number as the slots table sorts it; -1 for a page that is not a number ("1a"), or
    none SQLite holds."""
    number = held_number(page)
    return -1 if number is None else number
