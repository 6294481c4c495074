"""The value a team node commits is the one fact its key asks for, read off SimDroid screens:
a time from an event row, a place field, labelled values, a code after its qualifier, a date
from a document's sentence, a thing's name with what its dependant asks."""

from __future__ import annotations

import pytest

from evals.reference import ReferenceStep, run_reference
from memory.pool import Key
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.screen import Screen
from mobilexperts.sim.device import SimDevice
from planners.ending import unlike_asked
from planners.expert import SubtaskResult, produced
from planners.facts import kind_of, misfit
from planners.plan import PlanSpec
from planners.shapes import shaped
from tests.planners.test_team_run import record_for, runner

CALENDAR = [{"launch": "Calendar"}, {"swipe": "up"}]
LAST_WEEK = [{"launch": "Calendar"}, {"tap": {"desc": "Previous week"}}, *[{"swipe": "up"}] * 2]
ABOUT = [{"launch": "Settings"}, {"tap": {"text": "About phone"}}]
NOTES = [{"launch": "Files"}, {"tap": {"text": "Documents"}}]
LAPTOP = [
    {"launch": "Shop"},
    {"tap": {"id": "search_src_text"}},
    {"type": "Voltra Aero"},
    {"enter": True},
    {"tap": {"id": "product_title", "text": "Voltra Aero 14 Slim"}},
]


def screen_after(steps: list[dict]) -> Screen:
    phone = SimDevice()
    run_reference(phone, [ReferenceStep.model_validate(s) for s in steps])
    return perceive_observation(phone.observe())


def mail(subject: str) -> list[dict]:
    return [
        {"launch": "Mail"},
        {"tap": {"id": "search"}},
        {"type": subject},
        {"enter": True},
        {"tap": {"id": "subject", "contains": subject}},
    ]


def commit(key: Key, subtask: str, steps: list[dict], answer: str = "", uses=()) -> str:
    done = SubtaskResult(done=True, answer=answer)
    screen = screen_after(steps)
    values = produced([key], subtask, done, screen, OfflinePolicy(), {key.name: list(uses)})
    return str(values[key.name])


@pytest.mark.parametrize(
    ("key", "subtask", "uses", "kind"),
    [
        (Key(name="dentist_appointment_time", type="date"), "When is it?", [], "time"),
        (
            Key(name="order_arrive_time", type="date"),
            "When?",
            ["on {order_arrive_time} day"],
            "date",
        ),
        (
            Key(name="order_arrive_time", type="date"),
            "When?",
            ['put "Parcel" on {order_arrive_time} at 9 AM'],
            "date",
        ),
        (Key(name="sichuan_restaurant"), "Find a restaurant", [], "place"),
        (Key(name="home_password"), "What is the Wi-Fi password?", [], "code"),
        (Key(name="result"), "Who has a birthday tomorrow?", [], "person"),
        (Key(name="aero_laptop"), "Find the newest laptop", [], "text"),
        (Key(name="dentist_visit"), "find the address of my dentist visit", [], "address"),
        (Key(name="knitting_time"), "Which yarn am I knitting with on Sunday?", [], "text"),
        (Key(name="club_day"), "What day does the chess club meet?", [], "date"),
        (Key(name="bike_code"), "What is the bike lock code?", [], "code"),
        (Key(name="left_time"), "How many plants are left?", [], "count"),
        (Key(name="bake"), "How many minutes does it bake?", [], "duration"),
    ],
)
def test_a_keys_kind_comes_from_its_use_its_name_or_its_question(key, subtask, uses, kind):
    assert kind_of(key, subtask, uses) == kind


def test_a_time_is_the_clock_time_of_the_asked_events_row_not_the_whole_row():
    key = Key(name="dentist_appointment_time", type="date")
    value = commit(key, "When is my dentist appointment in Calendar?", CALENDAR)
    assert value == "11:00 – 11:45"


def test_a_place_is_the_place_field_of_the_asked_events_row():
    key = Key(name="place")
    assert commit(key, "Where did I have dinner last night?", LAST_WEEK) == "Trattoria Lucia"


def test_the_labelled_values_a_question_asks_are_committed_with_their_labels():
    key = Key(name="android_version")
    value = commit(key, "find the phone's model and Android version", ABOUT)
    assert value == "Model: SimDroid 1080, Android version: 15"


