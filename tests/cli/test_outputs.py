"""The run stores the outputs its caller hands it, and never imports a renderer."""

from __future__ import annotations

import ast
import io
from pathlib import Path

import pytest

from briefcheck.domain.config import Settings
from briefcheck.domain.models import CheckResult
from briefcheck.domain.outputs import Output
from briefcheck.ingest.media import MEDIA_DOCX
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.steps import extract_step, finalize_step, open_stores
from briefcheck.store.keys import docx_key, report_key

RUN_PACKAGE = Path(__file__).parents[2] / "layers" / "core" / "briefcheck" / "run"


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_the_run_imports_no_renderer() -> None:
    modules = {p.name: imported_modules(p) for p in RUN_PACKAGE.glob("*.py")}
    assert modules, RUN_PACKAGE
    reaching = {
        name: sorted(m for m in found if m.startswith("briefcheck.report")) for name, found in modules.items()
    }
    assert {name: found for name, found in reaching.items() if found} == {}


def test_the_outputs_handed_in_are_what_a_check_leaves(tmp_path: Path) -> None:
    seen: list[tuple[str, bytes | None]] = []

    def render(result: CheckResult, original: bytes | None) -> bytes:
        seen.append((result.document_id, original))
        return f"{result.summary.citations} citations".encode()

    listing = Output("listing", "txt", lambda doc: f"documents/{doc}/listing.txt", "text/plain", render)
    stores = open_stores(Settings(home=tmp_path), (listing,))
    result = check_document(
        b"See Roe v. Wade, 410 U.S. 113 (1973).", "brief.txt", Settings(home=tmp_path), stores
    )
    assert stores.blobs.get(f"documents/{result.document_id}/listing.txt") == b"1 citations"
    assert seen == [(result.document_id, None)]  # a text upload is not the listing's own format
    assert not stores.blobs.exists(report_key(result.document_id))  # only what was handed in


def test_an_output_that_annotates_the_upload_gets_the_uploaded_file(tmp_path: Path) -> None:
    import docx

    document = docx.Document()
    document.add_paragraph("See Roe v. Wade, 410 U.S. 113 (1973).")
    buffer = io.BytesIO()
    document.save(buffer)
    data = buffer.getvalue()
    originals: list[bytes | None] = []

    def keep(result: CheckResult, original: bytes | None) -> bytes:
        originals.append(original)
        return b"annotated"

    annotated = Output("annotated", "docx", docx_key, MEDIA_DOCX, keep, annotates=MEDIA_DOCX)
    settings = Settings(home=tmp_path)
    stores = open_stores(settings, (*standard_outputs(), annotated))
    stores.blobs.put("incoming/local/brief.docx", data, MEDIA_DOCX)
    doc = extract_step(stores, data, "brief.docx", upload_key="incoming/local/brief.docx")
    result = finalize_step(stores, doc.document_id, settings.panel_config(), settings.tier3)
    assert originals == [data]
    assert stores.blobs.get(docx_key(result.document_id)) == b"annotated"
    assert (
        (stores.blobs.get(report_key(result.document_id)) or b"")
        .lstrip()
        .lower()
        .startswith(b"<!doctype html>")
    )


