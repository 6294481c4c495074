"""The offline team plan of a request that first states what someone told the owner ("bo dm'd
me about the zorp fair, add it to my calendar"): the statement is what must be found first, in
one sentence with the order as in two, and the order acts on what was found. Names, apps and
things are invented (kind words only)."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.calendared import calendar_put
from planners.relayed import asked_of, relayed, relayed_first
from planners.sentences import as_clauses
from planners.team import plan_team

CHAT, PLANS, NOTES = "Chat Messages", "Planner Calendar", "Notebook Pages"


def test_a_statement_of_what_someone_told_the_owner_is_cut_where_the_order_starts():
    assert relayed_first("zed dm'd me about the zorp fair, add it to my calendar") == [
        "zed dm'd me about the zorp fair",
        "add it to my calendar",
    ]
    assert relayed_first("quib needs me to zap something by friday - put it on my list") == [
        "quib needs me to zap something by friday",
        "put it on my list",
    ]


def test_the_owners_own_doings_an_order_or_no_order_after_it_are_not_cut():
    assert relayed_first("i asked for a zorp, add it to my list") == [
        "i asked for a zorp, add it to my list"
    ]
    assert relayed_first("text zed what bo said, then call ann") == [
        "text zed what bo said, then call ann"
    ]
    assert relayed_first("zed asked for a zorp, the big one") == [
        "zed asked for a zorp, the big one"
    ]
    assert not relayed("send zed the zorp bo recommended")
    assert relayed("the landlord confirmed a quib")


def test_the_finding_clause_asks_for_what_the_statement_leaves_open():
    assert asked_of("zed recommended a zorp route in our dms") == (
        "find out which zorp route did zed recommend in our dms"
    )
    assert asked_of("quib needs me to zap something by friday") == (
        "find out what does quib need me to zap by friday"
    )
    assert asked_of("bo told me somewhere to park") == "find out where did bo tell me to park"
    assert asked_of("zed texted me about the zorp fair") == (
        "find out what did zed text me about the zorp fair"
    )


def test_one_sentence_reads_as_two_a_finding_clause_then_the_order():
    assert as_clauses("zed recommended a zorp route in our chat, add it to my list") == (
        "find out which zorp route did zed recommend in our chat, then add it to my list",
        1,
    )
    assert as_clauses("Quib needs me to zap something. Put it on my list.")[0].lower() == (
        "find out what does quib need me to zap, then put it on my list."
    )


def test_the_plan_finds_what_was_told_in_one_app_and_acts_on_it_in_another(team_of):
    request = "zed recommended a zorp route in our chat, add it to my notebook list"
    find, add = plan_team(request, team_of(CHAT, NOTES), OfflinePolicy()).nodes
    assert (find.expert, add.expert) == (f"{CHAT} expert", f"{NOTES} expert")
    assert find.produces and add.needs == find.produces
    assert "{" + find.produces[0].name + "}" in add.subtask


def test_telling_someone_what_it_is_passes_on_what_was_found(team_of):
    request = "zed dmd me in our chat asking about something next week, email bo quorn what it is"
    find, mail = plan_team(request, team_of(CHAT, "Inbox Mail"), OfflinePolicy()).nodes
    assert find.subtask.startswith("What did zed dm me in our chat asking about next week")
    assert mail.needs == find.produces
    assert mail.subtask == f'email bo quorn "{{{find.produces[0].name}}}" in Inbox Mail'


def test_a_told_thing_put_on_the_calendar_is_an_event_named_for_it_on_the_day_found():
    event = calendar_put(
        "find out what did zed text me about the zorp fair", "add it to my calendar"
    )
    assert (event.title, event.rest) == ("Zorp fair", "")
    named = calendar_put(
        "find out what bo needs", "put it in my calendar on the day he needs it by, call it Zap"
    )
    assert (named.title, named.rest) == ("Zap", "")
    assert calendar_put("find out what bo needs", "put it in my calendar") is None
    assert calendar_put("find out what zed said about the zorp fair", "text it to bo") is None
    own_day = 'add it to my calendar as "Zap" on Sunday at the time she gave'
    assert calendar_put("find out what did zed text me about the zorp fair", own_day) is None
    quoted = calendar_put("find out what zed texted me", 'add it to my calendar as "Zap"')
    assert quoted is not None and quoted.title == "Zap"


def test_the_plan_asks_when_the_told_thing_is_and_creates_the_event_then(team_of):
    request = "zed asked for a meeting about the zorp launch in his mail, put it in my calendar"
    find, add = plan_team(request, team_of("Inbox Mail", PLANS), OfflinePolicy()).nodes
    assert find.expert == "Inbox Mail expert" and [k.type for k in find.produces] == ["date"]
    assert add.subtask.startswith(
        f'create an event titled "Zorp launch" on {{{find.produces[0].name}}}'
    )


def test_a_thing_named_after_the_telling_verb_is_found_by_its_name():
    assert asked_of("my landlord texted me the zorp code") == (
        "find the zorp code my landlord texted me"
    )
    assert asked_of("zed asked for the zap report in his mail") == (
        "find the zap report zed asked for in his mail"
    )
    assert asked_of("bo recommended the quorn tales to me") == (
        "find the quorn tales bo recommended to me"
    )


def test_an_open_question_leading_the_request_is_no_one_s_telling():
    assert not relayed("whatever zed asked me to send him")
    assert not relayed("what zed asked for")
    assert as_clauses("whatever zed asked me to send him, put it on my zap list")[0] == (
        "find out what zed asked me to send him, then put it on my zap list"
    )
