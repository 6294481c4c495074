"""The offline policy: a deterministic, rule-based stand-in for a model, one handler per role.

Handlers are registered by the code that owns each role::

    @offline_handler("decide")
    def decide_offline(request: ModelRequest[Decision]) -> Decision: ...

A handler answers from ``request.context`` (the typed context the prompt was rendered from,
read with :func:`context_of`), never from the rendered prompt, and returns an instance of
``request.output_schema``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

from mobilexperts.llm.errors import ModelError, OfflineHandlerMissingError
from mobilexperts.llm.types import ROLES, ModelRequest, ModelResponse, OutputT, Role, Usage

OFFLINE_POLICY_NAME = "offline-policy"

OfflineHandler = Callable[[ModelRequest[Any]], BaseModel]
ContextT = TypeVar("ContextT", bound=BaseModel)


def context_of(request: ModelRequest[Any], kind: type[ContextT]) -> ContextT:
    """The request's context as the ``kind`` its role's handler reads; a :class:`ModelError`
    naming both when the caller built another."""
    if not isinstance(request.context, kind):
        raise ModelError(
            f"role {request.role!r} was asked with a {type(request.context).__name__} context; "
            f"its offline handler reads a {kind.__name__}"
        )
    return request.context


class OfflineHandlerRegistry:
    """Role -> handler. One handler per role; registering a different one twice is an error."""

    def __init__(self) -> None:
        self._handlers: dict[str, OfflineHandler] = {}

    def register(self, role: Role, handler: OfflineHandler) -> None:
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r}; roles are {list(ROLES)}")
        existing = self._handlers.get(role)
        if existing is not None and _qualified(existing) != _qualified(handler):
            raise ValueError(
                f"role {role!r} already has the offline handler {_qualified(existing)}; "
                f"cannot also register {_qualified(handler)}"
            )
        self._handlers[role] = handler

    def handler(self, role: Role) -> Callable[[OfflineHandler], OfflineHandler]:
        """Decorator form of :meth:`register`."""

        def decorate(function: OfflineHandler) -> OfflineHandler:
            self.register(role, function)
            return function

        return decorate

    def get(self, role: str) -> OfflineHandler | None:
        return self._handlers.get(role)

    @property
    def roles(self) -> tuple[str, ...]:
        return tuple(sorted(self._handlers))


DEFAULT_REGISTRY = OfflineHandlerRegistry()
offline_handler = DEFAULT_REGISTRY.handler


class OfflinePolicy:
    """Answers every request with the registered handler of its role (a :class:`Model`)."""

    def __init__(self, registry: OfflineHandlerRegistry | None = None) -> None:
        self.registry = registry if registry is not None else DEFAULT_REGISTRY

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        handler = self.registry.get(request.role)
        if handler is None:
            known = ", ".join(self.registry.roles) or "none"
            raise OfflineHandlerMissingError(
                f"the offline policy has no handler for role {request.role!r} (it has: {known}); "
                "configure a model endpoint (llm.base_url), or import the module that registers "
                f'@offline_handler("{request.role}")'
            )
        started = time.monotonic()
        output = handler(request)
        if not isinstance(output, request.output_schema):
            raise ModelError(
                f"offline handler {_qualified(handler)} for role {request.role!r} returned "
                f"{type(output).__name__}, not {request.output_schema.__name__}"
            )
        return ModelResponse[OutputT](
            output=output,
            raw=output.model_dump_json(),
            usage=Usage(latency_s=time.monotonic() - started),
            model=OFFLINE_POLICY_NAME,
        )


def _qualified(function: Callable[..., object]) -> str:
    return f"{function.__module__}.{function.__qualname__}"
