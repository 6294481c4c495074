"""The app that keeps the answer of a question the request asks before acting on it ("how much
was the zap kettle i bought? text ann lee"), when every app found so far is one a later clause
acts in: the question's fact is kept elsewhere, and a team without that app acts on nothing.

The keeper is the app whose screens (the device's survey) show the question's telling words,
best first, other than the apps acted in; else, for what a person said, asked or sent ("what
did bo ask me to check?"), the app of the mail or message kind nobody acts in. Generic English
cues only.
"""

from __future__ import annotations

import math
import re

from experts.assembly_phrases import CLAUSES, SENTENCES
from experts.assembly_records import record_app
from experts.assembly_shown import named, reached, shown_words
from experts.offline.apps import label_kinds
from experts.offline.goal import parse_goal
from experts.offline.lexicon import interface_verb, kinds, known_word, not_nouns
from experts.offline.when import CALENDAR_WORDS
from memory.lexical import content_words, words

_KINDS = frozenset(
    word
    for kind, nouns in kinds().items()
    for noun in (kind, *nouns)
    if " " not in noun
    for word in words(noun)
)
"""Single words that name a kind of app ("mail", "texts"): they tell no keeper apart. A word
of a longer kind noun ("parcel" of "parcel post") is a thing an app may keep."""

QUESTION = re.compile(
    r"^(?:what|where|when|who|which|how)(?:['\u2019]?s)?\b[^?]*\?$",
    re.IGNORECASE,
)
"""A sentence that asks something ("whats the zap code?", "where's my quorn?")."""
_SAID_BY = re.compile(
    r"^(?:what|which|when|where)\b.*?\b(?:did|does|has|had)\s+(?!(?:i|we|you|it)\b)[a-z][\w-]*"
    r"(?:\s+[a-z][\w-]*)?\s+(?:say|ask|want|send|write|tell|mention|suggest|recommend|need|"
    r"reply|offer|propose)\b"
    r"|^(?:what|which|when|where)(?:\s+(?!(?:i|we|you|it|they)\b)[a-z][\w'-]*){1,3}?\s+"
    r"(?:said|asked|wanted|sent|wrote|told|mentioned|suggested|recommended|needed|offered"
    r"|proposed)\s+(?:to\s+)?(?:me|us)\b",
    re.IGNORECASE,
)
"""A question about what a person said, asked or sent ("what did bo ask me to check?",
"which day did ann lee suggest?", "which book bo recommended to me")."""
_ANSWER = re.compile(
    r"^(?:what|which|how\s+(?:many|much))\s+(?!(?:is|are|was|were|did|do|does)\b)\w+",
    re.IGNORECASE,
)
"""The kind of the answer a question asks for ("which city ...", "how many zaps ..."): a word
of what is asked, not of where it is kept."""
MIN_EVIDENCE = 2.5
"""About one word only one app shows, or two words two or three apps show."""
SINGLED = 1.5
"""How many times the next app's evidence the keeper of a question a clause carries must
show: a clause's object says less than a question of its own."""
SAID_KINDS = ("mail", "message")
"""App kinds that keep what people said to the owner."""


def question(request: str) -> str | None:
    """The request's first sentence when it asks something and more follows (an act)."""
    sentences = [s.strip() for s in SENTENCES.split(request.strip()) if s.strip()]
    if len(sentences) < 2 or not QUESTION.match(sentences[0]):
        return None
    return sentences[0]


_EMBEDDED = re.compile(
    r"\b(?:what|which|when|where|who|how\s+(?:much|many|long|late|big|far|old))\b"
    r"(?!\s+(?:it|that|this)\b)[^,;.?!]*",
    re.IGNORECASE,
)
"""A question a clause carries as its object ("text ann which room the zap review is in",
"wake me when zorp club starts"): what it asks, up to the clause's end."""


def carried_question(request: str) -> str | None:
    """The question the request asks: its first sentence when that asks and an act follows
    (:func:`question`), else the first question a clause carries as its object."""
    asked = question(request)
    if asked is not None:
        return asked
    clauses = (c for s in SENTENCES.split(request) for c in CLAUSES.split(s))
    found = next((m for m in map(_EMBEDDED.search, clauses) if m is not None), None)
    return found.group(0).strip() if found else None


def asked_source(
    request: str,
    shows: dict[str, list[str]],
    total: int,
    labels: list[str],
    acting: set[str],
) -> str | None:
    """The app that keeps the answer of the question the request asks first, when no app
    found so far keeps it (every found app is in ``acting``): the app best showing the
    question's words that is not acted in, else a mail/message app for what a person said.
    ``shows``: label -> the request's rare words the app's screens show, of ``total`` apps."""
    asked = carried_question(request)
    if asked is None:
        return None
    wanted = set(shown_words(asked_about(asked))) - reached(request)
    wanted -= {w for a in labels for w in words(a)}
    wanted = {w for w in wanted if _telling(w)}
    holders: dict[str, int] = {}
    for shown in shows.values():
        for word in wanted.intersection(shown):
            holders[word] = holders.get(word, 0) + 1
    scores = {
        label: sum(
            math.log(max(total, 2) / holders[w]) * (2.0 if named(w, asked) else 1.0)
            for w in wanted.intersection(shown)
        )
        for label, shown in shows.items()
        if label in labels and label not in acting
    }
    ranked = sorted(scores.items(), key=lambda item: -item[1]) or [("", 0.0)]
    best, runner_up = ranked[0], (ranked[1][1] if len(ranked) > 1 else 0.0)
    carried = question(request) is None
    if best[1] >= MIN_EVIDENCE and not (carried and best[1] < SINGLED * runner_up):
        return best[0]
    if not _SAID_BY.match(asked):
        return None
    said = [a for kind in SAID_KINDS for a in labels if kind in label_kinds(a) and a not in acting]
    return said[0] if said else None


