"""What words mean to tool choice: a word's senses (its stem, the interface verb the lexicon
reads it as and that verb's interface words, the app kind its noun belongs to, the figure it
asks for, the ranking it says), the words that say what a tool does, and what a request says
(its senses, whether it says an action, brings a thing about, asks with a question word that
alone says what is asked). Nothing here knows an app or a task.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from pydantic import BaseModel

from experts.offline.lexicon import interface_verb, kinds, known_word
from experts.offline.words import RANKINGS, STOPWORDS, VERB_UI, stem
from tools_store.records import ToolOffer
from tools_store.retrieval import SHORT_LETTERS

PLACEHOLDER = re.compile(r"<([A-Za-z][A-Za-z0-9_]*)>")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'-]*")
QUOTES = " \"'\u201c\u201d\u2018\u2019"
QUOTED = re.compile(r"[\"\u201c]([^\"\u201d]+)[\"\u201d]")
_HEAD_NOUN = re.compile(r"(<[A-Za-z][A-Za-z0-9_]*>)[\"'\u201d\u2019]?\s+(?!(?:and|then)\b)\w+")
"""A placeholder and the word after it: the kind of thing its value names ("the latest
<name> model", "the <subject> listing"), which another request may call otherwise."""
INTRODUCING = "titled|called|named|saying|says|reading"
"""Words that only introduce the value after them ('a page titled "X"')."""
_FUNCTION_WORDS = frozenset({"have", "has", "had", "titled", "called", "named", "saying"})
"""Words of a tool's description that say nothing it does ("What rating does X have", the
word introducing a value: "titled")."""
_SHORT = {"min": "minute", "mins": "minutes", "sec": "second", "secs": "seconds", "hr": "hour"}
_SHORT |= {"hrs": "hours", "pic": "photo", "pics": "photos", "msg": "message", "pls": "please"}
"""Short forms people type, read as the word."""
_THE_DEVICE = frozenset({"phone", "handset", "smartphone", "tablet"})
"""Words people use for the device an agent operates: each says "device" ("give my handset a
zap tone" asks what "set the device zap tone" does)."""
BRINGING = frozenset({"create", "add", "new", "start", "set", "make", "put"})
"""Verbs that bring a thing about: what a request naming only the thing asks for."""
_ASKED = {"star": "rating", "rate": "rating", "score": "rating"}
_ASKED |= {"much": "price", "cost": "price", "price": "price", "pay": "price"}
"""Word stems that ask for one figure a place, an app or a product shows: "how many stars
does zapcafe have" asks its rating, "how much does a zapkettle cost" its price."""
_IRREGULAR = {"taken": "take", "took": "take", "given": "give", "gave": "give"}
_IRREGULAR |= {"written": "write", "wrote": "write", "sent": "send", "made": "make"}
_IRREGULAR |= {"bought": "buy", "chosen": "choose", "chose": "choose", "seen": "see"}
_IRREGULAR |= {"kept": "keep", "paid": "pay", "told": "tell"}
"""Irregular past forms, read as the verb ("where was it taken" asks where they took it)."""
LOOKING = frozenset({"find", "look", "check", "tell", "show", "see", "read", "get"})
"""Verbs of looking something up: a question asks what a tool leading with one does."""
ASKING = re.compile(r"^\W*(?:what|which|who|whose|when|where|how)\b|\?\s*$", re.IGNORECASE)
_ASKED_ALONE = re.compile(r"(?:^|[,;:\u2013-])\W*(where|when|who)\b", re.IGNORECASE)
"""A question word opening a clause that alone says what is asked: a place, a time, a person."""
FRAMING = frozenset({"need", "want", "wanna", "gotta", "like", "many", "well", "mind"})
"""Words that frame a request ("i need a zapper", "how many quorns does") without saying a thing a
tool does or works on."""


_UNDOING = 4
"""Letters past which a word led by "un" may undo a verb ("unstar", not "under")."""


@cache
def _kind_of_noun() -> dict[str, str]:
    return {
        stem(noun): kind for kind, nouns in kinds().items() for noun in nouns if " " not in noun
    }


@lru_cache(maxsize=8192)
def senses(word: str) -> frozenset[str]:
    """What a word may mean to an interface: its stem, the interface verb the lexicon reads it
    as and the words interfaces use for that verb, the app kind its noun belongs to, the
    figure it asks for and the ranking it says, the device for a word people call it by
    (``phone`` -> device), past forms as the verb (``erase`` -> delete,
    remove, trash; ``taken`` -> take; ``put`` -> add, create; ``stars`` -> a rating;
    ``newest`` and ``latest`` -> the newest first)."""
    word = word.casefold().strip(QUOTES)
    word = _SHORT.get(word, word)
    word = _IRREGULAR.get(word, word)
    base = stem(word)
    out = {base}
    verb = interface_verb(word) or (word if word in VERB_UI else None)
    if verb:
        out |= {stem(verb), *(stem(w) for w in VERB_UI.get(verb, ()))}
    if word.startswith("un") and len(word) > _UNDOING:
        out -= {stem(word[2:])}  # "unfollow" never means follow, whatever its button says
    if word in _THE_DEVICE:
        out.add(stem("device"))
    kind = _kind_of_noun().get(base)
    if kind:
        out.add(f"kind:{kind}")
    if base in _ASKED:
        out.add(f"asks:{_ASKED[base]}")
    if word in RANKINGS:
        out.add(f"rank:{RANKINGS[word][0]}")
    return frozenset(out)


def content_words(text: str, verbs: bool = False) -> list[str]:
    """Content words of ``text`` (placeholders and stopwords left out; with ``verbs``, a
    stopword that is an interface verb, "make", kept)."""
    text = PLACEHOLDER.sub(" ", text).replace("_", " ")
    tokens = (m.casefold().removesuffix("'s").strip("'-") for m in _TOKEN.findall(text))
    return [
        t
        for t in tokens
        if len(t) > 1
        and (t not in STOPWORDS or (verbs and t in VERB_UI))
        and t not in _FUNCTION_WORDS
    ]


def first_sentence(description: str) -> str:
    """The description's first sentence: what the tool does, before "Starts: ..."."""
    return re.split(r"\.\s+Starts:|\.\s*$", description, maxsplit=1)[0]


def tool_words(offer: ToolOffer) -> list[str]:
    """The words that say what ``offer`` does: its name's, then its description's first
    sentence's (its app's label and the word naming a parameter's kind of thing left out),
    each once."""
    label = offer.app_label.casefold()
    name = one_word_rankings(" ".join(w for w in offer.name.split("_") if not w.isdigit())).split()
    found = [w.casefold() for w in name if w.casefold() not in STOPWORDS | _FUNCTION_WORDS]
    about = one_word_rankings(first_sentence(offer.description))
    found += content_words(_HEAD_NOUN.sub(r"\1", about))
    seen: set[str] = set()
    out = []
    for word in found:
        if word != label and stem(word) not in seen and len(word) > 1:
            seen.add(stem(word))
            out.append(word)
    return out


_TWO_WORD_RANKING = {"most recent": "latest"}
"""A ranking said in two words, as its one word."""
_TWO_WORD_RANKS = re.compile(rf"\b(?:{'|'.join(_TWO_WORD_RANKING)})\b", re.IGNORECASE)


def one_word_rankings(text: str) -> str:
    """``text`` with a ranking said in two words ("most recent") in its one word."""
    return _TWO_WORD_RANKS.sub(lambda m: _TWO_WORD_RANKING[m.group().casefold()], text)


def request_senses(instruction: str, apps: list[str] | None = None) -> frozenset[str]:
    """The senses of the words a request says itself: the words of quoted values (what it
    asks to be typed) and an installed app's name after "in", "on", ... (``apps``: where, not
    what) left out."""
    text = QUOTED.sub(" ", one_word_rankings(instruction))
    for app in apps or []:
        place = rf"\b(?:in|on|at|from|using|via)\s+(?:the\s+)?{re.escape(app)}\b"
        text = re.sub(place, " ", text, flags=re.IGNORECASE)
    return frozenset(s for w in content_words(text, verbs=True) for s in senses(w))


def search_text(instruction: str) -> str:
    """The request with the words tools may use for what it asks ("how much" -> price,
    "newest" -> latest, recent; a word interfaces use for a few verbs only -> those verbs:
    "directions" -> navigate), for retrieval by words."""
    extra = []
    for word in content_words(instruction):
        extra += [s.removeprefix("asks:") for s in senses(word) if s.startswith("asks:")]
        extra += RANKINGS[word][1] if word in RANKINGS else ()
        verbs = _verbs_saying().get(stem(word), ())
        extra += [v for v in verbs if v != word] if len(verbs) <= _FEW_VERBS else []
    return " ".join([instruction, *dict.fromkeys(extra)])


_FEW_VERBS = 3
"""A word interfaces use for more verbs than this ("new") names none of them."""


@cache
def _verbs_saying() -> dict[str, tuple[str, ...]]:
    """A word's stem -> the interface verbs whose interface words include it."""
    found: dict[str, list[str]] = {}
    for verb, words in VERB_UI.items():
        for word in words:
            found.setdefault(stem(word), []).append(verb)
    return {key: tuple(sorted(set(verbs))) for key, verbs in found.items()}


def says_an_action(instruction: str) -> bool:
    """Whether the request says what to do (a word the lexicon reads as an interface verb),
    not only the thing it wants ("zapper for nine please"); the word introducing a value
    ("called") is none."""
    text = re.sub(rf"\b(?:{INTRODUCING})\b", " ", QUOTED.sub(" ", instruction), flags=re.I)
    return any(interface_verb(w) or w in VERB_UI for w in content_words(text, verbs=True))


def brings_about(word: str) -> bool:
    """Whether ``word`` is itself a verb that brings a thing about ("set", "start", "add",
    "make"; not "text", whose interface words include "new")."""
    word = _SHORT.get(word.casefold(), word.casefold())
    return (interface_verb(word) or (word if word in VERB_UI else None)) in BRINGING


def brings(instruction: str, apps: list[str]) -> bool:
    """Whether the request says a verb that brings a thing about ("set a zapper")."""
    text = QUOTED.sub(" ", instruction)
    places = {app.casefold() for app in apps}
    return any(brings_about(w) for w in content_words(text, verbs=True) if w not in places)


def asked_alone(text: str) -> str:
    """The question word of ``text`` that alone says what is asked ("where" in "the quorn zap,
    where did it go"), or ``""``."""
    match = _ASKED_ALONE.search(text)
    return match.group(1).casefold() if match else ""


def participle(word: str) -> bool:
    """Whether ``word`` is a past form of a verb ("posted", "taken")."""
    return word in _IRREGULAR or (word.endswith("ed") and interface_verb(word) is not None)


class Reading(BaseModel):
    """What a request says to tool choice: the senses of its words (``said``), whether it asks
    for a thing to be brought about (``making``: it says no action, or a verb bringing one
    about), whether it asks a question (``asking``) and with which question word alone
    (``asked``: "where", "when", "who"), and the senses of its action words other than those of
    looking (``acted``: "star" in "star zed"), and its words no dictionary knows that may be
    short forms (``short``: "bday")."""

    said: frozenset[str]
    making: bool
    asking: bool
    asked: str
    acted: frozenset[str]
    short: frozenset[str] = frozenset()


def read_request(instruction: str, apps: list[str]) -> Reading:
    """How :func:`experts.tool_choice.fit` reads ``instruction`` (``apps``: installed apps)."""
    asked = asked_alone(instruction)
    actions = [
        w
        for w in content_words(QUOTED.sub(" ", instruction), verbs=True)
        if (interface_verb(w) or w in VERB_UI) and w not in LOOKING
    ]
    return Reading(
        said=request_senses(instruction, apps),
        making=not says_an_action(instruction) or brings(instruction, apps),
        asking=bool(asked or ASKING.search(instruction)),
        asked=asked,
        acted=frozenset(s for w in actions for s in senses(w) if not s.startswith("kind:")),
        short=frozenset(w for w in content_words(instruction) if unknown_short(w)),
    )


def unknown_short(word: str) -> bool:
    """Whether ``word`` may be a short form people type: a few letters no dictionary knows."""
    low, high = SHORT_LETTERS
    return word.isalpha() and low <= len(word) <= high and not known_word(word)
