"""The item an acting node acted on: the one its last tap chose, by the control's label ("Download
PDF: Zapline Notes" -> "Zapline Notes", a row "Quorn Lamp | $20" -> "Quorn Lamp"). A node that
acts on an item and produces its title or name commits that item, not a line of the list it
ended on ("Latest submissions")."""

from __future__ import annotations

import re

from experts.context import HistoryStep
from memory.pool import Key, Value
from planners.pairs import ROW

_LEAD = re.compile(r"^[A-Z][\w ]{0,30}:\s+(?=\S)")
"""What a link or button says before the item it acts on ("Download PDF: ")."""
MIN_WORDS = 2
_NAMING = frozenset({"title", "name"})
"""Words of a key's name that ask for what an item is called."""


def acted_on(history: list[HistoryStep]) -> str:
    """The item the last tap of ``history`` chose, or ``""`` when it tapped a plain control."""
    taps = [h for h in history if h.operation.kind in ("tap", "long_press") and h.target]
    label = taps[-1].target.label.strip() if taps and taps[-1].target else ""
    led = _LEAD.match(label)
    if not led and ROW not in label:
        return ""
    item = label[led.end() :] if led else label
    item = item.split(ROW)[0].strip()
    return item if len(item.split()) >= MIN_WORDS else ""


def with_acted(
    values: dict[str, Value], keys: list[Key], history: list[HistoryStep]
) -> dict[str, Value]:
    """``values`` with each text value of a title or a name that does not hold the item the
    node acted on replaced by that item, when it acted on one."""
    item = acted_on(history)
    named = {k.name for k in keys if k.type == "text" and set(k.name.split("_")) & _NAMING}
    return {
        name: item if item and name in named and item not in str(value) else value
        for name, value in values.items()
    }
