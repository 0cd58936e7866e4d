"""ResultStore: the same behaviour from SQLite (local) and DynamoDB (moto)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from briefcheck.domain.codes import (
    AGENT_UNAVAILABLE,
    Category,
    Confidence,
    DocumentStatus,
    Outcome,
    Recommendation,
    Verdict,
)
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import AgentVerdict, Evidence, EvidenceDetails, Validation
from briefcheck.domain.records import DocumentCounts, DocumentRecord
from briefcheck.domain.seats import seat_names
from briefcheck.panel.consensus import decide
from briefcheck.store.dynamo import REVALIDATION_INDEX, TABLE_SPEC, DynamoResultStore
from briefcheck.store.records import ResultStore
from briefcheck.store.sqlite import SQLiteResultStore

T0 = datetime(2026, 1, 10, 9, 0, tzinfo=UTC)


@pytest.fixture(params=["sqlite", "dynamodb"])
def store(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[ResultStore]:
    if request.param == "sqlite":
        yield SQLiteResultStore(tmp_path / "results.sqlite")
        return
    from moto import mock_aws

    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-2")
    with mock_aws():
        import boto3

        client = boto3.client("dynamodb", region_name="eu-west-2")
        client.create_table(TableName="briefcheck", **TABLE_SPEC)
        yield DynamoResultStore("briefcheck", client=client)


def validation(valid: int) -> Validation:
    """A panel result with `valid` VALID verdicts, the rest UNCERTAIN."""
    verdicts = []
    for i, role in enumerate(seat_names()):
        is_valid = i < valid
        verdicts.append(
            AgentVerdict(
                agent=f"{role}_v1",
                verdict=Verdict.VALID if is_valid else Verdict.UNCERTAIN,
                uncertain_reason=None if is_valid else AGENT_UNAVAILABLE,
                model="rules",
                timestamp=T0,
            )
        )
    return decide(verdicts)


def evidence(citation_id: str, claim_id: str, outcome: Outcome, at: datetime) -> Evidence:
    category = {
        Outcome.VERIFIED_OK: None,
        Outcome.UNVERIFIABLE: Category.UNVERIFIABLE_PUBLIC,
        Outcome.VERIFIED_ERROR: Category.AUTHORITY_NONEXISTENT,
    }[outcome]
    return Evidence(
        claim_id=claim_id,
        citation_id=citation_id,
        outcome=outcome,
        hallucination_category=category,
        confidence=Confidence.HIGH if outcome is not Outcome.UNVERIFIABLE else Confidence.LOW,
        evidence_summary=f"{outcome} at {at.isoformat()}",
        evidence_details=EvidenceDetails(retrieval_url="https://www.courtlistener.com/x", paragraph_count=35),
        checked_at=at,
    )


def document(document_id: str, tenant: str = "firm-a", created: datetime = T0) -> DocumentRecord:
    return DocumentRecord(
        document_id=document_id,
        tenant=tenant,
        source_name="brief.pdf",
        sha256="ab" * 32,
        media_type="application/pdf",
        created_at=created,
        updated_at=created,
        upload_key=f"incoming/{document_id}.pdf",
    )


def test_document_lifecycle_and_tenant_isolation(store: ResultStore) -> None:
    store.put_document(document("doc_1"))
    store.put_document(document("doc_2", created=T0 + timedelta(hours=1)))
    store.put_document(document("doc_3", tenant="firm-b"))
    assert store.get_document("doc_1").status is DocumentStatus.RECEIVED
    assert store.get_document("doc_1", tenant="firm-a").upload_key == "incoming/doc_1.pdf"
    assert store.get_document("doc_1", tenant="firm-b") is None  # another tenant: not found
    assert store.get_document("missing") is None
    assert [d.document_id for d in store.list_documents("firm-a")] == ["doc_2", "doc_1"]
    assert [d.document_id for d in store.list_documents("firm-b")] == ["doc_3"]

    counts = DocumentCounts(
        citations=3, by_recommendation={"CITATION_LIKELY_VALID": 3}, by_outcome={"VERIFIED_OK": 1}
    )
    done = store.update_status(
        "doc_1", DocumentStatus.COMPLETE, counts=counts, result_key="documents/doc_1/result.json"
    )
    assert done.status is DocumentStatus.COMPLETE and done.counts == counts
    assert store.get_document("doc_1").result_key == "documents/doc_1/result.json"
    assert store.get_document("doc_1").updated_at > T0
    failed = store.update_status("doc_2", DocumentStatus.FAILED, error="the PDF is encrypted")
    assert failed.error == "the PDF is encrypted"
    with pytest.raises(InputError, match="nope"):
        store.update_status("nope", DocumentStatus.RUNNING)


def test_claim_hash_deduplicates_per_tenant(store: ResultStore) -> None:
    assert store.claim_hash("firm-a", "f" * 64, "doc_1") is None
    assert store.claim_hash("firm-a", "f" * 64, "doc_9") == "doc_1"
    assert store.claim_hash("firm-a", "f" * 64, "doc_1") is None  # the owner re-claiming
    assert store.claim_hash("firm-b", "f" * 64, "doc_7") is None  # tenants never share
    assert store.list_documents("firm-a") == []  # hash claims are not documents


def test_validation_history_is_kept(store: ResultStore) -> None:
    store.add_validation("doc_1", "cite_001", validation(3), evaluated_at=T0)
    store.add_validation("doc_1", "cite_001", validation(5), evaluated_at=T0 + timedelta(days=1))
    store.add_validation("doc_1", "cite_002", validation(1), evaluated_at=T0)
    latest = store.latest_validations("doc_1")
    assert set(latest) == {"cite_001", "cite_002"}
    assert latest["cite_001"].recommendation is Recommendation.LIKELY_VALID
    assert latest["cite_002"].recommendation is Recommendation.LIKELY_HALLUCINATED
    history = store.validation_history("doc_1", "cite_001")
    assert [h.recommendation for h in history] == [Recommendation.UNCERTAIN, Recommendation.LIKELY_VALID]
    assert history[1].validation.consensus.agreement_count == 5


def test_same_instant_is_kept_twice(store: ResultStore) -> None:
    store.add_evidence_items("doc_1", [evidence("cite_001", "claim_1", Outcome.UNVERIFIABLE, T0)])
    store.add_evidence_items("doc_1", [evidence("cite_001", "claim_1", Outcome.VERIFIED_OK, T0)])
    assert len(store.evidence("doc_1", history=True)) == 2
    assert store.evidence("doc_1")[0].outcome is Outcome.VERIFIED_OK


def test_evidence_latest_and_history(store: ResultStore) -> None:
    store.add_evidence_items("doc_1", [evidence("cite_001", "claim_1", Outcome.UNVERIFIABLE, T0)])
    store.add_evidence_items(
        "doc_1", [evidence("cite_001", "claim_1", Outcome.VERIFIED_ERROR, T0 + timedelta(days=2))]
    )
    store.add_evidence_items("doc_1", [evidence("cite_001", "claim_10", Outcome.VERIFIED_OK, T0)])
    latest = {(e.citation_id, e.claim_id): e for e in store.evidence("doc_1")}
    assert latest[("cite_001", "claim_1")].outcome is Outcome.VERIFIED_ERROR
    assert latest[("cite_001", "claim_10")].outcome is Outcome.VERIFIED_OK
    history = store.evidence("doc_1", history=True)
    assert len(history) == 3
    kept = next(e for e in history if e.outcome is Outcome.UNVERIFIABLE)
    assert kept.evidence_details.model_extra["paragraph_count"] == 35


def test_due_for_revalidation(store: ResultStore) -> None:
    now = T0 + timedelta(days=40)
    # cite_001: UNCERTAIN panel -> always due
    store.add_validation("doc_1", "cite_001", validation(3), evaluated_at=now - timedelta(days=1))
    # cite_002: valid, checked long ago -> due by age; cite_003: valid, recent -> not due
    store.add_validation("doc_1", "cite_002", validation(5), evaluated_at=T0)
    store.add_validation("doc_1", "cite_003", validation(5), evaluated_at=now - timedelta(days=2))
    # cite_004: was UNCERTAIN, re-checked and now valid and recent -> the older item no longer counts
    store.add_validation("doc_2", "cite_004", validation(3), evaluated_at=T0)
    store.add_validation("doc_2", "cite_004", validation(5), evaluated_at=now - timedelta(days=1))
    # evidence: UNVERIFIABLE is always due, even when fresh
    store.add_evidence_items(
        "doc_1", [evidence("cite_001", "claim_1", Outcome.UNVERIFIABLE, now - timedelta(hours=1))]
    )
    store.add_evidence_items(
        "doc_1", [evidence("cite_003", "claim_2", Outcome.VERIFIED_OK, now - timedelta(days=3))]
    )
    due = store.due_for_revalidation(now, older_than=timedelta(days=30))
    got = {(d.document_id, d.citation_id, d.claim_id) for d in due}
    assert got == {("doc_1", "cite_001", None), ("doc_1", "cite_002", None), ("doc_1", "cite_001", "claim_1")}
    reasons = {(d.citation_id, d.claim_id): d.reason for d in due}
    assert reasons[("cite_001", None)].startswith("UNCERTAIN")
    assert reasons[("cite_002", None)].startswith("CURRENT")
    assert reasons[("cite_001", "claim_1")].startswith("UNVERIFIABLE")


def test_an_older_result_added_late_does_not_take_the_latest_mark(store: ResultStore) -> None:
    store.add_validation("doc_1", "cite_001", validation(5), evaluated_at=T0 + timedelta(days=5))
    store.add_validation("doc_1", "cite_001", validation(3), evaluated_at=T0)  # arrives late, is older
    due = store.due_for_revalidation(T0 + timedelta(days=6), older_than=timedelta(days=30))
    assert due == []
    assert store.latest_validations("doc_1")["cite_001"].recommendation is Recommendation.LIKELY_VALID


def test_dynamo_items_follow_the_single_table_design(monkeypatch: pytest.MonkeyPatch) -> None:
    from moto import mock_aws

    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-2")
    with mock_aws():
        import boto3

        client = boto3.client("dynamodb", region_name="eu-west-2")
        client.create_table(TableName="briefcheck", **TABLE_SPEC)
        store = DynamoResultStore("briefcheck", client=client)
        store.put_document(document("doc_1"))
        store.claim_hash("firm-a", "c" * 64, "doc_1")
        store.add_validation("doc_1", "cite_001", validation(3), evaluated_at=T0)
        store.add_validation("doc_1", "cite_001", validation(4), evaluated_at=T0 + timedelta(days=1))
        store.add_evidence_items("doc_1", [evidence("cite_001", "claim_1", Outcome.UNVERIFIABLE, T0)])
        scanned = client.scan(TableName="briefcheck")["Items"]
        metas = {i["pk"]["S"]: i for i in scanned if i["sk"]["S"] == "META"}
        assert set(metas) == {"DOC#doc_1", f"HASH#firm-a#{'c' * 64}"}
        assert metas["DOC#doc_1"]["tenant"]["S"] == "firm-a"
        assert metas["DOC#doc_1"]["created_at"]["S"] == T0.isoformat(timespec="microseconds")
        hash_item = metas[f"HASH#firm-a#{'c' * 64}"]
        assert "tenant" not in hash_item and "created_at" not in hash_item  # stays out of tenant-index
        items = {i["sk"]["S"]: i for i in scanned if i["sk"]["S"] != "META"}
        assert not any("tenant" in i for i in items.values())
        old = items[f"CITE#cite_001#{T0.isoformat(timespec='microseconds')}"]
        new = items[f"CITE#cite_001#{(T0 + timedelta(days=1)).isoformat(timespec='microseconds')}"]
        assert "reval_class" not in old and new["reval_class"]["S"] == "CURRENT"
        evid = items[f"EVID#cite_001#claim_1#{T0.isoformat(timespec='microseconds')}"]
        assert evid["reval_class"]["S"] == "UNVERIFIABLE"
        indexed = client.query(
            TableName="briefcheck",
            IndexName=REVALIDATION_INDEX,
            KeyConditionExpression="reval_class = :c",
            ExpressionAttributeValues={":c": {"S": "CURRENT"}},
        )["Items"]
        assert len(indexed) == 1


def test_table_spec_matches_the_sam_template(repo_root: Path) -> None:
    import yaml

    class CfnLoader(yaml.SafeLoader):
        """Reads CloudFormation's short-form tags (!Ref, !GetAtt, !Sub ...) as plain values."""

    CfnLoader.add_multi_constructor("!", lambda loader, suffix, node: None)
    template = yaml.load((repo_root / "template.yaml").read_text(), Loader=CfnLoader)
    tables = {n for n, r in template["Resources"].items() if r["Type"] == "AWS::DynamoDB::Table"}
    assert tables == {"RecordsTable", "IdempotencyTable", "ImportedCitationIndex"}
    props = template["Resources"]["RecordsTable"]["Properties"]
    for key in ("BillingMode", "AttributeDefinitions", "KeySchema", "GlobalSecondaryIndexes"):
        assert props[key] == TABLE_SPEC[key], key


