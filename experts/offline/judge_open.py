"""For the offline judge: a request that only opens one of its items ("open my zap notes page",
"show me the quorn list"), done when the run's last action opened a control naming the item and
the screen it ended on names it too; and a request that does more than open its item, not done
when the run's last action only opened it."""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_asked import generic_words
from experts.offline.judge_steps import NAVIGATION_VERBS, caption_of, read_by_opening, words_of
from experts.offline.judge_typed import norm_text
from experts.offline.patterns import FIELD_NOUNS
from experts.offline.words import words
from mobilexperts.operations import Tap
from mobilexperts.trajectory import Evidence

_OPENING = frozenset(["open", "show", "view", "display", "go", "navigate"])
_FILLER = frozenset(
    ["me", "my", "the", "a", "an", "up", "to", "in", "on", "of", "at", "into", "from", "for", "all"]
)
_ASKING = frozenset(words(" ".join(FIELD_NOUNS))) | {"how", "where", "what", "when", "who", "which"}
"""Words of a question put as a showing ("show me the address of ..."): not an opening."""
_ACTING = frozenset({"tap", "long_press", "text", "use_tool", "open_app"})


def item_opened(goal: Goal, context: JudgeContext) -> Evidence | None:
    """Evidence that the request's item is open: every step opens or shows, the run's last
    action was a tap on a control whose caption has all the item's telling words (not an
    app's, a kind's or a filler word) and it led to another screen, and that final screen
    shows those words on one element. ``None`` otherwise."""
    if goal.wants_answer or goal.quoted or not goal.steps:
        return None
    if any(step.verb.casefold() not in _OPENING for step in goal.steps):
        return None
    said = words_of(" ".join(step.clause for step in goal.steps))
    if said & _ASKING:
        return None
    apps = {w for app in context.apps for w in words_of(app)}
    telling = said - apps - generic_words() - _FILLER - _OPENING
    if not telling:
        return None
    acted = [h for h in context.history if h.operation.kind in _ACTING]
    last = acted[-1] if acted else None
    if last is None or not isinstance(last.operation, Tap) or last.target is None:
        return None
    if last.signature_after in ("", last.signature) or not telling <= words_of(
        caption_of(last.target)
    ):
        return None
    if last.signature_after != context.last.signature:
        return None
    shown = [e for e in context.last.elements if telling <= words_of(caption_of(e))]
    if not shown:
        return None
    return Evidence(index=shown[0].index, text=caption_of(shown[0]), state="open")


_ACTIONS = ("tap", "long_press", "text", "use_tool")


def only_selected(context: JudgeContext, evidence: list[Evidence], goal: Goal) -> str:
    """Why the run only opened the request's item (its last action was a tap on a list row
    showing a value, which led to another screen) when the request's last step is more than
    finding or opening it, or ``""``."""
    if not goal.steps or goal.steps[-1].verb.casefold() in NAVIGATION_VERBS:
        return ""
    acted = [h for h in context.history if h.operation.kind in _ACTIONS]
    last = acted[-1] if acted else None
    if last is None or last.target is None or not isinstance(last.operation, Tap):
        return ""
    if last.target.checkable or last.signature_after == last.signature:
        return ""
    if read_by_opening(goal.steps[-1], [last.target]):
        return ""  # opening an unread item is what marks it read
    if any(h.signature == last.signature_after for h in context.history):
        return ""  # back on a screen seen before: the row was picked, not opened
    caption = norm_text(caption_of(last.target))
    shown = [e.text for e in evidence if norm_text(e.text) in caption]
    if shown and last.target.in_list:
        return f"{shown[0]!r} was only opened; what the request asks was not done with it"
    return ""
