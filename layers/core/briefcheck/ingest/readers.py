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
import logging
import math
import re
import zipfile
import zlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import TYPE_CHECKING

from pydantic import ValidationError

from briefcheck.domain.config import settings
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import Block, SourceAnchor, Tier1Document
from briefcheck.text.abbreviations import is_abbreviation
from briefcheck.text.whitespace import clean

if TYPE_CHECKING:
    from bs4 import Tag

log = logging.getLogger(__name__)

MEDIA_TEXT = "text/plain"
MEDIA_MARKDOWN = "text/markdown"
MEDIA_HTML = "text/html"
MEDIA_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
MEDIA_PDF = "application/pdf"


@dataclass(frozen=True)
class ReadDocument:
    media_type: str
    blocks: list[Block]
    unread: list[str] = field(default_factory=list)  # parts holding text the reader left out


# --------------------------------------------------------------------------- public API


def read_document(data: bytes, source_name: str, *, max_bytes: int | None = None) -> ReadDocument:
    """Blocks of the document in `data`. `source_name` is used as a hint and in messages."""
    name = _display_name(source_name)
    _check_size(data, name, max_bytes)
    if not data:
        raise InputError(f"{name}: the file is empty (0 bytes)")
    if not data.strip():
        raise InputError(f"{name}: the file contains only whitespace, no text")
    kind = _sniff(data, name)
    unread: list[str] = []
    if kind == "pdf":
        blocks = _read_pdf(data, name)
        media = MEDIA_PDF
    elif kind == "docx":
        blocks, unread = _read_docx(data, name)
        media = MEDIA_DOCX
    else:
        text = decode_text(data, name)
        if not text.strip():
            raise InputError(f"{name}: the file contains only whitespace, no text")
        flavour = _text_flavour(text, source_name)
        if flavour == "html":
            try:
                blocks, media = _read_html(text), MEDIA_HTML
            except RecursionError:
                raise InputError(
                    f"{name}: the HTML is nested too deeply to read; save it as .docx or PDF"
                ) from None
        elif flavour == "markdown":
            blocks, media = _read_markdown(text), MEDIA_MARKDOWN
        else:
            blocks, media = _read_plain(text), MEDIA_TEXT
    if not blocks:
        raise InputError(f"{name}: no readable text was found in the document")
    return ReadDocument(media_type=media, blocks=blocks, unread=unread)


def _check_size(data: bytes, name: str, max_bytes: int | None) -> None:
    limit = settings().max_upload_bytes if max_bytes is None else max_bytes
    if len(data) > limit:
        raise InputError(
            f"{name}: the file is {_size(len(data))}, over the {_size(limit)} limit; split it or "
            "raise BRIEFCHECK_MAX_UPLOAD_BYTES"
        )


