"""App switches: those the run makes on purpose (a share target or a link tapped in one app
opens another, a hand-off, and the work of a sending step goes on there until it is sent), and
those that would only repeat screens already seen (leaving the app that keeps the step's thing,
a switch made before, an app reopened from the launcher again and again)."""

from __future__ import annotations

import re

from experts.offline.apps import label_kinds
from experts.offline.base import decision, tap
from experts.offline.clauses import Step
from experts.offline.goal import Goal
from experts.offline.patterns import EMAIL
from experts.offline.plan import Plan
from experts.offline.view import SUBMIT, View, commands, el_text, el_words
from experts.offline.words import stems
from experts.schemas import Decision
from mobilexperts.operations import OpenApp, Stop

SENDING = stems("send share")
"""Interface words of a step that sends something somewhere."""


def handed_here(view: View) -> bool:
    """Whether the app in front was reached by a tap on another app's screen (a share target,
    a link) and the phone has not left it since."""
    if not view.history:
        return False
    packages = [h.package for h in view.history[1:]] + [view.package]
    for h, after in zip(reversed(view.history), reversed(packages), strict=True):
        if h.package != after:
            return h.operation.kind == "tap" and after == view.package
    return False


def finishing_handoff(view: View, step: Step | None) -> bool:
    """A sending step whose hand-off reached this app, on a screen that still takes what is
    sent (a field to fill or a control that sends): its work is here, not back in the source."""
    if step is None or not step.ui & SENDING or not handed_here(view):
        return False
    return bool(view.fields) or any(commands(e) & SUBMIT for e in view.actionable)


def switched_before(view: View, app: str) -> bool:
    """Whether the run already left the app in front for ``app`` once: going there again from
    here is a cycle (the screens repeat), so the step is tried where the phone is."""
    return any(
        h.package == view.package and h.operation.kind == "open_app" and h.operation.app == app
        for h in view.history
    )


def holds_here(view: View, clause: str, current: str | None) -> bool:
    """Whether the survey saw the app in front show a phrase of the step's clause (the thing
    the step acts on is kept here, whatever app its words point at)."""
    lowered = f" {clause.lower()} "
    phrases = view.ctx.shown.get(current or "", [])
    return any(f" {p.lower()} " in lowered for p in phrases if len(p.split()) > 1)


_CHANNEL_VERBS = frozenset({"text", "email", "mail", "sms"})
_CHANNEL_KINDS = frozenset({"mail", "message"})
SHARE = stems("share")
OVERFLOW = stems("more options overflow menu")


def sent_elsewhere(goal: Goal, view: View, step: Step) -> bool:
    """Whether the step sends the thing to someone by a channel the app in front is not: the
    verb is the channel ("text it to ..."), a channel is said ("by email"), or the recipient is
    an email address."""
    current = view.app_of_package()
    if current is None or label_kinds(current) & _CHANNEL_KINDS:
        return False
    to = goal.values.get("to", "")
    lowered = goal.instruction.lower()
    return (
        step.verb in _CHANNEL_VERBS
        or bool(goal.channel)
        or bool(
            re.search(r"\b(?:by|via|over|through|thru) (?:e-?mail|text|sms|messages?)\b", lowered)
        )
        or bool(EMAIL.fullmatch(to))
    )


def share_out(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On the page of the thing a sending step sends by another app's channel (a name or web
    address of the request is shown), its Share control hands it over, or the overflow menu it
    may be in is opened (the menu's Share and the sheet's target are picked by
    :func:`rules_flow.modal`); not when what is sent is a value read off the page or a message
    the request writes (the person shown is then whom it goes to)."""
    step = plan.current
    if step is None or view.modal or not sent_elsewhere(goal, view, step):
        return None
    if plan.answer_goes_on or goal.values.get("message"):
        return None  # what is sent is a value read here, or words the request gives
    things = [n for n in goal.names if n != goal.values.get("to")] + goal.urls
    if not any(view.shown(n) for n in things):
        return None
    shares = [
        e
        for e in view.actionable
        if commands(e) & SHARE
        and (not e.in_list or len(el_text(e).split()) <= 2)
        and not view.tapped_here(e)
    ]
    if not shares:
        menus = [
            e
            for e in view.actionable
            if el_words(e) & OVERFLOW and not e.in_list and not view.tapped_here(e)
        ]
        if menus:
            return tap(menus[0], "the thing to send is open; its Share may be in this menu")
        return None
    return tap(
        shares[0],
        "the thing to send is open; share it to the channel asked",
        "the share sheet opens",
    )


REOPENS = 2
"""How often the run may open an app from the launcher: once more after it came back out."""


def reopened(goal: Goal, view: View, app: str, step: Step | None = None) -> Decision | None:
    """At the launcher, about to open ``app`` the run already came back out of twice (the same
    screens would repeat): open another app the current step points at (its words name it, or
    the survey saw it show a name or phrase of the step), instead; with none left, stop undone
    and say so. A later step's app is no way out: there the step not done would be skipped,
    and what it was to find written as if found."""
    opened = view.opened_apps()
    if not view.at_launcher or opened.count(app) < REOPENS:
        return None
    lowered = (step.clause if step is not None else goal.instruction).lower()
    names = {n.lower() for n in goal.names if n.lower() in lowered}
    seen = [
        a
        for a, phrases in view.ctx.shown.items()
        if any(p.lower() in lowered and (" " in p or p.lower() in names) for p in phrases)
    ]
    pointed = [
        a
        for a in view.goal_apps
        if step is None or re.search(rf"\b{re.escape(a.lower())}\b", lowered)
    ]
    others = [a for a in dict.fromkeys([*pointed, *seen]) if opened.count(a) < REOPENS]
    if others:
        return decision(
            f"{app} was left twice without the task done; try {others[0]}.",
            OpenApp(app=others[0]),
            f"{others[0]} opens",
        )
    tried = ", ".join(dict.fromkeys(opened))
    asked = goal.steps[0].clause if goal.steps else goal.instruction
    message = (
        f"I can't tell how to do '{asked.rstrip('.?! ')}' in {tried}: every try came back to "
        "the same screens; configure a model or name the app"
    )
    return decision(message, Stop(done=False, answer=message))