def unanswered(request: str, shows: dict[str, list[str]], found: list[str]) -> bool:
    """Whether the request asks a question (:func:`carried_question`) that no app ``found``
    keeps: the record it names is of no found app's kind ("my flight" of a calendar app) and
    none of its telling words shows on a found app's screens (``shows``: label -> the request's
    words its screens show). The apps found then act on the answer, and none holds it."""
    asked = carried_question(request)
    return (
        asked is not None
        and record_app(asked, found) is None
        and not any(asked_words(asked, shows.get(a, [])) for a in found)
    )


def asked_words(asked: str, shown: list[str]) -> list[str]:
    """The words of the question ``asked`` an app shows (``shown``) that can tell its keeper,
    less the kind of answer it asks for."""
    wanted = set(shown_words(asked_about(asked)))
    return [w for w in shown if w in wanted and _telling(w)]


_FINDING = re.compile(r"^(?:find out|find|look up|look for|check|search for|search)\s+", re.I)


def asked_about(text: str) -> str:
    """What a question or finding clause is about: ``text`` less its finding verb and the kind
    of answer it asks for ("find out what year the zap opened" -> "the zap opened")."""
    return _ANSWER.sub("", _FINDING.sub("", text.strip(), count=1), count=1).strip()


def _telling(word: str) -> bool:
    """Whether a question's word can tell its keeper: not a kind of app, a day or time, an
    action or a word that is no noun. Words said side by side tell when the last (the noun)
    does and the others are no kind, day or non-noun: a word that is also an action may name
    a kind of the noun ("travel insurance", "cast iron")."""
    if " " in word:
        *modifiers, head = word.split()
        return _telling(head) and not any(
            m in _KINDS or m in CALENDAR_WORDS or m in not_nouns() for m in modifiers
        )
    return not (
        word in _KINDS
        or word in CALENDAR_WORDS
        or word in not_nouns()
        or interface_verb(word) is not None
    )


def people(request: str) -> list[str]:
    """The people the request names but does not reach ("bo said the zap moved, text ann"):
    the first word of each name it reads, and each word no dictionary knows."""
    told = reached(request)
    named_first = [words(name)[0] for name in parse_goal(request).names if words(name)]
    unknown = [w for w in content_words(request) if _telling(w) and not known_word(w)]
    return [w for w in dict.fromkeys(named_first + unknown) if w not in told]


_REPLIED_TO = re.compile(
    r"(?:^|[.?!;,]\s*|\b(?:and|then)\s+)(?:(?:reply|respond|write\s+back)\s+to|answer)\s+"
    r"(?!(?:the|my|our|this|that|it|them|him|her|all|everyone)\b)([a-z][\w-]*)",
    re.IGNORECASE,
)
"""The one a reply goes to ("..., reply to bo with it", "answer bo's text")."""


def replied(request: str) -> list[str]:
    """The first word of each person the request replies to: their messages tell which app
    holds the conversation the reply goes on."""
    return [m.group(1).lower() for m in _REPLIED_TO.finditer(request)]


def speaker_source(request: str, said: dict[str, list[str]], acting: set[str]) -> str | None:
    """The app that keeps what a person the request names said, when no app found so far
    keeps the request's fact: of the apps not acted in whose rows that person leads (``said``:
    label -> those rows), the one whose rows share most of the request's words, if one does."""
    wanted = set(content_words(request)) - set(people(request)) - set(replied(request))
    scores = sorted(
        (
            (len(wanted.intersection(w for row in rows for w in content_words(row))), label)
            for label, rows in said.items()
            if rows and label not in acting
        ),
        reverse=True,
    )
    if not scores or scores[0][0] == 0 or (len(scores) > 1 and scores[1][0] == scores[0][0]):
        return None
    return scores[0][1]


def said_keeper(label: str | None, shows: dict[str, list[str]]) -> str | None:
    """The app that keeps what a person said: ``label``, unless it is of a kind that keeps
    people's words (mail, message) and shows none of the request's telling words (``shows``:
    label -> those its screens show) while another app of such a kind does ("the hour zed
    proposed" in the mail app that shows "zorp")."""
    keeps = [a for a in shows if set(label_kinds(a)) & set(SAID_KINDS) and shows[a]]
    if label is None or not set(label_kinds(label)) & set(SAID_KINDS) or shows.get(label):
        return label
    return keeps[0] if keeps else label
