"""What follows a reporter citation: pin cites and the court/date parenthetical.

eyecite's post-citation regex lets the court group run past a bare "(1954)" into the next
citation's parenthetical. Here the parenthetical is re-parsed from the citation's own text:
a court/date parenthetical holds no nested parentheses and is searched for only up to the
start of the next citation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import cast

from courts_db import courts

from briefcheck.reference import Court, federal_court, resolve_court, state_by_postal
from briefcheck.reference.tables import state_courts

# A month as parentheticals write it, its stop sometimes left out ("Dec 1, 2011"); never the start
# of a longer word ("Decatur")
MONTHS = (
    r"(?:Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?\.?|July?\.?|Aug(?:ust|\.)?"
    r"|Sept?(?:ember|\.)?|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?)(?![a-z])"
)
# A page label before a pin: "at p. 1350", "at pp. 12-13" (California's style), "at p. *4".
PAGE_LABEL = r"(?:(?:pp?|pgs?)\.\s?|pages?\s)"
# The mark of a page's footnote in a pin: "n.3", "nn.3-4", New York's "n 3", California's "fn. 3"
NOTE_MARK = r"(?:nn?\.|nn?(?=\s+\d)|fns?\.)"
# A number opening a parallel citation, not a pin: a series' name and a page after it ("440 P.4th
# 100", known series or not)
_OPENS_A_CITATION = r"(?!\s+[A-Z][A-Za-z'’]*\.?(?:\s?[A-Za-z0-9'’]+\.?){0,3}\s+\d)"
PIN_TOKEN = (
    rf"(?:{PAGE_LABEL}?\*{{1,2}}\d+(?:-\*{{0,2}}\d+)?"
    # (and its footnote: "305 n.3", "305 & nn.3-4", New York's "446 n 3", California's "888 fn. 3")
    # (a note by a symbol, "505 n.*", "n.†"; by its word, "505 note 4"; bracketed, "505 [n.4]"; a range
    # to a page, "505 to 506"; and the pages after it, "505 ff.", "505 et seq.")
    rf"|{PAGE_LABEL}?\d+(?:(?:-|\s+to\s+)\d+)?"
    rf"(?:\s*(?:&\s*)?(?:{NOTE_MARK}\s*(?:\d+(?:-\d+)?|[*†‡]{{1,3}})|note\s+\d+(?:-\d+)?|\[nn?\.?\s*\d+\]))?"
    rf"(?:\s*(?:ff\.|et\s+seq\.))?{_OPENS_A_CITATION}"
    r"|(?:&\s*)?(?:nn?|fn?|note)\.?\s*\d+(?:-\d+)?"
    # a paragraph, and its footnote ("¶ 30 n.4"); a paragraph by its word ("para. 4", "paras. 4-5")
    r"|[¶§]{1,2}\s*\d+(?:[-.]\d+)*(?:\s*(?:&\s*)?nn?\.\s*\d+(?:-\d+)?)?"
    r"|paras?\.\s*\d+(?:[-–]\d+)?"
    r"|passim"
    # a paragraph of the syllabus: Kansas's "Syl. ¶ 2", West Virginia's "Syl. pt. 2"
    r"|[Ss]yl(?:\.|labus)\s*(?:¶{1,2}|pts?\.|paras?\.|points?)\s*\d+(?:-\d+)?"
    r")"
)
# "slip op. at 12": a slip opinion's page, after any citation of it (a docket's, or a database's)
_SLIP_OP = r"(?:slip\s+op\.?,?\s+)?"
# Arizona's and others' paragraph after the page, with no comma: "470-71 ¶ 26"
_PARAGRAPH_AFTER = r"\s+¶{1,2}\s*\d+(?:[-.]\d+)*"
PINS = (
    rf"{_SLIP_OP}(?:at\s+)?{PIN_TOKEN}(?:\s*(?:,|&|and)\s*{PIN_TOKEN}|{_PARAGRAPH_AFTER})*(?=[\s,.;:)\]]|$)"
)
_PIN_AFTER = re.compile(rf",\s*(?P<pin>{PINS})")
# The further pages a pin lists after its first ("at 501 & 515", "at 501 n.3, 515", "at 503, and 512")
_ONE_MORE_PIN = re.compile(rf"\s*(?:,\s*(?:and\s+)?|&|and\s)\s*(?P<pin>{PIN_TOKEN})(?=[\s,.;:)\]]|$)")
# What a volume's number opens, not a page: a work's title or author ("2 J. Story, Commentaries")
_OPENS_A_WORK = re.compile(r"\s+[A-Z]")
# "(2d Cir. 1999)", or New York's bracketed "[2d Dept 1991]".
_PAREN = re.compile(r"\s*(?:\((?P<body>[^()]*)\)|\[(?P<bracketed>[^\[\]]*)\])")
_YEAR = r"(?:1[6-9]|20)\d{2}"
_DATE_BODY = re.compile(
    # the event the date marks, as the Bluebook allows: "(9th Cir. filed Dec. 1, 1998)"
    rf"^\s*(?P<court>.*?)[\s,]*(?:(?:filed|decided|argued|submitted|dated)\s+)?"
    rf"(?:(?P<n_month>\d{{1,2}})/(?P<n_day>\d{{1,2}})/(?P<n_year>{_YEAR}|\d{{2}})"  # "12/1/2011", "12/01/98"
    rf"|(?P<i_year>{_YEAR})-(?P<i_month>\d{{2}})-(?P<i_day>\d{{2}})"  # "2011-12-01"
    rf"|(?:(?P<day_first>\d{{1,2}})\s+(?=(?:{MONTHS})))?"  # "4 March 2024"
    rf"(?:(?P<month>{MONTHS})\s*(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s*,?\s*)?)?"
    rf"(?P<year>{_YEAR})(?:\s*[-/]\s*\d{{2,4}})?)(?:\s*,\s*(?P<after>[^()]*))?\s*$"
)
_PROSE_WORD = re.compile(r"\b[a-z]{4,}\b")
_AT = re.compile(rf"^{_SLIP_OP}(?:at\s+)?{PAGE_LABEL}?")
_BLUEBOOK_ORDINAL = re.compile(r"\b(\d*[23])d\b")


@lru_cache(maxsize=1)
def _court_strings() -> tuple[tuple[str, object], ...]:
    """courts-db's citation strings as eyecite's look-up compares them, made once."""
    import regex

    return tuple((regex.sub(r"[^\w]", "", court["citation_string"]).lower(), court["id"]) for court in courts)


@lru_cache(maxsize=8192)
def memoised_court_lookup(paren_string: str) -> str | None:
    """eyecite's `get_court_by_paren`, answer for answer (an exact match first, else the last
    court whose string starts with it), over the court strings normalised once: eyecite's
    normalises every court's string again on each call (about 25 ms for each new string)."""
    import regex

    court_str = regex.sub(r"[^\w]", "", paren_string).lower()
    court_code = None
    if court_str:
        for normalised, ident in _court_strings():
            if normalised == court_str:
                return str(ident)
            if normalised.startswith(court_str):
                court_code = ident
    return cast(str | None, court_code)


