"""Parts of a .docx besides the body's paragraphs. Endnotes are read like footnotes: after the
paragraph that cites them, checked, and a citation in one needing action is commented on its
reference mark in the body ("In endnote 1: ..."). A text box is read after the paragraph that
holds it, and a citation in it is commented in the box, which Word and LibreOffice both open."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import docx
import pytest
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


def test_a_text_box_citation_is_checked_and_commented_in_the_box(tmp_path: Path) -> None:
    ns = (
        'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:v="urn:schemas-microsoft-com:vml"'
    )
    content = f"<w:txbxContent><w:p><w:r><w:t>See {INVENTED}.</w:t></w:r></w:p></w:txbxContent>"
    shape = f'<v:shape style="width:200pt;height:60pt"><v:textbox>{content}</v:textbox></v:shape>'
    box = f"<w:r {ns}><w:pict>{shape}</w:pict></w:r>"
    document = docx.Document()
    document.add_paragraph("The holding is clear.")._p.append(etree.fromstring(box))
    document.add_paragraph("Next paragraph.")
    brief, out, annotated = tmp_path / "brief.docx", tmp_path / "result.json", tmp_path / "annotated.docx"
    document.save(brief)
    home = str(tmp_path / "h")
    assert main(["--home", home, "check", str(brief), "--out", str(out), "--docx", str(annotated)]) == 1

    [citation] = [c for b in json.loads(out.read_text())["blocks"] for c in b["citations"]]
    assert citation["status"] == "LIKELY_HALLUCINATED"
    with zipfile.ZipFile(annotated) as z:
        body = etree.fromstring(z.read("word/document.xml"))
    [start] = body.iter(f"{W}commentRangeStart")
    assert any(a.tag == f"{W}txbxContent" for a in start.iterancestors())
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        pytest.skip("LibreOffice (Debian's libreoffice-writer) is not installed")
    profile = f"-env:UserInstallation=file://{tmp_path / 'lo-profile'}"
    convert = [
        soffice,
        profile,
        "--headless",
        "--convert-to",
        "odt",
        "--outdir",
        str(tmp_path),
        str(annotated),
    ]
    done = subprocess.run(convert, capture_output=True, text=True, timeout=120)
    office = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
    with zipfile.ZipFile(tmp_path / "annotated.odt") as z:
        shown = [
            "".join(a.itertext()) for a in etree.fromstring(z.read("content.xml")).iter(f"{office}annotation")
        ]
    assert done.returncode == 0 and any("LIKELY HALLUCINATED" in s for s in shown)


def test_headers_footers_and_embedded_documents_are_named_when_not_read(tmp_path: Path, capsys) -> None:
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part

    document = docx.Document()
    document.add_paragraph(f"The motion should be granted. See {INVENTED}.")
    section = document.sections[0]
    section.header.paragraphs[0].text = "Case No. 1:23-cv-01234; cf. Adebayo v. Meridian Air, 512 F.3d 777"
    section.footer.paragraphs[0].text = "- 2 -"  # page numbers alone: nothing to name
    chunk = Part(
        PackURI("/word/afchunk1.html"),
        "text/html",
        b"<html><body><p>See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990).</p></body></html>",
        document.part.package,
    )
    relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    rid = document.part.relate_to(chunk, f"{relationships}/aFChunk")
    alt = f'<w:altChunk xmlns:w="{W[1:-1]}" xmlns:r="{relationships}" r:id="{rid}"/>'
    document.element.body.insert(1, etree.fromstring(alt))
    brief, out, html = tmp_path / "brief.docx", tmp_path / "result.json", tmp_path / "report.html"
    document.save(brief)

    code = main(["--home", str(tmp_path / "h"), "check", str(brief), "--out", str(out), "--html", str(html)])

    result = json.loads(out.read_text())
    assert code == 1 and len([c for b in result["blocks"] for c in b["citations"]]) == 1
    assert result["unread"] == ["page headers (1 part)", "embedded documents (altChunk) (1 part)"]
    said = "Not read for citations: page headers (1 part); embedded documents (altChunk) (1 part)."
    assert said in " ".join(capsys.readouterr().out.split())
    assert said in html.read_text()


def test_a_footer_of_page_numbers_or_a_header_of_names_is_not_named_unread(tmp_path: Path) -> None:
    """Nearly every filed brief has a "Page 1 of 12" footer and a caption or firm header: naming
    them as unread made every Word brief exit 3 with all its citations verified."""
    from briefcheck.ingest.docx_text import unread_parts

    document = docx.Document()
    document.add_paragraph("The motion should be granted.")
    section = document.sections[0]
    section.header.paragraphs[0].text = "Hale & Pratt LLP | Defendant's Opposition | Case No. 1:23-cv-01234"
    section.footer.paragraphs[0].text = "Page 1 of 12"
    brief = tmp_path / "brief.docx"
    document.save(brief)
    assert unread_parts(docx.Document(str(brief))) == []
    section.header.paragraphs[0].text = "See Adebayo v. Meridian Air, 512 F.3d 777"
    document.save(brief)
    assert unread_parts(docx.Document(str(brief))) == ["page headers (1 part)"]


@pytest.mark.parametrize("hide", ["hidden", "strike", "double_strike"])
def test_hidden_or_struck_words_are_not_the_filings(hide: str) -> None:
    """Word's hidden text is not printed, and a redline's struck words are not the filing's (as <del>
    and a line-through are not in HTML): a hidden citation was checked, flagged ERROR and failed the
    run, and a hidden word inside a visible name changed the name checked."""
    from briefcheck.extract import extract_document

    document = docx.Document()
    paragraph = document.add_paragraph("The rule is settled. See Hale v. Pratt, 600 F.3d 100 (2d Cir. 2011).")
    run = paragraph.add_run(" Cf. Quorvane v. Plimsett, 999 F.3d 4 (2d Cir. 2021).")
    setattr(run.font, hide, True)
    named = document.add_paragraph("See Ames v. ")
    setattr(named.add_run("Invented ").font, hide, True)
    named.add_run("Bell, 601 F.3d 200 (2d Cir. 2012).")
    buffer = io.BytesIO()
    document.save(buffer)
    cited = [c.text for c in extract_document(buffer.getvalue(), "brief.docx").citations()]
    assert cited == [
        "Hale v. Pratt, 600 F.3d 100 (2d Cir. 2011)",
        "Ames v. Bell, 601 F.3d 200 (2d Cir. 2012)",
    ]


def test_an_equation_citing_an_authority_is_named_unread(tmp_path: Path) -> None:
    """A citation set in a Word equation (its math runs, m:t) was never read, and the run exited 0
    "every case citation was found": the equations that may cite are named unread."""
    from briefcheck.ingest.docx_text import unread_parts

    math = "http://schemas.openxmlformats.org/officeDocument/2006/math"
    document = docx.Document()
    paragraph = document.add_paragraph("The motion should be granted.")
    equation = f'<m:oMath xmlns:m="{math}"><m:r><m:t>Smith v. Jones, 600 F.3d 50</m:t></m:r></m:oMath>'
    paragraph._p.append(etree.fromstring(equation))
    brief = tmp_path / "brief.docx"
    document.save(brief)
    assert unread_parts(docx.Document(str(brief))) == ["equations (1 part)"]
