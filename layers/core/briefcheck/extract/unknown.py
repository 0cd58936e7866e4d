"""Citation-shaped strings whose reporter is not in reporters-db.

eyecite silently drops "12 F.5th 100 (2d Cir. 2023)" because reporters-db has no F.5th; a
reporter that does not exist is a prime sign of a fabricated citation, so such strings are
kept (as case citations flagged `unknown_reporter`). A candidate needs a volume, a
reporter-like abbreviation, a page, and then a court/date parenthetical (or a parallel
citation the caller confirms); its short form ("12 F.5th at 105") is kept too. Known
reporters, statutes, journals and dates never match.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from reporters_db import JOURNALS, LAWS, REPORTERS

from briefcheck.extract.parens import PINS, date_paren_after
from briefcheck.reference.reporters import find_reporter
from briefcheck.reference.uk import law_report_series
from briefcheck.text.abbreviations import words

_TOKEN = r"(?:(?:[A-Z]\.){2,4}|[A-Z][a-z]{0,7}\.|[A-Z][a-z]*'[a-z]+\.?)"
_SERIES = r"\d{1,2}(?:d|th|st|nd|rd)"
# Both shapes start with a volume: a run of at most five digits after no word character, full
# stop, comma or section sign. `_volume_starts` finds where one stands ("<digit> <capital>", which
# the engine finds in C) and `_at_volumes` tries each shape there: with the lookbehind in front,
# each shape was tried at every character, 23 ms a MB.
_CANDIDATE = re.compile(
    rf"(?P<volume>\d{{1,5}})\s(?P<reporter>{_TOKEN}(?:\s?{_TOKEN}){{0,3}}(?:\s?{_SERIES})?)"
    r"\s(?P<page>\d{1,6})(?![\w])"
)
# New York's official reports as its style writes them, without stops ("91 NY2d 442", "169 AD3d 500"):
# a series none of them has reached is a made-up report
_NEW_YORK_SERIES = re.compile(
    r"(?P<volume>\d{1,4})\s(?P<reporter>(?:NYS|NY|AD|Misc\s?)\d{1,2}(?:d|th|st|nd|rd))\s(?P<page>\d{1,6})(?![\w])"
)
# A case's name and its year in brackets right before the volume: "People v. Ames (2009) 45 Cal.App.6th"
_NAMED_AND_DATED_BEFORE = re.compile(
    r"(?:\sv\.?\s|\bIn\s+re\s|\bMatter\s+of\s)[^()]{1,150}?\((?:[^()]{0,40}\s)?(?:1[6-9]|20)\d{2}\)\s*$"
)
# Short form of an unknown reporter: "12 F.5th at 105", "12 F.5th, at 105".
_SHORT_CANDIDATE = re.compile(
    rf"(?P<volume>\d{{1,5}})\s(?P<reporter>{_TOKEN}(?:\s?{_TOKEN}){{0,3}}(?:\s?{_SERIES})?)"
    r",?\s(?:at\s)(?P<page>\*?\d{1,6}(?:-\d+)?)(?![\w])"
)
# A public-domain citation's shape after a case name ("Smith v. Jones, 2019 TX 12", "2019 IL App
# (7th) 170123"): a year, a court's letters, a number. One no style reads is kept as an unknown
# "reporter": a made-up form is how a fabrication would pass every check unread (it was dropped
# without a word, and `check` exited 0). The case name right before it is what makes it a citation.
_NEUTRAL_SHAPED = re.compile(
    r"(?<![\w.,§-])(?P<volume>(?:17|18|19|20)\d\d)\s(?P<reporter>(?:[A-Z]{2,6}|(?:[A-Z][a-z]{0,5}\.){1,3})"
    # then up to two words of a court's: "App", "CIV APP", "Super", or a made-up one ("OK SC", "Ark. Sup.")
    r"(?:\s(?:App|Ct|Civ|Crim|Super|Sup|Cir|Dist|[A-Z]{2,3}|[A-Z][a-z]{1,5}\.)\.?){0,2}(?:\s\(\w{1,12}\))?)"
    r"\s(?P<page>\d{1,7})(?![\w-])"
    # or hyphened, as North Carolina writes its own ("2021-NCSC-12")
    r"|(?<![\w.,§-])(?P<hyphened_volume>(?:19|20)\d\d)-(?P<hyphened_reporter>[A-Z]{2,8})-(?P<hyphened_page>\d{1,6})(?![\w-])"
)
# Where a public-domain shape can begin: a year, and a capital after a space or a hyphen. The shape,
# two alternatives each behind a lookbehind, is tried only there (tried at every character it cost
# 4% of extracting a brief)
_NEUTRAL_START = re.compile(r"(?:1[7-9]|20)\d\d[\s-][A-Z]")


def _neutral_shapes(text: str) -> Iterator[re.Match[str]]:
    """`_NEUTRAL_SHAPED`'s matches in `text`, as its finditer gives them."""
    end = 0
    for start in _NEUTRAL_START.finditer(text):
        if start.start() < end:
            continue
        m = _NEUTRAL_SHAPED.match(text, start.start())
        if m is not None:
            end = m.end()
            yield m


