"""Set-of-mark screenshots: boxes and index numbers drawn on a copy of the PNG."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from mobilexperts.perception import PerceptionError, annotate, perceive_observation
from mobilexperts.perception.annotate import COLOURS
from mobilexperts.sim.device import SimDevice


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))


def test_boxes_and_numbers_are_drawn_on_a_copy():
    device = SimDevice(seed=0)
    device.launch("Settings")
    observation = device.observe()
    screen = perceive_observation(observation)
    original = Image.open(io.BytesIO(observation.screenshot)).convert("RGB")
    drawn = Image.open(io.BytesIO(annotate(observation.screenshot, screen.elements)))
    assert drawn.size == original.size
    row = screen.find(text="Display | Dark theme, brightness")
    middle_of_left_edge = (row.bounds.x1 + 1, row.bounds.center[1])
    assert drawn.getpixel(middle_of_left_edge) == _rgb(COLOURS["act"])
    title = screen.find(resource_id="toolbar_title")
    assert drawn.getpixel((title.bounds.x2 - 2, title.bounds.center[1])) == _rgb(COLOURS["read"])
    tag_corner = (row.bounds.x1 + 3, row.bounds.y1 + 3)
    assert drawn.getpixel(tag_corner) != original.getpixel(tag_corner)
    empty_spot = (540, 1800)
    assert drawn.getpixel(empty_spot) == original.getpixel(empty_spot)
    assert Image.open(io.BytesIO(observation.screenshot)).convert("RGB") == original


def test_annotating_bytes_that_are_not_an_image_fails_clearly():
    with pytest.raises(PerceptionError, match="not a readable image"):
        annotate(b"<html>", [])
