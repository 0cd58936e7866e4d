"""Is the case a source returned the case the citation names? Party names, year, court.

Identity is a small set of rules, each tested in `tests/verify/test_identity_rules.py`:
- each cited party is compared with one side of the case's name (two cited parties with the two
  sides, one each: "Dunmore v. Dunmore" is not "Dunmore v. Keller"), under each of the case's
  names (short, full), and the best reading counts;
- every distinctive word of a cited party must be accounted for on its side, whole or as a marked
  abbreviation of the word (a Bluebook prefix or contraction such as "Educ.", "Ass'n", "Trs."),
  never as a scattered letter subsequence of an unmarked word ("Lee v. Chan" is not "Leeds v.
  Chandler"); an acronym matches the initials of the words it stands for ("INS");
- a side may carry words the brief leaves out (briefs shorten names), but not half of a
  hyphenated name ("Alvarez" for "Alvarez-Machain" is partial), and a cited word that
  replaces one of the side's ("Midwest Freight Lines" for "Colwell Freight Lines"), or a party
  with nothing in common with its side, is a mismatch; a cited party with words its side lacks
  and nothing replaced ("Crawford Trucking Co." for an individual "Crawford") is partial;
- the words that name what a proceeding is about ("Marriage", "Estate", "Guardianship" ...) must
  agree when the brief gives one: "In re Marriage of Crawford" is not "In re Estate of
  Crawford"; an "In re" or "Ex parte" citation is not a two-party case that shares a name;
- government parties are matched as whole roles: the sovereign ("State", "People",
  "Commonwealth" of a state), the United States, the Crown, and each kind of local government
  ("City of New York" is not "People of the State of New York"), with the place named; officials
  sued by office (the Attorney General of the day ...) match loosely; none of them identifies a
  case by itself, so a citation whose only parties are governments is never identified.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from enum import IntEnum, StrEnum
from functools import cache, lru_cache
from itertools import pairwise, permutations

from briefcheck.reference.tables import given_names
from briefcheck.text.names import (
    CONTRACTIONS,
    ENTITY_WORDS,
    GENERIC,
    GOVERNMENT,
    OFFICERS_OF_THE_DAY,
    OFFICES,
    abbreviates,
    distinctive,
    initials_of,
    is_government,
    slot_key,
    tokens,
    unaccented,
)
from briefcheck.verify.refs import CitationRef, RefKind
from briefcheck.verify.sources import MatchedCase

# An ordinal in figures ("1st", "21st", "2d"), and its words ("First", "Twenty-First")
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th|d)\b")
_ORDINAL_ONES = ("First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth")
_ORDINAL_TEENS = ("Tenth", "Eleventh", "Twelfth", "Thirteenth", "Fourteenth", "Fifteenth", "Sixteenth",
                  "Seventeenth", "Eighteenth", "Nineteenth")  # fmt: skip
_TENS = ("Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety")
_ORDINAL_WORDS = (
    dict(enumerate(_ORDINAL_ONES, start=1))
    | dict(enumerate(_ORDINAL_TEENS, start=10))
    | {10 * t: f"{tens[:-1]}ieth" for t, tens in enumerate(_TENS, start=2)}
    | {
        10 * t + n: f"{tens}-{one}"
        for t, tens in enumerate(_TENS, start=2)
        for n, one in enumerate(_ORDINAL_ONES, 1)
    }
)
# "M'Culloch": the old printing of "Mc" before a capital
_OLD_MC = re.compile(r"\bM['’](?=[A-Z])")
# "of" just before a word: "Bank of Am." is Bank of America
_OF_BEFORE = re.compile(r"\bof\s+$", re.IGNORECASE)
# A contraction marked as one: an apostrophe inside ("Comm'r", "Dep't") or a full stop after ("Cnty.")
_CONTRACTED = re.compile(r"\b([A-Za-z]+)(?:['’]([A-Za-z]+)\b|\.)")


# The "v." between a name's sides; a party abbreviated whole: "Com. v. Smith" (Pennsylvania's
# reports), "U.S. v. Smith"
_V = r"\s+(?:v|vs)\.?\s+"
_SIDES = re.compile(f"({_V})", re.IGNORECASE)
_WHOLE_PARTY = {
    "com": "Commonwealth", "commw": "Commonwealth", "us": "United States", "usa": "United States",
    "cir": "Commissioner of Internal Revenue",  # a taxpayer's opponent, as tax briefs write it
    # the chartered corporations courts and briefs name by their popular names
    "fanniemae": "Federal National Mortgage Association",
    "freddiemac": "Federal Home Loan Mortgage Corporation",
    "salliemae": "Student Loan Marketing Association",
    "amtrak": "National Railroad Passenger Corporation", "conrail": "Consolidated Rail Corporation",
}  # fmt: skip
# Doe parties numbered as a caption numbers them ("Does 1-10", "John Does 1 through 5"): the Doe
_NUMBERED_DOES = re.compile(
    r"^(\s*)(?:(?:John|Jane)\s+)?Does(?:\s+\d+\s*(?:[-–]|through|thru|to)\s*\d+)?(?:,?\s+inclusive)?(\s*)$",
    re.IGNORECASE,
)


# A direction word Bluebook T6 abbreviates to its letter, opening a party's name ("S. Pac. Co.",
# "W. Union Tel. Co."): written with three letters, so that it is compared as that word, where a
# letter alone would be read as an initial and left out ("S. Ins. Co." is not Northern Insurance)
_DIRECTION = re.compile(r"(?:^|(?<=\bv\.\s)|(?<=\bvs\.\s))([NSEW])\.?(?=\s+[A-Z][a-z])")
_DIRECTIONS = {"N": "Nor.", "S": "Sou.", "E": "Eas.", "W": "Wes."}


def _direction(m: re.Match[str]) -> str:
    """The direction's word, where more than a surname follows ("W. Union Tel. Co.", "W. Coast
    R.R."); a person's initial before a surname ("W. Harris") stays one."""
    rest = m.string[m.end() :]
    party = rest[: rest.find(" v")] if " v" in rest else rest
    return _DIRECTIONS[m.group(1)] if len(party.split()) > 1 else m.group(0)


def spelled_out(name: str) -> str:
    """A name unaccented ("Peña" -> "Pena"), with its marked contractions written in full ("Comm'r"
    -> "Commissioner", "Nash Cnty. Bd." -> "Nash County Board"), so that a government or generic
    word is one however it is written; an unmarked word ("Tel Aviv") is left as it stands."""

    def full(m: re.Match[str]) -> str:
        key = (m.group(1) + (m.group(2) or "")).lower()
        word = CONTRACTIONS.get(key)
        if key == "am" and not _OF_BEFORE.search(m.string, 0, m.start()):
            word = "american"  # "Am. Tobacco Co.", "Am. Civil Liberties Union": a telling word
        if word is None and key.endswith("s") and key[:-1] in CONTRACTIONS:  # "Comm'rs", "Ctys."
            one = CONTRACTIONS[key[:-1]]
            word = one[:-1] + "ies" if one.endswith("y") and one[-2] not in "aeiou" else one + "s"
        if word is None:
            return m.group(0)
        return word.capitalize() if m.group(1)[0].isupper() else word

    spelled = _ORDINAL.sub(
        lambda m: _ORDINAL_WORDS.get(int(m.group(1)), m.group(0)),
        _CONTRACTED.sub(full, _OLD_MC.sub("Mc", _DIRECTION.sub(_direction, unaccented(name)))),
    )
    return "".join(
        _WHOLE_PARTY.get(re.sub(r"[.\s]", "", part).lower(), _NUMBERED_DOES.sub(r"\1Doe\2", part))
        for part in _SIDES.split(spelled)
    )


# Words skipped when an acronym is formed from a name ("Immigration and Naturalization Service").
_ACRONYM_SKIP = frozenset({"and", "of", "the", "for", "on", "in", "&"})
# Generic words that say what a proceeding is about: they identify nothing alone, but a brief
# that names one must name the case's.
SUBJECT_WORDS = frozenset(
    {"estate", "trust", "guardianship", "marriage", "adoption", "conservatorship", "custody",
     "parentage", "paternity", "dependency", "commitment", "welfare", "dissolution", "bankruptcy"}
)  # fmt: skip
# The prefixes that make a case one-sided ("In re X", "Ex parte X", "Matter of X").
_ONE_SIDED = re.compile(r"^\s*(?:in\s+re|ex\s+parte|(?:in\s+the\s+)?matter\s+of|re)\b", re.IGNORECASE)
# Government roles: each word names a role; a party's roles must share one with its side's.
_ROLES = {
    "state": "sovereign",
    "people": "sovereign",
    "commonwealth": "sovereign",
    "territory": "sovereign",
    "united": "federal",
    "america": "federal",
    "us": "federal",
    "usa": "federal",
    "city": "city",
    "town": "town",
    "village": "village",
    "borough": "borough",
    "township": "township",
    "county": "county",
    "parish": "parish",
    "r": "crown",
    "regina": "crown",
    "rex": "crown",
    "queen": "crown",
    "king": "crown",
    "crown": "crown",
}
_LOCAL = frozenset({"city", "town", "village", "borough", "township", "county", "parish"})
_WORD = re.compile(r"[A-Za-z0-9&]+")
# (initials joined by "&" too: "AT&T", "PG&E")
_ACRONYM = re.compile(r"^(?:[A-Z]{2,6}|[A-Z]{1,3}&[A-Z]{1,3})$")
_ABBREVIATED = re.compile(r"([A-Za-z0-9]+(?:['’][A-Za-z]+)?)(\.)?")
# A hyphenated name's two parts, each with its apostrophe ("O'Malley-Fitzgerald")
_COMPOUND = re.compile(r"(?<![\w'’])([A-Za-z][A-Za-z'’]*[A-Za-z])-([A-Za-z][A-Za-z'’]*[A-Za-z])(?![\w'’])")
_VERSUS = re.compile(_V, re.IGNORECASE)
_LOWER_VERSUS = re.compile(_V)
# A party suing for another, however the relation is written: "ex rel.", "on (the) relation of",
# "for the use (and benefit) of", "ex inf." (England's information)
_EX_REL = re.compile(
    r"\s*,?\s+(?:ex\s+rel\.?|(?:up)?on\s+(?:the\s+)?relation\s+of|for\s+the\s+use\s+(?:and\s+benefit\s+)?of"
    r"|ex\s+inf\.?)\s+",
    re.IGNORECASE,
)


class NameMatch(StrEnum):
    MATCH = "match"  # every cited party matches its own side of the case's name
    PARTIAL = "partial"  # nothing contradicts, but not every cited word is accounted for
    MISMATCH = "mismatch"  # a cited party or word replaces one of the case's, or matches nothing
    UNKNOWN = "unknown"  # the citation names no party that identifies a case


class _Fit(IntEnum):
    """How one cited party fits one side of a case name, worst first."""

    NONE = 0  # nothing in common
    REPLACED = 1  # some words shared, others replace the side's
    EXTRA = 2  # every side word the brief gives is there, plus words the side lacks
    FULL = 3  # every cited word accounted for


@dataclass(frozen=True)
class _Party:
    text: str
    role: frozenset[str]  # government roles ("sovereign", "city" ...); empty for anyone else
    place: frozenset[str]  # a government party's place words ("new", "york")
    official: bool  # an official sued by office, or a government named only by generic words

    @property
    def identifies(self) -> bool:
        return not self.role and not self.official


@cache
def _state_words() -> frozenset[str]:
    from briefcheck.reference.tables import states  # read on the first government party only

    return frozenset(t for row in states() for t in tokens(row.name) + tokens(row.bluebook))


