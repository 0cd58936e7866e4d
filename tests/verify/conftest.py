"""Tier 3 fixtures: both public sources pointed at a loopback fake (pytest-httpserver)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer
from verify_support import budget, limiter

from briefcheck.domain.config import Settings
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import CourtListenerSource, FindCaseLawSource, Verifier


@pytest.fixture
def settings(httpserver: HTTPServer) -> Settings:
    base = httpserver.url_for("/").rstrip("/")
    return Settings(courtlistener_base_url=base, find_case_law_base_url=base, request_timeout_s=2.0)


@pytest.fixture
def blobs(tmp_path: Path) -> LocalBlobStore:
    return LocalBlobStore(tmp_path / "blobs")


@pytest.fixture
def sleeps() -> list[float]:
    return []


@pytest.fixture
def courtlistener(settings: Settings, sleeps: list[float]) -> CourtListenerSource:
    return CourtListenerSource(settings, token="test-token", budget=budget(sleep=sleeps.append))


@pytest.fixture
def find_case_law(settings: Settings) -> FindCaseLawSource:
    return FindCaseLawSource(settings, limiter=limiter())


@pytest.fixture
def verifier(
    settings: Settings,
    blobs: LocalBlobStore,
    courtlistener: CourtListenerSource,
    find_case_law: FindCaseLawSource,
) -> Verifier:
    return Verifier(settings, blobs, sources=[courtlistener, find_case_law])
