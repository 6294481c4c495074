"""Per-step costs of storage, memory, run records and reading: what the expert loop pays for
them at every step, excluding model and device time.

Run: ``python -m evals.bench_memory``. Target on 2 cores: interface hints on a real screen with
a 300-entry memory <= 1 ms median; recording a step with its screenshot <= 2 ms median.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from evals.timing import median_p95, timings
from experts.reading import read_document
from memory.interface import InterfaceMemory
from memory.working import WorkingMemory
from mobilexperts.llm import CallLog, OfflinePolicy
from mobilexperts.perception import perceive_observation
from mobilexperts.runs import RunRecorder, StepRecord
from mobilexperts.sim.device import SimDevice
from mobilexperts.storage import Store


class Entry(BaseModel):
    model_config = ConfigDict(frozen=True)

    key: str
    value: int
    text: str


def report(name: str, times: list[float]) -> None:
    median, p95 = median_p95(times)
    print(f"{name:52} {median:8.3f} {p95:8.3f}")


def bench_store(folder: Path) -> None:
    store = Store(folder / "bench.json", model=Entry, key="key")
    with store.batch():
        for n in range(500):
            store.put(Entry(key=f"k{n}", value=n, text="x" * 100))
    report("store: get, 500 records, file unchanged", timings(lambda: store.get("k250"), 500))
    counter = iter(range(10**6))
    report(
        "store: put (atomic write + lock), 500 records",
        timings(lambda: store.put(Entry(key="k1", value=next(counter), text="y")), 100),
    )


def bench_interface(folder: Path) -> None:
    device = SimDevice()
    device.launch("Chirp")
    observation = device.observe()
    screen = perceive_observation(observation)
    memory = InterfaceMemory(folder / "interface.json")
    with memory.store.batch():
        for n in range(300):
            memory.hypothesize(f"org.other{n % 7}", f"desc:thing {n}", "does something")
        for element in screen.elements[:10]:
            key = memory.key_for(element)
            if key:
                memory.record_effect(screen.package, key, before_signature="a", after_signature="b")
    png = observation.screenshot

    def hints() -> None:
        memory.hints(screen.package, screen.elements, png)
        memory.uncharted(screen.package, screen.elements, png)

    report("interface: hints + uncharted, Chirp feed, 310 entries", timings(hints, 300))


def bench_working() -> None:
    memory = WorkingMemory(token_budget=400)
    for n in range(30):
        memory.write(f"Note {n}: the order A-{1000 + n} costs ${n}.50 and ships Friday", step=n)

    def read_back() -> None:
        memory.render()
        memory.search("order cost")

    report("working: render + search, 30 notes", timings(read_back, 500))

    def compact() -> None:
        fresh = memory.model_copy(deep=True)
        fresh.compact(OfflinePolicy())

    report("working: compact offline, 30 notes", timings(compact, 100))


def bench_recorder(folder: Path) -> None:
    device = SimDevice()
    png = device.observe().screenshot
    recorder = RunRecorder("bench", calls=CallLog(), run_dir=folder / "run")
    counter = iter(range(10**6))

    def step() -> None:
        index = next(counter)
        shot = recorder.save_screenshot(index, png)
        recorder.record_step(StepRecord(index=index, thought="t", screenshot_before=shot))

    report("runs: record a step + save its screenshot", timings(step, 200))


def bench_read() -> None:
    device = SimDevice()
    minutes = "/sdcard/Documents/Meeting minutes 2026-03-10.pdf"
    report(
        "read: PDF, offline policy (extract + rank)",
        timings(lambda: read_document(device, minutes, "next meeting date", OfflinePolicy()), 50),
    )


def main() -> None:
    print(f"{'operation':52} {'med ms':>8} {'p95 ms':>8}")
    with tempfile.TemporaryDirectory() as folder:
        bench_store(Path(folder))
        bench_interface(Path(folder))
        bench_working()
        bench_recorder(Path(folder))
        bench_read()


if __name__ == "__main__":
    main()
