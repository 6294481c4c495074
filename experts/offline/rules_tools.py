"""The offline policy's rule for workflow tools: use an offered tool that does the task, and
stop once a tool did all of it.

Tools are chosen by meaning (:mod:`experts.tool_choice`): the first offered tool whose words
the request says, whose app is one the request names or points at, and whose parameters all
bind to the request's values (those the tool choice reads, then the names, items, quoted text
and addresses this policy's reading of the request found). For a request of several steps, a
tool that does part of them is used only when it does the first and types none of the
request's values: this policy follows its progress through the steps it took itself, so a
later step or a value a tool did would be done again (a value typed twice, a switch turned
back off). For a request of one step, a tool is used only when
it covers all the request says (:func:`experts.tool_choice.covers`): a tool that drops a word
of it (a date, a list's name) would do something else.
"""

from __future__ import annotations

import re
from typing import Any

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import View
from experts.offline.words import stem, ui_words, words
from experts.schemas import Decision
from experts.tool_choice import choose_tools, covers
from mobilexperts.operations import Stop, UseTool
from tools_store.records import ToolOffer
from tools_store.values import RequestValue


def _name_words(name: str) -> list[str]:
    return list(words(name.replace("_", " ")))


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


def _all_given(args: dict[str, Any]) -> str:
    """Every argument in one text: a value split between parameters (a first and a last
    name) is in it whole."""
    return " ".join(" ".join(str(v).split()) for v in args.values()).casefold()


def _does_verb(verb: str, name: str) -> bool:
    name_words = set(_name_words(name))
    return stem(verb) in name_words or bool(name_words & ui_words(verb))


def _does_all(goal: Goal, plan: Plan, name: str, args: dict[str, Any]) -> bool:
    """Whether a tool call does every verb of the request and types every value it gives."""
    verbs_done = all(_does_verb(v, name) for v in goal.verbs)
    given = _all_given(args)
    return verbs_done and all(" ".join(v.split()).casefold() in given for v in plan.typed_values)


def _does_part(goal: Goal, plan: Plan, name: str, args: dict[str, Any]) -> bool:
    """Whether a tool call does part of a request of several steps in a way this policy would
    redo: it types one of the request's values, or it does a later step than the first."""
    if len(goal.steps) <= 1 or _does_all(goal, plan, name, args):
        return False
    given = _all_given(args)
    typing = any(" ".join(v.split()).casefold() in given for v in plan.typed_values)
    return typing or not _does_verb(goal.steps[0].verb, name)


def _covers(goal: Goal, plan: Plan, name: str, args: dict[str, Any]) -> bool:
    """Whether a tool call did all the request asks, a question's answer aside."""
    return _does_all(goal, plan, name, args) and not goal.wants_answer


def use_tool(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Stop after a tool that did the whole task; else use an offered tool that fits."""
    used = [h.operation for h in view.history if h.operation.kind == "use_tool"]
    last = view.last()
    if last is not None and last.operation.kind == "use_tool":
        op = last.operation
        if _covers(goal, plan, op.name, op.args):
            return decision(f"The tool {op.name} did the whole task.", Stop())
    tried = {op.name for op in used}
    offers = [t for t in view.ctx.tools if t.name not in tried and _app_fits(goal, t, view)]
    for choice in choose_tools(goal.instruction, offers, view.ctx.apps, goal_values(goal, view)):
        if choice.usable and choice.args is not None:
            if _does_part(goal, plan, choice.offer.name, choice.args):
                continue
            if len(goal.steps) <= 1 and not covers(goal.instruction, choice.offer, choice.args):
                continue
            return decision(
                f"The verified tool {choice.offer.name} does this in one go.",
                UseTool(name=choice.offer.name, args=choice.args),
                choice.offer.description,
            )
    return None
