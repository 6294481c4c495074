"""Exploration benchmark: what one offline exploration of each SimDroid app teaches, and what it
is worth on the task suite.

Run: ``python -m evals.bench_explore [--levels C1 C2 C3] [--apps Chirp Mail ...]
[--explore-only]``. Prints:

- per app, after one exploration with the offline policy and no task run: screens reached of
  the screens the app has (its census; target >= 90%), elements labelled verified, workflow
  tools admitted, exploration runs and time;
- the share of suite C1 task families (task specs) for which a verified tool of the task's app
  fits the request and binds every parameter from it (:func:`experts.tool_choice.choose_tools`,
  as the expert chooses; target >= 80%), the looser share retrieval offers one for, and the
  share whose warm run used one;
- suite success and mean reasoning steps (decide + reflect calls) per level, cold (empty
  memories and tool store) versus warm (the explored memories, tools and insights), and their
  ratio (target: C1 warm <= 0.6x cold). Each task starts from a copy of the explored data, so
  task runs never teach each other;
- with ``--rehearse``: C1 again, each task's expert first exploring for its request (the
  request rehearsed with sample values on a snapshot): success, RS of the task, and RS spent
  rehearsing;
- with ``--warm FILE`` (e.g. evals/dev/explore.yaml), instead of the suite: only the apps the
  file's requests need are explored, then each request runs cold and warm (exploration only,
  nothing learned from a task run): success, requests that used a tool, tool uses that did the
  task, RS cold and warm, per group; ``-v`` lists each ``dev`` request, ``sealed`` is only ever
  shown in aggregate.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import experts  # noqa: F401 - registers the offline handlers
from evals.bench_warm import GROUPS, load_warm_set, warm_tasks
from evals.checker import check, prepare
from evals.tasks import TaskSpec, load_suite
from experts.expert import Expert, ExpertSettings
from experts.explore import explore
from experts.helpers import ExpertHelpers
from experts.portrait import AppRef, ExpertPortrait, PortraitStats
from experts.tool_choice import choose_tools, covers
from memory.insight import InsightMemory
from memory.interface import InterfaceMemory
from mobilexperts.config import Settings
from mobilexperts.device.base import Observation
from mobilexperts.llm.calllog import CallLog, LoggedModel
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from tools_store import ToolKit, ToolStore
from tools_store.retrieval import ToolIndex

LEVELS = ("C1", "C2", "C3")
TARGET_SCREENS = 0.9
TARGET_TOOLS = 0.8
TARGET_RATIO = 0.6


class CensusDevice(SimDevice):
    """A SimDroid phone that notes every (app, screen) it shows, for measuring only: the
    explorer sees observations, like on a real phone."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: set[tuple[str, str]] = set()

    def observe(self) -> Observation:
        self.seen.add((self.phone.state.foreground, self.phone.route().screen))
        return super().observe()


def explore_apps(data: Path, labels: list[str] | None) -> tuple[list[dict[str, Any]], str]:
    """Explore each app once on one phone; per-app figures and the phone's fingerprint."""
    settings = Settings(data_dir=data)
    device = CensusDevice()
    rows = []
    for app in device.phone.installed():
        if labels and app.label not in labels:
            continue
        device.seen.clear()
        started = time.perf_counter()
        portrait = ExpertPortrait(name=f"{app.label} expert", apps=[AppRef(label=app.label)])
        report = explore(portrait, "", device, OfflinePolicy(), settings=settings)
        census = set(app.census())
        reached = {screen for package, screen in device.seen if package == app.package} & census
        rows.append(
            {
                "app": app.label,
                "package": app.package,
                "reached": len(reached),
                "census": len(census),
                "verified": report.confidence.get("verified", 0),
                "tools": report.tools,
                "runs": report.runs,
                "seconds": time.perf_counter() - started,
            }
        )
    return rows, device.info.fingerprint


def offered(store: ToolStore, packages: dict[str, str], task: TaskSpec) -> bool:
    """Whether retrieval offers a verified tool of one of the task's apps for its request."""
    wanted = {packages.get(label, "") for label in task.apps}
    return any(tool.app in wanted for tool in ToolIndex(store).search(task.instruction, k=5))


def usable(store: ToolStore, packages: dict[str, str], task: TaskSpec) -> tuple[str, bool]:
    """The verified tool of one of the task's apps that fits its request with every parameter
    bound (as the expert chooses), else '', and whether it covers all the request says."""
    wanted = {packages.get(label, "") for label in task.apps}
    offers = [t.offer() for t in store.all() if t.status == "verified" and t.app in wanted]
    choices = choose_tools(task.instruction, offers, list(packages))
    best = next((c for c in choices if c.usable), None)
    if best is None or best.args is None:
        return "", False
    return best.offer.name, covers(task.instruction, best.offer, best.args)


