"""The sample brief's report as a browser shows and prints it (headless Chromium): a handful of
printed pages, and a page at desktop and phone widths. Skips with a message where Chromium is absent."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

import pypdf
import pytest

from briefcheck.cli import main

CHROMIUM = next((c for c in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if c), None)
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (Debian's chromium)")
# Printed pages of the sample brief's report: 25 when the report gave every citation a full card.
HANDFUL = 6


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory, repo_root: Path) -> Path:
    tmp = tmp_path_factory.mktemp("chromium")
    html = tmp / "report.html"
    main(
        [
            "--home",
            str(tmp / "h"),
            "check",
            str(repo_root / "examples" / "sample_brief.md"),
            "--html",
            str(html),
            "--out",
            str(tmp / "result.json"),
            "--quiet",
        ]
    )
    return html


def _chromium(tmp: Path, *args: str) -> None:
    profile = tmp / "profile"
    done = subprocess.run(
        [str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_sample_report_prints_to_a_handful_of_pages(report: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "report.pdf"
    _chromium(tmp_path, "--no-pdf-header-footer", f"--print-to-pdf={pdf}", report.as_uri())
    pages = pypdf.PdfReader(pdf).pages
    text = "\n".join(p.extract_text() for p in pages)
    assert len(pages) <= HANDFUL, f"{len(pages)} pages"
    # what a person acts on is on paper: every flagged citation's finding, and the summary
    assert "To fix or review" in text and "Summary" in text
    assert "cite_012" in text and "Court of Appeals for the Federal" in text


def test_every_unchecked_citation_is_on_paper(report: Path, tmp_path: Path) -> None:
    """On screen the citations no source checked are folded, a line each; on paper every one of
    them is printed, a line each (a closed fold prints nothing of what it holds)."""
    from briefcheck.domain.codes import CitationStatus
    from briefcheck.domain.models import CheckResult

    result = CheckResult.model_validate_json((report.parent / "result.json").read_text())
    unchecked = [c for c in result.citations() if c.status is CitationStatus.UNVERIFIED]
    assert unchecked
    pdf = tmp_path / "report.pdf"
    _chromium(tmp_path, "--no-pdf-header-footer", f"--print-to-pdf={pdf}", report.as_uri())
    text = re.sub(r"\s+", " ", "\n".join(p.extract_text() for p in pypdf.PdfReader(pdf).pages))
    for c in unchecked:
        assert f"{c.id}: {c.text}" in text, c.id


@pytest.mark.parametrize(("width", "name"), [(1280, "desktop"), (390, "phone")])
def test_the_sample_report_renders_at_desktop_and_phone_widths(
    report: Path, tmp_path: Path, width: int, name: str
) -> None:
    shot = tmp_path / f"{name}.png"
    _chromium(
        tmp_path, "--hide-scrollbars", f"--window-size={width},1600", f"--screenshot={shot}", report.as_uri()
    )
    png = shot.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (width, 1600)  # IHDR: width, height
    # a blank page compresses to a few kilobytes; the report's text and colours do not
    assert len(png) > 40_000


# Headless Chromium will not make a window narrower than 500 px, so a phone's 390 px is laid out by
# giving the page's root that width (the phone media query applies below 44rem either way) and
# asking the browser where the right-most box ends. The probe script runs only in this test copy.
_PROBE = (
    "<script>var m=0;document.querySelectorAll('body *').forEach(function(e){"
    "var r=e.getBoundingClientRect();if(r.width>0){m=Math.max(m,r.right);}});"
    "document.body.setAttribute('data-right',String(Math.ceil(m)));</script>"
)


@pytest.mark.parametrize("width", [390, 1280])
def test_the_report_fits_the_screen_without_horizontal_scroll(
    report: Path, tmp_path: Path, width: int
) -> None:
    html = re.sub(r"<meta http-equiv=\"Content-Security-Policy\"[^>]*>", "", report.read_text())
    html = html.replace(
        "</head>", f"<style>html{{width:{width}px}}body{{margin:0 auto!important}}</style></head>", 1
    )
    probe = tmp_path / "probe.html"
    probe.write_text(html.replace("</body>", _PROBE + "</body>", 1))
    done = subprocess.run(
        [
            str(CHROMIUM),
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            f"--user-data-dir={tmp_path / 'profile'}",
            f"--window-size={max(width, 500)},1600",
            "--dump-dom",
            probe.as_uri(),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    right = re.search(r'data-right="(\d+)"', done.stdout)
    assert right is not None, done.stderr[-2000:]
    assert int(right.group(1)) <= width
