"""The values a request gives, read by general means for the offline ``synthesize_tool``
handler: quoted text, e-mail addresses, web addresses, phone numbers, file names, account
handles, times, days ("next Thursday"), durations ("nine minutes") and numbers, values a word
introduces ("called Garden ideas"), names (runs of capitalised words that do not open the
sentence nor label a control: "the Share button"), and the unquoted words a search asks for
("search for noise cancelling headphones in ...").
Each value gets the slot a parameter is named after, from the words before it ("saying" ->
``message``, "titled" -> ``title``, "search for" -> ``query``); a slot of a kind (``time``)
only holds a value of that kind."""

from __future__ import annotations

import re

from pydantic import BaseModel

_QUOTED = re.compile(r"[\"\u201c]([^\"\u201d]+)[\"\u201d]|(?<![\w])'([^']+)'(?![\w])")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"\bhttps?://\S+[^\s.,;\"')]|\b(?:[a-z0-9-]+\.)+[a-z]{2,}/\S*[^\s.,;\"')]")
_PART_OF_DAY = (
    r"(?:\s+o'clock)?\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night|tonight)\b"
)
_TIME = re.compile(
    rf"\b\d{{1,2}}(?::\d{{2}})?(?:\s?(?:[ap]\.?m\.?)(?![\w])|{_PART_OF_DAY})"
    r"|\b\d{1,2}:\d{2}\b|\b(?:noon|midday|midnight)\b",
    re.I,
)
"""A clock time: with am/pm, a part of the day ("4:50 in the morning", "9 tonight"), a colon,
or a word for one ("noon")."""
_PHONE = re.compile(
    r"(?<![\w.:+-])\+?(?:\d{1,3}[ .-])?\(?\d{2,4}\)?(?:[ .-]\d{2,4}){0,2}[ .-]\d{4}(?![\w:-]|\.\d)"
)
MIN_PHONE_DIGITS = 7
_FILE = re.compile(r"(?<![\w./@-])[\w-]+\.[a-z][a-z0-9]{1,3}(?![\w/@-]|\.\w)")
_SPACED_FILE = re.compile(
    r"(?<![\w./@-])[A-Z][\w'-]*(?:\s+[\w'-]+){0,3}?\s+[\w-]+\.[a-z][a-z0-9]{1,3}(?![\w/@-]|\.\w)"
)
"""A file name with spaces, unquoted, from its capitalised first word ("Book club zaps.txt");
one after a word of place ("in Zaps rename quorn.txt") names the folder first."""
_HANDLE = re.compile(r"(?<![\w.@/-])@?[a-z0-9_]{2,}(?:\.[a-z0-9_]{2,})+(?![\w/@-]|\.\w)")
"""An account handle ("ramen.diaries", "@nomad.lens"); a bare domain is none (:data:`_TLDS`)."""
_TLDS = frozenset({"org", "com", "net", "io", "edu", "gov", "co", "uk", "de", "app", "dev"})
_SOUGHT = re.compile(
    r"\b(?i:search(?:ing)?(?: for)?|look(?:ing)? (?:up|for)|find)\s+(?:the |a |an )?"
    r"([a-z0-9][\w'-]*(?:\s+[a-z0-9][\w'-]*){0,5}?)"
    r"(?=\s+(?:in|on|at|from|and|to|with|then|using)\b|\s*[.,;!?]|\s*$)"
)
"""The lower-case words a search asks for, up to the next place or clause."""
_NUMBER = re.compile(r"(?<![\w.:])\d+(?:[.,]\d+)?(?![\w.:])")
_UNITS = "nine|eight|seven|six|five|four|three|two|one"
_COUNT = (
    rf"\d+|(?:twenty|thirty|forty|fifty|sixty)(?:[- ](?:{_UNITS}))?|ten|eleven|twelve|"
    rf"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|{_UNITS}"
)
_DURATION = re.compile(
    rf"(?<![\w.:])(?i:{_COUNT})[- ]?(?i:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b"
)
"""A count of time units ("40 mins", "nine minute", "12-minute"): a number with its unit."""
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE = re.compile(
    rf"\b(?i:today|tomorrow|(?:(?:next|this)\s+)?(?:{_DAYS})(?:,?\s+{_MONTH}\s+\d{{1,2}})?|"
    rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|"
    r"\d{4}-\d{2}-\d{2})\b"
)
"""A day ("tomorrow", "next Thursday", "March 19", "2026-03-19")."""
_TITLED = re.compile(
    r"\b(?i:titled|called|named)\s+(?!(?i:the|a|an|my|it)\b)"
    r"([\w'-]+(?:\s+[\w'-]+){0,5}?)"
    r"(?=\s+(?i:in|on|at|to|and|with|for|from|tomorrow|today|tonight)\b|\s*[.,;!?]|\s*$)"
)
"""An unquoted value a word introduces ("a page called Garden ideas in Pages")."""
_NAME = re.compile(r"\b[A-Z][\w'\u2019-]*(?:\s+(?:[A-Z][\w'\u2019-]*|\d[\w.-]*)){0,3}")
_CONTROL_NOUN = re.compile(r"\s+(?:button|tab|icon|menu|option|link|switch|toggle)\b", re.I)
"""A name followed by one of these ("the Share button") is a control's label, not a value."""
_CUES = {
    "message": "saying says say said message reply comment with text that write",
    "title": "titled title called named name",
    "subject": "subject",
    "query": "search find",
    "time": "at for by until",
}
_CUE_SLOTS = {word: slot for slot, cues in _CUES.items() for word in cues.split()}
_SEARCH_WORDS = {"search", "searching", "look", "looking", "find"}
_KIND_CHECKS = {"time": re.compile(r"\d")}
"""What a value in a slot of a kind must have."""


