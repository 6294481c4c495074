"""For the offline judge: request values that need no evidence of their own. A folder or list
said as where an existing item is found ("rename X in Documents") only locates the item the
request acts on; a search described by the kind of thing it looks for ("search for zap
accounts") is handled by the submitted query its own word makes."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_steps import request_verbs
from experts.offline.judge_typed import norm_text
from experts.offline.judge_values import submitted

_LOCATING_TEXT = """rename delete remove trash open star unstar favorite unfavorite share
    archive pin unpin like forward"""
LOCATING_VERBS = frozenset(_LOCATING_TEXT.split())
"""Verbs that act on an item already there: an "in <place>" of theirs says where it is found,
not where something goes (as it does for create, add, move or put)."""


def locates_only(value: str, goal: Goal) -> bool:
    """Whether ``value`` is one word the request says as where its item is found ("in
    Documents") and every verb of the request acts on an item already there."""
    word = value.strip()
    if " " in word or not word:
        return False
    verbs = request_verbs(goal)
    said = re.search(
        rf"\b(?:in|inside)\s+(?:my\s+|the\s+)?{re.escape(word)}\b", goal.instruction, re.I
    )
    return bool(said and verbs and verbs <= LOCATING_VERBS)


def described_search(value: str, goal: Goal, context: JudgeContext) -> bool:
    """Whether ``value`` is the request's search query followed by plural nouns naming the kind
    of thing looked for ("zap accounts" for the query "zap"), and the query was submitted."""
    query = norm_text(goal.values.get("query", ""))
    said = norm_text(value).split()
    if not query or said[: len(query.split())] != query.split():
        return False
    rest = said[len(query.split()) :]
    plural = all(len(w) > 3 and w.endswith("s") and not w.endswith("ss") for w in rest)
    return bool(rest) and plural and submitted(context, query)
