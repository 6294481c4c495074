"""A finding node's commit read from what a record's sentence says in words: the name after the
word the question ends on, the place after "at", the count before the thing counted, the number
a "which <thing>" noun labels, the asked end of a span of times; a sender's email address shown
in an "address" field is no place."""

from __future__ import annotations

from memory.pool import Key
from mobilexperts.perception.elements import Bounds, UIElement
from mobilexperts.perception.screen import Screen
from planners.by_id import field_shown
from planners.facts import fact
from planners.phrased import after_ending, count_before, labelled_number, place_said
from tests.planners.test_commit_values import mail, screen_after

TRIP = "Your trip ZJ 12 from Quornby (QRN) to Zapton (ZPT) on Friday is confirmed: seat 9A."


def test_the_name_after_the_word_a_question_ends_on() -> None:
    leaving = "Which city does my zapton trip leave from in Zapmail?"
    assert fact(Key(name="city"), leaving, TRIP, None, []) == "Quornby (QRN)"
    assert fact(
        Key(name="place"), "Where am I flying to in Zapcal?", "Trip to Zapton", None, []
    ) == ("Zapton")
    assert after_ending("Which city is the zap trip in?", [TRIP]) == ""
    assert after_ending("Who is the trip from?", ["a note from me to you"]) == ""


def test_a_place_a_sentence_puts_something_at() -> None:
    body = "We're meeting at the north gate at 8 am on Sunday for a 10 km quorn."
    asked = "Where does the quorn club meet on sunday in Zapmail?"
    assert fact(Key(name="place"), asked, body, None, []) == "the north gate"
    assert place_said(["Bring at least 2 zaps in the morning, then rest at Quorn Hall."]) == (
        "Quorn Hall"
    )
    assert place_said(["Back at 8 pm."]) == ""


def test_how_many_reads_the_number_before_the_thing_counted() -> None:
    body = "3 ripe zaps, 250 g flour, 2 eggs. Bake 40 min at 180 C."
    asked = "How many eggs go in my quorn cake in Zapnotes?"
    assert fact(Key(name="eggs", type="number"), asked, body, None, []) == "2"
    assert count_before("how many zaps does it take", [body]) == "3"
    assert count_before(
        "how many research quorns are booked", ["We book twelve research quorns."]
    ) == ("twelve")
    assert count_before("how many spoons does it take", [body]) == ""


def test_which_thing_reads_the_number_its_noun_labels() -> None:
    asked = "Which issue of zap weekly came this week in Zapmail?"
    body = "Zap Weekly, issue 212. Quorns are back."
    assert fact(Key(name="number"), asked, body, None, []) == "issue 212"
    assert labelled_number("What is the zap budget?", ["It is 38 zaps"]) == ""


def test_a_span_of_times_gives_the_end_or_start_asked() -> None:
    span = "10:00 – 11:30"
    key = Key(name="end", type="date")
    assert fact(key, "What time does the quorn review finish in Zapcal?", span, None, []) == "11:30"
    assert fact(key, "When does the quorn review start in Zapcal?", span, None, []) == "10:00"


def test_a_pages_body_field_is_read_for_a_count() -> None:
    body = UIElement(
        index=1,
        cls="android.widget.EditText",
        text="3 ripe zaps, 250 g flour, 2 eggs. Bake 40 min.",
        resource_id="com.quorn.notes:id/page_body",
        bounds=Bounds(x1=0, y1=200, x2=1080, y2=900),
        editable=True,
    )
    screen = Screen(
        elements=[body],
        package="com.quorn.notes",
        width=1080,
        height=2400,
        signature="s",
        anchors=[],
    )
    asked = "How many eggs go in the quorn loaf in Zapnotes?"
    assert fact(Key(name="eggs", type="number"), asked, "250", screen, []) == "2"


def test_a_senders_email_address_is_no_place() -> None:
    screen = screen_after(mail("Question about your gardening talk"))
    assert "@" in " ".join(e.text for e in screen.elements)
    assert "@" not in field_shown("place", screen)
    assert "@" not in fact(Key(name="place"), "Where was the zap talk in Mail?", "", screen, [])
