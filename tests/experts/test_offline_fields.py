"""Questions answered from the field whose caption says what they ask about: a spec table's row,
a title over its summary, a field one screen deeper behind the control that names it, and a
named row that opens nothing. Whole runs of the offline policy on SimDroid; the expected values
are read from the phone's state or its screens."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.fields import asked_head
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_the_noun_a_question_asks_the_value_of() -> None:
    assert asked_head("What is the charging time of the Zapbuds in Zapline?") == "charging time"
    assert asked_head("Which licence of Quillpad is in Zapstore?") == "licence"
    assert asked_head("What is Ann Lee's pager number in Zapbook?") == "pager number"
    assert asked_head("How much sugar does my flan recipe need?") == "sugar"
    assert asked_head("Who wrote the Quill notes page?") is None


def test_a_spec_row_answers_a_question_about_its_caption(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    products = device.state()["shop"]["products"]
    product = next(p for p in products if "Battery" in p.get("specs", {}) and "Lite" in p["name"])
    found = run_offline(
        tmp_path, f"What is the battery life of the {product['name']} in Shop?", device
    )
    assert found.done and found.answer == product["specs"]["Battery"]


def test_a_field_behind_the_control_that_names_it_is_read_there(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    listing = next(
        x for x in device.state()["market"]["listings"] if x["name"].startswith("Sudoku")
    )
    found = run_offline(tmp_path, f"Which version of {listing['name']} is in Market?", device)
    taps = [s.target.label for s in found.steps if s.target is not None]
    assert found.done and any("Version" in (label or "") for label in taps)
    assert found.answer and found.answer[0].isdigit()


def test_a_named_row_that_opens_nothing_answers_from_itself(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    city = device.state()["clock"]["cities"][1]
    found = run_offline(tmp_path, f"What time is it in {city} according to Clock?", device)
    labels = [
        ElementContext.of(e).label or "" for e in perceive_observation(device.observe()).elements
    ]
    shown = [label for label in labels if label.startswith(city)]
    assert found.done and shown and found.answer in shown[0]


def test_the_address_of_a_place_is_not_its_name(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    place = next(p for p in device.state()["maps"]["places"] if p["name"] == "Silk Road Grill")
    found = run_offline(tmp_path, f"What is the address of {place['name']} in Maps?", device)
    assert found.done and found.answer == place["address"]


def test_a_source_said_in_plain_words_is_found_and_read(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    text = device.read_file("/sdcard/Documents/Tax return checklist.txt").decode()
    deadline = next(line for line in text.splitlines() if line.startswith("Deadline:"))
    found = run_offline(
        tmp_path, "What is the deadline in my tax return checklist in Files?", device
    )
    assert found.done and found.answer in deadline


def test_a_code_like_value_right_after_the_asked_noun(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    mail = next(m for m in device.state()["mail"]["inbox"] if "seat" in m["body"])
    found = run_offline(tmp_path, "What is the seat in my SkyJet booking email in Mail?", device)
    assert found.done and f"seat {found.answer}" in mail["body"]


def test_when_reads_the_date_a_text_gives_for_the_named_thing(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path,
        "When is the apartment viewing from Sami's email in Mail?",
        SimDevice(seed=0),
    )
    assert found.done and found.answer == "Tuesday"


def test_the_second_item_under_the_heading_the_question_names(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    page = next(p for p in device.state()["pages"]["pages"] if "Lisbon" in p["title"])
    lines = page["body"].splitlines()
    ideas = [ln.lstrip("- ") for ln in lines[lines.index("Ideas") + 1 :] if ln]
    found = run_offline(
        tmp_path, "What is the second idea on my lisbon travel plans in Pages?", device
    )
    assert found.done and found.answer == ideas[1]


def test_closing_time_is_the_end_of_the_hours(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    place = next(p for p in device.state()["maps"]["places"] if p["name"] == "Old Town Espresso")
    found = run_offline(tmp_path, f"What time does {place['name']} close in Maps?", device)
    assert found.done and found.answer == f"{place['closes'] % 12 or 12} PM"


def test_our_thing_is_the_row_marked_in_use(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "What is the name of my wifi network in Settings?", device)
    assert found.done and found.answer == device.state()["settings"]["wifi_network"]
