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
