"""A question naming a record itself ("what is my <list>") is answered by what the opened record
holds (issue #13, cross55): a row's "Edited <day>" says when the record changed, not what it
says, and an editor's fields and checklist are its content (its only plain text is the bar's
title); another record opened, not saying the words naming the one asked, is not it."""

from __future__ import annotations

from experts.offline.held import opened_texts, ordinal_place
from experts.offline.words import words
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_checklist_page_is_answered_by_its_items(tmp_path) -> None:
    run = run_offline(tmp_path, "What is my reading list in Pages?", SimDevice(seed=0))
    assert run.done
    assert "Edited" not in run.answer
    assert all(book in run.answer for book in ("Educated", "Range", "Atomic Habits"))


def _el(index: int, text: str, y: int, **kind: bool) -> ElementContext:
    return ElementContext(index=index, label=text, text=text, bounds=(0, y, 100, y + 40), **kind)


def test_an_editors_fields_and_checklist_hold_what_the_record_says() -> None:
    title = _el(1, "Private", 0)
    fields = [_el(2, "Quorble list", 100, editable=True, clickable=True, in_list=True)]
    ticks = [_el(3, "Zeb", 200, checkable=True, clickable=True, in_list=True)]
    scope = [title, *ticks]
    assert opened_texts(scope, fields, set(words("quorble list"))) == ["Quorble list", "Zeb"]
    assert opened_texts(scope, fields, set(words("blix list"))) == ["Private"]


def test_a_place_in_the_checklist_picks_that_item_alone() -> None:
    fields = [_el(2, "Quorble list", 100, editable=True, clickable=True, in_list=True)]
    ticks = [
        _el(3, "Zeb", 200, checkable=True, clickable=True, in_list=True),
        _el(4, "Blix", 300, checkable=True, clickable=True, in_list=True),
    ]
    named = set(words("quorble list"))
    assert opened_texts(ticks, fields, named, ordinal_place("the first zeb")) == ["Zeb"]
    assert opened_texts(ticks, fields, named, ordinal_place("the last zeb")) == ["Blix"]
