"""A found thing put on the owner's calendar ("bo dm'd me about the zap fair, add it to my
calendar"): an event needs a day and a time, so the finding node is asked when the thing is,
and the acting node creates an event named for the thing ("about the zap fair": "Zap fair"),
or by the name the request gives it ("as Zap", "call it Zap"), on the day and at the time
found. A request that names no event, or gives the event a day or time of its own ("... as
Zap on Sunday"), stays as it is."""

from __future__ import annotations

import re

from pydantic import BaseModel

from experts.offline.when import CALENDAR_WORDS
from memory.lexical import words

_PUT_ON_CALENDAR = re.compile(
    r"^(?:add|put|save|pop|stick|enter)\s+(?:it|that|this)\s+(?:in|on|to|into|onto)\s+"
    r"(?:my|the|our)\s+(?:calendar|schedule|agenda|diary)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_AS_EVENT = re.compile(
    r"^(?:add|put|save|make|create|turn)\s+(?:it|that|this)\s+(?:(?:in)?to\s+|as\s+)?(?:an?\s+)?"
    r"(?P<kind>(?:all[- ]day\s+)?(?:event|appointment))\b(?P<rest>.*)$",
    re.IGNORECASE,
)
"""A found thing made an event of its own ("add it as an all-day event", "make it an event")."""
_NAMED = re.compile(
    r"(?:,?\s+(?:as|called|titled|named)|,?\s+(?:and\s+)?call it)\s+"
    r"(?:[\"\u201c](?P<quoted>[^\"\u201d]+)[\"\u201d]|(?P<title>[^\"\u201d,.;]+?)(?=[,.;]|$))",
    re.IGNORECASE,
)
_ABOUT = re.compile(
    r"\babout\s+(?:the|my|our|their|his|her)\s+(?P<thing>[\w' -]+?)"
    r"(?=\s+(?:in|on|at|from|by|with|for|that|which|next|this)\b|[,.;]|$)",
    re.IGNORECASE,
)
_WHEN_ASKED = re.compile(r"\b(?:when|what time|what day|which day|what date)\b", re.IGNORECASE)
"""A finding clause that already asks when: the event is named for the thing it asks about."""
_WHEN_THING = re.compile(
    r"\b(?:when(?:'s|\s+is|\s+are|\s+does|\s+do|\s+will)|what\s+(?:time|day|date)(?:'s|\s+is"
    r"|\s+does|\s+will))\s+(?:(?:the|my|our|his|her|their)\s+)?(?P<thing>[\w'-]+(?:\s+[\w'-]+){0,3}?)"
    r"(?=\s+\w+\s+(?:\w{3,}ed|\w+'d|sent|said|told|wrote|gave|left)\b|\s+(?:in|on|at|from|by|with|for|that|which"
    r"|next|this|today|tonight|tomorrow|is|are|was|start|starts|begin|begins|end|ends|meet|meets"
    r"|open|opens|arrive|arrives|arriving|happen|happens|take|takes)\b|\s*[?,.;]|\s*$)",
    re.IGNORECASE,
)
"""The thing a question asks the day or time of ("when's the zorp fair bo emailed about",
"what time is zumba today"), up to a verb, a word of place or time, or a clause about it."""
_WHEN_FOUND = re.compile(
    r",?\s*(?:at|on|for|by)\s+the\s+(?:time|day|date|hour)\s+(?:he|she|they|it|you|we)\b"
    r"(?:\s+[a-z]+){0,3}",
    re.IGNORECASE,
)
"""The found day or time said again ("at the time he asked for", "on the day she needs it by")."""


class CalendarPut(BaseModel):
    """An event to create from a found thing: its name, and the order's words after where it
    goes (less the name and the found day or time said again)."""

    title: str
    rest: str
    kind: str = "event"


def calendar_put(finding: str, order: str) -> CalendarPut | None:
    """The event ``order`` creates of what ``finding`` finds, when it puts "it" on the calendar
    or makes it an event, named by the request, for what ``finding`` is about, or for the
    thing whose day or time it asks; else None."""
    put = _PUT_ON_CALENDAR.match(order.strip()) or _AS_EVENT.match(order.strip())
    if put is None:
        return None
    rest = put["rest"]
    named = _NAMED.search(rest)
    when = _WHEN_ASKED.search(finding)
    if when and named:
        return None  # 'add it to my calendar as "Zap"' after a when: put as it is said
    about = _WHEN_THING.search(finding) if when else _ABOUT.search(finding)
    title = (named["quoted"] or named["title"]) if named else (about["thing"] if about else "")
    if not title.strip():
        return None
    rest = rest.replace(named.group(0), "", 1) if named else rest
    rest = _WHEN_FOUND.sub("", rest).strip(" ,")
    if re.search(r"\d", rest) or set(words(rest)) & CALENDAR_WORDS:
        return None
    title = title.strip()
    kind = put.groupdict().get("kind") or "event"
    return CalendarPut(title=title[:1].upper() + title[1:], rest=rest, kind=kind.lower())
