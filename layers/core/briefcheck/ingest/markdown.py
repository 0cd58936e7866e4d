"""Markdown into blocks: headings, paragraphs, list items and quotes, inline markup removed."""

from __future__ import annotations

import re

from briefcheck.domain.models import Block
from briefcheck.ingest.blocks import BlockBuilder, kept_mark, marks_placed

_MD_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
_MD_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_MD_RULE = re.compile(r"^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$")
_MD_ITEM = re.compile(r"^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+")
_MD_QUOTE = re.compile(r"^ {0,3}>[ \t]?")
_MD_FENCE = re.compile(r"^ {0,3}(```|~~~)")
# Set in four spaces or a tab: in a brief a block quotation, as a converted Word file sets one (a
# brief holds no code)
_MD_INDENTED = re.compile(r"^(?: {4}|\t)")
# A line ending its sentence: "... defect." or a quotation's close
_SENTENCE_ENDED = re.compile(r"[.!?:;][\"”’')\]]*\s*$")
# A line that carries on the line before ("U.S.\n483 (1954)"): it opens in lower case or a figure
_GOES_ON = re.compile(r"\s*[a-z0-9(]")
# Inline spans are bounded: an unclosed `**`, `_`, `[` or `<` must not send each later one
# scanning to the paragraph's end (quadratic on a long paragraph). Real emphasis, links and tags
# are far shorter than these bounds.
_MD_LINK = re.compile(r"!?\[([^\]\n]{0,500})\]\([^)\n]{0,2000}\)")
_MD_STRONG = re.compile(r"(\*\*|__)(?=\S)(.{1,500}?)(?<=\S)\1")
# (not a star page's "*3": "at *3 ... *Id.*" is a pin and an italic Id., not one span)
_MD_EM_STAR = re.compile(r"(?<![\w*])\*(?=[^\s\d])(.{1,500}?)(?<=\S)\*(?![\w*])")
_MD_EM_UNDER = re.compile(r"(?<![\w_\\])_(?=\S)(.{1,500}?)(?<=\S)(?<!\\)_(?![\w_])")
# A blank written in underscores, apart from any word ("___ U.S. ___ (2024)", "597 U.S. ___,"): the
# citation's own, not emphasis (read as emphasis, "603 U.S. ___, 144 S. Ct. ... Corp., ___" lost
# both blanks and the volume took the parallel's number as its page)
_MD_BLANK = re.compile(r"(?<![\w_\\])_{2,}(?![\w_])")
_MD_CODE = re.compile(r"`([^`\n]{0,500})`")
_MD_TAG = re.compile(r"<[^>\n]{1,500}>")
# What a redline strikes out, "~~...~~" or an inline <del>, <s> or <strike>: not the filing's words
_MD_STRUCK = re.compile(
    # (not a web address's own "~~", "https://host/~~a~~b")
    r"(?<![\w/:.%~])~~(?=\S)(?:.{1,500}?)(?<=\S)~~(?![\w/~])|<(del|s|strike)\b[^>\n]{0,200}>.{0,2000}?</\1\s*>",
    re.IGNORECASE,
)
_MD_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|>~])")
# A footnote's reference ("600 F.3d[^1] 580"): its mark, not the sentence's words
_MD_FOOTNOTE_REF = re.compile(r"\[\^([^\]\s]{1,20})\](?!:)")
# A footnote's definition ("[^1]: Hale v. Pratt, ..."), its further lines set in under it
_MD_FOOTNOTE_DEF = re.compile(r"^ {0,3}\[\^([^\]\s]{1,20})\]:[ \t]?(.*)$")


def _footnotes(lines: list[str]) -> tuple[list[str], dict[str, str]]:
    """The lines without their footnote definitions (each left a blank line), and each
    definition's text by its label."""
    out: list[str] = []
    notes: dict[str, str] = {}
    label: str | None = None
    blank = False  # a blank line since the note's last: only a line set in goes on with it
    for line in lines:
        found = _MD_FOOTNOTE_DEF.match(line)
        if found:
            label, blank = found.group(1), False
            notes[label] = found.group(2).strip()
            out.append("")
        elif label is not None and not line.strip():
            blank = True
            out.append("")
        elif label is not None and (_MD_INDENTED.match(line) or (notes[label] and not blank)):
            notes[label] = f"{notes[label]} {line.strip()}".strip()  # its text goes on (set in, or lazily)
            out.append("")
        else:
            label = None
            out.append(line)
    return out, notes


# A table's delimiter row under its header ("|---|:--:|", "--- | ---"), and a cell's border
_MD_TABLE_DELIMITER = re.compile(r"^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$")
_MD_CELL_BORDER = re.compile(r"(?<!\\)\|")


