"""Budgets stop a run at its limits; the call log keeps every call, failed ones included."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from mobilexperts.config import BudgetSettings, ModelPrice
from mobilexperts.llm import (
    Budget,
    BudgetedModel,
    BudgetExceededError,
    CallLog,
    LoggedModel,
    Message,
    ModelOutputError,
    ModelRequest,
    OpenAICompatibleModel,
    ScriptedModel,
)
from mobilexperts.llm.testing import FakeOpenAIServer, Reply


class Step(BaseModel):
    action: str


def ask(role="decide"):
    return ModelRequest(role=role, messages=(Message.user("next?"),), output_schema=Step)


def test_call_limit_refuses_the_next_call_and_keeps_records():
    log = CallLog()
    budget = Budget(BudgetSettings(max_calls=2))
    scripted = ScriptedModel({"decide": [{"action": "a"}, {"action": "b"}, {"action": "c"}]})
    model = LoggedModel(BudgetedModel(scripted, budget), log)
    model.generate(ask())
    model.generate(ask())
    with pytest.raises(BudgetExceededError, match="2 of 2 calls used") as caught:
        model.generate(ask())
    assert "MOBILEXPERTS_BUDGET__MAX_CALLS" in str(caught.value)
    assert len(scripted.calls) == 2
    assert [record.ok for record in log.records] == [True, True, False]
    assert [record.output for record in log.records[:2]] == [{"action": "a"}, {"action": "b"}]
    assert log.records[2].error_type == "BudgetExceededError"
    assert [record.index for record in log.records] == [0, 1, 2]


def test_reasoning_step_limit_refuses_only_calls_that_see_the_screen():
    log = CallLog()
    budget = Budget(BudgetSettings(max_reasoning_steps=2))
    scripted = ScriptedModel(
        {"decide": [{"action": "a"}, {"action": "b"}], "judge": [{"action": "j"}] * 2}
    )
    model = LoggedModel(BudgetedModel(scripted, budget), log)
    model.generate(ask())
    model.generate(ask("judge"))
    model.generate(ask())
    with pytest.raises(BudgetExceededError, match="2 of 2 reasoning steps used"):
        model.generate(ask())
    model.generate(ask("judge"))
    assert [r.role for r in log.records] == ["decide", "judge", "decide", "decide", "judge"]
    assert log.reasoning_steps == 2, "the refused call never reached a model"


def test_token_and_cost_limits_use_real_usage(fast_settings):
    price = ModelPrice(prompt_per_mtok=1000.0, completion_per_mtok=1000.0)
    script = [Reply('{"action": "a"}', prompt_tokens=400, completion_tokens=100)] * 3
    with FakeOpenAIServer(script) as server:
        inner = OpenAICompatibleModel(fast_settings(server.base_url, prices={"fake-model": price}))
        by_tokens = BudgetedModel(inner, Budget(BudgetSettings(max_tokens=1000)))
        by_tokens.generate(ask())
        by_tokens.generate(ask())
        with pytest.raises(BudgetExceededError, match="1000 of 1000 tokens"):
            by_tokens.generate(ask())
        by_cost = BudgetedModel(inner, Budget(BudgetSettings(max_cost_usd=0.5)))
        by_cost.generate(ask())
        with pytest.raises(BudgetExceededError, match="US dollars"):
            by_cost.generate(ask())
    assert by_cost.budget.spent.cost_usd == pytest.approx(0.5)
    assert server.remaining == 0


def test_failed_call_keeps_raw_answers_and_is_charged(fast_settings):
    log = CallLog()
    budget = Budget()
    with FakeOpenAIServer([Reply("tap it"), Reply("the button")]) as server:
        inner = OpenAICompatibleModel(fast_settings(server.base_url, output_retries=1))
        with pytest.raises(ModelOutputError):
            LoggedModel(BudgetedModel(inner, budget), log).generate(ask())
    [record] = log.records
    assert record.error_type == "ModelOutputError"
    assert record.rejected_raw == ("tap it", "the button")
    assert record.raw == "the button"
    assert record.usage.prompt_tokens == 200
    assert budget.spent.prompt_tokens == 200
    assert budget.calls == 1


def test_log_counts_reasoning_steps_only_for_vision_roles():
    log = CallLog()
    scripted = ScriptedModel(
        {
            "decide": [{"action": "a"}] * 2,
            "reflect": [{"action": "ok"}],
            "plan_team": [{"action": "p"}],
        }
    )
    model = LoggedModel(scripted, log)
    for role in ("plan_team", "decide", "reflect", "decide"):
        model.generate(ask(role))
    assert log.reasoning_steps == 3
    assert len(log.records) == 4
    assert ask("decide").is_reasoning_step and not ask("judge").is_reasoning_step
