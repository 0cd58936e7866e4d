"""The source cache: every retrieved body stored once, and an index so nothing is fetched twice.

Bodies live under `sources/<sha256 of content>` in the BlobStore (a directory locally, the S3
bucket in the cloud). Each normalised citation key ("us:347 U.S. 483", "uk:[2019] UKSC 41") has
an index file `sources/index/<sha256 of key>.json` mapping each source and lookup kind
("courtlistener/citation") to the body key, retrieval URL, status and time: one source's answer
is never served as another's. A later run, another document or a revalidation reuses it with
no request. A not-found answer is kept for a shorter time (the source may publish the case
later); an unavailable one is never kept.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from briefcheck.domain.models import utc_now
from briefcheck.store.blobs import BlobStore, get_json, put_json
from briefcheck.store.keys import source_body_key, source_index_key
from briefcheck.verify.sources import Kind, MatchedCase, Retrieval, Status

CACHEABLE = {Status.FOUND, Status.AMBIGUOUS, Status.UNKNOWN_REPORTER, Status.NOT_FOUND}


class SourceCache:
    def __init__(
        self,
        blobs: BlobStore,
        *,
        max_age: timedelta = timedelta(days=180),
        not_found_max_age: timedelta = timedelta(days=2),
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self.blobs = blobs
        self.max_age = max_age
        self.not_found_max_age = not_found_max_age
        self.clock = clock

    def get(self, source: str, citation_key: str, kind: Kind) -> Retrieval | None:
        """The cached answer of `source` for this citation and lookup kind, if still fresh."""
        ikey = source_index_key(citation_key)
        index = get_json(self.blobs, ikey)
        entry = (index or {}).get("lookups", {}).get(_slot(source, kind))
        if not entry:
            return None
        status = Status(entry["status"])
        retrieved_at = datetime.fromisoformat(entry["retrieved_at"])
        limit = self.not_found_max_age if status is Status.NOT_FOUND else self.max_age
        if self.clock() - retrieved_at > limit:
            return None
        body = None
        if entry.get("body_key"):
            body = self.blobs.get(entry["body_key"])
            if body is None:  # the body was removed: treat as a miss and fetch again
                return None
        return Retrieval(
            status=status,
            source=entry["source"],
            kind=kind,
            key=citation_key,
            retrieval_url=entry.get("retrieval_url"),
            retrieved_at=retrieved_at,
            case=MatchedCase.from_json(entry["case"]) if entry.get("case") else None,
            candidates=tuple(MatchedCase.from_json(c) for c in entry.get("candidates") or []),
            body=body,
            content_type=entry.get("content_type") or "application/octet-stream",
            reason=entry.get("reason"),
            cached_path=entry.get("body_key"),
            from_cache=True,
            cache_entry=ikey,
            dense=entry.get("dense", True),
            containing=MatchedCase.from_json(entry["containing"]) if entry.get("containing") else None,
            edition=entry.get("edition"),
        )

    def put(self, retrieval: Retrieval) -> Retrieval:
        """Store a fresh answer; returns it with its `cached_path`. Unavailable and not-covered
        answers are returned unchanged and not stored (the next run must try again)."""
        if retrieval.status not in CACHEABLE:
            return retrieval
        key = None
        if retrieval.body is not None:
            key = source_body_key(retrieval.body)
            if not self.blobs.exists(key):
                self.blobs.put(key, retrieval.body, retrieval.content_type)
        ikey = source_index_key(retrieval.key)
        index = get_json(self.blobs, ikey) or {"citation_key": retrieval.key, "lookups": {}}
        index["lookups"][_slot(retrieval.source, retrieval.kind)] = {
            "status": retrieval.status.value,
            "source": retrieval.source,
            "retrieval_url": retrieval.retrieval_url,
            "retrieved_at": retrieval.retrieved_at.isoformat(),
            "body_key": key,
            "content_type": retrieval.content_type,
            "reason": retrieval.reason,
            "case": retrieval.case.to_json() if retrieval.case else None,
            "candidates": [c.to_json() for c in retrieval.candidates],
            "dense": retrieval.dense,
            "containing": retrieval.containing.to_json() if retrieval.containing else None,
            "edition": retrieval.edition,
        }
        put_json(self.blobs, ikey, index)
        return retrieval.with_cache(key, from_cache=False, cache_entry=ikey)

    def fetch(self, source: str, citation_key: str, kind: Kind, fetch: Callable[[], Retrieval]) -> Retrieval:
        """The cached answer of `source`, or a fresh one from `fetch` (then cached)."""
        cached = self.get(source, citation_key, kind)
        return cached if cached is not None else self.put(fetch())


def _slot(source: str, kind: Kind) -> str:
    return f"{source}/{kind.value}"
