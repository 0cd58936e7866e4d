"""The rules of court and delegated legislation UK filings cite, found so none passes unread: the
Civil, Criminal and Family Procedure Rules by rule ("CPR 3.4(2)(a)", "CPR r 3.4", "Civil
Procedure Rules 1998, r 3.4") and by Part ("CPR Part 24", "CPR Pt 7"), Practice Directions ("PD
57AD", "Practice Direction 51Z") and statutory instruments by number ("SI 1998/3132"). Each is
listed as a rule or a regulation under the abbreviation `reference.uk.UK_RULE_SETS` gives it;
none is looked up (no case-law source holds them)."""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components

_PIN = r"(?P<pin>(?:\(\w{1,4}\))*)"
_SET = r"(?P<code>CPR|CrimPR|FPR)"
_RULE = rf"(?P<section>\d{{1,2}}\.\d{{1,3}}[A-Z]?){_PIN}"
_PART = r"(?P<section>\d{1,3}[A-Z]?)\b"
_RULE_WORD = r"(?:r(?:ule)?\.?\s*)"
_PART_WORD = r"(?:Part|Pt\.?)\s*"
_CPR_IN_FULL = r"\bCivil Procedure Rules(?:\s+1998)?(?:\s*\([^()]{0,30}\))?,?\s+"
# (pattern, kind, the set's abbreviation where the pattern does not name it)
_STYLES: tuple[tuple[re.Pattern[str], CitationType, str | None], ...] = (
    (re.compile(rf"\b{_SET}\s+{_RULE_WORD}?{_RULE}"), CitationType.RULE, None),
    (re.compile(rf"\b{_SET}\s+{_PART_WORD}{_PART}"), CitationType.RULE, None),
    (re.compile(rf"{_CPR_IN_FULL}{_RULE_WORD}{_RULE}"), CitationType.RULE, "CPR"),
    (re.compile(rf"{_CPR_IN_FULL}{_PART_WORD}{_PART}"), CitationType.RULE, "CPR"),
    (
        re.compile(r"\b(?:PD|Practice\s+Direction)\s+(?P<section>\d{1,3}[A-Z]{0,3})\b"),
        CitationType.RULE,
        "PD",
    ),
    (
        re.compile(r"(?<![\w.])S\.?\s?I\.?\s+(?P<year>(?:19|20)\d\d)/(?P<section>\d{1,4})\b"),
        CitationType.REGULATION,
        "SI",
    ),
)
# what each style holds: a block with none of them is passed over in one scan
_ANY = re.compile(r"CPR|CrimPR|FPR|Civil Procedure Rules|PD|Practice Direction|S\.?\s?I\.?\s")


def find_uk_rule_citations(text: str) -> list[Citation]:
    """The UK rules and instruments of the styles above in `text`, in order."""
    if _ANY.search(text) is None:
        return []
    out = []
    for pattern, kind, named in _STYLES:
        for m in pattern.finditer(text):
            groups = m.groupdict()
            code = groups.get("code") or named
            out.append(
                Citation.spanning(
                    text,
                    m.start(),
                    m.end(),
                    type=kind,
                    jurisdiction=Jurisdiction.UK,
                    components=Components(
                        code=code,
                        section=m["section"],
                        pin_cite=groups.get("pin") or None,
                        year=groups.get("year"),
                    ),
                )
            )
    return sorted(out, key=lambda c: c.start)
