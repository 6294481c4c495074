"""One chat completion over the official ``openai`` client: retries, fallbacks, typed errors.

A call is bounded: each attempt waits at most ``llm.timeout_s`` for any read, the whole call
(attempts and backoff) ends by ``llm.deadline_s`` even when the endpoint trickles its answer,
and an answer over ``llm.max_answer_bytes`` is refused. The configured key, and anything that
looks like a key, is redacted from every answer before it is parsed, so nothing downstream
(output, call log, run record, console) can hold it.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx2
import openai
from openai.types.chat import ChatCompletion, ChatCompletionMessage
from pydantic import BaseModel

from mobilexperts.config import ModelSettings, is_local_url
from mobilexperts.llm.deadline import CallDeadline
from mobilexperts.llm.errors import (
    MissingApiKeyError,
    ModelAnswerTooLargeError,
    ModelRejectedInputError,
    ModelUnavailableError,
    redact,
)
from mobilexperts.llm.retry import (
    REFUSED_RETRIES,
    Backoff,
    connection_refused,
    refused_message,
    retry_after_seconds,
)
from mobilexperts.llm.structured import json_schema_response_format, schema_instruction

logger = logging.getLogger(__name__)

LOCAL_PLACEHOLDER_KEY = "not-needed"
_RETRYABLE_STATUS = frozenset({408, 409, 429})
_IMAGE_WORDS = ("image", "vision", "multimodal", "multi-modal")
_SCHEMA_WORDS = ("response_format", "json_schema", "schema", "guided")
_RATE_HINT = "the endpoint keeps rate-limiting: wait, lower the load or raise llm.max_retries"
_SERVER_HINT = "the server keeps failing: check its logs, or retry later"
_TIMEOUT_HINT = "raise llm.timeout_s or use a faster model"
_CONNECT_HINT = "check that the server is running and that llm.base_url is right"
_DEADLINE_HINT = "raise llm.deadline_s, or use a faster model or endpoint"
# How much of a refused (oversized) answer is kept for the run record.
_KEPT_PREFIX_CHARS = 2000


def resolve_api_key(settings: ModelSettings) -> str:
    """The key to send; a local server may go without one, a remote one may not."""
    if settings.api_key is not None and settings.api_key.get_secret_value():
        return settings.api_key.get_secret_value()
    if settings.base_url and is_local_url(settings.base_url):
        return LOCAL_PLACEHOLDER_KEY
    raise MissingApiKeyError(
        f"the model endpoint {settings.base_url} is remote but no API key is set; set "
        "MOBILEXPERTS_LLM__API_KEY (or api_key under [llm] in the config file; any value such "
        "as 'none' if that server needs no key)"
    )


def make_client(settings: ModelSettings, deadline: CallDeadline | None = None) -> openai.OpenAI:
    """An ``openai`` client for the endpoint, with its own retries off (we retry ourselves);
    with ``deadline``, its responses are cut off at the deadline of the bounded call."""
    if not settings.base_url:
        raise MissingApiKeyError("no model endpoint is configured; set llm.base_url")
    hooks = {"response": [deadline.on_response]} if deadline is not None else {}
    return openai.OpenAI(
        base_url=settings.base_url,
        api_key=resolve_api_key(settings),
        max_retries=0,
        timeout=settings.timeout_s,
        http_client=openai.DefaultHttpxClient(event_hooks=hooks),
    )


def server_message(exc: openai.APIError, settings: ModelSettings) -> str:
    """What the server said about a failed request, with the API key redacted."""
    body = exc.body
    if isinstance(body, dict) and isinstance(body.get("message"), str):
        text = body["message"]
    elif isinstance(body, dict) and isinstance(body.get("error"), dict):
        text = str(body["error"].get("message", exc.message))
    else:
        text = exc.message
    return redact(text, [settings.api_key])


class ChatTransport:
    """Sends chat completions, retrying what is transient and mapping the rest to typed errors.

    Whether the server accepts a JSON-schema response format is learned on first refusal and
    remembered for the life of the transport; without it the schema goes into the prompt.
    """

    def __init__(
        self, settings: ModelSettings, *, sleep: Callable[[float], None] = time.sleep
    ) -> None:
        self.settings = settings
        self._deadline = CallDeadline()
        self.client = make_client(settings, self._deadline)
        self.json_schema_supported: bool | None = None
        self._backoff = Backoff(settings.backoff_base_s, settings.backoff_max_s)
        self._sleep = sleep

    @property
    def endpoint(self) -> str:
        return self.settings.base_url or ""

    def complete(
        self, model: str, messages: list[dict[str, Any]], schema: type[BaseModel], has_images: bool
    ) -> ChatCompletion:
        """One completion of ``messages`` answering in ``schema``; raises typed errors."""
        deadline = time.monotonic() + self.settings.deadline_s
        retries = 0
        while True:
            use_schema = self.json_schema_supported is not False
            try:
                return self._create(model, messages, schema, use_schema, deadline)
            except openai.APIStatusError as exc:
                status, message = exc.status_code, self._message(exc)
                if status not in _RETRYABLE_STATUS and status < 500:
                    self._raise_or_fall_back(model, status, message, use_schema, has_images)
                    continue
                failure, headers = f"HTTP {status}: {message}", exc.response.headers
                hint = _RATE_HINT if status == 429 else _SERVER_HINT
            except (openai.APITimeoutError, httpx2.TimeoutException):
                if time.monotonic() >= deadline:
                    raise self._past_deadline(f"{retries + 1} attempt(s), no answer") from None
                failure, headers = f"no answer within {self.settings.timeout_s:g} s", None
                hint = _TIMEOUT_HINT
            except (openai.APIConnectionError, httpx2.TransportError) as exc:
                if connection_refused(exc) and retries >= REFUSED_RETRIES:
                    raise ModelUnavailableError(refused_message(self.endpoint)) from None
                failure, headers = f"cannot connect ({self._redact(str(exc))})", None
                hint = _CONNECT_HINT
            asked = retry_after_seconds(headers)
            if asked is not None and asked > self.settings.backoff_max_s:
                raise ModelUnavailableError(
                    f"model endpoint {self.endpoint} answered {failure} and asks to wait "
                    f"{asked:g} s, longer than llm.backoff_max_s ({self.settings.backoff_max_s:g} "
                    "s); retry later or raise llm.backoff_max_s"
                )
            if retries >= self.settings.max_retries:
                raise ModelUnavailableError(
                    f"model endpoint {self.endpoint} failed after {retries + 1} attempt(s), "
                    f"last with {failure}; {hint}"
                )
            wait = self._backoff.delay(retries, asked)
            if time.monotonic() + wait >= deadline:
                raise self._past_deadline(f"{retries + 1} attempt(s), last with {failure}")
            logger.warning("model %s: %s; retrying in %.2f s", model, failure, wait)
            self._sleep(wait)
            retries += 1

    def _create(
        self,
        model: str,
        messages: list[dict[str, Any]],
        schema: type[BaseModel],
        use_schema: bool,
        deadline: float,
    ) -> ChatCompletion:
        left = deadline - time.monotonic()
        if left <= 0:
            raise self._past_deadline("no attempt left")
        options: dict[str, Any] = {"timeout": min(self.settings.timeout_s, left)}
        if self.settings.temperature is not None:
            options["temperature"] = self.settings.temperature
        if use_schema:
            options["response_format"] = json_schema_response_format(schema)
        else:
            instruction = {"role": "user", "content": schema_instruction(schema)}
            messages = [*messages, instruction]
        try:
            with (
                self._deadline.bound(deadline),
                self.client.chat.completions.with_streaming_response.create(
                    model=model, messages=messages, **options
                ) as response,
            ):
                body = self._read_body(response.iter_bytes(), deadline)
        except (httpx2.TransportError, openai.APIConnectionError):
            if time.monotonic() >= deadline:
                raise self._past_deadline("the answer was cut off") from None
            raise
        try:
            data = json.loads(body)
        except ValueError:
            data = None
        completion = ChatCompletion.construct(**data) if isinstance(data, dict) else None
        if not _is_completion(completion):
            raise self._not_a_completion(body)
        if use_schema:
            self.json_schema_supported = True
        return completion  # type: ignore[return-value]

    def _read_body(self, chunks: Iterator[bytes], deadline: float) -> str:
        """The answer's body, redacted; typed errors past the deadline or the size cap."""
        cap = self.settings.max_answer_bytes
        body = bytearray()
        for chunk in chunks:
            body += chunk
            if len(body) > cap:
                kept = self._redact(bytes(body[:_KEPT_PREFIX_CHARS]).decode("utf-8", "replace"))
                raise ModelAnswerTooLargeError(
                    f"model endpoint {self.endpoint} answered more than llm.max_answer_bytes "
                    f"({cap} bytes); the answer was cut off and refused (its start is kept in "
                    "the call log); raise llm.max_answer_bytes or check the endpoint",
                    raw_answers=[kept],
                )
            if time.monotonic() > deadline:
                raise self._past_deadline(f"{len(body)} bytes of the answer received")
        return self._redact(body.decode("utf-8", "replace"))

    def _past_deadline(self, progress: str) -> ModelUnavailableError:
        return ModelUnavailableError(
            f"model endpoint {self.endpoint} did not answer within llm.deadline_s "
            f"({self.settings.deadline_s:g} s; {progress}); {_DEADLINE_HINT}"
        )

    def _raise_or_fall_back(
        self, model: str, status: int, message: str, use_schema: bool, has_images: bool
    ) -> None:
        lowered = message.lower()
        if status in (401, 403):
            raise ModelUnavailableError(
                f"model endpoint {self.endpoint} refused the API key (HTTP {status}: {message}); "
                "check llm.api_key"
            )
        if status == 404:
            raise ModelUnavailableError(
                f"model endpoint {self.endpoint} has no model {model!r} (HTTP 404: {message}); "
                "check llm.model and that llm.base_url ends with the API root such as /v1"
            )
        if has_images and any(word in lowered for word in _IMAGE_WORDS):
            raise ModelRejectedInputError(
                f"model {model!r} at {self.endpoint} rejected the screenshot (HTTP {status}: "
                f"{message}); mobilexperts needs a vision model such as gpt-4o, Qwen2.5-VL or "
                "llava: set llm.model"
            )
        if use_schema and any(word in lowered for word in _SCHEMA_WORDS):
            logger.warning(
                "model endpoint %s rejects JSON-schema response formats; asking for JSON in the "
                "prompt instead",
                self.endpoint,
            )
            self.json_schema_supported = False
            return
        raise ModelRejectedInputError(
            f"model {model!r} at {self.endpoint} rejected the request (HTTP {status}: {message})"
        )

    def _not_a_completion(self, body: str) -> ModelUnavailableError:
        raw = self._redact(body)
        return ModelUnavailableError(
            f"model endpoint {self.endpoint} answered something that is not an OpenAI chat "
            f"completion ({raw[:120]!r}); check that llm.base_url is the API root such as "
            "http://host:8000/v1",
            raw_answers=[raw],
        )

    def _message(self, exc: openai.APIError) -> str:
        return server_message(exc, self.settings)

    def _redact(self, text: str) -> str:
        return redact(text, [self.settings.api_key])

    def close(self) -> None:
        self.client.close()


def _is_completion(completion: object) -> bool:
    """Whether ``completion`` has the shape the model reads: a first choice with a message."""
    if not isinstance(completion, ChatCompletion):
        return False
    choices = completion.choices
    return (
        isinstance(choices, list)
        and bool(choices)
        and isinstance(getattr(choices[0], "message", None), ChatCompletionMessage)
        and isinstance(choices[0].message.content, str | None)
    )