@lru_cache(maxsize=4096)
def court_id(court: str) -> str | None:
    """courts-db id for a Bluebook court abbreviation ("D.C. Cir." -> "cadc"), only for a court
    the curated tables know: their own id where they name one (courts-db reads "2nd Cir." as a
    bankruptcy panel and "Bankr." as Wyoming's), else courts-db's match when it is a court of the
    same system and state. courts-db alone guesses by prefix ("Ct. App." -> the Indian Territory's
    court, "P.R." -> a Virginia county court): an unknown court gets no id."""
    if not court:
        return None
    new_york = _new_york_local_court(court)
    if new_york is not None:
        return new_york
    curated = federal_court(court)
    if curated is not None:  # the curated table names it, and says when courts-db has no one id
        return curated.courts_db_id
    state_court = _state_court_ids().get(_spacing(court))
    if state_court is not None:  # a state court courts-db holds without this string ("N.Y. Sur. Ct.")
        return state_court
    known = resolve_court(court)
    if known is None:
        # outside the curated tables: courts-db's id only when the court is written exactly as
        # courts-db's citation string for one court, never by courts-db's prefix guess
        return _exact_courts_db().get(_spacing(court))
    if known.courts_db_id:
        # a district written as today's but cited before its state was divided ("D. Ill.") has
        # no such id in courts-db; its historical court is written exactly so there
        return (
            known.courts_db_id
            if known.courts_db_id in _courts_db_ids()
            else _exact_courts_db().get(_spacing(court))
        )
    if known.state == "DC" and known.level == "state_supreme":
        return "dc"  # "(D.C. 2010)", "(D.C. Ct. App. 2010)": the District's Court of Appeals
    bap = _BAP.match(court)
    if bap and f"bap{bap['circuit'] or bap['c2']}" in _courts_db_ids():
        return f"bap{bap['circuit'] or bap['c2']}"  # "B.A.P. 9th Cir.", "9th Cir. BAP"
    generic = known.level == "state_appellate" and known.state and _GENERIC_APPELLATE.search(court.lower())
    if generic and known.state:
        # a state's own style for its intermediate court ("Cal. App.", "Colo. App."): courts-db's
        # prefix match would read "Cal. App." as the Superior Court's Appellate Division
        intermediate = _intermediate_court(known.state)
        if intermediate is not None:
            return intermediate
    found = memoised_court_lookup(court)
    if found is None and _BLUEBOOK_ORDINAL.search(court):
        # Bluebook writes "2d"/"3d"; courts-db sometimes has "2nd"/"3rd" ("3d Cir." -> ca3).
        found = memoised_court_lookup(_BLUEBOOK_ORDINAL.sub(_long_ordinal, court))
    if found is not None and _same_court_system(found, known):
        return found
    if known.level == "state_appellate" and known.state and _GENERIC_APPELLATE.search(court.lower()):
        # a state's own style for its intermediate court ("Fla. 2d DCA", "Colo. App.", "Mo. App.
        # E.D.", "Tex. App.—Houston [14th Dist.]"): courts-db's one court of that kind there
        return _intermediate_court(known.state)
    return None