# The States whose public-domain numbers are hyphened: New Mexico ("2019-NMSC-005") and North Carolina
# ("2021-NCSC-12"); Ohio's ("2019-Ohio-1234") are in letters of both cases
_HYPHENED_STATES = ("NM", "NC")
_NAMED_BEFORE = re.compile(r"(?:\sv\.?\s[^,;()\n]{1,80}|\b[Ii]n\sre\s[^,;()\n]{1,80}),\s*$")
# Database numbers of a year's shape that no reporter table lists: Bloomberg Law's "2019 BL 123456"
_DATABASES = words("BL")
# Canada's neutral citations have the same shape ("R. v. Jordan, 2016 SCC 27", "2019 ONCA 12"): a
# province's letters and its court's, or a federal court's
_CANADIAN = re.compile(
    r"(?:AB|BC|MB|NB|NL|NS|NWT|NU|ON|PE|QC|SK|YK)(?:CA|SC|QB|KB|CJ|CS|CQ|PC|SM|TD|SCTD)|SCC|FCA|FC|TCC|CMAC|CHRT"
)
_VOLUME_END = re.compile(r"\d\s[A-Z]")
_TOKENS = re.compile(_TOKEN)
_SERIES_END = re.compile(rf"{_SERIES}$")
_ORDINAL_SERIES = re.compile(r"(?<=[\s.])([23])(?:nd|rd)$")
_AFTER_PAGE = re.compile(rf"(?:,\s*{PINS})?")
_PARALLEL_NEXT = re.compile(r",\s*\d")
# ... or after one and its pins: "386 Wis. 2d 100, 925 N.W.4th 100", "220 Ill. 2d 1, 5, 900 N.E.4th 1"
_PINS_BETWEEN = re.compile(rf"(?:,\s*{PINS})?,\s*")
# ... a public-domain one too, which eyecite may not read: "2019 UT 3, ¶ 14, 440 P.4th 100"
_PUBLIC_DOMAIN_BEFORE = re.compile(
    r"\b(?:1[7-9]|20)\d\d[\s-][A-Z][A-Za-z. ]{0,12}[\s-]\d{1,7}(?:,\s*¶{1,2}\s*\d+(?:-\d+)?)?,\s*$"
)
# A docket number ("No. 17 Civ. 4410") has a citation's shape but names no reporter.
_DOCKET_BEFORE = re.compile(r"(?:\bNos?\.?|\bDocket|\bCase)\s*$")
_NOT_REPORTER = words(
    "No. Nos. Pt. Art. Ch. Vol. Sec. Fig. Ex. Exh. Dkt. Doc. Tr. Para. Tit. Sch. Reg. Mr. Ms. Dr. St.",
    "Ave. Rd. Ste. Jan. Feb. Mar. Apr. Jun. Jul. Aug. Sep. Sept. Oct. Nov. Dec.",
)


# Series of volume and page that print no cases, read as secondary authority ("156 Cong. Rec. 501")
_NOT_CASE_SERIES = frozenset({"Cong.Rec.", "Cong.Globe"})


@dataclass
class UnknownHit:
    start: int
    end: int  # end of the page number
    volume: str
    reporter: str
    page: str
    has_date_paren: bool  # False: only a parallel of a known citation makes it a citation
    short: bool = False  # "12 F.5th at 105": `page` is the pin page
    # A known series: one the brief spells with an ordinal ("F.3rd", `reporter` then that series,
    # "F.3d"), or one whose volume eyecite's pattern refuses ("0 F.3d 500"); no unknown reporter's
    known: bool = False
    zero_led: bool = False  # the volume was written led by a zero ("0600"): `volume` is without it
    named: bool = False  # a case name stands right before it ("Smith v. Jones, 2019 TX 12")


def _squash(s: str) -> str:
    return re.sub(r"\s+", "", s)


