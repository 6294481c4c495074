"""The offline team plan on facts kept in a thing of the owner's that no kind of app names
("my travel insurance", "my lease"), said where they are kept after the fact ("it's in my
lease") or in a leading statement ("there's a code in the sale email, ..."), and things found
elsewhere put in the calendar. App labels are invented (their kind words only)."""

from __future__ import annotations

from experts.assembly_records import record_kind
from experts.assembly_said import kept_said
from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team
from planners.wording import placed, written

MAIL, PLANS, CHAT, NOTES = "Inbox Mail", "Planner Calendar", "Chat Messages", "Notebook Pages"
FILES, PEOPLE = "File Manager", "Address Contacts"


def plan(request: str, team_of, *labels: str):
    return plan_team(request, team_of(*labels), OfflinePolicy()).nodes


def test_a_thing_of_the_owners_no_app_kind_names_is_a_document() -> None:
    assert record_kind("the emergency number from my travel insurance") == "file"
    assert record_kind("the first idea on my lisbon travel plans") == "note"
    assert record_kind("how many things are on my calendar on monday") == "calendar"
    assert record_kind("the best bakery in town") is None


def test_a_fact_from_an_unnamed_document_is_found_in_the_files_app(team_of):
    find, mail = plan(
        "email ann lee the emergency number from my travel insurance", team_of, MAIL, FILES
    )
    assert (find.expert, mail.expert) == (f"{FILES} expert", f"{MAIL} expert")
    assert find.subtask == f"What is the emergency number from my travel insurance in {FILES}?"
    assert mail.subtask == f'email ann lee "{{emergency_number}}" in {MAIL}'
    assert [k.name for k in find.produces] == [k.name for k in mail.needs]


def test_where_a_fact_is_kept_said_after_it_places_it(team_of):
    assert kept_said("text bo how much my rent is, it's in my lease") == (
        "text bo how much my rent is in my lease"
    )
    find, text = plan("text bo chan how much my rent is, it's in my lease", team_of, CHAT, FILES)
    assert find.subtask == f"How much is my rent in my lease in {FILES}?"
    assert text.subtask == f'text bo chan "{{rent_total}}" in {CHAT}'


def test_a_leading_statement_of_where_something_is_is_found_first(team_of):
    find, add = plan(
        "there's a discount code in the garden sale email, add it to my to-do list",
        team_of,
        MAIL,
        NOTES,
    )
    assert (find.expert, add.expert) == (f"{MAIL} expert", f"{NOTES} expert")
    assert find.subtask == f"What is the discount code in the garden sale email in {MAIL}?"
    assert add.subtask == f'add "{{discount_code}}" to my to-do list in {NOTES}'


def test_a_thing_from_someones_email_put_in_the_calendar_is_put_there_at_its_time(team_of):
    find, put = plan(
        "put the team offsite from ann's agenda email in my calendar, call it Offsite",
        team_of,
        PLANS,
        MAIL,
    )
    assert find.subtask == f"When is the team offsite from ann's agenda email in {MAIL}?"
    assert [(k.name, k.type) for k in find.produces] == [("offsite_time", "date")]
    assert put.subtask == f'put "Offsite" on {{offsite_time}} in {PLANS}'


def test_an_app_item_said_to_be_somewhere_is_acted_on_not_found(team_of):
    (node,) = plan(
        'Finish the draft in my Drafts folder: give it the subject "Trip" and send it.',
        team_of,
        MAIL,
        FILES,
    )
    assert node.expert == f"{MAIL} expert"


def test_two_amounts_added_up_where_the_request_says_they_are_then_used(team_of):
    rent, deposit, work, mail = plan(
        "add up the rent and deposit in my lease and email the total to ann lee",
        team_of,
        MAIL,
        FILES,
    )
    assert rent.subtask == f"How much is the rent in my lease in {FILES}?"
    assert deposit.subtask == f"How much is the deposit in my lease in {FILES}?"
    assert rent.expert == deposit.expert == f"{FILES} expert"
    assert not work.device and work.needs == [*rent.produces, *deposit.produces]
    assert mail.subtask == f'email "{{{work.produces[0].name}}}" to ann lee in {MAIL}'


def test_a_person_added_as_a_guest_is_added_by_their_email_address(team_of):
    find, add = plan("add bo chan as a guest to the project kickoff", team_of, PLANS, PEOPLE)
    assert (find.expert, add.expert) == (f"{PEOPLE} expert", f"{PLANS} expert")
    assert find.subtask == f"What is bo chan's email address in {PEOPLE}?"
    key = find.produces[0].name
    assert add.subtask == f"add {{{key}}} as a guest of the Project kickoff in {PLANS}"
    assert add.needs == find.produces


def test_a_post_asked_for_only_by_its_topic_is_given_words_about_it() -> None:
    assert written("post a zap about astronomy") == (
        'post a zap "Thinking about astronomy today: what do you love about astronomy?"'
    )
    assert written('post a zap "Clear skies"') == 'post a zap "Clear skies"'
    assert written("write a report about it") == "write a report about it"


def test_taking_a_found_thing_where_it_was_found_stays_with_that_expert(team_of):
    (node,) = plan(
        "On papers.example.org, find the latest paper about agents and download its PDF.",
        team_of,
        "Web Browser",
        FILES,
    )
    assert node.expert == "Web Browser expert"
    assert node.subtask.endswith("and download its PDF.")


