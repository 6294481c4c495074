"""The real ``openai`` client against the local server: answers, structured output, images."""

from __future__ import annotations

import base64
import io

import pytest
from PIL import Image
from pydantic import BaseModel

from mobilexperts.config import ModelPrice
from mobilexperts.errors import ConfigError
from mobilexperts.llm import (
    ImagePart,
    Message,
    MissingApiKeyError,
    ModelError,
    ModelOutputError,
    ModelRejectedInputError,
    ModelRequest,
    OpenAICompatibleModel,
)
from mobilexperts.llm.testing import FakeOpenAIServer, Reply


class Tap(BaseModel):
    x: int
    y: int
    reason: str = ""


def tap_request(*images, text="Tap the search box.") -> ModelRequest[Tap]:
    return ModelRequest(
        role="decide",
        messages=(Message.system("You operate a phone."), Message.user(text, *images)),
        output_schema=Tap,
        context={"instruction": text},
    )


def sent_image(body: dict) -> Image.Image:
    part = next(p for p in body["messages"][1]["content"] if p["type"] == "image_url")
    url = part["image_url"]["url"]
    assert url.startswith("data:image/png;base64,")
    return Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))


def test_answer_is_parsed_with_json_schema_and_usage_counted(fast_settings):
    with FakeOpenAIServer([Reply('{"x": 10, "y": 20}', prompt_tokens=300)]) as server:
        model = OpenAICompatibleModel(fast_settings(server.base_url))
        response = model.generate(tap_request())
    assert response.output == Tap(x=10, y=20)
    assert response.raw == '{"x": 10, "y": 20}'
    assert response.model == "fake-model"
    assert response.usage.prompt_tokens == 300
    assert response.usage.completion_tokens == 20
    assert response.usage.latency_s > 0
    body = server.requests[0]
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"]["required"] == ["x", "y"]
    assert body["messages"][0] == {"role": "system", "content": "You operate a phone."}


def test_screenshot_is_downscaled_and_scale_maps_back_to_screen(fast_settings, screenshot):
    with FakeOpenAIServer([Reply('{"x": 320, "y": 711}')]) as server:
        model = OpenAICompatibleModel(fast_settings(server.base_url, image_max_side=1200))
        response = model.generate(tap_request(screenshot(1080, 2400)))
    image = sent_image(server.requests[0])
    assert max(image.size) == 1200
    assert image.size == (540, 1200)
    assert response.image_scale == pytest.approx(2.0)
    assert response.to_screen(320, 711) == (640, 1422)
    assert response.usage.images == 1


def test_small_screenshot_is_sent_unchanged(fast_settings, screenshot):
    shot = screenshot(400, 800)
    with FakeOpenAIServer([Reply('{"x": 1, "y": 2}')]) as server:
        model = OpenAICompatibleModel(fast_settings(server.base_url, image_max_side=1200))
        response = model.generate(tap_request(shot))
    assert sent_image(server.requests[0]).size == (400, 800)
    assert response.image_scale == 1.0


def test_unreadable_image_is_a_clear_error(fast_settings):
    broken = ImagePart(png=b"not a png", screen_width=10, screen_height=10)
    with FakeOpenAIServer() as server:
        model = OpenAICompatibleModel(fast_settings(server.base_url))
        with pytest.raises(ModelError, match="not a readable image"):
            model.generate(tap_request(broken))
    assert server.requests == []


def test_validation_error_is_fed_back_and_then_accepted(fast_settings):
    script = [Reply('{"x": "left", "y": 3}'), Reply('Here you go: {"x": 5, "y": 3}')]
    with FakeOpenAIServer(script) as server:
        model = OpenAICompatibleModel(fast_settings(server.base_url))
        response = model.generate(tap_request())
    assert response.output == Tap(x=5, y=3)
    assert response.rejected_raw == ('{"x": "left", "y": 3}',)
    retry = server.requests[1]["messages"]
    assert retry[-2] == {"role": "assistant", "content": '{"x": "left", "y": 3}'}
    assert "x: Input should be a valid integer" in retry[-1]["content"]
    assert response.usage.prompt_tokens == 200


