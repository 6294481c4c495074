"""A read-only survey of apps for content memory: open each app, read what its first screen
shows (rows, titles, values), open the first screen's list rows one at a time (folders, mails,
threads, pages, places), read what each shows down its list, back out, record it all
(:class:`memory.content.ContentMemory`), go home.

It launches apps, taps list rows, swipes the first screen's list and presses back; it types
nothing and never taps a row that could send, buy, delete or change an account
(:func:`experts.crawl_elements.risky`, :func:`experts.safety.sensitive_element`). On a device
that can snapshot (SimDroid) the whole survey is undone afterwards, so even read flags stay as
they were, and what a survey read is kept (a few per process) under a digest of the phone's
whole state: a second survey of the same state (the next task of a benchmark on a fresh seed-0
phone) records the same texts without opening anything. An app the memory already has content
of is not opened again.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict

from experts.crawl import Snapshots
from experts.crawl_elements import actionable, changed, risky
from experts.offline.lexicon import interface_verb
from experts.safety import sensitive_element
from memory.content import ContentMemory
from mobilexperts.device.base import Device
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen

_READ = frozenset({"app", "dialog"})
"""Windows whose texts are the app's (not the keyboard's or the status bar's)."""
ROWS_PER_APP = 12
"""Rows of an app's first screen opened and read, at most."""
SWIPES = 4
"""Times the first screen's list is swiped up for rows below the fold."""
PAGE_SWIPES = 8
"""Times an opened row's list is swiped up (a category's places or products)."""
KEPT_SURVEYS = 8
"""Surveys of snapshot-able phones kept per process, by the digest of the state surveyed."""

Reading = list[tuple[str, list[str]]]
"""Each surveyed app's package and texts, in survey order."""
_kept: OrderedDict[tuple[str, tuple[str, ...], int], Reading] = OrderedDict()


def survey(
    device: Device, labels: list[str], content: ContentMemory, rows: int = ROWS_PER_APP
) -> list[str]:
    """Open each app of ``labels`` the memory has no content of, record what its first screen
    and up to ``rows`` of that screen's list rows show; the labels surveyed."""
    known = {app.label.casefold() for app in content.store.all()}
    wanted = [label for label in labels if label.casefold() not in known]
    if not wanted:
        return []
    saved = device.snapshot() if isinstance(device, Snapshots) else None
    key = (_digest(saved), tuple(wanted), rows) if saved is not None else None
    reading = _kept.get(key) if key is not None else None
    if reading is None:
        reading = _read_apps(device, wanted, rows, saved)
        if key is not None:
            _kept[key] = reading
            while len(_kept) > KEPT_SURVEYS:
                _kept.popitem(last=False)
    for label, (package, texts) in zip(wanted, reading, strict=True):
        content.record(package, label, list(texts))
    return wanted


def _read_apps(device: Device, labels: list[str], rows: int, saved: object) -> Reading:
    """Each app of ``labels`` read in turn, then home; the phone restored to ``saved``."""
    try:
        reading = [_read_app(device, label, rows) for label in labels]
        device.press("home")
    finally:
        if saved is not None:
            device.restore(saved)
    return reading


def _digest(saved: object) -> str:
    """A digest of a phone snapshot (its JSON texts), naming the state a survey read."""
    return hashlib.sha256(repr(saved).encode()).hexdigest()


def _read_app(device: Device, label: str, rows: int) -> tuple[str, list[str]]:
    """The app's package and the texts its first screen (swiped up to :data:`SWIPES` times)
    and the first ``rows`` rows opened from it show."""
    device.launch(label)
    view = _observe(device)
    package, texts, opened = view.package, _texts(view), set()
    for swipe in range(SWIPES + 1):
        first = swipe == 0
        fresh = [r for r in _openable(view) if (r.label or r.text) not in opened]
        for row in fresh[: max(rows - len(opened), 0)]:
            opened.add(row.label or row.text)
            device.tap(*row.center)
            shown = _observe(device)
            if shown.package == package:
                texts += _read_down(device, shown)
            device.press("back")
            if _observe(device).signature != view.signature and not (
                first and _relaunched(device, label, view)
            ):
                return package, texts
        view = _swiped(device, view)
        if view is None:
            break
        texts += _texts(view)
    return package, texts


def _read_down(device: Device, shown: Screen) -> list[str]:
    """What an opened row's page shows, its list swiped up to :data:`PAGE_SWIPES` times (a
    category's places or products below the fold are what a request may name)."""
    texts = _texts(shown, fields=True)
    for _ in range(PAGE_SWIPES):
        below = _swiped(device, shown)
        if below is None:
            break
        texts += _texts(below, fields=True)
        shown = below
    return texts


def _relaunched(device: Device, label: str, view: Screen) -> bool:
    """Whether launching the app again shows ``view`` (its first screen) again."""
    device.launch(label)
    return _observe(device).signature == view.signature


def _swiped(device: Device, view: Screen) -> Screen | None:
    """The screen after swiping its list up once; None when nothing scrolls or moved."""
    scrollable = next((e for e in view.elements if e.scrollable and e.window in _READ), None)
    if scrollable is None:
        return None
    x, y = scrollable.bounds.center
    half = scrollable.bounds.height // 3
    device.swipe(x, y + half, x, y - half, 0.3)
    after = _observe(device)
    return after if after.signature == view.signature and changed(view, after) else None


def _observe(device: Device) -> Screen:
    return perceive_observation(device.observe())


def _texts(screen: Screen, fields: bool = False) -> list[str]:
    """What the app's windows show; with ``fields``, what its text fields hold too (an opened
    page's body), else not (a search box's hint)."""
    return [
        e.label or e.text
        for e in screen.elements
        if e.window in _READ and (fields or not e.editable) and (e.label or e.text)
    ]


def _openable(screen: Screen) -> list[UIElement]:
    """The first screen's elements that open something and are safe to tap, list rows first:
    a row of a list (of several parts, "Title | detail", or as wide as half the screen), or an
    item outside lists whose caption does not start with a verb ("Documents", "Restaurants");
    never a small control inside a list ("Like", "Not starred") nor "Add to favorites"."""
    seen: set[str] = set()
    rows = []
    width = max((e.bounds.x2 for e in screen.elements), default=0)
    for e in sorted(screen.elements, key=lambda e: not e.in_list):
        label = e.label or e.text
        first = label.split()[0] if label.split() else ""
        parts = " | " in label
        if (
            label in seen
            or not label
            or not actionable(e)
            or e.editable
            or e.checkable
            or (e.in_list and not parts and e.bounds.width * 2 < width)
            or (not parts and interface_verb(first.strip(",.:")) is not None)
            or risky(e)
            or sensitive_element(screen, e)
        ):
            continue
        seen.add(label)
        rows.append(e)
    return rows