# "B.A.P. 9th Cir.", "9th Cir. B.A.P.", "BAP 1st Cir."
_BAP = re.compile(
    r"^(?:B\.?\s*A\.?\s*P\.?\s*(?P<circuit>\d+)(?:st|d|nd|rd|th)\s*Cir\.?"
    r"|(?P<c2>\d+)(?:st|d|nd|rd|th)\s*Cir\.?\s*B\.?\s*A\.?\s*P\.?)$"
)
# Normalised styles naming a state's intermediate appellate court in general, not one of several
# kinds (criminal, civil, special, commonwealth, superior, appellate term or division).
_GENERIC_APPELLATE = re.compile(r"^(?!.*(?:crim|civ|spec|commw|super|term|div|tax|comp))(?=.*(?:app|dca))")


@lru_cache(maxsize=64)
def _intermediate_court(postal: str) -> str | None:
    """courts-db's id for a state's intermediate appellate court, where it has one court written
    in the state's general style ("Colo. Ct. App.", "Ill. App. Ct.", "Tex. App.", "Fla. Dist. Ct.
    App.")."""
    from courts_db import courts

    state = state_by_postal(postal)
    if state is None:
        return None
    styles = [f"{state.bluebook} {tail}" for tail in ("Ct. App.", "App. Ct.", "App.", "Dist. Ct. App.")]
    by_string = {
        _spacing(c["citation_string"]): c["id"]
        for c in courts
        if c.get("citation_string") and c.get("type") == "appellate" and c.get("system") == "state"
    }
    return next((by_string[s] for s in styles if s in by_string), None)


