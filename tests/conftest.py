"""Test-wide guards: no real network model calls, and an isolated data dir per test."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch):
    """Every test has its own data dir and config dir; no setting of the developer's shell or
    config file (model endpoint, keys, budgets) leaks into a test."""
    for name in list(os.environ):
        if name.startswith(("MOBILEXPERTS_", "OPENAI_")):
            monkeypatch.delenv(name)
    data = tmp_path / "mobilexperts-data"
    monkeypatch.setenv("MOBILEXPERTS_DATA_DIR", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config-home"))
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
