"""The brief back in Word: a comment anchored on exactly each citation, nothing else changed."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import docx
import pytest
from docx_brief import (
    DELETED_CITATION,
    FOOTNOTE_CITATION,
    INSERTED_CITATION,
    SPLIT_CITATION,
    TABLE_CITATION,
    build_brief,
)
from lxml import etree

from briefcheck.cli import main
from briefcheck.domain.codes import CitationStatus, Confidence, Outcome
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import CheckResult, Evidence, EvidenceDetails
from briefcheck.report.docx import AUTHOR, annotated_docx

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
COMMENT_PARTS = {"word/comments.xml", "word/_rels/document.xml.rels", "[Content_Types].xml"}
ANNOTATED_PARTS = {"word/document.xml", "word/footnotes.xml"}


def _check(tmp_path: Path, brief: Path, *extra: str) -> tuple[CheckResult, bytes]:
    out, annotated = tmp_path / "result.json", tmp_path / "annotated.docx"
    main(
        [
            "--home",
            str(tmp_path / "h"),
            "check",
            str(brief),
            "--out",
            str(out),
            "--docx",
            str(annotated),
            *extra,
        ]
    )
    return CheckResult.model_validate(json.loads(out.read_text())), annotated.read_bytes()


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, CheckResult, bytes]:
    tmp = tmp_path_factory.mktemp("docx")
    brief = tmp / "brief.docx"
    brief.write_bytes(build_brief())
    # every citation commented, so each comment's place can be checked
    result, annotated = _check(tmp, brief, "--comment-all")
    return brief.read_bytes(), result, annotated


def _parts(data: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return {n: z.read(n) for n in z.namelist()}


def _ranges(xml: bytes) -> dict[str, str]:
    """Comment id -> the text between its commentRangeStart and commentRangeEnd."""
    open_ranges: dict[str, list[str]] = {}
    done: dict[str, str] = {}
    for el in etree.fromstring(xml).iter():
        if el.tag == f"{W}commentRangeStart":
            open_ranges[el.get(f"{W}id")] = []
        elif el.tag == f"{W}commentRangeEnd":
            done[el.get(f"{W}id")] = "".join(open_ranges.pop(el.get(f"{W}id")))
        elif el.tag == f"{W}t":
            for chunks in open_ranges.values():
                chunks.append(el.text or "")
    assert not open_ranges, "a comment range is never closed"
    return done


def _comments(data: bytes) -> dict[str, str]:
    root = etree.fromstring(_parts(data)["word/comments.xml"])
    return {
        c.get(f"{W}id"): "\n".join("".join(t.text or "" for t in p.iter(f"{W}t")) for p in c.iter(f"{W}p"))
        for c in root.iter(f"{W}comment")
    }


def _without_comments(xml: bytes) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """Each paragraph's properties and, character by character, the text with its run properties
    and containers (tracked change, cell): the document as a reader sees it, comments removed."""
    root = etree.fromstring(xml)
    for el in list(root.iter(f"{W}commentRangeStart", f"{W}commentRangeEnd")):
        el.getparent().remove(el)
    for ref in list(root.iter(f"{W}commentReference")):
        run = ref.getparent()
        run.getparent().remove(run)
    out = []
    for p in root.iter(f"{W}p"):
        ppr = p.find(f"{W}pPr")
        chars = []
        for el in p.iter(f"{W}t", f"{W}delText", f"{W}footnoteReference", f"{W}br"):
            rpr = el.getparent().find(f"{W}rPr")
            props = etree.tostring(rpr).decode() if rpr is not None else ""
            where = "/".join(a.tag.rsplit("}", 1)[-1] for a in el.iterancestors())
            pieces = list(el.text or "") if el.tag in (f"{W}t", f"{W}delText") else [el.tag]
            chars.extend((ch, props, where) for ch in pieces)
        out.append((etree.tostring(ppr).decode() if ppr is not None else "", chars))
    return out


def test_each_comment_sits_on_exactly_its_citation(checked: tuple[bytes, CheckResult, bytes]) -> None:
    _, result, annotated = checked
    parts = _parts(annotated)
    ranges = {**_ranges(parts["word/document.xml"]), **_ranges(parts["word/footnotes.xml"])}
    comments = _comments(annotated)
    cited = {
        b.text[c.start : c.end]: c
        for b in result.blocks
        for c in b.citations
        if c.status is not CitationStatus.VERIFIED
    }
    # body (split across three runs, part italic), footnote, table cell, tracked insertion
    for expected in (SPLIT_CITATION, FOOTNOTE_CITATION, TABLE_CITATION, INSERTED_CITATION):
        assert expected in cited
    # a footnote's citation is commented on the footnote's reference mark in the body (which both
    # Word and LibreOffice open), saying which footnote; the footnote itself is untouched
    assert _ranges(parts["word/footnotes.xml"]) == {}
    assert parts["word/footnotes.xml"] == _parts(checked[0])["word/footnotes.xml"]
    on_mark = [i for i, text in ranges.items() if text == ""]
    assert len(on_mark) == 1 and comments[on_mark[0]].startswith("In footnote 1: briefcheck: ")
    assert FOOTNOTE_CITATION in comments[on_mark[0]]
    in_text = {i: t for i, t in ranges.items() if t}
    assert sorted(in_text.values()) == sorted(t for t in cited if t != FOOTNOTE_CITATION)
    assert set(comments) == set(ranges)
    for comment_id, text in in_text.items():
        c = cited[text]
        assert comments[comment_id].startswith(f"briefcheck: {c.status.value.replace('_', ' ')}")
        assert c.text in comments[comment_id]
    # the deleted citation is not part of the document's text, so it is neither read nor commented
    assert all(DELETED_CITATION not in t for t in ranges.values())


def test_nothing_else_in_the_document_changes(checked: tuple[bytes, CheckResult, bytes]) -> None:
    original, _, annotated = checked
    before, after = _parts(original), _parts(annotated)
    assert set(after) == set(before) | {"word/comments.xml"}
    for name in set(before) - COMMENT_PARTS - ANNOTATED_PARTS:
        assert after[name] == before[name], name
    for name in ANNOTATED_PARTS:
        assert _without_comments(after[name]) == _without_comments(before[name]), name
    # the relationships and content types keep every original entry and add the comments part
    for name in ("word/_rels/document.xml.rels", "[Content_Types].xml"):
        old = {etree.tostring(e) for e in etree.fromstring(before[name])}
        new = {etree.tostring(e) for e in etree.fromstring(after[name])}
        assert old < new, name
    # python-docx reads the same text, the header and the table
    a, b = docx.Document(io.BytesIO(original)), docx.Document(io.BytesIO(annotated))
    assert [p.text for p in a.paragraphs] == [p.text for p in b.paragraphs]
    assert a.tables[0].cell(0, 1).text == b.tables[0].cell(0, 1).text
    assert a.sections[0].header.paragraphs[0].text == b.sections[0].header.paragraphs[0].text
    assert all(c.author == AUTHOR for c in b.comments)


def test_verified_citations_are_commented_only_when_asked(checked: tuple[bytes, CheckResult, bytes]) -> None:
    original, result, _ = checked
    first = result.blocks[1].citations[0]
    verified = result.model_copy(deep=True)
    c = verified.blocks[1].citations[0]
    c.status, c.status_note = CitationStatus.VERIFIED, "found"
    verified.evidence.append(
        Evidence(
            claim_id=c.claim_id or "claim_001",
            citation_id=c.id,
            outcome=Outcome.VERIFIED_OK,
            confidence=Confidence.HIGH,
            evidence_summary="found",
            evidence_details=EvidenceDetails(
                human_url="https://www.courtlistener.com/opinion/110736/harlow/"
            ),
        )
    )
    quiet = annotated_docx(verified, original)
    loud = annotated_docx(verified, original, comment_all=True)
    unchecked = [c for c in verified.citations() if c.status is CitationStatus.UNVERIFIED]
    assert loud.comments == len(verified.citations())
    # by default: no comment for the verified one, and the unchecked ones share one at the top
    assert quiet.comments == 1 and unchecked
    [summary] = _comments(quiet.data).values()
    assert summary.startswith("briefcheck: ") and f"Not checked by any source ({len(unchecked)})" in summary
    assert all(c.id in summary for c in unchecked) and first.id not in summary
    harlow = next(t for t in _comments(loud.data).values() if first.text in t)
    assert harlow.startswith("briefcheck: VERIFIED")
    assert "https://www.courtlistener.com/opinion/110736/harlow/" in harlow


def test_a_correction_and_the_evidence_link_are_in_the_comment(
    checked: tuple[bytes, CheckResult, bytes],
) -> None:
    original, result, _ = checked
    wrong = result.model_copy(deep=True)
    c = wrong.blocks[2].citations[0]  # the footnote
    c.status = CitationStatus.ERROR
    wrong.evidence.append(
        Evidence(
            claim_id=c.claim_id or "claim_001",
            citation_id=c.id,
            outcome=Outcome.VERIFIED_ERROR,
            hallucination_category="MISATTRIBUTION",
            confidence=Confidence.HIGH,
            evidence_summary="Another case starts at 925 F.3d 1339.",
            evidence_details=EvidenceDetails(human_url="https://www.courtlistener.com/opinion/1/other-case/"),
            suggested_correction="Other Case v. Someone, 925 F.3d 1339 (11th Cir. 2019)",
        )
    )
    from briefcheck.domain.status import final_status

    c.status_note = final_status(c, c.validation, wrong.evidence[-1:]).note  # as a check writes it
    assert "Suggested correction" in c.status_note
    text = next(t for t in _comments(annotated_docx(wrong, original).data).values() if "Varghese" in t)
    assert text.startswith("In footnote 1: briefcheck: ERROR")
    assert "Suggested correction: Other Case v. Someone, 925 F.3d 1339 (11th Cir. 2019)" in text
    assert text.count("Suggested correction") == 1  # said once, on its own line
    from briefcheck.report.html import render_html

    html = render_html(wrong)
    card = html[html.index(f'<section class="cite" data-rec="bad" id="{c.id}">') :]
    assert card[: card.index("</section>")].count("Suggested correction") == 1
    assert "https://www.courtlistener.com/opinion/1/other-case/" in text


def test_a_text_input_gets_a_clean_docx_with_the_same_comments(tmp_path: Path) -> None:
    brief = tmp_path / "brief.md"
    brief.write_text(f"# Argument\n\nSee {SPLIT_CITATION}. Also {TABLE_CITATION}.\n\nNo citation here.\n")
    result, annotated = _check(tmp_path, brief, "--comment-all")
    d = docx.Document(io.BytesIO(annotated))
    assert [p.text for p in d.paragraphs] == [b.text for b in result.blocks]
    assert sorted(_ranges(_parts(annotated)["word/document.xml"]).values()) == sorted(
        [SPLIT_CITATION, TABLE_CITATION]
    )
    # by default nothing needs action here: one comment, on the first paragraph, lists the unchecked
    _, default = _check(tmp_path, brief)
    assert list(_ranges(_parts(default)["word/document.xml"]).values()) == ["Argument"]
    [summary] = _comments(default).values()
    assert "2 case citations not checked" in summary and SPLIT_CITATION in summary


def test_a_docx_that_no_longer_matches_the_result_is_annotated_nowhere_and_says_so(
    checked: tuple[bytes, CheckResult, bytes],
) -> None:
    _, result, _ = checked
    other = docx.Document()
    other.add_paragraph("A different document altogether.")
    buf = io.BytesIO()
    other.save(buf)
    report = annotated_docx(result, buf.getvalue(), comment_all=True)
    assert report.comments == 0
    assert len(report.unanchored) == len(result.citations())
    assert annotated_docx(result, buf.getvalue()).comments == 0  # nor the summary of the unchecked
    with pytest.raises(InputError, match="cannot be opened"):
        annotated_docx(result, b"PK\x03\x04 not a docx")


def test_comment_all_needs_docx(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    brief = tmp_path / "brief.txt"
    brief.write_text(f"See {SPLIT_CITATION}.\n")
    assert main(["--home", str(tmp_path / "h"), "check", str(brief), "--comment-all"]) == 2
    assert "--comment-all needs --docx" in capsys.readouterr().err


# --------------------------------------------------------------------------- LibreOffice

_SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
_needs_libreoffice = pytest.mark.skipif(
    _SOFFICE is None, reason="LibreOffice (Debian's libreoffice-writer) is not installed"
)


def _round_trip(data: bytes, tmp_path: Path) -> list[str]:
    """Convert with LibreOffice headless to .odt; the text of each comment it shows."""
    src = tmp_path / "annotated.docx"
    src.write_bytes(data)
    profile = tmp_path / "lo-profile"
    done = subprocess.run(
        [
            str(_SOFFICE),
            f"-env:UserInstallation=file://{profile}",
            "--headless",
            "--convert-to",
            "odt",
            "--outdir",
            str(tmp_path),
            str(src),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    odt = tmp_path / "annotated.odt"
    assert done.returncode == 0 and odt.exists(), done.stdout + done.stderr
    office = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
    with zipfile.ZipFile(odt) as z:
        root = etree.fromstring(z.read("content.xml"))
    return ["".join(a.itertext()) for a in root.iter(f"{office}annotation")]


@_needs_libreoffice
@pytest.mark.parametrize("comment_all", [True, False], ids=["every citation", "default"])
def test_libreoffice_opens_the_annotated_docx_and_shows_the_comments(
    tmp_path: Path, checked: tuple[bytes, CheckResult, bytes], comment_all: bool
) -> None:
    """Every fixture round-trips through LibreOffice, the footnote's citation included."""
    original, result, _ = checked
    report = annotated_docx(result, original, comment_all=comment_all)
    shown = _round_trip(report.data, tmp_path)
    assert len(shown) == report.comments
    if comment_all:
        for expected in (SPLIT_CITATION, TABLE_CITATION, INSERTED_CITATION, FOOTNOTE_CITATION):
            assert any(expected in s for s in shown)
        assert any("In footnote 1: " in s and FOOTNOTE_CITATION in s for s in shown)
    else:
        [summary] = shown
        assert "Not checked by any source" in summary and FOOTNOTE_CITATION in summary


