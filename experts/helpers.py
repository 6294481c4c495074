"""What an expert consults besides its model: interface memory, documents and workflow tools."""

from __future__ import annotations

from typing import Protocol

from experts.content_phrases import people_said, survey_shown
from experts.reading import read_document
from experts.tool_choice import choose_tools
from experts.tool_senses import QUOTED, search_text
from memory.content import ContentMemory
from memory.insight import InsightMemory
from memory.interface import InterfaceMemory
from mobilexperts.device.base import Device
from mobilexperts.llm.types import Model
from mobilexperts.operations import OperationError, Read, Tap, UseTool
from mobilexperts.perception.screen import Screen
from mobilexperts.trajectory import StepLog
from tools_store.records import ToolOffer
from tools_store.retrieval import given_kinds
from tools_store.use import ToolOutcome

HINT_LIMIT = 12
INSIGHT_LIMIT = 4
OFFER_LIMIT = 5
"""Tools offered to the expert at most, after they are ranked by meaning."""


class ToolSource(Protocol):
    """Workflow tools offered to the expert (the tool store's side of the seam)."""

    def tools(self, screen: Screen, instruction: str) -> list[ToolOffer]: ...
    def run_tool(self, device: Device, op: UseTool) -> ToolOutcome: ...


class ExpertHelpers:
    """The expert's ``Helpers``: interface-memory hints and evidence, insights, the apps that
    show the request's phrases (content memory), Read, tools."""

    def __init__(
        self,
        model: Model,
        memory: InterfaceMemory | None = None,
        tools: ToolSource | None = None,
        insights: InsightMemory | None = None,
        content: ContentMemory | None = None,
    ) -> None:
        self.model = model
        self.memory = memory
        self.toolkit = tools
        self.insight_memory = insights
        self.content = content
        self._insights: tuple[str, list[str]] | None = None
        self._shown: tuple[str, dict[str, list[str]]] | None = None
        self._people: tuple[str, list[str]] | None = None

    def shown(self, device: Device, instruction: str) -> dict[str, list[str]]:
        """App label -> the request's phrases its screens show, for a request that names no
        app (the device is surveyed read-only the first time; looked up once a run)."""
        if self.content is None:
            return {}
        if self._shown is None or self._shown[0] != instruction:
            self._shown = (instruction, survey_shown(device, instruction, self.content))
        return self._shown[1]

    def people(self, instruction: str) -> list[str]:
        """The request's words that name someone the surveyed screens list (after
        :meth:`shown`, which surveys; looked up once a run)."""
        if self.content is None:
            return []
        if self._people is None or self._people[0] != instruction:
            self._people = (instruction, people_said(instruction, self.content))
        return self._people[1]

    def insights(self, instruction: str) -> list[str]:
        """Insights from exploration sharing words with the request (looked up once a run)."""
        if self.insight_memory is None:
            return []
        if self._insights is None or self._insights[0] != instruction:
            found = self.insight_memory.relevant(instruction, limit=INSIGHT_LIMIT)
            self._insights = (instruction, [i.line for i in found])
        return self._insights[1]

    def hints(self, screen: Screen) -> list[str]:
        if self.memory is None:
            return []
        return [
            h.line for h in self.memory.hints(screen.package, screen.elements, limit=HINT_LIMIT)
        ]

    def remember_effect(self, before: Screen, after: Screen, step: StepLog) -> None:
        """Reflection evidence ("tapping X opened screen Y") becomes verified memory."""
        if self.memory is None or step.target is None or not isinstance(step.operation, Tap):
            return
        index = step.target.index
        element = next((e for e in before.elements if e.index == index), None)
        key = self.memory.key_for(element) if element is not None else None
        if key is None:
            return
        self.memory.record_effect(
            before.package,
            key,
            before_signature=before.signature,
            after_signature=after.signature,
            after_title=after.activity.rpartition(".")[2],
            description=step.effect,
            label=element.label,
        )

    def read(self, device: Device, op: Read) -> str:
        result = read_document(device, op.file, op.goal, self.model)
        if not result.found:
            return f"{op.file}: nothing about {op.goal!r}"
        return f"{op.file}: {result.answer}"

    def tools(self, screen: Screen, instruction: str) -> list[ToolOffer]:
        """The toolkit's offers for this screen that the request says something of, or that
        take a kind of value it gives (a time for "wake me up at 5:50am"), best fit first
        (:func:`experts.tool_choice.choose_tools`), at most :data:`OFFER_LIMIT`. They are
        looked up by the words outside the request's quotes: a quoted message says what to
        type, not which tool types it."""
        if self.toolkit is None:
            return []
        asked = " ".join(QUOTED.sub(" ", instruction).split()) or instruction
        offers = self.toolkit.tools(screen, search_text(asked))
        choices = choose_tools(instruction, offers, [])
        given = given_kinds(instruction)
        fitting = [c.offer for c in choices if c.fit > 0 or _takes(c.offer, given)]
        return fitting[:OFFER_LIMIT]

    def run_tool(self, device: Device, op: UseTool) -> ToolOutcome:
        if self.toolkit is None:
            raise OperationError("no workflow tools are available on this device yet")
        return self.toolkit.run_tool(device, op)


def _takes(offer: ToolOffer, kinds: frozenset[str]) -> bool:
    """Whether one of ``offer``'s parameters (``name: type``) is of one of ``kinds``."""
    return any(p.rpartition(": ")[2] in kinds for p in offer.params)
