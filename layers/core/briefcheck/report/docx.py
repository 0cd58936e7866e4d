"""The brief back as a .docx, with a Word comment anchored on each citation a person must look at.

For a .docx input the lawyer's own file comes back unchanged but for the comments: runs are split
only at a citation's first and last character, and the comment markers go around them. Citations
in footnotes get their comment in the footnote. A file annotated before, and checked again, loses
briefcheck's earlier comments (they speak of the text as it was); every other author's stay. For
any other input (.pdf, .md, .txt, .html, Tier-1 JSON) a clean .docx of the text is written with the
same comments.

A block finds its paragraph through the source anchor the reader gave it, and a citation its
characters through the same walk of the paragraph's runs (`ingest.docx_text`), so the comment
sits on exactly the text the citation was read from.
"""

from __future__ import annotations

import copy
import datetime as dt
import io
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lxml import etree

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import Block, CheckResult, Citation
from briefcheck.domain.status import coverage_of, how_to_check
from briefcheck.ingest.docx_text import (
    NOTE_KIND,
    W_NS,
    CharOrigin,
    CharOrigins,
    NoteKind,
    notes_roots,
    paragraph_chars,
    part_paragraphs,
)
from briefcheck.report.rows import Row, citation_rows, correction_of, evidence_links, reason_of
from briefcheck.text.whitespace import clean_with_origins

if TYPE_CHECKING:
    from docx.document import Document as DocxDocument
    from docx.text.paragraph import Paragraph as DocxParagraph

AUTHOR = "briefcheck"
INITIALS = "BC"
_W = "{" + W_NS + "}"
_XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"
_STATUS_TEXT = {
    CitationStatus.ERROR: "ERROR",
    CitationStatus.LIKELY_HALLUCINATED: "LIKELY HALLUCINATED",
    CitationStatus.REVIEW: "REVIEW",
    CitationStatus.UNVERIFIED: "UNVERIFIED (not checked by any source)",
    CitationStatus.VERIFIED: "VERIFIED",
}


# Statuses that get a comment of their own by default; `comment_all` comments every citation.
NEEDS_ACTION = frozenset({CitationStatus.ERROR, CitationStatus.LIKELY_HALLUCINATED, CitationStatus.REVIEW})
UNCHECKED_LISTED = 40  # the summary comment names this many unchecked citations, then counts the rest


@dataclass(frozen=True)
class DocxReport:
    data: bytes
    comments: int  # comments written
    unanchored: list[str]  # citation ids whose text could not be found again in the file


# Characters XML 1.0 cannot hold (C0 controls but tab, line feed, carriage return; surrogates;
# U+FFFE, U+FFFF): a text file may carry them, and a .docx must still be written.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_safe(text: str) -> str:
    """The text with each character XML cannot hold replaced by U+FFFD, one for one, so every
    offset into it stays where it was."""
    return _NOT_XML.sub("\ufffd", text)


def comment_text(row: Row) -> str:
    """Status, the one-line reason, the suggested correction and the evidence link."""
    lines = [
        f"briefcheck: {_STATUS_TEXT[row.status]}: {row.citation.text}",
        reason_of(row, correction_apart=True),
    ]
    if correction := correction_of(row):
        lines.append(f"Suggested correction: {correction}")
    links = [link for e in row.evidence for link in evidence_links(e)]
    if links:
        label, url = links[0]
        lines.append(f"{label}: {url}")
    return xml_safe("\n".join(lines))


def annotated_docx(
    result: CheckResult, original: bytes | None = None, *, comment_all: bool = False
) -> DocxReport:
    """The annotated .docx: `original` (the .docx the result was read from) with comments, or,
    without it, a new document of the result's text with the same comments."""
    import docx

    rows = citation_rows(result)
    wanted = {r.citation.id: r for r in rows if comment_all or r.status in NEEDS_ACTION}
    # by default the citations nothing checked share one comment at the top, not one each
    unchecked = [] if comment_all else [r for r in rows if r.status is CitationStatus.UNVERIFIED]
    if original is not None:
        try:
            document = docx.Document(io.BytesIO(original))
        except Exception as exc:  # python-docx raises several kinds for a broken package
            raise InputError("the original .docx cannot be opened again to annotate it") from exc
        _drop_earlier_comments(document)
        sink = _Comments(document)
        placed = _annotate_original(document, sink, result.blocks, wanted)
    else:
        document = docx.Document()
        sink = _Comments(document)
        placed = _annotate_new(document, sink, result.blocks, wanted)
    # the headline opens the file where some citation has no comment of its own, a part of the
    # document was not read for citations (a citation in a page header is in no comment), or a found
    # citation's quotation was not compared with its text (its VERIFIED has no comment)
    coverage = coverage_of(result)
    said = bool(unchecked or result.unread or coverage.quotes_unread)
    summarised = said and _summary_comment(document, sink, coverage.headline, result, unchecked)
    out = io.BytesIO()
    document.save(out)
    return DocxReport(out.getvalue(), len(placed) + summarised, [i for i in wanted if i not in placed])


