"""Mobile-Agent-v2 as an evaluated method: planning, decision and reflection agents and a memory
unit (Wang et al. 2024, §3), on the same Model seam as the team; no tools, no exploration.

- the **planning agent** (role ``progress``, text only) rewrites the task progress from the
  operations so far, before every decision;
- the **decision agent** (role ``decide``) chooses the operation from the screen, the progress
  and the memory unit; the offline policy's decide handler answers it, as for the team;
- the **reflection agent** (role ``reflect``) judges each operation correct, erroneous
  (reverted) or ineffective;
- the **memory unit** is the run's working memory: focus content the decision agent writes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pydantic import BaseModel

from evals.methods.base import Knowledge, MethodInput, MethodRun, report_of
from evals.methods.team import expert_settings
from experts.context import TaskContext, task_context
from experts.expert import Expert
from experts.helpers import ExpertHelpers
from experts.runner import RecorderSink
from mobilexperts.device.base import Observation
from mobilexperts.llm.errors import BudgetExceededError
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, ModelRequest, ModelResponse
from mobilexperts.perception.screen import Screen
from mobilexperts.runs import RunRecorder

if TYPE_CHECKING:
    from experts.run_state import RunState

PROGRESS_SHOWN = 6


class TaskProgress(BaseModel):
    """The planning agent's answer: what is done so far and what comes next."""

    progress: str


class PlanningExpert(Expert):
    """The expert loop with Mobile-Agent-v2's planning agent run before each decision that
    follows a new operation."""

    planned = 0

    def _decide(
        self, state: RunState, screen: Screen, obs: Observation, number: int
    ) -> ModelResponse:
        if len(state.history) > self.planned:
            self.planned = len(state.history)
            state.progress = self._plan(task_context(state))
        return super()._decide(state, screen, obs, number)

    def _plan(self, context: TaskContext) -> str:
        messages = (
            Message.system(render_prompt("evals.methods", "progress_system", context)),
            Message.user(render_prompt("evals.methods", "progress", context)),
        )
        request = ModelRequest(
            role="progress", messages=messages, output_schema=TaskProgress, context=context
        )
        return self.model.generate(request).output.progress


@offline_handler("progress")
def progress_offline(request: ModelRequest[TaskProgress]) -> TaskProgress:
    """The planning agent offline: the latest operations that worked, in order."""
    context = context_of(request, TaskContext)
    done = [step.text for step in context.history[-PROGRESS_SHOWN:]]
    return TaskProgress(progress="Done so far: " + "; ".join(done) if done else "")


@dataclass(frozen=True)
class MobileAgentV2:
    """Mobile-Agent-v2 on one task, recorded like any run (its run folder has a report)."""

    name: str = "mobile-agent-v2"
    knowledge: Knowledge = "none"
    reflect: bool = True

    def run(self, job: MethodInput) -> MethodRun:
        model = job.run_model.model
        recorder = RunRecorder(
            job.spec.instruction, calls=job.run_model.log, task_id=job.spec.id, run_dir=job.folder
        )
        expert = PlanningExpert(
            job.device,
            model,
            expert_settings(job, reflect=self.reflect, tools=False, plain_check=False),
            ExpertHelpers(model),
            RecorderSink(recorder, screenshots=False),
        )
        answer, done = "", False
        try:
            run = expert.act(job.spec.instruction)
            answer, done, reason = run.answer, run.done, run.stop_reason
        except BudgetExceededError as exc:
            reason = f"budget exceeded: {exc}"
        recorder.finish(answer=answer, stop_reason=reason)
        return MethodRun(
            answer=answer, claimed_done=done, report=report_of(job.folder), stop_reason=reason
        )
