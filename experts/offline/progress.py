"""Which of a request's steps are done, read from the history in order: a mixin of
:class:`~experts.offline.plan.Plan`, which supplies the goal, the view, the entries and the
things to find."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property
from itertools import pairwise

from experts.offline.alike import alike
from experts.offline.bounded import time_bound, within
from experts.offline.clauses import marked_as
from experts.offline.entries import Entry, is_place
from experts.offline.goal import Goal, Step
from experts.offline.items import condition, items_left
from experts.offline.keeping import collection_words, kept_state, names_collection
from experts.offline.repeats import asked_days, picks
from experts.offline.view import (
    SUBMIT,
    UNREAD,
    Element,
    View,
    commands,
    el_text,
    el_title,
    el_words,
    name_of,
    same_row,
)
from experts.offline.when import clock_time, shows_time
from experts.offline.words import (
    SOURCE_VERBS,
    TOGGLE_VERBS,
    WRITING_VERBS,
    contains_phrase,
    names_thing,
    own_command_words,
    stems,
    words,
)

BY_THE_THING = frozenset({"pair", "connect", "tick", "add", "put"})
"""Verbs done by tapping the thing itself, once the way to it is open (Pair new device, then the
speaker)."""
CREATE_CONTROLS = stems("new create add plus compose")
MESSAGE_KINDS = stems("email emails mail text texts message messages chat chats")
"""Words naming what kind of message, not which one."""


def _acts(el: Element) -> bool:
    """Whether tapping ``el`` can be the action itself: a control or a menu item, not a row
    of a list that only opens a screen ("Connected devices" is not connecting)."""
    container = el.cls.endswith(("Layout", "ViewGroup"))
    row = el.in_list and (container or " | " in (el.label or ""))
    return not row or el.window == "dialog"


class StepProgress:
    """Step completion for a plan: ``done_steps``, ``current``, ``all_done`` and helpers."""

    goal: Goal
    view: View
    step_start: int
    entries: list[Entry]
    objects: list[str]
    recipient: str | None
    entry_done: Callable[[Entry], bool]
    object_step: Callable[[str], int]
    is_subject: Callable[[str], bool]

    def may_type(self, entry: Entry) -> bool:
        """Whether an entry's step has reached the point of typing: for a step that makes
        something new, once a control that creates it was tapped."""
        steps = self.goal.steps
        now = steps.index(self.current) if self.current is not None else len(steps)
        if entry.step > now:
            return False
        if 0 <= entry.step < len(steps) and steps[entry.step].creating:
            _ = self.done_steps
            return self._tap_after(self.step_start, CREATE_CONTROLS) is not None
        return True

    @cached_property
    def done_steps(self) -> list[bool]:
        """Whether each step of the request is done, walking the history in order."""
        done: list[bool] = []
        pos = 0
        for i, step in enumerate(self.goal.steps):
            at = self._completed_at(i, step, pos)
            done.append(at is not None)
            if at is not None and all(done):
                pos = at
        self.step_start = pos
        return done

    def submit_in_sight(self, step: Step) -> bool:
        """Whether a control that would send or save typed text is on screen."""
        return any(
            len(name_of(e).split()) <= 3 and el_words(e) & (SUBMIT | step.ui) and not e.editable
            for e in self.view.actionable
        )

    def tapped_during_step(self, el: Element) -> bool:
        """Whether ``el`` was tapped on this screen since the current step began (or since
        the step's latest thing was reached, when it names several)."""
        _ = self.done_steps
        label = el_text(el)
        history = self.view.history
        reached = [
            k
            for k, h in enumerate(history)
            if h.target and any(contains_phrase(el_title(h.target), o) for o in self.objects)
        ]
        start = max([self.step_start, *reached])
        return any(
            h.signature == self.view.signature and h.target and el_text(h.target) == label
            for h in history[start:]
        )

    @cached_property
    def current(self) -> Step | None:
        for step, done in zip(self.goal.steps, self.done_steps, strict=True):
            if not done:
                return step
        return None

    @property
    def all_done(self) -> bool:
        return bool(self.goal.steps) and all(self.done_steps)

    def _completed_at(self, i: int, step: Step, pos: int) -> int | None:
        """The history position after which step ``i`` counts as done, or None."""
        history = self.view.history
        mine = [e for e in self.entries if e.step == i]
        if step.verb in TOGGLE_VERBS:
            if self.goal.toggle is None:
                return None
            if self.toggles():
                return pos if self._toggled() else None
            objects = set(step.words) - stems("on off switch toggle enable disable")
            flipped = [
                k
                for k in range(pos, len(history))
                if history[k].target is not None
                and history[k].target.checkable
                and el_words(history[k].target) & objects
            ]
            return flipped[-1] + 1 if flipped else None
        if mine:
            if any(not self.entry_done(e) for e in mine):
                return None
            last_typed = max(
                (
                    k
                    for k, h in enumerate(history)
                    if h.operation.kind == "text" and h.operation.content in {e.value for e in mine}
                ),
                default=pos,
            )
            if all(e.submit for e in mine if e.role != "to") and any(e.role != "to" for e in mine):
                return max(last_typed, pos)
            if "send" in self.goal.negated:
                left = self._left_after(last_typed) and not any(
                    self.view.field_holds(f, e.value) for f in self.view.fields for e in mine
                )
                return max(last_typed, pos) if left else None
            submitted = self._tap_after(max(last_typed, pos), SUBMIT | step.ui)
            if (
                submitted is None
                and self.view.last_kind() in ("text", "back")
                and not self.submit_in_sight(step)
            ):
                return last_typed + 1
            return submitted
        if step.verb in SOURCE_VERBS:
            kept = [k for k in range(pos, len(history)) if history[k].operation.kind == "think"]
            return kept[0] + 1 if kept else None
        if step.finding:
            found = [o for o in self.objects if self.object_step(o) == i and o != self.recipient]
            again = i > 0 and not found and step.verb in ("open", "read", "view")
            if again:
                found = [o for o in self.objects if self.object_step(o) == i - 1]
                return self._tap_after(pos, None, text=found[0]) if found else pos
            if not found or any(self.view.tapped(o) or self.is_subject(o) for o in found):
                return pos
            return self._tap_after(pos, None, text=found[0])
        if step.verb in WRITING_VERBS:
            return (
                self._tap_after(pos, SUBMIT | step.ui)
                if self.view.typed or step.verb in ("send", "forward")
                else None
            )
        if step.verb == "tick":
            return self._tap_after(pos, None, checkable=True)
        kept = condition(step)
        if kept is not None:
            acted = self._tap_after(pos, step.done_ui)
            left = items_left(self.view, kept, step.done_ui)
            return acted if acted is not None and not left else None
        things = [
            o for o in self.objects if self.object_step(o) == i and not is_place(self.goal, o)
        ]
        if len(things) > 1 and _listed(step.clause, things):
            return self._each_handled(pos, things, step)
        at = self._tap_after(pos, step.done_ui) or self._unkept_after(pos)
        at = at or self._read_by_opening(pos, step)
        if at is not None and step.verb == "move":
            dest = [q for q in self.goal.quoted if contains_phrase(step.clause, q)][1:]
            return self._tap_after(at, None, text=dest[-1]) if dest else at
        if (
            at is not None
            and things
            and step.verb in BY_THE_THING
            and not self.is_subject(things[0])
        ):
            reached = self._tap_after(0, None, text=things[0])
            return None if reached is None else max(at, reached)
        if at is None and things and step.verb in BY_THE_THING:
            reached = self._tap_after(pos, None, text=things[0])
            return reached if reached is not None and self._says_done(things[0], step) else None
        return at

    def _says_done(self, thing: str, step: Step) -> bool:
        """Whether the screen shows ``thing`` with the step's verb as its state ("Zapnet |
        Connected" after tapping it to connect): tapping the thing itself was the action."""
        return any(
            names_thing(el_text(e), thing) and el_words(e) & step.ui for e in self.view.elements
        )

    def _each_handled(self, pos: int, things: list[str], step: Step) -> int | None:
        """Done once every thing the step names was reached, then acted on."""
        at = pos
        for thing in things:
            reached = self._tap_after(pos, None, text=thing)
            if reached is None:
                return None
            done = self._tap_after(reached, step.done_ui)
            if done is None:
                return None
            at = max(at, done)
        return at

    def _tap_after(
        self,
        pos: int,
        ui: set[str] | frozenset[str] | None,
        text: str = "",
        checkable: bool = False,
    ) -> int | None:
        own = own_command_words(ui) if ui else frozenset()
        for k in range(pos, len(self.view.history)):
            h = self.view.history[k]
            target = h.target
            if h.operation.kind not in ("tap", "long_press") or not target:
                continue
            if checkable and target.checkable:
                return k + 1
            if text and names_thing(el_text(target), text):
                return k + 1
            said = commands(target) | (el_words(target) & own)
            if ui and said & ui and not target.editable and _acts(target):
                return k + 1
        return None

    def _unkept_after(self, pos: int) -> int | None:
        """A removal from a named collection done by its keep-toggle: the latest tap on a
        control that named the collection and showed the kept state, the same control (id and
        place) now on screen in the other state ("Saved" now "Save", a heart no longer
        selected)."""
        wanted = collection_words(self.goal)
        if not wanted:
            return None
        history = self.view.history
        for k in range(len(history) - 1, pos - 1, -1):
            target = history[k].target
            if history[k].operation.kind != "tap" or target is None:
                continue
            if not kept_state(target) or not names_collection(target, wanted):
                continue
            now = [
                e
                for e in self.view.actionable
                if e.id == target.id and e.bounds == target.bounds and e.cls == target.cls
            ]
            return k + 1 if now and not any(kept_state(e) for e in now) else None
        return None

    def _read_by_opening(self, pos: int, step: Step) -> int | None:
        """A "mark X as read" step done by opening X: a tap on a list row marked unread that
        shares a word of the step's thing (opening an unread item reads it)."""
        if marked_as(step).split()[:1] != ["read"]:
            return None
        thing = set(step.words) - stems("read mark")
        for k in range(pos, len(self.view.history)):
            target = self.view.history[k].target
            if self.view.history[k].operation.kind != "tap" or target is None:
                continue
            said = el_words(target)
            if target.in_list and said & UNREAD and said & thing - MESSAGE_KINDS:
                return k + 1
        return None

    def _left_after(self, k: int) -> bool:
        return any(h.operation.kind == "back" for h in self.view.history[k:])

    def _toggled(self) -> bool:
        toggles = self.toggles()
        return bool(toggles) and all(e.checked == self.goal.toggle for e in toggles)

    def toggles(self) -> list[Element]:
        """The switches the request names, read with the row they sit in ("07:00 | Gym ·
        Weekdays" + its switch), a row showing the time the request names it by first; when
        several fit, those that fit best. A request bounding the time ("every zeb before 7am")
        names every row whose time lies within the bound, when the rows show times; one picking
        rows by the days they repeat on ("my weekday zebs") every row repeating on exactly those
        days, when the rows show days."""
        turn = next((s for s in self.goal.steps if s.verb in TOGGLE_VERBS), None)
        objects = set(turn.words if turn else self.goal.words) - stems(
            "on off switch toggle enable disable"
        )
        said = turn.clause if turn else self.goal.instruction
        shown = {w for e in self.view.elements for w in el_words(e)}
        objects |= alike(said, shown) - stems("on off switch toggle enable disable")
        time = clock_time(said)
        rows = [
            (
                e,
                [
                    r
                    for r in self.view.elements
                    if r is not e and not r.checkable and same_row(e, r)
                ],
            )
            for e in self.view.elements
            if e.checkable
        ]
        bound = time_bound(said)
        if bound is not None and any(
            within(bound, el_text(r)) is not None for _, row in rows for r in row
        ):
            return [e for e, row in rows if any(within(bound, el_text(r)) for r in row)]
        days = asked_days(said) or asked_days(self.goal.instruction)
        if days is not None and any(
            picks(days, r.label or "") is not None for _, row in rows for r in row
        ):
            return [e for e, row in rows if any(picks(days, r.label or "") for r in row)]
        scored = []
        for e, row in rows:
            fit = len(el_words(e) & objects) + len(
                set().union(*(el_words(r) for r in row)) - el_words(e) & objects
            )
            fit += 2 * bool(time and any(shows_time(el_text(r), time) for r in row))
            if fit:
                scored.append((fit, e))
        best = max((f for f, _ in scored), default=0)
        return [e for f, e in scored if f == best]


def _listed(clause: str, things: list[str]) -> bool:
    """Whether ``clause`` lists the things ("X, Y and Z"), rather than describing one thing by
    several ("X's post from Y"); a thing the clause does not spell out counts as listed."""
    lowered = clause.lower()
    spans = sorted((at, at + len(t)) for t in things if (at := lowered.find(t.lower())) >= 0)
    return len(spans) < len(things) or any(
        re.fullmatch(r"\s*(?:,|and|&|, and|or|, or)\s*", lowered[end:start])
        for (_, end), (start, _) in pairwise(spans)
    )


def shown_tab(view: View, text: str) -> bool:
    """Whether a selected tab or chip outside the lists says every word of ``text``: the
    screen a request that only shows it asks for ("call up the quorn log") is in front."""
    said = set(words(text))
    return bool(said) and any(
        e.selected and not e.in_list and said <= el_words(e) for e in view.elements
    )
