"""Recording what tool synthesis and admission need from an expert run.

:class:`SnapshotRecorder` is a ``StepSink`` (pass it as ``Expert(..., sink=recorder)``, optionally
wrapping the run's own sink). It keeps each step's screens before and after, and, on a device
that can take snapshots (SimDroid), a snapshot of every state the run passed through, so
admission can replay a tool from the exact state its workflow started in. Create it right
before ``Expert.act``: it snapshots the state the run starts from.
"""

from __future__ import annotations

import hashlib
from typing import Any, Protocol

from mobilexperts.device import Device, Observation
from mobilexperts.trajectory import StepLog, StepSink


class Snapshotting(Protocol):
    """A device that can copy its whole state and go back to a copy (SimDroid)."""

    def snapshot(self) -> Any: ...
    def restore(self, snapshot: Any) -> None: ...


def can_snapshot(device: object) -> bool:
    """Whether ``device`` offers ``snapshot`` and ``restore``."""
    return callable(getattr(device, "snapshot", None)) and callable(
        getattr(device, "restore", None)
    )


def _digest(observation: Observation) -> str:
    return hashlib.sha1(observation.xml.encode("utf-8")).hexdigest()


class SnapshotRecorder:
    """A step sink keeping screens and snapshots of one run; forwards steps to ``inner``."""

    def __init__(self, device: Device, inner: StepSink | None = None) -> None:
        self.device = device
        self.inner = inner
        self.snapshots_enabled = can_snapshot(device)
        self.before: dict[int, Observation] = {}
        self.after: dict[int, Observation] = {}
        self._states: dict[str, Any] = {}
        self._keep(device.observe())

    def record_step(self, step: StepLog, before: Observation, after: Observation | None) -> None:
        """Called by the expert when a step is finished; the device is in the ``after`` state."""
        self.before[step.step] = before
        if after is not None:
            self.after[step.step] = after
            self._keep(after)
        if self.inner is not None:
            self.inner.record_step(step, before, after)

    def snapshot_before(self, step: int) -> Any | None:
        """The device state right before ``step`` was performed, if it was kept."""
        observation = self.before.get(step)
        return self._states.get(_digest(observation)) if observation is not None else None

    def _keep(self, observation: Observation) -> None:
        if self.snapshots_enabled:
            key = _digest(observation)
            if key not in self._states:
                self._states[key] = self.device.snapshot()  # type: ignore[attr-defined]
