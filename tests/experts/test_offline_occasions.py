"""Reading a list of occasions grouped by day (an invented week-paged schedule): the owner's
doing matched by its record noun, where a journey goes read off its row's title, what/which
questions opening only rows titled by their words, a span of days that is no control to tap,
rows that are occasions rather than fields, and a run that starts inside its own app."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.context import DecideContext, HistoryStep
from experts.offline.asked import dated_question_words, row_answer, span_words
from experts.offline.fields import asked_field
from experts.offline.goal import parse_goal
from experts.offline.lines import opened_body
from experts.offline.view import View
from experts.offline.words import words
from mobilexperts.perception.context import ElementContext, ScreenContext

LATER = ElementContext(
    index=1, cls="ImageButton", label="Next week", id="next_week", clickable=True,
    bounds=(980, 200, 1080, 300),
)  # fmt: skip
LIST = ElementContext(
    index=2, cls="ListView", label="", id="schedule", scrollable=True, bounds=(0, 400, 1080, 2000)
)
TODAY = ElementContext(
    index=3, cls="TextView", label="Today · Sat, Mar 14", in_list=True, bounds=(0, 420, 1080, 500)
)
DAY = ElementContext(
    index=4, cls="TextView", label="Fri, Apr 3", in_list=True, bounds=(0, 600, 1080, 680)
)
FLIGHT = ElementContext(
    index=5, cls="LinearLayout", label="Flight to Quornhold | 08:15 – 22:40 | Pier 9",
    clickable=True, in_list=True, bounds=(0, 700, 1080, 900),
)  # fmt: skip
ZORB = ElementContext(
    index=6, cls="LinearLayout", label="Zorb club | 18:30 – 20:00 | Glim Hall", clickable=True,
    in_list=True, bounds=(0, 920, 1080, 1120),
)  # fmt: skip
ROWS = [LATER, LIST, TODAY, DAY, FLIGHT, ZORB]


def _view(question: str, history: list[HistoryStep] | None = None) -> View:
    screen = ScreenContext(
        package="com.zap.zapcal", activity="Week", signature="week", width=1080, height=2400,
        elements=ROWS,
    )  # fmt: skip
    context = DecideContext(
        instruction=question, history=history or [], screen=screen, apps=["Zapcal", "Chatter"]
    )
    return View(context, parse_goal(question))


def test_the_owners_doing_is_asked_about_by_its_record_noun() -> None:
    assert "flight" in parse_goal("where am i flying to in Zapcal?").focus
    assert "flight" in parse_goal("what day do we fly out in Zapcal?").focus
    assert "flight" not in parse_goal("where is the zorb club in Zapcal?").focus


def test_where_a_journey_goes_is_read_off_its_rows_title() -> None:
    going = _view("Where am I flying to in Zapcal?")
    assert row_answer(parse_goal(going.ctx.instruction), going, {"zapcal"}, []) == "Quornhold"
    leaving = _view("Where does my flight leave from in Zapcal?")
    assert row_answer(parse_goal(leaving.ctx.instruction), leaving, {"zapcal"}, []) == "Pier 9"


def test_a_which_question_opens_only_rows_titled_by_its_words() -> None:
    view = _view("Which book are we reading at zorb club next week in Zapcal?")
    asked = dated_question_words(parse_goal(view.ctx.instruction), view)
    titled = [r for r in (FLIGHT, ZORB) if set(words(r.label.split(" | ")[0])) & asked]
    assert titled == [ZORB]
    assert dated_question_words(parse_goal("How many are there in Zapcal?"), view) == set()


def test_a_span_of_days_names_when_not_a_control_on_a_list_grouped_by_day() -> None:
    view = _view("Which book are we reading at zorb club next week in Zapcal?")
    assert span_words(parse_goal(view.ctx.instruction), view) == {"next", "week"}
    plain = ScreenContext(
        package="com.zap.zapcal", activity="Week", signature="w", width=1080, height=2400,
        elements=[LATER, LIST],
    )  # fmt: skip
    question = "Which book next week in Zapcal?"
    context = DecideContext(instruction=question, screen=plain, apps=["Zapcal"])
    assert span_words(parse_goal(question), View(context, parse_goal(question))) == set()


def test_a_row_of_occasions_is_no_field_captioned_by_its_title() -> None:
    view = _view("Which zorb club is it in Zapcal?")
    goal = parse_goal(view.ctx.instruction)
    assert asked_field(goal, view, list(view.content), []) is None


def test_a_run_that_starts_inside_an_app_knows_which_app_is_in_front() -> None:
    assert _view("Where am I flying to in Zapcal?").app_of_package() == "Zapcal"
    went = HistoryStep(
        step=1, operation={"kind": "back"}, text="back", package="com.zap.launcher",
        signature="home", signature_after="week",
    )  # fmt: skip
    assert _view("Where am I flying to in Zapcal?", [went]).app_of_package() is None


def test_a_document_opened_from_a_row_answers_with_its_body() -> None:
    row = ElementContext(
        index=7, cls="LinearLayout", label="Zorb stew", clickable=True, in_list=True,
        bounds=(0, 400, 1080, 500),
    )  # fmt: skip
    title = ElementContext(
        index=1, cls="EditText", label="Zorb stew", editable=True, bounds=(0, 300, 1080, 400)
    )
    body = ElementContext(
        index=2, cls="EditText", label="Quorn beans, glim leaves, rice.", editable=True,
        bounds=(0, 400, 1080, 800),
    )  # fmt: skip
    prompt = ElementContext(
        index=3, cls="EditText", label="Add a zorb", editable=True, bounds=(0, 800, 1080, 900)
    )
    screen = ScreenContext(
        package="com.zap.jotz", activity="Page", signature="page", width=1080, height=2400,
        elements=[title, body, prompt],
    )  # fmt: skip
    opened = HistoryStep(
        step=1, operation={"kind": "tap", "index": 7}, text="tap", package="com.zap.jotz",
        signature="list", signature_after="page", target=row,
    )  # fmt: skip
    question = "What goes in my zorb stew in Jotz?"
    context = DecideContext(instruction=question, history=[opened], screen=screen, apps=["Jotz"])
    view = View(context, parse_goal(question))
    assert opened_body(parse_goal(question), view) == "Quorn beans, glim leaves, rice."
    asked = "When is my zorb stew in Jotz?"
    timed = View(context.model_copy(update={"instruction": asked}), parse_goal(asked))
    assert opened_body(parse_goal(asked), timed) is None
