"""A thing's phone number saved as a contact (experts/offline/contact_saved.py,
planners/contacted.py): read as finding the number, then adding a contact with a name and that
number, on real team runs on SimDroid with the offline policy."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.bench_team import load_dev, run_team
from experts.offline.contact_saved import saved_as_contact
from mobilexperts.config import Settings

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
