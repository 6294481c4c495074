"""Requests whose reading and acting are not joined by "then": a record said to hold the answer
("bo's memo says when ..."), where a fact is kept said after it, "once youve found X" with no
comma, a purpose aside, an act whose verb the interface does not know, being woken for a thing,
a thing someone texted or recommended, a thing told by email, and a noun said by another word
than the app shows, and a fact read from a maker's record ("the airline's email"). Each finds
every app the request needs and splits it into finding, then acting. App labels and things are
invented."""

from __future__ import annotations

from pathlib import Path

from experts.assembly_chained import chained
from experts.assembly_phrases import timed_thing
from experts.assembly_planned import planned
from experts.assembly_records import facts_in, record_kind
from experts.assembly_said import kept_said
from experts.assembly_saying import saying_app
from experts.assembly_shown import showing
from experts.assembly_spliced import plain, spliced
from experts.offline.lexicon import synonyms
from experts.offline.when import CALENDAR_WORDS
from memory.content import ContentMemory
from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

CHAT, MAIL, NOTES, FILES = "Chat Messages", "Inbox Mail", "Notebook Pages", "Zap Files"
PEOPLE, PLANNER, CLOCK = "Folk Contacts", "Day Calendar", "Tick Clock"


def test_a_record_said_to_hold_the_answer_is_read_there_first():
    request = "bo's memo says when the zorp tasting is, pop it in my calendar as Zorp"
    assert spliced(request) == (
        "find out when the zorp tasting is in bo's memo, then put it in my calendar as Zorp"
    )
    assert spliced("the zorp tasting is, pop") == "the zorp tasting is, pop"


def test_where_a_fact_is_kept_said_after_it_follows_the_fact():
    assert kept_said("mail bo how many quorns i need, my zap page has it") == (
        "mail bo how many quorns i need in my zap page"
    )
    assert kept_said("text bo where the zorp is, the address is in my planner") == (
        "text bo where the zorp is in my planner"
    )
    assert kept_said("text bo that my zap page has it") == "text bo that my zap page has it"


def test_once_found_without_a_comma_is_finding_then_acting():
    assert chained("once youve found the may quorn in my zap file add it to my zorp list") == (
        "find the may quorn in my zap file, then add it to my zorp list"
    )
    assert chained("once you know the quorn plan it") == "once you know the quorn plan it"


def test_an_unknown_verb_putting_a_thing_into_a_list_or_calendar_is_put():
    assert plain("stick it on my zorp list") == "put it on my zorp list"
    assert plain("pop it in my calendar") == "put it in my calendar"
    assert plain("mention it in my email to bo") == "mention it in my email to bo"
    assert plain("wake me up for the zorp ride") == "set up an alarm for the zorp ride"
    found = timed_thing("set an alarm for the zorp ride on friday", CALENDAR_WORDS)
    assert found is not None and found["thing"] == "the zorp ride"
    assert timed_thing("set an alarm for the morning", CALENDAR_WORDS) is None


def test_an_offset_with_nothing_after_it_points_back_across_a_sentence_end():
    assert plain("when is the zorp? set an alarm an hour before") == (
        "when is the zorp? set an alarm an hour before it"
    )
    assert plain("check the zorp. start a timer thirty minutes before.") == (
        "check the zorp. start a timer thirty minutes before it."
    )
    assert plain("find the zorp and wake me 2 hours after") == (
        "find the zorp and set an alarm 2 hours after it"
    )
    assert plain("set a timer 20 minutes before") == "set a timer 20 minutes before"


def test_a_thing_someone_passed_on_is_kept_in_their_messages():
    labels = [CHAT, MAIL, PEOPLE]
    found = facts_in("save the new number zed texted me as a contact called zed vo", labels)
    assert [(m.group(0), app) for m, app in found] == [("the new number zed texted me", CHAT)]
    found = facts_in("post the zorp bo recommended me on zapline", labels)
    assert [(m.group(0), app) for m, app in found] == [("the zorp bo recommended me", CHAT)]
    assert facts_in("add the zorp i texted bo to my list", labels) == []
    assert facts_in("add the zorp bo recommended to my reading list", [CHAT, NOTES]) == []


def test_a_thing_told_by_email_goes_by_mail_and_an_event_keeps_its_room():
    assert saying_app("tell ada vance by email what room it is", [CHAT, MAIL]) == MAIL
    assert saying_app("tell ada vance what room it is", [CHAT, MAIL]) == CHAT
    assert record_kind("which room the zorp review is in") == "calendar"
    assert record_kind("which room the zorp review") is None


