"""A quotation of several of the court's sentences, one a question ("Is a warrant required? No.
..."), is split by the brief's sentence reading: the part of it the citing sentence holds is still
the court's words, not the brief's own paraphrase to be read for a flipped negation."""

from __future__ import annotations

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

PAGES = {
    300: "Plaintiffs allege that the company concealed the defect from its regulators for years.",
    301: "Is a warrant required? No. Reasonable suspicion suffices for a brief investigatory stop.",
    302: "Was the stop lawful? No. The officer had a reasonable basis for it.",
    303: "The merged firm held less than 10 percent of the national market, and more than $500 in fees was "
    "due.",
}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return one_opinion_index(tmp_path_factory.mktemp("question"), PAGES)


@pytest.mark.parametrize(
    ("quoted", "pin", "expected"),
    [
        (PAGES[301], 301, CitationStatus.VERIFIED),
        (PAGES[302], 302, CitationStatus.VERIFIED),
        ("Is a warrant required? Yes. Reasonable suspicion never suffices for a brief investigatory "
         "stop.", 301, CitationStatus.ERROR),
    ],
)  # fmt: skip
def test_a_quoted_question_and_its_answer_are_the_courts_words(
    index, tmp_path, quoted, pin, expected
) -> None:
    text = f'The court wrote: "{quoted}" Hale v. Pratt, 600 F.3d 300, {pin} (2d Cir. 2011).\n'
    evidence, status = offline_check(index, tmp_path, text)
    assert status is expected, evidence.evidence_summary


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ('The firm held less than "10 percent of the national market."', CitationStatus.VERIFIED),
        ('The firm held more than "10 percent of the national market."', CitationStatus.REVIEW),
        ('The court found that less than "$500 in fees was due."', CitationStatus.REVIEW),
        ('The court found that more than "$500 in fees was due."', CitationStatus.VERIFIED),
        # "no more than" is at most, "not less than" at least: said either way, the same comparison
        ('The firm held no more than "10 percent of the national market."', CitationStatus.VERIFIED),
        ('The court found that not less than "$500 in fees was due."', CitationStatus.VERIFIED),
    ],
)
def test_a_comparison_set_before_a_quoted_figure_is_read_against_the_courts(
    index, tmp_path, said, expected
) -> None:
    """The quotation starts at the figure; the comparison before it, outside the marks, is the
    brief's: 'more than "10 percent"' of the court's "less than 10 percent" turns what it said."""
    evidence, status = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, 303 (2d Cir. 2011).\n"
    )
    assert status is expected, evidence.evidence_summary
