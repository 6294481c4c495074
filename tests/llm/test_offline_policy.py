"""The offline policy dispatches each role to the handler its owner registered."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from mobilexperts.llm import (
    Message,
    ModelError,
    ModelRequest,
    OfflineHandlerMissingError,
    OfflineHandlerRegistry,
    OfflinePolicy,
)
from mobilexperts.llm.offline import OFFLINE_POLICY_NAME, context_of


class Verdict(BaseModel):
    done: bool
    reason: str


class Seen(BaseModel):
    expected: str = ""
    screen_texts: list[str] = []


def judge_request(**context) -> ModelRequest[Verdict]:
    return ModelRequest(
        role="judge",
        messages=(Message.user("A rendered prompt the handler must not need."),),
        output_schema=Verdict,
        context=Seen(**context),
    )


def test_handler_answers_from_the_context():
    registry = OfflineHandlerRegistry()

    @registry.handler("judge")
    def judge(request: ModelRequest[Verdict]) -> Verdict:
        seen = context_of(request, Seen)
        expected = seen.expected
        seen = seen.screen_texts
        return Verdict(done=expected in seen, reason=f"looked for {expected!r}")

    policy = OfflinePolicy(registry)
    yes = policy.generate(judge_request(expected="Sent", screen_texts=["Inbox", "Sent"]))
    no = policy.generate(judge_request(expected="Sent", screen_texts=["Inbox"]))
    assert (yes.output.done, no.output.done) == (True, False)
    assert yes.model == OFFLINE_POLICY_NAME
    assert Verdict.model_validate_json(yes.raw) == yes.output
    assert yes.usage.total_tokens == 0


def test_missing_handler_is_a_typed_error_naming_the_role():
    registry = OfflineHandlerRegistry()
    registry.register("decide", lambda request: Verdict(done=True, reason=""))
    with pytest.raises(OfflineHandlerMissingError) as caught:
        OfflinePolicy(registry).generate(judge_request())
    message = str(caught.value)
    assert "offline policy has no handler for role 'judge'" in message
    assert "it has: decide" in message
    assert "model" not in message.split(";")[0]


def test_handler_returning_the_wrong_type_is_reported():
    class Other(BaseModel):
        value: int

    registry = OfflineHandlerRegistry()
    registry.register("judge", lambda request: Other(value=1))
    with pytest.raises(ModelError, match="returned Other, not Verdict"):
        OfflinePolicy(registry).generate(judge_request())


def test_a_role_keeps_one_handler():
    registry = OfflineHandlerRegistry()

    def first(request):
        return Verdict(done=True, reason="")

    def second(request):
        return Verdict(done=False, reason="")

    registry.register("judge", first)
    registry.register("judge", first)
    with pytest.raises(ValueError, match="already has the offline handler"):
        registry.register("judge", second)
    with pytest.raises(ValueError, match="unknown role"):
        registry.register("dance", first)
    assert registry.roles == ("judge",)
