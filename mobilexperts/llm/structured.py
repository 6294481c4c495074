"""Structured output: the JSON-schema response format, JSON found in text, and feedback."""

from __future__ import annotations

import json
import re
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

SchemaT = TypeVar("SchemaT", bound=BaseModel)

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


class OutputInvalid(Exception):
    """An answer that is not valid output; ``feedback`` tells the model what to fix."""

    def __init__(self, feedback: str) -> None:
        super().__init__(feedback)
        self.feedback = feedback


def schema_name(schema: type[BaseModel]) -> str:
    """The schema's name as the JSON-schema response format accepts it."""
    return re.sub(r"[^a-zA-Z0-9_-]", "_", schema.__name__)[:64]


def json_schema_response_format(schema: type[BaseModel]) -> dict[str, Any]:
    """``response_format`` asking the server to constrain the answer to ``schema``.

    Non-strict, because OpenAI's strict mode refuses schemas with optional fields.
    """
    return {
        "type": "json_schema",
        "json_schema": {
            "name": schema_name(schema),
            "schema": schema.model_json_schema(),
            "strict": False,
        },
    }


def schema_instruction(schema: type[BaseModel]) -> str:
    """The instruction used instead of a response format, for servers without one."""
    return (
        "Answer with exactly one JSON object and nothing else. It must match this JSON schema:\n"
        + json.dumps(schema.model_json_schema(), separators=(",", ":"))
    )


def parse_output(raw: str, schema: type[SchemaT]) -> SchemaT:
    """``raw`` validated against ``schema``: the whole text, else JSON inside it.

    Raises :class:`OutputInvalid` carrying feedback for the model.
    """
    candidates = _json_candidates(raw)
    if not candidates:
        raise OutputInvalid(
            "Your answer contained no JSON object. Answer again with only a JSON object "
            "that matches the schema."
        )
    first_error: ValidationError | None = None
    for candidate in candidates:
        try:
            return schema.model_validate(candidate)
        except ValidationError as exc:
            first_error = first_error or exc
    assert first_error is not None
    raise OutputInvalid(
        "Your answer did not match the required schema: "
        + describe_validation_error(first_error)
        + ". Answer again with only a corrected JSON object."
    )


def describe_validation_error(error: ValidationError) -> str:
    """Pydantic's errors as ``field: problem`` items, without echoing input values."""
    return "; ".join(
        f"{'.'.join(str(part) for part in item['loc']) or '(root)'}: {item['msg']}"
        for item in error.errors(include_url=False)
    )


def _json_candidates(raw: str) -> list[Any]:
    """Every JSON object in ``raw``: the whole text, fenced blocks, then objects in prose."""
    texts = [raw.strip(), *(block.strip() for block in _FENCE.findall(raw))]
    found: list[Any] = []
    for text in texts:
        try:
            found.append(json.loads(text))
        except ValueError:
            continue
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", raw):
        try:
            value, _ = decoder.raw_decode(raw, match.start())
        except ValueError:
            continue
        found.append(value)
    return [value for value in found if isinstance(value, dict)]
