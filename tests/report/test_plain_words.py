"""Plain words for lawyers on every surface (issue: jargon): the terminal, the HTML report and the
commented .docx of the sample brief, checked with the offline index, name sources by their titles,
categories and the panel's findings in plain English, and no internal code (source ids, category
and recommendation codes, agent ids, "tier 3", "valid"). The codes stay in the JSON result."""

from __future__ import annotations

import contextlib
import html
import io
import os
import re
import sys
import zipfile
from pathlib import Path
from unittest import mock

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "index"))

from snapshot_data import EDITION, snapshot  # noqa: E402

from briefcheck.cli import main  # noqa: E402
from briefcheck.index.build import build_index  # noqa: E402

# What a lawyer should never have to decode; each with why it is jargon.
JARGON = {
    r"courtlistener-bulk|find_case_law|\bcourtlistener\b": "a source's internal id",
    r"\b(?!COURTLISTENER_TOKEN\b|BRIEFCHECK_\w+|LIKELY_HALLUCINATED\b)[A-Z]{2,}(?:_[A-Z0-9]+)+\b": "a code",
    r"_v1\b": "an agent's id",
    r"(?i)(?<![-\w])tier[ -]?3\b": "the pipeline's stage name",  # `--tier3` is the flag to type
    r"(?i)\bvalid\b": "'valid' beside a citation no source checked",
}


def visible_html(path: Path) -> str:
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", path.read_text(), flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    return html.unescape(text)


def docx_text(path: Path) -> str:
    with zipfile.ZipFile(path) as z:
        parts = [n for n in z.namelist() if n.startswith("word/") and n.endswith(".xml")]
        return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", z.read(n).decode())) for n in parts)


@pytest.fixture(scope="module")
def surfaces(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    tmp = tmp_path_factory.mktemp("plain")
    (tmp / "bulk").mkdir()
    snapshot().write(tmp / "bulk", EDITION)
    build_index(tmp / "bulk", tmp / "index.sqlite", say=lambda _: None)
    out = tmp / "out"
    brief, index = ROOT / "examples" / "sample_brief.md", tmp / "index.sqlite"
    outputs = ["--out", str(out / "r.json"), "--html", str(out / "r.html"), "--docx", str(out / "r.docx")]
    terminal = io.StringIO()
    with (
        mock.patch.dict(os.environ, {"COLUMNS": "200"}),
        contextlib.redirect_stdout(terminal),
        contextlib.redirect_stderr(terminal),
    ):
        main(["--home", str(tmp / "home"), "check", str(brief), "--index", str(index), *outputs])
    return {
        "terminal": terminal.getvalue(),
        "html": visible_html(out / "r.html"),
        "docx": docx_text(out / "r.docx"),
        "json": (out / "r.json").read_text(),
    }


@pytest.mark.parametrize("surface", ["terminal", "html", "docx"])
def test_no_jargon_reaches_the_lawyer(surfaces: dict[str, str], surface: str) -> None:
    text = surfaces[surface]
    found = {
        why: sorted({m.group(0) for m in re.finditer(pattern, text)})
        for pattern, why in JARGON.items()
        if re.search(pattern, text)
    }
    assert found == {}, found


def test_sources_are_named_by_title_and_the_codes_stay_in_the_json(surfaces: dict[str, str]) -> None:
    assert f"the offline index (CourtListener bulk data, edition {EDITION})" in surfaces["html"]
    assert "UNVERIFIABLE_PUBLIC" in surfaces["json"] and "courtlistener-bulk" in surfaces["json"]
