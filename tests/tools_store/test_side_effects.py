"""A tool that fails midway says what it had already done that may have changed an app (its
side effects), and the expert checks them: when the request is done anyway, the judge ends the
run; otherwise the expert carries on knowing what the tool did."""

from __future__ import annotations

import pytest

from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from mobilexperts.llm import OfflinePolicy
from mobilexperts.operations import UseTool
from mobilexperts.sim.device import SimDevice
from tools_store import ToolKit, ToolUseError


def changed(tool, old: str, new: str):
    return tool.model_copy(update={"source": tool.source.replace(old, new)})


def test_a_failed_tool_lists_the_steps_it_completed_that_change_an_app(post_tool, store, sandbox):
    store.put(changed(post_tool, ":id/post_button'", ":id/no_such_button'"))
    with pytest.raises(ToolUseError) as failure:
        ToolKit(store, sandbox).run_tool(
            SimDevice(), UseTool(name=post_tool.name, args={"message": "half done"})
        )
    effects = failure.value.side_effects
    assert len(effects) == 2
    assert effects[0].startswith("tapped ") and "compose" in effects[0]
    assert effects[1].startswith("typed 'half done' into ") and "(line " in effects[1]
    assert "before failing it had already tapped" in str(failure.value)


def test_a_tool_failing_after_it_did_the_task_is_judged_done(post_tool, store, sandbox):
    last = "dev.tap(id='com.simdroid.chirp:id/post_button')"
    after = last + "\n    dev.wait_for(id='com.simdroid.chirp:id/no_such_thing', timeout=1)"
    store.put(changed(post_tool, last, after))
    device = SimDevice()
    model = OfflinePolicy()
    helpers = ExpertHelpers(model, tools=ToolKit(store, sandbox))
    run = Expert(device, model, ExpertSettings(vision=False), helpers=helpers).act(
        'Post a chirp saying "Posted then lost"'
    )
    assert run.done and run.stop_reason.endswith("did the task, then failed")
    assert [s.operation.kind for s in run.steps] == ["use_tool"]
    assert "no_such_thing" in (run.steps[0].error or "")
    posts = [p["text"] for p in device.state()["chirp"]["posts"]]
    assert posts.count("Posted then lost") == 1


def test_a_tool_failing_before_the_task_is_done_leaves_the_expert_on(post_tool, store, sandbox):
    store.put(changed(post_tool, ":id/post_button'", ":id/no_such_button'"))
    device = SimDevice()
    model = OfflinePolicy()
    helpers = ExpertHelpers(model, tools=ToolKit(store, sandbox))
    run = Expert(device, model, ExpertSettings(vision=False), helpers=helpers).act(
        'Post a chirp saying "Finished by hand"'
    )
    assert run.done and not run.stop_reason.endswith("then failed")
    assert len(run.steps) > 1
    assert device.state()["chirp"]["posts"][0]["text"] == "Finished by hand"


def test_a_tool_failing_part_way_is_unwound_to_the_screen_it_started_on(post_tool, store, sandbox):
    editor = "wait_for(id='com.simdroid.chirp:id/editor'"
    store.put(changed(post_tool, editor, "wait_for(id='gone'"))
    device = SimDevice()
    model = OfflinePolicy()
    helpers = ExpertHelpers(model, tools=ToolKit(store, sandbox))
    run = Expert(device, model, ExpertSettings(vision=False), helpers=helpers).act(
        'Post a chirp saying "Finished by hand"'
    )
    # the tool failed on the compose screen it had opened; the expert's next decision read the
    # launcher the tool started on, and Chirp then opened on its feed, not on that compose screen
    first, second = run.steps[0], run.steps[1]
    assert first.package == "com.simdroid.launcher" and first.operation.kind == "open_app"
    assert second.package == "com.simdroid.chirp" and "compose" not in second.activity.lower()
    assert run.done and device.state()["chirp"]["posts"][0]["text"] == "Finished by hand"
