"""Shared test fixtures. Area-specific fixtures live in each area's own conftest."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

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


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never reach the network: only loopback connections are allowed."""
    real_connect = socket.socket.connect

    def guarded(self: socket.socket, address: object) -> object:
        host = address[0] if isinstance(address, tuple) else address
        if isinstance(host, str) and not (
            host.startswith("127.") or host in ("localhost", "::1") or host.startswith("/")
        ):
            raise RuntimeError(f"test tried to reach the network: {address!r}")
        return real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded)
