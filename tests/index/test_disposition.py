"""What the brief says the cited court did with the decision before it ("(affirming ...)", "The
Second Circuit affirmed") against the disposition its opinion ends with."""

from __future__ import annotations

from pathlib import Path

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.verify.disposition import disposition, said_disposition

REVERSED = {
    200: "Plaintiff sued the employer after her discharge.",
    201: "The district court granted summary judgment to the employer. That was error.",
    202: "We reverse the judgment of the district court and remand for a new trial. REVERSED AND REMANDED.",
}


@pytest.mark.parametrize(
    ("ending", "did"),
    [
        ("For these reasons, we affirm. AFFIRMED.", "affirm"),
        ("The judgment of the Court of Appeals is reversed, and the case is remanded.", "reverse"),
        ("We therefore vacate the order and remand.", "reverse"),
        ("AFFIRMED in part, REVERSED in part, and REMANDED.", None),  # in part: either way
        ("We affirm the conviction but reverse the sentence.", None),  # both
        ("The petition for review is granted.", None),  # neither
        # another body's act in lower case is no disposition of the court's
        ("The Board reversed the ALJ's credibility findings. The petition for review is denied.", None),
        ("The trial court vacated the duplicative count, as it was required to do.", None),
    ],
)
def test_the_disposition_is_read_from_the_opinions_last_words(ending: str, did: str | None) -> None:
    found = disposition(f"The facts are these. The law is that. {ending}")
    assert (found[0] if found else None) == did


@pytest.mark.parametrize(
    ("parenthetical", "sentence", "said"),
    [
        ("affirming the dismissal of the claim", "See Hale.", "affirm"),
        ("reversing summary judgment", "See Hale.", "reverse"),
        ("affirming in part", "See Hale.", None),
        (None, "The Second Circuit affirmed the dismissal. Hale.", "affirm"),
        (None, "The Court reversed. Hale.", "reverse"),
        # another court's act, or the brief's own ask
        (None, "The district court reversed the agency. Hale.", None),
        (None, "This Court should reverse. Hale.", None),
        (None, "The Court of Appeals reversed, and the Supreme Court affirmed. Hale.", None),
        (None, "The appellate court reversed the verdict. Hale.", None),
    ],
)
def test_what_the_brief_says_the_court_did(
    parenthetical: str | None, sentence: str, said: str | None
) -> None:
    assert said_disposition(parenthetical, sentence) == said


@pytest.mark.parametrize(
    ("brief", "status"),
    [
        ("See Hale v. Pratt, 600 F.3d 200, 202 (2d Cir. 2011) (affirming the judgment below).",
         CitationStatus.REVIEW),
        ("The Second Circuit affirmed the judgment. Hale v. Pratt, 600 F.3d 200, 202 (2d Cir. 2011).",
         CitationStatus.REVIEW),
        ("See Hale v. Pratt, 600 F.3d 200, 202 (2d Cir. 2011) (reversing summary judgment for the employer).",
         CitationStatus.VERIFIED),
        ("The district court affirmed the award. See Hale v. Pratt, 600 F.3d 200, 202 (2d Cir. 2011).",
         CitationStatus.VERIFIED),
    ],
)  # fmt: skip
def test_a_disposition_the_brief_gives_the_other_way_round_is_for_review(
    tmp_path: Path, brief: str, status: CitationStatus
) -> None:
    ev, found = offline_check(one_opinion_index(tmp_path, REVERSED), tmp_path, brief, "Hale")
    assert found is status, ev.evidence_summary
    if status is CitationStatus.REVIEW:
        assert "the opinion ends reversing it: “REVERSED AND REMANDED.”" in ev.evidence_summary
    elif "reversing" in brief:
        assert "disposition" in ev.checked
