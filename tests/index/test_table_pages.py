"""A page several decisions start on (a table of dispositions, a page of per curiam affirmances)
is held in part by CourtListener: a decision missing from it is not shown to be invented, and the
one the brief names is found among those held."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationFlag, CitationStatus, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence
from briefcheck.extract import extract_document, extract_text
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

COURTS = {
    "fladistctapp": "District Court of Appeal of Florida",
    "ca4": "Court of Appeals for the Fourth Circuit",
}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        *filler(900, "So. 2d", "fladistctapp", 2005, 1000, count=40),
        Case(1, "Alvarado v. Pinecrest Bank", "2005-04-11", "fladistctapp", [(900, "So. 2d", "1300")]),
        Case(2, "Brighton v. Coastal Mutual", "2005-04-11", "fladistctapp", [(900, "So. 2d", "1300")]),
        *filler(120, "F.3d", "ca4", 1997, 2000, count=40),
        Case(3, "Okoro v. Lindell Trucking", "1997-06-30", "ca4", [(120, "F.3d", "262")]),
    ]
    return index_of(tmp_path_factory.mktemp("tables"), cases, COURTS)


@pytest.mark.parametrize(
    "cited",
    [
        # a third decision of a page two held decisions start on
        "Kettering v. Dade County School Board, 900 So. 2d 1300 (Fla. 3d DCA 2005)",
        # a decision the brief says is in a table, at a page another held decision starts on
        "Pruitt v. Harmon Logistics, 120 F.3d 262 (4th Cir. 1997) (unpublished table decision)",
        "Pruitt v. Harmon Logistics, 120 F.3d 262 (table)",
    ],
)
def test_a_decision_missing_from_a_page_of_several_is_not_called_invented(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str
) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status in (CitationStatus.REVIEW, CitationStatus.UNVERIFIED), ev.evidence_summary
    assert "only in part" in ev.evidence_summary, ev.evidence_summary


@pytest.mark.parametrize(
    "cited",
    [
        # one party of a held decision on the page, the other changed (an invented opponent)
        "Alvarado v. Dep't of Revenue, 900 So. 2d 1300 (Fla. 3d DCA 2005)",
        "Brighton v. Pinecrest Bank, 900 So. 2d 1300 (Fla. 3d DCA 2005)",
        # the opponent a government by its role: the person is what identifies the case
        "Alvarado v. State, 900 So. 2d 1300 (Fla. 3d DCA 2005)",
        # a table's page, the one held decision there sharing the cited party
        "Okoro v. Harmon Logistics, 120 F.3d 262 (4th Cir. 1997) (unpublished table decision)",
    ],
)
def test_a_name_half_matching_a_decision_on_a_page_of_several_is_review(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str
) -> None:
    """A page of several decisions may hold one the index lacks, but a cited name sharing a party
    with one held there more likely names it wrongly: a person must look (it was UNVERIFIED with
    'the panel found nothing wrong')."""
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.REVIEW, ev.evidence_summary
    assert "shares a party" in ev.evidence_summary, ev.evidence_summary


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        # the named decision among several on its page
        ("Alvarado v. Pinecrest Bank, 900 So. 2d 1300 (Fla. 3d DCA 2005)", CitationStatus.VERIFIED),
        # another case at the page of one decision, the brief not calling it a table's
        ("Pruitt v. Harmon Logistics, 120 F.3d 262 (4th Cir. 1997)", CitationStatus.ERROR),
    ],
)
def test_a_page_of_one_or_several_decisions_still_settles_what_it_can(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus
) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is expected, ev.evidence_summary


@pytest.mark.parametrize(
    ("text", "table"),
    [
        ("See Pruitt v. Harmon, 120 F.3d 262 (4th Cir. 1997) (unpublished table decision).", True),
        ("See Pruitt v. Harmon, 120 F.3d 262 (table).", True),
        ("See Pruitt v. Harmon, 120 F.3d 262 (4th Cir. 1997) (per curiam).", False),
    ],
)
def test_a_table_decision_is_flagged_as_the_brief_says(text: str, table: bool) -> None:
    [c] = extract_text(text).citations()
    assert (CitationFlag.TABLE_DECISION in c.flags) is table


def test_a_table_note_after_a_reporter_that_prints_none_is_no_doubt(tmp_path: Path) -> None:
    """The Supreme Court's reports print every decision in full: "(table)" after a U.S. citation
    does not make another case at its page less telling."""
    cases = [
        *filler(550, "U.S.", "scotus", 2007, 5000, count=40),
        Case(7, "Harlan v. Whitford Mills, Inc.", "2007-01-10", "scotus", [(550, "U.S.", "35")]),
    ]
    index = index_of(tmp_path / "ix", cases, {"scotus": "Supreme Court of the United States"})
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule("Vantassel v. Brightwater Co., 550 U.S. 35 (2007) (table)")
    )
    assert status is CitationStatus.ERROR, ev.evidence_summary


def _each_evidence(index: SQLiteCitationIndex, home: Path, text: str) -> list[Evidence]:
    verifier = Verifier(Settings(home=home), LocalBlobStore(home / "s"), sources=[], index=index)
    return [verifier.verify(task) for task in citation_tasks(extract_document(text.encode(), "brief.txt"))]


@pytest.mark.parametrize(
    "history",
    [
        "cert. denied",
        "cert. dismissed",
        "petition for cert. denied",
        "cert. denied sub nom. Castile Foods, Inc. v. Ingram",
    ],
)
def test_an_order_denying_review_is_printed_in_a_list_and_not_checked_by_its_page(
    tmp_path: Path, history: str
) -> None:
    """A denial of certiorari sits among hundreds of orders on a page of the U.S. Reports, under no
    caption: a correct "cert. denied, 586 U.S. 1001 (2019)" was REVIEW ('nothing starts at the cited
    page, and the citation names no party'), noise on routine history. It is not checked, and
    says why; the decision it follows is checked as ever."""
    cases = [
        *filler(586, "U.S.", "scotus", 2019, 1000, count=40),
        *filler(900, "F.3d", "ca7", 2018, 2000, count=40),
        Case(1, "Ingram v. Castile Foods, Inc.", "2018-06-01", "ca7", [(900, "F.3d", "700")]),
    ]
    index = index_of(tmp_path, cases, {"scotus": "Supreme Court", "ca7": "Seventh Circuit"})
    cited = "Ingram v. Castile Foods, Inc., 900 F.3d 700, 701 (7th Cir. 2018)"
    text = f"See {cited}, {history}, 586 U.S. 1001 (2019)."
    first, order = _each_evidence(index, tmp_path, text)
    assert first.outcome is Outcome.VERIFIED_OK
    assert order.outcome is Outcome.UNVERIFIABLE and not order.needs_review, order.evidence_summary
    assert "list of orders" in order.evidence_summary
