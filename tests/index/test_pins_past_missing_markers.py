"""An opinion whose page markers skip a few pages (a page of tables, an appendix set in another
file, a marker the text lost) still runs on past the gap: a pin to a page marked after it is the
case's, and was called outside the opinion (ERROR on a real citation). Markers far from the run,
a parallel reporter's, still end it."""

from __future__ import annotations

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

PAGES = {
    500: "The plaintiff must establish three elements. First, she must show protected activity.",
    501: "An employer is not liable for the isolated remarks of a co-worker. Other matters follow here.",
    502: "The record shows a long course of dealing between these parties over many years.",
    # (503-507 carry no markers: the text lost them)
    508: "We decline to adopt a bright-line rule for these claims. The parties agree on little else.",
    509: "The judgment of the district court is affirmed in every respect. So ordered by the court.",
}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return one_opinion_index(tmp_path_factory.mktemp("gap"), PAGES)


@pytest.mark.parametrize(
    ("pin", "quote", "expected"),
    [
        ("508", "we decline to adopt a bright-line rule for these claims", CitationStatus.VERIFIED),
        ("509", "The judgment of the district court is affirmed in every respect", CitationStatus.VERIFIED),
        ("501", "An employer is not liable for the isolated remarks of a co-worker", CitationStatus.VERIFIED),
        # past the last page marked: outside the opinion
        ("540", "we decline to adopt a bright-line rule for these claims", CitationStatus.ERROR),
    ],
)
def test_a_pin_past_a_gap_in_the_page_markers_is_the_cases(
    index: SQLiteCitationIndex, tmp_path, pin: str, quote: str, expected: CitationStatus
) -> None:
    text = f'The rule is settled: "{quote}." Hale v. Pratt, 600 F.3d 500, {pin} (2d Cir. 2011).'
    evidence, status = offline_check(index, tmp_path, text)
    assert status is expected, evidence.evidence_summary
