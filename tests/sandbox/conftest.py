"""Fixtures of the sandbox tests: one warm sandbox for the session, a fresh SimDroid per test."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator

import pytest

from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox


@pytest.fixture(scope="session")
def sandbox() -> Iterator[Sandbox]:
    with Sandbox() as box:
        box.start()
        yield box


@pytest.fixture
def device() -> SimDevice:
    return SimDevice(seed=0)


def _tool(body: str, params: str = "", name: str = "tool") -> str:
    signature = f"dev, {params}" if params else "dev"
    lines = textwrap.indent(textwrap.dedent(body).strip("\n"), "    ")
    doc = '"""A test tool. Starts: anywhere. Ends: anywhere."""'
    return f"def {name}({signature}):\n    {doc}\n{lines}\n"


@pytest.fixture
def tool() -> Callable[..., str]:
    """Build tool source from a body: ``tool("dev.back()", params="n: int")``."""
    return _tool
