"""Test-wide guards: no real network model calls, and an isolated data dir per test."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest


def isolate(monkeypatch: pytest.MonkeyPatch, folder: Path) -> Path:
    """Point the data dir and config dir under ``folder`` and drop every setting of the
    developer's shell (model endpoint, keys, budgets); the data dir."""
    for name in list(os.environ):
        if name.startswith(("MOBILEXPERTS_", "OPENAI_")):
            monkeypatch.delenv(name)
    data = folder / "mobilexperts-data"
    monkeypatch.setenv("MOBILEXPERTS_DATA_DIR", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / "config-home"))
    return data


@contextlib.contextmanager
def isolated(folder: Path) -> Iterator[Path]:
    """``isolate`` for a fixture shared by several tests (made once, then copied per test)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        yield isolate(monkeypatch, folder)


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch):
    """Every test has its own data dir and config dir; no setting of the developer's shell or
    config file (model endpoint, keys, budgets) leaks into a test."""
    return isolate(monkeypatch, tmp_path)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Make ``--dist loadgroup`` keep each ``xdist_group`` on one worker.

    xdist tells a group by an ``@name`` suffix of the node id, which it writes to
    ``item._nodeid``; pytest 9 reads the id from ``item._id``, so without this every group was
    split across the workers (and the fixtures its tests share were made once per worker)."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        marks = item.iter_markers("xdist_group")
        names = sorted(
            {str(m.args[0] if m.args else m.kwargs.get("name", "default")) for m in marks}
        )
        suffix = f"@{'_'.join(names)}"
        if names and not item.nodeid.endswith(suffix) and hasattr(item, "_id"):
            item._id = type(item._id).parse(item.nodeid + suffix)


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
