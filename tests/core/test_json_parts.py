"""`json_parts` joins to the very bytes `json_bytes` writes, for the documents and results a check
writes with --out: nested lists, empty lists, absent fields, escapes and characters past ASCII."""

from __future__ import annotations

from pathlib import Path

import pytest

from briefcheck.domain.config import Settings
from briefcheck.domain.models import CheckResult, Tier1Document, json_bytes, json_parts
from briefcheck.extract import extract_text
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.steps import open_stores

TEXT = (
    "See Brown v. Board of Education, 347 U.S. 483, 495 (1954) (holding “separate” is “unequal”).\n\n"
    'Id. at 494. The court said "a \\\\ backslash\ttab and ✗ mark 🙂".\n\n'
    "Smith v. Jones, 1 F.4th 2 (2d Cir. 2021).\n\n"
    "R (Miller) v Secretary of State [2017] UKSC 5 at [45]; Fake v Made Up [2031] EWCA Civ 99999.\n\n"
    "A paragraph with no citation at all."
)


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> tuple[Tier1Document, CheckResult]:
    home = tmp_path_factory.mktemp("home")
    settings = Settings(home=home)
    result = check_document(TEXT.encode(), "brief.txt", settings, open_stores(settings, standard_outputs()))
    return extract_text(TEXT), result


@pytest.mark.parametrize("indent", [None, 2, 4])
def test_the_parts_join_to_the_json(written: tuple[Tier1Document, CheckResult], indent: int | None) -> None:
    doc, result = written
    assert len(result.citations()) >= 5 and result.evidence and doc.unread == []  # and an empty list
    for model in (doc, result, result.summary, doc.blocks[0]):
        parts = list(json_parts(model, indent))
        assert b"".join(parts) == json_bytes(model, indent)
        assert all(part.decode() for part in parts)  # each part whole UTF-8


def test_check_out_is_written_in_parts_as_the_json(
    written: tuple[Tier1Document, CheckResult], tmp_path: Path
) -> None:
    from briefcheck.cli import _write

    _, result = written
    out = tmp_path / "nested" / "result.json"
    _write(out, json_parts(result, indent=2))
    assert out.read_bytes() == json_bytes(result, indent=2)
