"""The offline team plan on request shapes people type: facts kept in another app, lower-case
questions, a node's app, references bound to what was found, lists used item by item, and a
time counted from something that happens. App labels are invented (their kind words only)."""

from __future__ import annotations

from pathlib import Path

from experts.assembly_offline import kept_apps, said_apps
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.team import plan_team
from tests.planners.conftest import run_offline_team

MAIL, PLANS, CHAT, NOTES = "Inbox Mail", "Planner Calendar", "Chat Messages", "Notebook Pages"
MAPS, CLOCK = "City Maps", "Alarm Clock"


def plan(request: str, team_of, *labels: str):
    return plan_team(request, team_of(*labels), OfflinePolicy()).nodes


def test_a_fact_about_my_records_is_found_first_in_the_app_that_keeps_them(team_of):
    find, text = plan("text ann lee my flight number for the rome trip", team_of, MAIL, PLANS, CHAT)
    assert find.expert == f"{PLANS} expert"
    assert find.subtask == f"What is my flight number for the rome trip in {PLANS}?"
    assert [k.name for k in find.produces] == ["flight_number"] == [k.name for k in text.needs]
    assert text.expert == f"{CHAT} expert"
    assert text.subtask == f'text ann lee "{{flight_number}}" in {CHAT}'


def test_two_facts_of_one_order_come_from_the_mail_that_keeps_orders(team_of):
    find, text = plan(
        "Text Ann Lee the order number of my Acme order and the day it arrives.",
        team_of,
        CHAT,
        MAIL,
    )
    assert find.expert == f"{MAIL} expert"
    assert [(k.name, k.type) for k in find.produces] == [
        ("order_number", "text"),
        ("order_day", "date"),
    ]
    assert text.subtask == f'Text Ann Lee "{{order_number}} and {{order_day}}" in {CHAT}.'


def test_which_day_something_arrives_is_asked_as_when(team_of):
    find, tell = plan("tell ann lee which day my acme order arrives", team_of, MAIL, CHAT)
    assert find.subtask == f"When does my acme order arrive in {MAIL}?"
    assert find.produces[0].type == "date"
    assert tell.expert == f"{CHAT} expert" and tell.needs == find.produces


def test_a_lower_case_question_then_an_order_is_split_and_passed_on(team_of):
    find, send = plan("whats our wifi password? send it to ann lee", team_of, NOTES, CHAT)
    assert find.expert == f"{NOTES} expert"
    assert find.subtask == f"What is our wifi password in {NOTES}?"
    assert send.expert == f"{CHAT} expert"
    assert send.subtask == f'send "{{{send.needs[0].name}}}" to ann lee in {CHAT}'


def test_each_node_names_the_app_its_expert_acts_in(team_of):
    find, go = plan(
        "Start navigating to the place where I'm having brunch today.", team_of, PLANS, MAPS
    )
    assert find.subtask == f"Where am I having brunch today in {PLANS}?"
    assert go.subtask == f"Start navigating to {{place}} in {MAPS}."


def test_the_owners_someone_found_first_is_the_one_acted_on(team_of):
    find, text = plan(
        "My landlord's details are in my apartment notes. Text my landlord that the boiler "
        "service is due.",
        team_of,
        NOTES,
        CHAT,
    )
    assert find.expert == f"{NOTES} expert"
    assert [(k.name, k.type) for k in find.produces] == [("landlord", "contact")]
    assert text.subtask.startswith("Text {landlord} that the boiler service is due")
    assert text.needs == find.produces


def test_a_list_found_first_is_used_item_by_item(team_of):
    nodes = plan(
        "See who sent me unread messages on Chirpy, and make a page in Notebook Pages titled "
        '"Replies" with a to-do to answer each of them.',
        team_of,
        "Chirpy",
        NOTES,
    )
    find, page, item = nodes
    assert find.expert == "Chirpy expert" and find.subtask.startswith("Who sent me")
    assert [(k.name, k.type) for k in find.produces] == [("person", "list")]
    assert page.subtask == f'make a page in {NOTES} titled "Replies"' and not page.needs
    assert item.subtask == f'add "Answer {{item}}" to the "Replies" page in {NOTES}'
    assert (item.each, item.needs, item.expert) == ("person", find.produces, page.expert)


def test_one_entry_per_item_names_the_list_for_its_items(team_of):
    read, page, item = plan(
        "Read the notes from March 10 in my Documents and make a page in Notebook Pages titled "
        '"Atlas" with one to-do per action item, naming who does it.',
        team_of,
        "File Manager",
        NOTES,
    )
    assert [(k.name, k.type) for k in read.produces] == [("action_items", "list")]
    assert page.subtask == f'make a page in {NOTES} titled "Atlas"'
    assert (item.subtask, item.each) == (
        f'add "{{item}}" to the "Atlas" page in {NOTES}',
        read.produces[0].name,
    )


def test_acting_on_each_of_something_described_finds_them_first(team_of):
    find, reply, page, item = plan(
        "Go through my unread emails and reply to each person who asked me a question. Then keep "
        'track of it in Notebook Pages: a page titled "Asked" with one to-do per person I replied '
        "to, naming them.",
        team_of,
        MAIL,
        NOTES,
    )
    assert find.subtask.endswith(f"find the people who asked me a question in {MAIL}")
    assert [(k.name, k.type) for k in find.produces] == [("people", "list")]
    assert (reply.subtask, reply.each) == (f"reply to {{item}} in {MAIL}.", "people")
    assert page.subtask == f'make a page titled "Asked" in {NOTES}'
    assert (item.each, item.needs) == ("people", find.produces)
    events, todo = plan(
        "add a to-do for each event on my calendar on monday", team_of, PLANS, NOTES
    )
    assert events.subtask == f"find the events on my calendar on monday in {PLANS}"
    assert todo.subtask == f'add "{{item}}" to my to-do list in {NOTES}'
    assert todo.each == events.produces[0].name and events.produces[0].type == "list"


