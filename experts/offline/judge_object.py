"""For the offline judge: whether a claimed change was done to the request's own thing and put
in the request's own place. A value the run only tapped earlier (its row opened) proves nothing
when the run then made its change in another app: the control it used there acts on something
else; a value added to another page or list than the one the request names is not there; an
editor or picker the run's last tap opened and left untouched holds nothing made; a thing
passed on (emailed, shared) must be one the run touched and did not put down before sending."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_asked import generic_words
from experts.offline.judge_final import SHOWN, is_search_box
from experts.offline.judge_steps import (
    NAVIGATION_VERBS,
    caption_of,
    does_verb,
    tapped_elements,
    writes,
)
from experts.offline.judge_typed import norm_text
from experts.offline.patterns import QUOTED
from experts.offline.words import stem, words
from mobilexperts.operations import LongPress, OpenApp, Tap, Text, UseTool
from mobilexperts.perception.context import ElementContext
from mobilexperts.perception.controls import submit_control
from mobilexperts.trajectory import Evidence


def acted_away(context: JudgeContext, evidence: list[Evidence]) -> str:
    """Why the change was not done to the request's thing, or ``""``: every piece of evidence
    is a value only used (not shown at the end, typed or gone), and the run's last tap was in
    an app other than every one the values were used in."""
    if not evidence or any(e.state != "used" for e in evidence):
        return ""
    taps = [
        h
        for h in context.history
        if isinstance(h.operation, Tap | LongPress) and h.target is not None and h.package
    ]
    if not taps:
        return ""
    other = _other_row_after(taps, evidence)
    if other:
        return f"{other!r}, another row of the list {evidence[0].text!r} is in, was opened after it"
    used_in = {
        h.package
        for h in taps
        for e in evidence
        if h.target is not None and norm_text(e.text) in norm_text(caption_of(h.target))
    }
    last = taps[-1]
    if not used_in or last.package in used_in:
        return ""
    value = evidence[0].text
    return f"{value!r} was used in one app, but the last change was made in another"


def _other_row_after(taps: list, evidence: list[Evidence]) -> str:
    """The caption of a list row the run opened after the last row naming the evidence, in
    the same list (same app, resource id and class) and naming none of it, or ``""``: the
    change that followed was made on that other row's thing."""
    said = [norm_text(e.text) for e in evidence]
    rows = [h for h in taps if h.target.in_list]
    named = [
        i for i, h in enumerate(rows) if any(v in norm_text(caption_of(h.target)) for v in said)
    ]
    if not named:
        return ""
    row = rows[named[-1]].target
    for h in rows[named[-1] + 1 :]:
        same = h.target.id and (h.target.id, h.target.cls) == (row.id, row.cls)
        if same and h.package == rows[named[-1]].package:
            return caption_of(h.target)
    return ""


_PUTTING = re.compile(r"\b(?:add|save|put|move|copy)\b", re.IGNORECASE)
_REQUEST_PLACE = re.compile(
    r"\b(?:to|into|onto)\s+(?:(?:my|the|our|a|your)\s+)?([\w-]+(?:\s[\w-]+)?)", re.IGNORECASE
)
_CONTROL_PLACE = re.compile(r"\b(?:to|into)\s+(?:my\s+|the\s+)?([a-z-]+)", re.IGNORECASE)
_PLACE_NAMED = re.compile(
    r"\b(?:in|on|to|into|onto|off)\s+(?:my|our|the)\s+([\w-]+(?:\s[\w-]+)?)"
    r"(?=\s*(?:page|list|note)?\s*(?:[.,;!?]|$|\s(?:in|on|please|pls)\b))",
    re.IGNORECASE,
)
"""The place one's things go, by the words up to the clause's end ("to my zap drills")."""


def wrong_place(goal: Goal, context: JudgeContext) -> str:
    """The caption of a control the run used that puts things in another place than the one
    the request names ("Put in zapbag" for "put it in my zapbag"), or ``""``."""
    unquoted = QUOTED.sub(" ", goal.instruction)
    wanted = {w for m in _REQUEST_PLACE.finditer(unquoted) for w in words(m.group(1))}
    if not wanted or not _PUTTING.search(unquoted):
        return ""
    for target in tapped_elements(context):
        caption = caption_of(target)
        place = _CONTROL_PLACE.search(caption)
        if place and not set(words(place.group(1))) & wanted:
            return caption
    return ""


