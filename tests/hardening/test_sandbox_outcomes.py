"""The host decides a tool's outcome from its budgets; results and errors stay inside limits."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator

import pytest

from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox, ToolLimits, lint_tool
from sandbox.errors import ToolBudgetError, ToolLintError, ToolRuntimeError


@pytest.fixture(scope="module")
def sandbox() -> Iterator[Sandbox]:
    with Sandbox() as box:
        box.start()
        yield box


def tool(body: str, name: str = "tool", params: str = "") -> str:
    lines = textwrap.indent(textwrap.dedent(body).strip("\n"), "    ")
    signature = f"dev, {params}" if params else "dev"
    return f'def {name}({signature}):\n    """A hostile tool. Starts: anywhere."""\n{lines}\n'


def test_a_finally_return_cannot_hide_a_line_budget_abort(sandbox):
    source = tool(
        """
        try:
            for i in range(1000):
                x = i
        finally:
            return "all good"
        """
    )
    result = sandbox.run(source, {}, SimDevice(), ToolLimits(lines=50))
    assert not result.ok and result.value is None
    assert isinstance(result.error, ToolBudgetError) and result.error.budget == "line"


def test_a_finally_return_cannot_hide_a_refused_verb(sandbox):
    source = tool(
        """
        try:
            dev.tap(text="No such button anywhere")
        finally:
            return "done"
        """
    )
    result = sandbox.run(source, {}, SimDevice(), ToolLimits())
    assert not result.ok and result.value is None


def test_a_return_value_is_serialized_inside_the_memory_limit(sandbox):
    # Cheap to build (150 references to one string), 150 MB once serialized.
    source = tool('return ["x" * 1_000_000] * 150')
    result = sandbox.run(source, {}, SimDevice(), ToolLimits(memory_mb=64))
    assert not result.ok
    assert isinstance(result.error, ToolBudgetError) and result.error.budget == "memory"


def test_a_return_value_over_the_message_cap_is_refused_cleanly(sandbox):
    source = tool('return ["y" * 1000] * 9000')
    result = sandbox.run(source, {}, SimDevice(), ToolLimits(memory_mb=256))
    assert not result.ok and isinstance(result.error, ToolRuntimeError)
    assert "too large" in str(result.error)


def test_a_huge_exception_message_is_reported_cut_short(sandbox):
    source = tool('raise ValueError("z" * 150_000_000)')
    result = sandbox.run(source, {}, SimDevice(), ToolLimits(memory_mb=200))
    assert not result.ok and isinstance(result.error, ToolRuntimeError)
    assert "ValueError: zzz" in str(result.error)
    assert "sandbox failed" not in str(result.error) and len(str(result.error)) < 3000


def test_the_lint_refuses_names_the_store_cannot_keep():
    with pytest.raises(ToolLintError, match="at most 64"):
        lint_tool(tool("dev.back()", name="t" * 65))
    with pytest.raises(ToolLintError, match="at most 64"):
        lint_tool(tool("dev.back()", params=f"{'p' * 65}: str"))
    assert lint_tool(tool("dev.back()", name="t" * 64)).name == "t" * 64


def test_a_long_press_is_charged_to_the_wait_budget(sandbox):
    source = tool(
        """
        for i in range(3):
            dev.long_press(text="Settings", seconds=5.0)
        """
    )
    device = SimDevice()
    result = sandbox.run(source, {}, device, ToolLimits(wait_seconds=8.0))
    assert not result.ok
    assert isinstance(result.error, ToolBudgetError) and result.error.budget == "wait"
    assert len(result.actions) == 1
