"""Ohio's Supreme Court cites its own cases reporter first, the paragraph pinned after the webcite
("156 Ohio St.3d 600, 2019-Ohio-1300, ¶ 9"): the paragraph is the citation's pin, checked against
the opinion's numbered paragraphs as the webcite alone is (a quotation at ¶ 9 pinned to ¶ 4 was
VERIFIED, its pin left "not checked")."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import index_of, offline_check, star_paginated

from briefcheck.domain.codes import CitationStatus

QUOTED = "A warrant is required before officers may search the contents of a seized cell phone."


def numbered(paragraphs: int, quoted_at: int) -> str:
    return "<p>OPINION</p>" + "".join(
        f"<p>¶ {n} {QUOTED if n == quoted_at else f'Paragraph {n} sets out the facts of the search.'}</p>"
        for n in range(1, paragraphs + 1)
    )


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory):
    cases = [
        Case(1, "State v. Park", "2019-04-02", "ohio", [(2019, "Ohio", "1300"), (156, "Ohio St. 3d", "600")],
             citation_type=2, opinions=[("010combined", "html_with_citations", numbered(12, 9))]),
        *filler(156, "Ohio St. 3d", "ohio", 2019, 1000),
    ]  # fmt: skip
    return index_of(tmp_path_factory.mktemp("ohio"), cases, {"ohio": "Supreme Court of Ohio"})


@pytest.mark.parametrize(
    ("pin", "status"),
    [("¶ 9", CitationStatus.VERIFIED), ("¶ 4", CitationStatus.ERROR), ("¶¶ 8-9", CitationStatus.VERIFIED)],
)
def test_the_webcites_paragraph_pins_the_reporter_citation(index, tmp_path: Path, pin: str, status) -> None:
    evidence, got = offline_check(
        index,
        tmp_path,
        f'As the court held, "{QUOTED}" State v. Park, 156 Ohio St.3d 600, 2019-Ohio-1300, {pin}.',
    )
    assert got is status, evidence.evidence_summary
    assert "of the parallel citation" not in evidence.evidence_summary
    if status is CitationStatus.ERROR:
        assert "at paragraph 9, not at the cited paragraph ¶ 4" in evidence.evidence_summary


@pytest.fixture(scope="module")
def mississippi(tmp_path_factory: pytest.TempPathFactory):
    cases = [
        Case(2, "Jones v. State", "2019-03-05", "missctapp", [(270, "So. 3d", "100")],
             opinions=[("010combined", "html_with_citations", numbered(20, 9))]),
        *filler(270, "So. 3d", "missctapp", 2019, 2000),
    ]  # fmt: skip
    return index_of(tmp_path_factory.mktemp("miss"), cases, {"missctapp": "Court of Appeals of Mississippi"})


@pytest.mark.parametrize(
    ("pin", "status"),
    [
        # Mississippi's paragraph pin in its own parenthetical, after the page pin or alone (a wrong
        # one was VERIFIED, never read)
        ("101 (¶9)", CitationStatus.VERIFIED),
        ("101 (¶4)", CitationStatus.ERROR),
        ("100 (¶¶8-9)", CitationStatus.VERIFIED),
    ],
)
def test_mississippis_paragraph_pin_is_the_citations_pin(
    mississippi, tmp_path: Path, pin: str, status
) -> None:
    evidence, got = offline_check(
        mississippi,
        tmp_path,
        f'As the court held, "{QUOTED}" Jones v. State, 270 So. 3d 100, {pin} (Miss. Ct. App. 2019).',
    )
    assert got is status, evidence.evidence_summary
    assert "the page pin 10" in evidence.evidence_summary  # said unchecked: its paragraph was


@pytest.fixture(scope="module")
def mississippi_paged(tmp_path_factory: pytest.TempPathFactory):
    pages = {
        100: "¶ 1 The facts are these.",
        101: "¶ 2 The officer seized the phone.",
        102: f"¶ 9 {QUOTED}",
        103: "¶ 10 The judgment is affirmed.",
    }
    cases = [
        Case(3, "Kemp v. State", "2019-03-05", "missctapp", [(271, "So. 3d", "100")],
             opinions=[("010combined", "html_with_citations", star_paginated(pages))]),
        *filler(271, "So. 3d", "missctapp", 2019, 3000),
    ]  # fmt: skip
    return index_of(
        tmp_path_factory.mktemp("miss-paged"), cases, {"missctapp": "Court of Appeals of Mississippi"}
    )


@pytest.mark.parametrize(
    ("pin", "status"), [("102 (¶9)", CitationStatus.VERIFIED), ("101 (¶9)", CitationStatus.ERROR)]
)
def test_a_page_pin_beside_the_paragraph_is_checked_where_the_text_marks_pages(
    mississippi_paged, tmp_path: Path, pin: str, status
) -> None:
    """The text marks its pages: the page pin is checked, the paragraph said unchecked (a wrong page
    beside a right paragraph was VERIFIED once the paragraph was read)."""
    evidence, got = offline_check(
        mississippi_paged,
        tmp_path,
        f'As the court held, "{QUOTED}" Kemp v. State, 271 So. 3d 100, {pin} (Miss. Ct. App. 2019).',
    )
    assert got is status, evidence.evidence_summary
    assert "the paragraph pin ¶ 9 (its page pin was checked)" in evidence.evidence_summary
