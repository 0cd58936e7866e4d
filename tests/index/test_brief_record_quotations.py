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
        f'The Fund was "well positioned" and "{RECORD_WORDS}," AC ¶ 52, which is puffery. See {CITED}.',
        f'The trial court found the Fund "{RECORD_WORDS}" (2 RT 310), a finding of fact ({CITED}).',
        f"Keller's HR memo called the Fund \"{RECORD_WORDS},\" J.A. 88, which is puffery. {CITED}.",
        # the Second and Fifth Circuits' appendices and New York's, straight after the quotation
        f'Defendants described the Fund as "{RECORD_WORDS}," SPA-12, which is puffery. {CITED}.',
        f"Keller's HR memo called the Fund \"{RECORD_WORDS},\" JA-88, which is puffery. {CITED}.",
        f'The email called the Fund "{RECORD_WORDS}," ROA.123-24; see {CITED}.',
        f'The Board found the Fund "{RECORD_WORDS}" (A. 45), which is puffery (see {CITED}).',
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


@pytest.mark.parametrize(
    "brief",
    [
        # the quotation in the case's own parenthetical, its sentence citing or naming the case first, a
        # court of appeals speaking it, or the record giving the case as the words' source
        f'See {CITED} (holding that "{RECORD_WORDS}," R. 45).',
        f'In {CITED}, the court held that "{RECORD_WORDS}," AC ¶ 3, and that rule governs.',
        f'Hale held that "{RECORD_WORDS}" Ex. 4 (Hale v. Pratt, 600 F.3d 101, 101 (2d Cir. 2011)).',
        f'The Second Circuit held that "{RECORD_WORDS}," R. 45, and {CITED} controls.',
        f'Plaintiffs rely on the rule that "{RECORD_WORDS}." AC ¶ 3 (quoting {CITED}).',
        f'As the court put it, "{RECORD_WORDS}" (R. 45; {CITED}).',
        # nothing says the words are the record's: a court speaks them, the case is named after them
        f'The Supreme Court has held that "{RECORD_WORDS}," R. 45, and {CITED} controls.',
        f'This Court has held that "{RECORD_WORDS}," R. 45. {CITED}.',
        f'It is settled that "{RECORD_WORDS}," R. 45, as the court held in {CITED}.',
        f'They rely on the rule that "{RECORD_WORDS}." R. 45 (alteration in original) (quoting {CITED}).',
        # a court whose words are its opinion's says them, or a rule's generic party
        f'The Supreme Court stated that "{RECORD_WORDS}," J.A. 45, and {CITED} controls.',
        f'Our highest court said that "{RECORD_WORDS}" (R. 45). {CITED}.',
        f'A plaintiff must allege "{RECORD_WORDS}," R. 45, and none did. {CITED}.',
    ],
)
def test_words_given_as_the_cases_are_checked_though_a_record_citation_follows(
    index: SQLiteCitationIndex, tmp_path: Path, brief: str
) -> None:
    """A record citation after a quotation makes it the record's only where nothing gives it as the
    case's: an invented quotation with 'R. 45' or 'AC ¶ 3' after it passed unchecked."""
    evidence, status = offline_check(index, tmp_path, brief)
    assert status is CitationStatus.ERROR, evidence.evidence_summary


def test_the_court_belows_words_citing_a_case_are_not_the_cases(
    index: SQLiteCitationIndex, tmp_path: Path
) -> None:
    """ "The district court held that "..." J.A. 45 (citing X)": the court below's words, citing X for
    what they say, are not X's."""
    brief = f'The district court held that "{RECORD_WORDS}." J.A. 45 (citing {CITED}).'
    evidence, status = offline_check(index, tmp_path, brief)
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary


def test_the_court_belows_finding_after_a_case_applied_is_the_records(
    index: SQLiteCitationIndex, tmp_path: Path
) -> None:
    brief = f'Applying {CITED}, the district court found the Fund "{RECORD_WORDS}," J.A. 12, and erred.'
    evidence, status = offline_check(index, tmp_path, brief)
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
