"""The further sections of a list, each a citation of its own: "42 U.S.C. §§ 1983, 1985", "Fed. R.
Civ. P. 12(b)(6), 56", "29 C.F.R. §§ 1630.2, 1630.9", "U.S. Const. amends. V, XIV". A finder reads
the list's first item; each item after it cites the same code under another section (or the same
constitution under another amendment or article), and is checked as such: an invented section
listed after a real one would otherwise go unread.
"""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationType
from briefcheck.domain.models import Citation
from briefcheck.extract.us import Found

_LISTED_KINDS = frozenset(
    {CitationType.STATUTE, CitationType.REGULATION, CitationType.RULE, CitationType.CONSTITUTION}
)
# An item after the one before: ", 1985", ", and 1986", " & 1988"; the whole of a section's number
# ("240.10b5-1"), ending where a list's item ends (a mark, "and", the text's end), so that "§ 1983,
# 28 U.S.C. § 1331" gives no item
_SEPARATOR = r"(?:,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)"
_ITEM_END = r"(?=\s*(?:[,;)\]]|\.(?!\w)|\band\b|&|$))"
_SECTION_ITEM = re.compile(
    rf"{_SEPARATOR}(?P<item>\d+(?:[.:-]?[A-Za-z0-9]+)*)(?P<pin>(?:\(\w{{1,4}}\))*){_ITEM_END}"
)
# A rule's number: a rule set numbers its rules in a few figures ("Rule 12, 56"; not "Rule 26, 2020")
_RULE_ITEM = re.compile(
    rf"{_SEPARATOR}(?P<item>\d{{1,3}}[A-Za-z]?(?:\.\d{{1,3}})?)(?P<pin>(?:\(\w{{1,4}}\))*){_ITEM_END}"
)
# An amendment or article: in Roman numerals, as the brief wrote the first ("amend. I, 1791" is a year)
_ROMAN_ITEM = re.compile(rf"{_SEPARATOR}(?P<item>[IVXLC]+){_ITEM_END}")


def with_listed(text: str, found: list[Found]) -> list[Found]:
    """`found` (merged, in order) with a citation for each further item of a listed section."""
    out: list[Found] = []
    for n, f in enumerate(found):
        out.append(f)
        c = f.citation
        if c.type not in _LISTED_KINDS:
            continue
        following = found[n + 1].citation.start if n + 1 < len(found) else len(text)
        out += (Found(item) for item in _items_after(text, c, following))
    return out


def _items_after(text: str, cited: Citation, until: int) -> list[Citation]:
    """The further items listed straight after `cited`, before the next citation found."""
    constitution = cited.type is CitationType.CONSTITUTION
    title = cited.components.title or ""
    if constitution and (cited.components.section or not re.search(r" [IVXLC]+$", title)):
        return []  # "art. I, § 8": a section of one article lists no further article
    if cited.components.page:
        return []  # "111 Stat. 2160, 2193": a session law's pin page, no further section
    if constitution:
        pattern = _ROMAN_ITEM
    elif cited.type is CitationType.RULE:
        pattern = _RULE_ITEM
    elif "§§" in cited.text:
        pattern = _SECTION_ITEM
    else:
        return []  # "§ 1983, 2020": a single section's sign lists nothing
    items: list[Citation] = []
    at = cited.end
    while (m := pattern.match(text, at, until)) is not None:
        if constitution:
            part = (cited.components.title or "").split(" ")[0]
            update = {"title": f"{part} {m['item'].upper()}"}
        else:
            update = {"section": m["item"], "pin_cite": m.groupdict().get("pin") or None}
        components = cited.components.model_copy(update=update)
        items.append(
            Citation.spanning(
                text, m.start("item"), m.end(), type=cited.type, jurisdiction=cited.jurisdiction,
                components=components,
            )
        )  # fmt: skip
        at = m.end()
    return items
