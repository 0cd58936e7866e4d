"""Whitespace cleaning with a map back to the original offsets.

eyecite loses a citation's court and year when a line break sits before the parenthetical,
so every block is parsed in a cleaned form (each run of whitespace becomes one space,
typographic apostrophes and dashes and full-width digits become ASCII, and a reporter written
without its full stops, "512 F Supp 3d 77" or "401 FRD 12", is written as reporters-db spells it)
and every offset found in the cleaned text is mapped back, so `Citation.start/end` always slice
the original block text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache

from briefcheck.text.whitespace import translate

_WHITESPACE = re.compile(r"\s+")
_DIGIT_SPACE_LETTER = re.compile(r"\d [A-Z]")
_NEEDS_COLLAPSE = re.compile(r"[^\S ]|  ")
# One-for-one replacements: they keep offsets aligned within a run of text.
# Full-width forms ("４７０ U.S. 392", "Ｆ．３ｄ", from East Asian input methods) fold to ASCII.
# A superscript figure is a footnote's mark ("500³ (9th Cir. 1998)"): a space, so the citation reads
# on; a superscript ordinal's letters ("9ᵗʰ Cir.") are the ordinal's.
_ONE_FOR_ONE = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u2013": "-", "\u2014": "-", "\u2010": "-", "\u2011": "-", "\u2012": "-"}
    | {"\u2212": "-"}
    | {chr(code): chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}
    | dict.fromkeys("\u00b9\u00b2\u00b3\u2070\u2074\u2075\u2076\u2077\u2078\u2079", " ")
    | {"\u1d57": "t", "\u02b0": "h", "\u207f": "n", "\u1d48": "d", "\u02e2": "s", "\u02b3": "r"}
)


@dataclass
class CleanText:
    original: str
    text: str
    # Piece starts in the cleaned text and the matching offsets in the original.
    _clean_starts: list[int] = field(default_factory=list)
    _orig_starts: list[int] = field(default_factory=list)
    # Pieces whose text was respelled: piece index -> length of the original text it stands for.
    _respelled: dict[int, int] = field(default_factory=dict)

    def to_original(self, pos: int) -> int:
        """Original offset of the cleaned character at `pos` (a start offset)."""
        i = bisect_right(self._clean_starts, pos) - 1
        if i < 0:
            return pos
        delta = pos - self._clean_starts[i]
        orig = self._orig_starts[i]
        # Inside a collapsed whitespace run every cleaned position maps to the run's start.
        if self._is_ws_piece(i):
            return orig
        if i in self._respelled:  # a respelled reporter: stay inside the original spelling
            return orig + min(delta, self._respelled[i] - 1)
        return orig + delta

    def span_to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a cleaned [start, end) span: the end maps through its last character."""
        if end <= start:
            o = self.to_original(start)
            return o, o
        return self.to_original(start), self.to_original(end - 1) + 1

    def _is_ws_piece(self, i: int) -> bool:
        return self.text[self._clean_starts[i]] == " " and self.original[self._orig_starts[i]].isspace()


def clean(original: str) -> CleanText:
    translated = translate(original, _ONE_FOR_ONE)
    respell = respellings(translated)
    if not respell and not _needs_collapse(translated):
        return CleanText(original, translated)  # already clean (readers collapse whitespace): identity map
    parts: list[str] = []
    clean_starts: list[int] = []
    orig_starts: list[int] = []
    respelled: dict[int, int] = {}
    clean_pos = 0
    last = 0
    events = sorted(
        [(m.start(), m.end(), " ") for m in _WHITESPACE.finditer(translated)] + respell,
        key=lambda e: (e[0], -e[1]),
    )
    for start, end, replacement in events:
        if start < last:  # whitespace inside a respelled reporter
            continue
        if start > last:
            clean_starts.append(clean_pos)
            orig_starts.append(last)
            parts.append(translated[last:start])
            clean_pos += start - last
        if replacement != " ":
            respelled[len(clean_starts)] = end - start
        clean_starts.append(clean_pos)
        orig_starts.append(start)
        parts.append(replacement)
        clean_pos += len(replacement)
        last = end
    if last < len(translated):
        clean_starts.append(clean_pos)
        orig_starts.append(last)
        parts.append(translated[last:])
    return CleanText(original, "".join(parts), clean_starts, orig_starts, respelled)


def _needs_collapse(text: str) -> bool:
    """Whether `text` holds whitespace other than single spaces. Every whitespace character but
    the space is unprintable, so a printable text needs only the search for two spaces, both in C
    (the regex alone cost a third of cleaning, and readers hand on text already collapsed)."""
    if text.isprintable():
        return "  " in text
    return _NEEDS_COLLAPSE.search(text) is not None


# A run of up to five words between a volume and a page: where a reporter's name stands. It is
# tried only where `_DIGIT_SPACE_LETTER` found "<digit> <capital>" (a lookbehind tried at every
# character cost four times the search for where it can hold).
_BETWEEN_VOLUME_AND_PAGE = re.compile(r"[A-Z][\w'.]*(?: (?!\d+\b)[\w'.]+){0,4}(?= \d)")


