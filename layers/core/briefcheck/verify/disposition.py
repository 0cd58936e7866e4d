"""What the cited court did with the judgment before it, against what the brief says it did: a
brief's "(affirming ...)" of a decision that reversed, or "(reversing ...)" of one that affirmed.

The opinion's disposition is read from its last words ("AFFIRMED.", "We reverse and remand.",
"The judgment of the Court of Appeals is reversed."); a mixed one ("affirmed in part and reversed
in part") or none found says nothing. The brief's account is an explanatory parenthetical opening
with the act ("(affirming the dismissal)"), or a sentence whose subject is the court ("The Second
Circuit affirmed"), never the act of another court it names ("the district court reversed")."""

from __future__ import annotations

import re

# How far from its end the opinion of the court states its disposition
_LAST_WORDS = 1500

_AFFIRM, _REVERSE = "affirm", "reverse"
# The court's own disposition: a line in capitals, "We affirm", "The judgment ... is reversed"
_DISPOSED = re.compile(
    r"\b(?:(?P<caps>(?-i:AFFIRMED|REVERSED|VACATED))\b"
    r"|(?:we|this\s+court)\s+(?:therefore\s+|accordingly\s+|now\s+)?(?P<we>affirm|reverse|vacate)\b"
    # (and a second act of the court's: "We affirm the conviction but reverse the sentence")
    r"|\b(?:and|but)\s+(?P<also>affirm|reverse|vacate)\s+the\b"
    r"|(?:judgment|order|decision|decree)s?\b[^.;]{0,120}?\b(?:is|are|be)\s+(?:hereby\s+)?"
    r"(?P<passive>affirmed|reversed|vacated))",
    re.IGNORECASE,
)
# A disposition in part leaves both ways open
_IN_PART = re.compile(r"\bin\s+part\b|\baffirmed\s+as\s+modified\b", re.IGNORECASE)
# The brief's account: a parenthetical opening with the act, or the court as its subject
_PARENTHETICAL_ACT = re.compile(r"^\W*(?P<act>affirming|reversing|vacating)\b(?!\s+in\s+part)", re.IGNORECASE)
_THE_COURT_DID = re.compile(
    r"\b(?:the\s+(?:(?:\w+\s+)?circuit|court|supreme\s+court|panel)|this\s+court)\s+(?:\w+ly\s+)?"
    r"(?P<act>affirmed|reversed|vacated)\b(?!\s+in\s+part)",
    re.IGNORECASE,
)
# Any court's act in a sentence: where the brief tells two ("The Court of Appeals reversed, and the
# Supreme Court affirmed"), which is the cited court's is not read
_AN_ACT = re.compile(r"\b(?:affirmed|reversed|vacated)\b", re.IGNORECASE)


def _kind(word: str) -> str:
    return _AFFIRM if word.lower().startswith("affirm") else _REVERSE


def disposition(court_words: str) -> tuple[str, str] | None:
    """("affirm" or "reverse", the words saying it) as the opinion's last words give its
    disposition (vacating counts as reversing); None where they say neither, or both, or in part."""
    tail = court_words[-_LAST_WORDS:]
    if _IN_PART.search(tail):
        return None
    found = list(_DISPOSED.finditer(tail))
    kinds = {_kind(m.group(m.lastgroup or 0)) for m in found}
    if len(kinds) != 1:
        return None
    last = found[-1]
    opens = max(tail.rfind(". ", 0, last.start()) + 2, last.start() - 160, 0)
    stop = tail.find(".", last.end())
    ends = stop + 1 if 0 <= stop < last.end() + 160 else last.end()
    return kinds.pop(), " ".join(tail[opens:ends].split())


def said_disposition(parenthetical: str | None, sentence: str) -> str | None:
    """What the brief says the cited court did: its parenthetical's opening act, else the act of
    "the court" (or "the Second Circuit") in its sentence; None where it says neither."""
    act = _PARENTHETICAL_ACT.match(parenthetical or "")
    if act is None and len(_AN_ACT.findall(sentence)) == 1:
        act = _THE_COURT_DID.search(sentence)
    return _kind(act["act"]) if act is not None else None
