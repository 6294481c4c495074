"""What kind of value a text is (an email address, a phone number, a date, a time of day) and
what kind a form field asks for, read from its caption, id and the example in its hint
("HH:MM", "YYYY-MM-DD", "e.g. Zapril 4"), so that a typed value goes only where its kind fits:
an address into the email field, a number into the phone field, never either into a name."""

from __future__ import annotations

import re

from experts.offline.patterns import EMAIL, PHONE
from experts.offline.when import date_phrase, parse_date
from experts.offline.words import stems

KINDS = ("email", "phone", "date", "time")
_FIELD_WORDS: dict[str, frozenset[str]] = {
    "email": stems("email e-mail mail"),
    "phone": stems("phone mobile cell tel telephone"),
    "date": stems("date birthday born day"),
    "time": stems("time starts ends start end hh mm alarm"),
}
_TEXT_WORDS = stems("first last given family surname title subject label")
"""Captions of fields that take words (a name, a title), never a bare address or number."""
_NAMED = stems("name") | {"name"}
"""A field that takes a name as well as an address or a number ("Name or number")."""
_WRITING_SAID = "compose write body message text note description comment reply post"
_WRITING = stems(_WRITING_SAID) | frozenset(_WRITING_SAID.split())
"""Captions of fields for a text of one's own ("Compose email"): any kind may stand in it."""
_CLOCK = re.compile(r"^\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?$|^\d{1,2}\s*[ap]\.?m\.?$", re.I)
_HINT_TIME = re.compile(r"\bHH\s*:\s*MM\b", re.IGNORECASE)
_HINT_DATE = re.compile(r"\b(?:YYYY|DD|MM)[-/.](?:MM|DD|YY)", re.IGNORECASE)
_MIN_DIGITS = 7


def value_kind(value: str) -> str | None:
    """The kind of a whole value, or None when it is words."""
    text = value.strip()
    if EMAIL.fullmatch(text):
        return "email"
    if _CLOCK.match(text):
        return "time"
    if parse_date(text) is not None:
        return "date"
    digits = sum(c.isdigit() for c in text)
    if PHONE.fullmatch(text) and digits >= _MIN_DIGITS:
        return "phone"
    said = date_phrase(text)
    if said is not None and len(said) >= len(text.strip(" ,.")) - 3:
        return "date"
    return None


def field_kind(fwords: set[str], caption: str) -> str | None:
    """The kind a field asks for: from the example its hint shows, else from its caption's
    words; "text" for a name or title field; None when it could take anything."""
    if _HINT_TIME.search(caption):
        return "time"
    if _HINT_DATE.search(caption) or (date_phrase(caption) and not EMAIL.search(caption)):
        return "date"
    if fwords & _WRITING:
        return None
    found = [k for k in KINDS if fwords & _FIELD_WORDS[k]]
    if found and fwords & _NAMED:
        return None
    if len(found) == 1:
        return found[0]
    if not found and fwords & _TEXT_WORDS:
        return "text"
    return None


def kind_fit(value: str, fwords: set[str], caption: str) -> int | None:
    """How a value's kind fits a field: 1 when both are the same kind, -1 when the field asks
    for another kind (for an address or a number and the value is words; for words and the
    value is a bare address, number, date or time), None when kinds say nothing."""
    kind = value_kind(value)
    wanted = field_kind(fwords, caption)
    if kind is None and wanted in ("email", "phone") and any(c.isalpha() for c in value):
        return -1
    if kind is None or wanted is None:
        return None
    return 1 if kind == wanted else -1


def holds_number(text: str, number: str) -> bool:
    """Whether ``text`` shows the phone number ``number`` in any spelling ("(212) 555-0199" for
    "212 555 0199")."""
    if value_kind(number) != "phone":
        return False
    return re.sub(r"\D", "", number) in re.sub(r"\D", "", text)
