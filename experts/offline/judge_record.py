"""For the offline judge: a change made to the wrong record.

A request that changes a field of a record names the record ("zed quorn's phone is ...",
"move the blorp review to ..."). The change is the request's only when it is on that record:
- the row the run opened before typing must not be a sibling row (the same kind: its id) whose
  title says fewer of the request's item words than another row of that kind, on any screen of
  the app the run saw, whose whole title the request names ("Vex Quorn" opened, "Zed Quorn"
  listed), nor a row whose title says a word the request never does and misses a naming word
  of the request: a name no dictionary knows while sharing another ("Vex Quorn" for "zed
  quorn"), or any of two or more naming words while sharing none ("Team sync" for "the blorp
  review");
- a request that changes something is no request for a new record: a run that used a control
  creating one and typed the request's own item name into it made a copy, and the record the
  request names keeps its old value.
Rows are compared with each other and with the request's words, never with a fixed wording.
"""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_asked import generic_words
from experts.offline.judge_sibling import item_clause
from experts.offline.judge_steps import caption_of, is_search_box, request_verbs
from experts.offline.lexicon import actions, bases, common_words, not_nouns
from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import CREATING_VERBS, STOPWORDS, WRITING_VERBS, stem, stems, words
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.context import ElementContext
from mobilexperts.trajectory import Judgement

_CHANGING = stems("change update edit fix correct replace move reschedule shift push postpone")
"""Verbs that change what a record already holds."""
_MAKING = stems("create new add make compose")
"""Words of a control that makes a new record ("Create event", "New contact", "+ Add")."""
_OTHER_WORK = WRITING_VERBS | CREATING_VERBS | {"share", "add"}


def _title(el: ElementContext) -> str:
    """A row's title: its caption before the first ``|`` (what follows is detail)."""
    return caption_of(el).split(" | ")[0]


def _item_words(goal: Goal, apps: list[str]) -> frozenset[str]:
    """The stems naming the request's record: the words before its new value, less verbs,
    numbers, field words and the apps' names."""
    drop = set(generic_words()) | stems(*request_verbs(goal)) | _CHANGING
    drop |= {w for a in apps for w in words(a)}
    return frozenset(
        w for w in words(item_clause(goal)) if w not in drop and not any(c.isdigit() for c in w)
    )


def _tokens(goal: Goal) -> list[str]:
    """The request's words before its new value, lower case, as written."""
    return [w.strip(".,!?;:'\"()").removesuffix("'s") for w in item_clause(goal).lower().split()]


def _naming(goal: Goal, apps: list[str]) -> frozenset[str]:
    """The item words that name (nouns and names): no inflected verb ("got"), no word that is
    never a noun ("new"), no date word."""
    kept = {
        stem(w)
        for w in _tokens(goal)
        if w
        and w not in STOPWORDS | not_nouns() | CALENDAR_WORDS
        and not any(b != w and b in actions() for b in bases(w))
    }
    return _item_words(goal, apps) & kept


def _typed_steps(context: JudgeContext, app: str) -> list[int]:
    """Indexes of the steps that typed into a field (no search box) of ``app``."""
    return [
        i
        for i, h in enumerate(context.history)
        if isinstance(h.operation, Text)
        and h.package == app
        and h.operation.content.strip()
        and not (h.target is not None and is_search_box(h.target))
    ]


def other_record(goal: Goal, context: JudgeContext) -> str:
    """``"'opened' ... 'named'"`` when the row the run opened before its last typing is a
    sibling of a row the request names better (see the module docstring); ``""`` otherwise."""
    if goal.wants_answer or request_verbs(goal) & _OTHER_WORK:
        return ""
    app = context.last.package
    typed = _typed_steps(context, app)
    wanted = _item_words(goal, context.apps)
    if not typed or not wanted:
        return ""
    opened = [
        h.target
        for h in context.history[: typed[-1]]
        if isinstance(h.operation, Tap)
        and h.target is not None
        and h.target.in_list
        and h.target.id
        and h.package == app
    ]
    if not opened:
        return ""
    row = opened[-1]
    score = len(wanted & set(words(_title(row))))
    typed_words = {w for i in typed for w in words(context.history[i].operation.content)}
    screens = [context.first, *context.seen, context.last]
    for screen in screens:
        if screen.package != app:
            continue
        for el in screen.elements:
            said = set(words(_title(el)))
            if el.id != row.id or not el.in_list or not said or said & typed_words:
                continue
            if said <= wanted and len(said) > score:
                return f"{_title(row)!r}; the request names {_title(el)!r}"
    said, named = set(words(_title(row))), _naming(goal, context.apps)
    missed = named - said
    proper = {stem(w) for w in _tokens(goal) if w not in common_words()}
    near = missed & proper if said & named else len(named) > 1
    if near and missed and said - set(words(context.instruction)):
        return f"{_title(row)!r}; the request names {' '.join(sorted(named))!r}"
    return ""


def copied_record(goal: Goal, context: JudgeContext) -> str:
    """The name the run gave a new record, when the request changes a record (a changing verb,
    none that makes) and the run used a control making one and typed into it the request's own
    words before its new value, one naming its item; ``""`` otherwise."""
    verbs = stems(*request_verbs(goal))
    if not verbs & _CHANGING or request_verbs(goal) & _OTHER_WORK:
        return ""
    app = context.last.package
    wanted, clause = _item_words(goal, context.apps), set(words(item_clause(goal)))
    made = [
        i
        for i, h in enumerate(context.history)
        if isinstance(h.operation, Tap)
        and h.target is not None
        and h.package == app
        and not (h.target.in_list or h.target.editable)
        and set(words(f"{caption_of(h.target)} {h.target.id}")) & _MAKING
    ]
    if not made or not wanted:
        return ""
    for i in _typed_steps(context, app):
        text = context.history[i].operation.content
        said = set(words(text))
        if i > made[0] and said & wanted and said <= clause and "@" not in text:
            return text
    return ""


def record_misfit(goal: Goal, context: JudgeContext) -> Judgement | None:
    """``not_done`` when the run changed another record than the request names, or made a new
    one for a request that changes one; ``None`` otherwise."""
    other = other_record(goal, context)
    if other:
        return Judgement(verdict="not_done", reason=f"the run changed {other}")
    copied = copied_record(goal, context)
    if copied:
        reason = f"the run made a new record {copied!r}; the request changes the one it names"
        return Judgement(verdict="not_done", reason=reason)
    return None
