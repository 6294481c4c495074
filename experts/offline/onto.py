"""Choosing where a reply or comment goes (the decide side of :mod:`experts.offline.
judge_onto`): a control in a feed's card acts on that card's item, so for a request naming the
item it writes under ("comment on zed's quorn photo"), a card that shows fewer than half of the
words naming it is another item's, and its controls are not the way there."""

from __future__ import annotations

from experts.offline.goal import Goal
from experts.offline.judge_onto import ONTO_VERBS, card, item_words, names_item
from experts.offline.judge_steps import caption_of
from experts.offline.view import Element, View, el_words
from experts.offline.words import stem, words


def off_item(goal: Goal, view: View, el: Element) -> bool:
    """Whether ``el`` is a control that replies or comments (its words are the step's
    controls') in a list card that is not the item the request writes under: the card shows
    fewer than half of the words naming that item. Rows and tiles that open an item are not
    judged here: opening one is how the item is found."""
    steps = [s for s in goal.steps if s.verb.casefold() in ONTO_VERBS and el_words(el) & s.ui]
    if not steps or not el.in_list:
        return False
    seen = {stem(w) for e in card(view.ctx.screen, el) for w in words(caption_of(e))}
    for step in steps:
        wanted = item_words(step, goal, view.ctx.apps)
        if wanted and not names_item(wanted, seen):
            return True
    return False


def writes_under_named(goal: Goal, apps: list[str]) -> bool:
    """Whether the request replies or comments under an item it names by some words."""
    return any(s.verb.casefold() in ONTO_VERBS and item_words(s, goal, apps) for s in goal.steps)
