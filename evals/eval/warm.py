"""A warm tool store for the evaluation: the tools the system learns by itself from earlier runs
of the suite's tasks on other parameter values, never from the instance it is scored on; and
for a re-run, also from a cold pass of the team over the very tasks scored.

For every task with another instance (new values naming another entity of the SimDroid world,
from :file:`instances.yaml`, that its reference solution passes), one expert runs
that instance on a seed-0 phone with the store as it stands and learns from it as
``mobilexperts run`` does (only when its own judge accepts the run, admitted by replay). The
cold pass runs the team on each task as scored, learning the same way from the node runs its
judge accepts. The checker plays no part in what is learned.
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


def learn_from_instances(instances: list[TaskSpec], settings: Settings) -> int:
    """Run each instance once with learning on, under ``settings``' data dir, recording what
    each taught (:func:`instance_runs`); the number of verified tools in the store afterwards."""
    fingerprint = SimDevice().info.fingerprint
    records = []
    with tempfile.TemporaryDirectory(prefix="mx-warm-") as scratch:
        for number, spec in enumerate(instances):
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
                    run_dir=Path(scratch) / f"{number}-{spec.id}",
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
"""The team with learning on: the cold pass before a re-run."""


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
