"""The judge: whether a claimed success (a Stop) is shown by the final screen.

The expert asks it (model role ``judge``) before accepting a Stop. The model version sees the
request, the first and the last screenshots, the final screen's elements and a summary of the
trajectory, and answers a :class:`~mobilexperts.trajectory.Judgement`: ``done`` with evidence
from the final screen, ``not_done`` or ``unsure`` with a one-line reason. Only ``done`` with
evidence accepts the Stop. The offline handler is ``experts.offline.judge``.
"""

from __future__ import annotations

from pydantic import Field

from experts.context import TaskContext
from mobilexperts.device.base import Observation
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import ImagePart, Message, Model, ModelRequest
from mobilexperts.perception.context import ScreenContext
from mobilexperts.perception.screen import Screen
from mobilexperts.trajectory import Judgement


class JudgeContext(TaskContext):
    """What the judge sees: the task, the answer the Stop gives, the trajectory (in
    ``history``), the installed apps, the first and the final screens, and the screen each
    step of the history acted on (``seen[i]`` for ``history[i]``; empty when not kept): what
    was on the screen before the run changed it."""

    answer: str = ""
    apps: list[str] = Field(default_factory=list)
    first: ScreenContext
    last: ScreenContext
    seen: list[ScreenContext] = Field(default_factory=list)


def judge_context(
    task: TaskContext,
    answer: str,
    apps: list[str],
    first: Screen,
    last: Screen,
    seen: list[Screen] | None = None,
) -> JudgeContext:
    """The judge's context of a Stop giving ``answer`` after the work in ``task``; ``seen``
    are the screens the steps of ``task.history`` acted on, one each (else none are kept)."""
    kept = seen if seen is not None and len(seen) == len(task.history) else []
    return JudgeContext(
        **dict(task),
        answer=answer,
        apps=apps,
        first=ScreenContext.of(first),
        last=ScreenContext.of(last),
        seen=[ScreenContext.of(s) for s in kept],
    )


def judge(
    model: Model, context: JudgeContext, shots: tuple[Observation, Observation] | None
) -> Judgement:
    """The model's judgement of the Stop described by ``context``; ``shots`` are the first
    and the last screenshots (``None`` for a text-only model)."""
    images = [
        ImagePart(png=o.screenshot, screen_width=o.width, screen_height=o.height)
        for o in shots or ()
    ]
    messages = (
        Message.system(render_prompt("experts", "judge_system", context)),
        Message.user(render_prompt("experts", "judge", context), *images),
    )
    request = ModelRequest(
        role="judge", messages=messages, output_schema=Judgement, context=context
    )
    return model.generate(request).output
