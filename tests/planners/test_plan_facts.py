"""The offline team plan on facts kept in documents, the address book and maps, and on
clauses whose words a later node's value fills (a property, a determiner, a name, "that day").
App labels are invented (their kind words only)."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.team import plan_team
from tests.planners.conftest import run_offline_team

MAIL, PLANS, CHAT, NOTES = "Inbox Mail", "Planner Calendar", "Chat Messages", "Notebook Pages"
MAPS, CLOCK = "City Maps", "Alarm Clock"


def plan(request: str, team_of, *labels: str):
    return plan_team(request, team_of(*labels), OfflinePolicy()).nodes


FILES, PEOPLE = "File Manager", "Address Contacts"


def test_a_fact_in_something_downloaded_is_found_in_the_files_app(team_of):
    find, mail = plan(
        "email ann lee how much the acme invoice in my downloads comes to", team_of, MAIL, FILES
    )
    assert (find.expert, mail.expert) == (f"{FILES} expert", f"{MAIL} expert")
    assert find.subtask == f"How much does the acme invoice in my downloads come to in {FILES}?"
    assert mail.subtask == f'email ann lee "{{invoice_total}}" in {MAIL}'
    find, work, alarm = plan(
        "set an alarm 15 minutes before the keynote in the conference schedule i downloaded",
        team_of,
        CLOCK,
        FILES,
    )
    asked = "What time is the keynote in the conference schedule I downloaded"
    assert find.subtask == f"{asked} in {FILES}?"
    assert [(k.name, k.type) for k in find.produces] == [("keynote_time", "date")]
    assert work.subtask == "work out the time 15 minutes before {keynote_time}" and not work.device
    assert alarm.subtask == f"set an alarm at {{alarm_time}} in {CLOCK}"


def test_a_named_persons_number_and_a_named_places_address_are_found_where_kept(team_of):
    find, mail = plan("email ann lee bo chan's phone number", team_of, PEOPLE, MAIL)
    assert find.subtask == f"What is bo chan's phone number in {PEOPLE}?"
    assert mail.subtask == f'email ann lee "{{phone_number}}" in {MAIL}'
    find, text = plan("text ann lee the address of zap grill", team_of, MAPS, CHAT)
    assert (find.expert, find.subtask) == (
        f"{MAPS} expert",
        f"What is the address of zap grill in {MAPS}?",
    )
    assert (
        text.needs == find.produces == [find.produces[0]]
        and find.produces[0].name == "grill_address"
    )


def test_what_a_later_clause_uses_is_the_property_it_names_not_a_determiner(team_of):
    find, todo = plan(
        "Find my flight booking email and add a to-do to the To-do list in Notebook Pages to "
        "check in for that flight, with its flight number.",
        team_of,
        MAIL,
        NOTES,
    )
    assert [k.name for k in find.produces] == ["flight_number"] == [k.name for k in todo.needs]
    assert "for that flight" in todo.subtask and '"{flight_number}"' in todo.subtask
    mail, event = plan(
        "Tara emailed about the running group this Sunday. Reply that I'm coming, and add it to "
        'my calendar as "Run" on Sunday at the time she gave.',
        team_of,
        MAIL,
        PLANS,
    )
    assert event.subtask == f'add "Run" to my calendar on Sunday at {{time}} in {PLANS}.'
    assert event.needs == mail.produces and mail.produces[0].type == "date"
    _, event = plan(
        'When does my acme order arrive? Check the order email and put a calendar event called "P"'
        " on that day at 9 AM.",
        team_of,
        MAIL,
        PLANS,
    )
    assert [k.name for k in event.needs] == ["order_arrive_day"]


def test_a_found_name_is_what_a_thing_is_titled_with(team_of):
    _, page = plan(
        "Download the latest paper about agents from papers.example.org, then create a page in "
        "Notebook Pages titled with the paper's title and write one of its findings in the body.",
        team_of,
        "Web Browser",
        NOTES,
    )
    assert page.subtask.startswith(f'create a page in {NOTES} titled "{{title}}" and write')


def test_a_reply_goes_where_the_message_was_read_and_paying_stays_with_the_purchase(team_of):
    *_, reply = plan(
        "Someone from my climbing gym texted me their new number. Save it to my contacts under "
        'the name they gave, and reply "Saved!"',
        team_of,
        PEOPLE,
        CHAT,
    )
    person = reply.needs[0]
    assert (reply.expert, reply.subtask) == (
        f"{CHAT} expert",
        f'reply to {{{person.name}}} "Saved!" in {CHAT}',
    )
    (buy,) = plan(
        "Find wireless earbuds that are popular and buy them. Pay with my card: Alex Morgan, "
        "number 4111 1111 1111 1111.",
        team_of,
        "Mega Shop",
        PEOPLE,
    )
    assert buy.expert == "Mega Shop expert" and "Pay with my card" in buy.subtask


def test_forwarding_is_telling_and_a_place_described_by_a_plan_is_replaced_whole(team_of):
    find, tell = plan(
        "forward the wifi password from my apartment notes to zoe fischer", team_of, NOTES, CHAT
    )
    assert (find.expert, tell.expert) == (f"{NOTES} expert", f"{CHAT} expert")
    assert tell.subtask == f'forward "{{wifi_password}}" to zoe fischer in {CHAT}'
    find, go = plan("navigate to the park where my bike ride is tomorrow", team_of, PLANS, MAPS)
    assert find.subtask == f"Where is my bike ride tomorrow in {PLANS}?"
    assert go.subtask == f"navigate to {{ride_place}} in {MAPS}"
    find, lookup, send = plan("send bo chan the address of my dentist", team_of, PLANS, MAPS, CHAT)
    assert find.subtask == f"Where is my dentist in {PLANS}?"
    assert lookup.needs == find.produces and send.needs == lookup.produces
    assert send.subtask == f'send bo chan "{{{lookup.produces[0].name}}}" in {CHAT}'


def test_a_thing_taken_from_a_kept_place_is_found_there_first(team_of):
    find, add = plan(
        "add the lentil soup recipe from my email to my Recipes page in Notebook Pages",
        team_of,
        MAIL,
        NOTES,
    )
    assert find.subtask == f"find the lentil soup recipe from my email in {MAIL}"
    assert add.subtask == f'add "{{recipe_item}}" to my Recipes page in {NOTES}'
    find, _ = plan("send bo chan the monthly rent from my lease", team_of, FILES, CHAT)
    assert find.expert == f"{FILES} expert"


def test_a_named_places_hours_and_a_named_persons_company_are_found_where_kept(team_of):
    find, work, alarm = plan(
        "what time does zap grill close? set an alarm an hour before that", team_of, MAPS, CLOCK
    )
    assert find.subtask == f"What time does zap grill close in {MAPS}?"
    assert find.produces[0].type == "date" and work.needs == find.produces
    assert work.subtask.startswith("work out the time an hour before {")
    assert alarm.needs == work.produces
    find, put = plan(
        "look up the opening hours of zap grill and put them in my to-do list", team_of, MAPS, NOTES
    )
    assert (
        [(k.name, k.type) for k in find.produces]
        == [("opening_hour", "text")]
        == [(k.name, k.type) for k in put.needs]
    )
    ask, _ = plan("what company does bo chan work for? email her hi", team_of, PEOPLE, NOTES, MAIL)
    assert ask.expert == f"{PEOPLE} expert"


def test_a_field_of_a_place_found_first_is_looked_up_where_places_are_kept(team_of):
    where, address, text = plan(
        "text maya garcia the address of the place where i'm having lunch with isla",
        team_of,
        PLANS,
        CHAT,
        MAPS,
    )
    assert where.expert == f"{PLANS} expert" and where.produces[0].name == "place"
    assert address.subtask == f"What is the address of {{place}} in {MAPS}?"
    assert address.needs == where.produces and text.needs == address.produces


def test_a_time_before_a_record_is_found_first_and_telling_uses_the_apps_verb(team_of):
    find, work, alarm, text = plan(
        "set an alarm 30 minutes before my dentist appointment and text bo chan the address of "
        "the dentist",
        team_of,
        CLOCK,
        PLANS,
        CHAT,
    )
    assert find.subtask == f"When is my dentist appointment in {PLANS}?"
    assert {k.name for k in find.produces} == {"appointment_time", "address"}
    assert work.needs[0].name == "appointment_time" and alarm.needs == work.produces
    assert text.subtask == f'text bo chan "{{address}}" in {CHAT}'
    _, tell = plan("let bo chan know what time my dentist appointment is", team_of, PLANS, CHAT)
    assert tell.subtask == f'text bo chan "{{appointment_time}}" in {CHAT}'


def test_a_thing_whose_field_a_later_node_uses_is_asked_for_that_field(team_of):
    find, _ = plan(
        "Find my flight booking email and add a to-do to the To-do list in Notebook Pages to "
        "check in for that flight, with its flight number.",
        team_of,
        MAIL,
        NOTES,
    )
    assert find.subtask == f"What is the flight number in my flight booking email in {MAIL}?"


def test_a_question_about_a_named_persons_field_is_one_node_where_it_is_kept(team_of):
    (ask,) = plan("When is Bo Chan's birthday?", team_of, PEOPLE, PLANS)
    assert (ask.expert, ask.needs, ask.produces) == (f"{PEOPLE} expert", [], [])


def test_a_fact_that_names_its_app_is_found_in_that_app(team_of):
    find, post = plan(
        "post the title of my newest zapgram photo on chirpy", team_of, "Zapgram", "Chirpy"
    )
    assert (find.expert, post.expert) == ("Zapgram expert", "Chirpy expert")
    assert post.needs == find.produces and find.produces[0].name == "photo_title"


def test_a_team_run_on_simdroid_sets_an_alarm_before_a_time_in_a_downloaded_file(tmp_path):
    """Assembled, planned and run offline on SimDroid: the downloaded conference schedule's
    keynote is at 09:00, so the alarm 15 minutes before it is at 08:45 (none before the run)."""
    request = "set an alarm 15 minutes before the keynote in the conference schedule i downloaded"
    phone = SimDevice()
    assert not [a for a in phone.state()["clock"]["alarms"] if a["time"] == "08:45"]
    spec = run_offline_team(request, phone, tmp_path)
    assert [n.device for n in spec.nodes] == [True, False, True]
    assert [a for a in phone.state()["clock"]["alarms"] if a["time"] == "08:45" and a["enabled"]]
