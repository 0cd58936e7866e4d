"""The terminal summary: readable at 80 columns, ids and recommendations never broken."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from briefcheck.cli import main
from briefcheck.domain.codes import AGENT_UNAVAILABLE, CitationStatus
from briefcheck.domain.models import CheckResult
from briefcheck.panel.consensus import decide
from briefcheck.report.html import render_html
from briefcheck.report.rows import citation_rows
from briefcheck.report.terminal import MAX_TERMINAL_ROWS, print_summary

RECS = ("LIKELY_HALLUCINATED", "LIKELY_VALID", "UNCERTAIN", "not judged")


def printed(result: CheckResult, width: int) -> list[str]:
    console = Console(file=io.StringIO(), width=width, color_system=None, legacy_windows=False)
    print_summary(result, console)
    return console.file.getvalue().splitlines()


@pytest.fixture(scope="module")
def sample_result(repo_root: Path, tmp_path_factory: pytest.TempPathFactory) -> CheckResult:
    tmp = tmp_path_factory.mktemp("sample")
    out = tmp / "r.json"
    main(
        [
            "--home",
            str(tmp / "h"),
            "check",
            str(repo_root / "examples" / "sample_brief.md"),
            "--out",
            str(out),
        ]
    )
    return CheckResult.model_validate_json(out.read_text())


@pytest.mark.parametrize("width", [80, 60, 140])
def test_ids_and_statuses_stay_whole(sample_result: CheckResult, width: int) -> None:
    lines = printed(sample_result, width)
    assert all(len(line) <= width for line in lines)
    table = "\n".join(lines[: next(i for i, s in enumerate(lines) if s.startswith("Why:"))])
    for c in sample_result.citations():
        assert c.status is not None
        row = next(line for line in lines if c.id in line)  # the id, unbroken, on one line
        assert c.status.value in row, (c.id, row)
    assert table.count("LIKELY_HALLUCINATED") == sum(
        1 for c in sample_result.citations() if c.status is CitationStatus.LIKELY_HALLUCINATED
    )


def test_flagged_citations_are_explained(sample_result: CheckResult) -> None:
    lines = printed(sample_result, 80)
    why = lines[next(i for i, s in enumerate(lines) if s.startswith("Why:")) + 1 :]
    acted_on = {CitationStatus.ERROR, CitationStatus.LIKELY_HALLUCINATED, CitationStatus.REVIEW}
    flagged = [c for c in sample_result.citations() if c.status in acted_on]
    starts = [line.split()[0] for line in why if line.startswith("cite_")]
    assert flagged and starts == [c.id for c in flagged]
    bad = sum(1 for c in flagged if c.status is CitationStatus.LIKELY_HALLUCINATED)
    total = f"{len(sample_result.citations())} citations:"
    joined = " ".join(lines)
    assert total in joined and f"{bad} likely hallucinated" in joined


def test_long_documents_list_only_flagged_citations(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    blocks = []
    for n in range(1, MAX_TERMINAL_ROWS + 6):
        text = f"Party{n} v. Other{n}, {n} U.S. {n} (1900)."
        letters = "IIIII" if n % 20 == 0 else "VVVVV"
        blocks.append((text, [make_cite(n, text[:-1], text, letters)]))
    lines = printed(make_result(blocks), 80)
    listed = {w for line in lines for w in line.replace("│", " ").split() if w.startswith("cite_")}
    assert listed == {"cite_020", "cite_040"}
    assert any(
        line.startswith(f"{MAX_TERMINAL_ROWS + 3} citations needing no action not listed") for line in lines
    )


def test_a_brief_flagged_throughout_lists_the_most_serious_first(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    """Past MAX_TERMINAL_ROWS the terminal lists the worst (every likely hallucination here,
    then citations to review in document order) and says how many more the report holds."""
    blocks = []
    for n in range(1, MAX_TERMINAL_ROWS + 11):
        text = f"Party{n} v. Other{n}, {n} U.S. {n} (1900)."
        letters = "IIIII" if n % 10 == 0 else "UUUUU"
        blocks.append((text, [make_cite(n, text[:-1], text, letters)]))
    result = make_result(blocks)
    statuses = {r.citation.id: r.status for r in citation_rows(result)}
    lines = printed(result, 160)  # the closing note on one line
    why_at = next(i for i, s in enumerate(lines) if s.startswith("Why:"))
    tabled = [w for line in lines[:why_at] for w in line.replace("┃", " ").replace("│", " ").split()]
    explained = [line.split()[0] for line in lines[why_at + 1 :] if line.startswith("cite_")]
    hallucinated = [f"cite_{n:03d}" for n in range(10, MAX_TERMINAL_ROWS + 11, 10)]
    to_review = [f"cite_{n:03d}" for n in range(1, MAX_TERMINAL_ROWS + 11) if n % 10]
    expected = sorted([*hallucinated, *to_review[: MAX_TERMINAL_ROWS - len(hallucinated)]])
    assert {statuses[c] for c in hallucinated} == {CitationStatus.LIKELY_HALLUCINATED}
    assert {statuses[c] for c in to_review} == {CitationStatus.REVIEW}
    assert [w for w in tabled if w.startswith("cite_")] == expected
    assert explained == expected
    assert (
        f"10 more flagged citations not listed here (these are the {MAX_TERMINAL_ROWS} most serious); "
        "the report and JSON list every one." in " ".join(lines)
    )
    assert not any("needing no action" in line for line in lines)  # every citation is flagged


def test_brackets_in_a_brief_are_text_not_markup(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    text = "Smith v Jones [2019] EWHC 1 [/] [bold red]shout[/bold red] (Ch)"
    c = make_cite(1, text, text, "IIIII", explanation="the [/] closing tag [red]is text[/red]")
    out = "\n".join(printed(make_result([(text, [c])], source_name="[b]x[/b].txt"), 200))
    assert "[/] [bold red]shout[/bold red]" in out
    assert "the [/] closing tag [red]is text[/red]" in out
    assert "[b]x[/b].txt" in out


def test_no_citations(make_result: Callable[..., CheckResult]) -> None:
    assert printed(make_result([("Nothing cited.", [])]), 80) == ["No citations found in brief.txt."]


def test_failed_agents_are_called_out(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    text = "Donoghue v Stevenson [1932] AC 562"
    c = make_cite(1, text, text, "VVUUU")
    verdicts = c.validation.panel_evaluation
    for v in verdicts[2:]:  # the three UNCERTAIN seats failed rather than doubted
        v.uncertain_reason = AGENT_UNAVAILABLE
        v.explanation = "agent unavailable after retries: APITimeoutError"
    c.validation = decide(verdicts)
    result = make_result([(text, [c])])
    out = " ".join(printed(result, 80))
    assert "3 agent verdicts missing" in out and AGENT_UNAVAILABLE in out
    assert "3 agent verdicts missing" in render_html(result)


def test_long_document_with_nothing_flagged_prints_no_empty_table(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    blocks = []
    for n in range(1, MAX_TERMINAL_ROWS + 3):
        text = f"Party{n} v. Other{n}, {n} U.S. {n} (1900)."
        blocks.append((text, [make_cite(n, text[:-1], text, "VVVVV")]))
    lines = printed(make_result(blocks), 80)
    assert not any("cite_" in line or "recommendation" in line for line in lines)
    n = MAX_TERMINAL_ROWS + 2
    # the headline first: nothing looked up, so nothing is called fine
    assert lines[0].startswith(f"0 of {n} citations checked by a source, {n} case citations not checked.")
    assert f"{n} citations needing no action not listed; the report and JSON list all." in lines


def test_escape_sequences_in_a_source_s_case_name_never_reach_the_terminal(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    """An index case name carrying a hidden hyperlink (OSC 8) and a colour change is printed as
    its words only."""
    from briefcheck.domain.codes import Category, Confidence, Outcome
    from briefcheck.domain.models import Evidence

    hostile = "\x1b]8;;https://evil.example/\x1b\\Hammond v. Capitol\x1b]8;;\x1b\\ \x1b[31mParking\x1b[0m\x07"
    text = "Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012)."
    error = Evidence(
        claim_id="claim_1",
        citation_id="cite_001",
        outcome=Outcome.VERIFIED_ERROR,
        hallucination_category=Category.AUTHORITY_NONEXISTENT,
        confidence=Confidence.HIGH,
        evidence_summary=f"The index places {hostile} at 905 F. Supp. 2d 121.",
    )
    out = "\n".join(
        printed(make_result([(text, [make_cite(1, text[:-1], text, "VVVVV")])], evidence=[error]), 120)
    )
    assert "\x1b" not in out and "\x07" not in out and "evil.example" not in out
    assert "Hammond v. Capitol Parking" in out


def test_no_citations_found_still_names_the_parts_not_read(make_result: Callable[..., CheckResult]) -> None:
    """A brief whose only citation is in a page header: "No citations found" alone hid what the JSON,
    the report and the Word comment say, that the header was not read."""
    result = make_result([("Nothing cited.", [])]).model_copy(update={"unread": ["page headers (1 part)"]})
    out = printed(result, 120)
    assert out[0] == "No citations found in brief.txt."
    assert any("page headers (1 part)" in line for line in out[1:]), out
