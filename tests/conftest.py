"""Test-wide guards: no real network model calls, and an isolated data dir per test."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch):
    """Every test writes its stores, sessions and runs under its own temp dir."""
    data = tmp_path / "mobilexperts-data"
    monkeypatch.setenv("MOBILEXPERTS_DATA_DIR", str(data))
    monkeypatch.delenv("MOBILEXPERTS_CONFIG", raising=False)
    for name in (
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
        "MOBILEXPERTS_BASE_URL",
        "MOBILEXPERTS_API_KEY",
        "MOBILEXPERTS_MODEL",
    ):
        monkeypatch.delenv(name, raising=False)
    return data


_LOCAL_HOSTS = ("127.", "::1", "localhost", "0.0.0.0")


@pytest.fixture(autouse=True)
def no_remote_network(monkeypatch):
    """Refuse any connection off this machine: tests never reach a real model endpoint."""
    import socket

    real_connect = socket.socket.connect

    def guarded(self, address):
        host = address[0] if isinstance(address, tuple) else str(address)
        if self.family in (socket.AF_INET, socket.AF_INET6) and not str(host).startswith(
            _LOCAL_HOSTS
        ):
            raise RuntimeError(f"tests must not open network connections (to {address!r})")
        return real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded)
