"""Controls reached by what the screen shows rather than by words expected: the action bar of a
feed post's card, a slider set to a level, a rename field that shows the name searched for, a
field of an existing thing given a quoted value, and the line of a text that says how much.
Whole runs of the offline policy on SimDroid; each asserts the phone's state or the answer."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_control_in_a_posts_card_acts_on_the_post_its_header_names(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    posts = device.state()["snapgram"]["posts"]
    post = next(p for p in posts if p["location"] and "," not in p["location"] and not p["saved"])
    request = f"Save {post['author']}'s post from {post['location']} on Snapgram."
    found = run_offline(tmp_path, request, device)
    saved = [p for p in device.state()["snapgram"]["posts"] if p["saved"]]
    assert found.done and [p["id"] for p in saved] == [post["id"]]


def test_a_slider_is_touched_at_the_level_asked(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run_offline(tmp_path, "Set the screen brightness to 75% in Settings.", device)
    assert device.state()["system"]["brightness"] == 0.75


def test_a_rename_field_showing_the_searched_name_still_gets_the_new_one(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    request = 'Rename "Tax return checklist.txt" to "Taxes 2026.txt" in Files.'
    found = run_offline(tmp_path, request, device)
    storage = device.state()["storage"]
    assert found.done
    assert "/sdcard/Documents/Taxes 2026.txt" in storage
    assert "/sdcard/Documents/Tax return checklist.txt" not in storage


def test_a_field_of_a_named_thing_gets_the_quoted_value(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    events = device.state()["calendar"]["events"]
    event = next(e for e in events if e["location"] and e["title"] == "Book club")
    request = f'Change the location of the {event["title"]} to "Corner Cafe" in Calendar.'
    found = run_offline(tmp_path, request, device)
    after = {e["id"]: e for e in device.state()["calendar"]["events"]}
    assert found.done and after[event["id"]]["location"] == "Corner Cafe"
    assert len(after) == len(events)


def test_how_much_is_answered_by_the_part_of_a_line_that_says_it(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "How much water does my sourdough recipe in Files need?", SimDevice(seed=0)
    )
    assert found.done and found.answer == "350 g water"


def test_a_guest_added_to_a_thing_named_in_lower_case_joins_the_others(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    events = device.state()["calendar"]["events"]
    event = next(e for e in events if len(e["guests"]) >= 2 and e["date"] >= "2026-03-14")
    request = f"Add wen.okafor@example.com as a guest of my {event['title'].lower()} in Calendar."
    found = run_offline(tmp_path, request, device)
    after = {e["id"]: e for e in device.state()["calendar"]["events"]}
    assert found.done and len(after) == len(events)
    assert after[event["id"]]["guests"] == [*event["guests"], "wen.okafor@example.com"]


def test_a_list_named_in_lower_case_before_a_lower_case_app_is_the_existing_one(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    before = device.state()["pages"]["pages"]
    found = run_offline(tmp_path, 'add "$18.40" to my to-do list in pages', device)
    pages = device.state()["pages"]["pages"]
    todo = next(p for p in pages if p["title"] == "To-do list")
    assert found.done and len(pages) == len(before)
    assert todo["todos"][-1]["text"] == "$18.40"