def _spacing(text: str) -> str:
    return " ".join(text.split())


# New York's courts below the Appellate Division, as its practice cites them with their county or
# department ("Sup. Ct. N.Y. Cnty.", "Sur. Ct. Kings Cnty.", "App. Term 2d Dep't", the official
# reports' "Sup Ct, NY County"): the courts-db id of the court, whatever county it sat in
_NEW_YORK_COUNTIES = (
    r"N\.?\s?Y\.?|New\s+York|Kings|Queens|Bronx|Richmond|Nassau|Suffolk|Westchester|Erie|Monroe|Albany"
    r"|Onondaga|Orange|Rockland|Dutchess|Ulster|Putnam|Saratoga|Schenectady|Oneida|Broome|Niagara"
)
_NEW_YORK_LOCAL = re.compile(
    rf"^(?:N\.?\s?Y\.?\s+)?(?P<kind>Sup|Sur|Civ|Crim|Fam|Dist|Just)\.?\s*Ct\.?\s*,?\s+(?:{_NEW_YORK_COUNTIES})"
    r"\.?\s+(?:Cnty\.?|County)$"
    r"|^(?:N\.?\s?Y\.?\s+)?(?:Sup\.?\s*Ct\.?\s*,?\s+)?(?P<term>App\.?\s*Term)\.?"
    r"(?:\s*,?\s+(?:1st|2d|2nd|9th|10th|11th)\s+(?:Dep['’]t|Dept\.?)(?:\s*,.*|\s+\d.*)?)?$",
    re.IGNORECASE,
)
_NEW_YORK_IDS = {"sup": "nysupct", "sur": "nysurct", "civ": "nycivct", "crim": "nycrimct", "fam": "nyfamct",
                 "dist": "nydistct", "just": "nyjustct"}  # fmt: skip


def _new_york_local_court(court: str) -> str | None:
    m = _NEW_YORK_LOCAL.match(court.strip())
    if m is None:
        return None
    return "nyappterm" if m["term"] else _NEW_YORK_IDS[m["kind"].lower()]


@lru_cache(maxsize=1)
def _state_court_ids() -> dict[str, str]:
    return {_spacing(name): row.courts_db_id for row in state_courts() for name in row.names}


@lru_cache(maxsize=1)
def _courts_db_ids() -> frozenset[str]:
    from courts_db import courts

    return frozenset(c["id"] for c in courts)


@lru_cache(maxsize=1)
def _exact_courts_db() -> dict[str, str]:
    """courts-db's citation strings that name exactly one court ("Bankr. D. Del." -> "deb",
    "Ariz. Ct. App." -> "arizctapp")."""
    from collections import Counter

    from courts_db import courts

    strings = Counter(_spacing(c["citation_string"]) for c in courts if c.get("citation_string"))
    return {
        _spacing(c["citation_string"]): c["id"]
        for c in courts
        if c.get("citation_string") and strings[_spacing(c["citation_string"])] == 1
    }


def _same_court_system(found: str, known: Court) -> bool:
    from courts_db import find_court_by_id

    rows = find_court_by_id(found)
    if not rows:
        return False
    row = rows[0]
    federal = not known.level.startswith("state")
    if federal != (row.get("system") == "federal"):
        return False
    state = state_by_postal(known.state) if known.state else None
    # courts-db names the District of Columbia's location "Washington D.C."
    return state is None or row.get("location") in (state.name, f"Washington {state.bluebook}")


def _long_ordinal(m: re.Match[str]) -> str:
    return m.group(1) + ("nd" if m.group(1).endswith("2") else "rd")


