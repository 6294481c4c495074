"""Choosing the item a reply, a comment or a like goes on (the decide side of
:mod:`experts.offline.judge_onto`): a control in a feed's card acts on that card's item, so for
a request naming the item ("comment on zed's quorn photo", "like zed's quorn post"), a card
that does not show nearly all of the words naming it is another item's, and its controls are
not the way there."""

from __future__ import annotations

from collections import Counter

from experts.offline.cards import in_card
from experts.offline.goal import Goal
from experts.offline.judge_onto import ONTO_VERBS, card, item_words, names_item
from experts.offline.judge_steps import caption_of
from experts.offline.view import Element, View, el_words
from experts.offline.words import stem, words

ON_ITEM_VERBS = ONTO_VERBS | {"like", "unlike", "forward"}
"""Verbs done with a control of the item they act on (a forward passes that item on)."""
PASSED_ON = frozenset({"forward"})
"""Verbs whose "to <whom>" names who gets the item, no word of the item."""


def _card_of(view: View, el: Element) -> list[Element]:
    """The card ``el`` sits in, header to end: from the nearest header above it whose kind
    recurs (a feed's cards), else the topmost one (a single post), down to the next header;
    with no header found, the rows from the same control of the card before down to the same
    control of the next card."""
    heads = [h for h in view.elements if h.in_list and h is not el and in_card(view, el, h)]
    if not heads:
        rows = [e for e in view.elements if e.in_list and e.index > el.index]
        upto = next((i for i, e in enumerate(rows) if e.id and e.id == el.id), len(rows))
        return [*card(view.ctx.screen, el), *rows[:upto]]
    kind = Counter((h.cls, h.id, h.bounds[0], h.bounds[2]) for h in view.elements)
    recurring = [h for h in heads if kind[(h.cls, h.id, h.bounds[0], h.bounds[2])] > 1]
    head = max(recurring, key=lambda h: h.bounds[1]) if recurring else heads[0]
    return [head, *(e for e in view.elements if e.in_list and in_card(view, e, head))]


def off_item(goal: Goal, view: View, el: Element) -> bool:
    """Whether ``el`` is a control that does a step on an item (its words are the step's
    controls') in a list card that is not the item the request names: the card does not show
    nearly all of the words naming it. Rows and tiles that open an item are not judged here:
    opening one is how the item is found."""
    steps = [s for s in goal.steps if s.verb.casefold() in ON_ITEM_VERBS and el_words(el) & s.ui]
    if not steps or not el.in_list:
        return False
    seen = {stem(w) for e in _card_of(view, el) for w in words(caption_of(e))}
    for step in steps:
        wanted = item_words(step, goal, view.ctx.apps)
        if step.verb.casefold() in PASSED_ON:
            wanted -= {stem(w) for w in words(goal.values.get("to", ""))}
        if wanted and not names_item(wanted, seen):
            return True
    return False


def writes_under_named(goal: Goal, apps: list[str]) -> bool:
    """Whether the request replies, comments or likes on an item it names by some words."""
    return any(s.verb.casefold() in ON_ITEM_VERBS and item_words(s, goal, apps) for s in goal.steps)
