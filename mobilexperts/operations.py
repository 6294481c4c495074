"""The expert's operation space: the nine HumanBasic operations (MobileExperts Table 1) plus
OpenApp, LongPress and UseTool, as one pydantic discriminated union.

A target on screen is given by set-of-mark ``index``, by ``element`` (text, resource-id or
content-desc), or by ``x``/``y`` coordinates; exactly one of the three.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator

from mobilexperts.errors import MobilexpertsError


class OperationError(MobilexpertsError):
    """An operation that cannot be carried out as given; the message is fed back to the model."""


class ElementRef(BaseModel):
    """An element named by what it shows rather than by its number."""

    model_config = ConfigDict(extra="forbid")

    text: str | None = None
    resource_id: str | None = None
    desc: str | None = None

    @model_validator(mode="after")
    def _something(self) -> ElementRef:
        if not (self.text or self.resource_id or self.desc):
            raise ValueError("an element reference needs text, resource_id or desc")
        return self

    def describe(self) -> str:
        return " ".join(f"{k}={v!r}" for k, v in self.model_dump(exclude_none=True).items())


class _Targeted(BaseModel):
    model_config = ConfigDict(extra="forbid")

    index: int | None = Field(default=None, ge=1)
    element: ElementRef | None = None
    x: int | None = Field(default=None, ge=0)
    y: int | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _one_target(self) -> _Targeted:
        given = sum((self.index is not None, self.element is not None, self.x is not None))
        if given != 1 or (self.x is None) != (self.y is None):
            raise ValueError("give exactly one target: index, element, or both x and y")
        return self

    def target_text(self) -> str:
        if self.index is not None:
            return f"[{self.index}]"
        if self.element is not None:
            return self.element.describe()
        return f"({self.x}, {self.y})"


class Tap(_Targeted):
    """Touch an element, as a person selects a menu option or activates a feature."""

    kind: Literal["tap"] = "tap"


class LongPress(_Targeted):
    """Touch and hold an element (context menus, selection, copy)."""

    kind: Literal["long_press"] = "long_press"


class Text(BaseModel):
    """Type ``content`` into a text field: the one at ``index``, else the focused one (tapped
    first when needed). ``clear`` replaces what the field holds."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["text"] = "text"
    content: str
    index: int | None = Field(default=None, ge=1)
    clear: bool = True
    submit: bool = False


class Swipe(BaseModel):
    """Swipe ``direction`` over an element (``index``) or the middle of the screen. ``up`` moves
    the content up, showing what is below."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["swipe"] = "swipe"
    direction: Literal["up", "down", "left", "right"]
    index: int | None = Field(default=None, ge=1)


class Read(BaseModel):
    """Read a document on the phone (PDF, DOCX, TXT) and extract what serves ``goal``."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["read"] = "read"
    file: str
    goal: str


class Think(BaseModel):
    """Write ``content`` to working memory (``flow="write"``), or recall what serves ``goal``."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["think"] = "think"
    flow: Literal["write", "read"]
    goal: str
    content: str = ""


class Back(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["back"] = "back"


class Home(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["home"] = "home"


class Wait(BaseModel):
    """Wait while the phone is loading or unresponsive."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["wait"] = "wait"
    seconds: float = Field(default=2.0, gt=0, le=60)


class Stop(BaseModel):
    """End the task: done (with the ``answer`` when one was asked for), or infeasible."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["stop"] = "stop"
    answer: str = ""
    done: bool = True


class OpenApp(BaseModel):
    """Launch an app by its label (or package)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["open_app"] = "open_app"
    app: str


class UseTool(BaseModel):
    """Run a verified workflow tool from the tool store with ``args``."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["use_tool"] = "use_tool"
    name: str
    args: dict[str, Any] = Field(default_factory=dict)


Operation = Annotated[
    Tap | LongPress | Text | Swipe | Read | Think | Back | Home | Wait | Stop | OpenApp | UseTool,
    Field(discriminator="kind"),
]
OPERATION_ADAPTER: TypeAdapter[Operation] = TypeAdapter(Operation)
SCREEN_CHANGING = frozenset(
    {"tap", "long_press", "text", "swipe", "back", "home", "open_app", "use_tool"}
)


def parse_operation(data: dict[str, Any]) -> Operation:
    """Validate an operation dict; unknown kinds fail validation."""
    return OPERATION_ADAPTER.validate_python(data)


def describe(op: Operation) -> str:
    """A short human-readable form: ``tap [3]``, ``text "hello"``, ``open_app Mail``."""
    if isinstance(op, Tap | LongPress):
        return f"{op.kind} {op.target_text()}"
    if isinstance(op, Text):
        where = f" into [{op.index}]" if op.index is not None else ""
        return f'text "{op.content}"{where}' + (" + enter" if op.submit else "")
    if isinstance(op, Swipe):
        return f"swipe {op.direction}" + (f" on [{op.index}]" if op.index is not None else "")
    if isinstance(op, Read):
        return f"read {op.file} for {op.goal!r}"
    if isinstance(op, Think):
        return f"think {op.flow} {op.goal!r}"
    if isinstance(op, Wait):
        return f"wait {op.seconds:g}s"
    if isinstance(op, Stop):
        return (
            "stop"
            + (f" answer={op.answer!r}" if op.answer else "")
            + ("" if op.done else " (infeasible)")
        )
    if isinstance(op, OpenApp):
        return f"open_app {op.app}"
    if isinstance(op, UseTool):
        return f"use_tool {op.name}({', '.join(f'{k}={v!r}' for k, v in op.args.items())})"
    return op.kind
