"""Treaty articles: "Article 35(1) of the Montreal Convention", "Warsaw Convention, art. 17".

A convention cited by article is its own kind of citation (type treaty), with the convention's
name, the year it was concluded and the article, from the curated table data/treaties.json. A
convention named without an article is prose, not a citation.
"""

from __future__ import annotations

import re
from functools import cache

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components
from briefcheck.reference.tables import TreatyRow, treaties

# "Article 17", "Art. 35(1)", "arts. 17 and 18", "Articles 17-19"
_ONE_ARTICLE = r"\d+(?:\(\d+\))*(?:\([a-z]\))?"
_ARTICLE = rf"(?:Articles?|Arts?\.)\s+(?P<article>{_ONE_ARTICLE}(?:\s*(?:-|–|and|&)\s*{_ONE_ARTICLE})?)"


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], dict[str, TreatyRow]]:
    by_alias = {alias.lower(): row for row in treaties() for alias in row.aliases}
    names = "|".join(re.escape(a) for a in sorted(by_alias, key=len, reverse=True))
    name = rf"(?:the\s+)?(?P<name>{names})\b"
    # "Article 35(1) of the Montreal Convention"
    before = re.compile(rf"\b{_ARTICLE}\s+of\s+{name}", re.IGNORECASE)
    # "Montreal Convention, art. 35(1)" / "Warsaw Convention art. 17"
    after = re.compile(rf"\b(?P<name>{names}),?\s+{_ARTICLE}", re.IGNORECASE)
    return before, after, by_alias


# A paragraph without the word "article" (or "art.") cites no treaty article: the common case,
# checked by one cheap pattern before the long one of every convention's names. It is
# `\b(?:Articles?|Arts?\.)\s` under IGNORECASE written out so that it starts with a character
# class, which the engine skips to in C (the word boundary, after the "a": a word character
# before it): half the time. The classes hold every character IGNORECASE matches ("ſ" for "s",
# "İ" and "ı" for "i").
_HINT = re.compile(r"[Aa](?<!\w.)[Rr][Tt](?:[Ii\u0130\u0131][Cc][Ll][Ee][Ss\u017f]?|[Ss\u017f]?\.)\s")


def find_treaty_citations(text: str) -> list[Citation]:
    """Every convention cited by article in `text`, in order."""
    if not _HINT.search(text):
        return []
    before, after, by_alias = _patterns()
    found: list[Citation] = []
    taken: list[tuple[int, int]] = []
    for pattern in (before, after):
        for m in pattern.finditer(text):
            if any(m.start() < end and start < m.end() for start, end in taken):
                continue
            row = by_alias[m["name"].lower()]
            article = re.sub(r"\s+", " ", m["article"])
            taken.append((m.start(), m.end()))
            found.append(
                Citation.spanning(
                    text,
                    m.start(),
                    m.end(),
                    type=CitationType.TREATY,
                    jurisdiction=Jurisdiction.INTERNATIONAL,
                    components=Components(title=row.name, year=str(row.year), section=article),
                )
            )
    return sorted(found, key=lambda c: c.start)
