"""A request word no element shows is read as the relative the screen does show, only where
the run would otherwise leave the screen, and the judge reads the final screen the same way."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import Expert, ExpertSettings
from experts.offline.relatives import in_words, relatives
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice


def test_relatives_come_from_synonyms_either_way_and_the_nouns_of_one_attribute() -> None:
    assert "dark" in relatives("night")
    assert "brightness" in relatives("light")
    assert "night" not in relatives("light")


def test_only_words_not_shown_are_swapped_and_only_for_a_relative_that_is() -> None:
    assert in_words("switch to night mode", {"dark", "theme"}) == "switch to dark mode"
    assert in_words("switch to night mode", {"night", "dark"}) == "switch to night mode"
    assert in_words("switch to night mode", {"wifi"}) == "switch to night mode"


def _run(instruction: str) -> tuple[SimDevice, object]:
    device = SimDevice(seed=0)
    expert = Expert(device, OfflinePolicy(), ExpertSettings(vision=False, max_steps=16))
    return device, expert.act(instruction)


def test_a_setting_named_by_a_relative_of_its_label_is_set_and_accepted() -> None:
    device, run = _run("lower the screen light to 20%")
    assert device.state()["system"]["brightness"] == 0.2
    assert run.done


def test_a_relative_shown_nowhere_still_ends_undone_with_the_reason() -> None:
    device, run = _run("switch my phone to zorblat mode")
    assert device.state()["system"]["dark_theme"] is False
    assert not run.done
