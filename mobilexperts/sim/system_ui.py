"""System windows drawn by the phone itself: status bar, navigation bar, keyboard, toast."""

from __future__ import annotations

import time
from collections.abc import Callable

from mobilexperts.sim.widgets import Button, Column, Icon, IconButton, Row, Spacer, Text, Widget

SYSTEM_UI = "com.android.systemui"
IME_PACKAGE = "com.simdroid.inputmethod.latin"

STATUS_BAR_DP = 32
NAV_BAR_DP = 48
KEYBOARD_DP = 264
KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
KEY_NAMES = {",": "comma", ".": "period", " ": "space"}


def status_bar(clock: float, wifi: bool, battery: int, notification_count: int) -> Widget:
    """The status bar: time on the left; notification, wifi and battery icons on the right."""
    hhmm = time.strftime("%H:%M", time.gmtime(clock)).lstrip("0") or "0:00"
    if hhmm.startswith(":"):
        hhmm = "0" + hhmm
    right: list[Widget] = []
    if notification_count:
        right.append(Icon(glyph="bell", desc=f"{notification_count} notifications", size=18))
    if wifi:
        right.append(Icon(glyph="wifi", desc="Wifi signal full.", size=18))
    right.append(Icon(id="battery", glyph="battery", desc=f"Battery {battery} percent.", size=18))
    return Row(
        id="status_bar",
        padding=8,
        spacing=6,
        style="statusbar",
        children=[Text(id="clock", text=hhmm, style="label"), Spacer(flex=1), *right],
    )


def nav_bar(
    on_back: Callable[[], None], on_home: Callable[[], None], on_recent: Callable[[], None]
) -> Widget:
    """Three-button navigation: back, home, overview."""
    return Row(
        id="navigation_bar_frame",
        style="navbar",
        children=[
            Spacer(flex=1),
            IconButton(id="back", glyph="nav_back", desc="Back", on_tap=on_back),
            Spacer(flex=1),
            IconButton(id="home", glyph="nav_home", desc="Home", on_tap=on_home),
            Spacer(flex=1),
            IconButton(id="recent_apps", glyph="nav_recent", desc="Overview", on_tap=on_recent),
            Spacer(flex=1),
        ],
    )


def keyboard(on_key: Callable[[str], None], enter_label: str, shifted: bool) -> Widget:
    """A QWERTY keyboard whose keys type into the focused field through ``on_key``."""

    def key(char: str, label: str | None = None, flex: int = 1, desc: str = "") -> Button:
        text = label if label is not None else (char.upper() if shifted else char)
        return Button(
            id=f"key_{KEY_NAMES.get(char, char)}",
            text=text,
            desc=desc,
            variant="outlined",
            flex=flex,
            on_tap=lambda: on_key(char),
        )

    rows: list[Widget] = [
        Row(spacing=4, children=[key(c) for c in KEY_ROWS[0]], flex=1),
        Row(
            padding=0,
            spacing=4,
            children=[Spacer(flex=1), *(key(c, flex=2) for c in KEY_ROWS[1]), Spacer(flex=1)],
            flex=1,
        ),
        Row(
            spacing=4,
            flex=1,
            children=[
                key("shift", "\u21e7", flex=3, desc="Shift"),
                *(key(c, flex=2) for c in KEY_ROWS[2]),
                key("delete", "\u232b", flex=3, desc="Delete"),
            ],
        ),
        Row(
            spacing=4,
            flex=1,
            children=[
                key(",", flex=1),
                key(" ", "", flex=6, desc="Space"),
                key(".", flex=1),
                key("enter", enter_label, flex=2, desc=enter_label),
            ],
        ),
    ]
    return Column(id="keyboard_view", padding=6, spacing=6, style="keyboard", children=rows)


def toast(text: str) -> Widget:
    """A toast message, shown for a few seconds above the navigation bar."""
    return Column(
        style="toast",
        padding=12,
        children=[Text(id="android:id/message", text=text, style="label")],
    )
