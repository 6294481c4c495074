"""A new name given "to X" runs to the clause's end ("... name to Kitchen phone"), "change
what X is called to Y" renames X, and the judge refuses a run that typed a value the request
goes on with "and …" when the rest was typed nowhere."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import Expert, ExpertSettings
from experts.offline.goal import parse_goal
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _acted(instruction: str) -> tuple[dict, bool]:
    device = SimDevice(seed=0)
    run = Expert(device, OfflinePolicy(), ExpertSettings(vision=False, max_steps=25)).act(
        instruction
    )
    return device.state(), run.done


def test_a_new_name_runs_to_the_end_of_the_clause() -> None:
    assert parse_goal("set my zib's name to Quor blorf").fields == {"name": "Quor blorf"}
    assert parse_goal("change the zib name to Quor of Blorf").fields == {"name": "Quor of Blorf"}
    assert parse_goal("change the nickname to Big Al for alice").fields == {"nickname": "Big Al"}
    state, done = _acted("set my phone's name to Kitchen phone")
    assert state["settings"]["device_name"] == "Kitchen phone"
    assert done


def test_changing_what_a_thing_is_called_renames_it() -> None:
    goal = parse_goal("change what my zib is called to Quor")
    assert [s.verb for s in goal.steps] == ["rename"] and goal.fields == {"name": "Quor"}
    state, done = _acted("change what my phone is called to Zed")
    assert state["settings"]["device_name"] == "Zed"
    assert [c["name"] for c in state["contacts"]["contacts"] if c["first"] == "Zed"] == []
    assert done


def test_a_typed_value_whose_and_rest_went_nowhere_is_refused() -> None:
    session = Session(SimDevice())
    session.open("Pages")
    session.tap("new_page")
    session.type("page_title", "Groceries with milk")
    session.back()
    judged = session.judge("create a note called Groceries with milk and eggs")
    assert judged.verdict != "done"
    assert "'and eggs' went nowhere" in judged.reason


def test_an_and_rest_that_was_typed_or_is_a_clause_of_its_own_passes() -> None:
    session = Session(SimDevice())
    session.open("Pages")
    session.tap("new_page")
    session.type("page_title", "Groceries")
    session.type("page_body", "milk and eggs")
    session.back()
    judged = session.judge("create a note called Groceries with milk and eggs")
    assert "went nowhere" not in judged.reason


def test_a_title_given_as_another_things_title_is_not_typed_as_written() -> None:
    assert "title" not in parse_goal("make a zib titled with the quor's title").values
    assert "title" not in parse_goal("make a zib titled its title").values
    assert parse_goal("make a zib titled The Name").values["title"] == "The Name"


def test_a_name_wished_given_or_set_after_a_colon_is_a_rename_or_a_change() -> None:
    assert parse_goal("i want my zib to be called Quor 2").fields == {"name": "Quor 2"}
    assert parse_goal("i'd like my zib to be named Quor").fields == {"name": "Quor"}
    assert parse_goal("give my zib the name Quor").fields == {"name": "Quor"}
    assert parse_goal("update the zib name: Quor").fields == {"name": "Quor"}
    state, done = _acted("give my phone the name Nova")
    assert state["settings"]["device_name"] == "Nova"
    assert done