def test_the_cli_keeps_its_records_local_whatever_the_cloud_variables_say(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Records the CLI wrote into the cloud's table would carry no expiry (the retention is the
    Lambdas' environment): the cloud's stores are made by `cloud_stores` alone."""
    from briefcheck.store.blobs import LocalBlobStore
    from briefcheck.store.sqlite import SQLiteResultStore

    monkeypatch.setenv("BRIEFCHECK_BUCKET", "briefcheck-bucket")
    monkeypatch.setenv("BRIEFCHECK_TABLE", "briefcheck-records")
    stores = open_stores(Settings(home=tmp_path), standard_outputs())
    assert isinstance(stores.blobs, LocalBlobStore) and isinstance(stores.records, SQLiteResultStore)


def test_check_writes_out_and_html_as_the_store_holds_them(tmp_path: Path) -> None:
    """`--out` and `--html` are the bytes the run stored (the result indented for a reader), not
    a second rendering that could differ from what the API serves; the report is rendered only
    when asked for."""
    from briefcheck.cli import main
    from briefcheck.domain.models import json_parts
    from briefcheck.store.blobs import LocalBlobStore
    from briefcheck.store.keys import result_key

    brief = tmp_path / "brief.txt"
    brief.write_text("See Roe v. Wade, 410 U.S. 113 (1973). But see Smith v. Jones, 999 U.S. 999 (1801).")
    out, html = tmp_path / "out" / "r.json", tmp_path / "out" / "r.html"

    def check(home: str, *extra: str) -> None:
        main(["--home", str(tmp_path / home), "check", str(brief), "--out", str(out), "--quiet", *extra])

    check("h", "--html", str(html))
    result = CheckResult.model_validate_json(out.read_bytes())
    blobs = LocalBlobStore(tmp_path / "h" / "store")
    assert out.read_bytes() == blobs.get(result_key(result.document_id))
    assert out.read_bytes() == b"".join(json_parts(result, indent=2))
    assert html.read_bytes() == blobs.get(report_key(result.document_id))
    assert result.summary.citations == 2
    # without --html no report is rendered (nothing local reads one from the store), and the
    # earlier check's report, which would not match the new result, is gone
    for home in ("h2", "h"):
        check(home)
        again = LocalBlobStore(tmp_path / home / "store")
        assert again.exists(result_key(result.document_id))
        assert not again.exists(report_key(result.document_id))


@pytest.mark.parametrize(
    ("flag", "suffix"), [("--docx", "docx"), ("--html", "md"), ("--out", "md"), ("--out", "docx-link")]
)
def test_an_output_never_replaces_the_brief(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], flag: str, suffix: str
) -> None:
    """`check brief.docx --docx brief.docx` (or --html/--out naming the brief, or a link to it)
    is refused with one line and exit 2, and the brief is byte for byte as it was."""
    from briefcheck.cli import EXIT_ERROR, main

    brief = tmp_path / f"brief.{suffix.split('-')[0]}"
    if suffix == "docx":
        import docx

        document = docx.Document()
        document.add_paragraph("See Roe v. Wade, 410 U.S. 113 (1973).")
        document.save(str(brief))
    else:
        brief.write_text("See Roe v. Wade, 410 U.S. 113 (1973).")
    before = brief.read_bytes()
    target = brief
    if suffix.endswith("-link"):
        target = tmp_path / "link-to-brief"
        target.symlink_to(brief)
    code = main(["--home", str(tmp_path / "h"), "check", str(brief), flag, str(target), "--quiet"])
    assert code == EXIT_ERROR
    assert "never writes over its input" in capsys.readouterr().err
    assert brief.read_bytes() == before


@pytest.mark.parametrize("flag", ["--out", "--html", "--docx"])
def test_an_output_inside_the_results_store_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], flag: str
) -> None:
    """`check brief.txt --home h --out h/records.sqlite3` would write over the store's database
    and lose every stored result: refused like the brief, and the store left as it was."""
    from briefcheck.cli import EXIT_ERROR, main

    brief = tmp_path / "brief.txt"
    brief.write_text("See Roe v. Wade, 410 U.S. 113 (1973).")
    home = tmp_path / "h"
    assert main(["--home", str(home), "check", str(brief), "--quiet"]) != EXIT_ERROR
    database = next(p for p in home.rglob("*.sqlite3"))
    capsys.readouterr()
    code = main(["--home", str(home), "check", str(brief), flag, str(database), "--quiet"])
    assert code == EXIT_ERROR
    assert "inside the results store" in capsys.readouterr().err
    assert database.read_bytes().startswith(b"SQLite format 3")
    assert main(["--home", str(home), "check", str(brief), "--quiet"]) != EXIT_ERROR  # the store still reads


def test_two_outputs_naming_one_file_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from briefcheck.cli import EXIT_ERROR, main

    brief = tmp_path / "brief.txt"
    brief.write_text("See Roe v. Wade, 410 U.S. 113 (1973).")
    same = tmp_path / "report.out"
    code = main(["--home", str(tmp_path / "h"), "check", str(brief), "--out", str(same), "--html", str(same)])
    assert code == EXIT_ERROR
    assert "give each output its own file" in capsys.readouterr().err
    assert not same.exists()


@pytest.mark.parametrize("kind", ["symlink", "fifo"])
def test_an_output_path_that_is_no_plain_file_is_refused_before_the_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    """A link or a pipe at the output's path was replaced by a new file after the check (the
    link's target left stale): refused up front, the path left as it was."""
    import os

    from briefcheck.cli import EXIT_ERROR, main

    brief = tmp_path / "brief.txt"
    brief.write_text("See Roe v. Wade, 410 U.S. 113 (1973).")
    target = tmp_path / "target.json"
    target.write_text('{"old": 1}')
    out = tmp_path / "out.json"
    if kind == "symlink":
        out.symlink_to(target)
    else:
        os.mkfifo(out)
    code = main(["--home", str(tmp_path / "h"), "check", str(brief), "--out", str(out), "--quiet"])
    assert code == EXIT_ERROR
    assert "not a plain file" in capsys.readouterr().err
    assert out.is_symlink() if kind == "symlink" else not out.is_file()
    assert target.read_text() == '{"old": 1}'


def test_tier_ones_json_of_a_docx_checked_with_docx_gets_a_new_word_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The JSON is not the .docx it was read from: the Word output is a new document of its text
    (was an error after the whole run, every other output lost)."""
    import docx

    from briefcheck.cli import main

    brief = tmp_path / "brief.docx"
    document = docx.Document()
    document.add_paragraph("See Foo v. Bar, 901 F.3d 101 (9th Cir. 2031).")
    document.save(str(brief))
    tier1 = tmp_path / "brief.json"
    assert main(["--home", str(tmp_path / "h"), "extract", str(brief), "--out", str(tier1)]) == 0
    out, word = tmp_path / "r.json", tmp_path / "annotated.docx"
    code = main(
        [
            "--home",
            str(tmp_path / "h"),
            "check",
            str(tier1),
            "--out",
            str(out),
            "--docx",
            str(word),
            "--quiet",
        ]
    )
    assert code in (0, 1, 3), capsys.readouterr().err
    assert out.is_file() and "Foo v. Bar" in "\n".join(p.text for p in docx.Document(str(word)).paragraphs)


def test_an_interrupted_write_leaves_the_earlier_file_whole(tmp_path: Path) -> None:
    from briefcheck.cli import _write

    out = tmp_path / "result.json"
    out.write_text("earlier result")

    def parts():
        yield b'{"partial": '
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        _write(out, parts())
    assert out.read_text() == "earlier result"
    assert [p.name for p in tmp_path.iterdir()] == ["result.json"]


def test_briefcheck_index_naming_a_missing_file_is_an_error_as_index_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import EXIT_ERROR, main

    brief = tmp_path / "brief.txt"
    brief.write_text("See Roe v. Wade, 410 U.S. 113 (1973).")
    monkeypatch.setenv("BRIEFCHECK_INDEX", str(tmp_path / "missing.sqlite"))
    assert main(["--home", str(tmp_path / "h"), "check", str(brief), "--quiet"]) == EXIT_ERROR
    assert "missing.sqlite: no citation index here" in capsys.readouterr().err


def test_a_source_that_will_not_be_asked_is_said_up_front(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """--tier3 all with no CourtListener token: said once, before the look-ups, not found out
    row by row as 'unverifiable'."""
    from briefcheck.cli import main

    monkeypatch.delenv("COURTLISTENER_TOKEN", raising=False)
    monkeypatch.delenv("BRIEFCHECK_INDEX", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # no offline index either
    brief = tmp_path / "brief.txt"
    brief.write_text("See Smith v. Jones, 123 F.3d 456 (2d Cir. 1997).")
    main(["--home", str(tmp_path / "h"), "check", str(brief), "--tier3", "all", "--quiet"])
    err = capsys.readouterr().err
    assert "CourtListener will not be asked: no CourtListener token is set (COURTLISTENER_TOKEN)" in err


def test_an_old_offline_edition_is_said_up_front(tmp_path: Path) -> None:
    from types import SimpleNamespace

    from briefcheck.store.blobs import LocalBlobStore
    from briefcheck.verify import Verifier

    index = SimpleNamespace(edition="2024-03-31")
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    [said] = verifier.notices([])
    assert "edition of 2024-03-31" in said and "months old" in said


def test_a_brief_that_cannot_be_read_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """No permission to read it: said as such (was "unexpected PermissionError ... report it")."""
    from briefcheck.cli import EXIT_ERROR, main

    brief = tmp_path / "brief.txt"
    brief.write_text("See Roe v. Wade, 410 U.S. 113 (1973).")

    def refused(self: Path) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_bytes", refused)
    code = main(["--home", str(tmp_path / "h"), "check", str(brief), "--quiet"])
    assert code == EXIT_ERROR
    assert "cannot read: Permission denied" in capsys.readouterr().err


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux's /proc, where no file can be made")
def test_an_output_no_file_can_be_made_at_is_refused_before_any_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The JSON was written, then the report refused after the whole run (exit 2, the brief's own
    status lost): every output's directory is tried first."""
    from briefcheck.cli import EXIT_ERROR, main

    brief = tmp_path / "brief.txt"
    brief.write_text("See Roe v. Wade, 410 U.S. 113 (1973).")
    out = tmp_path / "ok.json"
    args = ["--home", str(tmp_path / "h"), "check", str(brief), "--out", str(out), "--html", "/proc/x.html"]
    assert main([*args, "--quiet"]) == EXIT_ERROR
    assert "/proc/x.html: cannot write there" in capsys.readouterr().err
    assert not out.exists() and not list(tmp_path.glob(".briefcheck-*"))
