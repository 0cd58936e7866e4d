"""Read a filing's bytes into heading and paragraph blocks (Tier 1, before extraction).

Formats: plain text, Markdown, HTML, .docx and PDF. The format is sniffed from the content
(magic bytes first); the file name is only a hint for text flavours and for error messages.
Tier-1 JSON is recognised separately by `parse_tier1`, so a caller can skip extraction.

Every failure a user can cause (empty, corrupt, encrypted, scanned, unsupported, too large)
raises `InputError` naming the file and what to do. Document text never reaches the logs.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
import zlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import NamedTuple

from pydantic import ValidationError

from briefcheck.domain.config import settings
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import Block, SourceAnchor, Tier1Document
from briefcheck.ingest.blocks import LISTED, NOT_QUOTED, BlockBuilder, cleaned_offset, kept_mark, marks_placed
from briefcheck.ingest.html_text import read_html
from briefcheck.ingest.markdown import read_markdown
from briefcheck.ingest.media import (
    MEDIA_DOCX,
    MEDIA_HTML,
    MEDIA_MARKDOWN,
    MEDIA_PDF,
    MEDIA_TEXT,
    decode_text,
    display_name,
    size_text,
    sniff,
    text_flavour,
)
from briefcheck.ingest.pasted import mended
from briefcheck.ingest.pdf_text import read_pdf

__all__ = ["ReadDocument", "decode_text", "parse_tier1", "read_document"]


@dataclass(frozen=True)
class ReadDocument:
    media_type: str
    blocks: list[Block]
    unread: list[str] = field(default_factory=list)  # parts holding text the reader left out


# --------------------------------------------------------------------------- public API


def read_document(data: bytes, source_name: str, *, max_bytes: int | None = None) -> ReadDocument:
    """Blocks of the document in `data`. `source_name` is used as a hint and in messages."""
    name = display_name(source_name)
    _check_size(data, name, max_bytes)
    if not data:
        raise InputError(f"{name}: the file is empty (0 bytes)")
    if not data.strip():
        raise InputError(f"{name}: the file contains only whitespace, no text")
    kind = sniff(data, name)
    unread: list[str] = []
    if kind == "pdf":
        blocks, unread = read_pdf(data, name)
        media = MEDIA_PDF
    elif kind == "docx":
        blocks, unread = _read_docx(data, name)
        media = MEDIA_DOCX
    else:
        text = decode_text(data, name)
        if not text.strip():
            raise InputError(f"{name}: the file contains only whitespace, no text")
        flavour = text_flavour(text, source_name)
        if flavour == "html":
            try:
                (blocks, unread), media = read_html(text), MEDIA_HTML
            except RecursionError:
                raise InputError(
                    f"{name}: the HTML is nested too deeply to read; save it as .docx or PDF"
                ) from None
        elif flavour == "markdown":
            blocks, media = read_markdown(mended(text)), MEDIA_MARKDOWN
        else:
            blocks, media = _read_plain(mended(text)), MEDIA_TEXT
    if not blocks:
        raise InputError(f"{name}: no readable text was found in the document")
    return ReadDocument(media_type=media, blocks=blocks, unread=unread)


def _check_size(data: bytes, name: str, max_bytes: int | None) -> None:
    limit = settings().max_upload_bytes if max_bytes is None else max_bytes
    if len(data) > limit:
        raise InputError(
            f"{name}: the file is {size_text(len(data))}, over the {size_text(limit)} limit; split it or "
            "raise BRIEFCHECK_MAX_UPLOAD_BYTES"
        )


def parse_tier1(data: bytes, source_name: str = "input") -> Tier1Document | None:
    """The Tier-1 document in `data`; None when `data` is not JSON at all.

    Raises InputError when it is JSON but not a valid Tier-1 document, or over the size limit.
    """
    head = data.lstrip()[:4]
    if not head.startswith((b"{", b"[", b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")):
        return None
    _check_size(data, display_name(source_name), None)
    try:
        text = decode_text(data, source_name)
    except InputError:
        return None
    if not text.lstrip().startswith(("{", "[")):
        return None
    name = display_name(source_name)
    try:
        obj = json.loads(text, parse_int=_bounded_int)
    except RecursionError:
        raise InputError(f"{name}: the JSON is nested too deeply to read") from None
    except _NumberTooLong as exc:
        raise InputError(
            f"{name}: the JSON holds a number of {exc.digits:,} digits; no Tier-1 value is that long"
        ) from None
    except json.JSONDecodeError as exc:
        if PurePath(source_name).suffix.lower() == ".json":
            raise InputError(
                f"{name}: not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
            ) from None
        return None
    if not isinstance(obj, dict):
        raise InputError(f"{name}: JSON input must be a Tier-1 document object, not a {type(obj).__name__}")
    try:
        return Tier1Document.model_validate(obj)
    except RecursionError:
        raise InputError(f"{name}: the JSON is nested too deeply to read") from None
    except ValidationError as exc:
        # Our own rendering of pydantic's errors: its default text repeats input values,
        # which may be privileged document text.
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(document)'}: {err['msg']}"
            for err in exc.errors(include_input=False, include_url=False)[:10]
        )
        raise InputError(f"{name}: JSON is not a valid Tier-1 document: {problems}") from None


# No value of a Tier-1 document (offsets, ids, years) comes near this many digits; Python refuses
# integers of over 4,300 digits with a bare ValueError.
MAX_INT_DIGITS = 30


class _NumberTooLong(ValueError):
    def __init__(self, digits: int) -> None:
        super().__init__(f"a number of {digits} digits")
        self.digits = digits


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _NumberTooLong(len(text.lstrip("-")))
    return int(text)


def _read_plain(text: str) -> list[Block]:
    out = BlockBuilder()
    read: list[_PlainParagraph] = []
    after_colon = False  # the paragraph before ends in a colon: the next may be what it leads in to
    chunks = [piece for chunk in re.split(r"\n[ \t]*\n", text) for piece in _set_in_runs(chunk)]
    chunks, notes = _plain_notes(chunks) if "[" in text else (chunks, {})
    placed: set[str] = set()
    for chunk in chunks:
        lines = [line.expandtabs(4) for line in chunk.split("\n") if line.strip()]
        # a heading in capitals on its own line, the paragraph after it with no blank line between
        # ("ARGUMENT" / "Hale v. Pratt, 620 F.3d 340 ..."): its words are no part of the paragraph's
        while len(lines) > 1 and _heading_line(lines[0].strip()):
            out.heading(lines.pop(0).strip())
            chunk = "\n".join(lines)
        before = len(out.blocks)
        if notes:  # each defined note's call kept, to be placed in the paragraph's cleaned text
            chunk = _PLAIN_NOTE_CALL.sub(lambda m: kept_mark(m[1]) if m[1] in notes else m.group(), chunk)
        shown, marks = marks_placed(chunk)
        out.paragraph(shown)
        if not lines or len(out.blocks) == before:
            continue
        for label, at in marks:  # each note after the paragraph calling it first
            if label not in placed:
                placed.add(label)
                note = f"footnote {label}"
                out.paragraph(notes[label], note=note, note_in=out.blocks[before].path, note_mark=at)
        indents = [len(line) - len(line.lstrip(" ")) for line in lines]
        # a signature block, an address or a list set in is the brief's own (it was read as a quotation
        # of the case cited last)
        kept = not (NOT_QUOTED.search(chunk) or LISTED.match(chunk))
        words = len(chunk.split())
        read.append(
            _PlainParagraph(before, indents[0], min(indents) if kept else 0, len(lines), words, after_colon)
        )
        after_colon = lines[-1].rstrip().endswith(":")
    out.set_in_quotations(_set_in_paragraphs(read))
    for label, note in notes.items():  # a note whose call stands in no paragraph (a heading's)
        if label not in placed:
            out.paragraph(note, note=f"footnote {label}")
    return out.blocks


class _PlainParagraph(NamedTuple):
    block: int  # its index in the blocks read
    first: int  # its first line's indent
    least: int  # its least indent (0 for a signature block or a list's item: never set in)
    lines: int
    words: int
    after_colon: bool  # the paragraph before ends in a colon (a lead-in to it)


def _set_in_paragraphs(read: list[_PlainParagraph]) -> list[int]:
    """The blocks of the paragraphs set in from the margin, every line, past the indent the brief
    opens its own paragraphs with (of its prose, not headings nor what a colon leads in to): block
    quotations. Where the prose's lines after the first return to the margin (a Tab opening each
    paragraph), a paragraph of two lines or more set in on every line by as much is one too."""
    prose = [p for p in read if p.words >= _PROSE_WORDS and not p.after_colon] or read
    firsts = Counter(p.first for p in prose)
    own = max(firsts, key=lambda indent: (firsts[indent], -indent)) if firsts else 0
    wrapped = Counter(p.least for p in prose if p.lines > 1)
    margin = max(wrapped, key=lambda indent: (wrapped[indent], -indent)) if wrapped else own
    return [
        p.block
        for p in read
        if p.least >= _SET_IN and (p.least > own or (p.lines > 1 and margin < own and p.least > margin))
    ]


def _set_in_runs(chunk: str) -> list[str]:
    """A run of lines set in past the line before it, which a colon ends, as a paragraph of its own
    in a brief that leaves no blank line between its paragraphs ("... on which Defendant relies:" /
    eight spaces, the quotation / "Thornbury v. Halcyon ..."): read into the paragraph around it,
    the block quotation was no quotation at all (an altered one was VERIFIED). A first line's
    indent opens no run."""
    pieces: list[list[str]] = [[]]
    base: int | None = None  # the indent of the last line not set in
    inside = False  # whether the piece being read is a set-in run
    last = ""  # the last line with words
    for line in chunk.split("\n"):
        if not line.strip():
            pieces[-1].append(line)
            continue
        spaced = line.expandtabs(4)
        indent = len(spaced) - len(spaced.lstrip(" "))
        set_in = base is not None and indent >= base + _SET_IN and (inside or last.rstrip().endswith(":"))
        if set_in != inside and pieces[-1]:
            pieces.append([])  # a run begins, or ends
        inside = set_in
        pieces[-1].append(line)
        last = line
        if not set_in:
            base = indent
    return ["\n".join(piece) for piece in pieces if any(line.strip() for line in piece)]


# A note's call in plain text, a number in brackets glued to the word or stop it follows ("Id.[1]"),
# and the note set under it, a paragraph opening with that number in brackets ("[1] See ..."),
# after a rule of underscores or hyphens where one is drawn
_PLAIN_NOTE_CALL = re.compile(r"(?<=[^\s\[])\[(\d{1,3})\](?![(:])")
_PLAIN_NOTE = re.compile(r"\s*\[(\d{1,3})\][ \t]+(\S.*)")
_PLAIN_RULE = re.compile(r"\s*(?:_{5,}|-{5,}|\*{3,})\s*")


def _plain_notes(chunks: list[str]) -> tuple[list[str], dict[str, str]]:
    """The paragraphs without the notes (and the rule over them), and each note's text by its
    number: a line opening "[1] " opens a note where the text calls it ("Id.[1]"), and the lines
    after it are its own until the next note opens (notes set one to a line, or a rule right over
    them)."""
    called = set(_PLAIN_NOTE_CALL.findall("\n\n".join(chunks)))
    kept: list[str] = []
    notes: dict[str, str] = {}
    for chunk in chunks:
        lines = chunk.split("\n")
        first = next(
            (i for i, line in enumerate(lines) if _opens_a_note(line, called, notes)),
            None,
        )
        if first is None or not all(not ln.strip() or _PLAIN_RULE.fullmatch(ln) for ln in lines[:first]):
            kept.append(chunk)
            continue
        label = None
        for line in lines[first:]:
            note = _PLAIN_NOTE.fullmatch(line)
            if note and _opens_a_note(line, called, notes):
                label = note[1]
                notes[label] = note[2].strip()
            elif label is not None and line.strip():
                notes[label] = f"{notes[label]} {line.strip()}"
    if notes:
        kept = [chunk for chunk in kept if not _PLAIN_RULE.fullmatch(chunk)]
    return kept, notes


def _opens_a_note(line: str, called: set[str], notes: dict[str, str]) -> bool:
    note = _PLAIN_NOTE.fullmatch(line)
    return note is not None and note[1] in called and note[1] not in notes


# A line in capitals that heads what follows ("ARGUMENT", "I. THE NOTICE WAS LATE"), not a sentence;
# or one numbered in an outline, its words capitalised ("B. The Lease Permits Subletting")
_CAPITALS_HEADING = re.compile(
    r"(?=[^a-z]*[A-Z]{2})(?:[IVXLC]+\.|[A-Z]\.|\d{1,2}\.)?[^a-z.!?;]{3,80}(?<![,:])"
)
_OUTLINE_HEADING = re.compile(r"(?:[IVXLC]+|[A-Z]|\d{1,2})\.\s+[A-Z][^.!?;:]{2,78}")


def _heading_line(line: str) -> bool:
    if _CAPITALS_HEADING.fullmatch(line):
        return True
    return _OUTLINE_HEADING.fullmatch(line) is not None and all(
        w[:1].isupper() for w in line.split()[1:] if len(w) >= 4
    )


# A paragraph of the brief's prose, whose indent is its style (a heading or a short line is not)
_PROSE_WORDS = 12
_SET_IN = 4  # spaces (a tab is four)


# --------------------------------------------------------------------------- .docx


def _macro_enabled(data: bytes) -> bool:
    """Whether a Word package declares a macro-enabled main document (a .docm, whatever its name)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as package, package.open("[Content_Types].xml") as part:
            types = part.read(_CONTENT_TYPES_READ)
    except (zipfile.BadZipFile, KeyError, OSError, ValueError):
        return False
    return b"document.macroEnabled.main+xml" in types


