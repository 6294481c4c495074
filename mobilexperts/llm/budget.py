"""Per-run limits on model calls, tokens and cost.

A call is refused with :class:`BudgetExceededError` once a limit is reached. The call that
crosses a limit completes (its tokens are spent), so the run keeps everything it already has.
"""

from __future__ import annotations

import threading

from mobilexperts.config import BudgetSettings
from mobilexperts.llm.errors import BudgetExceededError, ModelError
from mobilexperts.llm.types import (
    Model,
    ModelRequest,
    ModelResponse,
    OutputT,
    Usage,
    counts_as_reasoning_step,
)


class Budget:
    """What a run has spent against its limits; shared by every model wrapper of the run."""

    def __init__(self, limits: BudgetSettings | None = None) -> None:
        self.limits = limits or BudgetSettings()
        self.calls = 0
        self.steps = 0
        self.spent = Usage()
        self._lock = threading.Lock()

    def check(self, role: str) -> None:
        """Raise :class:`BudgetExceededError` when no further call is allowed."""
        limits = self.limits
        with self._lock:
            exhausted = [
                (name, used, limit, flag)
                for name, used, limit, flag in (
                    ("calls", self.calls, limits.max_calls, "max_calls"),
                    (
                        "reasoning steps",
                        self.steps if counts_as_reasoning_step(role) else None,
                        limits.max_reasoning_steps,
                        "max_reasoning_steps",
                    ),
                    ("tokens", self.spent.total_tokens, limits.max_tokens, "max_tokens"),
                    ("US dollars", self.spent.cost_usd, limits.max_cost_usd, "max_cost_usd"),
                )
                if limit is not None and used is not None and used >= limit
            ]
        if exhausted:
            name, used, limit, flag = exhausted[0]
            raise BudgetExceededError(
                f"model budget exhausted before a {role} call: {used:g} of {limit:g} {name} "
                f"used; raise budget.{flag} (MOBILEXPERTS_BUDGET__{flag.upper()}) to go further"
            )

    def charge(self, usage: Usage, role: str) -> None:
        with self._lock:
            self.calls += 1
            self.steps += counts_as_reasoning_step(role)
            self.spent += usage


class BudgetedModel:
    """A :class:`Model` that checks ``budget`` before each call and charges it after."""

    def __init__(self, inner: Model, budget: Budget) -> None:
        self.inner = inner
        self.budget = budget

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        self.budget.check(request.role)
        try:
            response = self.inner.generate(request)
        except ModelError as exc:
            self.budget.charge(exc.usage or Usage(), request.role)
            raise
        self.budget.charge(response.usage, request.role)
        return response
