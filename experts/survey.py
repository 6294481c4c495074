"""A read-only survey of apps for content memory: open each app, read what its first screen
shows (rows, titles, values), record it (:class:`memory.content.ContentMemory`), go home.

It only launches apps and looks; on a real phone it taps, types and scrolls nothing. An app
the memory already has content of is not opened again.
"""

from __future__ import annotations

from memory.content import ContentMemory
from mobilexperts.device.base import Device
from mobilexperts.perception import perceive_observation

_READ = frozenset({"app", "dialog"})
"""Windows whose texts are the app's (not the keyboard's or the status bar's)."""


def survey(device: Device, labels: list[str], content: ContentMemory) -> list[str]:
    """Open each app of ``labels`` the memory has no content of and record what its first
    screen shows; the labels surveyed."""
    known = {app.label.casefold() for app in content.store.all()}
    surveyed = []
    for label in labels:
        if label.casefold() in known:
            continue
        device.launch(label)
        screen = perceive_observation(device.observe())
        texts = [
            e.label or e.text
            for e in screen.elements
            if e.window in _READ and not e.editable and (e.label or e.text)
        ]
        content.record(screen.package, label, texts)
        surveyed.append(label)
    if surveyed:
        device.press("home")
    return surveyed
