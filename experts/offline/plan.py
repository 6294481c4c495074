"""What the request still needs, read from the goal and the history: the things to find, the
values left to type, and which of the request's steps are done."""

from __future__ import annotations

import re
from functools import cached_property

from experts.offline.addressed import reached
from experts.offline.alike import alike
from experts.offline.app_named import names_app_kind
from experts.offline.describe import ITEM_KINDS, describe_object, named_source
from experts.offline.entries import Entry, entries, is_destination, is_place, step_of
from experts.offline.goal import Goal
from experts.offline.holders import shown_whole
from experts.offline.items import condition
from experts.offline.progress import StepProgress, shown_tab
from experts.offline.view import (
    NOTHING,
    View,
    center_y,
    el_words,
    inside,
)
from experts.offline.words import (
    PRONOUNS,
    SOURCE_VERBS,
    WRITING_VERBS,
    contains_phrase,
    stems,
    words,
)


class Plan(StepProgress):
    """The request's entries, targets and steps, against what the history shows was done."""

    def __init__(self, goal: Goal, view: View) -> None:
        self.goal = goal
        self.view = view
        self.step_start = 0

    @cached_property
    def entries(self) -> list[Entry]:
        """The request's values, and what a source step kept in memory for the step after it
        ("copy the blorp ... into a fresh sheet": the blorp goes into the sheet)."""
        found = entries(self.goal)
        sources = [i for i, s in enumerate(self.goal.steps) if s.verb in SOURCE_VERBS]
        if self.answer_goes_on and not any(e.step == 1 for e in found if e.role != "to"):
            kept, step = self.kept_answer, self.goal.steps[1]
            listed = step.verb in ("add", "put") and re.search(r"\blist\b", step.clause)
            role = "message" if step.verb in WRITING_VERBS else "item" if listed else "body"
            found += [Entry(role, self._written(kept), 1, submit=bool(listed))] if kept else []
        if sources and self.view.memory and sources[0] + 1 < len(self.goal.steps):
            found.append(Entry("body", self.view.memory[-1], sources[0] + 1))
        if self.facts and self.view.memory:
            step, _ = self.facts
            found.append(Entry("message", "\n".join(self.view.memory), step))
        return found

    @cached_property
    def answer_goes_on(self) -> bool:
        """Whether the request asks something and its next step writes it to someone or puts
        it somewhere ("look up the zap code ... and text Zed the code", "check which gleep
        ... and add it to my list")."""
        steps = self.goal.steps
        return (
            self.goal.wants_answer and len(steps) > 1 and steps[1].verb in WRITING_VERBS | PUTTING
        )

    @cached_property
    def kept_answer(self) -> str | None:
        """The answer to the request's question, kept for the step that writes it on."""
        kept = [
            h.operation.content
            for h in self.view.history
            if h.operation.kind == "think" and h.operation.goal == self.goal.steps[0].clause
        ]
        return kept[-1] if kept else None

    def _written(self, answer: str) -> str:
        """The answer as the writing step says it: with the thing it is about when the step
        does something with that thing and gives the answer "with its" detail ("post a zap
        praising it, with its score" -> "Praising Zed's Diner, score 4.6")."""
        step = self.goal.steps[1]
        apps = {a.lower() for a in self.view.ctx.apps}
        things = [
            n
            for n in [*self.goal.quoted, *self.goal.names]
            if n.lower() not in apps and contains_phrase(self.goal.steps[0].clause, n)
        ]
        with_its = WITH_ITS.search(step.clause)
        doing = DOING_IT.search(step.clause)
        if not things or not with_its or contains_phrase(answer, things[0]):
            return answer
        lead = f"{doing.group(1).capitalize()} {things[0]}" if doing else things[0]
        return f"{lead}, {with_its.group(1)} {answer}"

    @cached_property
    def facts(self) -> tuple[int, set[str]] | None:
        """What a writing step must send that the request does not spell out ("email Ann the
        phone's storage and battery level"): the step and the words that describe it."""
        given = {e.step for e in entries(self.goal) if e.role in ("message", "body", "subject")}
        to = self.goal.values.get("to", "")
        for i, step in enumerate(self.goal.steps):
            sharing = {"share", "forward"} & set(self.goal.words) or re.match(
                r"\w+\s+(?:it|them|this)\b", step.clause
            )
            property_of = re.search(r"['\u2019]s\b|\bof the\b", step.clause)
            if step.verb not in WRITING_VERBS or i in given or sharing or not property_of:
                continue
            said = set(step.words) - set(words(to)) - set(self.goal.channel) - self.view.app_words
            said = {w for w in said if "@" not in w and not w.isdigit()}
            return (i, said) if said else None
        return None

    def entry_done(self, entry: Entry) -> bool:
        if entry.role == "date":
            return any(
                h.operation.kind == "text"
                and h.target is not None
                and (
                    el_words(h.target) & entry.words
                    or (h.operation.content == entry.value and "search" not in el_words(h.target))
                )
                for h in self.view.history
            )
        parts = entry.value.split()
        if (
            entry.role in ("name", "to", "title")
            and len(parts) > 1
            and {parts[0].lower(), " ".join(parts[1:]).lower()}
            <= {t.lower() for t in self.view.typed}
        ):
            return True
        for field in self.view.typed_into(entry.value):
            fits = el_words(field) & (entry.words - {"search"})
            if (
                entry.role == "query"
                or fits
                or (entry.role != "body" and "search" not in el_words(field))
            ):
                return True
        return entry.role == "to" and reached(self.view, self.is_subject, entry.value)

    def may_type(self, entry: Entry) -> bool:
        """Whether an entry may be typed now; also when the tap just made asks for it: a
        focused field whose words are the entry's kind ("Phone number" for the number)."""
        return super().may_type(entry) or (
            self.view.last_kind() == "tap"
            and entry.role in ASKED_ROLES
            and any(f.focused and self.view.field_words(f) & entry.words for f in self.view.fields)
        )

    @cached_property
    def pending(self) -> list[Entry]:
        return [e for e in self.entries if not self.entry_done(e)]

    @cached_property
    def typed_values(self) -> set[str]:
        return {e.value for e in self.entries if e.value}

    # -- targets -----------------------------------------------------------------------

    @cached_property
    def objects(self) -> list[str]:
        """Things the request names to find and act on (not typed, not apps), in order."""
        apps = {a.lower() for a in self.view.ctx.apps}
        typed = self.typed_values
        found = [q for q in self.goal.quoted if q not in typed]
        if self.opened_query:
            found.append(self.opened_query[0])
        topic = self.goal.topic
        verbs = {s.verb.lower() for s in self.goal.steps}
        found += [
            topic if topic and n in topic and len(topic.split()) <= 5 else n
            for n in self.goal.names
            if (n.lower() not in apps or n in self.goal.installs)
            and n.lower() not in verbs
            and n not in typed
        ]
        about = self.goal.about
        for value in typed:
            about = re.sub(rf"\s+(?:from|on|at|via)\s+{re.escape(value)}.*$", "", about)
        if (
            about
            and about.lower() not in PRONOUNS
            and not any(v.lower().rstrip(".") in about.lower() for v in typed)
            and len(about.split()) <= 5
            and not any(contains_phrase(about, f) for f in found)
        ):
            found.append(about)
        found = [t for t in found if not is_destination(self.goal, t)]
        changed = [s.clause for s in self.goal.steps if s.verb in CHANGED]
        wider = {t: shown_whole(t, changed[0], self.view.ctx.shown) for t in found if changed}
        found = [w if not _within(w, typed) else t for t, w in wider.items()] or found
        found += self.described.values()
        inside = [*found, *(v for v in typed if v != self.goal.values.get("query"))]
        found = [t for t in dict.fromkeys(found) if not any(t != o and t in o for o in inside)]
        source = None if found else named_source(self.goal, self.view.ctx.apps)
        return [source] if source else found

    @cached_property
    def described(self) -> dict[int, str]:
        """Things steps describe without naming them ("the cheapest steam iron"), by step; not
        what an earlier step made ("fetch X ... then view that file"), nor an
        installed app said in lower case ("see my zapline")."""
        out: dict[int, str] = {}
        apps = {a.lower() for a in self.view.ctx.apps}
        app_words = {w for a in apps for w in words(a)}
        showing = all(s.verb == "open" for s in self.goal.steps)
        names = [n for n in self.goal.names if n.lower() not in apps]
        named = [*self.goal.quoted, *names, self.goal.about]
        new = self.typed_values
        for i, step in enumerate(self.goal.steps):
            changed = step.verb in CHANGED
            if step.verb not in DESCRIBING or any(
                n and contains_phrase(step.clause, n) and not (changed and _within(n, new))
                for n in named
            ):
                continue
            typed = not changed and any(e.step == i and e.value for e in self.entries)
            if typed or condition(step) is not None:
                continue
            kept = describe_object(step).split()
            while showing and len(kept) > 1 and set(words(kept[-1])) <= app_words:
                kept.pop()
            thing = " ".join(kept)
            made = {w for s in self.goal.steps[:i] for w in words(s.verb)}
            said = set(words(thing or ""))
            if thing and not said <= ITEM_KINDS | app_words and not said & made:
                out[i] = thing
        return out

    @cached_property
    def opened_query(self) -> tuple[str, int] | None:
        """A searched-for thing a later step opens ("look up X and show me its details")."""
        query = self.goal.values.get("query")
        if query and len(query.split()) > 3:
            return None
        if query and self.goal.wants_answer and not self.goal.steps[1:]:
            return query, 0
        searched = next(
            (i for i, s in enumerate(self.goal.steps) if contains_phrase(s.clause, query or "")), 0
        )
        later = [
            i
            for i, step in enumerate(self.goal.steps)
            if (i > searched and (query or " ")[0].isupper())
            or step.verb in ("open", "read", "check")
        ]
        return (query, later[0]) if query and later else None

    def object_step(self, obj: str) -> int:
        if self.opened_query and obj == self.opened_query[0]:
            return self.opened_query[1]
        for i, thing in self.described.items():
            if thing == obj:
                return i
        return step_of(self.goal, obj)

    @cached_property
    def recipient(self) -> str | None:
        to = self.goal.values.get("to")
        return to if to and "@" not in to else None

    @cached_property
    def target(self) -> str | None:
        """What to find next: the first object not reached yet, then the recipient."""
        now = (
            self.goal.steps.index(self.current)
            if self.current is not None
            else len(self.goal.steps)
        )
        step = self.current
        own = [o for o in self.objects if self.object_step(o) == now]
        refers = (
            step is not None
            and not own
            and (
                re.search(r"\b(?:it|them|there|this|that)\b", step.clause)
                or step.verb in ("open", "read", "view")
            )
        )
        for obj in self.objects:
            at = self.object_step(obj)
            earlier = refers and 0 <= at < now
            if self.goal.steps and at != now and not self.goal.wants_answer and not earlier:
                continue
            if obj == self.recipient or self.view.tapped(obj) or self.is_subject(obj):
                continue
            if self.view.opened_closest(obj):
                continue
            if is_place(self.goal, obj) and self._inside_place(obj):
                continue
            if names_app_kind(obj, self.view.app_of_package()):
                continue
            return obj
        if (
            self.recipient
            and not self.view.tapped(self.recipient)
            and not self.is_subject(self.recipient)
        ):
            return self.recipient
        return self._destination_now()

    def _inside_place(self, place: str) -> bool:
        """A place ("in Documents") needs no visit once a thing in it is in sight or reached."""
        things = [o for o in self.objects if o != place and not is_place(self.goal, o)]
        return any(self.view.tapped(t) or self.is_subject(t) or self.view.shown(t) for t in things)

    def _destination_now(self) -> str | None:
        """Where the current step puts its thing, once its action was tapped (Move to ->
        "Projects")."""
        step = self.current
        if step is None or self._tap_after(0, step.done_ui) is None:
            return None
        ends = [
            q
            for q in [*self.goal.quoted, *self.goal.names]
            if contains_phrase(step.clause, q) and is_destination(self.goal, q)
        ]
        return next((d for d in ends if not self.view.tapped(d)), None)

    def is_subject(self, text: str) -> bool:
        """Whether the screen is about ``text``: a title-like, non-clickable element shows it;
        or, for a thing the request only describes, a result of searching for it was opened."""
        if text in self.described.values() and self._result_opened(text):
            return True
        if all(s.verb == "open" for s in self.goal.steps) and shown_tab(self.view, text):
            return True
        rows = [r for r in self.view.elements if r.clickable and r.in_list]
        return any(
            not e.clickable
            and contains_phrase(e.label, text)
            and (len(e.label) <= 2 * len(text) + 12 or e.label.lower().startswith(text.lower()))
            and center_y(e) < self.view.screen.height / 2
            and not any(inside(e, r) for r in rows)
            and not NOTHING.search(e.label)
            for e in self.view.content
        )

    def _result_opened(self, query: str) -> bool:
        history = self.view.history
        searched = [
            k
            for k, h in enumerate(history)
            if h.operation.kind == "text" and h.operation.content == query
        ]
        return bool(searched) and any(
            h.operation.kind == "tap" and h.target is not None and h.target.in_list
            for h in history[searched[-1] + 1 :]
        )

    # -- steps -------------------------------------------------------------------------

    def content(self, target: str | None = None) -> set[str]:
        """The request's plain words that are not verbs, app names, channels or values to
        type; with a ``target``, without the words of the other people and things it names
        (not now: the recipient comes later)."""
        goal = self.goal
        verbs = {w for s in goal.steps for w in words(s.verb)}
        rest = goal.instruction
        for value in [*goal.quoted, *(e.value for e in self.entries)]:
            rest = re.sub(re.escape(value), " ", rest, flags=re.IGNORECASE)
        others = {w for n in goal.names if n != target for w in words(n)} - set(words(target or ""))
        others |= {w for s in goal.steps for w in s.words} & _DESTINATIONS
        step = self.current
        chatting = set(words(step.verb)) if step is not None and step.verb in CHATTING else set()
        said = set(words(rest)) | alike(rest, (w for e in self.view.elements for w in el_words(e)))
        return (
            (said | chatting)
            - self.view.app_words
            - (verbs - chatting)
            - set(goal.channel)
            - (others if target else set())
        )


_DESCRIBING_TEXT = """
    find look add put trash get take save buy order like star
    delete remove share install download open use copy rename move reschedule
"""
DESCRIBING = frozenset(_DESCRIBING_TEXT.split())
CHANGED = frozenset({"rename", "move", "reschedule"})
"""Verbs whose described thing is the item changed, though the step also types its new value
(a name inside the new value names no item to find)."""


def _within(name: str, values: set[str]) -> bool:
    return any(name in value for value in values)


ASKED_ROLES = frozenset({"phone", "email", "number", "name", "address"})
"""Values a form asks for right after a tap (sign up with a phone number)."""
WITH_ITS = re.compile(r"\bwith (?:its|their) (\w+)", re.IGNORECASE)
DOING_IT = re.compile(r"\b(\w+ing) (?:it|them)\b", re.IGNORECASE)
CHATTING = frozenset({"message", "text", "chat"})
PUTTING = frozenset({"add", "put", "save", "create", "make", "set"})
_DESTINATIONS = stems("cart favorites favourites favorite bookmarks places playlist list")
