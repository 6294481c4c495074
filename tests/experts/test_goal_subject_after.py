"""An email's subject said in a clause after what it sends ("mail zed "K7", put zorbs in the
subject", "..., use zorb plans as the subject line"): the subject of that same email, not a
step of its own after it is sent; a clause inside a quoted text is left as it is."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_subject_said_after_the_email_is_its_subject() -> None:
    goal = parse_goal('mail zed quorn "K7", put zorb plans in the subject')
    assert [s.verb for s in goal.steps] == ["send"]
    assert (goal.values["subject"], goal.values["message"]) == ("Zorb plans", "K7")
    line = parse_goal('email zed quorn "K7", use quux as the subject line')
    assert line.values["subject"] == "Quux" and len(line.steps) == 1
    said = parse_goal('text zed quorn "put the zorbs in the title"')
    assert said.values["message"] == "put the zorbs in the title"


def test_the_email_goes_out_with_that_subject(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, 'mail nadia evans "5736", put zorb plans in the subject', device)
    sent = device.state()["mail"]["sent"][0]
    assert run.done and sent["to"] == "nadia.evans@example.com"
    assert (sent["subject"], sent["body"]) == ("Zorb plans", "5736")
