"""Noun phrases of a request, found by structure: each word tagged with its part of speech
(TextBlob's pattern tagger, a Brill-style English tagger whose lexicon ships in the wheel), then
chunked into the phrases that name things, with what describes them: the possessor ("the zap
club's opening hours", "ann's quarry deadline"), modifiers ("my parking pass for the zap
trip"), a prepositional tail ("the policy number of my zap cover", "the talk from the schedule")
and a relative clause with or without its pronoun ("the gate my zap train leaves from", "the
hall where i do judo").

A phrase is a thing a request may pass on or put somewhere; which one holds the fact is for
the caller to say (the app the device's survey singled out shows its words).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from pydantic import BaseModel, ConfigDict
from textblob.en.taggers import PatternTagger

from experts.offline.lexicon import known_word

CLAUSES = re.compile(
    r"\s*(?:;|,?\s+and then\s+|,\s*then\s+|,?\s+then\s+|\s+and\s+|,\s+(?=(?:text|e-?mail|message|"
    r"tell|send|share|forward|let|remind|add|put|save|note|set|start|make|create|call|navigate|"
    r"open|find|check|look|wake)\b))\s*",
    re.I,
)
"""Where a clause ends: "and", "then", a semicolon, or a comma before an imperative (a comma
splice: "someone signed in, let ann know ...")."""
SENTENCES = re.compile(r"(?<=[.?!])\s+")
KEPT_SAYS = re.compile(
    r"^(?P<record>(?:the|my|our)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:say|says|said)\s+"
    r"(?P<asked>(?:when|where|what|which|who|how)\b.+)$",
    re.IGNORECASE,
)
"""A record of the owner's said to tell a thing ("the zap notes say when the quorn is"): the
thing asked, found in that record ("find out when the quorn is in the zap notes")."""
PASSING = re.compile(
    r"^(?:text|email|e-mail|message|tell|send|share|forward|let|remind|add|put|save|note)\b",
    re.IGNORECASE,
)
"""A clause that passes a thing on to someone or puts it somewhere: the first noun phrase it
carries is that thing."""
_NOMINAL = frozenset({"NN", "NNS", "NNP", "NNPS"})
_MODIFIER = frozenset({"JJ", "JJR", "JJS", "CD", "VBG", "VBN", *_NOMINAL})
_DETERMINER = frozenset({"DT", "PRP$"})
_OF = frozenset({"of", "for", "from", "about"})
"""Prepositions whose object describes the phrase's head ("the hours of the zap club"); "to",
"in", "on" more often say where the thing goes."""
_RELATIVE = frozenset({"that", "which", "who", "where", "when", "whom", "whose"})
_SUBJECT = frozenset({"PRP", "DT", "PRP$", *_NOMINAL})
_ENDING = frozenset({".", ",", ";", ":", "?", "!", "IN", "TO"})
"""What may follow a phrase's last word."""
_CLAUSE_END = frozenset({",", ".", ";", ":", "?", "!", "CC"})
_POSSESSIVE = re.compile(r"(?<=\w)['\u2019]s\b")
_QUOTED = re.compile(
    r"(?<!\w)'[^']+'(?!\w)|\"[^\"]*\"|\u201c[^\u201d]*\u201d|\u2018[^\u2019]*\u2019"
)
"""Words the text quotes."""
_TOKEN = re.compile(r"\w+(?:[-.'\u2019]\w+)*|'s|[^\w\s]")


class Phrase(BaseModel):
    """A noun phrase of a text: where it is (character offsets) and its words."""

    model_config = ConfigDict(frozen=True)

    start: int
    end: int
    text: str
    head: str
    """The phrase's own noun (the last noun before its tail): "hours" of "the zap club's hours"."""
    relative: bool = False
    """Whether a relative clause describes it (the clause runs to the end of the text)."""


@cache
def _tagger() -> PatternTagger:
    return PatternTagger()


def tagged(text: str) -> list[tuple[str, str, int, int]]:
    """``(word, tag, start, end)`` for each token of ``text``; a possessive "'s" is a token
    tagged ``POS``."""
    spans = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]
    spaced = " ".join(word for word, _, _ in spans)
    out: list[tuple[str, str, int, int]] = []
    cursor = 0
    for word, tag in _tagger().tag(_POSSESSIVE.sub(" 's", spaced)):
        if word == "s" and out and out[-1][0] == "'":
            out[-1] = ("'s", "POS", out[-1][2], out[-1][3] + 1)
            continue
        found = text.find(word, cursor) if word != "'" else text.find("'", cursor)
        if found < 0:
            found = text.lower().find(word.lower(), cursor)
        if found < 0:
            continue
        cursor = found + len(word)
        out.append((word, "POS" if word in ("'s", "\u2019s") else tag, found, cursor))
    return out


