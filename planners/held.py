"""A lookup node answered by the value it looks up: "What is the address of {place} in Zap
Maps?" needs no app when the place found upstream already holds a street address ("Bright
Smile Dental, 210 Pine St"); the node commits the property itself ("210 Pine St"), not the
record it was read from."""

from __future__ import annotations

import re

from planners.plan import PlanNode
from planners.shapes import ADDRESS, PHONE

_LOOKUP = re.compile(
    r"^What is the (?P<prop>address|phone number) of \{(?P<key>\w+)\} in [^?]+\?$",
    re.IGNORECASE,
)
"""The question of a lookup node (planners/coverage.py ``_lookup``)."""
_SHAPES = {"address": ADDRESS, "phone number": PHONE}
"""The shape of each property a found value can already hold."""


def held_property(node: PlanNode, values: dict[str, str]) -> dict[str, str] | None:
    """The values of a lookup node whose needed value already holds the property it asks
    (its one product set to that property's text), or None when it must be looked up."""
    asked = _LOOKUP.match(node.subtask)
    if asked is None or len(node.produces) != 1:
        return None
    found = _SHAPES[asked["prop"].lower()].search(values.get(asked["key"], ""))
    return {node.produces[0].name: found.group(0).strip()} if found else None
