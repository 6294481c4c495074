"""Changing fields of an item that exists: a record's details given values in any word order,
a name a thing ought to have, a thing said to be at another time now, a definite thing set by
a verb that can also make one, a name kept outside the new value, and a moved item that keeps
its length."""

from __future__ import annotations

from pathlib import Path

import pytest

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


@pytest.mark.parametrize(
    "request_",
    [
        "zed quorn has an email now: zed@quorn.example.org",
        "put zed@quorn.example.org as zed quorn's email instead",
        "new email for zed quorn - zed@quorn.example.org",
        "edit zed quorn: email zed@quorn.example.org",
        "change the email on zed quorn's card to zed@quorn.example.org",
        "switch zed quorn's email over to zed@quorn.example.org",
    ],
)
def test_a_records_new_detail_is_read_in_any_word_order(request_: str):
    goal = parse_goal(request_)
    assert goal.verbs == ["change"]
    assert goal.fields == {"email": "zed@quorn.example.org"}
    assert goal.names == ["Zed Quorn"]


def test_each_value_goes_to_the_detail_its_kind_fits():
    goal = parse_goal("give zed quorn the number 555-0101 and the email zed@quorn.example.org")
    assert goal.fields == {"phone": "555-0101", "email": "zed@quorn.example.org"}
    assert parse_goal("zed quorn's birthday should be june 2").fields == {"birthday": "june 2"}


def test_a_send_or_a_new_record_is_no_change_of_a_detail():
    sent = parse_goal("can u send zed quorns address to ann@quorn.example.org by mail")
    assert "email" not in sent.fields
    assert sent.values["to"] == "ann@quorn.example.org"
    assert parse_goal("save zed quorn's number 555-0101").verbs != ["change"]


def test_a_name_a_thing_ought_to_have_renames_it():
    renamed = parse_goal("the file zap notes.txt should be called quorn notes.txt")
    assert renamed.verbs == ["rename"]
    assert renamed.fields == {"name": "quorn notes.txt"}
    named = parse_goal("device name should be Zed phone")
    assert named.fields == {"name": "Zed phone"}


def test_a_thing_at_another_time_now_is_moved_whole():
    goal = parse_goal("zap night with ann is now on march 9")
    assert goal.verbs == ["move"]
    assert goal.quoted == ["zap night with ann"]
    assert parse_goal("the zap is now on").verbs != ["move"]


def test_a_definite_thing_is_set_by_no_control_that_adds_one():
    assert "add" not in parse_goal("set the zap run alarm to 7am").steps[0].ui
    assert "add" in parse_goal("set an alarm for 7am").steps[0].ui
    assert "add" in parse_goal("add the oat milk to my list").steps[0].ui


def test_a_name_said_outside_the_new_name_is_still_the_thing_to_find():
    assert "Zap" in parse_goal("rename the page Zap to Big zap").names
    assert "Zap" not in parse_goal("rename the big page to Zap stuff").names


def test_an_event_moved_to_a_new_start_keeps_its_length(tmp_path: Path):
    sim = SimDevice(seed=0)
    before = next(e for e in sim.state()["calendar"]["events"] if e["title"] == "1:1 with Omar")
    run = run_offline(tmp_path, "change the 1:1 with omar to 4pm", sim)
    after = next(e for e in sim.state()["calendar"]["events"] if e["title"] == "1:1 with Omar")
    assert (before["start"], before["end"]) == ("15:00", "15:30")
    assert (after["start"], after["end"]) == ("16:00", "16:30")
    assert run.done
