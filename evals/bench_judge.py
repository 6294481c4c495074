"""Honest-success benchmark over the suite with the offline policy: how often the expert's
claimed success (an accepted Stop) agrees with the checker.

Prints per level: tasks, success (checker), claimed (Stop accepted), false success (claimed,
checker says no; target <= 2%) and false refusal (not claimed, checker says yes), and the tasks
behind each false figure. Run: ``python -m evals.bench_judge``.
"""

from __future__ import annotations

from typing import Any

import experts  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import TaskSpec, load_suite
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice

LEVELS = ("C1", "C2", "C3")


def run_task(spec: TaskSpec) -> dict[str, Any]:
    task = spec.ready
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    run = Expert(sim, OfflinePolicy(), ExpertSettings(vision=False, max_steps=25)).act(
        task.instruction
    )
    return {
        "id": task.id,
        "level": task.complexity,
        "claimed": run.done,
        "success": check(task, sim.state(), run.answer, initial).success,
    }


def main() -> None:
    results = [run_task(t) for t in load_suite() if t.complexity in LEVELS]
    print(f"{'level':6} {'tasks':>5} {'success':>8} {'claimed':>8} {'false ok':>9} {'false no':>9}")
    for level in (*LEVELS, "all"):
        group = [r for r in results if level in ("all", r["level"])]
        if not group:
            continue
        n = len(group)
        success = sum(r["success"] for r in group) / n
        claimed = sum(r["claimed"] for r in group) / n
        false_ok = sum(r["claimed"] and not r["success"] for r in group) / n
        false_no = sum(r["success"] and not r["claimed"] for r in group) / n
        print(f"{level:6} {n:>5} {success:>7.0%} {claimed:>8.0%} {false_ok:>9.1%} {false_no:>9.1%}")
    false_ok_ids = [r["id"] for r in results if r["claimed"] and not r["success"]]
    false_no_ids = [r["id"] for r in results if r["success"] and not r["claimed"]]
    print(f"false success (target <= 2%): {', '.join(false_ok_ids) or 'none'}")
    print(f"false refusal: {', '.join(false_no_ids) or 'none'}")


if __name__ == "__main__":
    main()
