"""A parallel citation is the case's own: a real case cited with an invented or mistyped parallel
("504 U.S. 655, 113 S. Ct. 2188" for 112 S. Ct. 2188) is an error with the right parallel, not
VERIFIED because the first reporter's slot holds the case."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, Snapshot, filler
from offline_check import offline_check

from briefcheck.domain.codes import Category, CitationStatus, Outcome
from briefcheck.domain.seats import seat_names
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
    # held with its U.S. Reports citation alone: its parallels are placed by the volumes they name
    Case(3, "Brandt v. Oakes", "1992-06-22", "scotus", [(504, "U.S.", "700")]),
]


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("parallel-bulk")
    dense = (
        filler(504, "U.S.", "scotus", 1992, 100)
        + filler(890, "F.3d", "ca7", 2018, 200)
        + filler(112, "S. Ct.", "scotus", 1992, 300)
    )
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


def test_a_parallel_at_an_empty_page_of_a_densely_held_volume_is_an_error(index, tmp_path) -> None:
    """A real case with an invented parallel: no case begins at 112 S. Ct. 2195, in a volume the
    index holds densely, so the parallel is proved wrong, and the correction drops it."""
    ev, status = check(index, tmp_path, "Brandt v. Oakes, 504 U.S. 700, 112 S. Ct. 615 (1992)")
    assert (ev.outcome, ev.hallucination_category) == (Outcome.VERIFIED_ERROR, Category.MISATTRIBUTION), (
        ev.evidence_summary
    )
    assert "112 S. Ct. 615" in ev.evidence_summary and status is CitationStatus.ERROR
    assert ev.suggested_correction and "S. Ct." not in ev.suggested_correction


def test_a_parallel_in_a_volume_the_index_does_not_hold_is_said_unchecked(index, tmp_path) -> None:
    """Nothing proves "120 L. Ed. 2d 5" wrong, and nothing proved it right: the case is verified
    by its U.S. Reports citation, and the note says the parallel was not checked."""
    ev, status = check(index, tmp_path, "Brandt v. Oakes, 504 U.S. 700, 120 L. Ed. 2d 5 (1992)")
    assert ev.outcome is Outcome.VERIFIED_OK and status is CitationStatus.VERIFIED, ev.evidence_summary
    assert "Not checked: the parallel citation 120 L. Ed. 2d 5" in ev.evidence_summary
    assert "parallel citations" not in ev.checked


@pytest.mark.parametrize(
    ("cited", "why"),
    [
        ("Dale v. Pruitt, 950 F.3d 500 (7th Cir. 2020)", "volume 950 of F.3d"),  # past the volumes held
        ("Dale v. Pruitt, 13 N.Y.3d 500 (2009)", "N.Y.3d is not in the index"),  # a reporter not held
    ],
)
def test_a_citation_the_index_does_not_hold_says_it_was_asked(index, tmp_path, cited: str, why: str) -> None:
    """Looked up in the index and not held there: the note says so and why, and does not tell
    the lawyer to build the index just consulted, or that nothing was looked up."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.domain.models import AgentVerdict
    from briefcheck.domain.status import HOW_TO_VERIFY, final_status
    from briefcheck.extract import extract_text
    from briefcheck.panel.consensus import decide

    ev, _ = check(index, tmp_path, cited)
    assert why in ev.evidence_summary, ev.evidence_summary
    nothing_wrong = decide(
        [
            AgentVerdict(agent=f"{r}_v1", verdict=Verdict.VALID, model="rules", explanation="x")
            for r in seat_names()
        ]
    )
    citation = extract_text(f"The rule is settled. See {cited}.").citations()[0]
    final = final_status(citation, nothing_wrong, [ev])
    assert final.status is CitationStatus.UNVERIFIED, final.note
    assert "Not looked up" not in final.note and HOW_TO_VERIFY not in final.note, final.note
    assert "COURTLISTENER_TOKEN" in final.note, final.note


def test_the_offline_pass_says_what_the_index_does_not_hold(index, tmp_path) -> None:
    """A citation the Tier 3 policy leaves to the offline index alone: one it does not hold gets
    evidence that says so, while the network's batch still counts it as unsettled."""
    from briefcheck.domain.config import Settings
    from briefcheck.extract import extract_document
    from briefcheck.panel.tasks import citation_tasks
    from briefcheck.store.blobs import LocalBlobStore
    from briefcheck.verify import Verifier

    doc = extract_document(b"The rule is settled. See Dale v. Pruitt, 13 N.Y.3d 500 (2009).", "brief.txt")
    [task] = citation_tasks(doc)
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    ev = verifier.verify_offline(task)
    assert ev is not None and ev.outcome is Outcome.UNVERIFIABLE and not ev.needs_review
    assert "N.Y.3d is not in the index" in ev.evidence_summary
    assert not verifier.settled_offline(task)


@pytest.mark.parametrize(
    ("cited", "correction"),
    [
        # a wrong year: the correction keeps the court the citation names
        (
            "Kowalski v. Meridian Freight Lines, Inc., 890 F.3d 212 (7th Cir. 2016)",
            "Kowalski v. Meridian Freight Lines, Inc., 890 F.3d 212 (7th Cir. 2018)",
        ),
        # a "parallel" in the cited series itself: the correction names the citation once
        (
            "Kowalski v. Meridian Freight Lines, Inc., 890 F.3d 212, 890 F.3d 250 (7th Cir. 2018)",
            "Kowalski v. Meridian Freight Lines, Inc., 890 F.3d 212 (7th Cir. 2018)",
        ),
    ],
)
def test_a_correction_is_the_citation_as_a_lawyer_writes_it(
    index, tmp_path, cited: str, correction: str
) -> None:
    ev, _ = check(index, tmp_path, cited)
    assert ev.suggested_correction == correction, ev.suggested_correction
