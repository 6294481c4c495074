"""Using a tool: check its precondition on the current screen and its arguments, run it in the
sandbox, check its postcondition, and record the outcome in its usage statistics (a verified
tool that keeps failing becomes ``suspect``).

A precondition that does not hold or arguments that do not fit are the caller's mistake: the
tool is not run and its statistics are left alone. A test run (``record=False``, as
``mobilexperts tools test``) is not real use: it never changes statistics or status.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, JsonValue

from mobilexperts.device import Device
from mobilexperts.perception import perceive_observation
from sandbox import FailedStep, Sandbox, SandboxError, ToolLimits, default_sandbox, vet_tool
from sandbox.tool_args import check_args
from tools_store.compose import callee_sources
from tools_store.conditions import fill, postcondition_problem, precondition_problem, visible
from tools_store.param_types import TYPED_KINDS, ParamValueError, cased_like, normalize
from tools_store.records import ParamValue, WorkflowTool
from tools_store.store import ToolStore

_NAMING = frozenset({"name", "title"})
"""Words of a parameter's name that say it names something (its value is cased like one)."""

DEFAULT_SUSPECT_AFTER = 3
LOOKS = 3
"""Scrolls of its end screen's list a tool's postcondition may take to find a value it shows."""
_UNSHOWN = "the screen does not show "


class ToolOutcome(BaseModel):
    """What one use of a tool did. ``counted``: whether it entered the tool's statistics."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    tool: str
    args: dict[str, ParamValue]
    ok: bool
    counted: bool
    message: str
    failed_step: FailedStep | None = None
    actions: int = 0
    value: JsonValue = None
    status: str = ""
    side_effects: list[str] = []
    opened: list[str] = []
    """The apps the tool launched, in order."""

    @property
    def answer(self) -> str:
        """What the tool returned, as an answer: a text, or several fields joined."""
        value = self.value
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            return " | ".join(str(v) for v in value if v not in (None, ""))
        return "" if value is None else str(value)

    def note(self) -> str:
        """One line for the expert's working memory."""
        shown = ", ".join(f"{k}={v!r}" for k, v in self.args.items())
        head = f"{self.tool}({shown})"
        return f"{head}: {self.message}" if self.ok else f"{head} failed: {self.message}"

    def failure(self) -> str:
        """Why the tool failed, with what it had already done that may have changed an app."""
        if not self.side_effects:
            return self.message
        done = "; ".join(self.side_effects)
        return (
            f"{self.message}; before failing it had already {done} — check on the screen "
            "whether these took effect before doing them again"
        )


def typed_args(
    tool: WorkflowTool, args: dict[str, ParamValue], today: datetime
) -> dict[str, ParamValue]:
    """``args`` with each typed parameter's value read as its kind and written like its
    example (``7:10 AM`` -> ``07:10``; "next Thursday" from the phone's ``today``), and a name
    or title typed in lower case cased like its example; :class:`ParamValueError` names a
    value that is not of its kind."""
    out = dict(args)
    for param in tool.params:
        value = out.get(param.name)
        if isinstance(value, str) and _NAMING & set(param.name.casefold().split("_")):
            out[param.name] = cased_like(value, param.example)
        if param.name in out and param.type in TYPED_KINDS:
            try:
                out[param.name] = normalize(param.type, out[param.name], param.example, today)
            except ParamValueError as exc:
                raise ParamValueError(f"{param.name}: {exc}") from None
    return out


def use_tool(
    store: ToolStore,
    tool: WorkflowTool,
    args: dict[str, ParamValue],
    device: Device,
    *,
    sandbox: Sandbox | None = None,
    limits: ToolLimits | None = None,
    suspect_after: int = DEFAULT_SUSPECT_AFTER,
    record: bool = True,
) -> ToolOutcome:
    """Run ``tool`` with ``args`` on ``device``; with ``record``, count the outcome in ``store``."""
    observation = device.observe()
    screen = perceive_observation(observation)
    problem = precondition_problem(tool.precondition, screen)
    if problem:
        message = (
            f"it starts on {tool.precondition.describe()}, but {problem}; "
            "go to that screen first or use basic operations"
        )
        return ToolOutcome(tool=tool.name, args=args, ok=False, counted=False, message=message)
    try:
        args = typed_args(tool, args, datetime.fromtimestamp(observation.timestamp))
        check_args(vet_tool(tool.source), dict(args))
    except (SandboxError, ParamValueError) as exc:
        return ToolOutcome(tool=tool.name, args=args, ok=False, counted=False, message=str(exc))
    callees = callee_sources(tool, store.get)
    result = (sandbox or default_sandbox()).run(tool.source, dict(args), device, limits, callees)
    if result.ok:
        after = perceive_observation(device.observe())
        problem = postcondition_problem(tool.postcondition, after, args)
        if problem.startswith(_UNSHOWN):
            problem = _looked_down(device, tool, args, problem)
        message = (
            f"its postcondition does not hold: {problem}"
            if problem
            else f"done in {len(result.actions)} actions; now on "
            + fill(tool.postcondition.describe(), args)
            + (f"; it returned {result.value!r}" if result.value is not None else "")
        )
        ok = not problem
    else:
        ok, message = False, str(result.error)
    if record:
        tool = store.update(tool.name, lambda current: current.used(ok, message, suspect_after))
    return ToolOutcome(
        tool=tool.name,
        args=args,
        ok=ok,
        counted=record,
        message=message,
        failed_step=result.failed_step,
        actions=len(result.actions),
        value=result.value if ok else None,
        status=tool.status,
        side_effects=[] if ok else [e for a in result.actions if (e := a.side_effect())],
        opened=[str(a.args.get("app", "")) for a in result.actions if a.verb == "launch"],
    )


def _looked_down(
    device: Device, tool: WorkflowTool, args: dict[str, ParamValue], problem: str
) -> str:
    """The postcondition's problem after scrolling the end screen's largest list down to find
    the values it did not show (a new row sorted below the fold): a value counts once any
    screen looked at shows it, the rest of the condition is read on the end screen; the first
    problem when some value stays unseen after :data:`LOOKS` scrolls or a scroll that changes
    nothing."""
    seen = device.observe()
    end = screen = perceive_observation(seen)
    missing = [fill(text, args) for text in tool.postcondition.shows]
    missing = [text for text in missing if not visible(screen, text)]
    for _ in range(LOOKS):
        lists = [e for e in screen.elements if e.scrollable]
        if not lists:
            return problem
        box = max(lists, key=lambda e: e.bounds.area).bounds
        x, height = box.center[0], box.y2 - box.y1
        device.swipe(x, box.y1 + height * 3 // 4, x, box.y1 + height // 4)
        after = device.observe()
        if after.xml == seen.xml:
            return problem
        seen, screen = after, perceive_observation(after)
        missing = [text for text in missing if not visible(screen, text)]
        if not missing:
            rest = tool.postcondition.model_copy(update={"shows": []})
            return postcondition_problem(rest, end, args)
    return problem
