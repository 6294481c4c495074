"""A typed value cut short: the run typed words of the request that the request goes on with
("... called Zib with quor and blorf": it typed "Zib with quor"), and the rest was typed
nowhere, so part of what the request gives was dropped."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.judge_typed import norm_text, typed_texts
from experts.offline.lexicon import interface_verb
from experts.offline.words import words
from mobilexperts.operations import UseTool

_AND_REST = re.compile(r"^\s+(?:and|&)\s+(?P<rest>[a-z][a-z' -]*?)\s*(?:[.!?;]|$)")
"""What a value is followed by up to the sentence's end: "and" and a few plain words."""
_REST_WORDS = 4
_ACTED_ON = frozenset({"it", "them", "him", "her", "me", "us", "to"})
"""Words that make the rest a clause of its own ("and repeat it", "and ask him to ...")."""


def clipped_value(context: JudgeContext) -> str:
    """Why the run's typing dropped part of a value: it typed a part of the request that the
    request continues with "and <rest>" up to the sentence's end, and no word of ``rest`` is a
    verb or was typed or given to a tool anywhere in the run; else ``""``."""
    typed = [text for text, _ in typed_texts(context) if text.strip()]
    given = [
        str(arg)
        for h in context.history
        if isinstance(h.operation, UseTool)
        for arg in h.operation.args.values()
    ]
    entered = {w for text in [*typed, *given] for w in words(text)}
    request = norm_text(context.instruction)
    for text in typed:
        said = norm_text(text)
        at = re.search(r"(?<!\w)" + re.escape(said) + r"(?!\w)", request)
        if at is None:
            continue
        after = _AND_REST.match(request[at.end() :])
        if after is None:
            continue
        rest = after["rest"]
        plain = words(rest)
        if not plain or len(rest.split()) > _REST_WORDS:
            continue
        spoken = rest.split()
        if (
            any(interface_verb(w) for w in spoken)
            or _ACTED_ON & set(spoken)
            or entered & set(plain)
        ):
            continue
        return f"the run typed {text!r}; the request's 'and {rest}' went nowhere"
    return ""
