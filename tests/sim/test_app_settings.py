"""Settings, driven the way an agent drives it: read the XML, tap, type, then check state."""

from __future__ import annotations

from evals.reference import nodes, tap
from mobilexperts.sim.device import SimDevice


def titles(device: SimDevice) -> list[str]:
    return [n.get("text") for n in nodes(device, id="title")]


def test_version_2_renames_display_and_moves_device_name_but_settings_still_work() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Settings")
    assert v1.observe().xml != v2.observe().xml
    assert nodes(v1, text="Display") and not nodes(v2, text="Display")

    tap(v2, text="Display & brightness")
    assert nodes(v2, id="toolbar_title", text="Display & brightness")
    assert not nodes(v2, id="dark_theme") and nodes(v2, id="dark_mode_switch")
    tap(v2, text="Dark theme")
    assert v2.state()["system"]["dark_theme"] is True
    assert nodes(v2, id="dark_mode_switch")[0].get("checked") == "true"
    v2.press("back")

    tap(v2, text="About phone")
    tap(v1, text="About phone")
    assert titles(v1)[0] == "Device name" and titles(v2)[-1] == "Device name"
    tap(v2, text="Device name")
    tap(v2, id="name_input")
    v2.input_text("Kitchen Phone", clear=True)
    tap(v2, text="OK")
    assert v2.state()["settings"]["device_name"] == "Kitchen Phone"
    assert nodes(v2, id="summary", text="Kitchen Phone")
