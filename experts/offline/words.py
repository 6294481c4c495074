"""Words for the rule-based offline policy: tokenizing, stemming, and a hand-written table of
interface vocabulary (the words Android controls use for compose, send, search, delete, ...),
which the WordNet lexicon (experts/offline/lexicon.py) extends to other request verbs.
"""

from __future__ import annotations

import re
from functools import lru_cache

import snowballstemmer

_STOPWORD_TEXT = """
    a an the this that these those my me i you your our we it its of in on at to for from by
    with and or but is are was were be been am has have had do does did not no so as into onto
    about up down out then than there here please can could would should will just now also any
    all some one first using use via app what which who whom when where how tell give make get
    let it's i'm yet if don't dont don t them they their his her him she he pls plz thx thanks asap
    somebody someone anybody anyone everybody everyone nobody something anything
    whatever whenever wherever whoever whichever however
"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())

# Request verbs -> words that the interface uses for the same action.
VERB_UI: dict[str, tuple[str, ...]] = {
    "post": ("post", "compose", "new", "publish", "write", "create"),
    "publish": ("publish", "post", "compose"),
    "send": ("send", "compose", "new", "write", "share", "chat", "message"),
    "write": ("compose", "write", "new", "send"),
    "email": ("compose", "write", "new", "send", "email", "mail", "share"),
    "message": ("message", "new", "chat", "send", "text"),
    "text": ("message", "new", "send", "chat", "text", "sms"),
    "reply": ("reply", "respond", "send", "comment"),
    "comment": ("comment", "reply", "post"),
    "forward": ("forward", "send"),
    "create": ("create", "new", "add", "plus", "compose"),
    "add": ("add", "new", "create", "plus", "save"),
    "make": ("create", "new", "add", "plus"),
    "search": ("search", "find", "query"),
    "find": ("search", "find"),
    "look": ("search", "find"),
    "like": ("like", "heart", "love"),
    "delete": ("delete", "remove", "trash", "bin"),
    "remove": ("remove", "delete", "trash"),
    "clear": ("clear", "delete", "remove"),
    "star": ("star", "favorite", "favourite"),
    "favorite": ("favorite", "favourite", "star"),
    "follow": ("follow",),
    "unfollow": ("unfollow", "follow"),
    "unstar": ("unstar", "star"),
    "unlike": ("unlike", "like"),
    "unsave": ("unsave", "save", "remove"),
    "unfavorite": ("unfavorite", "favorite", "favourite", "star", "remove"),
    "save": ("save", "bookmark", "add", "done"),
    "open": ("open", "view"),
    "read": ("open", "read", "view"),
    "check": ("check", "open", "view"),
    "rename": ("rename", "name", "edit"),
    "edit": ("edit", "change"),
    "change": ("edit", "change"),
    "set": ("set", "edit", "change", "add", "new", "create"),
    "update": ("edit", "change", "update"),
    "trash": ("delete", "trash", "remove", "bin"),
    "compose": ("compose", "new", "write", "create"),
    "get": ("get", "install", "download", "buy"),
    "take": ("copy",),
    "reschedule": ("edit", "reschedule", "move", "change"),
    "pair": ("pair", "connect", "add"),
    "connect": ("connect", "pair"),
    "download": ("download", "get", "install"),
    "install": ("install", "get", "download"),
    "uninstall": ("uninstall", "remove"),
    "navigate": ("directions", "navigate", "start", "route", "go"),
    "start": ("start", "begin", "go"),
    "buy": ("buy", "checkout", "order", "pay", "purchase"),
    "order": ("order", "buy", "checkout"),
    "pay": ("pay", "place", "order", "card", "payment"),
    "share": ("share",),
    "call": ("call", "phone", "dial"),
    "move": ("move", "edit", "reschedule"),
    "copy": ("copy",),
    "paste": ("paste", "new", "create", "add"),
    "use": ("open", "view"),
    "tick": ("check", "done", "complete"),
    "draft": ("reply", "draft"),
    "give": (),
    "title": (),
    "finish": (),
    "go": (),
    "turn": (),
    "switch": (),
    "enable": (),
    "disable": (),
    "mark": ("mark", "add", "star", "favorite", "flag", "set"),
    "put": ("add", "new", "create", "plus"),
    "sort": ("sort", "order", "arrange"),
    "leave": (),
    "keep": (),
}


# Verbs whose last control differs from the controls on the way (Directions, then Start).
VERB_DONE: dict[str, tuple[str, ...]] = {
    "navigate": ("start", "go", "navigate"),
    "buy": ("place", "order", "pay", "purchase"),
    "order": ("place", "order", "pay"),
    "pay": ("place", "order", "pay"),
}
# Verbs that set a switch on or off.
TOGGLE_VERBS = frozenset({"turn", "switch", "enable", "disable"})
# Verbs whose work is getting somewhere, not an action with a control of its own.
FINDING_VERBS = frozenset(
    {
        "switch",
        "enable",
        "disable",
        "find",
        "look",
        "open",
        "read",
        "check",
        "go",
        "search",
        "give",
        "finish",
        "title",
        "turn",
        "leave",
        "keep",
    }
)
# Verbs that write text (a message, a post, an email) and end with a submit.
PRONOUNS = frozenset(["it", "them", "this", "that", "these", "those", "him", "her"])
"""Words that point back at a thing or person said before."""
WRITING_VERBS = frozenset(
    {
        "post",
        "publish",
        "send",
        "write",
        "email",
        "message",
        "text",
        "reply",
        "comment",
        "forward",
        "draft",
    }
)
# Verbs that make something new, and verbs that act on something that exists.
CREATING_VERBS = frozenset({"create", "make", "post", "publish", "write", "compose", "paste"})
# Verbs whose work is to take something from the screen for a later step.
SOURCE_VERBS = frozenset({"copy", "use", "take"})
OBJECT_VERBS = frozenset(
    {
        "reply",
        "forward",
        "comment",
        "like",
        "star",
        "favorite",
        "delete",
        "remove",
        "share",
        "follow",
        "move",
        "tick",
        "draft",
        "edit",
        "change",
        "rename",
        "install",
        "download",
        "pair",
        "buy",
        "order",
    }
)
DESTRUCTIVE = frozenset(
    {
        "delete",
        "remove",
        "trash",
        "discard",
        "block",
        "report",
        "unfollow",
        "archive",
        "clear",
        "sign",
        "log",
        "reset",
        "uninstall",
        "mute",
        "unpair",
        "forget",
        "disconnect",
    }
)

SUBMIT_WORDS = (
    "start",
    "post",
    "send",
    "save",
    "done",
    "create",
    "ok",
    "add",
    "publish",
    "reply",
    "submit",
    "confirm",
    "search",
    "next",
    "apply",
    "comment",
    "set",
    "pay",
    "place",
    "forward",
    "continue",
)
DISMISS_WORDS = (
    "not now",
    "no thanks",
    "later",
    "don't allow",
    "don\u2019t allow",
    "deny",
    "dismiss",
    "skip",
    "close",
    "cancel",
    "maybe later",
    "never",
    "got it",
    "remind me later",
)
SUCCESS_WORDS = (
    "sent",
    "posted",
    "saved",
    "created",
    "added",
    "done",
    "published",
    "deleted",
    "updated",
    "connected",
    "paired",
    "installed",
    "downloaded",
    "complete",
    "success",
    "renamed",
    "moved",
)
# Superlatives of a request -> words of the sort or filter option that puts the best first.
# Superlatives of a request -> what to rank rows by, and the words of the sort or filter option
# that puts the best first.
RANKINGS: dict[str, tuple[str, tuple[str, ...]]] = {
    "cheapest": ("price_low", ("price", "low")),
    "cheaper": ("price_low", ("price", "low")),
    "cheap": ("price_low", ("price", "low")),
    "inexpensive": ("price_low", ("price", "low")),
    "least expensive": ("price_low", ("price", "low")),
    "lowest-priced": ("price_low", ("price", "low")),
    "affordable": ("price_low", ("price", "low")),
    "best-rated": ("rating_high", ("top", "rated", "rating", "review")),
    "highest-rated": ("rating_high", ("top", "rated", "rating", "review")),
    "top-rated": ("rating_high", ("top", "rated", "rating", "review")),
    "best": ("rating_high", ("top", "rated", "rating", "review")),
    "highest": ("rating_high", ("top", "rated", "rating", "review")),
    "popular": ("popular", ("popular", "review", "rating", "best", "seller")),
    "newest": ("newest", ("newest", "new", "latest", "recent", "arrival")),
    "latest": ("newest", ("newest", "new", "latest", "recent", "arrival")),
    "nearest": ("distance_low", ("nearest", "near", "closest", "distance")),
    "closest": ("distance_low", ("nearest", "near", "closest", "distance")),
}

_COMMANDS = frozenset(
    [*VERB_UI, *(w for forms in VERB_UI.values() for w in forms), *SUBMIT_WORDS]
    + [w for forms in VERB_DONE.values() for w in forms]
)
_STEMMER = snowballstemmer.stemmer("english")
_STRIP = ".,!?;:'\"()[]{}\u201c\u201d\u2018\u2019"


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """The Snowball (Porter 2) stem of a lower-cased word: ``messages`` -> ``messag``."""
    return _STEMMER.stemWord(word.lower().strip(_STRIP))


def stems(*texts: str) -> frozenset[str]:
    """The stems of every word of ``texts`` (vocabulary sets compared with :func:`words`)."""
    return frozenset(stem(w) for text in texts for w in text.split())


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_JOINED = re.compile(r"(?<=[A-Za-z])[-\u2010\u2011](?=[A-Za-z])")
"""A hyphen inside a word: "Wi\u2011Fi", "wi-fi" and "wifi" are one word."""
_FILE_TYPE = re.compile(r"(?<=\w)\.(?:txt|pdf|docx?|xlsx?|pptx?|odt|csv|md|jpe?g|png|gif|zip)$")
"""A file name's type: "schedule.txt" is the word "schedule"."""


