"""The offline policy's judge: a general evidence check of a claimed success.

The request is read with :func:`experts.offline.goal.parse_goal`. A Stop is judged ``done``
only with evidence: the values the request names (quoted text, names, addresses, numbers,
times, field values) are visible on the final screen, or were typed into a form that was then
submitted, or (for a removal) were acted on and are gone; a setting the request turns on or off
is in that state; the answer to a question is on the screen or in the agent's notes; with no
value to look for, a confirmation on screen or the request's own control used. It is
``not_done`` when nothing was done, an app the request names was never opened, a dialog is
open, a form still holds typed text next to its submit control, a typed value does not show,
or the run only opened the item the request is about. Nothing here knows an app or a task: the
words below are the generic vocabulary of requests and Android controls.
"""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal, parse_goal
from experts.offline.words import VERB_UI, WRITING_VERBS
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from mobilexperts.operations import LongPress, OpenApp, Tap, Text, UseTool
from mobilexperts.perception.context import ElementContext
from mobilexperts.perception.controls import is_submit_control, submit_control
from mobilexperts.trajectory import Evidence, Judgement

_CONFIRMATION_TEXT = """sent posted saved created added published deleted removed updated
    archived scheduled installed connected paired booked ordered confirmed"""
_NAVIGATION_TEXT = "open show find view go look check display see navigate search read browse"
_REMOVAL_TEXT = """delete remove rename move archive clear cancel change replace unfollow
    uninstall empty discard unsubscribe unpin unstar mute block"""
_CONTROL_TEXT = """create:new,add,compose,plus add:new,plus,create write:compose,new
    star:favorite,favourite favorite:star,favourite favourite:star,favorite
    like:heart,love start:play,begin"""
CONFIRMATIONS = frozenset(_CONFIRMATION_TEXT.split())
NAVIGATION_VERBS = frozenset(_NAVIGATION_TEXT.split())
REMOVAL_VERBS = frozenset(_REMOVAL_TEXT.split())
CONTROL_WORDS = {
    verb: frozenset([verb, *others.split(",")])
    for verb, _, others in (item.partition(":") for item in _CONTROL_TEXT.split())
}
"""The words a control doing a verb may show ("create" -> "New", "star" -> "Favorite")."""
SHOWN = ("app", "dialog", "overlay")
ACTIONS = ("tap", "long_press", "text", "use_tool")
PREFIX_CHARS = 30
"""A long value is shown when its first characters are (lists cut long texts short)."""
_HYPHEN = re.compile(r"(?<=[a-z])[-\u2010\u2011](?=[a-z])")
_TIME = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$|^(\d{1,2}):(\d{2})$", re.I)


