"""Checks that apply to every citation: dates, anachronisms, short forms, Tier 1 flags, statutes."""

from __future__ import annotations

import calendar
import re
from datetime import date
from functools import cache

from briefcheck.domain.codes import CitationFlag, CitationType, Jurisdiction
from briefcheck.domain.glossary import orphan_reason
from briefcheck.panel.rules.findings import Check, Finding, hard, ok, soft
from briefcheck.panel.rules.view import View
from briefcheck.reference import find_markers
from briefcheck.reference.courts import court_rule_set, state_rule_set
from briefcheck.reference.reporters import normalize
from briefcheck.reference.restatements import named_restatement, restatement
from briefcheck.reference.tables import AnachronismRow
from briefcheck.reference.uk import CPR_PARTS, UK_RULE_SETS

# Titles of the codes whose numbering is fixed (Office of the Law Revision Counsel; eCFR).
_CODE_TITLES = {"U.S.C.": 54, "C.F.R.": 50}
# Federal rule sets and their numbered range (uscourts.gov, rules in force 2024).
_RULE_RANGES = {
    "Fed. R. Civ. P.": (1, 87),
    "Fed. R. Crim. P.": (1, 62),
    "Fed. R. App. P.": (1, 48),
    "Fed. R. Evid.": (101, 1103),
    "Fed. R. Bankr. P.": (1001, 9038),
}
_FIRST_ACT_YEAR = 1215  # Magna Carta: no Act of Parliament is older
_ACT_YEAR = re.compile(r"\bAct\s+(\d{4})\b")


def check_future(view: View) -> list[Finding]:
    year = view.year if view.year is not None else view.wl_year
    if year is None:
        return []
    today = view.today
    if year > today.year:
        return [hard(Check.FUTURE, f"cited year {year} is after today ({today.isoformat()})")]
    if year == today.year and view.month is not None:
        try:
            cited = date(year, view.month, view.day or 1)
        except ValueError:
            return []  # no such day at all: check_date says so
        if cited > today:
            return [
                hard(Check.FUTURE, f"cited date {cited.isoformat()} is after today ({today.isoformat()})")
            ]
    return [ok(Check.FUTURE, f"{year} is not in the future")]


def check_date(view: View) -> list[Finding]:
    """A decision dated a day no calendar has ("Feb. 30", "Apr. 31", Feb. 29 of a common year)."""
    year = view.year if view.year is not None else view.wl_year
    if year is None or view.month is None or view.day is None:
        return []
    written = f"{calendar.month_abbr[view.month]}. {view.day}, {year}" if 1 <= view.month <= 12 else None
    try:
        date(year, view.month, view.day)
    except ValueError:
        return [
            hard(Check.DATE, f"the cited date {written or f'{year}-{view.month}-{view.day}'} does not exist")
        ]
    return [ok(Check.DATE, f"{written} is a real day")]


# What a case's parenthetical says it cites or quotes, with that case's year: "citing Orcutt v. Lindqvist
# Farms, LLC, 980 F.3d 505 (9th Cir. 2020)" (a case's name and reporter citation; not a statute's edition,
# "quoting 42 U.S.C. § 1983 (2018)")
_CITES_A_CASE = re.compile(
    r"^\(?(?P<verb>citing|quoting|following|adopting)\s+(?:[^()]*?\sv\.\s|In\s+re\s)[^()]*?"
    r"\s\d+\s+[A-Z][\w.' ]*?\s\d+(?:,\s*\d+(?:[-–]\d+)?)?\s*\((?:[^()]*\s)?(?P<year>1[6-9]\d\d|20\d\d)\)",
    re.IGNORECASE,
)
_DOES = {"citing": "cites", "quoting": "quotes", "following": "follows", "adopting": "adopts"}


