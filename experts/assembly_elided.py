"""An order said the short way people type it after a question: being woken or reminded by an
alarm ("wake me 20 min before", "remind me an hour before with an alarm"), and an order that
leaves out what the question found ("..., get me directions", "... - alarm 15 min before",
"..., jot down in my notes", "jot it down on my zap list"), written in full so the clause
reader and the planner see its app and its slot.

Only generic English cues are used: the verbs of waking, reminding, guiding and writing down,
the nouns alarm and timer, and the marks that end the clause before the order.
"""

from __future__ import annotations

import re

_WAKE_AT = re.compile(
    r"\bwake\s+(?:me|us)(?:\s+up)?\b(?!\s+(?:in\s+time\s+)?for\b)(?P<when>\s+when\b)?", re.I
)
"""Being woken at a time ("wake me up 20 minutes before", "wake me at 7", "wake me when the zap
opens"): an alarm then (for when it happens)."""
_RINGING = re.compile(
    r"\bremind\s+(?:me|us)\b(?P<when>[^,;.?!\"]*?)\s+(?:with|using|via|by|on)\s+"
    r"(?:an?|my|the)\s+(?P<what>alarm|timer)\b",
    re.IGNORECASE,
)
"""A reminder that rings ("remind me an hour before with an alarm"): the alarm (or timer) set
then; a reminder alone ("remind me to zap") stays one."""


def woken(text: str) -> str:
    """``text`` with being woken at a time, or reminded by an alarm or a timer, written as
    setting it ("wake me up 20 min before" -> "set an alarm 20 min before")."""
    text = _WAKE_AT.sub(lambda m: "set an alarm" + (" for when" if m["when"] else ""), text)
    return _RINGING.sub(
        lambda m: f"set {'an' if m['what'].lower() == 'alarm' else 'a'} {m['what']}{m['when']}",
        text,
    )


_UNAIMED = re.compile(
    r"(?P<lead>[,;:?.!]\s+|\s[-\u2013\u2014]+\s+|\b(?:and|then)\s+)(?:(?:get|give|show|send|start)\s+"
    r"(?:me\s+|us\s+)?(?:the\s+)?(?:directions|navigation|a\s+route)|directions|navigate"
    r"|(?:take|drive)\s+(?:me|us)(?:\s+there)?)(?:\s+(?:please|pls|now))?(?P<end>\s*[.!]?)$",
    re.IGNORECASE,
)
"""Asking to be guided with no place said ("..., get me directions", "... - take me there"): to
the place found before it, by navigation."""
_BARE_ALARM = re.compile(
    r"(?P<lead>[,;:?.!]\s+|\s[-\u2013\u2014]+\s+)(?:an?\s+)?(?P<what>alarm|timer)\b(?!\s+(?:me|us)\b)",
    re.IGNORECASE,
)
"""An alarm or timer asked for by its noun alone ("..., alarm 15 min before"), the first one
the request says: set."""
_UNWRITTEN = re.compile(
    r"(?P<lead>(?:[,;:?.!]\s+|\s[-\u2013\u2014]+\s+|\b(?:and|then)\s+)(?:please\s+)?"
    r"(?:note|jot|write|put|save)\s+)(?=down\b)",
    re.IGNORECASE,
)
"""Writing down with nothing said to write ("..., jot down in my notes"): what was found."""
_DOWN_ON = re.compile(
    r"\b(?:jot|note|write|put|take)\s+(?P<what>it|that|this|them|those|these)\s+down\s+"
    r"(?:on|in|to|into|onto)\s+(?=(?:my|our|the|a|an)\b)",
    re.IGNORECASE,
)
"""Writing a thing down on a list or page ("jot it down on my zap list"): adding it there."""
_DOWN = re.compile(
    r"\b(?:jot|note|write)\s+(?:down\s+)?(?P<what>it|that|this|them|those|these)(?:\s+down)?"
    r"(?:\s+(?:please|pls|for me))?(?P<end>\s*[.!]?)$",
    re.IGNORECASE,
)
"""Writing a thing down with no place said ("..., note that down"): a new note with it."""


def elided(text: str) -> str:
    """``text`` with an order after an earlier clause that leaves out what it found written
    with it ("where is X? get me directions" -> "where is X? navigate there"), an alarm asked
    for by its noun set ("..., alarm 15 min before" -> "..., set an alarm 15 min before"), and
    writing a thing down read as adding it to the list named, else to a new note."""
    text = _UNAIMED.sub(lambda m: f"{m['lead']}navigate there{m['end']}", text)
    text = _UNWRITTEN.sub(lambda m: f"{m['lead']}it ", text)
    bare = _BARE_ALARM.search(text)
    if bare is not None and not re.search(r"\b(?:alarm|timer|wake)\b", text[: bare.start()], re.I):
        what = "an alarm" if bare["what"].lower() == "alarm" else "a timer"
        text = f"{text[: bare.end('lead')]}set {what}{text[bare.end() :]}"
    text = _DOWN_ON.sub(lambda m: f"add {m['what']} to ", text)
    return _DOWN.sub(lambda m: f"write a new note with {m['what']}{m['end']}", text)
