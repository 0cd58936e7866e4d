"""A cited name that a case at the cited page holds with words more ("Hale v. Pratt" at the page of
Hale v. Pratt Holdings Corp.), while another case of the volume's years bears it word for word: the
citation may lead to the wrong case, and says so, where the name alone would have passed. A name
cut short with no such namesake stays verified."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Kessler v. Dunmore", "2011-05-03", "ca2", [(600, "F.3d", "100")]),
        Case(2, "Kessler v. Dunmore Holdings Corp.", "2011-09-01", "ca2", [(600, "F.3d", "500")]),
        Case(3, "Marrow v. Tillson Freight Lines", "2011-10-01", "ca2", [(600, "F.3d", "700")]),
        Case(4, "Quint v. Abernathy Mills", "2011-10-02", "ca2", [(600, "F.3d", "800")]),
        Case(5, "Quint v. Abernathy", "1962-01-09", "ca9", [(300, "F.2d", "10")]),
        # the words a Bluebook name leaves out: given names, "et al.", a State's name, "of America"
        Case(6, "Doe v. Roe", "2011-02-01", "ca2", [(600, "F.3d", "40")]),
        Case(7, "Jane Doe v. Richard Roe, et al.", "2011-11-01", "ca2", [(600, "F.3d", "950")]),
        Case(8, "Smith v. United States", "2011-03-01", "ca2", [(600, "F.3d", "60")]),
        Case(9, "John Smith v. United States of America", "2011-11-02", "ca2", [(600, "F.3d", "970")]),
        Case(10, "State v. Jones", "2011-03-01", "wash", [(250, "P.3d", "100")]),
        Case(11, "State of Washington v. Jones", "2011-06-01", "wash", [(250, "P.3d", "500")]),
        # a firm named for persons, its last a surname that is also a given name ("Whitney", "Young")
        Case(12, "Hale v. Pratt", "2011-04-01", "ca2", [(600, "F.3d", "220")]),
        Case(13, "Hale v. Pratt & Whitney Co.", "2011-08-01", "ca2", [(600, "F.3d", "320")]),
        Case(14, "Pace v. Lang", "2011-04-02", "ca2", [(600, "F.3d", "620")]),
        Case(15, "Pace v. Lang & Young LLP", "2011-08-02", "ca2", [(600, "F.3d", "720")]),
        *filler(600, "F.3d", "ca2", 2011, 100),
        *filler(250, "P.3d", "wash", 2011, 200),
        *filler(300, "F.2d", "ca9", 1962, 200),
    ]
    courts = {
        "ca2": "Court of Appeals for the Second Circuit",
        "ca9": "Court of Appeals for the Ninth Circuit",
        "wash": "Washington Supreme Court",
    }
    return index_of(tmp_path_factory.mktemp("namesake"), cases, courts)


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        # the page of the case with words more, the name exactly another's of the same court and year
        ("Kessler v. Dunmore, 600 F.3d 500, 501 (2d Cir. 2011)", CitationStatus.REVIEW),
        ("Hale v. Pratt, 600 F.3d 320, 321 (2d Cir. 2011)", CitationStatus.REVIEW),
        ("Pace v. Lang, 600 F.3d 720, 721 (2d Cir. 2011)", CitationStatus.REVIEW),
        ("Hale v. Pratt & Whitney Co., 600 F.3d 320, 321 (2d Cir. 2011)", CitationStatus.VERIFIED),
        # the cases each cited as they are named
        ("Kessler v. Dunmore, 600 F.3d 100, 101 (2d Cir. 2011)", CitationStatus.VERIFIED),
        ("Kessler v. Dunmore Holdings Corp., 600 F.3d 500, 501 (2d Cir. 2011)", CitationStatus.VERIFIED),
        # cut short, and no case bears the shorter name
        ("Marrow v. Tillson, 600 F.3d 700, 701 (2d Cir. 2011)", CitationStatus.VERIFIED),
        # cut short, and the case bearing it is of another court half a century before: a namesake
        ("Quint v. Abernathy, 600 F.3d 800, 801 (2d Cir. 2011)", CitationStatus.VERIFIED),
        # cut short only of the words Bluebook drops, beside a case named so exactly
        ("Doe v. Roe, 600 F.3d 950, 951 (2d Cir. 2011)", CitationStatus.VERIFIED),
        ("Smith v. United States, 600 F.3d 970, 971 (2d Cir. 2011)", CitationStatus.VERIFIED),
        ("State v. Jones, 250 P.3d 500, 501 (Wash. 2011)", CitationStatus.VERIFIED),
    ],
)
def test_a_name_cut_short_is_checked_against_the_case_bearing_it(
    index: SQLiteCitationIndex, tmp_path, cited: str, expected: CitationStatus
) -> None:
    evidence, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is expected, evidence.evidence_summary
    if expected is CitationStatus.REVIEW:
        namesake = {"Kessler": "600 F.3d 100", "Hale": "600 F.3d 220", "Pace": "600 F.3d 620"}
        assert namesake[cited.split()[0]] in evidence.evidence_summary
