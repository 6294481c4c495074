"""For the offline judge: a change made to a sibling of the request's item.

The request names an item by words of its own ("move the zap quorn alarm to 6:10": zap,
quorn). When the run touched list rows of the app it ended in, but none of them says as many
of those words as a sibling row (one of the same kind: its id) the first or the final screen
shows, the run changed a sibling ("Wake zap" instead of "Zap quorn"), not the request's item.
Rows are compared with each other, never with a fixed wording, so a request naming its item
loosely still finds it; a row saying what the run typed is the run's own new item, no
sibling. A control inside a row that names nothing itself (a star, a check box) is read with
its row, the smallest list element holding it. The request's new value shown on a row saying
fewer of those words than another row of its kind is likewise on another item (a new "6:45"
row next to the unchanged "Zap quorn" one). Requests that write or send are left to the message
checks: their list rows are recipients and messages.
"""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_asked import generic_words
from experts.offline.judge_final import is_search_box, says
from experts.offline.judge_steps import caption_of, request_verbs, tapped_elements
from experts.offline.judge_typed import norm_text, typed_texts
from experts.offline.judge_when import says_time
from experts.offline.view import inside
from experts.offline.words import CREATING_VERBS, WRITING_VERBS, stem, words
from mobilexperts.operations import LongPress, Tap, Text
from mobilexperts.perception.context import ElementContext

_NEW_VALUE = re.compile(r"(?:\b(?:to|into|onto|as|called|named|titled)\b|:(?!\d)).*", re.I)
"""Where a request's new value starts ("rename the zap alarm to quorn", "zap name: quorn"):
after it, words are no longer the item's."""
_STATE_WORDS = frozenset({"off", "on", "only", "instead", "now", "again", "anymore"})
_OTHER_WORK = WRITING_VERBS | CREATING_VERBS | {"share"}


def item_clause(goal: Goal) -> str:
    """The request's words before its new value."""
    return _NEW_VALUE.sub(" ", goal.steps[0].clause if goal.steps else goal.instruction)


def item_words(goal: Goal, apps: list[str]) -> frozenset[str]:
    """The stems naming the request's item: the words before its new value, less its verbs,
    numbers, state words and the apps' names."""
    clause = item_clause(goal)
    verbs = {stem(v) for v in request_verbs(goal)}
    app_words = {w for a in apps for w in words(a)}
    return frozenset(
        w
        for w in words(clause)
        if w not in verbs
        and w not in app_words
        and w not in {stem(s) for s in _STATE_WORDS}
        and not any(c.isdigit() for c in w)
    )


def _score(caption: str, wanted: frozenset[str], clause: str) -> int:
    """How much of the item a row says: its words, and its time of day ("the 1pm zap")."""
    return len(wanted & set(words(caption))) + 2 * says_time(caption, clause)


def with_row(el: ElementContext, screen: list[ElementContext]) -> str:
    """``el``'s caption and its row's: the smallest list element of ``screen`` holding it."""
    around = [
        o for o in screen if o.in_list and caption_of(o) and o.bounds != el.bounds and inside(el, o)
    ]
    if not around:
        return caption_of(el)
    row = min(around, key=lambda o: (o.bounds[2] - o.bounds[0]) * (o.bounds[3] - o.bounds[1]))
    return f"{caption_of(el)} {caption_of(row)}"


def _generic(kind: str, screen: list[ElementContext]) -> bool:
    """Whether the controls of ``kind`` on ``screen`` say nothing of their rows: three or more
    of them with at most two captions between them ("Zapped", "Not zapped")."""
    captions = [caption_of(e) for e in screen if e.id == kind]
    return len(captions) >= 3 and len(set(captions)) <= 2


def _touched_row(context: JudgeContext, step: int, el: ElementContext) -> str:
    """The caption of the row of a tapped control that says nothing of its row (a star), when
    the tap left the screen as it was and the final screen is that screen (nothing moved it
    after); ``""`` otherwise."""
    h, last = context.history[step], context.last
    if h.signature_after != h.signature or not _generic(el.id, last.elements):
        return ""
    if any(later.signature_after != later.signature for later in context.history[step + 1 :]):
        return ""
    same = [e for e in last.elements if e.id == el.id and e.bounds == el.bounds]
    return with_row(same[0], last.elements) if same and h.signature == last.signature else ""


def sibling_changed(goal: Goal, context: JudgeContext) -> str:
    """The caption of the list row the run acted on, when the app it ended in shows a sibling
    row (the same kind of row: its id) saying more of the request's item words and the run
    never touched a row of that kind saying as many. A control that says nothing of its row is
    read with its row, on both sides, when the final screen shows where it was tapped."""
    if len(goal.steps) != 1 or goal.wants_answer or goal.steps[0].verb in _OTHER_WORK:
        return ""
    wanted, clause = item_words(goal, context.apps), item_clause(goal)
    app = context.last.package
    touched = [
        (h.target, _touched_row(context, i, h.target) or caption_of(h.target))
        for i, h in enumerate(context.history)
        if isinstance(h.operation, Tap | LongPress)
        and h.target is not None
        and h.target.in_list
        and h.target.id
        and h.package == app
    ]
    if not wanted or not touched:
        return ""
    typed = [norm_text(text) for text, _ in typed_texts(context) if text.strip()]
    rows = [
        (e, screen.elements)
        for screen in (context.first, context.last)
        if screen.package == app
        for e in screen.elements
        if e.in_list and e.window == "app" and not e.editable and not _says_typed(e, typed)
    ]
    for kind in dict.fromkeys(t.id for t, _ in touched):
        if any(not _named(t) for t, _ in touched if t.id == kind):
            continue  # a row cut at the screen's edge: what it was is not known
        by_row = any(c != caption_of(t) for t, c in touched if t.id == kind)
        reached = max(_score(c, wanted, clause) for t, c in touched if t.id == kind)
        best = max(
            (
                _score(with_row(e, screen) if by_row else caption_of(e), wanted, clause)
                for e, screen in rows
                if e.id == kind
            ),
            default=0,
        )
        if best > reached:
            return caption_of([t for t, _ in touched if t.id == kind][-1])
    return ""


