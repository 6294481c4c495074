"""A question saying where its answer is kept by "per" ("per the zap text", "per bo's mail")
reads it as "in" that record, not as a person named "Per"; "in zed's email" asks no email
address."""

from __future__ import annotations

from experts.offline.goal import parse_goal
from experts.offline.values import kind_of
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_per_a_record_is_where_the_answer_is_kept() -> None:
    goal = parse_goal("When is my zorb fitting per the quorn text in Zapline?")
    assert not any("Per" in name.split() for name in goal.names)
    assert "in the quorn text" in goal.instruction
    assert "in bo's mail" in parse_goal("What time is the zap per bo's mail?").instruction


def test_in_someones_email_asks_no_address() -> None:
    assert kind_of(parse_goal("What is the zorb in bo's email?")) != "email"


def test_a_reminder_per_a_text_is_read(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "When is my dentist checkup per the reminder text in Calendar?",
        SimDevice(seed=0),
    )
    assert run.done and "11:00" in run.answer
