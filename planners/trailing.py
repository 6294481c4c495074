"""A subtask that ends with a second act on what its first act made or opened ("stash zed in
my quorn book, pin him", "file the zap note under chores and star it"): when the run ended
without a step on a control that names that act, the act runs once more as an atomic task of
its own, from where the run left the phone (the thing it acts on is in front)."""

from __future__ import annotations

import re

from experts.offline.lexicon import actions, interface_verb
from experts.offline.words import stem
from memory.lexical import content_words
from mobilexperts.perception.context import ElementContext
from planners.asking import SEEKING_VERBS

_TRAILING = re.compile(
    r"^(?P<first>.+?)(?:,\s*(?:and\s+)?|\s+and\s+)(?:then\s+)?"
    r"(?P<act>(?P<verb>[a-z]+)\s+(?:it|them|him|her)\b(?P<rest>[^,;\".!]*))[.!]?$",
    re.IGNORECASE,
)
_NOT_ACTS = SEEKING_VERBS | frozenset(
    {"text", "email", "mail", "message", "reply", "send", "tell", "ask", "let", "call", "share"}
    | {"post", "forward", "open", "go", "show", "keep", "leave", "title", "name", "call"}
)
"""Verbs of a trailing clause that pass the thing on, find, open or name it: no act on it."""
_GENERIC = frozenset({"add", "put", "make", "set", "get", "do", "move", "give", "mark", "turn"})
"""Verbs whose word no control that does the act needs to say ("add to favourites" is a star)."""


def trailing_act(subtask: str) -> str:
    """The second act ``subtask`` ends with, done to what its first act made ("pin him"), or
    ``""``."""
    found = _TRAILING.match(subtask.strip())
    if found is None:
        return ""
    verb, lead = found["verb"].lower(), found["first"].split()[0].lower()
    if verb in _NOT_ACTS or lead in SEEKING_VERBS or not (_acting(verb) and _acting(lead)):
        return ""
    return found["act"].strip()


def act_done(act: str, used: list[ElementContext | None]) -> bool:
    """Whether a control a step ``used`` names ``act``: its verb (unless generic)
    or a word of what follows its pronoun ("to my favourites"); an act that names nothing a
    control could say counts as done."""
    verb, _, rest = act.partition(" ")
    wanted = {stem(w) for w in content_words(rest.partition(" ")[2])}
    if verb.lower() not in _GENERIC:
        wanted.add(stem(verb.lower()))
    if not wanted:
        return True
    for target in used:
        if target is None:
            continue
        caption = " ".join(filter(None, (target.label, target.desc, target.id)))
        if wanted & {stem(w) for w in re.findall(r"[a-z]+", caption.lower())}:
            return True
    return False


def _acting(word: str) -> bool:
    return word in actions() or interface_verb(word) is not None
