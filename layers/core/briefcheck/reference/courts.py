"""US courts named in citation parentheticals: what level they are, which state, when they began.

Bluebook court abbreviations ("11th Cir.", "S.D.N.Y.", "Fla. 4th DCA", "Mo. App. E.D.") are
parsed here because courts-db's `find_court` does not match them; courts-db supplies ids and,
when Tier 1 gives only an id, the court's citation string.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from briefcheck.reference.tables import StateRow, federal_courts, neutral_courts, states


@dataclass(frozen=True)
class Court:
    name: str
    level: str
    state: str | None  # postal code
    start: int | None
    end: int | None
    courts_db_id: str | None
    source: str
    exists: bool = True  # False: a court of a kind the state has never had


_SPACES = re.compile(r"\s+")
_SPACES_AND_STOPS = re.compile(r"[\s.,]")


def _key(text: str) -> str:
    return _SPACES_AND_STOPS.sub("", text).lower()


@cache
def _federal_index() -> dict[str, Court]:
    index = {}
    for row in federal_courts():
        court = Court(row.name, row.level, None, row.start, row.end, row.courts_db_id, row.source)
        for name in row.names:
            index[_key(name)] = court
    return index


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
             "eleventh")  # fmt: skip
_SUFFIXES = {1: "st", 2: "d", 3: "d"}
# A circuit written out or without its ordinal's ending: "Ninth Circuit", "9th Circuit", "Ninth Cir.",
# "9 Cir.", "Federal Circuit"
_CIRCUIT_WRITTEN = re.compile(
    rf"^(?:(?P<word>{'|'.join(_ORDINALS)})|(?P<number>\d{{1,2}})(?:st|nd|rd|d|th)?|(?P<other>D\.\s?C\.|Fed\.|Federal))"
    r"\s+Cir(?:cuit|\.)$",
    re.IGNORECASE,
)


def _circuit_abbreviated(text: str) -> str:
    """A court of appeals as the Bluebook writes it ("9th Cir."), however the brief wrote it."""
    m = _CIRCUIT_WRITTEN.match(text)
    if m is None:
        return text
    if m["other"]:
        return "Fed. Cir." if m["other"].lower().startswith("fed") else "D.C. Cir."
    n = _ORDINALS.index(m["word"].lower()) + 1 if m["word"] else int(m["number"])
    return f"{n}{_SUFFIXES.get(n, 'th')} Cir."


def federal_court(text: str) -> Court | None:
    """The curated federal or special court a parenthetical names exactly ("2d Cir.", "Bankr.")."""
    return _federal_index().get(_key(text))


@cache
def _state_prefixes() -> tuple[tuple[str, StateRow], ...]:
    """(normalised Bluebook abbreviation, row), longest first so 'W. Va.' wins over 'Va.'."""
    pairs = [(_key(row.bluebook), row) for row in states()]
    return tuple(sorted(pairs, key=lambda p: -len(p[0])))


@cache
def state_by_postal(postal: str) -> StateRow | None:
    return next((row for row in states() if row.postal == postal), None)


# "S.D.N.Y.", "D. Mass.", and as neutral-style briefs write them, "D Minn", "SD Tex"
_DISTRICT = re.compile(
    r"^(?:(?P<direction>[NSEWCM]|Mid)\.?\s*)?D\.?\s*(?P<state>[A-Z].*?)(?:\s+\S+\.\s*Div\.)?$"
)
# New York's Appellate Division departments: "2d Dep't", and as many briefs write it, "2d Dept"
_DEPT = re.compile(r"^\d+(?:st|d|nd|rd|th)\s+Dep(?:'|’)?t\.?$", re.IGNORECASE)
# Normalised (no spaces or dots) fragments that name state trial courts.
_TRIAL_MARKERS = (
    "distct",
    "circt",
    "famct",
    "surct",
    "civct",
    "crimct",
    "probct",
    "cntyct",
    "munct",
    "compl",
    "taxct",
    "juvct",
    "justct",
    "lawdiv",
    "chdiv",
    "superct",
    "ctcl",
)
_TRIAL_EXACT = ("ch", "cp", "super", "supct")


def _federal_district(state: StateRow, abbreviation: str, direction: str | None) -> Court:
    letter = (direction or "")[:1].upper()
    # An undivided district ("D. Tex.") every state has had at some time; a direction only the
    # states divided into districts of it
    exists = not letter or letter in state.districts
    return Court(
        name=f"the federal district court ({abbreviation})" if exists else _no_district(state, letter),
        level="federal_district",
        state=state.postal,
        start=max(state.admitted, 1789),
        end=None,
        courts_db_id=f"{state.postal.lower()}{letter.lower()}d" if exists else None,
        source=f"{state.source}; federal district courts date from admission (Judiciary Act of 1789)",
        exists=exists,
    )


_DIRECTIONS = {
    "N": "Northern",
    "S": "Southern",
    "E": "Eastern",
    "W": "Western",
    "C": "Central",
    "M": "Middle",
}


def _no_district(state: StateRow, letter: str) -> str:
    """The name of a district the state never had, with those it has had, for the finding."""
    had = [_DIRECTIONS[d] for d in state.districts]
    listed = ", ".join(had[:-1]) + f" and {had[-1]}" if had else ""
    districts = f"its districts have been the {listed}" if had else "it has always been one district"
    return f"the {_DIRECTIONS[letter]} District of {state.name} ({districts})"


def _own_court(
    state: StateRow, name: str, level: str, start: int | None, exists: bool = True, end: int | None = None
) -> Court:
    """A court of the state's own system: no courts-db id, the state row as source."""
    return Court(name, level, state.postal, start, end, None, state.source, exists)