def test_one_asked_label_gives_its_value_alone():
    steps = [*NOTES, {"tap": {"text": "Apartment notes.txt"}}]
    key = Key(name="home_password")
    value = commit(key, "What is our home Wi-Fi password in my apartment notes?", steps)
    assert value == "tangerine-harbor-42"
    picks = [*NOTES, {"tap": {"text": "Book club picks.txt"}}]
    value = commit(Key(name="club_picked"), "Which book my book club picked for May?", picks)
    assert value == "The Left Hand of Darkness"


def test_a_code_is_read_after_its_qualifier_in_a_message():
    order = commit(
        Key(name="order_number"), "the order number of my Shopwise order", mail("Shopwise")
    )
    assert order == "112-4186027-0003"
    flight = commit(Key(name="flight_number"), "my flight booking email", mail("Booking confirmed"))
    assert flight == "SJ 418"


def test_a_number_is_the_value_whose_label_shares_the_questions_own_word():
    steps = [*NOTES, {"tap": {"text": "Travel insurance policy.pdf"}}]
    asked = "What is the emergency number on my travel insurance in Files?"
    assert commit(Key(name="asked_number"), asked, steps) == "+44 20 7946 0321"
    assert commit(Key(name="asked_number"), "What is the policy number?", steps) == "TI-88213"


def test_several_entries_of_a_checklist_are_its_open_or_ticked_ones_or_their_count():
    reading = [{"launch": "Pages"}, {"tap": {"text": "Reading list"}}]
    asked = "What are the books on my reading list in Pages?"
    unread = ['text bo chan "{books}" that i have not read yet']
    assert commit(Key(name="books"), asked, reading, uses=unread) == (
        "Range, The Design of Everyday Things, Atomic Habits"
    )
    books = commit(Key(name="books", type="list"), asked, reading)
    assert books.count(",") == 4 and "Educated" in books
    chores = [{"launch": "Pages"}, {"tap": {"text": "To-do list"}}]
    left = "How many things are left on my to-do list?"
    assert commit(Key(name="left_time"), left, chores) == "4"
    asked = "Which items on my to-do list are done already?"
    done = commit(Key(name="chores", type="list"), asked, chores)
    assert done == "['Back up the laptop']"
    one = commit(Key(name="chore"), "What is the first chore on my to-do list?", chores)
    assert "," not in one


def test_amounts_asked_together_are_added_up():
    lease = [*NOTES, {"swipe": "up"}, {"tap": {"text": "Lease agreement 2025.pdf"}}]
    asked = "How much were the rent and the deposit together on my lease in Files?"
    assert commit(Key(name="much_rent", type="number"), asked, lease) == "$4,950"
    alone = "How much is the deposit on my lease in Files?"
    assert commit(Key(name="deposit", type="number"), alone, lease) == "$3,300"
    page = [
        {"launch": "Pages"},
        {"tap": {"id": "new_page"}},
        {"type": "Zap loaf"},
        {"tap": {"id": "page_body"}},
        {"type": "Proof the dough for 40 min, then bake it for 35 min."},
        {"back": True},
    ]
    asked = "How many minutes does the zap loaf take altogether in Pages?"
    assert commit(Key(name="loaf_time"), asked, page) == "75 mins"


def test_a_past_date_does_not_answer_what_comes_next():
    now = SimDevice().observe().timestamp
    key = Key(name="sync_date", type="date")
    asked = "When is the next weekly sync meeting in Pages?"
    assert "already past" in misfit([key], asked, {"sync_date": "Mar 10"}, {}, now)
    assert misfit([key], asked, {"sync_date": "Tuesday, March 17"}, {}, now) == ""
    assert misfit([key], asked, {"sync_date": "2026-03-02"}, {}, now) != ""
    assert misfit([key], asked, {"sync_date": "Jan 5"}, {}, now) == "", "maybe next year's"
    past = "When was the last weekly sync meeting?"
    assert misfit([key], past, {"sync_date": "Mar 10"}, {}, now) == ""


def test_a_date_is_the_one_in_the_sentence_about_it_not_the_messages_sent_date():
    key = Key(name="order_arrive_time", type="date")
    uses = ["put an event on {order_arrive_time} day at 9 AM"]
    value = commit(key, "when my Shopwise order arrives", mail("Shopwise"), uses=uses)
    assert value == "Tuesday, March 17"


