"""The result records in one SQLite file: the local, embedded store (`ResultStore`)."""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from briefcheck.domain.codes import DocumentStatus, Recommendation
from briefcheck.domain.models import Evidence, Validation, dump_json
from briefcheck.domain.records import (
    RESTARTABLE,
    UNFINISHED,
    DocumentCounts,
    DocumentRecord,
    DueItem,
    RevalClass,
    ValidationRecord,
    reval_class_of_evidence,
    reval_class_of_validation,
)
from briefcheck.store.records import cache_files, due_reason, iso, latest_by_group, now_utc, refused_change

_SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    document_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, created_at TEXT NOT NULL, record TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS documents_tenant ON documents (tenant, created_at);
CREATE TABLE IF NOT EXISTS hashes (
    tenant TEXT NOT NULL, sha256 TEXT NOT NULL, document_id TEXT NOT NULL, claimed_at TEXT NOT NULL,
    PRIMARY KEY (tenant, sha256));
CREATE TABLE IF NOT EXISTS validations (
    document_id TEXT NOT NULL, citation_id TEXT NOT NULL, evaluated_at TEXT NOT NULL,
    recommendation TEXT NOT NULL, json TEXT NOT NULL, reval_class TEXT, reval_at TEXT,
    PRIMARY KEY (document_id, citation_id, evaluated_at));
CREATE TABLE IF NOT EXISTS evidence (
    document_id TEXT NOT NULL, citation_id TEXT NOT NULL, claim_id TEXT NOT NULL, checked_at TEXT NOT NULL,
    json TEXT NOT NULL, reval_class TEXT, reval_at TEXT,
    PRIMARY KEY (document_id, citation_id, claim_id, checked_at));
CREATE TABLE IF NOT EXISTS source_uses (
    source TEXT NOT NULL, document_id TEXT NOT NULL, PRIMARY KEY (source, document_id));
