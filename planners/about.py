"""Whether a finding node ended on what its question is about: an answer read on a screen that
names none of the question's own words nor their synonyms ("What time does Zap Grill close?"
answered from a saved-places list whose row says "Bean Counter | Closes 7 PM") is about
something else, so the node fails and its question goes on to the next app instead of a wrong
value flowing on. A doing counts by its record ("zorbing" by the record noun of its sense).
"""

from __future__ import annotations

import re

from experts.assembly_records import FIELDS
from experts.offline.lexicon import doings, synonyms
from experts.offline.values import ASKS_DEGREE
from experts.offline.venues import venue_asked
from experts.offline.when import MONTHS, WEEKDAYS
from experts.offline.words import RANKINGS
from memory.lexical import content_words
from mobilexperts.perception.screen import Screen

STEM = 4
"""Letters two words share at their start to count as one ("meet" / "meeting"); a shorter
word counts when a shown word starts with it ("zap" / "Zaps")."""
_ASKING = frozenset(
    {"what", "which", "when", "where", "who", "whom", "whose", "how", "much", "many", "find"}
)
_RELATIVE = frozenset(
    {"last", "next", "this", "today", "tonight", "tomorrow", "yesterday", "night", "morning"}
    | {"afternoon", "evening", "week", "weekend", "month", "year", "ago", "later", "soon"}
)
"""Words that place a thing relative to now, which its record states as a date instead."""
_RANKING = frozenset(re.findall(r"[a-z]+", " ".join(RANKINGS))) | {"rated", "cost", "costs"}
"""How a question picks among things ("the best rated", "the cheapest") and what a price is
asked as ("what does it cost"): not the thing it is about."""
_DATED = frozenset(MONTHS) | frozenset(WEEKDAYS)
"""Names of days and months, which a screen may show by their first three letters ("Fri")."""
_QUESTION = re.compile(r"^\s*(?:what|which|when|where|who|whom|whose|how)\b", re.IGNORECASE)
"""A question about a thing it names (not a search by criteria: "find a Thai place near X")."""
_SUBJECT_SAID = re.compile(r"^(?:i|we|you|they|he|she)['\u2019]\w+$", re.IGNORECASE)
"""A pronoun with its verb typed on ("i'm", "we're"): who asks, not what about."""
_HOLDERS = frozenset(
    re.findall(
        r"[a-z]+",
        "email emails mail mails message messages text texts conversation conversations page "
        "pages note notes event events post posts file files document documents",
    )
)
"""Words naming the kind of item that holds the thing ("the code from the zap email"): where
the answer was read, which the item's own screen need not say, not what it is about."""
_LYING = frozenset(
    {"sitting", "lying", "waiting", "kept", "stored", "left", "printed", "written", "listed"}
)
"""How a thing rests where it is ("what is sitting in my cart", "printed on my zap"): where,
not what it is about."""
_TOLD = frozenset(
    re.findall(
        r"[a-z']+",
        "dm dms dmd dmed dm'd asking asked say says said tell tells told texted messaged "
        "emailed mailed wrote mentioned",
    )
)
"""How someone told the owner a thing ("what did bo dm me asking about"): how it came, not
what it is about (a message names its subject, not the telling)."""
_VAGUE = frozenset({"thing", "things", "stuff", "item", "items", "something", "one", "ones"})
"""Words that stand for a thing without saying what it is ("the thing in my zap basket")."""
_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
"""A hyphen inside a word ("e-ticket" is "eTicket" and "eticket" too)."""
_AUX = re.compile(r"\b(?:does|do|did|is|are|was|were|has|have|had)\b", re.IGNORECASE)
_APP_AT_END = re.compile(
    r"\s+(?:in|on|from)\s+(?:the\s+|my\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?(?:\s+app)?\s*[.?!]?$"
)


_DONE_VERB = re.compile(
    r"(\b(?:does|did|do)\s+(?:(?!(?:on|in|at|for|from|to|with|by|of|about|into)\b)"
    r"[\w'-]+\s+){1,5}?)[a-z]+\s*([?.!]?)\s*$",
    re.IGNORECASE,
)
"""The verb a question ends on after "does" and its subject ("... does zed quorn use?"): what
is done with the thing, not what it is about."""


def subject_words(question: str) -> list[str]:
    """The words a question is about: its content words without the question words, the
    fields it asks for, how it ranks, the kind of item holding it ("email"), how it rests
    there ("sitting") or was told ("dm", "asking"), the words standing for a thing unsaid
    ("thing"), the verb it ends on after "does" and its subject, the measure "how" asks
    ("long" of "how long") and the app it names at its end."""
    body = _DONE_VERB.sub(r"\1\2", _APP_AT_END.sub("", venue_asked(question.strip())))
    body = ASKS_DEGREE.sub("how", body)
    body = _AUX.sub(" ", body)
    said = content_words(body)
    skip = _ASKING | _RELATIVE | FIELDS | _RANKING | _HOLDERS | _LYING | _TOLD | _VAGUE
    return [
        w
        for w in said
        if w not in skip and not any(c.isdigit() for c in w) and not _SUBJECT_SAID.match(w)
    ]


def off_subject(question: str, answer: str, screen: Screen | None) -> str:
    """Why a finding node's end is about something else than the question it asks (fewer than
    half of its subject words, at least one, on the last screen or in the answer, each as said,
    by a synonym: "flat" shown as "apartment", or a day or month by its three letters), or
    ``""``; a search by criteria ("find a ...") names what it finds only once found. The kind
    of place a thing is held at is where it is, not what the question is about."""
    asked = subject_words(question)
    if screen is None or not asked or not _QUESTION.match(question):
        return ""
    shown = " ".join([answer, *(f"{e.text} {e.label}" for e in screen.elements)]).casefold()
    shown = _HYPHEN.sub("", shown)
    seen = {w[:size] for w in re.findall(r"[^\W_]+", shown) for size in range(3, STEM + 1)}
    asked = [_HYPHEN.sub("", w) for w in asked]
    kept = doings()
    whole = set(re.findall(r"[^\W_]+", shown))
    found = [
        w
        for w in asked
        if w[:STEM] in seen
        or (w in _DATED and w[:3] in whole)
        or kept.get(w, "")[:STEM] in seen - {""}
        or any(s[:STEM] in seen for s in synonyms(w) if s.isalpha())
    ]
    if len(found) >= (len(asked) + 1) // 2:
        return ""
    return f"its last screen names none of what it asks about ({', '.join(asked)})"
