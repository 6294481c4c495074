"""The full system and its variants as evaluated methods: the team run of ``mobilexperts run``
(assembly, the plan's DAG, the team memory pool), with a warm tool store or on tasks it ran
before, its four ablations, and one expert.

Ablations are flags of the same run: no workflow tools offered, no exploration (cold memories
and tool store), no reflection after operations, no team memory (dependants fetch nothing).
"""

from __future__ import annotations

from dataclasses import dataclass

from evals.methods.base import Knowledge, MethodInput, MethodRun, report_of
from experts.assembly import AssemblyError, assemble
from experts.expert import ExpertSettings
from experts.pool import ExpertPool
from experts.runner import run_expert
from memory.pool import POOL_FILE, TeamMemoryPool
from mobilexperts.llm.errors import ModelError
from planners.plan import PlanError
from planners.record import TeamRecord, save_record
from planners.report import write_team_report
from planners.run import TeamOptions, TeamRunner
from planners.team import plan_team
from tools_store import LearnSettings, ToolStore


def expert_settings(
    job: MethodInput, *, reflect: bool = True, tools: bool = True, plain_check: bool = True
) -> ExpertSettings:
    """The expert knobs every method shares: the step cap, screenshots only for a model."""
    return ExpertSettings(
        max_steps=job.max_steps,
        vision=job.settings.llm.base_url is not None,
        reflect=reflect,
        tools=tools,
        plain_check=plain_check,
    )


@dataclass(frozen=True)
class SingleExpert:
    """One expert on the whole request (``mobilexperts run --single``): no assembly, no DAG."""

    name: str = "single"
    knowledge: Knowledge = "explored"
    reflect: bool = True
    tools: bool = True
    learn: bool = False

    def run(self, job: MethodInput) -> MethodRun:
        result = run_expert(
            job.device,
            job.run_model,
            job.spec.instruction,
            settings=job.settings,
            expert=expert_settings(job, reflect=self.reflect, tools=self.tools),
            task_id=job.spec.id,
            run_dir=job.folder,
            learn=LearnSettings(enabled=self.learn),
            screenshots=False,
        )
        run = result.run
        return MethodRun(
            answer=run.answer if run else "",
            claimed_done=bool(run and run.done),
            report=report_of(job.folder),
            stop_reason=result.summary.stop_reason,
        )


@dataclass(frozen=True)
class TeamMethod:
    """The team run; without a team plan (nothing to assemble or plan) one expert runs the
    request, as ``mobilexperts run`` does."""

    name: str
    knowledge: Knowledge = "explored"
    tools: bool = True
    reflect: bool = True
    team_memory: bool = True
    learn: bool = False
    """Learn tools from the node runs its judge accepts, as ``mobilexperts run`` does (the
    cold pass of a re-run; never while a run is measured)."""

    def run(self, job: MethodInput) -> MethodRun:
        model = job.run_model.model
        request = job.spec.instruction
        pool = ExpertPool.for_device(job.device.info.fingerprint, job.settings)
        try:
            team = assemble(request, pool, job.device, model, settings=job.settings)
            store = ToolStore.for_device(job.device.info.fingerprint, job.settings)
            plan = plan_team(request, team, model, tools=store.offers() if self.tools else [])
        except (AssemblyError, PlanError, ModelError):
            single = SingleExpert(
                knowledge=self.knowledge, reflect=self.reflect, tools=self.tools, learn=self.learn
            )
            return single.run(job)
        record = TeamRecord(request=request, team=team, plan=plan.spec, task_id=job.spec.id)
        record.add_plan(plan.spec)
        options = TeamOptions(
            expert=expert_settings(job, reflect=self.reflect, tools=self.tools),
            screenshots=False,
            team_memory=self.team_memory,
            learn=LearnSettings(enabled=self.learn),
        )
        runner = TeamRunner({"sim": job.device}, job.run_model, job.settings, job.folder, options)
        record = runner.start(record)
        save_record(job.folder, record)
        report = write_team_report(job.folder, record, TeamMemoryPool(job.folder / POOL_FILE))
        nodes = list(record.nodes.values())
        failed = [f"{r.node.id}: {r.stop_reason}" for r in nodes if r.status != "done"]
        if record.check is not None and not record.check.accepted:
            failed.append(f"request-level check: {record.check.reason}")
        return MethodRun(
            answer=" ".join(r.answer for r in nodes if r.answer),
            claimed_done=not failed and record.claims_done,
            report=str(report),
            stop_reason="; ".join(failed) or "all nodes done",
        )
