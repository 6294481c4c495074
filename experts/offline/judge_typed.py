"""What the run typed or gave a tool, for the offline judge."""

from __future__ import annotations

from experts.judge import JudgeContext
from mobilexperts.operations import Text, Think, UseTool


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
