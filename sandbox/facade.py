"""The ``dev`` capability facade, the only object tool code receives.

Each verb validates its arguments (:func:`sandbox.verbs.validate_call`), spends one action of
the budget and sends a plain JSON message to the parent, which owns the device; only plain data
(``None``, ``bool``, ``str``) comes back. The facade holds nothing but its channel, and the
channel holds nothing but a pipe end, the run's budget and the functions of the verified tools
this tool may call (restricted code like its own, each in its own restricted globals).
"""

from __future__ import annotations

from collections.abc import Callable
from multiprocessing.connection import Connection

from sandbox.budget import Budget, ToolAbort
from sandbox.protocol import MAX_MESSAGE_BYTES, decode, encode
from sandbox.verbs import VERBS, VerbUsageError, validate_call

RETURN_TYPES = {"None": type(None), "bool": bool, "str": str}


class VerbChannel:
    """The child's end of the verb pipe."""

    __slots__ = ("_budget", "_conn", "_tools")

    def __init__(
        self,
        conn: Connection,
        budget: Budget,
        tools: dict[str, Callable[..., object]] | None = None,
    ) -> None:
        self._conn = conn
        self._budget = budget
        self._tools = tools or {}

    def call_tool(self, dev: Dev, name: object, kwargs: dict[str, object]) -> object:
        """Run the callable tool ``name`` with ``dev`` under this run's budget; its value."""
        self._budget.check()
        function = self._tools.get(name) if isinstance(name, str) else None
        if function is None:
            self._budget.stop(
                ToolAbort("usage", f"dev.run_tool({name!r}): not a tool this tool may call")
            )
        return function(dev, **kwargs)  # type: ignore[misc]

    def call(self, verb: str, args: tuple[object, ...], kwargs: dict[str, object]) -> object:
        """Validate, count and forward one verb call; return the parent's plain answer."""
        budget = self._budget
        budget.check()
        try:
            values = validate_call(verb, args, kwargs)
        except VerbUsageError as exc:
            budget.stop(ToolAbort("usage", str(exc)))
        budget.spend_action()
        message = {"op": "verb", "verb": verb, "args": values, "line": budget.line}
        self._conn.send_bytes(encode(message))
        reply = decode(self._conn.recv_bytes(MAX_MESSAGE_BYTES))
        if reply.get("ok") is not True:
            budget.stop(ToolAbort("verb", str(reply.get("message", "the verb failed"))))
        value = reply.get("value")
        if type(value) is not RETURN_TYPES[VERBS[verb].returns]:
            budget.stop(ToolAbort("sandbox", f"dev.{verb}() got a malformed answer"))
        return value


class Dev:
    """The device, as tool code sees it: verbs only (see :mod:`sandbox.verbs`)."""

    __slots__ = ("_channel",)

    def __init__(self, channel: VerbChannel) -> None:
        self._channel = channel

    def __repr__(self) -> str:
        return "<dev>"

    def tap(self, *args: object, **kwargs: object) -> None:
        """Tap the element matched by the selector."""
        self._channel.call("tap", args, kwargs)

    def long_press(self, *args: object, **kwargs: object) -> None:
        """Press and hold the element matched by the selector (``seconds=``)."""
        self._channel.call("long_press", args, kwargs)

    def type(self, *args: object, **kwargs: object) -> None:
        """Type text into the focused field, or into the selected field (``clear=``)."""
        self._channel.call("type", args, kwargs)

    def swipe(self, *args: object, **kwargs: object) -> None:
        """Swipe the screen, or the selected element, ``up``/``down``/``left``/``right``."""
        self._channel.call("swipe", args, kwargs)

    def scroll_to(self, *args: object, **kwargs: object) -> None:
        """Swipe (``direction=``, ``max_swipes=``) until the selected element is shown."""
        self._channel.call("scroll_to", args, kwargs)

    def back(self, *args: object, **kwargs: object) -> None:
        """Press Back."""
        self._channel.call("back", args, kwargs)

    def home(self, *args: object, **kwargs: object) -> None:
        """Press Home."""
        self._channel.call("home", args, kwargs)

    def enter(self, *args: object, **kwargs: object) -> None:
        """Press Enter."""
        self._channel.call("enter", args, kwargs)

    def wait(self, *args: object, **kwargs: object) -> None:
        """Wait a number of seconds (at most 10)."""
        self._channel.call("wait", args, kwargs)

    def wait_for(self, *args: object, **kwargs: object) -> None:
        """Wait until the selected element appears (``timeout=``, default 5 s)."""
        self._channel.call("wait_for", args, kwargs)

    def exists(self, *args: object, **kwargs: object) -> bool:
        """Whether the selected element is on screen now."""
        return self._channel.call("exists", args, kwargs)  # type: ignore[return-value]

    def read_text(self, *args: object, **kwargs: object) -> str:
        """The text (or label, or content-desc) of the selected element; ``part=``: one part of
        a folded row label ("Ann | Lisbon" part 1 is "Lisbon")."""
        return self._channel.call("read_text", args, kwargs)  # type: ignore[return-value]

    def launch(self, *args: object, **kwargs: object) -> None:
        """Open an app by its name or package."""
        self._channel.call("launch", args, kwargs)

    def run_tool(self, name: object, **kwargs: object) -> object:
        """Run another verified tool by its name; what it returns."""
        return self._channel.call_tool(self, name, kwargs)
