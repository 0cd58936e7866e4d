"""A citation real courts cite is never called nonexistent: CourtListener's unmatched-citations
file (citations in real opinions it could not match to a case) is read into the index, and an empty
page of a densely held volume that opinions cite is "not covered", with how many cite it."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler, volumes
from offline_check import cited_for_a_rule, offline_check

from briefcheck.domain.codes import Category, Outcome
from briefcheck.domain.errors import InputError
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

EDITION = "2026-06-30"
COURTS = {"ca2": "Court of Appeals for the Second Circuit"}
CASES: list[Case] = filler(604, "F.3d", "ca2", 2011, 100, count=30)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("unmatched-bulk")
    Snapshot(cases=CASES, courts=COURTS, unmatched=[(604, "F.3d", "30"), (604, "F. 3d", "30")]).write(
        bulk, EDITION
    )
    target = tmp_path_factory.mktemp("unmatched-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex, tmp_path: Path, cited: str):
    return offline_check(index, tmp_path, cited_for_a_rule(cited))[0]


def test_a_page_real_opinions_cite_is_never_nonexistent(index, tmp_path) -> None:
    assert index.cited_unmatched("604", "F.3d", "30") == 2
    ev = check(index, tmp_path, "Quorvane v. Plimsett, 604 F.3d 30 (2d Cir. 2011)")
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT
    assert ev.outcome is Outcome.UNVERIFIABLE and "2 opinions held cite 604 F.3d 30" in ev.evidence_summary


def test_a_page_nobody_cites_is_still_nonexistent(index, tmp_path) -> None:
    ev = check(index, tmp_path, "Quorvane v. Plimsett, 604 F.3d 70 (2d Cir. 2011)")
    assert ev.hallucination_category is Category.AUTHORITY_NONEXISTENT


def test_a_corrupt_unmatched_citations_file_is_a_clear_error(tmp_path: Path) -> None:
    bulk = tmp_path / "bulk"
    Snapshot(cases=CASES, courts=COURTS).write(bulk, EDITION)
    (bulk / f"unmatched-citations-{EDITION}.csv.bz2").write_bytes(b"BZh9 this is not a bzip2 stream")
    with pytest.raises(InputError, match="unmatched-citations"):
        build_index(bulk, tmp_path / "i.sqlite")
    assert not (tmp_path / "i.sqlite").exists()


def _hale_in_a_garbled_row(tmp_path: Path, row: str, garbled: str) -> tuple[SQLiteCitationIndex, list[str]]:
    """An index of Hale v. Pratt at 604 F.3d 1500 (past where F.3d's volumes are measured to end)
    among other cases, built from a citations file whose row `row` was written `garbled`."""
    import bz2

    bulk = tmp_path / "bulk"
    further = volumes("F.3d", "ca2", 2011, 590, 9, 50_000)
    cases = [Case(900, "Hale v. Pratt", "2011-05-02", "ca2", [(604, "F.3d", "1500")]), *CASES, *further]
    Snapshot(cases=cases, courts=COURTS).write(bulk, EDITION)
    path = bulk / f"citations-{EDITION}.csv.bz2"
    lines = bz2.decompress(path.read_bytes()).decode().splitlines(keepends=True)
    path.write_bytes(bz2.compress("".join(ln.replace(row, garbled, 1) for ln in lines).encode()))
    said: list[str] = []
    build_index(bulk, tmp_path / "i.sqlite", say=said.append)
    return SQLiteCitationIndex(tmp_path / "i.sqlite"), said


def _hale_is_unverifiable_and_an_empty_page_still_evidence(
    index: SQLiteCitationIndex, tmp_path: Path
) -> None:
    ev = check(index, tmp_path, "Hale v. Pratt, 604 F.3d 1500 (2d Cir. 2011)")
    assert ev.outcome is Outcome.UNVERIFIABLE and "malformed row" in ev.evidence_summary, ev.evidence_summary
    assert check(
        index, tmp_path, "Quorvane v. Plimsett, 604 F.3d 70 (2d Cir. 2011)"
    ).hallucination_category is (Category.AUTHORITY_NONEXISTENT)


def test_a_page_whose_row_the_build_skipped_is_never_nonexistent(tmp_path: Path) -> None:
    """A malformed row of the citations file is skipped, said, and kept: the real case it held is
    not convicted as nonexistent by the empty page it leaves; other empty pages still are."""
    index, said = _hale_in_a_garbled_row(tmp_path, ',"1500",', ',"1500","extra",')  # a field too many
    assert any("skipped" in line for line in said)
    _hale_is_unverifiable_and_an_empty_page_still_evidence(index, tmp_path)


@pytest.mark.parametrize("volume", ["6\x0004", "6O4", "-604", "604" + "0" * 25])
def test_a_row_whose_volume_is_no_number_is_kept_as_skipped(tmp_path: Path, volume: str) -> None:
    """A citations row whose volume holds a NUL, a letter, a sign or more digits than SQLite holds
    was dropped with no trace: the real case at its slot was then ERROR "no case at 604 F.3d 1500".
    It is kept as a skipped row, so a slot of its reporter and page is no evidence of absence."""
    index, _ = _hale_in_a_garbled_row(tmp_path, '"604","F.3d","1500"', f'"{volume}","F.3d","1500"')
    _hale_is_unverifiable_and_an_empty_page_still_evidence(index, tmp_path)