def test_restart_and_fail_run_are_conditional_on_status_and_attempt(store: ResultStore) -> None:
    store.put_document(document("doc_1"))
    # two writers that both read attempt 0: one restarts, the other is refused
    first = store.restart("doc_1", 0, "incoming/firm-a/again.pdf")
    assert first is not None and first.attempt == 1 and first.status is DocumentStatus.RECEIVED
    assert store.restart("doc_1", 0, "incoming/firm-a/again.pdf") is None
    # a stale run's failure does not touch the newer run; the current run's does
    assert store.fail_run("doc_1", 0, "old run") is None
    failed = store.fail_run("doc_1", 1, "States.Timeout: the run timed out")
    assert failed is not None and failed.status is DocumentStatus.FAILED and failed.error.startswith("States")
    again = store.restart("doc_1", 1, "incoming/firm-a/again.pdf")
    assert again.error is None and again.attempt == 2
    store.update_status("doc_1", DocumentStatus.COMPLETE)
    assert store.fail_run("doc_1", 2, "late") is None and store.restart("doc_1", 2, "k") is None
    assert store.get_document("doc_1").status is DocumentStatus.COMPLETE


def test_add_document_records_it_once(store: ResultStore) -> None:
    assert store.add_document(document("doc_1")) is not None
    assert store.add_document(document("doc_1", tenant="other")) is None
    assert store.get_document("doc_1").tenant == "firm-a"


