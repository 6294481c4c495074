"""The one fact a team node commits for a key: the key's kind (a time, a date, a place, an
address, a person, a code, a thing's name) from its name, the node's question and how the
dependants use it, and that kind read off the node's answer and last screen: the fields of a
list row, label/value pairs ("Wi-Fi password: ...", a "Model" title over its value) and the
sentences of a document.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from experts.offline.lexicon import common_words
from experts.offline.patterns import MADE_BY, NOTHING_FOUND, PHONE
from memory.lexical import words
from memory.pool import Key
from mobilexperts.perception.screen import Screen
from planners.asked import BRIEF, noun_field, told, whole
from planners.by_id import field_shown, title_of, with_extras
from planners.codes import code_in
from planners.echo import echoed
from planners.measured import MEASURED, length_said, measure
from planners.pairs import ROW, asked_facts, named_facts
from planners.passages import (
    SENTENCE,
    at_named_time,
    clock_beside,
    dated_in_words,
    ranked_passages,
    sentences_of,
)
from planners.past_dates import asks_ahead, past_date
from planners.persons import met_with, person
from planners.phrased import after_ending, count_before, labelled_number, place_said, span_end
from planners.property_fact import property_answer, property_checked
from planners.shapes import (
    ADDRESS,
    CLOCK,
    DATE,
    DURATION,
    MONEY,
    SHAPES,
    Kind,
    fits,
    fits_shape,
    part_of,
    shaped,
    with_clock,
)
from planners.titled import quoted_title

KIND_WORDS: dict[str, Kind] = {
    **dict.fromkeys(("time", "hour", "when", "clock"), "time"),
    **dict.fromkeys(("date", "day", "deadline", "birthday", "anniversary"), "date"),
    **dict.fromkeys(("address", "street"), "address"),
    **dict.fromkeys(
        ("place", "where", "location", "venue", "restaurant", "cafe", "bar", "hotel", "studio"),
        "place",
    ),
    **dict.fromkeys(
        ("person", "people", "who", "contact", "sender", "senders", "author", "authors"), "person"
    ),
    **dict.fromkeys(("password", "code", "pin", "number", "version", "id", "reference"), "code"),
    **dict.fromkeys(("price", "total", "cost", "amount", "fee"), "price"),
    **dict.fromkeys(("rating", "score", "stars"), "rating"),
}
"""Words that say what kind of value a key holds ("order_arrive_time" -> time)."""
_PHONE_WORDS = frozenset({"phone", "mobile", "cell"})
_GENERIC = frozenset({*KIND_WORDS, "asked", "what", "which"})
"""Words a question shares with any label of its kind ("number"): no sign of the asked one."""
"""Words that make a key a phone number wherever they stand ("phone_number")."""
_OWNERS = frozenset({"the", "its", "their", "his", "her", "my", "our"})
_TYPE_KINDS: dict[str, Kind] = {"date": "time", "contact": "person", "number": "code"}
_WHOSE_NUMBER = re.compile(
    r"\bthe\s+number\s+(?:for|to\s+reach|to\s+call)\b"
    r"|\b(?:his|her|their)\s+number\b(?!\s+(?:of|on|in)\b)",
    re.IGNORECASE,
)
"""A number said of some place or someone with no kind before it ("the number for siam garden",
"her number"): a phone number, not an order's or a seat's (a named owner's number:
:func:`_someones_number`)."""
_HOW_LONG = re.compile(r"\bhow long\b", re.IGNORECASE)
_HOW_MANY = re.compile(r"\bhow many\b", re.IGNORECASE)
_HOW_MUCH = re.compile(
    r"\bhow much\b(?!\s+(?:time|longer)\b)|^\W*what\b.*\bcost(?:s|ed)?\b", re.IGNORECASE
)
"""A question asking a sum of money: "how much ..." (not of time), "what the zap costs"."""
_TOGETHER = re.compile(
    r"\b(?:together|altogether|in total|combined|all told|added up|sum of|total of)\b", re.I
)
"""Words of a question that adds several amounts up."""
_HOW_MANY_UNITS = re.compile(
    r"\bhow many\s+(?:seconds|minutes|mins|hours|hrs|days|weeks|months|years)\b", re.IGNORECASE
)
_WHICH = re.compile(r"^\W*(?:which|what)\s+([a-z]+)\b", re.IGNORECASE)
_NOT_THINGS = frozenset(("is", "are", "was", "were", "do", "does", "did", "will", "can"))


def kind_of(key: Key, subtask: str, uses: list[str]) -> Kind:
    """What ``key`` holds: the noun a dependant puts after it ("on {key} day" -> a date) or
    the word before it ("on {key}" -> a date, "at {key}" -> a time unless the key holds a
    place; "an alarm for {key}" -> a time, "a timer for {key}" -> a duration), else a duration
    for a "how long" question or one counting units of time, an email address for a key named
    for one, a count for another "how many" one or a "how far", an amount for "how much", else
    a thing's name for a "which <thing>" question whose thing is no kind word ("which yarn ..."
    -> text, whatever the key is called) or the kind its thing names ("what day ..." -> a date),
    else the last kind word of its name ("order_total" -> a price), else the node's question
    word, else the kind word the subtask asks for ("find the address of my zapline fitting"),
    else its type."""
    after = re.compile(r"\{" + key.name + r"\}\W*(\w+)")
    before = re.compile(r"\b(on|at)\s+\{" + key.name + r"\}", re.IGNORECASE)
    rung = re.compile(r"\b(alarm|timer)s?\s+(?:for|at|to)\s+\{" + key.name + r"\}", re.IGNORECASE)
    for use in uses:
        set_for = rung.search(use)
        if set_for:
            return "time" if set_for.group(1).lower() == "alarm" else "duration"
        found = after.search(use)
        if found and found.group(1).lower() in KIND_WORDS:
            return KIND_WORDS[found.group(1).lower()]
        placed = before.search(use)
        if placed and not (placed.group(1).lower() == "at" and _a_place(key, subtask)):
            return "date" if placed.group(1).lower() == "on" else "time"
    if _HOW_LONG.search(subtask) or _HOW_MANY_UNITS.search(subtask):
        return "duration"
    if {"email", "mail"} & set(key.name.split("_")):
        return "email"
    if _HOW_MANY.search(subtask) or MEASURED.search(subtask):
        return "count"
    if _HOW_MUCH.search(subtask):
        return "price"
    if _WHOSE_NUMBER.search(subtask):
        return "phone"
    if MADE_BY.search(subtask):
        return "text"
    thing = _WHICH.match(subtask)
    noun = thing.group(1).lower() if thing else ""
    if noun and noun not in _NOT_THINGS and noun not in KIND_WORDS and not _PHONE_WORDS & {noun}:
        return "text"
    if noun in KIND_WORDS:
        return KIND_WORDS[noun]
    if _PHONE_WORDS & set(key.name.split("_")) or _someones_number(key, subtask):
        return "phone"
    for word in reversed(key.name.split("_")):
        if word in KIND_WORDS:
            return KIND_WORDS[word]
    asked = next((w for w in words(subtask)[:2] if w in ("when", "where", "who")), None)
    if asked:
        return KIND_WORDS[asked]
    said = words(subtask)
    for at, word in enumerate(said):
        found = [w for w in said[at + 1 : at + 4] if w in KIND_WORDS] if word in _OWNERS else []
        if found:
            return KIND_WORDS[found[0]]
    return _TYPE_KINDS.get(key.type, "text")


def _a_place(key: Key, subtask: str) -> bool:
    """Whether ``key`` holds a place, so "at {key}" is where, not when: its question asks
    where, or its name says a place ("meet me at {zap_place}")."""
    named = {KIND_WORDS.get(w) for w in key.name.split("_")}
    return words(subtask)[:1] == ["where"] or bool(named & {"place", "address"})


_OWNED_NUMBER = re.compile(r"\b([a-z]+)['\u2019]s\s+number\b", re.IGNORECASE)
"""An owner right before "number" ("liam moreau's number")."""


def _someones_number(key: Key, subtask: str) -> bool:
    """Whether a "number" key holds someone's phone number: its question says an owner that is
    no plain word right before "number" ("liam moreau's number", not "the order's number")."""
    if "number" not in key.name.split("_"):
        return False
    owner = _OWNED_NUMBER.search(subtask)
    return owner is not None and owner.group(1).lower() not in common_words()


def fact(key: Key, subtask: str, answer: str, screen: Screen | None, uses: list[str]) -> str:
    """The one fact of ``key``'s kind shown (:func:`_fact`), as the property the question asks
    in words has it (planners/property_fact.py)."""
    kind = kind_of(key, subtask, uses)
    said = property_answer(kind, subtask, answer)
    if said is not None:
        return said
    return property_checked(kind, subtask, _fact(key, subtask, answer, screen, uses))


def _fact(key: Key, subtask: str, answer: str, screen: Screen | None, uses: list[str]) -> str:
    """The one fact of ``key``'s kind shown, or ``""``; a time or date the node's brief
    answer gives ("April 21") before any on its last screen; a measure asked ("how far") the
    number with its unit in the passage most about the question; what a thing is called, the
    node's brief answer to "what is the name of ..."; what a sentence says in words
    (planners/phrased.py) where no field of the kind shows it; for a date key, a brief answer
    naming a day with the time its sentence gives ("Tuesday at 6 pm")."""
    kind = kind_of(key, subtask, uses)
    asked = f"{subtask} {key.name.replace('_', ' ')}"
    total = summed(kind, asked, screen) or length_said(kind, subtask, answer)
    if total:
        return total
    if (
        kind == "text"
        and (_ASKS_NAME.search(subtask) or MADE_BY.search(subtask) or _WHICH_ONE.match(subtask))
        and _short(answer)
    ):
        return answer.strip()  # what the thing is called, as the node answered it
    ranked = ranked_passages(sentences_of(answer, screen, bodies=True), asked)
    if kind == "text" and (timed := at_named_time(subtask, ranked)):
        return timed
    if kind == "text" and (title := quoted_title(subtask, ranked)):
        return title
    if kind == "count" and MEASURED.search(subtask):
        return measure(ranked, asked)
    if kind == "count" and (number := count_before(subtask, ranked)):
        return number
    if kind in ("place", "text") and (ended := after_ending(subtask, ranked)):
        return with_extras(ended, uses, screen)
    if kind in ("place", "address"):
        shown = field_shown(kind, screen)
        if shown:
            return shown if kind == "address" else with_extras(shown, uses, screen)
    if kind == "person":
        shown = [t for e in (screen.elements if screen else []) for t in (e.text, e.label)]
        name = met_with(subtask, [answer, *shown]) or person(answer)
        name = name or fact_value(kind, key, subtask, answer, screen)
        return _with_number(name, key, [subtask, *uses], answer, screen)
    said = shaped(kind, answer) if len(answer.split()) <= BRIEF else ""
    if said:
        return span_end(subtask, whole(kind, said, screen), uses)
    beside = clock_beside(answer, screen) if kind == "time" else ""
    if beside:
        day = answer.strip().rstrip(".")
        dated = key.type == "date" and _DAY.fullmatch(day)
        return span_end(subtask, f"{day} at {beside}" if dated else beside, uses)
    value = fact_value(kind, key, subtask, answer, screen)
    clockless = not any(CLOCK.search(p) for p in sentences_of(answer, screen))
    if not value and kind == "time" and key.type == "date" and clockless:
        value = shaped("date", answer) or fact_value("date", key, subtask, answer, screen)
    if kind == "time":
        value = span_end(subtask, value, uses)
    if kind == "text":
        value = value or labelled_number(subtask, ranked) or noun_field(subtask, screen)
        value = value or told(subtask, answer)
    if kind in ("place", "text"):
        value = value or (place_said(ranked) if kind == "place" else "")
        value = value or title_of(screen, asked)
        return with_extras(value, uses, screen) if value else ""
    return value


_DAY = re.compile(
    r"(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)"
    r"(?:,?\s+[a-z]+\s+\d{1,2})?",
    re.IGNORECASE,
)
"""A brief answer naming a day ("Tuesday"), which a date key keeps with the time beside it."""
_ASKS_NAME = re.compile(
    r"\b(?:what|which)(?:['\u2019]s|\s+is|\s+was)?\s+(?:the\s+)?name\s+of\b", re.I
)
"""A question asking what a thing is called ("what is the name of the best zap place")."""
_WHICH_ONE = re.compile(r"^\s*which\s+(?!(?:day|date|time|year|month|hour)s?\b)\w+", re.I)
"""A question picking one thing ("which zapnet is saved"): the node's brief answer names it."""


