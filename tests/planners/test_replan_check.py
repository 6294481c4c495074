"""The re-plan of a finished team run whose request check found a value not passed on
(planners/replan_check.py), on a SimDroid phone: the one acting node carrying a question is
split into asking it and acting on the answer, once, and only for that typed flaw (not for the
words of its reason)."""

from __future__ import annotations

from mobilexperts.config import load_settings
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import Judgement
from planners.plan import PlanSpec
from planners.record import Flaw, FlawKind, TeamRecord
from planners.replan_check import split_after_check

SEND = "send sami barros the door code from my apartment info"


def finished(team, reason: str, kind: FlawKind | None = "value_missing") -> TeamRecord:
    spec = PlanSpec.model_validate(
        {"nodes": [{"id": "n1", "expert": "Messages expert", "subtask": SEND}]}
    )
    record = TeamRecord(request=SEND, team=team, plan=spec)
    record.add_plan(spec)
    record.nodes["n1"].status = "done"
    record.check = Judgement(verdict="unsure", reason=reason)
    record.flaw = Flaw(kind=kind, node="n1", reason=reason) if kind else None
    return record


def test_a_value_not_passed_on_splits_the_acting_node_into_asking_and_acting(team_of):
    record = finished(team_of("Messages", "Pages"), "n1 passes on a code, and typed none")
    assert split_after_check(record, {"sim": SimDevice()}, load_settings({}))
    asking, acting = record.plan.nodes
    assert asking.subtask.startswith("What is the door code from my apartment info in ")
    assert acting.subtask == 'send sami barros "{asked_code}" in Messages'
    assert [k.name for k in acting.needs] == ["asked_code"]
    assert record.nodes["n1"].status == "failed" and record.check is None and record.flaw is None
    assert record.nodes[asking.id].status == "pending"


def test_the_split_happens_once_and_only_for_a_missing_value(team_of):
    team = team_of("Messages", "Pages")
    settings, phones = load_settings({}), {"sim": SimDevice()}
    other = finished(team, "nothing shows the request's 'send' done", None)
    assert not split_after_check(other, phones, settings)
    row = finished(team, "n1 passes on a code, and typed none", "row_as_value")
    assert not split_after_check(row, phones, settings)
    again = finished(team, "n1 passes on a code, and typed none")
    again.replans.append("node 'n0' failed: looping")
    assert not split_after_check(again, phones, settings)
    assert [n.id for n in again.plan.nodes] == ["n1"] and again.check is not None