def _table_lines(lines: list[str]) -> dict[int, bool]:
    """The lines of each GFM table (a header row with a pipe, its delimiter row, and the rows with
    pipes after it), by index: True for a row of cells, False for the delimiter."""
    table: dict[int, bool] = {}
    for i in range(1, len(lines)):
        # (a delimiter with no pipe is a heading's underline: "Smith | Jones\n---")
        if i - 1 in table or "|" not in lines[i - 1] or "|" not in lines[i]:
            continue
        if not _MD_TABLE_DELIMITER.match(lines[i]):
            continue
        table[i - 1], table[i] = True, False
        j = i + 1
        while j < len(lines) and lines[j].strip() and "|" in lines[j]:
            table[j] = True
            j += 1
    return table


def _cells(row: str) -> list[str]:
    """A table row's cells, their borders' pipes left out (an escaped "\\|" is a cell's own)."""
    cells = _MD_CELL_BORDER.split(row.strip())
    if cells and not cells[0].strip():
        cells = cells[1:]
    if cells and not cells[-1].strip():
        cells = cells[:-1]
    return [c.strip() for c in cells]


def _md_inline(text: str) -> str:
    """Markdown inline markup removed: the words a reader sees, which is what gets cited."""
    text = _MD_FOOTNOTE_REF.sub("", text) if "[^" in text else text
    text = _MD_STRUCK.sub("", text) if "~~" in text or "<" in text else text
    text = _MD_CODE.sub(r"\1", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_BLANK.sub(lambda m: "\\_" * len(m[0]), text) if "__" in text else text
    text = _MD_STRONG.sub(r"\2", text)
    text = _MD_EM_STAR.sub(r"\1", text)
    text = _MD_EM_UNDER.sub(r"\1", text)
    text = _MD_TAG.sub("", text)  # inline HTML tags
    return _MD_ESCAPE.sub(r"\1", text)


def read_markdown(text: str) -> list[Block]:
    out = BlockBuilder()
    lines, notes = _footnotes(text.split("\n")) if "[^" in text else (text.split("\n"), {})
    numbered: dict[str, int] = {}  # each note's number, by first reference, as a reader sees them
    para: list[str] = []
    kind = ""  # "", "item", "quote" or "indented": what the open paragraph is
    in_list = False  # a list is open: a line set in under it is its own
    set_in: list[int] = []
    opened_in = 0  # paragraphs whose first line is set in, block quotations or not
    opening_in = False  # the open paragraph's first line is set in

    def flush() -> None:
        nonlocal kind, opened_in, opening_in
        if para:
            before = len(out.blocks)
            raw = " ".join(para)
            if notes:  # each defined note's reference kept, to be placed once the markup is gone
                raw = _MD_FOOTNOTE_REF.sub(
                    lambda m: kept_mark(m.group(1)) if m.group(1) in notes else m.group(), raw
                )
            shown, marks = marks_placed(_md_inline(raw))
            out.paragraph(shown, quotation=kind == "quote")
            if len(out.blocks) > before:
                opened_in += opening_in
                if kind == "indented":
                    set_in.append(before)
                for label, at in marks:  # each note after the paragraph first marking it
                    if label in numbered:
                        continue
                    numbered[label] = len(numbered) + 1
                    out.paragraph(
                        _md_inline(notes[label]),
                        note=f"footnote {numbered[label]}",
                        note_in=out.blocks[before].path,
                        note_mark=at,
                    )
            para.clear()
        kind, opening_in = "", False

    # each row of a table its own paragraph, its cells set apart by semicolons: a row read as one line
    # with the header ran the header and the row's label into the name of the case its next cell
    # cites; a row's quotation stays with the citation beside it
    table = _table_lines(lines) if "|" in text else {}
    in_fence = False
    for at, line in enumerate(lines):
        if at in table and not in_fence:
            flush()
            in_list = False
            if table[at]:
                para.append("; ".join(c.rstrip(" ;") for c in _cells(line) if c))
                flush()
            continue
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
            in_list = False
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
            kind, in_list = "item", True
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
        elif _MD_INDENTED.match(line) and in_list:  # a list item's own paragraph or list, set in
            nested = _MD_ITEM.match(line.lstrip())
            if nested or (kind == "quote" and para):
                flush()
            if nested:
                kind = "item"
                para.append(line.lstrip()[nested.end() :])
            else:
                kind = kind if para else "item"
                para.append(line.strip())
        else:
            indented = _MD_INDENTED.match(line) is not None
            if kind == "quote" and para:
                flush()
            elif kind == "indented" and not indented:
                if _SENTENCE_ENDED.search(para[-1]) and not _GOES_ON.match(line):
                    flush()  # the block quotation ends; a paragraph of the brief's follows
                else:
                    kind = ""  # a paragraph whose first line alone is set in, wrapped by hand
            if not para:
                kind = "indented" if indented else ""  # an indented line opens no block in a paragraph
                opening_in = indented
                in_list = in_list and indented
            para.append(line.strip())
    flush()
    for label, note in notes.items():  # a note no paragraph marks is still read, where it stood
        if label not in numbered:
            out.paragraph(_md_inline(note), note="a footnote")
    out.set_in(set_in, opened_in)
    return out.blocks