class RequestValue(BaseModel):
    """A value the request gives and the slot it fills (``message``, ``title``, ``to``,
    ``name``, ``time``, ``number``, ``text``)."""

    slot: str
    value: str


def _cue(text: str, start: int, value: str) -> str:
    """The slot the words before ``start`` give ``value`` ("search for" -> query), if the
    value is of that slot's kind."""
    before = re.findall(r"[a-z]+", text[:start].casefold())[-2:]
    if not before:
        return ""
    if before[-1] in ("for", "up") and len(before) == 2 and before[0] in _SEARCH_WORDS:
        return "query"
    slot = _CUE_SLOTS.get(before[-1], "")
    check = _KIND_CHECKS.get(slot)
    return "" if check and not check.search(value) else slot


def _opens_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip()
    return not before or before[-1] in ".!?:;"


def request_values(instruction: str, apps: list[str]) -> list[RequestValue]:
    """The values of ``instruction`` in order of kind (quoted, addresses, phone numbers, file
    names, times, days, durations, introduced values, names, sought words, numbers); names of
    installed apps (``apps``) are no values."""
    found: list[tuple[str, str]] = []
    taken: list[tuple[int, int]] = []

    def add(slot: str, value: str, span: tuple[int, int]) -> None:
        if value and not any(a < span[1] and span[0] < b for a, b in taken):
            found.append((slot, value))
            taken.append(span)

    for match in _QUOTED.finditer(instruction):
        group = 1 if match.group(1) is not None else 2
        value = match.group(group)
        add(_cue(instruction, match.start(), value) or "text", value, match.span(group))
    for match in _EMAIL.finditer(instruction):
        add("to", match.group(), match.span())
    for match in _URL.finditer(instruction):
        add("url", match.group(), match.span())
    for match in _SPACED_FILE.finditer(instruction):
        start = match.start()
        if _opens_sentence(instruction, start):  # "Zap Quorn notes.txt": a verb opens it
            start = match.start() + len(match.group().split()[0]) + 1
        name = instruction[start : match.end()].strip()
        place = re.search(r"\b(?i:in|on|from|into|inside|under|at)\s+$", instruction[:start])
        if " " in name and _FILE.fullmatch(name.split()[-1]) and place is None:
            add("text", name, (start, match.end()))
    for match in _FILE.finditer(instruction):
        add("text", match.group(), match.span())
    for match in _HANDLE.finditer(instruction):
        # digits alone ("4521.07733") are a number or an id, not an account
        handle = match.group()
        if handle.rpartition(".")[2] not in _TLDS and re.search(r"[a-z]", handle):
            add("name", match.group(), match.span())
    for match in _PHONE.finditer(instruction):
        if sum(c.isdigit() for c in match.group()) >= MIN_PHONE_DIGITS:
            add("phone", match.group(), match.span())
    for match in _TIME.finditer(instruction):
        # "at 7 AM." ends a sentence; "7 a.m." keeps its dots.
        time = re.sub(r"(?<=[AaPp][Mm])\.$", "", match.group())
        add("time", time, (match.start(), match.start() + len(time)))
    for match in _DATE.finditer(instruction):
        add("date", match.group(), match.span())
    for match in _DURATION.finditer(instruction):
        add("number", match.group(), match.span())
    for match in _TITLED.finditer(instruction):
        word = instruction[match.start() : match.start(1)].split()[0].casefold()
        add("name" if word == "named" else "title", match.group(1), match.span(1))
    app_names = {app.casefold() for app in apps}
    for match in _NAME.finditer(instruction):
        name = re.sub(r"['\u2019]s$", "", match.group())
        words = name.split()
        if _opens_sentence(instruction, match.start()):
            words = words[1:]
        name = " ".join(words)
        labels_control = _CONTROL_NOUN.match(instruction, match.end()) is not None
        named = name and name.casefold() not in app_names and (len(words) > 1 or len(name) > 2)
        if named and not labels_control:
            add("name", name, match.span())
    # a request that quotes its values says them there
    for match in [] if _QUOTED.search(instruction) else _SOUGHT.finditer(instruction):
        add("query", match.group(1), match.span(1))
    for match in _NUMBER.finditer(instruction):
        value = match.group()
        add(_cue(instruction, match.start(), value) or "number", value, match.span())
    seen: set[str] = set()
    out = []
    for slot, value in found:
        if value.casefold() not in seen:
            seen.add(value.casefold())
            out.append(RequestValue(slot=slot, value=value))
    return out
