"""A found phone number saved as a contact is written as adding a contact with a name and that
number, the one form the contacts actor reads however the plan worded it. The name is the one
the subtask gives ("... as Zed"); a subtask with no name of its own ("save (555) 010-0101 in
Contacts", the request's "the number of the café where ... as a contact") gets the value the
node that found the number was given ("Zap Café"), or what that node's question looked the
number up for, so the new contact has a name."""

from __future__ import annotations

import re

from experts.offline.contact_saved import capitalized
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
_GIVEN = re.compile(
    r"\b(?:as|named|called|under)\s+(?:(?:a\s+)?(?:new\s+)?contact\s+)?(?:(?:named|called)\s+)?"
    r"(?P<name>(?!(?:a|the|my|new|contacts?)\b)[^,.?!\"\u201d]+?)\s*[.!?\"\u201d]*\s*$",
    re.IGNORECASE,
)
"""The name a subtask gives the new contact, after the number ("... as Zed", "named Zed")."""
_NUMBER_OF = re.compile(
    r"\bnumber\s+(?:of|for)\s+(?:the\s+)?(?P<thing>[\w'&.-]+(?:\s+[\w'&.-]+)*?)"
    r"(?:\s+(?:in|on)\s+[\w-]+)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
"""What a number was looked up for, as its finder's question says it ("What is the phone
number of zap grill in Zapmaps?")."""
_SHORT = 5
"""The most words a name given to the number's finder can have (a place, a person)."""


def contact_named(subtask: str, node: PlanNode, record: TeamRecord, apps: frozenset[str]) -> str:
    """``subtask`` that saves a fetched number in the address book written as adding a contact
    with a name and that number ("add a contact Zed with the number (555) 010-0101"), the name
    being the one the subtask gives ("... as Zed", "named Zed") or else the one value the node
    that found the number needed; unchanged when it saves no number or no one name is known."""
    found = _INTO_CONTACTS.match(subtask)
    number = PHONE.search(found["what"]) if found else None
    if found is None or number is None:
        return subtask
    after = f"{found['what'][number.end() :]} {subtask[found.end() :]}"
    given = _GIVEN.search(_unplaced(after, apps))
    if given is not None:
        name = given["name"].strip()
    elif _NAMED.search(found["what"]) or lower_names(
        found["what"].replace(number.group(), " "), set()
    ):
        return subtask
    else:
        names = {value for key in node.needs for value in _given(key.name, record)}
        if len(names) != 1:
            return subtask
        (name,) = names
    return f"add a contact {name} with the number {number.group()}"


def _unplaced(text: str, apps: frozenset[str]) -> str:
    """``text`` without the "in <app>" a plan puts at a subtask's end."""
    placed = re.search(r"\s+(?:in|on)\s+(?P<app>[\w-]+)\s*[.!?]?\s*$", text)
    return text[: placed.start()] if placed and placed["app"].casefold() in apps else text


def _given(key: str, record: TeamRecord) -> list[str]:
    """The short text values the node producing ``key`` was given (fetched from others); for a
    node given none, what its question says the number is of."""
    maker = next((n for n in record.plan.nodes if key in {k.name for k in n.produces}), None)
    if maker is None:
        return []
    out = []
    if not maker.needs and (of := _NUMBER_OF.search(record.nodes[maker.id].subtask or "")):
        thing = of["thing"].strip()
        if len(thing.split()) > _SHORT:
            return []
        return [capitalized(thing) if thing.islower() else thing]
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
    return contact_named(subtask, node, record, apps)
