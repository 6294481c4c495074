"""Where the request says a fact is kept outranks what kind of record the fact is (issue #13):
"..., we planned it on Zapline" puts the fact on Zapline; "my landlord's number, it's in my
apartment notes" is found in the notes app, not the contacts app a person's number would go
to; a label that names a kind of app ("on my calendar") is no such place. Real offline policy;
app labels are invented."""

from __future__ import annotations

from experts.assembly_placed import placed_app
from experts.assembly_said import kept_said
from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

SOCIAL, PLANS, CLOCK = "Zapline", "Planner Calendar", "Tick Clock"
PEOPLE, NOTES, CHAT = "Phone Contacts", "Notebook Pages", "Chat Messages"


def test_where_a_thing_was_arranged_is_where_it_is_kept():
    said = kept_said("set an alarm before my coffee with bo, we planned it on zapline")
    assert said == "set an alarm before my coffee with bo on zapline"
    said = kept_said("text ann where the dinner is, priya sent it in our zapline messages")
    assert said == "text ann where the dinner is in our zapline messages"


def test_only_an_app_named_by_its_own_name_is_a_place_said():
    labels = [PLANS, SOCIAL]
    assert placed_app("my coffee with bo on zapline", labels) == SOCIAL
    assert placed_app("the day it arrives on my calendar", ["Calendar", SOCIAL]) is None


def test_a_timed_act_finds_its_thing_where_the_request_says_it_was_planned(team_of):
    team = team_of(PLANS, SOCIAL, CLOCK)
    request = "set an alarm half an hour before my coffee with bo, we planned it on zapline"
    nodes = plan_team(request, team, OfflinePolicy()).nodes
    assert nodes[0].expert == f"{SOCIAL} expert" and "coffee" in nodes[0].subtask
    assert nodes[-1].expert == f"{CLOCK} expert"


def test_a_persons_number_said_to_be_in_notes_is_found_in_the_notes(team_of):
    team = team_of(CHAT, PEOPLE, NOTES)
    request = "reply to ann's text about the keys with my landlord's phone number, it's in my notes"
    find, reply = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert == f"{NOTES} expert" and "landlord" in find.subtask
    assert reply.expert == f"{CHAT} expert" and reply.needs == find.produces


def test_the_person_a_planned_places_address_goes_to_is_no_part_of_the_plan(team_of):
    team = team_of(PLANS, "Zap Maps", "Zap Mail")
    for said in ("my dentist", "my zorb class"):
        request = f"email the address of {said} to ann quill"
        nodes = plan_team(request, team, OfflinePolicy()).nodes
        assert said in nodes[0].subtask and "ann quill" not in nodes[0].subtask
        assert nodes[-1].expert == "Zap Mail expert" and "to ann quill" in nodes[-1].subtask
