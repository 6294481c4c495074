"""Requests people type that the offline policy could not carry out (people16): a one-word
name with a possessive "s" typed without its apostrophe ("like danas chirp"), which an app's
search matches only without the "s", and an undoing request ("unstar") done by tapping the
control that says the state it leaves ("Starred"). Whole runs of the offline policy on SimDroid
assert the phone's state and the judge's claim."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.research import unowned
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_possessive_s_comes_off_only_a_word_that_can_take_one() -> None:
    assert unowned("danas") == "dana"
    assert unowned("Wens") == "Wen"
    assert unowned("boss") is None
    assert unowned("als") is None


def test_a_post_of_a_name_typed_with_a_bare_possessive_is_found_and_liked(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "like danas half marathon chirp", device)
    posts = {p["id"]: p for p in device.state()["chirp"]["posts"]}
    assert posts[28]["liked"] is True
    assert (
        sum(p["liked"] for p in posts.values())
        == sum(p["liked"] for p in SimDevice(seed=0).state()["chirp"]["posts"]) + 1
    )
    assert found.done


def test_an_undoing_request_is_claimed_by_the_control_saying_the_state_it_left(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "unstar wens book recommendation email", device)
    starred = {m["id"]: m["starred"] for m in device.state()["mail"]["inbox"]}
    assert starred[15] is False
    assert starred[4] is True and starred[8] is True
    assert found.done
