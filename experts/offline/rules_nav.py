"""Rules that move toward the task: tap the named item or the control that does the current
step, else search, scroll, open a menu, or go back."""

from __future__ import annotations

import re
from collections import Counter

from experts.offline.asked import dated_question_words, span_words
from experts.offline.base import decision, pick, tap
from experts.offline.cards import ROW_CLASSES, in_card, per_item
from experts.offline.describe import best_row, ranking, shows_measure
from experts.offline.fields import another_items_field, asked_head, thing_words
from experts.offline.goal import Goal
from experts.offline.onto import off_item
from experts.offline.plan import Plan
from experts.offline.progress import CREATE_CONTROLS
from experts.offline.research import search_typed, unowned
from experts.offline.rules_explore import ACTIONS, MAX_SWIPES, MENUS, explore, search
from experts.offline.view import (
    UNREAD,
    Element,
    View,
    commands,
    control_words,
    destructive,
    el_text,
    el_title,
    el_words,
    inside,
    same_row,
)
from experts.offline.words import (
    OBJECT_VERBS,
    RANKINGS,
    SOURCE_VERBS,
    VERB_UI,
    contains_phrase,
    names_thing,
    stem,
    stems,
    words,
)
from experts.schemas import Decision
from mobilexperts.operations import LongPress

ELSEWHERE = re.compile(r"^\w+\s+(?:from|to|into)\s+(?:my\s+|the\s+)?(\w+)", re.IGNORECASE)
SEARCH = stems("search")
REFERS = re.compile(r"\b(?:it|them|this|that|these|those|there)\b", re.IGNORECASE)


def is_backward(el: Element) -> bool:
    """Navigate up, back, close, cancel: controls that leave the screen."""
    label = (el.label or el.desc or el.id or "").lower()
    return (
        bool(re.search(r"\b(navigate.up|back|up|close|cancel|discard)\b", label))
        and len(label) < 25
    )


def penalty(goal: Goal, view: View, el: Element) -> float:
    ew = el_words(el)
    score = 2.0 if el.selected else 0.0
    if is_backward(el):
        score += 4
    if destructive(el) and not ew & goal.ui_words:
        score += 6
    if el.checkable:
        score += 3
    row = el.in_list and el.cls.endswith(ROW_CLASSES)
    if not row and control_words(el) & ACTIONS and not control_words(el) & goal.ui_words:
        score += 3
    score += 3 * (goal.wants_answer and not goal.steps[1:] and view.read_and_left(el))
    return score + 5 * view.avoided(el) + 3 * view.tapped_here(el) + 4 * elsewhere(goal, el)


def elsewhere(goal: Goal, el: Element) -> bool:
    """Whether a control's caption acts on a list the request does not name ("Remove from
    favorites" for "delete X": another action than the one asked); a list named by the
    request's own action is its list ("Add to zaps" for "zap X")."""
    match = ELSEWHERE.search(el.label or el.desc or "")
    said = set(words(goal.instruction)) | goal.ui_words
    return bool(match) and not set(words(match.group(1))) & said


def holders(view: View, target: str, content: set[str], every: bool = False) -> list[Element]:
    """Elements showing ``target`` (a name typed with a possessive "s", "danas", searched
    without it: list rows with the name as a word); when several do, those sharing most of the
    request's other words (the email *about the budget meeting*, not any March email), marked
    unread when the request asks for unread ones, showing it in their heading rather than their
    preview; with ``every`` (a request ranking them), all of them."""
    found = [
        e
        for e in view.elements
        if contains_phrase(el_text(e), target) and not e.editable and view.acceptable(e)
    ] or [
        e
        for e in view.actionable
        if e.in_list and names_thing(el_text(e), target) and view.acceptable(e)
    ]
    owner = unowned(target) if " " not in target else None
    if not found and owner is not None and owner in view.typed:
        found = [
            e
            for e in view.actionable
            if e.in_list and owner.lower() in words(el_text(e)) and view.acceptable(e)
        ]
    if len(found) <= 1 or every:
        return found
    unread = content >= UNREAD
    scores = [
        (
            len(el_words(h) & content)
            + 2 * (unread and view.marked_unread(h))
            + contains_phrase(el_title(h) if " | " not in el_title(h) else _subject(h), target),
            h,
        )
        for h in found
    ]
    top = max(s for s, _ in scores)
    return [h for s, h in scores if s == top]


