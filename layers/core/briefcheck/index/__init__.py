"""The offline US citation index, built from CourtListener's quarterly bulk data.

`CitationIndex` is the small interface every Tier 3 check uses; `SQLiteCitationIndex` serves it
from one file on this machine. The default file lives in the user's data directory and is shared
by every project and store on the machine; `--index PATH` or BRIEFCHECK_INDEX names another.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Protocol, runtime_checkable

from briefcheck.domain.config import Settings
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

INDEX_FILE = "courtlistener.sqlite"


@runtime_checkable
class HoldsTexts(Protocol):
    """An index that can say whether it was built with the opinions file (the SQLite file; the
    DynamoDB table's texts are in a store of their own)."""

    def holds_texts(self) -> bool: ...


class CitationIndex(Protocol):
    edition: str
    location: str  # where it is, for a person: a file, a table

    def coverage(self, volume: str, reporter: str, year: int | None) -> Coverage: ...

    def cases_by_id(self, cluster_ids: Iterable[int]) -> dict[int, IndexedCase]: ...

    def cases_at(self, volume: str, reporter: str, page: str) -> list[IndexedCase]: ...

    def cases_at_many(
        self, keys: list[tuple[str, str, str]]
    ) -> dict[tuple[str, str, str], list[IndexedCase]]: ...

    def position(self, volume: str, reporter: str, page: int) -> Position: ...

    def by_name(
        self,
        name: str,
        year: int | None = None,
        court_id: str | None = None,
        limit: int = 10,
        *,
        near_year: int | None = None,
        near_court: str | None = None,
    ) -> list[CitationHit]: ...

    def court_year(self, court_id: str, year: int) -> CourtYear | None: ...

    def cited_unmatched(self, volume: str, reporter: str, page: str) -> int: ...

    def skipped_at(self, volume: str, reporter: str, page: str) -> str | None: ...

    def texts_of(self, cluster_id: int) -> list[OpinionRow]: ...

    def info(self) -> IndexInfo: ...


def default_index_path() -> Path:
    """BRIEFCHECK_INDEX, or courtlistener.sqlite in the user's data directory."""
    return _index_path(Settings().index)


def _index_path(configured: Path | None) -> Path:
    if configured is not None:
        return configured.expanduser()
    from platformdirs import user_data_path

    return user_data_path("briefcheck") / INDEX_FILE


def open_index(path: Path | None = None, *, required: bool = False) -> CitationIndex | None:
    """The index at `path` (default: `default_index_path()`), or None when there is none and it
    was not asked for by name: `--index` or BRIEFCHECK_INDEX naming a missing file is an error,
    never a check run silently without the index."""
    configured = Settings().index if path is None else None
    where = path or _index_path(configured)
    named = required or configured is not None
    if not where.is_file() and not named:
        return None
    from briefcheck.index.sqlite import SQLiteCitationIndex  # only when there is one to open

    return SQLiteCitationIndex(where)


__all__ = [
    "CitationHit",
    "CitationIndex",
    "CourtYear",
    "Coverage",
    "HoldsTexts",
    "IndexInfo",
    "IndexedCase",
    "OpinionRow",
    "Position",
    "default_index_path",
    "normalise_reporter",
    "open_index",
]
