"""What the ``synthesize_tool`` role answers: a tool draft over one segment of a trajectory.

The screens the tool starts and ends on are given by position in the trajectory (the screen
before ``first_step`` and the screen after ``last_step``); the tool store turns them into
signature-and-anchor conditions from the recorded screens.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from tools_store.records import ElementState, ToolParam


class ToolDraft(BaseModel):
    """A workflow tool as a synthesizer writes it.

    ``source`` is one function ``def name(dev, param: type, ...)`` with a docstring saying what
    it does, where it starts and where it ends. ``shows`` are texts the end screen must show
    for the tool to have worked; ``{param}`` stands for an argument's value; ``hides`` are
    texts (an item it picked and deleted) the end screen must no longer list; ``states`` are
    elements (by resource-id) it leaves on or off.
    """

    name: str
    description: str
    params: list[ToolParam] = Field(default_factory=list)
    source: str
    first_step: int
    last_step: int
    shows: list[str] = Field(default_factory=list)
    states: list[ElementState] = Field(default_factory=list)
    hides: list[str] = Field(default_factory=list)