@_needs_libreoffice
def test_libreoffice_opens_a_text_inputs_docx(tmp_path: Path) -> None:
    brief = tmp_path / "brief.md"
    brief.write_text(f"# Argument\n\nSee {SPLIT_CITATION}. Also {TABLE_CITATION}.\n")
    _, annotated = _check(tmp_path, brief, "--comment-all")
    (tmp_path / "lo").mkdir()
    assert len(_round_trip(annotated, tmp_path / "lo")) == 2


def test_text_with_control_characters_still_becomes_a_commented_docx(tmp_path: Path) -> None:
    """A .txt the readers accept (here with a stray control character beside the citation) is a
    .docx the writer can write: the character becomes U+FFFD, every offset kept."""
    brief = tmp_path / "brief.txt"
    brief.write_bytes(f"See {SPLIT_CITATION}.\x01 The rest\x02.\n".encode())
    _, annotated = _check(tmp_path, brief, "--comment-all")
    d = docx.Document(io.BytesIO(annotated))
    assert "\ufffd" in d.paragraphs[0].text
    assert list(_ranges(_parts(annotated)["word/document.xml"]).values()) == [SPLIT_CITATION]


def test_a_footnote_is_shown_as_a_footnote_in_the_report(checked: tuple[bytes, CheckResult, bytes]) -> None:
    """Before, a .docx footnote was printed as one more body paragraph of the report."""
    from briefcheck.report.html import render_html

    _, result, _ = checked
    html = render_html(result)
    notes_at = html.index("<h3 class=ui>Footnotes</h3>")
    assert html.index(FOOTNOTE_CITATION) > notes_at
    assert "<p class=footnote>" in html[notes_at:]


