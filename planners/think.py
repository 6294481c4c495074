"""Device-free nodes (the paper's Think operation at the team layer): a subtask that only works
over data fetched from the team memory pool ("work out the time 30 minutes before
{class_time}"), answered by role ``think`` without a phone, so it may run while the phone is
busy. The offline handler shifts a time by the offset the subtask states, and otherwise takes
each value from the fetched part that shares the most words with the subtask and its key.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta

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
    r"thirty)\s+(?P<unit>minutes?|mins?|hours?|hrs?|days?|weeks?|years?)\s+(?P<way>before|after|"
    r"earlier than|"
    r"later than|ahead of)\s+",
    re.IGNORECASE,
)
"""An offset from a time ("30 minutes before", "half an hour after") or a day ("six days before",
"a year after")."""
_DAYS = {"d": 1, "w": 7, "y": 365}
"""Days in each unit of a day offset, by its first letter."""
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
    """Before a node that counts from a fetched time ("a timer 20 minutes before {start}"),
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
            day = found["unit"][0].lower() in _DAYS
            out.append(
                PlanNode(
                    id=f"t{len(out) + 1}",
                    expert=node.expert,
                    subtask=f"work out the {'date' if day else 'time'} "
                    f"{_STARTS_TAIL.sub('', offset)}",
                    needs=[key],
                    produces=[made],
                    device=False,
                )
            )
            head = found.group(0)[: found.start("amount") - found.start()]
            at = "on" if day else "at"
            node.subtask = node.subtask.replace(found.group(0), f"{head}{at} {{{made.name}}}", 1)
            node.needs = [k for k in node.needs if "{" + k.name + "}" in node.subtask]
            node.needs.append(made)
        out.append(node)
    return out


def _unique(base: str, taken: set[str]) -> str:
    name, n = base, 2
    while name in taken:
        name, n = f"{base}_{n}", n + 1
    return name


def _count(offset: re.Match[str]) -> float:
    amount = offset["amount"].lower()
    return float(NUMBER_WORDS.get(amount, amount) if not amount.isdigit() else amount)


def _sign(offset: re.Match[str]) -> int:
    return -1 if offset["way"].lower() in ("before", "earlier than", "ahead of") else 1


def shifted_day(text: str, offset: re.Match[str]) -> str | None:
    """The first date in ``text`` moved by a day offset ("six days before"), as
    ``YYYY-MM-DD`` (the text's year, else this year); None without a date."""
    found = _DATE.search(text)
    if found is None:
        return None
    if found["y"]:
        year, month, day = int(found["y"]), int(found["m"]), int(found["d"])
    else:
        said = re.search(r"\b(20\d\d)\b", text)
        year = int(said[1]) if said else datetime.now(UTC).year
        month = _MONTHS.index((found["mon"] or found["mon2"]).lower()[:3]) + 1
        day = int(found["day"] or found["day2"])
    try:
        start = date(year, month, day)
    except ValueError:
        return None
    unit = offset["unit"][0].lower()
    if unit != "y":
        return (start + timedelta(days=_sign(offset) * _count(offset) * _DAYS[unit])).isoformat()
    try:
        return start.replace(year=start.year + _sign(offset) * int(_count(offset))).isoformat()
    except ValueError:
        return None


def shifted(text: str, offset: re.Match[str]) -> str | None:
    """The first clock time in ``text`` moved by ``offset``, as ``HH:MM`` (or its first date
    moved by a day offset, :func:`shifted_day`); None without one."""
    if offset["unit"][0].lower() in _DAYS:
        return shifted_day(text, offset)
    for found in _TIME.finditer(text):
        hour, minute, half = int(found[1]), int(found[2] or 0), (found[3] or "").lower()
        if not found[2] and not half:
            continue
        if half.startswith("p") and hour < 12:
            hour += 12
        elif half.startswith("a") and hour == 12:
            hour = 0
        minutes = _count(offset) * (60 if offset["unit"].lower().startswith("h") else 1)
        total = int(hour * 60 + minute + _sign(offset) * minutes) % (24 * 60)
        return f"{total // 60:02d}:{total % 60:02d}"
    return None