def test_a_date_the_nodes_brief_answer_gives_wins_over_the_documents_own_date():
    steps = [*NOTES, {"tap": {"text": "Meeting minutes 2026-03-10.pdf"}}]
    key = Key(name="launch_date", type="date")
    asked = "What is the new public launch date from the March 10 meeting minutes?"
    assert commit(key, asked, steps, answer="April 21") == "April 21"
    key = Key(name="book_club_date", type="date")
    answer = "Thu, Mar 19 | 18:30 – 20:00"
    assert commit(key, "When is my book club?", CALENDAR, answer=answer) == "Thu, Mar 19"


def test_a_phone_number_and_a_rating_are_read_by_their_shape():
    steps = [{"launch": "Contacts"}, {"tap": {"id": "search"}}, {"type": "Liam"}]
    steps.append({"tap": {"text": "Liam Moreau"}})
    key = Key(name="phone_number")
    assert commit(key, "What is liam moreau's phone number in Contacts?", steps) == "(415) 555-0182"
    search = [{"launch": "Maps"}, {"tap": {"id": "search_omnibox"}}, {"type": "Kashgar Kitchen"}]
    search.append({"enter": True})
    key = Key(name="kashgar_kitchen_rating", type="number")
    value = commit(key, "What is the rating of kashgar kitchen in Maps?", search)
    assert value == "4.6"


def test_a_thing_is_its_title_with_what_its_dependant_asks_of_it():
    key = Key(name="aero_laptop")
    assert commit(key, "Find the newest Voltra Aero laptop", LAPTOP) == "Voltra Aero 14 Slim"
    uses = ["send {aero_laptop} to Alice Schmidt so they can check the price"]
    value = commit(key, "Find the newest Voltra Aero laptop", LAPTOP, uses=uses)
    assert value == "Voltra Aero 14 Slim, $1,249.00"


def test_a_team_run_sends_the_fact_it_read_not_the_screen_block(tmp_path, team_of):
    team = team_of("Files", "Messages")
    plan = PlanSpec.model_validate(
        {
            "nodes": [
                {
                    "id": "n1",
                    "expert": "Files expert",
                    "subtask": "What is our home Wi-Fi password in my apartment notes in Files?",
                    "produces": [{"name": "home_password", "type": "text"}],
                },
                {
                    "id": "n2",
                    "expert": "Messages expert",
                    "subtask": 'text "{home_password}" to Nadia Evans.',
                    "needs": [{"name": "home_password", "type": "text"}],
                },
            ]
        }
    )
    phone = SimDevice()
    record = runner({"sim": phone}, tmp_path).start(record_for(plan, team))
    assert record.nodes["n1"].values == {"home_password": "tangerine-harbor-42"}
    threads = phone.state()["messages"]["threads"]
    nadia = next(t for t in threads if t["address"] == "(628) 555-0117")
    assert nadia["messages"][-1]["text"] == "tangerine-harbor-42"


def test_a_person_is_the_one_the_asked_message_names_not_its_greeting():
    key = Key(name="person", type="contact")
    asked = "Who from my climbing gym texted me their new number in Messages?"
    assert commit(key, asked, [{"launch": "Messages"}]) == "Quinn (747) 555-0137"
    assert commit(key, "Who has a birthday tomorrow?", CALENDAR, answer="Isla") == "Isla"


def test_a_contact_carries_the_number_beside_it_only_as_a_contact():
    asked = "Who from my climbing gym texted me their new number in Messages?"
    saved = ["Save {person} to my contacts"]
    contact = Key(name="person", type="contact")
    assert commit(contact, asked, [{"launch": "Messages"}], uses=saved) == "Quinn (747) 555-0137"
    assert commit(Key(name="person"), asked, [{"launch": "Messages"}], uses=saved) == "Quinn"


def test_a_list_is_the_bulleted_lines_under_the_heading_its_key_names():
    steps = [*NOTES, {"tap": {"text": "Meeting minutes 2026-03-10.pdf"}}]
    done = SubtaskResult(done=True)
    screen = screen_after(steps)
    key = Key(name="action_items", type="list")
    values = produced([key], "Read the meeting minutes", done, screen, OfflinePolicy())
    items = values["action_items"]
    assert [item.split(":")[0] for item in items] == ["Dana", "Priya", "Hiro", "Alex"]
    assert items[0] == "Dana: send the revised launch plan to stakeholders by March 13."


def test_a_price_is_the_amount_of_money_not_the_order_number():
    value = commit(Key(name="order_total", type="number"), "my Shopwise order", mail("Shopwise"))
    assert value == "$32.99"


