"""A known person's detail given a new value with "save" or "add ... to her contact" is a change
to that person's record, not a new record nor a message; an email address whose domain says
an app's label ("@mail.com") names no app; "<field>: <value>" gives the field its value.
Parses, and whole runs of the offline policy on SimDroid checked against the phone's state."""

from __future__ import annotations

from pathlib import Path

import pytest

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_saving_a_persons_new_detail_changes_it() -> None:
    step = parse_goal("save zorla quorn's new email zq@blorf.org").steps[0]
    assert step.clause == "change zorla quorn's email to zq@blorf.org"
    step = parse_goal("add zorla quorn's email zq@blorf.org to her contact").steps[0]
    assert step.clause == "change zorla quorn's email to zq@blorf.org"
    assert parse_goal("save zorla's number 415-555-0101").steps[0].verb == "create"


@pytest.mark.parametrize(
    ("request_text", "name", "email"),
    [
        ("save dana varga's new email dana@varga.me", "Dana Varga", "dana@varga.me"),
        ("add isla kim's email isla.kim@mail.com to her contact", "Isla Kim", "isla.kim@mail.com"),
    ],
)
def test_the_persons_record_gets_the_new_email(
    tmp_path: Path, request_text: str, name: str, email: str
) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, request_text, device)
    contact = next(c for c in device.state()["contacts"]["contacts"] if c["name"] == name)
    assert found.done and contact["email"] == email


def test_a_field_noun_and_a_colon_give_the_new_value(tmp_path: Path) -> None:
    assert parse_goal("update zap name: Quorn Blorf").fields == {"name": "Quorn Blorf"}
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "update device name: office handset", device)
    assert found.done and device.state()["settings"]["device_name"] == "office handset"
