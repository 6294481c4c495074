"""The offline policy's rule for workflow tools: use an offered tool that does the task, and
stop once a tool did all of it.

A tool fits when its name's verb is one of the request's verbs (or their interface words), most
of its name's words are in the request, its app is one the request names or points at, and every
parameter can be filled from the request's values (slots such as message, subject, title, to,
query; then names, items, quoted text and addresses). Nothing here knows an app or a task.
"""

from __future__ import annotations

import math
import re
from typing import Any

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import View
from experts.offline.words import stem, ui_words, words
from experts.schemas import Decision
from mobilexperts.operations import Stop, UseTool

NAME_OVERLAP = 2 / 3


def _name_words(name: str) -> list[str]:
    return list(words(name.replace("_", " ")))


def _fits_request(goal: Goal, tool: dict[str, Any], view: View) -> bool:
    name_words = _name_words(tool["name"])
    if not name_words:
        return False
    verbs = {stem(v) for v in goal.verbs} | goal.ui_words
    if name_words[0] not in verbs:
        return False
    request = set(goal.plain_words) | {stem(v) for v in goal.verbs}
    shared = len(set(name_words) & request)
    if shared < math.ceil(NAME_OVERLAP * len(set(name_words))):
        return False
    label = tool.get("app_label") or ""
    named = [
        app
        for app in view.ctx.get("apps", [])
        if re.search(rf"\b{re.escape(app)}\b", goal.instruction, re.IGNORECASE)
    ]
    wanted = named or view.goal_apps
    return not (label and wanted and label not in wanted)


def _candidates(goal: Goal, view: View, param: str) -> list[str]:
    """Request values that could fill ``param``: names first for a name, else text first."""
    apps = {a.casefold() for a in view.ctx.get("apps", [])}
    names = [n for n in goal.names if n.casefold() not in apps]
    texts = [*goal.items, *goal.quoted, *goal.values.values(), *goal.fields.values()]
    found = [*names, *texts] if param.endswith("name") else [*texts, *names]
    return list(dict.fromkeys([*found, *goal.emails]))


def fill_args(goal: Goal, view: View, params: list[str]) -> dict[str, str] | None:
    """Arguments for ``params`` (``"message: str"``) from the request, or None when one cannot
    be filled (only text parameters can)."""
    args: dict[str, str] = {}
    used: set[str] = set()
    for spec in params:
        name, _, kind = (part.strip() for part in spec.partition(":"))
        if kind != "str":
            return None
        value = goal.values.get(name) or goal.fields.get(name)
        if not value and name == "to" and goal.emails:
            value = goal.emails[0]
        if not value or value in used:
            value = next((v for v in _candidates(goal, view, name) if v not in used), None)
        if value is None:
            return None
        args[name] = value
        used.add(value)
    return args


def _covers(goal: Goal, plan: Plan, name: str, args: dict[str, Any]) -> bool:
    """Whether a tool call did every verb of the request and typed every value it gives."""
    name_words = set(_name_words(name))
    verbs_done = all(stem(v) in name_words or name_words & ui_words(v) for v in goal.verbs)
    given = {" ".join(str(v).split()).casefold() for v in args.values()}
    typed = all(" ".join(v.split()).casefold() in given for v in plan.typed_values)
    return verbs_done and typed and not goal.wants_answer


def use_tool(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Stop after a tool that did the whole task; else use an offered tool that fits."""
    used = [h["operation"] for h in view.history if h["operation"].get("kind") == "use_tool"]
    last = view.last()
    if last is not None and last["operation"].get("kind") == "use_tool":
        op = last["operation"]
        if _covers(goal, plan, op["name"], op.get("args", {})):
            return decision(f"The tool {op['name']} did the whole task.", Stop())
    tried = {op["name"] for op in used}
    for tool in view.ctx.get("tools", []):
        if tool["name"] in tried or not _fits_request(goal, tool, view):
            continue
        args = fill_args(goal, view, tool.get("params", []))
        if args is not None:
            return decision(
                f"The verified tool {tool['name']} does this in one go.",
                UseTool(name=tool["name"], args=args),
                tool.get("description", ""),
            )
    return None