_CONTENT_TYPES_READ = 1 << 16  # (a content-types part is a few kilobytes; a bomb's is not read whole)


def _read_docx(data: bytes, name: str) -> tuple[list[Block], list[str]]:
    """The blocks, and the parts holding text that were not read (named in the result)."""
    import docx
    from docx.opc.exceptions import PackageNotFoundError
    from lxml.etree import XMLSyntaxError

    from briefcheck.ingest.docx_text import iter_paragraphs, notes_roots, paragraph_chars, unread_parts

    damaged = (PackageNotFoundError, zipfile.BadZipFile, KeyError, XMLSyntaxError, ValueError, OSError)
    try:
        # (python-docx meets a part of the wrong shape, a "[Content_Types].xml" of other elements, with
        # an AttributeError or TypeError of its own: the file is damaged)
        try:
            document = docx.Document(io.BytesIO(data))
        except (AttributeError, TypeError) as exc:
            raise ValueError("a part of the package is not what its name says") from exc
        notes = notes_roots(document)
        unread = unread_parts(document)
    except damaged:
        if _macro_enabled(data):
            raise InputError(
                f"{name}: a macro-enabled Word document (.docm) is not read; "
                "save it as a Word Document (.docx)"
            ) from None
        raise InputError(f"{name}: the .docx file is damaged and cannot be opened; save it again") from None
    except zlib.error:  # a member whose compressed data is corrupt
        raise InputError(
            f"{name}: part of the .docx is corrupt (its compressed data cannot be inflated); save it again"
        ) from None
    out = BlockBuilder()
    try:
        # the raw text and block of the last body paragraph, where its notes' marks stand
        referencing, referencing_path = "", None
        # whether a paragraph set in on the left alone would go on a lead-in ("... the test:") or on
        # a quotation so set
        quoting = False
        for para in iter_paragraphs(document, notes):
            text, _ = paragraph_chars(para.element)
            anchor = SourceAnchor(part=para.part, paragraph=para.index)
            before = len(out.blocks)
            quoted = False  # set in on the left alone after a lead-in, or the quotation so set before
            if para.heading:
                out.heading(text, anchor)
            else:
                mark = None if para.mark is None else cleaned_offset(referencing, para.mark)
                marked = mark is not None and referencing_path is not None
                quoted = (
                    para.set_in
                    and not para.quotation
                    and quoting
                    and not (NOT_QUOTED.search(text) or LISTED.match(text))
                )
                out.paragraph(
                    text,
                    anchor,
                    quotation=para.quotation or quoted,
                    set_in=quoted,
                    note=para.note,
                    note_in=referencing_path if marked else None,
                    note_mark=mark if marked else None,
                )
            if para.note is None:
                referencing = text
                referencing_path = out.blocks[-1].path if len(out.blocks) > before else None
                if text.strip():
                    quoting = text.rstrip().endswith(":") or quoted
    except (KeyError, ValueError, XMLSyntaxError):
        raise InputError(f"{name}: the .docx file is damaged and cannot be read; save it again") from None
    return out.blocks, unread
