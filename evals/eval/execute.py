"""Running one evaluation unit: a fresh phone set up for the task, the method's knowledge of
the device copied in, the method's run, and the row of metrics from the checker and call log.

Units share nothing but read-only knowledge folders, so they run in any order, in parallel
processes or on Ray workers, with the same results for the same seeds.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from collections import Counter
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

import experts  # noqa: F401 - registers the offline handlers
import planners  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.eval.records import EvalRow, Unit, complete_performance
from evals.eval.score import score_result
from evals.eval.warm import learn_from_cold_pass, learn_from_instances, other_instances
from evals.methods import METHODS, Knowledge, MethodInput
from evals.methods.base import step_budget
from evals.tasks import TaskSpec
from experts.crawl import Crawler, CrawlSettings
from experts.explore import explore
from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait
from memory.interface import InterfaceMemory
from mobilexperts.config import Settings
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.factory import build_run_model
from mobilexperts.runs.records import TRAJECTORY_FILE
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.state import Perturbations

KNOWLEDGE_DIR = "knowledge"
DONE_MARK = "complete"


class UnitConfig(BaseModel):
    """What every unit of one evaluation shares (sent to worker processes)."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    folder: Path
    settings: Settings
    max_steps: dict[str, int]
    perturb: Perturbations = Field(default_factory=lambda: Perturbations(popups=0.2))
    """Disturbances of repeats after the first (which also move the seed by the repeat)."""


def knowledge_dir(folder: Path, kind: Knowledge) -> Path:
    return folder / KNOWLEDGE_DIR / kind


def learn_device(
    folder: Path,
    kind: Knowledge,
    settings: Settings,
    apps: list[str] | None = None,
    tasks: list[TaskSpec] | None = None,
    caps: dict[str, int] | None = None,
) -> float:
    """What ``kind`` knows of SimDroid, learned once into ``folder``'s knowledge data dir on a
    seed-0 phone: each installed app (or each of ``apps``) crawled (``crawl``) or explored
    with goal subtasks, tools and insights (``explored``); the explored experts join its pool.
    ``warm`` adds to an exploration (the ``explored`` one of the same apps when there is one)
    the tools learned from runs of ``tasks``' other instances; ``rerun`` adds to those the
    tools learned in a cold pass of the team over ``tasks`` themselves (step ``caps`` per
    complexity). Seconds spent (0 when an earlier complete pass over the same apps and tasks
    is reused)."""
    target = knowledge_dir(folder, kind)
    warm = kind in ("warm", "rerun")
    instances = other_instances(tasks or []) if warm else []
    cold = list(tasks or []) if kind == "rerun" else []
    wanted = {
        "apps": sorted(apps) if apps else None,
        "instances": [t.id for t in instances],
        "cold": [t.id for t in cold],
    }
    mark = target / DONE_MARK
    if kind == "none" or _learned(mark) == wanted:
        return 0.0
    shutil.rmtree(target, ignore_errors=True)
    started = time.perf_counter()
    explored = knowledge_dir(folder, "explored")
    reuse = warm and (_learned(explored / DONE_MARK) or {}).get("apps", 0) == wanted["apps"]
    if reuse:
        shutil.copytree(explored, target, ignore=shutil.ignore_patterns(DONE_MARK))
    target.mkdir(parents=True, exist_ok=True)
    data = settings.model_copy(update={"data_dir": target})
    device = SimDevice()
    fingerprint = device.info.fingerprint
    start = device.snapshot()
    model = build_run_model(data).model
    pool = ExpertPool.for_device(fingerprint, data)
    for app in device.phone.installed():
        if reuse or (apps and app.label not in apps):
            continue
        device.restore(start)
        if kind == "crawl":
            memory = InterfaceMemory.for_device(fingerprint, data)
            Crawler(device, memory, CrawlSettings()).run(app.label)
            continue
        portrait = ExpertPortrait(name=f"{app.label} expert", apps=[AppRef(label=app.label)])
        pool.put(portrait)
        explore(portrait, "", device, model, settings=data, pool=pool)
    learn_from_instances(instances, data, caps or {})
    learn_from_cold_pass(cold, data, caps or {})
    spent = time.perf_counter() - started
    mark.write_text(json.dumps({**wanted, "seconds": round(spent, 1)}), encoding="utf-8")
    return spent