def check_anachronism(view: View) -> list[Finding]:
    """Subject matter that did not exist yet, in what the citation itself asserts: hard in its own
    parenthetical ('(holding that GDPR ...)'); soft in the words quoted from it or in its case
    name. Never the sentence that cites it: an old precedent is ordinarily cited for a modern
    subject. A statute or treaty counts only in the parenthetical: older cases are rightly cited on
    later laws' points (a Warsaw-era case on the Montreal Convention). Only markers of the
    citation's own legal system count (a US state may have its own "Human Rights Act")."""
    year = view.inferred_year
    if view.type is not CitationType.CASE or year is None:
        return []  # an Act's year is when it was made, not a decision's date
    if not (view.claim_text or view.parenthetical or view.quoted):
        return []
    system = view.jurisdiction.value

    def relevant(text: str, laws: bool) -> list[AnachronismRow]:
        return [r for r in find_markers(text) if r.jurisdiction in (None, system) and (laws or not r.law)]

    cited = _CITES_A_CASE.search(view.parenthetical) if view.parenthetical else None
    if cited is not None and int(cited["year"]) > year:
        # "(citing Y, 980 F.3d 505 (9th Cir. 2020))" of a 2019 decision: no opinion cites a later one
        return [
            hard(
                Check.ANACHRONISM,
                f"the parenthetical says it {_DOES[cited['verb'].lower()]} a decision of "
                f"{cited['year']}, but the case is dated {year}",
            )
        ]
    for row in relevant(view.parenthetical, laws=True):
        if year < row.first_year:
            return [
                hard(
                    Check.ANACHRONISM,
                    f"the parenthetical concerns {row.term} ({row.first_year}), but the case is dated {year}",
                )
            ]
        if year < row.common_from:
            return [
                soft(
                    Check.ANACHRONISM,
                    f"the parenthetical concerns {row.term}, rare before {row.common_from}; "
                    f"the case is dated {year}",
                )
            ]
    # only what the citation itself asserts: the words quoted from it and its own name. The
    # sentence citing it may set an old rule in a modern setting ("a defendant selling through a
    # website", "even in a COVID-19 insurance dispute"): citing old precedent so is ordinary
    name = " ".join(p for p in (view.citation.components.party_1, view.citation.components.party_2) if p)
    for where, text in (("the words quoted from it", view.quoted), ("its case name", name)):
        for row in relevant(text, laws=False):
            if year < row.first_year:
                return [
                    soft(
                        Check.ANACHRONISM,
                        f"{where} concerns {row.term} ({row.first_year}), but the case is dated {year}",
                    )
                ]
    return [ok(Check.ANACHRONISM, f"nothing it is cited for postdates {year}")]


def check_short_form(view: View) -> list[Finding]:
    if not view.citation.is_short_form:
        return []
    if CitationFlag.OTHER_NAME_SHORT_FORM in view.flags:
        return [
            soft(
                Check.SHORT_FORM,
                f"short form naming {view.components.party_1}, a party of no case the brief cites in full "
                f"at {view.components.volume} {view.components.reporter}: a case never cited in full, or the "
                "wrong name",
            )
        ]
    if view.orphan or CitationFlag.ORPHAN_SHORT_FORM in view.flags:
        # A drafting gap (the full citation is missing or was not read), not a sign of invention.
        why = orphan_reason(view.citation.form, list(view.citation.flags))
        return [soft(Check.SHORT_FORM, f"{why}: it can only be checked as written")]
    return [ok(Check.SHORT_FORM, f"short form refers back to {view.antecedent_text}")]


def check_history_order(view: View) -> list[Finding]:
    if CitationFlag.HISTORY_BEFORE_CASE in view.flags:
        return [
            hard(
                Check.HISTORY_ORDER,
                f"a later decision in the case's history dated {view.year}, before the decision it reviews",
            )
        ]
    if CitationFlag.HISTORY_BY_COURT_BELOW in view.flags:
        return [
            hard(
                Check.HISTORY_ORDER,
                f"a later decision in the case's history reported in {view.components.reporter}, by a "
                "court that cannot review the decision before it (no court reviews the Supreme Court, nor "
                "a State's own courts its high court; certiorari is a high court's; no court answers to a "
                "court below it, or overrules one above it; no court reviews another State's or system's "
                "decisions, the Supreme Court apart)",
            )
        ]
    return []