def test_garbage_answers_end_in_output_error_keeping_every_raw_answer(fast_settings):
    script = [Reply("I cannot see the screen"), Reply("{not json"), Reply('{"y": 1}')]
    with FakeOpenAIServer(script) as server:
        model = OpenAICompatibleModel(fast_settings(server.base_url, output_retries=2))
        with pytest.raises(ModelOutputError) as caught:
            model.generate(tap_request())
    error = caught.value
    assert error.raw_answers == ("I cannot see the screen", "{not json", '{"y": 1}')
    assert error.raw == '{"y": 1}'
    assert error.usage.completion_tokens == 60
    assert "no valid Tap for role decide in 3 attempt(s)" in str(error)
    assert "x: Field required" in str(error)
    assert len(server.requests) == 3


def test_server_without_json_schema_falls_back_to_prompt_and_remembers(fast_settings):
    script = [Reply('```json\n{"x": 1, "y": 2}\n```'), Reply('{"x": 3, "y": 4}')]
    with FakeOpenAIServer(script, accepts_json_schema=False) as server:
        model = OpenAICompatibleModel(fast_settings(server.base_url))
        first = model.generate(tap_request())
        second = model.generate(tap_request())
    assert (first.output, second.output) == (Tap(x=1, y=2), Tap(x=3, y=4))
    formats = [body.get("response_format") for body in server.requests]
    assert [f["type"] if f else None for f in formats] == ["json_schema", None, None]
    instruction = server.requests[1]["messages"][-1]["content"]
    assert "must match this JSON schema" in instruction
    assert model.transport.json_schema_supported is False


def test_model_rejecting_images_is_a_clear_error(fast_settings, screenshot):
    with FakeOpenAIServer([Reply('{"x": 1, "y": 2}')], accepts_images=False) as server:
        model = OpenAICompatibleModel(fast_settings(server.base_url))
        with pytest.raises(ModelRejectedInputError, match="needs a vision model"):
            model.generate(tap_request(screenshot(100, 200)))
        text_only = model.generate(tap_request())
    assert text_only.output == Tap(x=1, y=2)
    assert model.transport.json_schema_supported is True


def test_per_role_model_names_and_price_table(fast_settings):
    price = ModelPrice(prompt_per_mtok=2.0, completion_per_mtok=8.0)
    with FakeOpenAIServer([Reply('{"x": 1, "y": 1}', prompt_tokens=1000)]) as server:
        settings = fast_settings(
            server.base_url, role_models={"decide": "vision-model"}, prices={"vision-model": price}
        )
        response = OpenAICompatibleModel(settings).generate(tap_request())
    assert server.requests[0]["model"] == "vision-model"
    assert response.usage.cost_usd == pytest.approx((1000 * 2.0 + 20 * 8.0) / 1_000_000)


def test_remote_endpoint_without_key_is_refused_before_any_call(fast_settings):
    with pytest.raises(MissingApiKeyError, match="MOBILEXPERTS_LLM__API_KEY"):
        OpenAICompatibleModel(fast_settings("https://models.example.com/v1"))


def test_local_endpoint_needs_no_key_and_sends_a_placeholder(fast_settings):
    with FakeOpenAIServer([Reply('{"x": 1, "y": 1}')]) as server:
        OpenAICompatibleModel(fast_settings(server.base_url)).generate(tap_request())
    assert server.headers[0]["authorization"] == "Bearer not-needed"


def test_missing_model_name_is_a_config_error(fast_settings):
    with pytest.raises(ConfigError, match=r"set llm\.model"):
        OpenAICompatibleModel(fast_settings("http://localhost:8000/v1", model=None))
