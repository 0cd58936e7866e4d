"""UK citations: neutral citations, law reports and Acts of Parliament.

eyecite parses none of these. Neutral citations ("[2019] UKSC 41", "[2021] EWHC 1456 (Admin)")
are checked against the UK court table and law reports ("[1932] AC 562", "(1866) LR 1 Ex 265",
"1932 SC (HL) 31") against the law report series table, both read through `briefcheck.reference`
(the same tables the rules panel judges by). Broken shapes are kept and flagged `malformed`, so
a fabricated "[202] UKSC 1" reaches the panel instead of vanishing.

Offsets are offsets in the text given. Ids are placeholders; the orchestrator renumbers.
A citation's `text` runs from its case name (when one is written) to the end of the
citation proper; pins ("at [45]", ", 580") go to components, not into the span.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache

from briefcheck.domain.codes import CitationFlag, CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components
from briefcheck.extract.parens import full_year
from briefcheck.reference import (
    appeal_numbered,
    canonical_division,
    court_codes,
    division_omittable,
    divisions_of,
    law_report_series,
    neutral_court,
    series_in_style,
)
from briefcheck.reference.reporters import find_reporter
from briefcheck.reference.tables import ReportStyle
from briefcheck.reference.uk import REPORT_COURTS

# A bracketed-year citation whose code starts like this is a neutral citation, known or not
# (an unknown "[2020] UKHC 12" is a signal, not ordinary text).
NEUTRAL_PREFIXES = ("UK", "EW", "NI", "CS", "HCJ", "SAC", "Scot")


def _words(spaced: str) -> frozenset[str]:
    return frozenset(spaced.split())


@dataclass
class _Hit:
    """A citation found in the text, before names, pins and parallels are attached."""

    start: int  # of the citation proper, e.g. the "[" of "[2019] UKSC 41"
    end: int
    type: CitationType
    components: Components
    flags: list[CitationFlag] = field(default_factory=list)
    name_start: int | None = None  # where the case name begins, when one is written
    pin_end: int | None = None  # where a pin that follows the citation ends


def find_uk_citations(text: str) -> list[Citation]:
    """Every UK case and statute citation in `text`, in order of appearance."""
    dated = _has_bracketed_number(text)
    hits = _dedupe(
        (_neutral_hits(text) if dated else [])
        + _report_hits(text)
        + _malformed_hits(text)
        + (_unknown_report_hits(text) if dated else [])
        + (_appeal_number_hits(text) if "EAT/" in text else [])
    )
    _attach_names(text, hits)
    _attach_pins(text, hits)
    _link_parallels(text, hits)
    cases = [
        Citation.spanning(
            text,
            _span_start(h),
            h.end,
            type=h.type,
            jurisdiction=Jurisdiction.UK,
            components=h.components,
            flags=h.flags,
        )
        for h in hits
    ]
    return sorted(cases + _statutes(text), key=lambda c: (c.start, c.end))


def _span_start(hit: _Hit) -> int:
    return hit.start if hit.name_start is None else hit.name_start


def _dedupe(hits: list[_Hit]) -> list[_Hit]:
    """Hits in order; where two overlap, the earlier-starting (then longer) one stands."""
    out: list[_Hit] = []
    for hit in sorted(hits, key=lambda h: (h.start, -h.end)):
        if out and hit.start < out[-1].end:
            continue
        out.append(hit)
    return out


# --------------------------------------------------------------------------- neutral citations


# What follows the bracket of every neutral citation ("[2019] UKSC 5", "(2019) EWCA Civ 1") and
# every dated report ("[2004] 1 WLR 123"): a number, the closing bracket, then a word or a volume.
_AFTER_OPENER = re.compile(r"[ \t]*\d{1,6}[ \t]*[\])]\s+[A-Z0-9]")


def _has_bracketed_number(text: str) -> bool:
    """Whether `text` holds a bracketed number followed by a word or a volume, which neutral
    citations and dated reports start with. Found by `str.find` and a match at each bracket: a
    search for a pattern that starts with a class of brackets steps through every character in
    Python's engine (about ten times slower), and a US brief holds parentheses in every citation
    but few such numbers."""
    for opener in "([":
        at = text.find(opener)
        while at >= 0:
            if _AFTER_OPENER.match(text, at + 1):
                return True
            at = text.find(opener, at + 1)
    return False


@lru_cache(maxsize=1)
def _court_code_re() -> re.Pattern[str]:
    """Any court's initials, the longest first: an alternation of literals, which the engine
    searches for in C (and the neutral patterns' court)."""
    return re.compile("|".join(re.escape(c) for c in sorted(court_codes(), key=len, reverse=True)))


@lru_cache(maxsize=1)
def _neutral_re() -> re.Pattern[str]:
    prefixes = "|".join(NEUTRAL_PREFIXES)
    codes = _court_code_re().pattern
    words = sorted({d for divs in divisions_of().values() for d in divs if d}, key=len, reverse=True)
    division_words = "|".join(re.escape(w) for w in words)
    return re.compile(
        rf"(?P<open>[\[(])[ \t]*(?P<year>\d{{1,6}})[ \t]*(?P<close>[\])])\s+"
        rf"(?P<code>{codes}|(?:{prefixes})[A-Za-z]{{0,8}})\b"
        rf"(?:\s*\((?P<divpre>Civ|Crim)\))?"  # Sheriff Appeal Court: [2016] SAC (Civ) 1
        # (a division however capitalised, "EWCA civ", or with a full stop, "Civ.", "(Ch.)")
        rf"(?:\s+(?P<divword>(?i:{division_words}))(?![A-Za-z])\.?)?"
        # (BAILII numbers old judgments "J70", and files Scotland's under their courts: "ScotCS CSOH_12")
        # (and writes an appeal's number with its year and day: "[2017] UKEAT 0123_16_1005")
        # (and the tribunal's own appeal number with its year: "[2017] UKEAT 0123/16")
        rf"(?:\s*(?:(?P<inner>[A-Z]{{2,6}})_)?(?P<bailii>J)?(?P<number>\d{{1,6}})(?P<tail>/\d{{2}}|(?:_\d+)*)\b)?"
        # (its stops written too: "(Q.B.)", "(T.C.C.)")
        rf"(?:\s*\(\s*(?P<divparen>[A-Za-z](?:[A-Za-z0-9]|\.(?=[A-Za-z])){{0,11}})\.?\s*\))?"
    )


def _neutral_hits(text: str) -> list[_Hit]:
    hits = []
    for m in _neutral_re().finditer(text):
        code = m["code"]
        if law_report_series(code, "general") is not None:
            continue  # "[2001] UKHRR 1" is a law report
        hit = _neutral_hit(m)
        if hit is not None:
            hits.append(hit)
    return hits


def _neutral_hit(m: re.Match[str]) -> _Hit | None:
    code, number = m["code"], m["number"]
    if m["inner"] in court_codes():  # "[2019] ScotCS CSOH_12": BAILII's copy of "[2019] CSOH 12"
        code = m["inner"]
    known = code in court_codes()
    shape_ok = m["open"] == "[" and m["close"] == "]" and len(m["year"]) == 4
    if not known and (number is None or not shape_ok):
        return None  # an unknown word after a bracket, not a citation
    divisions = divisions_of().get(code, frozenset({None}))
    division, end, clash = _division(m, code, divisions)
    flags: list[CitationFlag] = []
    # "Civ99" for "Civ 99" (a one-letter division runs on by rule: "[2016] EWFC B12")
    run_on = number is not None and len(m["divword"] or "") > 1 and m.string[m.start("number") - 1] != " "
    # ("[2019] UKEAT 12": BAILII's numbers for the tribunal name an appeal, "0123_16_1005")
    bare = number is not None and not m["tail"] and appeal_numbered(code)
    if not shape_ok or number is None or int(number) == 0 or clash or run_on or bare:
        flags.append(CitationFlag.MALFORMED)
    missing_division = division is None and None not in divisions and known
    # ("[2021] EWHC 1456" lacks its division; BAILII's "[1854] EWHC J70" numbers a judgment given
    # before neutral citations, which had none)
    if not flags and missing_division and not division_omittable(code) and not m["bailii"]:
        flags.append(CitationFlag.MALFORMED)
    # "[2019] UKUT 212" without its chamber is incomplete, not broken: the number runs across the
    # chambers, so it still names one judgment (the rules panel notes the omission).
    court = neutral_court(code, division) if known else None
    if not flags and not missing_division and (court is None or not court.valid_in(int(m["year"]))):
        flags.append(CitationFlag.UNKNOWN_COURT)
    components = Components(
        year=m["year"],
        court=code,
        division=division,
        number=number,
        court_id=court.court_id if court is not None else None,
    )
    return _Hit(m.start(), end, CitationType.CASE, components, flags)


# The Employment Appeal Tribunal's own appeal number, as skeleton arguments cite a judgment BAILII
# numbers "[2017] UKEAT 0043_17_1203" and the tribunal gave no neutral citation: "UKEAT/0043/17/LA",
# its number, the two figures of the appeal's year, and its judge's initials
_APPEAL_NUMBER = re.compile(r"(?<![\w/])UKEAT/(?P<number>\d{4})/(?P<year>\d{2})(?:/[A-Z]{2,4})?(?![\w/])")


def _appeal_number_hits(text: str) -> list[_Hit]:
    """The tribunal's appeal numbers, each the citation of its judgment (it was no citation at all:
    a skeleton citing only these had "No citations found", an impossible year unread). The year is
    the appeal's, which its judgment's is or follows."""
    hits = []
    for m in _APPEAL_NUMBER.finditer(text):
        year = int(full_year(m["year"]))
        court = neutral_court("UKEAT", None)
        flags = [] if court is not None and court.valid_in(year) else [CitationFlag.UNKNOWN_COURT]
        components = Components(year=str(year), court="UKEAT", number=m["number"])
        hits.append(_Hit(m.start(), m.end(), CitationType.CASE, components, flags))
    return hits


def _division(m: re.Match[str], code: str, divisions: frozenset[str | None]) -> tuple[str | None, int, bool]:
    """The division written (before or after the number), where the citation ends, and whether a
    second division in brackets after the number is not the court's ("[2019] EWCA Civ 123
    (Admin)": two forms mixed, the one written first kept)."""
    end = m.end("tail") if m["number"] else (m.end("divword") if m["divword"] else m.end("code"))
    written = m["divpre"] or m["divword"]
    clash = False
    bracketed = m["divparen"].replace(".", "") if m["divparen"] else None
    if bracketed:
        paren = canonical_division(code, bracketed)
        if written and paren is None and code in court_codes():
            clash, end = True, m.end()
        elif (
            paren is None and None in divisions and code in court_codes() and _some_courts_division(bracketed)
        ):
            # "[2019] UKSC 12 (Civ)", "[2016] EWFC 12 (Ch)": another court's division put on a court
            # that has none or needs none
            clash, end = True, m.end()
        elif paren is not None or None not in divisions or code not in court_codes():
            # "(Admin)" belongs to the citation; an unknown "(Foo)" on a court that needs a
            # division is kept so the flag can name it.
            written = paren or bracketed
            end = m.end()
    if written is None:
        return None, end, clash
    division = canonical_division(code, written) or written
    second = _ANOTHER_DIVISION.match(m.string, end)
    if second and _some_courts_division(second[1]) and canonical_division(code, second[1]) != division:
        clash, end = True, second.end()  # "[2019] EWHC 123 (Fam) (Ch)": two divisions, one another court's
    return division, end, clash


_ANOTHER_DIVISION = re.compile(r"\s*\(\s*([A-Za-z][A-Za-z0-9]{0,11})\s*\)")


@cache
def _every_division() -> frozenset[str]:
    return frozenset(d.lower() for divs in divisions_of().values() for d in divs if d is not None)


def _some_courts_division(written: str) -> bool:
    """Whether a bracketed word is a division some court's neutral citations name ("Civ", "Ch")."""
    return written.lower() in _every_division()


# --------------------------------------------------------------------------- law reports

# A page, or the leaf and side the early reports number instead ("5 Co Rep 117a"): the leaf kept
_PAGE = r"(?P<page>\d{1,5})(?:[ab])?\b"


def _abbreviation_pattern(abbr: str, dotted: bool) -> str:
    """Regex for an abbreviation written with or without full stops: "All ER" -> "All E.R."."""
    out = []
    for ch in abbr:
        if ch.isalpha():
            out.append(re.escape(ch) + (r"\.?" if dotted else ""))
        elif ch == " ":
            out.append(r"\s*")
        elif ch == "&":
            out.append(r"\s*&\s*")
        elif ch == "'":
            out.append("['’]")
        else:
            out.append(re.escape(ch))
    return "".join(out)


@lru_cache(maxsize=8)
def _series_alternation(style: ReportStyle, dotted: bool = True, numbered_only: bool = False) -> str:
    """One regex alternation of every series in a style, longest first so "All ER Rep" wins;
    `numbered_only`: only the series whose volumes run on across years."""
    rows = [row for row in series_in_style(style) if row.numbered_volumes or not numbered_only]
    abbrs = sorted({row.abbreviation for row in rows}, key=len, reverse=True)
    return "|".join(_abbreviation_pattern(a, dotted) for a in abbrs)


def _first_words(style: ReportStyle, numbered_only: bool = False, dotted: bool = True) -> tuple[str, ...]:
    """What any citation of these series must contain: each series' first word as written, and
    (when the shape allows full stops) its dotted initials ("Q.B" for "QBD")."""
    hints = set()
    for row in series_in_style(style):
        if numbered_only and not row.numbered_volumes:
            continue
        first = row.abbreviation.split()[0]
        hints.add(first)
        if dotted and len(first) > 1 and first.isupper():
            hints.add(f"{first[0]}.{first[1]}")
    return tuple(sorted(hints))


_LR = ("LR", "L.R", "L. R")


@dataclass(frozen=True)
class _ReportShape:
    """One citation shape of a law report: the style its series is looked up in, the strings a
    paragraph must hold for it to be worth trying, and, where a hint is as common as "(" is in a US
    brief, a small `gate` the paragraph must match besides. The shape's own regex (thousands of
    characters of series alternations) is compiled on first use."""

    style: ReportStyle
    hints: tuple[str, ...]
    template: str
    alternation: tuple[ReportStyle, bool, bool]  # _series_alternation's arguments
    gate: re.Pattern[str] | None = None

    @cached_property
    def _needed(self) -> tuple[str, ...]:
        """The hints worth looking for: a hint that holds another is left out (where it stands,
        so does the other)."""
        return tuple(h for h in self.hints if not any(other != h and other in h for other in self.hints))

    @cached_property
    def _hinted(self) -> re.Pattern[str] | None:
        """One search for the hints, or None: look for each in turn. A scan of the text for one
        string runs in C; so does a search's skip to a first character its hints share. Hints
        with different first characters make the engine step through every character: three
        times the cost of a scan each for the Scottish series' three, less than ten scans for
        the numbered series' ten."""
        needed = self._needed
        if len(needed) > 3 or (len(needed) > 1 and len({h[0] for h in needed}) == 1):
            return re.compile("|".join(re.escape(h) for h in needed))
        return None

    def holds_hint(self, text: str) -> bool:
        """Whether `text` holds any of the shape's hints."""
        hinted = self._hinted
        if hinted is None:
            return any(h in text for h in self._needed)
        return hinted.search(text) is not None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if not self.holds_hint(text):
            return iter(())
        if self.gate is not None and self.gate.search(text) is None:
            return iter(())
        return _compiled(self).finditer(text)


@cache
def _compiled(shape: _ReportShape) -> re.Pattern[str]:
    return re.compile(shape.template.replace("{series}", _series_alternation(*shape.alternation)))


@lru_cache(maxsize=1)
def _report_shapes() -> tuple[_ReportShape, ...]:
    return (
        # [1932] AC 562, [2004] 1 WLR 123, [1995] 1 Lloyd's Rep 1, [2022] 1 ALL E.R. 123, [2004]
        # 1 wlr 123; kept and flagged: "[2022) AC 123", "[193] AC 562" (a year mistyped)
        _ReportShape(
            "general",
            ("[",),
            rf"\[(?P<year>\d{{3,5}})(?P<close>[\])])\s+(?:(?P<volume>\d{{1,3}})\s+)?(?P<reporter>(?i:{{series}}))\s+{_PAGE}",
            ("general", True, False),
            # a lone lower-case letter ("[2004] p 12") is prose, not the series P
            gate=re.compile(r"\[\d{3,5}[\])]\s+(?:\d{1,3}\s+)?(?:[A-Z]|[a-z]{2})"),
        ),
        # (2022) AC 123, (2004) 1 WLR 123: a year-volume series in round brackets, read and flagged
        _ReportShape(
            "general",
            ("(",),
            rf"\((?P<year>\d{{4}})(?P<close>[\])])\s+(?:(?P<volume>\d{{1,3}})\s+)?(?P<reporter>(?i:{{series}}))\s+{_PAGE}",
            ("general", True, False),
            gate=re.compile(r"\(\d{4}[\])]\s+(?:\d{1,3}\s+)?[A-Z]"),
        ),
        # (1866) LR 1 Ex 265
        _ReportShape(
            "law_reports",
            _LR,
            rf"\((?P<year>\d{{4}})\)\s+(?P<lr>L\.?\s?R\.?)\s+(?P<volume>\d{{1,3}})\s+(?P<reporter>(?i:{{series}}))\s+{_PAGE}",
            ("law_reports", True, False),
        ),
        # (1881) 6 QBD 1, (1993) 25 HLR 1, (1854) 9 Exch 341
        _ReportShape(
            "general",
            ("(",),
            rf"\((?P<year>\d{{4}})\)\s+(?P<volume>\d{{1,4}})\s+(?P<reporter>{{series}})\s+{_PAGE}",
            ("general", True, False),
            gate=re.compile(r"\(\d{4}\)\s+\d{1,4}\s+[A-Z]"),
        ),
        # 1932 SC (HL) 31, 1932 S.C. (H.L.) 31: no volume (a bare "S.C." is South Carolina's)
        _ReportShape(
            "scottish",
            (*_first_words("scottish", dotted=False), "S.C. ("),
            rf"(?<![\[(\d])\b(?P<year>1[89]\d\d|20\d\d)\s+(?!S\.\s?C\.\s+\d)(?P<reporter>{{series}})\s+{_PAGE}",
            ("scottish", True, False),
        ),
        # LR 1 QB 123, 1 App Cas 123, 156 ER 145: a series numbered across years, its year left
        # out (the forms above, which start earlier at the year, win where one is written)
        _ReportShape(
            "law_reports",
            _LR,
            rf"(?<![\w.])(?P<lr>L\.?\s?R\.?)\s+(?P<volume>\d{{1,3}})\s+(?P<reporter>(?i:{{series}}))\s+{_PAGE}",
            ("law_reports", True, False),
        ),
        _ReportShape(
            "general",
            _first_words("general", numbered_only=True),
            rf"(?<![\w.])(?P<volume>\d{{1,4}})\s+(?P<reporter>{{series}})\s+{_PAGE}",
            ("general", True, True),
        ),
    )


# The court after a law report: "[1932] AC 562 (HL)"
_REPORT_COURT = re.compile(rf"\s*\(({'|'.join(REPORT_COURTS)})\)")
# ... or after the pin: "[2018] AC 61, 70 (HL)" (the pin is read as every pin is)
_PIN_THEN_COURT = re.compile(rf",\s*\d{{1,5}}(?:\s*[-–]\s*\d{{1,5}})?\s*\(({'|'.join(REPORT_COURTS)})\)")


# The court and year after a yearless series, as US citations write them: "(Ex. 1854)", "(1854)".
# Not `parens.date_paren_after`: its years start at 1600, and the English Reports' at 1220.
_US_STYLE_DATE = re.compile(
    r"\s*\((?:(?P<court>[A-Z][A-Za-z.&']*(?:\s[A-Z][A-Za-z.&']*){0,3})\s+)?(?P<year>1[2-9]\d\d|20\d\d)\)"
)


def _report_hits(text: str) -> list[_Hit]:
    hits = []
    for shape in _report_shapes():
        for m in shape.finditer(text):
            series = law_report_series(m["reporter"], shape.style)
            if series is None:
                continue
            reporter = ("LR " if shape.style == "law_reports" else "") + series.abbreviation
            volume = m.groupdict().get("volume")
            year = m.groupdict().get("year")
            court = _REPORT_COURT.match(text, m.end())
            after_pin = None if court else _PIN_THEN_COURT.match(text, m.end())
            court_name = court[1] if court else after_pin[1] if after_pin else None
            dated = None if court or after_pin or year else _US_STYLE_DATE.match(text, m.end())
            if dated:  # "156 Eng. Rep. 145 (Ex. 1854)": a yearless series dated as US citations date it
                year, court_name = dated["year"], dated["court"]
            end = (court or dated or m).end()
            components = Components(
                year=year, volume=volume, reporter=reporter, page=m["page"], court=court_name
            )
            # a series whose year is its volume is cited with the year in square brackets
            # ("[2022] AC 123"): in round brackets the citation is mistyped
            rounded = year is not None and text.startswith("(", m.start()) and shape.style == "general"
            mistyped = rounded and not series.numbered_volumes and not series.single_volume and not volume
            # "[2019] WLR 100": a series printed in numbered volumes every year, and none named
            mistyped = mistyped or (series.cited_by_volume and year is not None and not volume)
            # one bracket opening the year and the other closing it, or a digit lost or gained
            close = m.groupdict().get("close")
            mismatched = close is not None and (close == ")") != text.startswith("(", m.start())
            mistyped = mistyped or mismatched or (year is not None and len(year) != 4)
            flags = [CitationFlag.MALFORMED] if mistyped else []
            hits.append(_Hit(m.start(), end, CitationType.CASE, components, flags))
    return hits


# Report-shaped citations after an English case name, in no series we know: "Smith v Jones
# [2004] 1 Fake Rep 123". A made-up series is a fabrication signal, like an unknown US
# reporter. Commonwealth and European series and neutral codes are left alone: they are real,
# just not UK (High Court of Australia, Supreme Court of Canada, Irish courts, CJEU, ECtHR).
_UNKNOWN_REPORT = re.compile(
    r"(?P<open>[\[(])(?P<year>\d{4})[\])]\s+(?:(?P<volume>\d{1,4})\s+)?"
    r"(?P<reporter>[A-Z][A-Za-z'’.&]*(?:\s+(?:[A-Z][A-Za-z'’.&]*|\([A-Z][A-Za-z]*\))){0,3})\s+(?P<page>\d{1,5})\b"
)
_FOREIGN_SERIES = _words(
    "SCR CLR ALR ALJR NZLR DLR HCA FCA FCAFC NSWCA NSWSC VSCA QCA WASCA NZSC NZCA NZHC SCC ONCA BCCA "
    "SGCA SGHC SLR HKCFA HKCA HKLRD IESC IEHC IECA IR ILRM ECR EUECJ ECHR ECtHR EWiCA CCJ JCPC ZASCA ZACC "
    "INSC SCC AIR"
)


def _unknown_report_hits(text: str) -> list[_Hit]:
    hits = []
    for m in _UNKNOWN_REPORT.finditer(text):
        written = m["reporter"]
        first = written.split()[0].rstrip(".")
        if m["open"] == "(" and m["volume"] is None:
            continue  # "(2019) Smith 5" is not a report citation
        if (
            law_report_series(written, "general")
            or law_report_series(written, "law_reports")
            or written.startswith(("LR ", "L.R."))
        ):
            continue
        if first in court_codes() or first.startswith(NEUTRAL_PREFIXES) or first in _FOREIGN_SERIES:
            continue
        if find_reporter(written) is not None:
            continue  # an American report in California's year-first style: "(1914) 211 N.Y. 125"
        window = text[max(0, m.start() - 250) : m.start()]
        parties = _parties(window)
        if parties is None or parties[1] is None or parties[2] is None:
            continue  # only after "X v Y": without a case name this shape is too common
        components = Components(year=m["year"], volume=m["volume"], reporter=written, page=m["page"])
        hits.append(_Hit(m.start(), m.end(), CitationType.CASE, components, [CitationFlag.UNKNOWN_REPORTER]))
    return hits


# --------------------------------------------------------------------------- malformed shapes


@lru_cache(maxsize=1)
def _missing_party_re() -> re.Pattern[str]:
    # "Smith v [2023]": a case name whose second party is missing.
    return re.compile(r"(?P<p1>[A-Z][\w'’&.-]*)\s+v\.?\s+(?P<cite>\[(?P<year>\d{1,6})\])")


@lru_cache(maxsize=1)
def _missing_page_re() -> re.Pattern[str]:
    # "[1932] AC" with no page. Single-letter series ("P") are too ambiguous to call.
    general = _series_alternation("general")
    return re.compile(
        rf"\[(?P<year>\d{{4}})\]\s+(?:(?P<volume>\d{{1,3}})\s+)?(?P<reporter>{general})(?![\w.'’]|\s*\d)"
    )


@lru_cache(maxsize=1)
def _mistyped_neutral_re() -> re.Pattern[str]:
    # A neutral citation of a known court with its spaces or brackets mistyped: "[2019] UKSC41",
    # "[2019]UKSC 41", "2019 UKSC 41" (this last only after a case name: a year and a court's
    # initials alone are prose). Well-spaced ones are the neutral pattern's.
    codes = _court_code_re().pattern
    tail = (
        rf"(?P<code>{codes})(?P<gap>[ \t]*)(?:(?P<divword>Civ|Crim)(?P<gap2>[ \t]*))?"
        r"(?P<number>\d{1,6})\b"
    )
    return re.compile(
        rf"\[(?P<year>\d{{4}})\](?P<after>[ \t]*){tail}"
        rf"|(?P<named>\sv\.?\s[^.;:\[\]]{{1,80}}?\s)(?P<bare>\d{{4}})[ \t]+{tail.replace('?P<', '?P<b_')}"
    )


# How far before a court's initials a mistyped citation (its case name, its year) is looked for
_MISTYPED_REACH = 100


def _mistyped_hits(text: str) -> list[_Hit]:
    """Mistyped neutral citations, looked for around each place a court's initials are written
    (the pattern over a whole US brief's text cost a thirtieth of its extraction)."""
    hits: list[_Hit] = []
    found: set[tuple[int, int]] = set()
    for code in _court_code_re().finditer(text):
        window = (max(0, code.start() - _MISTYPED_REACH), min(len(text), code.end() + 24))
        for m in _mistyped_neutral_re().finditer(text, *window):
            if (m.start(), m.end()) not in found:
                found.add((m.start(), m.end()))
                hits.extend(_mistyped_hit(m))
    return hits


def _mistyped_hit(m: re.Match[str]) -> list[_Hit]:
    """The malformed citation a match of the mistyped pattern is, or none when it is well typed."""
    bare = m["bare"] is not None
    key = "b_" if bare else ""
    spaced = m[f"{key}gap"] and (m[f"{key}divword"] is None or m[f"{key}gap2"])
    if not bare and m["after"] and spaced:
        return []  # well typed: the neutral pattern's
    start = m.start("bare") if bare else m.start()
    components = Components(
        year=m["bare"] if bare else m["year"],
        court=m[f"{key}code"],
        division=m[f"{key}divword"],
        number=m[f"{key}number"],
    )
    return [_Hit(start, m.end(), CitationType.CASE, components, [CitationFlag.MALFORMED])]


def _malformed_hits(text: str) -> list[_Hit]:
    hits = _mistyped_hits(text)
    if "[" not in text:
        return hits  # the other shapes open a bracketed year
    for m in _missing_party_re().finditer(text):
        hits.append(
            _Hit(
                m.start("cite"),
                m.end("cite"),
                CitationType.CASE,
                Components(party_1=m["p1"], year=m["year"]),
                [CitationFlag.MALFORMED],
                name_start=m.start("p1"),
            )
        )
    for m in _missing_page_re().finditer(text):
        series = law_report_series(m["reporter"], "general")
        if series is None or len(series.abbreviation) < 2:
            continue
        components = Components(year=m["year"], volume=m["volume"], reporter=series.abbreviation)
        hits.append(_Hit(m.start(), m.end(), CitationType.CASE, components, [CitationFlag.MALFORMED]))
    return hits


# --------------------------------------------------------------------------- case names


_V = re.compile(r"\s(?:v|v\.|vs\.?|-v-)\s")
_DANGLING_V = re.compile(r"\s(?:v|v\.|vs\.?|-v-)$")
_RE_START = re.compile(r"(?:In\s+re|Re|In\s+the\s+matter\s+of|Ex\s+parte)\s")
_TOKEN = re.compile(r"\([^()]*\)|[^\s()]+")
# Lower-case words a party's name may hold ("Test Claimants in the FII Group Litigation")
_CONNECTORS = _words(
    "of the and & for on application behalf de du la le van von der da di ex parte in at "
    "another anor others ors a an t/a plc ltd llp"
)
# Words naming the court or judge that decided a case, before "in" and its name: "the European
# Court in Othman v United Kingdom", "Lord Browne-Wilkinson in R v ...", "Arden LJ in Smith v Jones"
_DECIDED_BY = _words(
    "Court Tribunal Lord Lady Lords Justice Judge Baroness Sir Board Commission House Council Chamber "
    "J LJ LJJ JSC MR P VC CJ SCJ Master"
)
# A bracketed part that is no part of a name: a defined short name ("("Rehman")"), a case number
# ("(Case C-310/08)")
_NOT_OF_A_NAME = re.compile(r"\(\s*(?:[\"“‘']|Case\s|No\.?\s|\d)")
# An appositive after a case name: "G v G, the Practice Statement ..."
_APPOSITIVE = re.compile(r",\s+(?:the|a|an|which|where|in|as)\s")
_SIGNALS = _words(
    "See In Cf Cf. Compare Following Applying Also And But As Per Under Accord Contra Thus However "
    "Similarly Then Hence Whereas Although While If When Where Because Since Unlike Both Indeed "
    "Notably Moreover Further Furthermore Accordingly Likewise Here There It Its This That These "
    "E.g. E.g., Eg By Citing Quoting Relying Distinguishing Approving Considering Note Per"
)
_NAME_ABBREVIATIONS = _words("Ltd. Co. Inc. Corp. plc. Plc. St. Mr. Mrs. Dr. No. Bros. Intl. J. LJ. Sch.")
_SENTENCE_BREAK = re.compile(r"[.;:!?]\s+(?=[A-Z(])")
_RE_NAME = re.compile(
    r"(?:(?<=\s)|^)(?P<name>(?:In\s+re|Re|In\s+the\s+matter\s+of|Ex\s+parte)\s+[A-Z][^;:]{0,150}?)[\s,]*$"
)
_FIRST_WORD = re.compile(r"(\S+)\s+")
# The early cases named as cases, with no "v": "Pinnel's Case", "Case of Proclamations"
_CASE_NAME = re.compile(
    r"(?:(?<=\s)|^)(?P<name>(?:[A-Z][\w'’]*\s+){1,3}Case|Case\s+of\s+(?:the\s+)?[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*){0,3})"
    r"[\s,]*$"
)


def _attach_names(text: str, hits: list[_Hit]) -> None:
    floor = 0
    for hit in hits:
        if hit.components.party_1 is None:
            parties = _parties(text[floor : hit.start])
            if parties is not None:
                offset, party_1, party_2 = parties
                hit.name_start = floor + offset
                hit.components = hit.components.model_copy(update={"party_1": party_1, "party_2": party_2})
                one_name = _RE_START.match(party_1 or "") or _CASE_NAME.fullmatch(party_1 or "")
                if party_2 is None and party_1 is not None and not one_name:
                    hit.flags = [*hit.flags, CitationFlag.MALFORMED]  # "Smith v [2023] UKSC 5"
        floor = hit.end


def _parties(window: str) -> tuple[int, str | None, str | None] | None:
    """(offset of the name, party 1, party 2) of a case name ending `window`, if one does."""
    trimmed = window.rstrip().rstrip(",").rstrip()
    if not trimmed:
        return None
    dangling = _DANGLING_V.search(trimmed)
    if dangling:
        start, party_1 = _party_before(trimmed, dangling.start())
        return (start, party_1, None) if party_1 else None
    vs = list(_V.finditer(trimmed))
    if vs:
        v = vs[-1]
        party_2 = trimmed[v.end() :].strip()
        if _APPOSITIVE.search(party_2):
            return None  # the citation names what follows the case, not the case
        if party_2 and (party_2[0].isupper() or party_2[0].isdigit()) and not _breaks_sentence(party_2):
            start, party_1 = _party_before(trimmed, v.start())
            return (start if party_1 else v.start() + 1), party_1, party_2
    base = len(trimmed) - len(trimmed[-200:])
    m = _RE_NAME.search(trimmed[-200:])
    if m and not _breaks_sentence(m["name"]):
        return base + m.start("name"), m["name"].strip(), None
    m = _CASE_NAME.search(trimmed[-200:])
    if m and not _breaks_sentence(m["name"]):
        start, name = base + m.start("name"), m["name"].strip()
        # a signal before it is not part of the name: "See Pinnel's Case"
        while (word := _FIRST_WORD.match(name)) and word[1] in _SIGNALS:
            start, name = start + word.end(), name[word.end() :]
        return start, name, None
    return None


def _breaks_sentence(name: str) -> bool:
    if len(name) > 200:
        return True
    for m in _SENTENCE_BREAK.finditer(name):
        word = name[: m.start() + 1].split()[-1]
        if word not in _NAME_ABBREVIATIONS and not re.fullmatch(r"[A-Z]\.", word):
            return True
    return False


def _decided_by(before: list[re.Match[str]]) -> bool:
    """Whether the words before an "in" name the court or judge that decided the case after it."""
    return any(tok.group().rstrip(",") in _DECIDED_BY for tok in before)


def _party_before(text: str, end: int) -> tuple[int, str | None]:
    """Party 1: the capitalised words (and bracketed parts) that end at `end`."""
    tokens = list(_TOKEN.finditer(text[max(0, end - 250) : end]))
    base = max(0, end - 250)
    kept: list[re.Match[str]] = []
    for i in range(len(tokens) - 1, -1, -1):
        tok = tokens[i]
        word = tok.group()
        if word in _SIGNALS or word.rstrip(",") in _SIGNALS:
            break
        if word.endswith((",", ";", ":")) or (word.endswith(".") and word not in _NAME_ABBREVIATIONS):
            break
        if _NOT_OF_A_NAME.match(word):
            break
        if word == "in" and _decided_by(tokens[max(0, i - 3) : i]):
            break
        if word.startswith("(") or word[0].isupper() or word in _CONNECTORS:
            kept.append(tok)
            continue
        break
    kept.reverse()
    while kept and kept[0].group() in _CONNECTORS:
        kept.pop(0)
    if not kept:
        return end, None
    start = base + kept[0].start()
    return start, text[start:end].strip()


# --------------------------------------------------------------------------- pins and parallels

# (after the judgment's date in brackets, as the National Archives print it: "(12 August 2021)")
_DATED = r"(?:\s*\(\d{1,2}\s+[A-Z][a-z]+\.?\s+\d{4}\))?"
_PARA_PIN = re.compile(
    _DATED + r"\s*,?\s*(?:at\s+)?(?:(?:paras?\.?|paragraphs?|¶¶?)\s*)?"
    r"(?P<pin>\[\d{1,4}\](?:\s*(?:-|–|—|to|and|,|&)\s*\[\d{1,4}\])*)"
)
_PARA_WORD_PIN = re.compile(
    _DATED
    + r"\s*,?\s*(?:at\s+)?(?:paras?\.?|paragraphs?|¶¶?)\s*(?P<pin>\d{1,4}(?:\s*(?:-|–|—|to)\s*\d{1,4})?)\b"
)
_PAGE_PIN = re.compile(
    r"\s*(?:,\s*|\s+at\s+(?:pp?\.?\s*)?)(?P<pin>\d{1,5}(?:\s*(?:-|–|—)\s*\d{1,5})?)\b(?!\s*(?:[A-Z]|\d))"
)


def _attach_pins(text: str, hits: list[_Hit]) -> None:
    for i, hit in enumerate(hits):
        limit = hits[i + 1].start if i + 1 < len(hits) else len(text)
        tail = text[hit.end : limit]
        m = _PARA_PIN.match(tail) or _PARA_WORD_PIN.match(tail)
        if m and not _year_bracket(m["pin"], tail[m.end() :]):
            pin = _normalise_pin(m["pin"])
            hit.components = hit.components.model_copy(update={"paragraph_pin": pin})
            hit.pin_end = hit.end + m.end()
            continue
        if hit.components.page is not None:
            m = _PAGE_PIN.match(tail)
            if m:
                hit.components = hit.components.model_copy(update={"pin_cite": _normalise_pin(m["pin"])})
                hit.pin_end = hit.end + m.end()


def _year_bracket(pin: str, after: str) -> bool:
    """ "[2018]" followed by a reporter or court is the next citation's year, not a pin."""
    return bool(re.fullmatch(r"\[(1[5-9]\d\d|20\d\d)\]", pin)) and bool(re.match(r"\s+(?:\d|[A-Z])", after))


def _normalise_pin(pin: str) -> str:
    numbers = re.findall(r"\d+", pin)
    if len(numbers) == 2 and re.search(r"\d\]?\s*(?:-|–|—|to)\s*\[?\d", pin):
        return f"{numbers[0]}-{numbers[1]}"
    return ", ".join(numbers)


# OSCOLA separates parallel reports of one case with commas; semicolons separate authorities.
_PARALLEL_GAP = re.compile(r"\s*,\s*")
# A case has one neutral citation and one report in each series, and OSCOLA lists a few at most:
# a comma-separated run past that is a list of cases (each would list thousands of "parallels").
MAX_PARALLELS = 6


def _series(hit: _Hit) -> str:
    """What a case is cited in once: its neutral citation, or one series of reports."""
    return "neutral" if hit.components.number else f"report:{hit.components.reporter}"


def _link_parallels(text: str, hits: list[_Hit]) -> None:
    """Citations separated only by a comma report one case: they share names and list each other."""
    groups: list[list[_Hit]] = []
    for i, hit in enumerate(hits):
        prev = hits[i - 1] if i else None
        gap = text[prev.pin_end or prev.end : _span_start(hit)] if prev else ""
        same_case = (
            prev is not None
            and hit.name_start is None
            and _PARALLEL_GAP.fullmatch(gap) is not None
            and len(groups[-1]) < MAX_PARALLELS
            and _series(hit) not in {_series(h) for h in groups[-1]}
        )
        if same_case:
            groups[-1].append(hit)
        else:
            groups.append([hit])
    for group in groups:
        if len(group) < 2:
            continue
        names = next((h.components for h in group if h.components.party_1 or h.components.party_2), None)
        # a paragraph pin after the last report is the judgment's, whichever report it follows:
        # paragraphs are numbered the same in all ("[2021] EWCA Civ 1234, [2022] 1 WLR 50 at [3]")
        paragraph = next(
            (h.components.paragraph_pin for h in reversed(group) if h.components.paragraph_pin), None
        )
        cites = [text[h.start : h.end] for h in group]
        for hit, cite in zip(group, cites, strict=True):
            update: dict[str, object] = {"parallel_citations": [c for c in cites if c != cite]}
            if names is not None and hit.components.party_1 is None and hit.components.party_2 is None:
                update |= {"party_1": names.party_1, "party_2": names.party_2}
            if paragraph and not hit.components.paragraph_pin:
                update["paragraph_pin"] = paragraph
            hit.components = hit.components.model_copy(update=update)


# --------------------------------------------------------------------------- statutes

_ACT = re.compile(r"\bAct\s+(?P<year>1[2-9]\d\d|20\d\d)\b")
_SECTION = r"(?P<section>\d+[A-Z]{0,3}(?:\(\w{1,4}\))*(?:\s*(?:-|–|to)\s*\d+[A-Z]{0,3}(?:\(\w{1,4}\))*)?)"
_SECTION_WORD = r"(?:[Ss]ections?|[Ss]s?\.?|[Ss]ec\.?)"
_SECTION_BEFORE = re.compile(rf"\b{_SECTION_WORD}\s*{_SECTION}\s+(?:of|in)\s+(?:the\s+)?$")
_SECTION_AFTER = re.compile(rf"^,?\s*{_SECTION_WORD}\s*{_SECTION}")
_TITLE_CONNECTORS = _words("of and for the from to on in with by upon at & etc. etc (Scotland) (Wales)")
_TITLE_STOPS = _SIGNALS | _words(
    "The Section Sections Part Parts Schedule Article Regulation Paragraph Chapter Pursuant Of For To "
    "From On With At A An Our Their His Her"
)


def _statutes(text: str) -> list[Citation]:
    if "Act" not in text:
        return []  # one scan instead of the pattern's, which no literal prefix speeds up
    out = []
    for m in _ACT.finditer(text):
        title_start = _title_start(text, m.start())
        if title_start is None:
            continue
        title = re.sub(r"\s+", " ", text[title_start : m.end()])
        start, end, section = title_start, m.end(), None
        before = _SECTION_BEFORE.search(text[max(0, title_start - 60) : title_start])
        after = _SECTION_AFTER.match(text[m.end() : m.end() + 60])
        if before:
            start, section = max(0, title_start - 60) + before.start(), before["section"]
        elif after:
            end, section = m.end() + after.end(), after["section"]
        out.append(
            Citation.spanning(
                text,
                start,
                end,
                type=CitationType.STATUTE,
                jurisdiction=Jurisdiction.UK,
                components=Components(title=title, year=m["year"], section=section),
            )
        )
    return out


def _title_start(text: str, act_at: int) -> int | None:
    """Where the short title ending in "Act" begins: capitalised words, connectors, "(Scotland)"."""
    base = max(0, act_at - 200)
    tokens = list(_TOKEN.finditer(text[base:act_at]))
    kept: list[re.Match[str]] = []
    for tok in reversed(tokens):
        word = tok.group()
        sentence_end = word.endswith((".", ";", ":")) and word not in _TITLE_CONNECTORS
        if sentence_end or any(ch.isdigit() for ch in word):
            break
        if word.endswith(","):
            break  # "In Smith, Housing Act 1996": a comma ends the title (rare titles have one)
        if word in ("and", "or") and kept and kept[-1].group() in _TITLE_CONNECTORS:
            break  # "... Convention and by the Carriage by Air Act 1961": "and by" joins two things
        if word[0].isupper() or (word.startswith("(") and word[1:2].isupper()) or word in _TITLE_CONNECTORS:
            kept.append(tok)
            continue
        break
    kept.reverse()
    while kept and (kept[0].group() in _TITLE_CONNECTORS or kept[0].group() in _TITLE_STOPS):
        kept.pop(0)
    if not kept or not any(t.group()[0].isupper() for t in kept):
        return None
    return base + kept[0].start()