@lru_cache(maxsize=1)
def _known() -> tuple[frozenset[str], frozenset[str]]:
    """(every known reporter/law/journal string without spaces, tokens of case reporters)."""
    known: set[str] = set()
    vocabulary: set[str] = set()
    for source in (REPORTERS, LAWS, JOURNALS):
        for key, entries in source.items():
            names = [key]
            for entry in entries:
                names += list(entry.get("editions", {}))
                names += list(entry.get("variations", {}))
            for name in names:
                known.add(_squash(name))
                if source is REPORTERS:
                    vocabulary.update(_TOKENS.findall(name))
    return frozenset(known), frozenset(vocabulary)


def respelled_series(reporter: str) -> str | None:
    """The known reporter a series written with an ordinal names ("F.3rd" and "F.Supp.2nd" are
    F.3d and F. Supp. 2d, as lawyers often write them), or None."""
    m = _ORDINAL_SERIES.search(reporter)
    if m is None:
        return None
    found = find_reporter(f"{reporter[: m.start()]}{m[1]}d")
    return found.abbreviation if found is not None else None


def is_reporter_like(reporter: str) -> bool:
    """A plausible but unknown reporter: a new series of a pattern, or known reporter words."""
    known, vocabulary = _known()
    if _squash(reporter) in known or _squash(reporter) in _NOT_CASE_SERIES:
        return False
    if law_report_series(reporter, "general") is not None:
        return False  # a UK series written US-style ("156 Eng. Rep. 145"): the UK reader's
    tokens = _TOKENS.findall(reporter)
    if not tokens or any(t in _NOT_REPORTER for t in tokens):
        return False
    if _SERIES_END.search(reporter):
        return True  # F.5th, So. 4th, N.E.4th, F. Supp. 4th
    return all(t in vocabulary for t in tokens)


def _volume_starts(text: str) -> list[int]:
    """Where a volume stands before a capital ("<digit> <capital>", which the engine finds in C):
    a whole run of at most five digits (a digit before it is a word character) after no word
    character, full stop, comma or section sign, as `(?<![\\w.,§])` in front of a shape would
    require. Found once a text, for both shapes."""
    starts = []
    for anchor in _VOLUME_END.finditer(text):
        end = anchor.start() + 1
        start = end - 1
        while start > 0 and text[start - 1].isdecimal():
            start -= 1
        if end - start > 5:
            continue
        before = text[start - 1] if start else ""
        if before and (before.isalnum() or before in "_.,§"):
            continue
        starts.append(start)
    return starts


def _at_volumes(shape: re.Pattern[str], text: str, starts: Sequence[int]) -> Iterator[re.Match[str]]:
    """The matches of `shape` tried at each volume start, in order, none overlapping."""
    taken = 0  # where the previous match ended
    for start in starts:
        if start < taken:
            continue
        m = shape.match(text, start)
        if m is not None:
            yield m
            taken = m.end()


def _hit(m: re.Match[str], reporter: str, has_date_paren: bool, short: bool = False) -> UnknownHit:
    """A candidate's hit, its reporter the known series an ordinal spelling names, if one does."""
    volume = m["volume"]
    known = _zero_led_series(volume, reporter) or respelled_series(reporter)
    # "0600" is read as the 600 a reader sees (and flagged as written so no search finds it); "0" is
    # kept, a volume no reporter has
    zero_led = volume.startswith("0") and volume.strip("0") != ""
    return UnknownHit(
        m.start(),
        m.end(),
        volume.lstrip("0") if zero_led else volume,
        known or reporter,
        m["page"],
        has_date_paren,
        short,
        known is not None,
        zero_led,
    )


def _zero_led_series(volume: str, reporter: str) -> str | None:
    """The known case reporter of a volume led by a zero ("0 F.3d 500", "0600 F.3d 500"), or None.
    eyecite's volume pattern starts at 1-9, so such a citation, impossible as written or hidden
    from the look-ups behind the zero, would go unread."""
    found = find_reporter(reporter) if volume.startswith("0") else None
    return found.abbreviation if found is not None and found.cite_type != "neutral" else None


def _after_a_citation(text: str, start: int, occupied: Sequence[tuple[int, int]], before: int) -> bool:
    """Whether the candidate at `start` follows a citation as its parallel: the citation found
    before it (`occupied[before]`), or a public-domain one, with only its pins between."""
    if before >= 0 and _PINS_BETWEEN.fullmatch(text, occupied[before][1], start):
        return True
    return _PUBLIC_DOMAIN_BEFORE.search(text, max(0, start - 40), start) is not None


