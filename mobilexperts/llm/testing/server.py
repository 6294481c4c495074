"""A local OpenAI-compatible HTTP server that answers from a script, for tests and demos.

The real ``openai`` client talks to it over HTTP. Each chat completion consumes the next item of
the script: a :class:`Reply` (optionally slow), a :class:`Fault` (429 with Retry-After, 500, ...),
a :class:`RawBody` (something that is not a chat completion) or a :class:`Trickle` (a reply whose
body arrives a few bytes at a time). The server can also refuse
images or JSON-schema response formats the way real servers do, without consuming the script.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from pydantic import BaseModel

IMAGE_REFUSAL = "Invalid content type. image_url is only supported by certain models."
SCHEMA_REFUSAL = "response_format type 'json_schema' is not supported by this server"


@dataclass(frozen=True)
class Reply:
    """A chat completion whose message is ``content``, sent after ``delay_s`` seconds."""

    content: str
    prompt_tokens: int = 100
    completion_tokens: int = 20
    delay_s: float = 0.0

    @classmethod
    def json(cls, value: Mapping[str, Any] | BaseModel, **options: Any) -> Reply:
        text = value.model_dump_json() if isinstance(value, BaseModel) else json.dumps(value)
        return cls(content=text, **options)


@dataclass(frozen=True)
class Fault:
    """An HTTP error answer, e.g. ``Fault(429, retry_after="0.01")`` or ``Fault(500)``."""

    status: int
    message: str = "injected failure"
    retry_after: str | None = None


@dataclass(frozen=True)
class RawBody:
    """A 200 answer whose body is not a chat completion (an HTML error page, broken JSON)."""

    body: str
    content_type: str = "text/html"


@dataclass(frozen=True)
class Trickle:
    """``reply`` (a 200 answer or an HTTP error) with its headers at once, then its body
    ``chunk`` bytes every ``interval_s`` seconds (an endpoint that keeps a call open forever)."""

    reply: Reply | Fault
    interval_s: float = 2.0
    chunk: int = 1


ScriptItem = Reply | Fault | RawBody | Trickle


@dataclass(frozen=True)
class _Paced:
    """A body to send ``chunk`` bytes every ``interval_s`` seconds."""

    body: bytes
    interval_s: float
    chunk: int


class FakeOpenAIServer:
    """Serves ``/v1/chat/completions`` and ``/v1/models`` on 127.0.0.1 from a thread.

    Use as a context manager; ``base_url`` is the API root to configure. ``requests`` holds
    every chat-completion body received (refused ones too), ``headers`` their headers.
    """

    def __init__(
        self,
        script: Iterable[ScriptItem] = (),
        *,
        accepts_images: bool = True,
        accepts_json_schema: bool = True,
        models: Iterable[str] = ("fake-model",),
        api_key: str | None = None,
    ) -> None:
        self.accepts_images = accepts_images
        self.accepts_json_schema = accepts_json_schema
        self.models = tuple(models)
        self.api_key = api_key
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self._script: deque[ScriptItem] = deque(script)
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self._httpd.daemon_threads = True
        self._httpd.fake = self  # type: ignore[attr-defined]
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    @property
    def remaining(self) -> int:
        """Script items not yet consumed."""
        with self._lock:
            return len(self._script)

    def add(self, *items: ScriptItem) -> None:
        with self._lock:
            self._script.extend(items)

    def __enter__(self) -> FakeOpenAIServer:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join()

    def _answer(
        self, body: dict[str, Any], headers: dict[str, str]
    ) -> tuple[int, dict, bytes | _Paced]:
        """Status, headers and body for one chat-completion request."""
        with self._lock:
            self.requests.append(body)
            self.headers.append(headers)
        refused = self._refuse_key(headers)
        if refused:
            return refused
        if not self.accepts_images and _has_images(body):
            return _error(400, IMAGE_REFUSAL)
        response_format = body.get("response_format") or {}
        if not self.accepts_json_schema and response_format.get("type") == "json_schema":
            return _error(400, SCHEMA_REFUSAL)
        with self._lock:
            item = self._script.popleft() if self._script else None
        if item is None:
            return _error(400, f"fake server script exhausted at request {len(self.requests)}")
        if isinstance(item, Fault):
            status, extra, payload = _error(item.status, item.message)
            if item.retry_after is not None:
                extra["Retry-After"] = item.retry_after
            return status, extra, payload
        if isinstance(item, RawBody):
            return 200, {"Content-Type": item.content_type}, item.body.encode()
        if isinstance(item, Trickle):
            if isinstance(item.reply, Fault):
                status, extra, error = _error(item.reply.status, item.reply.message)
                return status, extra, _Paced(error, item.interval_s, item.chunk)
            payload = _Paced(_completion(body, item.reply), item.interval_s, item.chunk)
            return 200, {"Content-Type": "application/json"}, payload
        self._stopping.wait(item.delay_s)
        return 200, {"Content-Type": "application/json"}, _completion(body, item)

    def _model_list(self, headers: dict[str, str]) -> tuple[int, dict, bytes]:
        refused = self._refuse_key(headers)
        if refused:
            return refused
        data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in self.models]
        payload = json.dumps({"object": "list", "data": data}).encode()
        return 200, {"Content-Type": "application/json"}, payload

    def _refuse_key(self, headers: dict[str, str]) -> tuple[int, dict, bytes] | None:
        """A 401 echoing the key given (as some servers do), when a key is required."""
        if self.api_key is None or headers.get("authorization") == f"Bearer {self.api_key}":
            return None
        given = headers.get("authorization", "").removeprefix("Bearer ")
        return _error(401, f"Incorrect API key provided: {given}")


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def setup(self) -> None:
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def handle(self) -> None:
        """Serve requests until the client hangs up (a reset connection is not an error)."""
        with contextlib.suppress(ConnectionResetError, BrokenPipeError):
            super().handle()

    def do_GET(self) -> None:
        if self.path.rstrip("/") == "/v1/models":
            headers = {key.lower(): value for key, value in self.headers.items()}
            self._send(*self.server.fake._model_list(headers))
        else:
            self._send(*_error(404, f"no route {self.path}"))

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if self.path.rstrip("/") != "/v1/chat/completions":
            self._send(*_error(404, f"no route {self.path}"))
            return
        try:
            body = json.loads(raw)
        except ValueError:
            self._send(*_error(400, "request body is not JSON"))
            return
        headers = {key.lower(): value for key, value in self.headers.items()}
        self._send(*self.server.fake._answer(body, headers))

    def _send(self, status: int, headers: dict[str, str], payload: bytes | _Paced) -> None:
        paced = payload if isinstance(payload, _Paced) else _Paced(payload, 0.0, len(payload))
        payload, interval, chunk = paced.body, paced.interval_s, max(paced.chunk, 1)
        try:
            self.send_response(status)
            for key, value in headers.items():
                self.send_header(key, value)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.flush()
            for start in range(0, len(payload), chunk):
                if start and self.server.fake._stopping.wait(interval):
                    break
                self.wfile.write(payload[start : start + chunk])
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
        if interval:
            self.close_connection = True

    def log_message(self, format: str, *args: Any) -> None:
        """Silent: tests read ``FakeOpenAIServer.requests`` instead."""


def _error(status: int, message: str) -> tuple[int, dict[str, str], bytes]:
    payload = {"error": {"message": message, "type": "invalid_request_error", "code": status}}
    return status, {"Content-Type": "application/json"}, json.dumps(payload).encode()


def _has_images(body: dict[str, Any]) -> bool:
    return any(
        isinstance(part, dict) and part.get("type") == "image_url"
        for message in body.get("messages", [])
        if isinstance(message.get("content"), list)
        for part in message["content"]
    )


def _completion(body: dict[str, Any], reply: Reply) -> bytes:
    payload = {
        "id": f"chatcmpl-fake-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "fake-model"),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": reply.content},
                "finish_reason": "stop",
            }
        ],
        "usage": {
            "prompt_tokens": reply.prompt_tokens,
            "completion_tokens": reply.completion_tokens,
            "total_tokens": reply.prompt_tokens + reply.completion_tokens,
        },
    }
    return json.dumps(payload).encode()
