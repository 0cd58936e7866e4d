"""Tier 3: verify claim-citation pairs against public legal sources (SPEC section 5).

`Verifier(settings, blobs).verify(task) -> Evidence` is the entry point; the sources (one module
each under `sources/`, chained per kind of citation by `sources/registry.py`), the source cache
and the characterizer are its parts.

The names below load on first use (PEP 562): importing the package, or one of its small
modules, must not import the network clients with it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from briefcheck.verify.cache import SourceCache
    from briefcheck.verify.characterize import (
        AnthropicCharacterizer,
        Characterization,
        Characterizer,
        Judgement,
    )
    from briefcheck.verify.decide import Verifier
    from briefcheck.verify.sources import Kind, MatchedCase, Retrieval, Source, Status
    from briefcheck.verify.sources.courtlistener import CourtListenerSource
    from briefcheck.verify.sources.find_case_law import FindCaseLawSource
    from briefcheck.verify.sources.offline_index import IndexSource
    from briefcheck.verify.sources.registry import default_sources

_HOMES = {
    "SourceCache": "cache",
    "AnthropicCharacterizer": "characterize",
    "Characterization": "characterize",
    "Characterizer": "characterize",
    "Judgement": "characterize",
    "CourtListenerSource": "sources.courtlistener",
    "Verifier": "decide",
    "default_sources": "sources.registry",
    "FindCaseLawSource": "sources.find_case_law",
    "IndexSource": "sources.offline_index",
    "Kind": "sources",
    "MatchedCase": "sources",
    "Retrieval": "sources",
    "Source": "sources",
    "Status": "sources",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)


__all__ = [
    "AnthropicCharacterizer",
    "Characterization",
    "Characterizer",
    "CourtListenerSource",
    "FindCaseLawSource",
    "IndexSource",
    "Judgement",
    "Kind",
    "MatchedCase",
    "Retrieval",
    "Source",
    "SourceCache",
    "Status",
    "Verifier",
    "default_sources",
]