def place_unseen(goal: Goal, context: JudgeContext) -> str:
    """The place the request puts things in when it is named by two or more words that are no
    app's ("on my zap board", "to the quorn pile") and no caption on the final screen or of a
    control the run used says them all, or ``""``: a value typed into another page is not there."""
    unquoted = QUOTED.sub(" ", goal.instruction)
    if not _PUTTING.search(unquoted):
        return ""
    apps = {w for app in context.apps for w in words(app)}
    shown = [e for e in context.last.elements if e.window != "system"]
    said = [set(words(caption_of(e) or e.id)) for e in [*shown, *tapped_elements(context)]]
    for match in _PLACE_NAMED.finditer(unquoted):
        wanted = set(words(match.group(1))) - apps
        if len(wanted) >= 2 and not any(wanted <= s for s in said):
            return match.group(1)
    return ""


def app_in_front(goal: Goal, context: JudgeContext) -> Evidence | None:
    """For a request that only opens an app ("open zapline", "show me the zapline app"): the
    evidence that the app it names is in front at the end (the run opened it and the final
    screen is in the package that opening brought up), or ``None``."""
    if goal.wants_answer or goal.quoted or not goal.steps:
        return None
    if any(step.verb != "open" for step in goal.steps):
        return None
    said = [step.clause.partition(" ")[2] for step in goal.steps]
    named = [
        app
        for app in context.apps
        if all(set(words(rest)) <= set(words(app)) and words(rest) for rest in said)
    ]
    history = context.history
    for app in named:
        opens = [
            i
            for i, h in enumerate(history)
            if isinstance(h.operation, OpenApp) and norm_text(h.operation.app) == norm_text(app)
        ]
        if not opens:
            continue
        after = opens[-1] + 1
        package = history[after].package if after < len(history) else context.last.package
        if package == context.last.package:
            return Evidence(text=app, state="in front")
    return None


_RENAMED = re.compile(r"\brename\s+(.+?)\s+to\s", re.IGNORECASE)


def renamed_other(goal: Goal, context: JudgeContext) -> str:
    """The old name a rename gives ("rename my zap notes to ...") when its telling words (not an
    app's, a kind's or a field's) are on no control the run used, in no search it typed and in
    no tool's arguments: the run renamed another item. ``""`` otherwise."""
    step = next((s for s in goal.steps if s.verb == "rename"), None)
    said = _RENAMED.search(QUOTED.sub(" ", step.clause)) if step else None
    if said is None:
        return ""
    apps = {w for app in context.apps for w in words(app)}
    old = set(words(said.group(1))) - apps - generic_words()
    if not old:
        return ""
    used = [caption_of(t) for t in tapped_elements(context)]
    used += [
        h.operation.content
        for h in context.history
        if isinstance(h.operation, Text) and h.target is not None and is_search_box(h.target)
    ]
    used += [
        str(arg)
        for h in context.history
        if isinstance(h.operation, UseTool)
        for arg in h.operation.args.values()
    ]
    return "" if any(old <= set(words(u)) for u in used) else said.group(1)


_SENDING = frozenset(words("send email mail text message reply post share forward comment dm"))
_SENT_BY = frozenset(words("send post reply share forward submit publish comment tweet"))
"""What the control that sends a message says ("Send", "Post", "Reply")."""
_TELLING = re.compile(
    r"^\W*(?:(?:pls|please|can|could|you|u)\s+)*(?:tell|ask|inform|notify|remind|let)\s+(?!me\b|us\b)",
    re.IGNORECASE,
)
"""A request that says something to someone ("tell zed the quorn is ready", "let zed know
..."): a message to send, whatever app it goes by."""


