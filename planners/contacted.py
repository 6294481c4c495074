"""A found phone number saved as a contact is named for what it was looked up for: a subtask
that saves a fetched number in the address book with no name of its own ("save (555) 010-0101
in Contacts", the request's "the number of the café where ... as a contact") gets the value
the node that found the number was given ("... as Zap Café"), or what that node's question
looked the number up for, so the new contact has a name."""

from __future__ import annotations

import re

from experts.offline.names import lower_names
from experts.offline.patterns import PHONE
from memory.pool import Value, value_text
from planners.iterate import fill, texts
from planners.plan import PlanNode
from planners.record import TeamRecord
from planners.sending import pronoun_named

_INTO_CONTACTS = re.compile(
    r"^\s*(?:please\s+)?(?:save|add|store|keep|put)\b(?P<what>.*?)"
    r"\b(?:in|to|into|as)\s+(?:my\s+|the\s+|a\s+(?:new\s+)?)?(?:contacts?|address\s+book)\b",
    re.IGNORECASE | re.DOTALL,
)
_NAMED = re.compile(r"\b(?:as|named|called|under|for)\b", re.IGNORECASE)
_NUMBER_OF = re.compile(
    r"\bnumber\s+(?:of|for)\s+(?:the\s+)?(?P<thing>[\w'&.-]+(?:\s+[\w'&.-]+)*?)"
    r"(?:\s+(?:in|on)\s+[\w-]+)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
"""What a number was looked up for, as its finder's question says it ("What is the phone
number of zap grill in Zapmaps?")."""
_SHORT = 5
"""The most words a name given to the number's finder can have (a place, a person)."""


def contact_named(subtask: str, node: PlanNode, record: TeamRecord) -> str:
    """``subtask`` with the fetched number it saves as a contact followed by "as <name>", the
    name being the one value the node that found the number needed; unchanged when the subtask
    names the contact, saves no number, or that value is not one short name."""
    found = _INTO_CONTACTS.match(subtask)
    if found is None or _NAMED.search(found["what"]):
        return subtask
    number = PHONE.search(found["what"])
    if number is None or lower_names(found["what"].replace(number.group(), " "), set()):
        return subtask
    names = {value for key in node.needs for value in _given(key.name, record)}
    if len(names) != 1:
        return subtask
    (name,) = names
    end = found.start("what") + number.end()
    return f"{subtask[:end]} as {name}{subtask[end:]}"


def _given(key: str, record: TeamRecord) -> list[str]:
    """The short text values the node producing ``key`` was given (fetched from others); for a
    node given none, what its question says the number is of."""
    maker = next((n for n in record.plan.nodes if key in {k.name for k in n.produces}), None)
    if maker is None:
        return []
    out = []
    if not maker.needs and (of := _NUMBER_OF.search(record.nodes[maker.id].subtask or "")):
        thing = of["thing"].strip()
        return [thing.title() if thing.islower() else thing] if len(thing.split()) <= _SHORT else []
    for need in maker.needs:
        held = [r.values[need.name] for r in record.nodes.values() if need.name in r.values]
        value = value_text(held[-1]).strip() if held else ""
        if value and len(value.split()) <= _SHORT and not PHONE.search(value):
            out.append(value)
    return out


def node_subtask(node: PlanNode, values: dict[str, Value], record: TeamRecord) -> str:
    """What ``node`` is asked once its fetched ``values`` fill its keys: "him"/"her" named for
    the one person the request names, a found number saved under the name it was found for."""
    apps = frozenset(label.casefold() for m in record.team.members for label in m.portrait.labels)
    subtask = pronoun_named(fill(node.subtask, texts(values)), record.request, apps)
    return contact_named(subtask, node, record)
