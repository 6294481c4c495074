"""Asides of a request: a clause that tells what already happened ("zed florped about the
blorp on zapline, ..."; "saw ann on zapline, ...") rather than what to do. An app it names is
where the person heard of the thing, not where the work is done, so the request is read with
the aside cut down to the thing it names."""

from __future__ import annotations

import re

from experts.offline.lexicon import actions, bases, common_words, interface_verb
from experts.offline.names import DETERMINERS
from experts.offline.patterns import QUOTED

_IRREGULAR_PAST = frozenset(
    {
        "saw",
        "heard",
        "gave",
        "brought",
        "found",
        "met",
        "spoke",
        "forgot",
        "bought",
        "rang",
    }
)
"""English irregular past forms of verbs of sending, seeing and meeting (WordNet lists only
base forms); receiving ("got") is not an aside: the thing got is where it came."""
_TO_ME = frozenset(
    {"ask", "request", "wonder", "email", "mail", "text", "message", "write", "invite"}
    | {"remind", "reply", "answer", "send", "sent", "dm", "dmed"}
)
"""Verbs of asking or writing to someone: what they did is a message to the person ("ann
emailed about the zorb. Reply ..."; "ann asked where it is, email her ..."), kept where it
came, so the clause is no aside."""
_OPENING_PAST = frozenset({"saw", "heard", "met"})
"""Past forms that open an aside with the subject ("I") dropped: "saw ann on zapline"."""
_SUBJECT_WORDS = 4
"""Words of an aside's subject before its verb, at most ("the zorb shop office called")."""
_CLAUSES = re.compile(r"(?:[^,;.!?]|\.(?=\S))+")
_HEARD_IN = re.compile(
    r"\b(?:on|in|by|via|over|through|from|at)\s+(?:(?:a|an|the|my|that|this)\s+)?[\w'.-]+",
    re.IGNORECASE,
)
_WHEN_HEARD = re.compile(
    r"\b(?:(?:this|last|yesterday)\s+(?:morning|afternoon|evening|night|week)|today|tonight)\b",
    re.IGNORECASE,
)
_DROPPED = frozenset({"me", "us", "i", "about", "earlier", "yesterday", "just", "recently"})
_NOT_SUBJECT = frozenset(
    {"is", "are", "was", "were", "be", "been", "has", "have", "had", "do", "does", "did"}
    | {"how", "what", "when", "where", "which", "who", "why", "whose", "if", "that", "to"}
)
"""Words that make the clause a question, a passive or a purpose, not an account of a deed."""


def _past(word: str) -> bool:
    if word in _IRREGULAR_PAST:
        return True
    if len(word) <= 4 or not word.endswith("ed"):
        return False
    return any(b in actions() or interface_verb(b) for b in bases(word) - {word})


def aside(clause: str) -> bool:
    """Whether ``clause`` tells what someone did: its first words are a subject (no verb of the
    request, no determiner right before the verb) followed by a past verb ("zed texted me",
    "the blorp office called"), or it opens with a past verb of meeting or seeing."""
    tokens = re.findall(r"[a-z][\w'@.-]*", clause.lower())
    if not tokens:
        return False
    if tokens[0] in _OPENING_PAST:
        return True
    for i, word in enumerate(tokens[: _SUBJECT_WORDS + 1]):
        if word in _NOT_SUBJECT:
            return False
        if _past(word):
            to_me = tokens[i + 1 : i + 2] in (["me"], ["us"]) or bool(bases(word) & _TO_ME)
            return i > 0 and tokens[i - 1] not in DETERMINERS and not to_me
        if i == 0 and word in actions() and word not in {"i", "we", "he", "she", "they"}:
            return False
    return False


def without_asides(instruction: str) -> str:
    """``instruction`` with each aside clause cut down to what it names: its verb and its
    "on/in/by/via ..." phrase (where it was heard of) left out, its names kept ("ann on zapline
    liked the blorp, save it" -> "ann the blorp, save it"); itself when every clause is an aside
    or none is."""
    bare = QUOTED.sub(lambda m: "\0" * len(m.group(0)), instruction)
    clauses = [m for m in _CLAUSES.finditer(bare) if m.group(0).strip()]
    asides = [m for m in clauses if aside(m.group(0))]
    if not asides or len(asides) == len(clauses):
        return instruction
    kept = instruction
    for m in reversed(asides):
        kept = kept[: m.start()] + _names_of(m.group(0)) + kept[m.end() :]
    return kept


def _names_of(clause: str) -> str:
    """What an aside names, without its verb and where it was heard of: what it was done to
    ("ann liked the blorp" -> "the blorp"), whose it is when that is a plain thing ("zed posted
    a photo" -> "zed's photo"), else who did it ("the zorb office called" -> "the zorb office")."""
    bare = _WHEN_HEARD.sub(" ", _HEARD_IN.sub(" ", clause))
    said = [w for w in bare.split() if w.lower() not in _DROPPED]
    verb = next((i for i, w in enumerate(said) if _past(w.lower())), len(said))
    subject, thing = said[:verb], [w for w in said[verb + 1 :] if not _past(w.lower())]
    if not thing:
        return " ".join(subject)
    if subject and all(w.lower() in common_words() for w in thing):
        plain = [w for w in thing if w.lower() not in DETERMINERS]
        return " ".join([*subject[:-1], f"{subject[-1]}'s", *plain])
    return " ".join(thing)