def test_a_thing_done_a_number_of_times_is_one_node_done_that_many_times(team_of):
    post, follow = plan(
        "Help me run my Chirpy account on astronomy: post two chirps about astronomy and follow "
        "the two people who post about it.",
        team_of,
        "Chirpy",
    )
    said = '"Thinking about astronomy today: what do you love about astronomy?"'
    assert (post.subtask, post.times) == (f"post a chirp {said} in Chirpy", 2)
    assert follow.times == 1 and follow.expert == post.expert
    assert follow.subtask == "follow the two people who post about astronomy in Chirpy."


def test_a_time_before_something_that_happens_is_found_then_worked_out(team_of):
    find, work, alarm = plan(
        "set an alarm 90 minutes before my flight leaves", team_of, PLANS, CLOCK
    )
    assert find.subtask == f"When does my flight leave in {PLANS}?"
    assert not work.device and work.needs == find.produces
    assert alarm.subtask == f"set an alarm at {{{work.produces[0].name}}} in {CLOCK}"


def test_there_is_the_place_found_before(team_of):
    find, go = plan(
        "what park is my bike ride tomorrow at? start navigation there", team_of, PLANS, MAPS
    )
    assert find.subtask == f"What park is my bike ride tomorrow at in {PLANS}?"
    assert go.subtask == f"start navigation to {{place}} in {MAPS}"


def test_someone_described_in_brackets_is_found_first_and_a_fact_where_it_is_kept(team_of):
    who, fact, mail = plan(
        "Email my manager (the person I have 1:1s with in my calendar) the new launch date "
        "from the March 10 minutes in my Documents.",
        team_of,
        PLANS,
        "Docs Files",
        MAIL,
    )
    assert who.expert == f"{PLANS} expert" and who.produces[0].name == "manager"
    assert fact.expert == "Docs Files expert" and fact.produces[0].name == "launch_date"
    assert mail.expert == f"{MAIL} expert"
    assert mail.subtask == f'Email {{manager}} "{{launch_date}}" in {MAIL}.'


def test_their_field_from_a_named_app_asks_for_the_person_named(team_of):
    find, invite = plan(
        "Invite Ann Lee to my Book club on Thursday: add their email address from Address "
        "Contacts as a guest of the event.",
        team_of,
        "Address Contacts",
        PLANS,
    )
    assert find.subtask == "What is Ann Lee's email address from Address Contacts?"
    assert invite.expert == f"{PLANS} expert"
    assert (
        invite.subtask
        == f"Add {{email_address}} as a guest of my Book club on Thursday in {PLANS}."
    )


def test_assembly_enlists_the_app_that_keeps_a_record_and_the_one_that_passes_it_on():
    labels = [CLOCK, MAIL, CHAT, PLANS, NOTES]
    request = "tell ann lee which day my acme order arrives"
    assert kept_apps(request, labels) == [MAIL]
    assert said_apps(request, labels, [MAIL]) == [MAIL, CHAT]
    assert kept_apps("whats our wifi password? send it to ann", labels) == [NOTES]


def test_a_team_run_on_simdroid_counts_an_alarm_back_from_a_flight(tmp_path: Path):
    """Assembled, planned and run offline on SimDroid: the calendar's flight leaves at 08:15,
    so the alarm 90 minutes before it is at 06:45 (no such alarm before the run)."""
    request = "set an alarm 90 minutes before my flight leaves"
    phone = SimDevice()
    assert not [a for a in phone.state()["clock"]["alarms"] if a["time"] == "06:45"]
    spec = run_offline_team(request, phone, tmp_path)
    assert [n.device for n in spec.nodes] == [True, False, True]
    assert [a for a in phone.state()["clock"]["alarms"] if a["time"] == "06:45" and a["enabled"]]


def test_that_day_is_the_date_found_before(team_of):
    find, event = plan(
        "When does my acme order arrive? Check the order email and put a calendar event called "
        '"Parcel" on that day at 9 AM.',
        team_of,
        MAIL,
        PLANS,
    )
    key = event.needs[0]
    assert find.produces == [key] and key.type == "date"
    assert event.subtask == (
        f'put a calendar event called "Parcel" on {{{key.name}}} at 9 AM in {PLANS}.'
    )


def test_the_name_of_a_place_found_before_is_the_place(team_of):
    find, send = plan(
        "where am i having brunch today? send the name of the place to ann lee",
        team_of,
        PLANS,
        MAPS,
        CHAT,
    )
    assert find.subtask == f"Where am I having brunch today in {PLANS}?"
    assert [k.name for k in find.produces] == ["place"] == [k.name for k in send.needs]
    assert send.expert == f"{CHAT} expert"
    assert send.subtask == f'send "{{place}}" to ann lee in {CHAT}'


def test_a_written_clause_about_a_thing_and_its_property_quotes_both(team_of):
    where, rating, post = plan(
        "Where did I have dinner last night? Check the place's rating in City Maps and post a "
        "chirp recommending it, with its rating.",
        team_of,
        PLANS,
        MAPS,
        "Chirpy",
    )
    assert where.produces[0].name == "place" and rating.needs == where.produces
    assert rating.subtask == f"What is the rating of {{place}} in {MAPS}?"
    assert post.expert == "Chirpy expert"
    assert (
        post.subtask
        == 'post a chirp "recommending {place}, with its rating {place_rating}" in Chirpy.'
    )
    assert [k.name for k in post.needs] == ["place", "place_rating"]
