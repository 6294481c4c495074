"""What the run did, step by step, for the offline judge: the text helpers it reads controls
with, and the checks that each step of a request had its control used and its words typed."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.lexicon import bases, kinds, known_word
from experts.offline.words import VERB_UI, WRITING_VERBS
from mobilexperts.operations import LongPress, Tap, Text, UseTool
from mobilexperts.perception.context import ElementContext

_NAVIGATION_TEXT = "open show find view go look check display see navigate search read browse"
_CONTROL_TEXT = """create:new,add,compose,plus add:new,plus,create write:compose,new
    star:favorite,favourite favorite:star,favourite favourite:star,favorite
    like:heart,love start:play,begin"""
NAVIGATION_VERBS = frozenset(_NAVIGATION_TEXT.split())
CONTROL_WORDS = {
    verb: frozenset([verb, *others.split(",")])
    for verb, _, others in (item.partition(":") for item in _CONTROL_TEXT.split())
}
_HYPHEN = re.compile(r"(?<=[a-z])[-\u2010\u2011](?=[a-z])")


def norm_text(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").split()).casefold()


def words_of(text: str) -> set[str]:
    """The words of ``text``, a hyphen inside a word dropped ("Wi\u2011Fi" is "wifi")."""
    return set(re.findall(r"[a-z]+", _HYPHEN.sub("", text.casefold())))


def caption_of(el: ElementContext) -> str:
    return " ".join(dict.fromkeys(filter(None, (el.label, el.text, el.desc))))


def typed_texts(context: JudgeContext) -> list[tuple[str, str]]:
    """``(text, signature)`` of each text typed during the run, and the screen it went into."""
    return [
        (h.operation.content, h.signature) for h in context.history if isinstance(h.operation, Text)
    ]


def request_verbs(goal: Goal) -> set[str]:
    return {s.verb.casefold() for s in goal.steps}


def does_verb(caption: str, verbs: set[str]) -> bool:
    """Whether a control's caption says it does one of ``verbs`` ("Starred" stars, "New"
    creates)."""
    words = [w for w in words_of(caption) if len(w) >= 3]
    wanted = {w for verb in verbs for w in CONTROL_WORDS.get(verb, {verb})}
    return any(w.startswith(v) or (len(w) >= 4 and v.startswith(w)) for w in words for v in wanted)


def undone_step(goal: Goal, context: JudgeContext) -> str:
    """For a request of several steps: the first step with a control of its own that no tap in
    the run did (by the control's caption), nor typing for a step that writes, or ``""``."""
    if len(goal.steps) < 2:
        return ""
    captions = [caption_of(t) or t.id.replace("_", " ") for t in tapped_elements(context)]
    typed = bool(typed_texts(context))
    for step in goal.steps:
        if step.finding or step.verb in NAVIGATION_VERBS or not VERB_UI.get(step.verb):
            continue
        if typed and step.verb in WRITING_VERBS:
            continue
        if not any(does_verb(c, {step.verb, *VERB_UI[step.verb]}) for c in captions):
            return step.verb
    return ""


CONTENT_VERBS = frozenset({"text", "message", "reply", "comment", "write", "post"})
"""Writing verbs whose object is words the run must type (unlike "send" or "forward" a thing)."""


def unwritten_step(goal: Goal, context: JudgeContext) -> str:
    """The first step that writes unquoted words of its own ("text Maya the order number") in
    a run that typed nothing but the request's names (a recipient), or ``""``."""
    if goal.quoted or any(isinstance(h.operation, UseTool) for h in context.history):
        return ""  # quoted words need their own evidence; a tool's typing is not in the history
    names = {norm_text(n) for n in goal.names}
    if any(norm_text(t) not in names for t, _ in typed_texts(context)):
        return ""
    return next((s.verb for s in goal.steps if s.verb in CONTENT_VERBS and not s.finding), "")


def tapped_elements(context: JudgeContext) -> list[ElementContext]:
    """The elements of every tap that worked, in order."""
    return [
        h.target
        for h in context.history
        if isinstance(h.operation, Tap | LongPress) and h.target is not None
    ]


def _kind_noun(word: str) -> bool:
    """Whether ``word`` is a noun of an app category ("messages", "map", "list")."""
    nouns = {part for ws in kinds().values() for w in ws for part in w.split()}
    return bool(bases(word.lower()) & nouns)


def names_app(instruction: str, app: str) -> bool:
    """Whether the request names ``app``: by its label capitalised, or typed in lower case where
    it cannot be a plain noun ("on zapgram", "a zapline message"; not "the messages on Zapline")."""
    if re.search(rf"\b{re.escape(app)}\b", instruction):
        return True
    label = re.escape(app.lower())
    if _kind_noun(app) or not re.search(rf"\b{label}\b", instruction):
        return False
    placed = re.search(rf"\b(?:on|in|from|via|using)\s+{label}\b", instruction)
    before = re.search(rf"\b{label}\s+([a-z]+)", instruction)
    return bool(placed or not known_word(app.lower()) or (before and _kind_noun(before.group(1))))
