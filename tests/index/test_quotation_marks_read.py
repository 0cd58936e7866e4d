"""An invented quotation typed in unusual marks ("”...”", "„...“", guillemets, typewriter's "''")
is read and checked: it was never read, and the case was VERIFIED with no word of the quotation."""

from __future__ import annotations

from pathlib import Path

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus

SAID = "a late notice may always be excused for good cause"


@pytest.mark.parametrize(
    ("opening", "closing"),
    [
        ("\u201d", "\u201d"),
        ("\u201e", "\u201c"),
        ("\u00ab", "\u00bb"),
        ("``", "''"),
        ("''", "''"),
    ],
)
def test_an_invented_quotation_in_unusual_marks_is_an_error(
    tmp_path: Path, opening: str, closing: str
) -> None:
    index = one_opinion_index(tmp_path, {101: "A late notice is excused only for good cause shown."})
    brief = f"The court held that {opening}{SAID}.{closing} Hale v. Pratt, 600 F.3d 101, 101 (2d Cir. 2011)."
    evidence, status = offline_check(index, tmp_path, brief)
    assert status is CitationStatus.ERROR, evidence.evidence_summary
    assert "quotation" in evidence.evidence_summary


def test_the_true_quotation_in_a_right_mark_opening_it_is_verified(tmp_path: Path) -> None:
    index = one_opinion_index(tmp_path, {101: "A late notice is excused only for good cause shown."})
    brief = (
        "The court held that \u201da late notice is excused only for good cause shown.\u201d Hale v. Pratt, "
        "600 F.3d 101, 101 (2d Cir. 2011)."
    )
    evidence, status = offline_check(index, tmp_path, brief)
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
    assert "1 quote" in evidence.evidence_summary
