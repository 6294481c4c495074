"""Admission: a tool becomes ``verified`` only after lint, compile and replays whose
postcondition holds, from the precondition state, with the recorded arguments and with fresh
ones.

On a device that takes snapshots (SimDroid) each replay starts by restoring the snapshot of the
state the tool's workflow started in, and the device is put back as it was afterwards. Without
snapshots (a real phone) replays run only when ``replay_live`` is set and the current screen
matches the precondition; otherwise the tool stays a draft and the reason says why.

A tool without conditions (hand-written) learns them here: the precondition is the screen the
first replay starts on (any screen, when the tool opens its app itself), the postcondition the
screen it ends on; the fresh replay must then reach it too.

A tool with parameters is admitted only when its postcondition carries evidence: a ``shows``
entry naming an argument (``{message}``), which the fresh replay must show with the fresh
value, or an element state (a switch on, a star selected), or, from a snapshot, a fresh replay
that ended on the same screen as the recorded one showing other texts (the arguments steered
it: a route to the place given), or one that typed every argument into a form and used its
submit control (:mod:`tools_store.submitted`: a mail sent).

A tool that calls other tools (``dev.run_tool``) is admitted only when its calls reach verified
tools of ``library`` with their parameters and form no cycle (:mod:`tools_store.compose`). A
tool that opens several rows of one list by position compared them, so it is never admitted.

A web address parameter no fresh address passes is baked into the tool (:mod:`tools_store.bake`)
and the tool admitted again: it then works on that site only. So is an item picked among
on-screen siblings none of which passes (a folder whose rows open another screen), when the
tool keeps another parameter.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from pydantic import BaseModel, Field

from mobilexperts.device import Device
from mobilexperts.perception import Screen, perceive_observation
from sandbox import Sandbox, SandboxError, ToolLimits, default_sandbox, vet_tool
from tools_store.app_versions import version_on
from tools_store.bake import bake
from tools_store.compose import Lookup, callee_sources, composition_problem, no_library
from tools_store.conditions import (
    capture,
    evidence_problem,
    postcondition_problem,
    precondition_problem,
    shown_texts,
    steered,
    visible,
)
from tools_store.param_types import TYPED_KINDS
from tools_store.param_types import fresh as typed_fresh
from tools_store.probe import with_searched_choices
from tools_store.recording import can_snapshot
from tools_store.records import (
    AdmissionResult,
    ParamValue,
    ReplayResult,
    ReplaySource,
    ScreenCondition,
    ToolParam,
    WorkflowTool,
)
from tools_store.rows import compared_rows
from tools_store.submitted import submitted

_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
_DIGIT = re.compile(r"\d(?=\D*$)")
FRESH_TRIES = 6
"""Fresh replays tried at most, each with another on-screen choice, before a tool is refused."""


class AdmissionSettings(BaseModel):
    """How admission replays a tool."""

    fresh: bool = True
    replay_live: bool = False
    limits: ToolLimits = Field(default_factory=lambda: ToolLimits(wall_seconds=60.0))


def _variant(value: str) -> str:
    """Another plausible value of a text parameter, never a part of it (a tool that ignores its
    argument must not show the fresh value by chance): an address at the same domain, a number
    with its last digit changed, a phrase with its first word moved to the end, a word with a
    number added."""
    if _EMAIL.match(value):
        return "check." + value
    digit = _DIGIT.search(value)
    if digit and sum(c.isdigit() for c in value) >= len(value.replace(" ", "")) // 2:
        return value[: digit.start()] + str((int(digit.group()) + 1) % 10) + value[digit.end() :]
    words = value.split()
    if len(words) >= 2 and len(set(words)) > 1:
        return " ".join([*words[1:], words[0]])
    return f"{value} 2"


def _shape(text: str) -> tuple[str, ...]:
    """The look of a value word by word: capitalised, lower-case, with digits, other."""
    return tuple(
        "9"
        if any(c.isdigit() for c in w)
        else "A"
        if w[:1].isupper()
        else "a"
        if w.isalpha()
        else "."
        for w in text.split()
    )


def fresh_value(param: ToolParam, value: ParamValue, attempt: int = 0) -> ParamValue:
    """A value of ``param`` other than ``value``: another choice seen on screen (one that looks
    like the example when there is one, so a person is replaced by a person; ``attempt`` picks
    the next one), else one derived from the type (``attempt``: another date or time) and the
    example."""
    if param.type in TYPED_KINDS:
        return typed_fresh(param.type, value, attempt)
    if param.choices:
        others = [c for c in param.choices if c != value]
        alike = [c for c in others if isinstance(value, str) and _shape(c) == _shape(value)]
        ranked = alike + [c for c in others if c not in alike] or [value]
        return ranked[min(attempt, len(ranked) - 1)]
    if isinstance(value, bool):
        return not value
    if isinstance(value, int | float):
        return value + 1
    if isinstance(value, list):
        return list(reversed(value))
    return _variant(value)


def fresh_args(
    tool: WorkflowTool, recorded: dict[str, ParamValue], attempt: int = 0
) -> dict[str, ParamValue]:
    """Fresh arguments for the replay that checks the tool generalises (``attempt``: which
    of the other on-screen choices)."""
    return {
        p.name: fresh_value(p, recorded[p.name], attempt) for p in tool.params if p.name in recorded
    }


def fresh_cases(
    tool: WorkflowTool, recorded: dict[str, ParamValue]
) -> list[tuple[str, dict[str, ParamValue]]]:
    """The fresh replays to try, in order, until one passes: one per other choice seen on
    screen, up to :data:`FRESH_TRIES` (an item may lack what the tool reads: a contact
    without a birthday), else one."""
    cases: list[tuple[str, dict[str, ParamValue]]] = []
    for attempt in range(FRESH_TRIES):
        fresh = {**recorded, **fresh_args(tool, recorded, attempt)}
        if fresh == recorded or any(fresh == args for _, args in cases):
            break
        cases.append(("fresh" if not attempt else f"fresh {attempt + 1}", fresh))
    return cases


def launches_first(source: str) -> bool:
    """Whether the tool's first action is ``dev.launch(...)`` (it opens its app itself)."""
    try:
        func = next(n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef))
    except (SyntaxError, StopIteration):
        return False
    body = func.body[1:] if ast.get_docstring(func) else func.body
    first = body[0] if body else None
    return (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Call)
        and isinstance(first.value.func, ast.Attribute)
        and first.value.func.attr == "launch"
    )


