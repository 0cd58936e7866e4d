"""The result records in one DynamoDB table, the cloud's store (`ResultStore`). The single-table
design:

| item | pk | sk |
|---|---|---|
| document | `DOC#<document_id>` | `META` (carries `tenant`, `created_at`: GSI `tenant-index`) |
| content-hash claim | `HASH#<tenant>#<sha256>` | `META` (no `tenant` attribute: not in the GSI) |
| citation evaluation | `DOC#<document_id>` | `CITE#<citation_id>#<evaluated_at>` |
| evidence | `DOC#<document_id>` | `EVID#<citation_id>#<claim_id>#<checked_at>` |
| a cached source a document's evidence used | `SOURCE#<sources/... key>` | `DOC#<document_id>` |
| CourtListener's request budget (`briefcheck.verify.budget`) | `BUDGET#courtlistener` | `STATE` |

History is kept: a re-check adds an item. Only the latest evaluation and the latest evidence
of each citation (and claim) carry `reval_class` and `reval_at`, feeding the sparse GSI
`revalidation-index` that the schedule reads; adding a newer item removes them from the older.
Datetimes are ISO-8601 UTC with microseconds, so string order is time order.

Runs are restarted and failed with conditional writes on the document's `attempt`, so two racing
writers (a re-upload and the API, the watchdog and a late Finalize) cannot both win. With a
retention, every item of a document carries `expiration` (epoch seconds, the table's TTL).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel

from briefcheck.domain.codes import DocumentStatus, Recommendation
from briefcheck.domain.errors import ConflictError
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

LOG = logging.getLogger(__name__)
TENANT_INDEX = "tenant-index"
REVALIDATION_INDEX = "revalidation-index"

# CreateTable arguments (without TableName) of the single table; the SAM template declares
# the same keys and indexes.
TABLE_SPEC: dict[str, Any] = {
    "BillingMode": "PAY_PER_REQUEST",
    "AttributeDefinitions": [
        {"AttributeName": n, "AttributeType": "S"}
        for n in ("pk", "sk", "tenant", "created_at", "reval_class", "reval_at")
    ],
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    "GlobalSecondaryIndexes": [
        {
            "IndexName": TENANT_INDEX,
            "KeySchema": [
                {"AttributeName": "tenant", "KeyType": "HASH"},
                {"AttributeName": "created_at", "KeyType": "RANGE"},
            ],
            "Projection": {"ProjectionType": "ALL"},
        },
        {
            "IndexName": REVALIDATION_INDEX,
            "KeySchema": [
                {"AttributeName": "reval_class", "KeyType": "HASH"},
                {"AttributeName": "reval_at", "KeyType": "RANGE"},
            ],
            "Projection": {
                "ProjectionType": "INCLUDE",
                "NonKeyAttributes": ["document_id", "citation_id", "claim_id"],
            },
        },
    ],
}


class DynamoResultStore:
    """The application's table (one table, see the module docstring)."""

    def __init__(self, table_name: str, client: Any = None, retention: timedelta | None = None) -> None:
        import boto3
        from boto3.dynamodb.types import TypeDeserializer, TypeSerializer

        self.table = table_name
        self.client = client or boto3.client("dynamodb")
        self.retention = retention
        self._uploads: dict[str, datetime] = {}  # document id -> its upload time, for TTLs
        self._ser = TypeSerializer()
        self._de = TypeDeserializer()

    # ---- item plumbing

    def _item(self, data: dict[str, Any]) -> dict[str, Any]:
        return {k: self._ser.serialize(v) for k, v in data.items() if v is not None}

    def _plain(self, item: dict[str, Any]) -> dict[str, Any]:
        return {k: _undecimal(self._de.deserialize(v)) for k, v in item.items()}

    def _expiring(self, item: dict[str, Any], uploaded_at: datetime | None = None) -> dict[str, Any]:
        """The item with its TTL when the deployment keeps documents for a limited time: counted
        from the upload of the document it derives from, so a re-check on day 80 writes nothing
        that outlives the upload."""
        if self.retention is None:
            return item
        start = uploaded_at or self._uploaded_at(item)
        return {**item, "expiration": int((start + self.retention).timestamp())}

    def _uploaded_at(self, item: dict[str, Any]) -> datetime:
        """When the document an item derives from was uploaded (read once per document)."""
        document_id = next(
            (str(item[k])[4:] for k in ("pk", "sk") if str(item.get(k, "")).startswith("DOC#")), None
        )
        if document_id is None:
            return now_utc()
        if document_id not in self._uploads:
            meta = self._meta(document_id)  # expired or not: its items expire with it
            self._uploads[document_id] = self._doc(meta).created_at if meta is not None else now_utc()
        return self._uploads[document_id]

    def _key(self, pk: str, sk: str) -> dict[str, Any]:
        return {"pk": {"S": pk}, "sk": {"S": sk}}

    def _query(self, **kwargs: Any) -> Iterator[dict[str, Any]]:
        for page in self.client.get_paginator("query").paginate(TableName=self.table, **kwargs):
            for item in page.get("Items", []):
                yield self._plain(item)

    def _newest(self, pk: str, prefix: str) -> dict[str, Any] | None:
        reply = self.client.query(
            TableName=self.table,
            KeyConditionExpression="pk = :pk AND begins_with(sk, :p)",
            ExpressionAttributeValues={":pk": {"S": pk}, ":p": {"S": prefix}},
            ScanIndexForward=False,
            Limit=1,
        )
        items = reply.get("Items", [])
        return self._plain(items[0]) if items else None

    def _put_history(
        self, pk: str, prefix: str, at: datetime, attrs: dict[str, Any], cls: RevalClass
    ) -> datetime:
        """Add a history item under `prefix`; move the revalidation marker to it if it is newest."""
        newest = self._newest(pk, prefix)
        while True:
            sk = f"{prefix}{iso(at)}"
            latest = newest is None or newest["sk"] < sk
            item = self._expiring({"pk": pk, "sk": sk, **attrs})
            if latest:
                item.update(reval_class=cls.value, reval_at=iso(at))
            try:
                self.client.put_item(
                    TableName=self.table,
                    Item=self._item(item),
                    ConditionExpression="attribute_not_exists(sk)",
                )
                break
            except self.client.exceptions.ConditionalCheckFailedException:
                at += timedelta(microseconds=1)  # same instant already recorded: keep both
        if latest and newest is not None and "reval_class" in newest:
            self.client.update_item(
                TableName=self.table,
                Key={"pk": {"S": pk}, "sk": {"S": newest["sk"]}},
                UpdateExpression="REMOVE reval_class, reval_at",
            )
        return at

    # ---- documents

    def _document_item(self, doc: DocumentRecord) -> dict[str, Any]:
        data = {**doc.model_dump(mode="json"), "created_at": iso(doc.created_at)}
        item = {"pk": f"DOC#{doc.document_id}", "sk": "META", **data}
        return self._item(self._expiring(item, uploaded_at=doc.created_at))

    def put_document(self, doc: DocumentRecord) -> DocumentRecord:
        self.client.put_item(TableName=self.table, Item=self._document_item(doc))
        return doc

    def add_document(self, doc: DocumentRecord) -> DocumentRecord | None:
        """The document, recorded only if it is not yet: None when it already was."""
        try:
            self.client.put_item(
                TableName=self.table,
                Item=self._document_item(doc),
                ConditionExpression="attribute_not_exists(pk)",
            )
        except self.client.exceptions.ConditionalCheckFailedException:
            return None
        return doc

    def _doc(self, item: dict[str, Any]) -> DocumentRecord:
        return document_from_item(item)

    def _meta(self, document_id: str) -> dict[str, Any] | None:
        reply = self.client.get_item(
            TableName=self.table,
            Key={"pk": {"S": f"DOC#{document_id}"}, "sk": {"S": "META"}},
            ConsistentRead=True,
        )
        return self._plain(reply["Item"]) if "Item" in reply else None

    def get_document(self, document_id: str, tenant: str | None = None) -> DocumentRecord | None:
        """The document's record; None when there is none, it is another tenant's, or its retention
        has ended (the TTL removes an expired item up to about two days late: until then the
        document is gone to every reader, and nothing is written for it)."""
        item = self._meta(document_id)
        if item is None or _expired(item):
            return None
        doc = self._doc(item)
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
        changes = {"status": status, "error": error, "counts": counts, "result_key": result_key}
        condition, condition_values = "attribute_exists(pk)", {}
        if only_if is not None:
            condition += " AND #status = :only_if"
            condition_values[":only_if"] = only_if.value
        reply = self._update(document_id, changes, condition, condition_values)
        if reply is not None:
            return reply
        # the condition failed: why, by the same rule as the local store
        raise refused_change(document_id, self.get_document(document_id), only_if) or ConflictError(
            f"document {document_id} changed while its status was set"
        )

    def _update(
        self,
        document_id: str,
        changes: dict[str, Any],
        condition: str,
        condition_values: dict[str, Any],
        remove: tuple[str, ...] = (),
    ) -> DocumentRecord | None:
        """SET the non-None `changes` (and updated_at), REMOVE `remove`, if `condition` holds;
        None when it does not."""
        names = {"#status": "status", "#updated_at": "updated_at"}  # reserved words, partly
        values = {":updated_at": iso(now_utc()), **condition_values}
        sets = ["#updated_at = :updated_at"]
        for name, value in changes.items():
            if value is not None:
                names[f"#{name}"] = name
                values[f":{name}"] = value.model_dump(mode="json") if isinstance(value, BaseModel) else value
                sets.append(f"#{name} = :{name}")
        for name in remove:
            names[f"#{name}"] = name
        expression = "SET " + ", ".join(sets)
        if remove:
            expression += " REMOVE " + ", ".join(f"#{n}" for n in remove)
        try:
            reply = self.client.update_item(
                TableName=self.table,
                Key=self._key(f"DOC#{document_id}", "META"),
                UpdateExpression=expression,
                ConditionExpression=condition,
                ExpressionAttributeNames=names,
                ExpressionAttributeValues={k: self._ser.serialize(v) for k, v in values.items()},
                ReturnValues="ALL_NEW",
            )
        except self.client.exceptions.ConditionalCheckFailedException:
            return None
        return self._doc(self._plain(reply["Attributes"]))

    def _swap(
        self,
        document_id: str,
        allowed: tuple[DocumentStatus, ...],
        attempt: int,
        changes: dict[str, Any],
        remove: tuple[str, ...] = (),
    ) -> DocumentRecord | None:
        """Apply `changes` only while the document is in an `allowed` status at this `attempt`."""
        allowed_values = {f":allowed{i}": s.value for i, s in enumerate(allowed)}
        condition = f"#status IN ({', '.join(allowed_values)}) AND "
        first = "(attribute_not_exists(attempt) OR attempt = :expected)"  # records written before attempts
        condition += first if attempt == 0 else "attempt = :expected"
        return self._update(document_id, changes, condition, {**allowed_values, ":expected": attempt}, remove)

    def restart(self, document_id: str, attempt: int, upload_key: str) -> DocumentRecord | None:
        changes = {"status": DocumentStatus.RECEIVED, "attempt": attempt + 1, "upload_key": upload_key}
        return self._swap(document_id, RESTARTABLE, attempt, changes, remove=("error",))

    def fail_run(self, document_id: str, attempt: int, reason: str) -> DocumentRecord | None:
        changes = {"status": DocumentStatus.FAILED, "error": reason}
        return self._swap(document_id, UNFINISHED, attempt, changes)

    def note_upload(self, document_id: str, upload_key: str) -> None:
        # a failed condition: the document is gone, or this upload is known already
        with contextlib.suppress(self.client.exceptions.ConditionalCheckFailedException):
            self.client.update_item(
                TableName=self.table,
                Key=self._key(f"DOC#{document_id}", "META"),
                UpdateExpression="SET uploads = list_append(if_not_exists(uploads, :none), :key)",
                ConditionExpression=(
                    "attribute_exists(pk) AND upload_key <> :one"
                    " AND (attribute_not_exists(uploads) OR NOT contains(uploads, :one))"
                ),
                ExpressionAttributeValues={
                    ":none": {"L": []},
                    ":key": {"L": [{"S": upload_key}]},
                    ":one": {"S": upload_key},
                },
            )

    def delete_document(self, document_id: str) -> list[str]:
        """Every item of the document, its content-hash claim and its source uses; returns the
        cached sources that no other document uses any more."""
        doc = self.get_document(document_id)
        keys = [
            (i["pk"], i["sk"])
            for i in self._query(
                KeyConditionExpression="pk = :pk",
                ExpressionAttributeValues={":pk": {"S": f"DOC#{document_id}"}},
                ProjectionExpression="pk, sk",
            )
        ]
        sources = sorted(
            {
                source
                for i in self._query(
                    KeyConditionExpression="pk = :pk AND begins_with(sk, :p)",
                    ExpressionAttributeValues={":pk": {"S": f"DOC#{document_id}"}, ":p": {"S": "EVID#"}},
                    ProjectionExpression="cached_path, cache_files",
                )
                for source in [i.get("cached_path"), *(i.get("cache_files") or [])]
                if source
            }
        )
        keys += [(f"SOURCE#{s}", f"DOC#{document_id}") for s in sources]
        if doc is not None:
            keys.append((f"HASH#{doc.tenant}#{doc.sha256}", "META"))
        for start in range(0, len(keys), 25):  # BatchWriteItem's limit
            requests = [{"DeleteRequest": {"Key": self._key(pk, sk)}} for pk, sk in keys[start : start + 25]]
            pending: dict[str, Any] = {self.table: requests}
            while pending:
                pending = self.client.batch_write_item(RequestItems=pending).get("UnprocessedItems") or {}
        return [s for s in sources if not self._used(s)]

    def _used(self, source: str) -> bool:
        reply = self.client.query(
            TableName=self.table,
            KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": {"S": f"SOURCE#{source}"}},
            Limit=1,
        )
        return bool(reply.get("Items"))

    def refresh_validation(self, document_id: str, citation_id: str, at: datetime) -> None:
        """The latest evaluation of a citation that was just re-checked is CURRENT from `at`:
        it falls due again by age, not every night."""
        latest = self._newest(f"DOC#{document_id}", f"CITE#{citation_id}#")
        if latest is None or "reval_class" not in latest:
            return
        self.client.update_item(
            TableName=self.table,
            Key=self._key(latest["pk"], latest["sk"]),
            UpdateExpression="SET reval_class = :c, reval_at = :at",
            ConditionExpression="attribute_exists(reval_class)",
            ExpressionAttributeValues={":c": {"S": RevalClass.CURRENT.value}, ":at": {"S": iso(at)}},
        )

    def list_documents(self, tenant: str) -> list[DocumentRecord]:
        items = self._query(
            IndexName=TENANT_INDEX,
            KeyConditionExpression="tenant = :t",
            ExpressionAttributeValues={":t": {"S": tenant}},
            ScanIndexForward=False,
        )
        return [self._doc(i) for i in items if not _expired(i)]

    def claim_hash(self, tenant: str, sha256: str, document_id: str) -> str | None:
        key = {"pk": f"HASH#{tenant}#{sha256}", "sk": "META"}
        now = now_utc()  # the claim is made at the upload, and expires with it
        try:
            self.client.put_item(
                TableName=self.table,
                Item=self._item(
                    self._expiring({**key, "document_id": document_id, "claimed_at": iso(now)}, now)
                ),
                # a claim past its retention is gone, as its document is, until the TTL removes it
                ConditionExpression="attribute_not_exists(pk) OR expiration <= :now",
                ExpressionAttributeValues={":now": {"N": str(int(now.timestamp()))}},
            )
            return None
        except self.client.exceptions.ConditionalCheckFailedException:
            reply = self.client.get_item(
                TableName=self.table, Key={k: {"S": v} for k, v in key.items()}, ConsistentRead=True
            )
        existing = reply["Item"]["document_id"]["S"]
        return None if existing == document_id else existing

    def refreshed_at(self, document_id: str) -> dict[str, datetime]:
        """When each citation's latest evaluation was last marked (evaluated or refreshed)."""
        items = self._query(
            KeyConditionExpression="pk = :pk AND begins_with(sk, :p)",
            FilterExpression="attribute_exists(reval_at)",
            ExpressionAttributeValues={":pk": {"S": f"DOC#{document_id}"}, ":p": {"S": "CITE#"}},
            ProjectionExpression="citation_id, reval_at",
        )
        return {i["citation_id"]: datetime.fromisoformat(i["reval_at"]) for i in items}

    # ---- evaluations and evidence

    def add_validation(
        self, document_id: str, citation_id: str, validation: Validation, evaluated_at: datetime | None = None
    ) -> ValidationRecord:
        at = self._put_history(
            f"DOC#{document_id}",
            f"CITE#{citation_id}#",
            evaluated_at or now_utc(),
            {
                "document_id": document_id,
                "citation_id": citation_id,
                "recommendation": validation.consensus.recommendation.value,
                "validation": dump_json(validation),
            },
            reval_class_of_validation(validation),
        )
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
        """Each its own request, as `add_validation` (DynamoDB has no conditional batch write)."""
        at = evaluated_at or now_utc()
        for citation_id, validation in validations.items():
            self.add_validation(document_id, citation_id, validation, at)

    def _validations(self, document_id: str, prefix: str) -> list[ValidationRecord]:
        items = self._query(
            KeyConditionExpression="pk = :pk AND begins_with(sk, :p)",
            ExpressionAttributeValues={":pk": {"S": f"DOC#{document_id}"}, ":p": {"S": prefix}},
            ConsistentRead=True,  # Finalize reads what Consensus wrote a moment before
        )
        return [
            ValidationRecord(
                document_id=document_id,
                citation_id=i["citation_id"],
                evaluated_at=datetime.fromisoformat(i["sk"].rsplit("#", 1)[1]),
                recommendation=Recommendation(i["recommendation"]),
                validation=Validation.model_validate_json(i["validation"]),
            )
            for i in items
        ]

    def latest_validations(self, document_id: str) -> dict[str, ValidationRecord]:
        return latest_by_group([(r.citation_id, r) for r in self._validations(document_id, "CITE#")])

    def validation_history(self, document_id: str, citation_id: str) -> list[ValidationRecord]:
        return self._validations(document_id, f"CITE#{citation_id}#")

    def add_evidence_items(self, document_id: str, evidence: Sequence[Evidence]) -> None:
        """Each its own request."""
        for e in evidence:
            self._add_evidence(document_id, e)

    def _add_evidence(self, document_id: str, evidence: Evidence) -> None:
        self._put_history(
            f"DOC#{document_id}",
            f"EVID#{evidence.citation_id}#{evidence.claim_id}#",
            evidence.checked_at,
            {
                "document_id": document_id,
                "citation_id": evidence.citation_id,
                "claim_id": evidence.claim_id,
                "outcome": evidence.outcome.value,
                "evidence": dump_json(evidence),
                "cache_files": cache_files(evidence) or None,
            },
            reval_class_of_evidence(evidence),
        )
        for source in cache_files(evidence):
            use = {"pk": f"SOURCE#{source}", "sk": f"DOC#{document_id}"}
            self.client.put_item(TableName=self.table, Item=self._item(self._expiring(use)))

    def evidence(self, document_id: str, history: bool = False) -> list[Evidence]:
        items = self._query(
            KeyConditionExpression="pk = :pk AND begins_with(sk, :p)",
            ExpressionAttributeValues={":pk": {"S": f"DOC#{document_id}"}, ":p": {"S": "EVID#"}},
            ConsistentRead=True,  # Finalize reads what Tier 3 wrote a moment before
        )
        pairs = [
            (f"{i['citation_id']}#{i['claim_id']}", Evidence.model_validate_json(i["evidence"]))
            for i in items
        ]
        return [e for _, e in pairs] if history else list(latest_by_group(pairs).values())

    def due_for_revalidation(self, now: datetime, older_than: timedelta) -> list[DueItem]:
        due: list[DueItem] = []
        for cls in RevalClass:
            condition = "reval_class = :c"
            values = {":c": {"S": cls.value}}
            if cls is RevalClass.CURRENT:
                condition += " AND reval_at < :cut"
                values[":cut"] = {"S": iso(now - older_than)}
            for i in self._query(
                IndexName=REVALIDATION_INDEX,
                KeyConditionExpression=condition,
                ExpressionAttributeValues=values,
            ):
                try:
                    item = DueItem(
                        document_id=i["document_id"],
                        citation_id=i["citation_id"],
                        claim_id=i.get("claim_id"),
                        reason=due_reason(cls, older_than),
                        checked_at=datetime.fromisoformat(i["reval_at"]),
                    )
                except (KeyError, TypeError, ValueError) as exc:  # one bad item stops no one
                    LOG.warning("undecodable due item %s skipped: %s", i.get("pk"), type(exc).__name__)
                    continue
                due.append(item)
        return sorted(due, key=lambda d: d.checked_at)


def _expired(item: dict[str, Any]) -> bool:
    """Whether an item's retention has ended (its TTL, `expiration`, is past)."""
    expiration = item.get("expiration")
    return isinstance(expiration, int | float) and expiration <= now_utc().timestamp()


def document_from_item(item: dict[str, Any]) -> DocumentRecord:
    """A document's record from its META item as plain values (a read, or a stream record's image)."""
    fields = {k: v for k, v in _undecimal(item).items() if k in DocumentRecord.model_fields}
    return DocumentRecord.model_validate(fields)


def _undecimal(value: Any) -> Any:
    """DynamoDB numbers come back as Decimal; the records hold ints."""
    from decimal import Decimal

    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, dict):
        return {k: _undecimal(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_undecimal(v) for v in value]
    return value