def test_update_status_only_if(store: ResultStore) -> None:
    from briefcheck.domain.errors import ConflictError, InputError

    store.put_document(document("doc_1"))
    store.update_status("doc_1", DocumentStatus.RUNNING)
    with pytest.raises(ConflictError) as refused:
        store.update_status("doc_1", DocumentStatus.COMPLETE, only_if=DocumentStatus.COMPLETE)
    # one rule in both stores, in the same words
    assert str(refused.value) == "document doc_1 is RUNNING, not COMPLETE"
    assert store.get_document("doc_1").status is DocumentStatus.RUNNING
    with pytest.raises(InputError, match="no document 'doc_9' to update"):
        store.update_status("doc_9", DocumentStatus.COMPLETE)


def test_delete_document_removes_its_items_and_reports_sources_no_one_uses(store: ResultStore) -> None:
    for doc_id in ("doc_1", "doc_2"):
        store.put_document(document(doc_id))
        store.add_validation(doc_id, "cite_001", validation(5), evaluated_at=T0)
    shared = evidence("cite_001", "claim_001", Outcome.VERIFIED_OK, T0)
    shared.evidence_details.cached_path = "sources/shared"
    own = evidence("cite_002", "claim_002", Outcome.VERIFIED_OK, T0)
    own.evidence_details.cached_path = "sources/own"
    store.add_evidence_items("doc_1", [shared])
    store.add_evidence_items("doc_1", [own])
    store.add_evidence_items("doc_2", [shared])
    store.claim_hash("firm-a", "ab" * 32, "doc_1")

    assert store.delete_document("doc_1") == ["sources/own"]
    assert store.get_document("doc_1") is None
    assert store.latest_validations("doc_1") == {} and store.evidence("doc_1", history=True) == []
    assert store.claim_hash("firm-a", "ab" * 32, "doc_9") is None  # the content can be submitted again
    assert store.get_document("doc_2") is not None and len(store.evidence("doc_2")) == 1
    assert store.delete_document("doc_2") == ["sources/shared"]


