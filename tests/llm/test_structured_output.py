"""Finding and validating JSON in what a model answers."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from mobilexperts.llm.structured import (
    OutputInvalid,
    json_schema_response_format,
    parse_output,
    schema_name,
)


class Target(BaseModel):
    index: int
    why: str = ""


@pytest.mark.parametrize(
    "raw",
    [
        '{"index": 3}',
        '  \n{"index": 3}\n',
        'Sure.\n```json\n{"index": 3}\n```\nDone.',
        'I will tap {"index": 3, "why": "it says {Send}"} now',
        '{"note": {"index": "x"}} then {"index": 3}',
    ],
)
def test_json_is_found_in_common_answer_shapes(raw):
    assert parse_output(raw, Target).index == 3


def test_no_json_feedback_asks_for_an_object():
    with pytest.raises(OutputInvalid, match="contained no JSON object"):
        parse_output("I would tap the third item.", Target)
    with pytest.raises(OutputInvalid, match="contained no JSON object"):
        parse_output("[1, 2, 3]", Target)


def test_schema_violation_feedback_names_the_field_without_echoing_values():
    with pytest.raises(OutputInvalid) as caught:
        parse_output('{"index": "secret-looking-value"}', Target)
    assert "index: Input should be a valid integer" in caught.value.feedback
    assert "secret-looking-value" not in caught.value.feedback


def test_response_format_carries_the_pydantic_schema():
    class Weird(BaseModel):
        value: int

    Weird.__name__ = "Weird name.v2"
    response_format = json_schema_response_format(Weird)
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["name"] == schema_name(Weird) == "Weird_name_v2"
    assert response_format["json_schema"]["schema"]["properties"]["value"]["type"] == "integer"
