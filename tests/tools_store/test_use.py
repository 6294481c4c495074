"""Using tools: UseTool checks the precondition, runs the tool in the sandbox and records the
outcome; failures come back typed with the failing step, the expert carries on, repeated
failures make a tool suspect, and re-synthesis makes a new version."""

from __future__ import annotations

import pytest

from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from mobilexperts.device import Observation
from mobilexperts.llm import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.operations import UseTool
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import StepLog
from tests.experts.test_reflection import ByRole, decide
from tools_store import ScreenCondition, ToolKit, ToolUseError, learn_from_run


def broken(tool):
    source = tool.source.replace(":id/post_button'", ":id/no_such_button'")
    return tool.model_copy(update={"source": source})


def test_a_tool_runs_and_its_use_is_counted(post_tool, store, sandbox):
    store.put(post_tool)
    device = SimDevice()
    note = (
        ToolKit(store, sandbox)
        .run_tool(device, UseTool(name=post_tool.name, args={"message": "Hello from a tool"}))
        .note()
    )
    assert note.startswith(f"{post_tool.name}(message='Hello from a tool'): done in")
    assert "showing Hello from a tool" in note
    assert device.state()["chirp"]["posts"][0]["text"] == "Hello from a tool"
    stats = store.require(post_tool.name).stats
    assert (stats.uses, stats.successes, stats.failures) == (1, 1, 0)


def test_a_failing_step_comes_back_typed_and_repeated_failures_make_it_suspect(
    post_tool, store, sandbox
):
    store.put(broken(post_tool))
    kit = ToolKit(store, sandbox)
    op = UseTool(name=post_tool.name, args={"message": "hi"})
    for attempt in range(3):
        with pytest.raises(ToolUseError) as failure:
            kit.run_tool(SimDevice(), op)
        assert "no_such_button" in failure.value.failed_step.code
        assert failure.value.failed_step.line is not None
        assert "carry on with basic operations" in str(failure.value)
        assert store.require(post_tool.name).stats.consecutive_failures == attempt + 1
    tool = store.require(post_tool.name)
    assert tool.status == "suspect" and "no_such_button" in tool.stats.last_error
    home = perceive_observation(SimDevice().observe())
    kit.reset()
    assert kit.tools(home, "Post a chirp saying hi") == []
    with pytest.raises(ToolUseError, match="suspect"):
        kit.run_tool(SimDevice(), op)


def test_a_precondition_that_does_not_hold_is_not_the_tool_s_failure(post_tool, store, sandbox):
    feed_only = post_tool.precondition.model_copy(update={"outside_app": False})
    store.put(post_tool.model_copy(update={"precondition": feed_only}))
    with pytest.raises(ToolUseError, match="starts on MainActivity"):
        ToolKit(store, sandbox).run_tool(SimDevice(), UseTool(name=post_tool.name, args={}))
    assert store.require(post_tool.name).stats.uses == 0
    with pytest.raises(ToolUseError, match="no such tool"):
        ToolKit(store, sandbox).run_tool(SimDevice(), UseTool(name="nope", args={}))


def test_wrong_arguments_are_refused_before_running(post_tool, store, sandbox):
    store.put(post_tool)
    device = SimDevice()
    with pytest.raises(ToolUseError, match="missing argument 'message'"):
        ToolKit(store, sandbox).run_tool(device, UseTool(name=post_tool.name, args={"msg": "x"}))
    assert device.state()["foreground"] == "com.simdroid.launcher"


def test_offered_tools_are_not_offered_again_once_tried(post_tool, store, sandbox):
    store.put(post_tool)
    kit = ToolKit(store, sandbox)
    home = perceive_observation(SimDevice().observe())
    request = "Post a chirp saying hi"
    offered = kit.tools(home, request)
    assert offered == [post_tool.offer()] and offered[0].params == ["message: str"]
    kit.run_tool(SimDevice(), UseTool(name=post_tool.name, args={"message": "hi"}))
    assert kit.tools(home, request) == []
    assert kit.tools(home, "Post a chirp saying bye") == [post_tool.offer()]


class Steps:
    """A step sink keeping every finished step, failed ones included."""

    def __init__(self) -> None:
        self.logs: list[StepLog] = []

    def record_step(self, step: StepLog, before: Observation, after: Observation | None) -> None:
        self.logs.append(step)