def _learned(mark: Path) -> dict[str, object] | None:
    """The apps (None: all) and other instances a complete earlier pass learned from, None
    when there was none."""
    try:
        done = json.loads(mark.read_text(encoding="utf-8"))
        return {
            "apps": done["apps"],
            "instances": done.get("instances", []),
            "cold": done.get("cold", []),
        }
    except (OSError, ValueError, KeyError, TypeError):
        return None


def copy_knowledge(source: Path, settings: Settings, fingerprint: str) -> None:
    """The device folder learned under ``source`` copied in as the ``fingerprint`` device's."""
    devices = source / "devices"
    learned = next(devices.iterdir(), None) if devices.is_dir() else None
    if learned is not None:
        shutil.copytree(learned, settings.device_dir(fingerprint), dirs_exist_ok=True)


def run_unit(unit: Unit, spec: TaskSpec, config: UnitConfig) -> EvalRow:
    """Run ``unit`` (``spec`` filled in) and measure it; a failure of the run becomes the row's
    ``error``, never an exception, so one broken run does not stop an evaluation."""
    method = METHODS[unit.method]
    seed = spec.seed + unit.repeat
    folder = config.folder / "runs" / unit.method / f"{spec.id}-r{unit.repeat}"
    shutil.rmtree(folder, ignore_errors=True)
    cap = config.max_steps.get(spec.complexity, 15)
    with tempfile.TemporaryDirectory(prefix="mx-eval-") as scratch:
        settings = config.settings.model_copy(
            update={"data_dir": Path(scratch), "budget": step_budget(config.settings, cap, method)}
        )
        device = SimDevice(seed=seed, perturb=config.perturb if unit.repeat else None)
        copy_knowledge(
            knowledge_dir(config.folder, method.knowledge), settings, device.info.fingerprint
        )
        initial = prepare(spec, device)
        run_model = build_run_model(settings)
        job = MethodInput(
            spec=spec,
            device=device,
            run_model=run_model,
            settings=settings,
            folder=folder,
            max_steps=cap,
        )
        started = time.perf_counter()
        error = None
        answer, claimed, report, reason = "", False, None, ""
        try:
            outcome = method.run(job)
            answer, claimed, report = outcome.answer, outcome.claimed_done, outcome.report
            reason = outcome.stop_reason
        except MobilexpertsError as exc:
            error = f"{type(exc).__name__}: {exc}"
        wall = time.perf_counter() - started
        result = check(spec, device.state(), answer, initial)
        complete = complete_performance(result)
        if settings.llm.base_url is not None and error is None:
            try:
                scorer = build_run_model(settings).model
                complete = score_result(scorer, spec.instruction, answer, device)
            except MobilexpertsError as exc:
                error = f"CP judge: {type(exc).__name__}: {exc}"
        device.close()
    log = run_model.log
    return EvalRow(
        method=unit.method,
        task_id=spec.id,
        repeat=unit.repeat,
        complexity=spec.complexity,
        apps=spec.apps,
        seed=seed,
        success=result.success,
        claimed_done=claimed,
        process_score=round(result.process_score, 4),
        reasoning_steps=log.reasoning_steps,
        complete=complete,
        tokens=log.usage.total_tokens,
        calls=dict(sorted(Counter(r.role for r in log.records).items())),
        tool_calls=count_tool_calls(folder),
        wall_s=round(wall, 3),
        report=str(Path(report).relative_to(config.folder)) if report else None,
        stop_reason=reason[:300],
        error=error,
    )


def count_tool_calls(folder: Path) -> int:
    """Workflow tool calls in every trajectory a run left under ``folder``."""
    return sum(
        json.loads(line).get("tool") is not None
        for path in folder.rglob(TRAJECTORY_FILE)
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    )
