"""Honest-success benchmark: how often the expert's claimed success (an accepted Stop) agrees
with the checker.

Without ``--dev`` it runs the suite with the offline policy and prints per level: tasks, success
(checker), claimed (Stop accepted), false success (claimed, checker says no; target <= 2%) and
false refusal (not claimed, checker says yes), and the tasks behind each false figure.

With ``--dev NAME`` it runs the judge slice evals/dev/NAME.yaml: each case is a dev task with
the decide steps at which a scripted Stop (giving the case's ``claim`` as answer) replaces the
offline policy's decision, or none (the policy's own Stop); a case with ``acted`` has the policy
carry out that other request (the wrong item, value or direction), while the judge reads the
case's own ``instruction``: a run that ends in the right app with the wrong state. One Stop is
judged per run: a refused Stop ends it. It prints the runs, how many were right to stop (checker
yes), false success and false refusal; ``-v`` lists each wrong verdict with the judge's reason,
except in a ``sealed`` slice, which is only ever read in aggregate.
Run: ``python -m evals.bench_judge [--dev judge [-v]]``.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

import experts  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import TaskSpec, load_suite
from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from experts.schemas import Decision
from memory.content import ContentMemory
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.types import Model, ModelRequest, ModelResponse, OutputT
from mobilexperts.operations import Stop
from mobilexperts.sim.device import SimDevice

LEVELS = ("C1", "C2", "C3")
DEV_DIR = Path(__file__).parent / "dev"
MAX_STEPS = 25
SWEEP = 8
"""The last decide step a sweep stops at: a Stop early in a run is the one the judge must catch."""


def run_task(spec: TaskSpec) -> dict[str, Any]:
    task = spec.ready
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    run = Expert(sim, OfflinePolicy(), ExpertSettings(vision=False, max_steps=MAX_STEPS)).act(
        task.instruction
    )
    return {
        "id": task.id,
        "level": task.complexity,
        "claimed": run.done,
        "success": check(task, sim.state(), run.answer, initial).success,
    }


def suite_report() -> None:
    results = [run_task(t) for t in load_suite() if t.complexity in LEVELS]
    print(f"{'level':6} {'tasks':>5} {'success':>8} {'claimed':>8} {'false ok':>9} {'false no':>9}")
    for level in (*LEVELS, "all"):
        group = [r for r in results if level in ("all", r["level"])]
        if not group:
            continue
        n = len(group)
        success = sum(r["success"] for r in group) / n
        claimed = sum(r["claimed"] for r in group) / n
        false_ok = sum(r["claimed"] and not r["success"] for r in group) / n
        false_no = sum(r["success"] and not r["claimed"] for r in group) / n
        print(f"{level:6} {n:>5} {success:>7.0%} {claimed:>8.0%} {false_ok:>9.1%} {false_no:>9.1%}")
    false_ok_ids = [r["id"] for r in results if r["claimed"] and not r["success"]]
    false_no_ids = [r["id"] for r in results if r["success"] and not r["claimed"]]
    print(f"false success (target <= 2%): {', '.join(false_ok_ids) or 'none'}")
    print(f"false refusal: {', '.join(false_no_ids) or 'none'}")


class JudgeCase(TaskSpec):
    """A dev task with the decide steps at which a scripted Stop claims it done (``[]``: the
    policy's own Stop), the answer that Stop gives, and the request the run carries out instead
    of ``instruction`` (``""``: the instruction itself)."""

    stops: list[int] = Field(default_factory=list)
    claim: str = ""
    acted: str = ""


class JudgeSlice(BaseModel):
    """A judge dev slice: ``cases`` may be read one by one, ``sealed`` only in aggregate."""

    cases: list[JudgeCase] = Field(default_factory=list)
    sealed: list[JudgeCase] = Field(default_factory=list)


class StopAt:
    """The offline policy, except that its ``step``-th decision is a Stop giving ``answer``
    and, with ``acted``, every role but the judge reads ``acted`` as the request."""

    def __init__(self, model: Model, step: int | None, answer: str, acted: str = "") -> None:
        self.model, self.step, self.answer, self.decisions = model, step, answer, 0
        self.acted = acted

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        if request.role == "decide":
            self.decisions += 1
            if self.decisions == self.step:
                stop = Decision(thought="scripted stop", operation=Stop(answer=self.answer))
                return ModelResponse(output=stop, raw=stop.model_dump_json(), model="stop-at")
        context = request.context
        if self.acted and request.role != "judge" and "instruction" in type(context).model_fields:
            acted = context.model_copy(update={"instruction": self.acted})
            request = request.model_copy(update={"context": acted})
        return self.model.generate(request)


class Verdict(BaseModel):
    """One judged Stop: whether it was accepted, whether the checker says done, and why."""

    case: str
    stop: int | None
    claimed: bool
    success: bool
    reason: str


def judge_run(case: JudgeCase, stop: int | None) -> tuple[Verdict, int]:
    """The run of ``case`` with a scripted Stop at decide step ``stop`` (``None``: the policy's
    own), and how many decisions it took."""
    data = case.model_dump(exclude={"stops", "claim", "acted"}, exclude_unset=True)
    task = TaskSpec.model_validate(data).ready
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    model = StopAt(OfflinePolicy(), stop, case.claim, case.acted)
    settings = ExpertSettings(vision=False, max_steps=MAX_STEPS, max_stop_refusals=1)
    with tempfile.TemporaryDirectory(prefix="bench-judge-") as data:
        helpers = ExpertHelpers(model, content=ContentMemory(Path(data) / "content.json"))
        run = Expert(sim, model, settings, helpers).act(task.instruction)
    success = check(task, sim.state(), run.answer, initial).success
    reason = run.judgement.reason if run.judgement else run.stop_reason
    verdict = Verdict(case=case.id, stop=stop, claimed=run.done, success=success, reason=reason)
    return verdict, model.decisions


def case_runs(case: JudgeCase) -> list[Verdict]:
    """The judged Stops of ``case``: at its listed steps; its own only, when the run carries out
    another request; or its own and one at every decide step from the second to the one before
    its own Stop (at most up to :data:`SWEEP`)."""
    if case.stops:
        return [judge_run(case, s)[0] for s in case.stops]
    own, decisions = judge_run(case, None)
    if case.acted:
        return [own]
    return [own, *(judge_run(case, s)[0] for s in range(2, min(decisions, SWEEP + 1)))]


def _figures(label: str, verdicts: list[Verdict]) -> str:
    n = len(verdicts)
    right = sum(v.success for v in verdicts)
    false_ok = sum(v.claimed and not v.success for v in verdicts)
    false_no = sum(v.success and not v.claimed for v in verdicts)
    return (
        f"{label:8} runs {n:>3}  right to stop {right:>3}  false success {false_ok:>3}"
        f" ({false_ok / max(n - right, 1):.0%} of wrong stops)  false refusal {false_no:>3}"
        f" ({false_no / max(right, 1):.0%} of right stops)"
    )


def dev_report(name: str, verbose: bool) -> None:
    path = DEV_DIR / f"{name}.yaml"
    dev = JudgeSlice.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    for group, cases in (("cases", dev.cases), ("sealed", dev.sealed)):
        verdicts = [v for c in cases for v in case_runs(c)]
        if not verdicts:
            continue
        print(_figures(group, verdicts))
        if verbose and group != "sealed":
            for v in verdicts:
                if v.claimed != v.success:
                    mark = "FALSE OK" if v.claimed else "FALSE NO"
                    print(f"  {mark} {v.case} @{v.stop}: {v.reason}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m evals.bench_judge", description=__doc__)
    parser.add_argument("--dev", default="", help="a judge slice in evals/dev/ (no .yaml)")
    parser.add_argument("-v", action="store_true", help="list the wrong verdicts (not sealed)")
    args = parser.parse_args(argv)
    if args.dev:
        dev_report(args.dev, args.v)
    else:
        suite_report()


if __name__ == "__main__":
    main()
