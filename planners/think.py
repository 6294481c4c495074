"""Device-free nodes (the paper's Think operation at the team layer): a subtask that only works
over data fetched from the team memory pool ("work out the time 30 minutes before
{class_time}"), answered by role ``think`` without a phone, so it may run while the phone is
busy. The offline handler shifts a time by the offset the subtask states, and otherwise takes
each value from the fetched part that shares the most words with the subtask and its key.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from experts.reading import find_value, rank_chunks, wanted_value
from memory.pool import Key, Value
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest
from planners.plan import PlanNode

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty-five": 45, "half an": 0.5,
}  # fmt: skip
OFFSET = re.compile(
    r"\b(?P<amount>\d+|half an|forty-five|an?|one|two|three|four|five|six|ten|fifteen|twenty|"
    r"thirty)\s+(?P<unit>minutes?|mins?|hours?|hrs?)\s+(?P<way>before|after|earlier than|"
    r"later than|ahead of)\s+",
    re.IGNORECASE,
)
"""An offset from a time ("30 minutes before", "three hours before", "half an hour after")."""
_STARTS = r"(?:starts|begins|leaves|departs|takes off|is)\b"
_STARTS_TAIL = re.compile(rf"\s+{_STARTS}$", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_PARTS = re.compile(r"\s*(?:;|\||\n)\s*")
_TIME = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?=\W|$)", re.IGNORECASE)


class ThinkContext(BaseModel):
    """What ``think`` is asked from: the subtask, the fetched values by key, and the keys to
    produce."""

    subtask: str
    fetched: dict[str, str] = Field(default_factory=dict)
    produces: list[Key] = Field(default_factory=list)


class ThinkResult(BaseModel):
    """The ``think`` role's answer: one value per key to produce."""

    values: dict[str, str] = Field(default_factory=dict)


def think(subtask: str, fetched: dict[str, str], keys: list[Key], model: Model) -> dict[str, Value]:
    """The values of ``keys`` worked out from ``fetched`` for ``subtask`` (role ``think``)."""
    context = ThinkContext(subtask=subtask, fetched=fetched, produces=keys)
    messages = (Message.user(render_prompt("planners", "think", context)),)
    request = ModelRequest(
        role="think", messages=messages, output_schema=ThinkResult, context=context
    )
    values = model.generate(request).output.values
    return {key.name: values.get(key.name, "") for key in keys}


def thinking(nodes: list[PlanNode], taken: set[str]) -> list[PlanNode]:
    """Before a node that counts from a fetched time ("an alarm 30 minutes before {start}"),
    a device-free node that works the time out; the node then uses the time it gives."""
    out: list[PlanNode] = []
    for node in nodes:
        for key in [k for k in node.needs if k.type == "date"]:
            found = re.search(
                rf"(?:(\w+)\s+)?{OFFSET.pattern}\{{{key.name}\}}(?:\s+{_STARTS})?",
                node.subtask,
                re.IGNORECASE,
            )
            if found is None:
                continue
            base = f"{found[1].lower()}_time" if found[1] and found[1].isalpha() else "time"
            made = Key(name=_unique(base, taken), type="date")
            taken.add(made.name)
            offset = found.group(0)[found.start("amount") - found.start() :]
            out.append(
                PlanNode(
                    id=f"t{len(out) + 1}",
                    expert=node.expert,
                    subtask=f"work out the time {_STARTS_TAIL.sub('', offset)}",
                    needs=[key],
                    produces=[made],
                    device=False,
                )
            )
            head = found.group(0)[: found.start("amount") - found.start()]
            node.subtask = node.subtask.replace(found.group(0), f"{head}at {{{made.name}}}", 1)
            node.needs = [k for k in node.needs if "{" + k.name + "}" in node.subtask]
            node.needs.append(made)
        out.append(node)
    return out


def _unique(base: str, taken: set[str]) -> str:
    name, n = base, 2
    while name in taken:
        name, n = f"{base}_{n}", n + 1
    return name


def shifted(text: str, offset: re.Match[str]) -> str | None:
    """The first clock time in ``text`` moved by ``offset``, as ``HH:MM``; None without one."""
    for found in _TIME.finditer(text):
        hour, minute, half = int(found[1]), int(found[2] or 0), (found[3] or "").lower()
        if not found[2] and not half:
            continue
        if half.startswith("p") and hour < 12:
            hour += 12
        elif half.startswith("a") and hour == 12:
            hour = 0
        amount = offset["amount"].lower()
        count = float(NUMBER_WORDS.get(amount, amount) if not amount.isdigit() else amount)
        minutes = count * (60 if offset["unit"].lower().startswith("h") else 1)
        sign = -1 if offset["way"].lower() in ("before", "earlier than", "ahead of") else 1
        total = int(hour * 60 + minute + sign * minutes) % (24 * 60)
        return f"{total // 60:02d}:{total % 60:02d}"
    return None


@offline_handler("think")
def think_offline(request: ModelRequest[ThinkResult]) -> ThinkResult:
    """A time shifted by the subtask's offset; else, as the offline ``read`` does, the
        fetched part closest to each key (or the value of the kind it asks for in that part; for a
    number without digits there, the next part with some: "Android version; 15")."""
    context = context_of(request, ThinkContext)
    offset = OFFSET.search(context.subtask)
    lines = list(context.fetched.values())
    values: dict[str, str] = {}
    for key in context.produces:
        if offset is not None and key.type == "date":
            moved = next((t for t in map(lambda line: shifted(line, offset), lines) if t), None)
            if moved is not None:
                values[key.name] = moved
                continue
        goal = f"{context.subtask} ({key.name.replace('_', ' ')})"
        chunks = [part.strip() for line in lines for part in _PARTS.split(line) if part.strip()]
        ranked = rank_chunks(goal, chunks)
        if not ranked:
            continue
        best = chunks[ranked[0][1]]
        if key.type == "number" and not _DIGIT.search(best):
            after = chunks[ranked[0][1] + 1 :]
            best = next((c for c in after if _DIGIT.search(c)), best)
        kind = wanted_value(goal)
        values[key.name] = (find_value(kind, goal, best) if kind else None) or best
    return ThinkResult(values=values)
