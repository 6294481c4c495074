"""Facts found by what the device shows: a clause that passes on or puts somewhere a thing
described in words the app singled out by the device's survey shows (:attr:`ExpertBrief.shows`),
"email Ann with the opening hours of the quarry gallery", "send Ann the address of the hall
where i do judo", "add what i need to bring to the vet to my to-do list".

The thing is the clause's noun phrase or wh-clause that holds a shown word, from its determiner
or question word to the clause end, less where it is put ("to my to-do list", "in my
calendar", ", call it X"), whom it goes to ("to Ann Lee") and what the clause says in its own
words (a message after "that", a quote); never a thing described by what someone said or did
("the time she gave"), which an earlier clause finds.
"""

from __future__ import annotations

import re

from experts.assembly_records import record_app
from experts.assembly_shown import KIND_WORDS, reached
from memory.lexical import content_words, words
from planners.team import ExpertBrief

_START = re.compile(
    r"\b(?:the|my|our|what|which|when|where|who|how (?:much|many|long|far|old))\b", re.IGNORECASE
)
IDLE_WORDS = 2
_PASSING = re.compile(
    r"^(?:text|email|e-mail|message|tell|send|share|forward|let|remind|add|put|save|note)\b",
    re.IGNORECASE,
)
"""A clause that passes a thing on to someone or puts it somewhere."""
_REACHING = re.compile(r"^(?:text|email|e-mail|message|tell|let|remind)\s+", re.IGNORECASE)
"""A verb whose first object is the person reached ("text my landlord ...")."""
_OWN_WORDS = re.compile(r"\bthat\b.*$|[\"{].*$", re.IGNORECASE)
"""What the clause says in its own words: a message after "that", a quote, a found value."""
_EVERY = re.compile(r"\b(?:each|every|all)\b", re.IGNORECASE)
"""Things used one by one, which the plan finds as a list (:mod:`planners.items`)."""
_SUBJECT = re.compile(r"\b(?:she|he|they|it)\b", re.IGNORECASE)
"""A thing described by what someone said or did, found by an earlier clause."""
_PUT = re.compile(
    r"(?:,.*|\s+(?:to|into|onto|in|on)\s+(?:my|the|our)\s+[\w-]+(?:\s+[\w-]+)?)$", re.IGNORECASE
)
"""Where a thing is put, at the end of a clause that puts it ("to my to-do list", "in my
calendar", ", call it X"); in a clause that reaches someone, "on our X" says where it is kept."""


def source_of(experts: list[ExpertBrief]) -> ExpertBrief | None:
    """The team member whose app the survey singled out, if one."""
    return next((e for e in experts if e.shows), None)


def shown_facts(
    clause: str, experts: list[ExpertBrief], idle: ExpertBrief | None = None
) -> list[tuple[re.Match[str], str]]:
    """The thing ``clause`` passes on that the singled-out app shows, with the app that keeps
    it: the first noun phrase or wh-clause after the clause's verb holding a word it shows,
    kept where it says it is kept ("... from her email"), else in that app. With no app
    singled out, the ``idle`` member (enlisted, yet no clause points at it) keeps the first
    such phrase of :data:`IDLE_WORDS` content words or more that names no kind of app."""
    source = source_of(experts) or idle
    if source is None or not _PASSING.match(clause) or _EVERY.search(clause):
        return []
    shown = set(source.shows)
    people = reached(clause)
    told = _OWN_WORDS.sub("", clause)
    reaching = _REACHING.match(told)
    for start in _START.finditer(told):
        if not start.start() or (reaching and start.start() == reaching.end()):
            continue
        phrase = told[start.start() :]
        phrase = re.sub(r",.*$", "", phrase) if reaching else _PUT.sub("", phrase)
        if _SUBJECT.search(phrase):
            continue
        tail = re.search(r"\s+to\s+([\w\s]+)$", phrase)
        if tail and set(words(tail[1])) <= people:
            phrase = phrase[: tail.start()]
        said = set(words(phrase))
        if shown & said or (
            not shown and not said & KIND_WORDS and len(content_words(phrase)) >= IDLE_WORDS
        ):
            found = re.search(re.escape(phrase), clause)
            labels = [label for e in experts for label in e.apps]
            if found is not None:
                return [(found, record_app(phrase, labels) or source.apps[0])]
    return []
