"""Choosing a tool by meaning (experts/tool_choice.py): a tool fits a request that says what
it does in other words, whatever its name starts with; its parameters bind to the request's
values or it is refused; an unrelated request leaves it alone."""

from __future__ import annotations

import pytest

from experts.tool_choice import MIN_FIT, choose_tools, covers
from experts.tool_senses import request_senses
from tools_store.records import ToolOffer

APPS = ["Contacts", "Mail", "Clock", "Pages", "Chirp"]


def offer(name: str, about: str, params: list[str], label: str) -> ToolOffer:
    return ToolOffer.of(
        name,
        f"{about}. Starts: any screen (opens {label}). Ends: {label} list.",
        params=params,
        app=f"com.example.{label.lower()}",
        app_label=label,
    )


FAVORITE = offer(
    "add_favorite_contact", "Add <name> to my favorite contacts", ["name: str"], "Contacts"
)
EMAIL = offer(
    "write_email",
    'Write an email to <to> with the subject "<subject>" saying "<message>"',
    ["to: str", "subject: str", "message: str"],
    "Mail",
)
GROCERY = offer(
    "add_grocery_list", "Add <item> to my Grocery list in Pages", ["item: str"], "Pages"
)
PAPER = offer(
    "title_newest_paper",
    "What is the title of the newest paper in the <subject> listing",
    ["subject: str"],
    "Browser",
)
ALARM = offer("set_alarm", "Set an alarm for <time>", ["time: str"], "Clock")


def best(instruction: str, offers: list[ToolOffer]):
    return choose_tools(instruction, offers, APPS)[0]


@pytest.mark.parametrize(
    "instruction",
    [
        "Put Omar Xu in my favourite contacts",
        "Mark Omar Xu as a favorite contact",
        "please add Omar Xu to favorite contacts",
    ],
)
def test_other_words_for_what_a_tool_does_choose_it(instruction):
    choice = best(instruction, [EMAIL, GROCERY, FAVORITE])
    assert choice.offer.name == "add_favorite_contact"
    assert choice.usable
    assert choice.args == {"name": "Omar Xu"}


def test_a_tool_named_with_a_noun_first_is_chosen_for_its_question():
    choice = best("What's the title of the newest paper in the Robotics listing?", [PAPER, ALARM])
    assert choice.offer.name == "title_newest_paper"
    assert choice.usable
    assert choice.args == {"subject": "Robotics"}


@pytest.mark.parametrize(
    "instruction",
    [
        "Delete Omar Xu from my contacts",
        "Text Liam Moreau the address of the restaurant",
        "Look up Omar Xu's birthday",
    ],
)
def test_a_request_for_something_else_leaves_the_tool_alone(instruction):
    choice = best(instruction, [FAVORITE])
    assert choice.fit < MIN_FIT
    assert not choice.usable


def test_the_same_request_with_new_values_binds_each_parameter_by_its_place():
    instruction = (
        'Write an email to lee.park@example.com with the subject "Lunch on Friday" saying '
        '"Are you free at noon?"'
    )
    choice = best(instruction, [EMAIL])
    assert choice.args == {
        "to": "lee.park@example.com",
        "subject": "Lunch on Friday",
        "message": "Are you free at noon?",
    }


def test_a_name_before_a_quoted_message_ends_at_the_quote():
    text = offer("text_person", 'Text <name> "<message>"', ["name: str", "message: str"], "Chirp")
    choice = best('Text Maya Garcia "Running late, see you at ten."', [text])
    assert choice.args == {"name": "Maya Garcia", "message": "Running late, see you at ten."}


def test_a_quoted_message_ends_at_its_closing_quote_before_the_app():
    text = offer("text_person", 'Text <name> "<message>"', ["name: str", "message: str"], "Chirp")
    choice = best('Text Zed "Quorn day! Have a zappy one." in Chirp', [text])
    assert choice.args == {"name": "Zed", "message": "Quorn day! Have a zappy one."}


def test_a_request_naming_the_tools_app_still_reads_as_its_learned_request_and_goes_first():
    text = offer("text_person", 'Text <name> "<message>"', ["name: str", "message: str"], "Chirp")
    thread = offer(
        "send_thread", 'Send to "<thread>" saying "<body>"', ["thread: str", "body: str"], "Chirp"
    )
    choices = choose_tools('Text Zed Quorn "zap at ten, 3 quorns" in Chirp.', [thread, text], APPS)
    assert choices[0].offer.name == "text_person" and choices[0].aligned
    assert choices[0].args == {"name": "Zed Quorn", "message": "zap at ten, 3 quorns"}


