"""Which app a node finds in front when it starts: a team node starts where the node before it
left the phone, so a node whose expert's app is not in front starts from the home screen, as a
person switching apps would, instead of acting inside another node's app."""

from __future__ import annotations

from experts.portrait import ExpertPortrait
from mobilexperts.device.apps import label_of, squash
from mobilexperts.device.base import Device


def in_own_app(device: Device, portrait: ExpertPortrait) -> bool:
    """Whether the app in front on ``device`` is one of the expert's apps."""
    package = device.observe().package
    label = squash(label_of(package))
    return any(app.package == package or squash(app.label) == label for app in portrait.apps)
