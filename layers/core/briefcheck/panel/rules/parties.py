"""Case ecology: do the party names and caption look like real litigation?

Real captions are often dull (Smith v. Jones) or anonymised (Doe, R-K-K-, A v B); what
real captions never have are drafting placeholders (Example Corp., Plaintiff v. Defendant),
a blank side (Smith v [2023]), or names made of the legal issue itself.
"""

from __future__ import annotations

import re
from functools import lru_cache

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.panel.rules.findings import Check, Finding, hard, ok, soft
from briefcheck.panel.rules.view import View
from briefcheck.reference import state_by_postal

_ONE_PARTY = re.compile(
    r"^(?:In re|In the Matter of|Matter of|Ex parte|Ex rel\.|Estate of|Application of|Petition of|Re)\b",
    re.IGNORECASE,
)
# Words no real party name contains ("Sample" and "Foo" are real surnames, so they are not here).
_PLACEHOLDER_WORDS = {"example", "placeholder", "lorem", "ipsum", "foobar", "fictitious", "hypothetical"}
_ROLE_ONLY = re.compile(
    r"^(?:the\s+)?(?:plaintiff|defendant|petitioner|respondent|appellant|appellee|claimant|movant)s?$",
    re.IGNORECASE,
)
_LETTER_ENTITY = re.compile(
    r"^(?:party|company|corporation|corp\.?|person|entity|individual|business|employer|employee|client)\s+[A-Z0-9]$",
    re.IGNORECASE,
)
_GENERIC_COMPANY = re.compile(r"^(?:ABC|XYZ|Acme|Widget|Generic)\b", re.IGNORECASE)
_LEGAL_TERMS = {
    "negligence", "breach", "contract", "contracts", "liability", "tort", "torts", "discrimination",
    "jurisdiction", "damages", "summary", "judgment", "standard", "doctrine", "precedent", "statute",
    "limitations", "due", "process", "estoppel", "fraud", "misrepresentation", "malpractice",
    "arbitration", "injunction", "immunity", "defamation", "antitrust", "fiduciary", "duty",
    "sanctions", "remedy", "remedies", "liable", "claim", "claims", "legal", "principle", "holding",
    "wrongful", "termination", "retaliation", "harassment", "negligent", "infliction",
}  # fmt: skip
_FILLER = {
    "inc",
    "corp",
    "co",
    "llc",
    "ltd",
    "company",
    "corporation",
    "the",
    "of",
    "and",
    "a",
    "an",
    "for",
    "llp",
    "plc",
}
_CRIMINAL = re.compile(r"^(?:People|Commonwealth|State|United States|Pueblo)\b(?:\s+of\b.*)?$")
_UK_CROWN = re.compile(r"^(?:R|Regina|Rex|The King|The Queen)$")
_UK_JR = re.compile(r"^R\s*\(")
_UK_CIVIL_ONLY = {"UKFTT", "UKUT", "EWFC", "EWCOP", "EAT", "UKEAT"}
_UK_CIVIL_DIVISIONS = {"Ch", "Comm", "Fam", "Pat", "TCC", "IPEC", "Admlty", "Mercantile"}


# compiled once: each check runs on every citation
_NON_LETTERS = re.compile(r"[^A-Za-z]+")
_V_THEN_NOTHING = re.compile(r"\bv\.?\s*(?:,|\[\d{3,4}\]|\(\d{4}\))")
_V_AT_END = re.compile(r"\bv\.?\s*$")
_V_BETWEEN = re.compile(r"\sv\.?\s")
_CAPITAL = re.compile(r"[A-Z]")


@lru_cache(maxsize=4096)  # a brief names the same parties again and again
def _words(name: str) -> tuple[str, ...]:
    return tuple(w for w in _NON_LETTERS.split(name.lower()) if w)


def _parties(view: View) -> tuple[str, str]:
    c = view.components
    return (c.party_1 or "").strip(" ,"), (c.party_2 or "").strip(" ,")


def check_party_missing(view: View) -> list[Finding]:
    if view.type is not CitationType.CASE:
        return []
    p1, p2 = _parties(view)
    text = view.citation.text
    # "Smith v [2023] UKSC 1", "Smith v., 123 F.3d": not "United States v. 50 Acres of Land".
    blank = _V_THEN_NOTHING.search(text)
    if blank or (p1 and not p2 and not _ONE_PARTY.match(p1) and _V_AT_END.search(p1)):
        return [hard(Check.PARTY_MISSING, "one side of the caption is empty ('v' followed by nothing)")]
    if (
        p1
        and not p2
        and not _ONE_PARTY.match(p1)
        and not view.citation.is_short_form
        and _V_BETWEEN.search(text)
    ):
        return [hard(Check.PARTY_MISSING, "the caption names only one side")]
    return []


def check_placeholders(view: View) -> list[Finding]:
    p1, p2 = _parties(view)
    names = [n for n in (p1, p2) if n]
    if not names:
        return []
    for name in names:
        placeholder = _PLACEHOLDER_WORDS.intersection(_words(name))
        if placeholder or _LETTER_ENTITY.match(name):
            return [hard(Check.PARTY_PLACEHOLDER, f"party name '{name}' is a drafting placeholder")]
    if len(names) == 2 and all(_ROLE_ONLY.match(n) for n in names):
        return [hard(Check.PARTY_PLACEHOLDER, f"'{p1} v. {p2}' names roles, not parties")]
    for name in names:
        if _ROLE_ONLY.match(name) or _GENERIC_COMPANY.match(name):
            return [soft(Check.PARTY_PLACEHOLDER, f"party name '{name}' is generic, as in drafting examples")]
    return [ok(Check.PARTY_PLACEHOLDER, "no placeholder party names")]


