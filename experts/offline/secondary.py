"""Secondary lists an app keeps beside its main one (sent, drafts, trash, archive, spam,
downloads, history, bookmarks, starred, a cart, the direct messages beside a public feed), as a
request says its thing is in one ("the mail in my trash", "the note I archived", "my unsent
draft", "the file I downloaded", "what did zed dm me"): the words people say for each and the
words its control shows. Where a thing is moved to ("move it to the trash") is no such list.
The list's words only say where the thing is: they name nothing to look for."""

from __future__ import annotations

import re

from experts.offline.words import stems

SAID: dict[str, str] = {
    "sent": "sent",
    "outbox": "sent",
    "draft": "draft",
    "drafts": "draft",
    "unsent": "draft",
    "trash": "trash",
    "bin": "trash",
    "deleted": "trash",
    "archive": "archive",
    "archived": "archive",
    "spam": "spam",
    "junk": "spam",
    "downloads": "download",
    "downloaded": "download",
    "history": "history",
    "visited": "history",
    "bookmark": "bookmark",
    "bookmarks": "bookmark",
    "bookmarked": "bookmark",
    "starred": "starred",
    "cart": "cart",
    "basket": "cart",
    "dm": "direct",
    "dms": "direct",
    "dmed": "direct",
    "dm'd": "direct",
    "dm’d": "direct",
}
"""Words a request says a list with, and the list's kind ("direct": the private messages of
an app that also posts in public)."""
SHOWN: dict[str, frozenset[str]] = {
    "sent": stems("sent outbox"),
    "draft": stems("draft drafts"),
    "trash": stems("trash bin deleted"),
    "archive": stems("archive archived"),
    "spam": stems("spam junk"),
    "download": stems("download downloads"),
    "history": stems("history"),
    "bookmark": stems("bookmark bookmarks"),
    "starred": stems("starred"),
    "direct": stems("direct dm dms chats conversations inbox"),
    "cart": stems("cart basket bag"),
}
"""The words a list's control shows, by kind."""
_WORD = "|".join(sorted(SAID, key=len, reverse=True))
_IN = re.compile(
    r"\b(?:in|from|on|at|inside|through)\s+(?:the\s+|my\s+|our\s+)?(" + _WORD + r")\b",
    re.IGNORECASE,
)
_MY = re.compile(
    r"\b(?:my|the)\s+(?:unsent\s+|deleted\s+|shopping\s+)?(" + _WORD + r")\b", re.IGNORECASE
)
_TO = re.compile(
    r"\b(?:to|into|onto)\s+(?:the\s+|my\s+)?$"
    r"|\b(?:keep|leave|save|store|put)\s+(?:it|them|that|this)\s+(?:\w+\s+)?in\s+(?:the\s+|my\s+)?$",
    re.IGNORECASE,
)
"""A list said as where a thing goes ("move it to the trash", "keep it in drafts"): not where
it is."""
_DONE = re.compile(
    r"\b(?:i|we)\s+(?:have\s+|had\s+|just\s+)?(sent|downloaded|bookmarked|archived|deleted|"
    r"starred|visited)\b",
    re.IGNORECASE,
)
_NAMED_ONE = re.compile(r"\b(?:my|the|our)\s+(?:[\w'-]+\s+){1,3}?(bookmark|draft)\b", re.I)
"""One thing of a list called by what the list holds ("my zorp bookmark", "the quib draft")."""
_UNSENT = re.compile(r"\b(unsent)\b", re.IGNORECASE)
_PRIVATE = re.compile(r"\b(dm['\u2019]d|dm(?:ed|s)?)\b", re.IGNORECASE)


def said_list(text: str) -> str:
    """The kind of secondary list a request's thing is in (said as the list, or as one thing
    of it: "my zorp bookmark"), or ``""``; not one the request itself puts the thing in first
    ("zap X and open the zapped file": it is zapped by then)."""
    for pattern in (_IN, _DONE, _UNSENT, _PRIVATE, _MY, _NAMED_ONE):
        for match in pattern.finditer(text):
            before = text[: match.start(1)]
            if _TO.search(before) or stems(match.group(1)) & stems(before):
                continue
            return SAID[match.group(1).lower()]
    return ""


def without_list_words(name: str) -> str:
    """A name read from a request without the words that say a list ("Sent Zed" -> "Zed")."""
    kept = [w for w in name.split() if w.lower() not in SAID]
    return " ".join(kept)


LIST_WORDS = frozenset(stems(*SAID)) | frozenset().union(*SHOWN.values())
"""Stems of every word that says a list."""
