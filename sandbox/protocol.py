"""Messages between the parent and the tool process: JSON over a pipe, never pickle.

The parent unpickles nothing the child sends (a hostile child could make pickle run code in
the parent): every message is JSON, capped in size, and validated against strict models.
"""

from __future__ import annotations

import json
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue

MAX_MESSAGE_BYTES = 1_000_000

Scalar = str | int | float | bool


def encode(message: dict[str, object]) -> bytes:
    """One message as compact JSON bytes (NaN and infinities refused)."""
    return json.dumps(message, separators=(",", ":"), allow_nan=False).encode()


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not allowed in a message")


def decode(data: bytes) -> dict[str, object]:
    """The message in ``data``; raises ``ValueError`` unless it is a plain JSON object."""
    message = json.loads(data, parse_constant=_refuse_constant)
    if not isinstance(message, dict):
        raise ValueError("a message must be a JSON object")
    return message


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class ReadyMessage(_Strict):
    """The child finished starting and hardening itself."""

    op: Literal["ready"]


class VerbMessage(_Strict):
    """The tool called a verb; the parent validates the arguments again before acting."""

    op: Literal["verb"]
    verb: str
    args: dict[str, Scalar]
    line: int | None = None


class ErrorInfo(_Strict):
    """Why a run ended without a value."""

    kind: Literal["compile", "runtime", "budget", "verb", "usage", "sandbox", "result"]
    message: str
    line: int | None = None
    budget: str | None = None


class DoneMessage(_Strict):
    """The run ended: a plain value and printed output, or an error."""

    op: Literal["done"]
    value: JsonValue = None
    printed: str = ""
    error: ErrorInfo | None = None


class ChildMessage(_Strict):
    """Any message the child may send."""

    message: Annotated[ReadyMessage | VerbMessage | DoneMessage, Field(discriminator="op")]


def parse_child_message(data: bytes) -> ReadyMessage | VerbMessage | DoneMessage:
    """Validate raw bytes from the child; raises ``ValueError`` on anything unexpected."""
    return ChildMessage.model_validate({"message": decode(data)}).message
