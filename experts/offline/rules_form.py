"""Rules for forms: type each value into the field that fits it, pick a typed suggestion,
then submit (or leave a draft unsent when the request says so)."""

from __future__ import annotations

import re

from experts.offline.addressed import unreached
from experts.offline.base import decision, pick, tap
from experts.offline.entries import Entry
from experts.offline.goal import Goal
from experts.offline.patterns import QUOTED
from experts.offline.plan import Plan
from experts.offline.prose import appended, written_text
from experts.offline.value_kinds import kind_fit, value_kind
from experts.offline.view import (
    SUBMIT,
    Element,
    View,
    center_y,
    commands,
    destructive,
    el_text,
    el_words,
    inside,
    name_of,
)
from experts.offline.when import parse_date, resolve_date, write_date
from experts.offline.words import contains_phrase, stems, words
from experts.schemas import Decision
from mobilexperts.operations import Back, Swipe, Text

SEARCH = stems("search")
EDIT = stems("edit")
LOOSE_ROLES = frozenset({"message", "title", "item", "text", "name"})
CREATE = stems("new create plus compose")
RECIPIENT = stems("to recipient recipients people person")
FIRST, LAST = stems("first given"), stems("last family surname")
_TALL = 150
_OPTION_WORDS = 2
_ABBREVIATION = 3


def value_for(entry: Entry, fwords: set[str], field: Element) -> str:
    """The part of a value a field takes: a person's first or last name in split name fields
    (capitalized, as names are written), a date counted from the one the field shows and
    written like it (a date said as another detail, "zapday", only into a field of digits)."""
    numeric = not re.search(r"[^\W\d_]", field.text)
    if entry.role == "date" or (value_kind(entry.value) == "date" and numeric):
        base = parse_date(field.text)
        return write_date(resolve_date(entry.value, base), field.text) if base else entry.value
    parts = [p.capitalize() if p.islower() else p for p in entry.value.split()]
    if entry.role in ("name", "to", "title") and len(parts) > 1:
        if fwords & FIRST:
            return parts[0]
        if fwords & LAST:
            return " ".join(parts[1:])
    return entry.value


def _fits(entry: Entry, fwords: set[str]) -> int:
    """How well a field's words fit an entry (0: not at all, -1: never, e.g. a search box)."""
    is_search = bool(fwords & SEARCH)
    overlap = fwords & entry.words
    if entry.role == "url":
        return 4 * len(overlap) - 1 if overlap else -1
    if entry.role == "query":
        return 3 if is_search and not fwords & stems("web url") else -1
    if (is_search and not (overlap - SEARCH)) or (
        is_search and entry.role == "to" and not fwords & RECIPIENT
    ):
        return -1
    return 2 * len(overlap)


def replaced(goal: Goal, value: str) -> str | None:
    """The value a request replaces with ``value`` ("rename "Old" to "New"" -> Old): the field
    holding it is the one to type into."""
    said = re.search(
        rf"\b(?:rename|change|replace)\b.*?[\"\u201c]?([^\"\u201d]+?)[\"\u201d]?\s+"
        rf"(?:to|with)\s+[\"\u201c]?{re.escape(value)}",
        goal.instruction,
        re.IGNORECASE,
    )
    return said.group(1).strip() if said else None


def _named_field(goal: Goal, value: str) -> frozenset[str]:
    """The words naming the field a value goes into, said in lower case right after "the",
    "my" or a possessive and before "to <value>" ("set Zed's zapday to June 4": zapday;
    "change the label to Zap"); never a name ("change the Zap club to ...")."""
    said = re.search(
        r"(?:['\u2019]s|\b(?i:the|my|its|his|her|their|our|your))\s+"
        rf"([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+(?i:to|as)\s+[\"\u201c]?{re.escape(value)}",
        goal.instruction,
    )
    return stems(said.group(1)) - stems(*goal.names) if said else frozenset()


