"""What the run typed or gave a tool, and a form left holding it, for the offline judge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from experts.judge import JudgeContext
from experts.offline.clauses import Step
from experts.offline.goal import Goal
from mobilexperts.operations import Text, Think, UseTool
from mobilexperts.perception.context import ElementContext
from mobilexperts.perception.controls import caption_words
from mobilexperts.trajectory import Judgement

if TYPE_CHECKING:
    from experts.offline.judge_final import FinalScreen


def norm_text(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").split()).casefold()


def typed_texts(context: JudgeContext) -> list[tuple[str, str]]:
    """``(text, signature)`` of each text typed during the run, and the screen it went into."""
    return [
        (h.operation.content, h.signature) for h in context.history if isinstance(h.operation, Text)
    ]


def carried_over(context: JudgeContext) -> bool:
    """Whether the run typed a text it had noted from a screen: a copy done by reading in one
    place and typing in another."""
    notes = [h.operation.content for h in context.history if isinstance(h.operation, Think)]
    typed = [norm_text(text) for text, _ in typed_texts(context)]
    return any(norm_text(note) in text for note in notes if note.strip() for text in typed)


def tool_given(context: JudgeContext, value: str) -> bool:
    """Whether a tool the run used without error (one that failed midway proves nothing) was
    given ``value``: its typing is not in the history; its postcondition held."""
    wanted = norm_text(value)
    return any(
        wanted and wanted in norm_text(str(arg))
        for h in context.history
        if isinstance(h.operation, UseTool) and not h.error
        for arg in h.operation.args.values()
    )


def typed_unowned(context: JudgeContext, value: str) -> str | None:
    """A one-word ``value`` without its possessive "s" ("danas": "dana"), when the run typed
    that form: searched for it after the value itself found nothing."""
    from experts.offline.research import unowned

    owner = unowned(value) if " " not in value.strip() else None
    typed = {norm_text(text) for text, _ in typed_texts(context)}
    return owner if owner and norm_text(owner) in typed else None


def unsubmitted_form(context: JudgeContext, final: FinalScreen) -> Judgement | None:
    """The refusal of a final screen that is a form still holding typed text, or ``None``; a
    search field holding a search the run submitted is no form left unsent (a results screen
    may show a "Reply" per row)."""
    submit = final.submit_control()
    if submit is None:
        return None
    searched = {
        norm_text(h.operation.content)
        for h in context.history
        if isinstance(h.operation, Text) and h.operation.submit
    }
    for text, signature in typed_texts(context):
        holding = [
            e
            for e in context.last.elements
            if e.editable
            and text.strip()
            and norm_text(e.text) == norm_text(text)
            and not (norm_text(text) in searched and _searches(e))
        ]
        if holding and signature == context.last.signature:
            control = submit.label or submit.id
            reason = (
                f"the form still holds the typed {text!r} and {control!r} "
                "was not used: it was not submitted"
            )
            return Judgement(verdict="not_done", reason=reason, kind="unsubmitted", subject=control)
    return None


def _searches(el: ElementContext) -> bool:
    """Whether a field is a search box, by its resource-id or description."""
    return "search" in caption_words(el.id, el.desc)


def refused_form(context: JudgeContext) -> Judgement | None:
    """The refusal of a final screen whose form was submitted but kept what was typed, with a
    line that asks for a value ("Seconds must be between 0 and 59") that was not on the screen
    the value was typed into: the form turned the submission down. ``None`` otherwise."""
    from experts.offline.rules_refused import DEMAND
    from experts.offline.words import stems

    history = context.history
    typed = [i for i, h in enumerate(history) if isinstance(h.operation, Text)]
    if not typed or not any(h.operation.kind == "tap" for h in history[typed[-1] + 1 :]):
        return None
    values = {norm_text(history[i].operation.content) for i in typed} - {""}
    if not any(e.editable and norm_text(e.text) in values for e in context.last.elements):
        return None
    before = context.seen[typed[-1]].elements if context.seen else context.first.elements
    shown = {norm_text(e.text or e.label or "") for e in before}
    for line in context.last.elements:
        said = line.text or line.label or ""
        if line.editable or line.clickable or norm_text(said) in shown:
            continue
        if set(stems(said)) & DEMAND:
            reason = f"the form kept what was typed and says {said!r}: it refused it"
            return Judgement(verdict="not_done", reason=reason)
    return None


PLACE_WORDS = frozenset({"in", "on", "at", "from", "into", "inside", "via", "my", "the", "app"})


def without_place_words(value: str) -> str:
    """``value`` without the words that say where ("In Zapnote" -> "zapnote"), so an app the
    request names with a preposition is not taken for a value needing evidence."""
    return " ".join(w for w in norm_text(value).split() if w not in PLACE_WORDS)


_PASSING = frozenset({"send", "email", "mail", "dm", "text", "message", "tell", "reply", "post"})
"""Verbs of a step that passes something on to someone or to the public."""


def passes_on(goal: Goal) -> list[Step]:
    """The steps of a request that pass on what an earlier step finds ("..., then email
    bo"): the steps that act, with a verb that sends or posts."""
    return [s for s in goal.steps if not s.finding and s.verb in _PASSING]


def answer_untyped(goal: Goal, context: JudgeContext) -> str:
    """For a request that finds something and then passes it on ("find out X, then email
    bo"), the passing step's verb when no part of the run's answer was typed anywhere:
    what was sent does not carry what was found; else ``""``."""
    passing = passes_on(goal)
    if not passing or not context.answer or goal.quoted:
        return ""
    if any(isinstance(h.operation, UseTool) for h in context.history):
        return ""
    typed = norm_text(" ".join(text for text, _ in typed_texts(context)))
    parts = [norm_text(p) for p in context.answer.split(" | ") if norm_text(p)]
    return "" if any(p in typed for p in parts) else passing[0].verb
