"""Turning what uiautomator2, adbutils, requests and sockets raise into our typed device errors.

Every message names the phone, what we were doing, and what the user can do about it.
"""

from __future__ import annotations

import adbutils
import requests
from PIL import UnidentifiedImageError
from uiautomator2 import exceptions as u2

from mobilexperts.device.adb import STATE_HINTS
from mobilexperts.device.errors import (
    DeviceDisconnectedError,
    DeviceError,
    DeviceTimeoutError,
    ObservationError,
)

CHECK_CONNECTION = (
    "run `adb devices`; check the USB cable, that the phone is unlocked and that USB debugging "
    "is authorised"
)
RESTART_SERVER = (
    "unlock the phone and retry; if it persists, run `mobilexperts doctor` (it restarts the "
    "uiautomator2 server) or reboot the phone"
)


def translate(exc: BaseException, serial: str, what: str) -> DeviceError | None:
    """The typed error for ``exc`` raised while trying to ``what``; None if it is not a device
    failure (a bug, which should surface as it is)."""
    if isinstance(exc, DeviceError):
        return exc
    where = f"phone {serial} failed to {what}"
    if isinstance(exc, adbutils.AdbTimeout | u2.HTTPTimeoutError | requests.Timeout | TimeoutError):
        return DeviceTimeoutError(f"{where}: it timed out ({_text(exc)}); {CHECK_CONNECTION}")
    if isinstance(exc, adbutils.AdbError):
        return _adb_error(exc, where)
    if isinstance(exc, u2.AccessibilityServiceAlreadyRegisteredError):
        return DeviceDisconnectedError(
            f"{where}: another UI automation tool (Appium, a second uiautomator2 session) holds "
            "the phone's accessibility service; stop it and retry"
        )
    if isinstance(exc, u2.InjectPermissionError):
        return DeviceError(
            f"{where}: the phone refuses injected input; in Developer options enable "
            "'USB debugging (Security settings)' (Xiaomi/MIUI) or 'Disable permission monitoring'"
        )
    if isinstance(exc, u2.AdbShellError):
        return DeviceDisconnectedError(
            f"{where}: adb shell failed ({_text(exc)}); {CHECK_CONNECTION}"
        )
    if isinstance(exc, u2.DeviceError):
        return DeviceDisconnectedError(
            f"{where}: the uiautomator2 server on the phone is not answering ({_text(exc)}); "
            + RESTART_SERVER
        )
    if isinstance(exc, u2.RPCError):
        return DeviceError(f"{where}: the uiautomator2 server rejected the request ({_text(exc)})")
    if isinstance(exc, UnidentifiedImageError):
        return ObservationError(
            f"{where}: the screenshot it sent is not an image; {RESTART_SERVER}"
        )
    if isinstance(exc, OSError | EOFError):
        return DeviceDisconnectedError(
            f"{where}: the connection broke ({type(exc).__name__}: {_text(exc)}); "
            + CHECK_CONNECTION
        )
    return None


def _adb_error(exc: adbutils.AdbError, where: str) -> DeviceError:
    text = _text(exc)
    for state in ("unauthorized", "offline"):
        if state in text:
            return DeviceDisconnectedError(f"{where}: the phone is {state}; {STATE_HINTS[state]}")
    return DeviceDisconnectedError(f"{where}: adb says {text!r}; {CHECK_CONNECTION}")


def _text(exc: BaseException) -> str:
    """The message of an exception, without the tuple repr of multi-argument errors."""
    if exc.args and isinstance(exc.args[0], str):
        return exc.args[0].strip() or type(exc).__name__
    return str(exc).strip() or type(exc).__name__
