"""The evaluated methods on SimDroid with the offline policy: each one's mechanism shows in
the calls it makes and what its decisions were offered."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evals.checker import check, prepare
from evals.eval.execute import (
    UnitConfig,
    copy_knowledge,
    knowledge_dir,
    learn_device,
    run_unit,
    step_budget,
)
from evals.eval.records import Unit
from evals.methods import METHODS, MethodInput
from evals.methods.mobile_agent_v2 import TaskProgress
from evals.tasks import TaskSpec, find_task
from experts.pool import ExpertPool
from mobilexperts.config import Settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.types import ModelRequest, ModelResponse
from mobilexperts.sim.device import SimDevice
from tools_store import ToolStore

POST = find_task("chirp_post").ready

# The tests share the session's Chirp evaluation: they run on one worker so it is made once.
pytestmark = pytest.mark.xdist_group("evals_chirp_eval")


class Recording:
    """The offline policy, keeping every request it answered (a Model of its own)."""

    def __init__(self) -> None:
        self.inner = OfflinePolicy()
        self.requests: list[ModelRequest] = []
        self.answers: list[ModelResponse] = []

    def generate(self, request):
        self.requests.append(request)
        self.answers.append(self.inner.generate(request))
        return self.answers[-1]


def _run(name: str, spec: TaskSpec, tmp_path: Path, data: Path | None = None):
    settings = Settings(data_dir=data or tmp_path / "data")
    device = SimDevice(seed=spec.seed)
    initial = prepare(spec, device)
    model = Recording()
    job = MethodInput(
        spec, device, build_run_model(settings, model), settings, tmp_path / "run", 15
    )
    outcome = METHODS[name].run(job)
    return outcome, model, check(spec, device.state(), outcome.answer, initial)


def test_mobile_agent_v2_plans_before_each_decision_and_reflects(tmp_path):
    outcome, model, result = _run("mobile-agent-v2", POST, tmp_path)
    assert result.success and outcome.claimed_done
    roles = [r.role for r in model.requests]
    assert {"progress", "decide", "reflect"} <= set(roles)
    assert roles[0] == "decide" and "use_tool" not in json.dumps([a.raw for a in model.answers])
    planned = ""
    for request, answer in zip(model.requests, model.answers, strict=True):
        if request.role == "progress":
            assert isinstance(answer.output, TaskProgress)
            planned = answer.output.progress
        elif request.role == "decide":
            assert request.context.progress == planned
            assert request.context.tools == [] and request.context.hints == []
    assert planned.startswith("Done so far: ")
    assert outcome.report and Path(outcome.report).is_file()


def test_appagent_decides_with_element_documents_and_no_reflection(tmp_path, chirp_eval):
    _cold, cold_model, _ = _run("appagent", POST, tmp_path / "cold")
    row = run_unit(Unit(method="appagent", task_id=POST.id), POST, chirp_eval)
    assert row.success and "reflect" not in row.calls and row.tool_calls == 0
    assert all(not r.context.hints for r in cold_model.requests if r.role == "decide")
    documented = _with_knowledge("appagent", chirp_eval, tmp_path / "warm")
    hints = [r.context.hints for r in documented.requests if r.role == "decide"]
    assert any(hints), "the crawl's element documents reach the decisions"
    assert "reflect" not in {r.role for r in cold_model.requests}


def _with_knowledge(name: str, config, where: Path) -> Recording:
    settings = Settings(data_dir=where / "data")
    device = SimDevice(seed=POST.seed)
    copy_knowledge(knowledge_dir(config.folder, METHODS[name].knowledge), settings,
                    device.info.fingerprint)  # fmt: skip
    prepare(POST, device)
    model = Recording()
    job = MethodInput(POST, device, build_run_model(settings, model), settings, where / "run", 15)
    METHODS[name].run(job)
    return model


def test_the_team_uses_explored_tools_and_its_ablations_switch_them_off(chirp_eval, tmp_path):
    rows = {
        name: run_unit(Unit(method=name, task_id=POST.id), POST, chirp_eval)
        for name in ("team", "team-no-tools", "team-no-exploration")
    }
    assert all(r.success and r.error is None for r in rows.values())
    assert rows["team"].tool_calls >= 1
    assert rows["team-no-tools"].tool_calls == 0
    assert rows["team-no-exploration"].tool_calls == 0
    roles = {
        name: {r.role for r in _run(name, POST, tmp_path / name)[1].requests}
        for name in ("team", "team-no-reflection")
    }
    assert "reflect" in roles["team"] and "reflect" not in roles["team-no-reflection"]
    assert rows["team"].report and (chirp_eval.folder / rows["team"].report).is_file()


def test_a_warm_tool_store_learns_from_other_values_and_the_team_uses_it(tmp_path):
    task = find_task("settings_rename_device")
    scored = task.ready
    settings = Settings(data_dir=tmp_path / "unused")
    learn_device(tmp_path, "explored", settings, apps=["Settings"])
    assert learn_device(tmp_path, "warm", settings, apps=["Settings"], tasks=[task])
    assert not learn_device(tmp_path, "warm", settings, apps=["Settings"], tasks=[task])

    warm = settings.model_copy(update={"data_dir": knowledge_dir(tmp_path, "warm")})
    fingerprint = SimDevice().info.fingerprint
    assert ExpertPool.for_device(fingerprint, warm).get("Settings expert"), "the exploration"
    tools = ToolStore.for_device(fingerprint, warm).all()
    examples = json.dumps([t.example_args() for t in tools if t.status == "verified"])
    assert "Office Phone" in examples, "learned from a run of the other instance"
    assert scored.params["name"] not in examples, "never from the instance scored"
    config = UnitConfig(folder=tmp_path, settings=settings, max_steps={"C1": 15})
    row = run_unit(Unit(method="team-warm", task_id=scored.id), scored, config)
    assert row.success and row.error is None and row.tool_calls >= 1


def test_a_rerun_learns_from_a_cold_pass_over_the_task_and_costs_one_decision(tmp_path):
    task = find_task("messages_latest_code")
    scored = task.ready
    settings = Settings(data_dir=tmp_path / "unused")
    caps = {"C1": 15}
    learn_device(tmp_path, "explored", settings, apps=["Messages"])
    assert learn_device(tmp_path, "rerun", settings, apps=["Messages"], tasks=[task], caps=caps)

    def verified(kind: str) -> set[str]:
        data = settings.model_copy(update={"data_dir": knowledge_dir(tmp_path, kind)})
        tools = ToolStore.for_device(SimDevice().info.fingerprint, data).all()
        return {t.name for t in tools if t.status == "verified"}

    learned = verified("rerun") - verified("explored")
    assert learned, "the cold pass over the task learned a tool exploration did not"
    config = UnitConfig(folder=tmp_path, settings=settings, max_steps=caps)
    row = run_unit(Unit(method="team-rerun", task_id=scored.id), scored, config)
    assert row.success and row.error is None and row.tool_calls >= 1
    assert row.reasoning_steps <= 2
    assert row.calls.get("reflect", 0) == 0


def test_without_team_memory_a_dependant_gets_nothing_from_upstream(tmp_path):
    request = 'Create a page titled "Groceries" in Pages and send it to Alice Schmidt in Messages'
    spec = TaskSpec(
        id="groceries", instruction=request, complexity="C3", apps=["Pages", "Messages"],
        success=[{"path": "pages.pages[*].title", "contains": "Groceries"}], reference_steps=8,
    )  # fmt: skip
    subtasks = {}
    for name in ("team", "team-no-team-memory"):
        _run(name, spec, tmp_path / name)
        record = json.loads((tmp_path / name / "run" / "team.json").read_text())
        subtasks[name] = record["nodes"]["n2"]["subtask"]
    assert "{" not in subtasks["team"]
    assert "{" in subtasks["team-no-team-memory"]


def test_every_method_gets_the_reasoning_steps_one_of_its_experts_spends_in_the_cap():
    def limit(name: str, settings: Settings | None = None) -> int | None:
        return step_budget(settings or Settings(), 15, METHODS[name]).max_reasoning_steps

    assert limit("team") == limit("single") == limit("mobile-agent-v2") == 29
    assert limit("team-no-reflection") == limit("appagent") == 15
    assert limit("team", Settings(budget={"max_reasoning_steps": 10})) == 10
