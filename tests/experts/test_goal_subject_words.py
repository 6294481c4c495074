"""An email's subject said in plain words after the value it carries ('email zed "K7Q2",
subject zorbly plans'): its words are typed into the subject, never a name to look up first, and
the word "subject" is never taken for a first name before them."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_subjects_unknown_words_are_no_name_of_the_request() -> None:
    goal = parse_goal('email omar xu "K7Q2", subject zorbly plans')
    assert goal.values["subject"] == "zorbly plans"
    assert goal.values["message"] == "K7Q2"
    assert not [n for n in goal.names if "zorbly" in n.lower()]


def test_the_email_is_sent_with_that_subject(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, 'email omar xu "K7Q2", subject zorbly plans', device)
    sent = device.state()["mail"]["sent"][0]
    assert run.done and sent["to"] == "omar.xu@example.com"
    assert sent["subject"].lower() == "zorbly plans" and "K7Q2" in sent["body"]
