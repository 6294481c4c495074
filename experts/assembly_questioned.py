"""A question typed ahead of an order in one sentence ("when is the zap fair, wake me an hour
before", "where's the zorb hall - take me there", "my zap number is in an email somewhere,
put it in my notes"): the question is a sentence of its own, so it is read as what must be
found first, and the order after it as what is done with the answer.

Only generic English cues are used: question words, "is there", "X is in Y", the marks that
end a clause (comma, semicolon, dash, full stop) and an order's opening verb.
"""

from __future__ import annotations

import re

from experts.assembly_saying import SAYING
from experts.offline.goal import parse_goal
from experts.offline.lexicon import interface_verb

_ASKING = re.compile(
    r"^(?:(?:when|where|who|whose|whom|what|which|how)(?:['\u2019]?s)?\b"
    r"|(?:is|are|was|were) there\b|(?:do|did|does|have|has) (?:i|we|my|our)\b"
    r"|(?:my|our|the) [^,;.?!]+? (?:is|are|was|were) (?:in|on) (?:a|an|my|our|the|some)\b)",
    re.IGNORECASE,
)
"""How a question (or a statement of where a thing is kept) opens."""
CLAUSE_END = re.compile(r"(?:\s*[,;:]|\s+[-\u2013\u2014]+|[.!])\s+(?=[a-z])", re.IGNORECASE)
"""Where one clause ends and the next starts: a comma, a semicolon, a dash, a full stop."""
_LEAD = re.compile(r"^(?:(?:and|then|so|now|ok|okay|please)\s+)+", re.IGNORECASE)
_ORDERING = frozenset({"wake", "remind", "directions", "alarm", "ping", "dm"})
"""Words that open an order the interface lexicon reads as no verb of its own ("wake me at
...", "directions please")."""


def ordered(clause: str) -> bool:
    """Whether ``clause`` opens with an order ("text it to bo", "wake me an hour before",
    "directions please"), not with more of the question ("the one in zapville")."""
    rest = _LEAD.sub("", clause.strip())
    first = rest.split(" ", 1)[0].lower().strip(".,!?")
    if first in _ORDERING or SAYING.match(rest):
        return True
    if interface_verb(first) is None:
        return False
    steps = parse_goal(rest).steps
    return bool(steps) and steps[0].clause.split(" ", 1)[0].lower() == first


def asking(sentence: str) -> bool:
    """Whether ``sentence`` opens as a question ("whens the zap fair", "is there a zorb")."""
    return _ASKING.match(sentence.strip()) is not None


def asked_first(sentence: str) -> list[str]:
    """``sentence`` cut after a leading question where an order starts ("when is the fair, wake
    me at it" -> ["when is the fair", "wake me at it"]); else the sentence alone."""
    if not asking(sentence):
        return [sentence]
    for end in CLAUSE_END.finditer(sentence):
        rest = sentence[end.end() :]
        if ordered(rest):
            return [sentence[: end.start()].rstrip(), _LEAD.sub("", rest)]
    return [sentence]
