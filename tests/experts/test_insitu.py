"""A question typed with its wh-word at the end is put in the usual order before it is read,
so the plan asks it as a question and not as "when is <the whole question>"."""

from __future__ import annotations

from experts.offline.insitu import fronted
from planners.offline import plan_offline
from planners.team import ExpertBrief, PlanTeamContext


def test_a_question_asked_at_its_end_is_fronted():
    assert fronted("the zorb fair is on what date? add it to my list") == (
        "what date is the zorb fair? add it to my list"
    )
    assert fronted("the zap club meets at what time? text bo") == (
        "what time does the zap club meet? text bo"
    )
    assert fronted("bo's quib fee is due when? email ann") == "when is bo's quib fee due? email ann"
    assert fronted("my zorb leaves from what city?") == "what city does my zorb leave from?"


def test_a_question_already_in_order_is_left_alone():
    for said in ("what time is it?", "who is coming? text bo", "email ann what time the zap is"):
        assert fronted(said) == said


def test_the_plan_asks_the_fronted_question():
    experts = [
        ExpertBrief(name="Planner expert", apps=["Planner"], capabilities=["operates Planner"]),
        ExpertBrief(name="Chat expert", apps=["Chat"], capabilities=["operates Chat"]),
    ]
    spec = plan_offline(
        PlanTeamContext(request="the zap club meets at what time? text bo lee", experts=experts)
    )
    asked = spec.nodes[0].subtask.lower()
    assert "when is" not in asked
    assert "what time does the zap club meet" in asked
