"""A message typed right after whom it goes to, with no word marking where it starts ("text zed
no worries", "msg zed quorn the zorbs are in", "let zed know the quib is done"): the words are a
message when their grammar says they are said to someone (a subject pronoun, a contraction, an
auxiliary, a past or present verb after a noun, a word only talk opens with, an exclamation or
question mark), not a thing to look up and send ("text zed the quib code")."""

from __future__ import annotations

import re

from experts.offline.lexicon import actions, bases, kinds, not_nouns
from experts.offline.names import SENTENCE_VERBS, function_word, name_word
from experts.offline.patterns import EMAIL, PHONE

_SUBJECTS = frozenset({"i", "we", "you", "u", "he", "she", "they", "it"})
_CONTRACTED = re.compile(r"(?:n't|'m|'re|'ll|'ve|'d)$|^(?:it|that|there|he|she|what|let)'s$")
_OPENS_TALK = frozenset(
    {
        "no",
        "yes",
        "yeah",
        "yep",
        "nope",
        "ok",
        "okay",
        "sure",
        "hi",
        "hey",
        "hello",
        "happy",
        "merry",
        "good",
        "great",
        "cool",
        "nice",
        "welcome",
        "cheers",
        "bye",
        "see",
        "omw",
    }
)
"""Words a message opens with: an answer, a greeting, a wish."""
_TALK_WORDS = frozenset(
    {"sorry", "thanks", "thank", "thx", "please", "congrats", "congratulations", "lol", "xx"}
)
"""Words only said to someone, wherever they stand."""
_SAID_OF_ONESELF = re.compile(
    r"^(?:on\s+(?:my|our|the)\s+way|almost\s+(?:there|home|done)|be\s+right\s+(?:there|back)"
    r"|running\s+(?:late|behind)|home\s+soon|see\s+you\b)",
    re.IGNORECASE,
)
"""Phrases people text of where they are, with no subject ("on my way", "almost there")."""
_PAST = frozenset(
    {
        "came",
        "went",
        "got",
        "left",
        "sent",
        "paid",
        "made",
        "took",
        "gave",
        "said",
        "told",
        "found",
        "won",
        "lost",
        "broke",
        "ran",
        "began",
        "knew",
        "saw",
        "bought",
        "brought",
        "arrived",
    }
)
"""Irregular past verbs (and one common regular one)."""
_DETERMINERS = frozenset({"the", "a", "an", "my", "your", "our", "his", "her", "their", "this"})
_WORD = re.compile(r"[a-z][\w']*")


def _verb_after_noun(words: list[str], at: int) -> bool:
    """Whether the word at ``at`` is a verb telling what a thing did or does ("the quib
    arrived", "the zorb works"): an "-ed" or "-s" form of an English verb after a noun."""
    word, before = words[at], words[at - 1]
    if before in _DETERMINERS or function_word(before):
        return False
    if word in _PAST:
        return True
    if word.endswith("ed") and len(word) > 4:
        return bool(bases(word) & actions())
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1] in actions()
    return False


def _doing(tokens: list[str]) -> bool:
    """Whether the words open with what the speaker is doing ("zorbing late", "quibbing out
    now", "quibbing 10 min late"): an "-ing" word followed by a number or by a word that is no
    noun, not by a noun it names ("the quibbing code")."""
    first, after = tokens[0], tokens[1:2]
    if not (first.endswith("ing") and len(first) > 4 and after):
        return False
    return after[0] in not_nouns() or function_word(after[0]) or after[0].isdigit()


_NOUN_PHRASE = 4
"""At most this many words after a determiner before the verb that states something of it."""


def _stated(words: list[str], at: int) -> bool:
    """Whether the word at ``at`` states something of the words before it: an auxiliary, a
    contraction or a verb after a noun ("the zorb is in", "my quib's here", "the quib came")."""
    word = words[at]
    return word in SENTENCE_VERBS or bool(_CONTRACTED.search(word)) or _verb_after_noun(words, at)


def opens_talk(body: str) -> bool:
    """Whether ``body`` opens with a word only talk opens with ("see you there", "thanks ...")
    or a phrase people text of where they are ("on my way")."""
    words = _WORD.findall(body.lower().replace("\u2019", "'"))
    return bool(words) and (
        words[0] in _OPENS_TALK | _TALK_WORDS or bool(_SAID_OF_ONESELF.match(body.strip()))
    )


def said_aloud(body: str) -> bool:
    """Whether ``body`` reads as words said to someone rather than a thing to send; one that
    starts with a determiner must state something of its noun phrase before another starts
    ("the zorb is in", not "the day i fly"); one that starts with "to" says why it is sent ("to
    ask whether the zorb is in"), not what."""
    if body.rstrip().endswith(("!", "?")) or _SAID_OF_ONESELF.match(body.strip()):
        return True
    words = _WORD.findall(body.lower().replace("\u2019", "'"))
    if not words or words[0] == "to":
        return False
    if words[0] in _DETERMINERS:
        for i in range(1, min(len(words), _NOUN_PHRASE + 1)):
            if words[i] in _DETERMINERS | _SUBJECTS:
                return False
            if _stated(words, i):
                return True
        return False
    if words[0] in _OPENS_TALK or set(words) & (_TALK_WORDS | SENTENCE_VERBS | _SUBJECTS):
        return True
    if _doing([t.strip(",.;:") for t in body.lower().split()]):
        return True
    if any(_CONTRACTED.search(w) for w in words):
        return True
    return any(_verb_after_noun(words, i) for i in range(1, len(words)))


_MOST_NAME_WORDS = 3


def addressee_and_rest(rest: str) -> tuple[str, str] | None:
    """``rest`` (what follows a sending verb) split into whom it goes to and what follows: a
    number, an address, or a name's first word and the words after it that are no English
    word ("zed quorn"); None when its first word can't be anyone's."""
    tokens = rest.split(" ")
    first = tokens[0]
    if EMAIL.fullmatch(first) or PHONE.fullmatch(first):
        return first, " ".join(tokens[1:])
    lowered = first.lower()
    if not first.isalpha() or function_word(lowered) or lowered in ("me", "us", "everyone"):
        return None
    if lowered in {w for ws in kinds().values() for w in ws}:
        return None
    end = 1
    while end < min(len(tokens), _MOST_NAME_WORDS) and name_word(tokens[end]):
        end += 1
    return " ".join(tokens[:end]), " ".join(tokens[end:])
