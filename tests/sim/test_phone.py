"""SimDroid core: the hierarchy format, input semantics, determinism and bad input."""

from __future__ import annotations

import re
from typing import ClassVar

import pytest
from lxml import etree
from pydantic import BaseModel

from evals.reference import Selector, bounds, find, tap
from mobilexperts.device import AppNotFoundError, Device, InvalidActionError
from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.kit import app_bar, list_item
from mobilexperts.sim.phone import SimPhone
from mobilexperts.sim.widgets import Column, ListView, Widget

ATTRIBUTES = [
    *("index", "text", "resource-id", "class", "package", "content-desc", "checkable", "checked"),
    *("clickable", "enabled", "focusable", "focused", "scrollable", "long-clickable", "password"),
    *("selected", "visible-to-user", "bounds"),
]


class TappedState(BaseModel):
    tapped: list[int] = []


def screens(device: SimDevice):
    """A walk over several kinds of screen: launcher, lists, a dialog, the keyboard."""
    yield device.observe().xml
    device.launch("Settings")
    yield device.observe().xml
    tap(device, text="About phone")
    tap(device, text="Device name")
    yield device.observe().xml
    tap(device, id="name_input")
    yield device.observe().xml


def test_sim_device_is_a_device() -> None:
    assert isinstance(SimDevice(), Device)


def test_hierarchy_has_every_attribute_and_nested_bounds() -> None:
    device = SimDevice()
    for xml in screens(device):
        assert xml.startswith("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>")
        root = etree.fromstring(xml.encode())
        assert root.tag == "hierarchy" and root.get("rotation") == "0"
        for node in root.iter("node"):
            assert [a for a in ATTRIBUTES if node.get(a) is None] == []
            assert node.get("class").startswith(("android.", "androidx."))
            rid = node.get("resource-id")
            assert rid == "" or re.fullmatch(r"[a-z][\w.]*:id/\w+", rid), rid
            parent = node.getparent()
            if parent.tag == "node":
                px1, py1, px2, py2 = bounds(parent)
                x1, y1, x2, y2 = bounds(node)
                assert px1 <= x1 <= x2 <= px2 and py1 <= y1 <= y2 <= py2, (
                    node.attrib,
                    parent.attrib,
                )


def test_keyboard_appears_only_with_a_focused_field() -> None:
    device = SimDevice()
    xmls = list(screens(device))
    assert all("inputmethod" not in x for x in xmls[:-1])
    assert 'package="com.simdroid.inputmethod.latin"' in xmls[-1]
    assert 'focused="true"' in xmls[-1]


def test_same_seed_same_screens_and_other_seed_other_data() -> None:
    assert list(screens(SimDevice(seed=4))) == list(screens(SimDevice(seed=4)))
    assert SimPhone(seed=1).state_json() != SimPhone(seed=2).state_json()


def test_tap_hits_topmost_clickable_and_dialog_is_modal() -> None:
    device = SimDevice()
    device.launch("Settings")
    tap(device, text="About phone")
    tap(device, text="Device name")
    assert device.phone.route().dialog == "rename"
    # A tap outside the dialog cancels it and does not reach the list underneath.
    device.tap(10, device.info.height - 300)
    assert device.phone.route().dialog is None
    assert device.phone.route().screen == "about"


def test_unicode_text_goes_to_the_focused_field() -> None:
    device = SimDevice()
    device.launch("Settings")
    tap(device, text="About phone")
    tap(device, text="Device name")
    tap(device, id="name_input")
    device.input_text("Téléphone 你好 🚀", clear=True)
    tap(device, text="OK")
    assert device.state()["settings"]["device_name"] == "Téléphone 你好 🚀"


def test_keyboard_keys_type_and_delete() -> None:
    device = SimDevice()
    device.launch("Settings")
    tap(device, text="About phone")
    tap(device, text="Device name")
    tap(device, id="name_input")
    device.input_text("", clear=True)
    for key in ("Shift", "o", "k"):
        tap(device, desc=key) if key == "Shift" else tap(device, id=f"key_{key}")
    tap(device, id="key_x")
    tap(device, desc="Delete")
    assert device.phone.route().fields["name_input"] == "Ok"