def test_something_put_in_the_calendar_is_found_where_arrangements_come(team_of):
    find, add = plan(
        'find out when the flat viewing is, then add it to my calendar as "Viewing"',
        team_of,
        PLANS,
        MAIL,
    )
    assert (find.expert, add.expert) == (f"{MAIL} expert", f"{PLANS} expert")
    assert find.subtask == f"When is the flat viewing in {MAIL}?"
    key = find.produces[0]
    assert key.type == "date" and add.needs == [key]
    assert add.subtask == f'add "Viewing" to my calendar on {{{key.name}}} in {PLANS}'


def test_an_app_named_in_lower_case_is_named_by_its_label() -> None:
    assert placed("add {total} to my to-do list in zapnotes", "Zapnotes") == (
        "add {total} to my to-do list in Zapnotes"
    )
    assert placed("delete my zapnotes drafts", "Zapnotes") == "delete my zapnotes drafts"


def test_a_fact_whose_record_is_placed_after_it_is_found_there(team_of):
    find, mail = plan(
        "email ann lee the salary band from the job description in my documents",
        team_of,
        MAIL,
        FILES,
    )
    assert find.expert == f"{FILES} expert" and mail.expert == f"{MAIL} expert"
    assert find.subtask.startswith("What is the salary band from the job description")
    assert mail.subtask == f'email ann lee "{{{find.produces[0].name}}}" in {MAIL}'


def test_when_or_where_a_named_thing_happens_is_found_in_the_calendar(team_of):
    find, text = plan("text ann lee the room for the design review", team_of, CHAT, PLANS)
    assert find.expert == f"{PLANS} expert"
    assert find.subtask == f"What is the room for the design review in {PLANS}?"
    assert text.subtask == f'text ann lee "{{{find.produces[0].name}}}" in {CHAT}'
    find, work, alarm = plan(
        "what time is the team standup on monday? set an alarm 10 minutes before it",
        team_of,
        "Alarm Clock",
        PLANS,
    )
    assert find.expert == f"{PLANS} expert" and find.produces[0].type == "date"
    assert not work.device and alarm.expert == "Alarm Clock expert"


def test_a_property_of_a_thing_found_before_is_read_where_it_was_found(team_of):
    nodes = plan(
        "find out when my dentist appointment is and text ann lee the address of the appointment",
        team_of,
        CHAT,
        PLANS,
    )
    assert [n.expert for n in nodes] == [f"{PLANS} expert", f"{CHAT} expert"]


def test_someone_reached_by_their_role_is_found_in_the_owners_documents(team_of):
    find, mail = plan("email my landlord that the boiler needs a service", team_of, MAIL, FILES)
    assert find.expert == f"{FILES} expert"
    assert find.subtask == f"Who is my landlord in my documents in {FILES}?"
    assert [(k.name, k.type) for k in find.produces] == [("landlord", "contact")]
    assert mail.subtask == f"email {{landlord}} that the boiler needs a service in {MAIL}"
    (node,) = plan("email my landlord's agent that the boiler needs a service", team_of, MAIL)
    assert node.expert == f"{MAIL} expert"


def test_a_field_of_a_thing_read_from_a_document_is_asked_there(team_of):
    find, mail = plan(
        "email ann lee the date of the next sync meeting from the march 10 minutes",
        team_of,
        MAIL,
        FILES,
    )
    assert find.subtask == (
        f"What is the date of the next sync meeting from the march 10 minutes in {FILES}?"
    )
    assert find.produces[0].type == "date"
    assert mail.subtask == f'email ann lee "{{{find.produces[0].name}}}" in {MAIL}'


def test_a_time_a_clause_links_to_keeps_the_clause_whole(team_of):
    find, alarm = plan("set an alarm for when my yoga class starts", team_of, "Alarm Clock", PLANS)
    assert find.expert == f"{PLANS} expert"
    assert alarm.subtask == f"set an alarm for {{{find.produces[0].name}}} in Alarm Clock"


def test_an_email_passed_on_to_someone_is_forwarded_in_the_mail(team_of):
    (node,) = plan("forward the booking confirmation email to ann lee", team_of, MAIL, CHAT)
    assert node.expert == f"{MAIL} expert"


def test_a_records_field_with_the_is_the_owners_and_read_where_found_before(team_of):
    find, text = plan("message ann lee the wifi password", team_of, CHAT, NOTES)
    assert find.expert == f"{NOTES} expert" and find.produces[0].name == "wifi_password"
    assert text.subtask == f'message ann lee "{{wifi_password}}" in {CHAT}'
    find, text = plan(
        "find my flight booking email and text ann lee the flight number",
        team_of,
        CHAT,
        MAIL,
        PLANS,
    )
    assert find.expert == f"{MAIL} expert"
    assert find.subtask == f"What is the flight number in my flight booking email in {MAIL}?"


def test_someone_reached_by_what_they_do_for_the_owner_is_found_first(team_of):
    find, text = plan(
        "text whoever has my spare key that i'll pick it up tonight", team_of, CHAT, FILES
    )
    assert find.expert == f"{FILES} expert"
    assert find.subtask == f"Who has my spare key in my documents in {FILES}?"
    assert [(k.name, k.type) for k in find.produces] == [("person", "contact")]
    assert text.subtask == f"text {{person}} that i'll pick it up tonight in {CHAT}"


def test_a_day_found_in_a_document_put_in_the_calendar_under_a_name_is_found_first(team_of):
    find, put = plan(
        "put the day my zorb policy runs out in my calendar, call it Renew zorb",
        team_of,
        PLANS,
        FILES,
    )
    assert find.expert == f"{FILES} expert" and "in my calendar" not in find.subtask
    assert put.expert == f"{PLANS} expert" and "Renew zorb" in put.subtask
