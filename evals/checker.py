"""Applying a task's setup to a SimDroid phone and checking the outcome from its state."""

from __future__ import annotations

import copy
from typing import Any

from pydantic import BaseModel

from evals.conditions import resolve
from evals.tasks import TaskSpec
from mobilexperts.errors import TaskSpecError
from mobilexperts.sim.device import SimDevice


class ConditionResult(BaseModel):
    """Whether one condition held."""

    description: str
    passed: bool


class CheckResult(BaseModel):
    """The verdict on one task run: success from the state, and a process score."""

    task_id: str
    success: bool
    conditions: list[ConditionResult]
    milestones: list[ConditionResult]
    answer_ok: bool | None = None

    @property
    def process_score(self) -> float:
        """Share of milestones and success conditions reached (MobileExperts' process score)."""
        parts = self.milestones + self.conditions
        return sum(p.passed for p in parts) / len(parts) if parts else float(self.success)


def merged_state(states: list[dict[str, Any]], initial: dict[str, Any]) -> dict[str, Any]:
    """One state from several phones that started alike: each part (an app, the system, the
    foreground) from the first phone on which it changed, so a checker sees what every branch
    of a team run did wherever it ran."""
    return {
        part: next((s[part] for s in states if s.get(part) != value), states[0].get(part))
        for part, value in initial.items()
    }


def set_path(state: dict[str, Any], path: str, value: Any) -> None:
    """Set a dotted path (``app.key.sub`` or ``app.list[0].key``) inside ``state``."""
    parent_path, _, last = path.rpartition(".")
    try:
        parent = resolve(state, parent_path) if parent_path else state
    except KeyError as exc:
        raise TaskSpecError(f"setup path {path!r} does not exist") from exc
    if last.endswith("]") and "[" in last:
        key, _, index = last[:-1].partition("[")
        container = parent[key] if key else parent
        container[int(index)] = value
    elif isinstance(parent, dict):
        parent[last] = value
    else:
        raise TaskSpecError(f"setup path {path!r} does not name a field")


def prepare(spec: TaskSpec, device: SimDevice) -> dict[str, Any]:
    """Apply the setup of a filled-in ``spec``; returns the initial state JSON."""
    phone = device.phone
    for step in spec.setup:
        if step.set:
            data = phone.to_json()
            names = {app.name: pkg for pkg, app in phone.apps.items()}
            for path, value in step.set.items():
                app_name, _, rest = path.partition(".")
                if app_name == "system":
                    set_path(data["phone"], path, value)
                elif app_name in names and rest:
                    set_path(data["apps"][names[app_name]], rest, value)
                else:
                    raise TaskSpecError(f"task {spec.id}: setup path {path!r} names no app")
            phone.load_json(data)
        if step.home:
            phone.go_home()
        if step.launch:
            device.launch(step.launch)
    return copy.deepcopy(device.state())


def check(
    spec: TaskSpec,
    final_state: dict[str, Any],
    answer: str | None = None,
    initial_state: dict[str, Any] | None = None,
) -> CheckResult:
    """Evaluate a filled-in ``spec`` against the state after a run."""
    conditions = [
        ConditionResult(description=c.describe(), passed=c.holds(final_state)) for c in spec.success
    ]
    milestones = [
        ConditionResult(description=c.describe(), passed=c.holds(final_state))
        for c in spec.milestones
    ]
    answer_ok = None
    if spec.answer is not None:
        answer_ok = _answer_ok(spec, answer or "", initial_state or final_state)
    success = all(c.passed for c in conditions) and answer_ok is not False
    return CheckResult(
        task_id=spec.id,
        success=success,
        conditions=conditions,
        milestones=milestones,
        answer_ok=answer_ok,
    )


def _answer_ok(spec: TaskSpec, answer: str, state: dict[str, Any]) -> bool:
    assert spec.answer is not None
    wanted = list(spec.answer.contains)
    if spec.answer.state_path:
        try:
            value = resolve(state, spec.answer.state_path)
        except KeyError as exc:
            raise TaskSpecError(
                f"task {spec.id}: answer path {spec.answer.state_path!r} does not exist"
            ) from exc
        wanted.append(str(value))
    text = answer.lower()
    return bool(wanted) and all(str(w).lower() in text for w in wanted)
