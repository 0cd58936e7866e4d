"""Tier 3: verify claim-citation pairs against public legal sources (SPEC section 5).

`Verifier(settings, blobs).verify(task) -> Evidence` is the entry point; the source clients,
the source cache and the characterizer are its parts.

The names below load on first use (PEP 562): the offline index uses `verify.names`, and importing
that module must not import the network clients with it.
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
    from briefcheck.verify.courtlistener import CourtListenerSource
    from briefcheck.verify.decide import Verifier, default_sources
    from briefcheck.verify.find_case_law import FindCaseLawSource
    from briefcheck.verify.sources import Kind, MatchedCase, Retrieval, Source, Status

_HOMES = {
    "SourceCache": "cache",
    "AnthropicCharacterizer": "characterize",
    "Characterization": "characterize",
    "Characterizer": "characterize",
    "Judgement": "characterize",
    "CourtListenerSource": "courtlistener",
    "Verifier": "decide",
    "default_sources": "decide",
    "FindCaseLawSource": "find_case_law",
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