@offline_handler("think")
def think_offline(request: ModelRequest[ThinkResult]) -> ThinkResult:
    """A time shifted by the subtask's offset; else, as the offline ``read`` does, the
        fetched part closest to each key (or the value of the kind it asks for in that part; for a
    number without digits there, the next part with some: "Android version; 15")."""
    context = context_of(request, ThinkContext)
    worked = worked_out(context.subtask, context.produces)
    if worked is not None:
        return ThinkResult(values=worked)
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


_OPTION = re.compile(
    r"(?:^|(?<=\))\s+(?:or|and)\s+)(?P<name>[^()]+?)\s+\((?P<value>.*?)\)(?=\s+(?:or|and)\s+|\s*$)"
)
"""One of the things a subtask compares or adds, with its fetched value ("Zap Grill (4.6)")."""
_CHOOSE = re.compile(r"^work out which\b", re.IGNORECASE)
_ADD = re.compile(r"^work out the (?:sum|total)\b", re.IGNORECASE)
_LOW = re.compile(r"\b(?:lower|lowest|worse|first|sooner|earlier|cheaper)\b", re.IGNORECASE)
_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
_DATE = re.compile(
    rf"\b(?:(?P<y>\d{{4}})-(?P<m>\d{{2}})-(?P<d>\d{{2}})|(?P<mon>{'|'.join(_MONTHS)})[a-z]*\.?\s+"
    rf"(?P<day>\d{{1,2}})\b|(?P<day2>\d{{1,2}})\s+(?P<mon2>{'|'.join(_MONTHS)})[a-z]*)",
    re.IGNORECASE,
)
_AMOUNT = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_MONEY = re.compile(r"(?<=[$\u20ac\u00a3])\s?\d[\d,]*(?:\.\d+)?")


def worked_out(subtask: str, keys: list[Key]) -> dict[str, str] | None:
    """The values of a subtask that picks one of two things by their values ("work out which
    has the better rating: A (4.6) or B (4.7)": the thing, and its value) or adds them up
    ("work out the sum of A ($32.99) and B ($847.00)"); None for any other subtask."""
    colon = subtask.find(": ")
    split = -1 < colon < subtask.find("(")
    head, _, body = subtask.partition(": ") if split else (subtask, "", subtask)
    body = re.sub(r"^work out the (?:sum|total) of ", "", body, flags=re.IGNORECASE)
    options = [(m["name"].strip(), m["value"]) for m in _OPTION.finditer(body)]
    choose, add = _CHOOSE.match(subtask), _ADD.match(subtask)
    if not (choose or add) or len(options) < 2:
        return None
    if add:
        amounts = [_amount(v) for _, v in options]
        total = sum(a for a in amounts if a is not None)
        cents = any("." in v for _, v in options)
        text = f"{total:,.2f}" if cents else f"{total:g}"
        text = f"${text}" if any("$" in v for _, v in options) else text
        return {k.name: text for k in keys}
    ranked = [(_rank(v), name, v) for name, v in options]
    known = [r for r in ranked if r[0] is not None]
    if not known:
        return None
    pick = (min if _LOW.search(head) else max)(known, key=lambda r: r[0])
    return {k.name: pick[1] if k.name.endswith("_one") else _shown(pick[2]) for k in keys}


def _amount(text: str) -> float | None:
    """The amount a value gives: the money one if it names one ("1 x towels $32.99")."""
    found = _MONEY.search(text) or _AMOUNT.search(text)
    return float(found.group(0).replace(",", "").strip()) if found else None


def _rank(text: str) -> tuple[int, int, int] | float | None:
    """A value's place in order: a date as (year, month, day), else its number."""
    found = _DATE.search(text)
    if found is None:
        return _amount(text)
    if found["y"]:
        return int(found["y"]), int(found["m"]), int(found["d"])
    month = (found["mon"] or found["mon2"]).lower()[:3]
    year = re.search(r"\b(20\d\d)\b", text)
    return int(year[1]) if year else 0, _MONTHS.index(month) + 1, int(found["day"] or found["day2"])


def _shown(text: str) -> str:
    """The date a value gives, as written there, else the value."""
    found = _DATE.search(text)
    return found.group(0) if found else text
