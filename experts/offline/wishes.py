"""A thing said unwanted rather than acted on: "i don't want/need X (anymore)", "no more X",
"X can go", "stop X". Each is read as the verb that ends it: a thing said unwanted while it is
on or going off ("... X on", "... X going off"), a setting (a noun of the lexicon's setting
kind: "zapnet wifi"), a thing named by its time of day ("the 7:40 zap") or by the days it
repeats on ("my weekday zaps") is switched off; a doing not wanted any more ("don't want to zap
X") is undone when the lexicon has its undoing ("unzap"); a thing said where it is kept is
removed from there; any other thing is deleted."""

from __future__ import annotations

import re

from experts.offline.lexicon import interface_verb, kinds
from experts.offline.repeats import asked_days
from experts.offline.words import VERB_UI, words

_NOT_WANTED = re.compile(
    r"^\s*(?:(?:i|we)\s+)?(?:really\s+|just\s+)?(?:don't|do not|no longer|won't)\s+"
    r"(?:need|want|use)\s+(?:to\s+(?P<verb>[a-z]+)\s+)?(?P<thing>.+?)"
    r"(?P<state>\s+(?:on|going off|ringing|to (?:go off|ring)))?"
    r"(?:\s+(?:any ?more|now|either))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_NO_MORE = re.compile(
    r"^\s*no more\s+(?P<thing>.+?)(?:\s*,?\s*(?:please|pls|thanks))?\s*[.!]*\s*$", re.IGNORECASE
)
_CAN_GO = re.compile(
    r"^\s*(?P<thing>(?:the|my|our|that|this)\s+.+?)\s+(?:can|could|should|may)\s+go"
    r"(?:\s+away)?(?:\s+now)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_CLOCK_TIME = re.compile(r"\b\d{1,2}(?::\d{2}\s*(?:am|pm)?|\s*(?:am|pm))\b", re.IGNORECASE)
"""A thing named by its time of day alone ("the 7:40 zap"): something that goes off at that
time, which can be off without being deleted."""
_STOP = re.compile(
    r"^\s*(?:please\s+)?stop\s+(?P<thing>(?:the|my|our)\s+[^,;]+?)\s*[.!]*\s*$", re.IGNORECASE
)
"""A thing stopped: switched off when it is a setting or goes off at a time of day."""
_WHERE = re.compile(r"\s+(?:on|in|from|at)\s+(?=(?:my|the|our)\s)", re.IGNORECASE)
"""A place said after the thing ("... zorp on my blip list"): the thing is removed from it."""


def _setting(thing: str) -> bool:
    """Whether ``thing`` names a setting (a word of the lexicon's setting nouns)."""
    said = set(words(thing))
    return any(set(words(n)) <= said for n in kinds()["setting"] if n != "setting")


def _ended(thing: str, state: str = "", verb: str = "") -> str:
    if verb:
        undone = interface_verb(f"un{verb}")
        return f"{undone} {thing}" if undone in VERB_UI else f"stop {verb}ing {thing}"
    if state or _setting(thing) or _CLOCK_TIME.search(thing) or asked_days(thing):
        return f"turn off {thing}"
    return f"delete {thing}"


def unwished(text: str) -> str:
    """``text`` with a thing said unwanted read as the verb that ends it; else as it is."""
    stop = _STOP.match(text)
    if stop and (_setting(stop["thing"]) or _CLOCK_TIME.search(stop["thing"])):
        return f"turn off {stop['thing']}"
    match = _NOT_WANTED.match(text)
    verb = (match["verb"] or "").lower() if match else ""
    match = match or _NO_MORE.match(text) or _CAN_GO.match(text)
    if match is None:
        return text
    thing, state = match["thing"], match.groupdict().get("state") or ""
    where = None if verb else _WHERE.search(thing)
    if where:
        return f"remove {thing[: where.start()]} from {thing[where.end() :]}"
    return _ended(thing, state, verb)
