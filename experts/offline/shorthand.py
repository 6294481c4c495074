"""Words typed short: contractions without their apostrophe, texting shorthand ("bday",
"pls"), and numbers and times said in words ("twelve minutes", "quarter to seven"), each put
as written in full."""

from __future__ import annotations

import re

from experts.offline.lexicon import actions
from experts.offline.spoken import spoken_numbers
from experts.offline.words import STOPWORDS

CONTRACTIONS = {
    "whats": "what is",
    "whens": "when is",
    "wheres": "where is",
    "whos": "who is",
    "hows": "how is",
    "dont": "don't",
    "doesnt": "doesn't",
    "cant": "can't",
    "wont": "won't",
    "im": "I'm",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "didnt": "didn't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "ive": "I've",
    "youre": "you're",
    "theres": "there's",
}
"""Contractions typed without their apostrophe."""
SHORTHAND = {
    "bday": "birthday",
    "e-mail": "email",
    "b-day": "birthday",
    "pls": "please",
    "plz": "please",
    "msg": "message",
    "fwd": "forward",
    "txt": "text",
    "dms": "direct messages",
    "pms": "private messages",
    "fav": "favorite",
    "fave": "favorite",
    "favs": "favorites",
    "faves": "favorites",
    "bt": "bluetooth",
    "u": "you",
    "ur": "your",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "appt": "appointment",
    "thx": "thanks",
    "wanna": "want to",
    "gonna": "going to",
    "gotta": "have to",
    "lemme": "let me",
    "gimme": "give me",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "tmrow": "tomorrow",
    "wat": "what",
    "b4": "before",
}
"""Texting shorthand for common words."""
CONTRACTIONS |= SHORTHAND
_CONTRACTION = re.compile(r"(?<![.\w])(?:" + "|".join(CONTRACTIONS) + r")\b", re.IGNORECASE)


def in_full(text: str) -> str:
    """``text`` with contractions and shorthand typed without apostrophes in full ("im" ->
    "I'm", "id bring" -> "I'd bring"), and a message sent said as a noun by its verb ("shoot ann
    a quick text with it" -> "text ann it"); numbers in words stay as typed, and so does a name
    the request gives a thing ("... as Zed bday" keeps its "bday")."""
    text = _ID_VERB.sub(_would, text)
    text = _SENT_AS_NOUN.sub(_sent, text)
    given = [m.span(1) for m in _GIVEN_NAME.finditer(text)]

    def full(match: re.Match[str]) -> str:
        if any(start <= match.start() < end for start, end in given):
            return match.group(0)
        return CONTRACTIONS[match.group(0).lower()]

    return _CONTRACTION.sub(full, text)


_SENT_AS_NOUN = re.compile(
    r"\b(?:shoot|drop|fire\s+off|flick)\s+(?P<who>(?:(?!(?:a|an|me|it|them)\b)[\w'-]+\s+){1,3}?)"
    r"(?:a|an)\s+(?:(?:quick|short|brief)\s+)?(?P<noun>text|message|sms|line|note|dm|e-?mail)\b"
    r"(?:\s+(?P<with>with|containing)\b)?",
    re.IGNORECASE,
)
"""A message sent said as a noun after a verb of throwing ("shoot ann a text", "drop bo a
line with ..."): texting them, or emailing them for an email."""


def _sent(match: re.Match[str]) -> str:
    verb = "email" if "mail" in match["noun"].lower() else "text"
    return f"{verb} {match['who'].strip()}"


_GIVEN_NAME = re.compile(
    r"\b(?:as|called|named|titled)\s+([A-Z][^,;.!?]*?)(?=\s+(?:and|then|to|on|for|at)\b|[,;.!?]|$)"
)
"""A name the request gives a thing, capitalized as typed ("save it as Zed bday"): its words
are the name's own."""


_ID_VERB = re.compile(
    r"(?<![.\w'\u2019-])(?<!\bmy )(?<!\bthe )(?<!\ban )(?<!\byour )(?<!\bher )(?<!\bhis )"
    r"(?<!\bour )(?<!\btheir )(?<!\bphoto )id\s+([a-z]+)\b",
    re.IGNORECASE,
)
""""id" not owned ("my id"), before a word: "I'd" typed without its apostrophe when that word
is a verb or an adverb of "would" ("what i said id bring", "id rather"), an identifier
otherwise ("id number", "id on my card")."""
_WOULD_ADVERBS = frozenset(
    ["be", "have", "need", "want", "rather", "really", "probably", "never", "just", "also", "love"]
)


def _would(match: re.Match[str]) -> str:
    after = match.group(1)
    word = after.lower()
    verb = (word in actions() and word not in STOPWORDS) or word in _WOULD_ADVERBS
    return f"I'd {after}" if verb else match.group(0)


_TODOS = re.compile(
    r"\b((?:to|on|onto|in|into|off|from)\s+(?:my|the|our)\s+)to[- ]?dos\b", re.IGNORECASE
)
"""One's to-dos said as where an entry goes or is ("add X to my to-dos"): the to-do list."""


def spelled_out(text: str) -> str:
    """``text`` with contractions and shorthand in full, one's to-dos said as a place as the
    to-do list, and times of day and numbers before a unit said in words put in digits
    (:mod:`experts.offline.spoken`)."""
    text = _TODOS.sub(r"\1to-do list", _WITH.sub("with ", text))
    return spoken_numbers(in_full(text))


_WITH = re.compile(r"(?<![\w/])w/\s*(?=\S)", re.IGNORECASE)
""""w/" typed for "with"."""
