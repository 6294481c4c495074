"""Checking a tool's pre- and postconditions on a perceived screen, and capturing a screen as a
condition.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from mobilexperts.perception import Screen
from mobilexperts.perception.controls import submit_control
from tools_store.records import ElementState, ParamValue, ReplayResult, ScreenCondition

_PLACEHOLDER = re.compile(r"\{([A-Za-z][A-Za-z0-9_]*)\}")
SHOWN_WINDOWS = ("app", "dialog", "overlay")


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def fill(text: str, args: Mapping[str, ParamValue]) -> str:
    """``text`` with each ``{param}`` replaced by its argument (unknown names are kept)."""
    return _PLACEHOLDER.sub(
        lambda m: str(args[m.group(1)]) if m.group(1) in args else m.group(0), text
    )


def visible(screen: Screen, text: str) -> bool:
    """Whether ``text`` is shown on ``screen`` (in an element's text, label or description;
    case and spacing ignored). Text fields count only on an editor that keeps what is typed
    (no submit control on screen): what a form's field holds shows nothing about what the app
    did with it."""
    wanted = _norm(text)
    if not wanted:
        return True
    form = submit_control(screen.elements) is not None
    return any(
        wanted in _norm(el.text) or wanted in _norm(el.label) or wanted in _norm(el.desc)
        for el in screen.elements
        if el.window in SHOWN_WINDOWS and not (el.editable and form)
    )


def listed(screen: Screen, text: str) -> bool:
    """Whether the app's own window lists ``text`` (a field's content and messages over the
    app, such as "Deleted X", left out)."""
    wanted = _norm(text)
    return any(
        wanted in _norm(el.text) or wanted in _norm(el.label) or wanted in _norm(el.desc)
        for el in screen.elements
        if el.window == "app" and not el.editable
    )


def _screen_matches(condition: ScreenCondition, screen: Screen) -> str:
    """Why ``screen`` is not the condition's screen, or ``""`` when it is."""
    where = screen.activity.rpartition(".")[2] or screen.package
    if condition.package and screen.package != condition.package:
        return f"the screen is in {screen.package}, not {condition.package}"
    if not condition.signatures and not condition.anchors:
        return ""
    if screen.signature in condition.signatures:
        return ""
    if condition.anchors and screen.has_anchors(condition.anchors):
        return ""
    expected = condition.activity.rpartition(".")[2] or "the expected screen"
    return f"the screen {where} ({screen.signature}) is not {expected}"


def precondition_problem(condition: ScreenCondition, screen: Screen) -> str:
    """Why a tool with this precondition cannot start on ``screen``, or ``""``."""
    if condition.outside_app and condition.package and screen.package != condition.package:
        return ""
    return _screen_matches(condition, screen)


def postcondition_problem(
    condition: ScreenCondition, screen: Screen, args: Mapping[str, ParamValue]
) -> str:
    """Why ``screen`` does not satisfy the postcondition for ``args``, or ``""``."""
    problem = _screen_matches(condition, screen)
    if problem:
        return problem
    missing = [
        fill(text, args) for text in condition.shows if not visible(screen, fill(text, args))
    ]
    if missing:
        return "the screen does not show " + ", ".join(repr(text) for text in missing)
    kept = [fill(text, args) for text in condition.hides if listed(screen, fill(text, args))]
    if kept:
        return "the screen still lists " + ", ".join(repr(text) for text in kept)
    wrong = [state for state in condition.states if not _in_state(screen, state)]
    if wrong:
        return "the screen does not have " + ", ".join(state.describe() for state in wrong)
    return ""


def _in_state(screen: Screen, state: ElementState) -> bool:
    return any(
        (el.checked or el.selected) == state.on
        for el in screen.elements
        if el.resource_id == state.id
    )


def evidence_problem(condition: ScreenCondition, params: list[str]) -> str:
    """Why a postcondition cannot prove a tool with ``params`` did its task (it names none of
    the arguments, shown or gone, and no element state), or ``""``."""
    if not params or condition.states:
        return ""
    evidence = [*condition.shows, *condition.hides]
    named = {name for text in evidence for name in _PLACEHOLDER.findall(text)}
    if named & set(params):
        return ""
    return (
        f"its end screen shows none of its arguments ({', '.join(params)}) and no element "
        "state, and no item it picked is gone: a replay could not prove that it does the task"
    )


def shown_texts(screen: Screen) -> list[str]:
    """What ``screen`` shows in its app's windows (fields left out), normalised and sorted."""
    return sorted(
        {
            _norm(el.text or el.label or el.desc)
            for el in screen.elements
            if el.window in SHOWN_WINDOWS and not el.editable and (el.text or el.label or el.desc)
        }
    )


def steered(first: ReplayResult, second: ReplayResult) -> bool:
    """Whether two replays from the same start with different arguments ended on the same
    screen showing different texts: what the tool did depended on its arguments (a route to
    the place given, not to any place), evidence where its end screen names none of them."""
    return (
        first.ok
        and second.ok
        and first.args != second.args
        and bool(first.screen)
        and first.screen == second.screen
        and first.shown != second.shown
    )


def capture(screen: Screen, shows: list[str] | None = None) -> ScreenCondition:
    """``screen`` as a condition: its package, activity, signature and anchors."""
    return ScreenCondition(
        package=screen.package,
        activity=screen.activity,
        signatures=[screen.signature],
        anchors=list(screen.anchors),
        shows=list(shows or []),
    )
