"""Text pasted from a filed PDF, mended before it is read: the court's filing stamp at the top of
each page ("Case 1:23-cv-01234 Document 12 Filed 01/01/24 Page 5 of 20", or the courts of appeals'
"Case: 23-1234 Document: 45 Page: 3 Filed: 01/02/2024") taken out, and a citation the page break
cut between its reporter and its page joined again. Either, left, broke the citation apart so that
no finder read it, and it vanished from the report. A PDF read as a PDF drops its running headers
itself (`pdf_text`)."""

from __future__ import annotations

import re

# The CM/ECF stamp, alone on its line
_FILING_STAMP = re.compile(
    r"^[ \t]*Case:?[ \t]+[\w:.-]+[ \t]+Document:?[ \t]+[\d-]+[ \t]+"
    r"(?:Filed:?[ \t]+\d{1,2}/\d{1,2}/\d{2,4}[ \t]+Page:?[ \t]+\d+(?:[ \t]+of[ \t]+\d+)?"
    r"|Page:?[ \t]+\d+(?:[ \t]+of[ \t]+\d+)?[ \t]+(?:Date[ \t]+)?Filed:?[ \t]+\d{1,2}/\d{1,2}/\d{2,4})"
    r"(?:[ \t]+Page[ \t]*ID[ \t]*#?:?[ \t]*\d+)?[ \t]*\n",
    re.MULTILINE,
)
# A paragraph ending in a volume and a reporter ("600 F.3d"), the next opening with the page and a
# pin or the court's parenthesis ("520 (2d Cir. 2010)", "520, 525"): one citation the break cut.
# Looked for at each blank line (a pattern tried at every digit of a long brief cost a twentieth
# of its extraction).
_BLANK_LINE = re.compile(r"\n(?:[ \t]*\n)+[ \t]*")  # opening with a newline: found in C
_ENDS_VOLUME_REPORTER = re.compile(
    r"(?<![\w.])\d{1,4} [A-Z][A-Za-z.']*(?: ?[A-Z0-9][A-Za-z0-9.']*){0,3}(?P<spaces>[ \t]*)$"
)
_OPENS_PAGE = re.compile(r"\d{1,5}(?:,[ \t]*\d|[ \t]*\()")
_REACH = 60


def mended(text: str) -> str:
    """`text` with filing stamps taken out and citations cut by a page break joined."""
    if "Document" in text:
        text = _FILING_STAMP.sub("", text)
    pieces, at = [], 0
    for gap in _BLANK_LINE.finditer(text):
        cut = _OPENS_PAGE.match(text, gap.end()) and _ENDS_VOLUME_REPORTER.search(
            text, max(0, gap.start() - _REACH), gap.start()
        )
        if cut:
            pieces += [text[at : cut.start("spaces")], " "]
            at = gap.end()
    return "".join([*pieces, text[at:]]) if pieces else text
