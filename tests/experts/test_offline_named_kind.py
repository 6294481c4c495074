"""A thing of a kind given its own name ("save a zib named Quor") is a new one: made with the
control that makes one, titled without a phrase that puts it among its kind ("... to zibs"),
and a run that typed the name over an existing row's instead is refused. An email's labelled
subject outranks what it is "about"; "called to X" and "X from now on" name X."""

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


def test_a_named_note_saved_is_a_new_page_and_no_page_is_renamed() -> None:
    state, done = _acted("save a note named Seed swap in my notes app")
    titles = [p["title"] for p in state["pages"]["pages"]]
    assert len(titles) == 17 and titles[-1] == "Seed swap"
    assert "1:1 notes" in titles
    assert done


def test_a_title_ends_before_the_phrase_putting_it_among_its_kind() -> None:
    state, done = _acted("jot a page called Weekend plans to pages")
    assert state["pages"]["pages"][-1]["title"] == "Weekend plans"
    assert done
    assert parse_goal("make a page called Back to school").values["title"] == "Back to school"


def test_a_labelled_subject_outranks_what_the_email_is_about() -> None:
    state, done = _acted(
        "email priya about the budget, subject Q2 budget, say can we talk tomorrow"
    )
    sent = [m for m in state["mail"]["sent"] if m["to"] == "priya.ibrahim@example.com"]
    assert [m["subject"] for m in sent] == ["Q2 budget"]
    assert done


def test_a_new_name_is_read_without_to_or_from_now_on() -> None:
    assert parse_goal("change what my phone is called to Desk Droid").fields == {
        "name": "Desk Droid"
    }
    assert parse_goal("make a page called To Do").values["title"] == "To Do"
    state, done = _acted("call my phone Orbit from now on")
    assert state["settings"]["device_name"] == "Orbit"
    assert done


def test_a_new_pages_run_that_typed_over_an_opened_row_is_refused() -> None:
    session = Session(SimDevice())
    session.open("Pages")
    session.tap("Weekly team sync")
    session.type("page_title", "Seed swap", clear=True)
    judged = session.judge("save a note named Seed swap in my notes app")
    assert judged.verdict != "done"
    assert "typed over 'Weekly team sync'" in judged.reason


def test_a_title_typed_only_as_an_entry_of_the_new_list_is_refused() -> None:
    session = Session(SimDevice())
    session.open("Pages")
    session.tap("new_page")
    session.type("new_todo", "Errands")
    judged = session.judge("make a to-do list called Errands")
    assert judged.verdict != "done"
    assert "typed into another field" in judged.reason


def test_a_name_searched_for_then_typed_word_by_word_into_name_fields_is_given() -> None:
    session = Session(SimDevice())
    session.open("Contacts")
    session.tap("search")
    session.type("search_query", "Zib Quux")
    session.back()
    session.back()
    session.tap("Create contact")
    session.type("first_name", "Zib")
    session.type("last_name", "Quux")
    session.type("phone", "555-010-0101")
    session.tap("Save")
    judged = session.judge("save 555-010-0101 as a new contact named Zib Quux")
    assert "typed into another field" not in judged.reason


def test_a_title_ends_where_the_records_time_or_detail_begins() -> None:
    assert parse_goal("create an event titled Zib at 11:30").values["title"] == "Zib"
    assert parse_goal("add an event called Zib tomorrow at 9am").values["title"] == "Zib"
    assert parse_goal("make an event called Zib for when my zorb arrives").values["title"] == "Zib"
    assert parse_goal("a contact called Zib with the number of quux").values["title"] == "Zib"
    assert parse_goal("make a page called Zib at home").values["title"] == "Zib at home"


def test_an_event_titled_with_its_time_unquoted_is_made_at_that_time() -> None:
    state, done = _acted("create an event titled Zib lunch at 11:30")
    made = [e for e in state["calendar"]["events"] if e["title"] == "Zib lunch"]
    assert done and [(e["date"], e["start"]) for e in made] == [("2026-03-14", "11:30")]
