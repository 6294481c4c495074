"""How U2Device fails: deadlines, vanishing phones, bad observations, choosing a phone."""

from __future__ import annotations

import socket
import time

import pytest

from mobilexperts.device.errors import (
    DeviceDisconnectedError,
    DeviceNotFoundError,
    DeviceTimeoutError,
    ObservationError,
)
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device

from .conftest import fast_settings, make_phone

DEADLINE = 0.5
MARGIN = 1.5


def test_a_stalled_call_returns_at_the_deadline_and_the_next_call_reconnects(
    phone: FakePhone, adb: FakeAdbServer
):
    device = U2Device(settings=fast_settings(adb.port, call_timeout=DEADLINE))
    phone.stall("dumpWindowHierarchy")
    started = time.monotonic()
    with pytest.raises(DeviceTimeoutError, match=r"did not answer within 0\.5 s"):
        device.observe()
    assert time.monotonic() - started < DEADLINE + MARGIN
    phone.release()
    assert device.observe().xml == phone.sim.frame().xml
    device.close()


def test_a_server_that_never_starts_times_out_on_connect(phone: FakePhone, adb: FakeAdbServer):
    phone.stall("ping")
    started = time.monotonic()
    with pytest.raises(DeviceTimeoutError, match="start the uiautomator2 server"):
        U2Device(settings=fast_settings(adb.port, connect_timeout=DEADLINE))
    assert time.monotonic() - started < DEADLINE + MARGIN


def test_a_phone_unplugged_mid_run_is_reported_disconnected(adb: FakeAdbServer, device: U2Device):
    device.observe()
    adb.unplug("emulator-5554")
    with pytest.raises(DeviceDisconnectedError, match="adb devices"):
        device.tap(10, 300)
    with pytest.raises(DeviceDisconnectedError, match="gone from adb's list"):
        device.observe()


def test_a_replugged_phone_is_used_again(phone: FakePhone, adb: FakeAdbServer, device: U2Device):
    adb.unplug("emulator-5554")
    with pytest.raises(DeviceDisconnectedError):
        device.observe()
    adb.plug(phone)
    assert device.observe().package == phone.sim.foreground.package


def test_a_killed_uiautomator2_server_is_restarted(
    phone: FakePhone, adb: FakeAdbServer, device: U2Device
):
    adb.kill_u2_server("emulator-5554")
    deadline = time.monotonic() + 2
    while phone.u2_running and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not phone.u2_running
    assert device.observe().xml == phone.sim.frame().xml
    assert phone.u2_running


def test_empty_hierarchies_are_retried(phone: FakePhone, device: U2Device):
    phone.faults.empty_dumps = 2
    assert "<node" in device.observe().xml
    phone.faults.empty_dumps = 3
    with pytest.raises(ObservationError, match="empty screen hierarchy 3 times"):
        device.observe()


def test_black_screenshots_are_retried(phone: FakePhone, device: U2Device):
    phone.faults.black_screens = 2
    assert device.observe().screenshot.startswith(b"\x89PNG")
    phone.faults.black_screens = 3
    with pytest.raises(ObservationError, match="all-black screenshot 3 times"):
        _ = device.observe().screenshot


def test_no_phone():
    with FakeAdbServer() as adb, pytest.raises(DeviceNotFoundError, match="no phone is connected"):
        U2Device(settings=fast_settings(adb.port))


def test_several_phones_need_a_serial():
    phones = [make_phone("emulator-5554"), make_phone("R58M123ABC")]
    with FakeAdbServer(phones) as adb:
        with pytest.raises(
            DeviceNotFoundError, match=r"several phones .*emulator-5554, R58M123ABC"
        ):
            U2Device(settings=fast_settings(adb.port))
        device = U2Device("R58M123ABC", settings=fast_settings(adb.port))
        assert device.info.serial == "R58M123ABC"
        assert phones[1].u2_running and not phones[0].u2_running
        device.close()


def test_unknown_serial_lists_what_adb_sees(adb: FakeAdbServer):
    with pytest.raises(DeviceNotFoundError, match=r"'nope'.*adb lists: emulator-5554"):
        U2Device("nope", settings=fast_settings(adb.port))


def test_unauthorised_phone_says_what_to_do():
    with FakeAdbServer([make_phone(state="unauthorized")]) as adb:
        with pytest.raises(DeviceNotFoundError, match="Allow USB debugging"):
            U2Device(settings=fast_settings(adb.port))
        with pytest.raises(DeviceNotFoundError, match="unauthorized: unlock the phone"):
            U2Device("emulator-5554", settings=fast_settings(adb.port))


def test_no_adb_server_is_not_started_behind_the_users_back():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free_port = probe.getsockname()[1]
    with pytest.raises(DeviceNotFoundError, match="adb start-server"):
        U2Device(settings=fast_settings(free_port))
