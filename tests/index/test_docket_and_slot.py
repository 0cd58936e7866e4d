"""A docket number identifies a case, not its citation: a real case's name and docket number
written with a volume and page that do not lead to it is a wrong citation (ERROR, with the case's
own citation as the correction), as it is without the docket number. Only where the slot says
nothing against it (a volume held in part, nothing at the page, no other citation of the case in
the series) does the docket's case stand for it."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus, Outcome
from briefcheck.index.sqlite import SQLiteCitationIndex

HALE = Case(1, "Hale v. Pratt", "2011-05-03", "ca2", [(600, "F.3d", "500")], docket_number="10-1234-cv")
# held only by its Westlaw number, in a volume of F.3d held in part
ODUYA = Case(
    2, "Oduya v. Brennan", "2011-06-03", "ca2", [(2011, "WL", "7654321")], docket_number="10-5678-cv"
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [HALE, ODUYA, *filler(600, "F.3d", "ca2", 2011, 100), *filler(601, "F.3d", "ca2", 2011, 200)]
    cases += filler(602, "F.3d", "ca2", 2011, 300, count=2)
    return index_of(
        tmp_path_factory.mktemp("docket"), cases, {"ca2": "Court of Appeals for the Second Circuit"}
    )


@pytest.mark.parametrize(
    "cited",
    [
        # another case's page of a held volume
        "Hale v. Pratt, No. 10-1234, 601 F.3d 90 (2d Cir. 2011)",
        # an empty page of the volume the case is in, at another page
        "Hale v. Pratt, No. 10-1234, 600 F.3d 515 (2d Cir. 2011)",
        # with the date and a pin
        "Hale v. Pratt, No. 10-1234-cv, 601 F.3d 90, 95 (2d Cir. May 3, 2011)",
    ],
)
def test_a_real_docket_does_not_make_a_wrong_volume_and_page_right(index, tmp_path, cited: str) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.ERROR, ev.evidence_summary
    assert ev.outcome is Outcome.VERIFIED_ERROR
    assert ev.suggested_correction and "600 F.3d 500" in ev.suggested_correction


def test_without_the_docket_the_same_wrong_slot_is_the_same_error(index, tmp_path) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule("Hale v. Pratt, 601 F.3d 90 (2d Cir. 2011)"))
    assert status is CitationStatus.ERROR and "600 F.3d 500" in (ev.suggested_correction or "")


def test_the_docket_stands_for_a_case_the_index_holds_by_no_citation_of_the_series(index, tmp_path) -> None:
    """Oduya is held by Westlaw number alone; 602 F.3d is held in part and nothing starts at 700."""
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule("Oduya v. Brennan, No. 10-5678, 602 F.3d 700 (2d Cir. 2011)")
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary
