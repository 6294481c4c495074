"""Systematic exploration of one app, DroidBot-like: every reachable screen, every actionable
element, each tried once and its effect recorded.

Screens are told apart by their signature. On a device that can snapshot (SimDroid) each
element is tried from a snapshot of its screen (text fields get a word typed and enter), so
anything may be tapped and is undone. On a real phone nothing is typed and nothing destructive
is tapped (:func:`risky`: sending, buying, deleting, saving a form, account changes), and on
either no sensitive step is tried (experts/safety.py: a payment, a purchase, a delete, ...); after
each tap the crawler backs out to the screen it came from (back, else relaunch and replay the
path there), and a screen it cannot get back to is left.
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from experts.crawl_elements import (
    APP_WINDOWS,
    actionable,
    caption,
    changed,
    control,
    fact,
    is_button,
    is_control,
    is_row,
    item_control,
    offering,
    risky,
    row_caption,
    sample,
    title,
    uncovered,
)
from experts.crawl_records import Action, Crawl, Outcome, SeenScreen, Tried
from experts.safety import sensitive_element
from memory.interface import InterfaceMemory
from mobilexperts.device.base import Device
from mobilexperts.device.errors import InvalidActionError
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen

MAX_BACKS = 3


@runtime_checkable
class Snapshots(Protocol):
    """A device that can copy its whole state and go back to it (SimDroid)."""

    def snapshot(self) -> Any: ...
    def restore(self, snapshot: Any) -> None: ...


class CrawlSettings(BaseModel):
    """Budget of one systematic exploration run."""

    max_actions: int = Field(default=400, ge=1)
    max_depth: int = Field(default=6, ge=1)
    per_kind: int = Field(default=2, ge=1)
    """Elements tried per screen that share a key (rows of one list)."""
    rows: int = Field(default=8, ge=1)
    """Rows of one list tried while none opened a screen with controls of its own (items
    differ: only some listings can be installed, only unsaved places saved)."""
    swipes: int = Field(default=2, ge=0)
    """Swipes per scrollable screen, to reach elements below the fold."""


def _note_shown(crawl: Crawl, screen: Screen) -> None:
    crawl.shown.update(
        e.label or e.text
        for e in screen.elements
        if e.window in APP_WINDOWS and not e.editable and (e.label or e.text)
    )


def _observe(device: Device) -> Screen:
    return perceive_observation(device.observe())


class Crawler:
    """Explores the app ``label`` on ``device``, writing what elements do to ``memory``."""

    def __init__(
        self,
        device: Device,
        memory: InterfaceMemory,
        settings: CrawlSettings | None = None,
        on_action: Callable[[Crawl], None] | None = None,
    ) -> None:
        self.device = device
        self.memory = memory
        self.settings = settings or CrawlSettings()
        self.on_action = on_action
        self.sim = device if isinstance(device, Snapshots) else None
        self._acting: set[tuple[str, str]] = set()
        """(screen, key) of rows that opened a screen with controls of its item."""
        self._captions: dict[tuple[str, str], dict[str, set[str]]] = {}
        """(screen, key) of rows -> the captions each item control (by id) of the item screens
        they opened showed."""

    def run(self, label: str) -> Crawl:
        started = time.monotonic()
        self.device.launch(label)
        start = _observe(self.device)
        crawl = Crawl(label=label, package=start.package)
        self._see(crawl, start, [])
        state = self.sim.snapshot() if self.sim else None
        queue: deque[tuple[Screen, Any, list[UIElement], int]] = deque([(start, state, [], 0)])
        done: dict[str, dict[str, int]] = {}
        with self.memory.store.batch():
            while queue and not crawl.exhausted:
                screen, state, path, depth = queue.popleft()
                for found in self._explore_screen(crawl, screen, state, path, depth, done):
                    queue.append(found)
        crawl.duration_s = time.monotonic() - started
        return crawl

    # -- one screen ------------------------------------------------------------------------

    def _explore_screen(
        self,
        crawl: Crawl,
        screen: Screen,
        state: Any,
        path: list[UIElement],
        depth: int,
        done: dict[str, dict[str, int]],
    ) -> list[tuple[Screen, Any, list[UIElement], int]]:
        found: list[tuple[Screen, Any, list[UIElement], int]] = []
        counts = done.setdefault(screen.signature, {})
        for view, view_state in self._scrolled(crawl, screen, state, path):
            _note_shown(crawl, view)
            for element in uncovered(view):
                if crawl.actions >= self.settings.max_actions:
                    crawl.exhausted = True
                    return found
                key = self._key(element)
                if key is None or counts.get(key, 0) >= self._limit(view, element, key):
                    continue
                if not actionable(element):
                    continue
                counts[key] = counts.get(key, 0) + 1
                if (self.sim is None and risky(element)) or sensitive_element(view, element):
                    self._skip(crawl, view, element, key)
                    continue
                action: Action = "type" if element.editable and self.sim else "tap"
                if not element.clickable and not element.editable:
                    action = "long_press"
                after = self._try(crawl, view, view_state, path, element, action)
                if after is None:
                    return found
                if any(e.in_list and is_button(e) for e in after.elements):
                    self._acting.add((view.signature, key))
                if is_row(element) and after.package == crawl.package:
                    self._note_captions((view.signature, key), after)
                if after.package == crawl.package and after.signature in crawl.screens:
                    self._see_item(crawl, after, [*path, element])
                elif after.package == crawl.package:
                    self._see(crawl, after, [*path, element])
                    if depth + 1 < self.settings.max_depth:
                        state_after = self.sim.snapshot() if self.sim else None
                        found.append((after, state_after, [*path, element], depth + 1))
                self._back(crawl, view, view_state, path)
        return found

    def _limit(self, screen: Screen, element: UIElement, key: str) -> int:
        """How many elements of ``key`` to try on ``screen``: more rows while none opened a
        screen with controls of its item, or while every item screen they opened showed its
        controls one way (each item a favorite, each account followed: the control's other
        state, and so its other action, is on a row further down)."""
        rows = (screen.signature, key)
        if is_row(element) and (rows not in self._acting or self._one_way(rows)):
            return max(self.settings.rows, self.settings.per_kind)
        return self.settings.per_kind

    def _note_captions(self, rows: tuple[str, str], after: Screen) -> None:
        shown = self._captions.setdefault(rows, {})
        for element in after.elements:
            if element.window in APP_WINDOWS and item_control(element) and not element.in_list:
                shown.setdefault(element.resource_id, set()).add(element.label)

    def _one_way(self, rows: tuple[str, str]) -> bool:
        """Whether the item screens ``rows`` opened have item controls, each of which showed
        one caption only so far."""
        shown = self._captions.get(rows, {})
        return bool(shown) and all(len(captions) == 1 for captions in shown.values())

    def _scrolled(
        self, crawl: Crawl, screen: Screen, state: Any, path: list[UIElement]
    ) -> list[tuple[Screen, Any]]:
        """The screen, then the same screen swiped up once or more (new rows below the fold)."""
        views = [(screen, state)]
        scrollable = next((e for e in screen.elements if e.scrollable), None)
        if scrollable is None or crawl.actions >= self.settings.max_actions:
            return views
        self._back(crawl, screen, state, path)
        current = screen
        for _ in range(self.settings.swipes):
            x, y = scrollable.bounds.center
            half = scrollable.bounds.height // 3
            self.device.swipe(x, y + half, x, y - half, 0.3)
            crawl.actions += 1
            after = _observe(self.device)
            if after.signature != screen.signature or not changed(current, after):
                break
            views.append((after, self.sim.snapshot() if self.sim else state))
            current = after
        return views

    # -- acting and coming back --------------------------------------------------------------

    def _try(
        self,
        crawl: Crawl,
        screen: Screen,
        state: Any,
        path: list[UIElement],
        element: UIElement,
        action: Action,
    ) -> Screen | None:
        """Act on ``element`` from ``screen``; the screen after (None when the screen could
        not be reached again)."""
        if not self._back(crawl, screen, state, path):
            return None
        crawl.sample = crawl.sample or sample(screen)
        with contextlib.suppress(InvalidActionError):
            self._act(element, action, crawl.sample)
        crawl.actions += 1
        after = _observe(self.device)
        outcome: Outcome
        if after.package != screen.package:
            outcome = "leaves"
        elif after.signature != screen.signature:
            outcome = "opens"
        else:
            outcome = "changes" if changed(screen, after) else "nothing"
        key = self._key(element) or ""
        crawl.tried.append(
            Tried(
                screen=screen.signature,
                key=key,
                label=element.label,
                action=action,
                outcome=outcome,
                to=after.signature,
                to_activity=after.activity,
            )
        )
        self._remember(screen, after, element, key, outcome, action)
        if self.on_action is not None:
            self.on_action(crawl)
        return after

    def _act(self, element: UIElement, action: Action, sample: str) -> None:
        x, y = element.center
        if action == "long_press":
            self.device.long_press(x, y, 1.0)
            return
        self.device.tap(x, y)
        if action == "type":
            self.device.input_text(sample, clear=True)
            self.device.press("enter")

    def _back(self, crawl: Crawl, screen: Screen, state: Any, path: list[UIElement]) -> bool:
        """Bring the device back to ``screen``: restore its snapshot, else press back, else
        relaunch the app and replay ``path``. Whether it is there."""
        if self.sim is not None:
            self.sim.restore(state)
            return True
        if _observe(self.device).signature == screen.signature:
            return True
        for _ in range(MAX_BACKS):
            self.device.press("back")
            if _observe(self.device).signature == screen.signature:
                return True
        self.device.launch(crawl.label)
        for step in path:
            here = _observe(self.device)
            match = next((e for e in here.elements if self._same(e, step)), None)
            if match is None:
                return False
            self.device.tap(*match.center)
        return _observe(self.device).signature == screen.signature

    def _same(self, a: UIElement, b: UIElement) -> bool:
        return self._key(a) == self._key(b) and a.label == b.label

    # -- memory ----------------------------------------------------------------------------

    def _key(self, element: UIElement) -> str | None:
        key = self.memory.key_for(element)
        if key is None and element.resource_id == "" and element.label:
            return f"row:{element.cls}"
        return key

    def _remember(
        self,
        before: Screen,
        after: Screen,
        element: UIElement,
        key: str,
        outcome: Outcome,
        action: str,
    ) -> None:
        if not key or key.startswith("row:"):
            return
        verb = {"tap": "", "long_press": "long-pressed, ", "type": "with text entered, "}[action]
        if outcome == "nothing":
            return
        description = {
            "opens": f'{verb}opens "{title(after)}"' + offering(after, before),
            "changes": f"{verb}changes the screen in place",
            "leaves": f"{verb}leaves the app for {after.package}",
        }[outcome]
        self.memory.record_effect(
            before.package,
            key,
            before_signature=before.signature,
            after_signature=after.signature,
            after_title=title(after),
            description=description,
            label=element.label,
        )

    def _skip(self, crawl: Crawl, screen: Screen, element: UIElement, key: str) -> None:
        """Leave a possibly destructive element untouched; guess its function from its words."""
        crawl.tried.append(
            Tried(screen=screen.signature, key=key, label=element.label, outcome="skipped")
        )
        if not key.startswith("row:"):
            self.memory.hypothesize(
                screen.package,
                key,
                f'probably does what "{caption(element)}" says (not tried: may be destructive)',
                label=element.label,
            )

    def _see(self, crawl: Crawl, screen: Screen, path: list[UIElement]) -> None:
        crawl.screens[screen.signature] = self._seen(crawl, screen, path)

    def _see_item(self, crawl: Crawl, screen: Screen, path: list[UIElement]) -> None:
        """Keep a known screen shown about a list item when it has controls the screen did
        not have when first seen."""
        if not is_row(path[-1]):
            return  # a control changed the screen: a state the item is not in at the start
        seen = self._seen(crawl, screen, path)
        first = crawl.screens[screen.signature]
        known = {s.item for s in crawl.about_items if s.signature == screen.signature}
        if seen.item and seen.item not in known and set(seen.actions) - set(first.actions):
            crawl.about_items.append(seen)

    def _seen(self, crawl: Crawl, screen: Screen, path: list[UIElement]) -> SeenScreen:
        _note_shown(crawl, screen)
        own = [e for e in screen.elements if e.window in APP_WINDOWS and e.clickable]
        fields = [
            e.resource_id.rpartition("/")[2] if e.text == crawl.sample else caption(e)
            for e in own
            if e.editable
        ]
        return SeenScreen(
            signature=screen.signature,
            package=screen.package,
            activity=screen.activity,
            path=[caption(e) for e in path],
            fields=[f for f in fields if f],
            buttons=[caption(e) for e in own if not e.editable and not e.in_list and e.label],
            item=next((row_caption(e) for e in reversed(path) if is_row(e)), ""),
            toggles=[
                (e.label, e.checked) for e in own if e.checkable and e.label and not e.in_list
            ],
            checks=[(e.label, e.checked) for e in own if e.checkable and e.label and e.in_list],
            actions=[control(e) for e in own if not e.editable and is_control(e)],
            facts=list(dict.fromkeys(f for e in screen.elements if (f := fact(e, screen.package)))),
        )
