"""Settings: Wi-Fi, Bluetooth, display (brightness, dark theme) and About phone.

Phone-wide values live in the phone's ``SystemState``; this app edits them and keeps its own
state (paired devices, device name, developer options) in ``SettingsState``. Version 2 renames
Display to "Display & brightness", gives the dark-theme switch a new id and moves Device name to
the bottom of About phone.
"""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel, Field

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.kit import app_bar, list_item, section_header
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    Divider,
    EditText,
    IconButton,
    ListView,
    Row,
    SeekBar,
    Switch,
    Text,
    Widget,
)
from mobilexperts.sim.world import HOME_WIFI

NEARBY_DEVICES = [
    "Pixel Buds",
    "JBL Flip 5",
    "Car Audio",
    "Galaxy Watch",
    "Sony WH-1000XM4",
    "Desk Speaker",
]
WIFI_NETWORKS = [HOME_WIFI, "Cafe Guest", "Office-5G", "Neighbor", "Library"]
TAPS_FOR_DEVELOPER = 7


class SettingsState(BaseModel):
    """The Settings app's own data."""

    device_name: str = "SimDroid"
    wifi_network: str = HOME_WIFI
    nearby: list[str] = Field(default_factory=list)
    paired: list[str] = Field(default_factory=list)
    build_taps: int = 0
    developer_mode: bool = False


