"""Reading requests typed on a phone: the thing named before the verb that acts on it by a
pronoun, a thing no longer wanted somewhere, a slangy verb sent to a dated day, an entry put in
the calendar with the time before the verb or behind "can you", slang such as "wanna" read as
words, "how do i get to X" as navigating there, who a message is sent to, and a
question about a thing followed by a verb on it; a verbless request ending on a detail asks it."""

from __future__ import annotations

from experts.offline.goal import parse_goal


def test_a_thing_named_first_is_what_the_pronoun_verb_acts_on():
    goal = parse_goal("the zap night thing, move it to friday")
    assert goal.verbs == ["move"]
    assert goal.instruction.startswith("move zap night thing to friday")
    found = parse_goal("quorn lamps in the zapline app pls find them")
    assert found.instruction == "find quorn lamps in the zapline app"
    assert parse_goal("can you delete it").verbs == ["delete"]
    wish = parse_goal("i want to see zed quorn, follow him")
    assert wish.instruction.startswith("see zed quorn") and wish.names == ["Zed Quorn"]


def test_a_thing_no_longer_wanted_somewhere_is_deleted_from_there():
    goal = parse_goal("dont need zap_07.pdf in my downloads anymore")
    assert goal.verbs == ["delete"]
    assert goal.names == ["zap_07.pdf"]
    assert parse_goal("i dont want notifications from zapline anymore").verbs == ["turn"]


def test_a_slang_verb_sends_a_thing_to_a_short_weekday_or_a_month_day():
    assert parse_goal("push my zap appt to thu march 19 pls").verbs == ["move"]
    assert parse_goal("shove my zap night to oct 3").verbs == ["move"]


def test_an_entry_put_in_the_calendar_takes_its_title_before_the_time():
    goal = parse_goal("quorn fitting tmrw 3pm put it in my calendar")
    assert goal.values["title"] == "Quorn fitting"
    asked = parse_goal("can you add quorn fitting to my calendar for tomorrow at 3pm?")
    assert asked.values["title"] == "Quorn fitting"
    assert not asked.wants_answer


def test_slang_words_are_read_in_full_and_getting_somewhere_is_navigating():
    assert parse_goal("i wanna follow zed quorn").names == ["Zed Quorn"]
    assert parse_goal("how do i get to zorbia university").verbs == ["navigate"]


def test_the_one_sent_to_follows_a_slang_sending_verb_or_to_after_a_thing_of_someone():
    direct = parse_goal("dm zed quorn on zapline: see you at the gate")
    assert direct.values["to"] == "Zed Quorn"
    assert direct.values["message"] == "see you at the gate"
    owned = parse_goal("send zed quorns number to bo zedland")
    assert owned.values["to"] == "Bo Zedland"
    assert parse_goal("send bo zedland the zap list from my trip to quornton").values["to"] == (
        "Bo Zedland"
    )


def test_a_question_about_a_thing_then_a_verb_on_it_acts_on_that_thing():
    goal = parse_goal("on zapline whats the newest post tagged quorn? star it")
    assert goal.verbs == ["star"]
    assert goal.steps[0].words == ["newest", "post", "tag", "quorn"]
    assert not goal.wants_answer
    assert parse_goal("whats the newest post tagged quorn on zapline?").wants_answer


def test_a_request_without_a_verb_ending_on_a_detail_asks_for_it():
    assert parse_goal("zap cafe stars on zapline").wants_answer
    assert parse_goal("quorn lamp price in the zapline app").wants_answer
    assert not parse_goal("share the zap cafe rating").wants_answer
    assert not parse_goal("zap cafe on zapline").wants_answer


def test_favs_is_read_as_favorites() -> None:
    short, full = (
        parse_goal("add quorn zap to my favs"),
        parse_goal("add quorn zap to my favorites"),
    )
    assert short.model_dump() == full.model_dump()


def test_a_quoted_thing_after_with_is_a_message_only_for_a_verb_that_does_not_join_two_things():
    joined = parse_goal('Switch on zapwave and pair the phone with "Quorn Deck".')
    assert "message" not in joined.values and "Quorn Deck" in joined.quoted
    assert parse_goal('Reply to Zed Quorn with "On my way".').values["message"] == "On my way"


def test_a_capitalised_item_of_a_list_after_a_colon_opens_no_step():
    goal = parse_goal("Make a zap page with what to bring: Quorn cap, Travel mug and Zed socks.")
    assert [s.verb for s in goal.steps] == ["make"]
    assert goal.items == ["Quorn cap", "Travel mug", "Zed socks"]
    listed = parse_goal("Do these in order: open Zapline, Post a hello, then like it")
    assert [s.verb for s in listed.steps] == ["open", "post", "like"]
