"""For the offline judge: a reply, comment or like put on the wrong item of a feed.

- A request that picks its item as someone's newest ("reply to zed's latest zap", "like the
  last quorn by zed"): the card the run acted from carries an age ("@zed · 18h", "Mar 7"); when
  a card of the same kind on that screen, under the same title (the same author), carries a
  younger one, the run acted on an older item.
- A reply or comment to a feed item ("answer zed's newest post", "comment on zed's photo") goes
  in an app that holds such items: an app whose kind the lexicon knows for other things
  (messages, mail, contacts) holds no posts, so text written there is a message to the person,
  not a reply under their post; an item named by an app's own name ("zed's latest quib" on a
  phone with a Quib app) goes in that app.
Cards are compared with each other by what they show, never with a fixed wording.
"""

from __future__ import annotations

import re
from datetime import datetime

from experts.judge import JudgeContext
from experts.offline.apps import kinds, label_kinds
from experts.offline.goal import Goal
from experts.offline.judge_onto import card as onto_card
from experts.offline.judge_steps import caption_of, is_search_box
from experts.offline.newest import RECENT
from experts.offline.words import words
from mobilexperts.device.apps import label_of
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.context import ElementContext

_ACTING = frozenset({"reply", "comment", "like"})
"""Verbs that act on one existing item of a feed."""
_WRITING = frozenset({"reply", "comment"})
"""Verbs whose text goes under the item."""
_FEED_NOUNS = frozenset(
    {"post", "posts", "tweet", "tweets", "story", "stories", "photo", "photos", "pic", "pics"}
    | {"picture", "pictures", "video", "videos", "reel", "reels", "status"}
)
"""Words for an item people publish to a feed."""
_UNITS = {"s": 1 / 60, "m": 1, "min": 1, "h": 60, "d": 1440, "w": 10080}
_AGO = re.compile(r"(?:^|[·|,]\s*)(\d+)\s*(min|[smhdw])\b(?:\s+ago)?", re.IGNORECASE)
_NOW = re.compile(r"(?:^|[·|]\s*)(?:just\s+)?now\b", re.IGNORECASE)
_DATE = re.compile(r"(?:^|[·|]\s*)([A-Z][a-z]{2})[a-z]*\.? (\d{1,2})\b")


def _age(caption: str) -> tuple[str, float] | None:
    """How old a card says it is: ``("ago", minutes)`` for "18h", "5 min ago", "now";
    ``("date", -ordinal)`` for "Mar 7"; ``None`` when it says neither."""
    if _NOW.search(caption):
        return ("ago", 0.0)
    ago = _AGO.search(caption)
    if ago:
        return ("ago", int(ago.group(1)) * _UNITS[ago.group(2).lower()])
    date = _DATE.search(caption)
    if date:
        try:
            when = datetime.strptime(f"{date.group(1)} {date.group(2)} 2000", "%b %d %Y")
        except ValueError:
            return None
        return ("date", -float(when.toordinal()))
    return None


def _title(el: ElementContext) -> str:
    return caption_of(el).split(" | ")[0].strip()


def _acted(context: JudgeContext, writing: bool) -> int | None:
    """The step whose tap picked the item: the tap before the last typing for a written
    reply, else the last tap on a list row."""
    history = context.history
    if writing:
        typed = [
            i
            for i, h in enumerate(history)
            if isinstance(h.operation, Text) and not (h.target and is_search_box(h.target))
        ]
        if not typed:
            return None
        return next(
            (j for j in reversed(range(typed[-1])) if isinstance(history[j].operation, Tap)), None
        )
    return next(
        (
            j
            for j in reversed(range(len(history)))
            if isinstance(history[j].operation, Tap)
            and history[j].target is not None
            and history[j].target.in_list
        ),
        None,
    )


def older_item(goal: Goal, context: JudgeContext) -> str:
    """The title of the card acted from when the request wants someone's newest item and the
    same screen shows a younger card under that title; ``""`` otherwise."""
    verbs = {s.verb.casefold() for s in goal.steps}
    if goal.wants_answer or not verbs & _ACTING or not RECENT.search(goal.instruction):
        return ""
    if len(context.seen) != len(context.history):
        return ""
    step = _acted(context, bool(verbs & _WRITING))
    if step is None or context.history[step].target is None:
        return ""
    screen, tapped = context.seen[step], context.history[step].target
    card = [e for e in onto_card(screen, tapped) if e.in_list and _age(caption_of(e))]
    if not card:
        return ""
    row = card[-1]
    kind, age = _age(caption_of(row))
    for el in screen.elements:
        if el.index == row.index or el.id != row.id or not el.in_list:
            continue
        if _title(el) != _title(row):
            continue
        other = _age(caption_of(el))
        if other and other[0] == kind and other[1] < age:
            return _title(row)
    return ""


def _app_label(package: str, apps: list[str]) -> str:
    label = label_of(package)
    return next((a for a in apps if a.lower() == label.lower()), label)


def off_feed(goal: Goal, context: JudgeContext) -> str:
    """For a reply or comment to a feed item: ``"noun; app"`` when the run wrote its text in
    an app that holds no such item (see the module docstring); ``""`` otherwise."""
    steps = [s for s in goal.steps if s.verb.casefold() in _WRITING]
    typed = [
        h
        for h in context.history
        if isinstance(h.operation, Text) and not (h.target and is_search_box(h.target))
    ]
    if not steps or not typed:
        return ""
    written = " ".join(goal.quoted) or goal.values.get("message", "")
    said = set(words(written))
    app = _app_label(typed[-1].package, context.apps)
    known = set(kinds()) | {n for ns in kinds().values() for n in ns}
    apps = {a.lower(): a for a in context.apps}
    for step in steps:
        clause = step.clause.replace(written, " ") if written else step.clause
        for noun in (w for w in words(clause) if w not in said and w not in known):
            if noun in apps and apps[noun] != app:
                return f"{noun}; {app}"
            if noun in _FEED_NOUNS and label_kinds(app):
                return f"{noun}; {app}"
    return ""
