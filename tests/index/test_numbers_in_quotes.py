"""A quotation whose number is written otherwise than the opinion writes it ("1 day" for "one
day"), checked end to end: VERIFIED, saying so on the card; another number is still an error."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, Snapshot
from offline_check import offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

OPINION = (
    "<p>JUSTICE KENNEDY delivered the opinion of the Court.</p><p>We hold that a notice of appeal filed "
    "one day late deprives the court of appeals of jurisdiction, and that the thirty (30) days the rule "
    "allows may not be extended.</p>"
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("numbers-bulk")
    case = Case(1, "Ashdown v. Mercer", "1990-03-05", "scotus", [(494, "U.S.", "10")],
                opinions=[("010combined", "html_with_citations", OPINION)])  # fmt: skip
    Snapshot(cases=[case], courts={"scotus": "Supreme Court"}).write(bulk, "2026-06-30")
    target = tmp_path_factory.mktemp("numbers-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def test_a_number_in_digits_for_the_opinions_words_is_verified_and_said(index, tmp_path) -> None:
    evidence, status = offline_check(
        index,
        tmp_path,
        'Late appeals fail: "a notice of appeal filed 1 day late deprives the court of appeals of '
        'jurisdiction," and "the 30 days the rule allows may not be extended." '
        "Ashdown v. Mercer, 494 U.S. 10 (1990).",
    )
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
    assert "number written otherwise" in evidence.evidence_summary


def test_another_number_is_still_a_misquotation(index, tmp_path) -> None:
    evidence, status = offline_check(
        index,
        tmp_path,
        'Late appeals fail: "a notice of appeal filed 2 days late deprives the court of appeals of '
        'jurisdiction." Ashdown v. Mercer, 494 U.S. 10 (1990).',
    )
    assert status is CitationStatus.ERROR, evidence.evidence_summary
