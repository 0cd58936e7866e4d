"""Reporter abbreviations as CourtListener's bulk data and reporters-db write them.

A brief may write "F. 3d", "F.3d" or "F 3d"; New York's "AD3d" is "A.D.3d". The index stores and
looks up every reporter in reporters-db's canonical edition form, using reporters-db's own
variation table, so a look-up and a build normalise the same way.
"""

from __future__ import annotations

import re
from functools import lru_cache

_SPACE = re.compile(r"\s+")


@lru_cache(maxsize=1)
def _variations() -> dict[str, str]:
    from reporters_db import REPORTERS

    table: dict[str, str] = {}
    for editions in REPORTERS.values():
        for edition in editions:
            for canonical in edition["editions"]:
                table.setdefault(_key(canonical), canonical)
            for variant, canonical in edition.get("variations", {}).items():
                table.setdefault(_key(variant), canonical)
    return table


def _key(text: str) -> str:
    """Spacing and full stops differ between writers; the letters do not."""
    return _SPACE.sub("", text).replace(".", "").lower()


@lru_cache(maxsize=4096)
def normalise_reporter(text: str) -> str:
    """The canonical reporters-db form of a reporter abbreviation ("F. 3d" -> "F.3d"), or the
    text with its spacing tidied when reporters-db does not know it ("WL" stays "WL")."""
    cleaned = _SPACE.sub(" ", text.strip())
    return _variations().get(_key(cleaned), cleaned)
