"""What a finding node of the offline team plan asks: a lone finding clause as the question
an expert answers in one app ("Look up today's zumba slot in my planner" -> "When is today's
zumba slot in my planner?"), or as the question of the field a later node uses ("Find my
blorp receipt mail" -> "What is the blorp code in my blorp receipt mail?")."""

from __future__ import annotations

import re

from experts.assembly_records import FIELDS
from memory.pool import Key
from planners.wording import placed

SEEKING_VERBS = frozenset({"find", "look", "check", "search", "read", "see", "get", "download"})
"""Verbs of clauses that find something out, whose result a later clause may use."""
_ASKING = re.compile(
    r"^(?:find out|find|look up|look for|look|check|see|read|get|search for|search)\s+"
    r"(?:(?:in |on )?(?:my|the) \w+ for\s+)?(?:out\s+)?",
    re.IGNORECASE,
)
_WH = re.compile(
    r"^(?P<wh>when|where|whose|who|what|which|how(?:\s+(?!(?:the|my|our|a|an|i|we|you|to|do|does|did|"
    r"is|are|was|were)\b)\w+)?)\s+(?:(?P<rest>.+?)\s+(?P<be>is|are|starts|begins)"
    r"(?P<at>\s+(?:in|at|on|held|[a-z]+ing))?|.+)$",
    re.IGNORECASE,
)
_OWN_PLAN = re.compile(r"^(where|when|who)\s+(I['\u2019]m|I am|I have|I had|I)\s+", re.IGNORECASE)
_ASKED = {"i'm": "am I", "i\u2019m": "am I", "i am": "am I", "i have": "did I have"}
_ASKED |= {"i had": "did I have", "i": "do I"}
"""A plan asked in the owner's words as a question ("where I'm having" -> "where am I
having")."""


_EVENT_OF = re.compile(
    r"^(?:from|of|for) (?P<event>(?:my|our|[a-z]+['\u2019]s) .+)$", re.IGNORECASE
)


def where_asked(plan: str) -> str:
    """Where a place said by the owner's plans is, asked ("i had zorp" -> "where i had zorp";
    the event it is for, "from my zorp" -> "where my zorp is", "for friday's zorp" -> "where
    friday's zorp is")."""
    event = _EVENT_OF.match(plan)
    return f"where {event['event']} is" if event else f"where {plan}"


def asks(group: dict, key: Key) -> bool:
    """Whether a lone finding clause asks for a fact (a time, a person, "look up the zap code",
    "find the code in the sale email") rather than for an item to act on ("find a restaurant
    ...", "read the minutes")."""
    verb, clause = group["verbs"][0], group["clauses"][0]
    if verb not in SEEKING_VERBS or verb in ("read", "download"):
        return False
    body = _ASKING.sub("", clause, count=1)
    named = body.startswith(("my ", "our ")) and key.name.replace("_", " ") in body.lower()
    field = key.name.rsplit("_", 1)[-1] in _FIELD_WORDS and (body.startswith("the ") or named)
    wh = _WH.match(body)
    return bool(wh) or field or key.type in ("date", "contact") or verb in ("look", "check", "see")


_FINDING = frozenset({"find", "get", "search"})
_WHICH = frozenset({"what", "which"})
_FIELD_WORDS = frozenset(FIELDS)


def field_asked(clause: str, key: Key, app: str) -> str:
    """A clause that finds a thing whose field a later node uses, as the question of that
    field ("Find my blorp receipt mail" for ``blorp_code`` -> "What is the blorp code
    in my blorp receipt mail in Zapmail?"); else the clause."""
    words = key.name.split("_")
    if (
        clause.split(" ", 1)[0].lower() not in _FINDING
        or not _FIELD_WORDS & set(words)
        or " ".join(words) in clause.lower()
    ):
        return clause
    body = re.sub(r"^(?:find|get|search for|search)\s+(?:out\s+)?", "", clause.strip(), flags=re.I)
    if re.match(r"(?:how|what|which|who|when|where|whose)\b", body, re.IGNORECASE):
        return clause
    asked = f"What is the {' '.join(words)} in {body.rstrip('.?!')}"
    return placed(asked, app) + "?"


_DOES = re.compile(
    r"^(?P<wh>where|when|what time)\s+(?P<subject>(?:my|our|the)\s(?:(?!\b(?:is|are|was|were)\b)"
    r"[\w' -])+?)\s+"
    r"(?P<verb>(?!(?:is|was|has|starts|begins)\b)[a-z]+s)$",
    re.IGNORECASE,
)
"""A question in the words of a statement ("where my zap club meets")."""


def _does(found: re.Match[str]) -> str:
    """The statement's question asked as one ("where does my zap club meet")."""
    verb = found["verb"]
    cut = 2 if verb.endswith(("oes", "ches", "shes", "sses", "xes")) else 1
    return f"{found['wh']} does {found['subject']} {verb[:-cut]}"


def question(clause: str, keys: list[Key], app: str) -> str:
    """A finding clause as the question an expert answers in one app ("Look up today's zumba
    slot in my planner" -> "When is today's zumba slot in my planner?"): what it asks, by
    its wh-word or else by the type of the first key it produces, and the app to look in."""
    body = _ASKING.sub("", clause.strip().rstrip(".?!"), count=1)
    body = _OWN_PLAN.sub(lambda m: f"{m[1]} {_ASKED[m[2].casefold()]} ", body, count=1)
    body = re.sub(r"^(?:whether|if)\s+", "what ", body, flags=re.IGNORECASE)
    body = _DOES.sub(_does, body, count=1)
    wh = _WH.match(body)
    if wh:
        noun_asked = wh["be"] and len(wh["rest"].split()) == 1
        at = wh["at"] or ""
        asked = (
            f"{wh['wh'].capitalize()} is {wh['rest']}{at}" if wh["be"] and not noun_asked else body
        )
        field, _, thing = (wh["rest"] or "").partition(" ")
        if wh["be"] and thing and field.lower() in _FIELD_WORDS and wh["wh"].lower() in _WHICH:
            asked = f"{wh['wh'].capitalize()} {field} {wh['be']} {thing}{at}"
    else:
        word = "When is" if keys[0].type == "date" else "What is"
        asked = f"{word} {body}"
    kept = rf"\s+(?:in|according to|from|on)\s+(?:my|the|our)\s+{re.escape(app)}\b"
    asked = re.sub(kept, f" in {app}", asked, flags=re.IGNORECASE) if app else asked
    if app and not re.search(rf"\b{re.escape(app)}\b", asked, re.IGNORECASE):
        asked += f" in {app}"
    asked = re.sub(r"\bi\b(?=\s|['\u2019])", "I", asked)
    return asked[0].upper() + asked[1:] + "?"
