"""The offline policy's reflect handler: judge the last operation, or a Stop claim, from the
screens before and after (Mobile-Agent-v2's reflection agent, by rules)."""

from __future__ import annotations

from typing import Any

from experts.context import ReflectContext
from experts.offline.goal import parse_goal
from experts.offline.words import SUCCESS_WORDS, contains_phrase
from experts.schemas import Reflection
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest

LAUNCHER_HINTS = ("launcher", "home")


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


def judge_operation(context: dict[str, Any]) -> Reflection:
    """Correct, erroneous (left for an unrelated place) or ineffective (nothing changed)."""
    before, after, op = context["before"], context["after"], context["operation"]
    kind = op.get("kind", "")
    if not context["changed"]:
        return Reflection(
            verdict="ineffective", reason="the screen did not change", effect="nothing"
        )
    left_app = after["package"] != before["package"]
    if (
        left_app
        and kind in ("tap", "text", "swipe", "long_press")
        and any(h in after["package"].lower() for h in LAUNCHER_HINTS)
    ):
        return Reflection(
            verdict="erroneous",
            reason=f"the app closed to {after['package']}",
            effect="left the app",
        )
    texts = _texts(after).lower()
    if any(word in texts for word in SUCCESS_WORDS) and after["signature"] != before["signature"]:
        effect = f"opened {_title(after)}; the screen confirms it"
    elif after["signature"] != before["signature"]:
        effect = f"opened {_title(after)}"
    else:
        effect = "changed the screen"
    return Reflection(verdict="correct", reason="the screen changed as a result", effect=effect)


@offline_handler("reflect")
def reflect_offline(request: ModelRequest) -> Reflection:
    context = context_of(request, ReflectContext).model_dump(mode="json")
    return judge_stop(context) if context.get("stop") else judge_operation(context)
