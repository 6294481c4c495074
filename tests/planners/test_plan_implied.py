"""One-sentence cross-app requests whose second app is implied (issue #13, cross37): a
hyphenated compound the survey shows by its parts, an act on whatever someone says, a reply
that passes on a value from another app, a self-reminder put on a list, a place described by
the owner's past plans or by the event it is for, and a property of a place found upstream
used by another branch. Real offline policy; app labels are invented."""

from __future__ import annotations

from experts.assembly_kept import kept_phrase
from experts.assembly_offline import planned
from experts.assembly_saying import saying_app
from experts.assembly_shown import shown_words
from mobilexperts.llm.offline import OfflinePolicy
from planners.sentences import acted_whatever
from planners.team import plan_team

MAIL, PLANS, CHAT, NOTES = "Inbox Mail", "Planner Calendar", "Chat Messages", "Notebook Pages"
MAPS, CLOCK = "City Maps", "Alarm Clock"


def _plan(request: str, team, shown: str = "", shows: tuple[str, ...] = ()):
    for member in team.members:
        if shown in member.portrait.labels:
            member.shows = list(shows)
            member.seen = list(shows)
    return plan_team(request, team, OfflinePolicy()).nodes


def test_a_hyphenated_compound_the_survey_shows_by_its_parts_is_found_there(team_of):
    team = team_of(MAIL, CLOCK)
    request = "email ada vance the time my zorp-for-quill alarm rings"
    find, mail = _plan(request, team, shown=CLOCK, shows=("zorp", "quill"))
    assert find.expert == f"{CLOCK} expert" and "zorp-for-quill" in find.subtask
    assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces


def test_the_survey_looks_for_a_hyphenated_compound_s_parts():
    looked = shown_words("email ada vance the time my zorp-for-quill alarm rings")
    assert {"zorp", "quill"} <= set(looked) and "for" not in looked


def test_an_act_on_whatever_someone_says_finds_it_first():
    assert (
        acted_whatever("add whatever book bo says i'd love to my zap list")
        == "find out what book bo says i'd love, then add it to my zap list"
    )
    assert acted_whatever("text ada vance whatever bo said") == (
        "find out what bo said, then text ada vance"
    )
    assert acted_whatever("add whatever to my list") == "add whatever to my list"


def test_an_act_on_whatever_someone_says_is_two_nodes(team_of):
    team = team_of(MAIL, NOTES)
    request = "add whatever book bo says i'd love to my zap list"
    find, add = _plan(request, team, shown=MAIL, shows=("love",))
    assert find.expert == f"{MAIL} expert" and "bo says I'd love" in find.subtask
    assert add.expert == f"{NOTES} expert" and add.needs == find.produces
    assert "whatever" not in add.subtask


def test_the_record_a_reply_answers_is_not_the_thing_it_passes_on():
    phrase = kept_phrase("reply to ada's zap email with the time of my zorp alarm")
    assert phrase == "the time of my zorp alarm"


def test_a_self_reminder_is_no_message():
    labels = [MAIL, CHAT, NOTES]
    assert saying_app("remind me on my zap list about the quill bo sent", labels) is None
    assert saying_app("remind ada to bring the quill", labels) == CHAT


def test_a_place_of_the_owner_s_past_or_named_plans_is_found_in_the_events_app(team_of):
    assert planned("the address of the place i had dinner with bo")
    assert planned("the phone number of the cafe from my lunch with bo")
    team = team_of(PLANS, MAPS, CHAT)
    request = "text ada vance the phone number of the cafe from my lunch with bo"
    where, phone, text = _plan(request, team)
    assert where.expert == f"{PLANS} expert" and where.subtask.startswith("Where is my lunch")
    assert phone.expert == f"{MAPS} expert" and phone.needs == where.produces
    assert text.expert == f"{CHAT} expert" and text.needs == phone.produces


def test_a_place_property_another_branch_uses_is_looked_up_where_places_are_kept(team_of):
    team = team_of(PLANS, CHAT, MAPS, MAIL)
    request = "text ada vance the place of my brunch today and email bo lee its address"
    where, text, lookup, mail = _plan(request, team)
    assert where.expert == f"{PLANS} expert" and [k.name for k in where.produces] == ["place"]
    assert text.needs == where.produces
    assert lookup.expert == f"{MAPS} expert" and lookup.needs == where.produces
    assert "address" in lookup.subtask and mail.needs == lookup.produces
