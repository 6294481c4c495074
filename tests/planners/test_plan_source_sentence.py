"""A sentence after a question that says only how the thing asked reached the owner ("my
bank texted me.", "i got it by email.") is part of that question: it says which app keeps the
thing, and is no task of its own. Real offline policy; app labels and names are invented."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.sentences import with_source
from planners.team import plan_team

CHAT, MAIL, NOTES, PLACES = "Chat Messages", "Post Mail", "Notebook Pages", "Zap Maps"


def test_a_source_sentence_joins_the_question_before_it():
    parts = ["how much was the zap fee?", "my quorn club texted me.", "add it to my list"]
    assert with_source(parts) == [
        "how much was the zap fee, my quorn club texted me?",
        "add it to my list",
    ]
    assert with_source(["how long is the zorp pass good for?", "i got it by email. text bo"]) == [
        "how long is the zorp pass good for, from my emails?",
        "text bo",
    ]
    assert with_source(["bo texted me.", "add it to my list"]) == [
        "bo texted me.",
        "add it to my list",
    ]


def test_the_question_is_found_in_the_app_the_source_sentence_says(team_of):
    team = team_of(CHAT, NOTES, PLACES)
    request = (
        "how much did i spend at the zorbo cafe? my quorn club texted me. add it to my to-do list"
    )
    nodes = plan_team(request, team, OfflinePolicy()).nodes
    assert len(nodes) == 2
    assert nodes[0].expert == f"{CHAT} expert" and "zorbo" in nodes[0].subtask
    assert nodes[1].expert == f"{NOTES} expert"
