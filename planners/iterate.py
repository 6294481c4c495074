"""A node's subtask filled with what it fetched, and a node that runs it once per item of a
fetched list, or N times (its ``each`` and ``times``): the turns it takes, and the node's
values gathered from its items' commits."""

from __future__ import annotations

from pydantic import BaseModel

from memory.pool import Commit, Value, value_text
from mobilexperts.errors import MobilexpertsError
from planners.plan import ITEM, PlanNode

PLACE = "{" + ITEM + "}"


class IterationError(MobilexpertsError):
    """A node iterates over something that is not a list it fetched, or an empty one."""


class Turn(BaseModel):
    """One run of an iterated node's subtask: its number (from 1), the item and the subtask
    with ``{item}`` bound."""

    number: int
    item: str = ""
    subtask: str


def fill(subtask: str, values: dict[str, Value]) -> str:
    """``subtask`` with each ``{name}`` of ``values`` replaced by the value as text."""
    for name, value in values.items():
        subtask = subtask.replace("{" + name + "}", value_text(value))
    return subtask


def texts(values: dict[str, Value]) -> dict[str, str]:
    return {name: value_text(value) for name, value in values.items()}


def iterates(node: PlanNode) -> bool:
    return bool(node.each) or node.times > 1


def turns(node: PlanNode, subtask: str, fetched: dict[str, Value]) -> list[Turn]:
    """The turns of ``node`` whose filled-in subtask is ``subtask``: one per item of the list
    it iterates over (each item ``times`` times), or ``times`` turns."""
    items: list[str] = [""]
    if node.each:
        value = fetched.get(node.each)
        if not isinstance(value, list):
            raise IterationError(
                f"node {node.id!r} runs for each item of {node.each!r}, which it did not fetch "
                "as a list"
            )
        items = [item for item in value if item.strip()]
        if not items:
            raise IterationError(f"the list {node.each!r} is empty: nothing to do for each item")
    out: list[Turn] = []
    for item in items:
        for _ in range(node.times):
            text = subtask.replace(PLACE, item)
            if node.each and PLACE not in subtask:
                text = f"{text.rstrip(' .')}: {item}"
            out.append(Turn(number=len(out) + 1, item=item, subtask=text))
    return out


def gather(node: PlanNode, items: list[Commit]) -> dict[str, Value]:
    """The node's values from its items' commits, in item order: a list key holds every
    item's entries, any other key the last item's value."""
    values: dict[str, Value] = {}
    for key in node.produces:
        found = [commit.values[key.name] for commit in items if key.name in commit.values]
        if key.type == "list":
            values[key.name] = [v for value in found for v in _entries(value)]
        elif found:
            values[key.name] = found[-1]
    return values


def _entries(value: Value) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]
