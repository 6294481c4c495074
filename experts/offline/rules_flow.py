"""Rules that keep the flow going: loading screens, pop-ups and dialogs, opening the app,
and switches."""

from __future__ import annotations

import re

from experts.offline.apps import app_candidates, app_cues
from experts.offline.base import decision, pick, tap
from experts.offline.bounded import time_bound
from experts.offline.cards import cut_list
from experts.offline.goal import Goal, parse_goal
from experts.offline.handoff import (
    SHARE,
    finishing_handoff,
    holds_here,
    reopened,
    sent_elsewhere,
    switched_before,
)
from experts.offline.judge_every import names_group
from experts.offline.patterns import EMAIL
from experts.offline.plan import Plan
from experts.offline.view import SUBMIT, Element, View, commands, el_text, el_words
from experts.offline.words import DISMISS_WORDS, RANKINGS, stems, words
from experts.schemas import Decision
from mobilexperts.operations import Back, OpenApp, Stop, Swipe, Tap, Wait

POPUP_WORDS = stems(
    "enjoying rate rating allow notifications ad sponsored upgrade premium trial survey feedback "
    "cookies subscribe vpn"
)
CHANNELS = {
    "email": stems("mail email"),
    "text": stems("messages message sms text"),
    "message": stems("messages message sms chat"),
}

_CHANNEL_LEADS = "by|via|in|over|through|thru"
"""Words before a channel that the request's thing is sent over ("over email")."""


def wait_for_loading(goal: Goal, view: View, plan: Plan) -> Decision | None:
    if view.loading():
        return decision("The screen is still loading.", Wait(seconds=2), "the content appears")
    return None


def _dismiss(view: View, why: str) -> Decision:
    for el in view.modal:
        label = el_text(el).lower()
        if el.clickable and (any(w in label for w in DISMISS_WORDS) or "close" in el_words(el)):
            return decision(
                f"{why}; dismiss it with [{el.index}].",
                Tap(index=el.index),
                "the pop-up closes",
            )
    return decision(f"{why}; close it.", Back(), "the pop-up closes")


def _is_popup(goal: Goal, view: View) -> bool:
    """A pop-up nobody asked for: rate this app, a permission request, an ad."""
    modal_words = set().union(*(el_words(e) for e in view.modal))
    cues = (modal_words & POPUP_WORDS) - set(goal.words)
    return len(cues) >= 1 and not (
        modal_words & set(goal.plain_words) - POPUP_WORDS - stems("star stars")
    )


def _destination_words(goal: Goal, view: View) -> set[str]:
    """Words of where things are sent: the wanted apps not open now, and channels (by email)."""
    current = view.app_of_package()
    out = {w for app in view.goal_apps if app != current for w in words(app)}
    lowered = goal.instruction.lower()
    for channel, cue in CHANNELS.items():
        if re.search(rf"\b(?:{_CHANNEL_LEADS}) {channel}\b", lowered):
            out |= cue
    return out


_SORT = stems("sort")
"""A dialog's word that it orders a list ("Sort by")."""


