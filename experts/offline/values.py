"""Values a request asks for (a code, a rating, a date, a price ...): which kind, and where on
a screen it is, preferring one beside the request's words."""

from __future__ import annotations

import re
from itertools import pairwise

from experts.offline.goal import Goal
from experts.offline.lexicon import common_words
from experts.offline.view import Element, View, center_y, el_text, el_words
from experts.offline.words import exact_words, stems, words
from experts.reading import find_value, wanted_value

RATING = re.compile(
    r"\b([0-5](?:\.\d)?)\s*(?:stars?|\u2605|out of 5)|\brated\s+([0-5](?:\.\d)?)", re.IGNORECASE
)
CODE = re.compile(r"(?<![\d-])\d{4,8}(?![\d-])")
CODE_LIKE = r"[A-Za-z0-9][A-Za-z0-9-]*\d[A-Za-z0-9-]*|[A-Z]{3,}[A-Z0-9-]*"
CODE_SAID = re.compile(rf"\b(?:code|pin|passcode)s?\b(?:\s+is)?[:\s]+((?-i:{CODE_LIKE}))", re.I)
"""A code a text gives by name ("use code ZAP20"): letters and digits, or capitals; the code a
question asks, not what makes a text a code to keep or delete."""
RATING_WORDS = stems("rating rated stars star score")
CODE_WORDS = stems("code pin otp passcode")
_RATED = re.compile(r"\b(?:ratings?|rated|stars?|scores?)\b", re.IGNORECASE)
"""A rating asked as one ("how is it rated"), not a rate of something ("the drop-off rate")."""
TOLD_WORDS = 8
"""A text this long that names the thing tells about it (a sentence, not a title or a row)."""
WHEN = re.compile(r"^\s*when\b", re.IGNORECASE)
"""A question asking when: a date (or a time), whatever item it is read from ("... email")."""
END_WORDS = stems("close closes closing end ends finish finishes")
START_WORDS = stems("open opens start starts begin begins")
SPAN_WORDS = stems("hours span long duration")
ASKS_DEGREE = re.compile(
    r"\bhow (long|far|tall|high|deep|wide|big|large|heavy|old|hot|warm|cold|fast)\b", re.I
)
"""A question asking a measure ("how long is ..."): a thing it names ("the zap code") is what
is measured, not the kind of value asked."""
RANGE = re.compile(r"\s*(?:\u2013|\u2014|-|\bto\b|\buntil\b)\s*")
"""What joins the two ends of a span ("5 PM\u201310 PM", "9:00 to 17:30")."""


def kind_of(goal: Goal) -> str | None:
    """The kind of value the request asks for; a number someone has ("rosa's number", "ann
    lee number") is a phone number, not an amount; "email" said as a verb asks no address; a
    code or a rating a measure is asked of ("how long is the zap code good for") is none."""
    focus = set(goal.focus or goal.plain_words)
    measured = ASKS_DEGREE.search(goal.instruction)
    if focus & RATING_WORDS and _RATED.search(goal.instruction) and not measured:
        return "rating"
    if focus & CODE_WORDS and not measured:
        return "code"
    kind = wanted_value(" ".join(goal.focus or goal.plain_words)) if focus else None
    if measured and kind in ("code", "rating"):
        return None
    if WHEN.match(goal.instruction) and kind not in ("date", "time"):
        return "date"
    if kind == "number" and _someones_number(goal):
        return "phone"
    if kind == "email" and _EMAILED.search(goal.instruction):
        return None
    return kind


_EMAILED = re.compile(
    r"\be-?mail(?:ed)?\s+(?:me|him|her|them|us|you)\b"
    r"|\b(?:in|from|on|by|via)\s+(?:(?:my|her|his|their|the|an?|that|this|your|our"
    r"|[a-z]+['\u2019]s)\s+)?e-?mails?\b",
    re.IGNORECASE,
)
""""Email" said as the verb ("what did zed email me about") or as where a thing was said
("the place bo suggested in her email", "in zed's email"): no address is asked."""


def _someones_number(goal: Goal) -> bool:
    """Whether the number asked is someone's: a name the request says (or an owner that is no
    plain word, "zed's") right before "number"."""
    lowered = goal.instruction.lower()
    said = [re.escape(n.lower()) for n in goal.names]
    if said and re.search(rf"\b(?:{'|'.join(said)})(?:['\u2019]?s)?\s+number\b", lowered):
        return True
    owner = re.search(r"\b([a-z]+)['\u2019]s\s+number\b", lowered)
    return owner is not None and owner.group(1) not in common_words()


def value_in(kind: str, goal: Goal, text: str) -> str | None:
    if kind == "rating":
        match = RATING.search(text)
        return (match.group(1) or match.group(2)) if match else None
    if kind == "code" and set(goal.focus or goal.plain_words) & CODE_WORDS:
        match = CODE.search(text) or (CODE_SAID.search(text) if goal.wants_answer else None)
        return match.group(match.lastindex or 0) if match else None
    return find_value(kind, goal.instruction, text)


