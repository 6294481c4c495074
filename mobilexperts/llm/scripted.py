"""A model for tests: answers each role from a script, in order, and records every request."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from mobilexperts.llm.errors import ModelError
from mobilexperts.llm.types import ModelRequest, ModelResponse, OutputT, Usage

SCRIPTED_MODEL_NAME = "scripted"

ScriptedAnswer = BaseModel | Mapping[str, Any] | ModelError


class ScriptedModelError(ModelError):
    """A scripted model ran out of answers for a role, or an answer does not fit the schema."""


class ScriptedModel:
    """Answers role by role from ``script``: model instances, dicts, or errors to raise.

    Dicts are validated against the request's output schema. ``calls`` keeps every request;
    :meth:`assert_complete` fails when scripted answers were left unused.
    """

    def __init__(self, script: Mapping[str, Iterable[ScriptedAnswer]]) -> None:
        self._script = {role: deque(answers) for role, answers in script.items()}
        self.calls: list[ModelRequest[Any]] = []

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        self.calls.append(request)
        answers = self._script.get(request.role)
        if not answers:
            raise ScriptedModelError(
                f"the scripted model has no answer left for role {request.role!r} "
                f"(call {len(self.calls)}); add one to the script"
            )
        answer = answers.popleft()
        if isinstance(answer, ModelError):
            raise answer
        output = _as_output(answer, request.output_schema, request.role)
        return ModelResponse[OutputT](
            output=output, raw=output.model_dump_json(), usage=Usage(), model=SCRIPTED_MODEL_NAME
        )

    def calls_for(self, role: str) -> list[ModelRequest[Any]]:
        return [call for call in self.calls if call.role == role]

    def assert_complete(self) -> None:
        """Raise ``AssertionError`` listing every scripted answer that was never used."""
        left = {role: len(answers) for role, answers in self._script.items() if answers}
        if left:
            unused = ", ".join(f"{role}: {count}" for role, count in sorted(left.items()))
            raise AssertionError(f"scripted answers never used ({unused})")


def _as_output(answer: BaseModel | Mapping[str, Any], schema: type[OutputT], role: str) -> OutputT:
    if isinstance(answer, schema):
        return answer
    try:
        data = answer.model_dump() if isinstance(answer, BaseModel) else answer
        return schema.model_validate(data)
    except ValidationError as exc:
        raise ScriptedModelError(
            f"the scripted answer for role {role!r} does not fit {schema.__name__}: {exc}"
        ) from None
