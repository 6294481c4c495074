"""The judge on a run that renamed a record the request never names: typing over the name of
the list row it opened, when the request says no word of that row nor picks it by position.
A whole run of the offline policy on SimDroid."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_contact_renamed_for_a_request_naming_no_contact_is_not_done(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    names = [c["name"] for c in device.state()["contacts"]["contacts"]]
    found = run_offline(tmp_path, "can you call this device Studio One", device)
    kept = [c["name"] for c in device.state()["contacts"]["contacts"]]
    assert kept == names or not found.done
