"""Reading a request: its steps (verbs in order), the values to type, the things to find, the
question it asks, and the apps it points at.

Only generic English request patterns are used ("saying ...", "titled ...", "to <address>",
"search for ...", "change X's email to ..."); nothing is specific to an app or a task.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pydantic import BaseModel, Field

from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import (
    FINDING_VERBS,
    STOPWORDS,
    VERB_UI,
    done_words,
    stem,
    ui_words,
    words,
)

_QUOTED = re.compile(
    r"[\"\u201c]([^\"\u201d]+)[\"\u201d]|(?<![a-z])'([^']+)'(?![a-z])", re.IGNORECASE
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(
    r"(?<![@\w.])(?:https?://)?(?:[a-z0-9-]+\.)+(?:org|com|net|io|edu|gov|dev|app|info)\b(?:/[^\s\"]*[^\s\".,;])?",
    re.IGNORECASE,
)
_PHONE = re.compile(r"\+?\(?\d[\d ()-]{6,}\d")
_NAME_WORDS = r"((?>[A-Z][\w-]*(?: (?:[A-Z][\w-]*|\d[\w.-]*)){0,3}))"
_NAME = _NAME_WORDS + r"(?!['\u2019]s)"
_HANDLE = re.compile(r"(?<![\w@.])([a-z][a-z0-9]*(?:[._][a-z0-9]+)+)(?![\w@])")
_CLAUSE_END = r"(?=,| and | then | in my | on my | from my | in [A-Z]| on [A-Z]|\.(?:\s|$)|$)"
_SLOT_PATTERNS: tuple[tuple[str, str], ...] = (
    ("subject", r"\bsubject\s+(?:line\s+)?(?:to\s+)?(.+?)" + _CLAUSE_END),
    (
        "title",
        r"\b(?:titled|named|called|title it|with the title|with title)\s+(.+?)" + _CLAUSE_END,
    ),
    (
        "title",
        r"\b(?:create|add|make|new)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:[a-z]+\s+){1,2}(\x00\d+\x00)",
    ),
    (
        "message",
        r"\b(?:saying|that says|with the text|with text|with message|that reads)\s+"
        r"(.+?)(?=\.(?:\s|$)|$)",
    ),
    ("message", r"\bwith\s+(\x00\d+\x00)"),
    ("query", r"\b(?:search(?: [\w.]+){0,4}? for|look up|search)\s+(.+?)" + _CLAUSE_END),
)
_RECIPIENT = re.compile(r"\b(?:to|with)\s+(" + _EMAIL.pattern + r"|" + _NAME + r")")
_INDIRECT = re.compile(r"(?:^|[,.;:] |\band |\bthen )(?i:send|text|message|email|call)\s+" + _NAME)
_FIELD_TO = re.compile(
    r"\b(\w+)\s+to\s+(\x00\d+\x00|" + _EMAIL.pattern + r"|" + _PHONE.pattern + r")"
)
_FIELD_WITH = re.compile(
    r"\b(?:with|and)\s+(?:the|a|an|my)?\s*(\w+)\s+(\x00\d+\x00|"
    + _EMAIL.pattern
    + r"|"
    + _PHONE.pattern
    + r")"
)
_QUESTION = re.compile(r"^\s*(what|which|who|when|where|how many|how much)\b|\?\s*$", re.IGNORECASE)
_ANSWER_CUES = re.compile(
    r"\b(tell me|let me know|report|read the|read my|what (?:is|are|was|were)|which"
    r"|find the (?:price|rating|address|number|time|date) of)\b",
    re.IGNORECASE,
)
_TOGGLE = re.compile(r"\b(turn|switch|toggle)\s+(on|off)\b|\b(enable|disable)\b", re.IGNORECASE)
_PLACEHOLDER = re.compile(r"\x00(\d+)\x00")
_ITEMS = re.compile(r":\s*([^:]+?)(?:\.(?:\s|$)|$)")
_FITTING_TITLE = re.compile(
    r"\b(?:fitting|appropriate|suitable|good|descriptive)\s+title|\btitle it appropriately\b",
    re.IGNORECASE,
)
_TOPIC = re.compile(
    r"\b(?:for|about|detailing|describing|listing)\s+(?:my |your |the |a |an )?"
    r"(.+?)(?= with | in [A-Z]|,| and |\.(?:\s|$)|$)"
)
_MIN_RATING = (
    re.compile(
        r"\b(?:at least|no less than|minimum of|over|above)\s+([0-5](?:\.\d)?)\b"
        r"(?!\s*(?:%|km|mi|min|hour|\$))",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b([0-5](?:\.\d)?)\s*(?:stars?\s*)?(?:or (?:better|higher|more|above)|\+)", re.IGNORECASE
    ),
)
_SOURCE_USE = re.compile(
    r"using\s+(?:the|my|this)\s+(?!\w+\s+(?:button|menu|option|tab|icon|app|feature|search)\b)\w+",
    re.IGNORECASE,
)
_GERUND_LEADS = frozenset({"start", "keep"})
_CLAUSE_OPENERS = frozenset(
    {"and", "then", "please", "also", "me", "start", "now", "first", "finally"}
)
_ORDINALS = re.compile(
    r"\b(latest|newest|most recent|top|first|last|recent|best|next|upcoming)\b", re.IGNORECASE
)
_NOT_FOCUS = frozenset(
    words("latest newest most recent first last top one received get got current next upcoming")
)
_VERB_BY_STEM = {stem(v): v for v in VERB_UI}
_ABOUT = re.compile(
    r"\b(?:about|regarding|asking (?:for|about))\s+(?:the |a |an |my )?"
    r"(.+?)(?= and |,|\.(?:\s|$)|$| with | in [A-Z])"
)
_CHANNEL = re.compile(
    r"\b(?:by|via)\s+((?:text\s+message|e-?mail|text|sms|message|chat))\b", re.IGNORECASE
)
_CHANGING = frozenset({"change", "set", "edit", "rename", "update"})
_NOT_FIELDS = frozenset(
    [
        "it",
        "them",
        "this",
        "that",
        "me",
        "him",
        "her",
        "subject",
        "title",
        "text",
        "message",
        "reply",
    ]
)
_IDENTIFIER = re.compile(r"(?<![\w.:/-])(\d{4,}\.\d{3,})(?![\w-])")
_KIND_TAIL = re.compile(
    r"\s+(?:accounts?|people|users?|profiles?|posts?|products?|items?|results?|apps?|places?|pages?)$",
    re.IGNORECASE,
)
_NOT_AUTHORS = frozenset(
    [
        "email",
        "mail",
        "text",
        "texts",
        "message",
        "messages",
        "scratch",
        "there",
        "here",
        "home",
        "work",
        "now",
        "today",
        "yesterday",
    ]
)
_AUTHOR = re.compile(r"\b(?:from|by)\s+([a-z][a-z0-9_]{3,})\b")


class Step(BaseModel):
    """One verb of the request with the words of its clause (``add`` ... ``to my cart``)."""

    verb: str
    clause: str
    words: list[str] = Field(default_factory=list)

    @property
    def ui(self) -> frozenset[str]:
        return ui_words(self.verb)

    @property
    def done_ui(self) -> frozenset[str]:
        return done_words(self.verb)

    @property
    def finding(self) -> bool:
        return self.verb in FINDING_VERBS


class Goal(BaseModel):
    """What a request asks for, as far as generic patterns can tell."""

    instruction: str
    steps: list[Step] = Field(default_factory=list)
    values: dict[str, str] = Field(default_factory=dict)
    fields: dict[str, str] = Field(default_factory=dict)
    quoted: list[str] = Field(default_factory=list)
    names: list[str] = Field(default_factory=list)
    emails: list[str] = Field(default_factory=list)
    urls: list[str] = Field(default_factory=list)
    items: list[str] = Field(default_factory=list)
    words: list[str]
    plain_words: list[str] = Field(default_factory=list)
    wants_answer: bool = False
    focus: list[str] = Field(default_factory=list)
    toggle: bool | None = None
    negated: list[str] = Field(default_factory=list)
    topic: str = ""
    channel: list[str] = Field(default_factory=list)
    about: str = ""
    ordinal: bool = False
    min_rating: float | None = None

    @property
    def verbs(self) -> list[str]:
        return [s.verb for s in self.steps]

    @property
    def ui_words(self) -> set[str]:
        """Interface words of the request's verbs (compose, send, search, ...)."""
        return {w for s in self.steps for w in s.ui}

    @property
    def wants_title(self) -> bool:
        return bool(_FITTING_TITLE.search(self.instruction))