class SettingsApp(SimApp):
    """Android's Settings app."""

    name: ClassVar[str] = "settings"
    package: ClassVar[str] = "com.android.settings"
    label: ClassVar[str] = "Settings"
    icon_glyph: ClassVar[str] = "settings"
    icon_color: ClassVar[str] = "#607d8b"
    State: ClassVar[type[BaseModel]] = SettingsState
    state: SettingsState

    @classmethod
    def initial_state(cls, rng: random.Random) -> SettingsState:
        nearby = rng.sample(NEARBY_DEVICES, 4)
        return SettingsState(nearby=nearby[:3], paired=nearby[3:])

    @property
    def system(self):
        return self.phone.state.system

    def screen_home(self, route: Route) -> Widget:
        s = self.system
        entries = [
            (
                "network",
                "wifi",
                "Network & internet",
                f"Wi\u2011Fi {'on, ' + self.state.wifi_network if s.wifi else 'off'}",
            ),
            (
                "connected",
                "bluetooth",
                "Connected devices",
                f"Bluetooth {'on' if s.bluetooth else 'off'}",
            ),
            ("display", "brightness", self._display_title, "Dark theme, brightness"),
            ("about", "info", "About phone", self.state.device_name),
        ]
        items: list[Widget] = [
            list_item(title, summary, glyph=glyph, on_tap=lambda n=name: self.push(n))
            for name, glyph, title, summary in entries
        ]
        if self.state.developer_mode:
            items.append(list_item("Developer options", "Enabled", glyph="code"))
        return Column(
            children=[
                app_bar(
                    "Settings",
                    actions=[IconButton(id="search", glyph="search", desc="Search settings")],
                ),
                ListView(id="settings_list", flex=1, children=items),
            ]
        )

    def screen_network(self, route: Route) -> Widget:
        s = self.system
        rows: list[Widget] = [self._switch("Wi\u2011Fi", "wifi_switch", s.wifi, self._toggle_wifi)]
        if s.wifi:
            rows.append(section_header("Available networks"))
            for net in WIFI_NETWORKS:
                connected = net == self.state.wifi_network
                rows.append(
                    list_item(
                        net,
                        "Connected" if connected else "Saved" if net == "Office-5G" else "",
                        glyph="wifi",
                        on_tap=lambda n=net: self._join(n),
                    )
                )
        return Column(
            children=[
                app_bar("Internet", on_back=self.pop),
                ListView(id="list", flex=1, children=rows),
            ]
        )

    def screen_connected(self, route: Route) -> AppScreen:
        s = self.system
        rows: list[Widget] = [
            self._switch("Use Bluetooth", "bluetooth_switch", s.bluetooth, self._toggle_bluetooth)
        ]
        if s.bluetooth:
            rows.append(section_header("Paired devices"))
            rows += [
                list_item(d, "Paired", glyph="bluetooth", item_id="paired_device")
                for d in self.state.paired
            ]
            rows.append(
                Button(
                    id="pair_new",
                    text="Pair new device",
                    variant="text",
                    on_tap=lambda: self.push("pair"),
                )
            )
        else:
            rows.append(
                Text(
                    text="Bluetooth is off. Turn it on to pair devices.",
                    style="label",
                    color="muted",
                )
            )
        return AppScreen(
            body=Column(
                children=[
                    app_bar("Connected devices", on_back=self.pop),
                    ListView(id="list", flex=1, children=rows),
                ]
            )
        )

    def screen_pair(self, route: Route) -> Widget:
        rows: list[Widget] = [section_header("Available devices")]
        rows += [
            list_item(
                d,
                "Tap to pair",
                glyph="bluetooth",
                item_id="available_device",
                on_tap=lambda d=d: self._pair(d),
            )
            for d in self.state.nearby
        ]
        return Column(
            children=[
                app_bar("Pair new device", on_back=self.pop),
                ListView(id="list", flex=1, children=rows),
            ]
        )

    @property
    def _display_title(self) -> str:
        return "Display & brightness" if self.version == 2 else "Display"

    def screen_display(self, route: Route) -> Widget:
        s = self.system
        dark_id = "dark_mode_switch" if self.version == 2 else "dark_theme"
        return Column(
            children=[
                app_bar(self._display_title, on_back=self.pop),
                Column(
                    padding=16,
                    spacing=8,
                    children=[
                        Text(text="Brightness level", bold=True),
                        SeekBar(
                            id="brightness",
                            desc="Brightness level",
                            value=s.brightness,
                            on_change=self._set_brightness,
                        ),
                        Text(
                            id="brightness_value",
                            text=f"{round(s.brightness * 100)}%",
                            style="label",
                            color="muted",
                        ),
                        Divider(),
                        self._switch("Dark theme", dark_id, s.dark_theme, self._toggle_dark),
                    ],
                ),
            ]
        )

    def screen_about(self, route: Route) -> AppScreen:
        rows: list[Widget] = [
            list_item(
                "Device name",
                self.state.device_name,
                item_id="device_name",
                on_tap=lambda: self._open_rename(route),
            ),
            list_item("Model", self.phone.profile.model),
            list_item("Android version", "15"),
            list_item(
                "Build number", "SD1A.260314.001", item_id="build_number", on_tap=self._tap_build
            ),
        ]
        if self.version == 2:
            rows.append(rows.pop(0))
        dialog = None
        if route.dialog == "rename":
            dialog = Dialog(
                title="Device name",
                children=[EditText(id="name_input", hint="Device name")],
                buttons=[
                    Button(text="OK", on_tap=lambda: self._rename(route)),
                    Button(text="Cancel", on_tap=route.close_dialog),
                ],
            )
        body = Column(
            children=[
                app_bar("About phone", on_back=self.pop),
                ListView(id="list", flex=1, children=rows),
            ]
        )
        return AppScreen(body=body, dialog=dialog)

    # -- actions ---------------------------------------------------------------------------

    def _switch(self, label: str, switch_id: str, on: bool, toggle) -> Widget:
        return Row(
            padding=16,
            children=[Switch(id=switch_id, text=label, checked=on, on_tap=toggle, flex=1)],
        )

    def _toggle_wifi(self) -> None:
        self.system.wifi = not self.system.wifi

    def _toggle_bluetooth(self) -> None:
        self.system.bluetooth = not self.system.bluetooth

    def _toggle_dark(self) -> None:
        self.system.dark_theme = not self.system.dark_theme

    def _set_brightness(self, value: float) -> None:
        self.system.brightness = round(value, 2)

    def _join(self, network: str) -> None:
        self.state.wifi_network = network
        self.toast(f"Connected to {network}")

    def _pair(self, device: str) -> None:
        self.state.nearby.remove(device)
        self.state.paired.append(device)
        self.toast(f"Paired with {device}")
        self.pop()

    def _open_rename(self, route: Route) -> None:
        route.fields["name_input"] = self.state.device_name
        route.dialog = "rename"

    def _rename(self, route: Route) -> None:
        name = route.fields.get("name_input", "").strip()
        if name:
            self.state.device_name = name
        route.dialog = None
        route.focus = None

    def _tap_build(self) -> None:
        if self.state.developer_mode:
            self.toast("No need, you are already a developer.")
            return
        self.state.build_taps += 1
        left = TAPS_FOR_DEVELOPER - self.state.build_taps
        if left <= 0:
            self.state.developer_mode = True
            self.toast("You are now a developer!")
        elif left <= 3:
            self.toast(f"You are now {left} steps away from being a developer.")