# Texas's history of a court of appeals' decision, in its court's parenthetical ("(Tex. App.—Houston
# [14th Dist.] 2019, pet. denied)", "no pet.", "writ ref'd n.r.e."): what a high court did with it
_HISTORY_NOTATION = (
    r"(?:no\s+(?:pet|writ)\.?|(?:pet|writ)\.?\s+(?:denied|ref['’]d|dism['’]d|granted|filed|dism\.|w\.o\.j\.))"
)
# A writ's history ("writ denied", "no writ"): the petition for review replaced the application for
# writ of error on September 1, 1997 (Tex. R. App. P. as amended), so no decision after 1997 has one
# (in the court's parenthetical or its own after it, as Texas writes it: Louisiana's "writ denied" after
# the court's parenthetical is current)
_WRIT_NOTATION = (
    r"(?:no\s+writ|writ\s+(?:denied|ref['’]d|dism['’]d|granted|w\.o\.j\.)(?:\s+(?:n\.r\.e\.|w\.o\.j\.))?)"
)


def _inside_and_apart(notation: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A history notation written inside the court's parenthetical ("(Tex. App. 2019, pet. denied)"),
    and in a parenthetical of its own after it ("(Tex. 2019) (pet. denied)", which the view joins to
    the others with "; ")."""
    return (
        re.compile(rf",\s*{notation}[^()]*\)\s*$", re.IGNORECASE),
        re.compile(rf"(?:^|;\s*){notation}\W*(?:;|$)", re.IGNORECASE),
    )


_PETITION_HISTORY = _inside_and_apart(_HISTORY_NOTATION)
_WRIT_HISTORY = _inside_and_apart(_WRIT_NOTATION)


def _writes(history: tuple[re.Pattern[str], re.Pattern[str]], view: View) -> bool:
    inside, apart = history
    return inside.search(view.citation.text) is not None or apart.search(view.parenthetical) is not None


_LAST_YEAR_OF_WRITS = 1997


def check_petition_history(view: View) -> list[Finding]:
    """A petition's or writ's history written for a high court's own decision ("(Tex. 2019, pet.
    denied)", "(Tex. 2019) (pet. denied)"): only a court of appeals' decision has one, so the court or
    the history is wrong. A writ's history on a decision after 1997: the history is wrong."""
    court = view.court
    if court is None or not court.level.startswith("state"):
        return []
    if court.level == "state_supreme" and _writes(_PETITION_HISTORY, view):
        said = (
            "a petition's history ('pet. denied', 'no pet.', 'writ ref'd') is a court of appeals' decision's"
        )
        return [hard(Check.HISTORY_ORDER, f"{said}, not one of {court.name}")]
    if court.state == "TX" and (view.year or 0) > _LAST_YEAR_OF_WRITS and _writes(_WRIT_HISTORY, view):
        return [
            hard(
                Check.HISTORY_ORDER,
                f"a writ history ('writ denied', 'no writ') on a decision of {view.year}: Texas's petition "
                "for review replaced the application for writ of error on September 1, 1997, so a later "
                "decision's history is a petition's ('pet. denied', 'no pet.')",
            )
        ]
    return []


def check_overruling_history(view: View) -> list[Finding]:
    if CitationFlag.OVERRULING_NOT_IN_TABLE not in view.flags:
        return []
    treatment = view.citation.treatment
    said = next(iter(treatment.stated_history if treatment else []), "it")
    return [
        soft(
            Check.OVERRULING,
            f"the brief says the decision was overruled (\u201c{said}\u201d), but the Constitution "
            "Annotated's table of Supreme Court decisions overruled lists no overruling of it by that "
            "decision",
        )
    ]


def check_malformed_flag(view: View) -> list[Finding]:
    if CitationFlag.MALFORMED in view.flags:
        return [hard(Check.MALFORMED, "Tier 1 found the citation structurally malformed")]
    return []


