"""Which app a request typed on a phone is taken to: a plain word close to a label names no
app when another app is named outright; a device paired by name is paired in the settings;
a verb that names a thing ("call it Zib") reaches nobody."""

from __future__ import annotations

from experts.assembly_pointed import pointed
from experts.offline.apps import app_candidates
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


def test_a_device_paired_by_name_is_paired_in_the_settings():
    labels = ["Contacts", "Settings", "Clock", "Zapline"]
    for request in ("pair my zorb buds", "connect the quorn watch", "hook up my zorb buds"):
        assert app_candidates(parse_goal(request), labels)[0] == "Settings", request
    assert app_candidates(parse_goal("connect with zed quorn on zapline"), labels) == ["Zapline"]
    assert app_candidates(parse_goal("attach zed quorn's card"), labels)[0] != "Settings"


def test_a_verb_naming_a_thing_reaches_nobody():
    labels = ["Contacts", "Calendar", "Clock", "Notebook"]
    for request in (
        "put the zorb fest in my calendar, call it Zorb day",
        "set an alarm for when quorn hall opens and call it quorn",
        "add the zorb fest to my calendar, name it fest",
    ):
        assert "Contacts" not in app_candidates(parse_goal(request), labels), request
    assert "Contacts" in app_candidates(parse_goal("call zed quorn about the zorb fest"), labels)


def test_a_clause_naming_a_thing_points_at_no_app():
    assert pointed("call it Zorb day", "Contacts") == (0, False)
    assert pointed("call zed quorn", "Contacts")[1]


def test_a_hyphenated_place_a_thing_is_put_in_points_at_its_app():
    assert pointed("add it to my to-do list", "Notebook")[1]
