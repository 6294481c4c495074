"""Typed errors of the model layer, and redaction of secrets from any text we show or keep."""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import SecretStr

from mobilexperts.errors import EXIT_MODEL, ConfigError, MobilexpertsError
from mobilexperts.llm.types import Usage

REDACTED = "[redacted]"


def redact(text: str, secrets: Iterable[SecretStr | str | None]) -> str:
    """``text`` with every occurrence of each secret replaced by ``[redacted]``."""
    for secret in secrets:
        value = secret.get_secret_value() if isinstance(secret, SecretStr) else secret
        if value:
            text = text.replace(value, REDACTED)
    return text


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


class ModelOutputError(ModelError):
    """The model kept answering something that does not fit the output schema."""


class BudgetExceededError(ModelError):
    """A per-run limit on calls, tokens or cost is reached."""


class OfflineHandlerMissingError(ModelError):
    """The offline policy has no handler for a role."""


class MissingApiKeyError(ConfigError):
    """A remote model endpoint is configured without an API key."""
