"""Matching app labels to installed packages, on a real phone's package list."""

from __future__ import annotations

import pytest

from mobilexperts.device.apps import labels, resolve_package
from mobilexperts.device.errors import AppNotFoundError

PIXEL_PACKAGES = [
    "com.android.chrome",
    "com.android.settings",
    "com.android.vending",
    "com.google.android.apps.maps",
    "com.google.android.apps.photos",
    "com.google.android.apps.youtube.music",
    "com.google.android.gm",
    "com.google.android.youtube",
    "com.spotify.music",
    "com.whatsapp",
    "org.telegram.messenger",
]


@pytest.mark.parametrize(
    ("label", "package"),
    [
        ("Chrome", "com.android.chrome"),
        ("maps", "com.google.android.apps.maps"),
        ("WhatsApp", "com.whatsapp"),
        ("YouTube", "com.google.android.youtube"),
        ("Telegram", "org.telegram.messenger"),
        ("com.google.android.gm", "com.google.android.gm"),
    ],
)
def test_labels_resolve_to_the_package_they_name(label: str, package: str):
    assert resolve_package(label, PIXEL_PACKAGES) == package


def test_a_label_shared_by_several_packages_asks_for_the_package():
    with pytest.raises(
        AppNotFoundError, match=r"several installed apps \(com\.google.*music, com\.spot"
    ):
        resolve_package("Music", PIXEL_PACKAGES)


def test_generic_package_words_name_no_app():
    with pytest.raises(AppNotFoundError, match="no installed app matches 'Google'"):
        resolve_package("Google", PIXEL_PACKAGES)


def test_an_unknown_label_suggests_close_words_and_the_package_name():
    with pytest.raises(AppNotFoundError, match=r"close: telegram\).*pm list packages"):
        resolve_package("Telegam", PIXEL_PACKAGES)
    with pytest.raises(AppNotFoundError, match="launch it by its package name"):
        resolve_package("Camera", PIXEL_PACKAGES)


@pytest.mark.parametrize(
    ("label", "package"),
    [
        ("Gmail", "com.google.android.gm"),
        ("Play Store", "com.android.vending"),
        ("YouTube Music", "com.google.android.apps.youtube.music"),
        ("Music (com.spotify.music)", "com.spotify.music"),
    ],
)
def test_launcher_labels_of_well_known_apps_and_qualified_labels_resolve(label: str, package: str):
    assert resolve_package(label, PIXEL_PACKAGES) == package


def test_every_label_names_one_app():
    shown = labels(PIXEL_PACKAGES)
    assert shown[PIXEL_PACKAGES.index("com.google.android.gm")] == "Gmail"
    assert len(set(shown)) == len(shown)
    assert all(resolve_package(label, PIXEL_PACKAGES) for label in shown)
