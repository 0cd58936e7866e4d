"""Is the case a source returned the case the citation names? Party names, year, court.

Identity is established only on what distinguishes a case:
- every party that has distinctive words must match (both, where the citation names two);
- words match whole, or as a Bluebook abbreviation of the word (a prefix such as "Educ." for
  "Education", or a listed contraction such as "Ass'n" for "Association"), never as a scattered
  letter subsequence ("Lee v. Chan" is not "Leeds v. Chandler");
- an acronym matches the initials of the words it stands for ("INS" for "Immigration and
  Naturalization Service");
- generic words ("Inc.", "v.", "In re", "Estate of", "Ex parte") and government parties
  ("United States", "State", "People", "Commonwealth", the Attorney General of the day named in
  every immigration petition, an agency or official named by office; `text/names.py` lists them)
  identify nothing by themselves: a citation whose only matching party is one of them has not been
  identified;
- two cited parties must match the two sides of the case's name, one each: "Dunmore v. Dunmore"
  is not "Dunmore v. Keller", and "Fisk v. Fisk" is not "Arden v. Fisk County".
"""

from __future__ import annotations

import re
from enum import StrEnum

from briefcheck.text.names import GENERIC, distinctive, is_government, slot_key, tokens
from briefcheck.verify.refs import CitationRef
from briefcheck.verify.sources import MatchedCase

# Bluebook contractions that are not prefixes of the word they stand for (apostrophes removed).
_CONTRACTIONS = {
    "assn": "association",
    "commn": "commission",
    "commr": "commissioner",
    "dept": "department",
    "govt": "government",
    "intl": "international",
    "natl": "national",
    "ests": "estates",
    "cnty": "county",
    "mfg": "manufacturing",
    "mgmt": "management",
    "ry": "railway",
    "rr": "railroad",
    "bros": "brothers",
    "sys": "system",
    "envtl": "environmental",
    "servs": "services",
    "hosp": "hospital",
    "sch": "school",
    "univ": "university",
    "transp": "transportation",
    "tel": "telephone",
    "ctr": "center",
    "bd": "board",
}
# Words skipped when an acronym is formed from a name ("Immigration and Naturalization Service").
_ACRONYM_SKIP = frozenset({"and", "of", "the", "for", "on", "in", "&"})
_WORD = re.compile(r"[A-Za-z0-9&]+")
_ACRONYM = re.compile(r"^[A-Z]{2,6}$")
_ABBREVIATED = re.compile(r"([A-Za-z0-9]+(?:['’][A-Za-z]+)?)(\.)?")
_VERSUS = re.compile(r"\s+(?:v|vs)\.?\s+", re.IGNORECASE)


class NameMatch(StrEnum):
    MATCH = "match"  # every party with distinctive words matches, and one of them is not generic
    PARTIAL = "partial"  # some of the named parties match, not all (or only a government party)
    MISMATCH = "mismatch"  # no distinctive party matches
    UNKNOWN = "unknown"  # the citation names no party with distinctive words


def _acronyms(name: str | None) -> list[str]:
    return [w.lower() for w in _WORD.findall(name or "") if _ACRONYM.match(w)]


def _initials(name: str) -> str:
    return "".join(w[0] for w in tokens(name) if w not in _ACRONYM_SKIP)


def _marked(name: str | None) -> list[tuple[str, bool]]:
    """Each word of a name, lower-cased without apostrophes, and whether the brief abbreviated it
    (a full stop after it, or an apostrophe inside: "Educ.", "Ass'n")."""
    return [
        (m.group(1).lower().replace("'", "").replace("’", ""), bool(m.group(2)) or "'" in m.group(1))
        for m in _ABBREVIATED.finditer(name or "")
    ]


def _stands_for(word: str, abbreviated: bool, full: str) -> bool:
    if word == full:
        return True
    if not abbreviated:
        return False
    return _CONTRACTIONS.get(word) == full or (len(word) >= 3 and full.startswith(word))


def _word_matches(word: str, abbreviated: bool, pool: set[tuple[str, bool]]) -> bool:
    return any(_stands_for(word, abbreviated, p) or _stands_for(p, pa, word) for p, pa in pool)


def _party_matches(party: str, case_names: tuple[str, ...], pool: set[tuple[str, bool]]) -> bool:
    words = [(w, a) for w, a in _marked(party) if w in set(distinctive(party))]
    if words:
        hits = sum(_word_matches(w, a, pool) for w, a in words)
        if hits >= 1 and hits / len(words) >= 0.5:
            return True
    # "INS" against "Immigration and Naturalization Service", and the other way round
    initials = [_initials(n) for n in case_names]
    if any(a in i for a in _acronyms(party) for i in initials):
        return True
    case_acronyms = {a for n in case_names for a in _acronyms(n)}
    return bool(case_acronyms) and _initials(party) in case_acronyms


def compare_names(ref: CitationRef, case: MatchedCase) -> NameMatch:
    """How far the cited parties identify `case`."""
    names = tuple(n for n in (case.name, *case.other_names) if n)
    pool = {t for n in names for t in _marked(n)}
    verdicts: list[tuple[bool, bool]] = []  # (matches, government party)
    for party in (ref.party_1, ref.party_2):
        if not party:
            continue
        government = is_government(party)
        if government:
            words = {w for w, _ in pool}
            verdicts.append((any(t in words for t in tokens(party) if t not in GENERIC), True))
            continue
        if distinctive(party) or _acronyms(party):
            verdicts.append((_party_matches(party, names, pool), False))
    distinct = [m for m, gov in verdicts if not gov]
    if not distinct:
        return NameMatch.UNKNOWN
    if all(distinct) and all(m for m, _ in verdicts):
        return NameMatch.MATCH if _one_side_each(ref, names) else NameMatch.PARTIAL
    if any(distinct):
        return NameMatch.PARTIAL
    return NameMatch.MISMATCH


def _one_side_each(ref: CitationRef, names: tuple[str, ...]) -> bool:
    """Whether two distinctive cited parties match different sides of one of the case's names
    (a name with no "v." cannot tell, and passes)."""
    parties = [p for p in (ref.party_1, ref.party_2) if p and distinctive(p) and not is_government(p)]
    if len(parties) < 2:
        return True
    split = [tuple(_VERSUS.split(n, maxsplit=1)) for n in names]
    two_sided = [sides for sides in split if len(sides) == 2]
    if not two_sided:
        return True

    def on(party: str, side: str) -> bool:
        return _party_matches(party, (side,), set(_marked(side)))

    a, b = parties[0], parties[1]
    return any((on(a, x) and on(b, y)) or (on(a, y) and on(b, x)) for x, y in two_sided)


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
        if len(words) == 1 and len(words[0]) <= 4 and party.rstrip().endswith("."):
            return False
    return True


def year_differs(ref: CitationRef, case: MatchedCase) -> bool:
    """True when both years are known and more than a year apart (a decision filed late in
    one year is often reported with the next)."""
    return ref.year is not None and case.year is not None and abs(ref.year - case.year) > 1


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
