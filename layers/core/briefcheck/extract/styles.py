"""Citations of codes and rules in the fixed styles their courts write, each style one pattern
under one name: the machinery `state_codes.py` and `uk_rules.py` share.

A style names the code (or set of rules) it cites, the literals one of which each of its
citations holds (a block holding none of any style's is passed over in one scan), and a pattern
whose groups give the section, and where the style has them the title (a chapter), the pin, the
year, or the code itself (a pattern matching several sets names the one it read).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components

# A section's subdivisions after it: "(a)(7)"
PIN = r"(?P<pin>(?:\(\w{1,4}\))*)"


@dataclass(frozen=True)
class Style:
    code: str  # the name the panel knows the code by (reporters-db's, the Bluebook's, the set's)
    hints: tuple[str, ...]  # literals one of which each citation of the style holds: else not searched
    pattern: re.Pattern[str]  # groups: section; title, pin, year, code where the style has them
    kind: CitationType = CitationType.STATUTE
    jurisdiction: Jurisdiction = Jurisdiction.US
    # a list's further sections ("§§ 95.11 and 95.031"): the pattern's `more` group holds them, and
    # this reads each (groups: section, and pin where it has one) as a citation of its own
    item: re.Pattern[str] | None = None


class Styles:
    """A family's styles, found in a block's text in order."""

    def __init__(self, styles: Sequence[Style]) -> None:
        self.styles = tuple(styles)
        self._any_hint = re.compile("|".join(re.escape(hint) for style in styles for hint in style.hints))

    def find(self, text: str) -> list[Citation]:
        out: list[Citation] = []
        if self._any_hint.search(text) is None:
            return out
        for style in self.styles:
            if not any(hint in text for hint in style.hints):
                continue
            for m in style.pattern.finditer(text):
                groups = m.groupdict()
                listed = style.item is not None and bool(groups.get("more"))
                components = Components(
                    code=groups.get("code") or style.code,
                    title=groups.get("title"),
                    section=m["section"],
                    pin_cite=groups.get("pin") or None,
                    year=groups.get("year"),
                )
                # the first of a list ends where the next begins: overlapping citations are merged
                end = m.start("more") if listed else m.end()
                out.append(_cited(text, m.start(), end, style, components))
                if listed and style.item is not None:
                    for each in style.item.finditer(text, m.start("more"), m.end("more")):
                        further = components.model_copy(
                            update={
                                "section": each["section"],
                                "pin_cite": each.groupdict().get("pin") or None,
                            }
                        )
                        out.append(_cited(text, each.start(), each.end(), style, further))
        return sorted(out, key=lambda c: c.start)


def _cited(text: str, start: int, end: int, style: Style, components: Components) -> Citation:
    return Citation.spanning(
        text, start, end, type=style.kind, jurisdiction=style.jurisdiction, components=components
    )
