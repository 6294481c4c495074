"""Questions that pick a thing by a superlative ("the cheapest", "the best rated", "the latest")
are answered from the row the superlative picks among the rows naming the thing, not the first
row, nor a row picked by a sort order of another kind. Whole runs of the offline policy on
SimDroid; each expected answer is computed from the phone's own catalogue."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _products(device: SimDevice, *said: str) -> list[dict]:
    products = device.state()["shop"]["products"]
    return [p for p in products if all(w in p["name"].lower() for w in said)]


def test_the_price_of_the_cheapest_of_several_is_the_lowest_one(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    fryers = _products(device, "air fryer")
    assert len({p["price"] for p in fryers}) > 1
    cheapest = min(p["price"] for p in fryers)
    found = run_offline(tmp_path, "what's the price of the cheapest air fryer in shop?", device)
    assert found.done and found.answer == f"${cheapest:.2f}"


def test_what_the_best_rated_one_costs_is_read_from_a_row_naming_it(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    best = max(_products(device, "air fryer"), key=lambda p: p["rating"])
    request = "How much does the best rated air fryer cost in Shop?"
    found = run_offline(tmp_path, request, device)
    assert found.done and found.answer == f"${best['price']:.2f}"


def test_the_latest_model_is_the_highest_number_after_its_name(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    novas = _products(device, "orbis nova")
    assert len(novas) > 1
    latest = max(novas, key=lambda p: p["release_year"])
    found = run_offline(tmp_path, "whats the price of the latest orbis nova", device)
    assert found.done and found.answer == f"${latest['price']:.2f}"


def test_a_ranked_pick_whose_title_says_a_command_word_is_still_compared(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    phones = [p for p in device.state()["shop"]["products"] if p["category"] == "Phones"]
    cheapest = min(phones, key=lambda p: p["price"])["name"]
    request = "What is the name of the cheapest phone they sell in Shop?"
    found = run_offline(tmp_path, request, device)
    assert found.done == (found.answer == cheapest), found.answer