def _party(text: str) -> _Party:
    if initials_of(text) is not None:
        return _Party(text, frozenset(), frozenset(), official=False)  # "R.A.V." is a person, not R
    words = [t for t in tokens(text) if t not in GENERIC]
    roles = {_ROLES[t] for t in words if t in _ROLES}
    place = frozenset(t for t in words if t not in GOVERNMENT)
    if words and words[0] in _ROLES and roles:
        sovereign_only = roles <= {"sovereign", "federal", "crown"}
        if not sovereign_only or place <= _state_words():  # "State Farm" is a company
            return _Party(text, frozenset(roles), place, official=False)
    local = _local_word(words)
    if (
        local is not None
        and len(place) <= 1 + len(words) - local  # "Cook County", "... County, Georgia"
        and not _OF_A_LOCAL_GOVERNMENT.search(text)  # not "Board of Education of City of New York"
    ):
        return _Party(text, frozenset({_ROLES[words[local]]}), place, official=False)
    return _Party(text, frozenset(), frozenset(), official=is_government(text))


# A body "of" a local government, named after it: the body is the party, not the government
_OF_A_LOCAL_GOVERNMENT = re.compile(
    r"\w.*\bof\s+(?:the\s+)?(?:City|Cnty\.?|County|Town|Vill\.?|Village|Twp\.?|Township|Borough)\b"
)


# The words of a local government's governing body or head, which its legal name may carry ("Mayor
# and City Council of Baltimore") and a suit against it may name ("Mayor of Baltimore")
_GOVERNING_BODY = frozenset(
    {"mayor", "council", "aldermen", "alderman", "selectmen", "commissioners", "supervisors", "freeholders"}
)


def _its_governing_body(cited: str, side: str) -> bool:
    """Whether `cited` names the local government `side` is by its governing body or head and its
    place alone: "Mayor of Baltimore" for "City of Baltimore", not "Mayor of Annapolis"."""
    words = set(tokens(cited))
    if not words & _GOVERNING_BODY:
        return False
    government = _party(side)
    place = {t for t in words if t not in GENERIC and t not in GOVERNMENT and t not in _GOVERNING_BODY}
    kind = words & _LOCAL  # "City Council" is the city's, not the county's
    return bool(government.role & _LOCAL and place) and place == government.place and kind <= government.role


def _local_word(words: list[str]) -> int | None:
    """Where a local government's word ("County") ends a name, or stands before its State's name
    alone ("Clayton County, Georgia"): its place, else None."""
    for at in range(len(words) - 1, 0, -1):
        if words[at] in _LOCAL:
            return at if set(words[at + 1 :]) <= _state_words() else None
    return None


def _acronyms(name: str | None) -> list[str]:
    """A name's acronyms, written undotted ("INS") or dotted as initials ("I.N.S.")."""
    dotted = initials_of(name)
    found = [w.replace("&", "").lower() for w in _WORD.findall(name or "") if _ACRONYM.match(w)]
    return found + ([dotted] if dotted else [])


_DOTTED_RUN = re.compile(r"(?<![A-Za-z])(?:[A-Za-z]\.){2,}")


def _spelled_by(name: str, other: str) -> set[str]:
    """The dotted initials of `name` ("N.Y.", read as "ny") that spell a run of `other`'s words,
    and those words ("new", "york"): one name's "N.Y. Life" is the other's "New York Life"."""
    found: set[str] = set()
    words = tokens(other)
    for m in _DOTTED_RUN.finditer(name):
        run = "".join(ch for ch in m.group().lower() if ch.isalpha())
        if run in _UNTELLING_INITIALS:
            continue
        for i in range(len(words) - len(run) + 1):
            if "".join(w[0] for w in words[i : i + len(run)]) == run:
                found |= {run, *words[i : i + len(run)]}
        # a city's or county's government, "of" its place in one name, after it in the other's
        # initials: "N.Y.C." of "the City of New York"
        for i, word in enumerate(words[:-2]):
            place = words[i + 2 : i + 1 + len(run)]
            if (
                word in _PLACE_GOVERNMENTS
                and words[i + 1] == "of"
                and len(place) == len(run) - 1
                and "".join(w[0] for w in place) + word[0] == run
            ):
                found |= {run, word, *place}
    return found


_PLACE_GOVERNMENTS = frozenset({"city", "county"})


def _spells(acronym: str, name: str, other: Sequence[tuple[str, bool]] = ()) -> bool:
    """Whether an acronym is the initials of a run of a name's words, with or without their small
    words ("NLRB": National Labor Relations Board; "SFFA": Students for Fair Admissions), every word
    outside the run accounted for: a generic or government word, an agency's opening word or an
    initial ("HHS": Department of Health and Human Services; "EPA": U.S. Environmental Protection
    Agency), or a word the other name writes (`other`: "NYC Transit Auth." for "New York City Transit
    Authority", "Westbury LBC" for "Westbury London Borough Council"); or the name of a part between
    commas ("DEA": "U.S. Department of Justice, Drug Enforcement Administration", the agency within
    its department). Not a part of the initials alone: "LR" and "RB" are no initials of the Labor
    Relations Board's."""
    parts = [p for p in name.split(",") if p.strip()]
    return any(_spells_all(acronym, part, other) for part in ([name, *parts] if len(parts) > 1 else [name]))


def _spells_all(acronym: str, name: str, other: Sequence[tuple[str, bool]]) -> bool:
    every = tokens(name)

    def accounted(word: str) -> bool:
        return (
            len(word) == 1
            or word in GENERIC
            or word in GOVERNMENT
            or word in _AGENCY_LEADS
            or any(_stands_for(w, a, word) for w, a in other)
        )

    for words in (every, [w for w in every if w not in _ACRONYM_SKIP]):
        for first in range(len(words)):
            for last in range(first + 1, len(words) + 1):
                if "".join(w[0] for w in words[first:last]) == acronym and all(
                    accounted(w) for w in words[:first] + words[last:] if w not in _ACRONYM_SKIP
                ):
                    return True
    return False


# Words that open an agency's name and that its acronym leaves out ("HHS": Department of Health and
# Human Services)
_AGENCY_LEADS = frozenset({"department", "dept", "office", "bureau", "federal"})


def _marked(name: str | None) -> list[tuple[str, bool]]:
    """Each word of a name, lower-cased without apostrophes, and whether the brief abbreviated it
    (a full stop after it, or an apostrophe inside: "Educ.", "Ass'n"); a name of initials alone
    ("A.B.") is one word of them, as `distinctive` reads it."""
    initials = initials_of(name)
    if initials is not None:
        return [(initials, False)]
    marked: list[tuple[str, bool]] = []
    runs: set[int] = set()  # where runs of dotted initials stand ("N.Y.")
    run = -1  # where the dotted initial before ends ("N." of "N.Y."), or -1
    for m in _ABBREVIATED.finditer(name or ""):
        word, dotted = m.group(1).lower().replace("'", "").replace("’", ""), bool(m.group(2))
        initial = dotted and len(word) == 1 and word.isalpha()
        if initial and run == m.start() and marked:
            marked[-1] = (marked[-1][0] + word, True)  # "N.Y.": one word, "ny", of New York's initials
            runs.add(len(marked) - 1)
        else:
            contracted = _APOSTROPHE_CONTRACTION.fullmatch(m.group(1)) is not None or (
                ("'" in m.group(1) or "’" in m.group(1)) and word.removesuffix("s") in CONTRACTIONS
            )
            marked.append((word, dotted or contracted))
        run = m.end() if initial else -1
    # a firm's form in initials ("N.A.", "P.C.") tells no firm from another, as "Inc." does not;
    # nor do "U.S." and "R.R." (the government, a railroad), which names write with and without
    return [(w, a) for n, (w, a) in enumerate(marked) if n not in runs or w not in _UNTELLING_INITIALS]


# A word contracted with an apostrophe ("Ass'n", "Gov't", "Comm'rs"): not a name's prefix ("O'Neil",
# "D'Ago") nor a possessive ("Macy's"), which abbreviate nothing
_APOSTROPHE_CONTRACTION = re.compile(r"[A-Za-z]{2,}['’](?![sS]$)[A-Za-z]+")

_UNTELLING_INITIALS = frozenset(
    {"na", "pc", "pa", "lp", "llp", "llc", "plc", "sa", "ag", "nv", "bv", "pllc", "se", "fsb", "us", "usa",
     "rr", "ry"}
)  # fmt: skip


def _letters_in_order(short: str, full: str) -> bool:
    it = iter(full[1:])
    return short[0] == full[0] and all(ch in it for ch in short[1:])


def _unspelled(place: frozenset[str], name: str, other: str) -> frozenset[str]:
    """A place's words without those a run of dotted initials of one name and the words they spell
    in the other account for ("N.Y." of "City of N.Y." and "New York" of "City of New York")."""
    spelled = _spelled_by(name, other) | _spelled_by(other, name)
    return frozenset(
        w for w in place if w not in spelled and not (len(w) == 1 and any(w in s for s in spelled))
    )


def _stands_for(word: str, abbreviated: bool, full: str) -> bool:
    if word == full:
        return True
    if not abbreviated or len(word) < 2 or len(word) >= len(full):
        return False
    state = _state_abbreviations().get(word)
    if state is not None:  # "Pa." is Pennsylvania, never "Pacific"; "Cal." California, not "Calumet"
        return full in state
    known = _STANDS_ONLY_FOR.get(word)
    if known is not None:  # "Am." is American, never "Amalgamated"; "Ins." Insurance, never "Industries"
        return full in known
    if len(word) == 2:  # "Se." Southeastern, "Ed." Education
        return _letters_in_order(word, full)
    if word.endswith("s") and full.endswith("s") and len(word) > 3:
        # a plural contraction is its singular's plural: "Lab'ys" Laboratories, "Machs." Machines
        single = full[:-3] + "y" if full.endswith("ies") else full[:-1]
        if _stands_for(word[:-1], abbreviated, single):
            return True
    return CONTRACTIONS.get(word) == full or full.startswith(word) or _letters_in_order(word, full)


# Abbreviations that stand for these words alone, not for every word their letters spell in order:
# two letters (Bluebook T6, and the given names of old captions: "Am." is American, never
# "Amalgamated"), and T6's longer ones ("Ins." is Insurance, never "Instruments" or "Industries";
# "Sav." Savings, never "Salvage"); another two letters stand for a word they spell in order ("Se.",
# "Ed.")
_STANDS_ONLY_FOR = {
    "am": frozenset({"america", "american"}),
    "bd": frozenset({"board"}),
    "co": frozenset({"company", "county"}),
    "ct": frozenset({"court"}),
    "dr": frozenset({"drive", "doctor"}),
    "ft": frozenset({"fort"}),
    "mt": frozenset({"mount", "mountain"}),
    "pt": frozenset({"point", "port"}),
    "rd": frozenset({"road"}),
    "rr": frozenset({"railroad"}),
    "ry": frozenset({"railway"}),
    "sq": frozenset({"square"}),
    "st": frozenset({"saint", "street", "state"}),
    "wm": frozenset({"william"}),
    "ins": frozenset({"insurance", "insurer", "insurers"}),
    "sav": frozenset({"savings"}),
    "mut": frozenset({"mutual"}),
    "cas": frozenset({"casualty"}),
    "indem": frozenset({"indemnity"}),
    "indus": frozenset({"industry", "industries", "industrial"}),
    "inst": frozenset({"institute", "institution", "institutional"}),
    "inv": frozenset({"investment", "investments", "investor", "investors", "investing"}),
    "fin": frozenset({"finance", "financial", "financing"}),
    "equip": frozenset({"equipment"}),
    "exch": frozenset({"exchange"}),
    "hous": frozenset({"housing"}),
    "info": frozenset({"information"}),
    "mtg": frozenset({"mortgage"}),
    "mkt": frozenset({"market", "markets"}),
    "mktg": frozenset({"marketing"}),
    "prop": frozenset({"property", "properties"}),
    "rsch": frozenset({"research"}),
    "util": frozenset({"utility", "utilities"}),
    "elec": frozenset(
        {"electric", "electrical", "electricity", "electronic", "electronics", "election", "elections"}
    ),
    "pharm": frozenset({"pharmaceutical", "pharmaceuticals", "pharmacy", "pharmacal"}),
    "prod": frozenset({"product", "products", "production", "productions"}),
    "educ": frozenset({"education", "educational"}),
    "dev": frozenset({"development", "developer", "developers"}),
    "distrib": frozenset({"distributor", "distributors", "distribution", "distributing"}),
}


