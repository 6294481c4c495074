"""A named item taken out of a collection the request names: on the item's own screen, the one
control naming that collection and showing the item kept there is tapped, and the step is
done once that control shows the other state. Whole runs of the
offline policy on SimDroid, the item read from the phone's state."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from experts.offline.keeping import collection_words, kept_state
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_lone_removal_names_its_collection_without_generic_list_words() -> None:
    assert collection_words(parse_goal("remove the quorn lamp from my zapline places")) == {
        "zaplin"
    }
    assert collection_words(parse_goal("take the quorn lamp off my zapwish")) == {"zapwish"}
    assert not collection_words(parse_goal("put the quorn lamp on my zapwish"))
    assert not collection_words(parse_goal("remove the quorn lamp"))


def test_a_control_shows_the_kept_state_by_selection_or_a_past_tense_label() -> None:
    assert kept_state(ElementContext(index=1, cls="ImageButton", id="zap_toggle", selected=True))
    assert kept_state(ElementContext(index=2, cls="Button", label="Zapped"))
    assert not kept_state(ElementContext(index=3, cls="Button", label="Zap"))


def test_an_item_kept_on_a_wishlist_is_taken_off_it(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    state = device.state()["shop"]
    kept = state["favorites"][0]
    name = next(p["name"] for p in state["products"] if p["id"] == kept)
    run = run_offline(tmp_path, f"take the {name.lower()} off my wishlist", device)
    assert kept not in device.state()["shop"]["favorites"]
    assert run.done
    assert len(run.steps) <= 5


def test_a_place_taken_off_the_saved_places_ends_once_its_button_no_longer_says_saved(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    state = device.state()["maps"]
    kept = state["saved"][-1]
    name = next(p["name"] for p in state["places"] if p["id"] == kept)
    run = run_offline(tmp_path, f"remove {name.lower()} from my saved places", device)
    assert kept not in device.state()["maps"]["saved"]
    assert run.done
    assert len(run.steps) <= 5