@lru_cache(maxsize=1)
def _reporter_spellings() -> dict[str, str]:
    """Every reporters-db edition of two or more parts, keyed by its letters without full stops or
    spaces ("FSupp3d", "FRD", "CalApp5th", "FedCl", "F4th"). One-part names ("Ga.") are left out:
    without their full stop they are ordinary words."""
    from reporters_db import REPORTERS

    canonical: dict[str, str] = {}
    for editions in REPORTERS.values():
        for edition in editions:
            for name in edition["editions"]:
                parts = [p for p in re.split(r"[.\s]+", name) if p]
                if len(parts) >= 2 and all(re.fullmatch(r"[A-Za-z0-9']+", p) for p in parts):
                    canonical.setdefault(_spelling_key(name), name)
    return canonical


@lru_cache(maxsize=1)
def _editions() -> frozenset[str]:
    """Every reporters-db edition name as written there: a citation that writes one is left as
    written ("2005 SD 345" is South Dakota's neutral citation, not the print reporter S.D.)."""
    from reporters_db import REPORTERS

    return frozenset(name for editions in REPORTERS.values() for e in editions for name in e["editions"])


# A digit run into a capital ("457U.S.") or a stop or a series' last letter into a number ("U.S.800",
# "F.3d495", "4th123"): where a citation may be written without its spaces. Each pattern opens with
# what it looks for first, so the search runs in C past every other character (one class of
# characters first cost 26 ms a MB).
_RUN_TOGETHER_HINTS = tuple(
    map(re.compile, (r"[A-Z](?<=\d[A-Z])", r"\.(?=\d\d)", r"d(?=\d\d)", r"h(?=\d\d)"))
)


@lru_cache(maxsize=1)
def _run_together() -> re.Pattern[str]:
    """A reporter between a volume and a page with a space missing beside it ("925F.3d495",
    "457 U.S.800"): every reporters-db edition of four characters or more with a full stop, so
    "Exhibit 3A.2" is no citation."""
    names = {name for name in _editions() if len(name) >= 4 and "." in name and name[0].isupper()}
    alternation = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<=\d)(?P<before> ?)(?P<edition>{alternation})(?P<after> ?)(?=\d)")


def _spelling_key(text: str) -> str:
    """The letters without full stops or whitespace (str.split's whitespace is the regex's \\s)."""
    return "".join(text.replace(".", "").split())


# An early reporter's volume in brackets after the official one: "5 U.S. (1 Cr.) 137", "45 Mass. (4
# Metc.) 111", "60 Mass. (6 Cush) 292". eyecite reads only the nominative names and spellings
# reporters-db lists, and drops the whole citation for any other: the official volume, reporter and
# page are what the citation is looked up by, so the bracket is read without.
_NOMINATIVE = re.compile(
    r"(?<=\d )(?P<reporter>[A-Z][\w'.]*(?: [A-Z0-9][\w'.]*){0,3})"
    # (two reporters' names: "(1 Smedes & M.)"; and a short form's "at": "5 U.S. (1 Cr.) at 280")
    r" \(\d{1,3} [A-Z][A-Za-z.']*(?: (?:&|[A-Z][A-Za-z.']*)){0,3}\)(?= \d| at \d)"
)
# A series written in brackets after its reporter, as older citations do: "12 So. (2d) 345".
_SERIES_IN_BRACKETS = re.compile(
    r"(?<=\d )([A-Z][\w'.]*(?: [A-Z][\w'.]*){0,2}) ?\((\d+(?:d|nd|rd|th))\)(?= \d)"
)


@lru_cache(maxsize=1)
def _neutral_forms() -> tuple[re.Pattern[str], dict[str, tuple[bool, bool, bool]]]:
    """A public-domain citation with either separator ("2018-ND-12", "2018 NMSC 12", "2018
    NMSC-012"), over every neutral edition of reporters-db named in capitals without full stops;
    and for each edition the forms reporters-db reads: (with spaces, with hyphens and any number,
    with hyphens and a number of three digits or more, as New Mexico's Supreme Court writes)."""
    from reporters_db import REPORTERS

    forms = {}
    for editions in REPORTERS.values():
        for edition in editions:
            if edition.get("cite_type") != "neutral":
                continue
            for name, spec in edition["editions"].items():
                regexes = spec.get("regexes") or ["$full_cite"]
                hyphens = any(r.startswith("$full_cite_format_neutral") and "3_4" not in r for r in regexes)
                forms[name] = (
                    any(
                        " $reporter " in r or r in ("$full_cite", "$full_cite_illinois_neutral")
                        for r in regexes
                    ),
                    hyphens,
                    any("neutral_3_4" in r for r in regexes),
                )
    codes = "|".join(re.escape(n) for n in sorted(forms, key=len, reverse=True) if "." not in n)
    # the year's first digit leads (no look-behind before it): the search runs in C to each 1 and 2
    pattern = re.compile(
        r"(?P<year>[12](?<![\w-][12])(?:(?<=1)[789]|(?<=2)0)\d\d)"
        rf"[- ](?P<code>{codes})[- ](?P<number>\d{{1,7}})(?![\w-])"
    )
    return pattern, forms


