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


class NetworkBlocked(ConnectionRefusedError):
    """Raised for any non-loopback connection in tests; product code sees a refused connection."""


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