MADE = re.compile(
    r"\b(?:add|create|make|write|leave|post|put)\s+(?:a|an|one)\s+(?:new\s+)?([a-z][\w-]*)",
    re.IGNORECASE,
)
"""The kind of thing a request adds ("add a zapnote ..."): the field captioned with it takes
the text ("Add a zapnote") and enters it, not the page's body."""


ADDING = frozenset(words("add new create"))


def _adds_made_kind(goal: Goal, fwords: set[str]) -> bool:
    """Whether a field is the one for adding the kind of thing the request adds."""
    made = {w for m in MADE.finditer(goal.instruction) for w in words(m.group(1))}
    return bool(made) and made <= fwords and bool(fwords & ADDING)


def _filled_here(view: View, field: Element, typed: str) -> bool:
    """Whether ``field`` holds a value this run typed into it (not one typed into another
    field, as a search for the thing whose name the field now shows)."""
    return view.field_holds(field, typed) and any(t.id == field.id for t in view.typed_into(typed))


def _joins_list(goal: Goal, entry: Entry, field: Element) -> bool:
    """Whether an address added to a thing goes beside the addresses its field already holds
    ("add ann@x.org as a guest": the other guests stay)."""
    adding = any(s.verb == "add" for s in goal.steps)
    return adding and "@" in entry.value and "@" in field.text


_DETAIL_KINDS = frozenset({"email", "phone", "date", "time"})
_MAX_NAME_EXTRA = 2
_WORDED = frozenset({"to", "message", "subject", "query"})
"""Roles whose value is a recipient or a text, which may replace a name or hold a date."""
_MAX_DETAIL_WORDS = 3
"""Words a name field may hold beside the name the request gives ("Ann's zapday" for Ann)."""


def _names_the_record(goal: Goal, field: Element, entry: Entry) -> bool:
    """Whether ``field`` holds the name of the record the request names ("Ann's zapday", "Ann"),
    which a value of another kind (an address, a number, a date, a time) never replaces: the
    change is to a detail of the record, not to its name."""
    if entry.role in _WORDED or len(entry.value.split()) > _MAX_DETAIL_WORDS:
        return False
    if value_kind(entry.value) not in _DETAIL_KINDS:
        return False
    if value_kind(field.text) is not None:
        return False
    held = words(field.text)
    return any(
        contains_phrase(field.text, n) and len(held) <= len(words(n)) + _MAX_NAME_EXTRA
        for n in goal.names
    )


def fill_fields(goal: Goal, view: View, plan: Plan) -> Decision | None:
    pending = [e for e in plan.pending if plan.may_type(e)]
    if not pending or not view.fields:
        return None
    target = plan.target
    target_shown = target is not None and any(
        e.clickable and contains_phrase(el_text(e), target) for e in view.actionable
    )
    unaddressed = target is not None and target == plan.recipient and unreached(plan)
    best: tuple[float, Element, Entry, str] | None = None
    for field in view.fields:
        if any(_filled_here(view, field, typed) for typed in view.typed):
            continue
        fwords = view.field_words(field)
        for entry in pending:
            if entry.role in ("message", "subject") and (target_shown or unaddressed):
                continue
            if _names_the_record(goal, field, entry):
                continue
            score = _fits(entry, fwords)
            fit = kind_fit(entry.value, fwords, field.label or "")
            if score < 0 or fit == -1:
                continue
            score += 4 if fit == 1 else 0
            score += 2 * len(fwords & _named_field(goal, entry.value))
            score += 6 if _adds_made_kind(goal, fwords) else 0
            value = value_for(entry, fwords, field)
            if not entry.value:
                if not fwords & entry.words or view.field_holds(field, ""):
                    continue
            elif view.field_holds(field, value) or entry.value in field.text:
                continue
            if _joins_list(goal, entry, field):
                value = f"{field.text.rstrip(', ')}, {value}"
            if entry.role == "message" and field.bounds[3] - field.bounds[1] > _TALL:
                score += 1
            old = replaced(goal, entry.value)
            score += 3 if old and view.field_holds(field, old) else 0
            score += 1 if field.focused and score else 0
            if best is None or score > best[0]:
                best = (score, field, entry, value)
    if best is None:
        return None
    score, field, entry, value = best
    prose = written_text(view, field) if entry.role == "item" else None
    if prose is not None:
        if entry.value in prose.text:
            return None
        field, value = prose, appended(prose, value)
    lone = len(view.fields) == 1 and len([e for e in pending if e.role != "query"]) == 1
    if score == 0 and not (lone and entry.role in LOOSE_ROLES):
        return None
    hint = field.label or field.id
    if not entry.value:
        return decision(
            f"Empty the field [{field.index}] ({hint}): the request removes its {entry.role}.",
            Text(content="", index=field.index),
            "the field is empty",
        )
    return decision(
        f"Type the {entry.role} into the field [{field.index}] ({hint}).",
        Text(
            content=value,
            index=field.index,
            submit=prose is None
            and (entry.submit or _adds_made_kind(goal, view.field_words(field))),
        ),
        f"the field shows {value!r}",
    )


