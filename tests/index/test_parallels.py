"""A parallel citation is the case's own: a real case cited with an invented or mistyped parallel
("504 U.S. 655, 113 S. Ct. 2188" for 112 S. Ct. 2188) is an error with the right parallel, not
VERIFIED because the first reporter's slot holds the case."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, Snapshot, filler
from offline_check import offline_check

from briefcheck.domain.codes import Category, CitationStatus, Outcome
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

EDITION = "2026-06-30"
CASES = [
    Case(
        1,
        "United States v. Alvarez-Machain",
        "1992-06-15",
        "scotus",
        [(504, "U.S.", "655"), (112, "S. Ct.", "2188"), (119, "L. Ed. 2d", "441")],
    ),
    Case(2, "Kowalski v. Meridian Freight Lines, Inc.", "2018-05-10", "ca7", [(890, "F.3d", "212")]),
]


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("parallel-bulk")
    dense = filler(504, "U.S.", "scotus", 1992, 100) + filler(890, "F.3d", "ca7", 2018, 200)
    Snapshot(cases=CASES + dense, courts={"scotus": "Supreme Court", "ca7": "Seventh Circuit"}).write(
        bulk, EDITION
    )
    target = tmp_path_factory.mktemp("parallel-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex, tmp_path, cited: str):
    return offline_check(index, tmp_path, f"The rule is settled. See {cited}.")


@pytest.mark.parametrize(
    ("cited", "right"),
    [
        ("United States v. Alvarez-Machain, 504 U.S. 655, 113 S. Ct. 2188 (1992)", "112 S. Ct. 2188"),
        ("United States v. Alvarez-Machain, 504 U.S. 655, 112 S. Ct. 2190 (1992)", "112 S. Ct. 2188"),
        (
            "United States v. Alvarez-Machain, 504 U.S. 655, 112 S. Ct. 2188, 119 L. Ed. 2d 999 (1992)",
            "119 L. Ed. 2d 441",
        ),
    ],
)
def test_a_parallel_the_case_does_not_carry_is_an_error_with_its_own(index, tmp_path, cited, right) -> None:
    ev, status = check(index, tmp_path, cited)
    assert (ev.outcome, ev.hallucination_category) == (Outcome.VERIFIED_ERROR, Category.MISATTRIBUTION), (
        ev.evidence_summary
    )
    assert right in ev.evidence_summary and right in (ev.suggested_correction or "")
    assert status is CitationStatus.ERROR


def test_the_cases_own_parallels_are_checked_and_verified(index, tmp_path) -> None:
    cited = "United States v. Alvarez-Machain, 504 U.S. 655, 112 S. Ct. 2188, 119 L. Ed. 2d 441 (1992)"
    ev, status = check(index, tmp_path, cited)
    assert ev.outcome is Outcome.VERIFIED_OK and status is CitationStatus.VERIFIED, ev.evidence_summary
    assert "parallel citations" in ev.checked


def test_a_parallel_in_a_reporter_the_source_does_not_list_is_not_called_wrong(index, tmp_path) -> None:
    """The index lists no Federal Appendix or West citation for the case: nothing to compare."""
    ev, _ = check(
        index,
        tmp_path,
        "Kowalski v. Meridian Freight Lines, Inc., 890 F.3d 212, 2018 WL 2144461 (7th Cir. 2018)",
    )
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert "parallel citations" not in ev.checked
