"""Court rules: "Fed. R. Civ. P. 12(b)(6)", "Fed. R. Evid. 702", "Sup. Ct. R. 10", "Cal. R. Ct. 8.1115",
and the federal rules by their initials ("FRCP 12(b)(6)").

eyecite 2.7.8 has no court rules in its reporters-db laws, so they are matched here. Only
the written forms with a rule-set abbreviation count: a bare "Rule 12" is prose, not a citation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

_RULE_SET = (
    r"(?:(?:Civ|Crim|App|Bankr|Juv|Prob|Fam)\.\s?P\.|Evid\.|Ct\.|Prof(?:'l)?\.\s?Conduct|Jud\.\s?Admin\.)"
)
_RULE = re.compile(
    r"(?<![\w.])(?P<code>"
    # Fed. / Sup. Ct. / Tax Ct. / Cal. / N.Y. / Ill. S. Ct.
    r"(?:Fed\.|Sup\.\s?Ct\.|Tax\s+Ct\.|(?:[A-Z][A-Za-z]{0,5}\.\s?){1,3})"
    rf"\s?R\.(?:\s?{_RULE_SET})?"
    # a circuit's or a district's own: "5th Cir. R.", "3d Cir. L.A.R.", "S.D.N.Y. Local Civ. R.", "Bankr.
    # S.D.N.Y. R."
    r"|(?:\d{1,2}(?:st|nd|rd|th|d)\s+|Bankr\.\s?)?(?:[A-Z][A-Za-z]{0,5}\.\s?){1,5}(?:Local\s+(?:(?:Civ|Crim|Adm)\.\s?)?)?"
    r"(?:L\.\s?A\.\s?|L\.\s?)?R\."
    r")\s?(?:§\s?)?(?P<section>\d+(?:[.-]\d+)*[a-z]?)(?P<pin>(?:\([0-9a-zA-Z]{1,4}\))*)"
    r"(?![\w])"
)


# The federal rules by their initials, as briefs write them ("FRCP 12(b)(6)", "FRE 403")
_INITIALS = {
    "FRCP": "Fed. R. Civ. P.", "FRCrP": "Fed. R. Crim. P.", "FRE": "Fed. R. Evid.",
    "FRAP": "Fed. R. App. P.", "FRBP": "Fed. R. Bankr. P.",
}  # fmt: skip
_BY_INITIALS = re.compile(
    rf"(?<![\w.])(?P<code>{'|'.join(_INITIALS)})\s(?:Rule\s)?(?P<section>\d+(?:\.\d+)*[a-z]?)"
    r"(?P<pin>(?:\([0-9a-zA-Z]{1,4}\))*)(?![\w])"
)
# ... and dotted ("F.R.C.P. 12(b)(6)")
_BY_DOTTED_INITIALS = re.compile(
    r"(?<![\w.])(?P<code>F\.\s?R\.\s?(?:C\.\s?P|Cr\.\s?P|E|A\.\s?P|B\.\s?P)\.)\s(?:Rule\s)?"
    r"(?P<section>\d+(?:\.\d+)*[a-z]?)(?P<pin>(?:\([0-9a-zA-Z]{1,4}\))*)(?![\w])"
)
# The federal rules by their names, as briefs write them in prose: "Federal Rule of Civil Procedure
# 12(b)(6)", "Rule 12(b)(6) of the Federal Rules of Civil Procedure"
_SETS_NAMED = {
    "Civil Procedure": "Fed. R. Civ. P.", "Criminal Procedure": "Fed. R. Crim. P.",
    "Evidence": "Fed. R. Evid.", "Appellate Procedure": "Fed. R. App. P.",
    "Bankruptcy Procedure": "Fed. R. Bankr. P.",
}  # fmt: skip
_SET_NAME = "|".join(_SETS_NAMED)
_NUMBERED = r"(?P<section>\d+(?:\.\d+)*[a-z]?)(?P<pin>(?:\([0-9a-zA-Z]{1,4}\))*)(?![\w])"
_BY_NAME = (
    re.compile(rf"\bFederal\s+Rules?\s+of\s+(?P<set>{_SET_NAME})\s+(?:Rule\s+)?{_NUMBERED}"),
    re.compile(rf"\bRule\s+{_NUMBERED}\s+of\s+the\s+Federal\s+Rules\s+of\s+(?P<set>{_SET_NAME})"),
)
_YEAR = re.compile(r"1[6-9]\d\d|20\d\d")
_ABBREVIATION = re.compile(r"[A-Za-z']+\.")


def spaced(code: str) -> str:
    """A rule set's name as the Bluebook spaces it, however it was written: an abbreviation of
    more than one letter set apart ("Fed.R.Civ.P." and "Fed. R.Civ. P." are "Fed. R. Civ. P."),
    single capitals as written ("N.Y. C.P.L.R.")."""
    folded = " ".join(code.split())
    parts = list(_ABBREVIATION.finditer(folded))
    if "".join(m.group() for m in parts) != folded.replace(" ", ""):
        return folded  # a name of other characters: only its spaces folded
    out = [parts[0].group()] if parts else []
    for before, part in pairwise(parts):
        single = len(before.group()) == len(part.group()) == 2
        out.append((folded[before.end() : part.start()] if single else " ") + part.group())
    return "".join(out)


@dataclass
class RuleHit:
    start: int
    end: int
    code: str
    section: str
    pin: str | None


# Ohio's rules as its courts and briefs cite them, with no State named ("Civ.R. 56(C)", "App.R.
# 16(A)(7)", "Crim.R. 11(C)"): the sets the Bluebook names "Ohio R. Civ. P." and so on
_OHIO = {
    "App. R.": "Ohio R. App. P.", "Civ. R.": "Ohio R. Civ. P.", "Crim. R.": "Ohio R. Crim. P.",
    "Evid. R.": "Ohio R. Evid.", "Juv. R.": "Ohio R. Juv. P.", "Sup. R.": "Ohio Sup. R.",
    "Traf. R.": "Ohio Traf. R.", "Prof. Cond. R.": "Ohio R. Prof. Conduct",
}  # fmt: skip


def find_court_rules(text: str) -> list[RuleHit]:
    hits = [
        RuleHit(m.start(), m.end(), _INITIALS[m["code"]], m["section"], m["pin"] or None)
        for m in (_BY_INITIALS.finditer(text) if "FR" in text else ())
    ]
    if "Federal Rule" in text:
        for m in (m for pattern in _BY_NAME for m in pattern.finditer(text)):
            hits.append(RuleHit(m.start(), m.end(), _SETS_NAMED[m["set"]], m["section"], m["pin"] or None))
    if "F.R." in text or "F. R." in text:
        for m in _BY_DOTTED_INITIALS.finditer(text):
            code = _INITIALS[m["code"].replace(".", "").replace(" ", "")]
            hits.append(RuleHit(m.start(), m.end(), code, m["section"], m["pin"] or None))
    if "R." not in text:
        return hits  # every other rule citation writes "R.": one scan instead of the pattern's
    for m in _RULE.finditer(text):
        code = spaced(m["code"])
        if code == "R.":
            continue
        code = _OHIO.get(code, code)
        if _YEAR.fullmatch(m["section"]) and not m["pin"] and text.startswith(")", m.end()):
            continue  # a court and year closing a parenthetical: "(D.P.R. 2015)", "(Bankr. D.P.R. 2019)"
        hits.append(RuleHit(m.start(), m.end(), code, m["section"], m["pin"] or None))
    return hits
