"""The judge's refusal drives the next steps (Mobile-Agent-v2's reflection: an error is followed
by a corrective action). A refused Stop comes back typed (:class:`experts.context.Refusal`); the
kinds answered here get one bounded step on the screen the run is on, tried once, before the
other rules go on: a form left holding typed text is committed by its submit control (not one
the request keeps unsent); a form that refused its submit gets the request's value a field's
error line asks for, or a typed date or time again the way the line's example writes one; a
switch the request sets and the judge read in the other state is turned; an item opened from a
list that is not the question's is left for the list. Nothing here knows an app or a phrasing:
it reads the refusal's subject, the request's values and the screen."""

from __future__ import annotations

import datetime as dt
import re

from experts.offline.base import decision, tap
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.rules_refused import DEMAND, UNDER, demanded
from experts.offline.value_kinds import field_kind, kind_fit, value_kind
from experts.offline.view import Element, View, el_text, el_words
from experts.offline.when import MONTH_DAY, clock_time, date_phrase, resolve_date
from experts.offline.words import CREATING_VERBS, stems, words
from experts.schemas import Decision
from mobilexperts.operations import Back, Tap, Text
from mobilexperts.perception.controls import submit_control


def _named(view: View, subject: str) -> list[Element]:
    """The tappable elements whose text is the refusal's subject."""
    said = subject.strip().casefold()
    return [e for e in view.actionable if said in (e.label.strip().casefold(), e.id.casefold())]


def _commit(goal: Goal, view: View, plan: Plan, subject: str) -> Decision | None:
    """A form left holding typed text: when its submit was already tapped, the form refused
    it, so fill what it demands; else tap the control the judge named, else the screen's
    submit control."""
    adds = bool(set(goal.verbs) & (CREATING_VERBS | _ADDING))
    if view.submitted_after_typing():
        return (_demanded_value(goal, view) if adds else None) or _reshaped_value(view)
    if set(goal.verbs) & _CHANGING and not _names_its_item(goal, view):
        return None  # a change to an item, typed into a form that is not that item's
    control = next(iter(_named(view, subject)), None) or submit_control(view.actionable)
    if control is None or el_words(control) & set(words(" ".join(goal.negated))):
        return None  # "a draft, don't send it": the request keeps it unsent
    return tap(control, "the judge found the form unsubmitted; commit it", "the form is saved")


def _names_its_item(goal: Goal, view: View) -> bool:
    """Whether the form shows a name the request gives (the item a change is made to)."""
    shown = " ".join(el_text(e) for e in view.elements).casefold()
    return any(name.casefold() in shown for name in goal.names)


_CHANGING = frozenset({"change", "edit", "rename", "update", "move", "replace"})
"""Verbs that change an existing item: its form must show the item the request names."""
_ADDING = frozenset({"add", "save", "new"})
"""Verbs that add an item: only then does a form demanding a value get one of the request's
(a request that changes an existing item must not fill a new one's name)."""


def _given(goal: Goal, view: View) -> list[str]:
    """The request's values no field of this form holds: quoted text, names, field values,
    addresses (one typed into a search box earlier still counts as not given here); an app's
    label the request names as where to work ("... in Zapbook") is no value."""
    given = [*goal.quoted, *goal.names, *goal.fields.values(), *goal.values.values(), *goal.emails]
    apps = {a.casefold() for a in view.ctx.apps}
    return [
        v
        for v in dict.fromkeys(given)
        if v.strip()
        and v.casefold() not in apps
        and not any(view.field_holds(f, v) for f in view.fields)
    ]


def _demanded_value(goal: Goal, view: View) -> Decision | None:
    """A form that refused its submit with a line under a field asking for a value ("Enter a
    zorb"): type into that field the request's untyped value of the kind it asks for, words
    for a field that asks for words."""
    values = _given(goal, view)
    for field in demanded(view):
        fwords, caption = view.field_words(field), field.label or ""
        wanted = field_kind(fwords, caption)
        fits = [
            v
            for v in values
            if kind_fit(v, fwords, caption) == 1 or (wanted == "text" and value_kind(v) is None)
        ]
        if fits:
            return decision(
                f"The form refused its submit: [{field.index}] asks for a value; type the "
                "request's value of its kind.",
                Text(content=fits[0], index=field.index),
                f"the field shows {fits[0]!r}",
            )
    return None


