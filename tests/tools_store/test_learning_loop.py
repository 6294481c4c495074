"""The key loop: a task family run twice on SimDroid with the offline policy. The first run
synthesizes and admits a tool; the second (another instance of the family) uses it and spends
fewer reasoning steps (decide + reflect calls)."""

from __future__ import annotations

import pytest

from evals.checker import check, prepare
from evals.tasks import TASKS_DIR, TaskSpec, load_task
from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from mobilexperts.llm import CallLog, LoggedModel, OfflinePolicy
from mobilexperts.operations import UseTool
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import ExpertRun
from tools_store import SnapshotRecorder, ToolKit, ToolStore, WorkflowTool, learn_from_run


def run_and_learn(
    spec: TaskSpec, store: ToolStore, sandbox
) -> tuple[bool, int, ExpertRun, list[WorkflowTool]]:
    device = SimDevice(seed=spec.seed)
    initial = prepare(spec, device)
    log = CallLog()
    model = LoggedModel(OfflinePolicy(), log)
    recorder = SnapshotRecorder(device)
    helpers = ExpertHelpers(model, tools=ToolKit(store, sandbox))
    run = Expert(device, model, ExpertSettings(vision=False), helpers, recorder).act(
        spec.instruction
    )
    success = check(spec, device.state(), run.answer, initial).success
    learned = learn_from_run(run, device, model, store, recorder, sandbox=sandbox)
    return success, log.reasoning_steps, run, learned


@pytest.mark.parametrize(
    ("task", "other"),
    [
        ("chirp/post_chirp.yaml", {"message": "Second chirp, written by a tool"}),
        ("pages/create_titled_page.yaml", {"title": "Reading notes"}),
    ],
)
def test_a_learned_tool_makes_the_next_instance_cheaper(task, other, store, sandbox):
    family = load_task(TASKS_DIR / task)
    ok, cold_steps, _, learned = run_and_learn(family.ready, store, sandbox)
    assert ok
    assert [t.status for t in learned] == ["verified"], [t.status_reason for t in learned]
    tool = learned[0]
    assert store.require(tool.name).status == "verified"
    ok, warm_steps, run, learned_again = run_and_learn(family.with_params(**other), store, sandbox)
    assert ok
    assert [s.operation.kind for s in run.steps] == ["use_tool"]
    used = run.steps[0].operation
    assert isinstance(used, UseTool) and used.name == tool.name
    assert set(used.args.values()) == set(other.values())
    assert warm_steps < cold_steps and warm_steps <= cold_steps / 2
    assert learned_again == []
    assert store.require(tool.name).stats.successes == 1