def summed(kind: Kind, asked: str, screen: Screen | None) -> str:
    """For a question that adds things up ("the quorn fee and the zap tax together"), the sum of
    the amounts the screen labels with its words, or of the lengths of time the sentence most
    about it gives ("steep 4 min ... and chill 30 min ...", a page's body included though it is a
    field); ``""`` for fewer than two or any other question."""
    if not _TOGETHER.search(asked) or kind not in ("price", "duration"):
        return ""
    if kind == "price":
        named = named_facts(screen, asked, _GENERIC)
        parts = [m.group(0) for f in named if (m := MONEY.search(f.value))]
    else:
        shown = (
            [e.text for e in screen.elements if "systemui" not in e.resource_id] if screen else []
        )
        lines = [s for text in shown for line in text.splitlines() for s in SENTENCE.split(line)]
        passages = ranked_passages([line for line in lines if line.strip()], asked)
        parts = next((found for p in passages if len(found := DURATION.findall(p)) > 1), [])
    if len(parts) < 2:
        return ""
    total = sum(float(_first_number(part)) for part in parts)
    if kind == "duration":
        return f"{total:g} {parts[0].split()[-1].rstrip('s')}s"
    sign = re.match(r"[^\d\s]*\s?", parts[0]).group(0)
    return f"{sign}{total:,.2f}".replace(".00", "")


