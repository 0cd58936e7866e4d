"""Constitutions cited by article or amendment (Bluebook R11): "U.S. Const. art. I, § 8, cl. 3",
"U.S. CONST. amend. XIV, § 1", "U.S. Const. pmbl.", a state's "Cal. Const. art. I, § 1".

A constitution is its own kind of citation (type constitution): its code ("U.S. Const.", "Cal.
Const."), the article or amendment as `title` ("art. I", "amend. XIV"), the section, and a clause
as the pin. A constitution named without an article or amendment is prose, not a citation.
"""

from __future__ import annotations

import re
from functools import cache

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components
from briefcheck.reference.tables import states

_NUMBER = r"[IVXLC]+\b|\d+\b"


@cache
def _pattern() -> tuple[re.Pattern[str], dict[str, str]]:
    """The pattern, and each state's Bluebook abbreviation by its lower case (as "CAL." is read)."""
    places = {s.bluebook.lower(): s.bluebook for s in states()}
    written = "|".join(re.escape(p) for p in sorted(places.values(), key=len, reverse=True))
    pattern = re.compile(
        rf"(?P<place>U\.\s?S\.|{written})\s+const\.,?\s+"
        rf"(?:(?P<part>arts?\.|amends?\.|article|amendment)\s+(?P<number>{_NUMBER})"
        r"(?:,\s*§\s*(?P<section>\d+[a-z]?))?(?:,\s*cl\.\s*(?P<clause>\d+))?"
        r"|(?P<preamble>pmbl\.))",
        re.IGNORECASE,
    )
    return pattern, places


def find_constitution_citations(text: str) -> list[Citation]:
    """Every constitution cited by article, amendment or preamble in `text`, in order."""
    if "onst." not in text and "ONST." not in text:  # the common paragraph: none
        return []
    pattern, places = _pattern()
    found = []
    for m in pattern.finditer(text):
        place = places.get(m["place"].lower(), "U.S.")
        # "amends. V, XIV": each its own amendment (`extract/lists.py` reads those after the first)
        part = (
            {"article": "art.", "amendment": "amend."}.get(m["part"].lower(), m["part"].lower())
            if m["part"]
            else ""
        )
        part = part.replace("s.", ".")
        title = "pmbl." if m["preamble"] else f"{part} {m['number'].upper()}"
        components = Components(
            code=f"{place} Const.",
            title=title,
            section=m["section"],
            pin_cite=f"cl. {m['clause']}" if m["clause"] else None,
        )
        kind = CitationType.CONSTITUTION
        found.append(Citation.spanning(text, m.start(), m.end(), type=kind, jurisdiction=Jurisdiction.US,
                                       components=components))  # fmt: skip
    return found
