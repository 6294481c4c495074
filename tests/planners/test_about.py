"""A finding node's end is checked against what its question is about (planners/about.py), on a
SimDroid screen: a list that names other places does not answer a question about one it does
not show."""

from __future__ import annotations

from evals.reference import ReferenceStep, run_reference
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from planners.about import off_subject, subject_words


def saved_places():
    phone = SimDevice(seed=0)
    steps = [{"launch": "Maps"}, {"tap": {"text": "Saved"}}]
    run_reference(phone, [ReferenceStep.model_validate(s) for s in steps])
    return perceive_observation(phone.observe())


def test_a_question_is_about_its_own_words_not_its_fields_or_app():
    assert subject_words("What time does Zap Grill close in Maps?") == ["zap", "grill"]
    assert subject_words("What zorb handle does ann lee use?") == ["zorb", "handle", "ann", "lee"]
    assert subject_words("How much did I spend at the zap cafe?") == ["spend", "zap", "cafe"]
    assert subject_words("Which company does ann lee work at?") == ["company", "ann", "lee", "work"]
    said = "What is the total I paid for my order in the Shop app?"
    assert subject_words(said) == ["paid", "order"]


def test_an_answer_from_a_screen_naming_another_place_is_off_subject():
    screen = saved_places()
    assert off_subject("What time does golden dragon dim sum close in Maps?", "7 PM", screen)
    assert off_subject("When does Bean Counter Coffee close in Maps?", "7 PM", screen) == ""


def test_a_search_by_criteria_or_a_question_of_digits_is_not_checked():
    screen = saved_places()
    assert (
        off_subject("Find a Sichuan restaurant near Northgate rated 4.5 in Maps", "", screen) == ""
    )
    assert subject_words("Who do I have 1:1s with in Calendar?") == []


def test_words_placing_a_thing_relative_to_now_are_not_what_it_is_about():
    assert subject_words("Where did I have dinner last night in Calendar?") == ["dinner"]


def test_a_short_word_counts_when_a_shown_word_starts_with_it():
    phone = SimDevice(seed=0)
    steps = [{"launch": "Files"}, {"tap": {"text": "Documents"}}]
    steps += [{"swipe": "up"}, {"tap": {"text": "Lease agreement 2025.pdf"}}]
    run_reference(phone, [ReferenceStep.model_validate(s) for s in steps])
    lease = perceive_observation(phone.observe())
    answer = "Pets allowed with written consent."
    assert off_subject("What does my lease say about a pet in Files?", answer, lease) == ""
    assert off_subject("What is the zap fee of my gym?", "", lease)


def test_a_subject_word_counts_by_its_synonym_on_the_screen():
    phone = SimDevice(seed=0)
    steps = [{"launch": "Pages"}, {"swipe": "up"}, {"tap": {"text": "Apartment info"}}]
    run_reference(phone, [ReferenceStep.model_validate(s) for s in steps])
    page = perceive_observation(phone.observe())
    assert (
        off_subject("What is the code for the back door of my flat in Pages?", "5736", page) == ""
    )
    assert off_subject("What is the code for the back gate of my garage in Pages?", "5736", page)


def test_how_a_question_ranks_or_asks_a_price_is_not_what_it_is_about():
    question = "How much does the best rated air fryer cost in Shop?"
    assert subject_words(question) == ["air", "fryer"]
    assert subject_words("What does the cheapest steam iron cost?") == ["steam", "iron"]


def test_the_kind_of_item_holding_the_answer_is_not_what_it_is_about():
    said = "What is the discount code from the zap email in Mail?"
    assert subject_words(said) == ["discount", "zap"]
    phone = SimDevice(seed=0)
    steps = [{"launch": "Mail"}, {"tap": {"id": "search"}}, {"type": "Trailblazer"}]
    steps += [{"enter": True}, {"tap": {"id": "subject", "contains": "Spring sale"}}]
    run_reference(phone, [ReferenceStep.model_validate(s) for s in steps])
    mail = perceive_observation(phone.observe())
    asked = "What is the discount code from the trailblazer email in Mail?"
    assert off_subject(asked, "SPRING30", mail) == ""
    assert off_subject("What is the discount code from the zap email in Mail?", "X", mail)


def test_a_word_standing_for_a_thing_unsaid_is_not_what_a_question_is_about():
    assert subject_words("How much is the thing in my zap cart in Quib?") == ["zap", "cart"]
    phone = SimDevice(seed=0)
    run_reference(phone, [ReferenceStep.model_validate(s) for s in ({"launch": "Shop"},)])
    phone_screen = perceive_observation(phone.observe())
    asked = "How much is the thing in my shopping cart in Shop?"
    assert off_subject(asked, "$29.99", phone_screen) == ""


def test_a_day_shown_by_three_letters_and_the_kind_of_place_asked_count_as_the_question_says():
    phone = SimDevice(seed=0)
    run_reference(phone, [ReferenceStep.model_validate({"launch": "Calendar"})])
    for _ in range(2):
        phone.swipe(540, 1500, 540, 300)
    schedule = perceive_observation(phone.observe())
    asked = "What is the name of the restaurant for our friday lunch in Calendar?"
    assert subject_words(asked) == ["friday", "lunch"]
    assert off_subject(asked, "Green Leaf Kitchen", schedule) == ""
    assert off_subject("What is the name of the cafe for our monday yoga?", "X", schedule)


def e_ticket_open():
    phone = SimDevice(seed=0)
    steps = [{"launch": "Files"}, {"tap": {"text": "Downloads"}}, {"tap": {"contains": "eticket"}}]
    run_reference(phone, [ReferenceStep.model_validate(s) for s in steps])
    return perceive_observation(phone.observe())


def test_a_hyphened_word_is_seen_written_whole_and_how_a_thing_is_printed_is_no_subject():
    assert "printed" not in subject_words("Which seat is printed on my zap-pass?")
    assert off_subject("Which seat is printed on my e-ticket?", "14C", e_ticket_open()) == ""