def _subject(el: Element) -> str:
    """The heading parts of a list row (its first two parts: sender and subject), not its
    body preview."""
    return " | ".join((el.label or "").split(" | ")[:2])


def unread_mark(view: View, el: Element) -> bool:
    """Whether a mark inside a row (an unread dot) says it is unread."""
    return any(o is not el and el_words(o) & UNREAD and inside(o, el) for o in view.elements)


def _in_preview(el: Element, target: str) -> bool:
    """Whether a list row shows ``target`` only in its body preview, not its heading."""
    parts = (el.label or "").split(" | ")
    return el.in_list and len(parts) > 2 and not contains_phrase(_subject(el), target)


def _made_by(el: Element, target: str) -> bool:
    """Whether an element names the thing only as its maker ("Photo by Zed": not the thing)."""
    return bool(re.search(rf"\bby\s+(?:the\s+)?{re.escape(target)}", el_text(el), re.I))


def _more_below(view: View) -> bool:
    """Whether a list on screen can still be scrolled (fewer swipes here than the limit)."""
    swipes = sum(
        1 for h in view.history if h.signature == view.signature and h.operation.kind == "swipe"
    )
    return any(e.scrollable for e in view.elements) and swipes < MAX_SWIPES


_KIND_BEFORE = re.compile(
    r"\b(?:my|the|our|his|her|their)\s+((?:[a-z]+\s+){1,3}?)(?:with|for|at)\s+$", re.I
)
"""A thing named by its kind before whom or what it is with ("my lunch with zed"); not before
whom it came from ("the zapletter from zed"): a sender's rows seldom say their kind."""


_RECORD_KINDS = stems(
    "email mail text message chat dm conversation thread post photo picture event meeting "
    "appointment note page file document call review comment item entry"
)
"""Kinds of record a list holds, which its rows need not say ("the email from zed")."""


def _kind_said(goal: Goal, target: str) -> set[str]:
    """The words of the kind the request names the target's thing by ("my lunch with zed":
    lunch): a row holding the target without them is another thing (zed's birthday)."""
    said = re.finditer(rf"(?<![\w.@]){re.escape(target)}(?![\w@])", goal.instruction, re.I)
    leads = (_KIND_BEFORE.search(goal.instruction[: m.start()]) for m in said)
    lead = next((m for m in leads if m), None)
    return set(words(lead.group(1))) - _RECORD_KINDS if lead else set()


def _phrase_bonus(goal: Goal, el: Element, content: set[str]) -> float:
    """A label whose words follow each other in the request ("direct messages")."""
    label = list(words(el.label or el.desc or ""))
    if len(label) < 2 or not set(label) <= content:
        return 0.0
    said = list(goal.plain_words)
    return 3.0 if any(said[i : i + len(label)] == label for i in range(len(said))) else 0.0


