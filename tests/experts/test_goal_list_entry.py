"""An entry added to a list: a quoted text after a word ("add reviewing "X" to my to-do list")
is the entry's text, not a title to type elsewhere; a thing led by "the" is added by its words
("add the zorps to my grocery list" adds "zorps"). The offline policy adds it on SimDroid's
Pages list and stops there."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_quoted_text_after_a_word_is_the_entrys_text_not_a_title():
    goal = parse_goal('add reviewing "Zap quorn" to my to-do list')
    assert "title" not in goal.values
    assert goal.items == ["reviewing Zap quorn"]
    assert parse_goal('create a new page "Zap quorn"').values["title"] == "Zap quorn"


def test_a_thing_led_by_the_is_added_by_its_words():
    assert parse_goal("add the zorps to my grocery list").items == ["zorps"]
    assert parse_goal("put the blue zorps on my shopping list").items == ["blue zorps"]
    assert parse_goal("put the zorb club pick on my shopping list").items != ["zorb club pick"]


def _todos(request: str, tmp_path: Path) -> tuple[bool, list[str], list[str]]:
    phone = SimDevice(seed=0)
    run = run_offline(tmp_path, request, phone)
    pages = phone.state()["pages"]["pages"]
    texts = [t["text"] for p in pages for t in p.get("todos", [])]
    return run.done, texts, [p["title"] for p in pages]


def test_the_entry_is_added_and_the_list_keeps_its_title(tmp_path: Path):
    done, todos, titles = _todos('add reviewing "Zap quorn" to my to-do list in Pages', tmp_path)
    assert done and "reviewing Zap quorn" in todos and "To-do list" in titles
    done, todos, _ = _todos("add the zorps to my grocery list in Pages", tmp_path / "b")
    assert done and "zorps" in todos
