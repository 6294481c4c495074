"""An existing record named by its kind and whom it is with ("my lunch with isla"): a row that
holds the name but not the kind (her birthday) is another record, so the list is scrolled to
the one named."""

from __future__ import annotations

from pathlib import Path

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _changed(device: SimDevice, before: dict[int, dict]) -> list[dict]:
    return [e for e in device.state()["calendar"]["events"] if before.get(e["id"]) != e]


def test_the_record_of_the_kind_named_is_edited(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = {e["id"]: e for e in device.state()["calendar"]["events"]}
    request = 'set the location of my lunch with isla to "Zorb Hall" in Calendar'
    run = run_offline(tmp_path, request, device, max_steps=25)
    changed = _changed(device, before)
    assert run.done and [(e["title"], e["location"]) for e in changed] == [
        ("Lunch with Isla", "Zorb Hall")
    ]