@cache
def _state_abbreviations() -> dict[str, frozenset[str]]:
    """Each State's one-word Bluebook abbreviation (T10), undotted and lower-cased ("pa"), and the
    words of the State's name it stands for; a State of two words is written with its initials
    ("N.Y."), which `_marked` reads as one word spelling them."""
    from briefcheck.reference.tables import states  # read on the first abbreviated word only

    out: dict[str, frozenset[str]] = {}
    for row in states():
        short = tokens(row.bluebook)
        if len(short) == 1 and short != tokens(row.name):
            out[short[0]] = frozenset(tokens(row.name))
    return out


def _offices_in(text: str) -> set[str]:
    """The words of offices a name holds ("Warden", "Attorney General"): "General" only of an office
    ("Solicitor General"), not of a firm ("General Mills, Inc.") nor a hospital."""
    found = set(tokens(text)) & OFFICES
    if "general" in found and not _GENERAL_OFFICE.search(text):
        found.discard("general")
    return found


_GENERAL_OFFICE = re.compile(
    r"\b(?:attorney|solicitor|inspector|surgeon|postmaster|adjutant|auditor|comptroller|controller|receiver)"
    r"[-\s]+general\b",
    re.IGNORECASE,
)


def _same_word(a: tuple[str, bool], b: tuple[str, bool]) -> bool:
    return _stands_for(a[0], a[1], b[0]) or _stands_for(b[0], b[1], a[0])


@lru_cache(maxsize=4096)
def _fit(party: _Party, side: str) -> _Fit:
    """How a cited party fits one side of a case's name (kept for the last few thousand: a brief
    cites a case again and again, and each time its parties meet the same sides). A party suing
    for another ("A.S. ex rel. Smith", "State ex rel. Smith") fits a side named by either of them
    alone."""
    cited_names = _ALIAS.split(party.text)
    if len(cited_names) > 1:  # the brief gives the party's two names: its own, as the side names it
        return _fit(_party(cited_names[0]), side)
    names = _ALIAS.split(side)
    if len(names) > 1:  # "Jones Motor Co., d/b/a Jones Auto Sales": one name or the other, not both mixed
        return max(_fit(party, name) for name in names if name.strip())
    parts = _EX_REL.split(party.text, maxsplit=1)
    sides = _EX_REL.split(side, maxsplit=1)
    if len(parts) == 2 and len(sides) == 2:  # both name a relator: each part its own
        return min(_fit_whole(_party(p), s) for p, s in zip(parts, sides, strict=True))
    whole = _fit_whole(party, side)
    if whole is _Fit.FULL:
        return whole
    if len(parts) == 1:  # the brief leaves out the side's relator, or names the side by it alone
        return max(whole, *(_fit_whole(party, s) for s in sides)) if len(sides) == 2 else whole
    if any(tokens(p) == tokens(side) != [] for p in parts):
        return _Fit.FULL  # initials alone ("A.S.") identify nothing, but are the side's own
    return max(whole, *(_fit_whole(_party(p), side) for p in parts))


# What joins a party's other name to its own: "d/b/a", "a/k/a", "f/k/a", "doing business as"
_ALIAS = re.compile(
    r"\s*,?\s+\(?(?:d/?b/?a|a/?k/?a|f/?k/?a|n/?k/?a|t/a|doing\s+business\s+as|trading\s+as|also\s+known\s+as"
    r"|formerly\s+known\s+as)"
    r"\.?\)?\s+",
    re.IGNORECASE,
)
# The office each officer of the day held, as captions name it by title
# (Mayorkas was the Director of USCIS, 2009-2013, before he was Secretary of Homeland Security)
_OFFICE_OF_THE_DAY = {name: {"attorney", "general"} for name in OFFICERS_OF_THE_DAY} | {
    "mayorkas": {"secretary", "director"}
}


def _offices_agree(ours: set[str], theirs: set[str]) -> bool:
    """Whether an official party's words can name the other's office: a title another title does not
    share ("Sheriff" for "Warden") is another office, and an officer of the day is the holder of
    one office only ("Holder" is no warden)."""
    title = ours & OFFICES
    if not title:
        return True
    held = set().union(*(_OFFICE_OF_THE_DAY.get(t, set()) for t in theirs))
    if held:
        return title <= held
    other = theirs & OFFICES
    return not other or bool(title & other)


# The department an office is of: "Secretary of (the) Labor", "Commissioner of Social Security"
_DEPARTMENT = re.compile(
    r"\b(?:secretary|commissioner|director|superintendent)\s+of\s+(?:the\s+)?(?P<of>[A-Za-z][\w'’.& ]*)",
    re.IGNORECASE,
)


def _departments_differ(ours: str, theirs: str) -> bool:
    """Whether both name an office's department, and not the same one (nor one abbreviating the other)."""
    a, b = (_DEPARTMENT.search(side) for side in (ours, theirs))
    if a is None or b is None:
        return False
    words_a, words_b = ([w for w in tokens(m["of"]) if w not in _ACRONYM_SKIP] for m in (a, b))
    if not words_a or not words_b:
        return False
    return not (
        all(any(abbreviates(x, y) for y in words_b) for x in words_a)
        or all(any(abbreviates(y, x) for x in words_a) for y in words_b)
    )


def _fit_whole(party: _Party, side: str) -> _Fit:
    ours, theirs = _offices_in(party.text), _offices_in(side)
    if ours and theirs and not ours & theirs:
        return _Fit.REPLACED  # "Warden of Cook County" is not its Sheriff, whatever place they share
    if _same_government(party, side):
        return _Fit.FULL  # "Arizona" for "State of Arizona", "Euclid" for "Village of Euclid", and back
    side_words = _marked(side)
    if party.role or party.official:
        other = _party(side)
        if party.official:
            if _departments_differ(party.text, side):
                return _Fit.REPLACED  # "Secretary of State" is not the Secretary of Labor
            side_tokens = {w for w, _ in side_words}
            if any(t in side_tokens for t in tokens(party.text) if t not in GENERIC):
                return _Fit.FULL
            if not other.official:
                return _Fit.NONE
            # the office for its holder, and back; one officer of the day for another is for a person
            ours, theirs = set(tokens(party.text)), set(tokens(side))
            if ours & OFFICERS_OF_THE_DAY and theirs & OFFICERS_OF_THE_DAY:
                return _Fit.EXTRA
            return _Fit.FULL if _offices_agree(ours, theirs) and _offices_agree(theirs, ours) else _Fit.NONE
        if not (party.role & other.role):
            return _Fit.NONE
        # the place, where both name one: "City of New York" is not "City of Albany" ("N.Y." its initials)
        marked = _marked_short(party.text) | _marked_short(side)
        if not party.place and not other.place and "sovereign" in party.role:
            # "Commonwealth v. Delgado" for California's "People v. Delgado": the sovereign's own word
            # the case does not use, for a person to read
            ours, theirs = (set(tokens(t)) & _SOVEREIGN_WORDS for t in (party.text, side))
            return _Fit.FULL if not ours or not theirs or ours & theirs else _Fit.EXTRA
        if not party.place and other.place and "sovereign" in party.role and "sovereign" in other.role:
            # "Commonwealth v. Okafor" for "State of Connecticut v. Okafor", "State v. Harlan" for "People
            # of the State of New York": a sovereign's word the State does not use, for a person to read
            named = tuple(t for t in tokens(side) if t not in GENERIC and t not in _ROLES)
            # (the caption's own leading word: "Smith v. State" of "State of New York", not "People of the
            # State")
            lead = next((t for t in tokens(side) if t != "the"), "")
            own_word = lead in _SOVEREIGN_WORDS and lead in tokens(party.text)
            styled = own_word or named not in _state_names() or _a_state_styled(named, party.text)
            return _Fit.FULL if styled else _Fit.EXTRA
        if not party.place or not other.place:
            return _Fit.FULL
        cited, held = _unspelled(party.place, party.text, side), _unspelled(other.place, side, party.text)
        # with the initials each writes ("N. Las Vegas"), which its words leave out
        cited |= {w for w in _marked_short(party.text) if len(w) == 1}
        held |= {w for w in _marked_short(side) if len(w) == 1}
        return _Fit.FULL if _same_places(cited, held, marked) else _Fit.NONE
    office = [t for t in tokens(side) if t not in GENERIC]
    if office and set(office) <= OFFICES and tokens(party.text)[: len(office)] == office:
        return _Fit.FULL  # "Commissioner of Internal Revenue" for a side named by the office alone
    # words written apart on one side and together on the other are one word ("Fed-Ex", "FedEx")
    cited_words, side_words = (
        _rejoined(_marked(party.text), side_words),
        _rejoined(side_words, _marked(party.text)),
    )
    cited = _distinct(cited_words, party.text)
    if not cited and any(  # a firm by its initials and an ampersand alone: "P&G Co." for Procter & Gamble
        "&" in w and _ACRONYM.match(w) and _spells(w.replace("&", "").lower(), side)
        for w in _WORD.findall(party.text)
    ):
        return _Fit.FULL
    if _its_governing_body(party.text, side):
        return _Fit.EXTRA  # "Mayor & City Council of Baltimore" for "City of Baltimore": a person reads
    if not cited or _party(side).role:  # a person or firm is not a government ("Boone County")
        return _Fit.NONE
    if _other_initials(party.text, side):
        return _Fit.EXTRA
    side_distinct = _distinct(side_words, side)
    if _numbers_differ(party.text, side):
        return _Fit.REPLACED  # "Teamsters Local 9" is not Local 1, nor "District No. 4" No. 7
    if _qualifier_left_out(cited, side_distinct, party.text) or _qualifier_added(party.text, side):
        return _Fit.REPLACED  # "Virginia" is not West Virginia, nor "Republic of China" the People's
    if _a_state_for_its_namesake(party, side, side_distinct):
        return _Fit.REPLACED  # "Texas" is the State, not Texas Instruments Inc.
    # initials for the words they spell: "N.Y." for "New York", and back
    cited_spells, side_spells = _spelled_by(party.text, side), _spelled_by(side, party.text)
    matched = [
        c
        for c in cited
        if c[0] in cited_spells or c[0] in side_spells or any(_same_word(c, s) for s in side_distinct)
    ]
    if len(matched) < len(cited):
        if any(
            _spells(a, side, cited) and _a_body_it_may_name(a, side) for a in _acronyms(party.text)
        ) or any(
            _spells(a, party.text, side_distinct) and _a_body_it_may_name(a, party.text)
            for a in _acronyms(side)
        ):
            return _Fit.FULL  # "INS" against "Immigration and Naturalization Service", and back
        if not matched and (
            (_offices_in(side) and _a_persons_name(party.text))
            or (_offices_in(party.text) and _a_persons_name(side))
        ):
            return _Fit.EXTRA  # an officer named for an office, or the office for its holder ("Astrue")
        missing = [c for c in cited if c not in matched]
        unmatched_side = [
            s
            for s in side_distinct
            if s[0] not in cited_spells
            and s[0] not in side_spells
            and not any(_same_word(c, s) for c in cited)
        ]
        typos = [c for c in missing if any(_near(c[0], s[0]) for s in unmatched_side)]
        if len(typos) == len(missing):
            return _Fit.EXTRA  # a misspelling is for a person to read, not a different party
        if not matched and not typos:
            return _Fit.NONE
        replaced = [s for s in unmatched_side if not any(_near(c[0], s[0]) for c in typos)]
        return _Fit.REPLACED if replaced else _Fit.EXTRA
    subjects = _subjects_of(party.text, side)
    if subjects is not _Fit.FULL:
        return subjects
    if (
        _company_for_person(party.text, side)
        or _person_for_company(party.text, side)
        # (the cited words as written too: "state" of "Tri-State" is generic, not among `cited`)
        or _compound_cut({w for w, _ in cited} | set(tokens(party.text)), side)
        or _particle_name_cut(party.text, side)
        or _compound_turned(party.text, side)
        or _given_name_for_surname(cited, side)
        or _a_later_name_alone(party.text, cited, side, cited_spells | side_spells)
        or _a_word_left_out_within(party.text, side, side_distinct, cited_spells | side_spells)
        or _head_left_out(party.text, cited, side, side_distinct, cited_spells | side_spells)
        or _words_turned(party.text, side)
    ):
        return _Fit.EXTRA
    return _Fit.FULL


