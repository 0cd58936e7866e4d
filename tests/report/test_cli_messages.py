"""What a litigator sees on the command line when something is wrong: one clear line, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from briefcheck import extract
from briefcheck.cli import EXIT_ERROR, main


def _one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith("briefcheck: error: ") and "Traceback" not in err
    return lines[0]


def test_damaged_pdf_gives_one_line_not_library_chatter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = tmp_path / "damaged.pdf"
    pdf.write_bytes(b"%PDF-1.7\n\x00\x01garbage")  # pypdf logs "EOF marker not found" on this
    assert main(["--home", str(tmp_path / "h"), "check", str(pdf)]) == EXIT_ERROR
    assert "damaged.pdf" in _one_line(capsys.readouterr().err)


def test_an_unexpected_failure_is_one_line_and_debug_shows_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    brief = tmp_path / "brief.txt"
    brief.write_text("See Ashcroft v. Iqbal, 556 U.S. 662 (2009).")

    def broken(data: bytes, source_name: str) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(extract, "extract_document", broken)
    assert main(["extract", str(brief)]) == EXIT_ERROR
    line = _one_line(capsys.readouterr().err)
    assert "brief.txt" in line and "RuntimeError" in line and "--debug" in line
    with pytest.raises(RuntimeError):
        main(["extract", str(brief), "--debug"])


@pytest.mark.parametrize("target", ["dir", "under_a_file"])
def test_an_unwritable_output_is_refused_before_the_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], repo_root: Path, target: str
) -> None:
    (tmp_path / "afile").write_text("x")
    out = tmp_path if target == "dir" else tmp_path / "afile" / "r.html"
    sample = repo_root / "examples" / "sample_brief.md"
    assert main(["--home", str(tmp_path / "h"), "check", str(sample), "--html", str(out)]) == EXIT_ERROR
    line = _one_line(capsys.readouterr().err)
    assert str(out) in line
    assert not (tmp_path / "h").exists()  # nothing was run or stored


def test_home_is_accepted_after_the_command(tmp_path: Path, repo_root: Path) -> None:
    sample = repo_root / "examples" / "sample_brief.md"
    home = tmp_path / "after"
    code = main(["check", str(sample), "--home", str(home), "--tier3", "none", "--quiet"])
    assert code != EXIT_ERROR and (home / "records.sqlite3").is_file()
