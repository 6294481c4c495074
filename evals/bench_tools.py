"""Workflow tools benchmark: reasoning steps cold versus warm, sandbox overhead, retrieval.

Run: ``python -m evals.bench_tools``. Prints:

- reasoning steps (decide + reflect calls, the paper's RS) per task of each family, run by the
  expert with the offline policy on SimDroid: cold (empty tool store; after the run, synthesis
  and admission) and warm (another instance of the family, with the tools learned cold), and
  the warm/cold ratio (target: warm <= 50% of cold where a tool covers the task);
- the sandbox's overhead per tool call (median): a one-verb tool run in the sandbox versus the
  same verb performed directly;
- a run's first tool use when the tool process starts on it versus when the run's ToolKit
  started it in the background (target: <= 50 ms of overhead);
- retrieval latency with 10,000 tools in the store, after the index is built (target <= 20 ms),
  and the one-off cost of building it.
"""

from __future__ import annotations

import itertools
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel

import experts  # noqa: F401 - registers the offline handlers of decide and reflect
from evals.checker import check, prepare
from evals.tasks import TASKS_DIR, TaskSpec, load_task
from evals.timing import p95, timings
from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from mobilexperts.llm import CallLog, LoggedModel, OfflinePolicy
from mobilexperts.operations import UseTool
from mobilexperts.perception import Anchor, Screen, perceive_observation
from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox, ToolLimits
from sandbox.host import VerbHost
from sandbox.protocol import VerbMessage
from tools_store import (
    ScreenCondition,
    SnapshotRecorder,
    ToolKit,
    ToolKitSettings,
    ToolParam,
    ToolStore,
    WorkflowTool,
    learn_from_run,
)
from tools_store.retrieval import ToolIndex

FAMILIES: list[tuple[str, dict[str, Any]]] = [
    ("chirp/post_chirp.yaml", {"message": "Second chirp from the agent"}),
    (
        "mail/send_email.yaml",
        {
            "address": "lee.park@example.com",
            "subject": "Lunch on Friday",
            "body": "Are you free for lunch on Friday at noon?",
        },
    ),
    ("pages/create_titled_page.yaml", {"title": "Reading notes"}),
    ("pages/add_grocery.yaml", {"item": "Greek yogurt"}),
    ("pages/check_todo.yaml", {"item": "Book the car service"}),
    ("settings/rename_device.yaml", {"name": "Office Phone"}),
    ("shop/search_product.yaml", {"product": "wireless earbuds"}),
    ("contacts/favorite.yaml", {"name": "Omar Xu"}),
    ("contacts/delete_contact.yaml", {"name": "Bruno Patel"}),
    (
        "messages/reply.yaml",
        {"name": "Omar Xu", "number": "(408) 555-0191", "message": "Sounds good, thanks!"},
    ),
    (
        "chirp/reply_to_post.yaml",
        {"name": "Maya Rossi", "handle": "mayar", "post_id": 26, "text": "Enjoy the coffee!"},
    ),
]
RETRIEVAL_TOOLS = 10_000


class TaskRun(BaseModel):
    """One expert run of a task instance."""

    success: bool
    reasoning_steps: int
    tools_used: list[str]
    learned: list[str]


def run_task(spec: TaskSpec, store: ToolStore, sandbox: Sandbox) -> TaskRun:
    """Run ``spec`` with the offline policy and the store's tools; learn from it if it worked."""
    device = SimDevice(seed=spec.seed)
    initial = prepare(spec, device)
    log = CallLog()
    model = LoggedModel(OfflinePolicy(), log)
    kit = ToolKit(store, sandbox)
    recorder = SnapshotRecorder(device)
    expert = Expert(
        device,
        model,
        ExpertSettings(vision=False),
        helpers=ExpertHelpers(model, tools=kit),
        sink=recorder,
    )
    run = expert.act(spec.instruction)
    success = check(spec, device.state(), run.answer, initial).success
    used = [s.operation.name for s in run.steps if isinstance(s.operation, UseTool)]
    learned = []
    if success:
        learned = learn_from_run(run, device, OfflinePolicy(), store, recorder, sandbox=sandbox)
    return TaskRun(
        success=success,
        reasoning_steps=log.reasoning_steps,
        tools_used=used,
        learned=[f"{t.name}:{t.status}" for t in learned],
    )


def reasoning_steps(sandbox: Sandbox, data_dir: Path) -> None:
    print("reasoning steps per task (offline policy, SimDroid)")
    print(f"{'task':32} {'cold':>5} {'warm':>5} {'ratio':>6}  tool learned cold -> used warm")
    covered: list[tuple[int, int]] = []
    every: list[tuple[int, int]] = []
    for path, params in FAMILIES:
        task = load_task(TASKS_DIR / path)
        store = ToolStore(data_dir / task.id / "tools.json")
        cold = run_task(task.ready, store, sandbox)
        warm = run_task(task.with_params(**params), store, sandbox)
        ratio = warm.reasoning_steps / cold.reasoning_steps if cold.reasoning_steps else 0.0
        ok = "" if cold.success and warm.success else "  (a run failed its checker)"
        print(
            f"{task.id:32} {cold.reasoning_steps:5d} {warm.reasoning_steps:5d} {ratio:6.0%}  "
            f"{','.join(cold.learned) or '-'} -> {','.join(warm.tools_used) or '-'}{ok}"
        )
        every.append((cold.reasoning_steps, warm.reasoning_steps))
        if warm.tools_used and warm.success:
            covered.append((cold.reasoning_steps, warm.reasoning_steps))
    for label, pairs in (("all tasks", every), ("tasks a tool covered", covered)):
        if pairs:
            cold_total = sum(c for c, _ in pairs)
            warm_total = sum(w for _, w in pairs)
            print(
                f"{label} ({len(pairs)}): cold {cold_total / len(pairs):.1f} RS/task, warm "
                f"{warm_total / len(pairs):.1f} RS/task, warm/cold {warm_total / cold_total:.0%}"
            )