def test_text_written_straight_under_its_paragraph_is_commented(tmp_path: Path) -> None:
    """A w:t directly under w:p (no w:r), as some generators write it: read, and commented, not an
    AssertionError (it failed the cloud run and --docx)."""
    from docx.oxml.ns import qn

    document = docx.Document()
    paragraph = document.add_paragraph()
    text = etree.SubElement(paragraph._p, qn("w:t"))
    text.text = "See Smith v. Jones, 41 F.5th 212 (2d Cir. 2021)."
    buffer = io.BytesIO()
    document.save(buffer)
    brief = tmp_path / "bare.docx"
    brief.write_bytes(buffer.getvalue())
    result, annotated = _check(tmp_path, brief)
    [citation] = result.citations()
    assert citation.status in (CitationStatus.ERROR, CitationStatus.LIKELY_HALLUCINATED)
    with zipfile.ZipFile(io.BytesIO(annotated)) as z:
        body = z.read("word/document.xml").decode()
        assert "commentRangeStart" in body and "41 F.5th 212" in body
        assert AUTHOR in z.read("word/comments.xml").decode()


def test_a_footnote_citation_is_placed_in_its_footnote_not_under_a_heading(
    checked: tuple[bytes, CheckResult, bytes],
) -> None:
    from briefcheck.report.html import render_html

    _, checked_result, _ = checked
    result = checked_result.model_copy(deep=True)
    [noted] = [b for b in result.blocks if any(c.text.startswith("Varghese") for c in b.citations)]
    assert noted.note == "footnote 1"
    for citation in (c for b in result.blocks for c in b.citations):  # each flagged, so each has a card
        citation.status, citation.status_note = CitationStatus.REVIEW, "Read it."
    html = render_html(result)

    def place(citation_id: str) -> str:  # the card's line of facts
        card = html[html.index(f'id="{citation_id}"') :]
        return card[card.index("<p class=meta>") : card.index("</p>")]

    assert place(noted.citations[0].id) == "<p class=meta>case, US · in footnote 1"
    [body] = [c for b in result.blocks for c in b.citations if c.text.startswith("Harlow")]
    assert place(body.id) == "<p class=meta>case, US · under “I. Qualified immunity”"