def _state_court(state: StateRow, rest: str) -> Court | None:
    key = _key(rest)
    # The first states' highest courts predate ratification; only later admissions date them.
    founded = state.admitted if state.admitted > 1791 else None
    highest = _own_court(state, f"the {state.name} court of last resort", "state_supreme", founded)
    if key in ("", "supct", "supjudct", "sct") and not (state.postal == "NY" and key == "supct"):
        return highest
    if key.endswith("terr"):
        return None
    if "crimapp" in key and state.postal in ("TX", "OK"):
        return highest
    # "Ct. App.", "App. Div.", "Dist. Ct. App.", "4th DCA", "2d Dep't", "Commw. Ct."; in
    # Pennsylvania the Superior Court is an appellate court.
    is_appellate = any(w in key for w in ("app", "dca", "dep't", "commw")) or (
        state.postal == "PA" and key.startswith("super")
    )
    if is_appellate:
        # New York's and D.C.'s Court of Appeals is the highest court; Kentucky's and
        # Maryland's were until 1976 and 2022, so either reading is possible there.
        # ("D.C. App." too: the District's Court of Appeals, as its Municipal Court of Appeals is "Mun. App.")
        own_name = key.startswith("ctapp") or (state.postal == "DC" and key == "app")
        if own_name and (state.ct_app_highest or state.ct_app_highest_until is not None):
            until = f" until {state.ct_app_highest_until}" if state.ct_app_highest_until else ""
            name = f"the {state.name} Court of Appeals (the highest court{until})"
            return _own_court(state, name, "state_supreme", founded)
        name = f"the {state.name} intermediate appellate court"
        return _own_court(
            state,
            name,
            "state_appellate",
            state.appellate_from,
            state.appellate_from is not None,
            state.appellate_until,
        )
    if key in _TRIAL_EXACT or any(m in key for m in _TRIAL_MARKERS):
        return _own_court(state, f"a {state.name} trial court", "state_trial", None)
    return None


