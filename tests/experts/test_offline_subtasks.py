"""Single-app subtasks of the kind the team planner emits, on app features the suite does not
use: a removal from a list that is no thing to open, a row acted on by pressing and holding in
a tab not yet open, an email to a person named without an address, a purpose clause that names
no app. Whole runs of the offline policy on SimDroid; each asserts the phone's state."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.apps import app_candidates
from experts.offline.entries import is_destination
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline

LABELS = ["Chirp", "Mail", "Pages", "Files", "Shop", "Messages", "Contacts", "Maps", "Clock"]


def test_the_list_a_thing_is_removed_from_is_no_thing_to_act_on() -> None:
    goal = parse_goal('Remove "Quill notes" from Starred in Zapline.')
    assert is_destination(goal, "Starred")
    assert not is_destination(goal, "Quill notes")
    sender = parse_goal("Delete the newsletter from Zed Weekly in my inbox.")
    assert not is_destination(sender, "Zed Weekly")


def test_removing_a_page_from_favorites_keeps_the_page(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    page = next(p for p in device.state()["pages"]["pages"] if p["favorite"] and ":" in p["title"])
    found = run_offline(tmp_path, f'Remove "{page["title"]}" from Favorites in Pages.', device)
    pages = device.state()["pages"]["pages"]
    assert found.done
    assert [p["favorite"] for p in pages if p["id"] == page["id"]] == [False]
    assert device.state()["pages"]["trash"] == []


def test_a_row_with_no_tap_action_is_pressed_and_held_in_a_tab_not_yet_open(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    city = device.state()["clock"]["cities"][1]
    found = run_offline(tmp_path, f"Remove {city} from the world clock in Clock.", device)
    cities = device.state()["clock"]["cities"]
    assert found.done
    assert city not in cities and len(cities) == 2
    assert any(s.operation.kind == "long_press" for s in found.steps)


def test_an_email_to_a_person_named_without_an_address_looks_the_address_up(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, 'email omar "The launch moved to April 21." in Mail.', device)
    sent = device.state()["mail"]["sent"][0]
    assert found.done
    assert sent["to"] == "omar.xu@example.com"
    assert "April 21" in sent["body"]


def test_a_purpose_clause_names_no_app_to_work_in() -> None:
    goal = parse_goal('Send "Quill 13, $899" to Ann Lee in Messages so they can check the price.')
    assert app_candidates(goal, LABELS)[0] == "Messages"


def test_a_question_closing_with_in_an_app_is_asked_there_first() -> None:
    goal = parse_goal("How much is due on the quorn invoice in my downloads in Files?")
    assert app_candidates(goal, [*LABELS, "Market"])[0] == "Files"
    told = parse_goal("Send the quorn invoice in my downloads to Ann Lee in Messages.")
    assert app_candidates(told, [*LABELS, "Market"])[0] != "Messages"


def test_every_item_a_condition_picks_is_acted_on_one_by_one_and_no_other(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    alarms = device.state()["clock"]["alarms"]
    off = {a["label"] for a in alarms if not a["enabled"]}
    found = run_offline(tmp_path, "Delete every alarm that is turned off in Clock.", device)
    left = device.state()["clock"]["alarms"]
    assert found.done
    assert len(off) >= 2 and not off & {a["label"] for a in left}
    assert len(left) == len(alarms) - len(off)


def test_a_field_given_a_quoted_value_is_found_in_an_untried_tab_and_typed(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    found = run_offline(
        tmp_path, 'Change my bio to "Tea, trains and good books" in Snapgram.', device
    )
    assert found.done
    assert device.state()["snapgram"]["me"]["bio"] == "Tea, trains and good books"


def test_a_rename_types_into_the_field_holding_the_old_value_of_a_later_page(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    events = device.state()["calendar"]["events"]
    last = max(
        (e for e in events if e["date"] < "2026-04-01" and not e["all_day"]),
        key=lambda e: e["date"],
    )
    found = run_offline(
        tmp_path, f'Rename the event "{last["title"]}" to "Zed sync" in Calendar.', device
    )
    after = {e["id"]: e for e in device.state()["calendar"]["events"]}
    assert found.done
    assert after[last["id"]]["title"] == "Zed sync"
    assert after[last["id"]]["date"] == last["date"] and len(after) == len(events)


def test_a_count_is_stepped_to_the_number_asked_and_no_further(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    item = device.state()["shop"]["cart"][0]
    found = run_offline(
        tmp_path, f"Change the quantity of the {item['name']} in my cart to 3 in Shop.", device
    )
    cart = device.state()["shop"]["cart"]
    assert found.done
    assert [(c["product_id"], c["quantity"]) for c in cart] == [(item["product_id"], 3)]
    assert device.state()["shop"]["orders"] == SimDevice(seed=0).state()["shop"]["orders"]


def test_a_count_said_with_the_thing_counted_is_stepped_to(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    item = device.state()["shop"]["cart"][0]
    kind = " ".join(item["name"].lower().split()[-2:])
    run_offline(tmp_path, f"make it 3 {kind}s in my cart", device)
    cart = device.state()["shop"]["cart"]
    assert [(c["product_id"], c["quantity"]) for c in cart] == [(item["product_id"], 3)]


def test_a_delete_is_not_done_by_a_control_that_removes_from_a_list_not_named(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    people = device.state()["contacts"]["contacts"]
    starred = next(c["name"] for c in people if c["favorite"] and c["name"].startswith("C"))
    found = run_offline(tmp_path, f"Delete {starred} in Contacts.", device)
    names = [c["name"] for c in device.state()["contacts"]["contacts"]]
    assert found.done
    assert starred not in names and len(names) == len(people) - 1


def test_the_newest_of_rows_that_show_no_age_is_found_by_each_ones_details(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    products = device.state()["shop"]["products"]
    line = [p for p in products if p["brand"] == "Voltra" and p["line"] == "Aero"]
    newest = max(line, key=lambda p: p["release_year"])
    found = run_offline(tmp_path, "Find the newest Voltra Aero laptop in Shop", device)
    opened = [s.target.label for s in found.steps if s.operation.kind == "tap" and s.target]
    assert found.done
    assert len(line) >= 2 and newest["name"] in opened[-1]
    assert all(p["name"] in " ".join(opened) for p in line)


def test_a_described_thing_is_reached_by_opening_a_result_of_searching_for_it(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    booking = next(m for m in device.state()["mail"]["inbox"] if "Booking" in m["subject"])
    found = run_offline(tmp_path, "Find my flight booking email in Mail", device)
    kinds = [s.operation.kind for s in found.steps]
    opened = [s.target.label for s in found.steps if s.operation.kind == "tap" and s.target]
    assert "text" in kinds and len(opened) == 1
    assert booking["subject"] in opened[0]


def test_an_address_added_in_a_role_goes_into_the_form_of_the_thing_that_exists(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    events = device.state()["calendar"]["events"]
    club = next(e for e in events if e["title"] == "Book club")
    day = club["weekday"]
    request = f"Add zed.quill@example.org as a guest of my Book club on {day} in Calendar."
    found = run_offline(tmp_path, request, device)
    after = {e["id"]: e for e in device.state()["calendar"]["events"]}
    assert found.done
    assert "zed.quill@example.org" in after[club["id"]]["guests"]
    assert after[club["id"]]["date"] == club["date"] and len(after) == len(events)


def test_a_line_keyed_by_the_question_answers_it_and_goes_on_as_a_list_item(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    request = (
        "Check which book my book club picked for May (the picks are in my Documents) "
        "and add it to my Reading list in Pages."
    )
    found = run_offline(tmp_path, request, device)
    pages = {p["title"]: p for p in device.state()["pages"]["pages"]}
    before = {p["title"]: p for p in SimDevice(seed=0).state()["pages"]["pages"]}
    picked = "The Left Hand of Darkness"
    assert found.done and found.answer == picked
    assert picked in [t["text"] for t in pages["Reading list"]["todos"]]
    assert pages["Reading list"]["body"] == before["Reading list"]["body"]


def test_an_unread_email_marked_read_by_opening_it_ends_the_run(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    inbox = device.state()["mail"]["inbox"]
    senders = [m["sender"] for m in inbox]
    mail = next(m for m in inbox if m["unread"] and senders.count(m["sender"]) == 1)
    found = run_offline(tmp_path, f"mark the {mail['sender'].lower()} email as read", device)
    after = next(m for m in device.state()["mail"]["inbox"] if m["id"] == mail["id"])
    assert not after["unread"]
    assert found.done
    assert sum(m["unread"] for m in device.state()["mail"]["inbox"]) == (
        sum(m["unread"] for m in inbox) - 1
    )
