"""The Supreme Court's own overrulings: the Constitution Annotated's table of decisions overruled
by subsequent decisions (`data/scotus_overruled.json`, sourced there), keyed by the overruled
decision's U.S. Reports citation."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache

from briefcheck.reference.tables import DATA_DIR

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
