"""Learning only from success: a run's trajectory becomes tools only when the checker accepted
the run or, without a checker, the judge accepted its Stop. The free-form favourite and timer
requests of issue 11, run the way they failed there, store nothing."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import TASKS_DIR, TaskSpec, load_task
from experts.expert import ExpertSettings
from experts.runner import RunResult, run_expert
from mobilexperts.config import load_settings
from mobilexperts.llm import OfflinePolicy, ScriptedModel
from mobilexperts.llm.budget import Budget
from mobilexperts.llm.calllog import CallLog, LoggedModel
from mobilexperts.llm.factory import RunModel
from mobilexperts.llm.types import ModelRequest, ModelResponse
from mobilexperts.sim.device import SimDevice
from tools_store import ToolStore

POST = load_task(TASKS_DIR / "chirp" / "post_chirp.yaml")


class Decisions:
    """Scripted decisions; every other role is answered by the offline policy."""

    def __init__(self, *operations: dict) -> None:
        answers = [{"thought": "scripted", "operation": op} for op in operations]
        self.script = ScriptedModel({"decide": answers})
        self.offline = OfflinePolicy()

    def generate(self, request: ModelRequest) -> ModelResponse:
        model = self.script if request.role == "decide" else self.offline
        return model.generate(request)


def run(
    device: SimDevice,
    instruction: str,
    decide: Decisions | None = None,
    spec: TaskSpec | None = None,
) -> RunResult:
    settings = load_settings()
    log = CallLog()
    model = LoggedModel(decide or OfflinePolicy(), log)
    return run_expert(
        device,
        RunModel(model=model, budget=Budget(settings.budget), log=log),
        instruction,
        settings=settings,
        expert=ExpertSettings(vision=False, max_steps=12),
        checker=None
        if spec is None
        else lambda r: check(spec, device.state(), r.answer if r else None).model_dump(),
        screenshots=False,
    )


def stored_tools(device: SimDevice) -> list[str]:
    store = ToolStore.for_device(device.info.fingerprint, load_settings())
    return [tool.name for tool in store.all()]


def test_no_tool_is_admitted_from_a_run_the_checker_rejects() -> None:
    asked = POST.with_params(message="Lunch at noon on Friday").ready
    other = POST.with_params(message="Dinner at eight on Saturday").ready
    device = SimDevice(seed=asked.seed)
    prepare(asked, device)
    rejected = run(device, asked.instruction, spec=other)
    assert rejected.run is not None and rejected.run.done  # the judge saw its own task done
    assert rejected.summary.judged_by == "checker" and rejected.summary.success is False
    assert rejected.learned == [] and stored_tools(device) == []
    accepted = run(device, other.instruction, spec=other)
    assert accepted.summary.success is True
    assert [t.status for t in accepted.learned] == ["verified"], accepted.learned
    assert stored_tools(device) == [accepted.learned[0].name]


def test_a_free_form_run_the_judge_accepts_is_learned() -> None:
    device = SimDevice()
    result = run(device, 'Post a chirp saying "Free-form runs count once judged"')
    assert result.summary.judged_by == "judge" and result.summary.success is True
    assert result.summary.judgement is not None and result.summary.judgement.evidence
    assert [t.status for t in result.learned] == ["verified"]


def test_the_issue_s_favourite_request_stores_no_tool() -> None:
    device = SimDevice()
    decisions = Decisions(
        {"kind": "open_app", "app": "Contacts"},
        {"kind": "tap", "element": {"text": "Create contact"}},
        {"kind": "stop"},
        {"kind": "stop"},
    )
    result = run(device, "Make Grace Tanaka one of my favourites", decisions)
    assert result.run is not None and not result.run.done
    assert result.summary.judged_by == "judge" and result.summary.success is False
    assert result.summary.judgement is not None
    assert result.summary.judgement.verdict == "not_done"
    assert result.learned == [] and stored_tools(device) == []


def test_the_issue_s_timer_request_stores_no_tool() -> None:
    device = SimDevice()
    decisions = Decisions(
        {"kind": "open_app", "app": "Clock"},
        {"kind": "tap", "element": {"text": "Timer"}},
        {"kind": "tap", "element": {"resource_id": "timer_minutes"}},
        {"kind": "text", "content": "12"},
        {"kind": "stop"},
        {"kind": "stop"},
    )
    result = run(device, "Put a twelve minute countdown on for me", decisions)
    assert result.run is not None and not result.run.done
    assert device.state()["clock"]["timer"]["ends_at"] is None  # the timer never started
    assert result.summary.judged_by == "judge" and result.summary.success is False
    assert result.learned == [] and stored_tools(device) == []


def test_a_free_form_run_that_never_stops_failed_and_nobody_judged_it() -> None:
    device = SimDevice()
    decisions = Decisions(*[{"kind": "swipe", "direction": "left"}] * 12)
    result = run(device, "Tidy up my home screen", decisions)
    assert result.run is not None and not result.run.done
    assert result.summary.judged_by is None and result.summary.judgement is None
    assert result.summary.success is False and result.learned == []
