"""The seam every evaluated method plugs into: one task run on a prepared phone."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel

from evals.tasks import TaskSpec
from mobilexperts.config import BudgetSettings, Settings
from mobilexperts.llm.factory import RunModel
from mobilexperts.sim.device import SimDevice

Knowledge = Literal["none", "crawl", "explored", "warm", "rerun"]
"""What a method knows of the device before a task: nothing; the element documents of a crawl
(AppAgent's knowledge base); a full exploration (interface and insight memory plus the
workflow tools admitted from it); an exploration plus the tools learned from earlier runs of
the suite's tasks on other parameter values (a warm tool store); or, for tasks run again, a
warm store that also learned from a cold pass of the team over the same tasks."""


@dataclass(frozen=True)
class MethodInput:
    """One task for one method: the filled-in spec, the set-up phone, the model and where the
    run records go (``folder``)."""

    spec: TaskSpec
    device: SimDevice
    run_model: RunModel
    settings: Settings
    folder: Path
    max_steps: int


class MethodRun(BaseModel):
    """What a method says about its run: its answer, whether it claimed the task done, and the
    run report to link to."""

    answer: str = ""
    claimed_done: bool = False
    report: str | None = None
    stop_reason: str = ""


class Method(Protocol):
    """An evaluated method: a name, what it knows of the device, whether its experts reflect
    after each operation, and how it runs a task."""

    name: str
    knowledge: Knowledge
    reflect: bool

    def run(self, job: MethodInput) -> MethodRun: ...


def report_of(folder: Path) -> str | None:
    """The run report in ``folder``, when the run wrote one."""
    path = folder / "report.html"
    return str(path) if path.is_file() else None


def step_budget(settings: Settings, cap: int, method: Method) -> BudgetSettings:
    """The budget of one task for every method: at most the reasoning steps one expert of the
    method spends in ``cap`` steps (a decision each, and a reflection between when it reflects),
    however the method splits the task; a tighter configured limit stays."""
    most = 2 * cap - 1 if method.reflect else cap
    configured = settings.budget.max_reasoning_steps
    limit = most if configured is None else min(configured, most)
    return settings.budget.model_copy(update={"max_reasoning_steps": limit})
