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


BYLINES = {
    400: "The statute reaches the claim. AFFIRMED. MR. JUSTICE BLACK, with whom MR. JUSTICE DOUGLAS concurs, "
    "dissenting. The statute does not reach the claim.",
    401: "Reversed. FOX, J., with whom POE, J., joins, dissenting. The jury was properly charged.",
    402: "Vacated. HARTLEY, Circuit Judge (dissenting): The panel errs on the standard.",
    403: "Affirmed. KAY and LUM, JJ., dissenting. The covenant is reasonable.",
    404: "Affirmed. THE CHIEF JUSTICE, with whom JUSTICE ALITO joins, dissenting. The writ should be "
    "dismissed.",
}


@pytest.fixture(scope="module")
def bylines(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return one_opinion_index(tmp_path_factory.mktemp("bylines"), BYLINES)


@pytest.mark.parametrize(
    ("pin", "author", "expected"),
    [
        # the first judge a byline names signs it, not one who joins
        (400, "Black", CitationStatus.VERIFIED),
        (400, "Douglas", CitationStatus.REVIEW),
        (401, "Fox", CitationStatus.VERIFIED),
        (401, "Poe", CitationStatus.REVIEW),
        (402, "Hartley", CitationStatus.VERIFIED),
        (403, "Kay", CitationStatus.VERIFIED),
        (403, "Lum", CitationStatus.VERIFIED),
        (403, "Moe", CitationStatus.REVIEW),
        # the Chief Justice by office alone: a C.J. the brief names may be it; a justice is not
        (404, "Roberts", CitationStatus.REVIEW),
    ],
)
def test_the_signer_of_a_byline_in_a_combined_text(
    bylines, tmp_path, pin: int, author: str, expected
) -> None:
    title = "C.J." if pin == 404 and expected is CitationStatus.VERIFIED else "J."
    said = f"Hale v. Pratt, 600 F.3d 400, {pin} (2d Cir. 2011) ({author}, {title}, dissenting).\n"
    evidence, status = offline_check(bylines, tmp_path, said)
    assert status is expected, evidence.evidence_summary


def test_a_chief_justice_signing_by_office_may_be_the_one_the_brief_names(bylines, tmp_path) -> None:
    said = "Hale v. Pratt, 600 F.3d 400, 404 (2d Cir. 2011) (Roberts, C.J., dissenting).\n"
    evidence, status = offline_check(bylines, tmp_path, said)
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
