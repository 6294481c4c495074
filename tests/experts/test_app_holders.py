"""The app that alone shows a request's thing, weighed against the apps its words point at:
a noun inside a kept thing's title points at no other app, a thing sent by mail is first found
where it is kept, and a message's text or one plain word moves nothing."""

from __future__ import annotations

from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal
from experts.offline.holders import apps_with_content

LABELS = ["Zapnotes", "Browser", "Mail", "Messages", "Contacts", "Quornmart"]
"""Zapnotes and Quornmart have labels that say nothing of what they keep."""


def test_a_category_noun_inside_a_kept_title_points_at_the_keeper():
    goal = parse_goal("tuck the website zorblat plan inside quorns, then pin it")
    assert app_candidates(goal, LABELS)[0] == "Browser"
    shown = {"Zapnotes": ["website zorblat plan", "zorblat plan", "zorblat"]}
    assert apps_with_content(goal, LABELS, shown)[0] == "Zapnotes"


def test_a_thing_sent_by_mail_is_found_where_it_is_kept_first():
    goal = parse_goal("bo@example.org wants the quorn lamp 9, send it over to him by email")
    assert app_candidates(goal, LABELS) == ["Mail"]
    shown = {"Quornmart": ["quorn lamp 9", "quorn lamp"]}
    assert apps_with_content(goal, LABELS, shown) == ["Quornmart", "Mail"]


def test_a_phrase_in_the_messages_text_moves_nothing():
    goal = parse_goal("text bo tibb that the quorn lamp 9 is on sale")
    shown = {"Quornmart": ["quorn lamp 9", "quorn lamp"]}
    assert apps_with_content(goal, LABELS, shown) == app_candidates(goal, LABELS)


def test_one_plain_word_shown_by_one_app_keeps_the_words_pick():
    goal = parse_goal("mail zorb tibbs address to bo@example.org")
    found = app_candidates(goal, LABELS)
    assert apps_with_content(goal, LABELS, {"Browser": ["address"]}) == found


def test_among_the_apps_the_words_allow_the_keeper_goes_first():
    labels = ["Files", "Market", "Notebook"]
    goal = parse_goal("download quornpad")
    assert app_candidates(goal, labels)[0] == "Files"
    assert apps_with_content(goal, labels, {"Market": ["quornpad"]})[0] == "Market"
