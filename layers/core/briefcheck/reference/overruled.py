"""The Supreme Court's own overrulings: the Constitution Annotated's table of decisions overruled
by subsequent decisions (`data/scotus_overruled.json`, sourced there), keyed by the overruled
decision's U.S. Reports citation, and by name and year for a citation to a reporter the table does
not give (the Supreme Court Reporter, the Lawyers' Edition)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache

from briefcheck.reference.tables import DATA_DIR
from briefcheck.text.names import distinctive, is_government

_US_CITATION = re.compile(r"\d+ U\.S\. \d+")
SOURCE = "the Constitution Annotated's table of Supreme Court decisions overruled (Congress.gov)"


@dataclass(frozen=True)
class Overruling:
    """One overruled decision and the decision that overruled it."""

    name: str
    citation: str
    year: int | None
    in_part: bool
    by_name: str
    by_citation: str | None  # a U.S. citation, or "No. 18-5924" for a slip opinion
    by_year: int | None


@cache
def _rows() -> list[dict]:
    rows: list[dict] = json.loads((DATA_DIR / "scotus_overruled.json").read_text(encoding="utf-8"))["rows"]
    return rows


@cache
def overrulings() -> dict[str, tuple[Overruling, ...]]:
    """Every row of the table, by the overruled decision's "volume U.S. page"."""
    out: dict[str, list[Overruling]] = {}
    for row in _rows():
        by = row["by"]
        by_citation = by["citation"] or (f"No. {by['docket']}" if by.get("docket") else None)
        for old in row["overruled"]:
            out.setdefault(old["citation"], []).append(
                Overruling(
                    name=old["name"],
                    citation=old["citation"],
                    year=old["year"],
                    in_part=old["in_part"],
                    by_name=by["name"],
                    by_citation=by_citation,
                    by_year=by["year"],
                )
            )
    return {cite: tuple(found) for cite, found in out.items()}


@cache
def _by_year() -> dict[int, tuple[Overruling, ...]]:
    out: dict[int, list[Overruling]] = {}
    for rows in overrulings().values():
        for row in rows:
            if row.year is not None:
                out.setdefault(row.year, []).append(row)
    return {year: tuple(rows) for year, rows in out.items()}


def overrulings_named(parties: tuple[str | None, str | None], year: int | None) -> tuple[Overruling, ...]:
    """The table's rows for a decision cited by another reporter than the U.S. Reports: one
    decided within a year of `year` whose name has a side for each cited party (`_fits`), or for
    the one cited party where the other is a government, as the table's other side is."""
    if year is None:
        return ()
    cited = [p for p in parties if p]
    return tuple(
        row
        for near in (year - 1, year, year + 1)
        for row in _by_year().get(near, ())
        if _names_fit(cited, row.name.split(" v. "))
    )


def _names_fit(cited: list[str], sides: list[str]) -> bool:
    if len(cited) != len(sides) or not any(distinctive(p) for p in cited):
        return False
    for party, side in zip(cited, sides, strict=True):
        if distinctive(party):
            if not _fits(party, side):
                return False
        elif not (is_government(party) and is_government(side)):
            return False
    return True


def _fits(party: str, side: str) -> bool:
    """Every distinctive word of the cited party is a word of the side, the first letters of one
    ("Res." for "Resources"), a word it abbreviates with a stop, as Bluebook's T6 and T10 do, by its
    letters in order from the first ("Se. Pa." for "Southeastern Pennsylvania", "Bd." for "Board"),
    or the initials of the side ("NRDC", "N.D." for "North Dakota")."""
    theirs = distinctive(side)
    initials = "".join(t[0] for t in theirs) if len(theirs) >= 2 else None
    marked = {w.lower() for w in _ABBREVIATED.findall(party)}
    return all(
        w in theirs
        or (len(w) >= 3 and any(t.startswith(w) for t in theirs))
        or (len(theirs) > 2 and w == initials)
        or (w in marked and any(_letters_in_order(w, t) for t in theirs))
        or (w == initials and w.upper() in _STATE_INITIALS)
        for w in distinctive(party)
    )


# A word written with a stop after it ("Se.", "Bd.")
_ABBREVIATED = re.compile(r"\b([A-Za-z]+)\.")
# Two-letter states Bluebook T10 writes by their initials ("N.D.", "S.C.", "N.Y.")
_STATE_INITIALS = frozenset({"ND", "SD", "NC", "SC", "NY", "NJ", "NH", "NM", "WV", "RI"})


def _letters_in_order(short: str, word: str) -> bool:
    """Whether `short` is `word`'s first letter and then others of it in order ("pa" of "pennsylvania")."""
    if not short or short[0] != word[0]:
        return False
    rest = iter(word[1:])
    return all(c in rest for c in short[1:])


@cache
def overruling_decisions() -> tuple[frozenset[str], tuple[str, ...]]:
    """The decisions the table lists as overruling another: their U.S. citations, and the names
    of those it gives by a slip opinion's docket number."""
    cited = frozenset(r["by"]["citation"] for r in _rows() if r["by"]["citation"])
    docketed = tuple(r["by"]["name"] for r in _rows() if not r["by"]["citation"])
    return cited, docketed


@cache
def decisions() -> dict[str, tuple[tuple[str, int | None], ...]]:
    """The name and year of every decision the table names with a U.S. Reports citation (the
    overruled and the overruling), by that citation: one slot may carry two names (decided
    together, or the table's two spellings)."""
    out: dict[str, dict[tuple[str, int | None], None]] = {}
    for row in _rows():
        for case in (*row["overruled"], row["by"]):
            if case.get("citation") and _US_CITATION.fullmatch(case["citation"]):
                out.setdefault(case["citation"], {})[(case["name"], case["year"])] = None
    return {cite: tuple(names) for cite, names in out.items()}