@cache
def resolve_court(text: str | None) -> Court | None:
    """The court a Bluebook parenthetical names, or None when it cannot be read."""
    if not text:
        return None
    text = _circuit_abbreviated(_SPACES.sub(" ", text.strip().strip(",")))
    hit = federal_court(text)
    if hit is not None:
        return hit
    if text.startswith(("Bankr.", "B.A.P.")):
        bankr = _federal_index()[_key("Bankr.")]
        unit = text.split(".", 1)[1].strip() if text.startswith("Bankr.") else ""
        inner = resolve_court(unit) if unit else None
        return Court(
            name=f"the bankruptcy court ({text})" if inner is None or inner.exists else inner.name,
            level="federal_bankruptcy",
            state=inner.state if inner else None,
            start=bankr.start,
            end=None,
            courts_db_id=None,
            source=bankr.source,
            exists=inner is None or inner.exists,
        )
    if _DEPT.match(text) or _key(text) in ("appdiv", "nyappdiv"):
        ny = state_by_postal("NY")
        assert ny is not None
        dept = _DEPT.match(text) is not None
        return Court(
            name="the Appellate Division",
            level="state_appellate",
            state="NY" if dept or _key(text) == "nyappdiv" else None,
            start=ny.appellate_from if dept else None,
            end=None,
            courts_db_id="nyappdiv" if dept else None,
            source=ny.source,
        )
    if re.fullmatch(r"\d+(?:st|d|nd|rd|th)\s+DCA", text):
        fl = state_by_postal("FL")
        assert fl is not None
        return _state_court(fl, "DCA")
    district = _DISTRICT.match(text)
    if district:
        state_key = _key(district.group("state"))
        for prefix, row in _state_prefixes():
            if state_key == prefix:
                return _federal_district(row, text, district.group("direction"))
    text_key = _key(text)
    for prefix, row in _state_prefixes():
        if text_key.startswith(prefix):
            rest = None
            # Drop the state abbreviation from the written text, however it was spaced, where it
            # ends a word: "Richmond City Cir. Ct." does not begin with "R.I."
            consumed = 0
            for i, ch in enumerate(text):
                if ch not in " .,":
                    consumed += 1
                if consumed == len(prefix):
                    if not (ch.isalpha() and text[i + 1 : i + 2].isalpha()):
                        rest = text[i + 1 :]
                    break
            if rest is not None:
                return _state_court(row, rest.strip())
    return None


# courts-db's (type, system) as the levels the curated tables use; other kinds (agencies, tribal
# and special courts) get no level, so no rule judges them.
_COURTS_DB_LEVELS = {
    ("trial", "federal"): "federal_district",
    ("trial", "state"): "state_trial",
    ("appellate", "federal"): "federal_appellate",
    ("appellate", "state"): "state_appellate",
    ("bankruptcy", "federal"): "federal_bankruptcy",
}


@cache
def court_from_courts_db(court_id: str) -> Court | None:
    """A courts-db id (as Tier 1 may set it) resolved through its citation string, or else built
    from courts-db's own row: its level from the court's type and system, and the years it sat
    (its first start to its last end), so a court cited for a year it did not exist is seen."""
    from courts_db import find_court_by_id

    found = find_court_by_id(court_id)
    if not found:
        return None
    row = found[0]
    court = resolve_court(row.get("citation_string") or "")
    if court is not None and court.courts_db_id in (None, court_id):
        return court  # the curated court (an undivided historical district is not today's)
    level = _COURTS_DB_LEVELS.get((row.get("type") or "", row.get("system") or ""))
    if level is None:
        return None
    dates = row.get("dates") or []
    starts = [d["start"] for d in dates if d.get("start")]
    ends = [d.get("end") for d in dates]
    return Court(
        name=row.get("name", court_id),
        level=level,
        state=_postal_of(row.get("location")) if row.get("system") == "state" else None,
        start=int(min(starts)[:4]) if starts else None,
        end=int(max(e for e in ends if e)[:4]) if ends and all(ends) else None,  # open: still sits
        courts_db_id=court_id,
        source="courts-db 0.10.27",
    )


@cache
def _postal_codes() -> dict[str, str]:
    from briefcheck.reference.tables import states

    return {row.name.lower(): row.postal for row in states()}


def _postal_of(location: str | None) -> str | None:
    """A state's postal code from courts-db's location ("North Carolina")."""
    return _postal_codes().get((location or "").strip().lower())


