"""Facts about the world, not the owner's: a clause that looks something up ("look up how
deep the zap trench is", "how tall is the quorn tower?") about nothing of the owner's (no
"my", "our", "i", no kind of record), mostly in words no app's screens show, is looked up on
the web, by the installed app of the browser kind. Generic English cues only.
"""

from __future__ import annotations

import re

from experts.assembly_records import record_noun
from experts.assembly_shown import named
from experts.offline.apps import label_kinds
from experts.offline.goal import parse_goal
from memory.lexical import content_words, fold, words

WEB_KIND = "browser"
_LOOKING = re.compile(
    r"^(?:look\s+up|find\s+out|search(?:\s+for)?|google|check)\s+(?=(?:how|what|when|where|who|"
    r"which|the|a|an)\b)|^(?:how|what|when|where|who|which)\b",
    re.IGNORECASE,
)
"""A clause that looks a fact up or asks it."""
_OWNERS = re.compile(r"\b(?:my|our|mine|ours|i|me|we|us|i['\u2019]\w+)\b", re.IGNORECASE)
"""Words that make a fact the owner's."""
_WORLD = re.compile(r"\b(?:in the world|on earth|in history)\b", re.IGNORECASE)
"""Words that make a fact the world's, whatever app shows its other words."""


def web_fact(clause: str, unseen: set[str] | None = None) -> bool:
    """Whether ``clause`` looks up a fact of the world: it looks something up, about nothing
    of the owner's nor anyone the owner's apps show, and half its words or more are ``unseen``
    (no app's screens show them; None: not known, taken as unseen) or it says it asks about
    the world ("... in the world")."""
    text = clause.strip()
    if not _LOOKING.match(text) or _OWNERS.search(text) or record_noun(text):
        return False
    said = set(content_words(_LOOKING.sub("", text)))
    if unseen is None or _WORLD.search(text):
        return bool(said)
    if any(_known_person(name, text, unseen) for name in parse_goal(text).names):
        return False
    return bool(said) and len(said & unseen) * 2 >= len(said)


def _known_person(name: str, clause: str, unseen: set[str]) -> bool:
    """Whether ``name`` is someone the owner's apps show: every word of it is a name no
    dictionary knows, and an app's screens show it ("how many zaps did quornelia ...")."""
    said = [fold(w) for w in words(name)]
    return bool(said) and all(named(w, clause) and w not in unseen for w in said)


_LOOK_IT_UP = re.compile(
    r"^(?:look\s+(?:it|that|this)\s+up|google\s+(?:it|that|this)|search(?:\s+for)?\s+"
    r"(?:it|that|this))\b(?!\s+(?:in|on|from)\s+(?:my|our|his|her|their)\b)",
    re.IGNORECASE,
)
"""A look-up of what a clause before asked that names no record of anyone's to look in ("look
it up", "google that"; not "look it up in my notes")."""
_ONLINE = re.compile(
    r"^(?:look|search|check|find|google)\b.*\b(?:online|on\s+the\s+(?:web|internet|net)|on\s+google)\b",
    re.IGNORECASE,
)
"""A look-up said to be done on the web ("look it up online", "find out on the internet")."""


def looked_up_online(clauses: list[str]) -> bool:
    """Whether the request looks something up on the web by saying so: a look-up "online", or
    "look it up" after a question about nothing of the owner's (:func:`web_fact`)."""
    for index, clause in enumerate(clauses):
        text = clause.strip()
        if _ONLINE.match(text):
            return True
        if _LOOK_IT_UP.match(text) and any(web_fact(c) for c in clauses[:index]):
            return True
    return False


def web_app(request_clauses: list[str], labels: list[str], unseen: set[str]) -> str | None:
    """The installed browser-kind app, when a clause looks up a fact of the world, or the
    request says it is looked up on the web (:func:`looked_up_online`)."""
    web = next((a for a in labels if WEB_KIND in label_kinds(a)), None)
    if web is None:
        return None
    if looked_up_online(request_clauses) or any(web_fact(c, unseen) for c in request_clauses):
        return web
    return None
