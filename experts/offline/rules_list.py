"""Rules for a list: narrow it before choosing (apply the sort or filter a request implies),
and open the item of the list the request is about."""

from __future__ import annotations

import re

from experts.offline.asked import dated_question_words
from experts.offline.base import pick, tap
from experts.offline.describe import ranking
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.research import search_typed, subject
from experts.offline.rules_nav import is_backward, penalty, unread_mark
from experts.offline.view import View, commands, el_text, el_title, el_words
from experts.offline.words import contains_phrase, stems, words
from experts.schemas import Decision

SORTS = stems("sort order")
ORDINAL = re.compile(r"\b(?:latest|newest|most recent|top|first|last|recent|next)\b", re.IGNORECASE)
TILES = stems("item grid post photo thumbnail tile cell")


def refine(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On a list of several candidates, apply the sort or filter the request implies (price:
    low to high, open now) before choosing, once per step."""
    rank = ranking(goal)
    target = plan.target
    if view.modal or target is None or (rank is None and target not in plan.described.values()):
        return None
    rows = [e for e in view.actionable if e.in_list and contains_phrase(el_text(e), target)]
    if len(rows) < 2:
        return None
    content = plan.content(plan.target)
    for el in view.actionable:
        if el.in_list or el.selected or plan.tapped_during_step(el) or len(el_text(el)) > 40:
            continue
        ew = el_words(el)
        sort = (
            rank is not None and rank[0] != "rating_high" and bool(ew & SORTS) and not ew & rank[1]
        )
        chip = (
            el.cls.endswith(("Chip", "ToggleButton", "CheckBox"))
            and ew
            and ew <= content | (rank[1] if rank else set())
        )
        if sort or chip:
            return tap(
                el,
                "narrow the list the way the request asks before choosing",
                "the list is sorted or filtered",
            )
    return None


def _unnamed_subject(goal: Goal, view: View, heads: list, rows: list) -> bool:
    """Whether a question names its thing by words neither the list's heading nor any row
    says ("which zorb does quib make", in a list of things headed by zorbs): the list is only
    where such things are, and no row is the one asked about, when it can be searched for
    instead; not the results of searching for it."""
    said = subject(goal, view)
    if said is None or any(view.field_holds(f, said) for f in view.fields):
        return False  # the rows are what a search for it found
    if said in view.typed or search_typed(view, said, "") is None:
        return False  # nothing better to do than to look through the list
    listed = set().union(*(el_words(h) for h in heads)) if heads else set()
    own = set(stems(said)) - listed
    return bool(own) and not any(el_words(r) & own for r in rows)


def in_the_list(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On the list the request is about (its title or selected tab names it), open the item
    it asks for: the first (latest, top) one, or the one sharing most of its words; where no
    row says a word of it, the next item not yet read, only on a list the request names by
    its heading ("my documents": the Documents folder), not on any list the app shows."""
    step = plan.current
    acting_on_latest = (
        step is not None
        and not step.finding
        and ORDINAL.search(step.clause)
        and not any(commands(e) & step.ui for e in view.actionable)
    )
    if plan.target is not None or (step is not None and not step.finding and not acting_on_latest):
        return None
    if not (goal.ordinal or goal.wants_answer):
        return None
    content = plan.content() | (set(step.words) if step else set())
    heads = [
        e
        for e in view.elements
        if not e.in_list
        and (e.selected or (not e.clickable and e.bounds[1] < view.screen.height // 5))
    ]
    rows = [
        e
        for e in view.actionable
        if view.tapped_here(e) == 0
        and not (goal.wants_answer and view.read_and_left(e))
        and view.acceptable(e)
        and (
            (e.in_list and not e.long_clickable and len(el_text(e)) > 20)
            or (set(words(e.id or "")) & TILES and not is_backward(e))
        )
    ]
    asked = dated_question_words(goal, view)
    if asked:
        rows = [r for r in rows if set(words(el_title(r))) & asked]
    title = sorted((h for h in heads if not h.clickable), key=lambda h: h.bounds[1])[:1]
    named_list = any(el_words(h) & content for h in [*title, *(h for h in heads if h.selected)])
    about = any(el_words(h) & content for h in heads) or any(
        set(words(r.id or "")) & content for r in rows
    )
    if not rows or not (about or acting_on_latest):
        return None
    unread = [r for r in rows if unread_mark(view, r)]
    scored = [
        (len(el_words(r) & content) + 3 * (r in unread) - penalty(goal, view, r), r) for r in rows
    ]
    if not (goal.ordinal or acting_on_latest or named_list) and max(s for s, _ in scored) <= 0:
        return None
    if not (goal.ordinal or acting_on_latest) and _unnamed_subject(goal, view, heads, rows):
        return None
    el = pick(scored)
    return tap(el, "the item of this list the request asks for", "the item opens") if el else None
