"""Values worked out from a fact of each of two things a request names: a choice between them
("which has the better rating, A or B") or a sum of their amounts ("what do A and B come to
together?"). Generic English cues only.
"""

from __future__ import annotations

import re

CHOICE = re.compile(
    r"^(?:which|what)(?: one)?\s+(?P<ask>has the (?P<way>better|best|higher|highest|lower|"
    r"lowest|worse) (?P<field>[a-z]+)|(?:comes?|is|happens?) (?P<when>first|sooner|earlier|"
    r"later|last)|is (?P<price>cheaper|more expensive))\W+(?P<a>.+?),? or (?P<b>.+?)\W*$",
    re.IGNORECASE,
)
"""A choice between two things by a fact of each ("which has the better rating, A or B")."""
SUM = re.compile(
    r"^(?:what|how much) (?:do|does|will) (?P<a>.+?) and (?P<b>.+?) (?:come to|cost|add up to)"
    r"(?: together| in total| altogether)?\W*$",
    re.IGNORECASE,
)
"""Two amounts added up ("what do my Zap order and the invoice come to together?")."""
SUM_BE = re.compile(
    r"^(?:what|how much) (?:were|was|are|is) (?P<a>.+?) and (?P<b>.+?) (?:together|in total|"
    r"altogether|combined)(?P<where> (?:in|on|from) (?:my|our|the) [^,?]+?)?\W*$",
    re.IGNORECASE,
)
"""Two amounts added up, asked as what they are together ("how much were the fee and the
deposit together on my zap contract")."""
ADD_UP = re.compile(
    r"^(?:add up|sum up|total up|add together) (?P<a>.+?) and (?P<b>.+?)"
    r"(?P<where> (?:in|from|on) (?:my|our|the) [^,]+?)?(?:,? (?:and then|and|then) (?P<rest>.+?))?"
    r"\W*$",
    re.IGNORECASE,
)
"""Two amounts added up, then used ("add up the fee and deposit in my zapcorp contract and email
the total to Ann"): each amount is of the thing where the request says they are."""


def things_of(found: re.Match[str]) -> list[str]:
    """The two things a comparison or a sum reads a fact of, each placed where the request
    says both are, with the first one's determiner ("the fee and deposit in my zapcorp contract"
    -> "the fee in my zapcorp contract", "the deposit in my zapcorp contract")."""
    a, b = found["a"].strip(), found["b"].strip()
    where = (found.groupdict().get("where") or "").rstrip()
    lead = re.match(r"(?:the|my|our)\s", a, re.IGNORECASE)
    if lead and not re.match(r"(?:the|my|our|a|an)\s", b, re.IGNORECASE):
        b = lead.group(0) + b
    return [f"{a}{where}", f"{b}{where}"]


def compared(sentence: str) -> tuple[re.Match[str], str, list[str]] | None:
    """A sentence asking for a value worked out from a fact of each of two things: the match,
    the field asked of each ("rating", "date", "total") and each thing's fact ("the rating of
    Zap Grill"); None for any other sentence."""
    found = (
        CHOICE.match(sentence.strip())
        or SUM.match(sentence.strip())
        or SUM_BE.match(sentence.strip())
        or ADD_UP.match(sentence.strip())
    )
    if found is None:
        return None
    groups = found.groupdict()
    field = groups.get("field") or ("price" if groups.get("price") else "")
    field = field or ("date" if groups.get("when") else "total")
    return found, field, [f"the {field} of {thing}" for thing in things_of(found)]