# A run of two dotted initials or more: "K.M.", "J. T."
_INITIAL_RUN = re.compile(r"(?<![A-Za-z])(?:[A-Za-z]\.\s?){2,}")
_CITY_AFTER = re.compile(r"\s*City\b")


def _initial_runs(text: str) -> set[str]:
    """A name's runs of dotted initials, a city's written with its word ("N.Y. City" is "N.Y.C."),
    less those that tell no party from another ("N.A.", "U.S."). (A State's initials are a person's
    too: "M.A." is no less a minor's for being Massachusetts's.)"""
    runs = set()
    for m in _INITIAL_RUN.finditer(text):
        run = "".join(ch for ch in m.group().lower() if ch.isalpha())
        runs.add(run + "c" if _CITY_AFTER.match(text, m.end()) else run)
    return runs - _UNTELLING_INITIALS


def _other_initials(cited: str, side: str) -> bool:
    """Whether both name a person by initials, one's holding the other's with a letter more: "K.M.L."
    or "R.K.M." is not "K.M.", nor "J.T.X. Baker" "J.T. Baker" (read as an acronym of the other's
    letters, each passed)."""
    ours, theirs = _initial_runs(cited), _initial_runs(side)
    if not ours or not theirs or ours <= theirs or theirs <= ours:
        return False
    return any(a in b or b in a for a in ours for b in theirs)  # (other letters altogether: another)


# Words that join the parts of a name a body's name may give in either order ("Topeka Board of
# Education", "Board of Education of Topeka"; "Trustees of Boston University", "Boston Univ. Trs.")
_NAME_PARTS = re.compile(r",|\b(?:of|the|for|and|at|in|on|&)\b", re.IGNORECASE)
_ACRONYM_WORD = re.compile(r"\b[A-Z]{2,5}\b")


def _words_turned(cited: str, side: str) -> bool:
    """Two cited words of one part of the name that the side writes in one part too, the other way
    round: "American First Title" is not "First American Title", nor "Western Pacific Bank" "Pacific
    Western Bank" (the words alone were compared). A place's or government's word counts ("America
    First" for "First American"); a part moved across "of" does not ("Topeka Bd. of Educ.")."""

    def parts(text: str) -> list[list[tuple[str, bool]]]:
        # (an acronym in capitals, a body's kind, stands before or after its name: "SCI Greene", "Greene SCI")
        words = _ACRONYM_WORD.sub(" ", text)
        return [[w for w in _marked(p) if w[0] not in GENERIC] for p in _NAME_PARTS.split(words)]

    theirs = [(n, i, w) for n, part in enumerate(parts(side)) for i, w in enumerate(part)]
    for part in parts(cited):
        placed = []
        for word in part:
            same = [
                (n, i) for n, i, held in theirs if _same_word(word, held) or abbreviates(word[0], held[0])
            ]
            placed.append(same[0] if len(same) == 1 else None)  # (a word written twice: not placed)
        found = [p for p in placed if p is not None]
        if any(a[0] == b[0] and a[1] > b[1] for a, b in pairwise(found)):
            return True
    return False


# The words of a firm's trade, which many firms' names share ("Logistics", "Freight", "Widget"): a
# name cited by these alone, its own first word left out, names no firm in particular
TRADE_WORDS = frozenset(
    {"widget", "widgets", "logistics", "freight", "shipping", "trucking", "transport", "transportation",
     "services", "service", "systems", "solutions", "technologies", "technology", "tech", "products",
     "manufacturing", "industries", "enterprises", "holdings", "group", "partners", "ventures", "capital",
     "financial", "finance", "investments", "securities", "management", "consulting", "properties", "realty",
     "development", "construction", "supply", "supplies", "distributors", "distribution", "sales",
     "marketing", "stores", "retail", "wholesale", "foods", "food", "energy", "oil", "gas", "electric",
     "power", "steel", "chemical", "chemicals", "pharmaceuticals", "pharmaceutical", "software", "media",
     "communications", "networks", "data", "digital", "health", "healthcare", "medical", "care", "labs",
     "laboratories", "equipment", "machinery", "motors", "motor", "airlines", "airways", "hotels",
     "restaurants", "insurance", "life", "casualty", "fire", "marine", "indemnity", "assurance", "surety",
     "bank", "mutual", "trust", "resources", "engineering", "design",
     "consultants", "associates", "company", "corporation", "international", "global", "national"}
)  # fmt: skip


def _head_left_out(
    text: str,
    cited: list[tuple[str, bool]],
    side: str,
    side_distinct: list[tuple[str, bool]],
    spelled: set[str],
) -> bool:
    """Whether a firm's name is cited by words of its trade alone, its first telling word left out
    ("Widget Co." for "Acme Widget Co.", "Logistics, Inc." for "Brightline Logistics, Inc."): a
    firm's name is shortened from its end ("Acme"), and its trade names many other firms. A name
    kept by a word of its own is the firm's ("Kodak" for "Eastman Kodak Co.", "Schein" for "Henry
    Schein, Inc."); initials or an abbreviation for the first words are those words ("N.Y. Life",
    "Am. Express": `spelled`); and the rest of a name after a comma, a slash or a number is how a
    reading cut at them leaves it ("Publishers, Inc." of "Harper & Row, Publishers, Inc.")."""
    if len(side_distinct) < 2 or not set(tokens(side)) & _FIRM_WORDS:
        return False
    if not all(_a_trade_word(w, short) for w, short in cited):
        return False
    head = side_distinct[0][0]
    # (any word of the cited party: "Am." spelled "America" is no telling word, yet it is the head)
    if head in spelled or any(
        _same_word(c, side_distinct[0]) or head.startswith(c[0]) for c in _marked(text)
    ):
        return False
    return not _cut_after_a_mark(cited, side)


# Where a side's name lists names: "Merrill Lynch, Pierce, Fenner & Smith Inc.", "Procter & Gamble"
_LISTED = re.compile(r",|\s&\s|\s+and\s+")


def _a_later_name_alone(text: str, cited: list[tuple[str, bool]], side: str, spelled: set[str]) -> bool:
    """Whether a firm named for several is cited by a later name alone ("Smith" or "Pierce" of
    "Merrill Lynch, Pierce, Fenner & Smith Inc.", "Gamble" of "Procter & Gamble Co.", "Young" of
    "Ernst & Young LLP"): a firm is cited by its first name or its initials, and a later one alone
    names another party as often. Not persons (co-defendants are each cited by name), nor a body
    whose name runs on ("President & Fellows of Harvard College"), nor the firm's name as a reading
    cut at a comma leaves it ("Fenner & Smith Inc."); a hyphen's parts are `_compound_cut`'s."""
    if not set(tokens(side)) & _FIRM_WORDS or _RUNS_ON.search(side):
        return False
    listed = [n for n in _LISTED.split(side) if _distinct(_marked(n), n)]
    if len(listed) < 2 or (len(tokens(text)) > 1 and tokens(side)[-len(tokens(text)) :] == tokens(text)):
        return False
    first = _distinct(_marked(listed[0]), listed[0])
    return not any(c[0] in spelled or any(_same_word(c, f) for f in first) for c in cited)


def _a_word_left_out_within(
    text: str, side: str, side_distinct: list[tuple[str, bool]], spelled: set[str]
) -> bool:
    """Whether a firm's name cited whole, its entity word given ("Ford Motor Co."), leaves out a
    word from within the side's ("Ford Motor Credit Co."): another firm of the family as often.
    A name shortened at its ends ("Kodak Co." of "Eastman Kodak Co.") is not judged here."""
    if not set(tokens(text)) & ENTITY_WORDS:
        return False
    # (with its dotted runs as words: "R.R." is Railroad)
    ours = _marked(text) + [(run.replace(".", "").lower(), True) for run in _DOTTED_RUN.findall(text)]
    # (and a word's initial alone: "Burlington N. & Santa Fe Ry. Co.", "Norfolk S. Ry. Co.")
    initials = {m.group(1).lower() for m in _AN_INITIAL.finditer(text)}
    theirs = _marked(side)
    held = [
        i
        for i, word in enumerate(theirs)
        if word[0] in spelled or word[0][:1] in initials or any(_same_word(c, word) for c in ours)
    ]
    if theirs and theirs[-1][0] in ENTITY_WORDS and len(theirs) - 1 not in held:
        held.append(len(theirs) - 1)  # the entity words end both names, whichever each is ("Corp.", "LLC")
    if len(held) < 2:
        return False
    distinct = {w for w, _ in side_distinct}
    # (a word written out: "Pty." between "Alice Corp." and "Ltd." is of the entity's form, not its name)
    return any(
        theirs[i][0] in distinct and theirs[i][0] not in spelled and not theirs[i][1]
        for i in range(held[0] + 1, held[-1])
        if i not in held
    )


# One capital and its stop, not a run of initials ("N." of "Burlington N.", not "R.R.")
_AN_INITIAL = re.compile(r"(?<![A-Za-z.])([A-Z])\.(?!\s?[A-Za-z]\.)")


# Small words that run a name on past its list of names ("President & Fellows of Harvard College")
_RUNS_ON = re.compile(r"\b(?:of|the|for|on|in|at)\b", re.IGNORECASE)


def _a_trade_word(word: str, abbreviated: bool) -> bool:
    """A word of `TRADE_WORDS`, or one abbreviated ("Ins." for insurance, "Transp.")."""
    return word in TRADE_WORDS or (abbreviated and any(abbreviates(word, t) for t in TRADE_WORDS))


def _cut_after_a_mark(cited: list[tuple[str, bool]], side: str) -> bool:
    """Whether the cited words are the side's last words, after a comma, slash, full stop or number."""
    first = cited[0][0] if cited else ""
    at = next((m for m in re.finditer(rf"\b{re.escape(first)}\b", side, re.IGNORECASE)), None)
    return at is not None and re.search(r"[,/.\d]\s*$", side[: at.start()]) is not None


