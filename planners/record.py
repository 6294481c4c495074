"""The record of a team run, kept in its run folder: the team, the current plan, and each node's
outcome (``team.json``), beside the team memory pool (``pool.json``) and each atomic task's
single-expert run record (``nodes/<node>-<n>/``). Rewritten atomically on every change, so a
run that dies resumes from its first unfinished node."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Literal

import networkx as nx
from pydantic import BaseModel, Field, ValidationError

from experts.context import HistoryStep
from experts.portrait import Team
from memory.pool import Value
from mobilexperts.device.base import Device
from mobilexperts.errors import MobilexpertsError
from mobilexperts.perception.context import ScreenContext
from mobilexperts.runs.load import load_run
from mobilexperts.runs.records import SUMMARY_FILE, RunStatus, RunSummary, TokenCounts
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import Judgement
from planners.plan import PlanNode, PlanSpec

TEAM_FILE = "team.json"
Status = Literal["pending", "running", "done", "failed", "skipped"]
FlawKind = Literal["value_missing", "row_as_value", "nothing_written"]
"""What the request-level check found wrong with the data the team passed on: a value the
request passes on that no node typed, a whole screen row acted on as one fact, or nothing of
its own written for a request that writes."""


class TeamRecordError(MobilexpertsError):
    """A team run folder is missing or its record is unreadable."""


class NodeResult(BaseModel):
    """One node of the plan and how it went."""

    node: PlanNode
    status: Status = "pending"
    device: str = ""
    subtask: str = ""
    tasks: list[str] = Field(default_factory=list)
    adjustments: list[str] = Field(default_factory=list)
    answer: str = ""
    stop_reason: str = ""
    unconfirmed: str = ""
    """Why the judge did not accept the end of a task the node went on after (no claim)."""
    steps: int = 0
    runs: list[str] = Field(default_factory=list)
    values: dict[str, Value] = Field(default_factory=dict)
    history: list[HistoryStep] = Field(default_factory=list)
    """The steps that worked in all of the node's runs, for the request-level check."""
    first: ScreenContext | None = None
    """The screen the node's expert first saw (after going home when it started there)."""
    final: ScreenContext | None = None
    """The screen the node's device showed when the node finished."""
    started_s: float | None = None
    finished_s: float | None = None
    asked_in: list[str] = Field(default_factory=list)
    """The apps a finding node's question was asked in before this node (planners/replan_app)."""


class Flaw(BaseModel):
    """A flaw in the data flow of a finished team run (planners/check.py), typed."""

    kind: FlawKind
    node: str = ""
    """The node at fault, when one is."""
    reason: str


class TeamRecord(BaseModel):
    """A team run: request, team, the plan being carried out, and every node ever planned."""

    request: str
    team: Team
    plan: PlanSpec
    nodes: dict[str, NodeResult] = Field(default_factory=dict)
    replans: list[str] = Field(default_factory=list)
    task_id: str | None = None
    seed: int = 0
    success: bool | None = None
    checker: dict | None = None
    check: Judgement | None = None
    """The judge's verdict on the whole request once every node was done (planners/check.py)."""
    flaw: Flaw | None = None
    """What that check found wrong with the data the team passed on, when it did."""
    duration_s: float = 0.0
    started_at: float = 0.0

    def add_plan(self, plan: PlanSpec, fresh: list[str] | None = None) -> None:
        """Make ``plan`` the current plan; its ``fresh`` nodes (all by default) start pending."""
        self.plan = plan
        for node in plan.nodes:
            if fresh is None or node.id in fresh:
                self.nodes[node.id] = NodeResult(node=node)

    @property
    def finished(self) -> bool:
        return all(r.status in ("done", "failed", "skipped") for r in self.nodes.values())

    @property
    def done(self) -> bool:
        """Whether every node of the current plan (after any re-plan) is done."""
        return all(self.nodes[node.id].status == "done" for node in self.plan.nodes)

    @property
    def claims_done(self) -> bool:
        """Whether the team says the request is done: every node is done, each with its
        end accepted by its judge, and the request-level check (when it ran) accepted the
        whole request."""
        confirmed = not any(self.nodes[node.id].unconfirmed for node in self.plan.nodes)
        return self.done and confirmed and (self.check is None or self.check.accepted)

    def graph(self) -> nx.DiGraph:
        """Every node ever planned, with edges labelled by the keys that flow along them."""
        graph = nx.DiGraph()
        producer: dict[str, str] = {}
        for node_id, result in self.nodes.items():
            graph.add_node(node_id, result=result)
            for key in result.node.produces:
                producer.setdefault(key.name, node_id)
        for node_id, result in self.nodes.items():
            for key in result.node.needs:
                source = producer.get(key.name)
                if source is None or source == node_id:
                    continue
                if graph.has_edge(source, node_id):
                    graph.edges[source, node_id]["keys"].append(key.name)
                else:
                    graph.add_edge(source, node_id, keys=[key.name])
        return graph


def save_record(run_dir: Path, record: TeamRecord) -> None:
    path = run_dir / TEAM_FILE
    temp = path.with_suffix(".tmp")
    temp.write_text(record.model_dump_json(indent=1), encoding="utf-8")
    os.replace(temp, path)


