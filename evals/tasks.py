"""Task specs: YAML files with an instruction, setup, success conditions and milestones.

A spec is a template (AndroidWorld style): ``{name}`` placeholders in the instruction and in
condition values are filled from ``params`` (names only, see :mod:`mobilexperts.placeholders`).
Success is checked from the phone's state, never from the agent's claim; information-retrieval
tasks also check the agent's answer against the state the task started from.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from evals.conditions import Condition
from evals.reference import ReferenceStep
from mobilexperts.errors import TaskSpecError
from mobilexperts.files import read_user_file
from mobilexperts.placeholders import PlaceholderError, fill

TASKS_DIR = Path(__file__).parent / "tasks"
HELDOUT_DIR = Path(__file__).parent / "heldout"
HELDOUT_SETS = ("paraphrases", "features", "cross", "cross2", "cross3", "paraphrases2")
Complexity = Literal["C1", "C2", "C3"]
MAX_TASK_FILE_BYTES = 1024 * 1024
# libyaml's loader reads the same documents as the pure-Python one, several times faster.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class SetupStep(BaseModel):
    """One setup step: launch an app, set a state path, or go home."""

    model_config = ConfigDict(extra="forbid")

    launch: str | None = None
    set: dict[str, Any] | None = None
    home: bool | None = None


class AnswerCheck(BaseModel):
    """A test of the agent's final answer; ``state_path`` compares it with the initial state."""

    model_config = ConfigDict(extra="forbid")

    contains: list[str] = Field(default_factory=list)
    state_path: str | None = None


class TaskSpec(BaseModel):
    """A task of the suite."""

    model_config = ConfigDict(extra="forbid")

    id: str
    instruction: str
    complexity: Complexity
    apps: list[str]
    params: dict[str, Any] = Field(default_factory=dict)
    seed: int = 0
    setup: list[SetupStep] = Field(default_factory=list)
    success: list[Condition] = Field(min_length=1)
    milestones: list[Condition] = Field(default_factory=list)
    answer: AnswerCheck | None = None
    reference_steps: int = Field(ge=1)
    reference: list[ReferenceStep] = Field(default_factory=list)
    category: str = ""

    def with_params(self, **overrides: Any) -> TaskSpec:
        """The spec with ``{placeholders}`` filled from its params (and ``overrides``)."""
        params = {**self.params, **overrides}
        data = self.model_dump(mode="json", exclude_unset=True)
        data.pop("params", None)
        try:
            filled = _fill(data, params)
        except PlaceholderError as exc:
            raise TaskSpecError(f"task {self.id}: {exc}") from None
        return TaskSpec.model_validate({**filled, "params": params})

    @property
    def ready(self) -> TaskSpec:
        return self.with_params()


def _fill(value: Any, params: dict[str, Any]) -> Any:
    if isinstance(value, str):
        if value.startswith("{") and value.endswith("}") and value[1:-1] in params:
            return params[value[1:-1]]
        return fill(value, params) if "{" in value else value
    if isinstance(value, list):
        return [_fill(v, params) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, params) for k, v in value.items()}
    return value


def load_task(path: str | Path) -> TaskSpec:
    """Read and validate one task file; every problem is a one-line ``TaskSpecError``."""
    path = Path(path)
    raw = read_user_file(path, "task file", max_bytes=MAX_TASK_FILE_BYTES, error=TaskSpecError)
    try:
        data = yaml.load(raw.decode("utf-8"), Loader=_LOADER)
    except UnicodeDecodeError:
        raise TaskSpecError(f"task file {path} is not UTF-8 text") from None
    except yaml.YAMLError as exc:
        raise TaskSpecError(
            f"task file {path} is not valid YAML: {exc}".replace("\n", " ")
        ) from exc
    if not isinstance(data, dict):
        raise TaskSpecError(
            f"task file {path} must hold a mapping with id, instruction, success, ..."
        )
    try:
        return TaskSpec.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'spec'}: {e['msg']}" for e in exc.errors()
        )
        raise TaskSpecError(f"task file {path} is invalid: {problems}") from exc


def load_suite(directory: str | Path = TASKS_DIR) -> list[TaskSpec]:
    """Every task under ``directory`` (the suite by default, or any folder), sorted by id."""
    directory = Path(directory)
    if not directory.is_dir():
        raise TaskSpecError(f"no task folder {directory}")
    tasks = [load_task(p) for p in sorted(directory.rglob("*.yaml"))]
    seen: set[str] = set()
    for task in tasks:
        if task.id in seen:
            raise TaskSpecError(f"two tasks share the id {task.id!r}")
        seen.add(task.id)
    return sorted(tasks, key=lambda t: t.id)


def find_task(name: str | Path) -> TaskSpec:
    """A task by file path, or by its id in the bundled suite."""
    path = Path(name)
    if path.is_dir():
        raise TaskSpecError(
            f"{path} is a folder, not a task file; a run folder is re-executed with "
            "`mobilexperts replay RUN`"
        )
    if path.suffix in (".yaml", ".yml") or path.exists():
        return load_task(path)
    suite = {t.id: t for t in load_suite()}
    if str(name) not in suite:
        close = [i for i in suite if str(name) in i] or sorted(suite)[:8]
        raise TaskSpecError(
            f"no task file or suite task {str(name)!r}; suite tasks include: {', '.join(close)}"
        )
    return suite[str(name)]