def test_a_code_without_its_qualifier_is_the_code_shaped_token():
    steps = [
        {"launch": "Calendar"},
        *[{"tap": {"desc": "Next week"}}] * 2,
        {"swipe": "up"},
        {"tap": {"text": "Flight to Lisbon"}},
    ]
    asked = "What is my flight number for the lisbon trip in Calendar?"
    assert commit(Key(name="flight_number"), asked, steps) == "SJ 418"
    assert commit(Key(name="seat_number"), "my seat on the lisbon flight", steps) == "14C"
    reference = commit(Key(name="booking_reference"), "whats my booking reference", steps)
    assert reference == "K7Q2XP"


def test_a_value_that_only_repeats_the_question_is_no_finding():
    key = Key(name="ordered_item", type="text")
    asked = "What did I order from Zapshop in Quornmail?"
    assert "only repeats" in misfit([key], asked, {"ordered_item": "Zapshop"}, {})
    assert misfit([key], asked, {"ordered_item": "Zapline kettle"}, {}) == ""
    choice = "Which city am I thinking of, Porto or Zapville?"
    assert misfit([Key(name="city", type="text")], choice, {"city": "Zapville"}, {}) == ""


def test_a_date_keeps_the_clock_time_said_right_after_it():
    assert shaped("date", "Next zorp: Friday, May 8, 2026 at 10:00 in Quorn.") == (
        "Friday, May 8, 2026 at 10:00"
    )
    assert shaped("date", "Back on Friday, May 8. Seat 4") == "Friday, May 8"


def test_a_found_thing_is_not_who_wrote_the_mail_it_was_read_in():
    screen = screen_after(mail("This week"))
    sender = next(e for e in screen.elements if e.resource_id.endswith("sender_name"))
    room = {"in_room": sender.label or sender.text}
    assert "who wrote it" in unlike_asked("Which room is the project kickoff in?", room, screen)
    who = {"person": sender.label or sender.text}
    assert unlike_asked("Who sent the newsletter?", who, screen) == ""
    assert "file" in unlike_asked("What job is it for?", {"job": "Zorb letter.docx"}, screen)


def test_a_code_holds_no_run_of_lower_case_words():
    key = Key(name="code", type="text")
    asked = "What is the code in the zorb sale email in Zapmail?"
    assert "is no code" in misfit([key], asked, {"code": "30% off quib gear"}, {})
    for code in ("ZORB30", "SJ 418", "quorn-harbor-42", "064812"):
        assert misfit([key], asked, {"code": code}, {}) == "", code


def test_a_meeting_of_mine_asked_in_the_present_is_the_one_planned_not_a_past_one():
    key = Key(name="meeting_date", type="date")
    now = SimDevice().observe().timestamp
    asked = "What is the date of my zorb club meeting in Zapfiles?"
    assert "already past" in misfit(
        [key], asked, {"meeting_date": "Tuesday, March 10, 2026"}, {}, now
    )
    assert misfit([key], asked, {"meeting_date": "Thursday, March 19, 2026"}, {}, now) == ""
    for past in ("When was my last zorb club meeting?", "What date are the zorb meeting minutes?"):
        assert misfit([key], past, {"meeting_date": "Tuesday, March 10, 2026"}, {}, now) == ""


def test_a_date_key_keeps_the_day_a_brief_answer_names_with_the_time_beside_it():
    asked = "When is the flat viewing in sami's mail?"
    uses = ["put {viewing} in my calendar as Zib viewing"]
    dated = commit(
        Key(name="viewing", type="date"), asked, mail("Apartment viewing"), "Tuesday", uses
    )
    assert dated == "Tuesday at 6 pm."
    assert commit(
        Key(name="viewing", type="text"), asked, mail("Apartment viewing"), "Tuesday"
    ) != ("Tuesday at 6 pm.")


def test_when_a_place_opens_does_not_say_how_late_it_is_open():
    screen = screen_after(mail("This week"))
    opens = {"late": "Closed · Opens 5 PM"}
    assert "opens" in unlike_asked("How late is zorb grill open tonight?", opens, screen)
    assert "opens" in unlike_asked("What time does zorb grill close?", opens, screen)
    assert unlike_asked("When does zorb grill open?", opens, screen) == ""
    hours = {"late": "Open · Closes 2 AM"}
    assert unlike_asked("How late is zorb grill open tonight?", hours, screen) == ""
