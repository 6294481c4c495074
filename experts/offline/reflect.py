"""The offline policy's reflect handler: judge the last operation against what it was for and
what the request asks, from the screens before and after (Mobile-Agent-v2's reflection agent, by
rules). Stop claims go to the judge."""

from __future__ import annotations

import re

from experts.context import ReflectContext
from experts.offline.words import SUCCESS_WORDS, words
from experts.schemas import Reflection
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.context import ScreenContext

LAUNCHER_HINTS = ("launcher", "home")
FAILURE = re.compile(
    r"\b(?:couldn['\u2019]?t|can['\u2019]?t|cannot|unable to|failed|invalid|not found"
    r"|something went wrong|try again)\b",
    re.IGNORECASE,
)
ACTING = ("tap", "text", "swipe", "long_press")


def _texts(screen: ScreenContext) -> str:
    return " \n".join(" ".join(filter(None, (e.label, e.desc, e.text))) for e in screen.elements)


def _title(screen: ScreenContext) -> str:
    activity = screen.activity.rpartition(".")[2].removesuffix("Activity")
    return activity or screen.package


def _launcher(screen: ScreenContext) -> bool:
    return any(h in screen.package.lower() for h in LAUNCHER_HINTS)


def _failure(before: ScreenContext, after: ScreenContext) -> str | None:
    """A failure message the operation brought up in a dialog or overlay ("Couldn't send",
    "Invalid number"); notices that are part of a screen are not failures."""
    seen = _texts(before).lower()
    for el in after.elements:
        if el.window not in ("dialog", "overlay"):
            continue
        line = " ".join(filter(None, (el.label, el.desc)))
        if FAILURE.search(line) and line.lower() not in seen:
            return line.strip()
    return None


def _unrelated(context: ReflectContext, goal_words: set[str]) -> bool:
    """A tap that took the phone to another app through a control that has nothing to do with
    the request, and the new app shows nothing the request names (an ad, a wrong share target)."""
    before, after, target = context.before, context.after, context.target
    if not isinstance(context.operation, Tap) or after.package == before.package:
        return False
    said = goal_words | set(words(context.expectation))
    tapped = set(words(" ".join(filter(None, (target.label, target.desc))))) if target else set()
    return not (tapped & said) and not (set(words(_texts(after))) & goal_words)


def _toggle_missed(context: ReflectContext) -> bool:
    """A tap on a switch that left it as it was."""
    target = context.target
    if target is None or not target.checkable:
        return False
    same = [
        e
        for e in context.after.elements
        if e.checkable and e.label == target.label and e.bounds == target.bounds
    ]
    return bool(same) and all(e.checked == target.checked for e in same)


def _typed_missing(context: ReflectContext) -> bool:
    """Typing whose text shows nowhere on the screen after it (it did not land in a field)."""
    op = context.operation
    if not isinstance(op, Text) or op.submit or not op.content:
        return False
    typed = " ".join(op.content.split()).lower()[:40]
    shown = " ".join(" ".join(filter(None, (e.text, e.label))) for e in context.after.elements)
    hidden = any(e.password for e in context.after.elements)
    return typed not in " ".join(shown.split()).lower() and not hidden


def judge_operation(context: ReflectContext) -> Reflection:
    """Judge a change against what the operation was for and what the request asks: left for
    the launcher, a failure message, or another app reached through an unrelated control is
    erroneous; no change, a switch left as it was, or typing that shows nowhere is
    ineffective; else correct, with the effect described."""
    before, after = context.before, context.after
    kind = context.operation.kind
    if not context.changed:
        return Reflection(
            verdict="ineffective", reason="the screen did not change", effect="nothing"
        )
    acted = kind in ACTING
    if acted and _launcher(after) and not _launcher(before):
        return Reflection(
            verdict="erroneous", reason=f"the app closed to {after.package}", effect="left the app"
        )
    failure = _failure(before, after) if acted else None
    if failure:
        return Reflection(
            verdict="erroneous", reason=f"the screen reports a failure: {failure}", effect=failure
        )
    if _unrelated(context, set(words(context.instruction))):
        return Reflection(
            verdict="erroneous",
            reason=f"it opened {after.package}, which the request has nothing to do with",
            effect="opened an unrelated app",
        )
    if _toggle_missed(context):
        return Reflection(
            verdict="ineffective", reason="the switch did not change", effect="nothing"
        )
    if _typed_missing(context):
        return Reflection(
            verdict="ineffective",
            reason="the typed text shows nowhere on the screen",
            effect="the text did not land",
        )
    if after.signature == before.signature:
        effect = "changed the screen"
    elif any(word in _texts(after).lower() for word in SUCCESS_WORDS):
        effect = f"opened {_title(after)}; the screen confirms it"
    else:
        effect = f"opened {_title(after)}"
    expected = context.expectation
    reason = f"the screen changed as expected ({expected})" if expected else "the screen changed"
    return Reflection(verdict="correct", reason=reason, effect=effect)


@offline_handler("reflect")
def reflect_offline(request: ModelRequest) -> Reflection:
    return judge_operation(context_of(request, ReflectContext))
