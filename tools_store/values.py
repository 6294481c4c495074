"""The values a request gives, read by general means for the offline ``synthesize_tool``
handler: quoted text, e-mail addresses, web addresses, times and numbers, and names (runs of
capitalised words that do not open the sentence). Each value gets the slot a parameter is
named after, from the word before it ("saying" -> ``message``, "titled" -> ``title``)."""

from __future__ import annotations

import re

from pydantic import BaseModel

_QUOTED = re.compile(r"[\"\u201c]([^\"\u201d]+)[\"\u201d]|(?<![\w])'([^']+)'(?![\w])")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"\bhttps?://\S+[^\s.,;\"')]|\b(?:[a-z0-9-]+\.)+[a-z]{2,}/\S*[^\s.,;\"')]")
_TIME = re.compile(r"\b\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)(?![\w])|\b\d{1,2}:\d{2}\b", re.I)
_NUMBER = re.compile(r"(?<![\w.:])\d+(?:[.,]\d+)?(?![\w.:])")
_NAME = re.compile(r"\b[A-Z][\w'\u2019-]*(?:\s+(?:[A-Z][\w'\u2019-]*|\d[\w.-]*)){0,3}")
_CUES = {
    "message": "saying says say said message reply comment with text that write",
    "title": "titled title called named name",
    "subject": "subject",
    "query": "search find look for",
    "time": "at for by until",
}
_CUE_SLOTS = {word: slot for slot, cues in _CUES.items() for word in cues.split()}


class RequestValue(BaseModel):
    """A value the request gives and the slot it fills (``message``, ``title``, ``to``,
    ``name``, ``time``, ``number``, ``text``)."""

    slot: str
    value: str


def _cue(text: str, start: int) -> str:
    before = re.findall(r"[a-z]+", text[:start].casefold())
    return _CUE_SLOTS.get(before[-1], "") if before else ""


def _opens_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip()
    return not before or before[-1] in ".!?:;"


def request_values(instruction: str, apps: list[str]) -> list[RequestValue]:
    """The values of ``instruction`` in order of kind (quoted, addresses, times, names,
    numbers); names of installed apps (``apps``) are no values."""
    found: list[tuple[str, str]] = []
    taken: list[tuple[int, int]] = []

    def add(slot: str, value: str, span: tuple[int, int]) -> None:
        if value and not any(a < span[1] and span[0] < b for a, b in taken):
            found.append((slot, value))
            taken.append(span)

    for match in _QUOTED.finditer(instruction):
        group = 1 if match.group(1) is not None else 2
        add(_cue(instruction, match.start()) or "text", match.group(group), match.span(group))
    for match in _EMAIL.finditer(instruction):
        add("to", match.group(), match.span())
    for match in _URL.finditer(instruction):
        add("url", match.group(), match.span())
    for match in _TIME.finditer(instruction):
        # "at 7 AM." ends a sentence; "7 a.m." keeps its dots.
        time = re.sub(r"(?<=[AaPp][Mm])\.$", "", match.group())
        add("time", time, (match.start(), match.start() + len(time)))
    app_names = {app.casefold() for app in apps}
    for match in _NAME.finditer(instruction):
        name = re.sub(r"['\u2019]s$", "", match.group())
        words = name.split()
        if _opens_sentence(instruction, match.start()):
            words = words[1:]
        name = " ".join(words)
        if name and name.casefold() not in app_names and (len(words) > 1 or len(name) > 2):
            add("name", name, match.span())
    for match in _NUMBER.finditer(instruction):
        add(_cue(instruction, match.start()) or "number", match.group(), match.span())
    seen: set[str] = set()
    out = []
    for slot, value in found:
        if value.casefold() not in seen:
            seen.add(value.casefold())
            out.append(RequestValue(slot=slot, value=value))
    return out