def _drop_earlier_comments(document: DocxDocument) -> None:
    """briefcheck's own comments of an earlier check, with their anchors in every part (the body,
    the footnotes): a re-checked file says only what this check found."""
    part = next((p for p in document.part.package.iter_parts() if p.partname.endswith("/comments.xml")), None)
    if part is None:
        return
    root = part.element if hasattr(part, "element") else None
    if root is None:
        return
    ours = [c for c in root.iterchildren(f"{_W}comment") if c.get(f"{_W}author") == AUTHOR]
    ids = {c.get(f"{_W}id") for c in ours}
    if not ids:
        return
    for comment in ours:
        root.remove(comment)
    for each in document.part.package.iter_parts():
        tree = getattr(each, "element", None)
        if tree is None or each is part:
            continue
        marks = [
            node
            for tag in ("commentRangeStart", "commentRangeEnd", "commentReference")
            for node in tree.iter(f"{_W}{tag}")
            if node.get(f"{_W}id") in ids
        ]
        for node in marks:
            parent = node.getparent()
            parent.remove(node)
            # the run that held only the reference (and its properties) goes with it
            if parent.tag == f"{_W}r" and all(child.tag == f"{_W}rPr" for child in parent):
                parent.getparent().remove(parent)


class _Comments:
    """The document's comments, written with ids counted here. python-docx looks for the next
    free id among every comment already written, once per comment: quadratic in the comments
    (3,000 citations took 13 s of comment ids alone)."""

    def __init__(self, document: DocxDocument) -> None:
        comments = document.comments  # creates the comments part when the file has none
        self.elm = comments._comments_elm
        self.part = comments._comments_part
        self.next_id = max((int(i) for i in self.elm.xpath("./w:comment/@w:id")), default=-1) + 1

    def add(self, text: str) -> int:
        """A comment by briefcheck holding `text` (a paragraph per line); its id."""
        from docx.comments import Comment
        from docx.oxml.ns import nsdecls
        from docx.oxml.parser import parse_xml

        comment_id = self.next_id
        self.next_id += 1
        elm = parse_xml(
            f'<w:comment {nsdecls("w")} w:id="{comment_id}" w:author=""><w:p><w:pPr>'
            '<w:pStyle w:val="CommentText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="CommentReference"/>'
            "</w:rPr><w:annotationRef/></w:r></w:p></w:comment>"
        )
        self.elm.append(elm)
        elm.author, elm.initials, elm.date = AUTHOR, INITIALS, dt.datetime.now(dt.UTC)
        comment = Comment(elm, self.part)
        first, *rest = text.split("\n")
        _write(comment.paragraphs[0], first)
        for line in rest:
            _write(comment.add_paragraph(), line)
        return comment_id


def _write(paragraph: DocxParagraph, text: str) -> None:
    """`text` as one run of the paragraph. A line with no tab or break is written as one w:t:
    python-docx's run text reads it a character at a time (a third of an annotated .docx's time)."""
    if not text:
        return
    if "\t" in text or "\n" in text or "\r" in text:
        paragraph.add_run(text)
    else:
        paragraph._p.add_r().add_t(text)


def summary_text(headline: str, result: CheckResult, unchecked: list[Row]) -> str:
    """The comment opening the file: the `headline`, then each citation no source checked (those
    `unchecked`, which have no comment of their own) and how to look them up."""
    lines = [f"briefcheck: {headline}"]
    if unchecked:
        listed = "; ".join(f"{r.citation.id} {r.citation.text}" for r in unchecked[:UNCHECKED_LISTED])
        more = f"; and {len(unchecked) - UNCHECKED_LISTED} more" if len(unchecked) > UNCHECKED_LISTED else ""
        lines += [
            f"Not checked by any source ({len(unchecked)}): {listed}{more}.",
            how_to_check(result.evidence),
        ]
    return xml_safe("\n".join(lines))


