"""Settings precedence: CLI flags > environment > TOML config file > defaults."""

from __future__ import annotations

import pytest

from mobilexperts.config import ModelSettings, config_file_path, load_settings
from mobilexperts.errors import ConfigError

CONFIG = """
[llm]
base_url = "http://file.example:8000/v1"
model = "file-model"
api_key = "file-key"
timeout_s = 30

[llm.role_models]
plan_team = "planner-from-file"

[llm.prices."file-model"]
prompt_per_mtok = 2.5
completion_per_mtok = 10

[budget]
max_calls = 50
"""


@pytest.fixture
def config_file(tmp_path, monkeypatch):
    path = tmp_path / "mobilexperts.toml"
    path.write_text(CONFIG)
    monkeypatch.setenv("MOBILEXPERTS_CONFIG", str(path))
    return path


def test_defaults_mean_offline_policy_with_no_key():
    settings = load_settings()
    assert settings.llm.base_url is None
    assert settings.llm.api_key is None
    assert settings.budget.max_calls is None


def test_config_file_values_are_read(config_file):
    settings = load_settings()
    assert settings.llm.base_url == "http://file.example:8000/v1"
    assert settings.llm.model_for("plan_team") == "planner-from-file"
    assert settings.llm.model_for("decide") == "file-model"
    assert settings.llm.prices["file-model"].cost(1_000_000, 100_000) == pytest.approx(3.5)
    assert settings.budget.max_calls == 50


def test_default_config_file_lives_in_the_config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    path = config_file_path()
    assert path == tmp_path / "xdg" / "mobilexperts" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text('[llm]\nmodel = "from-default-file"\n')
    assert load_settings().llm.model == "from-default-file"


def test_environment_beats_config_file(config_file, monkeypatch):
    monkeypatch.setenv("MOBILEXPERTS_LLM__MODEL", "env-model")
    monkeypatch.setenv("MOBILEXPERTS_BUDGET__MAX_CALLS", "7")
    settings = load_settings()
    assert settings.llm.model == "env-model"
    assert settings.budget.max_calls == 7
    assert settings.llm.base_url == "http://file.example:8000/v1"
    assert settings.llm.timeout_s == 30


def test_cli_flags_beat_environment_and_file(config_file, monkeypatch):
    monkeypatch.setenv("MOBILEXPERTS_LLM__MODEL", "env-model")
    monkeypatch.setenv("MOBILEXPERTS_LLM__TIMEOUT_S", "45")
    settings = load_settings({"llm.model": "cli-model", "llm.base_url": None})
    assert settings.llm.model == "cli-model"
    assert settings.llm.timeout_s == 45
    assert settings.llm.base_url == "http://file.example:8000/v1"
    assert settings.llm.model_for("plan_team") == "planner-from-file"


def test_nested_cli_overrides_merge_with_lower_sources(config_file):
    settings = load_settings({"llm": {"image_max_side": 900}, "budget.max_tokens": 1000})
    assert settings.llm.image_max_side == 900
    assert settings.llm.model == "file-model"
    assert settings.budget.max_tokens == 1000
    assert settings.budget.max_calls == 50


def test_malformed_config_file_is_a_config_error(tmp_path, monkeypatch):
    path = tmp_path / "broken.toml"
    path.write_text('[llm\nmodel = "x"\n')
    monkeypatch.setenv("MOBILEXPERTS_CONFIG", str(path))
    with pytest.raises(ConfigError, match=r"broken\.toml is not valid TOML"):
        load_settings()


def test_config_variable_naming_a_missing_file_is_a_config_error(tmp_path, monkeypatch):
    monkeypatch.setenv("MOBILEXPERTS_CONFIG", str(tmp_path / "nowhere.toml"))
    with pytest.raises(ConfigError, match=r"nowhere\.toml, which is not a file"):
        load_settings()


@pytest.mark.parametrize(
    ("toml", "message"),
    [
        ('[llm]\nmodle = "x"\n', "unknown key llm.modle; did you mean llm.model?"),
        (
            "[budget]\nmax_cost = 1.0\n",
            "unknown key budget.max_cost; did you mean budget.max_cost_usd?",
        ),
        ('data_dri = "/tmp"\n', "unknown key data_dri; did you mean data_dir?"),
        (
            "[llm.prices.m]\nprompt_per_mtok = 1\ncompletion_per_mtok = 1\nextra = 2\n",
            "llm.prices.m.extra",
        ),
        ("[modle]\nx = 1\n", "valid keys: data_dir, llm, budget"),
    ],
)
def test_unknown_config_keys_name_the_closest_valid_key(tmp_path, monkeypatch, toml, message):
    path = tmp_path / "config.toml"
    path.write_text(toml)
    monkeypatch.setenv("MOBILEXPERTS_CONFIG", str(path))
    with pytest.raises(ConfigError) as caught:
        load_settings()
    assert message in str(caught.value)


def test_unknown_nested_environment_key_is_an_error(monkeypatch):
    monkeypatch.setenv("MOBILEXPERTS_LLM__TIMEOUT", "5")
    with pytest.raises(
        ConfigError, match=r"unknown key llm\.timeout; did you mean llm\.timeout_s\?"
    ):
        load_settings()


def test_invalid_value_names_the_field(monkeypatch):
    monkeypatch.setenv("MOBILEXPERTS_LLM__IMAGE_MAX_SIDE", "huge")
    with pytest.raises(ConfigError, match=r"llm\.image_max_side"):
        load_settings()


def test_unknown_role_in_role_models_is_rejected():
    with pytest.raises(ConfigError, match="unknown role"):
        load_settings({"llm.role_models": {"dance": "m"}})


def test_base_url_must_be_http():
    with pytest.raises(ConfigError, match="not an http"):
        load_settings({"llm.base_url": "localhost:8000"})


def test_api_key_is_secret_in_repr_and_errors(monkeypatch):
    monkeypatch.setenv("MOBILEXPERTS_LLM__API_KEY", "sk-very-secret")
    settings = load_settings()
    assert settings.llm.api_key.get_secret_value() == "sk-very-secret"
    assert "sk-very-secret" not in repr(settings)
    assert "sk-very-secret" not in settings.model_dump_json()
    monkeypatch.setenv("MOBILEXPERTS_LLM__TIMEOUT_S", "-1")
    with pytest.raises(ConfigError) as caught:
        load_settings()
    assert "sk-very-secret" not in str(caught.value)


def test_openai_key_fallback_only_for_openai_endpoint(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-openai-env")
    openai = load_settings({"llm.base_url": "https://api.openai.com/v1", "llm.model": "gpt-4o"})
    assert openai.llm.api_key.get_secret_value() == "sk-from-openai-env"
    elsewhere = load_settings({"llm.base_url": "https://gpu.example/v1"})
    assert elsewhere.llm.api_key is None


def test_own_key_beats_openai_fallback(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-openai-env")
    monkeypatch.setenv("MOBILEXPERTS_LLM__API_KEY", "sk-own")
    settings = load_settings({"llm.base_url": "https://api.openai.com/v1"})
    assert settings.llm.api_key.get_secret_value() == "sk-own"


def test_model_for_prefers_role_override():
    settings = ModelSettings(model="base", role_models={"decide": "vision"})
    assert settings.model_for("decide") == "vision"
    assert settings.model_for("judge") == "base"
