"""One run of one expert on a device, recorded: the body of ``mobilexperts run``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from memory.content import ContentMemory
from memory.insight import InsightMemory
from memory.interface import InterfaceMemory
from memory.knowledge import KnowledgeBase
from mobilexperts.config import Settings
from mobilexperts.device.base import Device, Observation
from mobilexperts.device.errors import DeviceError
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.errors import BudgetExceededError, ModelError
from mobilexperts.llm.factory import RunModel
from mobilexperts.operations import UseTool
from mobilexperts.perception import PerceptionError
from mobilexperts.runs import RunRecorder, RunSummary, StepRecord, TargetRecord
from mobilexperts.trajectory import ExpertRun, StepLog
from tools_store import (
    LearnSettings,
    SnapshotRecorder,
    ToolKit,
    ToolStore,
    WorkflowTool,
    learn_from_run,
)

Checker = Callable[[ExpertRun | None], dict[str, Any]]
OnStep = Callable[[StepLog, int], None]


class RunAbortedError(MobilexpertsError):
    """The device or the model failed mid-run; the record of the run so far is kept.

    It exits like the failure that caused it (3 for the device, 4 for the model).
    """

    def __init__(self, message: str, cause: MobilexpertsError) -> None:
        super().__init__(message)
        self.exit_code = cause.exit_code


class RecorderSink:
    """Turns the expert's finished steps into run-record steps with their screenshots."""

    def __init__(
        self, recorder: RunRecorder, screenshots: bool = True, on_step: OnStep | None = None
    ) -> None:
        self.recorder = recorder
        self.screenshots = screenshots
        self.on_step = on_step

    def record_step(self, step: StepLog, before: Observation, after: Observation | None) -> None:
        shot_before = shot_after = None
        if self.screenshots:
            shot_before = self.recorder.save_screenshot(step.step, before.screenshot, "before")
            if after is not None:
                shot_after = self.recorder.save_screenshot(step.step, after.screenshot, "after")
        target = None
        if step.target is not None:
            target = TargetRecord(
                index=step.target.index,
                label=step.target.label,
                resource_id=step.target.id,
                bounds=step.target.bounds,
            )
        record = self.recorder.record_step(
            StepRecord(
                index=step.step,
                package=step.package,
                activity=step.activity,
                signature=step.signature,
                screen=(before.width, before.height),
                thought=step.thought,
                operation=step.operation.model_dump(mode="json"),
                target=target,
                verdict=step.verdict,
                verdict_reason=step.reason,
                tool=step.operation.name if isinstance(step.operation, UseTool) else None,
                duration_s=step.duration_s,
                screenshot_before=shot_before,
                screenshot_after=shot_after,
                error=step.error or None,
                handover=step.handover,
            )
        )
        if self.on_step is not None:
            self.on_step(step, sum(record.model_calls.values()))


def judged(
    verdict: dict[str, Any] | None, run: ExpertRun | None
) -> tuple[Literal["checker", "judge"] | None, bool | None]:
    """Who judged the run and whether it succeeded: the checker when there is one, else the
    judge on the run's Stop (a run that never stopped did not succeed, and nobody judged it);
    ``(None, None)`` when the run did not finish."""
    if verdict is not None:
        return "checker", bool(verdict["success"])
    if run is None:
        return None, None
    return ("judge" if run.judgement is not None else None), run.done


@dataclass
class RunResult:
    """A finished run: its summary (what ``--json`` prints), the expert's account of it, and
    the workflow tools learned from it."""

    summary: RunSummary
    run: ExpertRun | None
    learned: list[WorkflowTool]


def run_expert(
    device: Device,
    run_model: RunModel,
    instruction: str,
    *,
    settings: Settings,
    expert: ExpertSettings,
    checker: Checker | None = None,
    task_id: str | None = None,
    run_dir: Path | None = None,
    learn: LearnSettings | None = None,
    on_step: OnStep | None = None,
    screenshots: bool = True,
    team_notes: list[str] | None = None,
) -> RunResult:
    """Run one expert on ``instruction`` and record everything under the run folder.

    Verified workflow tools of the device are offered to the expert; after a run the checker
    accepted (or, without a checker, whose Stop the judge accepted) its trajectory is turned
    into new tools, admitted by replay. ``team_notes`` (a team's fetched data) start its
    working memory. A budget running out ends the run and keeps what it has. A device failure
    is recorded, then raised again naming the run folder.
    """
    recorder = RunRecorder(
        instruction,
        calls=run_model.log,
        task_id=task_id,
        run_dir=run_dir,
        runs_dir=settings.data_dir / "runs",
    )
    fingerprint = device.info.fingerprint
    memory = InterfaceMemory.for_device(fingerprint, settings)
    store = ToolStore.for_device(fingerprint, settings)
    insights = InsightMemory.for_device(fingerprint, settings)
    toolkit = ToolKit(store) if expert.tools else None
    if toolkit is not None:
        toolkit.watch(device)
    content = ContentMemory.for_device(fingerprint, settings)
    helpers = ExpertHelpers(run_model.model, memory, toolkit, insights, content)
    sink = SnapshotRecorder(device, inner=RecorderSink(recorder, screenshots, on_step))
    run: ExpertRun | None = None
    try:
        knowledge = KnowledgeBase.for_settings(settings)
        run = Expert(device, run_model.model, expert, helpers, sink, knowledge).act(
            instruction, memory=team_notes
        )
        stop_reason = run.stop_reason
    except BudgetExceededError as exc:
        stop_reason = f"budget exceeded: {exc}"
    except (DeviceError, ModelError, PerceptionError) as exc:
        kinds = ((DeviceError, "device"), (ModelError, "model"), (PerceptionError, "perception"))
        kind = next(name for cls, name in kinds if isinstance(exc, cls))
        recorder.finish(stop_reason=f"{kind} error: {exc}", failed=True)
        raise RunAbortedError(
            f"{exc} (the run so far, with every model answer, is in {recorder.run_dir})", exc
        ) from exc
    except Exception as exc:
        recorder.finish(stop_reason=f"internal error: {type(exc).__name__}: {exc}", failed=True)
        raise
    verdict = checker(run) if checker is not None else None
    judgement = run.judgement if run is not None else None
    judged_by, success = judged(verdict, run)
    learned: list[WorkflowTool] = []
    if run is not None and success is True:
        learned = learn_from_run(
            run, device, run_model.model, store, sink, settings=learn, run_id=recorder.run_id
        )
    summary = recorder.finish(
        success=success,
        answer=run.answer if run is not None else "",
        stop_reason=stop_reason,
        checker=verdict,
        judged_by=judged_by,
        judgement=judgement,
        hints_used=run.hints_used if run is not None else [],
    )
    return RunResult(summary=summary, run=run, learned=learned)
