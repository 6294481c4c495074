"""Reading a request, by rules: its steps (verbs in order, read through the lexicon so "erase"
or "flag" count as the interface verbs they mean; :mod:`experts.offline.clauses`), the values to
type (:mod:`experts.offline.slots`), the things to find (names capitalized or not), the question
it asks. Misspelt interface words are put right first; then generic English request patterns
("saying ...", "titled ...", "to <address>", "search for ...", "change X's email to ...")."""

from __future__ import annotations

import re
from functools import lru_cache

from pydantic import BaseModel, Field

from experts.assembly_doings import owner_doing
from experts.offline.clauses import Step, list_item, read_steps, ticked_item
from experts.offline.degrees import asked_change
from experts.offline.lexicon import common_words, kinds
from experts.offline.names import (
    PHONE_TAIL,
    lower_names,
    recipient,
    trimmed_name,
    unknown,
    unpossessed,
)
from experts.offline.normalize import normalized
from experts.offline.parts import Emptied, emptied_parts
from experts.offline.patterns import (
    ABOUT,
    ANSWER_CUES,
    AUTHOR,
    CHANNEL,
    EMAIL,
    FILE_NAME,
    FITTING_TITLE,
    HANDLE,
    IDENTIFIER,
    ITEMS,
    MIN_RATING,
    NAME_WORDS,
    NOT_AUTHORS,
    NOT_FOCUS,
    ORDINALS,
    PLACEHOLDER,
    POLITE,
    QUESTION,
    QUOTED,
    TOGGLE,
    TOPIC,
    URL,
    VERB_BY_STEM,
)
from experts.offline.secondary import said_list, without_list_words
from experts.offline.slots import read_slots
from experts.offline.uttered import said_aloud
from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import (
    FINDING_VERBS,
    STOPWORDS,
    contains_phrase,
    stem,
    stems,
    words,
)


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
    installs: list[str] = Field(default_factory=list)
    """Apps the request installs or removes ("uninstall zapline"): things, not where to work."""
    emptied: list[Emptied] = Field(default_factory=list)
    """Roles of the fields of an item the request empties ("remove zed's birthday")."""

    @property
    def verbs(self) -> list[str]:
        return [s.verb for s in self.steps]

    @property
    def ui_words(self) -> set[str]:
        """Interface words of the request's verbs (compose, send, search, ...)."""
        return {w for s in self.steps for w in s.ui}

    @property
    def wants_title(self) -> bool:
        return bool(FITTING_TITLE.search(self.instruction))


def _asks(plain: str) -> bool:
    """Whether a request asks a question ("What is ...?", "tell me ..."), not a polite
    request ("Could you like ...?")."""
    if POLITE.match(plain) and not ANSWER_CUES.search(plain):
        return False
    return bool(QUESTION.search(plain) or ANSWER_CUES.search(plain) or _finder(plain))


_FINDER = re.compile(
    r"\b(?:find|look up|check)\s+(?:the|my|our|his|her|their)\s+((?:[\w-]+\s+){0,3}?[\w-]+)"
    r"\s+(?:of|for|on|from)\s",
    re.IGNORECASE,
)
_FIND_OUT = re.compile(
    r"\bfind out\b|\b(?:find|check)\s+(?:where|when|which|what|who|how|whether|if)\b", re.IGNORECASE
)
_FOUND_THINGS = stems(
    "email mail message text page note file photo picture post contact document event alarm "
    "product app song video list item chat thread conversation order result place review"
)
_RANKED = re.compile(r"\b(?:best|top|\w+est)\b", re.IGNORECASE)