def _first_number(part: str) -> str:
    """The first number of an amount or a length of time, without its thousands commas
    ("EUR 38,000 to 44,000" -> "38000")."""
    found = re.search(r"\d[\d,]*(?:\.\d+)?", part)
    return found.group(0).replace(",", "") if found else "0"


_NUMBER_NEEDED = re.compile(r"\b(?:numbers?|phones?|contacts?)\b", re.IGNORECASE)
"""Words of a question or of a dependant that need a contact's phone number with its name
("who zapped me their quorn number", "save {person} to my contacts")."""


def _with_number(name: str, key: Key, said: list[str], answer: str, screen: Screen | None) -> str:
    """A contact whose number its question or a dependant needs: the name with the one phone
    number shown beside it (in the node's answer or on the screen row naming it), so the
    dependant gets name and number; the name alone otherwise."""
    if not name or key.type != "contact" or not any(_NUMBER_NEEDED.search(s) for s in said):
        return name
    rows = [answer, *(e.label for e in screen.elements)] if screen else [answer]
    numbers = {m.group(0).strip() for row in rows if name in row for m in PHONE.finditer(row)}
    return f"{name} {numbers.pop()}" if len(numbers) == 1 else name


def fact_value(kind: Kind, key: Key, subtask: str, answer: str, screen: Screen | None) -> str:
    """The one value of ``kind`` the node's ``answer`` or last ``screen`` gives for ``key``,
    or ``""`` when neither shows one."""
    asked = f"{subtask} {key.name.replace('_', ' ')}"
    pairs = [f for f in asked_facts(screen, asked) if fits_shape(kind, f.value)]
    if len(pairs) == 1:
        return (shaped(kind, pairs[0].value) if kind in SHAPES else "") or pairs[0].value
    if pairs:
        return ", ".join(f"{f.label}: {f.value}" for f in pairs)
    if kind == "code":
        named = [f for f in named_facts(screen, asked, _GENERIC) if _numbered(f.value)]
        if len(named) == 1:
            return named[0].value.rstrip(".")
    passages = ranked_passages(sentences_of(answer, screen), asked)
    if kind == "date":
        dated = sorted((p for p in passages if DATE.search(p)), key=dated_in_words, reverse=True)
        return next((with_clock(p, m) for p in dated if (m := DATE.search(p))), "")
    if kind == "code":
        return code_in(asked, passages, KIND_WORDS)
    if kind in SHAPES:
        return next((value for p in passages if (value := shaped(kind, p))), "")
    if kind == "person":
        return next((name for p in passages if (name := person(p))), "")
    if kind == "place" and _short(answer) and "@" not in answer:
        return answer.strip()
    if kind == "place":
        return next((part for p in passages for part in _places(p)), "")
    if kind == "address":
        parts = (part for p in passages for part in p.split(ROW) if ADDRESS.search(part))
        return part_of(kind, next(parts, ""))
    return ""


