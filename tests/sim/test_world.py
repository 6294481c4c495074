"""Cross-app plumbing, perturbations and snapshots of the simulated phone."""

from __future__ import annotations

import json
from typing import Any, ClassVar

import pytest
from pydantic import BaseModel, Field

from evals.reference import Selector, find
from mobilexperts.device import InvalidActionError
from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.settings import SettingsApp
from mobilexperts.sim.kit import app_bar
from mobilexperts.sim.phone import SimPhone
from mobilexperts.sim.state import Perturbations
from mobilexperts.sim.widgets import Button, Column, EditText, Text, Widget


class NoteState(BaseModel):
    received: list[str] = Field(default_factory=list)
    pings: list[str] = Field(default_factory=list)


class NoteApp(SimApp):
    """A tiny app made for these tests: shares text, receives shares, and schedules a ping."""

    name: ClassVar[str] = "notepad"
    package: ClassVar[str] = "org.example.notepad"
    label: ClassVar[str] = "Notepad"
    State: ClassVar[type[BaseModel]] = NoteState
    accepts_share: ClassVar[bool] = True

    def screen_home(self, route: Route) -> Widget:
        return Column(
            children=[
                app_bar("Notepad"),
                Text(id="quote", text="The quick brown fox"),
                EditText(id="body", hint="Write here"),
                Button(
                    id="share", text="Share", on_tap=lambda: self.phone.share("Meet at 6", "Plan")
                ),
                Button(id="later", text="Remind me", on_tap=self._later),
            ]
        )

    def receive_share(self, text: str, subject: str) -> None:
        self.state.received.append(f"{subject}: {text}")

    def _later(self) -> None:
        self.phone.schedule(self.package, 30, "ping", note="stretch")

    def on_timer(self, event: str, payload: dict[str, Any]) -> None:
        self.state.pings.append(payload["note"])
        self.phone.notify(self.package, "Reminder", payload["note"], screen="home")


def phone(**kwargs: Any) -> SimPhone:
    return SimPhone(apps=[NoteApp, SettingsApp], **kwargs)


def tap(p: SimPhone, **selector: Any) -> None:
    p.tap(*find(p.frame().xml, Selector(**selector)))


def test_share_sheet_delivers_to_a_target_app() -> None:
    p = phone()
    p.launch("Notepad")
    tap(p, id="share")
    assert 'package="android"' in p.frame().xml and "Meet at 6" in p.frame().xml
    tap(p, desc="Notepad")
    assert p.state.overlay is None
    assert p.state_json()["notepad"]["received"] == ["Plan: Meet at 6"]


def test_clipboard_copy_and_paste_by_long_press() -> None:
    p = phone()
    p.launch("Notepad")
    p.long_press(*find(p.frame().xml, Selector(text="The quick brown fox")))
    tap(p, text="Copy")
    assert p.state_json()["clipboard"] == "The quick brown fox"
    p.long_press(*find(p.frame().xml, Selector(id="body")))
    tap(p, text="Paste")
    assert p.route().fields["body"] == "The quick brown fox"


def test_timer_posts_a_notification_opened_from_the_shade() -> None:
    p = phone()
    p.launch("Notepad")
    tap(p, id="later")
    p.press("home")
    assert p.state.notifications == []
    p.wait(30)
    assert [n.title for n in p.state.notifications] == ["Reminder"]
    assert 'content-desc="1 notifications"' in p.frame().xml
    p.swipe(540, 10, 540, 1400)  # pull down from the status bar
    assert 'resource-id="com.android.systemui:id/notification_shade"' in p.frame().xml
    tap(p, text="Reminder")
    assert p.state.foreground == "org.example.notepad" and p.state.notifications == []


def test_shade_closes_with_back() -> None:
    p = phone()
    p.swipe(540, 10, 540, 1400)
    assert p.state.overlay is not None
    p.press("back")
    assert p.state.overlay is None


def test_popups_interrupt_and_are_dismissed() -> None:
    p = phone(perturb=Perturbations(popups=1.0))
    p.launch("Notepad")
    assert p.state.overlay is not None and p.state.overlay.kind == "popup"
    before = p.state_json()["notepad"]
    tap(p, id="share")  # blocked by the modal pop-up: the tap dismisses it instead
    assert p.state.overlay is None and p.state_json()["notepad"] == before


def test_popups_are_seeded() -> None:
    def kinds(seed: int) -> list[str]:
        p = SimPhone(seed=seed, apps=[NoteApp, SettingsApp], perturb=Perturbations(popups=0.5))
        seen = []
        for _ in range(8):
            p.launch("Settings")
            for label in ("Display", "About phone"):
                p.close_overlay()
                tap(p, text=label)
                seen.append(p.state.overlay.data["kind"] if p.state.overlay else "-")
                p.close_overlay()
                p.press("back")
            p.press("home")
        return seen

    assert kinds(3) == kinds(3)
    assert kinds(3) != kinds(4)
    assert {"rate", "permission", "ad"} & set(kinds(3))


def test_loading_screens_need_waiting() -> None:
    p = phone(perturb=Perturbations(loading=1.0, loading_seconds=5))
    p.launch("Notepad")
    assert "Loading" in p.frame().xml and "quick brown fox" not in p.frame().xml
    p.wait(6)
    assert "quick brown fox" in p.frame().xml


def test_snapshot_restore_round_trips_exactly() -> None:
    p = phone(perturb=Perturbations(popups=0.3, loading=0.3))
    p.launch("Notepad")
    p.wait(5)
    p.close_overlay()
    snap = p.snapshot()
    state, xml = json.dumps(p.to_json(), sort_keys=True), p.frame().xml
    tap(p, id="later")
    p.wait(40)
    p.press("home")
    p.launch("Settings")
    assert json.dumps(p.to_json(), sort_keys=True) != state
    p.restore(snap)
    assert json.dumps(p.to_json(), sort_keys=True) == state and p.frame().xml == xml
    p.wait(40)
    p.restore(snap)  # a snapshot can be restored more than once
    assert json.dumps(p.to_json(), sort_keys=True) == state


def test_changes_after_a_restore_reach_the_next_snapshot_and_a_restore_undoes_them() -> None:
    p = phone()
    notepad = p.apps["org.example.notepad"]
    start = p.snapshot()
    p.launch("Notepad")
    p.restore(start)
    before = notepad.state.model_dump_json()
    notepad.state.pings.append("stretch")
    changed = p.snapshot()
    assert changed[2]["org.example.notepad"] != before
    p.restore(start)
    assert notepad.state.model_dump_json() == before
    p.restore(changed)
    assert notepad.state.pings == ["stretch"]
    p.restore(start)
    p.restore(start)
    assert notepad.state.pings == [] and p.snapshot() == start


def test_app_version_and_profile_are_validated() -> None:
    assert phone(app_version=2).apps["org.example.notepad"].version == 2
    with pytest.raises(InvalidActionError, match="app version"):
        phone(app_version=3)
    with pytest.raises(InvalidActionError, match="profile"):
        phone(profile="tablet")