def test_a_value_read_around_the_description_never_cuts_a_quoted_value_in_two():
    drop = offer("drop_zap", "Drop <row> in Chirp", ["row: str"], "Chirp")
    choice = best('Drop the zap "Quorn day" in Chirp.', [drop])
    assert choice.args == {"row": "Quorn day"}


def test_a_person_named_in_lower_case_by_a_possessive_and_a_two_word_ranking_fit():
    like = offer("like_latest_chirp", "Like the latest chirp by <name>", ["name: str"], "Chirp")
    choice = best("like zed quornby's most recent chirp", [like])
    assert choice.fit == 1.0 and choice.args == {"name": "Zed Quornby"}
    assert covers("like zed quornby's most recent chirp", like, choice.args)


def test_two_values_side_by_side_split_at_the_space():
    add = offer("add_contact", "Add a contact <first> <last>", ["first: str", "last: str"], "Pages")
    choice = best("Add a contact Lucia Fernandez", [add])
    assert choice.args == {"first": "Lucia", "last": "Fernandez"}


def test_an_unquoted_value_binds_where_the_description_had_the_parameter():
    choice = best("Add Greek yogurt to my Grocery list in Pages", [GROCERY])
    assert choice.args == {"item": "Greek yogurt"}


def test_a_parameter_no_value_fits_refuses_the_tool():
    choice = best('Email Omar saying "See you at noon"', [EMAIL])
    assert choice.args is None
    assert not choice.usable
    assert "to" in choice.refused


def test_tools_are_ranked_by_how_much_of_them_the_request_says():
    ranked = choose_tools("Set an alarm for 7:10 AM", [FAVORITE, PAPER, ALARM], APPS)
    assert ranked[0].offer.name == "set_alarm"
    assert ranked[0].args == {"time": "7:10 AM"}
    assert all(c.fit < ranked[0].fit for c in ranked[1:])


RATING = offer(
    "star_rating_does", "What star rating does NoteNest have on the Market", [], "Market"
)


def test_a_tool_for_one_named_thing_is_refused_for_another():
    assert best("What star rating does NoteNest have on the Market?", [RATING]).usable
    other = best("What star rating does Lingo Lessons have on the Market?", [RATING])
    assert not other.usable
    assert other.refused == "it works on NoteNest only, which the request does not name"
    assert best('Add "milk" to my grocery list', [GROCERY]).usable
    packing = best('Add "milk" to my packing list in Pages', [GROCERY])
    assert not packing.usable and "Grocery only" in packing.refused


CONTACT = offer(
    "create_contact",
    'Create a contact "<first_name> <last_name>"',
    ["first_name: str", "last_name: str"],
    "Contacts",
)


def test_a_full_name_splits_between_first_and_last_name_parameters():
    choice = best("Add a contact Lucia Fernandez with the number 415-555-0198.", [CONTACT])
    assert choice.args == {"first_name": "Lucia", "last_name": "Fernandez"}


def test_a_tool_that_leaves_a_value_of_the_request_out_does_not_cover_it():
    choice = best("Add a contact Lucia Fernandez with the number 415-555-0198.", [CONTACT])
    assert choice.args is not None
    assert not covers(
        "Add a contact Lucia Fernandez with the number 415-555-0198.", CONTACT, choice.args
    )
    assert covers("Create a contact Lucia Fernandez", CONTACT, choice.args)


def test_words_inside_a_quoted_message_say_nothing_of_what_to_do():
    search = offer("search_mail", 'Search "<query>" in Mail', ["query: str"], "Mail")
    instruction = (
        'Write an email to nadia@example.com with the subject "Prototype ready" saying '
        '"Can we look at it on Monday?"'
    )
    assert best(instruction, [search]).fit < MIN_FIT


def test_an_app_named_as_the_place_says_where_not_what():
    assert "page" not in request_senses("Add rice to my Grocery list in Pages", ["Pages"])
    assert "page" in request_senses("Add rice to my Grocery list in Pages", [])
    assert "contact" in request_senses("Put Omar in my favourite contacts", ["Contacts"])


def test_the_word_that_introduces_a_value_needs_no_sense_of_its_own():
    page = offer("create_page", 'Create a page "<title>"', ["title: str"], "Pages")
    args = {"title": "Quarterly goals"}
    assert covers('In Pages, create a page titled "Quarterly goals".', page, args)
    assert not covers('In Pages, create a page titled "Quarterly goals" and pin it.', page, args)