def _unset(condition: ScreenCondition) -> bool:
    return not (condition.package or condition.signatures or condition.anchors)


def _learned_start(tool: WorkflowTool, screen: Screen) -> ScreenCondition:
    if launches_first(tool.source):
        return ScreenCondition(package=tool.app, outside_app=True)
    return capture(screen)


def _learned_end(tool: WorkflowTool, screen: Screen, args: dict[str, Any]) -> ScreenCondition:
    shows = [
        f"{{{p.name}}}"
        for p in tool.params
        if p.type == "str" and isinstance(args.get(p.name), str) and visible(screen, args[p.name])
    ]
    return capture(screen, shows)


class _Replayer:
    """Runs one tool's replays on a device, learning missing conditions on the way."""

    def __init__(
        self,
        tool: WorkflowTool,
        device: Device,
        sandbox: Sandbox,
        limits: ToolLimits,
        callees: list[str],
    ) -> None:
        self.tool = tool
        self.device = device
        self.sandbox = sandbox
        self.limits = limits
        self.callees = callees

    def screen(self) -> Screen:
        return perceive_observation(self.device.observe())

    def replay(self, label: str, args: dict[str, ParamValue], must_start: bool) -> ReplayResult:
        tool = self.tool
        screen = self.screen()
        if _unset(tool.precondition):
            tool = self.tool = tool.model_copy(
                update={"precondition": _learned_start(tool, screen)}
            )
        problem = precondition_problem(tool.precondition, screen)
        if problem:
            error = f"precondition: {problem}"
            return ReplayResult(
                label=label, args=args, ok=False, skipped=not must_start, error=error
            )
        result = self.sandbox.run(tool.source, dict(args), self.device, self.limits, self.callees)
        if not result.ok:
            return ReplayResult(
                label=label,
                args=args,
                ok=False,
                error=str(result.error),
                failed_step=str(result.failed_step or ""),
                actions=len(result.actions),
            )
        end = self.screen()
        if _unset(tool.postcondition):
            learned = _learned_end(tool, end, args)
            tool = self.tool = tool.model_copy(update={"postcondition": learned})
        problem = postcondition_problem(tool.postcondition, end, args)
        return ReplayResult(
            label=label,
            args=args,
            ok=not problem,
            error=f"postcondition: {problem}" if problem else "",
            actions=len(result.actions),
            screen=end.signature,
            shown=shown_texts(end),
        )


def _fresh_cases(
    tool: WorkflowTool, recorded: dict[str, ParamValue], replayer: _Replayer, start: Any | None
) -> list[tuple[str, dict[str, ParamValue]]]:
    """The fresh replays of ``tool``; a parameter it searches draws its values from what the
    app lists (:mod:`tools_store.probe`) when the start state can be restored."""
    if start is None or not can_snapshot(replayer.device):
        return fresh_cases(tool, recorded)

    def probe(source: str, args: dict[str, ParamValue]) -> Screen | None:
        replayer.device.restore(start)  # type: ignore[attr-defined]
        result = replayer.sandbox.run(
            source, {**recorded, **args}, replayer.device, replayer.limits, replayer.callees
        )
        return replayer.screen() if result.ok else None

    return fresh_cases(with_searched_choices(tool, recorded, probe), recorded)


def _submitted(
    tool: WorkflowTool, replays: list[ReplayResult], replayer: _Replayer, start: Any
) -> bool:
    """Whether the last replay, a passing fresh one, submitted a form holding every argument
    (:mod:`tools_store.submitted`)."""
    fresh = replays[-1]
    if len(replays) < 2 or not fresh.ok:
        return False

    def run(source: str, args: dict[str, ParamValue]) -> Screen | None:
        replayer.device.restore(start)  # type: ignore[attr-defined]
        result = replayer.sandbox.run(
            source, args, replayer.device, replayer.limits, replayer.callees
        )
        return replayer.screen() if result.ok else None

    return submitted(tool.source, [p.name for p in tool.params], fresh, run)


