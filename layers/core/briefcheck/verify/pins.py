"""Pin pages and pin paragraphs: reading them, and the span an authority actually has (by its
text's page markers, or by where it and the next case of its volume begin)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from briefcheck.extract.parens import NOTE_MARK
from briefcheck.reference.reporters import LONGEST_DECISION_PAGES, find_reporter
from briefcheck.text.authority import AuthorityText
from briefcheck.verify.names import NameMatch, compare_names, first_page
from briefcheck.verify.refs import CitationRef, RefKind, public_domain
from briefcheck.verify.sources.base import HoldsVolumes, MatchedCase, Source

# (a syllabus's paragraph too: Kansas's "Syl. ¶ 2", West Virginia's "Syl. pt. 2")
_PARAGRAPH_PIN = re.compile(r"¶|\bpara(?:graph)?s?\b|\bsyl(?:\.|labus)", re.I)
_PIN = re.compile(r"\*?\[?(\d{1,5})\]?(?:\s*(?:-|–|—|to)\s*\*?\[?(\d{1,5})\]?)?")


# What separates the pages a pin lists: "801, 818", "818 & n.30", "801 and 818".
_PIN_LIST = re.compile(r"\s*(?:,|&|\band\b)\s*")
# A footnote of the page before it ("818 n.30", "& nn.30-31", California's "888, fn. 3", New York's
# "446 n 3"): not a page of its own.
# (or by its word, "& note 4"; or by a symbol, "505 n.*", "n.†")
_FOOTNOTE = re.compile(rf"\s*\b(?:{NOTE_MARK}\s*(?:\d|[*†‡])|notes?\s+\d)")


# Footnotes in the plural, which a list of their numbers follows; a number alone
_FOOTNOTES = re.compile(r"\b(?:nn|fns)\.?\s*\d")
_BARE_NUMBER = re.compile(r"\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s*")


def parse_pins(pin: str | None) -> list[tuple[int, int]] | None:
    """Each page or range a pin lists, in order: '460' -> [(460, 460)]; '623-24' -> [(623, 624)];
    '801, 818 & n.30' -> [(801, 801), (818, 818)]; '[10]-[12]' -> [(10, 12)]; None if it lists
    none that can be read."""
    if not pin:
        return None
    ranges: list[tuple[int, int]] = []
    # in a list of footnotes ("446 nn 3, 4", "888 & fns. 3, 4") the numbers below its page are theirs;
    # a higher one is a page again ("446 nn.3, 4, 1290")
    notes = False
    for piece in _PIN_LIST.split(pin):
        if (
            notes
            and _BARE_NUMBER.fullmatch(piece)
            and ranges
            and int(re.findall(r"\d+", piece)[0]) < ranges[-1][0]
        ):
            continue
        notes = _FOOTNOTES.search(piece) is not None
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


def cites_a_page_itself(pin: str | None) -> bool:
    """Whether a pin naming a footnote also cites a page's own text: "212 & n.1", "212, 214 n.3"
    (not "212 n.1", "212 nn.1, 2")."""
    notes = False
    for piece in _PIN_LIST.split(pin or ""):
        if notes and _BARE_NUMBER.fullmatch(piece):
            continue  # a number of the footnotes listed before it
        notes = _FOOTNOTES.search(piece) is not None
        if piece and not _FOOTNOTE.search(piece) and _PIN.search(piece):
            return True
    return False


# The numbers after a footnote's mark: "n.30", "nn.3-4", "nn. 3, 5", "fn. 3"
_FOOTNOTE_NUMBERS = re.compile(
    rf"\b(?:{NOTE_MARK}|notes?\s)\s*(\d{{1,4}}(?:\s*(?:[-–,&]|\band\b)\s*\d{{1,4}})*)"
)


def footnote_numbers(pin: str | None) -> set[int]:
    """The footnotes a pin names: '818 n.30' -> {30}; '& nn.3-5' -> {3, 4, 5}; '446 nn 3, 4' -> {3, 4}."""
    numbers: set[int] = set()
    for m in _FOOTNOTE_NUMBERS.finditer(pin or ""):
        for piece in re.split(r"\s*(?:,|&|\band\b)\s*", m.group(1)):
            ends = [int(n) for n in re.findall(r"\d+", piece)]
            if len(ends) == 2 and ends[0] <= ends[1] <= ends[0] + 50:
                numbers.update(range(ends[0], ends[1] + 1))
            else:
                numbers.update(ends)
    return numbers


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
    # a range written backwards ("505-01") is checked at its first page, the one it cannot hide
    return (lo, hi) if hi >= lo else (lo, lo)


def is_paragraph_pin(pin: str | None) -> bool:
    """Whether a pin names paragraphs ("¶ 15", "¶¶ 15-16", "para. 4"), not pages."""
    return bool(pin and _PARAGRAPH_PIN.search(pin))


def page_span(text: AuthorityText, first: int) -> tuple[int, int] | None:
    """First and last page of an opinion from its star markers, following the run of pages
    that starts at the cited first page (markers of a parallel reporter are ignored)."""
    end = None
    current = first
    labels = sorted({label for label, _ in text.units})
    marked = set(labels)
    # the run followed in the text's order: a parallel reporter's markers interleaved with the cited
    # one's (U.S. *114-*178 among L. Ed. 2d *148-*199) stand where the run has not reached them
    at = -1
    for label, pos in sorted(text.units, key=lambda unit: unit[1]):
        if label <= current or pos < at:
            continue
        # small gaps occur (a page of headnotes, a missing marker); a longer one where the run goes
        # on after it (a page of tables, markers the text lost), not a parallel reporter's lone page
        if label <= current + _SMALL_GAP or (label <= current + _LOST_PAGES and label + 1 in marked):
            current, at, end = label, pos, label
    return (first, end) if end is not None else None


# The pages an opinion's markers may skip and still run on: any few, or a few more where the run
# resumes after them
_SMALL_GAP = 3
_LOST_PAGES = 10


def paragraph_numbers(text: AuthorityText) -> list[int]:
    return sorted({label for label, _ in text.units})


# A pin this many times past an ordinary volume's last page is in no volume of the series
_PAST_ANY_VOLUME = 2
# How many clusters of the cited case itself (a second filing, an erratum) are passed over to find
# the next case of its volume
_SAME_CASE_CLUSTERS = 3


@dataclass(frozen=True)
class PageBounds:
    """The pages a case may hold, known without its text: from its first page to the first page of
    the next case its volume holds (where it may end), when a source knows that one."""

    volume: str  # "600 F.3d"
    first: int
    next_start: int | None = None
    next_name: str | None = None
    # the pages an ordinary volume of the series runs to (the curated table's), where known
    ordinary: int | None = None

    def outside(self, pins: list[tuple[int, int]]) -> tuple[int, int] | None:
        """The first page or range listed that the case cannot hold."""
        return next(
            (
                r
                for r in pins
                if r[0] < self.first
                or (self.next_start is not None and r[1] > self.next_start)
                or (self.ordinary is not None and r[1] > self.ordinary * _PAST_ANY_VOLUME)
                # (only where no later case bounds it: the next case held is the better bound)
                or (self.next_start is None and r[1] > self.first + LONGEST_DECISION_PAGES)
            ),
            None,
        )

    def said(self, case: MatchedCase, outside: tuple[int, int]) -> str:
        """Why the pin cannot be in the case, as a lawyer reads it."""
        cited = f"{outside[0]}" if outside[0] == outside[1] else f"{outside[0]}-{outside[1]}"
        begins = f"{case.name} begins at page {self.first} of {self.volume}"
        if outside[0] < self.first:
            return f"{begins}; the claim cites page {cited}, before it."
        if (self.next_start is None or outside[1] <= self.next_start) and (
            self.ordinary is None or outside[1] <= self.ordinary * _PAST_ANY_VOLUME
        ):
            return (
                f"{begins}; the claim cites page {cited}, more than {LONGEST_DECISION_PAGES} pages on, and "
                "no reported decision runs that long."
            )
        if self.next_start is None or outside[1] <= self.next_start:
            return (
                f"{begins}; the claim cites page {cited}, past any page of a volume of the series (an "
                f"ordinary volume runs to about {self.ordinary:,} pages)."
            )
        return (
            f"{begins}, and the next case held in that volume, "
            f"{self.next_name}, begins at page {self.next_start}; the claim cites page {cited}, which lies "
            "in a later case."
        )


def page_bounds(source: Source, ref: CitationRef, case: MatchedCase, pin: str | None) -> PageBounds | None:
    """The pages `case` may hold in the cited volume, where a pin names reporter pages: its first
    page, and the first page of the next other case `source` holds there (a cluster of the same
    case is passed over; a source that does not hold volumes gives the first page alone)."""
    if (
        ref.kind not in (RefKind.US_REPORTER, RefKind.SHORT_FORM)
        or public_domain(ref)
        or not pin
        or "*" in pin
        or is_paragraph_pin(pin)
    ):
        return None
    first = first_page(ref, case)
    if first is None:
        return None
    volume = f"{ref.volume} {ref.reporter}"
    series = find_reporter(ref.reporter)
    ordinary = series.curated.max_page if series is not None and series.curated is not None else None
    if not isinstance(source, HoldsVolumes):
        return PageBounds(volume, first, ordinary=ordinary)
    at = first
    for _ in range(_SAME_CASE_CLUSTERS):
        following = source.next_case(ref, at)
        if following is None:
            break
        at, other = following
        if other.name != case.name and compare_names(ref, other) is not NameMatch.MATCH:
            return PageBounds(volume, first, at, other.name, ordinary)
    return PageBounds(volume, first, ordinary=ordinary)