def _norm(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").split()).casefold()


def _tokens(text: str) -> set[str]:
    """The words of ``text``, a hyphen inside a word dropped ("Wi\u2011Fi" is "wifi")."""
    return set(re.findall(r"[a-z]+", _HYPHEN.sub("", text.casefold())))


def _caption(el: ElementContext) -> str:
    return " ".join(dict.fromkeys(filter(None, (el.label, el.text, el.desc))))


def variants(value: str) -> list[str]:
    """``value`` as screens may write it: a time in 12- and 24-hour forms, a long text by its
    opening characters."""
    found = [value]
    match = _TIME.match(value.strip())
    if match and match.group(1):
        hour, minute = int(match.group(1)) % 12, match.group(2) or "00"
        hour += 12 if match.group(3).lower() == "p" else 0
        found += [f"{hour}:{minute}", f"{hour:02d}:{minute}"]
    elif match:
        hour, minute = int(match.group(4)), match.group(5)
        half = "PM" if hour >= 12 else "AM"
        found += [f"{(hour % 12) or 12}:{minute} {half}", f"{(hour % 12) or 12}:{minute}"]
    if len(value) > PREFIX_CHARS:
        found.append(value[:PREFIX_CHARS].rsplit(" ", 1)[0])
    return found


class _Final:
    """The final screen as the judge reads it."""

    def __init__(self, context: JudgeContext) -> None:
        self.context = context
        self.elements = [e for e in context.last.elements if e.window in SHOWN]

    def showing(self, value: str) -> ElementContext | None:
        """The element that shows ``value``. Text typed into a field during this run counts
        only on an editor that keeps what is typed (no submit control on screen)."""
        wanted = [_norm(v) for v in variants(value) if v.strip()]
        typed = {_norm(text) for text, _ in _typed(self.context)}
        form = self.submit_control() is not None
        for el in self.elements:
            if el.editable and form and _norm(el.text) in typed:
                continue
            if any(w in _norm(_caption(el)) for w in wanted):
                return el
        return None

    def dialog(self) -> ElementContext | None:
        return next((e for e in self.elements if e.window == "dialog"), None)

    def submit_control(self) -> ElementContext | None:
        return submit_control(self.elements)


def _typed(context: JudgeContext) -> list[tuple[str, str]]:
    """``(text, signature)`` of each text typed during the run, and the screen it went into."""
    return [
        (h.operation.content, h.signature) for h in context.history if isinstance(h.operation, Text)
    ]


def unsubmitted_form(context: JudgeContext, final: _Final) -> str:
    """Why the final screen is a form still holding typed text, or ``""``."""
    submit = final.submit_control()
    if submit is None:
        return ""
    for text, signature in _typed(context):
        holding = [
            e
            for e in context.last.elements
            if e.editable and text.strip() and _norm(e.text) == _norm(text)
        ]
        if holding and signature == context.last.signature:
            return (
                f"the form still holds the typed {text!r} and {submit.label or submit.id!r} "
                "was not used: it was not submitted"
            )
    return ""


def request_values(goal: Goal, apps: list[str]) -> list[str]:
    """The values the request names, each once; app names are where, not what."""
    app_names = {_norm(a) for a in apps}
    found = [
        *goal.quoted,
        *goal.emails,
        *goal.urls,
        *goal.values.values(),
        *goal.fields.values(),
        *goal.names,
    ]
    out: list[str] = []
    for value in found:
        value = value.strip().removesuffix("'s").removesuffix("\u2019s")
        if value and _where(value) not in app_names and _norm(value) not in map(_norm, out):
            out.append(value)
    return out


PLACE_WORDS = frozenset({"in", "on", "at", "from", "into", "inside", "via", "my", "the", "app"})


def _where(value: str) -> str:
    """``value`` without the words that say where ("In Pages" -> "pages"), so an app the
    request names with a preposition is not taken for a value needing evidence."""
    return " ".join(w for w in _norm(value).split() if w not in PLACE_WORDS)


def _weak(value: str, instruction: str) -> bool:
    """Whether ``value`` is one word typed in lower case, which may be a plain word the reading
    took for a name ("among"): evidence when shown, not missed when not."""
    return " " not in value.strip() and not re.search(rf"\b{re.escape(value)}\b", instruction)


def _submitted(context: JudgeContext, value: str) -> bool:
    """Whether ``value`` was typed and a later tap (or enter) took the form away."""
    history = context.history
    for i, h in enumerate(history):
        if not isinstance(h.operation, Text) or _norm(value) not in _norm(h.operation.content):
            continue
        if h.operation.submit and h.signature_after != h.signature:
            return True
        for later in history[i + 1 :]:
            target = later.target
            if isinstance(later.operation, Tap) and target and is_submit_control(target):
                return later.signature_after != later.signature
    return False


def _toggle(goal: Goal, final: _Final) -> Judgement | None:
    """The state of the setting the request turns on or off, when it is on the final screen."""
    if goal.toggle is None:
        return None
    wanted = _tokens(goal.instruction)
    switches = [e for e in final.elements if e.checkable]
    rows = {e.index: _tokens(_row_caption(e, final)) & wanted for e in switches}
    named = [e for e in switches if rows[e.index]]
    if not named:
        return None
    best = max(named, key=lambda e: len(rows[e.index]))
    state = "on" if goal.toggle else "off"
    caption = _row_caption(best, final)
    if best.checked != goal.toggle:
        return Judgement(verdict="not_done", reason=f"{caption!r} is not {state} yet")
    evidence = Evidence(index=best.index, text=caption, state=state)
    return Judgement(verdict="done", evidence=[evidence], reason=f"{caption!r} is {state}")


def _row_caption(el: ElementContext, final: _Final) -> str:
    """A switch's own caption, else the text beside it in its row."""
    if _caption(el):
        return _caption(el)
    middle = (el.bounds[1] + el.bounds[3]) / 2
    beside = [
        o
        for o in final.elements
        if o is not el and o.bounds[1] <= middle <= o.bounds[3] and o.label
    ]
    return beside[0].label if beside else el.id


def _answer(context: JudgeContext, final: _Final) -> Judgement:
    parts = [p.strip() for p in context.answer.split("|") if p.strip()]
    notes = _norm("\n".join(context.memory))
    asked = _tokens(context.instruction)
    if not any(_tokens(p) - asked or re.search(r"\d", p) for p in parts):
        reason = f"the answer {context.answer!r} only repeats the request"
        return Judgement(verdict="not_done", reason=reason)
    evidence = []
    for part in parts:
        el = final.showing(part)
        if el is None and _norm(part) not in notes:
            return Judgement(
                verdict="not_done", reason=f"the answer {part!r} is not on the screen or noted"
            )
        evidence.append(Evidence(index=el.index if el else None, text=part))
    return Judgement(verdict="done", evidence=evidence, reason="the answer is on the screen")


def judge_claim(context: JudgeContext) -> Judgement:
    """The evidence check of one claimed success."""
    goal = parse_goal(context.instruction)
    final = _Final(context)
    if not any(h.operation.kind not in ("think", "read", "wait") for h in context.history):
        return Judgement(verdict="not_done", reason="no operation has changed the phone yet")
    unopened = _unopened_app(context)
    if unopened:
        reason = f"the request names {unopened}, which the run never opened"
        return Judgement(verdict="not_done", reason=reason)
    if goal.wants_answer:
        if not context.answer:
            reason = "the request asks a question; give the answer"
            return Judgement(verdict="not_done", reason=reason)
        for quoted in goal.quoted:
            if _value_evidence(context, final, quoted, _verbs(goal)) is None:
                reason = f"the request's {quoted!r} was neither shown nor used"
                return Judgement(verdict="not_done", reason=reason)
        return _answer(context, final)
    dialog = final.dialog()
    if dialog is not None:
        return Judgement(verdict="not_done", reason=f"a dialog is open ({_caption(dialog)!r})")
    form = unsubmitted_form(context, final)
    if form:
        return Judgement(verdict="not_done", reason=form)
    toggled = _toggle(goal, final)
    if toggled is not None and toggled.verdict != "done":
        return toggled
    verbs = _verbs(goal)
    evidence, unseen = list(toggled.evidence if toggled else []), []
    for value in request_values(goal, context.apps):
        found = _value_evidence(context, final, value, verbs)
        if found is None and _typed_value(context, value):
            return Judgement(verdict="not_done", reason=f"the typed {value!r} does not show")
        if found is not None:
            evidence.append(found)
        elif not _weak(value, context.instruction):
            unseen.append(value)
    if unseen and not evidence:
        return Judgement(verdict="not_done", reason=f"the final screen does not show {unseen[0]!r}")
    if unseen:
        reason = f"nothing shows the request's {unseen[0]!r} handled, so it may not be done"
        return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    unwritten = _unwritten(goal, context)
    if unwritten:
        reason = f"nothing but a name was typed for the request's {unwritten!r}"
        return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    undone = _undone_step(goal, context)
    if undone:
        reason = f"nothing in the run shows the request's {undone!r} done"
        return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    if evidence:
        selected = _only_selected(context, evidence, goal)
        if selected:
            return Judgement(verdict="not_done", reason=selected)
        return Judgement(verdict="done", evidence=evidence, reason="the request's values are shown")
    confirmation = next((e for e in final.elements if _tokens(_caption(e)) & CONFIRMATIONS), None)
    if confirmation is not None:
        evidence = [Evidence(index=confirmation.index, text=_caption(confirmation))]
        return Judgement(verdict="done", evidence=evidence, reason="the screen confirms it")
    return _action_used(goal, context)


def _verbs(goal: Goal) -> set[str]:
    return {s.verb.casefold() for s in goal.steps}


def _does(caption: str, verbs: set[str]) -> bool:
    """Whether a control's caption says it does one of ``verbs`` ("Starred" stars, "New"
    creates)."""
    words = [w for w in _tokens(caption) if len(w) >= 3]
    wanted = {w for verb in verbs for w in CONTROL_WORDS.get(verb, {verb})}
    return any(w.startswith(v) or (len(w) >= 4 and v.startswith(w)) for w in words for v in wanted)


def _undone_step(goal: Goal, context: JudgeContext) -> str:
    """For a request of several steps: the first step with a control of its own that no tap in
    the run did (by the control's caption), nor typing for a step that writes, or ``""``."""
    if len(goal.steps) < 2:
        return ""
    captions = [_caption(t) or t.id.replace("_", " ") for t in _tapped(context)]
    typed = bool(_typed(context))
    for step in goal.steps:
        if step.finding or step.verb in NAVIGATION_VERBS or not VERB_UI.get(step.verb):
            continue
        if typed and step.verb in WRITING_VERBS:
            continue
        if not any(_does(c, {step.verb, *VERB_UI[step.verb]}) for c in captions):
            return step.verb
    return ""


CONTENT_VERBS = frozenset({"text", "message", "reply", "comment", "write", "post"})
"""Writing verbs whose object is words the run must type (unlike "send" or "forward" a thing)."""


def _unwritten(goal: Goal, context: JudgeContext) -> str:
    """The first step that writes unquoted words of its own ("text Maya the order number") in
    a run that typed nothing but the request's names (a recipient), or ``""``."""
    if goal.quoted or any(isinstance(h.operation, UseTool) for h in context.history):
        return ""  # quoted words need their own evidence; a tool's typing is not in the history
    names = {_norm(n) for n in goal.names}
    if any(_norm(t) not in names for t, _ in _typed(context)):
        return ""
    return next((s.verb for s in goal.steps if s.verb in CONTENT_VERBS and not s.finding), "")


def _tapped(context: JudgeContext) -> list[ElementContext]:
    """The elements of every tap that worked, in order."""
    return [
        h.target
        for h in context.history
        if isinstance(h.operation, Tap | LongPress) and h.target is not None
    ]


def _value_evidence(
    context: JudgeContext, final: _Final, value: str, verbs: set[str]
) -> Evidence | None:
    """What shows ``value`` handled: the final screen shows it; it was typed and submitted; an
    element showing it was used (for a removal: and it is gone)."""
    el = final.showing(value)
    if el is not None:
        return Evidence(index=el.index, text=value)
    if _submitted(context, value):
        return Evidence(text=value, state="submitted")
    touched = [t for t in _tapped(context) if _norm(value) in _norm(_caption(t))]
    if touched and verbs & REMOVAL_VERBS:
        return Evidence(text=value, state="gone")
    if touched:
        return Evidence(text=value, state="used")
    return None


def _typed_value(context: JudgeContext, value: str) -> bool:
    return any(_norm(value) in _norm(text) for text, _ in _typed(context))


def _only_selected(context: JudgeContext, evidence: list[Evidence], goal: Goal) -> str:
    """Why the run only opened the request's item (its last action was a tap on a list row
    showing a value, which led to another screen) when the request's last step is more than
    finding or opening it, or ``""``."""
    if not goal.steps or goal.steps[-1].verb.casefold() in NAVIGATION_VERBS:
        return ""
    acted = [h for h in context.history if h.operation.kind in ACTIONS]
    last = acted[-1] if acted else None
    if last is None or last.target is None or not isinstance(last.operation, Tap):
        return ""
    if last.target.checkable or last.signature_after == last.signature:
        return ""
    caption = _norm(_caption(last.target))
    shown = [e.text for e in evidence if _norm(e.text) in caption]
    if shown and last.target.in_list:
        return f"{shown[0]!r} was only opened; what the request asks was not done with it"
    return ""


def _unopened_app(context: JudgeContext) -> str:
    """An app the request names (by its label, capitalised) that the run never opened."""
    opened = {_norm(h.operation.app) for h in context.history if isinstance(h.operation, OpenApp)}
    opened |= {_norm(_caption(t)) for t in _tapped(context)}
    packages = {_norm(context.first.package), *(_norm(h.package) for h in context.history)}
    for app in context.apps:
        if not re.search(rf"\b{re.escape(app)}\b", context.instruction) or _norm(app) in opened:
            continue
        if not any(set(_tokens(app)) <= _tokens(p.replace(".", " ")) for p in packages):
            return app
    return ""


def _action_used(goal: Goal, context: JudgeContext) -> Judgement:
    """For a request naming no value: the control of its verb was used (reflection accepted
    the tap, so it took effect)."""
    verbs = _verbs(goal)
    for target in reversed(_tapped(context)):
        caption = _caption(target) or target.id.replace("_", " ")
        if _does(caption, verbs):
            evidence = [Evidence(text=caption, state="used")]
            return Judgement(verdict="done", evidence=evidence, reason=f"{caption!r} was used")
    return Judgement(verdict="unsure", reason="nothing on the final screen shows the request done")


@offline_handler("judge")
def judge_offline(request: ModelRequest[Judgement]) -> Judgement:
    return judge_claim(context_of(request, JudgeContext))
