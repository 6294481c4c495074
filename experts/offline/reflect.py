"""The offline policy's reflect handler: judge the last operation from the screens before and
after (Mobile-Agent-v2's reflection agent, by rules). Stop claims go to the judge."""

from __future__ import annotations

from typing import Any

from experts.context import ReflectContext
from experts.offline.words import SUCCESS_WORDS
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
    return judge_operation(context_of(request, ReflectContext).model_dump(mode="json"))