def noun_phrases(text: str) -> list[Phrase]:
    """The noun phrases of ``text`` in order, each with its possessor, modifiers, an "of / for
    / from / about" tail and a relative clause; phrases inside another's tail, and words the
    text quotes (a message in its own words), are left out."""
    tokens = tagged(text)
    quoted = [m.span() for m in _QUOTED.finditer(text)]
    out: list[Phrase] = []
    i = 0
    while i < len(tokens):
        end, head = _core(tokens, i)
        if end is None or any(a <= tokens[i][2] < b for a, b in quoted):
            i += 1
            continue
        end, relative = _tail(tokens, end, tokens[i][1] in _DETERMINER)
        start, stop = tokens[i][2], tokens[end - 1][3]
        out.append(
            Phrase(start=start, end=stop, text=text[start:stop], head=head, relative=relative)
        )
        i = end
    return out


def _core(tokens: list[tuple[str, str, int, int]], i: int) -> tuple[int | None, str]:
    """The end (exclusive) of the phrase starting at token ``i`` and its head noun, or None:
    a determiner or possessor, modifiers, a noun; a possessive "'s" carries on to the owned
    thing ("the zap club's hours"). After a determiner a word tagged as a verb is read as the
    noun it must be ("my zap letter", "my parking pass for ..."); an adjective after a noun,
    at the end of the text or before a preposition, is the noun it ends on ("the redesign
    brief"); a name right before a verb opens
    a relative clause ("the time ann suggested")."""
    determined = tokens[i][1] in _DETERMINER
    j = i + 1 if determined else i
    head, end = "", None
    while j < len(tokens):
        word, tag = tokens[j][0], tokens[j][1]
        after = tokens[j + 1][1] if j + 1 < len(tokens) else "."
        if tag == "POS" and end is not None:
            j += 1
            head, end = "", None
            continue
        if determined and tag in ("VB", "VBP") and after in _MODIFIER | _ENDING:
            tag = "NN"
        if tag in ("JJ", "VBN") and end is not None and after in _ENDING:
            tag = "NN"
        if tag not in _MODIFIER:
            break
        if tag in _NOMINAL:
            if determined and end is not None and _names_subject(word, after):
                break
            head, end = word.lower(), j + 1
        j += 1
    return end, head


def _names_subject(word: str, after: str) -> bool:
    """Whether ``word``, inside a phrase and right before a finite verb, is a name that is the
    subject of a relative clause rather than part of the phrase."""
    return after in ("VBD", "VBZ", "VBP", "VBN") and not known_word(word.lower())


def _tail(
    tokens: list[tuple[str, str, int, int]], end: int, determined: bool = True
) -> tuple[int, bool]:
    """The end of a phrase with its "of ..." tail and its relative clause, and whether it has
    one: a relative clause of a phrase led by a determiner ("the", "my") starts with a relative
    pronoun, or with a subject and a verb right after the noun ("the gate my train leaves
    from", "the code zapshop texted me": a word no dictionary knows is a name, whatever its
    tag), and runs to the clause's end."""
    end = _of_tail(tokens, end)
    if end >= len(tokens) or not determined:
        return end, False
    word, tag = tokens[end][0].lower(), tokens[end][1]
    named = not known_word(word) and end + 1 < len(tokens) and tokens[end + 1][1][:2] == "VB"
    starts = word in _RELATIVE or named or (tag in _SUBJECT and _verb_after(tokens, end))
    if not starts:
        return end, False
    stop = end
    while stop < len(tokens) and tokens[stop][1] not in _CLAUSE_END:
        stop += 1
    return stop, True


def _of_tail(tokens: list[tuple[str, str, int, int]], end: int) -> int:
    """The end of a phrase with the "of / for / from / about" phrases that describe it."""
    while end + 1 < len(tokens) and tokens[end][0].lower() in _OF:
        after, _ = _core(tokens, end + 1)
        if after is None:
            break
        end = after
    return end


def _verb_after(tokens: list[tuple[str, str, int, int]], i: int) -> bool:
    """Whether a subject starting at token ``i`` (a pronoun or a short noun phrase) is followed
    by a verb: the words open a clause."""
    if tokens[i][1] == "PRP":
        return i + 1 < len(tokens) and tokens[i + 1][1].startswith("VB")
    end, _ = _core(tokens, i)
    end = None if end is None else _of_tail(tokens, end)
    return end is not None and end < len(tokens) and tokens[end][1].startswith("VB")


_DESTINATION = frozenset({"to", "into", "onto", "in", "on", "as", "at"})
"""A word before a phrase that makes it where a thing goes or what it is called ("to my
chore list", "as Zap due"), not a thing carried."""