CREATE INDEX IF NOT EXISTS validations_reval ON validations (reval_class, reval_at);
CREATE INDEX IF NOT EXISTS evidence_reval ON evidence (reval_class, reval_at);
"""


class SQLiteResultStore:
    """The local store: one SQLite file, safe to share between threads of one process."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        if str(path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self.lock = threading.RLock()
        self._depth = 0  # transactions open on this connection: only the outermost commits
        with self.lock:
            self.db.execute("PRAGMA journal_mode=WAL")
            # WAL with NORMAL sync never corrupts the file; a power cut may lose the last commits
            # (a rerun redoes them), and no record write waits for an fsync
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(_SCHEMA)

    def batch(self) -> contextlib.AbstractContextManager[None]:
        """The writes made inside, committed as one transaction (one per citation costs a run on
        a long brief as much as its checks)."""
        return _Tx(self)

    def put_document(self, doc: DocumentRecord) -> DocumentRecord:
        with self.batch():
            self.db.execute(
                "INSERT OR REPLACE INTO documents VALUES (?, ?, ?, ?)",
                (doc.document_id, doc.tenant, iso(doc.created_at), doc.model_dump_json()),
            )
        return doc

    def add_document(self, doc: DocumentRecord) -> DocumentRecord | None:
        """The document, recorded only if it is not yet: None when it already was."""
        with self.batch():
            added = self.db.execute(
                "INSERT OR IGNORE INTO documents VALUES (?, ?, ?, ?)",
                (doc.document_id, doc.tenant, iso(doc.created_at), doc.model_dump_json()),
            ).rowcount
        return doc if added else None

    def get_document(self, document_id: str, tenant: str | None = None) -> DocumentRecord | None:
        with self.lock:
            row = self.db.execute(
                "SELECT record FROM documents WHERE document_id = ?", (document_id,)
            ).fetchone()
        if row is None:
            return None
        doc = DocumentRecord.model_validate_json(row[0])
        return None if tenant is not None and doc.tenant != tenant else doc

    def update_status(
        self,
        document_id: str,
        status: DocumentStatus,
        *,
        error: str | None = None,
        counts: DocumentCounts | None = None,
        result_key: str | None = None,
        only_if: DocumentStatus | None = None,
    ) -> DocumentRecord:
        with self.batch():
            doc = self.get_document(document_id)
            if (refused := refused_change(document_id, doc, only_if)) is not None:
                raise refused
            assert doc is not None  # a missing document is refused
            changes: dict[str, Any] = {"status": status, "updated_at": now_utc()}
            if error is not None:
                changes["error"] = error
            if counts is not None:
                changes["counts"] = counts
            if result_key is not None:
                changes["result_key"] = result_key
            doc = doc.model_copy(update=changes)
            self.db.execute(
                "UPDATE documents SET record = ? WHERE document_id = ?", (doc.model_dump_json(), document_id)
            )
        return doc

    def _swap(
        self, document_id: str, allowed: tuple[DocumentStatus, ...], expected: int, **changes: Any
    ) -> DocumentRecord | None:
        with self.batch():
            doc = self.get_document(document_id)
            if doc is None or doc.status not in allowed or doc.attempt != expected:
                return None
            doc = doc.model_copy(update={"updated_at": now_utc(), **changes})
            self.db.execute(
                "UPDATE documents SET record = ? WHERE document_id = ?", (doc.model_dump_json(), document_id)
            )
        return doc

    def restart(self, document_id: str, attempt: int, upload_key: str) -> DocumentRecord | None:
        return self._swap(
            document_id,
            RESTARTABLE,
            attempt,
            status=DocumentStatus.RECEIVED,
            attempt=attempt + 1,
            error=None,
            upload_key=upload_key,
        )

    def fail_run(self, document_id: str, attempt: int, reason: str) -> DocumentRecord | None:
        return self._swap(document_id, UNFINISHED, attempt, status=DocumentStatus.FAILED, error=reason)

    def note_upload(self, document_id: str, upload_key: str) -> None:
        with self.batch():
            doc = self.get_document(document_id)
            if doc is None or upload_key == doc.upload_key or upload_key in doc.uploads:
                return
            doc = doc.model_copy(update={"uploads": [*doc.uploads, upload_key]})
            self.db.execute(
                "UPDATE documents SET record = ? WHERE document_id = ?", (doc.model_dump_json(), document_id)
            )

    def delete_document(self, document_id: str) -> list[str]:
        with self.batch():
            doc = self.get_document(document_id)
            sources = [
                r[0]
                for r in self.db.execute(
                    "SELECT source FROM source_uses WHERE document_id = ?", (document_id,)
                ).fetchall()
            ]
            for table in ("documents", "validations", "evidence", "source_uses"):
                self.db.execute(f"DELETE FROM {table} WHERE document_id = ?", (document_id,))
            if doc is not None:
                claim = (doc.tenant, doc.sha256)
                self.db.execute("DELETE FROM hashes WHERE tenant = ? AND sha256 = ?", claim)
            return [
                s
                for s in sources
                if not self.db.execute("SELECT 1 FROM source_uses WHERE source = ?", (s,)).fetchone()
            ]

    def refresh_validation(self, document_id: str, citation_id: str, at: datetime) -> None:
        with self.batch():
            self.db.execute(
                "UPDATE validations SET reval_class = ?, reval_at = ? "
                "WHERE document_id = ? AND citation_id = ? AND reval_class IS NOT NULL",
                (RevalClass.CURRENT.value, iso(at), document_id, citation_id),
            )

    def refreshed_at(self, document_id: str) -> dict[str, datetime]:
        """When each citation's latest evaluation was last marked (evaluated or refreshed)."""
        with self.lock:
            rows = self.db.execute(
                "SELECT citation_id, reval_at FROM validations "
                "WHERE document_id = ? AND reval_at IS NOT NULL",
                (document_id,),
            ).fetchall()
        return {r[0]: datetime.fromisoformat(r[1]) for r in rows}

    def list_documents(self, tenant: str) -> list[DocumentRecord]:
        with self.lock:
            rows = self.db.execute(
                "SELECT record FROM documents WHERE tenant = ? ORDER BY created_at DESC", (tenant,)
            ).fetchall()
        return [DocumentRecord.model_validate_json(r[0]) for r in rows]

    def claim_hash(self, tenant: str, sha256: str, document_id: str) -> str | None:
        with self.batch():
            row = self.db.execute(
                "SELECT document_id FROM hashes WHERE tenant = ? AND sha256 = ?", (tenant, sha256)
            ).fetchone()
            if row is None:
                self.db.execute(
                    "INSERT INTO hashes VALUES (?, ?, ?, ?)", (tenant, sha256, document_id, iso(now_utc()))
                )
                return None
        return None if row[0] == document_id else row[0]

    def add_validation(
        self, document_id: str, citation_id: str, validation: Validation, evaluated_at: datetime | None = None
    ) -> ValidationRecord:
        at = evaluated_at or now_utc()
        body = dump_json(validation)

        def row(at: datetime, latest: bool) -> tuple[str | None, ...]:
            return _validation_row(document_id, citation_id, validation, body, at, latest)

        at = self._add_row("validations", at, row, document_id=document_id, citation_id=citation_id)
        return ValidationRecord(
            document_id=document_id,
            citation_id=citation_id,
            evaluated_at=at,
            recommendation=validation.consensus.recommendation,
            validation=validation,
        )

    def add_validations(
        self, document_id: str, validations: Mapping[str, Validation], evaluated_at: datetime | None = None
    ) -> None:
        """Each citation's validation, evaluated at one time, as one write: the citations with no
        row yet (every one of a new check's) in one statement, any other after its history."""
        at = evaluated_at or now_utc()
        with self.batch():
            have = self._keys_with_rows("validations", document_id, "citation_id")
            self.db.executemany(
                "INSERT INTO validations VALUES (?, ?, ?, ?, ?, ?, ?)",
                (  # made as the statement takes them: a long brief's JSON is never held at once
                    _validation_row(document_id, citation_id, validation, dump_json(validation), at, True)
                    for citation_id, validation in validations.items()
                    if (citation_id,) not in have
                ),
            )
            for citation_id, validation in validations.items():
                if (citation_id,) in have:
                    self.add_validation(document_id, citation_id, validation, at)

    def _keys_with_rows(self, table: str, document_id: str, *columns: str) -> set[tuple[str, ...]]:
        """The keys of the document that `table` holds rows of (inside a batch: none can appear
        before it ends, as it holds the file's write lock)."""
        listed = ", ".join(columns)
        return set(
            self.db.execute(f"SELECT DISTINCT {listed} FROM {table} WHERE document_id = ?", (document_id,))
        )

    def _add_row(
        self,
        table: str,
        at: datetime,
        row: Callable[[datetime, bool], tuple[str | None, ...]],
        then: Callable[[], None] | None = None,
        **key: str,
    ) -> datetime:
        """A new row of `key`, `row(at, latest)`, where its history puts it; returns its time.
        `then` writes what goes with the row: the two stand or fall together (a transaction, or a
        savepoint inside a batch). The first row of a key, as every one of a new check is, is one
        statement (inserted only if the key has no row); a key with rows has the new one placed
        after them (`_place`) inside a savepoint."""
        where = " AND ".join(f"{k} = ?" for k in key)
        first = row(at, True)
        marks = ", ".join("?" * len(first))
        with self.lock, self.batch() if then is not None else contextlib.nullcontext():
            added = self.db.execute(
                f"INSERT INTO {table} SELECT {marks} WHERE NOT EXISTS (SELECT 1 FROM {table} WHERE {where})",
                (*first, *key.values()),
            ).rowcount
            if not added:
                with self.batch():
                    at, latest = self._place(table, at, **key)
                    self.db.execute(f"INSERT INTO {table} VALUES ({marks})", row(at, latest))
            if then is not None:
                then()
            return at

    def _place(self, table: str, at: datetime, **key: str) -> tuple[datetime, bool]:
        """Where a new row of `key` goes in its history: at `at`, moved on by a microsecond while a
        row of the key already has that time, and whether it is the latest (the older rows then
        lose their re-validation class)."""
        column = "evaluated_at" if table == "validations" else "checked_at"
        where = " AND ".join(f"{k} = ?" for k in key)
        values = tuple(key.values())
        newest = self.db.execute(f"SELECT MAX({column}) FROM {table} WHERE {where}", values).fetchone()[0]
        if newest is None:
            return at, True
        taken = f"SELECT 1 FROM {table} WHERE {where} AND {column} = ?"
        while self.db.execute(taken, (*values, iso(at))).fetchone():
            at += timedelta(microseconds=1)
        latest = newest < iso(at)
        if latest:
            self.db.execute(f"UPDATE {table} SET reval_class = NULL, reval_at = NULL WHERE {where}", values)
        return at, latest

    def _validation_rows(self, sql: str, args: tuple[Any, ...]) -> list[ValidationRecord]:
        with self.lock:
            rows = self.db.execute(sql, args).fetchall()
        return [
            ValidationRecord(
                document_id=r[0],
                citation_id=r[1],
                evaluated_at=datetime.fromisoformat(r[2]),
                recommendation=Recommendation(r[3]),
                validation=Validation.model_validate_json(r[4]),
            )
            for r in rows
        ]

    def latest_validations(self, document_id: str) -> dict[str, ValidationRecord]:
        rows = self._validation_rows(
            "SELECT document_id, citation_id, evaluated_at, recommendation, json FROM validations "
            "WHERE document_id = ? ORDER BY citation_id, evaluated_at",
            (document_id,),
        )
        return latest_by_group([(r.citation_id, r) for r in rows])

    def validation_history(self, document_id: str, citation_id: str) -> list[ValidationRecord]:
        return self._validation_rows(
            "SELECT document_id, citation_id, evaluated_at, recommendation, json FROM validations "
            "WHERE document_id = ? AND citation_id = ? ORDER BY evaluated_at",
            (document_id, citation_id),
        )

    def _add_evidence(self, document_id: str, evidence: Evidence) -> None:
        key = {"document_id": document_id, "citation_id": evidence.citation_id, "claim_id": evidence.claim_id}
        uses = [(source, document_id) for source in cache_files(evidence)]  # before any write: may raise

        body = dump_json(evidence)

        def row(at: datetime, latest: bool) -> tuple[str | None, ...]:
            return _evidence_row(document_id, evidence, body, at, latest)

        def then() -> None:  # what is there already is ignored: only a failed disk fails this
            self.db.executemany("INSERT OR IGNORE INTO source_uses VALUES (?, ?)", uses)

        self._add_row("evidence", evidence.checked_at, row, then if uses else None, **key)

    def add_evidence_items(self, document_id: str, evidence: Sequence[Evidence]) -> None:
        """Evidence as one write: each pair with no row yet in one statement, with the sources
        it used; a pair with rows, or a second item of one pair, after its history."""
        with self.batch():
            have = self._keys_with_rows("evidence", document_id, "citation_id", "claim_id")
            uses: list[tuple[str, str]] = []
            later: list[Evidence] = []

            def first_rows() -> Iterator[tuple[str | None, ...]]:
                """Each pair's first row, made as the statement takes it (never all held at once),
                noting on the way the sources it used and the items placed after it."""
                for e in evidence:
                    key = (e.citation_id, e.claim_id)
                    if key in have:
                        later.append(e)
                        continue
                    have.add(key)
                    uses.extend((source, document_id) for source in cache_files(e))
                    yield _evidence_row(document_id, e, dump_json(e), e.checked_at, True)

            self.db.executemany("INSERT INTO evidence VALUES (?, ?, ?, ?, ?, ?, ?)", first_rows())
            self.db.executemany("INSERT OR IGNORE INTO source_uses VALUES (?, ?)", uses)
            for e in later:
                self._add_evidence(document_id, e)

    def evidence(self, document_id: str, history: bool = False) -> list[Evidence]:
        with self.lock:
            rows = self.db.execute(
                "SELECT citation_id, claim_id, json FROM evidence WHERE document_id = ? "
                "ORDER BY citation_id, claim_id, checked_at",
                (document_id,),
            ).fetchall()
        items = [(f"{r[0]}#{r[1]}", Evidence.model_validate_json(r[2])) for r in rows]
        return [e for _, e in items] if history else list(latest_by_group(items).values())

    def due_for_revalidation(self, now: datetime, older_than: timedelta) -> list[DueItem]:
        cutoff = iso(now - older_than)
        due: list[DueItem] = []
        with self.lock:
            for table, claim in (("validations", "NULL"), ("evidence", "claim_id")):
                rows = self.db.execute(
                    f"SELECT document_id, citation_id, {claim}, reval_class, reval_at FROM {table} "
                    "WHERE reval_class IN (?, ?) OR (reval_class = ? AND reval_at < ?) ORDER BY reval_at",
                    (
                        RevalClass.UNVERIFIABLE.value,
                        RevalClass.UNCERTAIN.value,
                        RevalClass.CURRENT.value,
                        cutoff,
                    ),
                ).fetchall()
                due.extend(
                    DueItem(
                        document_id=r[0],
                        citation_id=r[1],
                        claim_id=r[2],
                        reason=due_reason(RevalClass(r[3]), older_than),
                        checked_at=datetime.fromisoformat(r[4]),
                    )
                    for r in rows
                )
        return sorted(due, key=lambda d: d.checked_at)


