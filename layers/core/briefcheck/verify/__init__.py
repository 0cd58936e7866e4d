"""Tier 3: verify claim-citation pairs against public legal sources (SPEC section 5).

`Verifier(settings, blobs).verify(task) -> Evidence` is the entry point; the source clients,
the source cache and the characterizer are its parts.
"""

from briefcheck.verify.cache import SourceCache
from briefcheck.verify.characterize import AnthropicCharacterizer, Characterization, Characterizer, Judgement
from briefcheck.verify.courtlistener import CourtListenerSource
from briefcheck.verify.decide import Verifier, default_sources
from briefcheck.verify.find_case_law import FindCaseLawSource
from briefcheck.verify.sources import Kind, MatchedCase, Retrieval, Source, Status

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
