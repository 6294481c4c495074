"""The host's safety gate: a tool's tap, long press or typing is checked like the expert's own.

The expert that runs a tool installs its gate for the duration of the run (:func:`gated`); the
host asks it before each acting verb, on the element the verb resolved to. ``go`` performs the
verb, ``done`` skips it (the person did it on the phone) and ``stop`` refuses it, which fails
the tool with :class:`SensitiveStepRefusedError`. Without a gate every verb goes ahead.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Literal, Protocol

from mobilexperts.perception import Screen, UIElement
from sandbox.errors import SandboxError

GateAnswer = Literal["go", "done", "stop"]


class ActionGate(Protocol):
    """Decides whether a tool may perform one acting verb on ``element`` of ``screen``."""

    def before_verb(
        self, verb: str, screen: Screen, element: UIElement | None, text: str
    ) -> GateAnswer: ...


class SensitiveStepRefusedError(SandboxError):
    """The tool reached a sensitive step and the person did not let it go ahead."""


_active: ContextVar[ActionGate | None] = ContextVar("sandbox_action_gate", default=None)


@contextmanager
def gated(gate: ActionGate | None) -> Iterator[None]:
    """Tool runs inside this block ask ``gate`` before acting."""
    token = _active.set(gate)
    try:
        yield
    finally:
        _active.reset(token)


def active_gate() -> ActionGate | None:
    """The gate installed by the innermost :func:`gated` block, if any."""
    return _active.get()