def test_delete_document_reports_every_cache_file_its_evidence_used(store: ResultStore) -> None:
    """Bodies and index entries of every retrieval (an index entry names what a search asked)."""
    store.put_document(document("doc_1"))
    searched = evidence("cite_001", "claim_001", Outcome.VERIFIED_OK, T0)
    searched.evidence_details.cached_path = "sources/body"
    retrievals = [
        {"kind": "citation", "cached_path": "sources/body", "cache_entry": "sources/index/a.json"},
        {"kind": "name_search", "cached_path": None, "cache_entry": "sources/index/b.json"},
    ]
    searched.evidence_details.retrievals = retrievals  # type: ignore[attr-defined]
    store.add_evidence_items("doc_1", [searched])
    expected = ["sources/body", "sources/index/a.json", "sources/index/b.json"]
    assert sorted(store.delete_document("doc_1")) == expected


def test_refresh_validation_makes_an_uncertain_citation_due_by_age(store: ResultStore) -> None:
    store.put_document(document("doc_1"))
    store.add_validation("doc_1", "cite_001", validation(3), evaluated_at=T0)  # UNCERTAIN: always due
    assert [d.citation_id for d in store.due_for_revalidation(T0, timedelta(days=30))] == ["cite_001"]
    store.refresh_validation("doc_1", "cite_001", T0 + timedelta(days=1))
    assert store.due_for_revalidation(T0 + timedelta(days=2), timedelta(days=30)) == []
    assert len(store.due_for_revalidation(T0 + timedelta(days=40), timedelta(days=30))) == 1


