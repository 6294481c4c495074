"""A node that sends one thing to two people joined by "and" ('text "{time}" to ann lee and
bo zorp', 'email ann and bo "{code}"') becomes one sending node per person, so each is
reached on their own (a text goes to one thread at a time). Only generic English cues: the
sending verb, "to", "and", and the words around the names."""

from __future__ import annotations

import re

from planners.plan import PlanNode

_NOT_A_NAME = r"(?:the|my|our|a|an|his|her|their|its|it|them|me|us|all|everyone|everybody|and)\b"
_NAME = rf"(?!{_NOT_A_NAME})[\w'.@-]+(?:\s+(?!(?:and|in|on|via|by|with|saying|that)\b)[\w'.@-]+)?"
_VERB = r"(?:text|sms|message|e-?mail|mail|send|tell|forward|dm)"
_TAIL = r"(?P<tail>(?:\s+(?:in|on|via|by)\s+\S.*)?)"
_TO_BOTH = re.compile(
    rf"^(?P<lead>\s*{_VERB}\b[^\"]*?(?:\"[^\"]*\"[^\"]*?)?\bto\s+)(?P<one>{_NAME})\s+and\s+"
    rf"(?P<two>{_NAME}){_TAIL}$",
    re.IGNORECASE,
)
"""Sending a thing to two people ('text "{x}" to ann lee and bo zorp in Zapchat')."""
_BOTH_THEN = re.compile(
    rf"^(?P<lead>\s*{_VERB}\s+)(?P<one>{_NAME})\s+and\s+(?P<two>{_NAME})"
    rf"(?P<rest>\s+\"[^\"]*\"[^\"]*)$",
    re.IGNORECASE,
)
"""Two people, then the quoted thing sent ('text ann and bo "{x}" in Zapchat')."""


def each_person(nodes: list[PlanNode]) -> list[PlanNode]:
    """``nodes`` with each node that sends to two people split into one node per person."""
    out: list[PlanNode] = []
    for node in nodes:
        both = _TO_BOTH.match(node.subtask)
        then = None if both else _BOTH_THEN.match(node.subtask)
        if (both is None and then is None) or node.each or node.produces:
            out.append(node)
            continue
        for n, who in enumerate(("one", "two"), start=1):
            if both is not None:
                subtask = f"{both['lead']}{both[who]}{both['tail']}"
            else:
                subtask = f"{then['lead']}{then[who]}{then['rest']}"
            out.append(node.model_copy(update={"id": f"{node.id}-{n}", "subtask": subtask}))
    return out