@lru_cache(maxsize=16384)
def words(text: str) -> tuple[str, ...]:
    """Content words of ``text`` (ids split at ``_`` and camelCase), stemmed, no stopwords."""
    text = _CAMEL.sub(" ", text).replace("_", " ").replace("/", " ").replace("\u2019", "'")
    text = _JOINED.sub("", text)
    out = []
    for token in text.lower().split():
        token = _FILE_TYPE.sub("", token.strip(_STRIP).removesuffix("'s"))
        if token and token not in STOPWORDS and (len(token) > 1 or token.isdigit()):
            out.append(stem(token))
    return tuple(out)


@lru_cache(maxsize=16384)
def exact_words(text: str) -> frozenset[str]:
    """Content words of ``text`` as written, only singular ("Followers" -> follower): words
    a stem runs together stay apart ("following" and "followers" share the stem follow)."""
    text = _CAMEL.sub(" ", text).replace("_", " ").replace("/", " ").replace("\u2019", "'")
    out = set()
    for token in _JOINED.sub("", text).lower().split():
        token = token.strip(_STRIP).removesuffix("'s")
        if token and token not in STOPWORDS and token.isalpha():
            out.add(token.removesuffix("s") if len(token) > 3 else token)
    return frozenset(out)


def ui_words(verb: str) -> frozenset[str]:
    """The stems of the interface words of a request verb (``like`` -> like, heart, love)."""
    return stems(verb, *VERB_UI.get(verb, ()))


