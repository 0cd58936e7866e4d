"""The offline index on one SQLite file: look-ups by citation, by position and by name."""

from __future__ import annotations

import base64
import sqlite3
from pathlib import Path

from briefcheck.domain.errors import ConfigError
from briefcheck.index.answers import (
    NAME_CANDIDATES,
    coverage_of,
    first_hit,
    make_case,
    parse_date,
    ranked_names,
)
from briefcheck.index.models import (
    CitationHit,
    Coverage,
    IndexedCase,
    IndexInfo,
    OpinionRow,
    Position,
    ReporterCoverage,
)
from briefcheck.index.reporters import normalise_reporter
from briefcheck.index.text_codec import TextCodec
from briefcheck.text.names import distinctive

Slot = tuple[str, str, str]

_CASE_SQL = """
SELECT k.id, k.case_name, k.case_name_short, k.case_name_full, k.date_filed, k.precedential_status,
       k.slug, k.cites, d.court_id, d.docket_number, ct.name
FROM clusters k LEFT JOIN dockets d ON d.id = k.docket_id LEFT JOIN courts ct ON ct.id = d.court_id
WHERE k.id = ?
"""
# Candidates of a name search: the cases named by the rarest cited word, in the year and court.
_NAME_SQL = """
SELECT n.cluster_id FROM names n JOIN clusters k ON k.id = n.cluster_id
LEFT JOIN dockets d ON d.id = k.docket_id
WHERE n.token = ?
  AND (? IS NULL OR k.date_filed IS NULL OR abs(CAST(substr(k.date_filed, 1, 4) AS INTEGER) - ?) <= 1)
  AND (? IS NULL OR d.court_id IS NULL OR d.court_id = ?)
LIMIT ?
"""


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
        self._has_texts = bool(
            self.db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'texts'").fetchone()
        )
        dictionary = self._optional_meta("text_dictionary")
        self.codec = TextCodec(base64.b64decode(dictionary) if dictionary else None)

    def holds_texts(self) -> bool:
        """Whether the index was built with the opinions file and kept any text."""
        return self._has_texts and self.db.execute("SELECT 1 FROM texts LIMIT 1").fetchone() is not None

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
        if cluster_id not in self._cases:
            self._cases[cluster_id] = self._load_case(cluster_id)
        return self._cases[cluster_id]

    def _load_case(self, cluster_id: int) -> IndexedCase | None:
        row = self.db.execute(_CASE_SQL, (cluster_id,)).fetchone()
        if row is None:
            return None
        cid, name, short, full, filed, status, slug, cites, court, docket, court_name = row
        return make_case(
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

    def _hits(self, rows: list[tuple[int, str, int, str]]) -> list[CitationHit]:
        hits = []
        for cluster_id, reporter, volume, page in rows:
            case = self.case(cluster_id)
            if case is not None:
                hits.append(CitationHit(case=case, volume=str(volume), reporter=reporter, page=page))
        return hits

    # ------------------------------------------------------------------ the look-ups

    def coverage(self, volume: str, reporter: str, year: int | None) -> Coverage:
        rep = normalise_reporter(reporter)
        if not volume.isdigit():
            return Coverage(covered=False, dense=False, reason=f"volume {volume!r} is not a number")
        vol = int(volume)
        (newest,) = self.db.execute("SELECT max(volume) FROM volumes WHERE reporter = ?", (rep,)).fetchone()
        row = self.db.execute(
            "SELECT cases FROM volumes WHERE reporter = ? AND volume = ?", (rep, vol)
        ).fetchone()
        return coverage_of(vol, rep, year, self.edition, newest, row[0] if row else 0)

    def cases_at(self, volume: str, reporter: str, page: str) -> list[IndexedCase]:
        return self.cases_at_many([(volume, reporter, page)]).get((volume, reporter, page), [])

    def cases_at_many(self, keys: list[Slot]) -> dict[Slot, list[IndexedCase]]:
        out: dict[Slot, list[IndexedCase]] = {}
        for key in keys:
            volume, reporter, page = key
            if not volume.isdigit():
                out[key] = []
                continue
            page_num = int(page) if page.strip().isdigit() else -1
            rows = self.db.execute(
                "SELECT cluster_id FROM slots "
                "WHERE reporter = ? AND volume = ? AND page_num = ? AND page = ?",
                (normalise_reporter(reporter), int(volume), page_num, page.strip()),
            ).fetchall()
            out[key] = [c for (cid,) in rows if (c := self.case(cid)) is not None]
        return out

    def position(self, volume: str, reporter: str, page: int) -> Position:
        rep = normalise_reporter(reporter)
        if not volume.isdigit():
            return Position()
        vol = int(volume)
        before = self.db.execute(
            "SELECT cluster_id, reporter, volume, page FROM slots WHERE reporter = ? AND volume = ? "
            "AND page_num BETWEEN 0 AND ? ORDER BY page_num DESC LIMIT 1",
            (rep, vol, page),
        ).fetchall()
        after = self.db.execute(
            "SELECT cluster_id, reporter, volume, page FROM slots WHERE reporter = ? AND volume = ? "
            "AND page_num > ? ORDER BY page_num ASC LIMIT 1",
            (rep, vol, page),
        ).fetchall()
        containing = self._hits(before)
        following = self._hits(after)
        return Position(
            containing=containing[0] if containing else None, next=following[0] if following else None
        )

    def by_name(
        self, name: str, year: int | None = None, court_id: str | None = None, limit: int = 10
    ) -> list[CitationHit]:
        """Cases whose names share the cited parties' distinctive words, best first (most words
        shared), filtered by year (one year either way) and court when given. Government parties
        and generic words never count: a name with nothing else finds nothing."""
        tokens = sorted(set(distinctive(name)))
        if not tokens:
            return []
        marks = ",".join("?" * len(tokens))
        known = dict(
            self.db.execute(f"SELECT token, cases FROM tokens WHERE token IN ({marks})", tokens).fetchall()
        )
        if not known:
            return []
        rarest = min(known, key=known.__getitem__)
        candidates = [
            cid
            for (cid,) in self.db.execute(
                _NAME_SQL, (rarest, year, year, court_id, court_id, NAME_CANDIDATES)
            ).fetchall()
        ]
        if not candidates:
            return []
        shared = self.db.execute(
            f"SELECT cluster_id, count(*) FROM names WHERE token IN ({marks}) "
            f"AND cluster_id IN ({','.join('?' * len(candidates))}) GROUP BY cluster_id",
            [*tokens, *candidates],
        ).fetchall()
        hits = [first_hit(c) for cid in ranked_names(tokens, dict(shared), limit) if (c := self.case(cid))]
        return [h for h in hits if h is not None]

    def texts_of(self, cluster_id: int) -> list[OpinionRow]:
        """The cluster's opinions as the index holds them (none for an index built without the
        opinions file, or an index from before texts)."""
        if not self._has_texts:
            return []
        rows = self.db.execute(
            "SELECT opinion_id, kind, body FROM texts WHERE cluster_id = ? ORDER BY opinion_id", (cluster_id,)
        ).fetchall()
        return [self.codec.unpack(opinion_id, kind or "", body) for opinion_id, kind, body in rows]

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