_DETAIL_LAST = re.compile(
    r"(?:\b(?:rating|ratings|stars|price|cost|address|birthday|bday|phone|number|opening hours"
    r"|hours|company)|['\u2019]s\s+e-?mail)"
    r"(?:\s+(?:on|in|at)\s+(?:the\s+)?[\w-]+(?:\s+app)?)?[\s.!,]*(?:please|thanks|thank you)?"
    r"\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A request without a verb that ends on a detail ("zap cafe stars on maps", "zed's number
please", "zed's email"): a question."""


def _finder(plain: str) -> bool:
    """A finder command that asks for a detail ("find out which zap ...", "find where the
    quorn is", "find the zap
    reference for my quorn"), not one that finds an item ("find the zap email from Ann", "find
    the cheapest quorn for ...")."""
    if _FIND_OUT.search(plain):
        return True
    match = _FINDER.search(plain)
    if match is None or _RANKED.search(match.group(1)):
        return False
    return not set(words(match.group(1).split()[-1])) & _FOUND_THINGS


def _min_rating(plain: str) -> float | None:
    """The least rating a request accepts: "at least 4.5", "4 stars or better", "4+ stars"."""
    for pattern in MIN_RATING:
        match = pattern.search(plain)
        if match:
            return float(match.group(1))
    return None


def _focus(plain: str, names: list[str], steps: list[Step]) -> list[str]:
    """The content words of a question that name what is asked (rating, birthday, code), not
    the channel it came by ("by text", "in my texts"); with the owner's doing, the record noun a
    screen names it by ("when am i zorbing" -> the zorbing's record noun too)."""
    named = {w for n in names for w in words(n)}
    named |= {w for m in CHANNEL.finditer(plain) for w in words(m.group(1))}
    verbs = {stem(s.verb) for s in steps} | {stem(v) for v in FINDING_VERBS - {"title"}}
    found = [w for w in words(plain) if w not in named and w not in verbs and w not in NOT_FOCUS]
    doing = owner_doing(plain)
    return found if doing is None else [*found, *(w for w in words(doing[1]) if w not in found)]


def _unled(name: str) -> str:
    """A file name without the request verb it was found with ("Delete a.pdf" -> "a.pdf")."""
    first, _, rest = name.partition(" ")
    return rest if rest and stem(first.lower()) in VERB_BY_STEM else name


_STATE_WORD = re.compile(r"\b(on|off)\b(?=\s*(?:please|pls|now|thanks)?\s*[.!]*\s*$)", re.I)


def _verbless_state(plain: str) -> bool | None:
    """The state a request without a verb asks of a setting: "wifi off" -> off; a setting
    named alone ("airplane mode pls", "I want the hotspot") -> on; ``None`` when it names none."""
    said = _STATE_WORD.search(plain)
    if said:
        return said.group(1).lower() == "on"
    lowered = f" {plain.lower()} "
    named = [n for n in kinds()["setting"] if n != "setting" and f" {n} " in lowered]
    said = {w for n in named for w in words(n)}
    said |= {w for n in named for m in re.finditer(rf"(\w+) {n}\b", lowered) for w in words(m[1])}
    rest = set(words(plain)) - said
    return True if named and rest <= _WANTING else None


_WANTING = frozenset(words("want need like please pls now mode thanks thx would could can give"))
"""Words around a setting named alone (with the word before it: "dark theme") that only ask
for it ("zap mode pls", "i want the hotspot"); any other word ("hop on the zapnet wifi") makes it
no bare request to turn it on."""


_INSTALLED_THING = re.compile(
    r"\b(?:un|re)?install\s+(?!(?:a|an|the|it|this|that|them|some|my|apps?)\b)([a-z][\w-]*)"
    r"(?=\s*(?:[,.;!?]|$|\s+(?:from|on|in|app)\b))"
)
"""An app said in lower case after the verb that installs or removes it ("uninstall zapline"):
its name, though it is an English word."""


_PUT_PLACE = re.compile(
    r"\b(?:add|put|write|append|insert|save)\b[^.;]*?\b(?:to|into|on|onto|in)\s+(?:my|our|the)\s+"
    r"([a-z][\w-]*\s[a-z][\w-]*)(?=\s*(?:[.,;!?]|$|\s(?:please|pls)\b))"
)
"""Where a value is put, named by two lower-case words to the clause's end ("... to my
workout plan")."""


def _named_places(plain: str) -> list[str]:
    """The places a request puts values in, named by two plain words no app kind has ("workout
    plan", not "grocery list"): the name of a page or list to find."""
    kind_words = {w for ws in kinds().values() for w in ws}
    return [
        m.group(1).title()
        for m in _PUT_PLACE.finditer(plain)
        if not set(m.group(1).lower().split()) & (kind_words | STOPWORDS)
    ]


_ASKED_SUBJECT = (
    re.compile(
        r"\b(?:which|what)\s+[a-z]+\s+(?:(?:is|was)\s+)?(?:the|my|our)\s+([a-z][a-z' -]{2,40}?)"
        r"\s+(?:(?:is|was)\s+)?(?:in|at|on|happening|held)\b"
    ),
    re.compile(
        r"\bwhere(?:['\u2019]s|\s+is|\s+was)\s+(?:the|my|our)\s+([a-z][a-z' -]{2,40}?)"
        r"(?:\s+(?:happening|held|taking place|located))?\s*[?.!]*$"
    ),
)
"""The subject of a question about where something is, in lower case ("which room is the zap
night in", "where's the quorn meetup")."""


def asked_subject(plain: str) -> str:
    """The lower-case thing a where/which question asks about, when two or more words name it
    and no word is a kind of item or app ("the zap night", not "the email"); or ``""``."""
    kind_words = {w for ws in kinds().values() for w in ws}
    found = [m.group(1).strip() for p in _ASKED_SUBJECT for m in p.finditer(plain)]
    return next(
        (
            f
            for f in found
            if len(f.split()) >= 2
            and not set(f.split()) & (kind_words | STOPWORDS)
            and f == f.lower()
        ),
        "",
    )


_DRAFTED = re.compile(
    r"\b(?:draft|save|leave|keep|write)\s+(?:up\s+)?(?:an?\s+|the\s+)?(?:new\s+)?"
    r"(?:draft\b|(?:e-?mail|mail|message|reply)\b(?=.*\b(?:as|in)\s+(?:a\s+|my\s+)?drafts?\b))"
    r"|^\s*(?:please\s+)?draft\s+(?:an?\s+|the\s+)?(?:new\s+|quick\s+)?(?:e-?mail|mail|message|reply|note)\b"
    r"|\b(?:keep|leave|save|put)\s+(?:it|that)\s+(?:in|as)\s+(?:a\s+|my\s+|the\s+)?drafts?\b",
    re.IGNORECASE,
)
"""A request that makes a draft ("draft an email to zed ...", "save a draft ...", "write zed a
mail and keep it in drafts", "... but leave it in drafts"): what it writes stays unsent."""
_SENT = re.compile(r"\b(?:send|sent|go out|mail it|email it)\b", re.IGNORECASE)
"""Words that send it after all ("draft a reply and send it")."""


def _said_outside(name: str, typed: list[str], untyped: str, flags: int = 0) -> bool:
    """Whether ``name`` is a name of the request: not only a part of a value it types."""
    inside = any(v and contains_phrase(v, name) for v in typed)
    return not inside or re.search(rf"(?<!\w){re.escape(name)}(?!\w)", untyped, flags) is not None


@lru_cache(maxsize=256)
def parse_goal(instruction: str) -> Goal:
    """The :class:`Goal` of a request. Quoted text is taken whole and never parsed."""
    text = normalized(" ".join(instruction.split()))
    quoted = [(m.group(1) or m.group(2)).strip() for m in QUOTED.finditer(text)]
    counter = iter(range(len(quoted)))
    bare = QUOTED.sub(lambda m: f"\x00{next(counter)}\x00", text)
    steps, negated = read_steps(bare, quoted)
    if _DRAFTED.search(bare) and not _SENT.search(bare) and "send" not in negated:
        negated = [*negated, "send"]
    values, fields = read_slots(bare, quoted, steps)
    plain = PLACEHOLDER.sub(" ", bare)
    toggle = TOGGLE.search(plain)
    state = None
    if toggle:
        said = next((g for g in toggle.group(2, 3, 4) if g), "")
        state = said.lower() in ("on", "enable")
    elif switching := [s.verb for s in steps if s.verb in ("enable", "disable")]:
        state = switching[0] == "enable"
    elif any(s.verb in ("switch", "turn") and re.search(r"\bto\b", s.clause) for s in steps):
        state = True
    elif not steps:
        state = _verbless_state(plain)
    names = [
        trimmed_name(n)
        for n in re.findall(r"(?<!^)(?<![.!?:] )(?<![.\w])" + NAME_WORDS, plain)
        if n.lower() not in ("i",)
    ]
    urls = [u for u in URL.findall(plain) if not EMAIL.search(u)]
    names += [i for i in IDENTIFIER.findall(plain) if not any(i in u for u in urls)]
    names += [
        a
        for a in AUTHOR.findall(plain)
        if a not in STOPWORDS and a not in NOT_AUTHORS and unknown(a, common_words(), set())
    ]
    files = [_unled(f) for f in FILE_NAME.findall(plain)]
    names = [n for n in names if not any(n in f for f in files)] + files
    names = [n for n in names if not any(n in u for u in urls + EMAIL.findall(plain))]
    names = [n for n in names if not set(n.lower().split()) & CALENDAR_WORDS]
    names = [n for n in names if not (n.isupper() and len(n) <= 4)]
    names = [PHONE_TAIL.sub("", n) for n in names]
    lead = re.match(r"([A-Z][a-z]+) ([A-Z][\w-]+)", plain)
    if lead and stem(lead.group(1).lower()) not in VERB_BY_STEM:
        names = [lead.group(0), *(n for n in names if n not in lead.group(0))]
    typed = [values.get(r, "") for r in ("message", "subject", "title")] + [*fields.values()]
    untyped = plain
    for value in (v for v in [*typed, *values.values()] if v):
        untyped = untyped.replace(value, " ")
    names = [n for n in names if _said_outside(n, typed, untyped)]
    said = " ".join(names).lower()
    names += [
        n
        for n in lower_names(plain, {s.verb for s in steps})
        if n.lower() not in said and _said_outside(n, typed, untyped, re.IGNORECASE)
    ]
    names += [
        h
        for h in HANDLE.findall(plain)
        if not EMAIL.search(h) and h not in " ".join(names) and not any(h in u for u in urls)
    ]
    names = [unpossessed(n, plain) for n in names]
    unmarked = recipient(plain, {s.verb for s in steps}, names, values, bare)
    if unmarked and said_aloud(unmarked):
        values["message"] = unmarked
    for step in steps:
        thing = ticked_item(step)
        if thing and not any(contains_phrase(q, thing) for q in quoted):
            names = [n for n in names if not contains_phrase(thing, n)] + [thing]
    names += [p for p in _named_places(plain) if p.lower() not in " ".join(names).lower()]
    installs = [a.title() for a in _INSTALLED_THING.findall(plain)]
    said = " ".join(names).lower()
    names += [a for a in installs if a.lower() not in said]
    items = []
    colon = ITEMS.search(plain)
    if colon and (re.search(r",.*\band\b", colon.group(1)) or colon.group(1).count(",") >= 2):
        items = [
            i.strip() for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", colon.group(1)) if i.strip()
        ]
        verbs = {s.verb.lower() for s in steps}
        items = [] if any(i.split()[0].lower() in verbs for i in items) else items
    if not items:
        items = [i for step in steps if (i := list_item(step))]
    emptied = emptied_parts(plain, steps)
    said = " ".join(names).lower()
    names += [p.owner for p in emptied if p.owner and p.owner.lower() not in said]
    if said_list(plain):
        names = [n for n in map(without_list_words, names) if n]
    topic = TOPIC.search(plain)
    asking = plain
    for value in (v for v in typed if v):
        asking = asking.replace(value, " ")
    wants_answer = _asks(asking) or (not steps and bool(_DETAIL_LAST.search(plain)))
    degree = asked_change(plain)
    graded = [w for n in degree.nouns for w in words(n)] if degree else []
    return Goal(
        instruction=text,
        steps=steps,
        values=values,
        fields=fields,
        quoted=quoted,
        names=[n for n in names if not any(contains_phrase(i, n) for i in items)],
        emails=EMAIL.findall(text),
        urls=urls,
        items=items,
        words=list(dict.fromkeys([*words(text), *graded])),
        plain_words=list(dict.fromkeys([*words(plain), *graded])),
        wants_answer=wants_answer,
        focus=_focus(plain, names, steps) if wants_answer else [],
        toggle=state,
        negated=negated,
        topic=topic.group(1).strip() if topic else "",
        channel=[w for m in CHANNEL.finditer(plain) for w in words(m.group(1))],
        about=about.group(1).strip() if (about := ABOUT.search(plain)) else asked_subject(plain),
        ordinal=bool(ORDINALS.search(plain)),
        min_rating=_min_rating(plain),
        installs=installs,
        emptied=emptied,
    )
