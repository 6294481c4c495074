"""Values read where they stand: a number right after the noun a question names ("issue 42"),
a share for "how much", a figure over its caption in a row of figures, a text that names the
asked thing with its number ("3rd floor"), a row read once and no longer marked unread, the
items of a list the question names by its heading, and a thing added through the field
captioned for adding it. Whole runs of the offline policy on SimDroid, on facts no dev slice
asks, and unit checks on invented text."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.view import unmarked
from experts.reading import find_value
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_number_asked_by_its_noun_is_the_one_right_after_that_noun() -> None:
    said = "Zapline digest, issue 42. Quorn prices rose 7% this week."
    assert find_value("code", "what issue number is the zapline digest", said) == "42"
    assert find_value("code", "what is my seat number", "Row 3, seat 14C. Gate 9") == "14C"
    assert find_value("code", "what is the booking reference", "Reference: QX7Z2P.") == "QX7Z2P"


def test_how_much_with_no_sum_written_is_a_share() -> None:
    said = "Zapmart: 15% off every quorn this weekend with code ZAP15."
    assert find_value("money", "how much off is the zapmart sale", said) == "15%"
    assert find_value("money", "how much is it", "Zap pan: $49.00 (10% off)") == "$49.00"


def test_a_row_read_once_is_the_same_row_without_its_unread_mark() -> None:
    assert unmarked("Zed Quorn | Unread | Zapline news") == "Zed Quorn | Zapline news"
    assert unmarked("Zed Quorn | Zapline news") == "Zed Quorn | Zapline news"


def test_a_figure_over_its_caption_answers_not_the_next_caption(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "How many downloads does Memo Pad Pro have in Market?")
    assert found.done
    assert found.answer == "5M+"


def test_a_text_naming_the_asked_thing_with_its_number_answers_it(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    event = next(e for e in device.state()["calendar"]["events"] if e["title"] == "Design review")
    found = run_offline(tmp_path, "Which room is the design review in, in Calendar?", device)
    assert found.done
    assert found.answer == event["location"]


def test_the_items_of_a_list_the_question_names_are_read_in_turn(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "When is the boiler service due in my documents in Files?", SimDevice(seed=0)
    )
    assert found.done
    assert "May" in found.answer


def test_a_thing_added_goes_into_the_field_for_adding_it(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    done = run_offline(tmp_path, 'add a to-do to the To-do list in Pages with "Zapline 7"', device)
    todo = next(p for p in device.state()["pages"]["pages"] if p["title"] == "To-do list")
    assert done.done
    assert "Zapline 7" in [t["text"] for t in todo["todos"]]
    assert "Zapline 7" not in todo["body"]
