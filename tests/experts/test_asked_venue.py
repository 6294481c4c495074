"""A question naming the kind of place a thing is held at ("the name of the cafe for my
brunch", "what restaurant is the lunch at") asks where the thing is: the record's place is
read, not a place of that kind looked for, and not another line of the record."""

from __future__ import annotations

import pytest

from experts.offline.venues import venue_asked
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


@pytest.mark.parametrize(
    ("asked", "restated"),
    [
        ("what's the name of the bistro for our monday zorb?", "where is our monday zorb?"),
        ("which hotel is the quorn summit at in Zap?", "where is the quorn summit in Zap?"),
        ("the gym for my zorb class, what is it?", "where is my zorb class?"),
        ("which restaurant is the best rated", "which restaurant is the best rated"),
        ("what is the name of the cafe", "what is the name of the cafe"),
    ],
)
def test_a_kind_of_place_asked_of_a_thing_is_where_the_thing_is(asked, restated) -> None:
    assert venue_asked(asked) == restated


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        ("What is the name of the restaurant for our friday lunch in Calendar?", "Green Leaf"),
        ("what cafe is my brunch at in Calendar?", "Old Town Espresso"),
    ],
)
def test_the_place_of_an_event_is_read_off_the_event(tmp_path, request_, answer) -> None:
    run = run_offline(tmp_path, request_, SimDevice(seed=0), 25)
    assert run.done
    assert answer in run.answer
