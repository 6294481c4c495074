"""Which app keeps what a request is about, by the device's survey (``shown``: app label -> the
request's phrases its screens showed): the app that alone shows the request's longest phrase
(its *holder*) is weighed against the apps the request's words point at
(:func:`experts.offline.apps.app_candidates`). Words inside a name an app keeps are the name's,
not a pointer at another app ("the website zorblat plan" is a page, not a web site); a thing
sent by mail or text is first found where it is kept."""

from __future__ import annotations

import re
from collections.abc import Iterable

from experts.offline.apps import app_candidates, label_kinds, person_name
from experts.offline.goal import Goal, parse_goal
from experts.offline.lexicon import common_words
from experts.offline.person_detail import FIELD_WORDS, person_field
from experts.offline.words import contains_phrase

_SENT_WITH = frozenset({"mail", "message"})
"""App categories that send things rather than keep the thing sent."""
_SENDING = frozenset({"send", "email", "mail", "share", "forward", "fwd", "text", "message"})
_MESSAGE_CUE = re.compile(
    r"\b(?:saying|says|say|that|about|asking|telling|tell|reading|with the text)\b|:",
    re.IGNORECASE,
)
"""What follows these is the message's text, not the thing sent."""


def apps_with_content(
    goal: Goal, apps: list[str], shown: dict[str, list[str]], people: Iterable[str] = ()
) -> list[str]:
    """:func:`app_candidates`, weighed against the app that alone shows the request's longest
    phrase: that app goes first when the words point at no app, when the phrase's own words
    (two or more: one word may be any screen's) are what pointed at another one (a noun in a
    title, a name read as a person's), when the
    words point at it among others, or when the request sends its thing by mail or text. An
    app the words point at outside the phrase is otherwise kept first: a survey's pick over it
    sent subtasks that name their app's record to another app. ``people`` (the request's words
    that name someone the device lists) make "rosa's number" a person's detail, whose words
    ("phone number") no other app keeps."""
    found = app_candidates(goal, apps, people=people)
    held = _held(goal, shown, apps, people=bool(found))
    if held is None:
        return found
    phrase, holder = held
    if person_field(goal, people) and set(phrase.split()) <= FIELD_WORDS:
        return found
    if not found:
        return [holder]
    if found[0] == holder:
        return found
    rest = app_candidates(parse_goal(_without(goal.instruction, phrase)), apps)
    if (rest[:1] != found[:1] and " " in phrase) or holder in rest:
        return [holder, *(a for a in rest if a != holder)]
    if _sends_it(goal, phrase) and _SENT_WITH & label_kinds(found[0]):
        return [holder, *found]
    return found


def _held(
    goal: Goal, shown: dict[str, list[str]], apps: list[str], people: bool
) -> tuple[str, str] | None:
    """The request's longest phrase that exactly one installed app shows, with that app, if
    one app alone shows the longest such phrases; a person's name only with ``people``."""
    holders: dict[str, list[str]] = {}
    for label, phrases in shown.items():
        for phrase in phrases:
            holders.setdefault(phrase, []).append(label)
    alone = [
        (len(p.split()), p, labels[0])
        for p, labels in holders.items()
        if len(labels) == 1
        and labels[0] in apps
        and (people or not person_name(p.title(), goal.instruction))
    ]
    if not alone:
        return None
    longest = max(size for size, _, _ in alone)
    best = {(phrase, label) for size, phrase, label in alone if size == longest}
    if len({label for _, label in best}) != 1:
        return None
    return min(best)


def _without(instruction: str, phrase: str) -> str:
    """``instruction`` with the phrase's words (any case, any punctuation between) left out."""
    pattern = r"\W+".join(re.escape(w) for w in phrase.split())
    return re.sub(rf"(?<!\w){pattern}(?!\w)", " ", instruction, flags=re.IGNORECASE)


def _sends_it(goal: Goal, phrase: str) -> bool:
    """Whether the request sends the thing the phrase names: a sending verb, a phrase that is
    no plain word (one screen's "address" names nothing), neither in nor after the message's
    text ("text ann that i'm at zap grill")."""
    if not set(goal.verbs) & _SENDING or phrase in common_words():
        return False
    if any(phrase in v.lower() for v in goal.values.values()):
        return False
    lowered = goal.instruction.lower()
    at = re.search(r"\W+".join(re.escape(w) for w in phrase.split()), lowered)
    cue = _MESSAGE_CUE.search(lowered)
    return at is not None and (cue is None or at.start() < cue.start())


def shown_whole(name: str, clause: str, shown: dict[str, list[str]]) -> str:
    """The longest phrase of ``clause`` that the device's screens showed and that holds
    ``name`` with more words ("lunch with zed" for "zed" in "move lunch with zed to 9"): the
    thing the clause names, of which the name is a part; else ``name``."""
    lowered = clause.lower()
    wider = [
        p
        for phrases in shown.values()
        for p in phrases
        if len(p.split()) > len(name.split())
        and contains_phrase(p, name)
        and contains_phrase(lowered, p)
    ]
    return max(wider, key=lambda p: (len(p.split()), p), default=name)
