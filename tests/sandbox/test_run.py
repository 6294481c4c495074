"""Running tools end to end on SimDroid: verbs reach the device, results are plain data, and
every failure comes back typed, with the failing step."""

from __future__ import annotations

import pytest

from mobilexperts.perception import perceive_observation
from sandbox import (
    SelectorNotFoundError,
    ToolArgumentError,
    ToolBudgetError,
    ToolLimits,
    ToolLintError,
    ToolRuntimeError,
    ToolTimeoutError,
)

POST_CHIRP = '''
def post_chirp(dev, message: str):
    """Post a chirp. Starts: anywhere. Ends: Chirp feed shows the new chirp."""
    dev.launch("Chirp")
    dev.tap(id="com.simdroid.chirp:id/compose")
    dev.wait_for(id="editor", timeout=2)
    dev.type(message)
    counter = dev.read_text(id="char_counter")
    dev.tap(text="Post")
    print("counter", counter)
    return {"counter": counter, "posted": dev.exists(text=message)}
'''


def labels(device) -> list[str]:
    return [el.text or el.label for el in perceive_observation(device.observe()).elements]


def test_a_tool_drives_the_device_and_returns_plain_data(sandbox, device):
    result = sandbox.run(POST_CHIRP, {"message": "Hello from a tool"}, device)
    assert result.ok, result.error
    assert result.value == {"counter": "17/280", "posted": True}
    assert result.printed == "counter 17/280\n"
    assert [a.verb for a in result.actions] == [
        "launch",
        "tap",
        "wait_for",
        "type",
        "read_text",
        "tap",
        "exists",
    ]
    assert result.actions[1].line == 5
    assert result.actions[1].target == "id='compose'"
    assert result.actions[4].result == "17/280"
    assert any("Hello from a tool" in label for label in labels(device))


def test_a_missing_selector_stops_the_tool_with_the_step_and_the_screen(sandbox, device, tool):
    source = tool(
        """
        dev.launch("Chirp")
        try:
            dev.tap(text="No such button")
        except Exception:
            pass
        dev.tap(id="compose")
        """
    )
    result = sandbox.run(source, {}, device)
    error = result.error
    assert isinstance(error, SelectorNotFoundError)
    assert result.failed_step == error.step
    assert (error.step.index, error.step.line) == (2, 5)
    assert error.step.code == "dev.tap(text='No such button')"
    assert error.activity == "com.simdroid.chirp.MainActivity"
    assert "text='Following' id='feed_following'" in error.screen
    assert [a.verb for a in result.actions] == ["launch"]
    assert perceive_observation(device.observe()).activity.endswith("MainActivity")


def test_scroll_to_swipes_until_the_element_shows(sandbox, device, tool):
    source = tool(
        """
        dev.launch("Mail")
        found = dev.exists(text="Hiro Quist")
        dev.scroll_to(text="Hiro Quist")
        dev.tap(text="Hiro Quist")
        return found
        """
    )
    result = sandbox.run(source, {}, device)
    assert result.ok, result.error
    assert result.value is False
    assert "Invoice 2026-031" in " ".join(labels(device))


def test_scroll_to_gives_up_at_the_end_of_the_list(sandbox, device, tool):
    source = tool('dev.launch("Mail")\ndev.scroll_to(text="Nobody", max_swipes=30)')
    started = device.observe().timestamp
    result = sandbox.run(source, {}, device)
    assert isinstance(result.error, SelectorNotFoundError)
    assert result.error.step.index == 2
    simulated_seconds = device.observe().timestamp - started
    assert 1 < simulated_seconds < 15


def test_wait_for_times_out_into_a_selector_error(sandbox, device, tool):
    result = sandbox.run(tool('dev.wait_for(text="Never", timeout=1)'), {}, device)
    assert isinstance(result.error, SelectorNotFoundError)
    assert "Chirp" in " ".join(result.error.screen)


def test_python_errors_name_the_line(sandbox, device, tool):
    result = sandbox.run(tool('dev.home()\nx = int("seven")'), {}, device)
    assert isinstance(result.error, ToolRuntimeError)
    assert result.error.line == 4
    assert "ValueError: invalid literal for int()" in str(result.error)
    assert result.failed_step.index == 2
    assert result.failed_step.code == 'x = int("seven")'


def test_tool_errors_can_be_raised_and_caught(sandbox, device, tool):
    source = tool(
        """
        try:
            n = int(count)
        except ValueError:
            n = -1
        if n < 0:
            raise ValueError("count must be a number")
        return n
        """,
        params="count: str",
    )
    assert sandbox.run(source, {"count": "3"}, device).value == 3
    failed = sandbox.run(source, {"count": "x"}, device)
    assert "ValueError: count must be a number" in str(failed.error)


