"""The clauses of a request: its verbs in order, each with the words of its clause, the verbs it
says not to do, and the thing a clause adds to a list. Quoted text stands in the sentence as a
placeholder and is put back into each clause."""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from experts.offline.lexicon import actions, interface_verb, kinds
from experts.offline.names import DETERMINERS, function_word
from experts.offline.patterns import (
    BARE_VERB,
    CLAUSE_OPENERS,
    GERUND_LEADS,
    MAKING,
    PLACEHOLDER,
    SOURCE_USE,
    VERB_BY_STEM,
    VERB_NOUNS,
)
from experts.offline.when import CALENDAR_WORDS, clock_time, date_phrase
from experts.offline.words import (
    CREATING_VERBS,
    FINDING_VERBS,
    WRITING_VERBS,
    done_words,
    stem,
    stems,
    ui_words,
    words,
)

_MAKING_UI = stems("add create new")
_CHANGING_UI = stems("change edit")
_DEFINITE = re.compile(
    r"^\s*\w+\s+(?:the|my|our|your)\s+(?!new\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*){1,3}"
    r"\s+(?:to|for|at|on)\b",
    re.IGNORECASE,
)
"""A step on one existing thing named with its own words before its kind ("set the zap run
alarm to 7"): of a verb that makes or changes, no control that adds a new one does it."""


_NAMED_KIND = re.compile(
    r"\b(?:a|an)\s+(?:[\w-]+\s+)?([a-z][\w-]*)\s+(?:(?:in|on)\s+(?:the\s+|my\s+)?[\w-]+\s+"
    r"(?:app\s+)?)?(?:named|called|titled|entitled)\b",
    re.I,
)
"""One of a kind given its own name: "a zib named ...", "an empty zib called ..."."""
_INTO_OTHER = re.compile(r"\b(?:to|into|onto)\s+(?:my|the|our)\s+(?:[\w-]+\s+)?([a-z]+)\b", re.I)
"""Where a named thing is put, when that is another thing ("... to my blorf list")."""


class Step(BaseModel):
    """One verb of the request with the words of its clause (``add`` ... ``to my cart``)."""

    verb: str
    clause: str
    words: list[str] = Field(default_factory=list)

    @property
    def ui(self) -> frozenset[str]:
        """The stems of the words of the controls that do this step; for "mark X as Y", the
        state's words ("unread"), not every control a mark may be; for a new thing given its
        name ("save a zib named Quor"), the controls that make one too."""
        state = marked_as(self)
        if state:
            return stems(state)
        ui = ui_words(self.verb)
        either = ui & _MAKING_UI and ui & _CHANGING_UI
        if either and _DEFINITE.match(self.clause):
            return ui - _MAKING_UI
        return ui | _MAKING_UI if self.named_kind and self.creating else ui

    @property
    def done_ui(self) -> frozenset[str]:
        return done_words(self.verb)

    @property
    def creating(self) -> bool:
        """Whether the step makes something new ("create a page", "save it in a new page"),
        not one that joins a thing that exists ("add ann@x.org as a guest of my meetup")."""
        joins = re.search(r"\bas\s+(?:a|an)\s+\w+\s+(?:of|to)\s+(?:my|the)\b", self.clause)
        made = self.verb in CREATING_VERBS and not joins
        made = made or bool(re.search(r"\b(?:a|an) new\b", self.clause)) or self.dated_addition
        return made or (not joins and self.named_kind)

    @property
    def named_kind(self) -> bool:
        """Whether the step's object is one of a kind given its own name ("add a zib named
        Quor", "save a zib called Quor to zibs"): a new one, unless it goes into another thing
        ("add a zib called Quor to my blorf list" joins one that exists)."""
        named = _NAMED_KIND.search(self.clause)
        if named is None:
            return False
        into = _INTO_OTHER.search(self.clause, named.end())
        return into is None or stem(into.group(1).lower()) == stem(named.group(1).lower())

    @property
    def dated_addition(self) -> bool:
        """An addition with its own day and time and no place to add it to ("add zap review on
        march 21 at 3pm"), or with its day and a book of days to go in ("add 'zap review' to
        my calendar tomorrow"): a new dated item of that name."""
        if self.verb != "add":
            return False
        if INTO_DAYS.search(self.clause) and not re.search(r"\bas\b", self.clause):
            return bool(date_phrase(self.clause))
        if re.search(r"\b(?:to|into|onto|as)\b", self.clause):
            return False
        return bool(clock_time(self.clause) and date_phrase(self.clause))

    @property
    def finding(self) -> bool:
        return self.verb in FINDING_VERBS


