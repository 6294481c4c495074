"""Running generated workflow tools safely: lint, RestrictedPython, the ``dev`` facade, and a
hardened child process with budgets, kernel limits and a wall clock.

The parent owns the device; tool code only ever holds the ``dev`` facade, whose verbs travel as
plain JSON messages to the parent. ``run_tool(source, args, device)`` is the one entry point.
"""

from sandbox.errors import (
    FailedStep,
    LintProblem,
    SandboxError,
    SelectorNotFoundError,
    ToolArgumentError,
    ToolBudgetError,
    ToolCompileError,
    ToolLintError,
    ToolRuntimeError,
    ToolTimeoutError,
)
from sandbox.host import ActionRecord
from sandbox.limits import ToolLimits
from sandbox.lint import ToolParam, ToolSignature, lint_tool
from sandbox.runner import Sandbox, ToolRunResult, default_sandbox, run_tool, vet_tool

__all__ = [
    "ActionRecord",
    "FailedStep",
    "LintProblem",
    "Sandbox",
    "SandboxError",
    "SelectorNotFoundError",
    "ToolArgumentError",
    "ToolBudgetError",
    "ToolCompileError",
    "ToolLimits",
    "ToolLintError",
    "ToolParam",
    "ToolRunResult",
    "ToolRuntimeError",
    "ToolSignature",
    "ToolTimeoutError",
    "default_sandbox",
    "lint_tool",
    "run_tool",
    "vet_tool",
]
