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
def _tables() -> tuple[dict[str, str], dict[str, str]]:
    """(each form as written, each form by its letters) -> its canonical edition. A form written
    exactly as an edition or a listed variation is that one ("S.C." is South Carolina's edition,
    though reporters-db also lists it as an old variation of "S. Ct."; "Pac." the Pacific
    Reporter's variation, not "Pa. C."); by its letters alone, an edition comes before any
    variation ("WY", Wyoming's neutral citations, is not the variation "Wy." of Wythe's Chancery).
    Editions that differ only in full stops ("N.D.", "ND") are one, so a citation written either
    way finds the other."""
    from reporters_db import REPORTERS

    editions = [e for eds in REPORTERS.values() for e in eds]
    by_letters: dict[str, str] = {}
    for edition in editions:
        for canonical in edition["editions"]:
            by_letters.setdefault(_key(canonical), canonical)

    def one(canonical: str) -> str:
        return by_letters.get(_key(canonical), canonical)

    written: dict[str, str] = {}
    for edition in editions:
        for canonical in edition["editions"]:
            written.setdefault(_SPACE.sub(" ", canonical), one(canonical))
    for edition in editions:
        for variant, canonical in edition.get("variations", {}).items():
            written.setdefault(_SPACE.sub(" ", variant), one(canonical))
            by_letters.setdefault(_key(variant), one(canonical))
    return written, by_letters


def _key(text: str) -> str:
    """Spacing and full stops differ between writers; the letters do not."""
    return _SPACE.sub("", text).replace(".", "").lower()


@lru_cache(maxsize=4096)
def normalise_reporter(text: str) -> str:
    """The canonical reporters-db form of a reporter abbreviation ("F. 3d" -> "F.3d"), or the
    text with its spacing tidied when reporters-db does not know it ("WL" stays "WL")."""
    cleaned = _SPACE.sub(" ", text.strip())
    written, by_letters = _tables()
    return written.get(cleaned) or by_letters.get(_key(cleaned), cleaned)
