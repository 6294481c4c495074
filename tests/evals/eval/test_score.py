"""CP with a model: role ``judge`` scores the final screen through the real openai client
against the local OpenAI-compatible server."""

from __future__ import annotations

import pytest

from evals.checker import prepare
from evals.eval.score import score_result
from evals.tasks import find_task
from mobilexperts.config import ModelSettings
from mobilexperts.llm import OpenAICompatibleModel
from mobilexperts.llm.errors import ModelError
from mobilexperts.llm.testing import FakeOpenAIServer, Reply
from mobilexperts.sim.device import SimDevice


def _model(url: str) -> OpenAICompatibleModel:
    return OpenAICompatibleModel(
        ModelSettings(base_url=url, model="fake-model", max_retries=1, output_retries=1,
                      backoff_base_s=0.001, backoff_max_s=0.01)
    )  # fmt: skip


def test_the_judge_scores_the_final_screen_with_its_screenshot():
    spec = find_task("settings_dark_theme").ready
    device = SimDevice()
    prepare(spec, device)
    with FakeOpenAIServer([Reply.json({"score": 7, "reason": "most of it"})]) as server:
        score = score_result(_model(server.base_url), spec.instruction, "", device)
    assert score == 7.0
    sent = server.requests[0]["messages"]
    user = sent[1]["content"]
    assert any(p["type"] == "image_url" for p in user)
    assert spec.instruction in next(p["text"] for p in user if p["type"] == "text")


def test_a_score_outside_0_to_10_is_refused():
    device = SimDevice()
    replies = [Reply.json({"score": 12}), Reply.json({"score": 11})]
    with FakeOpenAIServer(replies) as server, pytest.raises(ModelError):
        score_result(_model(server.base_url), "Turn on the dark theme", "", device)
