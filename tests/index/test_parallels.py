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


@pytest.mark.parametrize(
    ("cited", "wrong"),
    [
        ("United States v. Alvarez-Machain, 504 U.S. 655 (1993)", True),  # decided in June 1992
        ("United States v. Alvarez-Machain, 504 U.S. 655 (1991)", True),
        ("United States v. Alvarez-Machain, 504 U.S. 655 (1992)", False),
    ],
)
def test_a_year_one_off_for_a_case_decided_mid_year_is_wrong(
    index, tmp_path, cited: str, wrong: bool
) -> None:
    """A year either side is tolerated only where a decision's date and its reporting can differ:
    late December against the next year, early January against the one before. A decision of June
    1992 cited as 1993 is a wrong year, with the right one as the correction; checked "year" is
    never said of it."""
    ev, _ = check(index, tmp_path, cited)
    if wrong:
        assert ev.hallucination_category is Category.MISATTRIBUTION, ev.evidence_summary
        assert "1992" in (ev.suggested_correction or "") and "year" not in ev.checked
    else:
        assert ev.outcome is Outcome.VERIFIED_OK and "year" in ev.checked


def test_a_late_december_decision_cited_with_the_next_year_is_not_an_error() -> None:
    from briefcheck.verify.names import year_differs
    from briefcheck.verify.refs import CitationRef, RefKind
    from briefcheck.verify.sources import MatchedCase

    def ref(year: int) -> CitationRef:
        return CitationRef(kind=RefKind.US_REPORTER, key="us:1 F.3d 1", text="", year=year)

    assert not year_differs(ref(2019), MatchedCase(name="A v. B", date="2018-12-28"))
    assert not year_differs(ref(2018), MatchedCase(name="A v. B", date="2019-01-03"))
    assert year_differs(ref(2019), MatchedCase(name="A v. B", date="2018-06-28"))
    assert not year_differs(ref(2019), MatchedCase(name="A v. B", date="2018"))  # no month: tolerated
    assert year_differs(ref(2021), MatchedCase(name="A v. B", date="2018-12-28"))


def test_an_old_decisions_year_is_read_loosely() -> None:
    """1850's recorded dates may be a term's or a reporter's: a year either side is no error."""
    from briefcheck.verify.names import year_differs
    from briefcheck.verify.refs import CitationRef, RefKind
    from briefcheck.verify.sources import MatchedCase

    cited = CitationRef(kind=RefKind.US_REPORTER, key="us:1 U.S. 1", text="", year=1851)
    assert not year_differs(cited, MatchedCase(name="A v. B", date="1850-06-01"))
