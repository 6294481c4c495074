"""A node that acts and then asks a question in the same app: the question is carried out
after the acts as its own run, so the node's value is read off the screen that answers it.
A real team run on SimDroid with the offline policy."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.planners.test_team_run import record_for, runner, spec


def test_a_node_that_acts_then_asks_commits_the_answer_and_its_dependant_sends_it(
    tmp_path, team_of
):
    plan = spec(
        {
            "id": "n1",
            "expert": "Settings expert",
            "subtask": (
                "Turn on the dark theme, and then find out what is the phone's model and "
                "Android version in Settings"
            ),
            "produces": [{"name": "handset"}],
        },
        {
            "id": "n2",
            "expert": "Mail expert",
            "subtask": 'email umar xu "{handset}" in Mail',
            "needs": [{"name": "handset"}],
        },
    )
    phone = SimDevice()
    done = runner({"sim": phone}, tmp_path).start(record_for(plan, team_of("Settings", "Mail")))
    assert done.nodes["n1"].tasks[-1].startswith("What is the phone's model")
    assert phone.state()["system"]["dark_theme"] is True
    sent = [m for m in phone.state()["mail"]["sent"] if m["to"] == "umar.xu@example.com"]
    assert sent and "SimDroid 1080" in sent[0]["body"] and "15" in sent[0]["body"]
