"""Shelf: a small SimDroid app made for the exploration tests (so they do not depend on how the
bundled apps evolve): a list of items with a detail screen, a form adding an item, a settings
screen with a switch, and three buttons nobody may press on a real phone."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, Field

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.widgets import Button, Column, EditText, ListView, Switch, Text, Widget


class ShelfState(BaseModel):
    items: list[str] = Field(default_factory=lambda: ["Lantern", "Compass", "Rope"])
    sorted_by_name: bool = False
    pressed: list[str] = Field(default_factory=list)
    """Captions of the destructive buttons that were pressed."""


class ShelfApp(SimApp):
    name: ClassVar[str] = "shelf"
    package: ClassVar[str] = "org.example.shelf"
    label: ClassVar[str] = "Shelf"
    State: ClassVar[type[BaseModel]] = ShelfState

    @property
    def shelf(self) -> ShelfState:
        return self.state  # type: ignore[return-value]

    def screen_home(self, route: Route) -> Widget:
        rows: list[Widget] = [
            Text(id="item", text=item, on_tap=lambda i=item: self.push("detail", item=i))
            for item in self.shelf.items
        ]
        danger = [
            Button(id=f"danger_{n}", text=text, on_tap=lambda t=text: self.shelf.pressed.append(t))
            for n, text in enumerate(("Delete account", "Buy now", "Send"))
        ]
        return Column(
            children=[
                Button(id="add", text="Add item", on_tap=lambda: self.push("form")),
                Button(id="settings", text="Preferences", on_tap=lambda: self.push("settings")),
                *danger,
                ListView(id="items", flex=1, children=rows),
            ]
        )

    def screen_detail(self, route: Route) -> Widget:
        return Column(children=[Text(id="title", text=route.params["item"], style="title")])

    def screen_form(self, route: Route) -> Widget:
        return Column(
            children=[
                EditText(id="item_name", hint="Item name"),
                Button(id="save", text="Save", on_tap=lambda: self._save(route)),
            ]
        )

    def screen_settings(self, route: Route) -> Widget:
        return Column(
            children=[
                Switch(
                    id="sort",
                    text="Sort by name",
                    checked=self.shelf.sorted_by_name,
                    on_tap=self._toggle,
                )
            ]
        )

    def _toggle(self) -> None:
        self.shelf.sorted_by_name = not self.shelf.sorted_by_name

    def _save(self, route: Route) -> None:
        name = route.fields.get("item_name", "").strip()
        if name:
            self.shelf.items.insert(0, name)
            self.pop()
