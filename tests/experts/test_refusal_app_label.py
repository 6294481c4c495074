"""A form that refused its submit asks for a value: the app the request names as where to work
("... in Zapbook") is no value to fill it with, so no record is made named after the app."""

from __future__ import annotations

from pathlib import Path

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_an_untitled_event_is_not_titled_after_the_app(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run_offline(tmp_path, "create an event on March 26 in Calendar", device, max_steps=25)
    titles = [e["title"] for e in device.state()["calendar"]["events"]]
    assert "Calendar" not in titles
