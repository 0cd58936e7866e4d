"""The rules of court and delegated legislation UK filings cite, found so none passes unread: the
Civil, Criminal and Family Procedure Rules by rule ("CPR 3.4(2)(a)", "CPR r 3.4", "Civil
Procedure Rules 1998, r 3.4") and by Part ("CPR Part 24", "CPR Pt 7"), Practice Directions ("PD
57AD", "Practice Direction 51Z") and statutory instruments by number ("SI 1998/3132"). Each is
listed as a rule or a regulation under the abbreviation `reference.uk.UK_RULE_SETS` gives it;
none is looked up (no case-law source holds them)."""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation
from briefcheck.extract.styles import PIN, Style, Styles

_SETS = ("CPR", "CrimPR", "FPR")
_SET = rf"(?P<code>{'|'.join(_SETS)})"
_RULE = rf"(?P<section>\d{{1,2}}\.\d{{1,3}}[A-Z]?){PIN}"
_PART = r"(?P<section>\d{1,3}[A-Z]?)\b"
_RULE_WORD = r"(?:r(?:ule)?\.?\s*)"
_PART_WORD = r"(?:Part|Pt\.?)\s*"
_CPR_IN_FULL = r"\bCivil Procedure Rules(?:\s+1998)?(?:\s*\([^()]{0,30}\))?,?\s+"
_UK_RULES = Styles(
    [
        # a set named by its abbreviation (the match names which), by rule or by Part
        *(
            Style("CPR", _SETS, re.compile(rf"\b{_SET}\s+{written}"), CitationType.RULE, Jurisdiction.UK)
            for written in (rf"{_RULE_WORD}?{_RULE}", rf"{_PART_WORD}{_PART}")
        ),
        # the Civil Procedure Rules named in full
        *(
            Style("CPR", ("Civil Procedure Rules",), re.compile(rf"{_CPR_IN_FULL}{written}"),
                  CitationType.RULE, Jurisdiction.UK)
            for written in (rf"{_RULE_WORD}{_RULE}", rf"{_PART_WORD}{_PART}")
        ),
        Style(
            "PD",
            ("PD", "Practice"),
            re.compile(r"\b(?:PD|Practice\s+Direction)\s+(?P<section>\d{1,3}[A-Z]{0,3})\b"),
            CitationType.RULE,
            Jurisdiction.UK,
        ),
        Style(
            "SI",
            ("SI", "S.I", "S. I"),
            re.compile(r"(?<![\w.])S\.?\s?I\.?\s+(?P<year>(?:19|20)\d\d)/(?P<section>\d{1,4})\b"),
            CitationType.REGULATION,
            Jurisdiction.UK,
        ),
    ]
)  # fmt: skip


def find_uk_rule_citations(text: str) -> list[Citation]:
    """The UK rules and instruments of the styles above in `text`, in order."""
    return _UK_RULES.find(text)
