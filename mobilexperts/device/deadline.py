"""Our own deadline on a blocking call, since uiautomator2 and adbutils may block for minutes.

uiautomator2 sends every JSON-RPC with a 300 s socket timeout whatever its caller asks, restarts
its server (waiting up to 40 s) when a request fails, and adbutils shell reads wait up to 10
minutes. A call that must return is therefore run in a daemon worker thread and abandoned when
the deadline passes; the abandoned thread ends when its socket finally closes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from mobilexperts.device.errors import DeviceTimeoutError

T = TypeVar("T")


def call_with_deadline(fn: Callable[[], T], seconds: float, what: str) -> T:
    """Return ``fn()``, re-raise what it raised, or raise DeviceTimeoutError after ``seconds``."""
    outcome: list[tuple[bool, object]] = []
    finished = threading.Event()

    def work() -> None:
        try:
            outcome.append((True, fn()))
        except BaseException as exc:  # handed to the caller's thread below
            outcome.append((False, exc))
        finally:
            finished.set()

    threading.Thread(target=work, name=f"device-call: {what}", daemon=True).start()
    if not finished.wait(seconds):
        raise DeviceTimeoutError(
            f"the phone did not answer within {seconds:g} s while trying to {what}; check that it "
            "is awake, unlocked and still connected (`adb devices`), then retry"
        )
    ok, value = outcome[0]
    if ok:
        return value  # type: ignore[return-value]
    raise value  # type: ignore[misc]
