"""A .docx written for the annotation tests: body and footnote citations, a citation split across
runs (part italic), a table cell, a tracked insertion and deletion, a heading and a header."""

from __future__ import annotations

import io
import zipfile

import docx
from docx.enum.text import WD_BREAK

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"

SPLIT_CITATION = "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)"
FOOTNOTE_CITATION = "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)"
TABLE_CITATION = "Pearson v. Callahan, 555 U.S. 223 (2009)"
INSERTED_CITATION = "Ashcroft v. Iqbal, 556 U.S. 662 (2009)"
DELETED_CITATION = "Marbury v. Madison, 5 U.S. 137 (1803)"


def build_brief() -> bytes:
    d = docx.Document()
    d.sections[0].header.paragraphs[0].text = "Case No. 2:24-cv-01234 - Plaintiff's Opposition"
    d.add_heading("I. Qualified immunity", level=1)
    p = d.add_paragraph("The standard is settled. See ")
    p.add_run("Harlow v. Fitzgerald").italic = True
    p.add_run(", 457 U.")
    p.add_run("S. 800, 818 (1982).")
    p.add_run("MARK_FOOTNOTE")
    p = d.add_paragraph("Courts ask two questions.")
    p.add_run().add_break(WD_BREAK.LINE)
    p.add_run("MARK_TRACKED")
    table = d.add_table(rows=1, cols=2)
    table.cell(0, 0).text = "Authority"
    table.cell(0, 1).text = f"{TABLE_CITATION} (two-step order optional)"
    d.add_paragraph("Nothing else is cited here.")
    out = io.BytesIO()
    d.save(out)
    return _with_footnote_and_tracked_changes(out.getvalue())


def _with_footnote_and_tracked_changes(data: bytes) -> bytes:
    src = zipfile.ZipFile(io.BytesIO(data))
    files = {n: src.read(n) for n in src.namelist()}
    files["word/footnotes.xml"] = (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:footnotes xmlns:w="{W}">'
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
        '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r>'
        "</w:p></w:footnote>"
        '<w:footnote w:id="1"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr>'
        '<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteRef/></w:r>'
        f'<w:r><w:t xml:space="preserve"> See also {FOOTNOTE_CITATION}.</w:t></w:r></w:p></w:footnote>'
        "</w:footnotes>"
    ).encode()
    rels = files["word/_rels/document.xml.rels"].decode()
    files["word/_rels/document.xml.rels"] = rels.replace(
        "</Relationships>",
        '<Relationship Id="rIdFn1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/footnotes" Target="footnotes.xml"/></Relationships>',
    ).encode()
    types = files["[Content_Types].xml"].decode()
    files["[Content_Types].xml"] = types.replace(
        "</Types>",
        '<Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-'
        'officedocument.wordprocessingml.footnotes+xml"/></Types>',
    ).encode()
    body = files["word/document.xml"].decode()
    body = body.replace(
        "<w:t>MARK_FOOTNOTE</w:t>",
        '<w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="1"/>',
        1,
    )
    tracked = (
        '<w:t xml:space="preserve">Qualified immunity applies. </w:t></w:r>'
        '<w:ins w:id="101" w:author="Associate" w:date="2026-11-01T10:00:00Z"><w:r>'
        f'<w:t xml:space="preserve">See {INSERTED_CITATION}.</w:t></w:r></w:ins>'
        '<w:del w:id="102" w:author="Associate" w:date="2026-11-01T10:00:00Z"><w:r>'
        f'<w:delText xml:space="preserve"> But see {DELETED_CITATION}.</w:delText></w:r></w:del><w:r>'
        "<w:t>MARK_END</w:t>"
    )
    body = body.replace("<w:t>MARK_TRACKED</w:t>", tracked, 1).replace("<w:r><w:t>MARK_END</w:t></w:r>", "")
    files["word/document.xml"] = body.encode()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for name, content in files.items():
            dst.writestr(name, content)
    return out.getvalue()
