"""Fact questions and hand-offs inside one expert, the parts of cross-app tasks a single expert
runs: a question a list row answers, a list paged to find the row, the app a question about
one's plans reads, a quoted value naming another app, a label typed into a form, a document
opened and read. Whole runs of the offline policy on SimDroid; each asserts the phone's state
or the answer the run ends with."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline

LABELS = ["Chirp", "Mail", "Pages", "Files", "Market", "Messages", "Contacts", "Maps", "Calendar"]


def test_an_app_named_in_passing_comes_before_one_a_word_of_the_question_fits() -> None:
    goal = parse_goal("Who has a birthday tomorrow according to my calendar?")
    assert app_candidates(goal, LABELS)[0] == "Calendar"
    assert app_candidates(goal, list(reversed(LABELS)))[0] == "Calendar"
    later = parse_goal('Tara emailed about the run. Reply, and add it to my calendar as "Run".')
    assert app_candidates(later, LABELS) == ["Mail", "Calendar"]


def test_who_asks_for_the_person_a_row_on_the_first_screen_names(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "Who has a birthday tomorrow according to my calendar?")
    assert found.done and found.answer == "Isla"
    assert len(found.steps) <= 2


def test_when_pages_the_list_until_a_row_answers_with_its_day_and_time(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "When is my flight in the calendar?")
    assert found.done
    day, time = found.answer.split(" | ")
    assert day.startswith(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"))
    assert ":" in time
    assert any(s.target and "Next" in s.target.label for s in found.steps)


def event(device: SimDevice, title_word: str) -> dict:
    """The calendar event whose title has ``title_word``, from the phone's state."""
    events = device.state()["calendar"]["events"]
    return next(e for e in events if title_word in e["title"].split())


def test_a_question_about_my_plans_reads_the_calendar_and_turns_back_a_page(
    tmp_path: Path,
) -> None:
    request = "Where did I have dinner last night?"
    assert app_candidates(parse_goal(request), LABELS)[0] == "Calendar"
    device = SimDevice(seed=7)
    found = run_offline(tmp_path, request, device)
    assert found.done and found.answer == event(device, "Dinner")["location"]
    assert any(s.target and "Previous" in s.target.label for s in found.steps)


def test_a_where_question_naming_a_person_opens_only_the_row_it_asks_about(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=7)
    found = run_offline(tmp_path, "Where am I having lunch with Isla this week?", device)
    assert found.done and found.answer == event(device, "Lunch")["location"]
    opened = [s.target.label for s in found.steps if s.target and " | " in s.target.label]
    assert all("Isla" in label for label in opened)


def test_reading_a_document_in_a_named_folder_answers_with_its_text(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "Read the meeting minutes from March 10 in my Documents")
    assert found.done
    assert [s.operation.app for s in found.steps if s.operation.kind == "open_app"] == ["Files"]
    assert "Meeting minutes" in found.steps[-1].target.label
    assert len(found.answer.split(" | ")) == 3


def test_an_app_label_inside_a_quoted_value_opens_no_app(tmp_path: Path) -> None:
    request = 'text "Sunrise Studio, 88 Market St" to Maya Garcia.'
    assert app_candidates(parse_goal(request), LABELS) == ["Messages"]
    assert app_candidates(parse_goal('Open "Maps"'), LABELS) == ["Maps"]
    share = parse_goal("share it with Rosa Kim in Messages")
    assert app_candidates(share, LABELS, sources_only=True) == []
    device = SimDevice(seed=7)
    found = run_offline(tmp_path, request, device)
    assert found.done
    assert "Market" not in [s.operation.app for s in found.steps if s.operation.kind == "open_app"]
    sent = [
        m["text"]
        for t in device.state()["messages"]["threads"]
        for m in t["messages"]
        if m["outgoing"]
    ]
    assert "Sunrise Studio, 88 Market St" in sent


def test_a_label_and_a_named_weekday_go_into_the_alarm_form(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    run_offline(
        tmp_path,
        'set an alarm at 14:30 that repeats on Mondays, labelled "Prepare design review".',
        device,
    )
    alarms = [a for a in device.state()["clock"]["alarms"] if a["time"] == "14:30"]
    assert len(alarms) == 1
    assert alarms[0]["label"] == "Prepare design review"
    assert alarms[0]["repeat"] == "Mon"


def test_a_place_named_by_my_plans_is_found_in_the_calendar_then_used(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    found = run_offline(
        tmp_path, "Start navigating to the place where I'm having brunch today.", device
    )
    place = event(device, "Brunch")["location"]
    kept = [s.operation for s in found.steps if s.operation.kind == "think"]
    assert [k.content for k in kept] == [place]
    assert device.state()["maps"]["navigation"]["place"] == place


def test_someone_a_statement_describes_is_found_before_them_gets_the_text(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=7)
    request = (
        'Someone has a birthday tomorrow according to my calendar. Text them "Happy birthday!"'
    )
    run_offline(tmp_path, request, device)
    first = event(device, "birthday")["title"].split("'")[0]
    person = next(c for c in device.state()["contacts"]["contacts"] if c["first"] == first)
    threads = device.state()["messages"]["threads"]
    last = next(t for t in threads if t["address"] == person["phone"])["messages"][-1]
    assert last["outgoing"] and last["text"] == "Happy birthday!"


def test_an_answer_a_later_step_sends_is_kept_not_given_as_the_end(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "Look up the rating of Green Leaf Kitchen in Maps, and text Isla it."
    )
    kept = [s.operation for s in found.steps if s.operation.kind == "think"]
    assert kept and kept[0].goal.startswith("Look up the rating")
    assert not found.answer


def test_a_place_sharing_one_word_of_the_named_place_is_not_opened(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    names = [p["name"] for p in device.state()["maps"]["places"]]
    place = "Green Leaf Kitchen"
    others = [n for n in names if n != place and n.split()[-1] == place.split()[-1]]
    assert others, "the world has another place sharing the last word"
    run = run_offline(tmp_path, f"navigate to {place} in Maps", device)
    tapped = [step.target.label for step in run.steps if step.target is not None]
    assert not any(other in t for other in others for t in tapped), tapped
    assert device.state()["maps"]["navigation"]["place"] == place