def _error_lines(view: View, field: Element) -> list[str]:
    """The lines just under ``field`` that ask for a value ("Enter a date like Zapril 4")."""
    return [
        el_text(e)
        for e in view.elements
        if not e.editable
        and not e.clickable
        and set(stems(el_text(e))) & DEMAND
        and 0 <= e.bounds[1] - field.bounds[3] <= UNDER
        and e.bounds[0] < field.bounds[2]
        and field.bounds[0] < e.bounds[2]
    ]


def in_shape(value: str, example: str) -> str | None:
    """``value`` (a date or a time) written the way ``example`` writes one ("4 zapril" as
    "Zapril 4" for "like March 21"; "7 pm" as "19:00" for "like 07:30"), or None."""
    kind = value_kind(value)
    if kind == "date" and (shown := MONTH_DAY.search(example)):
        date = resolve_date(date_phrase(value) or value, dt.date.today())
        month = shown.group(1) or shown.group(4)
        name = f"{date:%B}" if len(month) > 3 else f"{date:%b}"
        return f"{name} {date.day}" if shown.group(1) else f"{date.day} {name}"
    if kind == "time" and (hm := clock_time(value)) and clock_time(example):
        hour, minute = map(int, hm.split(":"))
        if re.search(r"\b[ap]\.?m\b", example, re.IGNORECASE):
            return f"{(hour - 1) % 12 + 1}:{minute:02d} {'PM' if hour >= 12 else 'AM'}"
        return hm
    return None


def _reshaped_value(view: View) -> Decision | None:
    """A form that refused its submit with a line under a field holding a typed value that
    shows an example: type the value again the way the example writes it."""
    for field in view.fields:
        typed = next((v for v in view.typed if v and view.field_holds(field, v)), None)
        for line in _error_lines(view, field) if typed else []:
            shaped = in_shape(typed, line)
            if shaped and shaped.casefold() != typed.strip().casefold():
                return decision(
                    f"The form refused {typed!r} in [{field.index}]; type it as its example "
                    f"writes one.",
                    Text(content=shaped, index=field.index),
                    f"the field shows {shaped!r}",
                )
    return None


def _turn(goal: Goal, view: View, plan: Plan, subject: str) -> Decision | None:
    """A switch the request sets, read in the other state: turn the one whose row the judge
    read, when it is still in the other state."""
    if goal.toggle is None:
        return None
    said = set(words(subject))
    switches = [
        e
        for e in plan.toggles() or view.elements
        if e.checkable and e.clickable and e.checked != goal.toggle
    ]
    fits = [e for e in switches if said & el_words(e) or e in plan.toggles()]
    if not fits:
        return None
    state = "on" if goal.toggle else "off"
    el = fits[0]
    return decision(
        f"[{el.index}] the judge read this switch not {state}; turn it {state}.",
        Tap(index=el.index),
        f"it is {state}",
    )


def _leave(goal: Goal, view: View, plan: Plan, subject: str) -> Decision | None:
    """An answer read on an item opened from a list or grid that nothing shows to be the
    question's: go back to the list, where the items not yet opened are tried."""
    last = view.history[-1] if view.history else None
    opened = (
        last is not None
        and last.operation.kind == "tap"
        and last.signature_after == view.signature
        and last.signature != view.signature
    )
    if not opened or set(words(subject)) <= set(words(" ".join(map(el_text, view.elements)))):
        return None
    return decision(
        f"Nothing here says {subject!r}: this is not the item asked about; go back.",
        Back(),
        "the list it was opened from",
    )


_ANSWERS = {"unsubmitted": _commit, "off": _turn, "elsewhere": _leave}


def answer_refusal(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Right after a refused Stop, the corrective step its kind calls for, once."""
    refused = view.ctx.refused
    if refused is None or refused.kind not in _ANSWERS or view.modal:
        return None
    if len(view.history) > refused.after:
        return None
    return _ANSWERS[refused.kind](goal, view, plan, refused.subject)
