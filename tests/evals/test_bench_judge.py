"""The judge slices load, and a case that carries out another request shows that request to
every role but the judge."""

from __future__ import annotations

from pathlib import Path

import yaml

from evals.bench_judge import JudgeSlice, StopAt
from experts.context import TaskContext
from mobilexperts.llm.types import ModelRequest, ModelResponse, OutputT
from mobilexperts.trajectory import Judgement

DEV = Path(__file__).parents[2] / "evals" / "dev"


class Recorder:
    """The far side of the model wire: records the instruction each role was asked with."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        self.seen.append((request.role, request.context.instruction))
        output = Judgement(verdict="unsure", reason="recorded")
        return ModelResponse(output=output, raw="", model="recorder")  # type: ignore[arg-type]


def _ask(model: StopAt, role: str) -> None:
    context = TaskContext(instruction="star the zap page")
    model.generate(ModelRequest(role=role, messages=(), output_schema=Judgement, context=context))


def test_the_truth_slices_hold_runs_in_the_wrong_state_with_unique_ids() -> None:
    cases = [
        c
        for name in ("truth4", "truth4_sealed")
        for s in [JudgeSlice.model_validate(yaml.safe_load((DEV / f"{name}.yaml").read_text()))]
        for c in (*s.cases, *s.sealed)
    ]
    assert len(cases) >= 20 and len({c.id for c in cases}) == len(cases)
    acted = [c for c in cases if c.acted]
    assert len(acted) >= 12 and all(c.acted != c.instruction for c in acted)


def test_an_acted_case_shows_its_own_request_to_the_judge_only() -> None:
    far = Recorder()
    model = StopAt(far, None, "", acted="star the quorn page")
    _ask(model, "reflect")
    _ask(model, "judge")
    assert far.seen == [("reflect", "star the quorn page"), ("judge", "star the zap page")]