CAPTION_WORDS = 12
"""The most words a control's caption, content-desc and id say together."""
STATE_UNDO = {"following": "unfollow", "starred": "unstar", "liked": "unlike"}
"""A control showing an active state undoes it when tapped ("Following" unfollows)."""


def command_stems(text: str) -> frozenset[str]:
    """The stems of the words of ``text`` said as commands ("Follow", "Add to cart", "Add to
    favorites"), not as states or names ("Saved", "Connected devices"); a lone state a tap
    undoes ("Following", "Starred", not "Not starred") as the undoing command. Text longer
    than a caption describes (a photo's "Zed holding a heart-shaped zap"): no command."""
    tokens = re.findall(r"[a-z]+", _CAMEL.sub(" ", text).replace("_", " ").lower())
    if len(tokens) > CAPTION_WORDS:
        return frozenset()
    if len(tokens) == 1 and tokens[0] in STATE_UNDO:
        return frozenset({stem(STATE_UNDO[tokens[0]])})
    return frozenset(stem(t) for t in tokens if t in _COMMANDS or t.removesuffix("s") in _COMMANDS)


def own_command_words(ui: frozenset[str] | set[str]) -> frozenset[str]:
    """The stems of ``ui`` that no known command says: a request's own verb ("frobnicate"),
    which only a control saying that very word does."""
    return frozenset(ui) - frozenset(stem(w) for w in _COMMANDS)


def done_words(verb: str) -> frozenset[str]:
    """The stems of the control words that finish a verb's work (``navigate`` -> start)."""
    return stems(*VERB_DONE[verb]) if verb in VERB_DONE else ui_words(verb)


def contains_phrase(text: str, phrase: str) -> bool:
    """Case-insensitive containment with collapsed spaces (an ``_`` is a space) and words
    joined by a hyphen read as one ("Wi-Fi" says "wifi")."""

    def flat(s: str) -> str:
        return " ".join(_JOINED.sub("", s).lower().replace("_", " ").split())

    return flat(phrase) in flat(text)


def names_thing(text: str, thing: str) -> bool:
    """Whether ``text`` names ``thing``: says it, or every word of a name of several words,
    apostrophes aside ("Zap Pan" in "Zap 12 inch Pan", "zeds pan" in "Zed's Pan", "zed's
    pan" in "Zed Quorn | Pan 12")."""
    said = _bare_words(thing, " ")
    shown = _bare_words(text, "") | _bare_words(text, " ")
    return contains_phrase(text, thing) or (len(said) > 1 and said <= shown)


def _bare_words(text: str, possessive: str) -> set[str]:
    """The words of ``text`` in lower case, apostrophes dropped; a possessive "'s" joined to
    its word (``possessive=""``) or split off (``" "``, which leaves the owner's name)."""
    flat = re.sub(r"['\u2019](?=s\b)", possessive, _JOINED.sub("", text).casefold())
    return set(re.findall(r"[a-z0-9]+", re.sub(r"['\u2019]", "", flat))) - {"s"}


def kept_in(name: str, instruction: str) -> bool:
    """Whether a one-word name is said as where things are kept ("in my Documents")."""
    return " " not in name and bool(
        re.search(rf"\b(?:in|from) (?:my|the) {re.escape(name)}\b", instruction, re.IGNORECASE)
    )