def _given_name_for_surname(cited: list[tuple[str, bool]], side: str) -> bool:
    """Whether one cited word is only a given name of a person the source names in full ("Thomas"
    of "Thomas Castellano", "Castellano, Thomas", "Thomas Michael Castellano, Jr."): a case is cited
    by the surname, so the brief names another person (a family name written first, which no
    census list of given names holds, is not taken for one)."""
    if len(cited) != 1:
        return False
    given, surnames = persons_named(side)
    word = cited[0][0]
    return word in given and word not in surnames


# What follows a person's name and is no part of it
_ET_AL = re.compile(r",?\s*\bet\s+al\b\.?", re.IGNORECASE)
_NAME_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv", "esq"})
# What a full caption writes after a party's name and a comma: its role in the case, or the office
# it is sued in ("Thomas Harlow, Appellant", "Jane Marrow, Warden, Respondent-Appellee"), never a
# given name written after the surname
_ROLE_WORDS = GENERIC | OFFICES | frozenset(
    {"intervenor", "intervenors", "movant", "claimant", "claimants", "cross", "third", "party", "real",
     "interest", "as", "capacity", "official", "his", "her", "their", "petitioners", "respondents",
     "appellants", "appellees", "complainant", "relator", "garnishee", "counterclaimant"}
)  # fmt: skip


# Titles a description after a person's name may open with, beside `OFFICES`
_TITLES = frozenset(
    {"governor", "mayor", "president", "chairman", "chair", "chief", "administrator", "acting", "executive",
     "deputy", "former", "trustee", "lieutenant", "officer", "police", "regional", "assistant", "special",
     "agent", "detective", "sergeant", "captain", "judge", "justice", "member", "md", "dr", "head",
     "manager", "supervisor", "inspector", "deceased", "personally"}
)  # fmt: skip
_DESCRIPTION_OPENERS = _ROLE_WORDS | _TITLES
_NOT_GIVEN_NAMES = _NAME_SUFFIXES | _ROLE_WORDS


def persons_named(side: str) -> tuple[set[str], set[str]]:
    """(given names, surnames) of the persons a side of a case name names: each a given name
    (the census's), up to one more given name or an initial, and a surname; or "Surname, Given"."""
    given: set[str] = set()
    surnames: set[str] = set()
    persons = re.split(r"\s+(?:and|&)\s+|;", _ET_AL.sub("", side))
    for person, then in zip(persons, [*persons[1:], ""], strict=True):
        if set(tokens(person)) & _FIRM_WORDS or (tokens(then) and set(tokens(then)) <= _FIRM_WORDS):
            continue  # "Lincoln Electric Co.", "Marcus Delaney Inc.", "Merrill Lynch & Co.": a firm
        last, _, first = person.partition(",")
        # (after the comma a description that opens with a role or an office: "Andrew Pratt, Warden of
        # Sing Sing Correctional Facility", "Jane Tillson, in her official capacity as ...")
        after = tokens(first)
        described = bool(after) and after[0] in _DESCRIPTION_OPENERS
        first_words = [] if described else [t for t in after if t not in _NOT_GIVEN_NAMES]
        if first_words:  # "Castellano, Thomas"
            words, surname = first_words, tokens(last)[-1:]
        else:  # "Thomas Michael Castellano, Jr."
            named = [t for t in tokens(last) if t not in _NAME_SUFFIXES]
            words, surname = named[:-1], named[-1:]
        if (
            surname
            and surname[0] not in GENERIC
            and 1 <= len(words) <= 2
            and words[0] in given_names()
            and all(len(w) == 1 or w in given_names() for w in words[1:])
        ):
            given.update(words)
            surnames.update(surname)
    return given, surnames


# The acronyms federal agencies go by in captions ("SEC v. Jarkesy"): one of them names the agency,
# never a firm whose initials happen to spell it ("Southern Electric Co.", "First Bank of Illinois")
AGENCY_ACRONYMS = frozenset(
    {"sec", "fbi", "cia", "irs", "epa", "ftc", "fcc", "eeoc", "nlrb", "ins", "dea", "atf", "fda", "usda",
     "hhs", "hud", "doj", "dol", "doe", "dot", "dhs", "ice", "cbp", "uscis", "bia", "faa", "fec", "ferc",
     "fdic", "occ", "osha", "ssa", "opm", "mspb", "flra", "nasa", "nsa", "tsa", "usps", "cfpb", "fema",
     "nrc", "ntsb", "cpsc", "blm", "nps", "bop", "omb", "gao", "fha", "fhfa", "ncua", "cftc", "fra",
     "fmc", "stb", "va", "dod", "dhhs", "nih", "cdc", "cms", "eoir"}
)  # fmt: skip
# Words that make a name a firm's: an agency's acronym never names one
_FIRM_WORDS = ENTITY_WORDS | frozenset(
    {"bank", "bancorp", "bancshares", "insurance", "assn", "association", "holdings", "group", "partners",
     "partnership", "mutual", "trust", "industries", "enterprises"}
)  # fmt: skip


# Words of a public body's name (a firm's word beside one is the body's: "Federal Deposit Insurance
# Corporation")
_PUBLIC_BODY = frozenset(
    {"commission", "bureau", "agency", "department", "dept", "administration", "service", "board", "office",
     "authority", "federal", "fed", "national", "natl", "united", "states", "government", "govt",
     "enforcement", "protection"}
)  # fmt: skip


def _a_body_it_may_name(acronym: str, name: str) -> bool:
    """Whether `name`, which `acronym` spells, may be what the acronym names: a federal agency's
    acronym names the agency, not a firm whose initials spell it ("Southern Electric Co.")."""
    words = set(tokens(name))
    return acronym not in AGENCY_ACRONYMS or not words & _FIRM_WORDS or bool(words & _PUBLIC_BODY)


# Words that make a place's name another place's ("West Virginia", "New Mexico", "South Sudan",
# "People's Republic of China", "Democratic Republic of the Congo")
_PLACE_QUALIFIERS = frozenset(
    {"west", "east", "north", "south", "new", "northern", "southern", "eastern", "western", "democratic",
     "peoples"}
)  # fmt: skip


def _qualifier_left_out(cited: list[tuple[str, bool]], side: list[tuple[str, bool]], text: str) -> bool:
    """Whether the cited name (`text`, its distinct words `cited`) is the side's less only words
    that make a place another place (and a "Republic of" a name may leave out)."""
    initials = {w for w, _ in _marked(text) if len(w) == 1}  # ("W. Va.", "Norfolk S. Ry."): initials
    left_out = [w for w, a in side if w[:1] not in initials and not any(_same_word(c, (w, a)) for c in cited)]
    telling = [w for w in left_out if w != "republic"]
    return bool(cited) and bool(telling) and len(left_out) < len(side) and set(telling) <= _PLACE_QUALIFIERS


def _qualifier_added(text: str, side: str) -> bool:
    """Whether a place the side names (a State, a government's place) is cited with a word, or its
    initial, that makes it another place ("W. Va." for Virginia, "N. Miami" for the City of
    Miami); never said of a person's initial."""
    held = [t for t in tokens(side) if t not in GENERIC]
    place = tuple(t for t in held if t not in GOVERNMENT)
    if not place or not (place in _state_names() or _party(side).role):
        return False
    added = [
        w
        for w, _ in _marked(text)
        if (w in _PLACE_QUALIFIERS or (len(w) == 1 and w in "nsew"))
        and not any(h.startswith(w) for h in held)
    ]
    return bool(added)


_LEADING_DIGITS = re.compile(r"\d+")


def _numbers_differ(cited: str, side: str) -> bool:
    """Both names number their party, with other numbers: a union's local, a school district (one
    naming some of the other's numbers names the same party: "Local 705" of "Locals 705 and 710")."""
    # (a number with letters is one by its digits: SEIU's "Local 32BJ" is not Local 1199, and "401k"
    # is 401(k))
    ours = {m.group() for t in tokens(cited) if (m := _LEADING_DIGITS.match(t))}
    theirs = {m.group() for t in tokens(side) if (m := _LEADING_DIGITS.match(t))}
    return bool(ours and theirs) and not (ours <= theirs or theirs <= ours)


def _a_state_for_its_namesake(party: _Party, side: str, side_distinct: list[tuple[str, bool]]) -> bool:
    """A State cited by its name alone ("Texas", "Washington") against a side that is no government
    but a firm named after it ("Texas Instruments Inc.", "Washington Mutual Bank")."""
    named = tuple(t for t in tokens(party.text) if t not in GENERIC)
    if named not in _state_names():
        return False
    extra = [w for w, _ in side_distinct if w not in named]
    return len(extra) >= 2 or (bool(extra) and bool(set(tokens(side)) & ENTITY_WORDS))


_SOVEREIGN_WORDS = frozenset(word for word, role in _ROLES.items() if role == "sovereign")
# The States whose prosecutions are the Commonwealth's, and the People's; the rest the State's
_COMMONWEALTHS = frozenset(
    {("pennsylvania",), ("massachusetts",), ("kentucky",), ("virginia",), ("puerto", "rico")}
)
_PEOPLES = frozenset(
    {("california",), ("new", "york"), ("illinois",), ("michigan",), ("colorado",), ("guam",),
     ("virgin", "islands")}
)  # fmt: skip


def _a_state_styled(named: tuple[str, ...], sovereign: str) -> bool:
    """Whether `named` is a State whole (not "Mexico" of New Mexico, nor the District of Columbia)
    whose cases the bare `sovereign` ("State", "People", "Commonwealth") brings."""
    if named not in _state_names() or named == ("district", "of", "columbia"):
        return False
    word = set(tokens(sovereign))
    if "commonwealth" in word:
        return named in _COMMONWEALTHS
    if "people" in word:
        return named in _PEOPLES
    return named not in _COMMONWEALTHS and named not in _PEOPLES


@cache
def _state_names() -> frozenset[tuple[str, ...]]:
    from briefcheck.reference.tables import states

    return frozenset(tuple(tokens(row.name)) for row in states())


def _person_for_company(cited: str, side: str) -> bool:
    """A matter of a person ("In re Garvey") cited for a company's ("In re Garvey Holdings, Inc.")."""
    if not (_ONE_SIDED.match(cited) and _ONE_SIDED.match(side)):
        return False
    return (
        _a_persons_name(cited)
        and bool(set(tokens(side)) & ENTITY_WORDS)
        and not set(tokens(cited)) & ENTITY_WORDS
    )


def _compound_turned(cited: str, side: str) -> bool:
    """A hyphenated surname cited with its parts the other way round ("Lopez-Garcia" for
    "Garcia-Lopez"): as often another person."""
    ours = set(_compound_parts(cited))
    return any((b, a) in ours for a, b in _compound_parts(side) if a != b)


def _compound_parts(text: str) -> list[tuple[str, str]]:
    """Each hyphenated name's two parts as `tokens` writes words: lower case, no apostrophe."""
    return [
        (a.lower().replace("'", "").replace("’", ""), b.lower().replace("'", "").replace("’", ""))
        for a, b in (m.groups() for m in _COMPOUND.finditer(text))
    ]


def _marked_short(text: str) -> frozenset[str]:
    """The words a name marks as abbreviated with a full stop ("Phila.")."""
    return frozenset(w for w, abbreviated in _marked(text) if abbreviated)


def _place_named(text: str) -> frozenset[str] | None:
    """The words of a name that is a place's alone, no firm's word with them: "Euclid" for the
    Village of Euclid (Bluebook leaves out "Village of")."""
    words = [t for t in tokens(text) if t not in GENERIC]
    return frozenset(words) if words and not set(tokens(text)) & ENTITY_WORDS else None


