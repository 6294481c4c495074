"""An address a finding node commits is the street address alone, not the row's line that
holds it beside a price band and a category (planners/shapes.part_of), on a SimDroid screen."""

from __future__ import annotations

from evals.reference import ReferenceStep, run_reference
from memory.pool import Key
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from planners.facts import fact
from planners.shapes import part_of


def test_the_address_part_of_a_rows_line_is_the_address():
    assert part_of("address", "$$ \u00b7 Zorbish \u00b7 12 Quill St") == "12 Quill St"
    assert part_of("address", "Zap Dental, 12 Quill St") == "Zap Dental, 12 Quill St"
    assert (
        part_of("place", "$$ \u00b7 Zorbish \u00b7 12 Quill St")
        == "$$ \u00b7 Zorbish \u00b7 12 Quill St"
    )


def test_a_place_found_in_a_map_search_commits_its_street_address():
    phone = SimDevice(seed=0)
    steps = [
        {"launch": "Maps"},
        {"tap": {"text": "Search here"}},
        {"type": "green leaf kitchen"},
        {"enter": True},
    ]
    run_reference(phone, [ReferenceStep.model_validate(s) for s in steps])
    screen = perceive_observation(phone.observe())
    key = Key(name="kitchen_address")
    asked = "What is the address of green leaf kitchen in Maps?"
    assert fact(key, asked, "934 Willow St", screen, []) == "934 Willow St"