# The United States Constitution's parts (its text, as the National Archives transcribes it): the
# sections of each article and amendment that has them, 0 for one that has none
_ARTICLE_SECTIONS = {1: 10, 2: 4, 3: 3, 4: 4, 5: 0, 6: 0, 7: 0}
_AMENDMENT_SECTIONS = {n: 0 for n in range(1, 28)} | {13: 2, 14: 5, 15: 2, 18: 3, 20: 6, 21: 3, 22: 2,
                                                      23: 2, 24: 2, 25: 4, 26: 2}  # fmt: skip
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def _roman(numeral: str) -> int | None:
    """A Roman (or Arabic) numeral's value; None for one no Roman numeral is written as ("IIII")."""
    if numeral.isdigit():
        return int(numeral)
    values = [_ROMAN[ch] for ch in numeral.upper()]
    total = sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))
    return total if total > 0 and _as_roman(total) == numeral.upper() else None


def _as_roman(n: int) -> str:
    out = ""
    for value, mark in ((100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"),
                        (4, "IV"), (1, "I")):  # fmt: skip
        while n >= value:
            out, n = out + mark, n - value
    return out


def _constitution(view: View) -> list[Finding]:
    """The United States Constitution's article, amendment and section as cited, against its text;
    a state's constitution is named, not checked."""
    comps = view.components
    if comps.code != "U.S. Const." or not comps.title or comps.title == "pmbl.":
        return []
    part, _, numeral = comps.title.partition(" ")
    number = _roman(numeral)
    parts, name = (_ARTICLE_SECTIONS, "article") if part == "art." else (_AMENDMENT_SECTIONS, "amendment")
    if number is None or number not in parts:
        return [hard(Check.STATUTE, f"the Constitution has no {name} {numeral} ({len(parts)} {name}s)")]
    sections = parts[number]
    if comps.section and comps.section.isdigit():
        if sections and int(comps.section) > sections:
            return [hard(Check.STATUTE, f"{name} {numeral} of the Constitution has {sections} sections, "
                                        f"not § {comps.section}")]  # fmt: skip
        if not sections:
            return [soft(Check.STATUTE, f"{name} {numeral} of the Constitution has no numbered sections")]
    held = f"{name} {numeral}" + (f", § {comps.section}," if comps.section else "")
    return [ok(Check.STATUTE, f"{held} of the Constitution is in its text")]


_DRAFT = re.compile(r"\bdraft\b", re.IGNORECASE)


def _secondary(view: View) -> list[Finding]:
    """A Restatement against the series the American Law Institute published of its subject
    (`data/restatements.json`); an encyclopedia or treatise is listed as what it is."""
    code = view.components.code or ""
    named = named_restatement(code)
    if named is None:
        return [
            ok(
                Check.STATUTE,
                f"{code or 'a secondary source'}: secondary authority, listed and not looked up",
            )
        ]
    if _DRAFT.search(view.citation.text):
        return [ok(Check.STATUTE, f"a draft of the {code}, cited as one (drafts are not in the table)")]
    series, subject = named
    row = restatement(subject)
    if row is None:
        return [soft(Check.STATUTE, f"the American Law Institute's Restatements include none of {subject}")]
    published = ", ".join(f"the {s or 'unnumbered'} ({y})" for s, y in row.series.items())
    if series is not None and series not in row.series:
        return [hard(Check.STATUTE, f"the American Law Institute never published a {code}: its Restatements "
                                    f"of {row.subject} are {published}")]  # fmt: skip
    first = row.series[series] if series is not None else min(row.series.values())
    if view.year is not None and view.year < first:
        return [hard(Check.STATUTE, f"the {code} was first published in {first}, after the year cited "
                                    f"({view.year})")]  # fmt: skip
    return [
        ok(Check.STATUTE, f"the {code} is a Restatement the American Law Institute published ({first} on)")
    ]


# The Federal Register: one volume a calendar year from 1936 (volume 1), and never near 150,000 pages
# in a year (its largest, 2016's volume 81, ended at page 96,748)
_FEDERAL_REGISTER_FIRST = 1936
_FEDERAL_REGISTER_PAGES = 150_000


def _federal_register(volume: int, page: str | None, year: int | None) -> list[Finding]:
    printed = _FEDERAL_REGISTER_FIRST + volume - 1
    number = (page or "").replace(",", "")  # (written with its thousands: "80,274")
    if number.isdigit() and int(number) > _FEDERAL_REGISTER_PAGES:
        return [hard(Check.STATUTE, f"the Federal Register prints no page {int(number):,} in a year")]
    if year is not None and year != printed:
        return [hard(Check.STATUTE, f"volume {volume} of the Federal Register is of {printed}, not {year}")]
    return [ok(Check.STATUTE, f"volume {volume} of the Federal Register is of {printed}")]


def check_statute(view: View) -> list[Finding]:
    if view.type is CitationType.CASE:
        return []
    if view.type is CitationType.CONSTITUTION:
        return _constitution(view)
    if view.type is CitationType.SECONDARY:
        return _secondary(view)
    comps = view.components
    code, title = comps.code, comps.title
    if code == "FR" and comps.volume and comps.volume.isdigit():
        return _federal_register(int(comps.volume), comps.page, view.year)
    if code and code in _CODE_TITLES and title and title.isdigit():
        top = _CODE_TITLES[code]
        if not 1 <= int(title) <= top:
            return [hard(Check.STATUTE, f"title {title} of the {code} does not exist (titles 1-{top})")]
        return [ok(Check.STATUTE, f"title {title} is a real {code} title")]
    section = comps.section.split(".")[0] if comps.section else ""
    if code in _RULE_RANGES and section.isdigit():
        lo, hi = _RULE_RANGES[code]
        if not lo <= int(section) <= hi:
            return [hard(Check.STATUTE, f"{code} has no rule {comps.section} (rules {lo}-{hi})")]
        return [ok(Check.STATUTE, f"{code} {comps.section} is within the rule set ({lo}-{hi})")]
    if view.citation.jurisdiction is Jurisdiction.UK and code in UK_RULE_SETS:
        return _uk_rule(code, comps.section or "", section)
    act = _ACT_YEAR.search(title or view.citation.text)
    if act:
        year = int(act.group(1))
        if year > view.today.year:
            return [hard(Check.STATUTE, f"an Act of {year} cannot exist yet")]
        if year < _FIRST_ACT_YEAR:
            return [hard(Check.STATUTE, f"no Act dates from {year}")]
        return [ok(Check.STATUTE, f"{title or 'the Act'} has a short title with a past year ({year})")]
    if code:
        if known_code(code):
            return [ok(Check.STATUTE, f"{code} is a code reporters-db knows")]
        if view.type is CitationType.RULE and state_rule_set(code):
            return [ok(Check.STATUTE, f"{code} is a state's rules, named as the Bluebook names them")]
        if view.type is CitationType.RULE and court_rule_set(code):
            return [ok(Check.STATUTE, f"{code} is a federal court's own rules")]
        return [soft(Check.STATUTE, f"'{code}' is not a code abbreviation reporters-db knows")]
    return []


def _uk_rule(code: str, cited: str, part: str) -> list[Finding]:
    """A UK rule of court or instrument: a set the courts of England and Wales publish; a Civil
    Procedure Rules Part among those there are."""
    if code == "CPR" and part.isdigit():
        lo, hi = CPR_PARTS
        if not lo <= int(part) <= hi:
            return [hard(Check.STATUTE, f"the Civil Procedure Rules have no Part {part} (Parts {lo}-{hi})")]
    return [ok(Check.STATUTE, f"{code} {cited} cites {UK_RULE_SETS[code]}")]


def check_citation_form(view: View) -> list[Finding]:
    """Statutes, regulations and rules: no parties expected, a code and a section are."""
    if view.type is CitationType.CASE:
        return []
    comps = view.components
    if (comps.code or comps.title) and comps.section:
        return [
            ok(
                Check.CITATION_FORM,
                f"a {view.type.value} citation with a code and section, as its type expects",
            )
        ]
    return []


@cache
def _known_codes() -> frozenset[str]:
    from reporters_db import LAWS

    names = set(LAWS)
    for entries in LAWS.values():
        for entry in entries:
            names.update(entry.get("variations") or ())
    return frozenset(normalize(n) for n in names)


def known_code(code: str) -> bool:
    return normalize(code) in _known_codes()
