"""The offline index as one DynamoDB table, for the Lambdas: the same look-ups as the SQLite file.

One table, so one import from S3 makes it (`briefcheck index export` writes the items). Keys
(`pk`, `sk`, both strings) and attributes:

  slot    S#<reporter>#<volume>  P#<page:010>#<page>  k: cluster ids      by citation (BatchGetItem),
                                 X#<page> (not a number)                   by position (Query, 1 item)
  case    K#<cluster id>         K                    n ns nf d st sl c ct dn cn (names, date, status,
                                                      slug, citations, court, docket, court name)
  volume  R#<reporter>           <volume:010>         n: cases, d: newest date filed
  name    N#<party word>         <cluster id:012>     y: year, ct: court, t: the case's words
  word    T#<party word>         T                    n: cases it names
  meta    M                      edition | info       v

A slot holds every case starting at that page, so a document's citations are one BatchGetItem
per 100 and their cases another; a position is the slot before (or after) a page in its volume's
partition; a name search reads the rarest cited word's partition, and each name item carries its
case's words, so the words shared are counted without reading the cases.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator
from typing import Any

from briefcheck.domain.errors import ConfigError
from briefcheck.index.answers import (
    ReporterShape,
    court_year_of,
    coverage_of,
    first_hit,
    make_case,
    ranked_names,
    reporter_shape,
)
from briefcheck.index.models import (
    CitationHit,
    CourtYear,
    Coverage,
    IndexedCase,
    IndexInfo,
    OpinionRow,
    Position,
)
from briefcheck.index.reporters import normalise_reporter
from briefcheck.index.text_shards import S3TextStore
from briefcheck.text.names import distinctive

Slot = tuple[str, str, str]
Key = dict[str, str]
BATCH_GET_MAX = 100  # DynamoDB's BatchGetItem limit
_LAST_PAGE = "P#~"  # sorts after every P#<digits> key, before the X# keys


# ---------------------------------------------------------------------- keys (one source of truth)


def slot_key(reporter: str, volume: int, page: str) -> Key:
    page = page.strip()
    sk = f"P#{int(page):010d}#{page}" if page.isdigit() else f"X#{page}"
    return {"pk": f"S#{reporter}#{volume}", "sk": sk}


def case_key(cluster_id: int) -> Key:
    return {"pk": f"K#{cluster_id}", "sk": "K"}


def volume_key(reporter: str, volume: int) -> Key:
    return {"pk": f"R#{reporter}", "sk": f"{volume:010d}"}


def court_year_key(court_id: str, year: int) -> Key:
    return {"pk": f"Y#{court_id}", "sk": f"{year:04d}"}


def unmatched_key(reporter: str, volume: int, page: str) -> Key:
    return {"pk": f"U#{reporter}", "sk": f"{volume:010d}#{page}"}


def cited_by_key(cluster_id: int) -> Key:
    return {"pk": f"B#{cluster_id}", "sk": "CITING"}


def parenthetical_key(cluster_id: int, n: int) -> Key:
    return {"pk": f"P#{cluster_id}", "sk": f"{n:012d}"}


# The citing opinions kept for a case in the table (newest first): what a check reads of them.
CITED_BY_KEPT = 2000


def name_key(token: str, cluster_id: int) -> Key:
    return {"pk": f"N#{token}", "sk": f"{cluster_id:012d}"}


def word_key(token: str) -> Key:
    return {"pk": f"T#{token}", "sk": "T"}


def meta_key(name: str) -> Key:
    return {"pk": "M", "sk": name}


def _number(value: object) -> int | None:
    """A stored page number (an export from before pages were kept has none)."""
    return int(value) if value is not None else None  # type: ignore[call-overload]


def _page_of(sk: str) -> str:
    return sk.split("#", 2)[2]


# ---------------------------------------------------------------------- the store


class DynamoCitationIndex:
    """Read-only, on a table written by `briefcheck index export` and imported from S3."""

    def __init__(self, table_name: str, resource: Any = None, texts: S3TextStore | None = None) -> None:
        import boto3

        self.resource = resource or boto3.resource("dynamodb")
        self.table = self.resource.Table(table_name)
        self.name = table_name
        self.location = f"DynamoDB table {table_name}"
        meta = self.table.get_item(Key=meta_key("edition")).get("Item")
        if meta is None:
            raise ConfigError(
                f"DynamoDB table {table_name}: no edition item; not a briefcheck citation index "
                "(import the files of `briefcheck index export`)"
            )
        self.edition = str(meta["v"])
        self.texts = texts  # the stack's text store: the opinions of this edition, by cluster
        self._cases: dict[int, IndexedCase | None] = {}
        self._newest: dict[str, int | None] = {}
        self._shapes: dict[str, ReporterShape] = {}
        self._treatment: bool | None = None
        self._court_years: bool | None = None

    # ------------------------------------------------------------------ reads

    def _batch_get(self, keys: list[Key]) -> list[dict[str, Any]]:
        """Every item of `keys` that exists; unprocessed keys are asked again (with a short
        back-off), and a table that keeps refusing is an error, never a silent miss."""
        unique = list({(k["pk"], k["sk"]): k for k in keys}.values())
        items: list[dict[str, Any]] = []
        for start in range(0, len(unique), BATCH_GET_MAX):
            pending: list[Key] = unique[start : start + BATCH_GET_MAX]
            for attempt in range(6):
                reply = self.resource.batch_get_item(RequestItems={self.name: {"Keys": pending}})
                items.extend(reply["Responses"].get(self.name, []))
                pending = reply.get("UnprocessedKeys", {}).get(self.name, {}).get("Keys", [])
                if not pending:
                    break
                time.sleep(0.05 * 2**attempt)
            else:
                raise ConfigError(f"DynamoDB table {self.name}: {len(pending)} keys left unprocessed")
        return items

    def cases_by_id(self, cluster_ids: Iterable[int]) -> dict[int, IndexedCase]:
        """As `SQLiteCitationIndex.cases_by_id`."""
        return self.cases(cluster_ids)

    def cases(self, cluster_ids: Iterable[int]) -> dict[int, IndexedCase]:
        asked = list(dict.fromkeys(cluster_ids))
        wanted = [c for c in asked if c not in self._cases]
        for item in self._batch_get([case_key(c) for c in wanted]):
            cid = int(item["pk"][2:])
            self._cases[cid] = make_case(
                cid,
                name=item.get("n"),
                short=item.get("ns"),
                full=item.get("nf"),
                filed=item.get("d"),
                status=item.get("st"),
                slug=item.get("sl"),
                cites=item.get("c"),
                court_id=item.get("ct"),
                docket_number=item.get("dn"),
                court_name=item.get("cn"),
            )
        for c in wanted:
            self._cases.setdefault(c, None)
        return {c: case for c in asked if (case := self._cases[c]) is not None}

    def _newest_volume(self, reporter: str) -> int | None:
        if reporter not in self._newest:
            reply = self.table.query(
                KeyConditionExpression="pk = :pk",
                ExpressionAttributeValues={":pk": f"R#{reporter}"},
                ScanIndexForward=False,
                Limit=1,
            )
            self._newest[reporter] = int(reply["Items"][0]["sk"]) if reply["Items"] else None
        return self._newest[reporter]

    def _edge(self, pk: str, low: str, high: str, last: bool) -> tuple[str, int] | None:
        """(page, cluster id) of the first (or last) slot between `low` and `high`."""
        reply = self.table.query(
            KeyConditionExpression="pk = :pk AND sk BETWEEN :low AND :high",
            ExpressionAttributeValues={":pk": pk, ":low": low, ":high": high},
            ScanIndexForward=not last,
            Limit=1,
        )
        if not reply["Items"]:
            return None
        item = reply["Items"][0]
        ids = [int(c) for c in item["k"]]
        return _page_of(item["sk"]), (max(ids) if last else min(ids))

    # ------------------------------------------------------------------ the look-ups

    def coverage(self, volume: str, reporter: str, year: int | None) -> Coverage:
        rep = normalise_reporter(reporter)
        if not volume.isdigit():
            return Coverage(covered=False, dense=False, reason=f"volume {volume!r} is not a number")
        vol = int(volume)
        newest = self._newest_volume(rep)
        item = self.table.get_item(Key=volume_key(rep, vol)).get("Item") if newest is not None else None
        if not item:
            return coverage_of(vol, rep, year, self.edition, newest, 0)
        pages = (_number(item.get("f")), _number(item.get("l")))
        per_case, end = self._shape(rep)
        return coverage_of(vol, rep, year, self.edition, newest, int(item["n"]), pages, per_case, end)

    def _shape(self, reporter: str) -> ReporterShape:
        """The reporter's pages a case and usual volume end (`reporter_shape`), from every volume
        item of it: read once."""
        if reporter not in self._shapes:
            volumes: list[tuple[int, int | None, int | None]] = []
            query: dict[str, Any] = {
                "KeyConditionExpression": "pk = :pk",
                "ExpressionAttributeValues": {":pk": f"R#{reporter}"},
                "ProjectionExpression": "#n, #f, #l",
                "ExpressionAttributeNames": {"#n": "n", "#f": "f", "#l": "l"},
            }
            while True:
                reply = self.table.query(**query)
                volumes.extend(
                    (int(i["n"]), _number(i.get("f")), _number(i.get("l"))) for i in reply["Items"]
                )
                if "LastEvaluatedKey" not in reply:
                    break
                query["ExclusiveStartKey"] = reply["LastEvaluatedKey"]
            self._shapes[reporter] = reporter_shape(volumes)
        return self._shapes[reporter]

    def cases_at(self, volume: str, reporter: str, page: str) -> list[IndexedCase]:
        return self.cases_at_many([(volume, reporter, page)]).get((volume, reporter, page), [])

    def cases_at_many(self, keys: list[Slot]) -> dict[Slot, list[IndexedCase]]:
        wanted = {
            key: slot_key(normalise_reporter(key[1]), int(key[0]), key[2]) for key in keys if key[0].isdigit()
        }
        slots = {(i["pk"], i["sk"]): [int(c) for c in i["k"]] for i in self._batch_get(list(wanted.values()))}
        cases = self.cases(c for ids in slots.values() for c in ids)
        out: dict[Slot, list[IndexedCase]] = {}
        for key in keys:
            k = wanted.get(key)
            ids = slots.get((k["pk"], k["sk"]), []) if k else []
            out[key] = [cases[c] for c in sorted(ids) if c in cases]
        return out

    def position(self, volume: str, reporter: str, page: int) -> Position:
        rep = normalise_reporter(reporter)
        if not volume.isdigit():
            return Position()
        pk = f"S#{rep}#{int(volume)}"
        before = self._edge(pk, "P#", f"P#{page:010d}#~", last=True)
        after = self._edge(pk, f"P#{page + 1:010d}", _LAST_PAGE, last=False)
        found = self.cases(edge[1] for edge in (before, after) if edge is not None)

        def hit(edge: tuple[str, int] | None) -> CitationHit | None:
            if edge is None or edge[1] not in found:
                return None
            return CitationHit(case=found[edge[1]], volume=str(int(volume)), reporter=rep, page=edge[0])

        return Position(containing=hit(before), next=hit(after))

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
        """As `SQLiteCitationIndex.by_name`: every case of the rarest cited word, ranked."""
        tokens = sorted(set(distinctive(name)))
        if not tokens:
            return []
        known = {i["pk"][2:]: int(i["n"]) for i in self._batch_get([word_key(t) for t in tokens])}
        if not known:
            return []
        rarest = min(sorted(known), key=known.__getitem__)
        cited = set(tokens)
        candidates = (
            (int(item["sk"]), len(cited & set(item.get("t", []))), _number(item.get("y")), item.get("ct"))
            for item in self._name_items(rarest)
        )
        ids = ranked_names(
            tokens,
            candidates,
            limit,
            year=year,
            court_id=court_id,
            near_year=near_year,
            near_court=near_court,
        )
        found = self.cases(ids)
        hits = [first_hit(found[c]) for c in ids if c in found]
        return [h for h in hits if h is not None]

    def _name_items(self, token: str) -> Iterator[dict[str, Any]]:
        args: dict[str, Any] = {
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeValues": {":pk": f"N#{token}"},
        }
        while True:
            reply = self.table.query(**args)
            yield from reply["Items"]
            if "LastEvaluatedKey" not in reply:
                return
            args["ExclusiveStartKey"] = reply["LastEvaluatedKey"]

    def court_year(self, court_id: str, year: int) -> CourtYear | None:
        """As `SQLiteCitationIndex.court_year`, from the court's year items."""
        reply = self.table.query(
            KeyConditionExpression="pk = :pk AND sk BETWEEN :low AND :high",
            ExpressionAttributeValues={
                ":pk": f"Y#{court_id}",
                ":low": f"{year - 3:04d}",
                ":high": f"{year + 3:04d}",
            },
        )
        counts = {int(i["sk"]): int(i["n"]) for i in reply["Items"]}
        if not counts and not self._counts_court_years():
            return None  # a table exported before courts' years were counted can say nothing
        return court_year_of(court_id, None, year, counts, self.edition)

    def _counts_court_years(self) -> bool:
        if self._court_years is None:
            self._court_years = "Item" in self.table.get_item(Key=meta_key("court_years"))
        return self._court_years

    def cited_unmatched(self, volume: str, reporter: str, page: str) -> int:
        """As `SQLiteCitationIndex.cited_unmatched`."""
        if not volume.isdigit():
            return 0
        item = self.table.get_item(Key=unmatched_key(normalise_reporter(reporter), int(volume), page.strip()))
        return int(item["Item"]["n"]) if "Item" in item else 0

    def skipped_at(self, volume: str, reporter: str, page: str) -> str | None:
        """None: an export carries no malformed rows its build skipped (`index export` says how many
        there were, and the table cannot tell which slots they held)."""
        return None

    def holds_treatment(self) -> bool:
        """Whether the table was imported with the citation map (and texts to read it in)."""
        if self._treatment is None:
            reply = self.table.get_item(Key=meta_key("treatment"))
            self._treatment = "Item" in reply and self.texts is not None
        return self._treatment

    def citing(self, cluster_id: int) -> list[tuple[int, int, int]]:
        """As `SQLiteCitationIndex.citing` (the depth is not kept in the table: 1)."""
        item = self.table.get_item(Key=cited_by_key(cluster_id)).get("Item")
        pairs = [str(p).split(":") for p in (item or {}).get("c", [])]
        return [(int(cluster), int(opinion), 1) for cluster, opinion in pairs]

    def parentheticals_of(self, cluster_id: int) -> list[tuple[int | None, str]]:
        """As `SQLiteCitationIndex.parentheticals_of`."""
        reply = self.table.query(
            KeyConditionExpression="pk = :pk", ExpressionAttributeValues={":pk": f"P#{cluster_id}"}
        )
        return [(int(i["b"]) if "b" in i else None, str(i["x"])) for i in reply["Items"]]

    def texts_of(self, cluster_id: int) -> list[OpinionRow]:
        """The cluster's opinions from the text store (none without one, or when the edition's
        texts were not imported: quotes and pins are then checked by the network sources)."""
        return self.texts.texts_of(self.edition, cluster_id) if self.texts is not None else []

    def info(self) -> IndexInfo:
        item = self.table.get_item(Key=meta_key("info")).get("Item")
        if item is None:
            raise ConfigError(f"DynamoDB table {self.name}: no info item; re-import the export")
        stored = IndexInfo.model_validate(json.loads(str(item["v"])))
        size = self.table.table_size_bytes  # DynamoDB refreshes it about every six hours
        return stored.model_copy(update={"path": f"dynamodb:{self.name}", "size_bytes": int(size or 0)})
