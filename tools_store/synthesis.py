"""Synthesis: from a successful expert run to draft workflow tools (role ``synthesize_tool``).

Each segment of the trajectory (:func:`tools_store.trajectory.segments`) is one request; the
answer (:class:`ToolDraft`) is vetted by the sandbox (lint, compile) and, when refused, sent back
with the problems for a repair. The tool's conditions are taken from the recorded screens: the
screen before its first step and the screen after its last.
"""

from __future__ import annotations

import ast

from mobilexperts.llm.errors import ModelOutputError
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest
from mobilexperts.operations import OpenApp
from mobilexperts.trajectory import ExpertRun, StepLog
from sandbox import SandboxError, vet_tool
from sandbox.verbs import VERBS
from tools_store.compile import synthesize_tool_offline
from tools_store.conditions import capture
from tools_store.draft import ToolDraft
from tools_store.errors import ToolSourceError
from tools_store.param_types import infer_kind
from tools_store.recording import SnapshotRecorder
from tools_store.records import Provenance, ScreenCondition, ToolParam, ToolVersion, WorkflowTool
from tools_store.trajectory import SegmentScreens, SynthesisContext, segments, synthesis_context

PROMPTS = "tools_store"
OFFLINE_HANDLER = synthesize_tool_offline
"""Imported here so that using synthesis registers the offline policy's handler."""


def verb_lines() -> list[str]:
    """Each ``dev`` verb as the synthesis prompt lists it."""
    return [f"{spec.usage()}: {spec.summary}" for spec in VERBS.values()]


def vetted_params(source: str, drafted: list[ToolParam]) -> tuple[str, list[ToolParam]]:
    """The tool's name and typed parameters as the sandbox reads them from ``source``, with the
    descriptions, examples and choices the draft gave; a text parameter whose example is a
    time, date, number, address... takes that kind. :class:`ToolSourceError` if refused."""
    try:
        signature = vet_tool(source)
    except SandboxError as exc:
        raise ToolSourceError(str(exc)) from None
    described = {p.name: p for p in drafted}
    params = []
    for param in signature.params:
        given = described.get(param.name)
        example = given.example if given else param.default
        kind = None
        if given is not None and param.type == "str" and not given.choices:
            kind = infer_kind(example)
        params.append(
            ToolParam(
                name=param.name,
                type=kind or param.type,  # type: ignore[arg-type]
                description=given.description if given else "",
                example=example,
                choices=given.choices if given else [],
            )
        )
    return signature.name, params


def _logged_condition(step: StepLog, after: bool) -> ScreenCondition:
    return ScreenCondition(
        package=step.package,
        activity="" if after else step.activity,
        signatures=[step.signature_after if after else step.signature],
    )


def conditions(
    draft: ToolDraft, segment: list[StepLog], screens: SegmentScreens, app: str
) -> tuple[ScreenCondition, ScreenCondition]:
    """The draft's pre- and postcondition, from the recorded screens of its first and last
    steps; a tool that opens its app holds from any screen outside it, or its start screen."""
    by_number = {s.step: s for s in segment}
    first, last = by_number.get(draft.first_step), by_number.get(draft.last_step)
    if first is None or last is None or last.step < first.step:
        steps = ", ".join(str(s.step) for s in segment)
        raise ToolSourceError(
            f"first_step {draft.first_step} and last_step {draft.last_step} must be steps of "
            f"the trajectory ({steps}), first before last"
        )
    if isinstance(first.operation, OpenApp):
        opened = screens.after.get(first.step)
        start = capture(opened) if opened else _logged_condition(first, after=True)
        pre = start.model_copy(update={"package": app, "outside_app": True})
    else:
        before = screens.before.get(first.step)
        pre = capture(before) if before else _logged_condition(first, after=False)
    after = screens.after.get(last.step)
    post = capture(after) if after else _logged_condition(last, after=True)
    evidence = {
        "shows": list(draft.shows),
        "states": list(draft.states),
        "hides": list(draft.hides),
    }
    return pre, post.model_copy(update=evidence)


def returns_value(source: str) -> bool:
    """Whether the tool in ``source`` returns a value (reads an answer)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False
    return any(isinstance(n, ast.Return) and n.value is not None for n in ast.walk(tree))


def ask(model: Model, context: SynthesisContext) -> tuple[ToolDraft, str]:
    """One ``synthesize_tool`` request; the draft and the name of the model that wrote it."""
    messages = (
        Message.system(render_prompt(PROMPTS, "synthesize_tool_system", context)),
        Message.user(render_prompt(PROMPTS, "synthesize_tool", context)),
    )
    request = ModelRequest(
        role="synthesize_tool", messages=messages, output_schema=ToolDraft, context=context
    )
    response = model.generate(request)
    return response.output, response.model


def synthesize(
    run: ExpertRun,
    model: Model,
    recorder: SnapshotRecorder | None = None,
    apps: list[str] | None = None,
    *,
    min_actions: int = 2,
    repairs: int = 1,
    run_id: str = "",
) -> list[WorkflowTool]:
    """Draft tools (not admitted yet) from the segments of a successful ``run``."""
    tools = []
    parts = segments(run, min_actions, apps)
    for segment in parts:
        screens = SegmentScreens(segment, recorder)
        context = synthesis_context(run, segment, screens, list(apps or []), verb_lines())
        context.partial = len(parts) > 1
        context.answer = run.answer if segment is parts[-1] else ""
        tool = _draft_tool(model, context, segment, screens, repairs, run_id)
        if tool is not None and (
            len(tool.provenance.steps) >= min_actions or returns_value(tool.source)
        ):
            tools.append(tool)
    return tools


def _draft_tool(
    model: Model,
    context: SynthesisContext,
    segment: list[StepLog],
    screens: SegmentScreens,
    repairs: int,
    run_id: str,
) -> WorkflowTool | None:
    for _ in range(repairs + 1):
        try:
            draft, model_name = ask(model, context)
        except ModelOutputError:
            return None
        try:
            name, params = vetted_params(draft.source, draft.params)
            pre, post = conditions(draft, segment, screens, context.app)
        except ToolSourceError as exc:
            context = context.model_copy(update={"feedback": [str(exc)]})
            continue
        steps = [s.step for s in segment if draft.first_step <= s.step <= draft.last_step]
        reason = f"synthesized from steps {steps[0]}-{steps[-1]} of: {context.instruction}"
        return WorkflowTool(
            name=name,
            description=draft.description,
            app=context.app,
            app_label=context.app_label,
            params=params,
            precondition=pre,
            postcondition=post,
            source=draft.source,
            provenance=Provenance(
                origin="synthesized",
                instruction=context.instruction,
                run_ids=[run_id] if run_id else [],
                steps=steps,
                model=model_name,
            ),
            versions=[ToolVersion(version=1, source=draft.source, reason=reason)],
        )
    return None
