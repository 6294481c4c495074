"""Text typed into apps comes from the request, memory or what the expert read: never from a
tool's report of what it did (a cross-app run once typed ``turn_dark_theme(): done in 5
actions; now on ...`` into an email body). Here the offline policy does that step by hand;
a scripted tool call tests the report's way to feedback in tests/tools_store/test_use.py."""

from __future__ import annotations

from mobilexperts import Agent, AgentOptions
from mobilexperts.runs import load_run


def test_a_tool_report_is_never_typed_into_an_email():
    with Agent() as agent:
        learned = agent.run(task="settings_dark_theme")
        assert [t.name for t in learned.tools_learned] == ["turn_dark_theme"]
    with Agent(options=AgentOptions(learn=False, max_steps=40)) as agent:  # a 23-step C3 task
        result = agent.run(task="cross_hand_over_phone")
    # the tool does one later step of several: the offline policy does that step itself
    assert result.tools_used == []
    assert result.success is True
    typed = [
        s.operation["content"]
        for s in load_run(result.run_dir).steps
        if s.operation.get("kind") == "text"
    ]
    body = next(t for t in typed if "SimDroid 1080" in t)
    assert "turn_dark_theme" not in body and "done in" not in body and "now on" not in body
    assert not any("turn_dark_theme" in t for t in typed)
