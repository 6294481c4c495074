"""What adbutils, uiautomator2, requests and sockets raise becomes a typed error with advice."""

from __future__ import annotations

import adbutils
import pytest
import requests
from uiautomator2 import exceptions as u2

from mobilexperts.device.errors import (
    DeviceDisconnectedError,
    DeviceError,
    DeviceTimeoutError,
    FileNotOnDeviceError,
)
from mobilexperts.device.u2_errors import translate


@pytest.mark.parametrize(
    ("raised", "expected", "advice"),
    [
        (adbutils.AdbTimeout("adb read timeout"), DeviceTimeoutError, "adb devices"),
        (u2.HTTPTimeoutError("HTTP request timeout"), DeviceTimeoutError, "USB debugging"),
        (requests.ReadTimeout("read timed out"), DeviceTimeoutError, "adb devices"),
        (TimeoutError("timed out"), DeviceTimeoutError, "adb devices"),
        (
            adbutils.AdbError("device 'R58M' not found"),
            DeviceDisconnectedError,
            "check the USB cable",
        ),
        (adbutils.AdbError("device offline"), DeviceDisconnectedError, "adb reconnect"),
        (
            adbutils.AdbError("device unauthorized.\nThis adb server..."),
            DeviceDisconnectedError,
            "Allow USB",
        ),
        (
            u2.HTTPError("Unable to connect to uiautomator2 server"),
            DeviceDisconnectedError,
            "doctor",
        ),
        (
            u2.LaunchUiAutomationError("server not ready", ""),
            DeviceDisconnectedError,
            "unlock the phone",
        ),
        (
            u2.AccessibilityServiceAlreadyRegisteredError("already registered"),
            DeviceDisconnectedError,
            "Appium",
        ),
        (u2.InjectPermissionError("no permission"), DeviceError, "Developer options"),
        (u2.AdbShellError("shell failed"), DeviceDisconnectedError, "adb devices"),
        (
            u2.RPCUnknownError("Unknown RPC error: -32001", {}, ""),
            DeviceError,
            "rejected the request",
        ),
        (
            ConnectionResetError(104, "Connection reset by peer"),
            DeviceDisconnectedError,
            "adb devices",
        ),
        (requests.ConnectionError("refused"), DeviceDisconnectedError, "adb devices"),
        (EOFError("Expected 4 bytes, got 0"), DeviceDisconnectedError, "adb devices"),
    ],
)
def test_library_errors_become_typed_errors_with_advice(raised, expected, advice):
    error = translate(raised, "R58M", "tap")
    assert type(error) is expected
    assert str(error).startswith("phone R58M failed to tap")
    assert advice in str(error)


def test_our_own_errors_pass_through_unchanged():
    error = FileNotOnDeviceError("no file")
    assert translate(error, "R58M", "read") is error


def test_bugs_are_not_disguised_as_device_errors():
    assert translate(KeyError("displayWidth"), "R58M", "read info") is None
    assert translate(ValueError("bad"), "R58M", "tap") is None
