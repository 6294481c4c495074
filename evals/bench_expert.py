"""Expert benchmark over the C1, C2 and C3 tasks with the offline policy.

Prints the success rate (from the checker) and mean reasoning steps (decide + reflect calls) per
level, and, over the C1 and C2 tasks, the framework's own overhead per step: wall time minus the
time spent inside the model and inside the device, per step (target: median <= 10 ms).
Run: ``python -m evals.bench_expert``.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import experts  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import TaskSpec, load_suite
from evals.timing import median_p95
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm.calllog import CallLog, LoggedModel
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice

LEVELS = ("C1", "C2", "C3")
OVERHEAD_LEVELS = ("C1", "C2")


class TimedDevice:
    """A SimDevice whose every call is timed, to separate device time from the framework's."""

    def __init__(self, device: SimDevice) -> None:
        self._device = device
        self.seconds = 0.0

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._device, name)
        if not callable(attr):
            return attr

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return attr(*args, **kwargs)
            finally:
                self.seconds += time.perf_counter() - start

        return timed

    @property
    def info(self):
        return self._device.info


def run_task(spec: TaskSpec) -> dict[str, Any]:
    task = spec.ready
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    device = TimedDevice(sim)
    log = CallLog()
    expert = Expert(
        device, LoggedModel(OfflinePolicy(), log), ExpertSettings(vision=False, max_steps=25)
    )
    start = time.perf_counter()
    run = expert.act(task.instruction)
    wall = time.perf_counter() - start
    model = sum(r.usage.latency_s for r in log.records)
    steps = max(len(log.records), 1)
    return {
        "id": task.id,
        "complexity": task.complexity,
        "success": check(task, sim.state(), run.answer, initial).success,
        "reasoning_steps": log.reasoning_steps,
        "overhead_ms": (wall - model - device.seconds) * 1000 / steps,
    }


def main() -> None:
    results = [run_task(t) for t in load_suite() if t.complexity in LEVELS]
    print(f"{'level':6} {'tasks':>5} {'success':>8} {'mean RS':>8}")
    for level in LEVELS:
        group = [r for r in results if r["complexity"] == level]
        if group:
            rate = sum(r["success"] for r in group) / len(group)
            rs = statistics.mean(r["reasoning_steps"] for r in group)
            print(f"{level:6} {len(group):>5} {rate:>7.0%} {rs:>8.1f}")
    overhead = [r["overhead_ms"] for r in results if r["complexity"] in OVERHEAD_LEVELS]
    median, p95 = median_p95(overhead)
    print(
        "framework overhead per step (excluding model and device): "
        f"median {median:.2f} ms, p95 {p95:.2f} ms (target median <= 10 ms)"
    )
    failed = [r["id"] for r in results if not r["success"]]
    print(f"failed: {', '.join(failed) or 'none'}")


if __name__ == "__main__":
    main()