def _verdict(replays: list[ReplayResult], where: ReplaySource) -> AdmissionResult:
    ran = [r for r in replays if not r.skipped]
    failed = next((r for r in ran if not r.ok), None)
    reason = ""
    if failed is not None:
        step = failed.failed_step
        at = f" at {step}" if step and step not in failed.error else ""
        reason = f"the {failed.label} replay failed{at}: {failed.error}"
    elif not ran:
        reason = replays[0].error if replays else "nothing was replayed"
    return AdmissionResult(admitted=not reason, reason=reason, replays=replays, replayed_from=where)


def admit(
    tool: WorkflowTool,
    device: Device,
    start: Any | None = None,
    *,
    args: dict[str, ParamValue] | None = None,
    sandbox: Sandbox | None = None,
    settings: AdmissionSettings | None = None,
    library: Lookup = no_library,
    labels: bool = True,
) -> WorkflowTool:
    """``tool`` after admission: verified, or a draft whose ``status_reason`` says why.

    ``start`` is a device snapshot of the precondition state; ``args`` override the recorded
    arguments (the parameters' examples); ``library`` finds the tools it calls; ``labels``:
    whether a parameter picked among on-screen items may be baked in when no other item passes.
    """
    settings = settings or AdmissionSettings()
    try:
        vet_tool(tool.source)
    except SandboxError as exc:
        return tool.with_admission(AdmissionResult(admitted=False, reason=str(exc)))
    composed = composition_problem(tool, library) or compared_rows(
        tool.source, tool.provenance.instruction
    )
    if composed:
        return tool.with_admission(AdmissionResult(admitted=False, reason=composed))
    recorded = {**tool.example_args(), **(args or {})}
    missing = [p.name for p in tool.params if p.name not in recorded and p.example is None]
    if missing:
        reason = f"no value to replay it with for {', '.join(missing)}; give them as arguments"
        return tool.with_admission(AdmissionResult(admitted=False, reason=reason))
    restorable = start is not None and can_snapshot(device)
    if not restorable and not settings.replay_live:
        reason = (
            "no snapshot of the state the tool starts in, and replaying on a live phone would "
            "repeat the workflow's effects; admit it with `mobilexperts tools test NAME --admit`"
        )
        return tool.with_admission(AdmissionResult(admitted=False, reason=reason))
    callees = callee_sources(tool, library)
    replayer = _Replayer(tool, device, sandbox or default_sandbox(), settings.limits, callees)
    home = device.snapshot() if can_snapshot(device) else None  # type: ignore[attr-defined]
    replays: list[ReplayResult] = []
    try:
        fresh = _fresh_cases(tool, recorded, replayer, start) if settings.fresh else []
        for number, (label, case_args) in enumerate([("recorded", recorded), *fresh]):
            if restorable:
                device.restore(start)  # type: ignore[attr-defined]
            replays.append(replayer.replay(label, case_args, must_start=restorable or number == 0))
            if replays[-1].ok and number > 0:
                break
            if not replays[-1].ok and (number == 0 or not restorable):
                break
        steers = restorable and any(steered(replays[0], r) for r in replays[1:])
        formed = restorable and not steers and _submitted(tool, replays, replayer, start)
    finally:
        if home is not None:
            device.restore(home)  # type: ignore[attr-defined]
    # fresh choices that failed before one passed lacked what the tool reads, not the tool
    judged = [r for r in replays if r.ok or r.skipped] if replays[-1].ok else replays
    where: ReplaySource = "snapshot" if restorable else "current screen"
    verdict = _verdict(judged, where).model_copy(update={"replays": replays})
    unproven = evidence_problem(replayer.tool.postcondition, [p.name for p in tool.params])
    if unproven and (steers or formed):
        unproven = ""  # other arguments showed another end, or went into a submitted form
    if verdict.admitted and unproven:
        verdict = verdict.model_copy(update={"admitted": False, "reason": unproven})
    checked = replayer.tool.model_copy(update={"app_version": version_on(device, tool.app)})
    sites = [p.name for p in tool.params if p.type == "url"]
    recorded_ok = bool(replays) and replays[0].ok
    if not verdict.admitted and recorded_ok and sites and restorable:
        # no other address leads where the tool goes next: the address is part of the tool
        return admit(
            bake(tool, sites), device, start, sandbox=sandbox, settings=settings, library=library
        )
    if not verdict.admitted and recorded_ok and restorable and labels:
        for name in [p.name for p in tool.params if p.choices and p.type not in TYPED_KINDS]:
            # no sibling of the item it picked leads the same way: the item is part of the tool
            baked = admit(
                bake(tool, [name]),
                device,
                start,
                sandbox=sandbox,
                settings=settings,
                library=library,
                labels=False,
            )
            if baked.status == "verified" and baked.params:
                return baked
    return checked.with_admission(verdict)