_PUT_AT_END = re.compile(
    r"\s+(?:to|into|onto|in|on)\s+(?:my|the|our)\s+[\w-]+(?:\s+[\w-]+)?(?:\s+as\s+.+)?$",
    re.IGNORECASE,
)
"""Where a thing goes, said after the relative clause that describes it ("the day my zap cover
runs out in my planner")."""


def carried(clause: str, people: set[str]) -> list[Phrase]:
    """The noun phrases a clause carries after its verb: not the people it reaches (words of
    ``people``), nor where the thing goes ("to my list", "in my planner"), which a relative
    clause that runs to the clause end leaves out."""
    verb = re.match(r"\W*[\w-]+", clause)
    out = []
    for phrase in noun_phrases(clause):
        before = clause[: phrase.start].split()[-1:]
        said = {w.lower() for w in re.findall(r"[\w-]+", phrase.text)}
        if verb is None or phrase.start < verb.end() or said <= people:
            continue
        if before and before[0].lower() in _DESTINATION:
            continue
        put = _PUT_AT_END.search(phrase.text) if phrase.relative else None
        if put is not None and put.start():
            end = phrase.start + put.start()
            phrase = phrase.model_copy(update={"end": end, "text": clause[phrase.start : end]})
        out.append(phrase)
    return out


def passed_things(request: str, people: Callable[[str], set[str]]) -> list[str]:
    """The things the request's clauses pass on or put somewhere: the first noun phrase each
    such clause carries (:func:`carried`), ``people`` giving the words of whom it reaches."""
    return [
        said[0].text
        for sentence in SENTENCES.split(request)
        for clause in CLAUSES.split(sentence)
        if PASSING.match(clause) and (said := carried(clause, people(clause)))
    ]


_NAMING_NEXT = (
    r"|\s+(?:labell?ed|called|named|titled|with\s+(?:the\s+|a\s+)?(?:label|name|title)"
    r"|and\s+(?:call|name|label|title)\s+it)\b"
)
"""Where a timed thing ends and the act's own name for what it makes begins ("... before
zorb club labeled Zorb")."""
_TIMED = re.compile(
    r"\b(?:before|after)\s+(?!(?:it|that|this|then|now|noon|midnight|work|school|i|we|you)\b)(?!\d)"
    r"(?P<thing>[^,.;?!]+?)(?:\s+(?:starts?|begins?|leaves?|ends?|opens?|closes?))?"
    r"(?=\s*(?:[,.;?!]|$)|\s+(?:and|then)\s" + _NAMING_NEXT + ")",
    re.IGNORECASE,
)
"""A thing an act is timed by ("an alarm 15 minutes before the zap kickoff", "... before book
club starts"): when it happens must be found first."""


_FOR_WHEN = re.compile(
    r"\bfor\s+(?P<thing>when\s+(?:the|my|our)\s+[^,.;?!]+?"
    r"\s+(?:meets?|starts?|begins?|leaves?|opens?|lands?|arrives?|is|are)"
    r"(?:\s+(?:on|at|this|next)\s+[\w-]+)?)(?=\s*(?:[,.;?!]|$)|\s+(?:and|then)\s"
    + _NAMING_NEXT
    + ")",
    re.IGNORECASE,
)
"""The time of a thing an act is set for, asked as a question ("an alarm for when the zap club
meets on friday"): it must be found first, its day words included."""


_WAKING_FOR = re.compile(
    r"\b(?:alarm|wake\s+(?:me|us)(?:\s+up)?|get\s+(?:me|us)\s+up)\s+(?:in\s+time\s+)?for\s+"
    r"(?P<thing>(?:the|my|our)\s+(?!(?:morning|evening|night|day|weekend)\b)[^,.;?!]+?)"
    r"(?:\s+(?:on|this|next|tomorrow|today)(?:\s+[\w-]+)?)?(?=\s*(?:[,.;?!]|$)|\s+(?:and|then)\s"
    + _NAMING_NEXT
    + ")",
    re.IGNORECASE,
)
"""A thing an alarm wakes the owner for ("wake me up for the zap ride on friday"): when it
starts must be found first."""


def timed_thing(clause: str, times: frozenset[str]) -> re.Match[str] | None:
    """The thing ``clause`` times its act by, as a match whose group ``thing`` is it, unless it
    is a time itself (a word of ``times``: "before 5 pm", "after monday")."""
    asked = _FOR_WHEN.search(clause)
    if asked is not None:
        return asked
    found = _TIMED.search(clause) or _WAKING_FOR.search(clause)
    if found is None or {w.lower() for w in re.findall(r"\w+", found["thing"])} & times:
        return None
    return found