def unsent(goal: Goal, context: JudgeContext) -> str:
    """For a request that sends something (a text, an email, a post): its verb, when the run
    neither tapped a control that sends, nor submitted typed text by the keyboard, nor used a
    tool, so nothing left the phone (a recipient shown in a search or an editor is no message
    sent); else ``""``. A request that says not to send (a draft) needs no sending."""
    verbs = {s.verb.casefold() for s in goal.steps if not s.finding}
    sending = {verb for verb in verbs if stem(verb) in _SENDING}
    if not goal.steps and goal.names and _TELLING.search(goal.instruction):
        sending = {"tell"}
    if not sending or goal.wants_answer or "send" in goal.negated:
        return ""
    for h in context.history:
        if isinstance(h.operation, UseTool):
            return ""
        if isinstance(h.operation, Text) and h.operation.submit and not _searched(h.target):
            return ""
        if isinstance(h.operation, Tap) and h.target is not None:
            caption = caption_of(h.target)
            control = "" if len(caption.split()) > _CONTROL_WORDS else caption
            if set(words(f"{control} {h.target.id}")) & (_SENT_BY | sending):
                return ""
    return sorted(sending)[0]


_CONTROL_WORDS = 4
"""The most words a control's caption says ("Send", "Reply all"): a longer caption is a row of
content ("... would you share the slides?"), whose words send nothing."""


_PRIVATE = re.compile(r"\b(?:dms?|direct(?:ly)? message|private(?:ly)? message|inbox)\b", re.I)
_PUBLIC = frozenset(words("reply post comment publish tweet"))


def posted_publicly(goal: Goal, context: JudgeContext) -> str:
    """For a request that sends a direct message ("dm zap ...") and neither replies nor posts:
    the caption of the control that sent, when it posts in public ("Reply", "Post") rather than
    sends to one person; ``""`` otherwise."""
    said = QUOTED.sub(" ", goal.instruction)
    if not _PRIVATE.search(said) or set(words(said)) & _PUBLIC:
        return ""
    sent = [
        h.target
        for h in context.history
        if isinstance(h.operation, Tap) and h.target is not None
        if set(words(_caption_id(h.target))) & _SENT_BY
    ]
    if not sent:
        return ""
    caption = caption_of(sent[-1]) or sent[-1].id
    return caption if set(words(caption)) & _PUBLIC else ""


def _searched(target: ElementContext | None) -> bool:
    return target is not None and is_search_box(target)


def fresh_editor(goal: Goal, context: JudgeContext, form: bool = False) -> str:
    """The caption of the control whose tap opened the editor or picker the run ended in (a
    screen it had not been on before), when nothing was typed, chosen or submitted there and
    the control does the request's verb ("Add zap", "New") or, with ``form``, the screen is a
    form still to be saved (an item's editor showing the values it had): what it shows was
    offered or already there, not made. ``""`` otherwise; a tap on a form the run typed in
    submitted it, whatever it opened."""
    acted = [h for h in context.history if isinstance(h.operation, Tap | LongPress | Text)]
    last = acted[-1] if acted else None
    if last is None or not isinstance(last.operation, Tap) or last.target is None:
        return ""
    target = last.target
    seen = {h.signature for h in context.history if h is not last}
    opened = last.signature_after not in {last.signature, "", *seen}
    if not opened or last.signature_after != context.last.signature or target.in_list:
        return ""
    filled = any(
        isinstance(h.operation, Text) and h.signature == last.signature for h in acted
    )  # a form the run typed in, which the tap submitted
    if filled or not any(e.editable for e in context.last.elements if e.window == "app"):
        return ""
    shown = [e for e in context.last.elements if e.window in SHOWN]
    form = form and submit_control(shown) is not None
    caption = caption_of(target) or target.id.replace("_", " ")
    verbs = {s.verb.casefold() for s in goal.steps} - NAVIGATION_VERBS
    if does_verb(caption, verbs) or (form and verbs):
        return caption
    return ""


_PASSED_ON = frozenset(words("send email mail forward share"))


def _noted_and_typed(context: JudgeContext) -> set[str]:
    """Words naming a value the run noted down ("order total: $32.99") and then typed: what was
    sent is that thing."""
    typed = " ".join(t.content for t in _texts(context)).casefold()
    out: set[str] = set()
    for note in context.memory:
        name, _, value = note.partition(": ")
        if value.strip() and value.strip().casefold() in typed:
            out |= set(words(name))
    return out