def test_a_word_file_with_a_part_not_read_opens_with_the_headline_saying_so(tmp_path: Path) -> None:
    """Every body citation commented on its own, one in the page header never read: the headline
    comment says the header was not read (the Word file said nothing of it)."""
    brief = tmp_path / "brief.docx"
    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = "See Qux v. Quux, 902 F.3d 7 (9th Cir. 2031)."
    document.add_paragraph("The rule is settled. See Foo v. Bar, 901 F.3d 101 (9th Cir. 2031).")
    document.save(str(brief))
    out = tmp_path / "annotated.docx"
    main(["--home", str(tmp_path / "h"), "check", str(brief), "--docx", str(out), "--comment-all", "--quiet"])
    comments = _comments(out.read_bytes()).values()
    assert any(t.startswith("briefcheck: ") and "not read for citations: page headers" in t for t in comments)


def test_a_file_checked_again_keeps_no_earlier_briefcheck_comment(
    checked: tuple[bytes, CheckResult, bytes], tmp_path: Path
) -> None:
    """The annotated file, checked again, says only what the new check found: briefcheck's earlier
    comments and their anchors are gone (in the body and the footnotes), a partner's stays, and
    the text is what it was."""
    original, _, annotated = checked
    document = docx.Document(io.BytesIO(annotated))
    paragraph = next(p for p in document.paragraphs if p.runs)
    document.add_comment(paragraph.runs[0], text="Partner: confirm before filing", author="Partner")
    again = tmp_path / "again.docx"
    document.save(again)
    _, rechecked = _check(tmp_path, again, "--comment-all")
    comments = docx.Document(io.BytesIO(rechecked)).comments
    ours = [c for c in comments if c.author == AUTHOR]
    assert [c.text for c in comments if c.author == "Partner"] == ["Partner: confirm before filing"]
    assert len(ours) == len(_comments(annotated))  # each citation's comment once, not twice
    for name in ANNOTATED_PARTS:
        assert _without_comments(_parts(rechecked)[name]) == _without_comments(_parts(original)[name]), name
    # every anchor left is a comment's that is there
    assert set(_ranges(_parts(rechecked)["word/document.xml"])) <= set(_comments(rechecked))
