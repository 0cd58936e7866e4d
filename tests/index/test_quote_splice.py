"""Quotations made of the court's words that say what the court did not: an ellipsis joining the
middle of one sentence to the middle of another, or a bracket putting the brief's words for the
court's. Not VERIFIED: for a person to read."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler
from offline_check import offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

OPINION = (
    '<p><span class="star-pagination">*501</span> The officers here violated clearly established law. '
    "Officers who act reasonably in light of clearly established law are entitled to qualified "
    "immunity.</p>"
)
# the same sentence near enough on two pages: the one on the pin is the one copied
RESTATED = (
    '<p><span class="star-pagination">*601</span> She contends that the search of her home violated the '
    'Fourth Amendment to the Constitution.</p><p><span class="star-pagination">*602</span> She alleged '
    "that the search of her home violated the Fourth Amendment.</p>"
)
CASES = [
    Case(1, "Hale v. Pratt", "2010-01-04", "ca2", [(600, "F.3d", "500")],
         opinions=[("010combined", "html_with_citations", OPINION)]),
    Case(2, "Dunn v. Ray", "2010-02-04", "ca2", [(600, "F.3d", "600")],
         opinions=[("010combined", "html_with_citations", RESTATED)]),
]  # fmt: skip


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("splice-bulk")
    Snapshot(cases=CASES + filler(600, "F.3d", "ca2", 2010, 100), courts={"ca2": "Second Circuit"}).write(
        bulk, "2026-06-30"
    )
    target = tmp_path_factory.mktemp("splice-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def test_a_spliced_quotation_is_for_review(index: SQLiteCitationIndex, tmp_path: Path) -> None:
    ev, status = offline_check(
        index,
        tmp_path,
        'The officers are immune: "The officers here . . . are entitled to qualified immunity." Hale v. '
        "Pratt, 600 F.3d 500, 501 (2d Cir. 2010).",
    )
    assert status is CitationStatus.REVIEW, ev.evidence_summary
    assert "violated clearly established law" in ev.evidence_summary


def test_a_quotation_within_one_sentence_is_verified(index: SQLiteCitationIndex, tmp_path: Path) -> None:
    ev, status = offline_check(
        index,
        tmp_path,
        'Reasonable officers are immune: "Officers who act reasonably . . . are entitled to qualified '
        'immunity." Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2010).',
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary


def test_a_bracket_putting_the_briefs_words_for_the_courts_is_for_review(
    index: SQLiteCitationIndex, tmp_path: Path
) -> None:
    ev, status = offline_check(
        index,
        tmp_path,
        'Immunity is broad: "Officers who [violate] clearly established law are entitled to qualified '
        'immunity." Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2010).',
    )
    assert status is CitationStatus.REVIEW, ev.evidence_summary
    assert "[violate]" in ev.evidence_summary and "act reasonably in light of" in ev.evidence_summary


def test_a_paraphrase_copying_a_sentence_on_the_pin_is_verified_though_another_page_says_as_much(
    index: SQLiteCitationIndex, tmp_path: Path
) -> None:
    ev, status = offline_check(
        index,
        tmp_path,
        "She alleged that the search of her home violated the Fourth Amendment. Dunn v. Ray, 600 F.3d 600, "
        "602 (2d Cir. 2010).",
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary


def test_a_quote_the_opinion_says_twice_is_pinned_to_the_place_the_brief_cites(tmp_path) -> None:
    """The court's words stand on page 501 and again on 503: cited at 503 they are where the brief
    says, not misplaced (the first place was the only one compared)."""
    from bulk_dialect import Case, Snapshot, filler
    from offline_check import offline_check

    from briefcheck.domain.codes import CitationStatus
    from briefcheck.index.build import build_index
    from briefcheck.index.sqlite import SQLiteCitationIndex

    star = '<span class="star-pagination">*{}</span>'
    body = {
        501: "We conclude that the contract is void for vagueness.",
        502: "The facts are undisputed.",
        503: "For these reasons, the contract is void for vagueness.",
        504: "The judgment is affirmed.",
    }
    html = "".join(f"<p>{star.format(page)} {words}</p>" for page, words in body.items())
    cases = [
        Case(1, "Hale v. Pratt", "2010-05-03", "ca2", [(600, "F.3d", "500")],
             opinions=[("010combined", "html_with_citations", html)]),
        *filler(600, "F.3d", "ca2", 2010, 100),
    ]  # fmt: skip
    Snapshot(cases=cases, courts={"ca2": "Second Circuit"}).write(tmp_path / "bulk", "2026-06-30")
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")
    index = SQLiteCitationIndex(tmp_path / "i.sqlite")
    text = '"[T]he contract is void for vagueness." Hale v. Pratt, 600 F.3d 500, 503 (2d Cir. 2010).'
    evidence, status = offline_check(index, tmp_path, text)
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
    evidence, status = offline_check(index, tmp_path / "w", text.replace(", 503 (", ", 502 ("))
    assert status is CitationStatus.ERROR and "not at the cited page 502" in evidence.evidence_summary
