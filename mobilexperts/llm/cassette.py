"""Record a session with a real model once; replay it in tests.

A cassette is a JSON-lines file, one :class:`CassetteEntry` per call, keyed by a stable hash of
the request (role, message texts, image content hashes, schema name; never timestamps). The
same request asked twice is answered in recorded order.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict, deque
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from mobilexperts.errors import StorageError
from mobilexperts.llm.errors import ModelError, ModelOutputError
from mobilexperts.llm.types import Model, ModelRequest, ModelResponse, OutputT, TextPart, Usage


class CassetteError(StorageError):
    """A cassette file cannot be read."""


class CassetteMissError(ModelError):
    """A replayed request has no recorded answer."""


class CassetteEntry(BaseModel):
    """One recorded call: the answer, or the output error the model ended with."""

    version: Literal[1] = 1
    key: str
    role: str
    model: str
    raw: str = ""
    output: dict[str, Any] | None = None
    usage: Usage = Usage()
    image_scale: float = 1.0
    rejected_raw: tuple[str, ...] = ()
    error: str | None = None


def request_key(request: ModelRequest[Any]) -> str:
    """A stable hash of what the model is asked (not of the context or the time)."""
    messages = [
        {
            "role": message.role,
            "parts": [
                {"text": part.text}
                if isinstance(part, TextPart)
                else {"image": part.sha256, "screen": [part.screen_width, part.screen_height]}
                for part in message.parts
            ],
        }
        for message in request.messages
    ]
    payload = {"role": request.role, "schema": request.output_schema.__name__, "messages": messages}
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


class RecordingModel:
    """Passes each request to ``inner`` and appends its answer (or output error) to ``path``."""

    def __init__(self, inner: Model, path: Path) -> None:
        self.inner = inner
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        key = request_key(request)
        try:
            response = self.inner.generate(request)
        except ModelOutputError as exc:
            self._append(
                CassetteEntry(
                    key=key,
                    role=request.role,
                    model="",
                    usage=exc.usage or Usage(),
                    rejected_raw=exc.raw_answers,
                    error=str(exc),
                )
            )
            raise
        self._append(
            CassetteEntry(
                key=key,
                role=request.role,
                model=response.model,
                raw=response.raw,
                output=response.output.model_dump(mode="json"),
                usage=response.usage,
                image_scale=response.image_scale,
                rejected_raw=response.rejected_raw,
            )
        )
        return response

    def _append(self, entry: CassetteEntry) -> None:
        with self.path.open("a", encoding="utf-8") as cassette:
            cassette.write(entry.model_dump_json() + "\n")


class ReplayingModel:
    """Answers from a cassette; an unrecorded request raises :class:`CassetteMissError`."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._entries: dict[str, deque[CassetteEntry]] = defaultdict(deque)
        for entry in load_cassette(self.path):
            self._entries[entry.key].append(entry)

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        key = request_key(request)
        entries = self._entries.get(key)
        if not entries:
            raise CassetteMissError(
                f"cassette {self.path} has no (more) answers for this {request.role} request "
                f"(key {key[:12]}); the prompt or screenshots changed since it was recorded: "
                "record it again with RecordingModel"
            )
        entry = entries.popleft()
        if entry.error is not None:
            raise ModelOutputError(entry.error, raw_answers=entry.rejected_raw, usage=entry.usage)
        try:
            output = request.output_schema.model_validate(entry.output)
        except ValidationError as exc:
            raise CassetteMissError(
                f"cassette {self.path}: the recorded {request.role} answer no longer fits "
                f"{request.output_schema.__name__} ({exc.error_count()} error(s)); record it again"
            ) from None
        return ModelResponse[OutputT](
            output=output,
            raw=entry.raw,
            usage=entry.usage,
            model=entry.model,
            image_scale=entry.image_scale,
            rejected_raw=entry.rejected_raw,
        )

    @property
    def remaining(self) -> int:
        """Recorded answers not replayed yet."""
        return sum(len(entries) for entries in self._entries.values())


def load_cassette(path: Path) -> list[CassetteEntry]:
    """Every entry of a cassette file, in order."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise CassetteError(f"cannot read cassette {path}: {exc.strerror}") from None
    entries = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            entries.append(CassetteEntry.model_validate_json(line))
        except ValidationError as exc:
            raise CassetteError(
                f"cassette {path} line {number} is not a valid entry "
                f"({exc.error_count()} error(s)); record the cassette again"
            ) from None
    return entries