def check_party_issue(view: View) -> list[Finding]:
    for name in (n for n in _parties(view) if n):
        stripped = _ONE_PARTY.sub("", name).strip()
        words = [w for w in _words(stripped) if w not in _FILLER]
        legal = [w for w in words if w in _LEGAL_TERMS]
        if legal and len(legal) == len(words):
            return [hard(Check.PARTY_ISSUE, f"party name '{name}' is made of legal terms, not a party")]
        if len(legal) >= 2:
            return [
                soft(Check.PARTY_ISSUE, f"party name '{name}' repeats legal issue terms ({', '.join(legal)})")
            ]
    return []


def check_party_shape(view: View) -> list[Finding]:
    p1, p2 = _parties(view)
    if not p1 and not p2:
        return []
    proper = [n for n in (p1, p2) if n and _CAPITAL.search(n)]
    if not proper:
        return [soft(Check.PARTY_SHAPE, "party names have no proper names in them")]
    if _ONE_PARTY.match(p1):
        return [ok(Check.PARTY_SHAPE, f"'{p1}' is a recognised one-party caption")]
    if p1 and p2:
        return [ok(Check.PARTY_SHAPE, f"'{p1} v. {p2}' has the shape of a real caption")]
    return []


def check_caption(view: View) -> list[Finding]:
    p1, _p2 = _parties(view)
    if not p1 or view.type is not CitationType.CASE:
        return []
    if view.jurisdiction is Jurisdiction.UK:
        return _uk_caption(view, p1)
    if _UK_CROWN.match(p1) or _UK_JR.match(p1):
        return [soft(Check.CAPTION, f"'{p1} v' is an English Crown caption in a US citation")]
    court = view.court
    m = _CRIMINAL.match(p1)
    if not m or court is None or court.state is None or not court.level.startswith("state"):
        return []
    state = state_by_postal(court.state)
    prosecutor = p1.split(" of ")[0]
    if state is None or prosecutor == "United States":
        return []
    if prosecutor != state.prosecutor:
        return [soft(Check.CAPTION, f"{state.name} prosecutes as '{state.prosecutor}', not '{prosecutor}'")]
    return [ok(Check.CAPTION, f"'{prosecutor} v.' is how {state.name} captions criminal cases")]


# Judicial review is titled "R (X) v Y" since the Administrative Court's practice direction of
# 2000 (CPR Part 54); before, "R v Y, ex parte X". A year either side of the change is let be.
_NEW_JR_TITLE_FROM = 2000
_EX_PARTE = re.compile(r",?\s*\bex\s+p(?:arte)?\.?\s+[A-Z]")


def _uk_jr_era(view: View, p1: str) -> Finding | None:
    """A judicial review titled in the style of another era: "ex parte" years after 2000, or
    "R (X) v Y" years before it."""
    year = view.inferred_year
    _, p2 = _parties(view)
    if year is None:
        return None
    if _UK_CROWN.match(p1) and p2 and _EX_PARTE.search(p2) and year > _NEW_JR_TITLE_FROM + 2:
        return soft(
            Check.CAPTION,
            f"a judicial review titled 'R v ..., ex parte ...' in {year}: since {_NEW_JR_TITLE_FROM} such "
            "cases are titled 'R (X) v Y'",
        )
    if _UK_JR.match(p1) and year < _NEW_JR_TITLE_FROM - 1:
        return soft(
            Check.CAPTION,
            f"a judicial review titled 'R (X) v Y' in {year}: that title began in {_NEW_JR_TITLE_FROM}; "
            "earlier cases are 'R v Y, ex parte X'",
        )
    return None


def _uk_caption(view: View, p1: str) -> list[Finding]:
    era = _uk_jr_era(view, p1)
    if era is not None:
        return [era]
    n = view.neutral
    if n is None:
        return []
    civil_only = n.code in _UK_CIVIL_ONLY or (n.code == "EWHC" and n.division in _UK_CIVIL_DIVISIONS)
    if _UK_JR.match(p1):
        if civil_only and not (n.code == "UKUT" and n.division == "IAC"):
            return [
                soft(
                    Check.CAPTION,
                    f"a judicial review caption ('{p1}') in {n.code} ({n.division or '-'}) is unusual",
                )
            ]
        return [ok(Check.CAPTION, f"judicial review caption in {n.code}")]
    if _UK_CROWN.match(p1):
        if civil_only or n.division == "Civ":
            return [
                soft(
                    Check.CAPTION,
                    f"a Crown prosecution caption ('{p1} v') in a civil court ({n.code} {n.division or ''})",
                )
            ]
        return [ok(Check.CAPTION, f"Crown caption in {n.code}")]
    if _CRIMINAL.match(p1) and p1 != "State":
        return [soft(Check.CAPTION, f"'{p1} v.' is a US criminal caption in a UK citation")]
    return []
