"""The offline policy looks for a named thing inside an app menu's sections and stops honestly
when its control is in none of them."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice


def _run(instruction: str, max_steps: int = 25):
    device = SimDevice(seed=0)
    expert = Expert(device, OfflinePolicy(), ExpertSettings(vision=False, max_steps=max_steps))
    return device, expert.act(instruction)


def test_a_thing_off_the_opening_menu_is_found_in_a_section_and_tapping_it_is_the_act() -> None:
    device, run = _run("join the Library wifi")
    state = device.phone.to_json()["apps"][device.phone.find_app("Settings").package]
    assert state["wifi_network"] == "Library"
    assert run.done


def test_a_control_in_no_section_ends_undone_with_a_reason_not_a_step_cap() -> None:
    _, run = _run("connect to the zapquorn wifi in settings")
    assert not run.done
    assert "step" not in run.stop_reason
    assert len(run.steps) < 25
