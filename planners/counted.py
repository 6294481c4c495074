"""A node whose subtask names how many things it acts on ("mute the two people who write about
X", "text both people from the meeting", "like three posts") is not done until its steps show
that many effects: the act that ended it (the last tap, press or typed text, by the control it
used) repeated as often as the count says. Fewer leaves the node unconfirmed, so the team never
claims a request done on one of two follows. A count a finding node commits for "how many
<things>" that the screen shows only as a list's own tally of other things ("#zap | 1 post",
"Quorn | 3 files") does not answer it.
"""

from __future__ import annotations

import re

from experts.context import HistoryStep
from memory.pool import Key, Value
from mobilexperts.perception.screen import Screen

_NUMBERS = {"both": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "a couple of": 2}
_COUNT = re.compile(
    r"\b(?P<n>both|two|three|four|five|six|a couple of|[2-9])(?![:.]\d|\s*(?:am|pm|a\.m|p\.m)\b)"
    r"\s+(?:of\s+(?:the|my|them)\s+)?"
    r"(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+s|people|them)\b",
    re.IGNORECASE,
)
"""A number of things the subtask acts on ("the two people", "both guests", "3 latest posts"),
not a time of day ("4 pm suits us")."""
_NOT_THINGS = frozenset(
    {"minutes", "mins", "hours", "hrs", "seconds", "days", "weeks", "months", "years", "times"}
    | {"km", "miles", "percent", "degrees", "stars", "points"}
)
"""Nouns that measure rather than count things acted on ("10 minutes before")."""
_ACTS = frozenset({"tap", "long_press", "text"})


def counted(subtask: str) -> int:
    """How many things ``subtask`` says it acts on (0 when it names no such count; quoted
    text is not read)."""
    plain = re.sub(r"\"[^\"]*\"", " ", subtask)
    for found in _COUNT.finditer(plain):
        if found["noun"].lower() in _NOT_THINGS:
            continue
        number = found["n"].lower()
        return int(number) if number.isdigit() else _NUMBERS[number]
    return 0


def effects(history: list[HistoryStep]) -> int:
    """How many times the act that ended ``history`` was done: steps of the same kind on a
    control with the same label (or the same typed text)."""
    acts = [step for step in history if step.operation.kind in _ACTS]
    if not acts:
        return 0
    last = _effect(acts[-1])
    return sum(_effect(step) == last for step in acts)


def short_of(subtask: str, history: list[HistoryStep]) -> str:
    """Why a node that ended on ``history`` is not done for its count, or ``""``."""
    wanted = counted(subtask)
    done = effects(history)
    if wanted < 2 or done >= wanted:
        return ""
    return f"the subtask names {wanted} things to act on, the steps show {done} done"


def _effect(step: HistoryStep) -> tuple[str, str]:
    label = step.target.label if step.target is not None else ""
    return step.operation.kind, label.split(" | ")[0].strip().casefold() or step.text


_TALLIED = frozenset(
    {"post", "file", "item", "result", "message", "comment", "like", "follower", "member"}
    | {"photo", "review", "reply", "view", "page", "entry", "folder"}
)
"""What a list row tallies of the app's own records ("1 post", "12 items")."""
_ASKED = re.compile(r"\bhow many\s+(?P<noun>[a-z]+)", re.IGNORECASE)
_COUNTED = re.compile(r"\s*(?P<n>\d[\d,]*)(?:\.0+)?(?:\s+(?P<word>[a-z]+))?\s*", re.IGNORECASE)


def tallied_else(keys: list[Key], subtask: str, values: dict[str, Value], screen: Screen) -> str:
    """Why a count committed for "how many <things>" is a list's tally of something else: it
    names a record word other than the asked one ("1 post" for "how many squares"), or every
    place the last ``screen`` shows its bare number such a word follows it; ``""`` otherwise."""
    asked = _ASKED.search(subtask)
    if asked is None:
        return ""
    noun = _one(asked["noun"])
    shown = [t for e in screen.elements for t in (e.text, e.label) if t.strip()]
    for key in keys:
        value = values.get(key.name)
        value = f"{value:g}" if isinstance(value, float) else value
        count = _COUNTED.fullmatch(value) if isinstance(value, str) else None
        if count is None:
            continue
        number = re.escape(count["n"])
        after = (
            [_one(count["word"])]
            if count["word"]
            else [
                _one(m["word"])
                for text in shown
                for m in re.finditer(
                    rf"(?<![\d.,]){number}(?![\d,])\s*(?P<word>[a-z]*)", text, re.I
                )
            ]
        )
        if after and all(word in _TALLIED and word != noun for word in after):
            return f"{key.name!r} is a tally of {after[0]}s, not of {noun}s"
    return ""


def _one(word: str) -> str:
    """``word`` without a plural ending ("posts" -> "post", "replies" -> "reply")."""
    word = word.lower()
    if word.endswith("ies"):
        return f"{word[:-3]}y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word
