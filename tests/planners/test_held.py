"""A lookup node answered by the value it looks the property up of (planners/held.py): a place
found with its street address needs no lookup app, and the address alone is committed."""

from __future__ import annotations

from memory.pool import Key
from planners.held import held_property
from planners.plan import PlanNode


def _lookup(prop: str) -> PlanNode:
    return PlanNode(
        id="n2",
        expert="City Maps expert",
        subtask=f"What is the {prop} of {{place}} in City Maps?",
        needs=[Key(name="place", type="text")],
        produces=[Key(name="place_address", type="text")],
    )


def test_a_place_found_with_its_address_answers_the_address_lookup():
    held = held_property(_lookup("address"), {"place": "Bright Smile Dental, 210 Pine St"})
    assert held == {"place_address": "210 Pine St"}


def test_a_place_found_by_name_only_is_looked_up():
    assert held_property(_lookup("address"), {"place": "Old Town Espresso"}) is None
    assert held_property(_lookup("phone number"), {"place": "Zap Cafe, 210 Pine St"}) is None
