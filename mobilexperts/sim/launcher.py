"""The home screen: a grid of app icons with labels, and the recent-apps overview."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.widgets import Button, Column, Icon, ListView, Row, Spacer, Text, Widget

COLUMNS = 4


class LauncherState(BaseModel):
    """The launcher keeps no data of its own."""


class Launcher(SimApp):
    """SimDroid's launcher (package ``com.simdroid.launcher``)."""

    name: ClassVar[str] = "launcher"
    package: ClassVar[str] = "com.simdroid.launcher"
    label: ClassVar[str] = "Home"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = LauncherState

    def _icon(self, app: SimApp) -> Widget:
        return Column(
            id="icon",
            desc=app.label,
            padding=6,
            spacing=4,
            on_tap=lambda: self.phone.switch_to(app.package),
            children=[
                Row(
                    children=[
                        Spacer(flex=1),
                        Icon(glyph=app.icon_glyph, tint=app.icon_color, size=56),
                        Spacer(flex=1),
                    ]
                ),
                Text(id="label", text=app.label, style="caption", max_lines=1),
            ],
        )

    def screen_home(self, route: Route) -> Widget:
        apps = self.phone.installed()
        rows: list[Widget] = []
        for start in range(0, len(apps), COLUMNS):
            icons: list[Widget] = [self._icon(a) for a in apps[start : start + COLUMNS]]
            icons += [Spacer(flex=1) for _ in range(COLUMNS - len(icons))]
            for icon in icons:
                icon.flex = 1
            rows.append(Row(children=icons, spacing=8))
        return Column(
            id="workspace",
            style="wallpaper",
            padding=16,
            children=[
                Text(id="date", text="Saturday, March 14", style="title", color="on_wallpaper"),
                Spacer(height=24),
                ListView(id="apps_grid", flex=1, spacing=16, children=rows),
            ],
        )

    def screen_recents(self, route: Route) -> Widget:
        cards: list[Widget] = []
        for package in self.phone.state.recents:
            app = self.phone.apps[package]
            cards.append(
                Column(
                    id="snapshot",
                    desc=app.label,
                    style="card",
                    padding=16,
                    on_tap=lambda p=package: self.phone.switch_to(p),
                    children=[Text(id="title", text=app.label, style="title"), Spacer(height=120)],
                )
            )
        if not cards:
            cards.append(Text(text="No recent items", style="body"))
        return Column(
            style="wallpaper",
            padding=16,
            spacing=16,
            children=[
                ListView(id="recents", flex=1, spacing=16, children=cards),
                Row(
                    children=[
                        Spacer(flex=1),
                        Button(id="clear_all", text="Clear all", on_tap=self._clear),
                        Spacer(flex=1),
                    ]
                ),
            ],
        )

    def _clear(self) -> None:
        for package in self.phone.state.recents:
            self.phone.stack(package).clear()
        self.phone.state.recents.clear()
        self.phone.go_home()
