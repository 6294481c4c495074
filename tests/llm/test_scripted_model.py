"""The scripted model answers per role in order, records calls and checks it was used up."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from mobilexperts.llm import (
    Message,
    ModelOutputError,
    ModelRequest,
    ScriptedModel,
    ScriptedModelError,
)


class Step(BaseModel):
    action: str


class Plan(BaseModel):
    steps: list[str]


def ask(role, schema, text="go"):
    return ModelRequest(role=role, messages=(Message.user(text),), output_schema=schema)


def test_answers_each_role_in_order_and_records_calls():
    model = ScriptedModel(
        {
            "decide": [Step(action="tap"), {"action": "type"}],
            "plan_expert": [Plan(steps=["a", "b"])],
        }
    )
    assert model.generate(ask("decide", Step, "first")).output == Step(action="tap")
    assert model.generate(ask("plan_expert", Plan)).output.steps == ["a", "b"]
    assert model.generate(ask("decide", Step, "second")).output == Step(action="type")
    assert [call.role for call in model.calls] == ["decide", "plan_expert", "decide"]
    assert [call.messages[0].text for call in model.calls_for("decide")] == ["first", "second"]
    model.assert_complete()


def test_running_out_of_answers_is_an_error():
    model = ScriptedModel({"decide": [Step(action="tap")]})
    model.generate(ask("decide", Step))
    with pytest.raises(ScriptedModelError, match="no answer left for role 'decide'"):
        model.generate(ask("decide", Step))
    with pytest.raises(ScriptedModelError, match="role 'reflect'"):
        model.generate(ask("reflect", Step))


def test_unused_answers_fail_assert_complete():
    model = ScriptedModel({"decide": [Step(action="a"), Step(action="b")], "judge": []})
    model.generate(ask("decide", Step))
    with pytest.raises(AssertionError, match=r"decide: 1"):
        model.assert_complete()


def test_scripted_errors_are_raised_and_bad_answers_rejected():
    failure = ModelOutputError("model answered nonsense", raw_answers=["???"])
    model = ScriptedModel({"decide": [failure, {"wrong": 1}]})
    with pytest.raises(ModelOutputError) as caught:
        model.generate(ask("decide", Step))
    assert caught.value.raw == "???"
    with pytest.raises(ScriptedModelError, match="does not fit Step"):
        model.generate(ask("decide", Step))
