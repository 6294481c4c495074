"""The request-level check at the end of a team run, on SimDroid with the offline judge: a team
whose nodes all finished claims done only when the whole request has evidence."""

from __future__ import annotations

import json

from experts.expert import ExpertSettings
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from planners.plan import PlanSpec, TeamPlan
from planners.record import TeamRecord
from planners.run import TeamOptions, TeamRunner

MESSAGE = "Team run check-in"
REQUEST = f'Send "{MESSAGE}" to Alice Schmidt in Messages, then turn on the dark theme in Settings'
SEND = {
    "id": "n1",
    "expert": "Messages expert",
    "subtask": f'Send "{MESSAGE}" to Alice Schmidt in Messages',
}
DARK = {"id": "n2", "expert": "Settings expert", "subtask": "Turn on the dark theme in Settings"}


def run(tmp_path, team, *nodes: dict, check: bool = True) -> TeamRecord:
    spec = PlanSpec.model_validate({"nodes": list(nodes)})
    TeamPlan.build(spec, team)
    record = TeamRecord(request=REQUEST, team=team, plan=spec)
    record.add_plan(spec)
    settings = load_settings({})
    options = TeamOptions(
        expert=ExpertSettings(vision=False), screenshots=False, request_check=check
    )
    model = build_run_model(settings)
    return TeamRunner({"sim": SimDevice()}, model, settings, tmp_path, options).start(record)


def test_the_whole_request_done_across_two_apps_is_accepted(tmp_path, team_of):
    record = run(tmp_path, team_of("Messages", "Settings"), SEND, DARK)

    assert record.done and record.claims_done
    assert record.check is not None and record.check.verdict == "done"
    shown = {e.text for e in record.check.evidence}
    assert MESSAGE in shown, "the message sent in Messages counts though Settings was last"
    assert "Dark theme" in shown
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["success"] is True and summary["judged_by"] == "judge"


def test_a_part_of_the_request_no_node_did_is_refused(tmp_path, team_of):
    record = run(tmp_path, team_of("Messages", "Settings"), SEND)

    assert record.done, "the one node did its own subtask"
    assert record.check is not None and not record.check.accepted
    assert not record.claims_done
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["success"] is False
    assert summary["stop_reason"].startswith("the request-level check refused")


def test_a_node_that_sent_another_value_is_refused(tmp_path, team_of):
    wrong = {**SEND, "subtask": 'Send "Running late" to Alice Schmidt in Messages'}
    record = run(tmp_path, team_of("Messages", "Settings"), wrong, DARK)

    assert record.done
    assert record.check is not None and not record.check.accepted
    assert MESSAGE in record.check.reason


def test_without_the_check_the_nodes_alone_decide(tmp_path, team_of):
    record = run(tmp_path, team_of("Messages", "Settings"), SEND, check=False)

    assert record.check is None and record.claims_done
