"""Two processes writing at once lose nothing; a killed process leaves a readable store."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap
import time

from pydantic import BaseModel, ConfigDict

from mobilexperts.storage import Store

WRITES_PER_PROCESS = 40


class Entry(BaseModel):
    model_config = ConfigDict(frozen=True)

    key: str
    value: int


def entries(path) -> Store[Entry]:
    return Store(path, model=Entry, key="key")


def increment(old: Entry | None) -> Entry:
    return Entry(key="counter", value=(old.value if old else 0) + 1)


def write_many(path, name: str, start) -> None:
    start.wait()
    store = entries(path)
    for n in range(WRITES_PER_PROCESS):
        store.put(Entry(key=f"{name}-{n}", value=n))
        store.update(
            "counter", lambda old: Entry(key="counter", value=(old.value if old else 0) + 1)
        )


def test_two_processes_writing_concurrently_lose_no_record(tmp_path):
    path = tmp_path / "shared.json"
    context = multiprocessing.get_context("fork")
    start = context.Event()
    workers = [
        context.Process(target=write_many, args=(path, name, start)) for name in ("left", "right")
    ]
    for worker in workers:
        worker.start()
    start.set()
    for worker in workers:
        worker.join(timeout=60)
        assert worker.exitcode == 0
    store = entries(path)
    keys = {entry.key for entry in store.all()}
    expected = {f"{name}-{n}" for name in ("left", "right") for n in range(WRITES_PER_PROCESS)}
    assert expected <= keys
    assert store.get("counter").value == 2 * WRITES_PER_PROCESS


WRITER = textwrap.dedent(
    """
    import sys
    from pydantic import BaseModel
    from mobilexperts.storage import Store

    class Entry(BaseModel):
        key: str
        value: int
        padding: str = "x" * 2000

    store = Store(sys.argv[1], model=Entry, key="key")
    n = 0
    while True:
        store.put(Entry(key=f"k{n % 300}", value=n))
        n += 1
    """
)


def test_a_process_killed_mid_run_leaves_a_readable_store(tmp_path):
    path = tmp_path / "killed.json"
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)])
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and (not path.exists() or path.stat().st_size < 200_000):
            time.sleep(0.02)
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
    assert writer.returncode == -signal.SIGKILL

    class Entry(BaseModel):
        key: str
        value: int
        padding: str

    store = Store(path, model=Entry, key="key")
    survivors = store.all()
    assert len(survivors) >= 50
    assert all(entry.padding == "x" * 2000 for entry in survivors)
    store.put(Entry(key="after", value=1, padding=""))
    assert store.get("after").value == 1