def load_record(run_dir: Path) -> TeamRecord:
    path = run_dir / TEAM_FILE
    if not path.is_file():
        raise TeamRecordError(f"{run_dir} holds no team run (no {TEAM_FILE}); nothing to resume")
    try:
        return TeamRecord.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as exc:
        first = str(exc).splitlines()[0]
        raise TeamRecordError(f"the team run record {path} is unreadable: {first}") from None


class TeamSummary(BaseModel):
    """What ``mobilexperts run --json`` prints for a team run: the single-run summary's fields,
    summed over the node runs, with the plan and each node's result. Without a checker the
    team succeeded when the judge accepted every node's runs and the whole request;
    ``judgement`` is the request-level check's verdict, else the judge's on the run's last
    Stop."""

    success: bool | None
    judged_by: Literal["checker", "judge"] | None
    judgement: Judgement | None
    answer: str
    steps: int
    reasoning_steps: int
    model_calls: int
    tool_calls: int
    tokens: TokenCounts
    duration_s: float
    run_dir: str
    checker: dict | None
    plan: PlanSpec
    nodes: dict[str, NodeResult]
    replans: list[str]


def summarize(record: TeamRecord, run_dir: Path) -> TeamSummary:
    """The team run's summary from its record and its node runs' summaries."""
    summaries = []
    for result in record.nodes.values():
        for name in result.runs:
            folder = run_dir / "nodes" / name
            if folder.is_dir():
                run = load_run(folder)
                if run.summary is not None:
                    summaries.append(run.summary)
    tokens = TokenCounts(
        prompt=sum(s.tokens.prompt for s in summaries),
        completion=sum(s.tokens.completion for s in summaries),
        total=sum(s.tokens.total for s in summaries),
    )
    judges = [s for s in summaries if s.judgement is not None]
    judged_by = "checker" if record.checker is not None else None
    success = record.success
    if judged_by is None and judges and all(s.judged_by == "judge" for s in summaries):
        judged_by, success = "judge", record.claims_done
    return TeamSummary(
        success=success,
        judged_by=judged_by,
        judgement=record.check or (judges[-1].judgement if judges else None),
        answer=" ".join(r.answer for r in record.nodes.values() if r.answer),
        steps=sum(s.steps for s in summaries),
        reasoning_steps=sum(s.reasoning_steps for s in summaries),
        model_calls=sum(s.model_calls for s in summaries),
        tool_calls=sum(s.tool_calls for s in summaries),
        tokens=tokens,
        duration_s=record.duration_s,
        run_dir=str(run_dir),
        checker=record.checker,
        plan=record.plan,
        nodes=record.nodes,
        replans=record.replans,
    )


def write_summary(run_dir: Path, record: TeamRecord, status: RunStatus = "finished") -> None:
    """Write the team run's ``summary.json``, the same record a single run writes, so
    ``runs list|show`` and ``replay`` read team runs too; ``running`` until the run ends."""
    team = summarize(record, run_dir)
    failed = [r for r in record.nodes.values() if r.status == "failed"]
    summary = RunSummary(
        run_id=run_dir.name,
        status=status,
        instruction=record.request,
        task_id=record.task_id,
        success=team.success if status == "finished" else None,
        judged_by=team.judged_by if status == "finished" else None,
        checker=record.checker,
        judgement=team.judgement,
        answer=team.answer,
        steps=team.steps,
        reasoning_steps=team.reasoning_steps,
        model_calls=team.model_calls,
        tool_calls=team.tool_calls,
        tokens=team.tokens,
        duration_s=record.duration_s,
        stop_reason=_stop_reason(record, failed),
        started_at=record.started_at,
        run_dir=str(run_dir),
    )
    path = run_dir / SUMMARY_FILE
    temp = path.with_suffix(".tmp")
    temp.write_text(summary.model_dump_json(indent=2), encoding="utf-8")
    os.replace(temp, path)


def _stop_reason(record: TeamRecord, failed: list[NodeResult]) -> str:
    if failed:
        return failed[-1].stop_reason
    doubted = [r for r in record.nodes.values() if r.unconfirmed]
    if doubted:
        return f"{doubted[-1].node.id} went on unconfirmed: {doubted[-1].unconfirmed}"
    if record.check is not None and not record.check.accepted:
        return f"the request-level check refused: {record.check.reason}"
    return ""


def persist_device(run_dir: Path, name: str, node_id: str, device: Device) -> None:
    """Keep a simulated phone's state as it was when ``node_id`` finished, written before the
    node's commit: a resumed run restores the state of the device's last committed node."""
    if not isinstance(device, SimDevice):
        return
    _, state, apps = device.snapshot()
    folder = run_dir / "devices"
    folder.mkdir(exist_ok=True)
    path = folder / f"{name}--{node_id}.json"
    temp = path.with_suffix(".tmp")
    temp.write_text(json.dumps({"state": state, "apps": apps}), encoding="utf-8")
    os.replace(temp, path)


def restore_device(run_dir: Path, name: str, node_id: str, device: Device) -> None:
    path = run_dir / "devices" / f"{name}--{node_id}.json"
    if not isinstance(device, SimDevice) or not path.is_file():
        return
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        device.restore((device.phone.profile, data["state"], data["apps"]))
    except (OSError, ValueError, KeyError) as exc:
        raise TeamRecordError(f"the saved phone state {path} is unreadable: {exc}") from None
