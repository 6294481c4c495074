"""Budgets of one tool run and the abort that ends it.

:class:`ToolAbort` is a ``BaseException``: tool code can only catch ``Exception`` subclasses, so
a spent budget or a failed verb always ends the run, and the abort is sticky (every later guard,
verb or traced line raises it again).
"""

from __future__ import annotations


class ToolAbort(BaseException):
    """Stops a tool run: a spent budget (``kind='budget'``), a refused or failed verb
    (``'verb'``), a bad verb call (``'usage'``) or a blocked operation (``'sandbox'``)."""

    def __init__(self, kind: str, message: str, budget: str | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.budget = budget


class Budget:
    """The counters of one run, shared by the guards, the tracer and the facade."""

    __slots__ = ("abort", "actions", "items", "line", "lines")

    def __init__(self, lines: int, items: int, actions: int) -> None:
        self.lines = lines
        self.items = items
        self.actions = actions
        self.line: int | None = None
        self.abort: ToolAbort | None = None

    def stop(self, abort: ToolAbort) -> None:
        """Record ``abort`` (the first one wins) and raise it."""
        if self.abort is None:
            self.abort = abort
        raise self.abort

    def check(self) -> None:
        """Raise again if the run was already aborted."""
        if self.abort is not None:
            raise self.abort

    def _spend(self, counter: str, what: str, hint: str) -> None:
        self.check()
        left = getattr(self, counter) - 1
        setattr(self, counter, left)
        if left < 0:
            self.stop(ToolAbort("budget", f"the tool ran out of its {what} budget; {hint}", what))

    def spend_line(self) -> None:
        self._spend("lines", "line", "remove loops that repeat without progress")

    def spend_item(self) -> None:
        self._spend("items", "iteration", "iterate over fewer items")

    def spend_action(self) -> None:
        self._spend("actions", "action", "split the workflow into smaller tools")
