"""Facts of the owner's plans a request describes without placing them ("the cafe from my zorp",
"where I meet Zed on zapday"), the app that keeps events, and the app that keeps a property
asked of where a plan happens ("the address for saturday's zorp")."""

from __future__ import annotations

import re

from experts.assembly_records import RECORDS, record_app
from experts.offline.apps import label_kinds

_DAY_OWNED = (
    r"(?:today|tomorrow|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|"
    r"sunday)['\u2019]s"
)
"""A day that owns a plan ("saturday's party", "today's brunch")."""
_WHEN_TAIL = (
    r"(?:\s+(?:in|on|this|next)\s+(?:january|february|march|april|may|june|july|august"
    r"|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday|week|weekend|month|year|spring|summer|fall|autumn|winter)\b"
    r"|\s+(?:today|tomorrow|tonight)\b)?"
)
"""When the trip is, said after where to ("... flying to in april"): part of the fact."""
_PLANNED = re.compile(
    r"\b(?:where|when)\s+(?:did\s+|do\s+|will\s+)?(?:I|we)"
    r"(?:['\u2019](?:m|re|ll)|\s+(?:am|are|was|were|will\s+be))?\s+"
    r"(?:having|have|had|meeting|meet|met|going|go|went|seeing|see|saw|eating|eat|ate)\b"
    r"[^,.;?!]*"
    r"|(?:(?<=\bplace )|(?<=\bspot )|(?<=\bvenue )|(?<=\broom )|(?<=\baddress ))"
    r"where\s+(?:my|our|the)\s+(?:[\w-]+\s+){1,3}?(?:meets|happens|takes place|is held)\b"
    r"|\b(?:where|when)\s+(?:the\s+|my\s+|our\s+)?(?:[\w'-]+\s+){1,3}?"
    r"(?:is|are)\s+(?:happening|taking place|being held)\b"
    r"|(?:(?<=\bcity )|(?<=\btown )|(?<=\bcountry )|(?<=\bplace )|(?<=\bhotel )|(?<=\bairport ))"
    r"(?:that\s+)?(?:I|we)(?:['\u2019](?:m|re)|\s+(?:am|are|will\s+be))\s+"
    r"(?:flying|going|travell?ing|heading|staying)\s+(?:to|at|in)\b"
    + _WHEN_TAIL
    + r"|(?:(?<=\brestaurant )|(?<=\bcafe )|(?<=\bplace )|(?<=\bspot )|(?<=\bbar ))"
    r"(?:that\s+)?(?:I|we)(?:(?:['\u2019](?:m|re)|\s+(?:am|are|was|were|will\s+be))\s+"
    r"(?:having|eating|meeting|doing|taking|playing)|\s+(?:had|ate|met|took|played))\s+[^,.;?!]*"
    r"|(?:(?<=\brestaurant )|(?<=\bcafe )|(?<=\bplace )|(?<=\bspot )|(?<=\bvenue )|(?<=\bhotel )"
    r"|(?<=\baddress ))"
    rf"(?:from|of|for)\s+(?:my|our|{_DAY_OWNED})\s+(?:{'|'.join(RECORDS['calendar'])})\b"
    r"(?:(?!\s(?:to|on|onto|into)\s+(?:my|our)\b|\sto\s+(?!(?:the|a|an)\b)[a-z]+(?:\s+[a-z]+)?\s*$)"
    r"[^,.;?!])*",
    re.IGNORECASE,
)
"""A fact of the owner's plans ("where I meet Zed on zapday", "where the zap club meets", "the
town I'm sailing to", "the cafe I'm having zorp at", "the place we had zorp", "the cafe from my
zorp", "the address for saturday's zorp"; not the person it goes to, said last: "to zed"),
which the app that keeps events holds, whichever app then acts on it."""
PLANS_KIND = "calendar"


def planned(text: str) -> re.Match[str] | None:
    """Where ``text`` describes something by the owner's plans, unplaced (no app named)."""
    return _PLANNED.search(text)


_PROPERTY_HEAD = re.compile(
    r"\bthe ((?:phone )?number|address|rating|hours)"
    r"(?:\s+(?:of|for)(?:\s+(?:the|a|an)\s+[a-z]+)?)?\s*$",
    re.I,
)
"""A property of the place a plan happens at ("the address " before "for my zorp")."""


def place_keeper(plans: object, labels: list[str]) -> str | None:
    """The installed app that keeps the property of a place the request asks of where a plan
    of the owner's happens ("the address for saturday's zorp": the app of the kind that keeps
    a place's address), when ``plans`` (a match of :func:`planned`) follows such a property."""
    if not isinstance(plans, re.Match):
        return None
    prop = _PROPERTY_HEAD.search(plans.string[: plans.start()])
    if prop is None:
        return None
    asked = "phone number" if prop[1].lower() == "number" else prop[1].lower()
    return record_app(f"the {asked} of the place", labels)


def plans_app(labels: list[str]) -> str | None:
    """The installed app that keeps the owner's events (by its kind), if any."""
    return next((label for label in labels if PLANS_KIND in label_kinds(label)), None)
