"""Unwinding a failed tool's navigation: Back until the phone is where the tool started."""

from __future__ import annotations

from experts.unwind import unwind
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice

CHIRP = "com.simdroid.chirp"


def _screen(device: SimDevice):
    return perceive_observation(device.observe())


def _open_compose(device: SimDevice) -> None:
    compose = next(e for e in _screen(device).elements if e.resource_id.endswith(":id/compose"))
    device.tap(*compose.center)
    assert "compose" in _screen(device).activity.lower()


def test_from_outside_the_app_it_backs_out_of_it_and_the_app_opens_fresh():
    device = SimDevice()
    start = _screen(device)
    device.launch("Chirp")
    feed = _screen(device)
    _open_compose(device)
    unwind(device, start, CHIRP)
    assert _screen(device).package == start.package
    device.launch("Chirp")
    assert _screen(device).signature == feed.signature


def test_from_inside_the_app_it_stops_on_the_start_screen():
    device = SimDevice()
    device.launch("Chirp")
    start = _screen(device)
    _open_compose(device)
    unwind(device, start, CHIRP)
    assert _screen(device).signature == start.signature


def test_a_tool_that_did_not_move_is_left_alone():
    device = SimDevice()
    device.launch("Chirp")
    start = _screen(device)
    unwind(device, start, CHIRP)
    assert _screen(device).signature == start.signature
    assert device.state()["foreground"] == CHIRP