def test_a_batch_commits_its_writes_together_or_not_at_all(tmp_path: Path) -> None:
    """The local store's batch: writes inside are one transaction, seen by another connection only
    once it ends; an error inside undoes them all."""
    path = tmp_path / "results.sqlite"
    writer, reader = SQLiteResultStore(path), SQLiteResultStore(path)
    writer.put_document(document("doc_000000000000000000000001"))
    with writer.batch():
        writer.add_validation("doc_000000000000000000000001", "cite_001", validation(5), T0)
        writer.add_validation("doc_000000000000000000000001", "cite_002", validation(5), T0)
        assert reader.latest_validations("doc_000000000000000000000001") == {}  # not committed yet
    assert set(reader.latest_validations("doc_000000000000000000000001")) == {"cite_001", "cite_002"}

    with pytest.raises(RuntimeError), writer.batch():
        writer.add_validation("doc_000000000000000000000001", "cite_003", validation(5), T0)
        raise RuntimeError("the run failed")
    assert set(reader.latest_validations("doc_000000000000000000000001")) == {"cite_001", "cite_002"}

    # a write that fails inside a batch is undone alone; the others commit
    with writer.batch():
        writer.add_validation("doc_000000000000000000000001", "cite_004", validation(5), T0)
        with pytest.raises(RuntimeError), writer.batch():
            writer.db.execute("DELETE FROM validations WHERE citation_id = 'cite_001'")
            raise RuntimeError("this write failed half-way")
    assert set(reader.latest_validations("doc_000000000000000000000001")) == {
        "cite_001",
        "cite_002",
        "cite_004",
    }


def test_sqlite_first_result_of_a_citation_is_one_statement(tmp_path: Path) -> None:
    """A new check writes every citation's first validation and evidence: nothing shares their
    time and there is no older row to demote, so each is one INSERT made only if its key has no
    row, with no transaction of its own (the later ones are placed, as the tests above show)."""
    store = SQLiteResultStore(tmp_path / "records.sqlite3")
    statements: list[str] = []
    store.db.set_trace_callback(statements.append)
    store.add_validation("doc_1", "cite_001", validation(3), evaluated_at=T0)
    store._add_evidence("doc_1", evidence("cite_001", "claim_1", Outcome.UNVERIFIABLE, T0))  # one pair's row
    assert [s.split()[0] for s in statements] == ["INSERT"] * 2
    assert all("WHERE NOT EXISTS" in s for s in statements)
    statements.clear()
    store.add_validation("doc_1", "cite_001", validation(4), evaluated_at=T0)  # same instant, later
    assert [s.split()[0] for s in statements].count("UPDATE") == 1
    assert len(store.validation_history("doc_1", "cite_001")) == 2


def _rows(store: SQLiteResultStore) -> list[tuple[object, ...]]:
    return [
        *store.db.execute("SELECT * FROM validations ORDER BY 1, 2, 3").fetchall(),
        *store.db.execute("SELECT * FROM evidence ORDER BY 1, 2, 3, 4").fetchall(),
        *store.db.execute("SELECT * FROM source_uses ORDER BY 1, 2").fetchall(),
    ]


