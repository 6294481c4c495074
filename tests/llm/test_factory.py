"""Choosing the backend from settings."""

from __future__ import annotations

import subprocess
import sys

import pytest
from pydantic import BaseModel

from mobilexperts.config import load_settings
from mobilexperts.errors import ConfigError
from mobilexperts.llm import (
    BudgetExceededError,
    Message,
    MissingApiKeyError,
    ModelRequest,
    OfflinePolicy,
    OpenAICompatibleModel,
    build_model,
    build_run_model,
)
from mobilexperts.llm.testing import FakeOpenAIServer, Reply


class Answer(BaseModel):
    text: str


def test_no_endpoint_means_the_offline_policy():
    assert isinstance(build_model(load_settings()), OfflinePolicy)


def test_an_offline_run_never_loads_the_openai_client():
    """The run command and an offline model leave ``openai`` unimported (it costs a second)."""
    probe = (
        "import sys, planners.cli\n"
        "from mobilexperts.config import load_settings\n"
        "from mobilexperts.llm import build_model\n"
        "build_model(load_settings())\n"
        "print('openai' in sys.modules)\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout.split()[-1]
    assert loaded == "False"


def test_endpoint_means_the_openai_compatible_client(monkeypatch):
    monkeypatch.setenv("MOBILEXPERTS_LLM__BASE_URL", "http://localhost:11434/v1")
    monkeypatch.setenv("MOBILEXPERTS_LLM__MODEL", "llava")
    model = build_model(load_settings())
    assert isinstance(model, OpenAICompatibleModel)
    assert model.settings.model_for("decide") == "llava"


def test_remote_endpoint_without_key_is_refused(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-for-openai-only")
    settings = load_settings({"llm.base_url": "https://vllm.example.org/v1", "llm.model": "m"})
    with pytest.raises(MissingApiKeyError, match="remote but no API key") as caught:
        build_model(settings)
    assert "sk-for-openai-only" not in str(caught.value)


def test_cost_budget_needs_prices_for_every_model():
    settings = load_settings(
        {
            "llm.base_url": "http://localhost:8000/v1",
            "llm.model": "qwen",
            "llm.role_models": {"decide": "qwen-vl"},
            "llm.prices": {"qwen": {"prompt_per_mtok": 0.1, "completion_per_mtok": 0.2}},
            "budget.max_cost_usd": 1.0,
        }
    )
    with pytest.raises(ConfigError, match="qwen-vl have no price"):
        build_model(settings)


def test_run_model_spends_the_budget_and_logs_calls():
    with FakeOpenAIServer([Reply('{"text": "a"}')]) as server:
        settings = load_settings(
            {"llm.base_url": server.base_url, "llm.model": "fake-model", "budget.max_calls": 1}
        )
        run = build_run_model(settings)
        request = ModelRequest(role="read", messages=(Message.user("read"),), output_schema=Answer)
        assert run.model.generate(request).output.text == "a"
        with pytest.raises(BudgetExceededError):
            run.model.generate(request)
    assert run.budget.calls == 1
    assert [record.ok for record in run.log.records] == [True, False]