DAY_BOOKS = frozenset({"calendar", "schedule", "diary", "planner", "agenda"})
"""What holds dated entries: a value added to one is a new entry."""
INTO_DAYS = re.compile(
    rf"\b(?:to|into|onto|in|on)\s+(?:my|the|our)\s+(?:{'|'.join(DAY_BOOKS)})\b", re.I
)


_MARKED_AS = re.compile(r"\bas\s+(?:an?\s+)?([a-z]+(?:\s[a-z]+)?)\s*[.!]*$", re.IGNORECASE)


_MARKED_BARE = re.compile(
    r"\s((?:un)?(?:read|seen)|important|spam)(?:\s+(?:please|pls|now))?\s*[.!]*$", re.IGNORECASE
)
"""A state said without "as" at the end of a mark ("mark zed's mail unread")."""


_SEEN = {"seen": "read", "unseen": "unread", "opened": "read", "unopened": "unread"}
"""States said by how a person met the item, read as the state a list marks ("seen": read)."""


def marked_as(step: Step) -> str:
    """The state a "mark X as Y" (or "mark X Y") step gives its item ("unread"), or ``""``."""
    if step.verb != "mark":
        return ""
    said = _MARKED_AS.search(step.clause) or _MARKED_BARE.search(step.clause)
    state = said.group(1).lower() if said else ""
    return _SEEN.get(state, state)


def unquote(value: str, quoted: list[str]) -> str:
    value = PLACEHOLDER.sub(lambda m: quoted[int(m.group(1))], value.strip().strip(",;"))
    return value.rstrip(".").strip()


def value_of(raw: str, quoted: list[str]) -> str:
    lead = PLACEHOLDER.match(raw.strip())
    return quoted[int(lead.group(1))] if lead else unquote(raw, quoted)


def read_steps(bare: str, quoted: list[str]) -> tuple[list[Step], list[str]]:
    """The request's verbs in order, each with its clause; and the verbs it says not to do."""
    tokens = list(re.finditer(r"[A-Za-z'\u2019-]+|[,;!?\u2013\u2014]|(?<!\d)[.:](?!\d)", bare))
    negated: list[str] = []
    starts: list[tuple[int, str]] = []
    listing = False  # a list of capitalised items after a colon: each opens an item, no step
    for i, token in enumerate(tokens):
        text, previous = token.group(), tokens[i - 1].group() if i else ""
        if previous == ":":
            listing = text[:1].isupper()
        listing = listing and text not in ".;!?"
        if listing and previous == "," and text[:1].isupper():
            continue
        verb = VERB_BY_STEM.get(stem(token.group().lower()))
        if verb is None and not _name_start(tokens, i):
            verb = interface_verb(token.group())
        if i + 1 < len(tokens) and tokens[i + 1].group() == ":":
            continue
        if token.group().lower() == "into" and starts and _moved_across(bare, starts[-1], token):
            starts[-1:] = [(starts[-1][0], "copy"), (token.start(), "paste")]
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
    if not starts and (lead := _unknown_lead(tokens)):
        starts.append((tokens[0].start(), lead))
    starts = [(start, _complement(bare[start:], verb)) for start, verb in starts]
    steps = []
    starts = [
        (start, verb)
        for n, (start, verb) in enumerate(starts)
        if n + 1 == len(starts) or not BARE_VERB.fullmatch(bare[start : starts[n + 1][0]])
    ]
    starts = [
        (start, verb)
        for n, (start, verb) in enumerate(starts)
        if not (n and _body_of_last(bare, starts, n))
    ]
    for n, (start, verb) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(bare)
        clause = unquote(bare[start:end], quoted)
        steps.append(
            Step(verb=verb, clause=clause, words=[w for w in words(clause) if w != stem(verb)])
        )
    return steps, negated


