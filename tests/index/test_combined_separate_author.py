"""A separate opinion cited by its author ("(Smith, J., dissenting)") where the case is held as one
combined text: its byline, opening a sentence of the text, names the author; a judge it does not
name is REVIEW (it was VERIFIED, "attribution (dissent)", whoever the brief named)."""

from __future__ import annotations

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

PAGES = {
    300: "The employee filed her charge a day late. The limitations period is not subject to tolling. "
    "See Hale v. Roe, 1 F.3d 1 (2d Cir. 1990) (Parker, J., dissenting). AFFIRMED. LOHIER, Circuit "
    "Judge, concurring in the judgment. Tolling is unavailable here.",
    301: "ROE, Circuit Judge, dissenting. The majority's rule is unreasonable and will bar meritorious "
    "claims. I respectfully dissent.",
}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return one_opinion_index(tmp_path_factory.mktemp("combined"), PAGES)


@pytest.mark.parametrize(
    ("author", "expected"),
    [
        ("Roe", CitationStatus.VERIFIED),
        ("Smith", CitationStatus.REVIEW),  # the majority's author, or anyone else
        ("Doe", CitationStatus.REVIEW),
        ("Parker", CitationStatus.REVIEW),  # a dissent the opinion cites is another case's
    ],
)
def test_the_author_of_a_dissent_in_a_combined_text(index, tmp_path, author, expected) -> None:
    said = (
        f"Hale v. Pratt, 600 F.3d 300, 301 (2d Cir. 2011) ({author}, J., dissenting) (\"The majority's "
        'rule is unreasonable and will bar meritorious claims.").\n'
    )
    evidence, status = offline_check(index, tmp_path, said)
    assert status is expected, evidence.evidence_summary
    if expected is CitationStatus.REVIEW:
        assert "the dissent of ROE" in evidence.evidence_summary


@pytest.mark.parametrize(
    ("author", "expected"), [("Lohier", CitationStatus.VERIFIED), ("Roe", CitationStatus.REVIEW)]
)
def test_the_author_of_a_concurrence_in_a_combined_text(index, tmp_path, author, expected) -> None:
    said = (
        f"Hale v. Pratt, 600 F.3d 300, 300 (2d Cir. 2011) ({author}, J., concurring) (tolling unavailable).\n"
    )
    evidence, status = offline_check(index, tmp_path, said)
    assert status is expected, evidence.evidence_summary
