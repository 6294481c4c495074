"""A session recorded from the local server replays identically, without the server."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from mobilexperts.llm import (
    CassetteError,
    CassetteMissError,
    Message,
    ModelOutputError,
    ModelRequest,
    OpenAICompatibleModel,
    RecordingModel,
    ReplayingModel,
    request_key,
)
from mobilexperts.llm.testing import FakeOpenAIServer, Reply


class Tap(BaseModel):
    x: int
    y: int


class Verdict(BaseModel):
    ok: bool


def decide(text, *images):
    return ModelRequest(
        role="decide", messages=(Message.user(text, *images),), output_schema=Tap, context={}
    )


def test_recorded_session_replays_identically(tmp_path, fast_settings, screenshot):
    cassette = tmp_path / "session.jsonl"
    shot = screenshot(1080, 2400)
    requests = [decide("Open settings", shot), decide("Open settings", shot), decide("Back")]
    script = [
        Reply('{"x": 100, "y": 200}'),
        Reply('{"x": "oops"}'),
        Reply('{"x": 101, "y": 201}'),
        Reply('{"x": 5, "y": 6}'),
    ]
    with FakeOpenAIServer(script) as server:
        recording = RecordingModel(
            OpenAICompatibleModel(fast_settings(server.base_url, image_max_side=600)), cassette
        )
        recorded = [recording.generate(request) for request in requests]
    assert len(cassette.read_text().splitlines()) == 3

    replaying = ReplayingModel(cassette)
    replayed = [replaying.generate(request) for request in requests]
    assert replayed == recorded
    assert replayed[1].rejected_raw == ('{"x": "oops"}',)
    assert replayed[0].image_scale == pytest.approx(4.0)
    assert replaying.remaining == 0


def test_output_errors_are_recorded_and_replayed(tmp_path, fast_settings):
    cassette = tmp_path / "errors.jsonl"
    request = ModelRequest(role="judge", messages=(Message.user("ok?"),), output_schema=Verdict)
    with FakeOpenAIServer([Reply("maybe"), Reply("perhaps")]) as server:
        settings = fast_settings(server.base_url, output_retries=1)
        with pytest.raises(ModelOutputError) as recorded:
            RecordingModel(OpenAICompatibleModel(settings), cassette).generate(request)
    with pytest.raises(ModelOutputError) as replayed:
        ReplayingModel(cassette).generate(request)
    assert replayed.value.raw_answers == recorded.value.raw_answers == ("maybe", "perhaps")
    assert str(replayed.value) == str(recorded.value)


def test_changed_request_is_a_miss(tmp_path, screenshot):
    cassette = tmp_path / "empty.jsonl"
    cassette.write_text("")
    with pytest.raises(CassetteMissError, match="record it again"):
        ReplayingModel(cassette).generate(decide("Open settings", screenshot(10, 20)))


def test_key_depends_on_what_the_model_sees_only(screenshot):
    shot = screenshot(10, 20)
    base = request_key(decide("Open settings", shot))
    same_with_context = ModelRequest(
        role="decide",
        messages=(Message.user("Open settings", shot),),
        output_schema=Tap,
        context={"step": 3},
    )
    assert request_key(same_with_context) == base
    assert request_key(decide("Open settings", screenshot(10, 20, colour=(0, 0, 0)))) != base
    assert request_key(decide("Open settings!", shot)) != base
    other_schema = ModelRequest(
        role="decide", messages=(Message.user("Open settings", shot),), output_schema=Verdict
    )
    assert request_key(other_schema) != base


def test_corrupt_cassette_is_a_clear_error(tmp_path):
    cassette = tmp_path / "bad.jsonl"
    cassette.write_text('{"key": "k", "role": "decide", "model": "m"}\nnot json\n')
    with pytest.raises(CassetteError, match=r"bad\.jsonl line 2"):
        ReplayingModel(cassette)
    with pytest.raises(CassetteError, match="cannot read cassette"):
        ReplayingModel(tmp_path / "missing.jsonl")
