"""A brief as a word processor exports it to PDF (LibreOffice: justified text, a first-line
indent, single, 1.5 and double spacing): every case name survives whichever line end it is
broken at, and each paragraph stays whole. Skips where LibreOffice is absent."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from briefcheck.extract import extract_document
from briefcheck.ingest.pdf_layout import read_pages

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
pytestmark = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed")

CITED = "Zicherman v. Korean Air Lines Co., 516 U.S. 217 (1996)"
# padding before the name moves the line end through it, a word at a time
PADS = ["", "so ", "so so ", "so so so ", "indeed ", "indeed so ", "indeed so so ", "indeed so so so "]


def paragraph(pad: str) -> str:
    return (
        f"Recovery lies only for harm local law knows, {pad}as held in {CITED}, where the Court looked "
        "to domestic law for the measure of damages available to the families of the passengers."
    )


def flat_odt(paragraphs: list[str], spacing: str) -> str:
    body = "".join(f'<text:p text:style-name="P1">{p}</text:p>' for p in paragraphs)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" '
        'office:mimetype="application/vnd.oasis.opendocument.text"><office:automatic-styles>'
        '<style:style style:name="P1" style:family="paragraph"><style:paragraph-properties '
        f'fo:line-height="{spacing}" fo:text-align="justify" fo:text-indent="0.5in" '
        'fo:margin-bottom="0.1in"/>'
        '<style:text-properties style:font-name="Liberation Serif" fo:font-size="12pt"/></style:style>'
        f"</office:automatic-styles><office:body><office:text>{body}</office:text></office:body></office:document>"
    )


@pytest.mark.parametrize("spacing", ["100%", "150%", "200%"])
def test_a_case_name_broken_at_any_line_end_is_read_whole(tmp_path: Path, spacing: str) -> None:
    source = tmp_path / "brief.fodt"
    source.write_text(flat_odt([paragraph(pad) for pad in PADS], spacing))
    done = subprocess.run(
        [str(SOFFICE), f"-env:UserInstallation=file://{tmp_path / 'profile'}", "--headless",
         "--convert-to", "pdf", "--outdir", str(tmp_path), str(source)],
        capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    doc = extract_document((tmp_path / "brief.pdf").read_bytes(), "brief.pdf")
    # the name is broken across a line end somewhere in these paragraphs: each is read whole
    lines = [
        ln.rstrip()
        for page in read_pages((tmp_path / "brief.pdf").read_bytes(), "brief.pdf")
        for ln in page.lines
    ]
    assert any(ln.endswith(("Zicherman", "v.", "Korean", "Air", "Lines")) for ln in lines)
    assert [c.text for c in doc.citations()] == [CITED] * len(PADS)
    paragraphs = [b.text for b in doc.blocks if b.citations]
    assert paragraphs == [paragraph(pad) for pad in PADS]
