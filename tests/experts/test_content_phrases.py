"""A request that names no app goes to the app whose screens show its phrases (the device's
survey, in content memory): the phrases found, the app put first over a guess by one noun, never
over the request's verb or by a person's name; and a whole run on SimDroid that could not tell
its app before."""

from __future__ import annotations

from pathlib import Path

from experts.content_phrases import names_an_app, phrases_shown, survey_shown
from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal
from experts.offline.holders import apps_with_content
from memory.content import ContentMemory
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline

LABELS = ["Notebook", "Planner", "Chat", "People"]


def _memory(tmp_path: Path) -> ContentMemory:
    content = ContentMemory(tmp_path / "content.json")
    content.record("org.zap.notebook", "Notebook", ["Packing list | Edited Mar 3", "Zorblat"])
    content.record("org.zap.planner", "Planner", ["Kite lesson | 10:00 - 12:00 | North beach"])
    content.record("org.zap.chat", "Chat", ["Ann Okoye | See you at the kite lesson? | Mon"])
    content.record("org.zap.people", "People", ["Ann Okoye", "ann.okoye@example.com"])
    return content


def test_the_phrases_and_names_each_app_shows(tmp_path):
    content = _memory(tmp_path)
    shown = phrases_shown("add a note to the kite lesson: bring the zorblat", content)
    assert shown == {"Planner": ["kite lesson"], "Chat": ["kite lesson"], "Notebook": ["zorblat"]}
    assert phrases_shown('text ann "the kite lesson moved"', content) == {}


def test_the_app_alone_showing_the_longest_phrase_goes_first(tmp_path):
    goal = parse_goal("add a line to my packing list")
    shown = phrases_shown(goal.instruction, _memory(tmp_path))
    assert shown == {"Notebook": ["packing list", "packing"]}
    assert apps_with_content(goal, LABELS, shown)[0] == "Notebook"


def test_an_app_the_words_point_at_is_kept_over_the_survey():
    labels = ["Notebook", "Shop"]
    named = parse_goal("how much was the zorblat on my order")
    assert app_candidates(named, labels) == ["Shop"]
    assert apps_with_content(named, labels, {"Notebook": ["zorblat"]}) == ["Shop"]
    nowhere = parse_goal("add a line to the zorblat")
    assert app_candidates(nowhere, labels) == []
    assert apps_with_content(nowhere, labels, {"Notebook": ["zorblat"]}) == ["Notebook"]


def test_a_phrase_two_apps_show_decides_nothing(tmp_path):
    goal = parse_goal("move the kite lesson to 11am")
    shown = phrases_shown(goal.instruction, _memory(tmp_path))
    assert apps_with_content(goal, LABELS, shown) == app_candidates(goal, LABELS)


def test_the_requests_verb_keeps_its_app():
    goal = parse_goal("text ann okoye about the packing list")
    found = app_candidates(goal, ["Notebook", "Messages"])
    assert found[0] == "Messages"
    shown = {"Notebook": ["packing list"]}
    assert apps_with_content(goal, ["Notebook", "Messages"], shown)[0] == "Messages"


def test_a_persons_name_shown_by_one_app_is_no_place_their_details_are_kept():
    goal = parse_goal("when is ann okoye's birthday")
    labels = ["Chat", "Contacts"]
    shown = {"Chat": ["ann okoye"]}
    assert apps_with_content(goal, labels, shown) == app_candidates(goal, labels)


def test_a_request_naming_an_app_is_not_surveyed(tmp_path):
    assert names_an_app("open the packing list in notebook", LABELS)
    assert not names_an_app("open the packing list", LABELS)
    content = ContentMemory(tmp_path / "content.json")
    assert survey_shown(SimDevice(seed=0), "open my packing list in pages", content) == {}
    assert content.store.all() == []


def test_a_request_naming_no_app_is_taken_where_its_thing_is_shown(tmp_path):
    run = run_offline(tmp_path, "what room is the design review in?")
    assert run.steps, "the policy said it could not tell the app"
    assert run.steps[0].operation.kind == "open_app"
    assert run.steps[0].operation.app == "Calendar"
