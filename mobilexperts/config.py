"""Settings: where data lives, which model to use and how much a run may spend.

Precedence, highest first: CLI flags (``load_settings(cli_overrides)``), environment variables
(``MOBILEXPERTS_*``, nested fields with ``__``: ``MOBILEXPERTS_LLM__MODEL``), the TOML config file
(``$MOBILEXPERTS_CONFIG``, else ``<config dir>/config.toml``), defaults. ``OPENAI_API_KEY`` is a
last-resort fallback for the key, used only when the endpoint is OpenAI's own API.
"""

from __future__ import annotations

import difflib
import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    SettingsError,
    TomlConfigSettingsSource,
)

from mobilexperts.errors import ConfigError
from mobilexperts.handover import Category

CONFIG_ENV_VAR = "MOBILEXPERTS_CONFIG"
OPENAI_API_HOST = "api.openai.com"
LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "0.0.0.0"})


def default_data_dir() -> Path:
    """``$XDG_DATA_HOME/mobilexperts``, else ``~/.local/share/mobilexperts``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "mobilexperts"


def default_config_dir() -> Path:
    """``$XDG_CONFIG_HOME/mobilexperts``, else ``~/.config/mobilexperts``."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "mobilexperts"


def config_file_path() -> Path:
    """The TOML config file: ``$MOBILEXPERTS_CONFIG``, else ``<config dir>/config.toml``."""
    explicit = os.environ.get(CONFIG_ENV_VAR)
    return Path(explicit).expanduser() if explicit else default_config_dir() / "config.toml"


def is_local_url(url: str) -> bool:
    """True when ``url`` points at this machine (a local server needs no API key)."""
    host = (urlsplit(url).hostname or "").lower()
    return host in LOCAL_HOSTS or host.endswith(".localhost")


class ModelPrice(BaseModel):
    model_config = ConfigDict(extra="forbid")
    """Price of one model in US dollars per million tokens."""

    prompt_per_mtok: float = Field(ge=0)
    completion_per_mtok: float = Field(ge=0)

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        return (
            prompt_tokens * self.prompt_per_mtok + completion_tokens * self.completion_per_mtok
        ) / 1_000_000


