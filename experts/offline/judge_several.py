"""For the offline judge: a record picked by a word several records share.

A request that changes a record or writes to someone names it by words of its title ("kim's
number is now ...", "text fischer: ..."). When the row the run opened before typing shares only
one of its title's words with the request, and rows of the same kind (the same id) the run saw
in that app carry that word under other titles ("Rosa Kim" and "Isla Kim" for "kim"), the
request does not say which of them it means: the run's pick is a guess, so the claim is unsure.
Rows are compared with each other and with the request's words, never with a fixed wording.
"""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_steps import caption_of, is_search_box
from experts.offline.words import STOPWORDS, words
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.context import ElementContext

MIN_TITLE_WORDS = 2
"""A title of one word is a control's caption ("Reply"), not a record's name."""


def _title(el: ElementContext) -> str:
    """A row's title: its caption before the first ``|``."""
    return caption_of(el).split(" | ")[0].strip()


def shared_name(goal: Goal, context: JudgeContext) -> str:
    """``"'word' names 'A', 'B'"`` when the row the run opened before its last typing is named
    by the request with one word only (no word of its verbs; a title of two words or more)
    and other rows of its kind the run saw carry that word; ``""`` otherwise (also for
    questions)."""
    if goal.wants_answer:
        return ""
    history = context.history
    app = context.last.package
    typed = [
        i
        for i, h in enumerate(history)
        if isinstance(h.operation, Text)
        and h.package == app
        and h.operation.content.strip()
        and not (h.target is not None and is_search_box(h.target))
    ]
    if not typed:
        return ""
    opened = [
        h.target
        for h in history[: typed[-1]]
        if isinstance(h.operation, Tap)
        and h.target is not None
        and h.target.in_list
        and h.target.id
        and h.package == app
        and _title(h.target)
    ]
    if not opened:
        return ""
    row = opened[-1]
    values = " ".join([*goal.quoted, *goal.values.values()])
    said = set(words(goal.instruction)) - set(words(values)) - STOPWORDS
    title = {w for w in words(_title(row)) if w not in STOPWORDS}
    common = title & said - set(words(" ".join(s.verb for s in goal.steps)))
    if len(common) != 1 or len(title) < MIN_TITLE_WORDS:
        return ""
    (word,) = common
    titles = {_title(row)}
    for screen in [context.first, *context.seen, context.last]:
        if screen.package != app:
            continue
        for el in screen.elements:
            if el.in_list and el.id == row.id and word in words(_title(el)):
                titles.add(_title(el))
    if len(titles) < 2:
        return ""
    return f"{word!r} names {', '.join(repr(t) for t in sorted(titles))}"
