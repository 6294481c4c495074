"""A thing sent to two people joined by "and" (issue #13, cross60): one sending node per
person, each needing what the finding node produced. App labels and people are invented."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

CLOCK, CHAT = "Tick Clock", "Chat Messages"


def test_a_found_value_texted_to_two_people_is_sent_to_each(team_of):
    request = "what time is my zumba alarm? text it to ada vance and bo quist"
    find, *sends = plan_team(request, team_of(CHAT, CLOCK), OfflinePolicy()).nodes
    assert len(sends) == 2
    assert [("ada vance" in s.subtask, "bo quist" in s.subtask) for s in sends] == [
        (True, False),
        (False, True),
    ]
    assert all(s.needs == find.produces and s.expert == f"{CHAT} expert" for s in sends)


def test_two_people_before_a_quoted_message_are_each_sent_it(team_of):
    nodes = plan_team('text ada and bo "see you at 6"', team_of(CHAT), OfflinePolicy()).nodes
    assert [n.subtask.split('"')[0].strip() for n in nodes] == ["text ada", "text bo"]


def test_things_joined_by_and_are_not_people(team_of):
    for request in ("send the quorn and zorb list to bo", "text bo that quorn and zorb are in"):
        assert len(plan_team(request, team_of(CHAT), OfflinePolicy()).nodes) == 1
