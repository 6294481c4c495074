"""A thing found elsewhere put in the calendar: under the name the clause gives it ("..., call
it Offsite") or its own, at the time found, by the expert that keeps events."""

from __future__ import annotations

import re

from experts.assembly_planned import PLANS_KIND
from experts.assembly_records import OWNER
from experts.offline.apps import label_kinds
from memory.pool import Key
from planners.team import ExpertBrief

_KEPT_PART = re.compile(rf"\s+(?:from|in|on)\s+{OWNER}\s.*$", re.IGNORECASE)
CALLED = re.compile(
    r",?\s*(?:and\s+)?(?:call|name|title)\s+it\s+\"?(?P<a>[^\",.;]+)\"?|\s+as\s+\"(?P<b>[^\"]+)\""
    r"|\s+as\s+(?P<c>(?-i:[A-Z])[^\",.;]*)$",
    re.IGNORECASE,
)
"""The name a thing is put somewhere under ("..., call it Team retreat", 'as "Run"')."""


def scheduling(doer: str | None, experts: list[ExpertBrief]) -> bool:
    """Whether the expert acting on a thing found elsewhere keeps events: it puts the thing
    in the calendar, at the thing's time."""
    return any(PLANS_KIND in label_kinds(a) for e in experts if e.name == doer for a in e.apps)


def scheduled(clause: str, fact: str, key: Key) -> str:
    """A clause that puts a thing found elsewhere in the calendar, as putting it there under
    its name at the time found ("put the offsite from Ann's email in my calendar, call it
    Offsite" -> 'put "Offsite" on {offsite_time} in my calendar')."""
    called = CALLED.search(clause)
    name = (
        f'"{(called["a"] or called["b"] or called["c"]).strip()}"'
        if called
        else _KEPT_PART.sub("", fact)
    )
    text = CALLED.sub("", clause, count=1) if called else clause
    return text.replace(fact, f"{name} on {{{key.name}}}", 1)
