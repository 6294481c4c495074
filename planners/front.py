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
    return not any(app.package == package or squash(app.label) == label for app in portrait.apps)
