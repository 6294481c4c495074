"""The offline policy's reflect handler: judge the last operation against what it was for and
what the request asks, or a Stop claim, from the screens before and after (Mobile-Agent-v2's
reflection agent, by rules)."""

from __future__ import annotations

import re
from typing import Any

from experts.context import ReflectContext
from experts.offline.goal import parse_goal
from experts.offline.words import SUCCESS_WORDS, contains_phrase, words
from experts.schemas import Reflection
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest

LAUNCHER_HINTS = ("launcher", "home")
FAILURE = re.compile(
    r"\b(?:couldn['\u2019]?t|can['\u2019]?t|cannot|unable to|failed|invalid|not found"
    r"|something went wrong|try again)\b",
    re.IGNORECASE,
)


def _texts(screen: dict[str, Any]) -> str:
    return " \n".join(
        " ".join(filter(None, (e.get("label"), e.get("desc"), e.get("text"))))
        for e in screen["elements"]
    )


def _title(screen: dict[str, Any]) -> str:
    activity = screen.get("activity", "").rpartition(".")[2].removesuffix("Activity")
    return activity or screen["package"]


def judge_stop(context: dict[str, Any]) -> Reflection:
    """Accept a Stop only with evidence: work was done, and an answer is supported."""
    stop = context["stop"]
    moved = [
        h for h in context["history"] if h["operation"].get("kind") not in ("think", "read", "wait")
    ]
    if not stop.get("done", True):
        return Reflection(verdict="correct", reason="the task was declared infeasible")
    if not moved:
        return Reflection(
            verdict="ineffective",
            reason="no operation has changed the phone yet, so nothing shows the task is done",
        )
    answer = stop.get("answer", "")
    goal = parse_goal(context["instruction"])
    if answer:
        seen = _texts(context["after"]) + "\n" + "\n".join(context.get("memory", []))
        parts = [p.strip() for p in answer.split("|") if p.strip()]
        if parts and all(contains_phrase(seen, p) for p in parts):
            return Reflection(verdict="correct", reason="the answer is on the screen")
        return Reflection(
            verdict="ineffective", reason="the answer is not supported by what is on the screen"
        )
    if goal.wants_answer:
        return Reflection(
            verdict="ineffective", reason="the task asks a question but the stop gives no answer"
        )
    return Reflection(
        verdict="correct",
        reason=f"{len(moved)} operations were carried out and the last one worked",
    )


def _launcher(screen: dict[str, Any]) -> bool:
    return any(h in screen["package"].lower() for h in LAUNCHER_HINTS)


def _failure(before: dict[str, Any], after: dict[str, Any]) -> str | None:
    """A failure message the operation brought up in a dialog or overlay ("Couldn't send",
    "Invalid number"); notices that are part of a screen are not failures."""
    seen = _texts(before).lower()
    for el in after["elements"]:
        if el.get("window") not in ("dialog", "overlay"):
            continue
        line = " ".join(filter(None, (el.get("label"), el.get("desc"))))
        match = FAILURE.search(line)
        if match and line.lower() not in seen:
            return line.strip()
    return None


def _unrelated(context: dict[str, Any], goal_words: set[str]) -> bool:
    """A tap that took the phone to another app through a control that has nothing to do with
    the request, and the new app shows nothing the request names (an ad, a wrong share target)."""
    before, after, target = context["before"], context["after"], context.get("target") or {}
    if context["operation"].get("kind") != "tap" or after["package"] == before["package"]:
        return False
    said = goal_words | set(words(context.get("expectation", "")))
    tapped = set(words(" ".join(filter(None, (target.get("label"), target.get("desc"))))))
    shown = set(words(_texts(after)))
    return not (tapped & said) and not (shown & goal_words)


def _toggle_missed(context: dict[str, Any]) -> bool:
    """A tap on a switch that left it as it was."""
    target = context.get("target") or {}
    if not target.get("checkable"):
        return False
    same = [
        e
        for e in context["after"]["elements"]
        if e.get("checkable")
        and e.get("label") == target.get("label")
        and e["bounds"] == target["bounds"]
    ]
    return bool(same) and all(e.get("checked") == target.get("checked") for e in same)


def _typed_missing(context: dict[str, Any]) -> bool:
    """Typing whose text shows nowhere on the screen after it (it did not land in a field)."""
    op = context["operation"]
    if op.get("kind") != "text" or op.get("submit") or not op.get("content"):
        return False
    typed = " ".join(op["content"].split()).lower()[:40]
    shown = " ".join(
        " ".join(filter(None, (e.get("text"), e.get("label"))))
        for e in context["after"]["elements"]
    )
    return typed not in " ".join(shown.split()).lower() and not any(
        e.get("password") for e in context["after"]["elements"]
    )


def judge_operation(context: dict[str, Any]) -> Reflection:
    """Judge a change against what the operation was for and what the request asks: left for
    the launcher, a failure message, or another app reached through an unrelated control is
    erroneous; no change, a switch left as it was, or typing that shows nowhere is
    ineffective; else correct, with the effect described."""
    before, after, op = context["before"], context["after"], context["operation"]
    kind = op.get("kind", "")
    if not context["changed"]:
        return Reflection(
            verdict="ineffective", reason="the screen did not change", effect="nothing"
        )
    acted = kind in ("tap", "text", "swipe", "long_press")
    if acted and _launcher(after) and not _launcher(before):
        return Reflection(
            verdict="erroneous",
            reason=f"the app closed to {after['package']}",
            effect="left the app",
        )
    failure = _failure(before, after) if acted else None
    if failure:
        return Reflection(
            verdict="erroneous", reason=f"the screen reports a failure: {failure}", effect=failure
        )
    goal_words = set(words(context.get("instruction", "")))
    if _unrelated(context, goal_words):
        return Reflection(
            verdict="erroneous",
            reason=f"it opened {after['package']}, which the request has nothing to do with",
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
    texts = _texts(after).lower()
    if any(word in texts for word in SUCCESS_WORDS) and after["signature"] != before["signature"]:
        effect = f"opened {_title(after)}; the screen confirms it"
    elif after["signature"] != before["signature"]:
        effect = f"opened {_title(after)}"
    else:
        effect = "changed the screen"
    expected = context.get("expectation", "")
    reason = f"the screen changed as expected ({expected})" if expected else "the screen changed"
    return Reflection(verdict="correct", reason=reason, effect=effect)


@offline_handler("reflect")
def reflect_offline(request: ModelRequest) -> Reflection:
    context = context_of(request, ReflectContext).model_dump(mode="json")
    return judge_stop(context) if context.get("stop") else judge_operation(context)
