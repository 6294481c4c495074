"""Sandbox overhead benchmark on SimDroid.

Run: ``python -m evals.bench_sandbox``. Compares a tool that performs one verb, end to end
(vetting from cache, the run message, the restricted call in the warm tool process, the verb's
round trip over the pipe, the result), with performing the same verb directly in the parent.
Also prints one-off costs: vetting a new source, starting a tool process, and how long a
runaway tool takes to be stopped (the compute deadline plus the kill).
"""

from __future__ import annotations

import statistics
import time

from evals.timing import median_p95, timings
from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox, ToolLimits, vet_tool
from sandbox.host import VerbHost
from sandbox.protocol import VerbMessage

DOC = '"""Benchmark tool. Starts: launcher. Ends: launcher."""'
BACK_TOOL = f"def press_back(dev):\n    {DOC}\n    dev.back()\n"
EXISTS_TOOL = f"def has_chirp(dev):\n    {DOC}\n    return dev.exists(text='Chirp')\n"
RUNAWAY_TOOL = (
    f"def runaway(dev):\n    {DOC}\n    x = 7\n    for i in range(64):\n        x = x * x\n"
)


def row(name: str, times: list[float]) -> None:
    median, p95 = median_p95(times)
    print(f"{name:44} {median:8.2f} {p95:8.2f}")


def main(runs: int = 200) -> None:
    device = SimDevice(seed=0)
    host = VerbHost(device, ToolLimits(actions=10**9))
    exists = VerbMessage(op="verb", verb="exists", args={"text": "Chirp"})
    with Sandbox() as sandbox:
        start = time.perf_counter()
        sandbox.start()
        startup = (time.perf_counter() - start) * 1000

        def run(source: str) -> None:
            result = sandbox.run(source, {}, device)
            assert result.ok, result.error

        cases = [
            ("back: device.press directly", lambda: device.press("back")),
            ("back: tool, end to end", lambda: run(BACK_TOOL)),
            ("exists(text=): host verb directly", lambda: host.handle(exists)),
            ("exists(text=): tool, end to end", lambda: run(EXISTS_TOOL)),
        ]
        for _, fn in cases:
            fn()
        print(f"{'case':44} {'median':>8} {'p95':>8}  (ms, {runs} runs)")
        results = {name: timings(fn, runs) for name, fn in cases}
        for name, times in results.items():
            row(name, times)
        for verb in ("back", "exists(text=)"):
            direct, tool = (times for name, times in results.items() if name.startswith(verb))
            overhead = statistics.median(tool) - statistics.median(direct)
            print(f"{'sandbox overhead, ' + verb + ' (median)':44} {overhead:8.2f}")
        counter = iter(range(10**9))
        row(
            "vet a new source (lint + compile)",
            timings(lambda: vet_tool(BACK_TOOL + f"# {next(counter)}\n"), runs),
        )
        print(f"{'tool process startup (spawn + harden)':44} {startup:8.1f}")
        stops = []
        for _ in range(5):
            sandbox.start()
            stops += timings(lambda: sandbox.run(RUNAWAY_TOOL, {}, device), 1)
        row("runaway tool stopped (compute limit 1.5 s)", stops)


if __name__ == "__main__":
    main()