def find_unknown_reporters(text: str, occupied: Sequence[tuple[int, int]]) -> list[UnknownHit]:
    """Unknown-reporter candidates in `text`, outside the `occupied` (sorted) spans."""
    starts = [s for s, _ in occupied]
    volumes = _volume_starts(text)
    hits: list[UnknownHit] = []
    for m in _at_volumes(_CANDIDATE, text, volumes):
        i = bisect_right(starts, m.end() - 1) - 1
        if i >= 0 and occupied[i][1] > m.start():
            continue
        if _DOCKET_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue
        reporter = m["reporter"].strip()
        if not (is_reporter_like(reporter) or _zero_led_series(m["volume"], reporter)):
            continue
        after = _AFTER_PAGE.match(text, m.end()).end()
        # dated after its page, or before its volume after the case's name (California's style)
        has_paren = (
            date_paren_after(text, after, len(text)) is not None
            or _NAMED_AND_DATED_BEFORE.search(text, max(0, m.start() - 200), m.start()) is not None
        )
        if not (
            has_paren
            or _PARALLEL_NEXT.match(text, m.end())
            or _after_a_citation(text, m.start(), occupied, i)
        ):
            continue
        hits.append(_hit(m, reporter, has_paren))
    for m in _at_volumes(_NEW_YORK_SERIES, text, volumes):  # "50 NY4th 100", "60 AD4th 5": no stops
        i = bisect_right(starts, m.end() - 1) - 1
        if (i >= 0 and occupied[i][1] > m.start()) or _squash(m["reporter"]) in _known()[0]:
            continue
        after = _AFTER_PAGE.match(text, m.end()).end()
        if date_paren_after(text, after, len(text)) is not None:
            hits.append(_hit(m, m["reporter"], True))
    for m in _at_volumes(_SHORT_CANDIDATE, text, volumes):
        i = bisect_right(starts, m.end() - 1) - 1
        reporter = m["reporter"].strip()
        if (i >= 0 and occupied[i][1] > m.start()) or not (
            is_reporter_like(reporter) or _zero_led_series(m["volume"], reporter)
        ):
            continue
        hits.append(_hit(m, reporter, False, short=True))
    hits += _named_and_dated(text, occupied, [(h.start, h.end) for h in hits], volumes)
    hits += _invented_series_after(text, occupied, [(h.start, h.end) for h in hits])
    hits += _neutral_shaped(text, occupied, [(h.start, h.end) for h in hits])
    return sorted(hits, key=lambda h: h.start)


# A volume, any run of capitalised words as its series ("Hudson Rptr.", "Empire St. Rptr."), a page;
# right after a case's name and its comma, and dated after: a citation however unknown its series
_ANY_SERIES = re.compile(
    r"(?P<volume>\d{1,5})\s(?P<reporter>[A-Z][A-Za-z.'’&]*(?:\s[A-Z][A-Za-z.'’&]*){0,3})\s(?P<page>\d{1,6})(?![\w])"
)
_NAMED_JUST_BEFORE = re.compile(r"\sv\.?\s[^,;()\n]{1,80},\s*$")


def _named_and_dated(
    text: str, occupied: Sequence[tuple[int, int]], taken: Sequence[tuple[int, int]], volumes: Sequence[int]
) -> list[UnknownHit]:
    """Each volume-series-page right after a case's name and dated after it ("Smith v. Jones, 12
    Hudson Rptr. 34 (N.Y. 2019)") that no reader took, its series in no table: a case citation in
    an unknown series, not nothing (it was dropped, and the run said every citation was checked)."""
    known = _known()[0]
    spans = sorted([*occupied, *taken])
    starts = [s for s, _ in spans]
    hits = []
    for m in _at_volumes(_ANY_SERIES, text, volumes):
        i = bisect_right(starts, m.end() - 1) - 1
        reporter = m["reporter"].strip()
        if (
            (i >= 0 and spans[i][1] > m.start())
            or _squash(reporter) in known
            or _squash(reporter) in _NOT_CASE_SERIES
            or any(t in _NOT_REPORTER for t in _TOKENS.findall(reporter))
            # (a year and a database's or a court's letters: "2019 BL 123456", "2019 WI 45", read elsewhere)
            or (
                re.fullmatch(r"(?:1[7-9]|20)\d\d", m["volume"]) is not None
                and reporter.replace(" ", "").isupper()
            )
            or not _NAMED_JUST_BEFORE.search(text, max(0, m.start() - 120), m.start())
        ):
            continue
        after = _AFTER_PAGE.match(text, m.end()).end()
        paren = date_paren_after(text, after, len(text))
        # (a court before the year: not a book's edition, "(2d ed. 2004)")
        if paren is not None and paren.year and paren.court and not _AN_EDITION.search(paren.court):
            hits.append(_hit(m, reporter, True))
    return hits