# The first public-domain citations (Louisiana, Maine, Mississippi ... in the mid-1990s) came after
# 1990; a print volume never reached that number.
PUBLIC_DOMAIN_FROM = 1990


@cache
def _public_domain_courts() -> dict[str, str | None]:
    return {_key(name): row.court_id for row in neutral_courts() for name in (row.reporter, *row.variants)}


def public_domain_court(reporter: str | None) -> str | None:
    """The courts-db id of the court a public-domain citation's reporter names ("ND": "nd"), or
    None for a reporter that names no one court (`data/neutral_courts.json`)."""
    return _public_domain_courts().get(_key(reporter)) if reporter else None


@cache
def _public_domain_states() -> dict[str, str]:
    return {
        _key(name): row.state
        for row in neutral_courts()
        if row.state
        for name in (row.reporter, *row.variants)
    }


def public_domain_state(reporter: str | None) -> str | None:
    """The State whose courts alone number decisions in a public-domain form that names no one
    court ("2019-Ohio-1234": Ohio's), where `data/neutral_courts.json` says so."""
    return _public_domain_states().get(_key(reporter)) if reporter else None


@cache
def _public_domain_years(field: str) -> dict[str, int]:
    """A year of each public-domain form's row (`since`, `numbered_back`), by each of its spellings."""
    return {
        _key(name): year
        for row in neutral_courts()
        if (year := getattr(row, field)) is not None
        for name in (row.reporter, *row.variants)
    }


def public_domain_since(reporter: str | None) -> int | None:
    """The first year a public-domain form numbered decisions, where a source says (`since` in
    `data/neutral_courts.json`)."""
    return _public_domain_years("since").get(_key(reporter)) if reporter else None


def public_domain_numbered_back(reporter: str | None) -> int | None:
    """The first year of the decisions a State numbered afterwards in its public-domain form, where
    it did (`numbered_back` in `data/neutral_courts.json`: "1962 OK 267", "1997-Ohio-52")."""
    return _public_domain_years("numbered_back").get(_key(reporter)) if reporter else None


def public_domain_reporter(reporter: str | None) -> bool:
    """Whether a reporter written with a year for its volume is a public-domain form ("ND",
    "Ohio" in "2015-Ohio-1234"), whether or not it names one court."""
    return reporter is not None and _key(reporter) in _public_domain_courts()


# The sets of rules each state has, as the Bluebook (T1) names them after the state's abbreviation
# ("Tex. R. Civ. P.", "Ill. S. Ct. R.", "Cal. R. Ct.", "Neb. Ct. R."), and New York's CPLR.
_RULE_SETS = frozenset(
    _key(s)
    for s in (
        "R. Civ. P.", "R. Crim. P.", "R. App. P.", "R. Evid.", "R. Civ. Proc.", "R. Crim. Proc.",
        "R. App. Proc.", "R. Juv. P.", "R. Fam. P.", "R. Prob. P.", "R. Prof'l Conduct", "R. Prof. Conduct",
        "S. Ct. R.", "Sup. Ct. R.", "R. Ct.", "Ct. R.", "Dist. Ct. R.", "Super. Ct. R.", "Cir. Ct. R.",
        "Fam. Ct. R.", "R. Super. Ct.", "R. Gen. Prac.", "Gen. R. Prac.", "Sup. R.", "Traf. R.",
    )
)  # fmt: skip
_NEW_YORK_CPLR = frozenset({"cplr", "nycplr"})


def state_rule_set(code: str) -> bool:
    """Whether a rule's code is a state's set of rules: its abbreviation, then a set the Bluebook
    names ("Fla. R. Civ. P."), or New York's C.P.L.R."""
    key = _key(code)
    if key in _NEW_YORK_CPLR:
        return True
    state = next((prefix for prefix, _ in _state_prefixes() if key.startswith(prefix)), None)
    return state is not None and key[len(state) :] in _RULE_SETS


# A federal court's own rules after its name: "5th Cir. R.", "3d Cir. L.A.R.", "S.D.N.Y. Local Civ. R.",
# "Bankr. S.D.N.Y. R."
_OWN_RULES = re.compile(
    r"^(?P<court>.+?)\s+(?:Local\s+(?:(?:Civ|Crim|Adm)\.\s?)?)?(?:L\.\s?A\.\s?|L\.\s?)?R\.$"
)


