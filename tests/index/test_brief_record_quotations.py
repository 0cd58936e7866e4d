"""A brief quoting the complaint or the record gives its record citation inline ('"... growth," AC ¶ 52,
which is puffery. See Hale ...', New York's '"..." (R 45)', California's '(2 CT 310)'): the words are
the record's, not the case's cited after them. They were checked against the case and called ERROR
(in most motions to dismiss and every New York appellate brief)."""

from __future__ import annotations

from pathlib import Path

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

PAGES = {101: "Generalized statements of optimism are inactionable puffery.", 102: "Affirmed."}
CITED = "Hale v. Pratt, 600 F.3d 101, 101 (2d Cir. 2011)"
RECORD_WORDS = "poised for strong and sustained growth"


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return one_opinion_index(tmp_path_factory.mktemp("brief-record"), PAGES)


@pytest.mark.parametrize(
    "brief",
    [
        *(
            f'Defendants described the Fund as "{RECORD_WORDS}," {record}, which is puffery. See {CITED}.'
            for record in ("AC ¶ 52", "FAC ¶ 52", "SAC ¶ 52", "ECF No. 30 at 4", "Dkt. 30 ¶ 52", "J.A. 123",
                           "R. 45", "Smith Decl. ¶ 4", "Ex. A at 2", "Compl. at 4", "Opp. at 9")
        ),
        f'The Board found the Fund was "{RECORD_WORDS}" (R 45), a finding that is puffery (see {CITED}).',
        f'The lender said the Fund was "{RECORD_WORDS}" (2 CT 310), which is puffery ({CITED}).',
        f"The statements are puffery. {CITED}; see AC ¶ 41 (alleging the Fund was \"{RECORD_WORDS}\").",
    ],
)  # fmt: skip
def test_the_records_words_quoted_with_its_citation_are_not_the_cases(
    index: SQLiteCitationIndex, tmp_path: Path, brief: str
) -> None:
    evidence, status = offline_check(index, tmp_path, brief)
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
    assert "quote" not in evidence.evidence_summary


def test_the_same_words_given_as_the_cases_are_an_error(index: SQLiteCitationIndex, tmp_path: Path) -> None:
    evidence, status = offline_check(index, tmp_path, f'The court held the Fund "{RECORD_WORDS}." {CITED}.')
    assert status is CitationStatus.ERROR, evidence.evidence_summary
