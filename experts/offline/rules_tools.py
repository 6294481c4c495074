"""The offline policy's rule for workflow tools: use an offered tool that does the task, and
stop once a tool did all of it.

Tools are chosen by meaning (:mod:`experts.tool_choice`): the first offered tool whose words
the request says, whose app is one the request names or points at, and whose parameters all
bind to the request's values (those the tool choice reads, then the names, items, quoted text
and addresses this policy's reading of the request found). For a request of several steps, a
tool is used only when it does all the steps: this policy follows its progress through the
steps it took itself, so a step a tool did would be done again (a value typed twice, a switch
turned back off). For a request of one step, a tool is used only when
it covers all the request says (:func:`experts.tool_choice.covers`): a tool that drops a word
of it (a date, a list's name) would do something else.
"""

from __future__ import annotations

import re
from typing import Any

from experts.offline.base import decision
from experts.offline.clauses import Step
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import View
from experts.offline.words import stem, ui_words, words
from experts.schemas import Decision
from experts.tool_choice import choose_tools, covers
from experts.tool_senses import brings_about
from mobilexperts.operations import Stop, Think, UseTool
from tools_store.param_types import ParamValueError, infer_kind, normalize
from tools_store.records import ToolOffer
from tools_store.values import RequestValue


def _name_words(name: str) -> list[str]:
    return list(words(name.replace("_", " ")))


def _acts(view: View, name: str) -> set[str]:
    """The words of the controls the offered tool ``name``'s own steps use ("forward", "Send"):
    what it does, where its name says only the first of it."""
    offer = next((t for t in view.ctx.tools if t.name == name), None)
    return {w for label in offer.controls for w in words(label)} if offer else set()


def _app_fits(goal: Goal, tool: ToolOffer, view: View) -> bool:
    label = tool.app_label or ""
    named = [
        app
        for app in view.ctx.apps
        if re.search(rf"\b{re.escape(app)}\b", goal.instruction, re.IGNORECASE)
    ]
    wanted = named or view.goal_apps
    return not (label and wanted and label not in wanted)


def goal_values(goal: Goal, view: View) -> list[RequestValue]:
    """The values this policy's reading of the request found, with the slot each fills."""
    apps = {a.casefold() for a in view.ctx.apps}
    found = [RequestValue(slot=k, value=v) for k, v in {**goal.fields, **goal.values}.items()]
    found += [RequestValue(slot="to", value=e) for e in goal.emails]
    found += [RequestValue(slot="name", value=n) for n in goal.names if n.casefold() not in apps]
    found += [RequestValue(slot="text", value=t) for t in [*goal.items, *goal.quoted]]
    return [v for v in found if v.value]


MAX_NOTE_WORDS = 6
"""A note longer than this holds several things, not one value a tool could be given."""


def noted_values(view: View) -> list[RequestValue]:
    """The values the run noted from a screen for a later step (a code read in one app to be
    typed in another): a tool may take one where the request names none. A note listing
    several things is no value."""
    notes = [h.operation for h in view.history if isinstance(h.operation, Think)]
    return [
        RequestValue(slot="text", value=note.content.strip())
        for note in notes
        if note.flow == "write"
        and note.content.strip()
        and "|" not in note.content
        and len(note.content.split()) <= MAX_NOTE_WORDS
    ]


def _all_given(args: dict[str, Any]) -> str:
    """Every argument in one text: a value split between parameters (a first and a last
    name) is in it whole."""
    return " ".join(" ".join(str(v).split()) for v in args.values()).casefold()


def _all_said(instruction: str, args: dict[str, Any]) -> bool:
    """Whether the request says every argument a tool was given, word for word."""
    said = " ".join(instruction.split()).casefold()
    return all(" ".join(str(v).split()).casefold() in said for v in args.values())


def _same_kind_value(value: str, given: Any) -> bool:
    """Whether ``given`` (the request's words, "7:10 AM") reads as ``value`` (the typed form,
    "07:10") of the kind ``value`` is."""
    kind = infer_kind(value)
    if kind is None or not isinstance(given, str):
        return False
    try:
        return normalize(kind, given, value) == value
    except ParamValueError:
        return False


def _typed_in(step: Step, args: dict[str, Any], acts: set[str]) -> bool:
    """Whether ``step`` ("title it <X>") is done by typing an argument it names into
    a field its other words name: its clause holds a value the tool was given, and it has other
    words, each a control the tool's steps use ("forward it to <X>" names no field)."""
    given = {w for value in args.values() for w in words(str(value))}
    rest = [w for w in step.words if w not in given]
    return bool(given & set(step.words)) and bool(rest) and all(w in acts for w in rest)


def _does_all(goal: Goal, plan: Plan, name: str, args: dict[str, Any], acts: set[str]) -> bool:
    """Whether a tool call does every step of the request (its verb said by the tool's name or
    the controls its steps use, ``acts``, or its value typed into a field it names; a verb
    bringing a thing about, "set", is done by a tool leading with one, "start") and types every
    value it gives (as written, or as a value of its kind: a time the tool took as "7:10 AM")."""
    named = _name_words(name)
    name_words = set(named) | acts
    lead_brings = bool(named) and brings_about(named[0])
    verbs_done = all(
        stem(s.verb) in name_words
        or name_words & ui_words(s.verb)
        or (lead_brings and brings_about(s.verb))
        or _typed_in(s, args, acts)
        for s in goal.steps
    )
    given = _all_given(args)
    return verbs_done and all(
        " ".join(v.split()).casefold() in given
        or any(_same_kind_value(v, a) for a in args.values())
        for v in plan.typed_values
    )


def _does_part(goal: Goal, plan: Plan, name: str, args: dict[str, Any], acts: set[str]) -> bool:
    """Whether a tool call does some steps of a request of several without doing them all."""
    return len(goal.steps) > 1 and not _does_all(goal, plan, name, args, acts)


def _covers(goal: Goal, plan: Plan, name: str, args: dict[str, Any], acts: set[str]) -> bool:
    """Whether a tool call did all the request asks, a question's answer aside."""
    return _does_all(goal, plan, name, args, acts) and not goal.wants_answer


def use_tool(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Stop after a tool that did the whole task; else use an offered tool that fits."""
    used = [h.operation for h in view.history if h.operation.kind == "use_tool"]
    last = view.last()
    if last is not None and last.operation.kind == "use_tool":
        op = last.operation
        # a one-step request's tool was chosen only if it covers all the request says
        whole = len(goal.steps) <= 1 and not goal.wants_answer and not last.error
        whole = whole and _all_said(goal.instruction, op.args)
        if whole or _covers(goal, plan, op.name, op.args, _acts(view, op.name)):
            return decision(f"The tool {op.name} did the whole task.", Stop())
    tried = {op.name for op in used}
    offers = [t for t in view.ctx.tools if t.name not in tried and _app_fits(goal, t, view)]
    values = [*goal_values(goal, view), *noted_values(view)]
    for choice in choose_tools(goal.instruction, offers, view.ctx.apps, values):
        if choice.usable and choice.args is not None:
            acts = _acts(view, choice.offer.name)
            if _does_part(goal, plan, choice.offer.name, choice.args, acts):
                continue
            if len(goal.steps) <= 1 and not covers(goal.instruction, choice.offer, choice.args):
                continue
            return decision(
                f"The verified tool {choice.offer.name} does this in one go.",
                UseTool(name=choice.offer.name, args=choice.args),
                choice.offer.description,
            )
    return None
