"""Hostile model endpoints: a deadline per call, a cap on answers, no key kept anywhere."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, SecretStr

from evals.hostile_endpoints import KEY, LOOKALIKE, endpoint_faults, run_fault
from mobilexperts.config import ModelSettings
from mobilexperts.llm import CallLog, LoggedModel, Message, ModelRequest, OpenAICompatibleModel
from mobilexperts.llm.errors import ModelAnswerTooLargeError, ModelUnavailableError, redact
from mobilexperts.llm.testing.server import FakeOpenAIServer, Fault, Reply, Trickle


class Answer(BaseModel):
    text: str


REQUEST = ModelRequest(role="decide", messages=(Message.user("hi"),), output_schema=Answer)


def settings(base_url: str, **changes) -> ModelSettings:
    values = {"base_url": base_url, "model": "fake-model", "api_key": SecretStr(KEY)}
    return ModelSettings(**(values | {"max_retries": 0} | changes))


def test_a_trickling_endpoint_is_cut_off_at_the_deadline():
    trickle = Trickle(Reply.json({"text": "slow"}), interval_s=0.05)
    with FakeOpenAIServer([trickle], api_key=KEY) as server:
        model = OpenAICompatibleModel(settings(server.base_url, deadline_s=0.5))
        with pytest.raises(ModelUnavailableError, match=r"within llm.deadline_s \(0.5 s"):
            model.generate(REQUEST)


@pytest.mark.parametrize("status", [400, 500])
def test_a_trickling_error_body_is_cut_off_at_the_deadline(status):
    trickle = Trickle(Fault(status, "x" * 500), interval_s=0.05)
    with FakeOpenAIServer([trickle] * 3, api_key=KEY) as server:
        model = OpenAICompatibleModel(settings(server.base_url, deadline_s=0.5, max_retries=2))
        with pytest.raises(ModelUnavailableError, match=r"within llm.deadline_s \(0.5 s"):
            model.generate(REQUEST)


def test_an_endpoint_answering_nothing_ends_at_the_deadline_not_per_retry():
    with FakeOpenAIServer([Reply("{}", delay_s=30)] * 3, api_key=KEY) as server:
        model = OpenAICompatibleModel(
            settings(server.base_url, deadline_s=0.5, timeout_s=20, max_retries=2)
        )
        with pytest.raises(ModelUnavailableError, match="deadline_s"):
            model.generate(REQUEST)
        assert len(server.requests) == 1


def test_a_trickle_within_the_deadline_still_answers():
    trickle = Trickle(Reply.json({"text": "fine"}), interval_s=0.001, chunk=64)
    with FakeOpenAIServer([trickle], api_key=KEY) as server:
        model = OpenAICompatibleModel(settings(server.base_url, deadline_s=30))
        assert model.generate(REQUEST).output.text == "fine"


def test_an_oversized_answer_is_refused_and_only_its_start_kept():
    log = CallLog()
    with FakeOpenAIServer([Reply("x" * 3_000_000)], api_key=KEY) as server:
        model = LoggedModel(OpenAICompatibleModel(settings(server.base_url)), log)
        with pytest.raises(ModelAnswerTooLargeError, match="max_answer_bytes"):
            model.generate(REQUEST)
    (record,) = log.records
    assert record.error_type == "ModelAnswerTooLargeError"
    assert 0 < len(record.raw) <= 2000


def test_a_key_echoed_in_a_good_answer_is_redacted_before_anything_keeps_it():
    log = CallLog()
    echo = Reply.json({"text": f"key {KEY} and {LOOKALIKE}"})
    with FakeOpenAIServer([echo], api_key=KEY) as server:
        model = LoggedModel(OpenAICompatibleModel(settings(server.base_url)), log)
        response = model.generate(REQUEST)
    assert response.output.text == "key [redacted] and [redacted]"
    assert KEY not in response.raw and LOOKALIKE not in log.records[0].model_dump_json()


def test_redaction_leaves_ordinary_text_alone():
    text = "tap com.x:id/key_enter_button_for_the_form, task-list-of-the-day-2024, sk-short1"
    assert redact(text) == text


@pytest.mark.parametrize("fault", endpoint_faults(), ids=lambda fault: fault.name)
def test_a_run_against_a_hostile_endpoint_keeps_its_record_and_leaks_no_key(fault, tmp_path):
    outcome = run_fault(fault, tmp_path)
    assert outcome.leaks == []
    assert outcome.record_kept
    assert not outcome.internal_error, outcome.outcome