def _same_government(party: _Party, side: str) -> bool:
    """A government cited by its place's name alone where the case names it with its role, or the
    converse: a State ("Miranda v. Arizona" for "Miranda v. State of Arizona", "People of the State
    of New York"), a local government ("Euclid v. Ambler Realty Co." for "Village of Euclid")."""
    other = _party(side)
    if party.role and not other.role:
        party, other = other, party
    if not other.role or party.role or not (other.place or "sovereign" in other.role):
        return False
    named = _place_named(party.text)
    if "sovereign" in other.role:  # a State by its name alone ("Arizona", "New York")
        if not other.place:  # "Texas v. Marrow" for the court's "State v. Marrow", and back
            return _a_state_styled(tuple(t for t in tokens(party.text) if t not in GENERIC), other.text)
        return named is not None and named <= _state_words() and _places_agree(named, other.place)
    # "City of", "Village of" before the place, which a citation may leave out; not "Boone County",
    # whose "Boone" alone is a person's name
    first = tokens(other.text)[:1]
    return bool(first) and first[0] in _LOCAL and named == other.place - _ROLES.keys()


def _distinct(words: list[tuple[str, bool]], text: str) -> list[tuple[str, bool]]:
    """The words of `text` that can tell one case from another, a word joined from two a new one."""
    keep, written = set(distinctive(text)), set(tokens(text))
    return [(w, a) for w, a in words if w in keep or w not in written]


def _a_persons_name(text: str) -> bool:
    """A name that may be a person's: a word or two, and none that makes it a firm ("Co.")."""
    return len(distinctive(text)) <= 2 and not set(tokens(text)) & ENTITY_WORDS