def test_sqlite_a_batch_writes_a_new_documents_first_rows_one_statement_each(tmp_path: Path) -> None:
    """A check's first run writes every citation's first validation and evidence in batches: one
    INSERT a row (no look for newer rows), in the first batch as in a later one; a row with
    sources, and their INSERT, in a savepoint of their own. A key written twice, and a document
    that had rows before, are placed as one write at a time is: the rows are the same as without
    a batch."""

    def write(store: SQLiteResultStore) -> None:
        store.add_validation("doc_old", "cite_001", validation(3), evaluated_at=T0)  # before the batch
        with store.batch():
            for i in range(1, 4):
                store.add_validation("doc_new", f"cite_00{i}", validation(5), evaluated_at=T0)
                found = evidence(f"cite_00{i}", f"claim_{i}", Outcome.VERIFIED_OK, T0)
                found.evidence_details.cached_path = f"sources/{i}"
                store._add_evidence("doc_new", found)
            store.add_validation("doc_new", "cite_001", validation(3), evaluated_at=T0)  # same key, same time
            store._add_evidence("doc_new", evidence("cite_001", "claim_1", Outcome.UNVERIFIABLE, T0))
            store.add_validation("doc_old", "cite_001", validation(5), evaluated_at=T0)

    batched = SQLiteResultStore(tmp_path / "batched.sqlite3")
    statements: list[str] = []
    batched.db.set_trace_callback(statements.append)
    write(batched)
    one_at_a_time = SQLiteResultStore(tmp_path / "plain.sqlite3")
    one_at_a_time.batch = contextlib.nullcontext  # type: ignore[method-assign]  # each write its own
    write(one_at_a_time)
    assert _rows(batched) == _rows(one_at_a_time)

    begin = statements.index("BEGIN IMMEDIATE", 1)  # the batch's, after the first write's own
    in_batch = [s.split()[0] for s in statements[begin + 1 : statements.index("COMMIT", begin)]]
    first_rows, later = in_batch[:15], in_batch[15:]  # three rows of each table, and their sources
    # a validation; an evidence row and the sources it used, which stand or fall together
    assert first_rows == ["INSERT", "SAVEPOINT", "INSERT", "INSERT", "RELEASE"] * 3
    # the second row of a key, and a document with older rows: a savepoint, the looks, the older demoted
    assert later.count("SAVEPOINT") == later.count("UPDATE") == 3
    history = batched.validation_history("doc_new", "cite_001")
    assert [h.evaluated_at for h in history] == [T0, T0 + timedelta(microseconds=1)]
    assert batched.latest_validations("doc_new")["cite_001"].recommendation is Recommendation.UNCERTAIN

    # a later batch of the same check (its evidence is saved as it is found) is no different
    statements.clear()
    with batched.batch():
        batched.add_validation("doc_new", "cite_004", validation(5), evaluated_at=T0)
        batched._add_evidence("doc_new", evidence("cite_004", "claim_4", Outcome.UNVERIFIABLE, T0))
    assert [s.split()[0] for s in statements] == ["BEGIN", "INSERT", "INSERT", "COMMIT"]


def test_sqlite_rows_a_rolled_back_savepoint_deleted_are_placed_after(tmp_path: Path) -> None:
    """Rows a failed inner write deleted come back with its rollback: the batch's next row of a
    key is placed after the older one, as ever, and only it is the latest."""
    store = SQLiteResultStore(tmp_path / "records.sqlite3")
    store.add_validation("doc_1", "cite_001", validation(3), evaluated_at=T0)
    with store.batch():
        with pytest.raises(RuntimeError), store.batch():
            store.delete_document("doc_1")
            store.add_validation("doc_1", "cite_002", validation(5), evaluated_at=T0)
            raise RuntimeError("this write failed half-way")
        store.add_validation("doc_1", "cite_001", validation(5), evaluated_at=T0)
    history = store.validation_history("doc_1", "cite_001")
    assert [h.evaluated_at for h in history] == [T0, T0 + timedelta(microseconds=1)]
    marked = store.db.execute("SELECT COUNT(*) FROM validations WHERE reval_class IS NOT NULL").fetchone()
    assert marked == (1,)  # only the newer row is the latest


def test_sqlite_a_batch_that_cannot_begin_holds_nothing(tmp_path: Path) -> None:
    """The file locked by another writer past the timeout: the batch fails to begin and leaves the
    store as it was, free for the next batch (it used to keep its lock and its depth)."""
    import sqlite3
    import threading

    path = tmp_path / "records.sqlite3"
    store, other = SQLiteResultStore(path), sqlite3.connect(str(path), isolation_level=None)
    store.db.execute("PRAGMA busy_timeout = 50")
    other.execute("BEGIN IMMEDIATE")
    with pytest.raises(sqlite3.OperationalError, match="locked"), store.batch():
        pass
    assert store._depth == 0
    taken: list[bool] = []

    def take() -> None:  # another thread: the lock is free only if no batch still holds it
        taken.append(store.lock.acquire(timeout=1))
        if taken[-1]:
            store.lock.release()

    waiter = threading.Thread(target=take)
    waiter.start()
    waiter.join()
    assert taken == [True]
    other.execute("COMMIT")
    with store.batch():
        store.add_validation("doc_1", "cite_001", validation(5), evaluated_at=T0)
    assert set(store.latest_validations("doc_1")) == {"cite_001"}


