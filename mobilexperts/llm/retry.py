"""Backoff between retries of a model call, honouring the server's Retry-After, and the fast
path for a refused connection (nothing listens at the endpoint, so waiting will not help)."""

from __future__ import annotations

import email.utils
import time
from collections.abc import Mapping
from dataclasses import dataclass

REFUSED_RETRIES = 1
"""A refused connection is retried once, at once (a server that is just starting), then fails."""


def connection_refused(exc: BaseException) -> bool:
    """Whether ``exc`` or what caused it is a refused connection: nothing listens there."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, ConnectionRefusedError):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def refused_message(endpoint: str) -> str:
    """The one-line error for an endpoint that refuses connections."""
    return (
        f"nothing listening at {endpoint}: start the model server there, or set llm.base_url "
        "(--base-url) to where it listens"
    )


@dataclass(frozen=True)
class Backoff:
    """``base_s * 2**attempt``, or the wait the server asks for, at most ``max_s``."""

    base_s: float
    max_s: float

    def delay(self, attempt: int, retry_after_s: float | None = None) -> float:
        """Seconds to wait before retry number ``attempt`` (0 for the first retry)."""
        wanted = retry_after_s if retry_after_s is not None else self.base_s * 2**attempt
        return max(0.0, min(wanted, self.max_s))


def retry_after_seconds(
    headers: Mapping[str, str] | None, now: float | None = None
) -> float | None:
    """The wait a response asks for: ``retry-after-ms``, else ``retry-after`` (seconds or date)."""
    if not headers:
        return None
    millis = headers.get("retry-after-ms")
    if millis is not None:
        try:
            return float(millis) / 1000
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))
