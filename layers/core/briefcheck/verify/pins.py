"""Pin pages and pin paragraphs: reading them, and the span an authority actually has."""

from __future__ import annotations

import re

from briefcheck.text.authority import AuthorityText

_PARAGRAPH_PIN = re.compile(r"¶|\bpara(?:graph)?s?\b", re.I)
_PIN = re.compile(r"\*?\[?(\d{1,5})\]?(?:\s*(?:-|–|—|to)\s*\*?\[?(\d{1,5})\]?)?")


# What separates the pages a pin lists: "801, 818", "818 & n.30", "801 and 818".
_PIN_LIST = re.compile(r"\s*(?:,|&|\band\b)\s*")
# A footnote of the page before it ("818 n.30", "& nn.30-31"): not a page of its own.
_FOOTNOTE = re.compile(r"\s*\bnn?\.\s*\d")


def parse_pins(pin: str | None) -> list[tuple[int, int]] | None:
    """Each page or range a pin lists, in order: '460' -> [(460, 460)]; '623-24' -> [(623, 624)];
    '801, 818 & n.30' -> [(801, 801), (818, 818)]; '[10]-[12]' -> [(10, 12)]; None if it lists
    none that can be read."""
    if not pin:
        return None
    ranges = []
    for piece in _PIN_LIST.split(pin):
        if not piece or _FOOTNOTE.match(piece):
            continue
        m = _PIN.search(piece)
        if m is None:
            continue
        read = _range_of(m)
        if read is None:
            return None
        ranges.append(read)
    return ranges or None


def names_a_footnote(pin: str | None) -> bool:
    """Whether a pin names a footnote ("818 n.30", "& nn.3-4")."""
    return bool(pin and _FOOTNOTE.search(pin))


def _range_of(m: re.Match[str]) -> tuple[int, int] | None:
    lo = int(m.group(1))
    if not m.group(2):
        return lo, lo
    hi_s = m.group(2)
    # Bluebook drops repeated leading digits: 623-24 means 623-624
    hi = (
        int(m.group(1)[: max(0, len(m.group(1)) - len(hi_s))] + hi_s)
        if len(hi_s) < len(m.group(1))
        else int(hi_s)
    )
    return (lo, hi) if hi >= lo else None


def is_paragraph_pin(pin: str | None) -> bool:
    """Whether a pin names paragraphs ("¶ 15", "¶¶ 15-16", "para. 4"), not pages."""
    return bool(pin and _PARAGRAPH_PIN.search(pin))


def page_span(text: AuthorityText, first: int) -> tuple[int, int] | None:
    """First and last page of an opinion from its star markers, following the run of pages
    that starts at the cited first page (markers of a parallel reporter are ignored)."""
    end = None
    current = first
    for label in sorted({label for label, _ in text.units}):
        if label <= first:
            continue
        if label <= current + 3:  # small gaps occur (a page of headnotes, a missing marker)
            current = label
            end = label
        else:
            break
    return (first, end) if end is not None else None


def paragraph_numbers(text: AuthorityText) -> list[int]:
    return sorted({label for label, _ in text.units})
