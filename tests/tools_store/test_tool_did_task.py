"""After a tool succeeds, the judge checks the request before the expert carries on: a tool that
did all the request says ends the run (one decision, judged done); a request that says more
than the tool does goes on with basic operations."""

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


def test_a_request_that_says_more_than_the_tool_goes_on(post_tool, store, sandbox):
    store.put(post_tool)
    result, device, _ = run(
        'Post a chirp saying "Two things today" and then follow Sami Barros', store, sandbox
    )
    kinds = [s.operation.kind for s in result.steps]
    assert kinds[0] == "use_tool" and len(kinds) > 1
    assert not result.stop_reason.startswith("the tool")
    assert device.state()["chirp"]["posts"][0]["text"] == "Two things today"


def test_covers_reads_the_request_outside_the_tool_s_arguments(post_tool):
    offer = post_tool.offer()
    (param,) = post_tool.params
    assert covers('Post a chirp saying "hello there"', offer, {param.name: "hello there"})
    assert not covers('Post a chirp saying "hi" and like it', offer, {param.name: "hi"})
    assert not covers('Post a chirp saying "hi"', offer, {param.name: "something else"})
