"""U2Device end to end: the real uiautomator2 client against the fake phone side."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from mobilexperts.device import Device
from mobilexperts.device.errors import (
    AppNotFoundError,
    DeviceDisconnectedError,
    FileNotOnDeviceError,
    InvalidActionError,
    ObservationError,
)
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device

from .conftest import center, fast_settings, texts

NOTEBOOK = "org.example.notebook"


def test_connecting_installs_and_starts_the_uiautomator2_server(phone: FakePhone, device: U2Device):
    assert isinstance(device, Device)
    assert phone.u2_running
    assert phone.read_file("/data/local/tmp/u2.jar").startswith(b"PK")
    info = device.info
    assert (info.serial, info.model, info.width, info.height, info.sdk) == (
        "emulator-5554",
        phone.sim.profile.model,
        phone.sim.profile.width,
        phone.sim.profile.height,
        34,
    )


def test_fingerprint_is_stable_across_connections(adb: FakeAdbServer, device: U2Device):
    again = U2Device(settings=fast_settings(adb.port))
    try:
        assert again.info.fingerprint == device.info.fingerprint
    finally:
        again.close()


def test_observe_returns_the_phone_hierarchy_and_foreground_app(phone: FakePhone, device: U2Device):
    observation = device.observe()
    frame = phone.sim.frame()
    assert observation.xml == frame.xml
    assert (observation.package, observation.activity) == (frame.package, frame.activity)
    assert (observation.width, observation.height) == (frame.width, frame.height)


def test_screenshot_is_a_png_of_the_screen(device: U2Device):
    image = Image.open(io.BytesIO(device.observe().screenshot))
    assert image.format == "PNG"
    assert image.size == (device.info.width, device.info.height)


def test_screenshot_after_acting_is_refused(device: U2Device):
    observation = device.observe()
    device.press("home")
    with pytest.raises(ObservationError, match="before acting"):
        _ = observation.screenshot


def test_launch_by_label_and_tap_changes_the_screen(device: U2Device):
    device.launch("notebook")
    home = device.observe()
    assert home.package == NOTEBOOK
    device.tap(*center(home.xml, "new_note"))
    editor = device.observe()
    assert editor.activity == f"{NOTEBOOK}.EditorActivity"
    device.press("back")
    assert device.observe().activity == f"{NOTEBOOK}.HomeActivity"


def test_launch_by_package_and_unknown_apps(device: U2Device):
    device.launch(NOTEBOOK)
    assert device.observe().package == NOTEBOOK
    with pytest.raises(AppNotFoundError, match="close: notebook"):
        device.launch("Notebok")
    with pytest.raises(AppNotFoundError, match="no launcher activity"):
        device.launch("com.android.systemui")


def test_typing_unicode_lands_in_the_focused_field_through_the_clipboard(
    phone: FakePhone, device: U2Device
):
    device.launch("Notebook")
    device.tap(*center(device.observe().xml, "new_note"))
    device.tap(*center(device.observe().xml, "body"))
    text = "Grüße, 你好 👋 «ok»"
    device.input_text(text)
    assert text in texts(device.observe().xml)
    assert phone.sim.state.clipboard == text
    device.input_text("replaced", clear=True)
    assert "replaced" in texts(device.observe().xml)
    assert text not in texts(device.observe().xml)


def test_swipe_scrolls_and_long_press_reaches_the_app(phone: FakePhone, device: U2Device):
    device.launch("Notebook")
    before = device.observe()
    x, y = center(before.xml, "notes")
    device.swipe(x, y + 400, x, y - 400, 0.2)
    after = device.observe()
    assert texts(after.xml) != texts(before.xml)
    device.long_press(*center(after.xml, "note"), seconds=0.1)
    first_visible = next(t for t in texts(after.xml) if t.startswith("Note "))
    assert phone.sim.apps[NOTEBOOK].state.pinned == first_visible


def test_bad_actions_are_refused_before_reaching_the_phone(device: U2Device):
    with pytest.raises(InvalidActionError, match="outside"):
        device.tap(device.info.width, 10)
    with pytest.raises(InvalidActionError, match="unknown key"):
        device.press("power")  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match="negative"):
        device.wait(-1)


def test_read_file_pulls_with_adb_sync(phone: FakePhone, device: U2Device):
    data = bytes(range(256)) * 300
    phone.sim.write_file("/sdcard/Download/report.bin", data)
    assert device.read_file("/sdcard/Download/report.bin") == data
    with pytest.raises(FileNotOnDeviceError, match="adb shell ls /sdcard/Download"):
        device.read_file("/sdcard/Download/missing.txt")


def test_close_stops_the_server_it_started(phone: FakePhone, device: U2Device):
    device.close()
    with pytest.raises(DeviceDisconnectedError, match="closed"):
        device.observe()
    assert not phone.u2_running


def test_with_adb_keyboard_installed_typing_switches_the_keyboard_not_the_clipboard(
    phone: FakePhone, device: U2Device
):
    phone.adb_keyboard_installed = True
    device.launch("Notebook")
    device.tap(*center(device.observe().xml, "new_note"))
    device.tap(*center(device.observe().xml, "body"))
    device.input_text("Grüße 你好")
    assert "Grüße 你好" in texts(device.observe().xml)
    assert phone.sim.state.clipboard == ""
    assert phone.ime == "com.github.uiautomator/.AdbKeyboard"
