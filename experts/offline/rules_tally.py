"""The rule that answers a counting question from a list ("how many unread zaps do I have"): a
row that counts what it holds ("Zaps | 12 files") answers when the question names it; a row or
tab the question names is opened first; else the list's rows are kept in notes while it
scrolls to its end, and the rows the question asks for are counted (see tally.py)."""

from __future__ import annotations

import re

from experts.context import HistoryStep
from experts.offline.base import decision, tap
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.properties import stated_count
from experts.offline.tally import (
    NOTE,
    WHETHER,
    Asked,
    Row,
    asked,
    count,
    kind_fits,
    list_rows,
    merged,
    parse_notes,
    records,
    stated,
)
from experts.offline.view import View, center_y
from experts.offline.words import words
from experts.schemas import Decision
from mobilexperts.operations import Stop, Swipe, Think
from mobilexperts.perception.context import ElementContext

HOLDING = re.compile(r"^\s*(\d[\d,]*)\s+([a-z]+)", re.I)
"""A row's part counting what it holds ("12 files", "9 products")."""
EDGE = 24
"""A row ending this close to its list's bottom edge may be cut off: the list goes on."""


def screen_words(
    elements: list[ElementContext], apps: list[str], history: list[HistoryStep]
) -> set[str]:
    """Words that say where the list is, not what its rows are: the apps' labels, the
    screen's plain texts outside the list (its title) and the titles of what the run tapped
    to get there (a tab, a folder)."""
    said = {w for app in apps for w in words(app)}
    for h in history:
        if h.target is not None and h.operation.kind == "tap" and not h.target.in_list:
            said |= set(words((h.target.label or h.target.desc).split(" | ")[0]))
    for e in elements:
        if e.window == "app" and not e.in_list and not e.clickable and len(e.label) <= 40:
            said |= set(words(e.label))
        if e.editable and not e.in_list:
            said |= set(words(e.text))
    rows = list_rows(elements)
    for e in elements:
        if e.editable and e.in_list and e not in rows and len(e.text) <= 40:
            said |= set(words(e.text))
    return said


def reading(
    instruction: str, elements: list[ElementContext], apps: list[str], history: list[HistoryStep]
) -> Asked | None:
    """The counting question read against this screen (its place words are no marks)."""
    ignore = screen_words(elements, apps, history)
    found = asked(instruction, ignore)
    if found is None:
        return None
    marks = tuple(m for m in found.marks if m not in ignore)
    return Asked(found.noun, marks, found.checked, found.day, found.whether)


def holding(question_words: set[str], elements: list[ElementContext]) -> str | None:
    """The count a row gives of what it holds when the question names the row ("12 files")."""
    half = max((e.bounds[2] for e in elements), default=0) // 2
    rows = [e for e in elements if e.in_list and e.clickable and e.bounds[2] - e.bounds[0] > half]
    for row in rows:
        parts = row.label.split(" | ")
        title = set(words(parts[0]))
        counted = next((m for p in parts[1:] if (m := HOLDING.match(p))), None)
        if counted and title and title <= question_words:
            return counted.group(0)
    return None


def scrolled(history: list[HistoryStep]) -> bool:
    """Whether the last act of the run (notes aside) scrolled the list."""
    acts = [h for h in history if not isinstance(h.operation, Think)]
    return bool(acts) and acts[-1].operation.kind == "swipe"


def opened_named(said: set[str], history: list[HistoryStep]) -> bool:
    """Whether the run opened a list row whose title the question says ("my zap list")."""
    return any(
        h.operation.kind == "tap"
        and h.target is not None
        and h.target.in_list
        and (title := set(words(h.target.label.split(" | ")[0])))
        and title <= said
        for h in history
    )


def noted_rows(history: list[HistoryStep]) -> list[Row]:
    """The rows kept in this run's counting notes."""
    notes = [
        h.operation.content
        for h in history
        if isinstance(h.operation, Think) and h.operation.goal.startswith(NOTE)
    ]
    return parse_notes(notes)


def goes_on(elements: list[ElementContext]) -> ElementContext | None:
    """The scrolling list whose rows may go on below its edge (its last row is cut off or
    reaches the edge), else ``None``."""
    rows = list_rows(elements)
    if not rows:
        return None
    lists = [e for e in elements if e.scrollable and any(_holds(e, r) for r in rows)]
    if not lists:
        return None
    box = lists[0]
    last = max(rows, key=lambda r: r.bounds[3])
    return box if last.bounds[3] >= box.bounds[3] - EDGE or not last.label else None


def _holds(outer: ElementContext, inner: ElementContext) -> bool:
    b = outer.bounds
    return b[1] <= center_y(inner) <= b[3]


def tally(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Answer "how many ..." from the list on screen, scrolling it to its end; not a count a
    record states as its property ("how many do I follow": its "Following" figure)."""
    if not (goal.wants_answer or WHETHER.match(goal.instruction)) or not view.history:
        return None
    if view.modal or stated_count(goal.instruction):
        return None
    elements = [e for e in view.elements if e.window == "app"]
    question = reading(goal.instruction, elements, view.ctx.apps, view.history)
    if question is None:
        return None
    said = set(words(goal.instruction)) - {w for a in view.ctx.apps for w in words(a)}
    held = holding(said, elements)
    if held is not None:
        return decision("The row the question names counts what it holds.", Stop(answer=held))
    if question.every and stated(question.noun, elements) is not None:
        return None
    rows = list_rows(elements)
    for row in rows:
        title = set(words(row.label.split(" | ")[0]))
        if title and title <= said and not view.tapped_here(row):
            return tap(row, f"[{row.index}] {row.label}: the list the question counts in")
    for mark in question.marks:
        control = next(
            (
                e
                for e in elements
                if e.clickable and e not in rows and not e.in_list and mark in words(e.label)
            ),
            None,
        )
        if control is not None and not view.tapped_here(control):
            return tap(control, f"[{control.index}] {control.label}: the rows the question counts")
    noted = noted_rows(view.history)
    above = noted[-1].heading if noted else ""
    shown = records(elements, above, scrolled(view.history))
    if not shown and not noted:
        return None
    labels = {r.label for r in noted}
    new = [r for r in shown if r.label not in labels]
    ended = any(
        a.signature == view.signature and a.operation.startswith("swipe") for a in view.ctx.avoid
    )
    if goes_on(elements) is not None and not ended:
        if new:
            content = "\n".join(r.line() for r in new)
            return decision(
                "Keep the rows seen so far before scrolling on.",
                Think(flow="write", goal=NOTE + goal.instruction, content=content),
                "the rows are kept",
            )
        last = view.last()
        if last is not None and isinstance(last.operation, Think):
            return decision(
                "The list goes on; scroll to count the rest.",
                Swipe(direction="up", index=goes_on(elements).index),
                "more rows show",
            )
    if not kind_fits(question.noun, view.package, elements, opened_named(said, view.history)):
        return None
    counted = count(question, merged(noted, shown))
    if counted is None:
        return None
    return decision(
        f"The rows the question asks for, counted: {len(counted)}.",
        Stop(answer=said_count(question, counted)),
    )


def said_count(question: Asked, counted: list[Row]) -> str:
    """The answer: the count with the noun, or for a yes/no question "yes" with the rows' titles
    (at most three) or "no"."""
    if not question.whether:
        return f"{len(counted)} {question.noun}"
    if not counted:
        return "no"
    titles = "; ".join(r.label.split(" | ")[0] for r in counted[:3])
    return f"yes, {len(counted)}: {titles}"