def test_sqlite_evidence_that_cannot_be_written_leaves_nothing_behind(tmp_path: Path) -> None:
    store = SQLiteResultStore(tmp_path / "records.sqlite3")
    odd = evidence("cite_001", "claim_1", Outcome.VERIFIED_OK, T0)
    odd.evidence_details.retrievals = 5  # not a list of retrievals: naming its cache files fails
    with store.batch(), pytest.raises(TypeError):
        store._add_evidence("doc_1", odd)
    assert store.evidence("doc_1") == []
    assert store.db.execute("SELECT COUNT(*) FROM source_uses").fetchone() == (0,)


def test_sqlite_evidence_and_its_sources_stand_or_fall_together(tmp_path: Path) -> None:
    """Outside a batch, a first row and the sources it used are one transaction: a failure to
    record the sources leaves no row whose cache files a delete would not know of."""
    import sqlite3

    store = SQLiteResultStore(tmp_path / "records.sqlite3")
    found = evidence("cite_001", "claim_1", Outcome.VERIFIED_OK, T0)
    found.evidence_details.cached_path = "sources/abc"
    store.db.execute("DROP TABLE source_uses")
    with pytest.raises(sqlite3.OperationalError, match="source_uses"):
        store._add_evidence("doc_1", found)
    assert store.evidence("doc_1") == []


def test_sqlite_a_row_whose_sources_fail_is_undone_with_them(tmp_path: Path) -> None:
    """A row and its sources are one savepoint inside a batch (for a key with rows, with the older
    row's demotion): a caller that goes on with its batch after the failure keeps no row without
    its sources, and the older row stays the latest."""
    import sqlite3

    store = SQLiteResultStore(tmp_path / "records.sqlite3")
    store._add_evidence("doc_1", evidence("cite_001", "claim_1", Outcome.UNVERIFIABLE, T0))
    before = store.db.execute("SELECT * FROM evidence").fetchall()
    later = evidence("cite_001", "claim_1", Outcome.VERIFIED_OK, T0 + timedelta(seconds=1))
    later.evidence_details.cached_path = "sources/abc"
    store.db.execute("DROP TABLE source_uses")
    first = evidence("cite_002", "claim_2", Outcome.VERIFIED_OK, T0)  # a key's first row, too
    first.evidence_details.cached_path = "sources/def"
    with store.batch():
        for found in (later, first):
            with pytest.raises(sqlite3.OperationalError, match="source_uses"):
                store._add_evidence("doc_1", found)
        store.add_validation("doc_1", "cite_001", validation(5), evaluated_at=T0)  # the batch goes on
    assert store.db.execute("SELECT * FROM evidence").fetchall() == before


def _grouped_and_one_at_a_time(store: ResultStore, grouped: bool) -> None:
    """A document re-checked: cite_001 has a validation and evidence already; the new check's
    validations and evidence (one pair found twice) are written grouped or one at a time."""
    store.add_validation("doc_1", "cite_001", validation(3), evaluated_at=T0)
    store.add_evidence_items("doc_1", [evidence("cite_001", "claim_1", Outcome.UNVERIFIABLE, T0)])
    later = T0 + timedelta(days=1)
    validations = {"cite_001": validation(5), "cite_002": validation(1), "cite_003": validation(4)}
    found = [
        evidence("cite_001", "claim_1", Outcome.VERIFIED_OK, later),
        evidence("cite_002", "claim_2", Outcome.UNVERIFIABLE, later),
        evidence("cite_002", "claim_2", Outcome.VERIFIED_ERROR, later),  # the same pair, the same time
        evidence("cite_003", "claim_3", Outcome.VERIFIED_OK, later),
    ]
    found[3].evidence_details.cached_path = "sources/3"
    if grouped:
        store.add_validations("doc_1", validations, evaluated_at=later)
        store.add_evidence_items("doc_1", found)
        return
    for citation_id, v in validations.items():
        store.add_validation("doc_1", citation_id, v, evaluated_at=later)
    for e in found:
        store.add_evidence_items("doc_1", [e])