def _rejoined(words: list[tuple[str, bool]], others: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """`words` with each run of two or three neighbours that is one of `others`' words written
    apart made one ("Fed-Ex" for "FedEx", "JP Morgan" for "JPMorgan", "De La Cruz")."""
    joined = {w for w, _ in others}
    out: list[tuple[str, bool]] = []
    at = 0
    while at < len(words):
        for size in (3, 2):
            run = "".join(w for w, _ in words[at : at + size])
            if at + size <= len(words) and run in joined and words[at][0] not in joined:
                out.append((run, False))
                at += size
                break
        else:
            out.append(words[at])
            at += 1
    return out


def _same_places(cited: frozenset[str], held: frozenset[str], marked: frozenset[str]) -> bool:
    """Whether two local governments' places are one: each word of either the other's (or an
    abbreviation of it), but for a State named whole after the place ("City of Yonkers" for "City of
    Yonkers, New York"). "City of York" is not "City of New York", nor "City of N.Y." Yonkers."""

    def one(a: str, b: str) -> bool:
        if len(a) == 1 and a in marked:  # an initial: "N. Las Vegas"
            return b.startswith(a)
        return (
            a == b
            or ((len(a) <= 3 or a in marked) and _stands_for(a, True, b))
            or (b in marked and _stands_for(b, True, a))
        )

    if not cited and not held:  # both wholly initials spelling each other ("N.Y.", "New York")
        return True
    cited_rest = frozenset(w for w in cited if not any(one(w, h) for h in held))
    held_rest = frozenset(h for h in held if not any(one(w, h) for w in cited))
    # a place word in common, the rest a State each names whole ("City of Washington" shares none)
    shared = len(cited_rest) < len(cited)
    return shared and _whole_states(cited_rest) and _whole_states(held_rest)


def _whole_states(words: frozenset[str]) -> bool:
    """Whether the words are States' names, each whole ("new york", not "new")."""
    if not words:
        return True
    named: set[str] = set()
    for name in _state_names():
        if set(name) <= words:
            named.update(name)
    return words <= named


def _places_agree(cited: frozenset[str], held: frozenset[str], marked: frozenset[str] = frozenset()) -> bool:
    """Whether every place word cited is one of the held name's, a short one or one `marked` with a
    full stop as its abbreviation ("St." for "Saint", "Phila." for "Philadelphia"; "York" is not
    "Yorktown")."""

    def short(a: str) -> bool:
        return len(a) <= 3 or a in marked

    def same(a: str, b: str) -> bool:
        return a == b or (short(a) and _stands_for(a, True, b)) or (short(b) and _stands_for(b, True, a))

    return all(any(same(w, h) for h in held) for w in cited)


def _compound_cut(cited: set[str], side: str) -> bool:
    """A hyphenated name of the side cited by one of its parts alone ("Alvarez" for
    "Alvarez-Machain"): as often another person's name as a short form of this one."""
    return any((first in cited) != (second in cited) for first, second in _compound_parts(side))


# A surname joined by a particle ("Ruiz de Velasco", "Van der Berg", "De la Cruz", "St. Pierre"),
# with the name before it where there is one
_PARTICLED = re.compile(
    r"(?:\b(?P<before>[A-Z][\w'’]+)\s+)?\b(?P<particle>(?i:de(?:\s+la|\s+las|\s+los)?|del|della|van(?:\s+der"
    r"|\s+den|\s+de)?|von(?:\s+der)?|di|da|du|le|la|dos|das|ter|ten|st\.?|saint|sainte|ste\.?))\s+"
    r"(?P<after>[A-Z][\w'’]+)"
)
_SAINTS = frozenset({"st", "saint", "sainte", "ste"})
# A body's word before a particle, whose name it opens ("Banco de Ponce", "Universidad de Puerto Rico")
_BODIES_OF = frozenset(
    {"banco", "banca", "banque", "caja", "caisse", "compania", "compagnie", "sociedad", "societe",
     "universidad", "universite", "instituto", "institut", "colegio", "hospital", "casa", "club", "grupo",
     "empresa", "republica", "estado", "ciudad", "municipio", "pueblo", "cooperativa", "fondo",
     "corporacion", "credit", "autoridad", "junta", "departamento", "secretario", "comision", "tribunal",
     "consejo", "asociacion", "federation", "federacion", "port", "porto", "puerto", "rio", "san", "santa",
     "fort", "lake", "mount", "bay"}
)  # fmt: skip


def _particle_name_cut(cited: str, side: str) -> bool:
    """A person's surname joined by a particle cited by a part of it alone, without the particle
    ("Velasco" or "Ruiz" for "Ruiz de Velasco", "Berg" for "Van der Berg", "Pierre" for "St.
    Pierre"): as often another person's name as a short form of this one. Not a body's name
    ("Banco de Ponce")."""
    words = set(tokens(cited))
    held = tokens(side)
    if set(held) & ENTITY_WORDS or set(held) & _BODIES_OF:
        return False
    # (two or three of its words run together: "Dela Cruz", "DeLaCruz" for "De la Cruz")
    joined = {a + b for a, b in pairwise(held)} | {
        a + b + c for a, b, c in zip(held, held[1:], held[2:], strict=False)
    }
    for m in _PARTICLED.finditer(side):
        particle = tokens(m["particle"])
        if (set(particle) & _SAINTS and words & _SAINTS) or set(particle) <= words or words & joined:
            continue
        if m["before"] and particle in (["van"], ["von"]):
            continue  # "Pham Van Thanh": a Vietnamese middle name, not a particle
        parts = [p for p in (m["before"], m["after"]) if p]
        if any(tokens(p)[0] in words for p in parts):
            return True
    return False


def _near(a: str, b: str) -> bool:
    """One letter apart in a long word (a typo, not another name): "Twombley" and "Twombly"; or in
    a shorter one from the same first letter, a letter left out or put in ("Prat", "Amess", "Aimes"
    of Pratt and Ames; not one changed, "Hill" and "Hall" are two names); or two apart in a long one
    ("Thornberry" and "Thornbury", one name spelled two ways)."""
    # (letters alone: "M-E-V-G-H-" is initials, each of which names another respondent)
    if a[:1] == b[:1] and a.isalpha() and b.isalpha() and min(len(a), len(b)) >= _NEAR_SHORT:
        from rapidfuzz.distance import Levenshtein  # (only for a word no side holds: start-up stays lean)

        apart = Levenshtein.distance(a, b, score_cutoff=2)
        if (apart == 1 and len(a) != len(b)) or (apart == 2 and min(len(a), len(b)) >= _NEAR_LONG):
            return True
    if min(len(a), len(b)) < 5 or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


# How long a name must be to be read as another's misspelt by a letter, and by two
_NEAR_SHORT = 4
_NEAR_LONG = 8


def _subjects_of(cited: str, side: str) -> _Fit:
    """How the proceeding's subject the cited name gives ("Estate of", "Marriage of") fits the
    side's: the same (FULL), another (REPLACED), or one the side does not say (EXTRA: "In re Estate
    of Marsh" for a source's bare "In re Marsh", a person's to read, never "nonexistent"). A firm's
    word the side holds is another firm's ("Wexford Tr. Co." for "Wexford Savings Bank")."""
    wanted = {t for t in tokens(cited) if t in SUBJECT_WORDS}
    held = set(tokens(side))
    if wanted <= held:
        return _Fit.FULL
    return _Fit.REPLACED if held & (SUBJECT_WORDS | _FIRM_WORDS) else _Fit.EXTRA


def _company_for_person(cited: str, side: str) -> bool:
    """A company ("Crawford Co.") cited for a case whose party is an individual ("Crawford")."""
    cited_tokens, side_tokens = set(tokens(cited)), set(tokens(side))
    return (
        bool(cited_tokens & ENTITY_WORDS) and not side_tokens & ENTITY_WORDS and len(distinctive(side)) == 1
    )


def case_sides(name: str) -> tuple[str, ...]:
    """A case name's two sides, split at its "v." (a lower-case one where there is one: "R. A. V. v.
    City of St. Paul" holds a party's initial "V." before it)."""
    sides = _LOWER_VERSUS.split(name, maxsplit=1)
    return tuple(sides if len(sides) > 1 else _VERSUS.split(name, maxsplit=1))


def _cited_parties(ref: CitationRef) -> list[_Party]:
    return [_party(spelled_out(p)) for p in (ref.party_1, ref.party_2) if p]


def shares_a_party(ref: CitationRef, case: MatchedCase) -> bool:
    """Whether a party the citation names by a name of its own (not a government by its role, nor
    an officer by office) is all of one side of one of the case's names: "Marshall v. Dep't of Def."
    shares Marshall with "Marshall v. Department of Veterans Affairs"."""
    cited = _cited_parties(ref)
    named = [p for p in cited if p.identifies and distinctive(p.text)]
    return any(_fit(p, side) is _Fit.FULL for p in named for n in _names_of(case) for side in case_sides(n))


def _name_verdict(parties: list[_Party], name: str, one_sided_cite: bool) -> NameMatch:
    """How the cited parties fit one of the case's names, under the best pairing of parties and sides."""
    sides = case_sides(name)
    if one_sided_cite and (len(sides) == 2 or not _ONE_SIDED.match(name)):
        # a matter's caption against a two-party name, or the short name of one ("Hale")
        return _verdict_of([min(_Fit.EXTRA, max(_fit(p, s) for s in sides)) for p in parties], parties)
    if len(sides) == 2 and len(parties) <= 2:
        pairings = [list(zip(parties, order, strict=False)) for order in permutations(sides, len(parties))]
        fitted = [[_fit(p, s) for p, s in pairing] for pairing in pairings]
        # an office cited as one side's own office stands on that side: "Whitfield v. Commissioner" is
        # not the office's holder against "Hollister v. Commissioner" (an office for its holder,
        # "Smith v. Commissioner" for "Smith v. Astrue", where no side is the office)
        offices = [p.official or bool(_offices_in(p.text)) for p in parties]
        placed = [
            fits
            for fits in fitted
            if all(f is _Fit.FULL for f, office in zip(fits, offices, strict=True) if office)
        ]
        if any(offices) and placed:
            fitted = placed
        return max((_verdict_of(fits, parties) for fits in fitted), key=_RANK.__getitem__)
    # a name with one side (a short name, "In re X") cannot tell the sides apart
    fits = [_fit(p, name) for p in parties]
    if len(parties) == 2 and len(sides) == 1 and max(fits) >= _Fit.EXTRA:
        # the short name names one party, not both; nor can its one side be both of two parties
        # ("Kessler v. Kessler" of "In re Kessler")
        fits = [max(fits[0], _Fit.EXTRA), min(max(fits[1], _Fit.EXTRA), _Fit.EXTRA)]
    return _verdict_of(fits, parties)


def _verdict_of(fits: list[_Fit], parties: list[_Party]) -> NameMatch:
    named = [f for f, p in zip(fits, parties, strict=True) if p.identifies]
    if not named:
        return NameMatch.UNKNOWN
    roles = [f for f, p in zip(fits, parties, strict=True) if p.role]
    if any(f <= _Fit.REPLACED for f in named) or any(f is _Fit.NONE for f in roles):
        return NameMatch.MISMATCH
    if all(f is _Fit.FULL for f in fits):
        return NameMatch.MATCH
    return NameMatch.PARTIAL


_RANK = {NameMatch.UNKNOWN: 0, NameMatch.MISMATCH: 1, NameMatch.PARTIAL: 2, NameMatch.MATCH: 3}


def compare_names(ref: CitationRef, case: MatchedCase) -> NameMatch:
    """How far the cited parties identify `case` (the module's rules). A bankruptcy adversary
    proceeding is named for its parties and for the case it is in ("Jones v. Smith (In re
    Smith)"): cited or held, either name may be the one the other gives. A first word that may
    open a company's name or the brief's sentence ("Given Imaging", "Given Jackson v. Virginia, ...,
    the jury ...") is the sentence's where the name without it identifies the case better."""
    found = _compare_names(ref, case)
    if found is NameMatch.MATCH and _names_no_matter(ref, case):
        return NameMatch.PARTIAL
    return found


# What a matter is about that names no one matter: "In re Order", "In re Subpoena", "In re Search
# Warrant" (of thousands so captioned, the words the caption holds fit many)
_PROCEDURE_WORDS = frozenset(
    {"order", "orders", "subpoena", "subpoenas", "application", "applications", "warrant", "warrants",
     "search", "searches", "seizure", "proceeding", "proceedings", "investigation", "petition", "motion",
     "complaint", "grand", "jury", "appeal", "request", "matter", "sealed", "case", "cases", "litigation"}
)  # fmt: skip


def _names_no_matter(ref: CitationRef, case: MatchedCase) -> bool:
    """Whether a one-sided citation names its matter by words of procedure alone, fewer than the
    case's own name holds ("In re Order" of "In re Application of the United States for an Order";
    not "In re Grand Jury Subpoena" of the case so named)."""
    if ref.party_2 or not _ONE_SIDED.match(ref.party_1 or ""):
        return False
    words = set(distinctive(_ONE_SIDED.sub("", ref.party_1 or "")))
    if len(words) != 1 or not words <= _PROCEDURE_WORDS:  # one word: "Grand Jury Subpoena" names one
        return False
    held = [set(tokens(n)) - _CAPTION_GLUE for n in (case.name, *case.other_names) if n]
    return bool(held) and all(h - words for h in held)


_CAPTION_GLUE = frozenset({"in", "re", "ex", "parte", "matter", "of", "the", "for", "a", "an", "and", "to"})


def _compare_names(ref: CitationRef, case: MatchedCase) -> NameMatch:
    names = [n for n in (case.name, *case.other_names) if n]
    split = [_captions(n) for n in names]
    if any(len(c) > 1 for c in split):
        captions = dict.fromkeys(c.strip() for each in split for c in each if c.strip())
        # consolidated cases held under their captions together ("Alvarez v. Pinecrest Bank; Thompson v.
        # Pinecrest Bank"): the brief may cite any one of them, but not parties of two as one case
        # ("Alvarez v. Thompson", each of whom sued the bank)
        each = (compare_names(ref, replace(case, name=c, other_names=())) for c in captions)
        return max(each, key=_RANK.__getitem__)
    found = _compared_with_proceeding(ref, case)
    if found is not NameMatch.MATCH and not any(
        _NICKNAME.search(n or "") for n in (case.name, *case.other_names)
    ):
        # a nickname in quotation marks ('"Fat Tony" Salerno') that the source's name leaves out; where
        # the source quotes words of its own, the cited ones are compared with them ("Agent Orange")
        bare = replace(ref, party_1=_without_nickname(ref.party_1), party_2=_without_nickname(ref.party_2))
        if bare != ref:
            found = max(found, _compared_with_proceeding(bare, case), key=_RANK.__getitem__)
    opening = _SENTENCE_OR_NAME.match(ref.party_1 or "")
    if opening is None or found is NameMatch.MATCH:
        return found
    without = _compared_with_proceeding(replace(ref, party_1=(ref.party_1 or "")[opening.end() :]), case)
    return max(found, without, key=_RANK.__getitem__)


# Words of a name in double quotation marks: a party's nickname, or a matter's own words
_NICKNAME = re.compile(r"[\"“][^\"“”]{1,40}[\"”]")


def _without_nickname(party: str | None) -> str | None:
    if party is None or not _NICKNAME.search(party):
        return party
    return " ".join(_NICKNAME.sub(" ", party).split()) or party


# Words that open a sentence ("Given X, ...", "Beyond Y, ...") and some companies' names ("Given
# Imaging", "Beyond Nuclear", "Via Christi", "Within Techs."), which extraction keeps
_SENTENCE_OR_NAME = re.compile(r"(?:Given|Beyond|Within|Without|Via)\s+(?=[A-Z])")


def _compared_with_proceeding(ref: CitationRef, case: MatchedCase) -> NameMatch:
    second = ref.party_2 or ""
    within = _IN_CASE.search(second)
    if within is None:
        return _compared(ref, case)
    parties = replace(ref, party_2=second[: within.start()])
    in_case = replace(ref, party_1=within.group(1), party_2=None)
    held_in = [
        (n[: m.start()], m.group(1))
        for n in (case.name, *case.other_names)
        if n and (m := _IN_CASE.search(n))
    ]
    if not held_in:  # the source gives one of the two names: either may be it
        return max(_compared(parties, case), _compared(in_case, case), key=_RANK.__getitem__)
    # the source gives both: the cited parties are compared with its parties, the case they are in
    # with its case ("Brown v. Smith (In re Smith)" names a party "Jones v. Smith (In re Smith)" has not)
    by_parties = max(
        (_compared(parties, replace(case, name=held, other_names=())) for held, _ in held_in),
        key=_RANK.__getitem__,
    )
    by_case = max(
        (_compared(in_case, replace(case, name=held, other_names=())) for _, held in held_in),
        key=_RANK.__getitem__,
    )
    if NameMatch.UNKNOWN in (by_parties, by_case):
        return max(by_parties, by_case, key=_RANK.__getitem__)
    if NameMatch.MATCH in (by_parties, by_case) and NameMatch.MISMATCH in (by_parties, by_case):
        # the source names the case it is in, and another ("(In re Fakeco)"); or the case it is in,
        # and parties it has not (an invented one, or one Tier 1 misread: "Jones, Trustee v. Smith")
        return NameMatch.PARTIAL
    return min(by_parties, by_case, key=_RANK.__getitem__)


# "(In re Smith)" after a name: the case the proceeding is in
_IN_CASE = re.compile(r"\s*\(((?:in\s+re|(?:in\s+the\s+)?matter\s+of)\b[^()]+)\)\s*$", re.IGNORECASE)


# What joins consolidated cases' captions: a semicolon, "consolidated with", or a comma or "and"
# between two captions each with its "v." ("Harlow v. Pratt, and Dunmore v. Kessler")
_CONSOLIDATED = re.compile(r"\s*;\s*|,?\s+consolidated\s+with\s+", re.IGNORECASE)
_FIRMS_FORM = r"(?:Inc|LLC|L\.L\.C|Ltd|Co|Corp|N\.A|P\.C|L\.P|LLP|P\.A|S\.A)\b"
_CAPTIONS_JOINED = re.compile(
    rf"(?:,(?!\s*{_FIRMS_FORM})\s*(?:and\s+)?|\s+and\s+)"
    # (a caption of its own after it, whose party's name may hold a firm's form: "Coastal Marine, Inc. v.")
    rf"(?=(?:[^,;]|,\s*{_FIRMS_FORM})*?\S\s+v(?:s)?\.?\s)",
    re.IGNORECASE,
)


def _captions(name: str) -> list[str]:
    """The captions a consolidated case's name joins, each whole (one, where it joins none)."""
    captions = []
    for part in _CONSOLIDATED.split(name):
        if len(_VERSUS.findall(part)) < 2:
            captions.append(part)
            continue
        # split where the text after the joiner opens a caption of its own
        starts = [m for m in _CAPTIONS_JOINED.finditer(part) if _VERSUS.search(part, 0, m.start())]
        joint = starts[-1] if starts else None
        captions += [part[: joint.start()], part[joint.end() :]] if joint else [part]
    return captions


def _names_of(case: MatchedCase) -> list[str]:
    """The case's names, each adversary proceeding's also as its parties' and as the case it is in."""
    names: list[str] = []
    for name in (case.name, *case.other_names):
        if not name:
            continue
        within = _IN_CASE.search(name)
        names.extend([name[: within.start()], within.group(1)] if within else [name])
    return [spelled_out(n) for n in names]


def _compared(ref: CitationRef, case: MatchedCase) -> NameMatch:
    cited = _cited_parties(ref)
    parties = [p for p in cited if p.role or p.official or distinctive(p.text) or _acronyms(p.text)]
    names = _names_of(case)
    if not any(p.identifies for p in parties):
        # a person named as an officer is, opposite a government, that person: a case naming no one
        # so is another
        person = _a_governments_adversary(cited)
        if person and names and not any(_names_the_person(person, n) for n in names):
            return NameMatch.MISMATCH
        return NameMatch.UNKNOWN
    if not names:
        return NameMatch.UNKNOWN
    # a party with nothing to tell it by ("The Trust Company", "X Corp.", another script) is not
    # compared: unless the source's name holds its words, the name is matched only in part
    others = {w for p in parties for w in distinctive(p.text)}
    unnamed = [p for p in cited if p not in parties and not _words_held(p.text, names, others)]
    one_sided = bool(ref.case_name and _ONE_SIDED.match(ref.party_1 or ref.case_name)) and not ref.party_2
    if one_sided and any(len(case_sides(n)) == 1 and (n == names[0] or _ONE_SIDED.match(n)) for n in names):
        one_sided = False  # the case too has a one-sided name (its caption, not a short name: "Hale")
        # ... compared with that name alone: "In re Marsh" is not the adversary proceeding "Kessler v.
        # Marsh (In re Kessler)", whose creditor Marsh is
        names = [n for n in names if len(case_sides(n)) == 1]
    verdicts = {n: _name_verdict(parties, n, one_sided) for n in names}
    verdict = max(verdicts.values(), key=_RANK.__getitem__)
    if verdict is NameMatch.MATCH and _relator_unnamed(ref, names):
        return NameMatch.PARTIAL
    captions = [v for n, v in verdicts.items() if len(case_sides(n)) == 2]
    if (
        verdict is NameMatch.PARTIAL
        and captions
        and set(captions) == {NameMatch.MISMATCH}
        and len(parties) == 2
        and any(_a_word_none_of_them_holds(p, names) for p in parties)
    ):
        # "Hale v. Kessler" or "Hale v. Kessler Mfg. Co." for "Hale v. Pratt": the short name ("Hale")
        # names one party, and every caption shows the other replaced by a word written out that no
        # name of the case holds (not an abbreviation a caption may not spell: "NYPD")
        return NameMatch.MISMATCH
    if verdict is NameMatch.MATCH and unnamed:
        return NameMatch.PARTIAL
    return verdict


# The parties that prosecute, named by their role alone ("United States", "People", "State",
# "Commonwealth"): not a State or a city by its place, which may well sue an Attorney General
_PROSECUTORS = frozenset({"united", "states", "america", "people", "state", "commonwealth"})


def _a_governments_adversary(cited: list[_Party]) -> set[str]:
    """The surname of a prosecution's defendant named as an officer of the day ("United States v.
    Whitaker", "People v. Barr"): a person of that name, since a government prosecutes persons, not
    its own Attorney General; empty when there is none ("City of Los Angeles v. Barr" sues him)."""
    if not any(p.role and set(tokens(p.text)) - GENERIC <= _PROSECUTORS for p in cited):
        return set()
    for p in cited:
        named = {t for t in tokens(p.text) if t not in GENERIC}
        if p.official and named and named <= OFFICERS_OF_THE_DAY:
            return named
    return set()


def _names_the_person(person: set[str], name: str) -> bool:
    """Whether a case's name holds the person's name, or one a letter from it ("Whittaker")."""
    words = set(tokens(name))
    return person <= words or all(any(_near(w, t) for t in words) for w in person)


_ARTICLES = frozenset({"the", "a", "an", "of", "and"})


def _initials_joined(words: list[str]) -> list[str]:
    """Words with each run of two or more single letters one initialism ("V.I." read as "v", "i"
    is "vi"); a letter alone stays one."""
    out: list[str] = []
    run: list[str] = []
    for w in [*words, ""]:
        if len(w) == 1:
            run.append(w)
            continue
        out.extend(["".join(run)] if len(run) > 1 else run)
        run = []
        if w:
            out.append(w)
    return out


def _words_held(party: str, names: list[str], others: set[str]) -> bool:
    """Whether a side of one of the case's names holds every word of a party (its articles aside),
    a side not the other cited party's (`others`, its distinctive words). A party of letters of
    another script is unread, never held."""
    words = {t for t in _initials_joined(tokens(party)) if t not in _ARTICLES}
    if not words:
        return not any(ch.isalpha() for ch in party)
    return any(
        all(w in held or (len(w) > 1 and _spells(w, side)) for w in words) and not (others and others <= held)
        for name in names
        for side in case_sides(name)
        for held in (set(tokens(side)),)
    )


def _a_word_none_of_them_holds(party: _Party, names: list[str]) -> bool:
    """Whether the party has a telling word, written out (not abbreviated, not an acronym), that
    none of the case's names holds."""
    held = {t for n in names for t in tokens(n)}
    acronyms = set(_acronyms(party.text))
    return any(
        not abbreviated and w.isalpha() and w not in held and w not in acronyms
        for w, abbreviated in _distinct(_marked(party.text), party.text)
    )


def _relator_unnamed(ref: CitationRef, names: list[str]) -> bool:
    """Whether the brief names a relator ("State ex rel. Hale", "United States ex rel. Hale", "A.S.
    ex rel. Smith") none of the case's names holds: the case is the source's, but the party suing
    for it may be invented. An official as relator ("ex rel. Attorney General") has no distinctive
    word to hold."""
    for party in (ref.party_1, ref.party_2):
        parts = _EX_REL.split(spelled_out(party or ""), maxsplit=1)
        words = distinctive(parts[1].strip(" ,")) if len(parts) == 2 else []
        if words and not any(set(words) <= _words_and_initials(name) for name in names):
            return True
    return False


def _words_and_initials(name: str) -> set[str]:
    """A name's words, and each run of its spaced initials as one ("T. B." is "tb")."""
    words = tokens(name)
    runs = re.findall(r"(?:\b[a-z] )+[a-z]\b", " ".join(words))
    return {*words, *(run.replace(" ", "") for run in runs)}


def parties_reversed(ref: CitationRef, case: MatchedCase) -> bool:
    """Whether the two cited parties name the case only with its sides swapped ("Fitzgerald v.
    Harlow" for "Harlow v. Fitzgerald"): the case, under a name it is not reported by. Consolidated
    cases are each their own caption ("Alvarez v. Reyes; Moore v. Reyes"); an adversary proceeding's
    parties are compared without the case they are in ("Smith v. Jones (In re Smith)")."""
    second = ref.party_2 or ""
    within = _IN_CASE.search(second)
    parties = _cited_parties(replace(ref, party_2=second[: within.start()]) if within else ref)
    captions = [
        _IN_CASE.sub("", c) for n in (case.name, *case.other_names) if n for c in n.split(";") if c.strip()
    ]
    names = [case_sides(spelled_out(c.strip())) for c in captions]
    if len(parties) != 2 or not any(len(sides) == 2 for sides in names):
        return False

    def best(order: int) -> NameMatch:
        verdicts = [_verdict_of([_fit(p, s) for p, s in zip(parties, sides[::order], strict=True)], parties)
                    for sides in names if len(sides) == 2]  # fmt: skip
        return max(verdicts, key=_RANK.__getitem__)

    return best(1) is not NameMatch.MATCH and best(-1) is NameMatch.MATCH


def name_is_reliable(ref: CitationRef) -> bool:
    """Whether Tier 1's reading of the case name can carry a finding on its own.

    A party that is only a short abbreviation ("Cal.", "Tex."), or a second party with no first,
    is more likely a name Tier 1 cut than the name the brief gives.
    """
    parties = [p for p in (ref.party_1, ref.party_2) if p]
    if not parties or (ref.party_2 and not ref.party_1):
        return False
    for party in parties:
        words = distinctive(party)
        if (
            len(words) == 1
            and len(words[0]) <= 4
            and party.rstrip().endswith(".")
            and tokens(party)[-1:] == words  # the abbreviation is the word: not "3M Co."
            and not initials_of(party)
        ):
            return False  # "Cal.", not the initials a party is named by ("I.N.S.", "A.B.")
    return True


# Before this, a decision's recorded date may be its term's or its reporter's (and cited by
# either): a year either side is tolerated whatever the month.
EXACT_DATES_FROM = 1950


def year_differs(ref: CitationRef, case: MatchedCase) -> bool:
    """True when both years are known and differ, but for the one case where a decision's date and
    its reporting can: a decision of late December cited with the next year, or of early January
    with the one before (and a year either side of a case whose date gives no month, or of one
    decided before `EXACT_DATES_FROM`)."""
    if ref.year is None or case.year is None or ref.year == case.year:
        return False
    if abs(ref.year - case.year) > 1:
        return True
    month = case.date[5:7] if case.date and len(case.date) >= 7 else ""
    if not month.isdigit() or case.year < EXACT_DATES_FROM:
        return False
    return not (month == "12" if ref.year > case.year else month == "01")


# Days a cited date may stand from the source's (a decision filed the day after it was handed down)
DATE_SLACK_DAYS = 3
# Words saying the date cited is a later decision's in the case, which the source may not hold
_LATER_DECISION = re.compile(r"\b(?:amended|modified|reh'?g|rehearing|superseded)\b", re.IGNORECASE)


def days_apart(ref: CitationRef, case: MatchedCase, said: str) -> int | None:
    """Days between the decision's date as the brief gives it and as the source holds it, within a
    year either side (a year further is `year_differs`'s, which tolerates one for the year alone,
    never for a full date); None where there is nothing to compare, or where the brief's sentence
    `said` dates an amended opinion or a rehearing."""
    held = case.date or ""
    if ref.decided is None or len(held) < 10 or _LATER_DECISION.search(said):
        return None
    try:
        decided = date.fromisoformat(held[:10])
    except ValueError:
        return None
    return abs((decided - ref.decided).days) if abs(decided.year - ref.decided.year) <= 1 else None


_DOCKET_PART = re.compile(r"\d+|[a-z]+")
_NOT_DOCKET = frozenset({"no", "nos", "case", "docket"})
# Federal case types written in docket numbers (civil, criminal, bankruptcy, adversary, ...);
# a judge's initials at the end are not one.
_CASE_TYPES = frozenset({"cv", "cr", "bk", "ap", "mc", "mj", "po", "md", "sw", "gj", "dp", "misc"})


# Years written in full in a docket number ("2019-1234", the Federal Circuit's), read as courts
# that write two figures do; a panel's suffix after a number (New Jersey's "T1" to "T4")
_YEARS = (1950, 2099)
_PANEL_SUFFIX = 10


def same_docket(cited: str, found: str | None) -> bool:
    """Whether two docket numbers name one case, as courts write them in full or short:
    "1:20-cv-01234-ABC", "20-cv-1234" and "No. 20-1234" agree (numbers compared as numbers, the
    shorter a tail of the longer or its head before a panel's suffix, "A-1234-19T1"; a year in full
    as its last two figures; a case type, where both give one, must be the same); a number alone
    ("S123456") must be the same number."""
    if not found:
        return False

    def number(figures: str) -> int:
        n = int(figures)
        return n % 100 if len(figures) == 4 and _YEARS[0] <= n <= _YEARS[1] else n

    def parts(docket: str) -> tuple[list[int], set[str]]:
        tokens = [t for t in _DOCKET_PART.findall(docket.lower()) if t not in _NOT_DOCKET]
        return [number(t) for t in tokens if t.isdigit()], {t for t in tokens if t in _CASE_TYPES}

    (a, a_type), (b, b_type) = parts(cited), parts(found)
    if not a or not b or (a_type and b_type and a_type != b_type):
        return False
    if len(a) == 1 or len(b) == 1:
        return a == b
    short, long = sorted((a, b), key=len)
    tail = long[len(long) - len(short) :] == short
    head = long[: len(short)] == short and all(n < _PANEL_SUFFIX for n in long[len(short) :])
    return tail or head


# Where a citation lists several docket numbers ("Nos. 22-2057, 22-2101": consolidated appeals)
_DOCKETS_APART = re.compile(r"\s*(?:[,;&]|\band\b)\s*")


def same_dockets(ref: CitationRef, case: MatchedCase) -> bool | None:
    """Whether one of the docket numbers the brief gives beside a reporter citation is the case's;
    None where there is nothing to compare (no number, or none written so that it can be)."""
    if ref.kind is RefKind.DOCKET or not ref.docket_number or not case.docket_number:
        return None
    cited = [d for d in _DOCKETS_APART.split(ref.docket_number) if sum(ch.isdigit() for ch in d) >= 2]
    held = [d for d in _DOCKETS_APART.split(case.docket_number) if sum(ch.isdigit() for ch in d) >= 2]
    if not (cited and held):
        return None
    return any(same_docket(c, h) for c in cited for h in held)


def court_differs(ref: CitationRef, case: MatchedCase) -> bool:
    return bool(ref.court_id and case.court and ref.court_id != case.court)


def slot_exact(ref: CitationRef, case: MatchedCase) -> bool:
    """Whether the case itself carries the cited volume, reporter and first page (a 200 for a
    page inside a longer case does not)."""
    want = slot_key(f"{ref.volume} {ref.reporter} {ref.page}")
    return any(slot_key(c) == want for c in case.citations)


def first_page(ref: CitationRef, case: MatchedCase) -> int | None:
    """The page the case starts on in the cited reporter volume."""
    want = slot_key(f"{ref.volume} {ref.reporter}")
    for c in case.citations:
        vol_rep, _, page = c.rpartition(" ")
        if slot_key(vol_rep) == want and page.isdigit():
            return int(page)
    return int(ref.page) if ref.page and ref.page.isdigit() else None
