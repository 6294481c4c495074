"""A message typed without quotes: after a writing verb and whom it goes to, the words from a
capitalized sentence start to the end of the request are the text to send ("text zed quorn
Are you up?", "email Ann Lee The draft is in", "message him Sure, why not"); telling someone
a sentence is texting it. The sentence is quoted, so that it is read as a value: its question
mark asks nothing, its capitals name nobody and its verbs are no steps."""

from __future__ import annotations

import re

from experts.offline.lexicon import interface_verb, known_word, proper_words
from experts.offline.names import SENTENCE_VERBS, function_word
from experts.offline.patterns import EMAIL, PHONE, QUOTED

_WRITING = frozenset({"send", "message", "text", "reply", "email", "write", "post", "comment"})
"""Verbs (and the nouns of what they write: "put up a post ...") whose object may be a message
typed as it is to be sent."""
_OWN_BODY = frozenset({"write", "post", "comment", "reply"})
"""Verbs whose body may follow them at once ("... and write The draft is in", "..., reply
Nice one!")."""
_TO_WHOM = frozenset({"her", "him", "them", "me", "us", "back", "to"})
_CARRIERS = frozenset({"text", "message", "msg", "email", "mail", "dm", "note", "line", "reply"})
"""Words a body may follow: a pronoun for the recipient, "back", the kind of message
("send ann a text Hi there")."""
_TELLING = frozenset({"tell", "ask"})
"""Verbs that pass a sentence on to someone ("tell zed quorn Are you in?"): a text."""
_THING = frozenset({"the", "this", "that", "these", "those", "my", "our", "your"})
"""Words after the verb, in lower case, that start the thing sent ("send the Zap Quorn Lamp from
..."): what follows names it, no recipient before a body (a capital "The" may start one)."""
_NOUN_TOO = frozenset({"post", "comment"})
"""Writing verbs that are nouns as well ("zed's post"): a body follows them only as a verb
or as the thing a request writes ("leave a comment ...")."""
_POST_LEADS = frozenset({"a", "an", ",", ";", ":", "and", "then", "please", "to"})
_OPENERS = frozenset({"congrats", "congratulations", "thanks", "thx", "yay", "omg", "okay", "ok"})
"""Words that open a message though no dictionary lists them as English words."""
_WHERE = frozenset({"on", "in", "via", "over"})
"""Words before the app a message is written in ("post on zapline Hello all")."""
_TOKEN = re.compile(r"[\w'\u2019@.+-]+|[,;:!?]")
_MOST_BEFORE = 6
"""At most this many words stand between the verb and the body (whom, and on which app)."""


def _starts_sentence(tokens: list[str], i: int) -> bool:
    """Whether the capitalized token at ``i`` opens a sentence, not a name: an English word
    (not one used only as a name) followed by a lower-case word or a punctuation mark."""
    word = tokens[i]
    if not word[:1].isupper() or i + 2 >= len(tokens):
        return False
    lowered = word.lower().rstrip(".")
    if lowered in proper_words():
        return False
    known = lowered in SENTENCE_VERBS or lowered in _OPENERS or known_word(lowered)
    if not (known or function_word(lowered)):
        return False
    after = tokens[i + 1]
    return not after[:1].isupper() or after == "I"


def _may_precede(word: str) -> bool:
    """Whether a body may follow ``word``: a name (capitalized, or no English word), an
    address or number, a pronoun for the recipient, or the kind of message."""
    lowered = word.lower()
    if word[:1].isupper() or lowered in _TO_WHOM | _CARRIERS:
        return True
    if EMAIL.fullmatch(word) or PHONE.fullmatch(word) or word.startswith("@"):
        return True
    return word.isalpha() and not known_word(lowered) and not function_word(lowered)


def quoted_body(text: str) -> str:
    """``text`` with an unquoted message body after a writing verb and its recipient quoted,
    when it has one; otherwise ``text`` as it is."""
    if QUOTED.search(text):
        return text
    matches = list(_TOKEN.finditer(text))
    tokens = [m.group() for m in matches]
    for v, verb in enumerate(tokens):
        telling = verb.lower() in _TELLING and v + 1 < len(tokens)
        if telling and tokens[v + 1].lower() in ("me", "us"):
            continue
        meant = "text" if telling else interface_verb(verb) if verb.isalpha() else None
        if meant not in _WRITING or (v + 1 < len(tokens) and tokens[v + 1] in _THING):
            continue
        if meant in _NOUN_TOO and v > 0 and tokens[v - 1].lower() not in _POST_LEADS:
            continue
        last = min(len(tokens), v + _MOST_BEFORE + 2)
        for i in range(v + 1, last):
            if tokens[i] in ",;:!?" or not _starts_sentence(tokens, i):
                continue
            if i == v + 1 and meant not in _OWN_BODY:
                break
            app_before = i > v + 2 and tokens[i - 2].lower() in _WHERE
            if i > v + 1 and (
                tokens[i - 1].endswith(".") or not (app_before or _may_precede(tokens[i - 1]))
            ):
                break
            start, at = matches[i].start(), matches[v]
            lead = f"{text[: at.start()]}text{text[at.end() : start]}" if telling else text[:start]
            return f'{lead}"{text[start:].strip()}"'
    return text