class ModelSettings(BaseModel):
    """The model endpoint. No ``base_url`` means the built-in offline policy answers.

    ``timeout_s`` bounds each wait for the endpoint (connecting, the answer's headers, each read
    of its body); ``deadline_s`` bounds a whole call, every attempt and backoff included, so an
    endpoint that trickles bytes cannot hold a run. An answer over ``max_answer_bytes`` is
    refused.
    """

    model_config = ConfigDict(extra="forbid")

    base_url: str | None = None
    api_key: SecretStr | None = None
    model: str | None = None
    role_models: dict[str, str] = Field(default_factory=dict)
    image_max_side: int = Field(default=1280, ge=64)
    temperature: float | None = 0.0
    timeout_s: float = Field(default=120.0, gt=0)
    deadline_s: float = Field(default=120.0, gt=0)
    max_answer_bytes: int = Field(default=1_000_000, ge=1024)
    max_retries: int = Field(default=4, ge=0)
    output_retries: int = Field(default=2, ge=0)
    backoff_base_s: float = Field(default=1.0, ge=0)
    backoff_max_s: float = Field(default=60.0, ge=0)
    prices: dict[str, ModelPrice] = Field(default_factory=dict)

    @field_validator("base_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is None or value == "":
            return None
        if urlsplit(value).scheme not in ("http", "https") or not urlsplit(value).hostname:
            raise ValueError(f"{value!r} is not an http(s) URL such as http://localhost:8000/v1")
        return value.rstrip("/")

    @field_validator("role_models")
    @classmethod
    def _known_roles(cls, value: dict[str, str]) -> dict[str, str]:
        from mobilexperts.llm.types import ROLES

        unknown = sorted(set(value) - set(ROLES))
        if unknown:
            raise ValueError(f"unknown role(s) {unknown}; roles are {list(ROLES)}")
        return value

    def model_for(self, role: str) -> str | None:
        """The model name that answers ``role``: its override, else ``model``."""
        return self.role_models.get(role, self.model)


class BudgetSettings(BaseModel):
    """Per-run limits on model use; ``None`` means unlimited."""

    model_config = ConfigDict(extra="forbid")

    max_calls: int | None = Field(default=None, ge=0)
    max_reasoning_steps: int | None = Field(default=None, ge=0)
    """Calls that see the screen (decide, reflect), the paper's RS."""
    max_tokens: int | None = Field(default=None, ge=0)
    max_cost_usd: float | None = Field(default=None, ge=0)


class SafetySettings(BaseModel):
    """Sensitive steps the agent does without handing over: on every device (``allow``) and
    per device (``devices``: an adb serial, or ``sim``, to its categories)."""

    model_config = ConfigDict(extra="forbid")

    allow: list[Category] = Field(default_factory=list)
    devices: dict[str, list[Category]] = Field(default_factory=dict)
    ask_model: bool = False
    """Also ask the model's ``safety`` role about steps the screen rules let through."""

    def allowed(self, device: str, extra: list[Category] | None = None) -> list[Category]:
        """The categories allowed on ``device``, plus a request's ``extra`` ones."""
        found = [*self.allow, *self.devices.get(device, []), *(extra or [])]
        return list(dict.fromkeys(found))


class _ConfigFileSource(TomlConfigSettingsSource):
    """The TOML config file, with errors a user can act on."""

    def __init__(self, settings_cls: type[BaseSettings]) -> None:
        path = config_file_path()
        if os.environ.get(CONFIG_ENV_VAR) and not path.is_file():
            raise ConfigError(
                f"{CONFIG_ENV_VAR} points to {path}, which is not a file; "
                "create it or unset the variable"
            )
        try:
            super().__init__(settings_cls, toml_file=path)
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(
                f"config file {path} is not valid TOML ({exc}); fix it or set {CONFIG_ENV_VAR}"
            ) from None
        except OSError as exc:
            raise ConfigError(f"cannot read config file {path}: {exc.strerror}") from None
        for key in self.toml_data:
            if key not in settings_cls.model_fields:
                raise ConfigError(
                    f"config file {path}: {unknown_key(key, list(settings_cls.model_fields))}"
                )


class Settings(BaseSettings):
    """All settings of a mobilexperts process."""

    model_config = SettingsConfigDict(
        env_prefix="MOBILEXPERTS_", env_nested_delimiter="__", extra="ignore"
    )

    data_dir: Path = Field(default_factory=default_data_dir)
    llm: ModelSettings = Field(default_factory=ModelSettings)
    budget: BudgetSettings = Field(default_factory=BudgetSettings)
    safety: SafetySettings = Field(default_factory=SafetySettings)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return init_settings, env_settings, _ConfigFileSource(settings_cls)

    def device_dir(self, fingerprint: str) -> Path:
        """The per-device folder holding stores and run records."""
        return self.data_dir / "devices" / fingerprint


def load_settings(cli_overrides: Mapping[str, Any] | None = None) -> Settings:
    """Settings from flags, environment, config file and defaults, in that order of precedence.

    ``cli_overrides`` maps dotted field names (``"llm.model"``) or nested dicts to values; ``None``
    values (flags not given) are ignored. Invalid values raise :class:`ConfigError`.
    """
    try:
        settings = Settings(**_nest(cli_overrides or {}))
    except ValidationError as exc:
        problems = "; ".join(_problem(error) for error in exc.errors(include_url=False))
        raise ConfigError(f"invalid settings: {problems}") from None
    except SettingsError as exc:
        raise ConfigError(f"invalid settings in the environment: {exc}") from None
    return _with_openai_key_fallback(settings)


def unknown_key(key: str, valid: list[str], section: str = "") -> str:
    """``unknown key llm.modle; did you mean llm.model?`` (else the valid keys are listed)."""
    prefix = f"{section}." if section else ""
    close = difflib.get_close_matches(key, valid, n=1, cutoff=0.6)
    hint = (
        f"did you mean {prefix}{close[0]}?"
        if close
        else f"valid keys: {', '.join(prefix + v for v in valid)}"
    )
    return f"unknown key {prefix}{key}; {hint}"


def _problem(error: Any) -> str:
    *parents, leaf = [str(part) for part in error["loc"]] or ["settings"]
    if error["type"] != "extra_forbidden":
        return f"{'.'.join([*parents, leaf])}: {error['msg']}"
    model: Any = Settings
    for part in parents:
        field = model.model_fields.get(part) if isinstance(model, type) else None
        annotation = field.annotation if field is not None else None
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            model = annotation
        elif field is not None and part == "prices":
            model = ModelPrice
    valid = list(model.model_fields) if isinstance(model, type) else []
    return unknown_key(leaf, valid, ".".join(parents))


def _nest(overrides: Mapping[str, Any]) -> dict[str, Any]:
    nested: dict[str, Any] = {}
    for dotted, value in overrides.items():
        if value is None:
            continue
        *parents, leaf = dotted.split(".")
        target = nested
        for part in parents:
            target = target.setdefault(part, {})
        if isinstance(value, Mapping) and isinstance(target.get(leaf), dict):
            target[leaf].update(value)
        else:
            target[leaf] = value
    return nested


def _with_openai_key_fallback(settings: Settings) -> Settings:
    """Use ``OPENAI_API_KEY`` only for OpenAI's own API, so the key never goes elsewhere."""
    llm = settings.llm
    fallback = os.environ.get("OPENAI_API_KEY")
    if llm.api_key is not None or not fallback or not llm.base_url:
        return settings
    if urlsplit(llm.base_url).hostname != OPENAI_API_HOST:
        return settings
    new_llm = llm.model_copy(update={"api_key": SecretStr(fallback)})
    return settings.model_copy(update={"llm": new_llm})
