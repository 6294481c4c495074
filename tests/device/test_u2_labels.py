"""App identity by launcher label on a real phone's package names, end to end through the real
uiautomator2 client: the fake phone side plays SimDroid's apps under the packages of Gmail,
Chrome, Clock and the Play Store."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mobilexperts.device.errors import AppNotFoundError
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device
from mobilexperts.sim.phone import SimPhone
from tests.device.conftest import SERIAL, fast_settings

REAL = {
    "com.simdroid.mail": "com.google.android.gm",
    "com.simdroid.browser": "com.android.chrome",
    "com.simdroid.clock": "com.google.android.deskclock",
    "com.simdroid.market": "com.android.vending",
}


@pytest.fixture
def pixel() -> Iterator[U2Device]:
    phone = FakePhone(SERIAL, SimPhone(seed=1), package_names=REAL)
    with FakeAdbServer([phone]) as server:
        device = U2Device(settings=fast_settings(server.port))
        yield device
        device.close()


def test_the_phone_lists_its_apps_by_launcher_label(pixel: U2Device):
    apps = pixel.apps()
    assert {"Gmail", "Chrome", "Clock", "Play Store"} <= set(apps)
    assert "Chirp" in apps  # a package no table knows is named by its last word
    assert not {"Mail", "Browser", "Market", "Launcher"} & set(apps)


@pytest.mark.parametrize(
    ("label", "package"),
    [
        ("Gmail", "com.google.android.gm"),
        ("chrome", "com.android.chrome"),
        ("Clock", "com.google.android.deskclock"),
        ("Play Store", "com.android.vending"),
        ("Chirp", "com.simdroid.chirp"),
    ],
)
def test_launch_by_label_opens_the_app_under_its_real_package(
    pixel: U2Device, label: str, package: str
):
    pixel.launch(label)
    observed = pixel.observe()
    assert observed.package == package
    assert f'package="{package}"' in observed.xml


def test_a_label_of_no_installed_app_is_a_clear_error(pixel: U2Device):
    with pytest.raises(AppNotFoundError, match="no installed app matches 'YouTube'"):
        pixel.launch("YouTube")
