"""The workflow tool record and its parts: typed parameters, screen conditions, provenance,
versions with their admission results, and usage statistics.

Records are frozen pydantic models; every change makes a new record (``model_copy``), so the
tool store can hand out its instances without copying them.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from mobilexperts.perception import Anchor
from tools_store.controls import control_labels

ParamType = Literal[
    "str", "int", "float", "bool", "list", "time", "date", "number", "email", "phone", "url"
]
ToolStatus = Literal["draft", "verified", "suspect", "retired"]
ToolOrigin = Literal["synthesized", "hand-written", "imported"]
ReplaySource = Literal["snapshot", "current screen", "none"]
Scalar = str | int | float | bool
ParamValue = Scalar | list[Scalar]
NAME_PATTERN = r"^[A-Za-z][A-Za-z0-9_]{0,63}$"
MAX_OFFER_CHARS = 300
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# Text addressed to the model rather than describing a workflow.
_INSTRUCTION_LIKE = re.compile(
    r"\b(?:ignore|disregard|forget|override)\b.{0,40}?"
    r"\b(?:instructions?|prompts?|rules|above|previous|prior|earlier)\b"
    r"|\byou (?:are now|must|should now|will now)\b|\bsystem prompt\b|\bnew instructions?\b"
    r"|(?:^|\s)(?:system|assistant|user)\s*:|<\|?(?:im_start|system)\|?>|\bjailbreak",
    re.IGNORECASE,
)


def now() -> datetime:
    return datetime.now(UTC)


class ToolParam(BaseModel):
    """One typed parameter. ``choices`` are other values seen on screen where the parameter
    picks an element (a list row, a contact): admission tries one of them as a fresh value.
    The kinds beyond Python's (time, date, number, email, phone, url) take the user's words
    and are passed to the tool as text written like ``example`` (:mod:`tools_store.param_types`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(pattern=NAME_PATTERN)
    type: ParamType = "str"
    description: str = ""
    example: ParamValue | None = None
    choices: list[str] = Field(default_factory=list)

    def usage(self) -> str:
        """``message: str``, as tool lists and prompts show a parameter."""
        return f"{self.name}: {self.type}"


class ElementState(BaseModel):
    """An element the end screen must show on or off (checked or selected, e.g. a switch, a
    favourite star), named by its resource-id (unique on that screen)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    on: bool

    def describe(self) -> str:
        return f"{self.id.rpartition('/')[2]} {'on' if self.on else 'off'}"


class ScreenCondition(BaseModel):
    """A screen a tool starts or ends on.

    It holds on a screen of ``package`` (when set) whose signature is one of ``signatures`` or
    on which every anchor is found; with neither, any screen of the package will do.
    ``outside_app`` also accepts any screen of another app (the tool opens its app itself).
    ``shows`` are texts that must be visible; ``{param}`` stands for an argument's value.
    ``states`` are elements that must be on or off. ``hides`` are texts the app's own
    window must no longer list (an item the tool picked and deleted). ``shows`` or ``hides``
    naming a parameter and ``states`` are the evidence that the tool did the task, not only
    reached a screen.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    package: str = ""
    activity: str = ""
    signatures: list[str] = Field(default_factory=list)
    anchors: list[Anchor] = Field(default_factory=list)
    shows: list[str] = Field(default_factory=list)
    states: list[ElementState] = Field(default_factory=list)
    hides: list[str] = Field(default_factory=list)
    outside_app: bool = False

    def describe(self) -> str:
        """One line for people and prompts."""
        where = self.activity.rpartition(".")[2] or self.package or "any screen"
        parts = [where]
        if self.outside_app:
            parts.append(f"or any screen outside {self.package}")
        if self.shows:
            parts.append("showing " + ", ".join(self.shows))
        if self.hides:
            parts.append("no longer listing " + ", ".join(self.hides))
        if self.states:
            parts.append("with " + ", ".join(s.describe() for s in self.states))
        return " ".join(parts)


class Provenance(BaseModel):
    """Where a tool came from: the runs and steps it was compiled from, and the request."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    origin: ToolOrigin = "synthesized"
    instruction: str = ""
    run_ids: list[str] = Field(default_factory=list)
    steps: list[int] = Field(default_factory=list)
    model: str = ""


class ReplayResult(BaseModel):
    """One admission replay: the arguments, whether the tool ran and its postcondition held.
    ``skipped``: a live phone was not on the precondition screen, so it was not run."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    label: str
    args: dict[str, ParamValue]
    ok: bool
    skipped: bool = False
    error: str = ""
    failed_step: str = ""
    actions: int = 0
    screen: str = Field(default="", exclude=True)
    """The signature of the screen it ended on (not stored)."""
    shown: list[str] = Field(default_factory=list, exclude=True)
    """The texts that screen showed (not stored): replays that differ only in their arguments
    and end on the same screen showing other texts prove the arguments steer the tool."""


class AdmissionResult(BaseModel):
    """The outcome of one admission: lint, compile and replays; ``reason`` says why not."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    admitted: bool
    reason: str = ""
    replays: list[ReplayResult] = Field(default_factory=list)
    replayed_from: ReplaySource = "none"
    at: datetime = Field(default_factory=now)


class UsageStats(BaseModel):
    """How a tool version fared when experts used it (and in tests people ran)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    uses: int = 0
    successes: int = 0
    failures: int = 0
    consecutive_failures: int = 0
    last_error: str = ""
    last_used: datetime | None = None

    def after(self, ok: bool, error: str = "") -> UsageStats:
        """These statistics after one more use."""
        return UsageStats(
            uses=self.uses + 1,
            successes=self.successes + ok,
            failures=self.failures + (not ok),
            consecutive_failures=0 if ok else self.consecutive_failures + 1,
            last_error=self.last_error if ok else error,
            last_used=now(),
        )


class ToolVersion(BaseModel):
    """One version of a tool's code: why it was written, how admission went, how it fared."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int = Field(ge=1)
    source: str
    reason: str
    created_at: datetime = Field(default_factory=now)
    admission: AdmissionResult | None = None
    stats: UsageStats | None = None


class ToolOffer(BaseModel):
    """A verified tool as offered to the expert: its name, what it does, its parameters as
    ``name: type``, the app it works in, and the other values seen on screen where a
    parameter picks an item (``choices``, by parameter), and the labels of the controls its own
    steps use (``controls``: what it does, :mod:`tools_store.controls`).

    The description is the tool author's text, so it is untrusted: :meth:`of` caps it to
    :data:`MAX_OFFER_CHARS` and strips control characters, ``instruction_like`` says it reads
    like instructions to the model, and prompts show ``quoted`` (a JSON string) as data.
    """

    name: str
    description: str
    params: list[str] = Field(default_factory=list)
    app: str = ""
    app_label: str = ""
    instruction_like: bool = False
    choices: dict[str, list[str]] = Field(default_factory=dict)
    controls: list[str] = Field(default_factory=list)

    @classmethod
    def of(cls, name: str, description: str, **fields: Any) -> ToolOffer:
        """An offer whose ``description`` is capped, cleaned and checked for instructions."""
        text = " ".join(_CONTROL.sub(" ", description).split())
        if len(text) > MAX_OFFER_CHARS:
            text = text[: MAX_OFFER_CHARS - 3].rstrip() + "..."
        flagged = _INSTRUCTION_LIKE.search(description) is not None
        return cls(name=name, description=text, instruction_like=flagged, **fields)

    @property
    def quoted(self) -> str:
        """The description as a JSON string literal, for prompts."""
        return json.dumps(self.description, ensure_ascii=False)


class WorkflowTool(BaseModel):
    """A reusable workflow of one app as a Python function over the ``dev`` facade.

    ``app`` is the package the tool works in and ``app_label`` the name it launches it by;
    ``app_version`` the app's version it was last admitted on ("" when the device can't tell).
    ``start`` is optional parameterless tool code that leads a fresh simulator from its home
    screen to the precondition, so the tool can be re-admitted and tested later.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(pattern=NAME_PATTERN)
    description: str
    app: str
    app_label: str = ""
    app_version: str = ""
    params: list[ToolParam] = Field(default_factory=list)
    precondition: ScreenCondition = Field(default_factory=ScreenCondition)
    postcondition: ScreenCondition = Field(default_factory=ScreenCondition)
    source: str
    start: str = ""
    provenance: Provenance = Field(default_factory=Provenance)
    status: ToolStatus = "draft"
    status_reason: str = ""
    version: int = Field(default=1, ge=1)
    versions: list[ToolVersion] = Field(default_factory=list)
    stats: UsageStats = Field(default_factory=UsageStats)
    created_at: datetime = Field(default_factory=now)
    updated_at: datetime = Field(default_factory=now)

    def signature(self) -> str:
        """``post_chirp(message: str)``."""
        return f"{self.name}({', '.join(p.usage() for p in self.params)})"

    def example_args(self) -> dict[str, ParamValue]:
        """The recorded arguments (the examples) of the parameters that have one."""
        return {p.name: p.example for p in self.params if p.example is not None}

    def offer(self) -> ToolOffer:
        """The tool as the expert's decide context lists it."""
        return ToolOffer.of(
            self.name,
            self.description,
            params=[p.usage() for p in self.params],
            app=self.app,
            app_label=self.app_label,
            choices={p.name: p.choices for p in self.params if p.choices},
            controls=control_labels(self.source),
        )

    def used(self, ok: bool, error: str = "", suspect_after: int = 3) -> WorkflowTool:
        """The tool after one more use; ``suspect_after`` consecutive failures make a verified
        tool suspect."""
        stats = self.stats.after(ok, error)
        status, reason = self.status, self.status_reason
        if not ok and status == "verified" and stats.consecutive_failures >= suspect_after:
            status = "suspect"
            reason = f"failed {stats.consecutive_failures} times in a row; last: {error}"
        return self.model_copy(
            update={"stats": stats, "status": status, "status_reason": reason, "updated_at": now()}
        )

    def retired(self, reason: str) -> WorkflowTool:
        """The tool kept with its history but never offered again."""
        return self.model_copy(
            update={"status": "retired", "status_reason": reason, "updated_at": now()}
        )

    def revised(self, draft: WorkflowTool, reason: str) -> WorkflowTool:
        """``draft`` as the next version of this tool, not yet admitted: the history is kept,
        the version bumped, the statistics reset (a rewrite starts its test count afresh)."""
        closed = [*self.versions[:-1]]
        if self.versions:
            closed.append(self.versions[-1].model_copy(update={"stats": self.stats}))
        version = self.version + 1
        return draft.model_copy(
            update={
                "version": version,
                "versions": [
                    *closed,
                    ToolVersion(version=version, source=draft.source, reason=reason),
                ],
                "status": "draft",
                "status_reason": "not admitted yet",
                "stats": UsageStats(),
                "created_at": self.created_at,
                "updated_at": now(),
            }
        )

    def with_admission(self, result: AdmissionResult) -> WorkflowTool:
        """The tool with ``result`` as the admission of its current version: verified when
        admitted, else a draft saying why."""
        versions = self.versions or [
            ToolVersion(version=self.version, source=self.source, reason="created")
        ]
        versions = [*versions[:-1], versions[-1].model_copy(update={"admission": result})]
        return self.model_copy(
            update={
                "versions": versions,
                "status": "verified" if result.admitted else "draft",
                "status_reason": "" if result.admitted else result.reason,
                "updated_at": now(),
            }
        )