def value_on_other_row(goal: Goal, context: JudgeContext, shown: list[int]) -> str:
    """The caption of the list row showing the request's value (elements ``shown`` of the
    final screen), when another row of its kind there says more of the request's item words:
    the value went onto another item, unless a row the run tapped a control inside (its Like)
    says as many. Requests that add, create, write or send make a new item, and have no
    sibling."""
    if len(goal.steps) != 1 or goal.wants_answer:
        return ""
    if goal.steps[0].verb in _OTHER_WORK | {"add", "put", "save"}:
        return ""
    wanted, clause = item_words(goal, context.apps), item_clause(goal)
    screen = context.last.elements
    holding = [e for e in screen if e.index in shown and e.in_list and e.id and _named(e)]
    if not wanted or not holding:
        return ""
    kinds = {e.id for e in holding}
    acted = [_score(c, wanted, clause) for c in _acted_rows(context, kinds)]
    reached = max([*(_score(caption_of(e), wanted, clause) for e in holding), *acted])
    rows = [e for e in screen if e.id in kinds and e.in_list and _named(e) and e.index not in shown]
    best = max((_score(caption_of(e), wanted, clause) for e in rows), default=0)
    return caption_of(holding[0]) if best > reached else ""


def _acted_rows(context: JudgeContext, kinds: set[str]) -> list[str]:
    """The captions of the rows of ``kinds`` that hold a control the run tapped (a Like on a
    post), on the screen each tap acted on: the items the run acted on."""
    out = []
    for h, seen in zip(context.history, context.seen, strict=False):
        if not isinstance(h.operation, Tap | LongPress) or h.target is None:
            continue
        out += [
            caption_of(o)
            for o in seen.elements
            if o.id in kinds and o.in_list and o.bounds != h.target.bounds and inside(h.target, o)
        ]
    return out


def _named(el: ElementContext) -> bool:
    """Whether a row's caption holds a word of letters, not only a time or a number."""
    return any(w.isalpha() for w in words(caption_of(el)))


def _says_typed(el: ElementContext, typed: list[str]) -> bool:
    caption = norm_text(caption_of(el))
    return any(says(caption, t) for t in typed)


def searched_other(goal: Goal, context: JudgeContext) -> str:
    """The query the run searched for, when no word of it is the request's and no name the
    request gives shows anywhere in the run (typed, tapped or on the final screen): the run
    found and acted on another person's item ("reply to zed's note" done on what a search for
    "quill" found)."""
    names = [n.removesuffix("'s").removesuffix("\u2019s") for n in goal.names]
    if not names:
        return ""
    said = set(words(goal.instruction))
    queries = [
        h.operation.content
        for h in context.history
        if isinstance(h.operation, Text) and h.target is not None and is_search_box(h.target)
    ]
    other = [q for q in queries if words(q) and not set(words(q)) & said]
    if not other:
        return ""
    seen = [caption_of(e) for e in context.last.elements] + [
        caption_of(t) for t in tapped_elements(context)
    ]
    seen += [text for text, _ in typed_texts(context)]
    shown = {norm_text(s) for s in seen}
    if any(says(s, norm_text(n)) for n in names for s in shown):
        return ""
    return other[-1]


def overwritten_other(goal: Goal, context: JudgeContext) -> str:
    """The name the run typed over, when it opened a list row saying that name and then typed
    into a field holding it (it renamed the item it opened), and no word naming the request's
    item (not an app's, nor a generic word) is on any control it used in that app: it changed
    another item than the request's. A request that makes a new item changes none, so for it
    any name typed over counts. ``""`` otherwise. Other requests that add, write or send make
    a new item where no name is typed over."""
    if len(goal.steps) != 1 or goal.wants_answer:
        return ""
    making = goal.steps[0].creating
    if goal.steps[0].verb in _OTHER_WORK and not making:
        return ""
    history = context.history
    opened = [i for i, h in enumerate(history) if h.operation.kind == "open_app"]
    since = history[opened[-1] :] if opened else history
    telling = item_words(goal, context.apps) - {stem(w) for w in generic_words()}
    used = [
        set(words(caption_of(h.target)))
        for h in since
        if isinstance(h.operation, Tap | LongPress) and h.target is not None
    ]
    if not making and (not telling or any(telling & u for u in used)):
        return ""
    rows = [norm_text(caption_of(t)) for t in tapped_elements(context) if t.in_list]
    for h in since:
        old = norm_text(h.target.text) if h.target is not None else ""
        if isinstance(h.operation, Text) and old and any(says(row, old) for row in rows):
            return h.target.text
    return ""
