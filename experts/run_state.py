"""What one expert run accumulates (progress, history, working memory, feedback), and an
operation waiting for its verdict."""

from __future__ import annotations

from dataclasses import dataclass

from experts.context import Avoided, Refusal
from memory.working import WorkingMemory
from mobilexperts.device.base import Observation
from mobilexperts.llm.types import Model
from mobilexperts.perception.screen import Screen
from mobilexperts.trajectory import ExpertRun, Judgement, StepLog
from tools_store.records import ToolOffer


@dataclass
class Pending:
    """An operation waiting for its verdict at the next observation."""

    log: StepLog
    before: Observation
    screen: Screen
    started: float


class RunState:
    """What one run accumulates: progress, history, working memory, feedback."""

    def __init__(self, instruction: str, memory: WorkingMemory) -> None:
        self.instruction = instruction
        self.progress = ""
        self.history: list[StepLog] = []
        self.memory = memory
        self.feedback: list[str] = []
        self.avoid: list[Avoided] = []
        self.avoid_states: list[str] = []
        self.stop_refusals = 0
        self.refused: Refusal | None = None
        self.first: tuple[Observation, Screen] | None = None
        self.screens: dict[int, Screen] = {}
        """Decide step -> the screen its operation acted on."""
        self.judgement: Judgement | None = None
        self.hints_used: dict[str, None] = {}
        self.offers: dict[str, ToolOffer] = {}
        self.tool_value = ""

    def finish(self, done: bool, reason: str, answer: str = "") -> ExpertRun:
        return ExpertRun(
            instruction=self.instruction,
            done=done,
            answer=answer,
            stop_reason=reason,
            steps=self.history,
            progress=self.progress,
            memory=self.notes(),
            judgement=self.judgement,
            hints_used=list(self.hints_used),
        )

    def refuse(self, judgement: Judgement) -> int:
        """Count a refused Stop and keep it for the next steps; how many were refused."""
        self.stop_refusals += 1
        self.refused = Refusal.of(judgement, len(self.history))
        return self.stop_refusals

    def notes(self) -> list[str]:
        """Working memory as plain notes (the context's and the run's view of it)."""
        return [note.text for note in self.memory.notes]

    def remember(self, text: str, source: str, step: int, model: Model) -> None:
        """Write a note; past the token budget, older notes are summarized (role summarize)."""
        self.memory.write(text, source=source, step=step)
        self.memory.compact(model)