class LongListApp(SimApp):
    """A small app made for this test: one screen with a long list of numbered rows."""

    name: ClassVar[str] = "longlist"
    package: ClassVar[str] = "org.example.longlist"
    label: ClassVar[str] = "Long List"
    State: ClassVar[type[BaseModel]] = TappedState

    def screen_home(self, route: Route) -> Widget:
        rows: list[Widget] = [
            list_item(f"Row {i}", on_tap=lambda i=i: self.state.tapped.append(i)) for i in range(60)
        ]
        return Column(children=[app_bar("Rows"), ListView(id="rows", flex=1, children=rows)])


def test_swipe_scrolls_a_list_and_clamps() -> None:
    phone = SimPhone(apps=[LongListApp])
    phone.launch("Long List")
    assert 'text="Row 50"' not in phone.frame().xml
    (lst,) = [n for n in phone.frame().nodes() if n.scrollable]
    x1, y1, x2, y2 = lst.bounds
    cx = (x1 + x2) // 2
    for _ in range(30):
        if 'text="Row 50"' in phone.frame().xml:
            break
        phone.swipe(cx, y2 - 10, cx, y1 + 10)
    phone.tap(*find(phone.frame().xml, Selector(text="Row 50")))
    assert phone.apps["org.example.longlist"].state.tapped == [50]
    for _ in range(30):
        phone.swipe(cx, y2 - 10, cx, y1 + 10)
    assert phone.route().scroll["rows"] == lst.scroll_max
    assert 'text="Row 59"' in phone.frame().xml
    phone.swipe(cx, y1 + 10, cx, y2 - 10)
    assert phone.route().scroll["rows"] < lst.scroll_max


def test_back_home_and_per_app_back_stacks() -> None:
    phone = SimPhone()
    phone.launch("com.android.settings")
    phone.tap(*find(phone.frame().xml, Selector(text="Display")))
    phone.press("home")
    assert phone.frame().package == "com.simdroid.launcher"
    phone.launch("settings")  # by short name; the back stack is kept
    assert phone.route().screen == "display"
    phone.press("back")
    assert phone.route().screen == "home"
    phone.press("back")
    assert phone.state.foreground == "com.simdroid.launcher"
    phone.launch("Settings")
    assert phone.route().screen == "home"


def test_recents_switches_apps() -> None:
    phone = SimPhone()
    phone.launch("Settings")
    phone.press("recent")
    phone.tap(*find(phone.frame().xml, Selector(desc="Settings")))
    assert phone.state.foreground == "com.android.settings"


def test_launcher_icon_opens_app() -> None:
    device = SimDevice()
    tap(device, desc="Settings")
    assert device.observe().package == "com.android.settings"


def test_bad_input_gets_clear_errors() -> None:
    device = SimDevice()
    with pytest.raises(InvalidActionError, match="outside the 1080x2400 screen"):
        device.tap(1080, 5)
    with pytest.raises(InvalidActionError, match="no text field is focused"):
        device.input_text("hello")
    with pytest.raises(AppNotFoundError, match="no app called 'Tetris'"):
        device.launch("Tetris")
    with pytest.raises(InvalidActionError, match="unknown key"):
        device.press("volume_up")  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match="negative"):
        device.wait(-1)


def test_whole_phone_round_trips_through_json() -> None:
    device = SimDevice(seed=5)
    list(screens(device))
    saved = device.phone.to_json()
    other = SimPhone(seed=0)
    other.load_json(saved)
    assert other.to_json() == saved
    assert other.frame().xml == device.observe().xml


def test_compact_profile_scales_the_screen() -> None:
    device = SimDevice(profile="compact")
    obs = device.observe()
    assert (obs.width, obs.height) == (720, 1600)
    root = etree.fromstring(obs.xml.encode())
    assert max(bounds(n)[3] for n in root.iter("node")) == 1600