def _neutral_respellings(text: str) -> list[tuple[int, int, str]]:
    """Each neutral citation written in a form reporters-db does not read, as it writes it."""
    pattern, forms = _neutral_forms()
    out = []
    for m in pattern.finditer(text):
        spaces, hyphens, hyphens_3 = forms[m["code"]]
        written = m.group()
        if written == f"{m['year']} {m['code']} {m['number']}":
            read = spaces
        elif written == f"{m['year']}-{m['code']}-{m['number']}":
            read = hyphens or (hyphens_3 and len(m["number"]) >= 3)
        else:
            read = False
        if read:
            continue
        if hyphens_3:  # New Mexico's own form, its codes no other number has
            out.append((m.start(), m.end(), f"{m['year']}-{m['code']}-{m['number'].zfill(3)}"))
        elif spaces and _AFTER_A_NAME.search(text, max(0, m.start() - 2), m.start()):
            # only where a case's name stands before it: "No. 2020-FL-0012", "Ordinance 2019-CO-12"
            # and "Form 2019-SD-12" are a court's or a county's own numbers
            out.append((m.start(), m.end(), f"{m['year']} {m['code']} {m['number']}"))
    return out


# A comma and a space, where a citation follows its case's name ("State v. Olson, 2020-ND-12")
_AFTER_A_NAME = re.compile(r", $")


# California's short form of a page range, "7 Cal.5th at pp. 112-113": eyecite's short citation
# knows "at p." and "at page" only, so "at pp." is read as "at p." (the range is the pin).
_AT_PAGES = re.compile(r"(?<=[A-Za-z.] )at pp\.(?= \d)")


# "ibid." with a comma or semicolon straight after ('"...," ibid., and so'): eyecite reads "id.," but
# "ibid." only before a space, so it is given one
_IBID_PUNCTUATED = re.compile(r"(?<![\w.])[Ii]bid\.(?=[,;:])")
# A pin's range spaced around its dash ("215, 216 - 17 (3d Cir. 2018)") and "passim" for a pin: eyecite's
# reading stopped there, and the court and year after it were never read
_SPACED_RANGE = re.compile(r",\s*\d+(\s+-\s*|\s*-\s+|\s*-{2,3}\s*)\d{1,4}\b")  # (a typed dash: "216--17")
_PASSIM = re.compile(r"(?<=\d)\s+(?:et\s+)?[Pp]assim\b")  # its comma left out: "457 U.S. 800 passim (1982)"


def respellings(text: str) -> list[tuple[int, int, str]]:
    """(start, end, reporters-db spelling) for each reporter written otherwise between a volume
    and a page, (start, end, "at p.") for each "at pp." before a short form's pages, "ibid."
    given the space after it eyecite needs, a pin's range closed up ("216 - 17") and "passim" given
    the comma before it."""
    out = [(m.start(), m.end(), "at p.") for m in _AT_PAGES.finditer(text)] if "at pp." in text else []
    if "bid." in text:
        out += [(m.start(), m.end(), f"{m.group()} ") for m in _IBID_PUNCTUATED.finditer(text)]
    out += _neutral_respellings(text)
    if " -" in text or "- " in text or "--" in text:
        out += [(m.start(1), m.end(1), "-") for m in _SPACED_RANGE.finditer(text)]
    if "assim" in text:
        out += [(m.start(), m.end(), ", passim") for m in _PASSIM.finditer(text)]
    editions, spellings = _editions(), _reporter_spellings()
    if "(" in text:
        for m in _SERIES_IN_BRACKETS.finditer(text):
            written = f"{m[1]} {m[2]}"
            spelled = written if written in editions else spellings.get(_spelling_key(written))
            if spelled:
                out.append((m.start(), m.end(), spelled))
        for m in _NOMINATIVE.finditer(text):
            if m["reporter"] in editions:
                out.append((m.start(), m.end(), m["reporter"]))
    if any(hint.search(text) for hint in _RUN_TOGETHER_HINTS):
        for m in _run_together().finditer(text):
            if not (m["before"] and m["after"]):  # a space missing on one side at least
                out.append((m.start(), m.end(), f" {m['edition']} "))
    taken = 0  # where the last run ended: runs do not overlap
    bracketed = [(start, end) for start, end, _ in out]
    for anchor in _DIGIT_SPACE_LETTER.finditer(text):
        if any(start <= anchor.end() - 1 < end for start, end in bracketed):
            continue
        if anchor.end() - 1 < taken:
            continue
        m = _BETWEEN_VOLUME_AND_PAGE.match(text, anchor.end() - 1)
        if m is None:
            continue
        taken = m.end()
        words = m.group().split(" ")
        for n in range(len(words), 0, -1):  # the longest run of words that is a reporter
            written = " ".join(words[:n])
            if written in editions:
                break  # a reporter spelled as reporters-db spells it: nothing to respell
            spelled = spellings.get(_spelling_key(written))
            if spelled:
                # only a run that reaches the page is a reporter; a shorter one is some other word
                if n == len(words) and spelled != written:
                    out.append((m.start(), m.start() + len(written), spelled))
                break
    return sorted(out)
