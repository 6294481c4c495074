"""Requests read as finding a value first, on real team runs on SimDroid with the offline
policy: a thing's phone number saved as a contact (experts/offline/contact_saved.py,
planners/contacted.py) and a place known by who works there (experts/offline/workplace.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.bench_team import load_dev, run_team
from experts.assembly_phrases import timed_thing
from experts.assembly_planned import planned
from experts.assembly_said import whoever
from experts.offline.contact_saved import saved_as_contact
from experts.offline.relative import relative_found_first
from experts.offline.workplace import workplace_found_first
from mobilexperts.config import Settings
from planners.persons import met_with

DEV = Path(__file__).parents[2] / "evals" / "dev" / "cross54.yaml"


@pytest.mark.parametrize(
    ("request_text", "thing", "name"),
    [
        ("add zib grill to my contacts with their number", "zib grill", "Zib Grill"),
        ("save the zorb inn's phone to contacts under Inn", "zorb inn", "Inn"),
        ("new contact for blorp lodge, use the phone number from the map", "blorp lodge", None),
        ("make a contact called Zed with the number of quux's diner", "quux's diner", "Zed"),
        ("i need vip hall in my address book, with the phone number", "vip hall", "Vip Hall"),
        ("whats the number for zap roasters? save it to contacts", "zap roasters", None),
        (
            "open the map, find zib hall, and save its number to contacts under the name Hall",
            "zib hall",
            "Hall",
        ),
        (
            "find zorb grill on the map and add it to my contacts with its number",
            "zorb grill",
            None,
        ),
        ("Get Zed's Diner's phone number and save it to contacts", "Zed's Diner", "Zed's Diner"),
        ("Save the number of the Zib Hall cafe to my contacts", "Zib Hall cafe", "Zib Hall"),
        ("Find Zorb Bowl on the map, create a contact with its name and number", "Zorb Bowl", None),
    ],
)
def test_a_things_number_saved_as_a_contact_is_found_first_then_added(
    request_text: str, thing: str, name: str | None
) -> None:
    said = saved_as_contact(request_text)
    assert said.startswith(f"what is the phone number of {thing}? add it to my contacts as ")
    if name:
        assert said.endswith(f" as {name}")


@pytest.mark.parametrize(
    "request_text",
    [
        "add Zed Quux to contacts with the number 415-555-0198",
        "add zed to my favorite contacts",
        "add the nearest inn to my contacts with its number",
        "text zed the number of zib grill",
    ],
)
def test_a_typed_number_a_described_thing_or_no_new_contact_is_left_as_said(
    request_text: str,
) -> None:
    assert saved_as_contact(request_text) == request_text


@pytest.mark.parametrize("task_id", ["cross54_hotel_under", "cross54_chengdu_with_phone"])
def test_a_map_places_number_is_saved_as_a_contact_by_the_team(
    tmp_path: Path, task_id: str
) -> None:
    task = next(t for t in load_dev(DEV) if t.id == task_id).ready
    row = run_team(task, Settings(data_dir=tmp_path / "data"), tmp_path / "run")
    assert row["success"], row["stage"]
    assert row["nodes"] == 2


@pytest.mark.parametrize(
    ("request_text", "said"),
    [
        ("navigate to zed quux's office", "which company does zed quux work for? navigate there"),
        ("take me to where zed works", "which company does zed work for? take me there"),
        ("save the company bo works for in the map", "which company does bo work for? save it"),
        ("directions to ann's job", "which company does ann work for? get directions there"),
        ("get directions to the office where zed works", "which company does zed work for?"),
    ],
)
def test_a_place_known_by_who_works_there_is_found_in_the_address_book_first(
    request_text: str, said: str
) -> None:
    assert workplace_found_first(request_text).startswith(said)


def test_a_question_about_a_workplace_or_no_workplace_is_left_as_said() -> None:
    for text in ("is zed's office open right now?", "go to work", "text bo zed's number"):
        assert workplace_found_first(text) == text


def test_navigating_to_a_contacts_workplace_finds_the_company_then_navigates(
    tmp_path: Path,
) -> None:
    task = next(t for t in load_dev(DEV) if t.id == "cross54_directions_tara_job").ready
    row = run_team(task, Settings(data_dir=tmp_path / "data"), tmp_path / "run")
    assert row["success"], row["stage"]


@pytest.mark.parametrize(
    ("request_text", "said"),
    [
        (
            "add a zap clock for the city my zorb lands in",
            "which city does my zorb land in? add a zap clock for it",
        ),
        ("text bo the room the zib sync is in", "which room is the zib sync in? text bo it"),
        (
            "email al the name of the quux my phone is joined to",
            "which quux is my phone joined to?",
        ),
        (
            "save the place my zib dinner is at in the map",
            "which place is my zib dinner at? save it",
        ),
    ],
)
def test_a_thing_named_by_a_clause_about_it_is_asked_for_first(
    request_text: str, said: str
) -> None:
    assert relative_found_first(request_text).startswith(said)


def test_a_question_or_a_clause_going_on_past_its_preposition_is_left_as_said() -> None:
    for text in (
        "what city does my zorb land in",
        "add the dish my wife likes to the list",
        "text bo the month the zib is planned for on our zorb roadmap page",
    ):
        assert relative_found_first(text) == text


def test_a_timed_things_name_for_the_alarm_stays_with_the_act() -> None:
    timed = timed_thing("set an alarm 30 minutes before zorb club labeled Zorb", frozenset())
    assert timed is not None and timed["thing"] == "zorb club"
    asked = timed_thing("set an alarm for when the zib club meets called Zib", frozenset())
    assert asked is not None and asked["thing"] == "when the zib club meets"


def test_when_a_trip_is_said_after_where_to_is_part_of_the_trip() -> None:
    found = planned("add a zap clock for the city i'm flying to in april")
    assert found is not None and found.group(0) == "i'm flying to in april"


def test_someone_reached_by_a_plan_with_them_is_found_in_the_calendar_first() -> None:
    said = whoever("text the zib code to whoever i have brunch with today")
    assert (
        said == "text the zib code to my person (the one i have brunch with today in my calendar)"
    )
    said = whoever("text the person i'm seeing tonight that i'm late")
    assert said == "text my person (the one i'm seeing tonight in my calendar) that i'm late"
    assert whoever("text zed that i'm late") == "text zed that i'm late"


def test_whom_a_plan_is_with_is_the_name_after_with() -> None:
    shown = ["Catch up before the trip.", "Zorp with Zed Quux", "Saturday, March 14"]
    assert met_with("Who am I having zorp with today?", shown) == "Zed Quux"
    assert met_with("Who is hosting the zorp?", shown) is None


def test_a_workplaces_detail_is_no_workplace() -> None:
    for text in ("save zed's work email in my contacts", "save zed's office number"):
        assert workplace_found_first(text) == text
