"""Marks and choices named by people's words rather than the control's caption: a mark said as
a noun after a light verb, an "un-" verb, a state said by how the item was met, a possessive
name matched to a row that shows the owner and the thing apart, a photo's description that is
no command, and a chooser whose row the request names. Word-level checks, then whole runs of
the offline policy on SimDroid that assert the phone's state."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.clauses import marked_as
from experts.offline.goal import parse_goal
from experts.offline.lexicon import bases, interface_verb
from experts.offline.words import command_stems, names_thing, stems
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_an_un_verb_undoes_the_interface_verb_it_is_built_on() -> None:
    assert interface_verb("unflag") == "unstar"
    assert interface_verb("un-flag") == "unstar"
    assert interface_verb("unpin") == "unfavorite"
    assert interface_verb("unheart") == "unlike"
    assert interface_verb("unsave") == "unsave"
    assert interface_verb("until") is None
    assert interface_verb("under") is None
    assert interface_verb("arm") == "enable"


def test_a_light_verb_with_a_mark_noun_is_that_mark() -> None:
    assert [s.verb for s in parse_goal("give the zorp photo a heart").steps] == ["like"]
    assert [s.verb for s in parse_goal("put zed quorn in my favourite people").steps] == [
        "favorite"
    ]
    assert [s.verb for s in parse_goal("keep the blorp picture for later").steps] == ["save"]
    taken = parse_goal("take back my star on the blorp email")
    assert [s.verb for s in taken.steps] == ["unstar"]


def test_a_state_said_by_how_the_item_was_met_is_the_list_s_state() -> None:
    step = parse_goal("mark the blorp email as seen").steps[0]
    assert marked_as(step) == "read"
    assert step.ui == stems("read")
    assert "see" in bases("seen")


def test_a_possessive_name_matches_a_row_showing_owner_and_thing_apart() -> None:
    assert names_thing("Zed Quorn | Blorp 12 | Hi, the blorp", "zed's blorp")
    assert names_thing("Zed's Zap Pan", "zeds pan")
    assert names_thing("Zed's Zap Pan", "zed's pan")
    assert not names_thing("Zed Quorn | Zap", "zed's blorp")


def test_a_long_description_is_no_command() -> None:
    photo = "Photo by Zed Quorn. May be an image of a mug with a heart in the foam."
    assert command_stems(photo) == frozenset()
    assert command_stems("Add to favorites") >= stems("add favorites")


def test_a_device_named_in_lower_case_is_picked_from_the_pairing_list(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    nearby = device.state()["settings"]["nearby"][-1]
    found = run_offline(tmp_path, f"hook up my {nearby.lower()} over bluetooth", device)
    assert nearby in device.state()["settings"]["paired"]
    assert found.done


def test_a_contact_is_put_among_favourites_by_its_add_to_control(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    contact = next(c for c in device.state()["contacts"]["contacts"] if not c["favorite"])
    run_offline(tmp_path, f"put {contact['name'].lower()} in my favourite contacts", device)
    after = {c["name"]: c["favorite"] for c in device.state()["contacts"]["contacts"]}
    assert after[contact["name"]] is True
    assert sum(after.values()) == 1 + sum(
        c["favorite"] for c in SimDevice(seed=0).state()["contacts"]["contacts"]
    )
