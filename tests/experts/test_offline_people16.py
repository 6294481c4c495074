"""Requests people type that the offline policy could not carry out (people16): a one-word
name with a possessive "s" typed without its apostrophe ("like danas chirp"), which an app's
search matches only without the "s". Whole runs of
the offline policy on SimDroid assert the phone's state and the judge's claim."""

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
