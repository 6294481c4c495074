"""A fake phone side (fake adb server + SimDroid phones) for the real uiautomator2 client.

The phones run a small app made for these tests, so the tests do not depend on how the bundled
SimDroid apps evolve.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

import pytest
from lxml import etree
from pydantic import BaseModel, Field

from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device, U2Settings
from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.phone import SimPhone
from mobilexperts.sim.widgets import Button, Column, EditText, ListView, Text, Widget

SERIAL = "emulator-5554"


class NotebookState(BaseModel):
    notes: list[str] = Field(default_factory=lambda: [f"Note {i}" for i in range(40)])
    pinned: str = ""


class NotebookApp(SimApp):
    """A list of notes (scrolls; long-press pins one) and an editor with a text field."""

    name: ClassVar[str] = "notebook"
    package: ClassVar[str] = "org.example.notebook"
    label: ClassVar[str] = "Notebook"
    State: ClassVar[type[BaseModel]] = NotebookState

    def screen_home(self, route: Route) -> Widget:
        state: NotebookState = self.state  # type: ignore[assignment]
        rows: list[Widget] = [
            Text(id="note", text=note, on_long_press=lambda n=note: self._pin(n))
            for note in state.notes
        ]
        return Column(
            children=[
                Button(id="new_note", text="New note", on_tap=lambda: self.push("editor")),
                ListView(id="notes", flex=1, children=rows),
            ]
        )

    def screen_editor(self, route: Route) -> Widget:
        return Column(
            children=[Text(text="New note", style="title"), EditText(id="body", hint="Write here")]
        )

    def _pin(self, note: str) -> None:
        self.state.pinned = note  # type: ignore[attr-defined]


def make_phone(serial: str = SERIAL, state: str = "device") -> FakePhone:
    return FakePhone(serial, SimPhone(seed=1, apps=[NotebookApp]), state=state)


def fast_settings(port: int, **overrides: float) -> U2Settings:
    values = {"adb_port": port, "call_timeout": 5.0, "connect_timeout": 10.0, "retry_delay": 0.0}
    return U2Settings(**{**values, **overrides})


def center(xml: str, resource_id: str) -> tuple[int, int]:
    """The centre of the first node with ``resource_id`` (a full id or its bare name)."""
    for node in etree.fromstring(xml.encode("utf-8")).iter("node"):
        rid = node.get("resource-id", "")
        if rid == resource_id or rid.endswith(f":id/{resource_id}"):
            x1, y1, x2, y2 = (
                int(v) for v in node.get("bounds", "").replace("][", ",").strip("[]").split(",")
            )
            return (x1 + x2) // 2, (y1 + y2) // 2
    raise AssertionError(f"no node {resource_id!r} on screen")


def texts(xml: str) -> list[str]:
    return [
        n.get("text", "")
        for n in etree.fromstring(xml.encode("utf-8")).iter("node")
        if n.get("text")
    ]


@pytest.fixture
def phone() -> FakePhone:
    return make_phone()


@pytest.fixture
def adb(phone: FakePhone) -> Iterator[FakeAdbServer]:
    with FakeAdbServer([phone]) as server:
        yield server


@pytest.fixture
def device(adb: FakeAdbServer) -> Iterator[U2Device]:
    dev = U2Device(settings=fast_settings(adb.port))
    yield dev
    dev.close()
