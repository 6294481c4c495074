"""What the run typed or gave a tool, and a form left holding it, for the offline judge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from experts.judge import JudgeContext
from mobilexperts.operations import Text, Think, UseTool
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


def unsubmitted_form(context: JudgeContext, final: FinalScreen) -> Judgement | None:
    """The refusal of a final screen that is a form still holding typed text, or ``None``."""
    submit = final.submit_control()
    if submit is None:
        return None
    for text, signature in typed_texts(context):
        holding = [
            e
            for e in context.last.elements
            if e.editable and text.strip() and norm_text(e.text) == norm_text(text)
        ]
        if holding and signature == context.last.signature:
            control = submit.label or submit.id
            reason = (
                f"the form still holds the typed {text!r} and {control!r} "
                "was not used: it was not submitted"
            )
            return Judgement(verdict="not_done", reason=reason, kind="unsubmitted", subject=control)
    return None
