"""CourtListener holds some decisions twice (two clusters of one case, from two sources): a citation
of such a case is the case, not an ambiguity. Cases that differ (another name, another day) at one
page still go to a person."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

CASES = [
    Case(1, "Hale v. Pratt", "2011-05-03", "ca2", [(600, "F.3d", "500")], short="Hale"),
    Case(2, "Hale v. Pratt", "2011-05-03", "ca2", [(600, "F.3d", "500")], short="Hale"),
    # two decisions of one page, a day apart: not one case held twice
    Case(3, "Oduya v. Brennan", "2011-06-03", "ca2", [(600, "F.3d", "700")]),
    Case(4, "Oduya v. Brennan", "2011-06-04", "ca2", [(600, "F.3d", "700")]),
    *filler(600, "F.3d", "ca2", 2011, 100),
]


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return index_of(tmp_path_factory.mktemp("dup"), CASES, {"ca2": "Court of Appeals for the Second Circuit"})


def test_a_case_held_twice_is_the_case_cited(index, tmp_path) -> None:
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule("Hale v. Pratt, 600 F.3d 500, 505 (2d Cir. 2011)")
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary


def test_two_decisions_of_one_page_filed_apart_go_to_a_person(index, tmp_path) -> None:
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule("Oduya v. Brennan, 600 F.3d 700 (2d Cir. 2011)")
    )
    assert status is CitationStatus.REVIEW and "2 cases start at 600 F.3d 700" in ev.evidence_summary
