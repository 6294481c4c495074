"""For the offline judge: a message on the final screen that confirms the request done ("Sent",
"Added to Grocery list"): a confirmation word for one of the request's verbs ("Added" is no
sign of a delete), not negated ("Not scheduled"), and, when it says where the thing went
("Added to Favorites"), the place the request names, not another ("on my shopping list")."""

from __future__ import annotations

import re

from experts.offline.judge_steps import words_of
from experts.offline.patterns import QUOTED
from experts.offline.words import STOPWORDS, stem, words

_CONFIRMATION_TEXT = """sent:send,text,message,email,reply,forward,share
    posted:post,publish,comment,reply published:publish,post
    saved:save,add,create,put,favorite,star,like,rename,move
    created:create,add added:add,put,create,save deleted:delete,remove,trash,clear
    removed:remove,delete,trash,clear,unfollow,unstar,unlike archived:archive,delete,remove
    updated:update,rename,move scheduled:create,schedule installed:install,download
    connected:connect,pair paired:pair,connect booked:create,order,buy ordered:order,buy
    confirmed:order,buy,create"""
CONFIRMED = {
    word: frozenset(verbs.split(","))
    for word, _, verbs in (item.partition(":") for item in _CONFIRMATION_TEXT.split())
}
"""What a confirmation word confirms: "Added" is no sign of a delete."""
CONFIRMATIONS = frozenset(CONFIRMED)
OPEN_VERBS = frozenset(re.findall(r"\w+", "make set turn get take use do change update edit"))
"""Verbs of any change, which any confirmation may confirm."""
_NEGATION = re.compile(r"\b(?:not|no|never|failed|couldn.t|can.t|unable)\b", re.I)
_PUT = frozenset({"added", "saved"})
"""Confirmations that may say where the thing was put."""
_PLACED = re.compile(r"\b(?:to|into|onto|on|in)\s+(?P<place>[^.,;:!?]+)", re.IGNORECASE)
"""Where a thing was put: the words after "to", "into", "on" or "in"."""


def _place_words(text: str, apps: list[str]) -> set[str]:
    """The stems of the places ``text`` puts something (its words after "to", "on", ...),
    less function words and app names."""
    app_words = {stem(w) for app in apps for w in words(app)}
    return {
        stem(w)
        for m in _PLACED.finditer(text)
        for w in words(m["place"])
        if w not in STOPWORDS and stem(w) not in app_words
    }


def confirms(caption: str, verbs: set[str], instruction: str, apps: list[str]) -> bool:
    """Whether ``caption`` confirms something the request's ``verbs`` do, in the place the
    request puts it when both name one (an item "Added to Favorites" is not on "my shopping
    list", though "Your Lists" is the "wishlist"; the text the request writes says no
    place)."""
    said = words_of(caption) & CONFIRMATIONS
    if not said or _NEGATION.search(caption):
        return False
    if not (not verbs or verbs & OPEN_VERBS or any(verbs & CONFIRMED[w] for w in said)):
        return False
    if not said & _PUT:
        return True
    went, wanted = _place_words(caption, apps), _place_words(QUOTED.sub(" ", instruction), apps)
    return not (went and wanted) or any(a in b or b in a for a in went for b in wanted)
