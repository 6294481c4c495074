"""The judge on a request that says its values otherwise than the screen: a span written in
words or joined to its unit by a hyphen."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _timer(minutes: str) -> Session:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("Timer")
    session.type("Minutes", minutes)
    return session


def test_a_span_written_in_words_is_read_as_its_number() -> None:
    session = _timer("12")
    assert not session.judge("set a timer for twelve minutes").accepted
    session.tap("Start")
    assert session.judge("set a timer for twelve minutes").accepted
    assert session.judge("countdown of twelve minutes please").accepted
    assert not session.judge("set a timer for fifteen minutes").accepted


def test_a_span_joined_to_its_unit_by_a_hyphen_is_read() -> None:
    session = _timer("25")
    session.tap("Start")
    assert session.judge("zap me with a twenty-five-minute timer").accepted
    assert not session.judge("zap me with a twenty-minute timer").accepted
