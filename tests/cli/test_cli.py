"""The command line end to end, offline, on the sample brief and on bad input."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from briefcheck.cli import EXIT_ERROR, EXIT_HALLUCINATED, main
from briefcheck.domain.codes import Outcome, Recommendation
from briefcheck.domain.models import CheckResult, Tier1Document


@pytest.fixture()
def sample(repo_root: Path) -> Path:
    return repo_root / "examples" / "sample_brief.md"


def test_extract_prints_tier1_json(sample: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--home", str(tmp_path), "extract", str(sample)]) == 0
    doc = Tier1Document.model_validate_json(capsys.readouterr().out)
    cites = doc.citations()
    assert {c.jurisdiction.value for c in cites} == {"US", "UK"}
    assert [c.id for c in cites] == [f"cite_{i:03d}" for i in range(1, len(cites) + 1)]
    assert all(c.claim_id for c in cites)
    for block in doc.blocks:
        for c in block.citations:
            assert block.text[c.start : c.end] == c.text


def test_check_sample_writes_result_and_report_and_exits_1(
    sample: Path, tmp_path: Path, repo_root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, html = tmp_path / "result.json", tmp_path / "report.html"
    code = main(
        ["--home", str(tmp_path / "home"), "check", str(sample), "--out", str(out), "--html", str(html)]
    )
    assert code == EXIT_HALLUCINATED
    raw = json.loads(out.read_text())
    jsonschema.validate(raw, json.loads((repo_root / "schemas" / "check_result.schema.json").read_text()))
    result = CheckResult.model_validate(raw)
    counts = result.summary.by_recommendation
    assert counts[Recommendation.LIKELY_HALLUCINATED] >= 1
    assert counts[Recommendation.LIKELY_VALID] >= 1
    for c in result.citations():
        assert c.validation is not None and len(c.validation.panel_evaluation) == 5
    # Tier 3 ran on the flagged citations, offline: unverifiable (or malformed), never a crash
    flagged = {c.id for c in result.citations() if c.validation and c.validation.tier_3_trigger}
    assert flagged and {e.citation_id for e in result.evidence} <= flagged
    assert all(e.outcome in (Outcome.UNVERIFIABLE, Outcome.VERIFIED_ERROR) for e in result.evidence)
    page = html.read_text()
    assert page.count('class="cite"') + page.count("class=cite") == len(result.citations())
    # the report the run stored, copied byte for byte (in parts), not rendered again
    (stored,) = (tmp_path / "home").rglob("report.html")
    assert html.read_bytes() == stored.read_bytes()
    printed = capsys.readouterr().out
    assert "LIKELY_HALLUCINATED" in printed


def test_check_accepts_tier1_json(sample: Path, tmp_path: Path) -> None:
    tier1 = tmp_path / "brief.tier1.json"
    assert main(["extract", str(sample), "--out", str(tier1)]) == 0
    out = tmp_path / "r.json"
    main(
        ["--home", str(tmp_path / "h"), "check", str(tier1), "--tier3", "none", "--quiet", "--out", str(out)]
    )
    result = CheckResult.model_validate_json(out.read_text())
    assert len(result.citations()) == len(Tier1Document.model_validate_json(tier1.read_text()).citations())
    assert result.evidence == []


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.txt", b"", "empty"),
        ("junk.pdf", b"%PDF-1.7\n\x00\x01garbage", "PDF"),
        ("picture.png", b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "unsupported"),
    ],
)
def test_bad_input_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, content: bytes, message: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    assert main(["--home", str(tmp_path / "h"), "check", str(path)]) == EXIT_ERROR
    err = capsys.readouterr().err
    assert err.startswith("briefcheck: error: ") and name in err and message.lower() in err.lower()
    assert "Traceback" not in err


def test_missing_and_oversized_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "nope.pdf")]) == EXIT_ERROR
    assert "no such file" in capsys.readouterr().err
    big = tmp_path / "big.txt"
    big.write_bytes(b"a" * 2048)
    import os

    os.environ["BRIEFCHECK_MAX_UPLOAD_BYTES"] = "1024"
    try:
        assert main(["--home", str(tmp_path / "h"), "check", str(big)]) == EXIT_ERROR
    finally:
        del os.environ["BRIEFCHECK_MAX_UPLOAD_BYTES"]
    assert "over the 1,024-byte limit" in capsys.readouterr().err


def test_bad_configuration_is_a_clear_error(sample: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(sample), "--panel", "nonsense=rules"]) == EXIT_ERROR
    assert "unknown agent" in capsys.readouterr().err


def test_a_store_that_cannot_be_written_is_named_before_any_work(
    repo_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    home = blocker / "store"  # under a file: no directory can be made there
    code = main(["--home", str(home), "check", str(repo_root / "examples" / "sample_brief.md"), "--quiet"])
    assert code == EXIT_ERROR
    err = capsys.readouterr().err
    assert f"{home}: the local store cannot be written" in err and "--home" in err
    assert "sample_brief.md" not in err  # the input file is not to blame


def test_a_quiet_check_never_imports_rich_and_a_shown_one_prints_its_table(tmp_path: Path) -> None:
    """rich costs about 40 ms of start-up: a --quiet check (a script's, a CI job's) shows nothing.
    (A brief whose citations go to the network sources imports it anyway: httpx imports rich for
    its own command line. This one's single citation is not flagged.)"""
    import os
    import subprocess
    import sys

    brief = tmp_path / "one.txt"
    brief.write_text("See Brown v. Board of Education, 347 U.S. 483 (1954).\n")
    probe = (
        "import sys; from briefcheck.cli import main; code = main(sys.argv[1:]); "
        "print('rich imported:', 'rich' in sys.modules); sys.exit(code)"
    )

    def run(*flags: str) -> subprocess.CompletedProcess[str]:
        args = ["--home", str(tmp_path / "home"), "check", str(brief), "--out", str(tmp_path / "r.json")]
        command = [sys.executable, "-c", probe, *args, *flags]
        return subprocess.run(command, capture_output=True, text=True, env=os.environ, check=False)

    quiet, shown = run("--quiet"), run()
    assert quiet.returncode == shown.returncode != EXIT_ERROR, quiet.stderr[-2000:] + shown.stderr[-2000:]
    headline, probe_line = quiet.stdout.splitlines()  # --quiet: the headline alone, rich never loaded
    assert "checked by a source" in headline and probe_line == "rich imported: False"
    assert CheckResult.model_validate_json((tmp_path / "r.json").read_text()).citations()
    assert "rich imported: True" in shown.stdout and "cite_001" in shown.stdout


def test_a_check_whose_sources_ask_nothing_never_imports_httpx(tmp_path: Path) -> None:
    """Tier 3 builds CourtListener's source for every US citation; without a token it answers
    unavailable and asks nothing, so nothing loads httpx (about 75 ms of start-up, with the rich
    and click of httpx's own command line). Its answer is still the honest one."""
    import os
    import subprocess
    import sys

    brief = tmp_path / "one.txt"
    brief.write_text("See Brown v. Board of Education, 347 U.S. 483 (1954).\n")
    probe = (
        "import sys; from briefcheck.cli import main; code = main(sys.argv[1:]); "
        "print('httpx imported:', 'httpx' in sys.modules); sys.exit(code)"
    )
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("COURTLISTENER_TOKEN", "BRIEFCHECK_COURTLISTENER_SECRET_ARN")
    }
    out = tmp_path / "r.json"
    args = [
        "--home",
        str(tmp_path / "home"),
        "check",
        str(brief),
        "--tier3",
        "all",
        "--out",
        str(out),
        "--quiet",
    ]
    done = subprocess.run(
        [sys.executable, "-c", probe, *args], capture_output=True, text=True, env=env, check=False
    )
    assert done.returncode != EXIT_ERROR, done.stderr[-2000:]
    assert done.stdout.splitlines()[-1] == "httpx imported: False"
    (evidence,) = CheckResult.model_validate_json(out.read_text()).evidence
    assert evidence.evidence_details.source == "courtlistener"
    assert "no CourtListener token configured" in evidence.evidence_summary
