"""Which app a node finds in front when it starts: a team node starts where the node before it
left the phone, so a node that finds another installed app in front starts from the home
screen, as a person switching apps would, instead of acting inside another node's app."""

from __future__ import annotations

from experts.portrait import ExpertPortrait
from mobilexperts.device.apps import label_of, squash
from mobilexperts.device.base import Device


def another_app_in_front(device: Device, portrait: ExpertPortrait) -> bool:
    """Whether an installed app other than the expert's own is in front on ``device`` (the
    launcher is none)."""
    package = device.observe().package
    label = squash(label_of(package))
    if label not in {squash(app) for app in device.apps()}:
        return False
    return not _own(package, portrait)


MAX_BACKS = 8
"""Presses of back that leave an app from as deep as a node ever goes."""


def leave_own_app(device: Device, portrait: ExpertPortrait) -> None:
    """Press back until the expert's own app is no longer in front (at most
    :data:`MAX_BACKS` times), so the next item's turn opens the app at its front screen and
    walks to its place again, as a person starting over does, rather than resuming inside
    the last item's screen."""
    for _ in range(MAX_BACKS):
        if not _own(device.observe().package, portrait):
            return
        device.press("back")


def _own(package: str, portrait: ExpertPortrait) -> bool:
    label = squash(label_of(package))
    return any(app.package == package or squash(app.label) == label for app in portrait.apps)