def court_rule_set(code: str) -> bool:
    """Whether a rule's code is a federal court's own rules, the court named as citations name it and
    one that exists ("5th Cir. R.", "S.D.N.Y. Local Civ. R."; not "12th Cir. R.")."""
    m = _OWN_RULES.match(" ".join(code.split()))
    if m is not None and "Local" in code and _A_STATE_TRIAL_COURT.search(m["court"]):
        return True  # a county's superior or circuit court's local rules: "L.A. Super. Ct. Local R."
    court = resolve_court(m["court"]) if m else None
    return court is not None and not court.level.startswith("state") and court.exists


# A state's trial court by its kind, as its local rules are cited ("L.A. Super. Ct.", "Cook Cnty. Cir. Ct.")
_A_STATE_TRIAL_COURT = re.compile(r"\b(?:Super|Cir|Dist|Cnty|Co|Mun|Prob|Fam)\.?\s+Ct\.")


@dataclass(frozen=True)
class NumberedDivision:
    """One of a state's intermediate courts or divisions that a citation names by its number."""

    written: str  # as the citation names it: "Fla. 6th DCA"
    state: str
    number: int
    of: str  # what there are so many of: "District Courts of Appeal"
    count: int  # how many the state has
    start: int | None  # the year this one began, where later than the others


# A state's numbered intermediate courts and divisions: how many, and the years of those created
# later. (Florida: Fla. Const. art. V, s. 1 and the acts creating the Fourth (1965), Fifth (1979)
# and Sixth (2023) District Courts of Appeal; California: Gov. Code s. 69100, the Sixth District
# created in 1984; New York: Const. art. VI, s. 4, four judicial departments; Illinois: Const.
# art. VI, s. 2, five appellate districts; Louisiana: Const. art. V, s. 10, five circuits of its
# Court of Appeal, the Third and Fourth sitting from 1960, the Fifth from 1982.)
_NUMBERED_DIVISIONS: tuple[tuple[re.Pattern[str], str, str, int, dict[int, int]], ...] = (
    (re.compile(r"Fla\.\s*(\d+)(?:st|nd|rd|th|d)\s+(?:DCA|Dist\.\s*Ct\.\s*App\.)"), "FL",
     "District Courts of Appeal", 6, {4: 1965, 5: 1979, 6: 2023}),
    (re.compile(r"Fla\.\s*Dist\.\s*Ct\.\s*App\.\s*(\d+)(?:st|nd|rd|th|d)\s+Dist\."), "FL",
     "District Courts of Appeal", 6, {4: 1965, 5: 1979, 6: 2023}),
    (re.compile(r"Cal\.\s*Ct\.\s*App\.\s*(\d+)(?:st|nd|rd|th|d)\s+Dist\.?"), "CA",
     "appellate districts of the Court of Appeal", 6, {6: 1984}),
    (re.compile(r"(?:N\.Y\.\s*)?(?:App\.\s*Div\.\s*)?(\d+)(?:st|nd|rd|th|d)\s+Dep['’]?t\b"), "NY",
     "judicial departments", 4, {}),
    (re.compile(r"Ill\.\s*App\.\s*(?:Ct\.\s*)?(\d+)(?:st|nd|rd|th|d)\s+Dist\.?"), "IL",
     "appellate districts", 5, {}),
    # as Louisiana's own form writes it, "La. App. 4 Cir.", and the Bluebook's, "La. Ct. App. 4th Cir."
    (re.compile(r"La\.\s*(?:Ct\.\s*)?App\.\s*(\d+)(?:st|nd|rd|th|d)?\s+Cir\.?"), "LA",
     "circuits of the Court of Appeal", 5, {3: 1960, 4: 1960, 5: 1982}),
    # Texas: Gov't Code s. 22.201, fourteen courts of appeals and the Fifteenth (from September 2024,
    # s. 22.2151); the Twelfth and Thirteenth made in 1963, the Fourteenth in 1967
    (re.compile(r"Tex\.\s*(?:Civ\.\s*)?App\.\s*[-\u2013\u2014]+\s*[A-Za-z .'-]*?"
                r"\[(\d+)(?:st|nd|rd|th|d)\s+Dist\.?\]"),
     "TX", "courts of appeals", 15, {12: 1963, 13: 1963, 14: 1967, 15: 2024}),
)  # fmt: skip