def test_the_expert_carries_on_with_basic_operations_when_a_tool_fails(post_tool, store, sandbox):
    store.put(broken(post_tool))
    device = SimDevice()
    model = OfflinePolicy()
    steps = Steps()
    helpers = ExpertHelpers(model, tools=ToolKit(store, sandbox))
    run = Expert(device, model, ExpertSettings(vision=False), helpers=helpers, sink=steps).act(
        'Post a chirp saying "Still works"'
    )
    assert run.done
    assert device.state()["chirp"]["posts"][0]["text"] == "Still works"
    failed = steps.logs[0]
    assert failed.operation.kind == "use_tool" and "no_such_button" in failed.error
    assert "step " in failed.error and "(line " in failed.error
    assert all(s.operation.kind != "use_tool" for s in run.steps)
    assert store.require(post_tool.name).stats.failures == 1


def test_re_synthesis_of_a_suspect_tool_makes_a_new_version(post_run, post_tool, store, sandbox):
    suspect = broken(post_tool).used(False, "a").used(False, "b").used(False, "c")
    store.put(suspect)
    learned = learn_from_run(
        post_run.run, post_run.device, OfflinePolicy(), store, post_run.recorder, sandbox=sandbox
    )
    assert [t.name for t in learned] == [post_tool.name]
    tool = store.require(post_tool.name)
    assert tool.status == "verified" and tool.version == 2 and tool.source == post_tool.source
    assert [v.version for v in tool.versions] == [1, 2]
    assert tool.versions[0].stats.failures == 3 and tool.stats.uses == 0
    assert "re-synthesized (suspect)" in tool.versions[1].reason
    again = learn_from_run(
        post_run.run, post_run.device, OfflinePolicy(), store, post_run.recorder, sandbox=sandbox
    )
    assert again == [] and store.require(post_tool.name).version == 2


def test_a_run_that_failed_teaches_nothing(post_run, store):
    failed = post_run.run.model_copy(update={"done": False})
    assert learn_from_run(failed, post_run.device, OfflinePolicy(), store, post_run.recorder) == []
    assert len(store) == 0


def test_a_tool_of_another_app_under_a_taken_name_gets_a_new_name(post_run, post_tool, store):
    other = post_tool.model_copy(
        update={"app": "com.example.other", "precondition": ScreenCondition()}
    )
    store.put(other)
    learned = learn_from_run(
        post_run.run, post_run.device, OfflinePolicy(), store, post_run.recorder
    )
    assert [t.name for t in learned] == [f"{post_tool.name}_2"]
    assert f"def {post_tool.name}_2(" in learned[0].source


def test_a_tool_report_is_feedback_for_the_next_decision_never_working_memory(
    post_tool, store, sandbox
):
    """Working memory's notes may be typed into an app; a tool's report ("post_x(): done in
    3 actions; now on ...") says what the tool did, so only the next decision's feedback holds
    it (a cross-app run once typed such a report into an email body)."""
    store.put(post_tool)
    device = SimDevice()
    script = ScriptedModel(
        {
            "decide": [
                decide({"kind": "use_tool", "name": post_tool.name, "args": {"message": "Hi"}}),
                decide({"kind": "stop", "done": False}),
            ]
        }
    )
    offline = OfflinePolicy()
    model = ByRole(decide=script, reflect=offline, judge=offline, summarize=offline)
    helpers = ExpertHelpers(offline, tools=ToolKit(store, sandbox))
    Expert(device, model, ExpertSettings(vision=False, max_steps=3), helpers=helpers).act(
        'Post a chirp saying "Hi", then turn on the dark theme'
    )
    assert device.state()["chirp"]["posts"][0]["text"] == "Hi"
    second = script.calls_for("decide")[1].context
    assert any(post_tool.name in line for line in second.feedback)
    assert not any(post_tool.name in note or "done in" in note for note in second.memory)


def _showing(tool, text: str):
    shown = [*tool.postcondition.shows, text]
    return tool.model_copy(
        update={"postcondition": tool.postcondition.model_copy(update={"shows": shown})}
    )


def test_a_value_below_the_fold_of_the_end_screen_is_looked_for_by_scrolling(
    post_tool, store, sandbox
):
    store.put(_showing(post_tool, "Saw Saturn's rings"))
    op = UseTool(name=post_tool.name, args={"message": "Up top"})
    outcome = ToolKit(store, sandbox).run_tool(SimDevice(), op)
    assert outcome.ok and "showing Up top, Saw Saturn's rings" in outcome.message


def test_a_value_no_scroll_brings_up_is_still_missing(post_tool, store, sandbox):
    store.put(_showing(post_tool, "Zorbulent quasp"))
    op = UseTool(name=post_tool.name, args={"message": "Up top"})
    with pytest.raises(ToolUseError, match="does not show 'Zorbulent quasp'"):
        ToolKit(store, sandbox).run_tool(SimDevice(), op)
