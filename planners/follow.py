"""Where a clause is done when it answers or pays: a clause that answers a message goes to the
nearest earlier messaging or mail expert (one whose clause names the person answered, when the
reply names them), one that pays to the expert of the clause before it, unless the clause
names its app."""

from __future__ import annotations

import re

from experts.assembly_asked import replied
from experts.offline.apps import label_kinds
from planners.sources import named_app

_ANSWERING = frozenset({"reply", "respond", "answer"})
"""Verbs that answer a message: done where the message was read."""
_PAYING = frozenset({"pay", "checkout"})
"""Verbs that finish a purchase: done where the purchase was started."""


def follow_owners(cut: list, owners: list[str], given: dict[int, str], experts: list) -> list[str]:
    """``owners`` with a clause that answers a message given to the nearest earlier messaging
    or mail expert, and one that pays given to the expert of the clause before it, unless the
    clause names its app."""
    kinds = {e.name: {k for a in e.apps for k in label_kinds(a)} for e in experts}
    out = list(owners)
    for i, (verb, clause, _) in enumerate(cut):
        if i in given or not i or named_app(clause, experts):
            continue
        if verb in _PAYING:
            out[i] = out[i - 1]
        elif verb in _ANSWERING:
            whom = replied(clause)
            earlier = [
                o
                for o, (_, said, _) in zip(out[:i], cut[:i], strict=False)
                if kinds.get(o, set()) & {"message", "mail"}
                and (not whom or any(re.search(rf"\b{w}\b", said, re.I) for w in whom))
            ]
            out[i] = earlier[-1] if earlier else out[i]
    return out
