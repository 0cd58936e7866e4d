"""Shared test fixtures. Area-specific fixtures live in each area's own conftest."""

from __future__ import annotations

import json
import re
import socket
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

REPO = Path(__file__).resolve().parents[1]
EVALSET = REPO.parent / "shared" / "evalset" / "dev.jsonl"


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO


@pytest.fixture(scope="session")
def evalset() -> list[dict]:
    if not EVALSET.is_file():
        pytest.skip(f"labelled set not found at {EVALSET}")
    return [json.loads(line) for line in EVALSET.read_text().splitlines() if line.strip()]


class NetworkBlocked(ConnectionRefusedError):
    """Raised for any non-loopback connection in tests; product code sees a refused connection."""


@pytest.fixture(autouse=True)
def _own_budget_directory(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Each test its own directory of CourtListener budgets (one a token): one test's spending must
    not hold back another's requests, nor any test touch the user's."""
    monkeypatch.setenv("BRIEFCHECK_BUDGET_DIR", str(tmp_path_factory.mktemp("budgets")))


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never reach the network: only loopback connections are allowed.

    A blocked connection raises a ConnectionRefusedError subclass, so the product's real offline
    path (a source that is down) runs, and tests can assert it was taken.
    """
    real_connect = socket.socket.connect

    def guarded(self: socket.socket, address: object) -> object:
        host = address[0] if isinstance(address, tuple) else address
        if isinstance(host, str) and not (_is_local(host) or host.startswith("/")):
            raise NetworkBlocked(f"test tried to reach the network: {address!r}")
        return real_connect(self, address)

    real_getaddrinfo = socket.getaddrinfo

    def guarded_lookup(host: object, *args: object, **kwargs: object) -> object:
        if isinstance(host, bytes):
            host = host.decode()
        if isinstance(host, str) and not (_is_local(host) or host.replace(".", "").isdigit()):
            raise socket.gaierror(socket.EAI_NONAME, f"test tried to resolve {host!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", guarded)
    monkeypatch.setattr(socket, "getaddrinfo", guarded_lookup)


def _is_local(host: str) -> bool:
    return host.startswith("127.") or host in ("localhost", "::1", "")


@pytest.fixture
def always_valid(monkeypatch: pytest.MonkeyPatch) -> HTTPServer:
    """A loopback Messages API whose every answer is VALID."""
    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)

    def valid(request: Request) -> Response:
        body = {
            "id": "msg_01",
            "type": "message",
            "role": "assistant",
            "model": "claude-haiku-4-5-20251001",
            "content": [
                {
                    "type": "tool_use",
                    "id": "toolu_01",
                    "name": "record_verdict",
                    "input": {"verdict": "VALID", "explanation": "Looks real."},
                }
            ],
            "stop_reason": "tool_use",
            "stop_sequence": None,
            "usage": {
                "input_tokens": 10,
                "output_tokens": 5,
                "cache_creation_input_tokens": 0,
                "cache_read_input_tokens": 0,
            },
        }
        return Response(json.dumps(body), status=200, content_type="application/json")

    server.expect_request(re.compile("/v1/messages")).respond_with_handler(valid)
    server.start()
    monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url_for("").rstrip("/"))
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-0000")
    yield server
    server.clear()
    server.stop()
