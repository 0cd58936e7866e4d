"""Text pasted from a filed PDF, mended before it is read:
- a pleading's line numbers taken out (read as a page or a volume, they broke a citation across
  two lines);
- the court's filing stamp at the top of each page taken out ("Case 1:23-cv-01234 Document 12
  Filed 01/01/24 Page 5 of 20", or the courts of appeals' "Case: 23-1234 Document: 45 Page: 3
  Filed: 01/02/2024");
- a word hyphenated at a line's end joined ("Mar-\nlowe v. Kessler" read "lowe v. Kessler");
- a citation the page break cut between its reporter and its page joined again.
Each, left, broke the citation apart so that no finder read it, and it vanished from the report.
A PDF read as a PDF drops its running headers itself (`pdf_text`)."""

from __future__ import annotations

import itertools
import re

from briefcheck.text.whitespace import LINE_END_HYPHEN

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


# A pleading's line number at the start of a line (California's pleading paper numbers each line
# 1 to 28): the number, then two spaces or a tab
_LINE_NUMBER = re.compile(r"^[ \t]*(\d{1,2})(?:[ \t]{2,}|\t)(?=\S)", re.MULTILINE)
_NUMBERED_LINES = 5  # fewer numbered lines are no pleading paper
_OPENING = 4000  # characters of a document's opening, where its first numbered lines stand


def _without_line_numbers(text: str) -> str:
    """`text` without its pleading line numbers, where most lines carry one and they count on by
    one (a list's numbers, "1." and "2.", have their stop and are left alone)."""
    if len(_LINE_NUMBER.findall(text, 0, _OPENING)) < 3:
        return text  # pleading paper numbers its first page's lines too
    numbers = list(_LINE_NUMBER.finditer(text))
    if len(numbers) < _NUMBERED_LINES:
        return text
    lines = sum(1 for line in text.splitlines() if line.strip())
    counting = sum(int(b[1]) in (int(a[1]) + 1, 1) for a, b in itertools.pairwise(numbers))
    if len(numbers) < 0.6 * lines or counting < 0.7 * (len(numbers) - 1):
        return text
    return _LINE_NUMBER.sub("", text)


def mended(text: str) -> str:
    """`text` with filing stamps and pleading line numbers taken out, words hyphenated at a line's
    end joined, and citations cut by a page break joined."""
    if "Document" in text:
        text = _FILING_STAMP.sub("", text)
    if "-\n" in text or "- \n" in text or "-\r\n" in text:
        text = LINE_END_HYPHEN.sub("", text)  # as the PDF reader joins it: "Mar-\nlowe v. Kessler"
    text = _without_line_numbers(text)
    pieces, at = [], 0
    for gap in _BLANK_LINE.finditer(text):
        cut = _OPENS_PAGE.match(text, gap.end()) and _ENDS_VOLUME_REPORTER.search(
            text, max(0, gap.start() - _REACH), gap.start()
        )
        if cut:
            pieces += [text[at : cut.start("spaces")], " "]
            at = gap.end()
    return "".join([*pieces, text[at:]]) if pieces else text