def parse_tier1(data: bytes, source_name: str = "input") -> Tier1Document | None:
    """The Tier-1 document in `data`; None when `data` is not JSON at all.

    Raises InputError when it is JSON but not a valid Tier-1 document, or over the size limit.
    """
    head = data.lstrip()[:4]
    if not head.startswith((b"{", b"[", b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")):
        return None
    _check_size(data, _display_name(source_name), None)
    try:
        text = decode_text(data, source_name)
    except InputError:
        return None
    if not text.lstrip().startswith(("{", "[")):
        return None
    name = _display_name(source_name)
    try:
        obj = json.loads(text)
    except RecursionError:
        raise InputError(f"{name}: the JSON is nested too deeply to read") from None
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


def decode_text(data: bytes, source_name: str) -> str:
    """Text of `data`: BOM-marked UTF-8/UTF-16 first, then UTF-8, then cp1252."""
    name = _display_name(source_name)
    text: str | None = None
    if data.startswith(b"\xef\xbb\xbf"):
        text = _try_decode(data, "utf-8-sig")
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = _try_decode(data, "utf-16")
    elif b"\x00" not in data:
        text = _try_decode(data, "utf-8") or _try_decode(data, "cp1252")
    if text is None or _looks_binary(text):
        raise InputError(f"{name}: the file is binary data, not a text document or a supported format")
    return text.replace("\r\n", "\n").replace("\r", "\n")


# --------------------------------------------------------------------------- sniffing

_IMAGE_MAGIC = {
    b"\x89PNG": "a PNG image",
    b"\xff\xd8\xff": "a JPEG image",
    b"GIF8": "a GIF image",
    b"II*\x00": "a TIFF image",
    b"MM\x00*": "a TIFF image",
}
_UNSUPPORTED_HINTS = {
    ".doc": "a legacy Word .doc file",
    ".rtf": "an RTF file",
    ".odt": "an OpenDocument text file",
    ".pages": "an Apple Pages file",
    ".wpd": "a WordPerfect file",
    ".xls": "a spreadsheet",
    ".xlsx": "a spreadsheet",
    ".ppt": "a presentation",
    ".pptx": "a presentation",
    ".png": "an image",
    ".jpg": "an image",
    ".jpeg": "an image",
    ".gif": "an image",
    ".tif": "an image",
    ".tiff": "an image",
}
_SUPPORTED = ".txt, .md, .html, .docx, .pdf or Tier-1 JSON"


def _sniff(data: bytes, name: str) -> str:
    """'pdf', 'docx' or 'text' from the content; raises InputError for anything else."""
    suffix = PurePath(name).suffix.lower()
    if b"%PDF-" in data[:1024]:
        return "pdf"
    if data.startswith(b"PK\x03\x04") or data.startswith(b"PK\x05\x06"):
        return _sniff_zip(data, name, suffix)
    for magic, what in _IMAGE_MAGIC.items():
        if data.startswith(magic):
            raise _unsupported(name, what, "images have no text layer; run OCR and save as PDF or .docx")
    if data.startswith(b"\xd0\xcf\x11\xe0"):
        raise _unsupported(name, "a legacy Office (.doc) file", "save it as .docx or PDF")
    if data.lstrip().startswith(b"{\\rtf"):
        raise _unsupported(name, "an RTF file", "save it as .docx or PDF")
    if suffix == ".pdf":
        raise InputError(f"{name}: the PDF is damaged (no PDF header found); export it again")
    if suffix == ".docx":
        raise InputError(f"{name}: the .docx file is damaged (it is not a Word zip package); save it again")
    if suffix in _UNSUPPORTED_HINTS and _looks_binary_bytes(data):
        raise _unsupported(name, _UNSUPPORTED_HINTS[suffix], "save it as .docx or PDF")
    return "text"


# A .docx unpacks to a few times its size; a zip bomb to thousands. zipfile never inflates a
# member past its declared size, so the declared sizes bound the memory reading it takes.
MAX_UNZIPPED_RATIO = 10
# The XML parsed with the text (the document, its notes, headers and footers, and the parts
# python-docx parses on opening): parsing takes about 40 times its size in memory, and a brief of
# several hundred pages is a few MB of it. Past this, refused before parsing.
MAX_DOCX_TEXT_XML = 32 * 2**20
_CONTENT_TYPES = "[Content_Types].xml"
_MAX_CONTENT_TYPES = 2**20  # a package's list of content types is a few KB
_XML_CONTENT_TYPE = re.compile(r"[/+]xml$")


def _parsed_xml_size(archive: zipfile.ZipFile) -> int:
    """Bytes of the parts parsed as XML: every part whose content type is XML, by the package's
    own list ([Content_Types].xml, by part name or by extension) and whatever the part is named
    (relationships may point a note anywhere), with the relationships and the list itself. A
    package whose list is missing, outsized or unreadable counts every part."""
    from lxml import etree

    infos = archive.infolist()
    listed = next((i for i in infos if i.filename == _CONTENT_TYPES), None)
    if listed is None or listed.file_size > _MAX_CONTENT_TYPES:
        return sum(i.file_size for i in infos)
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    try:
        root = etree.fromstring(archive.read(listed), parser)
    except etree.XMLSyntaxError:
        return sum(i.file_size for i in infos)
    by_extension = {d.get("Extension", "").lower(): d.get("ContentType", "") for d in root.iter("{*}Default")}
    by_name = {
        d.get("PartName", "").lstrip("/").lower(): d.get("ContentType", "") for d in root.iter("{*}Override")
    }

    def parsed(part: str) -> bool:
        content_type = by_name.get(part.lower()) or by_extension.get(part.rsplit(".", 1)[-1].lower(), "")
        return part == _CONTENT_TYPES or bool(_XML_CONTENT_TYPE.search(content_type))

    return sum(i.file_size for i in infos if parsed(i.filename))


def _sniff_zip(data: bytes, name: str, suffix: str) -> str:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
            unzipped = sum(info.file_size for info in archive.infolist())
            text_xml = _parsed_xml_size(archive) if "word/document.xml" in names else 0
    except (zipfile.BadZipFile, OSError, ValueError, zlib.error):
        raise InputError(
            f"{name}: the file is a damaged zip package (a .docx that cannot be opened); save it again"
        ) from None
    limit = MAX_UNZIPPED_RATIO * settings().max_upload_bytes
    if unzipped > limit:
        raise InputError(
            f"{name}: the zip package unpacks to {_size(unzipped)} uncompressed, over the {_size(limit)} "
            "limit (a zip bomb, or not a brief); save it again as .docx or PDF"
        )
    if "word/document.xml" in names:
        if text_xml > MAX_DOCX_TEXT_XML:
            raise InputError(
                f"{name}: the XML parsed with the .docx's text (every XML part: its document, notes, headers "
                f"and footers) unpacks to {_size(text_xml)} of XML, "
                f"over the {_size(MAX_DOCX_TEXT_XML)} limit (a brief of several hundred pages is a few MB); "
                "save it again, or as PDF"
            )
        return "docx"
    if "mimetype" in names and any(n.startswith("content.xml") for n in names):
        what = "an OpenDocument file"
    elif any(n.startswith("xl/") for n in names):
        what = "an Excel workbook"
    elif any(n.startswith("ppt/") for n in names):
        what = "a PowerPoint presentation"
    elif suffix == ".docx":
        raise InputError(f"{name}: the .docx file is damaged (no word/document.xml inside); save it again")
    else:
        what = "a zip archive"
    raise _unsupported(name, what, "save the brief as .docx or PDF")


def _unsupported(name: str, what: str, advice: str) -> InputError:
    return InputError(f"{name}: unsupported file type: {what}; {advice} (supported: {_SUPPORTED})")


def _text_flavour(text: str, source_name: str) -> str:
    suffix = PurePath(source_name).suffix.lower()
    head = text.lstrip()[:2048].lower()
    if head.startswith(("<!doctype html", "<html", "<?xml")) and "<html" in head:
        return "html"
    if suffix in (".html", ".htm", ".xhtml") or re.search(r"<(html|body|p|h[1-6])[\s>]", head):
        return "html"
    if suffix in (".md", ".markdown"):
        return "markdown"
    if suffix in ("", ".txt", ".text") and re.search(r"(?m)^#{1,6} \S", text[:20000]):
        return "markdown"
    return "text"


def _try_decode(data: bytes, encoding: str) -> str | None:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError:
        return None


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def _looks_binary(text: str) -> bool:
    sample = text[:65536]
    return len(_CONTROL.findall(sample)) > max(2, len(sample) // 200)


def _looks_binary_bytes(data: bytes) -> bool:
    sample = data[:65536]
    return b"\x00" in sample or sum(b < 9 or 13 < b < 32 for b in sample) > len(sample) // 200


def _display_name(source_name: str) -> str:
    return PurePath(source_name).name or source_name or "input"


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{n} bytes"


# --------------------------------------------------------------------------- block building


def _clean(text: str) -> str:
    """One line of text: zero-width characters removed, whitespace runs collapsed."""
    return clean(text)


@dataclass
class _Blocks:
    """Numbers blocks the way the seed's paths do: a heading opens the next section."""

    blocks: list[Block] = field(default_factory=list)
    section: int = 1
    paragraphs: int = 0
    section_used: bool = False

    def heading(self, text: str, source: SourceAnchor | None = None, page: int | None = None) -> None:
        text = _clean(text)
        if not text:
            return
        if self.section_used:
            self.section += 1
            self.paragraphs = 0
        self.section_used = True
        path = f"/document/body/section_{self.section}/heading_1"
        self.blocks.append(Block(type="heading", text=text, path=path, source=source, page=page))

    def paragraph(self, text: str, source: SourceAnchor | None = None, page: int | None = None) -> None:
        text = _clean(text)
        if not text:
            return
        self.section_used = True
        self.paragraphs += 1
        path = f"/document/body/section_{self.section}/paragraph_{self.paragraphs}"
        self.blocks.append(Block(type="paragraph", text=text, path=path, source=source, page=page))


# --------------------------------------------------------------------------- plain text, Markdown


def _read_plain(text: str) -> list[Block]:
    out = _Blocks()
    for chunk in re.split(r"\n[ \t]*\n", text):
        out.paragraph(chunk)
    return out.blocks


_MD_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
_MD_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_MD_RULE = re.compile(r"^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$")
_MD_ITEM = re.compile(r"^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+")
_MD_QUOTE = re.compile(r"^ {0,3}>[ \t]?")
_MD_FENCE = re.compile(r"^ {0,3}(```|~~~)")
# Inline spans are bounded: an unclosed `**`, `_`, `[` or `<` must not send each later one
# scanning to the paragraph's end (quadratic on a long paragraph). Real emphasis, links and tags
# are far shorter than these bounds.
_MD_LINK = re.compile(r"!?\[([^\]\n]{0,500})\]\([^)\n]{0,2000}\)")
_MD_STRONG = re.compile(r"(\*\*|__)(?=\S)(.{1,500}?)(?<=\S)\1")
_MD_EM_STAR = re.compile(r"(?<![\w*])\*(?=\S)(.{1,500}?)(?<=\S)\*(?![\w*])")
_MD_EM_UNDER = re.compile(r"(?<![\w_])_(?=\S)(.{1,500}?)(?<=\S)_(?![\w_])")
_MD_CODE = re.compile(r"`([^`\n]{0,500})`")
_MD_TAG = re.compile(r"<[^>\n]{1,500}>")
_MD_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|>~])")


def _md_inline(text: str) -> str:
    """Markdown inline markup removed: the words a reader sees, which is what gets cited."""
    text = _MD_CODE.sub(r"\1", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_STRONG.sub(r"\2", text)
    text = _MD_EM_STAR.sub(r"\1", text)
    text = _MD_EM_UNDER.sub(r"\1", text)
    text = _MD_TAG.sub("", text)  # inline HTML tags
    return _MD_ESCAPE.sub(r"\1", text)


def _read_markdown(text: str) -> list[Block]:
    out = _Blocks()
    lines = text.split("\n")
    para: list[str] = []
    kind = ""  # "", "item" or "quote": what the open paragraph is

    def flush() -> None:
        nonlocal kind
        if para:
            out.paragraph(_md_inline(" ".join(para)))
            para.clear()
        kind = ""

    in_fence = False
    for line in lines:
        if _MD_FENCE.match(line):
            flush()
            in_fence = not in_fence
            continue
        if in_fence:
            para.append(line)
            continue
        if not line.strip():
            flush()
            continue
        heading = _MD_HEADING.match(line)
        if heading:
            flush()
            out.heading(_md_inline(heading.group(2)))
            continue
        if para and kind == "" and _MD_SETEXT.match(line):
            # "Title\n=====": the open paragraph was a heading.
            out.heading(_md_inline(" ".join(para)))
            para.clear()
            continue
        if _MD_RULE.match(line) and not (kind == "" and para):
            flush()
            continue
        item = _MD_ITEM.match(line)
        if item and para and kind == "" and re.match(r"\s*\d", line) and not re.match(r"\s*1[.)]", line):
            item = None  # CommonMark: only "1." opens a list inside a paragraph ("...§\n1983. It")
        quote = _MD_QUOTE.match(line)
        if item:
            flush()
            kind = "item"
            para.append(line[item.end() :])
        elif quote:
            if kind != "quote":
                flush()
            kind = "quote"
            body = line[quote.end() :]
            if body.strip():
                para.append(body)
            else:
                flush()
                kind = "quote"
        else:
            if kind == "quote" and para:
                flush()
            para.append(line.strip())
    flush()
    return out.blocks


# --------------------------------------------------------------------------- HTML

_HTML_DROP = {"script", "style", "noscript", "template", "head", "title", "svg", "iframe", "object", "button"}
_HTML_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
_HTML_BLOCKS = {
    "p", "li", "blockquote", "div", "section", "article", "main", "header", "footer", "aside", "nav",
    "ul", "ol", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption",
    "pre", "figure", "figcaption", "address", "form", "fieldset", "hr", "body", "html", "center",
}  # fmt: skip


# A page marker of an opinion's print pagination ("*484"), as CourtListener and publishers write
# it inside the text: kept, it becomes part of a citation ("347 *12 U.S. 483" reads as volume 12).
# Footnote reference marks glue to the word before them the same way.
_PAGE_MARKER_CLASSES = {"star-pagination", "page-number", "page-label", "pagination"}
_PAGE_MARKER_TEXT = re.compile(r"\s*\*\s*\d{1,5}\s*")
_NOTE_MARK = re.compile(r"\s*\[?\d{1,3}\]?\s*")


def _is_page_marker(tag: Tag) -> bool:
    """A print page marker, or a footnote's reference mark (a superscript number, or a link to the
    note holding one): kept, "Jones<sup>3</sup>, 5 F.3d 1" reads as a party named "Jones3"."""
    classes = tag.get("class") or []
    if _PAGE_MARKER_CLASSES.intersection(classes):
        return True
    name = tag.name.lower()
    internal_link = name == "a" and str(tag.get("href") or "").startswith("#")
    if (name == "sup" or internal_link) and _NOTE_MARK.fullmatch(tag.get_text()):
        before = tag.previous_sibling
        return not (isinstance(before, str) and before[-1:].isdigit())  # "10<sup>6</sup>": a power
    return name in ("span", "a", "sup", "strong", "b", "em", "i") and bool(
        _PAGE_MARKER_TEXT.fullmatch(tag.get_text())
    )


def _read_html(text: str) -> list[Block]:
    from bs4 import BeautifulSoup, NavigableString, Tag
    from bs4.element import PreformattedString

    soup = BeautifulSoup(text, "lxml")
    out = _Blocks()
    buffer: list[str] = []

    def flush() -> None:
        if buffer:
            out.paragraph("".join(buffer))
            buffer.clear()

    def walk(node: Tag) -> None:
        for child in node.children:
            if isinstance(child, NavigableString):
                if not isinstance(child, PreformattedString):  # comments, doctype, CDATA
                    buffer.append(str(child))
                continue
            if not isinstance(child, Tag):
                continue
            tag = child.name.lower()
            if tag in _HTML_DROP or _is_page_marker(child):
                continue
            if tag in _HTML_HEADINGS:
                flush()
                out.heading(child.get_text(" "))
            elif tag == "br":
                buffer.append(" ")
            elif tag in _HTML_BLOCKS:
                flush()
                walk(child)
                flush()
            else:
                walk(child)

    walk(soup)
    flush()
    return out.blocks


# --------------------------------------------------------------------------- .docx


def _read_docx(data: bytes, name: str) -> tuple[list[Block], list[str]]:
    """The blocks, and the parts holding text that were not read (named in the result)."""
    import docx
    from docx.opc.exceptions import PackageNotFoundError
    from lxml.etree import XMLSyntaxError

    from briefcheck.ingest.docx_text import iter_paragraphs, notes_roots, paragraph_chars, unread_parts

    try:
        document = docx.Document(io.BytesIO(data))
        notes = notes_roots(document)
        unread = unread_parts(document)
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, XMLSyntaxError, ValueError, OSError):
        raise InputError(f"{name}: the .docx file is damaged and cannot be opened; save it again") from None
    except zlib.error:  # a member whose compressed data is corrupt
        raise InputError(
            f"{name}: part of the .docx is corrupt (its compressed data cannot be inflated); save it again"
        ) from None
    out = _Blocks()
    try:
        for para in iter_paragraphs(document, notes):
            text, _ = paragraph_chars(para.element)
            anchor = SourceAnchor(part=para.part, paragraph=para.index)
            if para.heading:
                out.heading(text, anchor)
            else:
                out.paragraph(text, anchor)
    except (KeyError, ValueError, XMLSyntaxError):
        raise InputError(f"{name}: the .docx file is damaged and cannot be read; save it again") from None
    return out.blocks, unread


# --------------------------------------------------------------------------- PDF


def _read_pdf(data: bytes, name: str) -> list[Block]:
    from briefcheck.ingest.pdf_layout import read_pages

    pages = read_pages(data, name)
    failed = [number for number, page in enumerate(pages, start=1) if page is None]
    if len(failed) == len(pages):
        raise InputError(f"{name}: the PDF is damaged: no page could be read; export it again")
    if failed:
        log.warning("PDF pages could not be read and were skipped", extra={"pages": failed})
    read = [(number, page) for number, page in enumerate(pages, start=1) if page is not None]
    if not any(page.lines or page.footnotes for _, page in read):
        raise InputError(f"{name}: the PDF has no text layer (it looks scanned); run OCR on it and try again")
    body = _drop_page_furniture([page.lines for _, page in read])
    return _pdf_blocks(body, [page.footnotes for _, page in read], [number for number, _ in read])


_PAGE_NUMBER = re.compile(
    r"^(?:page|p\.|pg\.?)?\s*[-–—]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*(?:of\s+\d{1,4})?\s*[-–—]?$", re.I
)
_EDGE_LINES = 2  # header/footer candidates: this many lines at each end of a page


def _furniture_key(line: str) -> str:
    return re.sub(r"\d+", "#", _clean(line)).lower()


def _drop_page_furniture(pages: list[list[str]]) -> list[list[str]]:
    """Each page's lines without bare page numbers and headers/footers repeated on most pages."""
    edges: Counter[str] = Counter()
    for lines in pages:
        content = [ln for ln in lines if ln.strip()]
        edges.update({_furniture_key(ln) for ln in content[:_EDGE_LINES] + content[-_EDGE_LINES:]})
    need = max(2, math.ceil(0.6 * len(pages)))
    repeated = {k for k, n in edges.items() if n >= need and k}
    out: list[list[str]] = []
    for lines in pages:
        content = [i for i, ln in enumerate(lines) if ln.strip()]
        edge = set(content[:_EDGE_LINES] + content[-_EDGE_LINES:])
        out.append(
            [
                ln
                for i, ln in enumerate(lines)
                if not (i in edge and (_furniture_key(ln) in repeated or _PAGE_NUMBER.match(ln.strip())))
            ]
        )
    return out


_SENTENCE_END = re.compile(r"[.!?:;\"”’)\]]$")
_HEADING_LIKE = re.compile(r"^(?:[IVXLC]+\.|[A-Z]\.|\d{1,2}\.)\s+\S|^[^a-z]*[A-Z]{3}[^a-z]*$")


def _pdf_blocks(pages: list[list[str]], footnotes: list[list[list[str]]], numbers: list[int]) -> list[Block]:
    """Paragraphs re-formed from PDF lines, across page breaks, each page's footnotes after the
    paragraph that is open when its page ends (where a reader meets them). Each block records
    the page it begins on (`numbers`: each page's number in the file).

    A paragraph ends at a vertical gap wider than the document's usual line spacing (so
    double-spaced briefs work), where the indent grows (a first-line indent or a block quote
    opens) or shrinks after a block of indented lines (a block quote closes), and after a
    line that ends a sentence well short of the usual line width. A short line in capitals
    or with an outline number ("II. ARGUMENT") is a heading. Hyphenated line ends are joined.
    """
    text_lines = [ln for lines in pages for ln in lines if ln.strip()]
    widths = sorted(len(ln.strip()) for ln in text_lines)
    typical = widths[int(len(widths) * 0.8)] if widths else 0
    usual_gap = _usual_gap(pages)
    out = _Blocks()
    para: list[str] = []  # the paragraph's pieces, joined once at the end (long PDFs)
    para_page = 0  # the page the open paragraph began on
    indent, run = 0, 0  # indent of the previous line, and how many lines in a row had it

    pending: list[tuple[int, list[str]]] = []  # footnotes (and their page) waiting for their paragraph

    def flush() -> None:
        out.paragraph("".join(para), page=para_page)  # an empty paragraph makes no block
        para.clear()
        for page, note in pending:
            text: list[str] = []
            for line in note:
                _add_line(text, _clean(line))
            out.paragraph("".join(text), page=page)
        pending.clear()

    for number, lines, notes in zip(numbers, pages, footnotes, strict=True):
        blanks = -1  # no gap is measured across a page break
        for raw in lines:
            if not raw.strip():
                if blanks >= 0:
                    blanks += 1
                continue
            line = _clean(raw)
            this_indent = len(raw) - len(raw.lstrip())
            wide_gap = blanks > usual_gap
            indent_opens = this_indent > indent + 2
            indent_closes = this_indent < indent - 2 and run >= 2
            if wide_gap or indent_opens or indent_closes:
                flush()
            run = run + 1 if abs(this_indent - indent) <= 2 else 1
            indent, blanks = this_indent, 0
            short = len(line) < 0.7 * typical
            if short and not _SENTENCE_END.search(line) and _HEADING_LIKE.match(line) and len(line) <= 80:
                flush()
                out.heading(line, page=number)
                continue
            if not para:
                para_page = number
            _add_line(para, line)
            if short and _SENTENCE_END.search(line) and not is_abbreviation(line.rsplit(None, 1)[-1]):
                flush()  # a short line ending a sentence ends the paragraph; "Ashcroft v." does not
        pending.extend((number, note) for note in notes)
    flush()
    return out.blocks


def _usual_gap(pages: list[list[str]]) -> int:
    """The commonest number of blank lines between two text lines (1 when double-spaced)."""
    gaps: Counter[int] = Counter()
    for lines in pages:
        blanks = -1
        for ln in lines:
            if ln.strip():
                if blanks >= 0:
                    gaps[blanks] += 1
                blanks = 0
            elif blanks >= 0:
                blanks += 1
    return gaps.most_common(1)[0][0] if gaps else 0


_SUBDIVISION = re.compile(r"\([0-9A-Za-z]{1,4}\)")
_SUBDIVISION_END = re.compile(r"\w\([0-9A-Za-z]{1,4}\)$")


def _split_subdivision(last: str, line: str) -> bool:
    """ "12(b)" at a line's end and "(6)" opening the next: one subdivision, "12(b)(6)"."""
    return bool(_SUBDIVISION_END.search(last) and _SUBDIVISION.match(line))


def _add_line(para: list[str], line: str) -> None:
    if para:
        last = para[-1]
        if len(last) >= 2 and last[-1] == "-" and last[-2].isalpha() and line[:1].islower():
            para[-1] = last[:-1]  # "negli-" + "gence"
        elif not last.endswith(("—", "/")) and not _split_subdivision(last, line):
            para.append(" ")
    para.append(line)