def sandbox_overhead(sandbox: Sandbox, runs: int = 100) -> None:
    device = SimDevice(seed=0)
    source = 'def has_chirp(dev):\n    """Is Chirp shown? Starts: home. Ends: home."""\n'
    source += "    return dev.exists(text='Chirp')\n"
    host = VerbHost(device, ToolLimits(actions=10**9))
    message = VerbMessage(op="verb", verb="exists", args={"text": "Chirp"})
    in_sandbox = timings(lambda: sandbox.run(source, {}, device), runs)
    direct = timings(lambda: host.handle(message), runs)
    overhead = statistics.median(in_sandbox) - statistics.median(direct)
    print(
        f"sandbox call: {statistics.median(in_sandbox):.2f} ms median (p95 {p95(in_sandbox):.2f}),"
        f" the same verb directly {statistics.median(direct):.2f} ms: overhead {overhead:.2f} ms"
    )


def first_use(store_dir: Path, runs: int = 5) -> None:
    """A run's first tool use, when the tool process starts on that use versus when the run's
    ToolKit started it in the background (waited for, as the first decision would be)."""
    device = SimDevice(seed=0)
    store = ToolStore(store_dir / "first-use" / "tools.json")
    name = "has_chirp"
    source = f'def {name}(dev):\n    """Is Chirp shown? Starts: home. Ends: home."""\n'
    source += "    return dev.exists(text='Chirp')\n"
    store.put(WorkflowTool(name=name, description="Is Chirp shown?", app="x", source=source))
    figures = {}
    for warm in (False, True):
        times = []
        for _ in range(runs):
            with Sandbox() as sandbox:
                kit = ToolKit(store, sandbox, ToolKitSettings(warm_start=warm))
                if kit.warming is not None:
                    kit.warming.join()
                started = time.perf_counter()
                sandbox.run(source, {}, device)
                times.append((time.perf_counter() - started) * 1000)
        figures[warm] = statistics.median(times)
    print(
        f"first tool use of a run (target <= 50 ms of overhead): {figures[False]:.0f} ms median"
        f" when the tool process starts on it, {figures[True]:.1f} ms when the run's ToolKit"
        " started it in the background"
    )


def synthetic_tools(count: int, screen: Screen, apps: int, screens: int) -> list[WorkflowTool]:
    """``count`` distinct verified tools over generic verbs and objects, spread over ``apps``
    packages (one of them the screen's) and ``screens`` signatures per app (one of them the
    screen's); every other tool is anchored on the screen's fixed elements, so the precondition
    check must look at anchors too."""
    rng = random.Random(7)
    verbs = "post send reply delete star archive share search add create rename open pay book"
    objects = "message email note page contact photo event alarm item order song file place"
    packages = [screen.package, *(f"com.example.app{n}" for n in range(apps - 1))]
    signatures = [screen.signature, *(f"{n:016x}" for n in range(screens - 1))]
    tools = []
    for i in range(count):
        verb, obj = rng.choice(verbs.split()), rng.choice(objects.split())
        app = rng.choice(packages)
        anchors = screen.anchors[:3] if i % 2 else [Anchor(resource_id=f"{app}:id/bar_{i % 50}")]
        name = f"{verb}_{obj}_{i}"
        tools.append(
            WorkflowTool(
                name=name,
                description=f"{verb.title()} a {obj} with <text> ({i}). Starts: list. Ends: list.",
                app=app,
                params=[ToolParam(name="text", example="hello")],
                precondition=ScreenCondition(
                    package=app, signatures=[rng.choice(signatures)], anchors=anchors
                ),
                source=f'def {name}(dev, text: str):\n    """{verb}."""\n    dev.back()\n',
                status="verified",
            )
        )
    return tools


def retrieval_latency(data_dir: Path, runs: int = 200) -> None:
    device = SimDevice(seed=0)
    device.launch("Chirp")
    screen = perceive_observation(device.observe())
    store = ToolStore(data_dir / "retrieval" / "tools.json")
    started = time.perf_counter()
    store.put_many(synthetic_tools(RETRIEVAL_TOOLS, screen, apps=10, screens=5))
    written = time.perf_counter() - started
    index = ToolIndex(store)
    started = time.perf_counter()
    offered = index.search("post a message saying hello", screen)
    built = time.perf_counter() - started
    queries = itertools.cycle(
        ["post a message saying hello", "reply to the email", "delete the note", "add an item"]
    )
    on_screen = timings(lambda: index.search(next(queries), screen), runs)
    anywhere = timings(lambda: index.search(next(queries)), runs)
    print(
        f"retrieval over {RETRIEVAL_TOOLS} tools (target <= 20 ms): on a screen "
        f"{statistics.median(on_screen):.2f} ms median (p95 {p95(on_screen):.2f}, "
        f"{len(offered)} offered), without a screen {statistics.median(anywhere):.2f} ms; "
        f"first search (load + index) {built * 1000:.0f} ms; writing the store {written:.1f} s"
    )


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp, Sandbox() as sandbox:
        sandbox.start()
        reasoning_steps(sandbox, Path(tmp))
        sandbox_overhead(sandbox)
        first_use(Path(tmp))
        retrieval_latency(Path(tmp))


if __name__ == "__main__":
    main()
