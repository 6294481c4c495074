"""Reading a request, by rules: its steps (verbs in order, read through the lexicon so "erase"
or "flag" count as the interface verbs they mean), the values to type, the things to find
(names capitalized or not), the question it asks.

Misspelt interface words are put right first; then generic English request patterns are applied
("saying ...", "titled ...", "to <address>", "search for ...", "change X's email to ...").
"""

from __future__ import annotations

import re
from functools import lru_cache

from pydantic import BaseModel, Field

from experts.offline.lexicon import common_words, interface_verb
from experts.offline.names import PHONE_TAIL, lower_names, recipient, said_on, unknown
from experts.offline.normalize import normalized
from experts.offline.patterns import (
    ABOUT,
    ANSWER_CUES,
    AUTHOR,
    BARE_VERB,
    CHANGING,
    CHANNEL,
    CLAUSE_OPENERS,
    EMAIL,
    FIELD_NOUNS,
    FIELD_OF,
    FIELD_PLAIN,
    FIELD_TO,
    FIELD_WITH,
    FITTING_TITLE,
    GERUND_LEADS,
    HANDLE,
    IDENTIFIER,
    INDIRECT,
    ITEMS,
    KIND_TAIL,
    MAKING,
    MIN_RATING,
    NAME,
    NAME_WORDS,
    NAMED_TO,
    NOT_AUTHORS,
    NOT_FIELDS,
    NOT_FOCUS,
    ORDINALS,
    PHONE,
    PLACEHOLDER,
    POLITE,
    QUERY_CUT,
    QUESTION,
    QUOTED,
    RECIPIENT,
    SLOT_PATTERNS,
    SOURCE_USE,
    TOGGLE,
    TOPIC,
    URL,
    VERB_BY_STEM,
    VERB_NOUNS,
)
from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import (
    CREATING_VERBS,
    FINDING_VERBS,
    STOPWORDS,
    contains_phrase,
    done_words,
    stem,
    ui_words,
    words,
)


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
    def creating(self) -> bool:
        """Whether the step makes something new ("create a page", "save it in a new page")."""
        return self.verb in CREATING_VERBS or bool(re.search(r"\b(?:a|an) new\b", self.clause))

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
        return bool(FITTING_TITLE.search(self.instruction))


def _unquote(value: str, quoted: list[str]) -> str:
    value = PLACEHOLDER.sub(lambda m: quoted[int(m.group(1))], value.strip().strip(",;"))
    return value.rstrip(".").strip()


def _value(raw: str, quoted: list[str]) -> str:
    lead = PLACEHOLDER.match(raw.strip())
    return quoted[int(lead.group(1))] if lead else _unquote(raw, quoted)


def _steps(bare: str, quoted: list[str]) -> tuple[list[Step], list[str]]:
    """The request's verbs in order, each with its clause; and the verbs it says not to do."""
    tokens = list(re.finditer(r"[A-Za-z'\u2019-]+|[,.;:!?\u2013\u2014]", bare))
    negated: list[str] = []
    starts: list[tuple[int, str]] = []
    for i, token in enumerate(tokens):
        verb = VERB_BY_STEM.get(stem(token.group().lower()))
        if verb is None and not _name_start(tokens, i):
            verb = interface_verb(token.group())
        if i + 1 < len(tokens) and tokens[i + 1].group() == ":":
            continue
        if token.group().lower() == "into" and starts and starts[-1][1] == "copy":
            starts.append((token.start(), "paste"))
            continue
        if token.group().lower() == "using" and not i and SOURCE_USE.match(bare):
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
            previous in GERUND_LEADS
            and starts
            and starts[-1][1] == VERB_BY_STEM.get(stem(previous))
        ):
            starts[-1] = (starts[-1][0], verb)
        elif not previous or previous in CLAUSE_OPENERS or previous in CLAUSE_MARKS:
            after = tokens[i + 2].group().lower() if i + 2 < len(tokens) else ""
            article = tokens[i + 1].group().lower() if i + 1 < len(tokens) else ""
            if article in ("a", "an") and after in VERB_NOUNS and verb in MAKING:
                verb = after
            starts.append((token.start(), verb))
    starts = [(start, _complement(bare[start:], verb)) for start, verb in starts]
    steps = []
    starts = [
        (start, verb)
        for n, (start, verb) in enumerate(starts)
        if n + 1 == len(starts) or not BARE_VERB.fullmatch(bare[start : starts[n + 1][0]])
    ]
    for n, (start, verb) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(bare)
        clause = _unquote(bare[start:end], quoted)
        steps.append(
            Step(verb=verb, clause=clause, words=[w for w in words(clause) if w != stem(verb)])
        )
    return steps, negated


