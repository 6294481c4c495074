"""Typed errors of the model layer, and redaction of secrets from any text we show or keep."""

from __future__ import annotations

import re
from collections.abc import Iterable

from pydantic import SecretStr

from mobilexperts.errors import EXIT_MODEL, ConfigError, MobilexpertsError
from mobilexperts.llm.types import Usage

REDACTED = "[redacted]"
# What API keys of the common providers look like (OpenAI, Anthropic, OpenRouter, Groq, xAI,
# Hugging Face, Google), and bearer tokens.
KEY_LIKE = re.compile(
    r"\b(?:sk|pk|rk|gsk|xai|hf)[-_](?=[A-Za-z_\-]*\d)[A-Za-z0-9_\-]{20,}"
    r"|\bAIza[0-9A-Za-z_\-]{30,}"
    r"|(?<=Bearer )[A-Za-z0-9._~+/=\-]{12,}"
)


def redact(text: str, secrets: Iterable[SecretStr | str | None] = ()) -> str:
    """``text`` with every occurrence of each secret, and anything that looks like an API key,
    replaced by ``[redacted]``."""
    for secret in secrets:
        value = secret.get_secret_value() if isinstance(secret, SecretStr) else secret
        if value:
            text = text.replace(value, REDACTED)
    return KEY_LIKE.sub(REDACTED, text)


class ModelError(MobilexpertsError):
    """A model call failed.

    ``usage`` is what the failed call still cost, when known; ``raw_answers`` holds whatever the
    endpoint answered, in order, so run records can keep it.
    """

    exit_code = EXIT_MODEL

    def __init__(
        self, message: str, *, usage: Usage | None = None, raw_answers: Iterable[str] = ()
    ) -> None:
        super().__init__(message)
        self.usage = usage
        self.raw_answers = tuple(raw_answers)

    @property
    def raw(self) -> str:
        """The last answer the endpoint gave, or ``""``."""
        return self.raw_answers[-1] if self.raw_answers else ""


class ModelUnavailableError(ModelError):
    """The endpoint could not be reached or kept failing (connection, timeout, 429, 5xx)."""


class ModelRejectedInputError(ModelError):
    """The endpoint refused the request itself (images, response format, size)."""


class ModelAnswerTooLargeError(ModelError):
    """The endpoint's answer is larger than ``llm.max_answer_bytes``."""


class ModelOutputError(ModelError):
    """The model kept answering something that does not fit the output schema."""


class BudgetExceededError(ModelError):
    """A per-run limit on calls, tokens or cost is reached."""


class OfflineHandlerMissingError(ModelError):
    """The offline policy has no handler for a role."""


class MissingApiKeyError(ConfigError):
    """A remote model endpoint is configured without an API key."""