def act_on_target(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """The named item is on screen: tap the current step's control beside it, else the item."""
    target = plan.target
    if target is None:
        return None
    content = plan.content()
    rank = ranking(goal)
    compared = rank is not None and rank[0] != "newest"
    found = holders(view, target, content, every=compared)
    kind = _kind_said(goal, target)
    found = [h for h in found if kind & set(words(el_text(h)))] or ([] if kind else found)
    if not found and kind and not _more_below(view):
        found = holders(view, target, content, every=compared)
    if not found or (all(_in_preview(h, target) for h in found) and _more_below(view)):
        return None
    if compared and not any(shows_measure(rank[0], h) for h in found):
        return None  # nothing to compare them by here: a search or a list shows it
    if compared and len(found) == 1 and target not in view.typed:
        searched = search_typed(view, target, "the rows to compare by the ranking")
        if searched is not None:
            return searched  # one row in sight is compared with none: the search lists them all
    if goal.wants_answer and view.fields and all(_made_by(h, target) for h in found):
        return None
    asked = dated_question_words(goal, view)
    if asked and not any(set(words(el_title(h))) & asked for h in found):
        return None
    step = plan.current
    ui = set(step.ui) if step and not step.finding else set()
    rows = [e for e in view.actionable if e.in_list]
    loose = any(not h.clickable for h in found)
    shown = [e for e in view.elements if contains_phrase(el_text(e), target)]
    controls = []
    for c in view.actionable:
        if c in found or not commands(c) & ui:
            continue
        beside = any(inside(c, h) or same_row(c, h) for h in found)
        free = loose and not any(r is not c and (inside(c, r) or same_row(c, r)) for r in rows)
        carded = any(in_card(view, c, h) for h in shown)
        if beside or free or carded:
            score = 3.0 * len(commands(c) & ui) - penalty(goal, view, c)
            controls.append((score - 0.5 * (not beside and not free), c))
    el = pick([(s, c) for s, c in controls if s > 0])
    if el is not None:
        return tap(el, "the action the task asks for, on the item it names")
    held = [
        h
        for h in found
        if h.long_clickable
        and (view.avoided(h) or not h.clickable)
        and step is not None
        and not step.finding
    ]
    if held and not any(a.operation == f"long_press [{held[0].index}]" for a in view.ctx.avoid):
        return decision(
            f"[{held[0].index}] is the item; press and hold it for its actions.",
            LongPress(index=held[0].index),
            "its actions appear",
        )
    openers = [
        (6 - 3 * view.tapped_here(e) - 5 * view.avoided(e), e)
        for e in view.actionable
        if e in found or any(inside(h, e) for h in found)
    ]
    good = [(s, e) for s, e in openers if s > 0]
    top = max((s for s, _ in good), default=0)
    el = best_row(goal, [e for s, e in good if compared or s == top])
    if el is not None:
        return tap(el, "the item the task names")
    return None


def own_control(verb: str) -> set[str]:
    """The stem of the control a verb that names no control of its own is done with ("put"
    is done with Add, "make" with Create): its first interface word, when the verb is not one
    of its interface words; else nothing."""
    ui = VERB_UI.get(verb, ())
    return {stem(ui[0])} if ui and verb not in ui else set()


def navigate(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Tap the element whose words best match the current step and the request."""
    step = plan.current
    ui = set(step.ui) if step else goal.ui_words
    acting_ui = ui
    if plan.target is not None and plan.target != plan.recipient:
        acting_ui = {stem(step.verb), *own_control(step.verb)} if step else set()
        if step and step.verb in OBJECT_VERBS:
            acting_ui |= step.done_ui - CREATE_CONTROLS
    content = plan.content(plan.target) - span_words(goal, view)
    if step is not None:
        now = goal.steps.index(step)
        content -= {w for later in goal.steps[now + 1 :] for w in later.words} - set(step.words)
        if step.words and not REFERS.search(step.clause):
            content -= {w for done in goal.steps[:now] for w in done.words} - set(step.words)
    unread = "unread" in goal.words
    searched = any(view.field_holds(f, plan.target or "") for f in view.fields)
    named = set(words(plan.target or ""))
    scored: list[tuple[float, Element]] = []
    hinted: list[tuple[float, Element]] = []
    ids = Counter(e.id for e in view.actionable if e.id)
    thing = thing_words(goal, view) - (_RANK_WORDS if ranking(goal) else frozenset())
    field = set(words(asked_head(goal.instruction) or ""))
    kind = _kind_said(goal, plan.target) if plan.target and _more_below(view) else set()
    for el in view.actionable:
        ew, cw = el_words(el), control_words(el)
        if kind and el.in_list and not kind & set(words(el_text(el))):
            continue  # a row of another kind of thing than the one named

        shown = set(words(el.label or el.desc or el.id or ""))
        leads = el.in_list and el.cls.endswith(ROW_CLASSES)
        allowed = ui if leads or acting_ui is ui else set() if per_item(view, el) else acting_ui
        ui_hits = (cw if leads else commands(el)) & allowed
        said = cw & content
        other = plan.target and not contains_phrase(el_text(el), plan.target)
        # a row, or anything naming another thing ("Lotus Zap Kitchen" for "Green Zap
        # Kitchen"), that shares just one word of the named thing (or of the thing a question
        # asks a field of) is not it
        names_other = leads or (len(named) >= 2 and bool(shown - named - content))
        if names_other and other and len(said) == 1 and said <= named and not searched:
            continue
        whole = thing <= set(words(el_text(el)))
        one = len(thing) >= 2 and len(said & thing) == 1 and not whole
        if not named and one and _names_another(el, thing):
            continue
        if leads and said <= field and another_items_field(goal, view, el, thing):
            continue
        if off_item(goal, view, el):
            continue
        score = (
            2.0 * len(said & shown)
            + 0.5 * len(said - shown)
            + len((ew - cw) & content)
            + 3.0 * len(ui_hits & shown)
            + 1.0 * len(ui_hits - shown)
            + _phrase_bonus(goal, el, content)
            + 2.0 * bool(shown and shown <= content and len(shown) <= 2 and not el.in_list)
            - 1.5 * bool(ui_hits and not el.in_list and shown - content - commands(el))
        )
        score += 1.0 if step and commands(el) & step.done_ui else 0.0
        # memory of an id its list's rows share tells the list, not the row the request names
        if said or not (leads and el.id and ids[el.id] > 1):
            score += min(3.0, 1.5 * len(view.hinted.get(el.index, set()) & (content | ui)))
        if unread and unread_mark(view, el):
            score += 4
        own = cw & (step.ui - CREATE_CONTROLS) if step else set()
        if step is not None and cw & CREATE_CONTROLS and not el.in_list and not own:
            score += 3 if step.creating else -4 if step.verb in OBJECT_VERBS else 0
        score -= penalty(goal, view, el) + 5 * (not view.acceptable(el))
        if score >= 2:
            scored.append((score, el))
        elif score >= 1 and el.in_list and el.cls.endswith(ROW_CLASSES):
            hinted.append((score, el))
    if (
        step
        and not step.finding
        and not step.creating
        and step.verb not in SOURCE_VERBS
        and not plan.target
        and not any(commands(e) & step.ui for e in view.actionable)
    ):
        menus = [
            e
            for e in view.actionable
            if el_words(e) & MENUS and not plan.tapped_during_step(e) and not e.in_list
        ]
        menus.sort(key=lambda e: not set(words(e.label or e.desc or "")) & MENUS)
        if menus:
            return tap(
                menus[0],
                f"no control to {step.verb} is in sight; it may be in this menu",
                "a menu opens",
            )
    strong = [
        (s, e)
        for s, e in scored
        if s >= 4
        or (not e.in_list and control_words(e) & content and not control_words(e) & ACTIONS)
    ]
    if plan.target and not strong and (found := search(goal, view, plan)):
        return found
    if (ranked := _ranked_pick(goal, view, scored)) is not None:
        return tap(ranked, "of the rows that match, the one the question's ranking picks")
    el = pick(scored) or (pick(hinted) if plan.target is None else None)
    if el is not None:
        return tap(el, "its words match the task")
    return explore(goal, view, plan)


_RANK_WORDS = frozenset(w for key in RANKINGS for w in words(key.replace("-", " ")))
"""Words of a superlative ("nearest", "top-rated"): how a thing is picked, not its name."""


def _ranked_pick(goal: Goal, view: View, scored: list[tuple[float, Element]]) -> Element | None:
    """For a question that ranks ("the cheapest zorb"), the best of the rows matching it best
    that show what the ranking compares, when none was opened here yet."""
    rank = ranking(goal)
    if rank is None or rank[0] == "newest" or not scored:
        return None
    top = max(s for s, _ in scored)
    rows = [e for s, e in scored if s == top and e.in_list and shows_measure(rank[0], e)]
    if len(rows) < 2 or any(view.tapped_here(e) for e in rows):
        return None
    return best_row(goal, rows)


def _names_another(el: Element, thing: set[str]) -> bool:
    """Whether ``el``'s title is a name (capitalized words past its first) of something the
    words ``thing`` do not say ("Lotus Zap Kitchen"; not "Network & internet")."""
    title = (el.label or el.desc or "").split(" | ")[0].split()
    return any(w[:1].isupper() and not set(words(w)) <= thing for w in title[1:])