def _summary_comment(
    document: DocxDocument, sink: _Comments, headline: str, result: CheckResult, unchecked: list[Row]
) -> bool:
    """Anchor the summary on the first paragraph of the body that is one of the result's blocks;
    False when none is (the file is not the one the result was read from)."""
    blocks = {xml_safe(b.text) for b in result.blocks if b.text.strip()}
    for p in part_paragraphs(document.element):
        text, origins = _cleaned(p)
        if text in blocks:
            first, last = _isolate(origins[0], origins[-1])
            _mark(p, first, last, sink.add(summary_text(headline, result, unchecked)))
            return True
    return False


def _annotate_original(
    document: DocxDocument, sink: _Comments, blocks: list[Block], wanted: dict[str, Row]
) -> set[str]:
    body = part_paragraphs(document.element)
    note_paragraphs = {part: part_paragraphs(root) for part, root in notes_roots(document).items()}
    placed: set[str] = set()
    for block in blocks:
        todo = [c for c in block.citations if c.id in wanted]
        if not todo or block.source is None:
            continue
        source = block.source
        if source.part == "document":
            if source.paragraph < len(body):
                placed |= _comment_paragraph(sink, body[source.paragraph], block.text, todo, wanted)
        elif source.paragraph < len(paragraphs := note_paragraphs.get(source.part, [])):
            kind = NOTE_KIND[source.part]
            placed |= _comment_note(
                document, sink, kind, paragraphs[source.paragraph], block.text, todo, wanted
            )
    return placed


def _comment_note(
    document: DocxDocument,
    sink: _Comments,
    kind: NoteKind,
    p: etree._Element,
    text: str,
    citations: list[Citation],
    wanted: dict[str, Row],
) -> set[str]:
    """A citation in a footnote (or endnote) is commented on the note's reference mark in the
    body, saying which note: Word shows a comment inside a note, but LibreOffice refuses to open
    such a file, and the lawyer's file must open everywhere. The note itself is left as it was."""
    if _cleaned(p)[0] != text:
        return set()  # the file is not the one the result was read from
    note = next((a for a in p.iterancestors() if a.tag == kind.element), None)
    note_id = note.get(f"{_W}id") if note is not None else None
    reference = next((r for r in document.element.iter(kind.reference) if r.get(f"{_W}id") == note_id), None)
    if reference is None:
        return set()
    run = reference.getparent()
    body_p = next((a for a in reference.iterancestors() if a.tag == f"{_W}p"), None)
    if run is None or body_p is None:
        return set()
    number = _note_number(document, kind, note_id)
    placed = set()
    for c in sorted(citations, key=lambda c: c.start):
        _mark(body_p, run, run, sink.add(f"In {kind.label} {number}: {comment_text(wanted[c.id])}"))
        placed.add(c.id)
    return placed


def _note_number(document: DocxDocument, kind: NoteKind, note_id: str | None) -> int:
    """The number Word shows for a note: its place among the body's references of its kind."""
    ids = [r.get(f"{_W}id") for r in document.element.iter(kind.reference)]
    return ids.index(note_id) + 1 if note_id in ids else 0


def _annotate_new(
    document: DocxDocument, sink: _Comments, blocks: list[Block], wanted: dict[str, Row]
) -> set[str]:
    placed: set[str] = set()
    for block in blocks:
        text = xml_safe(block.text)
        p = document.add_heading(level=2) if block.type == "heading" else document.add_paragraph()
        _write(p, text)
        todo = [c for c in block.citations if c.id in wanted]
        if todo:
            placed |= _comment_paragraph(sink, p._p, text, todo, wanted)
    return placed


def _comment_paragraph(
    sink: _Comments, p: etree._Element, text: str, citations: list[Citation], wanted: dict[str, Row]
) -> set[str]:
    """Comment each citation in one paragraph, the last first: splitting runs at a citation
    leaves every character before it where it was, so one map of the runs serves them all."""
    cleaned, origins = _cleaned(p)
    if cleaned != text:
        return set()  # the file is not the one the result was read from
    placed = set()
    boundary = len(text)
    for c in sorted(citations, key=lambda c: c.start, reverse=True):
        if not 0 <= c.start < c.end <= len(text):
            continue
        if c.end > boundary:  # overlaps the citation commented before it: map the runs again
            origins = _cleaned(p)[1]
        first, last = _isolate(origins[c.start], origins[c.end - 1])
        _mark(p, first, last, sink.add(comment_text(wanted[c.id])))
        placed.add(c.id)
        boundary = c.start
    return placed


