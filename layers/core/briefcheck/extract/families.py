"""The families of citation Tier 1 finds: one line a family.

A family is one module with a finder (a block's text -> its citations, in order; a
`briefcheck.domain.models.Citation` made with `Citation.spanning`, or a `Found` carrying the
eyecite objects that short forms resolve against) and one `Family` line here. `extract_blocks`
runs every finder of the list on every block and merges what they find, the longer of two
overlapping citations standing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from briefcheck.domain.models import Citation
from briefcheck.extract.us import Found

Finder = Callable[[str], Sequence[Citation | Found]]


@dataclass(frozen=True)
class Family:
    name: str
    finder: str  # "module:callable"

    def load(self) -> Finder:
        module, _, attr = self.finder.partition(":")
        found: Finder = getattr(importlib.import_module(module), attr)
        return found


FAMILIES: list[Family] = [
    Family("us", "briefcheck.extract.us:find_us_citations"),  # cases, statutes, rules, journals (eyecite)
    Family("uk", "briefcheck.extract.uk:find_uk_citations"),  # neutral citations, law reports, Acts
    Family("eu", "briefcheck.extract.eu:find_eu_citations"),  # the EU courts' judgments
    Family("treaty", "briefcheck.extract.treaties:find_treaty_citations"),  # conventions by article
    Family("constitution", "briefcheck.extract.constitutions:find_constitution_citations"),  # art., amend.
    Family("us-code", "briefcheck.extract.us_code:find_us_code_sections"),  # "Section 1983" in prose
    Family("state-code", "briefcheck.extract.state_codes:find_state_code_sections"),  # "G.L. c. 93A, § 9"
    Family("secondary", "briefcheck.extract.secondary:find_secondary_citations"),  # Restatements, treatises
    Family("uk-rules", "briefcheck.extract.uk_rules:find_uk_rule_citations"),  # "CPR 3.4", "SI 1998/3132"
]

_loaded: dict[Family, Finder] = {}


def finders() -> list[Finder]:
    """Every family's finder, in the list's order (each module imported once)."""
    out = []
    for family in FAMILIES:
        finder = _loaded.get(family)
        if finder is None:
            finder = _loaded[family] = family.load()
        out.append(finder)
    return out


def found_in(text: str, finders: Sequence[Finder]) -> list[Found]:
    """What every finder finds in one block's text, as `Found`s (unmerged)."""
    return [c if isinstance(c, Found) else Found(c) for find in finders for c in find(text)]
