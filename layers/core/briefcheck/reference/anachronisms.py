"""Subject matter with a first year: 'bitcoin' in a claim about a 1995 decision is anachronistic."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from briefcheck.reference.tables import AnachronismRow, anachronisms


@dataclass(frozen=True)
class Marker:
    row: AnachronismRow
    pattern: re.Pattern[str]


@cache
def _markers() -> tuple[Marker, ...]:
    return tuple(
        Marker(row, re.compile(pattern, re.IGNORECASE)) for row in anachronisms() for pattern in row.patterns
    )


@cache
def _any_marker() -> re.Pattern[str]:
    """All patterns in one alternation: most texts mention none, and one search says so."""
    return re.compile("|".join(f"(?:{m.pattern.pattern})" for m in _markers()), re.IGNORECASE)


@lru_cache(maxsize=4096)
def find_markers(text: str) -> tuple[AnachronismRow, ...]:
    """Each marker row whose pattern occurs in text, once, in table order."""
    if not text or not _any_marker().search(text):
        return ()
    found: list[AnachronismRow] = []
    for marker in _markers():
        if marker.row not in found and marker.pattern.search(text):
            found.append(marker.row)
    return tuple(found)
