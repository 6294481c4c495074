"""Ending a model call at its deadline, whatever the endpoint does.

A read timeout bounds each wait for bytes, not a whole answer: an endpoint that sends one byte
every few seconds, in an answer or in an error body, keeps a call open forever. The
:class:`CallDeadline` hooks into the HTTP client: every response received while a call is
bounded gets a timer that shuts its socket at the call's deadline, which wakes a blocked read.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator

import httpx2


class CallDeadline:
    """Arms, for the calls made under :meth:`bound` in this thread, a cut-off on each response
    (install :meth:`on_response` as the HTTP client's response hook)."""

    def __init__(self) -> None:
        self._local = threading.local()

    @contextlib.contextmanager
    def bound(self, deadline: float) -> Iterator[None]:
        """Responses received inside the block are cut off at ``deadline`` (monotonic)."""
        self._local.deadline = deadline
        self._local.timers = []
        try:
            yield
        finally:
            for timer in self._local.timers:
                timer.cancel()
            self._local.deadline = None
            self._local.timers = []

    def on_response(self, response: httpx2.Response) -> None:
        """The response hook: start the cut-off timer of ``response``."""
        deadline = getattr(self._local, "deadline", None)
        stream = response.extensions.get("network_stream")
        sock = stream.get_extra_info("socket") if stream is not None else None
        if deadline is None or sock is None:
            return

        def cut() -> None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

        timer = threading.Timer(max(deadline - time.monotonic(), 0.0), cut)
        timer.daemon = True
        timer.start()
        self._local.timers.append(timer)