_LIST_ITEM = re.compile(
    r"^[a-z]+(?:\s+down)?\s+(?:the\s+)?(?!(?:a|an|the|my|it|them|this)\b)([^\x00]+?)\s+"
    r"(?:to|on|onto|into|in)\s+(?:my|the|our)\s+[\w\s-]*?\blist\b",
    re.IGNORECASE,
)


def list_item(step: Step) -> str | None:
    """The unquoted thing a step adds to a list ("put rye bread on my shopping list"), by any
    verb the lexicon reads as adding ("scrawl down zorp on the list"), without a leading "the"
    ("add the zorps to the quorn list" adds "zorps"); "the" before three words or more
    describes a thing to find first ("the book club pick"), no text to add."""
    match = _LIST_ITEM.match(step.clause)
    if match is None or step.verb not in ("add", "put"):
        return None
    item = match.group(1).strip()
    described = match.group(0).split()[1].lower() == "the" and len(item.split()) > 2
    return None if described else item


_TICKED = re.compile(
    r"^(?:un)?(?:tick|check|mark|cross)(?:\s+off)?\s+(?!(?:it|them|this|that|a|an)\b)([^\x00]+?)\s+"
    r"(?:(?:as\s+)?(?:done|complete|completed|finished|checked)\s+)?"
    r"(?:on|in|from|off)\s+(?:my|the|our)\s+[\w\s-]*?\blist\b",
    re.IGNORECASE,
)


_TICKED_ALONE = re.compile(
    r"^(?:(?:tick|check|cross)\s+off|mark)\s+(?!(?:it|them|this|that|a|an|all|every|each)\b)"
    r"([^,;\x00]+?)(?:\s+as\s+(?:done|complete|completed|finished|checked))?"
    r"(?:\s+(?:in|on|from)\s+(?!off\b)[^,;\x00]+)?\s*[.!]*$",
    re.IGNORECASE,
)
"""A step that ticks off an entry without saying which list ("tick off feed the zorp")."""


def ticked_item(step: Step) -> str | None:
    """The unquoted entry a step ticks off a list ("check off feed the zorp on my chore list"),
    or off whichever list holds it ("tick off feed the zorp", "mark feed the zorp as done")."""
    if step.verb != "tick":
        return None
    match = _TICKED.match(step.clause)
    alone = _TICKED_ALONE.match(step.clause)
    if alone and alone.group(0).lower().startswith("mark") and " as " not in alone.group(0):
        alone = None
    if alone and re.search(r"\s(?:in|on|from)\s+off$", alone.group(1)):
        alone = None
    found = match or alone
    return found.group(1).strip() if found else None


_MAKE_INTO = frozenset({"make", "mark", "set", "put", "give", "keep"})
_STATES = frozenset({"favorite", "star", "like", "follow", "save"})
_FOR_LATER = re.compile(r"\bfor later\b", re.IGNORECASE)
_DONE_STATES = frozenset({"done", "complete", "completed", "finished", "checked"})


_INTO_NEW = re.compile(r"\s*(?:a|an)\s+new\b", re.IGNORECASE)
_FROM_SOURCE = re.compile(r"\bfrom\s+(?:my|the)\b", re.IGNORECASE)
_CARRYING = frozenset({"put", "add", "save"})
_WRITTEN_INTO = re.compile(
    r"\b(?:to|into|onto|on|in)\s+(?:my|our|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:list|note|notes|page|doc|document|diary|journal|log|sheet)\b",
    re.IGNORECASE,
)
"""A page or list values are written in ("save it to my zap list"): saving there adds a line."""


