"""Typed errors of the tool store.

:class:`ToolUseError` is an :class:`~experts.execute.OperationError`: when a tool fails during
an expert run, the expert gets it like any failed operation (with the failing step) and carries
on with basic operations.
"""

from __future__ import annotations

from mobilexperts.errors import MobilexpertsError
from mobilexperts.operations import OperationError
from sandbox import FailedStep


class ToolStoreError(MobilexpertsError):
    """A tool could not be stored, found, synthesized or admitted."""


class ToolNotFoundError(ToolStoreError):
    """No tool of that name is in the store."""


class ToolSourceError(ToolStoreError):
    """Tool code was refused by the sandbox's lint or compiler; the message lists why."""


class ToolUseError(OperationError):
    """Using a tool failed: its precondition did not hold, its arguments were wrong, a step
    failed, or its postcondition did not hold. ``failed_step`` is the step that failed,
    ``side_effects`` what the tool had already done that may have changed an app."""

    def __init__(
        self,
        tool: str,
        message: str,
        failed_step: FailedStep | None = None,
        side_effects: list[str] | None = None,
    ) -> None:
        self.tool = tool
        self.failed_step = failed_step
        self.side_effects = list(side_effects or [])
        super().__init__(
            f"tool {tool} failed: {message}; carry on with basic operations from this screen"
        )
