"""Rules that end the task: answer a question from the screen, or stop when all is done."""

from __future__ import annotations

import re

from experts.offline.asked import (
    DATED,
    PICTURED,
    app_label_words,
    asked_words,
    file_metadata,
    row_answer,
)
from experts.offline.base import decision
from experts.offline.describe import ranked_part, ranking
from experts.offline.entries import is_place
from experts.offline.every import STILL, bullet_lines, rows_under_heading, unticked, wants_list
from experts.offline.fields import (
    another_items_field,
    asked_current,
    asked_field,
    asked_lead,
    asked_listed,
    came_by_lead,
    thing_words,
)
from experts.offline.goal import Goal
from experts.offline.grounded import grounded, span_end
from experts.offline.held import opened_texts, ordinal_place
from experts.offline.inline_values import asked_inline, asked_quantity
from experts.offline.keyed import keyed_line
from experts.offline.lines import (
    asked_line,
    came_by_row,
    listed_in_body,
    naming_words,
    opened_body,
)
from experts.offline.linked import linked_row
from experts.offline.measures import measured_line
from experts.offline.newest import ROW_CHARS, newest, unread_senders
from experts.offline.one_record import record_value, rows_differ
from experts.offline.patterns import WORDED
from experts.offline.plan import Plan
from experts.offline.properties import came_by_details, misfit, property_field
from experts.offline.titled import names_subject, no_caption, page_title
from experts.offline.topic import about, field_unshown
from experts.offline.values import kind_of, near, value_of_kind
from experts.offline.view import (
    Element,
    View,
    center_y,
    el_text,
    el_title,
    el_words,
)
from experts.offline.when import CALENDAR_WORDS, date_phrase, parse_date
from experts.offline.whole import kind_named, leads_on, numbered_part, with_unit
from experts.offline.words import contains_phrase, names_thing, stems, words
from experts.schemas import Decision
from mobilexperts.operations import Stop, Think

NAMING = stems("title name called")
WHERE = re.compile(
    r"^\s*where\b|\band where\b|\bwhere (?:is|was|are|were)\b|\b(?:place|venue) (?:of|for)\b",
    re.IGNORECASE,
)
"""A question asking where: "where is ...", "the place of the party"."""
PLACE_WORDS = stems("location address place venue located")
ASKS_WHERE = stems("location address located")
"""Words asking where; "the coffee place" names a kind of place, so asks which one."""
PLACE_NAME = stems("place")
"""An id part that tags a location only alone: "place_title" is the place's name."""
DATE_ABBREVIATIONS = frozenset(w[:3] for w in CALENDAR_WORDS)
TITLE_WORDS = stems("title name subject headline")
PLACE = re.compile(
    r"\b\d+ [A-Z][a-z]+(?: [A-Z][a-z]+)* (?:St|Ave|Rd|Ln|Blvd|Street|Avenue|Road|Lane)\b"
    r"|\b[A-Z][a-z]+(?: [A-Z][a-z]+)*, [A-Z][a-z]+(?: [A-Z][a-z]+)*\b"
)
_LIST_ROWS = 3
"""An opened screen with this many item rows is a list (a folder), not the item itself."""
UNCHECKED = re.compile(
    r"(?:\bnot|n['\u2019]t) (?:yet )?(?:been )?(?:checked|ticked|done|completed|read|watched"
    r"|finished|bought|visited)\b|\bunchecked\b"
    r"|\bopen items?\b",
    re.IGNORECASE,
)


def _scope(view: View, plan: Plan, by_row: bool = True) -> list[Element] | None:
    """The elements an answer may come from: those about the named thing, or the whole screen
    once it is about that thing (or was opened from a row naming it, its name spread over the
    screen's parts: a sender's name here, the subject there); None while the thing is not in
    sight; without ``by_row``, only a screen naming the thing counts."""
    named = [
        o
        for o in plan.objects
        if o != plan.recipient and not (is_place(plan.goal, o) and view.tapped(o))
    ]
    if not named:
        return view.content
    thing = named[0]
    rows = [e for e in view.elements if names_thing(el_text(e), thing)]
    if not rows:
        return view.content if by_row and came_by_row(view, plan) else None
    if plan.is_subject(thing) or _titled(view, rows):
        return view.content
    return [e for e in view.content if any(e is r or _within(e, r) for r in rows)]


