"""What a filing is, from its bytes: the media types, the sniffing (magic bytes first; the name
is only a hint), text decoding, and the limits checked before anything is parsed.

Every refusal raises `InputError` naming the file and what to do.
"""

from __future__ import annotations

import codecs
import io
import re
import zipfile
import zlib
from pathlib import PurePath

from briefcheck.domain.config import settings
from briefcheck.domain.errors import InputError

MEDIA_TEXT = "text/plain"
MEDIA_MARKDOWN = "text/markdown"
MEDIA_HTML = "text/html"
MEDIA_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
MEDIA_PDF = "application/pdf"


def _cp1252_where_not_utf8(error: UnicodeError) -> tuple[str, int]:
    """A codec error handler: the bytes UTF-8 cannot read, read as Windows-1252 (a Word apostrophe
    pasted into a UTF-8 file); its five undefined bytes as Latin-1."""
    assert isinstance(error, UnicodeDecodeError)
    read = [
        chr(b) if b in _CP1252_UNDEFINED else bytes([b]).decode("cp1252")
        for b in error.object[error.start : error.end]
    ]
    return "".join(read), error.end


_CP1252_UNDEFINED = frozenset({0x81, 0x8D, 0x8F, 0x90, 0x9D})
codecs.register_error("briefcheck-cp1252", _cp1252_where_not_utf8)


def decode_text(data: bytes, source_name: str) -> str:
    """Text of `data`: BOM-marked UTF-8/UTF-16 first, then UTF-8, then UTF-8 with the bytes it
    cannot read read as cp1252 (a whole cp1252 file, or a UTF-8 one with a few pasted in)."""
    name = display_name(source_name)
    text: str | None = None
    if data.startswith(b"\xef\xbb\xbf"):
        text = data[3:].decode("utf-8", errors="briefcheck-cp1252")
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = _try_decode(data, "utf-16")
    elif b"\x00" not in data:
        text = data.decode("utf-8", errors="briefcheck-cp1252")
    if text is None or _looks_binary(text):
        raise InputError(f"{name}: the file is binary data, not a text document or a supported format")
    return text.replace("\r\n", "\n").replace("\r", "\n")


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


# The stream an encrypted Office Open XML file keeps its key data in, named in the compound file's
# directory (UTF-16LE), where a legacy .doc has none
_ENCRYPTED_OOXML = "EncryptionInfo".encode("utf-16-le")


def sniff(data: bytes, name: str) -> str:
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
        if _ENCRYPTED_OOXML in data:  # a password-protected .docx is wrapped in the old container
            raise InputError(
                f"{name}: the Word file is encrypted (password-protected); save a copy without it"
            )
        raise _unsupported(name, "a legacy Office (.doc) file", "save it as .docx or PDF")
    if data.lstrip().startswith(b"{\\rtf"):
        raise _unsupported(name, "an RTF file", "save it as .docx or PDF")
    if suffix in (".pdf", ".docx") and data.strip() and not _looks_binary_bytes(data):
        return "text"  # a text file under a PDF or Word name: read as the text it is
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
        if part == _CONTENT_TYPES or part.lower().endswith(".rels"):
            return True  # relationships are parsed whatever the list declares for them
        content_type = by_name.get(part.lower()) or by_extension.get(part.rsplit(".", 1)[-1].lower(), "")
        return bool(_XML_CONTENT_TYPE.search(content_type))

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
            f"{name}: the zip package unpacks to {size_text(unzipped)} uncompressed, "
            f"over the {size_text(limit)} limit (a zip bomb, or not a brief); save it again as .docx or PDF"
        )
    if "word/document.xml" in names:
        if text_xml > MAX_DOCX_TEXT_XML:
            raise InputError(
                f"{name}: the XML parsed with the .docx's text (every XML part: its document, notes, headers "
                f"and footers) unpacks to {size_text(text_xml)} of XML, "
                f"over the {size_text(MAX_DOCX_TEXT_XML)} limit "
                "(a brief of several hundred pages is a few MB); save it again, or as PDF"
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


def text_flavour(text: str, source_name: str) -> str:
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
    """More than one character in 200 a control character, and more than a few: a short text
    with stray ones (a bell or backspace pasted from another program) is still read."""
    sample = text[:65536]
    return len(_CONTROL.findall(sample)) > max(8, len(sample) // 200)


def _looks_binary_bytes(data: bytes) -> bool:
    sample = data[:65536]
    return b"\x00" in sample or sum(b < 9 or 13 < b < 32 for b in sample) > len(sample) // 200


def display_name(source_name: str) -> str:
    return PurePath(source_name).name or source_name or "input"


def size_text(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{n} bytes"