def run_task(
    task: TaskSpec, data: Path | None, fingerprint: str, rehearse: bool = False
) -> dict[str, Any]:
    """One suite task with the offline policy: cold (``data`` None) or with a fresh copy of
    the explored data; with ``rehearse``, its app's (explored) expert first explores for the
    request (a rehearsal with sample values), whose reasoning steps are counted apart."""
    with tempfile.TemporaryDirectory(prefix="bench-explore-") as scratch:
        settings = Settings(data_dir=Path(scratch))
        sim = SimDevice(seed=task.seed)
        folder = settings.device_dir(sim.info.fingerprint)
        if data is not None:
            shutil.copytree(Settings(data_dir=data).device_dir(fingerprint), folder)
        folder.mkdir(parents=True, exist_ok=True)
        initial = prepare(task, sim)
        rehearsal = CallLog()
        if rehearse:
            portrait = ExpertPortrait(
                name="expert",
                apps=[AppRef(label=task.apps[0])],
                stats=PortraitStats(last_explored=datetime.now(UTC)),
            )
            model = LoggedModel(OfflinePolicy(), rehearsal)
            explore(portrait, task.instruction, sim, model, settings=settings)
        log = CallLog()
        model = LoggedModel(OfflinePolicy(), log)
        helpers = ExpertHelpers(
            model,
            InterfaceMemory(folder / "interface.json"),
            ToolKit(ToolStore(folder / "tools.json")),
            InsightMemory(folder / "insights.json"),
        )
        run = Expert(sim, model, ExpertSettings(vision=False, max_steps=25), helpers).act(
            task.instruction
        )
        return {
            "success": check(task, sim.state(), run.answer, initial).success,
            "rs": log.reasoning_steps,
            "rehearsal_rs": rehearsal.reasoning_steps,
            "tool": any(s.operation.kind == "use_tool" and not s.error for s in run.steps),
        }