def _titled(view: View, rows: list[Element]) -> bool:
    """Whether the thing is named by the title of the item the screen shows, in whatever word
    order ("Spring sale: 30% off zap gear" names "zap gear sale"): the screen is that item, so
    all of it may answer."""
    title = _title(view)
    return title is not None and any(not r.clickable and r.label == title for r in rows)


def _within(inner: Element, outer: Element) -> bool:
    a, b = inner.bounds, outer.bounds
    return b[1] <= center_y(inner) <= b[3] and b[0] <= (a[0] + a[2]) / 2 <= b[2]


def _place(scope: list[Element], named: list[str]) -> str | None:
    """Where something is: an element tagged as a location or address, or a place-like text
    ("Zapton, Zapland", "12 Zap Lane"); never the name of the thing asked about (a place's
    title tagged "place"), an email address (a sender's, tagged "address") nor a text without
    words (a place's review count, "(959)")."""
    names = {n.casefold() for n in named}
    for el in sorted(scope, key=center_y):
        ids = set(words(el.id or ""))
        tagged = (ids & PLACE_WORDS - PLACE_NAME or ids == PLACE_NAME) and el.label
        tagged = tagged and not el.clickable and "@" not in el.label and WORDED.search(el.label)
        if tagged and (el.label or "").casefold() not in names:
            return el.label
    for el in sorted(scope, key=center_y):
        for match in PLACE.finditer(el.label or ""):
            if (
                not {w[:3] for w in match.group(0).lower().replace(",", " ").split()}
                & DATE_ABBREVIATIONS
            ):
                return match.group(0)
    return None


def _title(view: View) -> str | None:
    """The title of the item a screen shows (not the toolbar's)."""
    for el in sorted(view.content, key=center_y):
        ids = set(words(el.id or ""))
        if ids & TITLE_WORDS and "toolbar" not in (el.id or "") and not el.clickable:
            return el.label
    return None


def _said(goal: Goal, value: str) -> bool:
    """Whether a date found is the one the question itself names ("from the June 4
    zap notes" is no answer of June 4)."""
    named = date_phrase(goal.instruction)
    found, asked = parse_date(value), parse_date(named) if named else None
    return (
        found is not None
        and asked is not None
        and (found.month, found.day)
        == (
            asked.month,
            asked.day,
        )
    )


def _ranked(goal: Goal) -> bool:
    """Whether the question picks its thing by a measure ("the best rated zap"), not by its
    place in a list ("the first zap"): the thing opened is the one picked."""
    rank = ranking(goal)
    return rank is not None and rank[0] != "newest"


def _opened_title(view: View) -> str | None:
    """The title of the list row the run's last act opened, once the screen changed."""
    last = view.last()
    if last is None or last.operation.kind != "tap" or last.target is None:
        return None
    if not last.target.in_list or last.signature == view.signature:
        return None
    return el_title(last.target) or None