_LIST_ITEM = re.compile(
    r"^(?:add|put|insert)\s+(?!(?:a|an|the|my|it|them|this)\b)([^\x00]+?)\s+"
    r"(?:to|on|onto|into|in)\s+(?:my|the|our)\s+[\w\s-]*?\blist\b",
    re.IGNORECASE,
)


def _list_item(step: Step) -> str | None:
    """The unquoted thing a step adds to a list ("put rye bread on my shopping list")."""
    match = _LIST_ITEM.match(step.clause)
    return match.group(1).strip() if match and step.verb in ("add", "put") else None


_MAKE_INTO = frozenset({"make", "mark", "set"})
_STATES = frozenset({"favorite", "star", "like", "follow"})


def _complement(clause: str, verb: str) -> str:
    """The verb a "make X a favourite" or "mark X as starred" clause means."""
    if verb not in _MAKE_INTO:
        return verb
    first = re.split(r"[,.;]| and | then ", clause, maxsplit=1)[0]
    for word in re.findall(r"[A-Za-z]+", first)[1:]:
        meant = interface_verb(word)
        if meant in _STATES:
            return meant
    return verb


CLAUSE_MARKS = frozenset([",", ".", ";", ":", "!", "?", "-", "\u2013", "\u2014"])


def _name_start(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether the token at ``i`` starts a capitalized name ("Grace Tanaka should ...")."""
    nxt = tokens[i + 1].group() if i + 1 < len(tokens) else ""
    return tokens[i].group()[0].isupper() and nxt[:1].isupper()


def _slots(
    bare: str, quoted: list[str], steps: list[Step]
) -> tuple[dict[str, str], dict[str, str]]:
    """Values to type by role (to, subject, title, message, query) and by field noun."""
    values: dict[str, str] = {}
    for slot, pattern in SLOT_PATTERNS:
        match = re.search(pattern, bare, re.IGNORECASE)
        if match is not None and slot not in values:
            values[slot] = _value(match.group(1), quoted)
    if re.fullmatch(r"\w+ly", values.get("title", "")):
        del values["title"]
    if "query" in values and not PLACEHOLDER.search(values["query"]):
        query = QUERY_CUT.split(values["query"])[0]
        query = re.sub(r"^(?:a|an|the|some)\s+", "", query, flags=re.IGNORECASE)
        values["query"] = KIND_TAIL.sub("", query) or query
    verbs = {s.verb for s in steps}
    sending = verbs & {"send", "write", "email", "message", "text", "forward", "share", "reply"}
    if sending:
        indirect = INDIRECT.search(bare)
        recipient = RECIPIENT.search(bare)
        address = (
            re.search(r"\bat\s+(" + EMAIL.pattern + ")", bare[indirect.end() :])
            if indirect
            else None
        )
        if address:
            values["to"] = address.group(1)
        elif indirect and indirect.group(1).lower() not in ("it", "them"):
            values["to"] = indirect.group(1)
        elif recipient is not None:
            values["to"] = recipient.group(1)
    writes = {"text", "message", "reply", "send", "comment", "post", "email", "write"}
    if verbs & writes and "message" not in values:
        claimed = set(values.values())
        free = [q for q in quoted if q not in claimed]
        if free:
            values["message"] = free[-1]
    fields: dict[str, str] = {}
    patterns = [FIELD_WITH, FIELD_PLAIN] + (
        [FIELD_TO, FIELD_OF, NAMED_TO] if verbs & CHANGING else []
    )
    for pattern in patterns:
        for match in pattern.finditer(bare):
            noun, raw = match.group(1).lower(), match.group(2)
            if noun in NOT_FIELDS or (
                pattern in (FIELD_TO, FIELD_OF, NAMED_TO) and noun not in FIELD_NOUNS
            ):
                continue
            fields.setdefault(noun, _value(raw, quoted).strip())
    if "rename" in verbs:
        match = re.search(r"(?i:\brename\b).*?\bto\s+(\x00\d+\x00|" + NAME + ")", bare)
        if match:
            fields = {"name": _value(match.group(1), quoted)}
    if verbs & {"add", "save", "create", "make", "put"} and not sending:
        given = " ".join([*fields.values(), *values.values()])
        for number in PHONE.findall(bare):
            if number.strip() not in given:
                fields.setdefault("phone", number.strip())
    for value in fields.values():
        if values.get("to") == value:
            del values["to"]
    if "message" in values:
        values["message"] = re.sub(r"^(?:that|how|to say)\s+", "", values["message"])
        values["message"] += said_on(bare, values["message"])
        if values.get("to") and contains_phrase(values["message"], values["to"]):
            del values["to"]
    return values, fields


def _asks(plain: str) -> bool:
    """Whether a request asks a question ("What is ...?", "tell me ..."), not a polite
    request ("Could you like ...?")."""
    if POLITE.match(plain) and not ANSWER_CUES.search(plain):
        return False
    return bool(QUESTION.search(plain) or ANSWER_CUES.search(plain))


def _min_rating(plain: str) -> float | None:
    """The least rating a request accepts: "at least 4.5", "4 stars or better", "4+ stars"."""
    for pattern in MIN_RATING:
        match = pattern.search(plain)
        if match:
            return float(match.group(1))
    return None


def _focus(plain: str, names: list[str], steps: list[Step]) -> list[str]:
    """The content words of a question that name what is asked (rating, birthday, code)."""
    named = {w for n in names for w in words(n)}
    verbs = {stem(s.verb) for s in steps} | {stem(v) for v in FINDING_VERBS - {"title"}}
    return [w for w in words(plain) if w not in named and w not in verbs and w not in NOT_FOCUS]


@lru_cache(maxsize=256)
def parse_goal(instruction: str) -> Goal:
    """The :class:`Goal` of a request. Quoted text is taken whole and never parsed."""
    text = normalized(" ".join(instruction.split()))
    quoted = [(m.group(1) or m.group(2)).strip() for m in QUOTED.finditer(text)]
    counter = iter(range(len(quoted)))
    bare = QUOTED.sub(lambda m: f"\x00{next(counter)}\x00", text)
    steps, negated = _steps(bare, quoted)
    values, fields = _slots(bare, quoted, steps)
    plain = PLACEHOLDER.sub(" ", bare)
    toggle = TOGGLE.search(plain)
    state = None
    if toggle:
        state = (toggle.group(2) or toggle.group(3) or "").lower() in ("on", "enable")
    elif switching := [s.verb for s in steps if s.verb in ("enable", "disable")]:
        state = switching[0] == "enable"
    elif any(s.verb in ("switch", "turn") and re.search(r"\bto\b", s.clause) for s in steps):
        state = True
    names = [
        n
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
    names = [n for n in names if not any(n in u for u in urls + EMAIL.findall(plain))]
    names = [n for n in names if not set(n.lower().split()) & CALENDAR_WORDS]
    names = [n for n in names if not (n.isupper() and len(n) <= 4)]
    names = [PHONE_TAIL.sub("", n) for n in names]
    lead = re.match(r"([A-Z][a-z]+) ([A-Z][\w-]+)", plain)
    if lead and stem(lead.group(1).lower()) not in VERB_BY_STEM:
        names = [lead.group(0), *(n for n in names if n not in lead.group(0))]
    message = values.get("message", "")
    names = [n for n in names if not (message and contains_phrase(message, n))]
    said = " ".join(names).lower()
    names += [n for n in lower_names(plain, {s.verb for s in steps}) if n.lower() not in said]
    names += [
        h
        for h in HANDLE.findall(plain)
        if not EMAIL.search(h) and h not in " ".join(names) and not any(h in u for u in urls)
    ]
    recipient(plain, {s.verb for s in steps}, names, values)
    items = []
    colon = ITEMS.search(plain)
    if colon and (re.search(r",.*\band\b", colon.group(1)) or colon.group(1).count(",") >= 2):
        items = [
            i.strip() for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", colon.group(1)) if i.strip()
        ]
    if not items:
        items = [i for step in steps if (i := _list_item(step))]
    topic = TOPIC.search(plain)
    wants_answer = _asks(plain)
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
        words=list(words(text)),
        plain_words=list(words(plain)),
        wants_answer=wants_answer,
        focus=_focus(plain, names, steps) if wants_answer else [],
        toggle=state,
        negated=negated,
        topic=topic.group(1).strip() if topic else "",
        channel=[w for m in CHANNEL.finditer(plain) for w in words(m.group(1))],
        about=about.group(1).strip() if (about := ABOUT.search(plain)) else "",
        ordinal=bool(ORDINALS.search(plain)),
        min_rating=_min_rating(plain),
    )
