"""Honest-success benchmark: the offline policy on the suite and on the held-out sets.

Each task runs through the same path as ``mobilexperts run --task`` (:func:`run_expert` with the
task's checker, so whatever gates a Stop there gates it here), on a fresh data folder with
learning off, so no task sees another's tools. Prints per set and complexity: tasks, success,
FALSE SUCCESS (the run's Stop was accepted but the checker says no) and mean reasoning steps;
then held-out success next to suite success, with the gap in points and the targets (gap <= 15
points, C1 held-out >= 70%, false success <= 2%). Failing SUITE task ids are listed; held-out
sets only in aggregate, so nobody tunes on held-out failures.
Run: ``python -m evals.bench_honest [--jobs 2] [--sets suite,paraphrases,features,cross]``.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from pydantic import BaseModel

import experts  # noqa: F401 - registers the offline handlers
from evals import honest_stages
from evals.checker import CheckResult, check, prepare
from evals.conditions import resolve
from evals.tasks import HELDOUT_DIR, HELDOUT_SETS, TASKS_DIR, Complexity, TaskSpec, load_suite
from evals.timing import median_p95
from experts.expert import ExpertSettings
from experts.runner import RunAbortedError, run_expert
from mobilexperts.config import ModelSettings, load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import ExpertRun
from tools_store import LearnSettings

SUITE = "suite"
LEVELS: tuple[Complexity, ...] = ("C1", "C2", "C3")
MAX_STEPS = 25
TARGET_GAP, TARGET_C1, TARGET_FALSE = 15.0, 70.0, 2.0


class Outcome(BaseModel):
    """One task's run: the checker's verdict, whether the run claimed done, its cost."""

    set: str
    task_id: str
    complexity: Complexity
    success: bool
    claimed: bool
    reasoning_steps: int
    seconds: float = 0.0
    error: str = ""
    stage: str = ""
    """Where a failed run went wrong (:mod:`evals.honest_stages`); no task text."""
    why: list[str] = []
    """Finer labels of a failed run (:func:`evals.honest_stages.why`); no task text."""

    @property
    def false_success(self) -> bool:
        return self.claimed and not self.success


def run_one(spec: TaskSpec, set_name: str) -> Outcome:
    """Run ``spec`` with the offline policy, exactly as ``mobilexperts run --task`` does."""
    task = spec.ready
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-honest-") as data:
        settings = load_settings().model_copy(
            update={"data_dir": Path(data), "llm": ModelSettings()}
        )
        device = SimDevice(seed=task.seed)
        initial = prepare(task, device)
        verdicts: list[CheckResult] = []

        def checker(run: ExpertRun | None) -> dict:
            result = check(task, device.state(), run.answer if run else None, initial)
            verdicts.append(result)
            return {**result.model_dump(mode="json"), "process_score": result.process_score}

        try:
            result = run_expert(
                device,
                build_run_model(settings),
                task.instruction,
                settings=settings,
                expert=ExpertSettings(max_steps=MAX_STEPS),
                checker=checker,
                task_id=task.id,
                learn=LearnSettings(enabled=False),
                screenshots=False,
            )
            in_front = device.phone.foreground.label.lower() in {a.lower() for a in task.apps}
            device_state = device.state()
        except RunAbortedError as exc:
            return Outcome(
                set=set_name,
                task_id=task.id,
                complexity=task.complexity,
                success=False,
                claimed=False,
                reasoning_steps=0,
                seconds=time.perf_counter() - started,
                error=str(exc),
                stage="stopped: error",
            )
        finally:
            device.close()
    run = result.run
    success, claimed = bool(result.summary.success), bool(run is not None and run.done)
    last = verdicts[-1] if verdicts else None
    missed = [
        (condition.path, condition.operator)
        for condition, verdict in zip(task.success, last.conditions if last else [], strict=False)
        if not verdict.passed
    ]
    if last is not None and last.answer_ok is False:
        missed.append(("answer", "wrong"))
    shapes = _value_shapes(task, last, run, device_state) if claimed and not success else []
    return Outcome(
        set=set_name,
        task_id=task.id,
        complexity=task.complexity,
        success=success,
        claimed=claimed,
        reasoning_steps=result.summary.reasoning_steps,
        seconds=time.perf_counter() - started,
        stage=honest_stages.stage(
            success=success,
            claimed=claimed,
            stop_reason=run.stop_reason if run else "",
            answer_wrong=bool(last and last.answer_ok is False),
            app_in_front=in_front,
        ),
        why=honest_stages.why(run, missed, success=success) + shapes,
    )


def _value_shapes(
    task: TaskSpec, last: CheckResult | None, run: ExpertRun | None, state: dict
) -> list[str]:
    """The value shapes of a false success's missed checks (see ``honest_stages.value_shape``)."""
    if last is None or run is None:
        return []
    typed = [step.operation.content for step in run.steps if step.operation.kind == "text"]
    shapes: list[str] = []
    for condition, verdict in zip(task.success, last.conditions, strict=False):
        if not verdict.passed:
            expected = getattr(condition, condition.operator)
            try:
                actual = resolve(state, condition.path)
            except KeyError:
                actual = None
            shapes += honest_stages.value_shape(expected, typed, state, condition.path, actual)
    return shapes


