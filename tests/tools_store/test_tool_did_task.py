"""After a tool succeeds, the judge checks the request before the expert carries on: a tool that
did all the request says ends the run (one decision, judged done); the offline policy leaves a
tool that would type a value for one step of several unused."""

from __future__ import annotations

from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from experts.tool_choice import covers
from mobilexperts.llm import CallLog, LoggedModel, OfflinePolicy
from mobilexperts.sim.device import SimDevice
from tools_store import ToolKit


def run(instruction: str, store, sandbox) -> tuple:
    device = SimDevice()
    log = CallLog()
    model = LoggedModel(OfflinePolicy(), log)
    helpers = ExpertHelpers(model, tools=ToolKit(store, sandbox))
    result = Expert(device, model, ExpertSettings(vision=False), helpers=helpers).act(instruction)
    return result, device, log


def test_a_tool_that_did_the_task_ends_the_run_once_the_judge_agrees(post_tool, store, sandbox):
    store.put(post_tool)
    result, device, log = run('Post a chirp saying "Judged by the screen"', store, sandbox)
    assert result.done
    assert result.stop_reason == f"the tool {post_tool.name} did the task"
    assert [s.operation.kind for s in result.steps] == ["use_tool"]
    assert result.judgement is not None and result.judgement.verdict == "done"
    assert device.state()["chirp"]["posts"][0]["text"] == "Judged by the screen"
    assert log.reasoning_steps == 1


def test_a_tool_typing_one_step_of_several_is_left_to_basic_operations(post_tool, store, sandbox):
    """The offline policy follows typed values through the steps it took itself, so a value a
    tool typed for one step of several would be typed again: it does them all by hand, once."""
    store.put(post_tool)
    result, device, _ = run(
        'Post a chirp saying "Two things today" and then follow Sami Barros', store, sandbox
    )
    assert all(s.operation.kind != "use_tool" for s in result.steps)
    assert not result.stop_reason.startswith("the tool")
    posts = [p["text"] for p in device.state()["chirp"]["posts"]]
    assert posts.count("Two things today") == 1


def test_covers_reads_the_request_outside_the_tool_s_arguments(post_tool):
    offer = post_tool.offer()
    (param,) = post_tool.params
    assert covers('Post a chirp saying "hello there"', offer, {param.name: "hello there"})
    assert not covers('Post a chirp saying "hi" and like it', offer, {param.name: "hi"})
    assert not covers('Post a chirp saying "hi"', offer, {param.name: "something else"})
