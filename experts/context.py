"""The structured context of the decide and reflect roles.

Prompts are rendered from it and offline handlers answer from it, so both see the same facts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from experts.guards import screen_state
from experts.schemas import ScreenContext
from mobilexperts.perception import describe
from mobilexperts.perception.screen import Screen

if TYPE_CHECKING:
    from experts.expert import StepLog, _RunState
    from experts.operations import Stop

HISTORY_SHOWN = 12
"""How many of the latest history steps the prompts show; the context holds them all."""


def screen_context(screen: Screen) -> dict[str, Any]:
    return ScreenContext.of(screen, describe(screen.elements)).model_dump(mode="json")


def _history(state: _RunState) -> list[dict[str, Any]]:
    return [
        {
            "step": s.step,
            "operation": s.operation,
            "text": s.operation_text,
            "effect": s.effect,
            "package": s.package,
            "signature": s.signature,
            "signature_after": s.signature_after,
            "target": s.target,
        }
        for s in state.history
    ]


def decide_context(
    state: _RunState,
    screen: Screen,
    hints: list[str],
    tools: list[dict[str, Any]],
    apps: list[str],
    step: int,
    max_steps: int,
) -> dict[str, Any]:
    """What the decide role sees: task, progress, memory, feedback, screen, hints, tools."""
    return {
        "instruction": state.instruction,
        "progress": state.progress,
        "history": _history(state),
        "history_shown": HISTORY_SHOWN,
        "memory": state.notes(),
        "feedback": list(state.feedback),
        "avoid": [
            a
            for a, at in zip(state.avoid, state.avoid_states, strict=True)
            if at == screen_state(screen)
        ],
        "screen": screen_context(screen),
        "hints": hints,
        "tools": tools,
        "apps": apps,
        "step": step,
        "max_steps": max_steps,
    }


def reflect_context(
    state: _RunState,
    log: StepLog | None,
    before: Screen,
    after: Screen,
    changed: bool,
    stop: Stop | None = None,
) -> dict[str, Any]:
    """What the reflect role sees: the operation, the screens before and after, the task."""
    return {
        "instruction": state.instruction,
        "progress": state.progress,
        "history": _history(state),
        "history_shown": HISTORY_SHOWN,
        "memory": state.notes(),
        "operation": log.operation if log else {},
        "operation_text": log.operation_text if log else "",
        "expectation": log.expectation if log else "",
        "target": log.target if log else None,
        "before": screen_context(before),
        "after": screen_context(after),
        "changed": changed,
        "stop": stop.model_dump(mode="json") if stop is not None else None,
    }
