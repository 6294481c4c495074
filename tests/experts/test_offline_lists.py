"""Answers that are whole: every item of a list a question asks for (the unticked items of a
checklist, the bulleted lines of a file), a value with the unit the screen writes it with, an
amount's whole span, a thing's metadata read from its own row; and a value typed into the field
the request names ("set X's birthday to ..."). Whole runs of the offline policy on SimDroid,
on facts no dev slice asks, and unit checks on invented text."""

from __future__ import annotations

import time
from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.every import wants_list
from experts.offline.goal import parse_goal
from experts.offline.patterns import ORDINALS
from experts.offline.words import names_thing
from experts.reading import find_value
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_list_question_is_told_from_a_question_for_one_item() -> None:
    assert wants_list(parse_goal("Which zaps on my Quill list are not done yet?"))
    assert wants_list(parse_goal("What is still on my zap list?"))
    assert wants_list(parse_goal("Who are the members of the Zed club?"))
    assert not wants_list(parse_goal("What is the first zap on my Quill list?"))
    assert not wants_list(parse_goal("Which zap is the cheapest?"))


def test_last_modified_says_when_and_picks_no_item() -> None:
    assert not ORDINALS.search("when was the zap file last modified")
    assert ORDINALS.search("open the last zap")


def test_a_name_is_matched_apostrophes_and_word_order_aside() -> None:
    assert names_thing("Zed's Quorn Bar | 4.4 stars", "zeds quorn bar")
    assert names_thing("Report - Zap Quarterly.docx", "zap quarterly report")
    assert not names_thing("Zap Quarterly.docx", "zap quarterly report")


def test_an_amount_keeps_the_far_end_of_its_span() -> None:
    said = "Budget: EUR 1,200 to 1,500 per month, paid in advance."
    assert find_value("money", "what is the budget", said) == "EUR 1,200 to 1,500"
    assert find_value("money", "how much is it", "Zap pan: $49.00 to be paid") == "$49.00"


def test_every_unticked_item_answers_a_list_question(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    todos = next(p for p in device.state()["pages"]["pages"] if p["title"] == "To-do list")
    left = [t["text"] for t in todos["todos"] if not t["done"]]
    found = run_offline(tmp_path, "Which tasks on my to-do list are not done yet in Pages?", device)
    assert found.done
    assert found.answer.split(" | ") == left


def test_every_bulleted_line_of_a_file_answers_a_list_question(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "What are the items on my tax return checklist in Files?", SimDevice(seed=0)
    )
    assert found.done
    assert found.answer.split(" | ") == [
        "P60 from employer",
        "Charity receipts",
        "Pension statement",
    ]


def test_a_level_is_answered_with_the_unit_the_screen_shows(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    device.phone.state.system.brightness = 0.35
    found = run_offline(tmp_path, "What is the screen brightness set to in Settings?", device)
    assert found.done
    assert found.answer == "35%"


def test_a_files_metadata_comes_from_its_own_row(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "When was my travel insurance policy last modified in Files?", SimDevice(seed=0)
    )
    assert found.done
    assert found.answer.startswith("Jan 12")


def test_a_value_goes_into_the_field_the_request_names(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = {c["id"]: c for c in device.state()["contacts"]["contacts"]}
    found = run_offline(tmp_path, "Set jonas zhang's birthday to July 9 in Contacts.", device)
    after = {c["id"]: c for c in device.state()["contacts"]["contacts"]}
    jonas = next(c for c in after.values() if c["first"] == "Jonas")
    assert found.done
    assert jonas["birthday"] == "July 9"
    assert jonas["phone"] == before[jonas["id"]]["phone"]


def test_what_the_owner_does_is_read_from_the_bubbles_they_sent(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    app = next(a for a in device.phone.apps.values() if a.name == "messages")
    thread = next(
        t
        for t in app.state.threads
        if len(t.messages) == 2 and {m.outgoing for m in t.messages} == {True, False}
    )
    incoming = next(m for m in thread.messages if not m.outgoing)
    outgoing = next(m for m in thread.messages if m.outgoing)
    incoming.text = "Your turn to bring zapcakes to the quorn picnic on Sunday"
    outgoing.text = "Sure, I'll bring lemon drizzle"
    found = run_offline(
        tmp_path, "What am I bringing to the quorn picnic according to Messages?", device
    )
    assert found.done
    assert "lemon drizzle" in found.answer


def test_the_items_under_the_heading_a_list_question_names_answer_it(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    device.phone.state.system.bluetooth = True
    settings = next(a for a in device.phone.apps.values() if a.name == "settings")
    settings.state.paired = ["Zap Buds", "Quorn Speaker"]
    found = run_offline(tmp_path, "Which devices are paired with this phone in Settings?", device)
    assert found.done
    assert found.answer.split(" | ") == ["Zap Buds", "Quorn Speaker"]


def test_a_question_for_a_month_is_answered_by_the_month_of_the_line(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path,
        "Which month is Educated picked for in my book club picks in Files?",
        SimDevice(seed=0),
    )
    assert found.done
    assert found.answer == "April"


def test_when_a_thing_was_updated_is_read_behind_the_row_that_says_updated(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    listing = next(
        item for item in device.state()["market"]["listings"] if item["name"].startswith("Weather")
    )
    found = run_offline(tmp_path, "When was the weathernow app last updated in Market?", device)
    day = time.strftime("%b %-d, %Y", time.gmtime(listing["updated"]))
    assert found.done
    assert found.answer == day


def test_a_record_of_ones_own_is_looked_for_in_the_personal_tab(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    order = next(o for o in device.state()["shop"]["orders"] if "Towel" in o["items"][0]["name"])
    found = run_offline(tmp_path, "What was the tax on my towel order in Shop?", device)
    tabs = [s.target.label for s in found.steps if s.target is not None]
    assert found.done
    assert f"{order['tax']:.2f}" in found.answer
    assert "You" in tabs


def test_a_question_the_app_cannot_answer_ends_not_found_instead_of_looping(
    tmp_path: Path,
) -> None:
    found = run_offline(
        tmp_path, "What is the bio of the zapquorn trails account on Snapgram?", SimDevice(seed=0)
    )
    assert not found.done
    assert "not found" in found.stop_reason
    assert "looping" not in found.stop_reason


def test_a_question_about_an_account_searches_it_rather_than_open_a_photo_by_it(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    account = next(a for a in device.state()["snapgram"]["accounts"] if a["name"] == "Tasty Bites")
    found = run_offline(tmp_path, "What does the bio of tasty bites say on Snapgram?", device)
    assert found.done
    assert found.answer == account["bio"]
    assert not any("Photo by" in (s.target.label or "") for s in found.steps if s.target)
