"""Nodes done once per item of a found list or a given number of times (the ``each`` and
``times`` of :class:`~planners.plan.PlanNode`), written by the offline planner.

"Thank each person who sent me a zap" is cut into finding the people first ("find the
people who sent me a zap") and thanking each of them; "a sheet titled "T" with a task
for each of them" becomes making the page once, then adding one task per item to it;
"post two zaps about X" is posting a zap about X, twice. Only generic English cues are used.
"""

from __future__ import annotations

import re

from memory.lexical import content_words
from memory.pool import Key
from planners.plan import ITEM, PlanNode

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}
_UNITS = r"(?:secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?)"
"""Units of an amount of time: "alarm 3 hours before X" is one alarm, not three."""
_REPEAT = re.compile(
    rf"^(?P<verb>[a-z]+)\s+(?P<n>{'|'.join(_COUNTS)})\s+(?!{_UNITS}\b)(?P<what>[a-z-]+)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
"""One thing done a number of times ("post two zaps about astronomy")."""
_EVERY = re.compile(
    r"\b(?P<lead>(?:to |for |on |about )?)(?:each|every)\s+(?P<noun>[a-z-]+)\s+"
    r"(?P<desc>(?:who|that|which|i|on|in|from|of)\b.+)$",
    re.IGNORECASE,
)
"""A clause that acts on every one of something it describes ("thank each person who sent
me a zap", "add a task for each zapfest in my planner on zapday")."""
_CONTAINER = re.compile(
    r"\s*,?\s*with (?:a|an|one) (?P<thing>[\w-]+)(?: to (?P<verb>[a-z]+))?\s+"
    r"(?:(?:for|to) )?(?:each of \"?\{(?P<key>\w+)\}\"?|per (?P<per>[\w -]+?))"
    r"(?:,?\s*naming (?:who (?:does|do|did)|them|him|her|it)\b.*)?[.!]?$",
    re.IGNORECASE,
)
"""What one item becomes inside something made once ("... titled "T" with a task to thank
each of {person}", "... with one task per blorp, naming who owns it")."""
_TITLE = re.compile(r"\b(?:titled|called|named)\s+(\"[^\"]+\")", re.IGNORECASE)
_EACH_OF = re.compile(r"\b(?:each|every|all) of \"?\{(\w+)\}\"?")
_ENTRY = re.compile(
    r"^add (?:a|an|one) (?P<thing>[\w-]+) (?:for|to|about) (?:each|every|all) of \"?\{\w+\}\"?",
    re.IGNORECASE,
)
"""One entry added per item ("add a task for each of {events}")."""
_RELATIVE = re.compile(r"\s+(?:i|we|you|who|that|which|whom)\b.*$", re.IGNORECASE)
_PEOPLE = frozenset({"person", "people", "contact", "friend"})
_MADE = re.compile(r"^(?:.*?:\s*)?(?P<made>(?:a|an)\s.*)$", re.IGNORECASE)


def repeated(clause: str) -> tuple[str, int] | None:
    """``clause`` doing one thing a number of times, as the clause for one of them and the
    count ("post two zaps about X" -> "post a zap about X", 2); a lead-in that a colon
    ends ("Help me with my account: post ...") is dropped. None for any other clause."""
    body = clause.rsplit(": ", 1)[-1].strip()
    found = _REPEAT.match(body)
    if found is None or '"' in body:
        return None
    what = found["what"]
    one = what[:-3] + "y" if what.endswith("ies") else what.removesuffix("s")
    if one == what:
        return None
    return f"{found['verb']} a {one}{found['rest']}", _COUNTS[found["n"].lower()]


def carried(before: str, clause: str) -> str:
    """``clause`` with "about it" (or "on it", "for it") naming what ``before`` was about, when
    ``before`` is cut off into a node of its own ("... about zapball" / "who write about
    it" -> "who write about zapball")."""
    for prep in ("about", "on", "for"):
        said = re.search(rf"\b{prep} ((?:(?!and\b|then\b)[\w-]+ ?){{1,3}})", before)
        if said and re.search(rf"\b{prep} it\b", clause):
            return re.sub(rf"\b{prep} it\b", f"{prep} {said[1].strip()}", clause, count=1)
    return clause


def every(clause: str) -> tuple[str, str] | None:
    """A clause that acts on every one of something it describes, as a clause that finds them
    and one that acts on "each of them" ("thank each person who sent me a zap" ->
    "find the people who sent me a zap", "thank each of them"); None otherwise."""
    found = _EVERY.search(clause)
    if found is None or "{" in clause:
        return None
    noun = found["noun"].lower()
    many = "people" if noun == "person" else noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
    desc = re.sub(r"^i\b", "I", found["desc"])
    acted = f"{clause[: found.start()]}{found['lead']}each of them".strip()
    return f"find the {many} {desc}", acted


def per_item(nodes: list[PlanNode]) -> list[PlanNode]:
    """Nodes that use every item of a needed list, split so the run does each item on its own:
    a thing made once with one entry per item becomes a node that makes it and a node, done for
    each item, that adds the entry; "reply to each of {people}" becomes "reply to {item}",
    done for each item."""
    out: list[PlanNode] = []
    for node in nodes:
        lists = [k for k in node.needs if k.type == "list"]
        if not lists or node.each:
            out.append(node)
            continue
        made = _CONTAINER.search(node.subtask)
        each = _EACH_OF.search(node.subtask)
        if made is not None:
            key = next((k for k in lists if k.name == made["key"]), lists[0])
            if made["per"] and _rename(nodes, key, made["per"]):
                made = _CONTAINER.search(node.subtask)
            out += _made_once(node, made, key)
        elif each is not None:
            key = next(k for k in lists if k.name == each[1]) if each[1] in _names(lists) else None
            if key is None:
                out.append(node)
                continue
            entry = _ENTRY.match(node.subtask)
            if entry is not None:
                rest = node.subtask[entry.end() :]
                node.subtask = f'add "{{{ITEM}}}" to my {entry["thing"]} list{rest}'
            else:
                node.subtask = node.subtask.replace(each.group(0), "{" + ITEM + "}", 1)
            node.each = key.name
            out.append(node)
        else:
            out.append(node)
    return out


def _names(keys: list[Key]) -> set[str]:
    return {k.name for k in keys}


def _made_once(node: PlanNode, made: re.Match[str], key: Key) -> list[PlanNode]:
    """The node making the container (its needs but ``key``) and the node adding one entry per
    item of ``key`` to it."""
    head = node.subtask[: made.start()].strip()
    head = head.replace("{" + key.name + "}", "it")
    if not re.match(r"^(?:make|create|start|write|add|open|new)\b", head, re.IGNORECASE):
        body = _MADE.match(head)
        head = f"make {body['made']}" if body else head
    title = _TITLE.search(head)
    verb = made["verb"]
    entry = f"{verb.capitalize()} {{{ITEM}}}" if verb else "{" + ITEM + "}"
    where = f"the {title[1]} page" if title else f"my {made['thing']} list"
    once = node.model_copy(
        update={"subtask": head, "needs": [k for k in node.needs if k.name != key.name]}
    )
    item = PlanNode(
        id=f"{node.id}e",
        expert=node.expert,
        subtask=f'add "{entry}" to {where}',
        needs=[key],
        each=key.name,
    )
    return [once, item]


def _rename(nodes: list[PlanNode], key: Key, phrase: str) -> bool:
    """Name ``key`` for what one of its items is ("per action item" -> ``action_items``),
    everywhere the plan uses it, so that the finding node commits those items; people found
    keep their name. Whether it was renamed."""
    words = [w for w in content_words(_RELATIVE.sub("", phrase)) if w.isalpha()][-2:]
    name = "_".join(words)[:38] + "s" if words else ""
    taken = any(name in _names(n.produces) for n in nodes)
    if not name or name == key.name or taken or _PEOPLE & set(words):
        return False
    old = key.name
    for node in nodes:
        node.subtask = node.subtask.replace("{" + old + "}", "{" + name + "}")
        node.needs = [Key(name=name, type=k.type) if k.name == old else k for k in node.needs]
        node.produces = [Key(name=name, type=k.type) if k.name == old else k for k in node.produces]
    key.name = name
    return True


def split_items(cut: list, owners: dict[int, str]) -> tuple[list, dict[int, str], dict[int, int]]:
    """The clauses with every repeated clause written for one of its times and every clause
    acting on each of something described cut into finding them and acting on each of them.
    Returns the clauses, their given owners (renumbered), and the clauses that must be nodes of
    their own: how many times each is done (0 for one acting on each of them)."""
    out: list = []
    given: dict[int, str] = {}
    alone: dict[int, int] = {}
    for i, (verb, clause, span) in enumerate(cut):
        if out and alone.get(len(out) - 1):
            said = carried(out[-1][1], clause)
            span, clause = span.replace(clause, said, 1), said
        if i in owners:
            given[len(out)] = owners[i]
        again = repeated(clause)
        split = every(clause)
        if again is not None:
            alone[len(out)] = again[1]
            out.append((verb, again[0], again[0]))
        elif split is not None:
            out.append(("find", split[0], f"{split[0]}, then "))
            alone[len(out)] = 0
            out.append((verb, split[1], span.replace(clause, split[1], 1)))
        else:
            out.append((verb, clause, span))
    return out, given, alone
