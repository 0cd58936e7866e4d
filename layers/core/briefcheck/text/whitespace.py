"""The one cleaning rule for a block's text, with and without the map back to the raw text."""

from __future__ import annotations

import re
from collections.abc import Mapping

# Invisible characters dropped, quotation marks read as a brief's three, whitespace runs made one
# space, the ends trimmed.
# `clean` and `clean_with_origins` must agree character for character.
# Invisible: the format controls Unicode says print as nothing (Default_Ignorable_Code_Point):
# soft hyphen, zero-width space and joiners, direction marks and overrides, word joiner, BOM,
# tags. A zero-width joiner left in "13\u200d67" read the page as 13.
_INVISIBLE_RANGES = (
    (0x00AD, 0x00AD), (0x061C, 0x061C), (0x180E, 0x180E), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x2064), (0x2066, 0x206F), (0xFEFF, 0xFEFF), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0001, 0xE0001), (0xE0020, 0xE007F),
)  # fmt: skip
INVISIBLE = "".join(chr(code) for first, last in _INVISIBLE_RANGES for code in range(first, last + 1))
# Quotation marks of other typefaces, locales and look-alikes read as the three a brief's quotations
# are found by (one for one: offsets stay): German "„...“", guillemets, fullwidth marks and Hebrew
# gershayim (not a double prime: an inch or a second, "12″"). A quotation in them was never read, and
# an invented one passed unchecked.
QUOTATION_MARKS = {"\u201e": "\u201c", "\u201f": "\u201c", "\u00ab": "\u201c", "\u00bb": "\u201d",
                    "\u301d": "\u201c", "\u301e": "\u201d", "\u301f": "\u201d",
                    "\uff02": '"', "\u05f4": '"'}  # fmt: skip
_TRANSLATED = str.maketrans(QUOTATION_MARKS) | dict.fromkeys(map(ord, INVISIBLE))
_INVISIBLE_SET = frozenset(INVISIBLE)
WHITESPACE = re.compile(r"\s+")
# A word hyphenated at a line's end, its rest in lower case on the next: one word ("liabil-\nity",
# "Mar-\nlowe"; a capital after the hyphen is a double name's, "Smith-\nJones"). The pattern opens with
# its literal and looks behind it only there: a look-behind first is tried at every character.
LINE_END_HYPHEN = re.compile(r"-(?<=[a-z]-)\s*\n\s*(?=[a-z])")


def clean(text: str) -> str:
    # str.split() splits at runs of the characters \s matches and drops the ends: the same as
    # substituting each run and trimming, three times faster (the substitution replaced every
    # space between two words with a new one)
    return " ".join(translate(text, _TRANSLATED).split())


def translate(text: str, table: Mapping[int, int | str | None]) -> str:
    """`text.translate(table)`, the text itself when it holds none of the table's characters: a
    search for each runs in C (and knows at once that a Latin-1 text holds none above it), where
    a translation walks every character, about 5 ms a MB. (One regex search for a class of them
    all is slower: 14 ms a MB for the invisible characters.)"""
    if any(chr(code) in text for code in table):
        return text.translate(table)
    return text


def clean_with_origins(text: str) -> tuple[str, list[int]]:
    """`clean(text)` and, for each of its characters, the index in `text` it came from."""
    kept = [i for i, ch in enumerate(text) if ch not in _INVISIBLE_SET]
    visible = "".join(text[i] for i in kept).translate(_TRANSLATED)
    out: list[str] = []
    origins: list[int] = []
    at = 0
    for m in WHITESPACE.finditer(visible):
        out.append(visible[at : m.start()])
        origins.extend(kept[at : m.start()])
        out.append(" ")
        origins.append(kept[m.start()])
        at = m.end()
    out.append(visible[at:])
    origins.extend(kept[at:])
    joined = "".join(out)
    lead = len(joined) - len(joined.lstrip())
    stripped = joined.strip()
    return stripped, origins[lead : lead + len(stripped)]