def test_grouped_writes_leave_what_one_at_a_time_would(store: ResultStore, tmp_path: Path) -> None:
    """Validations and evidence written as a group: the same latest, history, revalidation marks
    and sources as one write at a time, a key with rows placed after its history."""
    _grouped_and_one_at_a_time(store, grouped=True)
    latest = store.latest_validations("doc_1")
    assert {c: r.recommendation for c, r in latest.items()} == {
        "cite_001": Recommendation.LIKELY_VALID,
        "cite_002": Recommendation.LIKELY_HALLUCINATED,
        "cite_003": Recommendation.LIKELY_VALID,
    }
    assert len(store.validation_history("doc_1", "cite_001")) == 2
    newest = {(e.citation_id, e.claim_id): e.outcome for e in store.evidence("doc_1")}
    assert newest == {
        ("cite_001", "claim_1"): Outcome.VERIFIED_OK,
        ("cite_002", "claim_2"): Outcome.VERIFIED_ERROR,
        ("cite_003", "claim_3"): Outcome.VERIFIED_OK,
    }
    assert len(store.evidence("doc_1", history=True)) == 5
    due = store.due_for_revalidation(T0 + timedelta(days=2), older_than=timedelta(days=30))
    # only the newest of a key is due: the UNVERIFIABLE first look of cite_001 no longer counts
    assert {(d.citation_id, d.claim_id) for d in due} == set()
    assert store.delete_document("doc_1") == ["sources/3"]
    if isinstance(store, SQLiteResultStore):
        one_at_a_time = SQLiteResultStore(tmp_path / "plain.sqlite3")
        _grouped_and_one_at_a_time(one_at_a_time, grouped=False)
        grouped = SQLiteResultStore(tmp_path / "grouped.sqlite3")
        _grouped_and_one_at_a_time(grouped, grouped=True)
        assert _rows(grouped) == _rows(one_at_a_time)


def test_sqlite_a_new_documents_grouped_rows_are_one_statement_a_table(tmp_path: Path) -> None:
    """A new check's validations, then its evidence and the sources they used: one INSERT
    statement for the rows of each (run once a row), after one look for the keys the document
    has rows of already."""
    store = SQLiteResultStore(tmp_path / "records.sqlite3")
    statements: list[str] = []
    store.db.set_trace_callback(statements.append)
    store.add_validations("doc_1", {f"cite_00{i}": validation(5) for i in range(1, 4)}, evaluated_at=T0)
    found = [evidence(f"cite_00{i}", f"claim_{i}", Outcome.VERIFIED_OK, T0) for i in range(1, 4)]
    found[0].evidence_details.cached_path = "sources/1"
    store.add_evidence_items("doc_1", found)
    shapes = [" ".join(s.split()[:3]) for s in statements]
    inserts = [s for s in shapes if s.startswith("INSERT")]
    assert [s for s in shapes if not s.startswith("INSERT")] == [
        "BEGIN IMMEDIATE",
        "SELECT DISTINCT citation_id",
        "COMMIT",
        "BEGIN IMMEDIATE",
        "SELECT DISTINCT citation_id,",
        "COMMIT",
    ]
    # executemany runs its statement once a row: three validations, three evidence, one source use
    assert inserts == ["INSERT INTO validations"] * 3 + ["INSERT INTO evidence"] * 3 + ["INSERT OR IGNORE"]
    assert len(store.latest_validations("doc_1")) == 3 and len(store.evidence("doc_1")) == 3


def test_a_content_claim_past_its_retention_is_claimed_anew() -> None:
    """The same content uploaded after the first upload's retention ended (its claim expired but
    not yet removed by the TTL) is a new document, not a duplicate of one that is gone."""
    from datetime import timedelta

    import boto3
    from moto import mock_aws

    with mock_aws():
        client = boto3.client("dynamodb", region_name="us-east-1")
        client.create_table(TableName="briefcheck", **TABLE_SPEC)
        store = DynamoResultStore("briefcheck", client=client, retention=timedelta(days=1))
        assert store.claim_hash("firm-a", "f" * 64, "doc_1") is None
        assert store.claim_hash("firm-a", "f" * 64, "doc_9") == "doc_1"
        client.update_item(
            TableName="briefcheck",
            Key={"pk": {"S": f"HASH#firm-a#{'f' * 64}"}, "sk": {"S": "META"}},
            UpdateExpression="SET expiration = :past",
            ExpressionAttributeValues={":past": {"N": "1000"}},
        )
        assert store.claim_hash("firm-a", "f" * 64, "doc_9") is None
        assert store.claim_hash("firm-a", "f" * 64, "doc_5") == "doc_9"
