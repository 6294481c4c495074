"""Workflow tools ask the same safety gate before a sensitive verb (the facade asks the host)."""

from __future__ import annotations

import pytest

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from experts.safety import CallbackHandover, SafetyGate, SafetyOptions, model_safety
from mobilexperts.handover import HandoverRequest
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from sandbox import run_tool
from sandbox.gate import SensitiveStepRefusedError, gated
from tools_store import ToolKit, ToolStore
from tools_store.records import ToolParam, WorkflowTool

DELETE_ALARM = '''
def delete_alarm(dev, time: str):
    """Delete the alarm set for <time>. Starts: any screen. Ends: the alarm list."""
    dev.launch("Clock")
    dev.tap(text=time)
    dev.tap(text="Delete")
'''


def alarms(device: SimDevice) -> list[str]:
    return [a["time"] for a in device.state()["clock"]["alarms"]]


def gate(answer: str, asked: list[HandoverRequest], device: SimDevice) -> SafetyGate:
    def person(request: HandoverRequest) -> str:
        asked.append(request)
        if answer == "person":
            screen = perceive_observation(device.observe())
            device.tap(*screen.find(text="Delete").center)
        return answer

    options = SafetyOptions(handover=CallbackHandover(person))
    return SafetyGate(options, model_safety(OfflinePolicy()), "Delete my 05:00 alarm")


def test_a_tool_that_reaches_delete_asks_first_and_a_refusal_fails_it():
    device = SimDevice(seed=0)
    asked: list[HandoverRequest] = []
    with gated(gate("abort", asked, device)):
        result = run_tool(DELETE_ALARM, {"time": "05:00"}, device)
    assert [(r.category, r.source) for r in asked] == [("delete", "tool")]
    assert not result.ok and isinstance(result.error, SensitiveStepRefusedError)
    assert "05:00" in alarms(device)


@pytest.mark.parametrize("answer", ["agent", "person"])
def test_a_tool_goes_on_when_the_person_lets_it_or_does_the_step(answer):
    device = SimDevice(seed=0)
    asked: list[HandoverRequest] = []
    with gated(gate(answer, asked, device)):
        result = run_tool(DELETE_ALARM, {"time": "05:00"}, device)
    assert result.ok, result.error
    assert len(asked) == 1 and "05:00" not in alarms(device)


def test_without_a_gate_a_tool_runs_as_before():
    device = SimDevice(seed=0)
    assert run_tool(DELETE_ALARM, {"time": "05:00"}, device).ok
    assert "05:00" not in alarms(device)


def test_an_expert_using_a_delete_tool_is_asked_before_the_tool_deletes(tmp_path):
    device = SimDevice(seed=0)
    store = ToolStore(tmp_path / "tools.json")
    store.put(
        WorkflowTool(
            name="delete_alarm",
            description="Delete the alarm set for <time>.",
            app="com.simdroid.clock",
            app_label="Clock",
            params=[ToolParam(name="time")],
            source=DELETE_ALARM,
            status="verified",
        )
    )
    use = {"kind": "use_tool", "name": "delete_alarm", "args": {"time": "05:00"}}
    model = ScriptedModel({"decide": [{"thought": "The tool does it.", "operation": use}]})
    asked: list[HandoverRequest] = []
    options = SafetyOptions(handover=CallbackHandover(lambda r: asked.append(r) or "abort"))
    helpers = ExpertHelpers(model, tools=ToolKit(store))
    settings = ExpertSettings(vision=False, safety=options)
    run = Expert(device, model, settings, helpers).act("Delete my 05:00 alarm")
    assert [(r.category, r.source) for r in asked] == [("delete", "tool")]
    assert run.stop_reason.startswith("aborted at deleting data")
    assert "05:00" in alarms(device)
    model.assert_complete()
