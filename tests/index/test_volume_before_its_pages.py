"""A Supreme Court case cited by its volume before its pages are printed, with its S. Ct. parallel
("596 U.S. ___, 142 S. Ct. 865, 867"): looked up at the parallel, as "___ U.S. ___, 142 S. Ct. 865"
is. It was ERROR, 'malformed: no volume, reporter and page to look the case up by'."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Brannigan v. Lowery", "2022-05-23", "scotus", [(142, "S. Ct.", "865")]),
        *filler(142, "S. Ct.", "scotus", 2022, 800, count=40),
    ]
    return index_of(tmp_path_factory.mktemp("blank-page"), cases, {"scotus": "Supreme Court"})


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        ("Brannigan v. Lowery, 596 U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.VERIFIED),
        ("Brannigan v. Lowery, ___ U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.VERIFIED),
        ("Hollister v. Quade, 596 U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.ERROR),
        # a volume of another year: the parallel found does not vouch for it
        ("Brannigan v. Lowery, 612 U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.ERROR),
        ("Brannigan v. Lowery, 400 U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.ERROR),
    ],
)
def test_a_volume_whose_pages_are_not_printed_is_looked_up_at_its_parallel(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus
) -> None:
    evidence, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is expected, evidence.evidence_summary
    assert "142 S. Ct. 865" in evidence.evidence_summary or status is CitationStatus.ERROR
