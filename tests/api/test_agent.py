"""The Python API: ``Agent(device, model).run(instruction) -> Result``, async, events."""

from __future__ import annotations

import asyncio

import pytest

import mobilexperts
from mobilexperts import Agent, AgentOptions, Result, StepEvent
from mobilexperts.errors import ConfigError
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.llm.testing import FakeOpenAIServer, Reply
from mobilexperts.runs import load_run
from mobilexperts.sim.device import SimDevice

OPEN_SETTINGS = {"thought": "open it", "operation": {"kind": "open_app", "app": "Settings"}}
STOP = {"thought": "done", "operation": {"kind": "stop", "answer": "opened"}}
CORRECT = {"verdict": "correct", "reason": "Settings is open"}
DONE = {"verdict": "done", "reason": "Settings is open", "evidence": [{"text": "Settings"}]}


def test_a_suite_task_runs_checked_and_reports_each_step():
    events: list[StepEvent] = []
    with Agent(on_event=events.append) as agent:
        result = agent.run(task="settings_dark_theme")
    assert isinstance(result, Result)
    assert result.success is True and result.done and result.ok
    assert result.steps == len(events) and [e.step for e in events] == list(
        range(1, 1 + len(events))
    )
    assert events[0].operation == "open_app Settings" and events[0].verdict == "correct"
    record = load_run(result.run_dir)
    assert record.summary is not None and record.summary.success is True
    assert [t.name for t in result.tools_learned] and result.tools_learned[0].status == "verified"


def test_a_given_model_and_device_are_used():
    phone = SimDevice(seed=3)
    model = ScriptedModel({"decide": [OPEN_SETTINGS, STOP], "reflect": [CORRECT], "judge": [DONE]})
    agent = Agent(phone, model, options=AgentOptions(learn=False))
    result = agent.run("Open the settings")
    agent.close()
    model.assert_complete()
    assert result.done and result.answer == "opened" and result.summary.judged_by == "judge"
    assert phone.observe().package == "com.android.settings"
    assert model.calls_for("decide")[0].messages[-1].images, "a given model sees screenshots"


def test_model_settings_point_the_agent_at_an_endpoint():
    script = [Reply.json(OPEN_SETTINGS), Reply.json(CORRECT), Reply.json(STOP), Reply.json(DONE)]
    with FakeOpenAIServer(script) as server:
        agent = Agent(
            model={"base_url": server.base_url, "model": "m"}, options=AgentOptions(learn=False)
        )
        with agent:
            result = agent.run("Open the settings")
    assert result.done and result.summary.model_calls == 4
    assert len(server.requests) == 4


def test_run_async_leaves_the_event_loop_free():
    ticks = 0

    async def main() -> Result:
        nonlocal ticks
        with Agent(options=AgentOptions(learn=False, max_steps=6)) as agent:
            run = asyncio.create_task(agent.run_async("Turn on the dark theme"))
            while not run.done():
                ticks += 1
                await asyncio.sleep(0.01)
            return await run

    result = asyncio.run(main())
    assert result.done and ticks > 1


def test_misuse_is_a_clear_error():
    with pytest.raises(ConfigError, match="say what to do"):
        Agent().run()
    with pytest.raises(ConfigError, match=r"unknown key llm\.modle"):
        Agent(model={"modle": "x"})
    with pytest.raises(AttributeError):
        _ = mobilexperts.NoSuchThing
