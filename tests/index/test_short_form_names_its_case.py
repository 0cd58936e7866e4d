"""A short form is its full citation's only where each word of its name is that citation's: one
sharing a word ("Jones Manufacturing", "Smith v. Brown" after "Smith v. Jones Motor Co.") names
another case, and is checked by its own name (each was VERIFIED under its antecedent's)."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import index_of

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.steps import open_stores

FULL = "Smith v. Jones Motor Co., 600 F.3d 105, 107 (2d Cir. 2011)"


@pytest.fixture(scope="module")
def index_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("short")
    index_of(
        directory,
        [Case(1, "Smith v. Jones Motor Co.", "2011-01-10", "ca2", [(600, "F.3d", "105")]),
         *filler(600, "F.3d", "ca2", 2011, 100)],
        {"ca2": "Court of Appeals for the Second Circuit"},
    )  # fmt: skip
    return directory


@pytest.mark.parametrize(
    ("short", "expected"),
    [
        ("Jones Manufacturing, 600 F.3d at 109", CitationStatus.ERROR),
        ("Smith v. Brown, 600 F.3d at 108", CitationStatus.ERROR),
        ("Brown v. Jones Motor Co., 600 F.3d at 108", CitationStatus.ERROR),
        # its own words, written out or abbreviated
        ("Jones Motor, 600 F.3d at 108", CitationStatus.VERIFIED),
        ("Smith, 600 F.3d at 108", CitationStatus.VERIFIED),
        ("Smith v. Jones Motor Co., 600 F.3d at 108", CitationStatus.VERIFIED),
    ],
)
def test_a_short_form_sharing_a_word_with_its_full_citation_is_checked_by_its_own_name(
    index_dir: Path, tmp_path: Path, short: str, expected: CitationStatus
) -> None:
    from briefcheck.index.sqlite import SQLiteCitationIndex

    settings = Settings(home=tmp_path / "home")
    stores = open_stores(settings, standard_outputs())
    brief = f"The rule is settled. See {FULL}.\nThe harm must be imminent. {short}.\n"
    index = SQLiteCitationIndex(index_dir / "courtlistener.sqlite")
    result = check_document(brief.encode(), "brief.txt", settings, stores, index=index)
    found = {c.text: c.status for c in result.citations()}
    assert found[FULL] is CitationStatus.VERIFIED, found
    assert found[short] is expected, found