def near(view: View, el: Element) -> list[Element]:
    """Text elements right next to ``el``: a label and its value."""
    y = center_y(el)
    return [
        o for o in view.content if o is not el and abs(center_y(o) - y) <= 110 and not o.clickable
    ]


def value_of_kind(goal: Goal, view: View, scope: list[Element]) -> str | None:
    """The value of the kind a request asks for (a code, a rating, a date ...) in ``scope``,
    preferring one a text tells about the thing the request names ("the retreat on May 4") or
    describes ("the towel order ... arrives Tuesday") unless it asks when something was done
    ("when did kai email me": the message's own time),
    then one the app tags as that kind (its id), then one beside the request's words (as written
    before as stemmed: "followers" is not "following"), then the top-most."""
    kind = kind_of(goal)
    if kind is None:
        return None
    said = goal.focus or goal.plain_words
    focus = set(said)
    pairs = set(pairwise(said))
    found: list[tuple[int, int, int, int, int, float, str]] = []
    tag = stems(kind)
    apps = {a.lower() for a in view.ctx.apps}
    thing = {
        w for n in goal.names if n.lower() not in apps for w in words(n) if w.isalpha()
    } - focus
    done_when = bool(MESSAGE_TIME.search(goal.instruction))
    thing, topic = (set(), set()) if done_when else (thing, thing | _topic(goal, kind, apps))
    asked = exact_words(goal.instruction)
    for el in scope:
        value = value_in(kind, goal, el_text(el))
        if value is None:
            continue
        own = list(words(el.label or ""))
        phrases = len(pairs & set(pairwise(own)))
        beside = set().union(el_words(el), *(el_words(o) for o in near(view, el)))
        tagged = bool(tag & set(words(el.id or "")))
        told = bool(thing & set(own)) and len(own) >= TOLD_WORDS and not el.clickable
        if not told and (said_value := _told_value(kind, goal, el, topic)) is not None:
            told, value = True, said_value
        if not told and kind == "time" and (hour := _bare_hour(el, topic)) is not None:
            told, value = True, hour
        own_words = exact_words(el.label or "") | exact_words(el.id or "")
        exact = bool(own_words & asked)
        found.append((-told, -tagged, -phrases, -exact, -bool(beside & focus), center_y(el), value))
    if not found:
        return None
    bound = _bound(goal)
    if bound is None:
        return min(found)[-1]
    ranged = [f for f in found if len(RANGE.split(f[-1])) == 2]
    value = min(ranged or found)[-1]
    parts = RANGE.split(value)
    return parts[bound].strip() if len(parts) == 2 else value


MESSAGE_TIME = re.compile(
    r"^\s*(?:when\s+(?:did|was|were)|what\s+(?:day|date|time)\s+did)\b", re.IGNORECASE
)
"""A question about when a thing was done (sent, said), whose value is the row's own time."""


def _topic(goal: Goal, kind: str, apps: set[str]) -> set[str]:
    """The question's words naming its thing, not the value it asks ("towel", "order" and
    "arrive" of "what day does my towel order arrive")."""
    skip = stems(kind) | {w for a in apps for w in words(a)}
    return {w for w in goal.focus if w.isalpha() and wanted_value(w) is None} - skip


def _told_value(kind: str, goal: Goal, el: Element, topic: set[str]) -> str | None:
    """The value a sentence in ``el`` tells about the question's thing: of the text's parts (a
    list row joins sender, subject, snippet and time with " | "), the first of at least
    TOLD_WORDS words saying a ``topic`` word and holding a value of the kind, not the row's
    own timestamp or heading."""
    if not topic:
        return None
    for part in el_text(el).split(" | "):
        own = set(words(part))
        if len(own) >= TOLD_WORDS and own & topic:
            value = value_in(kind, goal, part)
            if value is not None:
                return value
    return None


_BARE_HOUR = re.compile(
    r"\b(?:at|by|around|about|after|before|until|till)\s+(1[0-2]|[1-9])(?:\s*o['\u2019]?clock)?"
    r"(?=\s*(?:$|[.,;!?)]|tonight\b|today\b|tomorrow\b|then\b|and\b|or\b))",
    re.IGNORECASE,
)
"""An hour said bare in a sentence ("picking them up at 6", "home by 9 tonight")."""


def _bare_hour(el: Element, topic: set[str]) -> str | None:
    """The hour a part of ``el`` saying a ``topic`` word gives bare ("picking them up at 6"),
    as "6:00", when that part writes no time of its own: a chat line says the hour short,
    and the row's own timestamp is when it was sent, not the time it tells."""
    if not topic:
        return None
    for part in el_text(el).split(" | "):
        if not set(words(part)) & topic or find_value("time", "time", part) is not None:
            continue
        match = _BARE_HOUR.search(part)
        if match:
            return f"{match.group(1)}:00"
    return None


def _bound(goal: Goal) -> int | None:
    """Which end of a span the question asks ("when does it close": 1, "open": 0), unless it
    asks for the span itself ("opening hours")."""
    said = set(goal.plain_words)
    if said & SPAN_WORDS:
        return None
    if said & END_WORDS:
        return 1
    return 0 if said & START_WORDS else None