def modal(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """A dialog or menu: pick what the task wants in it (confirm, menu item, share target,
    sort option; Share when the step sends by another app), or dismiss it when it is an
    unrelated pop-up; in a sort dialog offering no order of the request's ranking, no order
    is chosen for the request's other words."""
    if not view.modal or view.fields:
        return None
    if _is_popup(goal, view):
        return _dismiss(view, "A pop-up unrelated to the task is open")
    step = plan.current
    current_ui = set(step.ui) if step else set()
    other_ui = goal.ui_words
    content = plan.content()
    destinations = _destination_words(goal, view)
    if step is not None and sent_elsewhere(goal, view, step):
        destinations |= SHARE
    ranking = {
        w for r, (_, cue) in RANKINGS.items() if r in goal.instruction.lower() for w in stems(*cue)
    }
    target = plan.target
    sorting = any(el_words(e) & _SORT for e in view.elements if e.window == "dialog")
    if sorting and ranking and not any(el_words(e) & ranking for e in view.actionable):
        content = set()  # an order of another kind ("Price: Low to High" for "the latest X")
    scored: list[tuple[float, Element]] = []
    removes = _removes(goal)
    for el in view.actionable:
        label = el_text(el).lower()
        ew = el_words(el)
        undoes = _removing(el) and bool((ew - _REMOVING) & (current_ui | other_ui))
        if any(w in label for w in DISMISS_WORDS) or (undoes and not removes):
            continue
        score = 3 * len(ew & current_ui) + 2 * len(ew & other_ui) + len(ew & content)
        score += 8 * len(ew & destinations) + 2 * len(ew & ranking)
        if target and target.lower() in label:
            score += 4
        score -= 5 * view.avoided(el)
        if score > 0:
            scored.append((score, el))
    el = pick(scored)
    if el is not None:
        return tap(
            el,
            "the choice in this dialog that the task asks for",
            "the dialog closes and the choice takes effect",
        )
    return _dismiss(view, "A dialog the task does not need is open")


_REMOVING = stems("remove delete discard clear")
"""Words of a choice that takes something away or undoes a state ("Remove from Favorites"); such
a choice that also names the request's own state is not picked for a request that removes
nothing (a plain "Delete" stays open to "bin X")."""


def _removing(el: Element) -> bool:
    """Whether a choice takes away or undoes: a removing word, or a command said with "un"."""
    said = [w for w in re.findall(r"[a-z]+", el_text(el).lower())]
    return bool(stems(*said) & _REMOVING) or any(
        w.startswith("un") and commands(el) & stems(w) for w in said
    )


def _removes(goal: Goal) -> bool:
    """Whether the request takes something away or undoes a state ("unstar", "remove ...")."""
    verbs = [s.verb.lower() for s in goal.steps]
    return (
        bool(set(goal.words) & _REMOVING)
        or any(v.startswith("un") for v in verbs)
        or any(set(s.ui) & _REMOVING for s in goal.steps)
    )


def _step_app(goal: Goal, view: View, plan: Plan, current: str | None) -> str | None:
    """The app the current step has to be done in when the phone is not in it: one its words
    name (or a web address points at), else one they point at strongly ("email ... at
    ann@example.com") when nothing on screen does the step, the app in front does not keep the
    step's thing, and the run has not left it for that app before. A sending step handed off
    to the app in front (a share target) is finished there."""
    step = plan.current
    if step is None or (plan.answer_goes_on and current and plan.kept_answer is None):
        return None
    if finishing_handoff(view, step):
        return None
    apps = list(view.ctx.apps)
    clause = step.clause
    for value in goal.quoted:
        clause = clause.replace(value, " ")
    said = parse_goal(clause)
    mentioned = app_candidates(said, apps)
    sources = app_candidates(said, apps, sources_only=True)
    unaddressed = EMAIL.sub(" ", clause)  # "isla@mail.com" names no app
    named = [
        a for a in sources if re.search(rf"\b{re.escape(a)}\b", unaddressed, re.I) or said.urls
    ]
    if named and current not in mentioned:
        just_opened = view.last_kind() == "open_app" and view.last().operation.app == named[0]
        return None if just_opened else named[0]
    if step.finding or current is None or re.search(rf"\b{re.escape(current)}\b", goal.instruction):
        return None
    strong = [a for a in mentioned if app_cues(said, a, clause.lower())[0] >= 3]
    doable_here = (
        any(commands(e) & step.ui for e in view.actionable)
        or (current in mentioned and current not in sources)
        or holds_here(view, clause, current)
    )
    if strong and current not in strong and mentioned[0] != current and not doable_here:
        return None if switched_before(view, strong[0]) else strong[0]
    return None


def open_app(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Open the app the work is in: the current step's app when the phone is elsewhere, else
    the request's first app when the phone shows none of them; not once more an app the run
    came back out of twice (:func:`handoff.reopened`)."""
    current = view.app_of_package()
    app = _step_app(goal, view, plan, current)
    if app is not None:
        return reopened(goal, view, app, plan.current) or decision(
            f"This step is done in {app}; open it.", OpenApp(app=app), f"{app} opens"
        )
    wanted = view.goal_apps
    if not wanted or current in wanted:
        return None
    if current is None and view.history and not view.at_launcher:
        return None
    opened = view.opened_apps()
    fresh = [a for a in dict.fromkeys(wanted) if a not in opened]
    if fresh or current is None:
        app = (fresh or wanted)[0]
        return reopened(goal, view, app, plan.current) or decision(
            f"The task is in {app}; open it.", OpenApp(app=app), f"{app} opens"
        )
    return None


_APP_NAMED = re.compile(r"\bapp\s+([A-Z][\w-]*)|\b([A-Z][\w-]*)\s+app\b")


def _missing_app(goal: Goal, view: View) -> bool:
    """Whether the request names an app ("the app Zorblax") that is not installed."""
    labels = {a.lower() for a in view.ctx.apps}
    named = [m.group(1) or m.group(2) for m in _APP_NAMED.finditer(goal.instruction)]
    return bool(named) and all(n.lower() not in labels for n in named) and not view.goal_apps


def cant_tell(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On the launcher with no installed app the request points at (by category, or by a
    label said even in passing), or anywhere when it names an app that is not installed: say so
    and stop undone rather than wander."""
    missing = _missing_app(goal, view)
    if not missing and (
        view.goal_apps or view.app_of_package() is not None or not view.at_launcher
    ):
        return None
    lowered = goal.instruction.lower()
    if any(re.search(rf"\b{re.escape(a.lower())}\b", lowered) for a in view.ctx.apps):
        return None
    asked = goal.steps[0].clause if goal.steps else goal.instruction
    message = (
        f"I can't tell which app handles '{asked.rstrip('.?! ')}'; "
        "configure a model or name the app"
    )
    return decision(message, Stop(done=False, answer=message))


def toggle(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Turn the switch the request names to the state it asks; a request that is only that
    ("wifi off") is then done. A switch turned in a form is saved with it; a named item whose
    screen has no such switch is edited to find it there."""
    if goal.toggle is None:
        return None
    switches = plan.toggles()
    state = "on" if goal.toggle else "off"
    for el in switches:
        if el.checked != goal.toggle:
            return decision(
                f"Turn {el.label} {state}.", Tap(index=el.index), f"{el.label} is {state}"
            )
    more = _more_of_group(goal, view) if switches else None
    if more is not None:
        return decision(
            "The request is about a group of rows and the list goes on below; scroll for more.",
            Swipe(direction="up", index=more.index),
            "more rows show",
        )
    if switches and not goal.steps and view.history:
        return decision(f"{switches[0].label} is {state}, as asked.", Stop())
    if switches and view.fields and any(view.tapped_here(e) for e in switches):
        saves = [e for e in view.actionable if commands(e) & SUBMIT and not e.in_list]
        if saves and not any(view.tapped_here(e) for e in saves):
            return tap(saves[0], f"{switches[0].label} is {state} in this form; save it", "saved")
    if not switches and plan.objects and plan.target is None and view.history:
        edits = [
            e
            for e in view.actionable
            if commands(e) & EDITING and not e.in_list and not view.tapped_here(e)
        ]
        if edits:
            return tap(edits[0], "the switch asked for is in this item's form", "the form opens")
    return None


def _more_of_group(goal: Goal, view: View) -> Element | None:
    """For a request about a group of rows (or the rows within a time bound), the list whose
    last row is cut off at its edge, unless the last scroll of it changed nothing (its end)."""
    grouped = names_group(goal) or time_bound(goal.instruction) is not None
    cut = cut_list(view) if grouped else None
    last = view.last()
    if cut is None or (
        last is not None
        and last.operation.kind == "swipe"
        and last.signature == last.signature_after
    ):
        return None
    return cut[0]


EDITING = stems("edit")


_UP = re.compile(r"^(?:navigate up|up)$", re.IGNORECASE)


def resumed_inside(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """An app found at the start of the run, or opened for the first time in it, on an
    inner screen (apps resume where they were left) not showing the thing the task names: go
    up to its start."""
    last = view.last()
    if last is None:
        if view.at_launcher:
            return None
    elif last.operation.kind != "open_app" or last.signature_after != view.signature:
        return None
    else:
        app = last.operation.app
        if sum(h.operation.kind == "open_app" and h.operation.app == app for h in view.history) > 1:
            return None
    if plan.target is None or view.shown(plan.target):
        return None
    ups = [e for e in view.actionable if _UP.match(e.label or e.desc or "") and not e.in_list]
    if not ups:
        return None
    return tap(ups[0], "the app came back on an inner screen; go up to its start", "its start")
