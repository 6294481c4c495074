"""What the safety role sees and answers: the next operation, the element it acts on, the screen."""

from __future__ import annotations

from pydantic import BaseModel, model_validator

from mobilexperts.handover import Category
from mobilexperts.operations import Operation
from mobilexperts.perception.context import ElementContext, ScreenContext


class SafetyContext(BaseModel):
    """The request, the operation about to be carried out, its target element and the screen."""

    instruction: str
    operation: Operation
    operation_text: str
    thought: str = ""
    target: ElementContext | None = None
    screen: ScreenContext


class SafetyVerdict(BaseModel):
    """The safety role's answer: whether the step is sensitive, of which kind, and why."""

    sensitive: bool
    category: Category | None = None
    reason: str = ""

    @model_validator(mode="after")
    def _category_when_sensitive(self) -> SafetyVerdict:
        if self.sensitive and self.category is None:
            raise ValueError("a sensitive step needs its category")
        return self