# Where each Texas court of appeals sits (Gov't Code s. 22.201-22.2151): (its number, the first
# year and the last it sat there). A citation names the court by its city ("Tex. App.—Dallas"),
# the two sharing Houston by their numbers too, the Fifteenth (statewide, from September 2024) by
# its number. The First sat in Galveston until 1957; the courts of civil appeals at Texarkana,
# Amarillo, El Paso, Beaumont, Waco and Eastland were made 1907-1925, Tyler's and Corpus Christi's
# in 1963 (the Thirteenth also sits in Edinburg), the Fourteenth in 1967.
_TEXAS_SEATS: dict[str, tuple[tuple[int, int, int | None], ...]] = {
    "houston": ((1, 1957, None), (14, 1967, None)), "galveston": ((1, 1892, 1957),),
    "fort worth": ((2, 1892, None),), "ft worth": ((2, 1892, None),),
    "austin": ((3, 1892, None), (15, 2024, None)),
    "san antonio": ((4, 1892, None),), "dallas": ((5, 1893, None),), "texarkana": ((6, 1907, None),),
    "amarillo": ((7, 1911, None),), "el paso": ((8, 1911, None),), "beaumont": ((9, 1915, None),),
    "waco": ((10, 1923, None),), "eastland": ((11, 1925, None),), "tyler": ((12, 1963, None),),
    "corpus christi": ((13, 1963, None),), "edinburg": ((13, 1963, None),),
    "corpus christi edinburg": ((13, 1963, None),),
    "fifteenth": ((15, 2024, None),), "15th": ((15, 2024, None),),
}  # fmt: skip
_SEATS_UNSPACED = {city.replace(" ", ""): seats for city, seats in _TEXAS_SEATS.items()}  # "FortWorth" too
_TEXAS_COURT = re.compile(
    r"Tex\.\s*(?:Civ\.\s*)?App\.\s*(?:[-\u2013\u2014]+|\s)\s*"
    # (a city, or none where the court is named by its number alone: "Tex. App.—15th Dist.")
    r"(?P<city>[A-Za-z][A-Za-z0-9 .'\u2013\u2014-]*?)?\s*"
    # the Houston courts' number, bracketed as Bluebook writes it or not as Lexis prints it
    r"(?:[\[(]?(?:(?P<number>\d+(?:st|nd|rd|th|d))(?:\s+Dist(?:rict|\.)?)?|(?P<word>First|Fourteenth)\s+Dist(?:rict|\.)?)"
    r"[\])]?\s*)?$",
    re.IGNORECASE,
)
_ORDINAL_WORDS = {"first": 1, "fourteenth": 14}
# The courts of civil appeals were renamed courts of appeals on September 1, 1981 (their criminal
# jurisdiction added): "Tex. Civ. App." after 1981 names a court that no longer was
TEXAS_CIVIL_APPEALS_UNTIL = 1981
_CIVIL_APPEALS = re.compile(r"Tex\.\s*Civ\.\s*App\.", re.IGNORECASE)
# The words a seat is written with beyond its city: "Fifteenth District", "15th Court of Appeals"
_SEAT_WORDS = re.compile(r"\b(?:dist(?:rict)?|court\s+of\s+appeals)\b", re.IGNORECASE)


