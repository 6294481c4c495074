"""A warm tool store for the evaluation: the tools the system learns by itself from earlier runs
of the suite's tasks on other parameter values, never from the instance it is scored on; and
for a re-run, also from a cold pass of the team over the very tasks scored.

For every task with another instance (new values naming another entity of the SimDroid world,
from :file:`instances.yaml`, that its reference solution passes), that instance runs on a
seed-0 phone with the store as it stands and is learned from as ``mobilexperts run`` does (only
a run its own judge accepts, admitted by replay): a C1/C2 instance by one expert, a C3
(cross-app) instance by the team, whose every node run its judge accepts can teach a tool, with
the C3 step cap and reasoning-step budget of a measured run. The cold pass runs the team on each
task as scored, learning the same way. The checker plays no part in what is learned.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from evals.checker import prepare
from evals.eval.instances import load_instances, usable_instance
from evals.methods.base import MethodInput, step_budget
from evals.methods.team import TeamMethod
from evals.tasks import TaskSpec
from experts.expert import ExpertSettings
from experts.runner import run_expert
from mobilexperts.config import Settings
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from tools_store import LearnSettings, ToolStore

INSTANCE_RUNS = "instance_runs.jsonl"
"""Where the warm data dir keeps what each instance run taught."""


def verified_tools(fingerprint: str, settings: Settings) -> int:
    """How many verified tools the store under ``settings`` holds for the device ``fingerprint``."""
    tools = ToolStore.for_device(fingerprint, settings).all()
    return sum(tool.status == "verified" for tool in tools)


def other_instances(tasks: list[TaskSpec]) -> list[TaskSpec]:
    """The usable other instance (:mod:`evals.eval.instances`) of each task (given with its
    ``{placeholders}``) that has one, in the order given; an instance whose request is the
    task's own is never one."""
    table = load_instances()
    return [other for task in tasks if (other := usable_instance(task, table)) is not None]


class InstanceRun(BaseModel):
    """What one instance run taught the warm store: its judge's verdict and reason (or the
    error that ended it) and the tools learned from it, as ``name:status``."""

    task_id: str
    instruction: str
    verdict: str
    reason: str = ""
    learned: list[str] = Field(default_factory=list)


def instance_runs(settings: Settings) -> list[InstanceRun]:
    """The instance runs recorded under ``settings``' data dir (none when it has no record; a
    line that does not read as one is skipped)."""
    path = settings.data_dir / INSTANCE_RUNS
    runs = []
    for line in path.read_text(encoding="utf-8").splitlines() if path.is_file() else []:
        try:
            runs.append(InstanceRun.model_validate_json(line))
        except ValidationError:
            continue
    return runs


def learn_from_instances(
    instances: list[TaskSpec], settings: Settings, caps: dict[str, int] | None = None
) -> int:
    """Run each instance once with learning on, under ``settings``' data dir, recording what
    each taught (:func:`instance_runs`); a C3 instance runs as a team within its step cap of
    ``caps``. The number of verified tools in the store afterwards."""
    fingerprint = SimDevice().info.fingerprint
    records = []
    with tempfile.TemporaryDirectory(prefix="mx-warm-") as scratch:
        for number, spec in enumerate(instances):
            folder = Path(scratch) / f"{number}-{spec.id}"
            if spec.complexity == "C3":
                record = practise_as_team(spec, settings, folder, (caps or {}).get("C3", 30))
                records.append(record.model_dump_json())
                continue
            device = SimDevice(seed=0)
            prepare(spec, device)
            record = InstanceRun(task_id=spec.id, instruction=spec.instruction, verdict="error")
            try:
                result = run_expert(
                    device,
                    build_run_model(settings),
                    spec.instruction,
                    settings=settings,
                    expert=ExpertSettings(vision=settings.llm.base_url is not None),
                    run_dir=folder,
                    learn=LearnSettings(),
                    screenshots=False,
                )
                judged = result.summary.judgement
                record.verdict = judged.verdict if judged else result.summary.status
                record.reason = judged.reason if judged else result.summary.stop_reason
                record.learned = [f"{t.name}:{t.status}" for t in result.learned]
            except MobilexpertsError as exc:
                record.reason = str(exc)
            finally:
                device.close()
            records.append(record.model_dump_json())
    (settings.data_dir / INSTANCE_RUNS).write_text("".join(f"{r}\n" for r in records), "utf-8")
    return verified_tools(fingerprint, settings)


COLD_PASS = TeamMethod("team-cold-pass", learn=True)
"""The team with learning on: the cold pass before a re-run, and the practice of C3 instances."""


def _tool_states(settings: Settings, fingerprint: str) -> set[str]:
    """Every tool of the store under ``settings``, as ``name:status``."""
    return {f"{t.name}:{t.status}" for t in ToolStore.for_device(fingerprint, settings).all()}


def practise_as_team(spec: TaskSpec, settings: Settings, folder: Path, cap: int) -> InstanceRun:
    """Run the C3 instance ``spec`` as a team with learning on (its nodes learn from the runs
    their judges accept), on a seed-0 phone within ``cap`` steps and a measured run's
    reasoning-step budget; what it taught: the tools it added or changed, and whether the team
    claimed the whole request done."""
    budgeted = settings.model_copy(update={"budget": step_budget(settings, cap, COLD_PASS)})
    device = SimDevice(seed=0)
    fingerprint = device.info.fingerprint
    before = _tool_states(settings, fingerprint)
    prepare(spec, device)
    record = InstanceRun(task_id=spec.id, instruction=spec.instruction, verdict="error")
    job = MethodInput(
        spec=spec,
        device=device,
        run_model=build_run_model(budgeted),
        settings=budgeted,
        folder=folder,
        max_steps=cap,
    )
    try:
        outcome = COLD_PASS.run(job)
        record.verdict = "done" if outcome.claimed_done else "not_done"
        record.reason = outcome.stop_reason
    except MobilexpertsError as exc:
        record.reason = str(exc)
    finally:
        device.close()
    record.learned = sorted(_tool_states(settings, fingerprint) - before)
    return record


def learn_from_cold_pass(tasks: list[TaskSpec], settings: Settings, caps: dict[str, int]) -> int:
    """Run the team once on each task as scored (its seed, its setup, the step cap of its
    complexity and the same reasoning-step budget as a measured run), learning from the node
    runs its own judge accepts, under ``settings``' data dir; the verified tools afterwards."""
    fingerprint = SimDevice().info.fingerprint
    with tempfile.TemporaryDirectory(prefix="mx-cold-") as scratch:
        for number, task in enumerate(tasks):
            spec = task.ready
            cap = caps.get(spec.complexity, 15)
            budgeted = settings.model_copy(update={"budget": step_budget(settings, cap, COLD_PASS)})
            device = SimDevice(seed=spec.seed)
            prepare(spec, device)
            job = MethodInput(
                spec=spec,
                device=device,
                run_model=build_run_model(budgeted),
                settings=budgeted,
                folder=Path(scratch) / f"{number}-{spec.id}",
                max_steps=cap,
            )
            try:
                COLD_PASS.run(job)
            except MobilexpertsError:
                continue
            finally:
                device.close()
    return verified_tools(fingerprint, settings)
