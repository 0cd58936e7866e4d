"""Which sources are asked about which kind of citation, in which order: one line a source.

A source joins the chain by one `SourceEntry` here (its name, where its class lives, the kinds
of citation it can answer, and the hosts it fetches from: the allow-list is made of these) and one
module under `verify/sources/`. The order of the lines
is the order of asking: the offline index first (it costs nothing and nothing leaves the
machine), then the network sources. A chain stops at the first source that settles a citation.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from briefcheck.domain.glossary import COURTLISTENER, COURTLISTENER_BULK, FIND_CASE_LAW
from briefcheck.verify.refs import RefKind

if TYPE_CHECKING:
    from briefcheck.domain.config import Settings
    from briefcheck.index import CitationIndex
    from briefcheck.verify.sources.base import Source


# Never fetched, even if configured by mistake: BAILII's terms forbid automated retrieval, so it
# only ever appears as a link for a person.
FORBIDDEN_HOSTS: frozenset[str] = frozenset({"www.bailii.org", "bailii.org"})


@dataclass(frozen=True)
class SourceEntry:
    name: str
    factory: str  # "module:callable", called with (settings, index); None when it cannot run here
    kinds: frozenset[RefKind]
    hosts: frozenset[str] = frozenset()  # the public hosts it fetches from
    base_url: Callable[[Settings], str] | None = None  # its configured base URL (its host is allowed)

    def build(self, settings: Settings, index: CitationIndex | None) -> Source | None:
        module, _, attr = self.factory.partition(":")
        make: Callable[[Settings, CitationIndex | None], Source | None] = getattr(
            importlib.import_module(module), attr
        )
        return make(settings, index)


# A docket-number citation is found by a search of its parties, court and date, and its docket
# number compared (the offline index holds the dockets' numbers too); a volume not yet paged so, and
# its volume compared.
_US = frozenset({RefKind.US_REPORTER, RefKind.WESTLAW, RefKind.DOCKET, RefKind.UNPAGED})
REGISTRY: list[SourceEntry] = [
    # the offline index alone can place a page inside a case (a short form with no antecedent)
    SourceEntry(
        COURTLISTENER_BULK,
        "briefcheck.verify.sources.offline_index:from_settings",
        _US | {RefKind.SHORT_FORM},
    ),
    SourceEntry(
        COURTLISTENER,
        "briefcheck.verify.sources.courtlistener:from_settings",
        _US,
        frozenset({"www.courtlistener.com"}),
        lambda settings: settings.courtlistener_base_url,
    ),
    SourceEntry(
        FIND_CASE_LAW,
        "briefcheck.verify.sources.find_case_law:from_settings",
        frozenset({RefKind.UK_NEUTRAL}),
        frozenset({"caselaw.nationalarchives.gov.uk"}),
        lambda settings: settings.find_case_law_base_url,
    ),
]


def allowed_hosts(settings: Settings) -> frozenset[str]:
    """The hosts the registered sources declare, and the hosts of their configured base URLs
    (tests point these at a loopback server; a deployment leaves the public defaults): a source
    added by its registry line may fetch from its own hosts, and from nothing else. BAILII never."""
    hosts: set[str] = set()
    for entry in REGISTRY:
        hosts |= entry.hosts
        configured = urlsplit(entry.base_url(settings)).hostname if entry.base_url else None
        if configured:
            hosts.add(configured)
    return frozenset(hosts) - FORBIDDEN_HOSTS


def chain(kind: RefKind, available: dict[str, Source]) -> list[Source]:
    """The sources to ask about a citation of `kind`, in order, among those this run has."""
    return [available[e.name] for e in REGISTRY if kind in e.kinds and e.name in available]


def default_sources(settings: Settings, index: CitationIndex | None = None) -> list[Source]:
    """Every registered source that can run with these settings (the index source needs an index)."""
    built = (entry.build(settings, index) for entry in REGISTRY)
    return [s for s in built if s is not None]
