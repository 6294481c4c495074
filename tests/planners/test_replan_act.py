"""An acting node pinned to its expert's app while what it acts on belongs to another app it
names is moved, once, to that app's expert after it fails there: a real team run on SimDroid
with the offline policy (the app is installed by the node before it)."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from planners.replan_act import MOVED, named_apps
from tests.planners.test_team_run import record_for, runner, spec

SIGN_UP = (
    "create a Jotter account with my phone number, (415) 555-0134. The verification code "
    "comes by text message in Messages."
)


def test_a_failed_acting_node_pinned_to_the_wrong_app_is_moved_once_to_the_app_it_names(
    tmp_path, team_of
):
    plan = spec(
        {"id": "n1", "expert": "Market expert", "subtask": "Install Jotter from the Market"},
        {"id": "n2", "expert": "Messages expert", "subtask": SIGN_UP, "needs": []},
    )
    phone = SimDevice()
    done = runner({"sim": phone}, tmp_path).start(record_for(plan, team_of("Market", "Messages")))
    assert done.nodes["n1"].status == "done"
    assert done.nodes["n2"].status == "failed"
    moved = done.nodes[f"n2{MOVED}"]
    assert moved.node.expert == "Jotter expert"
    assert moved.node.subtask.endswith("in Jotter.")
    assert moved.status in ("done", "failed") and moved.runs
    assert any("carried out in Jotter" in line for line in done.replans)
    assert f"n2{MOVED}{MOVED}" not in done.nodes


def test_the_apps_a_subtask_names_are_whole_capitalised_labels_other_than_its_own():
    installed = ["Messages", "Jotter", "Pages", "Files"]
    assert named_apps(SIGN_UP, installed, ["Messages"]) == ["Jotter"]
    assert named_apps("read the pages of my files in Messages", installed, ["Messages"]) == []
