"""Undoing a failed tool's navigation. A workflow tool that fails part-way leaves the phone
wherever its failing step was (a form half filled, a list scrolled), while the expert's next
decision reads the screen the tool started on. Pressing Back until that screen is shown again
makes the two agree, and lets another tool that starts there run: what the tool changed in an
app stays (the judge has already looked at it), only the screens it opened are closed.
"""

from __future__ import annotations

from mobilexperts.device.base import Device
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.screen import Screen

MAX_BACKS = 8
"""Back presses one unwinding may spend (a tool opens few screens)."""


def unwind(device: Device, start: Screen, app: str) -> None:
    """Press Back until the phone is again where a tool working in package ``app`` started:
    on ``start`` itself when it started inside its app, on any screen of the app it started
    from otherwise. At most :data:`MAX_BACKS` presses; none once the phone shows a third app
    (Back went past the start) or a press changes nothing."""
    seen = device.observe()
    for _ in range(MAX_BACKS):
        now = perceive_observation(seen)
        if now.signature == start.signature or now.package == start.package != app:
            return
        if now.package not in (start.package, app):
            return
        device.press("back")
        after = device.observe()
        if after.xml == seen.xml:
            return
        seen = after