def warm_slice(path: Path, verbose: bool, groups: list[str]) -> None:
    """Explore the apps the requests of ``path`` (of ``groups``) need, then run each cold and
    warm."""
    tasks = [(g, t) for g, t in warm_tasks(load_warm_set(path)) if g in groups]
    labels = sorted({label for _, task in tasks for label in task.apps})
    with tempfile.TemporaryDirectory(prefix="bench-explore-data-") as folder:
        data = Path(folder)
        rows, fingerprint = explore_apps(data, labels)
        print(f"explored {', '.join(labels)}: {sum(len(r['tools']) for r in rows)} tools")
        results = []
        for group, task in tasks:
            cold, warm = run_task(task, None, fingerprint), run_task(task, data, fingerprint)
            results.append((group, cold, warm))
            if verbose and group == "dev":
                print(
                    f"  {'ok  ' if warm['success'] else 'FAIL'} {warm['rs']:3} RS (cold "
                    f"{cold['rs']}, {'ok' if cold['success'] else 'FAIL'}) "
                    f"{'tool' if warm['tool'] else '-   '} {task.instruction}",
                    flush=True,
                )
    for group in GROUPS:
        chosen = [(c, w) for g, c, w in results if g == group]
        if not chosen:
            continue
        used = [w for _, w in chosen if w["tool"]]
        rs_cold, rs_warm = sum(c["rs"] for c, _ in chosen), sum(w["rs"] for _, w in chosen)
        ok_cold = sum(c["success"] for c, _ in chosen)
        ok_warm = sum(w["success"] for _, w in chosen)
        print(
            f"{group:7} requests {len(chosen):3}  success warm {ok_warm}/{len(chosen)} cold "
            f"{ok_cold}/{len(chosen)}  used a "
            f"tool {len(used)}  tool uses done {sum(w['success'] for w in used)}/{len(used)}  "
            f"RS warm {rs_warm} cold {rs_cold} ({rs_warm / max(rs_cold, 1):.2f}x)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", nargs="*", default=list(LEVELS), choices=LEVELS)
    parser.add_argument("--apps", nargs="*", default=None, help="app labels to explore")
    parser.add_argument(
        "--rehearse", action="store_true", help="also run C1 after exploring for each request"
    )
    parser.add_argument(
        "--explore-only", action="store_true", help="print the exploration figures only"
    )
    parser.add_argument("--warm", type=Path, help="a warm request file (evals/dev/explore.yaml)")
    parser.add_argument("-v", action="store_true", help="with --warm: list each dev request")
    parser.add_argument("--groups", nargs="*", default=list(GROUPS), choices=GROUPS)
    args = parser.parse_args()
    if args.warm:
        warm_slice(args.warm, args.v, args.groups)
        return
    with tempfile.TemporaryDirectory(prefix="bench-explore-data-") as folder:
        data = Path(folder)
        started = time.perf_counter()
        rows, fingerprint = explore_apps(data, args.apps)
        print(f"{'app':10} {'screens':>9} {'share':>6} {'verified':>8} {'tools':>5} runs      s")
        for r in rows:
            share = r["reached"] / r["census"]
            print(
                f"{r['app']:10} {r['reached']:>4}/{r['census']:<4} {share:>6.0%} "
                f"{r['verified']:>8} {len(r['tools']):>5} {r['runs']:>4} {r['seconds']:>6.1f}"
            )
        reached, census = sum(r["reached"] for r in rows), sum(r["census"] for r in rows)
        times = [r["seconds"] for r in rows]
        print(
            f"all apps: {reached}/{census} screens = {reached / census:.0%} "
            f"(target >= {TARGET_SCREENS:.0%}); exploration per app: median "
            f"{statistics.median(times):.1f} s, max {max(times):.1f} s, total "
            f"{time.perf_counter() - started:.0f} s"
        )
        tools = ", ".join(t for r in rows for t in r["tools"]) or "none"
        print(f"tools admitted: {tools}")
        packages = {r["app"]: r["package"] for r in rows}
        store = ToolStore(Settings(data_dir=data).device_dir(fingerprint) / "tools.json")
        suite = [t.ready for t in load_suite() if t.complexity in args.levels]
        c1 = [t for t in suite if t.complexity == "C1"]
        fits = {t.id: usable(store, packages, t) for t in c1}
        if c1:
            found = sum(bool(name) for name, _ in fits.values())
            whole = sum(all_of for _, all_of in fits.values())
            print(
                f"C1 families with a usable verified tool: {found}/{len(c1)} = "
                f"{found / len(c1):.0%} (target >= {TARGET_TOOLS:.0%}); one covering the whole "
                f"request: {whole}/{len(c1)}; retrieval offers one of the app: "
                f"{sum(offered(store, packages, t) for t in c1) / len(c1):.0%}"
            )
            for task in c1:
                name, all_of = fits[task.id]
                print(f"  {task.id:32} {name or '-'}{' (covers it)' if all_of else ''}")
        if args.explore_only:
            return
        results = []
        for task in suite:
            cold = run_task(task, None, fingerprint)
            warm = run_task(task, data, fingerprint)
            results.append((task, cold, warm, offered(store, packages, task)))
        rehearsed = [
            (cold, run_task(task, data, fingerprint, rehearse=True))
            for task, cold, _, _ in results
            if args.rehearse and task.complexity == "C1"
        ]
    warm_c1 = [warm for task, _, warm, _ in results if task.complexity == "C1"]
    if warm_c1:
        used = [warm for warm in warm_c1 if warm["tool"]]
        print(
            f"C1 warm runs that used a tool: {len(used)}/{len(warm_c1)} = "
            f"{len(used) / len(warm_c1):.0%}; of them the task was done: "
            f"{sum(warm['success'] for warm in used)}"
        )
    print("level  tasks  ok cold  ok warm  RS cold  RS warm  ratio")
    for level in args.levels:
        group = [(cold, warm) for task, cold, warm, _ in results if task.complexity == level]
        if not group:
            continue
        ok_cold = sum(c["success"] for c, _ in group) / len(group)
        ok_warm = sum(w["success"] for _, w in group) / len(group)
        rs_cold = statistics.mean(c["rs"] for c, _ in group)
        rs_warm = statistics.mean(w["rs"] for _, w in group)
        print(
            f"{level:6} {len(group):>5} {ok_cold:>8.0%} {ok_warm:>8.0%} {rs_cold:>8.1f} "
            f"{rs_warm:>8.1f} {rs_warm / rs_cold:>5.2f}x"
        )
    print(f"target: C1 warm RS <= {TARGET_RATIO}x cold")
    if rehearsed:
        ok = sum(r["success"] for _, r in rehearsed) / len(rehearsed)
        rs = statistics.mean(r["rs"] for _, r in rehearsed)
        cold_rs = statistics.mean(c["rs"] for c, _ in rehearsed)
        spent = statistics.mean(r["rehearsal_rs"] for _, r in rehearsed)
        used = sum(r["tool"] for _, r in rehearsed) / len(rehearsed)
        print(
            f"C1 after exploring for the request: success {ok:.0%}, RS {rs:.1f} "
            f"({rs / cold_rs:.2f}x cold), tool used in {used:.0%}; RS spent rehearsing {spent:.1f}"
        )
    lost = [t.id for t, cold, warm, _ in results if cold["success"] and not warm["success"]]
    print(f"solved cold but not warm: {', '.join(lost) or 'none'}")


if __name__ == "__main__":
    main()
