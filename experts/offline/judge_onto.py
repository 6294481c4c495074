"""Text written onto the right item, for the offline judge.

A reply or comment goes under the item the request names ("reply to zed's quorn post: ..."):
the screen the run typed it on, with the item its editor was opened from (the rows of the card
whose control was tapped, or what the screen it was tapped on shows outside its lists), must
show nearly all of the words the request names that item by (:func:`names_item`). A reply
typed under another item, or as a new item of its own, shows few of them.
"""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal, Step
from experts.offline.judge_steps import caption_of, is_search_box
from experts.offline.lexicon import actions, bases
from experts.offline.words import STOPWORDS, VERB_UI, stem, words
from mobilexperts.operations import Tap, Text, UseTool
from mobilexperts.perception.context import ElementContext, ScreenContext

ONTO_VERBS = frozenset({"reply", "comment"})
"""Verbs whose text goes under an item that already exists."""
_ITEM_NOUNS = frozenset(
    stem(w)
    for w in [
        *("post", "comment", "reply", "thread", "message", "item", "one"),
        *("photo", "picture", "pic", "image", "video", "shot", "snap"),
        *("result", "match", "hit", "entry", "tweet", "story"),
        *("email", "mail", "text", "note", "event", "review", "chat", "dm"),
    ]
)
"""Words that say what kind of item it is, not which one."""
_POSITIONS = frozenset(
    stem(w)
    for w in [
        *("last", "latest", "newest", "recent", "first", "top", "new", "old", "oldest"),
        *("most", "least", "next", "previous", "earliest"),
    ]
)
"""Words that say where the item stands among its kind, which no card shows."""
_RELATIONS = frozenset(
    stem(w) for w in ["tagged", "tag", "named", "called", "titled", "labelled", "about", "from"]
)
"""Words that say how the item is tied to the words after them, not what it shows."""
_MARKERS = frozenset(stem(w) for w in ["say", "saying", "says", "reads", "tell", "telling"])
"""Words that introduce the text written ("saying ..."), not the item it goes under."""


def item_words(step: Step, goal: Goal, apps: list[str]) -> set[str]:
    """The stems the request names the replied-to item by: the clause's words less the text
    written and the words introducing it, the verb and its controls' words, the apps and the
    kind of item, and the "-ing" forms of verbs."""
    written = " ".join(goal.quoted) or goal.values.get("message", "")
    drop = {stem(w) for w in words(" ".join([written, *apps, *VERB_UI.get(step.verb, ())]))}
    drop |= (
        {stem(step.verb), stem(step.clause.split()[0])}
        | _ITEM_NOUNS
        | _MARKERS
        | _POSITIONS
        | _RELATIONS
    )
    drop |= {stem(w) for w in re.findall(r"[a-z]+", step.clause.lower()) if _doing(w)}
    return {w for w in step.words if w not in drop and w not in STOPWORDS and len(w) >= 3}


def _doing(word: str) -> bool:
    """Whether ``word`` is a verb's "-ing" form ("the one asking for ..."): it tells what the
    item does, in words its card need not use."""
    return word.endswith("ing") and bool(bases(word) & actions())


def card(screen: ScreenContext, tapped: ElementContext) -> list[ElementContext]:
    """What a tap on ``tapped`` acted on: on a list, the rows from the same control of the
    card before (or the list's start) up to it; elsewhere, what the screen shows outside its
    lists (a feed's cards are not the item)."""
    if not tapped.in_list:
        return [e for e in screen.elements if e.window == "app" and not e.in_list]
    rows = [e for e in screen.elements if e.in_list and e.index <= tapped.index]
    same = [i for i, e in enumerate(rows[:-1]) if caption_of(e) == caption_of(tapped)]
    return rows[same[-1] + 1 :] if same else rows


def names_item(wanted: set[str], seen: set[str]) -> bool:
    """Whether words ``seen`` name the item the request names by ``wanted``: all of two, all
    but one of three, all but a third of more (an owner's name alone names no one post)."""
    return sum(shown_word(w, seen) for w in wanted) >= len(wanted) - len(wanted) // 3


def shown_word(wanted: str, seen: set[str]) -> bool:
    """Whether a word of the request is among the screen's words (a name as a handle's start:
    "zed" in "zedq", a word in its longer form)."""
    return any(
        s.startswith(wanted) or (len(s) >= 4 and wanted.startswith(s)) for s in seen if len(s) >= 3
    )


def typed_off_item(goal: Goal, context: JudgeContext) -> str:
    """For a reply or comment: the words naming its item when the screen the run last typed
    on, with what its editor was opened from, shows fewer than half of them; else ``""``
    (also when the screens were not kept, or a tool did the work)."""
    steps = [s for s in goal.steps if s.verb.casefold() in ONTO_VERBS]
    history = context.history
    if not steps or len(context.seen) != len(history):
        return ""
    if any(isinstance(h.operation, UseTool) for h in history):
        return ""
    typing = [
        i
        for i, h in enumerate(history)
        if isinstance(h.operation, Text) and not (h.target and is_search_box(h.target))
    ]
    if not typing:
        return ""
    last = typing[-1]
    shown = [e for e in context.seen[last].elements if e.window == "app"]
    opener = next((j for j in reversed(range(last)) if isinstance(history[j].operation, Tap)), None)
    if opener is not None and history[opener].target is not None:
        shown += card(context.seen[opener], history[opener].target)
    seen = {stem(w) for e in shown for w in words(caption_of(e))}
    for step in steps:
        wanted = item_words(step, goal, context.apps)
        if wanted and not names_item(wanted, seen):
            return " ".join(sorted(wanted))
    return ""