def _unquote(value: str, quoted: list[str]) -> str:
    value = _PLACEHOLDER.sub(lambda m: quoted[int(m.group(1))], value.strip().strip(",;"))
    return value.rstrip(".").strip()


def _value(raw: str, quoted: list[str]) -> str:
    lead = _PLACEHOLDER.match(raw.strip())
    return quoted[int(lead.group(1))] if lead else _unquote(raw, quoted)


def _steps(bare: str, quoted: list[str]) -> tuple[list[Step], list[str]]:
    """The request's verbs in order, each with its clause; and the verbs it says not to do."""
    tokens = list(re.finditer(r"[A-Za-z'\u2019-]+|[,.;:!?]", bare))
    negated: list[str] = []
    starts: list[tuple[int, str]] = []
    for i, token in enumerate(tokens):
        verb = _VERB_BY_STEM.get(stem(token.group().lower()))
        if token.group().lower() == "into" and starts and starts[-1][1] == "copy":
            starts.append((token.start(), "paste"))
            continue
        if token.group().lower() == "using" and not i and _SOURCE_USE.match(bare):
            starts.append((token.start(), "use"))
            continue
        if verb is None or verb == "use":
            continue
        previous = tokens[i - 1].group().lower() if i else ""
        before = tokens[i - 2].group().lower() if i > 1 else ""
        if previous in ("don't", "dont", "don\u2019t", "not") or (
            previous == "t" and before == "don"
        ):
            negated.append(verb)
        elif (
            previous in _GERUND_LEADS
            and starts
            and starts[-1][1] == _VERB_BY_STEM.get(stem(previous))
        ):
            starts[-1] = (starts[-1][0], verb)
        elif not previous or previous in _CLAUSE_OPENERS or previous in ",.;:!?":
            starts.append((token.start(), verb))
    steps = []
    for n, (start, verb) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(bare)
        clause = _unquote(bare[start:end], quoted)
        steps.append(
            Step(verb=verb, clause=clause, words=[w for w in words(clause) if w != stem(verb)])
        )
    return steps, negated


