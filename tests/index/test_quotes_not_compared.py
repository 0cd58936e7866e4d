"""A found case whose text the index does not hold: the quotation the brief gives it was not
compared, and every surface says so (the headline, the Word file's opening comment)."""

from __future__ import annotations

import io
from pathlib import Path

import docx
from bulk_dialect import Case
from offline_check import index_of

from briefcheck.cli import main
from briefcheck.domain.models import CheckResult
from briefcheck.report.docx import AUTHOR


def test_every_surface_says_the_quotation_of_a_found_case_was_not_compared(tmp_path: Path) -> None:
    """The Word file opened with no comment where every citation was found and commented nothing
    (only a citation left unchecked, or a part unread, made it write its headline)."""
    index = index_of(
        tmp_path,
        [Case(1, "Smith v. Jones Corp.", "2015-04-01", "ca2", [(800, "F.3d", "100")])],
        {"ca2": "CA2"},
    )
    brief = tmp_path / "brief.docx"
    document = docx.Document()
    document.add_paragraph(
        'The deadline is jurisdictional. "No equitable exception may ever excuse a late notice." Smith v. '
        "Jones Corp., 800 F.3d 100, 101 (2d Cir. 2015)."
    )
    document.save(str(brief))
    out, annotated = tmp_path / "r.json", tmp_path / "annotated.docx"
    args = ["--home", str(tmp_path / "h"), "check", str(brief), "--index", index.location, "--tier3", "all"]
    main([*args, "--out", str(out), "--docx", str(annotated), "--quiet"])
    result = CheckResult.model_validate_json(out.read_text())
    said = "the quotations of 1 were not compared with the opinion's text"
    assert said in result.summary.headline
    comments = [
        c.text for c in docx.Document(io.BytesIO(annotated.read_bytes())).comments if c.author == AUTHOR
    ]
    assert any(c.startswith("briefcheck: ") and said in c for c in comments), comments
