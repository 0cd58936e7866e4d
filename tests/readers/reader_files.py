"""Real .docx and PDF files made in the test run, for the readers' tests."""

from __future__ import annotations

import io
import zipfile


def _pdf_string(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(pages: list[list[str | tuple[int, str]]], *, font_size: int = 11, leading: int = 14) -> bytes:
    """A minimal valid PDF 1.4 with one Helvetica text line per entry, laid out top-down.

    An entry is a line of text, or (indent in points, text) for indented lines.
    """
    placed = []
    for lines in pages:
        page = []
        for number, entry in enumerate(lines):
            indent, line = entry if isinstance(entry, tuple) else (0, entry)
            page.append((72 + indent, 740 - number * leading, font_size, line))
        placed.append(page)
    return place_pdf(placed)


def place_pdf(
    pages: list[list[tuple[float, float, float, str]]], slanted: frozenset[int] = frozenset()
) -> bytes:
    """A minimal valid PDF 1.4: each entry is (x, y, font size, text) in Helvetica on a Letter page;
    the entries numbered in `slanted` (counted across pages) set in a slant, as an italic is.

    Written by hand (objects, content streams and a byte-exact xref table) so the reader is
    tested on a real text layer, independent of any PDF writer's own text handling.
    """
    objects: list[bytes] = []
    page_ids = [4 + 2 * i for i in range(len(pages))]
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    kids = " ".join(f"{pid} 0 R" for pid in page_ids)
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>".encode())
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    placed = 0
    for pid, entries in zip(page_ids, pages, strict=True):
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            f"/Resources << /Font << /F1 3 0 R >> >> /Contents {pid + 1} 0 R >>".encode()
        )
        ops = ["BT"]
        for x, y, size, text in entries:
            shear = 0.35 if len(ops) - 1 + placed in slanted else 0
            ops.append(f"/F1 {size} Tf 1 0 {shear} 1 {x} {y} Tm ({_pdf_string(text)}) Tj")
        placed += len(entries)
        ops.append("ET")
        stream = "\n".join(ops).encode("cp1252")
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    return _written(objects)


def pdf_with_parts(text: list[str], *, picture_page: bool = False, field_value: str | None = None) -> bytes:
    """A PDF whose first page holds `text` as real text, then a page that is only a picture (a
    scanned page: an image, no text layer) with `picture_page`, and with `field_value` a form field
    (an AcroForm widget on the first page) holding it: parts a text extraction cannot read."""
    objects: list[bytes] = [b"", b""]  # the catalog and the page tree, written last
    font = len(objects) + 1
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    ops = ["BT"] + [
        f"/F1 11 Tf 1 0 0 1 72 {740 - 14 * n} Tm ({_pdf_string(line)}) Tj" for n, line in enumerate(text)
    ]
    stream = "\n".join([*ops, "ET"]).encode("cp1252")
    contents = len(objects) + 1
    objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    pages, fields = [], []
    first = len(objects) + 1
    annots = f" /Annots [{first + 1} 0 R]" if field_value is not None else ""
    objects.append(
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 {font} 0 R >> >> "
        f"/Contents {contents} 0 R{annots} >>".encode()
    )
    pages.append(first)
    if field_value is not None:
        fields.append(len(objects) + 1)
        objects.append(
            f"<< /Type /Annot /Subtype /Widget /FT /Tx /T (note) /V ({_pdf_string(field_value)}) "
            f"/Rect [72 400 540 420] /P {first} 0 R >>".encode()
        )
    if picture_page:
        image = len(objects) + 1
        objects.append(
            b"<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray "
            b"/BitsPerComponent 8 /Length 1 >>\nstream\n\x80\nendstream"
        )
        drawn = b"q 468 0 0 648 72 72 cm /Im1 Do Q"
        objects.append(b"<< /Length %d >>\nstream\n" % len(drawn) + drawn + b"\nendstream")
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            f"/Resources << /XObject << /Im1 {image} 0 R >> >> /Contents {image + 1} 0 R >>".encode()
        )
        pages.append(len(objects))
    form = f" /AcroForm << /Fields [{' '.join(f'{f} 0 R' for f in fields)}] >>" if fields else ""
    objects[0] = f"<< /Type /Catalog /Pages 2 0 R{form} >>".encode()
    kids = " ".join(f"{p} 0 R" for p in pages)
    objects[1] = f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>".encode()
    return _written(objects)


def _written(objects: list[bytes]) -> bytes:
    """The objects (the first the catalog) as a PDF file, with a byte-exact xref table."""
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))
    return out.getvalue()


def encrypt_pdf(data: bytes, user_password: str, owner_password: str = "owner") -> bytes:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt(user_password=user_password, owner_password=owner_password, algorithm="AES-128")
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def blank_pdf(pages: int = 2) -> bytes:
    from pypdf import PdfWriter

    writer = PdfWriter()
    for _ in range(pages):
        writer.add_blank_page(width=612, height=792)
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def add_footnote(data: bytes, marker_text: str, note_text: str, kind: str = "footnote") -> bytes:
    """The .docx with a real footnote (or, with kind="endnote", endnote: Word's parts and
    relationships) after `marker_text`."""
    src = zipfile.ZipFile(io.BytesIO(data))
    files = {n: src.read(n) for n in src.namelist()}
    files[f"word/{kind}s.xml"] = (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:{kind}s xmlns:w="{_W}">'
        f'<w:{kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:{kind}>'
        f'<w:{kind} w:id="1"><w:p><w:r><w:t xml:space="preserve">{note_text}</w:t></w:r></w:p></w:{kind}>'
        f"</w:{kind}s>"
    ).encode()
    rels = files["word/_rels/document.xml.rels"].decode()
    files["word/_rels/document.xml.rels"] = rels.replace(
        "</Relationships>",
        f'<Relationship Id="rId{kind}1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        f'relationships/{kind}s" Target="{kind}s.xml"/></Relationships>',
    ).encode()
    types = files["[Content_Types].xml"].decode()
    files["[Content_Types].xml"] = types.replace(
        "</Types>",
        f'<Override PartName="/word/{kind}s.xml" ContentType="application/vnd.openxmlformats-'
        f'officedocument.wordprocessingml.{kind}s+xml"/></Types>',
    ).encode()
    body = files["word/document.xml"].decode()
    run = f'<w:t>{marker_text}</w:t></w:r><w:r><w:{kind}Reference w:id="1"/>'
    files["word/document.xml"] = body.replace(f"<w:t>{marker_text}</w:t></w:r>", run + "</w:r>", 1).encode()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as dst:
        for name, content in files.items():
            dst.writestr(name, content)
    return out.getvalue()
