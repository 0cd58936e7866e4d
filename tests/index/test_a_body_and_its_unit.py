"""A party named as a body and its unit after a comma ("Sierra Club, Lone Star Chapter",
"International Brotherhood of Electrical Workers, Local 26"): another body with the same unit is
another party (it was VERIFIED, read from the comma on), and the Bluebook form of the real one is
the party (it was ERROR, read as the county alone)."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

COURTS = {"scotus": "Supreme Court of the United States", "cadc": "Court of Appeals for the D.C. Circuit",
          "ca5": "Court of Appeals for the Fifth Circuit"}  # fmt: skip


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Board of County Commissioners, Wabaunsee County v. Umbehr", "1996-06-28", "scotus",
             [(518, "U.S.", "668")]),
        *filler(518, "U.S.", "scotus", 1996, 100, count=40),
        Case(2, "International Brotherhood of Electrical Workers, Local 26 v. NLRB", "2012-03-02", "cadc",
             [(700, "F.3d", "105")]),
        Case(3, "Sierra Club, Lone Star Chapter v. Cedar Point Oil Co.", "2011-05-02", "ca5",
             [(660, "F.3d", "405")]),
        *filler(700, "F.3d", "cadc", 2012, 200, count=40),
        *filler(660, "F.3d", "ca5", 2011, 300, count=40),
    ]  # fmt: skip
    return index_of(tmp_path_factory.mktemp("units"), cases, COURTS)


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        ("Bd. of Cnty. Comm'rs, Wabaunsee Cnty. v. Umbehr, 518 U.S. 668, 669 (1996)",
         CitationStatus.VERIFIED),
        ("Int'l Bhd. of Elec. Workers, Local 26 v. NLRB, 700 F.3d 105, 106 (D.C. Cir. 2012)",
         CitationStatus.VERIFIED),
        ("Sierra Club, Lone Star Chapter v. Cedar Point Oil Co., 660 F.3d 405, 406 (5th Cir. 2011)",
         CitationStatus.VERIFIED),
        # another body with the same unit
        ("Int'l Union of Operating Eng'rs, Local 26 v. NLRB, 700 F.3d 105, 106 (D.C. Cir. 2012)",
         CitationStatus.ERROR),
        ("Nat'l Audubon Soc'y, Lone Star Chapter v. Cedar Point Oil Co., 660 F.3d 405, 406 (5th Cir. 2011)",
         CitationStatus.ERROR),
    ],
)  # fmt: skip
def test_a_body_and_its_unit(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus
) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is expected, ev.evidence_summary