def open_form(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On the screen of the thing a value goes into, with no field in sight: open its form
    with the edit control ("add ann@x.org as a guest of my meetup": Edit event)."""
    pending = [e for e in plan.pending if plan.may_type(e)]
    if not pending or view.fields or view.modal or plan.target is not None or not view.history:
        return None
    edits = [e for e in view.actionable if commands(e) & EDIT and not e.in_list]
    if not edits or any(view.tapped_here(e) for e in edits):
        return None
    return tap(edits[0], "its form holds the field for the value", "the form opens")


def pick_suggestion(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """After typing a name into a field, tap the suggestion row that shows it."""
    if view.last_kind() != "text" or view.last().operation.submit:
        return None
    typed = view.last().operation.content
    rows = [
        e
        for e in view.actionable
        if contains_phrase(el_text(e), typed) and not e.editable and not view.avoided(e)
    ]
    wanted = next(
        (w for w in (plan.target, plan.recipient) if w and contains_phrase(w, typed)), None
    )
    if not rows or not wanted:
        return None
    content = plan.content(wanted)
    el = pick(
        [
            (2.0 * contains_phrase(el_text(e), wanted) + len(el_words(e) & content) / 10, e)
            for e in rows
        ]
    )
    return tap(el, "the suggestion for what was typed", "it is chosen")


def submit_buttons(goal: Goal, view: View, plan: Plan) -> list[tuple[float, Element]]:
    """Buttons that would send or save what was typed, scored by how well they fit the verbs;
    of two that fit as well, the one nearer the field that holds the typed value (a reply box's
    own button, not the icon that opens another form), else the higher one."""
    step = plan.current
    preferred = (set(step.ui) | step.done_ui if step else goal.ui_words & SUBMIT) - CREATE
    typed = [v for v in view.typed if view.shown(v)]
    filled = [center_y(f) for f in view.fields if any(view.field_holds(f, v) for v in typed)]
    scored = []
    for el in view.actionable:
        row = el.in_list and (" | " in (el.label or "") or len(name_of(el).split()) > 3)
        if row or view.avoided(el):
            continue
        ew = el_words(el)
        if destructive(el) and not ew & goal.ui_words:
            continue
        score = 3 * len(ew & preferred) + len(ew & SUBMIT)
        if score:
            away = min((abs(center_y(el) - y) for y in filled), default=el.bounds[1])
            scored.append((score - 0.001 * away, el))
    return scored


_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_GROUPS = {
    "weekday": _DAYS[:5],
    "weekdays": _DAYS[:5],
    "weekend": _DAYS[5:],
    "weekends": _DAYS[5:],
    "daily": _DAYS,
    "everyday": _DAYS,
}
_EVERY_DAY = re.compile(r"\b(?:every|each)\s+day\b")


def _said(goal: Goal) -> set[str]:
    """The request's words outside its quoted values, lower case, with the days a group of
    days stands for ("weekdays": monday to friday; "daily": every day)."""
    text = QUOTED.sub(" ", goal.instruction).lower()
    said = set(re.findall(r"[a-z]+", text))
    for group in [w for w in said if w in _DAY_GROUPS] + (
        ["daily"] if _EVERY_DAY.search(text) else []
    ):
        said |= set(_DAY_GROUPS[group])
    return said


def _days_said(goal: Goal) -> set[str]:
    said = _said(goal)
    return {d for d in _DAYS if any(w == d or w == f"{d}s" for w in said)}


def _names_said(label: str, said: set[str]) -> bool:
    """Whether every word of a short option label is a word of the request, whole or as its
    abbreviation ("Mon" for "Mondays")."""
    parts = re.findall(r"[a-z]+", label.lower())
    return 0 < len(parts) <= _OPTION_WORDS and all(
        any(w == p or (len(p) >= _ABBREVIATION and w.startswith(p)) for w in said) for p in parts
    )


def tick_options(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On a form being filled, tick the unticked options the request names ("repeats on
    Mondays": the "Mon" box) before it is submitted."""
    typed_here = [v for v in view.typed if view.shown(v)]
    if view.modal or not typed_here or view.submitted_after_typing():
        return None
    said = _said(goal)
    for el in view.elements:
        if el.checkable and not el.checked and el.clickable and _names_said(el.label or "", said):
            return tap(el, "an option the request names; tick it", "it is ticked")
    return None


def see_form_rest(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On a form being filled whose options are cut off at the bottom of its scrolling
    container, when the request names days no option in sight shows: scroll the form once to
    show the rest before submitting."""
    typed_here = [v for v in view.typed if view.shown(v)]
    if view.modal or not typed_here or view.submitted_after_typing():
        return None
    shown = {
        w for e in view.elements if e.checkable for w in re.findall(r"[a-z]+", e.label.lower())
    }
    missing = [
        d for d in _days_said(goal) if not any(d.startswith(w) and len(w) >= 3 for w in shown)
    ]
    if not missing or not shown:
        return None
    last_typed = max(i for i, h in enumerate(view.history) if h.operation.kind == "text")
    if any(h.operation.kind in ("swipe", "back") for h in view.history[last_typed:]):
        return None
    if any(e.window == "keyboard" for e in view.screen.elements):
        return decision(
            "The keyboard hides the rest of the form's options; hide it.", Back(), "the form shows"
        )
    options = [e for e in view.elements if e.checkable]
    lists = [
        e
        for e in view.elements
        if e.scrollable and any(inside(o, e) and o.bounds[3] >= e.bounds[3] for o in options)
    ]
    if not lists:
        return None
    return decision(
        "The form's options go on below; scroll to show the rest.",
        Swipe(direction="up", index=lists[0].index),
        "more of the form shows",
    )


def submit(goal: Goal, view: View, plan: Plan) -> Decision | None:
    typed_here = [v for v in view.typed if view.shown(v)]
    if not typed_here or view.submitted_after_typing():
        return None
    if "send" in goal.negated:
        if not any(view.field_holds(f, v) for f in view.fields for v in typed_here):
            return None
        return decision(
            "The request says not to send it: leave it as a draft.", Back(), "the draft is kept"
        )
    el = pick(submit_buttons(goal, view, plan))
    if el is None:
        keyboard = any(e.window == "keyboard" for e in view.screen.elements)
        if keyboard and view.last_kind() == "text":
            return decision(
                "Hide the keyboard to see the rest of the form.", Back(), "the form shows"
            )
        return None
    return tap(el, "everything is filled in; submit", "the form is submitted")
