"""A source as a maintainer would add one: a state court's own website, in one module. It holds
the cases of `StateSite.holds` (citation key -> case name) and no texts; tests add its registry
line (`state_site_source:from_settings`) and run checks through it."""

from __future__ import annotations

from typing import ClassVar

from briefcheck.text.authority import AuthorityText
from briefcheck.verify.sources.base import Kind, MatchedCase, Retrieval, Status


class StateSite:
    name = "state-site"
    title = "the state court's site"
    text_in_lookup = False
    offline = False
    holds: ClassVar[dict[str, str]] = {}
    asked: ClassVar[list[str]] = []

    def lookup(self, ref):  # type: ignore[no-untyped-def]
        StateSite.asked.append(ref.key)
        name = StateSite.holds.get(ref.key)
        if name is None:
            return Retrieval(Status.NOT_FOUND, self.name, Kind.CITATION, ref.key)
        case = MatchedCase(
            name=name,
            date="2025-02-01",
            url=f"https://courts.example.gov/opinions/{ref.key.replace(' ', '-')}",
            citations=(ref.cited,),
        )
        return Retrieval(Status.FOUND, self.name, Kind.CITATION, ref.key, case=case)

    def lookup_many(self, refs):  # type: ignore[no-untyped-def]
        return {}

    def search(self, ref):  # type: ignore[no-untyped-def]
        return Retrieval(Status.NOT_FOUND, self.name, Kind.NAME_SEARCH, ref.key)

    def fetch_text(self, ref, case):  # type: ignore[no-untyped-def]
        return Retrieval.not_covered(self.name, Kind.TEXT, ref.key, "no texts")

    def read_text(self, body: bytes) -> AuthorityText:
        raise ValueError("no texts")

    def court_of(self, case: MatchedCase) -> MatchedCase:
        return case


def from_settings(settings: object, index: object) -> StateSite:
    return StateSite()
