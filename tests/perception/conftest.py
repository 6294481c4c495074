"""Perception test helpers: dump fixtures, and a walk over every reachable SimDroid screen."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from pathlib import Path

import pytest

from mobilexperts.perception import Screen, UIElement, perceive
from mobilexperts.sim.phone import SimPhone

FIXTURES = Path(__file__).parent / "fixtures"
WALK_DEPTH = 5

ScreenKey = tuple[str, str, str | None, str | None, str | None]
Selector = tuple[str, ...]


def fixture_bytes(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def perceive_phone(phone: SimPhone) -> Screen:
    """What an agent perceives of the phone's current screen (hierarchy only)."""
    frame = phone.frame()
    return perceive(
        frame.xml,
        package=frame.package,
        activity=frame.activity,
        size=(frame.width, frame.height),
    )


def screen_key(phone: SimPhone) -> ScreenKey:
    """SimDroid's own identity of the screen: app, route, dialog and system overlay."""
    route, overlay = phone.route(), phone.state.overlay
    return (
        phone.state.foreground,
        route.screen,
        route.dialog,
        overlay.kind if overlay else None,
        str(overlay.data.get("kind")) if overlay and overlay.data.get("kind") else None,
    )


def selector(screen: Screen, el: UIElement) -> Selector:
    """A content-independent way to find ``el`` again, on this device or another."""
    same_window = [e for e in screen.elements if e.window == el.window]
    if el.resource_id:
        peers = [e for e in same_window if e.resource_id == el.resource_id]
        return ("id", el.window, el.resource_id, str(peers.index(el)))
    if el.label and not el.in_list:
        return ("label", el.window, el.label)
    peers = [e for e in same_window if e.cls == el.cls]
    return ("cls", el.window, el.cls, str(peers.index(el)))


def resolve(screen: Screen, sel: Selector) -> UIElement | None:
    kind, window = sel[0], sel[1]
    same_window = [e for e in screen.elements if e.window == window]
    if kind == "label":
        return next((e for e in same_window if e.label == sel[2]), None)
    field = "resource_id" if kind == "id" else "cls"
    peers = [e for e in same_window if getattr(e, field) == sel[2]]
    position = int(sel[3])
    return peers[position] if position < len(peers) else None


def actions(screen: Screen) -> list[UIElement]:
    """Elements worth tapping: the app's, dialogs' and panels', once per repeated list item."""
    chosen: list[UIElement] = []
    seen: set[tuple[str, str]] = set()
    for el in screen.elements:
        if el.window not in ("app", "dialog", "overlay") or not (el.clickable or el.editable):
            continue
        if el.in_list:
            repeat = (el.resource_id or f"{el.cls}:{el.label}", el.window)
            if repeat in seen:
                continue
            seen.add(repeat)
        chosen.append(el)
    return chosen


@dataclass
class Visit:
    """One distinct screen state reached from the home screen, and how to get there again."""

    key: ScreenKey
    signature: str
    path: tuple[Selector, ...]
    snapshot: object


def act(phone: SimPhone, gesture: str) -> None:
    """Press back, or pull the notification shade down from the top edge."""
    if gesture == "back":
        phone.press("back")
    else:
        width, height = phone.profile.width, phone.profile.height
        phone.swipe(width // 2, 1, width // 2, height // 2)


def replay(
    seed: int, path: tuple[Selector, ...], reached: dict[tuple[Selector, ...], object] | None = None
) -> SimPhone | None:
    """A phone of another seed driven along ``path``; None when a step has no match there.
    With ``reached`` (snapshots of phones of this seed after the path prefixes driven before),
    the drive starts from the longest prefix already driven, and keeps its own prefixes."""
    phone = SimPhone(seed=seed)
    known = reached if reached is not None else {}
    start = next((n for n in range(len(path), 0, -1) if path[:n] in known), 0)
    if start:
        phone.restore(known[path[:start]])
    for n in range(start, len(path)):
        sel = path[n]
        if sel[0] == "launch":
            phone.launch(sel[1])
        elif sel in (("back",), ("shade",)):
            act(phone, sel[0])
        else:
            el = resolve(perceive_phone(phone), sel)
            if el is None:
                return None
            phone.tap(*el.center)
        if reached is not None:
            reached[path[: n + 1]] = phone.snapshot()
    return phone


def walk(seed: int = 0, depth: int = WALK_DEPTH) -> list[Visit]:
    """Breadth-first walk over the screens reachable by taps and back presses from the home
    screen and from every app's first screen."""
    phone = SimPhone(seed=seed)
    home = phone.snapshot()
    queue: deque[tuple[object, tuple[Selector, ...]]] = deque([(home, ())])
    for app in phone.installed():
        phone.restore(home)
        phone.launch(app.label)
        queue.append((phone.snapshot(), (("launch", app.label),)))
    phone.restore(home)
    act(phone, "shade")
    queue.append((phone.snapshot(), (("shade",),)))
    visits: dict[tuple[ScreenKey, str], Visit] = {}
    while queue:
        snapshot, path = queue.popleft()
        phone.restore(snapshot)
        screen = perceive_phone(phone)
        found = (screen_key(phone), screen.signature)
        if found in visits:
            continue
        visits[found] = Visit(found[0], found[1], path, snapshot)
        if len(path) >= depth:
            continue
        for el in actions(screen):
            phone.restore(snapshot)
            phone.tap(*el.center)
            queue.append((phone.snapshot(), (*path, selector(screen, el))))
        phone.restore(snapshot)
        act(phone, "back")
        queue.append((phone.snapshot(), (*path, ("back",))))
    return list(visits.values())


@pytest.fixture(scope="session")
def sim_walk() -> list[Visit]:
    return walk()