def _moved_across(bare: str, last: tuple[int, str], into: re.Match[str]) -> bool:
    """Whether "into" starts pasting what the last step took: after "copy", or after a verb
    that carries a thing "from my <place>" into a new one ("put the blorp from my zaps into a
    fresh sheet"), which is then a copy."""
    start, verb = last
    if verb == "copy":
        return True
    taken = bare[start : into.start()]
    return verb in _CARRYING and bool(
        _FROM_SOURCE.search(taken) and _INTO_NEW.match(bare, into.end())
    )


_ORDERED_BY = re.compile(r"^\w+\s+(?:[\w'-]+\s+){1,4}?by\s+(?:the\s+|their\s+|its\s+)?([a-z]+)\b")
"""Rows put in an order by what they show ("order my files by name"): sorting, not buying
(unless by a time: "order it by friday")."""
_WHEN_WORDS = frozenset(
    {"tonight", "noon", "midnight", "next", "then", "end", "morning", "evening"}
)


def _complement(clause: str, verb: str) -> str:
    """The verb a "make X a favourite", "mark X as starred", "give X a zap" or "put X in my
    favourites" clause means: the mark it names; "keep X for later" is saving it; "save X to
    my zap list" is adding it."""
    if verb == "save" and _WRITTEN_INTO.search(re.split(r"[,.;]| and | then ", clause)[0]):
        return "add"
    by = _ORDERED_BY.match(clause)
    if verb == "order" and by and by[1].lower() not in CALENDAR_WORDS | _WHEN_WORDS:
        return "sort"
    if verb not in _MAKE_INTO:
        return verb
    first = re.split(r"[,.;]| and | then ", clause, maxsplit=1)[0]
    if verb in ("keep", "put") and _FOR_LATER.search(first):
        return "save"
    for word in re.findall(r"[A-Za-z]+", first)[1:]:
        if verb == "mark" and word.lower() in _DONE_STATES:
            return "tick"
        meant = interface_verb(word)
        if meant in _STATES:
            return meant
    return verb


CLAUSE_MARKS = frozenset([",", ".", ";", ":", "!", "?", "-", "\u2013", "\u2014"])


_BODY_ONLY = re.compile(r"[A-Za-z'-]+\s+\x00\d+\x00\s*[.!?]*\s*")


def _body_of_last(bare: str, starts: list[tuple[int, str]], n: int) -> bool:
    """Whether start ``n`` only writes the text of the message the step before it writes
    ("email ann the zap and write "...""): no step of its own."""
    end = starts[n + 1][0] if n + 1 < len(starts) else len(bare)
    return (
        starts[n - 1][1] in WRITING_VERBS
        and starts[n][1] == "write"
        and bool(_BODY_ONLY.fullmatch(bare[starts[n][0] : end]))
    )


def _unknown_lead(tokens: list[re.Match[str]]) -> str | None:
    """The first word of a request that has no verb the lexicon maps, when it is an English
    verb (not one used more as a noun or an adverb) and a determiner follows it ("frobnicate
    my zap page"): a command, read as the word itself, whose control is the one saying that
    word ("Frobnicate"); not a noun an app keeps ("alarm", "note"), nor a verb whose particle
    ends the request ("flump the zap off"), which switches its thing on or off."""
    if len(tokens) < 2 or tokens[1].group().lower() not in DETERMINERS:
        return None
    if tokens[-1].group().lower() in ("on", "off"):
        return None
    word = tokens[0].group().lower()
    nouns = {n for ns in kinds().values() for n in ns}
    if not word.isalpha() or function_word(word) or word not in actions():
        return None
    if word in nouns or word.removesuffix("s") in nouns:
        return None
    return word


def _name_start(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether the token at ``i`` starts a capitalized name ("Ann Lee should ...")."""
    nxt = tokens[i + 1].group() if i + 1 < len(tokens) else ""
    return tokens[i].group()[0].isupper() and nxt[:1].isupper()
