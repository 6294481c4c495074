"""Which app a request typed on a phone is taken to: a plain word close to a label names no
app when another app is named outright; an app named in an aside (what someone already did)
is not where the work is."""

from __future__ import annotations

from experts.offline.apps import app_candidates
from experts.offline.asides import aside
from experts.offline.goal import parse_goal

LABELS = ["Zapline", "Contacts", "Notebook"]


def test_a_plain_word_like_a_label_yields_to_the_app_named_outright():
    for request in (
        "send quorn tibb a contact on zapline saying see you at noon",
        "quorn tibb contacted me on zapline, answer him ok",
    ):
        assert app_candidates(parse_goal(request), LABELS)[0] == "Zapline", request


def test_a_plain_word_like_a_label_alone_still_names_it():
    assert app_candidates(parse_goal("open my newest contact"), LABELS)[0] == "Contacts"


def test_an_app_said_by_what_it_does_is_named():
    labels = ["Zapmart", "Mail", "Notebook"]
    goal = parse_goal("mail the quorn lamp listing from the zapmarting app to bo@example.org")
    assert app_candidates(goal, labels)[0] == "Zapmart"


def test_a_label_said_as_a_plain_word_is_the_app_when_nothing_else_points():
    goal = parse_goal("quorn tibbs latest buzz, like it")
    assert app_candidates(goal, ["Zapline", "Buzz", "Notebook"]) == ["Buzz"]


def test_an_app_named_in_an_aside_yields_to_the_app_the_request_works_in():
    labels = ["Zapline", "Messages", "Maps", "Contacts"]
    for request, app, kept in (
        ("saw quorn tibb on zapline earlier, text her see you at noon", "Messages", "Quorn Tibb"),
        ("quorn tibb posted about Blorp Grill on zapline, save it to my places", "Maps", "Blorp"),
    ):
        goal = parse_goal(request)
        assert "zapline" not in goal.instruction.lower(), request
        assert any(kept in n for n in goal.names), (request, goal.names)
        assert app_candidates(goal, labels)[0] == app, request


def test_a_message_to_me_or_a_question_asked_is_no_aside():
    labels = ["Zapline", "Messages", "Contacts"]
    goal = parse_goal("quorn tibb messaged me on zapline, answer him ok")
    assert app_candidates(goal, labels)[0] == "Zapline"
    goal = parse_goal("bo@example.org asked where blorp grill is, email him its address")
    assert goal.values.get("to") == "bo@example.org"


def test_an_aside_tells_a_deed_not_a_question_an_order_or_a_state():
    for clause in ("quorn tibb liked the blorp", "saw quorn on zapline", "the zorb office called"):
        assert aside(clause), clause
    for clause in ("how is the blorp rated", "delete the starred mails", "the saved blorps"):
        assert not aside(clause), clause


def test_what_someone_wrote_is_no_aside_it_is_kept_where_it_came():
    labels = ["Zapline", "Messages", "Contacts"]
    goal = parse_goal("quorn tibb wrote about the blorp on zapline. Reply ok")
    assert app_candidates(goal, labels)[0] == "Zapline"