def clean_pin(pin: str | None) -> str | None:
    """'at 460' -> '460'; 'at p. 460' -> '460'; ', 41 n.4' -> '41 n.4'."""
    if not pin:
        return None
    return _AT.sub("", pin.strip(" ,")) or None


@dataclass
class DateParen:
    court: str | None
    month: str | None
    day: str | None
    year: str | None
    end: int  # offset just past the closing parenthesis


def pin_after(text: str, pos: int, limit: int) -> tuple[str | None, int]:
    """A pin cite right after `pos` (", 460" or ", at 460-61"); returns (pin, end)."""
    m = _PIN_AFTER.match(text, pos, limit)
    if not m:
        return None, pos
    return clean_pin(m["pin"]), m.end()


def with_more_pins(text: str, pin: str, start: int, pos: int, limit: int) -> tuple[str, int]:
    """`pin` with the further pages it lists right after `pos`, as written, where a reading of the
    citation from `start` stopped at its first ("901 F.3d at 211 & 215", "Id. at 501 n.3, 515"),
    and where they end (`pin` and `pos` where none follows, or the text there is not the pin's)."""
    if not text[start:pos].rstrip().endswith(pin.split()[-1]):
        return pin, pos
    at, last = pos, _last_number(text[max(0, pos - 12) : pos])
    while (m := _ONE_MORE_PIN.match(text, at, limit)) is not None:
        page = _last_number(m["pin"].split("n")[0]) if m["pin"][:1].isdigit() else None
        # a later page, not a lower number (a treatise's volume) nor one a title or author follows
        if page is not None and (page < last or _OPENS_A_WORK.match(text, m.end())):
            break
        at, last = m.end(), page or last
    return pin + text[pos:at], at


def _last_number(text: str) -> int:
    found = re.findall(r"\d+", text)
    return int(found[-1]) if found else 0


def full_year(year: str) -> str:
    """A numeric date's year in full: "98" is 1998, "10" 2010 (a two-figure year past this one's is
    of the last century)."""
    if len(year) == 4:
        return year
    this = date.today().year
    century = this // 100 * 100 if int(year) <= this % 100 else this // 100 * 100 - 100
    return str(century + int(year))


def parse_court_date(body: str) -> tuple[str | None, str | None, str | None, str | None] | None:
    """(court, month, day, year) of a parenthetical body, or None if it is not one."""
    m = _DATE_BODY.match(body)
    if m:
        court = m["court"].strip(" ,") or None
        if court and (len(court) > 80 or _PROSE_WORD.search(court)):
            return None
        if m["n_year"] or m["i_year"]:
            year = m["i_year"] or full_year(m["n_year"])
            return court, m["n_month"] or m["i_month"], m["n_day"] or m["i_day"], year
        return court, m["month"], m["day"] or m["day_first"], m["year"]
    court = body.strip()
    # A court with no date ("(10th Cir.)", "(Bankr. D. Del.)") counts only when it has an id by
    # `court_id`'s rules (the curated tables, or courts-db's exact citation string): courts-db's
    # prefix match reads "Ct. App." as a territorial court, "P.R." as a vaccine court, and a
    # Georgia division marker "(2)" as a bankruptcy panel.
    if court and len(court) <= 40 and not _PROSE_WORD.search(court) and court_id(court) is not None:
        return court, None, None, None
    return None


def date_paren_after(text: str, pos: int, limit: int) -> DateParen | None:
    """The court/date parenthetical starting at `pos`, if it ends before `limit`."""
    m = _PAREN.match(text, pos, limit)
    if not m:
        return None
    body = m["body"] if m["body"] is not None else m["bracketed"]
    if m["bracketed"] is not None and not re.search(r"\d{4}\s*$", body):
        return None  # a bracket after a citation is a date only when it ends in a year
    parsed = parse_court_date(body)
    if parsed is None:
        return None
    court, month, day, year = parsed
    return DateParen(court, month, day, year, m.end())