TIMER = offer("start_minute_timer", "Start a <number>-minute timer", ["number: number"], "Clock")
ALARM = offer("set_alarm", "Set an alarm for <time>", ["time: time"], "Clock")
CANCEL = offer(
    "cancel_minute_timer", "Cancel the <number>-minute timer", ["number: number"], "Clock"
)


def test_a_request_naming_only_the_thing_asks_for_it_to_be_made():
    choice = best("nine minute timer please", [TIMER, ALARM, CANCEL])
    assert choice.offer.name == "start_minute_timer" and choice.usable
    assert choice.args == {"number": "nine minute"}
    assert covers("nine minute timer please", TIMER, choice.args)
    # the alarm shares only the app's kind with a timer; cancelling is no making
    others = {
        c.offer.name: c.fit for c in choose_tools("nine minute timer please", [ALARM, CANCEL], APPS)
    }
    assert others == {"set_alarm": 0.0, "cancel_minute_timer": 0.0}


def test_setting_a_thing_is_what_a_tool_starting_it_does_and_its_cue_does_not_bind_the_kind():
    choice = best("set a timer for 40 mins", [TIMER])
    assert choice.usable and choice.args == {"number": "40 mins"}
    assert covers("set a timer for 40 mins", TIMER, choice.args)
    assert best("delete the 40 mins timer", [TIMER]).fit == 0.0


def test_make_is_a_verb_and_quotes_the_tool_had_may_be_left_out():
    assert best("make Isla Kim a favorite contact", [FAVORITE]).usable
    quoted = offer(
        "add_to_list", 'Add "<item>" to my Grocery list in Pages', ["item: str"], "Pages"
    )
    choice = best("add greek yogurt to my grocery list in pages", [quoted])
    assert choice.args == {"item": "greek yogurt"}
    assert best('Add "Eggs" to my Grocery list in Pages', [quoted]).args == {"item": "Eggs"}


def test_an_auxiliary_of_the_question_the_tool_came_from_is_no_word_it_needs():
    rating = offer(
        "rating_does_have", "What rating does <name> have on Maps", ["name: str"], "Maps"
    )
    choice = best("what's the rating of Siam Garden on maps?", [rating])
    assert choice.fit == 1.0 and choice.args == {"name": "Siam Garden"}


PLACE_RATING = offer(
    "rating_does_have", "What rating does <name> have on Maps", ["name: str"], "Maps"
)
PRICE = offer(
    "price_latest_model", "What is the price of the latest <name> model", ["name: str"], "Shop"
)


@pytest.mark.parametrize(
    ("instruction", "tool"),
    [
        ("how many stars does Seoul Bowl get", PLACE_RATING),
        ("is Seoul Bowl well rated?", PLACE_RATING),
        ("how much does the newest Orbis Nova model cost", PRICE),
    ],
)
def test_a_question_in_other_words_for_the_figure_it_asks_chooses_the_tool(instruction, tool):
    choice = best(instruction, [tool, FAVORITE, ALARM])
    assert choice.offer.name == tool.name and choice.usable
    assert covers(instruction, tool, choice.args)
    other = best("how many people follow Seoul Bowl", [tool, FAVORITE, ALARM])
    assert not other.usable


def test_words_that_only_frame_a_request_need_no_sense_of_their_own():
    choice = best("i need an alarm at 8:25am", [ALARM, FAVORITE])
    assert choice.offer.name == "set_alarm" and covers(
        "i need an alarm at 8:25am", ALARM, choice.args
    )
    follow = offer("follow_chirp", "Follow <name> on Chirp", ["name: str"], "Chirp")
    choice = best("start following Liam Moreau on chirp", [follow, FAVORITE])
    assert covers("start following Liam Moreau on chirp", follow, choice.args)
    assert not covers("follow Liam Moreau and mute him on chirp", follow, choice.args)


def test_a_question_asks_for_what_a_tool_finding_its_answer_finds():
    find = offer(
        "find_price_latest", "Find the price of the latest <name> model", ["name: str"], "Shop"
    )
    choice = best("what is the price of the newest Orbis Nova phone?", [find, FAVORITE])
    assert choice.offer.name == "find_price_latest" and choice.usable
    assert choice.args == {"name": "Orbis Nova"}
    assert covers("how much is the newest Orbis Nova phone", find, choice.args)
    assert not covers("how much is the newest Orbis Nova phone case", find, choice.args)
    assert not best("Orbis Nova phone price alert", [find]).usable