def _slots(
    bare: str, quoted: list[str], steps: list[Step]
) -> tuple[dict[str, str], dict[str, str]]:
    """Values to type by role (to, subject, title, message, query) and by field noun."""
    values: dict[str, str] = {}
    for slot, pattern in _SLOT_PATTERNS:
        match = re.search(pattern, bare, re.IGNORECASE)
        if match is not None and slot not in values:
            values[slot] = _value(match.group(1), quoted)
    if re.fullmatch(r"\w+ly", values.get("title", "")):
        del values["title"]
    if "query" in values and not _PLACEHOLDER.search(values["query"]):
        values["query"] = _KIND_TAIL.sub("", values["query"]) or values["query"]
    verbs = {s.verb for s in steps}
    sending = verbs & {"send", "write", "email", "message", "text", "forward", "share", "reply"}
    if sending:
        indirect = _INDIRECT.search(bare)
        recipient = _RECIPIENT.search(bare)
        address = (
            re.search(r"\bat\s+(" + _EMAIL.pattern + ")", bare[indirect.end() :])
            if indirect
            else None
        )
        if address:
            values["to"] = address.group(1)
        elif indirect and indirect.group(1).lower() not in ("it", "them"):
            values["to"] = indirect.group(1)
        elif recipient is not None:
            values["to"] = recipient.group(1)
    if verbs & {"text", "message", "reply", "send", "comment", "post"} and "message" not in values:
        claimed = set(values.values())
        free = [q for q in quoted if q not in claimed]
        if free:
            values["message"] = free[-1]
    fields: dict[str, str] = {}
    patterns = [_FIELD_WITH] + ([_FIELD_TO] if verbs & _CHANGING else [])
    for pattern in patterns:
        for match in pattern.finditer(bare):
            noun, raw = match.group(1).lower(), match.group(2)
            if noun in _NOT_FIELDS:
                continue
            fields.setdefault(noun, _value(raw, quoted).strip())
    if "rename" in verbs:
        match = re.search(r"(?i:\brename\b).*?\bto\s+(\x00\d+\x00|" + _NAME + ")", bare)
        if match:
            fields = {"name": _value(match.group(1), quoted)}
    for value in fields.values():
        if values.get("to") == value:
            del values["to"]
    if "message" in values:
        values["message"] = re.sub(r"^(?:that|how|to say)\s+", "", values["message"])
    return values, fields