def misfit(
    keys: list[Key],
    subtask: str,
    values: dict,
    uses: dict[str, list[str]],
    now: float | None = None,
) -> str:
    """Why a value a node would commit only repeats its question (planners/echo.py), says
    nothing was found ("No results for ..."), is not of its key's kind, or, for a question
    about what comes next, is a date already past at the phone's time ``now`` (a row's edit
    date for "when is the next zapline drill?"); ``""`` when every one fits."""
    today = datetime.fromtimestamp(now, UTC).date() if now is not None else None
    for key in keys:
        value = values.get(key.name)
        if key.type == "list" or not isinstance(value, str) or not value.strip():
            continue
        if echoed(value, subtask):
            return f"{key.name!r} only repeats the question's words: {value[:60]!r}"
        if NOTHING_FOUND.search(value):
            return f"{key.name!r} is a screen saying nothing was found: {value[:60]!r}"
        kind = kind_of(key, subtask, uses.get(key.name, []))
        if not fits(kind, value):
            return f"{key.name!r} is no {kind}: {value[:60]!r}"
        past = past_date(value, today) if today and asks_ahead(subtask) else None
        if past is not None:
            return f"{key.name!r} is {past:%B} {past.day}, already past for what comes next"
    return ""


def _numbered(value: str) -> bool:
    """Whether a labelled value reads as a number or a code: digits, and no date or time."""
    return len(re.findall(r"\d", value)) >= 3 and not (CLOCK.search(value) or DATE.search(value))


def _short(text: str) -> bool:
    text = text.strip()
    return bool(text) and ROW not in text and len(text.split()) <= 6 and not CLOCK.search(text)


def _places(passage: str) -> list[str]:
    """The fields of a row that can be a place: neither its first (the title) nor a time."""
    parts = [p.strip() for p in passage.split(ROW)]
    return [p for p in parts[1:] if p and not CLOCK.search(p)]
