"""Endnotes are read like footnotes: after the paragraph that cites them, checked, and a citation
in one needing action is commented on its reference mark in the body ("In endnote 1: ...")."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import docx
from lxml import etree
from reader_files import add_footnote

from briefcheck.cli import main

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
INVENTED = "Smithfield v. Quantum Widget Corp., 912 F.3d 1234 (9th Cir. 2031)"


def test_an_endnote_citation_is_checked_and_commented_on_its_mark(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Widgets are securities.")
    document.add_paragraph("The motion should be granted.")
    buffer = io.BytesIO()
    document.save(buffer)
    brief = tmp_path / "brief.docx"
    brief.write_bytes(
        add_footnote(buffer.getvalue(), "Widgets are securities.", f"See {INVENTED}.", "endnote")
    )
    out, annotated = tmp_path / "result.json", tmp_path / "annotated.docx"
    code = main(
        ["--home", str(tmp_path / "h"), "check", str(brief), "--out", str(out), "--docx", str(annotated)]
    )

    result = json.loads(out.read_text())
    [citation] = [c for b in result["blocks"] for c in b["citations"]]
    assert code == 1 and citation["status"] == "LIKELY_HALLUCINATED"
    with zipfile.ZipFile(annotated) as z:
        comments = [t.text or "" for t in etree.fromstring(z.read("word/comments.xml")).iter(f"{W}t")]
        body = etree.fromstring(z.read("word/document.xml"))
        endnotes = z.read("word/endnotes.xml")
    assert any(c.startswith("In endnote 1: briefcheck: LIKELY HALLUCINATED") for c in comments)
    # the comment sits on the endnote's reference mark in the body; the endnote is left as it was
    [mark] = body.iter(f"{W}endnoteReference")
    run = mark.getparent()
    assert run.getprevious().tag == f"{W}commentRangeStart" and run.getnext().tag == f"{W}commentRangeEnd"
    assert endnotes == marked_part(brief.read_bytes(), "word/endnotes.xml")


def marked_part(data: bytes, name: str) -> bytes:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return z.read(name)
