"""An in-memory log of every model call of a run, failures and their raw answers included.

Run records write it out; nothing here touches the disk. Whatever looks like an API key is
redacted from answers and errors as they are logged, whichever model answered.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from pydantic import BaseModel, Field

from mobilexperts.llm.errors import BudgetExceededError, ModelError, redact
from mobilexperts.llm.types import (
    Model,
    ModelRequest,
    ModelResponse,
    OutputT,
    Usage,
    counts_as_reasoning_step,
)


class CallRecord(BaseModel):
    """One ``generate`` call: who asked, what came back, what it cost, how it failed."""

    index: int = 0
    role: str
    model: str = ""
    started_at: float
    usage: Usage = Field(default_factory=Usage)
    raw: str = ""
    rejected_raw: tuple[str, ...] = ()
    output: dict[str, Any] | None = None
    error_type: str | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error_type is None


class CallLog:
    """Thread-safe list of :class:`CallRecord` with totals."""

    def __init__(self) -> None:
        self._records: list[CallRecord] = []
        self._lock = threading.Lock()

    def add(self, record: CallRecord) -> CallRecord:
        """Append ``record`` numbered in arrival order; returns the numbered record."""
        with self._lock:
            numbered = record.model_copy(update={"index": len(self._records)})
            self._records.append(numbered)
        return numbered

    @property
    def records(self) -> list[CallRecord]:
        with self._lock:
            return list(self._records)

    @property
    def usage(self) -> Usage:
        """Sum of all calls' usage."""
        return sum((record.usage for record in self.records), Usage())

    @property
    def reasoning_steps(self) -> int:
        """Calls of vision roles (the paper's RS metric); a call the budget refused never
        reached a model and is not one."""
        return sum(
            counts_as_reasoning_step(r.role) and r.error_type != BudgetExceededError.__name__
            for r in self.records
        )


class LoggedModel:
    """A :class:`Model` that records each call of ``inner`` into ``log`` and re-raises errors."""

    def __init__(self, inner: Model, log: CallLog) -> None:
        self.inner = inner
        self.log = log

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        started = time.time()
        try:
            response = self.inner.generate(request)
        except ModelError as exc:
            self.log.add(
                CallRecord(
                    role=request.role,
                    started_at=started,
                    usage=exc.usage or Usage(),
                    raw=redact(exc.raw),
                    rejected_raw=tuple(redact(raw) for raw in exc.raw_answers),
                    error_type=type(exc).__name__,
                    error=redact(str(exc)),
                )
            )
            raise
        self.log.add(
            CallRecord(
                role=request.role,
                model=response.model,
                started_at=started,
                usage=response.usage,
                raw=redact(response.raw),
                rejected_raw=tuple(redact(raw) for raw in response.rejected_raw),
                output=response.output.model_dump(mode="json"),
            )
        )
        return response