def _run_pair(item: tuple[TaskSpec, str]) -> Outcome:
    return run_one(*item)


def load_sets(names: Iterable[str]) -> dict[str, list[TaskSpec]]:
    """The suite and the named held-out sets, by name."""
    return {name: load_suite(TASKS_DIR if name == SUITE else HELDOUT_DIR / name) for name in names}


def pct(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


def row(label: str, outcomes: list[Outcome]) -> str:
    n = len(outcomes)
    won = sum(o.success for o in outcomes)
    false = sum(o.false_success for o in outcomes)
    steps = sum(o.reasoning_steps for o in outcomes) / n if n else 0.0
    return (
        f"{label:<22} {n:>5} {won:>4} {pct(won, n):>6.1f}% {false:>4} {pct(false, n):>6.1f}%"
        f" {steps:>7.1f}"
    )


def _met(ok: bool) -> str:
    return "met" if ok else "not met"


def report(outcomes: list[Outcome], sets: list[str]) -> list[str]:
    """The printed report: the table, the suite-vs-held-out comparison, failing suite ids."""
    lines = [
        f"{'set / level':<22} {'tasks':>5} {'won':>4} {'succ':>7} {'fals':>4} {'false':>7}"
        f" {'RS':>7}"
    ]
    for name in sets:
        mine = [o for o in outcomes if o.set == name]
        lines.append(row(name, mine))
        for level in LEVELS:
            at = [o for o in mine if o.complexity == level]
            if at:
                lines.append(row(f"  {level}", at))
    suite = [o for o in outcomes if o.set == SUITE]
    held = [o for o in outcomes if o.set != SUITE]
    if suite and held:
        lines.append("")
        lines.append("held-out vs suite (success, points)")
        for level in (None, *LEVELS):
            s = [o for o in suite if level is None or o.complexity == level]
            h = [o for o in held if level is None or o.complexity == level]
            if s and h:
                ss, hs = (
                    pct(sum(o.success for o in s), len(s)),
                    pct(sum(o.success for o in h), len(h)),
                )
                lines.append(
                    f"  {level or 'all':<4} suite {ss:5.1f}%  held-out {hs:5.1f}%"
                    f"  gap {ss - hs:+5.1f}"
                )
        overall_gap = pct(sum(o.success for o in suite), len(suite)) - pct(
            sum(o.success for o in held), len(held)
        )
        c1 = [o for o in held if o.complexity == "C1"]
        c1_rate = pct(sum(o.success for o in c1), len(c1))
        false_rate = pct(sum(o.false_success for o in outcomes), len(outcomes))
        lines.append(
            f"targets: gap <= {TARGET_GAP:.0f} ({_met(overall_gap <= TARGET_GAP)}),"
            f" C1 held-out >= {TARGET_C1:.0f}% ({_met(c1_rate >= TARGET_C1)}),"
            f" false success <= {TARGET_FALSE:.0f}% ({_met(false_rate <= TARGET_FALSE)}:"
            f" {false_rate:.1f}%)"
        )
    failing = sorted(o.task_id for o in suite if not o.success)
    if failing:
        lines.append("")
        lines.append(f"failing suite tasks ({len(failing)}): " + ", ".join(failing))
    if outcomes:
        median, p95 = median_p95([o.seconds for o in outcomes])
        lines.append(f"wall time per task: median {median:.2f} s, p95 {p95:.2f} s")
    errors = sum(bool(o.error) for o in outcomes)
    if errors:
        lines.append(f"{errors} runs ended in a device or model error (counted as failures)")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m evals.bench_honest", description=__doc__)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument(
        "--sets",
        default=",".join((SUITE, *HELDOUT_SETS)),
        help="comma-separated: suite, " + ", ".join(HELDOUT_SETS),
    )
    parser.add_argument(
        "--stages",
        action="store_true",
        help="count where failed runs went wrong, per set (labels hold no task text)",
    )
    parser.add_argument(
        "--why",
        action="store_true",
        help="with --stages, also count failed runs' reason shapes, missed checks and operations",
    )
    args = parser.parse_args(argv)
    names = [s.strip() for s in args.sets.split(",") if s.strip()]
    unknown = sorted(set(names) - {SUITE, *HELDOUT_SETS})
    if unknown:
        parser.error(f"unknown set(s): {', '.join(unknown)}")
    work = [(spec, name) for name, specs in load_sets(names).items() for spec in specs]
    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            outcomes = list(pool.map(_run_pair, work, chunksize=4))
    else:
        outcomes = [_run_pair(item) for item in work]
    print("\n".join(report(outcomes, names)))
    if args.stages:
        by_set = {name: [o.stage for o in outcomes if o.set == name] for name in names}
        print("\n".join(honest_stages.stage_lines(by_set)))
    if args.why:
        whys = {
            f"{name} (why)": [w for o in outcomes if o.set == name for w in o.why] for name in names
        }
        print("\n".join(honest_stages.stage_lines(whys)))
    print(f"total {time.perf_counter() - started:.0f} s with {args.jobs} job(s)")


if __name__ == "__main__":
    main()
