"""The offline team plan of a question typed ahead of an order, as people type it: no "then",
joined by a comma, a dash or a full stop, the answer pointed at by a pronoun or left out, and
the answer filling the order's own slot (a person, a place, an alarm's time). App labels and
things asked are invented (their kind words only)."""

from __future__ import annotations

from experts.assembly_elided import elided, woken
from experts.assembly_offline import kept_apps
from experts.assembly_questioned import asked_first
from mobilexperts.llm.offline import OfflinePolicy
from planners.sentences import as_clauses
from planners.team import plan_team

MAIL, PLANS, CHAT, NOTES = "Inbox Mail", "Planner Calendar", "Chat Messages", "Notebook Pages"
MAPS, CLOCK, PEOPLE = "City Maps", "Alarm Clock", "Address Contacts"


def plan(request: str, team_of, *labels: str):
    return plan_team(request, team_of(*labels), OfflinePolicy()).nodes


def test_a_leading_question_is_cut_where_an_order_starts_after_a_comma_dash_or_full_stop():
    assert asked_first("when is the zorp fair, wake me an hour before") == [
        "when is the zorp fair",
        "wake me an hour before",
    ]
    assert asked_first("where's the quib hall - take me there") == [
        "where's the quib hall",
        "take me there",
    ]
    assert asked_first("my zap number is in an email somewhere. text it to bo") == [
        "my zap number is in an email somewhere",
        "text it to bo",
    ]
    assert asked_first("what is the zorp, the big one in the hall") == [
        "what is the zorp, the big one in the hall"
    ]
    assert asked_first("text bo, then call ann") == ["text bo, then call ann"]


def test_the_question_becomes_a_finding_clause_and_a_vague_place_is_dropped():
    assert as_clauses("my zap number is in an email somewhere, put it in my notes") == (
        "find my zap number in an email, then put it in my notes",
        1,
    )
    assert as_clauses("whose zorp is next, call them")[0] == (
        "find out whose zorp is next, then call them"
    )


def test_being_woken_or_reminded_by_an_alarm_sets_the_alarm_and_a_reminder_stays():
    assert woken("wake me up 20 min before it") == "set an alarm 20 min before it"
    assert woken("wake me when the zorp opens") == "set an alarm for when the zorp opens"
    assert woken("remind me an hour before with an alarm") == "set an alarm an hour before"
    assert woken("remind me to water the zorps") == "remind me to water the zorps"


def test_an_order_that_leaves_out_what_was_found_points_back_at_it():
    assert elided("where is the zorp? get me directions") == "where is the zorp? navigate there"
    assert elided("where is the zorp - directions please") == "where is the zorp - navigate there"
    assert elided("where is the zorp? start navigation there") == (
        "where is the zorp? start navigation there"
    )
    assert elided("when is it? alarm 15 min before") == "when is it? set an alarm 15 min before"
    assert elided("set up an alarm for it, alarm at 7") == "set up an alarm for it, alarm at 7"
    assert elided("how much is it, jot it down on my quib list") == (
        "how much is it, add it to my quib list"
    )
    assert elided("how much is it? note that down") == "how much is it? write a new note with that"


def test_a_place_asked_then_get_directions_navigates_to_the_place_found(team_of):
    find, go = plan("where is the zorp club this week? get me directions", team_of, PLANS, MAPS)
    assert (find.expert, go.expert) == (f"{PLANS} expert", f"{MAPS} expert")
    assert [k.type for k in find.produces] == ["text"] and go.needs == find.produces
    assert go.subtask == f"navigate to {{{find.produces[0].name}}} in {MAPS}"


def test_whose_asks_a_person_who_is_the_recipient_not_the_message(team_of):
    find, text = plan("whose birthday is tomorrow? send them a quib text", team_of, PEOPLE, CHAT)
    assert find.subtask == f"Whose birthday is tomorrow in {PEOPLE}?"
    assert [k.type for k in find.produces] == ["contact"] and text.needs == find.produces
    assert text.subtask == f"send {{{find.produces[0].name}}} a quib text in {CHAT}"


def test_who_asked_then_call_her_calls_the_person_found(team_of):
    find, call = plan("who am i having zorp brunch with today? call her", team_of, PLANS, PEOPLE)
    assert [k.type for k in find.produces] == ["contact"] and call.needs == find.produces
    assert call.subtask == f"call {{{find.produces[0].name}}} in {PEOPLE}"


def test_a_time_asked_then_wake_me_sets_an_alarm_before_it(team_of):
    nodes = plan("when is my zorp checkup - wake me up 90 minutes before", team_of, PLANS, CLOCK)
    assert [n.expert for n in nodes] == [f"{PLANS} expert", f"{CLOCK} expert", f"{CLOCK} expert"]
    assert nodes[0].produces[0].type == "date"
    assert nodes[2].subtask.startswith("set an alarm at {")


def test_the_time_of_the_owners_thing_asked_before_an_order_is_kept_by_the_calendar():
    labels = [PLANS, CLOCK, NOTES]
    assert kept_apps("what time is my zorp sync on monday, set an alarm 20 min before", labels) == [
        PLANS
    ]
    assert kept_apps("when do i fly to zapville. set an alarm 3 hours before", labels) == [PLANS]