def _reval(cls: RevalClass, stamp: str, latest: bool) -> tuple[str | None, str | None]:
    """A row's re-validation class and time: only the latest row of a key is due again."""
    return (cls.value, stamp) if latest else (None, None)


def _validation_row(
    document_id: str, citation_id: str, validation: Validation, body: str, at: datetime, latest: bool
) -> tuple[str | None, ...]:
    """A `validations` row: `body` is the validation's JSON, made once however often it is placed."""
    stamp = iso(at)
    recommendation = validation.consensus.recommendation.value
    cls = reval_class_of_validation(validation)
    return (document_id, citation_id, stamp, recommendation, body, *_reval(cls, stamp, latest))


def _evidence_row(
    document_id: str, evidence: Evidence, body: str, at: datetime, latest: bool
) -> tuple[str | None, ...]:
    """An `evidence` row: `body` is the evidence's JSON, made once however often it is placed."""
    stamp = iso(at)
    cls = reval_class_of_evidence(evidence)
    return (document_id, evidence.citation_id, evidence.claim_id, stamp, body, *_reval(cls, stamp, latest))


class _Tx:
    """One write transaction under the store's lock; inside another (`batch`), part of it."""

    def __init__(self, store: SQLiteResultStore) -> None:
        self.store = store

    def __enter__(self) -> None:
        self.store.lock.acquire()
        depth = self.store._depth + 1
        try:
            # inside another, a savepoint: each write still stands or falls whole
            self.store.db.execute("BEGIN IMMEDIATE" if depth == 1 else f"SAVEPOINT tx{depth}")
        except BaseException:  # not begun (the file locked past the timeout): nothing is held
            self.store.lock.release()
            raise
        self.store._depth = depth

    def __exit__(self, exc_type: object, *_: object) -> None:
        depth = self.store._depth
        try:
            if depth == 1:
                self.store.db.execute("ROLLBACK" if exc_type else "COMMIT")
            else:
                if exc_type:
                    self.store.db.execute(f"ROLLBACK TO tx{depth}")
                self.store.db.execute(f"RELEASE tx{depth}")
        finally:
            self.store._depth -= 1
            self.store.lock.release()
