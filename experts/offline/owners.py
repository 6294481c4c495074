"""Possessives in a request typed in lower case: a word with "'s" owns what follows ("maya's
espresso post"), unless it is a function word ("what's") or "is" ("the screen's too bright");
an English word owning a thing right after a verb or preposition is a person ("reply to
grace's chirp")."""

from __future__ import annotations

import re

from experts.offline.lexicon import common_words, interface_verb, not_nouns
from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import STOPWORDS

QUESTION_WORDS = frozenset({"what", "when", "where", "who", "how", "that", "let"})


def function_word(word: str) -> bool:
    """A stopword, or one typed without its apostrophe ("whens", "whats")."""
    return word in STOPWORDS or (word.endswith("s") and word[:-1] in STOPWORDS | QUESTION_WORDS)


def owns(plain: str, token: tuple[str, int]) -> bool:
    """Whether a word is typed with a possessive "'s": a name ends there ("maya's espresso")."""
    word = token[0]
    owned = plain[token[1] :].startswith((word + "'s", word + "\u2019s"))
    return owned and not function_word(word.lower())  # "what's" is "what is"


_TIME_OWNERS = CALENDAR_WORDS | {"yesterday", "week", "month", "year", "weekend", "night"}


_IS_WORDS = frozenset(
    [
        "too",
        "so",
        "very",
        "really",
        "not",
        "still",
        "already",
        "almost",
        "quite",
        "pretty",
        "always",
        "never",
        "now",
        "just",
        "gone",
        "over",
        "done",
        "here",
        "there",
        "up",
        "down",
        "out",
        "off",
        "on",
        "back",
        "late",
        "early",
        "ready",
        "broken",
        "full",
        "empty",
        "dead",
        "low",
        "high",
        "fine",
        "ok",
        "okay",
    ]
)
"""Words after "'s" that make it "is" ("the screen's too bright"), not a possessive."""
_OWNER_LEADS = frozenset({"to", "on", "for", "from", "at", "with", "about", "in", "of", "under"})


def owner_word(plain: str, token: tuple[str, int], leads: list[str], kind_words: set[str]) -> bool:
    """An English word in lower case that owns a thing right after a verb or a preposition
    ("reply to grace's chirp", "set grace's email"): a name, unless it is a time ("today's"),
    a kind of thing an app keeps, a verb or a word never used as a noun. After a determiner or
    another word ("my phone's", "set book club's") it is a thing, not a name."""
    word = token[0].lower()
    *earlier, lead = [w.lower() for w in leads]
    verb = interface_verb(lead) is not None and not (
        earlier and (function_word(earlier[0]) or interface_verb(earlier[0]) is not None)
    )
    owned = re.match(r"['\u2019]s\s+([a-z]+)", plain[token[1] + len(token[0]) :])
    return (
        (lead in _OWNER_LEADS or verb)
        and owned is not None
        and not function_word(owned.group(1))
        and owned.group(1) not in _IS_WORDS
        and owns(plain, token)
        and len(word) >= 4
        and word in common_words()
        and word not in _TIME_OWNERS | kind_words | not_nouns()
        and interface_verb(word) is None
    )


_MESSAGES = frozenset({"email", "mail", "text", "message", "dm", "letter", "note", "reply"})
"""Things someone sends: a word after "from" behind one is who sent it ("the mail from zed")."""


def sender_word(before: str, thing: str) -> bool:
    """Whether the word after ``before`` (with ``thing`` before that) names a message's sender:
    "from" right after something sent."""
    return before.lower() == "from" and thing.lower().removesuffix("s") in _MESSAGES