def test_a_fact_read_from_a_makers_record_is_kept_where_that_record_is():
    labels = [CHAT, MAIL, NOTES, "Zorb Shop"]
    found = facts_in("text ada vance the zorp code from the zorbery's email", labels)
    assert [(m.group(0), app) for m, app in found] == [
        ("the zorp code from the zorbery's email", MAIL)
    ]
    assert record_kind("the zorp code from the shop's email") == "mail"
    assert record_kind("the zorp code from bo's text") == "message"
    gram = facts_in(
        "send ada the photo caption from my latest zorbgram post", [CHAT, FILES, "Zorbgram"]
    )
    assert [app for _, app in gram] == ["Zorbgram"]


def test_a_told_room_is_found_in_the_calendar_and_sent_by_mail(team_of):
    request = "tell ada vance by email what room the zorp review is in"
    find, mail = plan_team(request, team_of(CHAT, MAIL, PLANNER), OfflinePolicy()).nodes
    assert find.expert == f"{PLANNER} expert" and "zorp review" in find.subtask
    assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces
    assert mail.subtask.startswith("email ada vance") and "by email" not in mail.subtask


def test_the_surveys_keeper_of_a_fact_comes_before_the_doers_own_app(team_of):
    team = team_of(NOTES, FILES)
    for member in team.members:
        if FILES in member.portrait.labels:
            member.shows = ["zorping", "quorn"]
    request = "so i dont forget, add the zorping day from my quorn notes to my chore list"
    find, add = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert == f"{FILES} expert" and "the zorping day from my quorn notes" in (
        find.subtask
    )
    assert add.expert == f"{NOTES} expert" and add.needs == find.produces


def test_a_word_no_app_shows_is_looked_for_by_its_synonyms(tmp_path: Path):
    assert "apartment" in synonyms("flat") and "flat" in synonyms("apartment")
    content = ContentMemory(tmp_path / "content.json")
    content.record("p.notes", NOTES, ["Apartment zorp code"])
    for n in range(4):
        content.record(f"p.other{n}", f"Other {n}", ["Weather today"])
    assert showing(content, ["flat", "zorp"]) == {NOTES: ["flat", "zorp"]}
    assert showing(content, ["weather"]) == {}


def test_a_field_of_the_place_of_a_plan_is_found_on_the_map_after_the_plan(team_of):
    request = "whats the phone number of the cafe im having zorp at with bo? text it to ada vance"
    team = team_of(CHAT, PEOPLE, "Atlas Maps", PLANNER)
    plan, find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert plan.expert == f"{PLANNER} expert" and "zorp" in plan.subtask
    assert find.expert == "Atlas Maps expert" and find.needs == plan.produces
    assert "phone number" in find.subtask
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces


def test_a_place_added_to_contacts_with_its_number_has_the_number_found_first(team_of):
    assert chained("put zap grill in my contacts with its number") == (
        "find the phone number of zap grill, then add it to my contacts as zap grill"
    )
    assert chained("add bo to my contacts") == "add bo to my contacts"
    request = "add zap grill to my contacts with its phone number, first name zap last name grill"
    find, add = plan_team(request, team_of(PEOPLE, "Atlas Maps"), OfflinePolicy()).nodes
    assert find.expert == "Atlas Maps expert" and "phone number of zap grill" in find.subtask
    assert add.expert == f"{PEOPLE} expert" and add.needs == find.produces
    assert "first name zap last name grill" in add.subtask


def test_a_thing_someone_found_before_gave_is_not_found_again():
    assert facts_in("add it to my calendar at the time she gave", [CHAT, PLANNER]) == []


def test_a_number_emailed_is_quoted_as_the_message(team_of):
    request = "how much is the zorb lamp in Quorn Shop? email ada vance the price"
    find, mail = plan_team(request, team_of(MAIL, "Quorn Shop"), OfflinePolicy()).nodes
    key = find.produces[0]
    assert key.type == "number" and mail.needs == find.produces
    assert f'"{{{key.name}}}"' in mail.subtask


def test_a_field_of_a_document_named_last_is_kept_where_documents_are():
    assert record_kind("the size of the zorb notes file") == "file"
    assert record_kind("the name of the zorb place for our quorn lunch") != "map"
    found = facts_in("email ada the status of my zorb order", [CHAT, MAIL])
    assert [m.group(0) for m, _ in found] == ["the status of my zorb order"]


def test_the_place_where_a_named_group_meets_is_a_plan_read_in_the_calendar(team_of):
    assert planned("text ada the address of the place where the zorb club meets") is not None
    request = "text ada vance the address of the place where the zorb club meets"
    team = team_of(CHAT, PLANNER)
    keeper = next(m.portrait.name for m in team.members if PLANNER in m.portrait.labels)
    assert plan_team(request, team, OfflinePolicy()).nodes[0].expert == keeper