def _min_rating(plain: str) -> float | None:
    """The least rating a request accepts: "at least 4.5", "4 stars or better", "4+ stars"."""
    for pattern in _MIN_RATING:
        match = pattern.search(plain)
        if match:
            return float(match.group(1))
    return None


def _focus(plain: str, names: list[str], steps: list[Step]) -> list[str]:
    """The content words of a question that name what is asked (rating, birthday, code)."""
    named = {w for n in names for w in words(n)}
    verbs = {stem(s.verb) for s in steps} | {stem(v) for v in FINDING_VERBS - {"title"}}
    return [w for w in words(plain) if w not in named and w not in verbs and w not in _NOT_FOCUS]


@lru_cache(maxsize=256)
def parse_goal(instruction: str) -> Goal:
    """The :class:`Goal` of a request. Quoted text is taken whole and never parsed."""
    text = " ".join(instruction.split())
    quoted = [(m.group(1) or m.group(2)).strip() for m in _QUOTED.finditer(text)]
    counter = iter(range(len(quoted)))
    bare = _QUOTED.sub(lambda m: f"\x00{next(counter)}\x00", text)
    steps, negated = _steps(bare, quoted)
    values, fields = _slots(bare, quoted, steps)
    plain = _PLACEHOLDER.sub(" ", bare)
    toggle = _TOGGLE.search(plain)
    state = None
    if toggle:
        state = (toggle.group(2) or toggle.group(3) or "").lower() in ("on", "enable")
    names = [
        n
        for n in re.findall(r"(?<!^)(?<![.!?:] )(?<![.\w])" + _NAME_WORDS, plain)
        if n.lower() not in ("i",)
    ]
    urls = [u for u in _URL.findall(plain) if not _EMAIL.search(u)]
    names += [i for i in _IDENTIFIER.findall(plain) if not any(i in u for u in urls)]
    names += [a for a in _AUTHOR.findall(plain) if a not in STOPWORDS and a not in _NOT_AUTHORS]
    names = [n for n in names if not any(n in u for u in urls + _EMAIL.findall(plain))]
    names = [n for n in names if not set(n.lower().split()) & CALENDAR_WORDS]
    names += [
        h
        for h in _HANDLE.findall(plain)
        if not _EMAIL.search(h) and h not in " ".join(names) and not any(h in u for u in urls)
    ]
    items = []
    colon = _ITEMS.search(plain)
    if colon and "," in colon.group(1):
        items = [
            i.strip() for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", colon.group(1)) if i.strip()
        ]
    topic = _TOPIC.search(plain)
    wants_answer = bool(_QUESTION.search(plain) or _ANSWER_CUES.search(plain))
    return Goal(
        instruction=text,
        steps=steps,
        values=values,
        fields=fields,
        quoted=quoted,
        names=[n for n in names if n not in items],
        emails=_EMAIL.findall(text),
        urls=urls,
        items=items,
        words=list(words(text)),
        plain_words=list(words(plain)),
        wants_answer=wants_answer,
        focus=_focus(plain, names, steps) if wants_answer else [],
        toggle=state,
        negated=negated,
        topic=topic.group(1).strip() if topic else "",
        channel=[w for m in _CHANNEL.finditer(plain) for w in words(m.group(1))],
        about=about.group(1).strip() if (about := _ABOUT.search(plain)) else "",
        ordinal=bool(_ORDINALS.search(plain)),
        min_rating=_min_rating(plain),
    )
