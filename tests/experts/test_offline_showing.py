"""Requests that show a screen or set a level, as people type them: "pull up" / "bring up"
show, "take me to the ... settings" opens a screen (a place is still navigated to), a
colloquial verb switches off or deletes, a degree word is a level, a finder command that asks
for a detail is a question, a hyphen inside a word is no word break, a thing said to have moved
is moved, a new number said of someone changes their phone, a thing made all-day turns on
its switch in the item's form, the lower-case subject of a where-question is what it is about,
a place's phone number is looked up in Maps. Reading tests, then whole
runs on SimDroid that assert the phone's state and that the run ends without looping."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal
from experts.offline.patterns import asked_level
from experts.offline.when import date_phrase, resolve_date
from experts.offline.words import contains_phrase, names_thing
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_pull_up_and_bring_up_show_a_thing():
    assert parse_goal("pull up my zaps").verbs == ["open"]
    assert parse_goal("bring up the quorn page").verbs == ["open"]


def test_take_me_to_a_screen_opens_it_and_to_a_place_navigates():
    assert parse_goal("take me to the zap settings").verbs == ["open"]
    assert parse_goal("take me to quorn square").verbs == ["navigate"]


def test_being_taken_back_driven_or_walked_to_a_place_navigates():
    for said in ("take me back to", "drive me to", "walk me over to", "bring me back to"):
        assert parse_goal(f"{said} quorn square").verbs == ["navigate"], said


def test_colloquial_verbs_switch_off_and_delete():
    killed = parse_goal("kill the zapnet")
    assert killed.verbs == ["disable"] and killed.toggle is False
    assert parse_goal("ditch the quorn alarm").verbs == ["delete"]


def test_degree_words_are_levels():
    assert asked_level("crank the zap all the way up") == 100
    assert asked_level("zap to the max") == 100
    assert asked_level("zap all the way down please") == 0
    assert asked_level("put the zap at half") == 50
    assert asked_level("zap to 40 percent") == 40
    assert asked_level("zap it now") is None
    assert asked_level('reply "Congrats on the half marathon!"') is None
    assert asked_level("a half hour zap") is None


def test_a_level_to_a_percent_is_no_move_to_a_time():
    assert parse_goal("dim the zap to 40%").verbs == ["set"]
    assert parse_goal("shove my zap meeting to 2pm").verbs == ["move"]


def test_a_finder_command_for_a_detail_is_a_question():
    assert parse_goal("Find the zap reference for my Quorn trip").wants_answer
    assert parse_goal("find out which room the zap meeting is in").wants_answer
    assert not parse_goal("find the zap email from Ann").wants_answer
    assert not parse_goal("find the cheapest quorn for my mom").wants_answer
    assert not parse_goal("find a zap shop nearby").wants_answer


def test_a_hyphen_between_letters_joins_a_word():
    assert contains_phrase("Zap\u2011Net on, Home", "zapnet")
    assert names_thing("Quorn-Box | 2 items", "quornbox items")
    assert not contains_phrase("Zap Net", "zapnet")


def test_an_app_said_in_lower_case_is_opened_and_the_run_ends(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "show me my clock", device)
    assert device.state()["foreground"] == "com.simdroid.clock"
    assert len(found.steps) <= 2 and "loop" not in found.stop_reason


def test_a_tab_asked_for_is_opened_once_and_the_run_ends(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "bring up my stopwatch", device)
    taps = [s for s in found.steps if s.operation.kind == "tap"]
    assert device.state()["foreground"] == "com.simdroid.clock"
    assert len(taps) == 1 and "loop" not in found.stop_reason


def test_a_slider_is_set_to_the_degree_asked(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run_offline(tmp_path, "turn the brightness all the way down", device)
    assert device.state()["system"]["brightness"] == 0.0
    device = SimDevice(seed=0)
    run_offline(tmp_path / "up", "screen brightness to the max", device)
    assert device.state()["system"]["brightness"] == 1.0


def test_a_thing_said_to_have_moved_is_moved_to_the_day_of_the_month():
    goal = parse_goal("zap night got bumped to the 23rd")
    assert goal.verbs == ["move"]
    assert date_phrase(goal.instruction) == "the 23rd"
    assert resolve_date("the 23rd", dt.date(2026, 3, 19)) == dt.date(2026, 3, 23)
    assert resolve_date("the 2nd", dt.date(2026, 3, 29)) == dt.date(2026, 4, 2)
    assert parse_goal("I moved to Quornville").verbs != ["move"]
    assert date_phrase("meet on the 3rd floor") is None


def test_a_new_number_said_of_someone_changes_their_phone():
    goal = parse_goal("zed quorn's new number is 415-555-0101")
    assert goal.verbs == ["change"] and goal.fields == {"phone": "415-555-0101"}
    assert parse_goal("change zed quorn's number to 415-555-0101").fields == {
        "phone": "415-555-0101"
    }


def test_a_thing_made_all_day_turns_on_its_all_day_switch():
    for said in ("make the zap night all-day", "the zap night is an all day thing now"):
        goal = parse_goal(said)
        assert goal.verbs == ["turn"] and goal.toggle is True
        assert goal.quoted == ["zap night"]


def test_the_lower_case_subject_of_a_where_question_is_what_it_is_about():
    assert parse_goal("which room is the zap night in").about == "zap night"
    assert parse_goal("where's the quorn meetup").about == "quorn meetup"
    assert parse_goal("where is the email").about == ""
    assert parse_goal("Find where the quorn meetup is happening").wants_answer


def test_a_phone_number_is_no_device_and_a_venue_is_found_in_maps():
    apps = ["Settings", "Contacts", "Maps"]
    assert app_candidates(parse_goal("what's the phone number for quorn street"), apps)[0] == "Maps"
    assert app_candidates(parse_goal("phone number of zap road grill?"), apps)[0] == "Maps"
    assert app_candidates(parse_goal("what's ann lee's phone number"), apps) == ["Contacts"]
    assert app_candidates(parse_goal("rename this phone to Zap"), apps) == ["Settings"]


def test_an_event_made_all_day_is_edited_and_saved(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    events = device.state()["calendar"]["events"]
    event = next(e for e in events if not e["all_day"] and e["date"] > "2026-03-19")
    found = run_offline(tmp_path, f"make the {event['title'].lower()} an all day event", device)
    after = {e["id"]: e for e in device.state()["calendar"]["events"]}
    assert after[event["id"]]["all_day"] and found.done
    assert sum(e["all_day"] for e in after.values()) == sum(e["all_day"] for e in events) + 1