_WHOM_FIRST = re.compile(
    r"^\s*[\w-]+\s+(?P<who>(?:(?!(?:the|my|our|a|an|his|her|their|this|that)\b)[\w'.@-]+\s+)"
    r"{1,3}?)(?=(?:the|my|our|his|her|their|this|that)\b)",
    re.IGNORECASE,
)
"""The recipient said before the thing sent ("email ann lee the zap notes")."""
_TO_WHOM = re.compile(r"\s(?:to|with)\s(?!.*\s(?:to|with)\s).*$", re.IGNORECASE)
"""The recipient at a sending clause's end ("... to zap@quorn.org by email")."""


def thing_unseen(goal: Goal, context: JudgeContext) -> str:
    """For a request that passes a thing on ("email the zap notes to ...", "email ann the zap
    notes"): the clause, when no word of the thing (less the recipient and the apps) is on a
    control the run tapped or in what it typed: the run sent something else, or nothing; ``""``
    otherwise (and for words written, or a tool used)."""
    if any(isinstance(h.operation, UseTool) for h in context.history):
        return ""
    apps = {w for app in context.apps for w in words(app)}
    typed = set(words(" ".join(t.content for t in _texts(context))))
    seen = typed | set(words(" ".join(caption_of(t) for t in tapped_elements(context))))
    noted = _noted_and_typed(context)
    typed |= noted
    seen |= noted
    for step in goal.steps:
        if step.verb.casefold() not in _PASSED_ON or writes(step.verb, step.clause):
            continue
        thing = _TO_WHOM.sub("", QUOTED.sub(" ", step.clause)).partition(" ")[2]
        wanted = {w for w in words(thing) if "@" not in w} - apps - _PASSED_ON
        first = _WHOM_FIRST.match(step.clause)
        wanted -= set(words(first["who"])) if first else set()
        if not wanted:
            continue
        if not wanted & seen or (not wanted & typed and _put_down(context, wanted)):
            return thing
    return ""


_DESCRIBED = re.compile(
    r"\bthe\s+(?P<thing>[a-z]+)\s+(?:i'm|im|i am|we're|we are)\s+[a-z]+ing\b", re.IGNORECASE
)
"""A thing the request describes by what its owner does ("the zap I'm quorning to"): which
one it is has to be read off the phone, it is not in the request."""


def described_unread(context: JudgeContext) -> str:
    """The thing a request describes by what its owner does ("the zap I'm quorning to"), when
    the run read nothing and answered nothing: whatever it picked was a guess; ``""``
    otherwise."""
    found = _DESCRIBED.search(context.instruction.replace("\u2019", "'"))
    if found is None or context.answer:
        return ""
    if any(h.operation.kind == "read" for h in context.history):
        return ""
    return found.group("thing")


def _texts(context: JudgeContext) -> list[Text]:
    """What the run typed outside search boxes: what it wrote, not what it looked for."""
    return [
        h.operation
        for h in context.history
        if isinstance(h.operation, Text) and not _searched(h.target)
    ]


def _put_down(context: JudgeContext, wanted: set[str]) -> bool:
    """Whether, after its last tap on the thing (a caption with its ``wanted`` words) and before
    the tap that sent, the run went back to a screen it had been on before that tap: what it
    sent was begun afresh, without the thing."""
    history = context.history
    taps = [
        i
        for i, h in enumerate(history)
        if isinstance(h.operation, Tap | LongPress) and h.target is not None
    ]
    chosen = [i for i in taps if wanted & set(words(caption_of(history[i].target)))]
    sent = [i for i in taps if set(words(_caption_id(history[i].target))) & _SENT_BY]
    if not chosen or not sent or sent[-1] < chosen[-1]:
        return False
    before = {h.signature for h in history[: chosen[-1] + 1]}
    return any(h.signature_after in before for h in history[chosen[-1] + 1 : sent[-1]])


def _caption_id(target: ElementContext | None) -> str:
    return f"{caption_of(target)} {target.id}" if target is not None else ""