def test_an_item_seen_on_screen_that_the_request_names_binds_the_parameter_picking_it():
    paper = PAPER.model_copy(
        update={"choices": {"subject": ["Robotics (cs.RO)", "Machine Learning (cs.LG)"]}}
    )
    choice = best("title of the newest paper in the machine learning (cs.LG) listing", [paper])
    assert choice.args == {"subject": "Machine Learning (cs.LG)"}


def test_a_value_the_description_writes_around_its_argument_is_covered():
    timer = offer("start_minute_timer", "Start a <number>-minute timer", ["number: str"], "Clock")
    assert covers("Start a 25-minute timer.", timer, {"number": "25"})
    assert not covers("Start a 25-minute timer.", timer, {"number": "12"})


def test_a_question_asked_with_the_tool_s_question_word_needs_none_of_its_past_forms():
    where = offer(
        "latest_photo_posted",
        "Where was the latest photo posted by <handle> on Zapgram taken",
        ["handle: str"],
        "Zapgram",
    )
    choice = best("quorn.lens' newest pic, where was that", [where, FAVORITE])
    assert choice.offer.name == "latest_photo_posted" and choice.usable
    assert choice.args == {"handle": "quorn.lens"}
    assert best("when was the latest photo by quorn.lens posted", [where]).fit == 0.0


def test_an_unquoted_value_is_read_between_the_words_the_description_has_around_it():
    rename = offer("rename_phone", 'Rename this phone to "<name>"', ["name: str"], "Settings")
    choice = best("change the phone's name to zap den", [rename, FAVORITE])
    assert choice.offer.name == "rename_phone" and choice.args == {"name": "zap den"}
    assert covers("change the phone's name to zap den", rename, choice.args)


def test_a_question_tool_takes_the_words_it_does_not_say_as_the_thing_asked_about():
    rating = offer("rating_does_have", "What rating does <name> have", ["name: str"], "Maps")
    choice = best("how well rated is quorn road grill on maps", [rating, FAVORITE])
    assert choice.offer.name == "rating_does_have" and choice.args == {"name": "quorn road grill"}
    assert best("add quorn road grill to my favorite contacts", [FAVORITE]).args == {
        "name": "quorn road grill"
    }
    assert not best("mute quorn road grill", [FAVORITE]).usable
    assert not best("add zap and quorn to my favorite contacts", [FAVORITE]).usable


TICK = offer("tick_off_todo", 'Tick off "<item>" on my To-do list', ["item: str"], "Pages")
MAPS_RATING = offer("rating_does_have", "What rating does <name> have", ["name: str"], "Maps")
BIRTHDAY = offer("birthday_contacts", "When is <name>'s birthday", ["name: str"], "Contacts")


def test_a_verb_whose_sense_is_the_state_after_it_is_covered_by_that_state():
    said = 'mark "zap the quorn" as done on my to-do list'
    assert covers(said, TICK, {"item": "zap the quorn"})
    assert not covers(
        'mark "zap the quorn" as urgent on my to-do list', TICK, {"item": "zap the quorn"}
    )


def test_an_action_word_that_is_the_thing_a_tool_brings_about_chooses_it():
    choice = best("star Omar Xu in my contacts", [MAPS_RATING, FAVORITE])
    assert choice.offer.name == "add_favorite_contact" and choice.usable
    assert covers("star Omar Xu in my contacts", FAVORITE, choice.args)
    assert best("star Omar Xu", [MAPS_RATING]).fit == 0.0  # acting asks no rating
    assert not best("unstar Omar Xu", [FAVORITE]).usable


def test_a_short_form_people_type_says_the_word_it_shortens():
    choice = best("Omar Xu's bday?", [BIRTHDAY, FAVORITE])
    assert choice.offer.name == "birthday_contacts" and choice.usable
    assert covers("Omar Xu's bday?", BIRTHDAY, choice.args)
    assert best("Omar Xu's bzzt?", [BIRTHDAY]).fit == 0.0


def test_a_verb_that_undoes_another_and_a_negated_request_leave_its_tool_alone():
    follow = offer("follow_chirp", "Follow <name> on Chirp", ["name: str"], "Chirp")
    assert not best("unfollow Omar Xu on chirp", [follow]).usable
    assert not best("unstar Omar Xu", [FAVORITE]).usable
    assert not covers("don't add Omar Xu to my favorite contacts", FAVORITE, {"name": "Omar Xu"})
    first = offer("first_unread", "Which zap on my quorn list is not read yet", [], "Pages")
    assert covers("Which zap on my quorn list is not read yet?", first, {})
    assert not covers(
        'mark "zap the quorn" as not done on my to-do list', TICK, {"item": "zap the quorn"}
    )
