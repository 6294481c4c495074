"""The limits of one tool run."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ToolLimits(BaseModel):
    """What one tool run may spend before it is stopped.

    ``compute_seconds`` is the time the tool process may run between verb calls (the parent
    kills it past that); ``wall_seconds`` bounds the whole run, device actions included.
    ``cpu_seconds`` and ``memory_mb`` are kernel limits in the tool process (``memory_mb`` is
    headroom above the warm worker's own footprint).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    wall_seconds: float = Field(default=120.0, gt=0)
    compute_seconds: float = Field(default=1.5, gt=0)
    cpu_seconds: int = Field(default=2, ge=1)
    memory_mb: int = Field(default=256, ge=16)
    lines: int = Field(default=100_000, ge=1)
    iterations: int = Field(default=100_000, ge=1)
    actions: int = Field(default=200, ge=1)
    wait_seconds: float = Field(default=60.0, ge=0)
    output_chars: int = Field(default=20_000, ge=0)
