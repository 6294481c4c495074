"""The judge on a thing a request picks by a superlative: the place saved must rank best among
the rows the run chose it from; one chosen where nothing showed the ranked measure is unsure."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session

REQUEST = "save the top rated sichuan restaurant"


def _sichuan_places() -> list[dict]:
    places = SimDevice().state()["maps"]["places"]
    return sorted((p for p in places if p.get("cuisine") == "Sichuan"), key=lambda p: -p["rating"])


def _saved_from_search(name: str) -> Session:
    device = SimDevice()
    device.launch("Maps")
    session = Session(device)
    session.type("Search here", "sichuan", submit=True)
    session.tap(next(e.label for e in session.screen().elements if e.label.startswith(name)))
    session.tap("Save")
    return session


def test_a_place_saved_when_a_better_rated_one_was_listed_is_not_done() -> None:
    best, *others = _sichuan_places()
    judged = _saved_from_search(others[0]["name"]).judge(REQUEST)
    assert judged.verdict == "not_done" and best["name"] in judged.reason


def test_the_best_rated_place_of_the_list_is_done() -> None:
    best = _sichuan_places()[0]
    assert _saved_from_search(best["name"]).judge(REQUEST).accepted


def _gas_stations() -> list[dict]:
    places = SimDevice().state()["maps"]["places"]
    return [p for p in places if p["category"] == "gas"]


def test_a_place_saved_when_a_nearer_one_was_listed_is_not_done() -> None:
    stations = _gas_stations()
    nearest = min(stations, key=lambda p: p["x"] ** 2 + p["y"] ** 2)
    farther = next(p for p in stations if p["name"] != nearest["name"])
    device = SimDevice()
    device.launch("Maps")
    session = Session(device)
    session.tap("Gas")
    session.tap(
        next(e.label for e in session.screen().elements if e.label.startswith(farther["name"]))
    )
    session.tap("Save")
    judged = session.judge("save the nearest gas station")
    assert judged.verdict == "not_done" and nearest["name"] in judged.reason