_AN_EDITION = re.compile(r"\beds?\.|\bedn\b|\bedition\b", re.IGNORECASE)


# A parallel right after a citation and its pins in a series numbered past any real one, however
# its words are written: "158 Ohio St. 4th 500", "150 Ill. Dec. 4th 1", New York's "148 NE4th 400"
_SERIES_AFTER = re.compile(
    rf"(?:,\s*{PINS})?,\s*(?P<volume>\d{{1,5}})\s(?P<reporter>(?:[A-Z][A-Za-z.'’&]*\s?){{1,4}}?{_SERIES})"
    r"\s(?P<page>\d{1,6})(?![\w])"
)


def _invented_series_after(
    text: str, occupied: Sequence[tuple[int, int]], taken: Sequence[tuple[int, int]]
) -> list[UnknownHit]:
    """Each parallel after a found citation (`occupied`) whose series no table knows, where no hit
    stands already (`taken`): a word without a stop or a month's abbreviation among its words keeps
    the general shape from reading it, and the number is no pin (`parens.PIN_TOKEN`)."""
    found = []
    starts = {start for start, _ in taken}
    for _, end in occupied:
        m = _SERIES_AFTER.match(text, end)
        if m is None or m.start("volume") in starts:
            continue
        reporter = m["reporter"].strip()
        if _squash(reporter) in _known()[0] or respelled_series(reporter) or find_reporter(reporter):
            continue
        found.append(replace(_hit(m, reporter, False), start=m.start("volume")))
    return found


@lru_cache(maxsize=1)
def _state_abbreviations() -> frozenset[str]:
    """Each state's postal code and Bluebook abbreviation, without stops ("TX", "Tex", "SC")."""
    from briefcheck.reference.tables import states

    return frozenset(a for row in states() for a in (row.postal, _squash(row.bluebook).replace(".", "")))


def _names_a_state(reporter: str) -> bool:
    """Whether the form opens with a state's letters, as every American public-domain form does
    ("TX", "S.C. App.", "IL App (7th)"); "SLT", "I.C.J.", "YKTC" or "INSC" are other countries'."""
    first = reporter.split()[0].replace(".", "")
    return first in _state_abbreviations()


def _neutral_shaped(
    text: str, occupied: Sequence[tuple[int, int]], found: Sequence[tuple[int, int]]
) -> list[UnknownHit]:
    """Public-domain-shaped citations after a case name that no reporter or style names."""
    known, _ = _known()
    taken = sorted([*occupied, *found])
    starts = [s for s, _ in taken]
    hits = []
    for m in _neutral_shapes(text):
        i = bisect_right(starts, m.end() - 1) - 1
        if i >= 0 and taken[i][1] > m.start():
            continue
        reporter = m["reporter"] or m["hyphened_reporter"]
        volume, page = m["volume"] or m["hyphened_volume"], m["page"] or m["hyphened_page"]
        if _squash(reporter) in known or reporter in _DATABASES:
            continue
        listed = find_reporter(reporter)
        if listed is not None and listed.cite_type == "neutral" and listed.source == _TABLE_ONLY:
            # a public-domain form our table knows and reporters-db (so eyecite) does not: read here
            if _NAMED_BEFORE.search(text, max(0, m.start() - 100), m.start()):
                dated = date_paren_after(text, _AFTER_PAGE.match(text, m.end()).end(), len(text)) is not None
                hits.append(
                    UnknownHit(m.start(), m.end(), volume, reporter, page, dated, known=True, named=True)
                )
            continue
        if listed is not None:
            continue
        if m["hyphened_reporter"]:
            # a made-up form of a State that hyphens its own ("2019-NMSA-005" beside "2019-NMSC-005");
            # other hyphened numbers of a year's shape are dockets (Louisiana's "2019-KA-0123")
            if len(reporter) < 3 or not reporter.startswith(_HYPHENED_STATES):
                continue
        elif _CANADIAN.fullmatch(reporter) or not _names_a_state(reporter):
            continue  # real, just not American; a form of another country's or a tribunal's
        if not _NAMED_BEFORE.search(text, max(0, m.start() - 100), m.start()):
            continue
        dated = date_paren_after(text, _AFTER_PAGE.match(text, m.end()).end(), len(text)) is not None
        hits.append(UnknownHit(m.start(), m.end(), volume, reporter, page, dated, named=True))
    return hits


_TABLE_ONLY = "data/neutral_courts.json"  # the source of a form reporters-db lacks
