"""A key a dependant sets an alarm or a timer for holds a time or a duration (issue #13,
cross43): a finding node that commits a record's title there ("Zap viewing on Tuesday") has not
found what the dependant needs, whatever the key is called."""

from __future__ import annotations

from memory.pool import Key
from mobilexperts.sim.device import SimDevice
from planners.facts import fact, kind_of
from planners.plan import PlanNode, PlanSpec
from tests.planners.test_team_run import record_for, runner


def test_an_alarm_for_a_key_takes_a_time_and_a_timer_a_duration() -> None:
    key = Key(name="about_item", type="text")
    asked = "find the zap viewing quorn mailed me about in Zapmail"
    assert kind_of(key, asked, ["set an alarm for {about_item} in Zapclock"]) == "time"
    assert kind_of(key, asked, ["start a timer for {about_item} in Zapclock"]) == "duration"


def test_a_key_an_alarm_is_set_for_commits_the_time_the_answer_tells() -> None:
    key = Key(name="about_item", type="text")
    asked = "find the zap viewing quorn mailed me about in Zapmail"
    answer = "Zap viewing on Tuesday | Quorn confirmed the viewing for Tuesday at 6 pm. Coming?"
    uses = ["set an alarm for {about_item} in Zapclock"]
    assert fact(key, asked, answer, None, uses).startswith("6 pm")


def test_a_name_asked_is_committed_as_the_node_answered_it(tmp_path, team_of) -> None:
    subtask = "What is the name of the best rated sichuan restaurant in Maps?"
    node = PlanNode(
        id="n1", expert="Maps expert", subtask=subtask, produces=[Key(name="maps_name")]
    )
    record = record_for(PlanSpec(nodes=[node], answer=["maps_name"]), team_of("Maps"))
    done = runner({"sim": SimDevice(seed=7)}, tmp_path).start(record)
    assert done.nodes["n1"].status == "done"
    assert done.nodes["n1"].values["maps_name"] == "Chengdu Pepper"
