"""Filling a form with every value a request gives: a value goes only into a field that asks for
its kind, a record's details said in a row are its fields, the options the keyboard hides are
ticked before the form is submitted. Whole runs of the offline policy on SimDroid, checked from
the phone's state."""

from __future__ import annotations

from pathlib import Path

from experts.offline.details import detailed, labelled
from experts.offline.goal import parse_goal
from experts.offline.value_kinds import field_kind, kind_fit, value_kind
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_value_is_known_by_its_kind() -> None:
    assert value_kind("zed@quorn.example.net") == "email"
    assert value_kind("212 555 0199") == "phone"
    assert value_kind("2026-05-02") == "date"
    assert value_kind("october 3") == "date"
    assert value_kind("7:05 pm") == "time"
    assert value_kind("zorb night") is None


def test_a_field_asks_for_a_kind_by_its_hint_or_caption() -> None:
    assert field_kind({"birthday", "e", "g"}, "Birthday (e.g. Zapril 4, or May 4)") == "date"
    assert field_kind(set(), "HH:MM") == "time"
    assert field_kind({"email"}, "Email") == "email"
    assert field_kind({"compose", "email"}, "Compose email") is None
    assert field_kind({"first", "name"}, "First name") == "text"
    assert kind_fit("zed@quorn.example.net", {"first", "name"}, "First name") == -1
    assert kind_fit("zed@quorn.example.net", {"email"}, "Email") == 1
    assert kind_fit("Zorb club", {"first", "name"}, "First name") is None


def test_a_records_details_in_a_row_are_its_fields_not_a_sending_step() -> None:
    said = detailed("add zed quorn, cell 212-555-0199, email zed@quorn.example.net")
    assert "with phone 212-555-0199" in said and "with email zed@quorn.example.net" in said
    goal = parse_goal("add zed quorn, cell 212-555-0199, email zed@quorn.example.net")
    assert goal.verbs == ["add"]
    assert goal.fields == {"phone": "212-555-0199", "email": "zed@quorn.example.net"}
    sending = "email zed@quorn.example.net, number 212-555-0199 is new"
    assert detailed(sending) == sending


def test_a_verbless_labelled_record_is_set_with_its_label() -> None:
    assert labelled("zorb alarm 7:10 am") == 'set an alarm 7:10 am called "Zorb"'
    assert labelled("my alarm 7:10 am") == "my alarm 7:10 am"


def test_a_new_contact_gets_its_number_email_and_birthday(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    request = "new contact zed quorn, cell 212-555-0199, email zed@quorn.example.net, bday may 4"
    run = run_offline(tmp_path, request, device)
    made = device.state()["contacts"]["contacts"][-1]
    assert run.done and made["name"] == "Zed Quorn"
    assert (made["phone"], made["email"], made["birthday"]) == (
        "(212) 555-0199",
        "zed@quorn.example.net",
        "May 4",
    )


def test_days_the_keyboard_hides_are_ticked_before_saving(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "wake me at 10:40 on saturdays and sundays", device)
    alarms = [a for a in device.state()["clock"]["alarms"] if a["time"] == "10:40"]
    assert run.done and [a["days"] for a in alarms] == [["Sat", "Sun"]]


def test_a_new_events_place_and_note_are_its_fields() -> None:
    goal = parse_goal("schedule zorb practice friday 6:15 pm at quorn hall, note bring a zed")
    assert goal.values["title"] == "zorb practice"
    assert goal.fields == {"location": "quorn hall", "note": "bring a zed"}


def test_a_number_texted_is_the_recipient_and_its_tap_is_known(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "text 212-555-0187 saying zorb at six", device)
    thread = device.state()["messages"]["threads"][0]
    assert run.done and thread["address"] == "(212) 555-0187"
    assert thread["messages"][-1]["text"] == "zorb at six"


def test_a_refused_form_is_saved_with_the_switch_that_makes_its_empty_field_unneeded(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, 'add "Zorbfest" on 2026-05-02 to my calendar', device)
    made = [e for e in device.state()["calendar"]["events"] if e["title"] == "Zorbfest"]
    assert run.done and len(made) == 1
    assert (made[0]["date"], made[0]["all_day"], made[0]["start"]) == ("2026-05-02", True, "")
