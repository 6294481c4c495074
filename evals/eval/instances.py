"""Other instances of the suite's tasks, read from :file:`instances.yaml`: new values of a task's
params that name another entity of the SimDroid world, for the evaluation's warm tool store to
learn from (:mod:`evals.eval.warm`). An instance is usable when it changes the task's request and
the task's reference solution passes its checker on it.

``python -m evals.eval.instances`` checks every instance of the suite and prints how many are
usable per complexity, and which are not.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import yaml
from pydantic import RootModel, ValidationError

from evals.checker import check, prepare
from evals.reference import run_reference
from evals.tasks import TaskSpec, load_suite
from mobilexperts.errors import MobilexpertsError, TaskSpecError
from mobilexperts.files import read_user_file
from mobilexperts.sim.device import SimDevice

INSTANCES_FILE = Path(__file__).with_name("instances.yaml")
MAX_INSTANCES_BYTES = 256 * 1024


class InstanceTable(RootModel[dict[str, dict[str, Any]]]):
    """Task id -> the new values of some of its params."""


def load_instances(path: Path = INSTANCES_FILE) -> dict[str, dict[str, Any]]:
    """The instances file at ``path``; every problem is a one-line ``TaskSpecError``."""
    raw = read_user_file(path, "instances file", max_bytes=MAX_INSTANCES_BYTES, error=TaskSpecError)
    try:
        data = yaml.safe_load(raw.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError) as exc:
        reason = str(exc).replace("\n", " ")
        raise TaskSpecError(f"instances file {path} is not UTF-8 YAML: {reason}") from None
    try:
        return InstanceTable.model_validate(data if data is not None else {}).root
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'file'}: {e['msg']}" for e in exc.errors()
        )
        raise TaskSpecError(
            f"instances file {path} must map task ids to their new param values: {problems}"
        ) from None


def instance_of(task: TaskSpec, values: dict[str, Any]) -> TaskSpec:
    """``task`` filled with ``values``; a ``TaskSpecError`` when they name a param the task lacks
    or leave its request as it is."""
    unknown = sorted(set(values) - set(task.params))
    if unknown:
        raise TaskSpecError(f"instance of {task.id}: the task has no param {', '.join(unknown)}")
    other = task.with_params(**values)
    if other.instruction == task.ready.instruction:
        raise TaskSpecError(f"instance of {task.id}: its request is the task's own")
    return _retyped(other, task.params, values)


def _retyped(other: TaskSpec, own: dict[str, Any], values: dict[str, Any]) -> TaskSpec:
    """``other`` whose reference types the first word of each new value where the task's types
    the first word of its own value (a search for "Maya" finds Maya Garcia)."""
    firsts = {
        str(own[key]).split()[0]: str(value).split()[0]
        for key, value in values.items()
        if str(own[key]).split() and str(value).split()
    }
    steps = [
        step.model_copy(update={"type": firsts[step.type]}) if step.type in firsts else step
        for step in other.reference
    ]
    return other.model_copy(update={"reference": steps})


def passes_reference(spec: TaskSpec) -> bool:
    """Whether ``spec``'s reference solution passes its checker on a fresh SimDroid phone."""
    device = SimDevice(seed=spec.seed)
    try:
        initial = prepare(spec, device)
        answer = run_reference(device, spec.reference)
        return check(spec, device.state(), answer, initial).success
    except MobilexpertsError:
        return False
    finally:
        device.close()


def usable_instance(task: TaskSpec, table: dict[str, dict[str, Any]]) -> TaskSpec | None:
    """The instance of ``task`` in ``table`` when it is usable, else None."""
    values = table.get(task.id)
    if values is None:
        return None
    try:
        other = instance_of(task, values)
    except TaskSpecError:
        return None
    return other if passes_reference(other) else None


def main() -> None:
    table = load_instances()
    tasks = load_suite()
    usable: Counter[str] = Counter()
    with_params: Counter[str] = Counter()
    for task in tasks:
        if task.params:
            with_params[task.complexity] += 1
        if usable_instance(task, table) is not None:
            usable[task.complexity] += 1
        elif task.id in table:
            print(f"not usable: {task.id}")
    for level in sorted(with_params):
        print(f"{level}: {usable[level]} usable instances, {with_params[level]} tasks with params")


if __name__ == "__main__":
    main()
