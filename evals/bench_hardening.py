"""Hardening benchmark: hostile screens, hostile model endpoints, hostile tools and bad inputs.

Run: ``python -m evals.bench_hardening``. Prints perception time at 1k/4k/10k nodes (target:
10k nodes parsed and signed in <= 0.5 s), the outcome of each hostile screen, each hostile
endpoint (how the run ended, how long it took against the deadline, whether its record was
kept, where the API key leaked: target 0 leaks), each sandbox payload, and each bad input run
as ``mobilexperts`` in a child process with a timeout (target: 0 hangs, 0 internal errors).
Everything runs in a temporary data dir.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from evals.hostile import (
    SANDBOX_PAYLOADS,
    crowded_row_dump,
    deep_dump,
    flat_dump,
)
from evals.hostile_endpoints import DEADLINE_S, endpoint_faults, run_fault
from evals.hostile_inputs import bad_inputs, run_in_child
from evals.timing import measure
from mobilexperts.errors import MobilexpertsError
from mobilexperts.perception import parse_hierarchy, perceive
from mobilexperts.perception.hierarchy import MAX_DUMP_BYTES, MAX_NODES
from mobilexperts.perception.signature import screen_signature
from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox, SandboxError, ToolLimits, vet_tool

CHILD_TIMEOUT_S = 60.0


def _cpu_ms(fn: Callable[[], object], runs: int) -> float:
    """Median CPU time of ``fn`` in ms: what it costs when other processes share the cores."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        fn()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


def bench_perception(runs: int) -> None:
    print(
        f"{'perception':30} {'parse+sign med':>14} {'p95':>6} {'cpu':>6} "
        f"{'perceive med':>12} {'p95':>6}"
    )
    shapes = [(f"{n // 1000}k nodes, distinct anchors", flat_dump(n)) for n in (1000, 4000, 10000)]
    shapes += [("10k texts in one row", crowded_row_dump(10_000)), ("1500 levels", deep_dump(1500))]
    for name, xml in shapes:

        def sign(xml: str = xml) -> str:
            return screen_signature(parse_hierarchy(xml))

        signed = measure(sign, runs)
        cpu = _cpu_ms(sign, runs)
        full = measure(lambda xml=xml: perceive(xml), runs)
        print(
            f"{name:30} {signed[0]:>12.0f}ms {signed[1]:>4.0f}ms {cpu:>4.0f}ms "
            f"{full[0]:>10.0f}ms {full[1]:>4.0f}ms"
        )
    print("target: 10k nodes parsed + signed <= 500 ms median (cpu: CPU time, load-independent)\n")


def bench_hostile_screens() -> None:
    cases = [
        (f"{MAX_NODES + 1} nodes", lambda: perceive(flat_dump(MAX_NODES + 1))),
        ("3000 levels", lambda: perceive(deep_dump(3000))),
        (
            f"{MAX_DUMP_BYTES // 2**20} MB dump and more",
            lambda: perceive(flat_dump(2) + " " * MAX_DUMP_BYTES),
        ),
        ("time budget spent", lambda: parse_hierarchy(flat_dump(5000), budget_s=0.0)),
    ]
    print(f"{'hostile screen':34} outcome")
    for name, attempt in cases:
        try:
            attempt()
            outcome = "read"
        except MobilexpertsError as exc:
            outcome = f"{type(exc).__name__}: {str(exc)[:70]}"
        print(f"{name:34} {outcome}")
    print()


def bench_endpoints(workdir: Path) -> None:
    print(f"{'hostile endpoint':36} {'s':>5} {'record':>6} {'leaks':>5}  outcome")
    outcomes = []
    for number, fault in enumerate(endpoint_faults()):
        outcome = run_fault(fault, workdir / f"endpoint-{number}")
        outcomes.append(outcome)
        kept = "kept" if outcome.record_kept else "LOST"
        print(
            f"{fault.name:36} {outcome.seconds:>5.1f} {kept:>6} {len(outcome.leaks):>5}  "
            f"{outcome.outcome[:60]}"
        )
    slow = [o.seconds for o in outcomes if "trickle" in o.fault or "nothing" in o.fault]
    leaks = sum(len(o.leaks) for o in outcomes)
    internal = sum(o.internal_error for o in outcomes)
    print(
        f"deadline {DEADLINE_S:g} s: trickling/silent endpoints ended after at most "
        f"{max(slow):.1f} s; key leaks {leaks} (target 0); records kept "
        f"{sum(o.record_kept for o in outcomes)}/{len(outcomes)}; internal errors {internal}\n"
    )


def bench_sandbox() -> None:
    print(f"{'sandbox payload':44} outcome")
    with Sandbox() as sandbox:
        for name, source, limits in SANDBOX_PAYLOADS:
            try:
                vet_tool(source)
            except SandboxError as exc:
                problems = "; ".join(str(p) for p in getattr(exc, "problems", [exc]))
                print(f"{name:44} refused by the lint: {problems[:60]}")
                continue
            result = sandbox.run(source, {}, SimDevice(), ToolLimits(**limits))
            outcome = "ok (returned)" if result.ok else f"failed: {str(result.error)[:60]}"
            print(f"{name:44} {outcome}")
    print()


def bench_bad_inputs(workdir: Path) -> None:
    print(f"{'bad input':30} {'s':>5}  outcome")
    env = {**os.environ, "MOBILEXPERTS_DATA_DIR": str(workdir / "inputs-data")}
    outcomes = [run_in_child(case, env, CHILD_TIMEOUT_S) for case in bad_inputs(workdir / "in")]
    for outcome in outcomes:
        print(f"{outcome.name:30} {outcome.seconds:>5.1f}  {outcome.outcome[:80]}")
    hangs = sum(o.hung for o in outcomes)
    internal = sum(o.internal_error for o in outcomes)
    print(f"{len(outcomes)} bad inputs: {hangs} hangs, {internal} internal errors (target 0, 0)")


def main(runs: int = 5) -> None:
    print(f"cores: {os.cpu_count()}")
    with tempfile.TemporaryDirectory(prefix="bench-hardening-") as folder:
        workdir = Path(folder)
        os.environ["MOBILEXPERTS_DATA_DIR"] = str(workdir / "data")
        bench_perception(runs)
        bench_hostile_screens()
        bench_endpoints(workdir)
        bench_sandbox()
        bench_bad_inputs(workdir)


if __name__ == "__main__":
    main()
