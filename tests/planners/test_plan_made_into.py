"""A found value made into a thing ("what time is zumba today? make that an alarm"): "that"
points at the value found, so the acting node needs it; so does a "then" after what a
clause makes ("set an alarm then")."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

PLANS, ALARMS = "Planner Calendar", "Tick Clock"


def test_that_made_an_alarm_is_the_time_found(team_of) -> None:
    request = "what time is zumba in my planner today? make that an alarm that repeats every friday"
    find, make = plan_team(request, team_of(PLANS, ALARMS), OfflinePolicy()).nodes
    assert find.produces and make.needs == find.produces
    assert make.subtask.startswith(f"make {{{find.produces[0].name}}} an alarm")


def test_then_after_an_alarm_is_the_time_found(team_of) -> None:
    request = "what time does my zorb class in the planner start? set an alarm then labelled zorb"
    find, make = plan_team(request, team_of(PLANS, ALARMS), OfflinePolicy()).nodes
    assert make.needs == find.produces
    assert make.subtask.startswith(f"set an alarm for {{{find.produces[0].name}}} labelled zorb")