def answer(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Answer the question from the screen; when a later step writes the answer to someone
    ("look up the zap code ... and text Zed the code"), keep it for that step instead."""
    found = _answer(goal, view, plan)
    if found is None or not isinstance(found.operation, Stop):
        return found
    if found.operation.answer and not grounded(goal, view, found.operation.answer):
        return None
    if found.operation.answer and misfit(goal, view, found.operation.answer):
        return None
    if not plan.answer_goes_on:
        return found
    value = found.operation.answer
    kept = any(
        h.operation.kind == "think" and h.operation.goal == goal.steps[0].clause
        for h in view.history
    )
    if not value or kept:
        return None
    return decision(
        "Keep the answer for the step that sends it.",
        Think(flow="write", goal=goal.steps[0].clause, content=value),
        "it is kept for later",
    )


def _opened_property(goal: Goal, view: View) -> str | None:
    """On the item just opened from a row saying a word of the question, the asked property's
    field among its texts (not its rows, which lead on to other things)."""
    opened = _opened_title(view)
    if opened is None or not set(words(opened)) & set(words(goal.instruction)):
        return None
    return property_field(goal, view, [e for e in view.content if not e.clickable])


def _started_inside(view: View) -> bool:
    """Whether the run started inside an app it works in (a team node going on where the node
    before it left the phone): what that screen shows may answer at once."""
    return not view.history and view.app_of_package() in view.goal_apps


def _answer(goal: Goal, view: View, plan: Plan) -> Decision | None:
    if not goal.wants_answer or not (view.history or _started_inside(view)) or view.modal:
        return None
    if UNCHECKED.search(goal.instruction) or STILL.search(goal.instruction):
        left = unticked(goal, view)
        return decision("The unticked items answer it.", Stop(answer=left)) if left else None
    if found := rows_under_heading(goal, view) or bullet_lines(goal, view):
        return decision("Every item of the list asked about answers it.", Stop(answer=found))
    if found := unread_senders(goal, view):
        return decision("The rows marked unread answer who sent them.", Stop(answer=found))
    if found := newest(goal, view):
        return found
    if found := span_end(goal, view):
        return decision("The end of the span of hours asked about.", Stop(answer=found))
    named = [o for o in plan.objects if not is_place(goal, o)]
    if found := row_answer(goal, view, app_label_words(view), named):
        return decision("A row of this list answers the question.", Stop(answer=found))
    if found := linked_row(goal, view, app_label_words(view)):
        return decision("The row naming the thing gives its web address.", Stop(answer=found))
    if found := _opened_property(goal, view):
        return decision("The item opened shows the property asked.", Stop(answer=found))
    target = plan.target
    if target and any(
        contains_phrase(el_text(e), target) and not view.avoided(e) for e in view.actionable
    ):
        found = record_value(goal, view, plan) if came_by_row(view, plan) else None
        if found is None or _said(goal, found):
            return None
        return decision("The record opened shows the value asked for.", Stop(answer=found))
    if found := page_title(goal, view):
        return decision("The page of the thing asked about is titled with it.", Stop(answer=found))
    if found := asked_listed(goal, view):
        return decision("The item the question counts to, under its heading.", Stop(answer=found))
    scope = _scope(view, plan, by_row=False)
    fields = scope if scope is not None or not came_by_lead(goal, view, named) else view.content
    if fields and wants_list(goal):
        fields = [e for e in fields if not e.clickable]
    detailed = view.content if came_by_details(view) else fields or []
    if found := property_field(goal, view, detailed):
        return decision("The field of the property asked shows the answer.", Stop(answer=found))
    if fields and (found := asked_field(goal, view, fields, plan.objects)):
        return decision("The field the question names shows the answer.", Stop(answer=found))
    if fields and (found := asked_quantity(goal, view, fields, plan.objects)):
        return decision("A line says how much of what is asked.", Stop(answer=found))
    if found := asked_current(goal, view):
        return decision("The row marked as the one in use answers it.", Stop(answer=found))
    if fields and (found := asked_inline(goal, view, fields, plan.objects)):
        return decision("A text gives the value right after the asked noun.", Stop(answer=found))
    reached = scope or any(view.opened_closest(o) for o in plan.objects) or came_by_row(view, plan)
    if reached and (found := asked_line(goal, view, plan, kinded=True)):
        return decision("The line about what is asked gives its value.", Stop(answer=found))
    if reached and (found := measured_line(goal, view, plan)):
        return decision("The sentence about the thing asked gives its measure.", Stop(answer=found))
    if not scope:
        found = (
            (
                asked_line(goal, view, plan, kinded=False)
                or listed_in_body(goal, view)
                or opened_body(goal, view)
            )
            if reached
            else None
        )
        if found:
            return decision("The line about what is asked answers it.", Stop(answer=found))
        scope = _scope(view, plan) if scope is None else None
        if not scope:
            return None
    focus = set(goal.focus)
    if kind_of(goal) is not None:
        narrowed = named or scope is not view.content
        scope = [
            e for e in scope if not _said(goal, el_text(e)) and not file_metadata(goal, el_text(e))
        ]
        chosen = scope if narrowed else about(goal, view, scope)
        chosen = [] if field_unshown(goal, view) else chosen
        part = ranked_part(goal, view, chosen)
        kind = kind_of(goal) or ""
        value = None if rows_differ(goal, view, part, kind) else value_of_kind(goal, view, part)
        if value is None and named and scope is not view.content:
            value = record_value(goal, view, plan)
        if value is not None and not _said(goal, value) and not leads_on(goal, view, plan, value):
            return decision("The screen shows the value asked for.", Stop(answer=value))
        return None
    if WHERE.search(goal.instruction) or focus & ASKS_WHERE:
        asked = asked_words(goal, app_label_words(view))
        if not named and asked:
            scope = [e for e in scope if el_words(e) & asked]
        place = _place(scope, plan.objects)
        if place is None:
            found = asked_line(goal, view, plan, kinded=False)
            return (
                decision("The line about where it is says.", Stop(answer=found)) if found else None
            )
        title = (
            _title(view)
            if re.search(r"\b(?:what|which)\b", goal.instruction, re.IGNORECASE)
            and not focus & ASKS_WHERE
            else None
        )
        parts = [p for p in (title, place) if p]
        return decision("The screen shows where it is.", Stop(answer=" | ".join(parts)))
    if focus & NAMING and _ranked(goal) and (picked := _opened_title(view)):
        return decision("The item picked by the ranking is the one opened.", Stop(answer=picked))
    if focus & NAMING and goal.ordinal and not _ranked(goal):
        named = plan.objects[0] if plan.objects else ""
        heads = [e for e in scope if named and contains_phrase(el_text(e), named)]
        top = min((e.bounds[3] for e in heads if not e.clickable), default=0)
        items = [e for e in view.actionable if e.bounds[1] >= top and e.label and not e.editable]
        if items:
            return decision(
                "The first item of the list answers the question.", Stop(answer=items[0].label)
            )
    if found := keyed_line(goal, scope):
        return decision("A line keyed by the request's word answers it.", Stop(answer=found))
    asked = focus - naming_words(goal, view, plan) - DATED
    thing = thing_words(goal, view)
    labels = [
        e
        for e in scope
        if el_words(e) & asked
        and len(el_text(e)) <= 40
        and not no_caption(view, e)
        and not another_items_field(goal, view, e, thing)
        and not names_subject(goal, view, e)
    ]
    for label in labels:
        if said := numbered_part(goal, label, asked) or kind_named(goal, label):
            return decision("A text names what is asked with its number.", Stop(answer=said))
        values = [o for o in near(view, label) if not el_words(o) & focus]
        if values:
            value = min(values, key=lambda o: abs(center_y(o) - center_y(label)))
            return decision("The screen shows what was asked.", Stop(answer=value.label))
        tag = set(words(label.id or ""))
        if label.label and tag and tag <= focus and not set(words(label.label)) & focus:
            return decision(
                "The app tags this text as what was asked.",
                Stop(answer=with_unit(view, label.label)),
            )
    if found := asked_line(goal, view, plan, kinded=False) or listed_in_body(goal, view):
        return decision("The line about what is asked answers it.", Stop(answer=found))
    last = view.last()
    opened = (
        last and last.operation.kind == "tap" and last.target is not None and last.target.in_list
    )
    rows = [e for e in view.actionable if e.in_list and len(el_text(e)) > ROW_CHARS]
    if (
        opened
        and last.signature != view.signature
        and len(rows) < _LIST_ROWS
        and asked_lead(goal, view, plan.objects) is None
        and _scope(view, plan, by_row=False) is not None
        and _shows_any(view, thing - PICTURED)
    ):
        place = ordinal_place(goal.instruction) if goal.ordinal else None
        named = asked_words(goal, app_label_words(view))
        texts = opened_texts(scope, view.fields, named, place)
        if texts and plan.target is None:
            return decision("The opened item holds the answer.", Stop(answer=" | ".join(texts)))
    return None


def _shows_any(view: View, thing: set[str]) -> bool:
    """Whether the screen says a word naming the thing asked about, when the question has any
    ("zorp" of "the caption of bo's zorp photo"): an item opened without it is another."""
    return not thing or bool(thing & {w for e in view.content for w in el_words(e)})