def _cleaned(p: etree._Element) -> tuple[str, CharOrigins]:
    """The paragraph's block text and, for each character, its origin in the runs."""
    raw, origins = paragraph_chars(p)
    text, index = clean_with_origins(raw)
    return text, origins.through(index)


def _isolate(first_char: CharOrigin, last_char: CharOrigin) -> tuple[etree._Element, etree._Element]:
    """Split runs so that the characters from `first_char` to `last_char` are whole runs; the
    first and last of those runs. The end is cut first, which leaves the start where it was."""
    last = _split_after(last_char)
    first = _split_before(first_char)
    # one run held both ends: the cut at the start moved the end into the new run
    return first, (first if _run_of(first_char.element) is last and first is not last else last)


def _run_of(el: etree._Element) -> etree._Element:
    """The run a piece of text is in; text written straight under its paragraph (which Word and
    our reader accept) is first given a run of its own, in its place, so it can be split."""
    parent = el.getparent()
    assert parent is not None, "text outside any paragraph"
    if parent.tag == f"{_W}r":
        return parent
    run = etree.Element(f"{_W}r")
    parent.replace(el, run)
    run.append(el)
    return run


def _split_before(at: CharOrigin) -> etree._Element:
    """Make the character `at` the first content of a run; that run."""
    run = _run_of(at.element)
    position = _content(run).index(at.element)
    if position == 0 and at.offset == 0:
        return run
    right = _split_run(run, position, at.offset)
    run.addnext(right)
    return right


def _split_after(at: CharOrigin) -> etree._Element:
    """Make the character `at` the last content of its run, which keeps it; that run."""
    run = _run_of(at.element)
    content = _content(run)
    position = content.index(at.element)
    length = len(at.element.text or "") if at.element.tag == f"{_W}t" else 1
    if at.offset < length - 1:
        run.addnext(_split_run(run, position, at.offset + 1))
    elif position < len(content) - 1:
        run.addnext(_split_run(run, position + 1, 0))
    return run


def _content(run: etree._Element) -> list[etree._Element]:
    """The run's children after its properties: text, tabs, breaks and the like."""
    return [child for child in run if child.tag != f"{_W}rPr"]


def _split_run(run: etree._Element, position: int, offset: int) -> etree._Element:
    """Cut `run` before content child `position` at text `offset`: `run` keeps the left part and
    the returned copy (same properties) holds the right part."""
    right = copy.deepcopy(run)
    left_content, right_content = _content(run), _content(right)
    for child in left_content[position + (1 if offset else 0) :]:
        run.remove(child)
    for child in right_content[:position]:
        right.remove(child)
    if offset:
        left_t, right_t = left_content[position], right_content[position]
        whole = left_t.text or ""
        left_t.text, right_t.text = whole[:offset], whole[offset:]
        for t in (left_t, right_t):
            t.set(_XML_SPACE, "preserve")
    return right


def _mark(p: etree._Element, first: etree._Element, last: etree._Element, comment_id: int) -> None:
    """commentRangeStart before the first run, commentRangeEnd after the last, and the reference
    run after the last run's top-level container, so it never joins a tracked change or a link."""
    start = etree.Element(f"{_W}commentRangeStart")
    start.set(f"{_W}id", str(comment_id))
    first.addprevious(start)
    end = etree.Element(f"{_W}commentRangeEnd")
    end.set(f"{_W}id", str(comment_id))
    last.addnext(end)
    top = end
    while top.getparent() is not p:
        parent = top.getparent()
        assert parent is not None, "run outside its paragraph"
        top = parent
    reference_run = etree.Element(f"{_W}r")
    rpr = etree.SubElement(reference_run, f"{_W}rPr")
    etree.SubElement(rpr, f"{_W}rStyle").set(f"{_W}val", "CommentReference")
    etree.SubElement(reference_run, f"{_W}commentReference").set(f"{_W}id", str(comment_id))
    top.addnext(reference_run)
