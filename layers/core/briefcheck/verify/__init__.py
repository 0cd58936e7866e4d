"""Tier 3: verify claim-citation pairs against public legal sources (SPEC section 5).

`Verifier(settings, blobs).verify(task) -> Evidence` is the entry point; the source clients,
the source cache and the characterizer are its parts.
"""

from .cache import SourceCache
from .characterize import AnthropicCharacterizer, Characterization, Characterizer, Judgement
from .courtlistener import CourtListenerSource
from .decide import Verifier, default_sources
from .find_case_law import FindCaseLawSource
from .sources import Kind, MatchedCase, Retrieval, Source, Status

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