def test_arguments_are_checked_against_the_signature(sandbox, device, tool):
    source = tool("return [n, names]", params="n: int, names: list")
    result = sandbox.run(source, {"n": True, "extra": 1}, device)
    assert isinstance(result.error, ToolArgumentError)
    assert str(result.error) == (
        "tool 'tool' takes (n: int, names: list): unknown argument 'extra'; "
        "argument 'n' must be a int (strings up to 10000 characters, lists up to 1000 items), "
        "got bool; missing argument 'names' (list)"
    )
    assert sandbox.run(source, {"n": 2, "names": ["a", 1]}, device).value == [2, ["a", 1]]
    huge = sandbox.run(source, {"n": 2, "names": ["a" * 10_001]}, device)
    assert isinstance(huge.error, ToolArgumentError)


def test_lint_errors_come_back_in_the_result(sandbox, device, tool):
    result = sandbox.run(tool("while True:\n    pass"), {}, device)
    assert not result.ok and isinstance(result.error, ToolLintError)
    with pytest.raises(ToolLintError):
        result.raise_for_error()


@pytest.mark.parametrize(
    ("body", "limits", "budget"),
    [
        ("for i in range(10):\n    dev.back()", ToolLimits(actions=3), "action"),
        ("for i in range(100):\n    x = i", ToolLimits(iterations=50), "iteration"),
        ("x = 0\nx += 1\nx += 1\nx += 1", ToolLimits(lines=2), "line"),
        ("for i in range(5):\n    dev.wait(1)", ToolLimits(wait_seconds=2.5), "wait"),
        ("x = 'a' * 3000000000", ToolLimits(memory_mb=64), "memory"),
    ],
)
def test_budgets_stop_the_tool(sandbox, device, tool, body, limits, budget):
    result = sandbox.run(tool(body), {}, device, limits)
    assert isinstance(result.error, ToolBudgetError), result.error
    assert result.error.budget == budget


def test_a_spent_budget_cannot_be_swallowed(sandbox, device, tool):
    source = tool(
        """
        for i in range(1000):
            try:
                for j in range(1000):
                    x = j
            except Exception:
                x = 0
        dev.back()
        """
    )
    result = sandbox.run(source, {}, device, ToolLimits(iterations=500))
    assert isinstance(result.error, ToolBudgetError)
    assert result.actions == []


def test_printed_output_is_capped(sandbox, device, tool):
    source = tool("for i in range(100):\n    print('x' * 10)")
    result = sandbox.run(source, {}, device, ToolLimits(output_chars=25))
    assert result.ok
    assert result.printed == "x" * 10 + "\n" + "x" * 10 + "\n" + "xxx\n[output truncated]"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("return len", "not builtin_function_or_method"),
        ("x = []\nx.append(x)\nreturn x", "too large or too deeply nested"),
        ("return {1: 2}", "str keys"),
        ("return 1000000000000000000 * 100", "64 bits"),
    ],
)
def test_only_plain_data_comes_back(sandbox, device, tool, body, message):
    result = sandbox.run(tool(body), {}, device)
    assert isinstance(result.error, ToolRuntimeError)
    assert message in str(result.error)


def test_the_warm_worker_is_reused_and_replaced_after_a_kill(sandbox, device, tool):
    benign = tool("return 1")
    assert sandbox.run(benign, {}, device).ok
    pid = sandbox.worker_pid
    assert sandbox.run(benign, {}, device).ok
    assert sandbox.worker_pid == pid
    runaway = tool("x = 7\nfor i in range(40):\n    x = x * x")
    result = sandbox.run(runaway, {}, device, ToolLimits(compute_seconds=0.5))
    assert isinstance(result.error, ToolTimeoutError | ToolBudgetError)
    assert sandbox.run(benign, {}, device).value == 1
    assert sandbox.worker_pid not in (None, pid)


def test_scroll_to_turns_back_for_a_row_above_the_fold(sandbox, device, tool):
    source = tool(
        """
        dev.launch("Mail")
        top = dev.read_text(id="com.simdroid.mail:id/conversation", index=0)
        dev.scroll_to(text="Hiro Quist")
        gone = not dev.exists(text=top)
        dev.scroll_to(text=top)
        dev.tap(text=top)
        return gone
        """
    )
    result = sandbox.run(source, {}, device)
    assert result.ok, result.error
    assert result.value is True
