"""A case held at the cited page, cited as another State's court's (or a federal court's for a
State's, or the other way, or another circuit's): the source shows the citation sends the reader
to the wrong court, an ERROR with the case's own court in the correction. A slip inside one
State's courts ("(Fla. 2019)" for a district court of appeal's case) is a person's to weigh."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import Category, CitationStatus

CASES = [
    Case(1, "Commonwealth v. Reed", "2018-10-10", "pasuperct", [(200, "A.3d", "100")]),
    Case(2, "State v. Carr", "2019-02-20", "nd", [(2019, "ND", "45"), (925, "N.W.2d", "120")]),
    Case(3, "Hale v. Pratt", "2015-06-01", "ca9", [(790, "F.3d", "50")]),
    Case(4, "People v. Orme", "2019-03-01", "fladistctapp", [(270, "So. 3d", "300")]),
]
COURTS = {
    "pasuperct": "Superior Court of Pennsylvania",
    "nd": "North Dakota Supreme Court",
    "ca9": "Court of Appeals for the Ninth Circuit",
    "fladistctapp": "District Court of Appeal of Florida",
}


@pytest.mark.parametrize(
    ("cited", "held_in", "correction"),
    [
        (
            "Commonwealth v. Reed, 200 A.3d 100, 105 (N.J. Super. Ct. App. Div. 2018)",
            "Pennsylvania",
            "Commonwealth v. Reed, 200 A.3d 100 (Pa. Super. Ct. 2018)",
        ),
        (
            "State v. Carr, 925 N.W.2d 120, 122 (Minn. 2019)",
            "North Dakota",
            "State v. Carr, 925 N.W.2d 120 (N.D. 2019)",
        ),
        (
            "State v. Carr, 925 N.W.2d 120 (S.D. 2019)",
            "North Dakota",
            "State v. Carr, 925 N.W.2d 120 (N.D. 2019)",
        ),
        (
            "State v. Carr, 2019 ND 45, ¶ 9 (Minn. 2019)",
            "North Dakota",
            "State v. Carr, 2019 N.D. 45 (N.D. 2019)",
        ),
        (
            "Hale v. Pratt, 790 F.3d 50, 52 (Cal. 2015)",
            "Ninth Circuit",
            "Hale v. Pratt, 790 F.3d 50 (9th Cir. 2015)",
        ),
        # another circuit, or a district court for a circuit's case
        (
            "Hale v. Pratt, 790 F.3d 50, 52 (2d Cir. 2015)",
            "Ninth Circuit",
            "Hale v. Pratt, 790 F.3d 50 (9th Cir. 2015)",
        ),
        (
            "Hale v. Pratt, 790 F.3d 50 (N.D. Cal. 2015)",
            "Ninth Circuit",
            "Hale v. Pratt, 790 F.3d 50 (9th Cir. 2015)",
        ),
    ],
)
def test_a_case_cited_as_another_jurisdictions_court_is_an_error(
    tmp_path: Path, cited: str, held_in: str, correction: str
) -> None:
    ev, status = offline_check(index_of(tmp_path, CASES, COURTS), tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.ERROR, ev.evidence_summary
    assert ev.hallucination_category is Category.MISATTRIBUTION, ev.evidence_summary
    assert held_in in ev.evidence_summary and "another jurisdiction's court" in ev.evidence_summary
    assert ev.suggested_correction == correction


@pytest.mark.parametrize(
    "cited",
    [
        "People v. Orme, 270 So. 3d 300, 302 (Fla. 2019)",  # the State's high court for its DCA
        "Commonwealth v. Reed, 200 A.3d 100, 105 (Pa. 2018)",
    ],
)
def test_a_slip_among_one_states_courts_is_for_review(tmp_path: Path, cited: str) -> None:
    ev, status = offline_check(index_of(tmp_path, CASES, COURTS), tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.REVIEW, ev.evidence_summary
