"""Composition: a tool calls other verified tools with ``dev.run_tool``; admission checks the
calls form a DAG of verified tools called with their parameters, and a run of the caller runs
its callees in the same sandbox process under one budget."""

from __future__ import annotations

import textwrap

from mobilexperts.sim.device import SimDevice
from sandbox import ToolLimits, vet_tool
from sandbox.errors import ToolLintError
from tools_store import ToolParam, WorkflowTool, admit
from tools_store.compose import composition_problem, tool_calls
from tools_store.use import use_tool


def composed(name: str, body: str, params: dict[str, str]) -> WorkflowTool:
    signature = ", ".join(["dev", *(f"{p}: str" for p in params)])
    lines = textwrap.indent(textwrap.dedent(body).strip("\n"), "    ")
    source = f'def {name}(dev, {signature[5:]}):\n    """Post twice."""\n{lines}\n'
    return WorkflowTool(
        name=name,
        description="Post twice.",
        app="com.simdroid.chirp",
        app_label="Chirp",
        params=[ToolParam(name=p, example=v) for p, v in params.items()],
        source=source,
    )


POST_TWICE = """
dev.run_tool('post_chirp', message=first)
dev.run_tool('post_chirp', message=second)
"""


def test_a_tool_calling_a_verified_tool_is_admitted_and_runs_its_callee(post_tool, store, sandbox):
    store.put(post_tool)
    twice = composed("post_twice", POST_TWICE, {"first": "One thing", "second": "Another thing"})
    assert tool_calls(twice.source) == [
        ("post_chirp", {"message"}),
        ("post_chirp", {"message"}),
    ]
    device = SimDevice()
    admitted = admit(twice, device, device.snapshot(), sandbox=sandbox, library=store.get)
    assert admitted.status == "verified", admitted.status_reason
    store.put(admitted)
    outcome = use_tool(
        store, admitted, {"first": "Hello", "second": "World"}, device, sandbox=sandbox
    )
    assert outcome.ok, outcome.message
    assert [p["text"] for p in device.state()["chirp"]["posts"][:2]] == ["World", "Hello"]
    assert outcome.actions == 2 * 6


def test_the_callee_s_actions_count_against_the_caller_s_budget(post_tool, store, sandbox):
    store.put(post_tool)
    twice = composed("post_twice", POST_TWICE, {"first": "a", "second": "b"})
    device = SimDevice()
    result = sandbox.run(
        twice.source,
        {"first": "a", "second": "b"},
        device,
        ToolLimits(actions=8),
        [post_tool.source],
    )
    assert not result.ok and "ran out of its action budget" in str(result.error)
    assert len(result.actions) == 8


def test_calls_of_missing_suspect_or_wrongly_called_tools_are_refused(post_tool, store, sandbox):
    twice = composed("post_twice", POST_TWICE, {"first": "a", "second": "b"})
    assert composition_problem(twice, store.get) == (
        "post_twice calls post_chirp, which is not in the library"
    )
    store.put(post_tool.model_copy(update={"status": "suspect"}))
    device = SimDevice()
    refused = admit(twice, device, device.snapshot(), sandbox=sandbox, library=store.get)
    assert refused.status == "draft"
    assert refused.status_reason == "post_twice calls post_chirp, which is suspect"
    store.put(post_tool)
    wrong = composed("post_wrong", "dev.run_tool('post_chirp', text=first)", {"first": "a"})
    assert composition_problem(wrong, store.get) == (
        "post_wrong calls post_chirp(message: str) with unknown argument text, no message"
    )


def test_calls_that_come_back_to_the_tool_are_a_cycle(post_tool, store):
    ping = composed("ping", "dev.run_tool('pong', first=first)", {"first": "a"})
    pong = composed("pong", "dev.run_tool('ping', first=first)", {"first": "a"})
    store.put(pong.model_copy(update={"status": "verified"}))
    assert composition_problem(ping, store.get) == (
        "its tool calls form a cycle (ping -> pong -> ping); tools may only call tools below them"
    )


def test_a_tool_name_must_be_a_literal_string():
    source = 'def relay(dev, name: str):\n    """Relay."""\n    dev.run_tool(name)\n'
    try:
        vet_tool(source)
    except ToolLintError as exc:
        assert "its name a literal string" in str(exc)
    else:
        raise AssertionError("a computed tool name was accepted")
