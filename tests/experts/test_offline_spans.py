"""Reading a fact where it stands on an opened item: a line keyed by the question's words (a
day written short), the bullets under a heading the question names, the asked end of a span
of hours or years; and where a value may not come from: a row about another thing. Unit
checks on invented screens, and whole runs on SimDroid for facts no dev slice asks."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.context import DecideContext, HistoryStep
from experts.offline.every import bullet_lines
from experts.offline.goal import parse_goal
from experts.offline.grounded import grounded, span_end
from experts.offline.lines import keyed_value
from experts.offline.view import View, destructive
from mobilexperts.perception.context import ElementContext, ScreenContext
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline

ROW = ElementContext(
    index=1,
    cls="LinearLayout",
    label="Zapline plan | Edited Mar 2",
    id="result",
    clickable=True,
    in_list=True,
    bounds=(0, 300, 1080, 400),
)


def _element(index: int, label: str, **kw: object) -> ElementContext:
    fields = {
        "cls": "TextView",
        "in_list": True,
        "bounds": (0, 100 * index, 1080, 100 * index + 90),
    }
    return ElementContext(index=index, label=label, **(fields | kw))


def _view(question: str, elements: list[ElementContext], opened_by: ElementContext = ROW) -> View:
    """The view of a screen opened by tapping the row ``opened_by``."""
    screen = ScreenContext(
        package="com.zap.notes",
        activity="Item",
        signature="item",
        width=1080,
        height=2400,
        elements=elements,
    )
    tapped = HistoryStep(
        step=1,
        operation={"kind": "tap", "index": opened_by.index},
        text=f"tap [{opened_by.index}]",
        package="com.zap.notes",
        signature="list",
        signature_after="item",
        target=opened_by,
    )
    context = DecideContext(
        instruction=question, history=[tapped], screen=screen, apps=["Zapnotes"]
    )
    return View(context, parse_goal(question))


def test_a_line_keyed_by_a_day_the_question_names_answers_it_even_written_short() -> None:
    body = _element(2, "Mon: zap drills\nThu: quorn laps\nSat: rest", clickable=True)
    view = _view("what does my zapline plan have me doing on thursday", [body])
    assert keyed_value(view.goal, view) == "quorn laps"
    assert keyed_value(parse_goal("what is on for friday"), view) is None


def test_the_bullets_under_a_heading_the_question_names_are_the_answer() -> None:
    body = _element(2, "Who: Zed, Quorn\n\nAgenda\n- zap review\n- quorn budget\n\nNotes\n- x\n- y")
    view = _view("what is the agenda of the zapline meetup", [body], opened_by=ROW)
    assert bullet_lines(view.goal, view) == "zap review | quorn budget"


def test_the_asked_end_of_a_span_of_hours_or_years() -> None:
    hours = [_element(2, "Zapline Deli"), _element(3, "Hours: 7 AM\u20133 PM")]
    opens = _view("when does zapline deli open", hours)
    assert span_end(opens.goal, opens) == "7 AM"
    closes = _view("what time does zapline deli close", hours)
    assert span_end(closes.goal, closes) == "3 PM"
    life = [_element(2, "Zed Quorn (1790 to 1841) was a zapline maker.")]
    died = _view("what year did zed quorn die", life)
    assert span_end(died.goal, died) == "1841"
    born = _view("what year was zed quorn born", life)
    assert span_end(born.goal, born) == "1790"
    assert span_end(parse_goal("who is zed quorn"), died) is None


def test_a_value_only_a_row_about_another_thing_shows_answers_nothing() -> None:
    rows = [
        _element(2, "Zapline Deli | 4.1 stars | Open \u00b7 Closes 7 PM", clickable=True),
        _element(3, "Quorn Bistro | 4.5 stars | Open \u00b7 Closes 9 PM", clickable=True),
    ]
    tab = ElementContext(index=9, cls="FrameLayout", label="Saved", clickable=True)
    other = _view("what time does blue harbor close", rows, opened_by=tab)
    assert not grounded(other.goal, other, "7 PM")
    named = _view("what time does quorn bistro close", rows, opened_by=tab)
    assert grounded(named.goal, named, "9 PM")


def test_an_item_opened_from_a_row_about_another_thing_answers_nothing() -> None:
    detail = [_element(2, "Zapline Deli"), _element(3, "Hours: 7 AM\u20137 PM")]
    deli = ROW.model_copy(update={"label": "Zapline Deli | Coffee shop | Closes 7 PM"})
    other = _view("what time does blue harbor close", detail, opened_by=deli)
    assert not grounded(other.goal, other, "7 PM")
    latest = _view("what time does the latest place close", detail, opened_by=deli)
    assert grounded(latest.goal, latest, "7 PM")


def test_a_list_row_naming_a_document_is_no_destructive_control() -> None:
    document = ROW.model_copy(update={"label": "Zap expense report.pdf | 1 kB, Mar 2"})
    account = ROW.model_copy(update={"label": "Block Zed Quorn | Zapline"})
    assert not destructive(document)
    assert destructive(account)
    assert destructive(ElementContext(index=3, cls="ImageButton", desc="Report", clickable=True))


def test_a_place_named_in_plain_words_is_searched_and_its_hours_read(tmp_path: Path) -> None:
    closes = run_offline(tmp_path, "What time does tianshan noodle house close in Maps?")
    assert closes.done
    assert closes.answer == "9 PM"
    opens = run_offline(tmp_path / "b", "When does osteria verde open in Maps?", SimDevice(seed=0))
    assert opens.answer == "5 PM"


def test_among_several_spans_the_one_in_the_row_the_question_names() -> None:
    rows = [
        _element(2, "Zap standup | 09:30 \u2013 09:45", clickable=True),
        _element(3, "Quorn review | 14:00 \u2013 15:30 | Room 2", clickable=True),
    ]
    ends = _view("when does the quorn review end", rows)
    assert span_end(ends.goal, ends) == "15:30"
    starts = _view("when does the zap standup start", rows)
    assert span_end(starts.goal, starts) == "09:30"
    assert span_end(parse_goal("when does the blue lunch end"), ends) is None
