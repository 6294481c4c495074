"""The team run on SimDroid with the offline policy: commits, resume after a crash, parallel
devices, the report."""

from __future__ import annotations

import pytest

from experts.expert import ExpertSettings
from memory.pool import POOL_FILE, TeamMemoryPool
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from planners.plan import PlanSpec, TeamPlan
from planners.record import TeamRecord
from planners.report import write_team_report
from planners.run import TeamOptions, TeamRunner

MESSAGE = "Team run check-in"
RECIPIENT = "Alice Schmidt"


class Crash(Exception):
    """What the test raises from the progress callback to kill the run mid-DAG."""


def spec(*nodes: dict) -> PlanSpec:
    return PlanSpec.model_validate({"nodes": list(nodes)})


SEND = {
    "id": "n1",
    "expert": "Messages expert",
    "subtask": f'Send "{MESSAGE}" to {RECIPIENT} in Messages',
}
DARK = {"id": "n2", "expert": "Settings expert", "subtask": "Turn on the dark theme"}
PAGE = {"id": "n2", "expert": "Pages expert", "subtask": 'Create a page titled "Notes" in Pages'}


def record_for(plan_spec: PlanSpec, team, request: str = "test") -> TeamRecord:
    TeamPlan.build(plan_spec, team)
    record = TeamRecord(request=request, team=team, plan=plan_spec)
    record.add_plan(plan_spec)
    return record


def runner(devices, run_dir, on_event=None) -> TeamRunner:
    settings = load_settings({})
    options = TeamOptions(expert=ExpertSettings(vision=False), screenshots=False, on_event=on_event)
    return TeamRunner(devices, build_run_model(settings), settings, run_dir, options)


def sent(device: SimDevice) -> int:
    threads = device.state()["messages"]["threads"]
    return sum(m["text"] == MESSAGE for t in threads for m in t["messages"])


def test_a_run_killed_mid_dag_resumes_without_redoing_committed_nodes(tmp_path, team_of):
    team = team_of("Messages", "Settings")
    phone = SimDevice()
    events: list[tuple[str, str]] = []

    def crash_after_first_commit(event, result):
        events.append((event, result.node.id))
        if event == "commit":
            raise Crash("killed")

    with pytest.raises(Crash):
        runner({"sim": phone}, tmp_path, crash_after_first_commit).start(
            record_for(spec(SEND, DARK), team)
        )
    assert sent(phone) == 1
    assert TeamMemoryPool(tmp_path / POOL_FILE).committed("n1")
    assert not phone.state()["system"]["dark_theme"]

    fresh = SimDevice()
    resumed_events: list[tuple[str, str]] = []
    record = runner(
        {"sim": fresh}, tmp_path, lambda e, r: resumed_events.append((e, r.node.id))
    ).resume()
    assert ("start", "n1") not in resumed_events
    assert ("commit", "n2") in resumed_events
    assert {r.status for r in record.nodes.values()} == {"done"}
    assert sent(fresh) == 1
    assert fresh.state()["system"]["dark_theme"]


def test_two_devices_run_two_independent_branches_at_the_same_time(tmp_path, team_of):
    team = team_of("Messages", "Pages")
    phones = {"a": SimDevice(), "b": SimDevice()}
    record = runner(phones, tmp_path).start(record_for(spec(SEND, PAGE), team))
    first, second = record.nodes["n1"], record.nodes["n2"]
    assert {first.device, second.device} == {"a", "b"}
    assert first.started_s < second.finished_s and second.started_s < first.finished_s
    on_a = phones[first.device].state()
    on_b = phones[second.device].state()
    assert sent(phones[first.device]) == 1 and sent(phones[second.device]) == 0
    assert any(p["title"] == "Notes" for p in on_b["pages"]["pages"])
    assert not any(p["title"] == "Notes" for p in on_a["pages"]["pages"])


def test_one_device_runs_independent_branches_one_after_the_other(tmp_path, team_of):
    team = team_of("Messages", "Pages")
    record = runner({"sim": SimDevice()}, tmp_path).start(record_for(spec(SEND, PAGE), team))
    assert record.nodes["n1"].finished_s <= record.nodes["n2"].started_s


def test_data_flows_from_one_node_to_the_next_and_the_report_draws_the_dag(tmp_path, team_of):
    team = team_of("Settings", "Messages")
    plan = PlanSpec.model_validate(
        {
            "nodes": [
                {
                    "id": "n1",
                    "expert": "Settings expert",
                    "subtask": "Find the phone's model and Android version",
                    "produces": [{"name": "about_phone", "type": "text"}],
                },
                {
                    "id": "n2",
                    "expert": "Messages expert",
                    "subtask": "Note the Android version from {about_phone}",
                    "needs": [{"name": "about_phone", "type": "text"}],
                    "produces": [{"name": "android_version", "type": "number"}],
                    "device": False,
                },
            ],
            "answer": ["android_version"],
        }
    )
    phone = SimDevice()
    record = runner({"sim": phone}, tmp_path).start(record_for(plan, team))
    value = record.nodes["n1"].values["about_phone"]
    assert phone.info.model in value
    thought = record.nodes["n2"]
    assert thought.subtask == f"Note the Android version from {value}"
    assert thought.device == "" and thought.runs == []
    assert f"{thought.values['android_version']:g}" in value
    report = write_team_report(tmp_path, record, TeamMemoryPool(tmp_path / POOL_FILE)).read_text()
    assert "<svg" in report and ">about_phone</text>" in report
    assert 'class="node done"' in report
    assert "nodes/n1-1/report.html" in report


def test_a_failed_node_triggers_one_bounded_replan_that_is_not_a_repeat(tmp_path, team_of):
    team = team_of("Settings", "Messages")
    impossible = {
        "id": "n1",
        "expert": "Settings expert",
        "subtask": "Open the app Zorblax in Settings",
    }
    record = runner({"sim": SimDevice()}, tmp_path).start(
        record_for(spec(impossible, {**SEND, "id": "n2"}), team)
    )
    assert record.nodes["n1"].status == "failed"
    assert record.nodes["n1"].adjustments
    assert len([r for r in record.replans if "failed" in r]) == 1
    assert any("the subtask back to its expert; not run again" in r for r in record.replans)
    assert not [r for r in record.nodes.values() if r.node.id.startswith("r1-")]
    assert not record.done
    assert sent_once(record)


def sent_once(record: TeamRecord) -> bool:
    """The Send node ran once: before the re-plan or after it, never both."""
    sends = [r for r in record.nodes.values() if MESSAGE in r.node.subtask]
    return sum(r.status == "done" for r in sends) == 1


def test_a_replan_drops_answer_keys_only_the_failed_node_produced(tmp_path, team_of):
    team = team_of("Settings", "Messages")
    impossible = {
        "id": "n1",
        "expert": "Messages expert",
        "subtask": "Open the app Zorblax and read its version",
        "produces": [{"name": "zorblax_version", "type": "number"}],
    }
    plan = PlanSpec.model_validate(
        {"nodes": [impossible, {**SEND, "id": "n2"}], "answer": ["zorblax_version"]}
    )
    record = runner({"sim": SimDevice()}, tmp_path).start(record_for(plan, team))
    assert record.nodes["n1"].status == "failed" and len(record.replans) >= 1
    assert "zorblax_version" not in record.plan.answer
    assert sent_once(record)
