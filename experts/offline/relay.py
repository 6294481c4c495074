"""A code a form asks for that the request says arrives elsewhere ("the zap key arrives
in a text"): open the app it arrives in, read the code off the message, keep it with
Think, come back to the form and type it."""

from __future__ import annotations

import re

from experts.context import DecideContext, HistoryStep
from experts.offline.apps import app_candidates
from experts.offline.base import decision
from experts.offline.goal import Goal, parse_goal
from experts.offline.view import View, el_text, el_words
from experts.offline.words import contains_phrase, stems
from experts.schemas import Decision
from mobilexperts.operations import OpenApp, Tap, Text, Think, Wait

KEPT = "the code the request says arrives"
CODE_WORDS = stems("code otp pin passcode")
ARRIVES = re.compile(
    r"\b(?:code|otp|pin|passcode)\b[^.]*?\b(?:comes?|arrives?|is sent|gets sent|by|via)\b",
    re.IGNORECASE,
)
CODE = re.compile(r"(?<![\d-])(\d{4,8})(?![\d-])")
MAX_WAITS = 4


def relayed_code(goal: Goal, context: DecideContext) -> Decision | None:
    """The next step of fetching a code from the app it arrives in, or None when the request
    says no code arrives elsewhere or none is asked for now."""
    if not goal.channel or not ARRIVES.search(goal.instruction):
        return None
    view = View(context, goal)
    fields = [
        f for f in view.fields if view.field_words(f) & CODE_WORDS and not CODE.search(f.text or "")
    ]
    kept = next(
        (
            h.operation.content
            for h in reversed(context.history)
            if isinstance(h.operation, Think) and h.operation.goal == KEPT
        ),
        None,
    )
    source = _source_app(goal, context.apps)
    if source is None:
        return None
    opened = [
        h for h in context.history if isinstance(h.operation, OpenApp) and h.operation.app == source
    ]
    away = bool(opened) and context.screen.package != opened[-1].package
    if kept is not None and fields:
        return decision(
            "Type the code kept from the message.",
            Text(content=kept, index=fields[0].index, submit=True),
            "the field shows the code",
        )
    origin = _origin(context, opened[-1]) if away else None
    if kept is not None:
        return decision(f"Back to {origin} with the code.", OpenApp(app=origin)) if origin else None
    if fields:
        return decision(
            f"The code arrives in {source}; open it to read the code.",
            OpenApp(app=source),
            "the message with the code",
        )
    return _read_code(view, context, origin) if origin else None


def _source_app(goal: Goal, apps: list[str]) -> str | None:
    """The app the request's channel ("by text message", "by email") arrives in."""
    found = app_candidates(parse_goal(f"open the {' '.join(goal.channel)}"), apps)
    return found[0] if found else None


def _origin(context: DecideContext, left: HistoryStep) -> str | None:
    """The app the code was asked for in: the one whose package the run left for the code."""
    squeezed = left.package.rsplit(".", 1)[-1].lower()
    return next((a for a in context.apps if a.lower().replace(" ", "") == squeezed), None)


def _read_code(view: View, context: DecideContext, origin: str) -> Decision | None:
    """In the app the code arrives in: keep the code a message for ``origin`` shows, else open
    the message with it, else wait for it to arrive."""
    for el in sorted(view.content, key=lambda e: e.clickable):
        found = CODE.search(el_text(el))
        if not (found and el_words(el) & CODE_WORDS and contains_phrase(el_text(el), origin)):
            continue
        if not el.in_list or view.last_kind() == "tap":
            return decision(
                f"The message gives the code {found.group(1)}; keep it.",
                Think(flow="write", goal=KEPT, content=found.group(1)),
                "it is kept for the form",
            )
        return decision(
            f"[{el.index}] the message with the code: open it.",
            Tap(index=el.index),
            "the message opens",
        )
    waits = sum(1 for h in context.history if h.operation.kind == "wait")
    if waits < MAX_WAITS:
        return decision("The code has not arrived yet; wait for it.", Wait(seconds=5))
    return None