def texas_seat_problem(court: str, year: int | None = None) -> str | None:
    """What cannot be of a Texas court of appeals named by its seat ("Tex. App.—Dallas [14th
    Dist.]": the Fourteenth sits in Houston; "—Springfield": no court sits there; "—Galveston 2019":
    none has since 1957), or None."""
    m = _TEXAS_COURT.search(court)
    if m is None:
        return None
    if year is not None and year > TEXAS_CIVIL_APPEALS_UNTIL and _CIVIL_APPEALS.search(m.group()):
        return (
            f"the Texas courts of civil appeals became courts of appeals in {TEXAS_CIVIL_APPEALS_UNTIL}; "
            f"none sat in {year}"
        )
    number = None
    if m["word"] is not None:
        number = _ORDINAL_WORDS[m["word"].lower()]
    elif m["number"] is not None:
        number = int(re.sub(r"\D", "", m["number"]))
    seats: tuple[tuple[int, int, int | None], ...] | None
    if m["city"] is None:  # by its number alone: wherever that court sits
        if number is None:
            return None
        written = f"the court of appeals numbered {number}"
        seats = tuple({s for held in _TEXAS_SEATS.values() for s in held if s[0] == number})
    else:
        written = m["city"].strip()
        city = " ".join(_SEAT_WORDS.sub(" ", re.sub(r"[-\u2013\u2014.]+", " ", written.lower())).split())
        seats = _SEATS_UNSPACED.get(city.replace(" ", ""))
        if seats is None:
            return f"no Texas court of appeals sits in {written}"
    if number is not None and all(number != n for n, _, _ in seats):
        return f"the court of appeals numbered {number} does not sit in {written}"
    if year is not None and not any(
        (number is None or number == n) and first <= year and (last is None or year <= last)
        for n, first, last in seats
    ):
        numbered = sorted((first, last) for n, first, last in seats if n == number)
        if numbered:  # "Austin [15th Dist.] 2019": the Fifteenth sat only from 2024
            first, last = numbered[0][0], max((e for _, e in numbered if e), default=None)
            span = f"from {first}" + (f" to {last}" if last and len(numbered) == 1 else "")
            where = "" if m["city"] is None else f" in {written}"
            return f"the court of appeals numbered {number} sat{where} only {span}, not in {year}"
        return f"no Texas court of appeals sat in {written} in {year}"
    return None


def numbered_division(court: str) -> NumberedDivision | None:
    """The numbered intermediate court or division a parenthetical names ("Fla. 6th DCA", "Cal. Ct.
    App. 2d Dist.", "2d Dep't"), where its state numbers them; None for any other."""
    for pattern, state, of, count, starts in _NUMBERED_DIVISIONS:
        m = pattern.search(court)
        if m is not None:
            n = int(m.group(1))
            return NumberedDivision(m.group(0), state, n, of, count, starts.get(n))
    return None


# The court of appeals of each state's and territory's federal districts (28 U.S.C. s. 41); Alabama,
# Florida and Georgia were the Fifth Circuit's until the Eleventh was made in 1981
_CIRCUIT_STATES = {
    "ca1": "ME MA NH RI PR", "ca2": "CT NY VT", "ca3": "DE NJ PA VI", "ca4": "MD NC SC VA WV",
    "ca5": "LA MS TX", "ca6": "KY MI OH TN", "ca7": "IL IN WI", "ca8": "AR IA MN MO NE ND SD",
    "ca9": "AK AZ CA HI ID MT NV OR WA GU MP", "ca10": "CO KS NM OK UT WY", "ca11": "AL FL GA",
    "cadc": "DC",
}  # fmt: skip
CIRCUIT_OF_STATE = {state: circuit for circuit, states in _CIRCUIT_STATES.items() for state in states.split()}
ELEVENTH_CIRCUIT_FROM = 1981


def reviews_district(circuit: str, state: str | None, year: int | None = None) -> bool:
    """Whether a federal court of appeals (its courts-db id) hears appeals from a district of
    `state` (in `year`): its own circuit's, or the Federal Circuit's (whose subjects run nationwide)."""
    if circuit == "cafc" or state is None:
        return True
    own = CIRCUIT_OF_STATE.get(state)
    eleventh_before = own == "ca11" and year is not None and year < ELEVENTH_CIRCUIT_FROM
    return circuit == own or (eleventh_before and circuit == "ca5")
