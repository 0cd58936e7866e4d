"""Fixtures of the panel tests: a loopback fake of the Messages API and retry pauses recorded."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from panel_fakes import API_KEY, make_task
from pytest_httpserver import HTTPServer

from briefcheck.domain.config import Settings
from briefcheck.domain.models import CitationTask
from briefcheck.llm import retry


@pytest.fixture
def api(monkeypatch: pytest.MonkeyPatch) -> Iterator[HTTPServer]:
    """A threaded loopback server; the SDK is pointed at it through ANTHROPIC_BASE_URL."""
    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    server.start()
    monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url_for("").rstrip("/"))
    monkeypatch.setenv("ANTHROPIC_API_KEY", API_KEY)
    yield server
    server.clear()
    server.stop()


@pytest.fixture
def sleeps(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Retry pauses are recorded instead of slept."""
    seen: list[float] = []
    monkeypatch.setattr(retry, "sleep", seen.append)
    return seen


@pytest.fixture
def settings() -> Settings:
    return Settings(max_retries=3, request_timeout_s=5.0, max_concurrency=8, prompts_dir=None)


@pytest.fixture
def task() -> CitationTask:
    return make_task()
