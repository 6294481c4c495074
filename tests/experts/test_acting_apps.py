"""The offline policy acting with a value in apps other than mail and texts: a new note's text,
a line added to a note of prose, a detail put on an existing contact, a quoted product put in
the cart, a quoted entry added to the calendar on a day, a comment under the post it names; and
no row edited in place of a person searched for and not found."""

from __future__ import annotations

from pathlib import Path

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _page(device: SimDevice, title: str) -> dict:
    return next(p for p in device.state()["pages"]["pages"] if p["title"] == title)


def test_a_value_noted_in_a_new_note_is_its_text(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = len(device.state()["pages"]["pages"])
    run = run_offline(tmp_path, "make a note of $847.00 in Pages", device)
    pages = device.state()["pages"]["pages"]
    assert run.done and len(pages) == before + 1
    assert pages[-1]["body"] == "$847.00" and not pages[-1]["todos"]


def test_a_line_added_to_a_note_of_prose_ends_its_text(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    old = _page(device, "Weekly team sync")["body"]
    run = run_offline(
        tmp_path, 'add "Next sync: March 17" to my weekly team sync note in Pages', device
    )
    page = _page(device, "Weekly team sync")
    assert run.done and page["body"] == f"{old}\nNext sync: March 17" and not page["todos"]


def test_an_item_added_to_a_checklist_note_is_still_a_row(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, 'add "Red lentils" to my grocery list in Pages', device)
    page = _page(device, "Grocery list")
    assert run.done and page["todos"][-1]["text"] == "Red lentils" and not page["body"]


def test_an_address_put_on_someones_contact_sets_that_contacts_email(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    count = len(device.state()["contacts"]["contacts"])
    run = run_offline(
        tmp_path,
        'add "grace.tanaka@example.com" to grace tanaka\'s contact card in Contacts',
        device,
    )
    contacts = device.state()["contacts"]["contacts"]
    grace = next(c for c in contacts if c["first"] == "Grace")
    assert run.done and grace["email"] == "grace.tanaka@example.com" and len(contacts) == count


def test_no_other_contact_is_edited_for_a_name_not_found(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = device.state()["contacts"]["contacts"]
    run = run_offline(
        tmp_path, 'add "zed@example.org" to Zorbo\'s contact card in Contacts', device, 25
    )
    assert not run.done and device.state()["contacts"]["contacts"] == before


def test_a_quoted_product_put_in_the_cart_is_found_and_added(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, 'add "Softloom Cotton Towel Set (6 pc)" to my cart in Shop', device)
    cart = {line["name"]: line["quantity"] for line in device.state()["shop"]["cart"]}
    assert run.done and cart == {"Lumen LED Desk Lamp": 1, "Softloom Cotton Towel Set (6 pc)": 1}


def test_a_quoted_entry_added_to_the_calendar_on_a_day_is_a_new_event(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(
        tmp_path, 'add "Review pull request" to my calendar tomorrow in Calendar', device
    )
    made = [e for e in device.state()["calendar"]["events"] if e["title"] == "Review pull request"]
    assert run.done and [e["date"] for e in made] == ["2026-03-15"]


def test_a_comment_goes_under_the_post_it_names(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(
        tmp_path,
        "reply to bruno's mountain weekend post on Snapgram with Trattoria Lucia",
        device,
        25,
    )
    commented = {
        p["id"]
        for p in device.state()["snapgram"]["posts"]
        if any(c["text"] == "Trattoria Lucia" for c in p["comments"])
    }
    assert run.done and commented == {5}


def test_a_number_saved_to_the_contacts_under_a_name_makes_that_contact(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(
        tmp_path, 'save "(747) 555-0199" in my contacts as zorbo line in Contacts', device
    )
    made = [c for c in device.state()["contacts"]["contacts"] if c["first"] == "Zorbo"]
    assert run.done and [(c["last"], c["phone"]) for c in made] == [("Line", "(747) 555-0199")]


def test_a_like_goes_on_the_post_it_names_not_another_of_the_same_person(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = {p["id"]: p["liked"] for p in device.state()["snapgram"]["posts"]}
    run = run_offline(tmp_path, "like ximena's chess photo on Snapgram", device, 25)
    after = {p["id"]: p["liked"] for p in device.state()["snapgram"]["posts"]}
    assert run.done and {i for i in after if after[i] != before[i]} == {31}


def test_a_count_of_a_product_put_in_the_cart_is_set_there(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(
        tmp_path, 'add 2 "Softloom Cotton Towel Set (6 pc)" to my cart in Shop', device
    )
    cart = {line["name"]: line["quantity"] for line in device.state()["shop"]["cart"]}
    assert run.done and cart == {"Lumen LED Desk Lamp": 1, "Softloom Cotton Towel Set (6 pc)": 2}
