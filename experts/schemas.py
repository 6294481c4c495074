"""What the expert's model roles answer: a decision (decide) and a reflection (reflect)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from mobilexperts.operations import Operation

Verdict = Literal["correct", "erroneous", "ineffective"]


class Decision(BaseModel):
    """The decide role's answer (Mobile-Agent-v2's decision agent, with its planning summary).

    ``progress`` is the task progress after this operation; ``memory`` is focus content seen on
    this screen worth keeping (a code, a price, an address); ``expectation`` is what the
    operation should lead to, which reflection checks.
    """

    thought: str
    operation: Operation
    progress: str = ""
    memory: str = ""
    expectation: str = ""


class Reflection(BaseModel):
    """The reflect role's verdict on the previous operation (Stop claims go to the judge).

    ``correct``: it moved the task forward; ``erroneous``: it led somewhere unrelated (the
    expert reverts it); ``ineffective``: nothing changed (the expert tries differently).
    ``effect`` says what it did, e.g. "opened the compose screen", for interface memory.
    """

    verdict: Verdict
    reason: str
    effect: str = ""
