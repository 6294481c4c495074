"""Transient and fatal endpoint failures through the real ``openai`` client and local server."""

from __future__ import annotations

import socket

import pytest
from pydantic import BaseModel, SecretStr

from mobilexperts.llm import (
    Message,
    ModelRequest,
    ModelUnavailableError,
    OpenAICompatibleModel,
)
from mobilexperts.llm.retry import Backoff, retry_after_seconds
from mobilexperts.llm.testing import FakeOpenAIServer, Fault, RawBody, Reply


class Answer(BaseModel):
    text: str


REQUEST = ModelRequest(role="judge", messages=(Message.user("Done?"),), output_schema=Answer)
GOOD = Reply('{"text": "yes"}')


def model_with_recorded_waits(settings):
    waits: list[float] = []
    return OpenAICompatibleModel(settings, sleep=waits.append), waits


def test_rate_limit_is_retried_after_the_wait_the_server_asks(fast_settings):
    script = [Fault(429, "slow down", retry_after="0.04"), GOOD]
    with FakeOpenAIServer(script) as server:
        model, waits = model_with_recorded_waits(fast_settings(server.base_url))
        response = model.generate(REQUEST)
    assert response.output.text == "yes"
    assert waits == [0.04]
    assert len(server.requests) == 2


def test_server_errors_back_off_exponentially(fast_settings):
    script = [Fault(500), Fault(502), GOOD]
    with FakeOpenAIServer(script) as server:
        settings = fast_settings(server.base_url, backoff_base_s=0.01, backoff_max_s=1.0)
        model, waits = model_with_recorded_waits(settings)
        assert model.generate(REQUEST).output.text == "yes"
    assert waits == [0.01, 0.02]


def test_real_sleep_with_tiny_backoff_still_succeeds(fast_settings):
    with FakeOpenAIServer([Fault(503), Fault(429, retry_after="0.001"), GOOD]) as server:
        response = OpenAICompatibleModel(fast_settings(server.base_url)).generate(REQUEST)
    assert response.output.text == "yes"
    assert server.remaining == 0


def test_persistent_rate_limit_gives_up_with_a_clear_error(fast_settings):
    script = [Fault(429, "quota", retry_after="0")] * 3
    with FakeOpenAIServer(script) as server:
        model, waits = model_with_recorded_waits(fast_settings(server.base_url, max_retries=2))
        with pytest.raises(ModelUnavailableError, match="after 3 attempt") as caught:
            model.generate(REQUEST)
    assert "HTTP 429: quota" in str(caught.value)
    assert "rate-limiting" in str(caught.value)
    assert waits == [0.0, 0.0]


def test_retry_after_longer_than_the_backoff_limit_gives_up_at_once(fast_settings):
    with FakeOpenAIServer([Fault(429, "quota", retry_after="30"), GOOD]) as server:
        model, waits = model_with_recorded_waits(fast_settings(server.base_url))
        with pytest.raises(ModelUnavailableError, match="asks to wait 30 s") as caught:
            model.generate(REQUEST)
    assert "llm.backoff_max_s" in str(caught.value)
    assert waits == []
    assert server.remaining == 1


def test_slow_server_times_out_and_is_retried(fast_settings):
    script = [Reply('{"text": "late"}', delay_s=2.0), GOOD]
    with FakeOpenAIServer(script) as server:
        model, waits = model_with_recorded_waits(fast_settings(server.base_url, timeout_s=0.2))
        assert model.generate(REQUEST).output.text == "yes"
    assert len(waits) == 1


def test_server_that_never_answers_in_time_is_unavailable(fast_settings):
    script = [Reply('{"text": "late"}', delay_s=2.0)] * 2
    with FakeOpenAIServer(script) as server:
        settings = fast_settings(server.base_url, timeout_s=0.2, max_retries=1)
        model, _ = model_with_recorded_waits(settings)
        with pytest.raises(ModelUnavailableError, match=r"no answer within 0\.2 s"):
            model.generate(REQUEST)


def test_refused_connection_fails_fast_after_one_retry(fast_settings):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    model, waits = model_with_recorded_waits(
        fast_settings(url).model_copy(update={"max_retries": 4})
    )
    with pytest.raises(ModelUnavailableError, match=f"nothing listening at {url}"):
        model.generate(REQUEST)
    assert len(waits) == 1


@pytest.mark.parametrize(
    "body",
    [
        RawBody("<html><body>502 Bad Gateway</body></html>"),
        RawBody('{"choices": [', content_type="application/json"),
        RawBody('{"object": "chat.completion", "choices": []}', content_type="application/json"),
    ],
)
def test_answer_that_is_not_a_completion_keeps_the_raw_body(fast_settings, body):
    with FakeOpenAIServer([body]) as server:
        model, waits = model_with_recorded_waits(fast_settings(server.base_url))
        with pytest.raises(ModelUnavailableError, match="not an OpenAI chat completion") as caught:
            model.generate(REQUEST)
    assert caught.value.raw == body.body
    assert waits == []


def test_refused_key_is_reported_without_the_key(fast_settings):
    secret = "sk-test-0123456789abcdef"
    with FakeOpenAIServer([GOOD], api_key="sk-the-right-one") as server:
        settings = fast_settings(server.base_url, api_key=SecretStr(secret))
        model, waits = model_with_recorded_waits(settings)
        with pytest.raises(ModelUnavailableError, match="refused the API key") as caught:
            model.generate(REQUEST)
    assert server.headers[0]["authorization"] == f"Bearer {secret}"
    assert secret not in str(caught.value)
    assert "[redacted]" in str(caught.value)
    assert waits == []


def test_unknown_model_names_the_setting_to_fix(fast_settings):
    with FakeOpenAIServer([Fault(404, "model 'nope' not found")]) as server:
        model, waits = model_with_recorded_waits(fast_settings(server.base_url, model="nope"))
        with pytest.raises(ModelUnavailableError, match=r"check llm\.model"):
            model.generate(REQUEST)
    assert waits == []


def test_backoff_is_capped_and_honours_retry_after():
    backoff = Backoff(base_s=1.0, max_s=5.0)
    assert [backoff.delay(n) for n in range(4)] == [1.0, 2.0, 4.0, 5.0]
    assert backoff.delay(0, retry_after_s=3.5) == 3.5
    assert backoff.delay(0, retry_after_s=120) == 5.0


def test_retry_after_header_forms():
    assert retry_after_seconds({"retry-after": "2"}) == 2.0
    assert retry_after_seconds({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    date = "Wed, 21 Oct 2015 07:28:30 GMT"
    assert retry_after_seconds({"retry-after": date}, now=1445412500.0) == 10.0
    assert retry_after_seconds({"retry-after": "soon"}) is None
    assert retry_after_seconds(None) is None
