"""Role ``explore_tasks``: the exploration subtasks an expert sets itself (MobileExperts §3.1.2).

Asked twice per exploration. First with the portrait and the request only: a model may propose
goal subtasks at once; the offline handler asks for a systematic exploration of each app the
expert covers. Then with what that exploration found (screens, their fields and buttons): goal
subtasks that rehearse the request with sample values in place of its quoted ones and that try
each form with sample values; their accepted runs become workflow tools.
The offline handler knows no app: it reads captions the exploration saw.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, Field

from experts.offline.words import SUBMIT_WORDS
from experts.portrait import ExpertPortrait
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest

MAX_GOALS = 8
MAX_FIELDS = 5
_QUOTED = re.compile(r'"[^"]+"|\u201c[^\u201d]+\u201d')
SUBMITS = frozenset({*SUBMIT_WORDS, "start", "go", "done", "ok"})
_SLOTS: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("message", "body", "compose", "write", "reply", "happening", "comment"), "", 'saying "{v}"'),
    (("subject",), "", 'with the subject "{v}"'),
    (("title", "name", "label"), "", 'titled "{v}"'),
    (("time", "alarm", "hh", "mm"), "07:30", 'at "{v}"'),
    (("date", "day"), "2026-04-20", 'on "{v}"'),
    (("email", "e-mail", "to", "recipient"), "sam.rivera@example.com", 'to "{v}"'),
    (("phone", "number", "mobile"), "415-555-0142", 'with the number "{v}"'),
    (("url", "address", "link", "website"), "example.org", '"{v}"'),
    (("minute", "minutes", "hours", "seconds", "duration"), "5", 'for "{v}" {field}'),
)
"""Field words -> a sample value of that kind (empty: text) and how a request says it."""
_OPENING_VERBS = frozenset({"add", "new", "create", "compose", "write", "start"})


class ExploreTask(BaseModel):
    """One exploration subtask: explore an app systematically, or try to reach a goal."""

    kind: Literal["systematic", "goal"]
    app: str = Field(min_length=1)
    """The label of the app it is about."""
    instruction: str = ""
    """For a goal subtask: the request an expert carries out."""
    why: str = ""


class ExploreTasks(BaseModel):
    tasks: list[ExploreTask] = Field(default_factory=list)


class FoundScreen(BaseModel):
    """A screen the systematic exploration reached, as the second request shows it."""

    app: str
    title: str
    path: list[str]
    fields: list[str]
    buttons: list[str]


class ExploreTasksContext(BaseModel):
    """What ``explore_tasks`` is asked from."""

    request: str
    portrait: ExpertPortrait
    installed: list[str]
    found: list[FoundScreen] = Field(default_factory=list)
    explored: bool = False
    """Whether the systematic exploration ran (the second request)."""
    budget: int = Field(ge=0)
    """How many more subtasks may run."""


@offline_handler("explore_tasks")
def explore_tasks_offline(request: ModelRequest[ExploreTasks]) -> ExploreTasks:
    context = context_of(request, ExploreTasksContext)
    if not context.explored:
        return ExploreTasks(
            tasks=[
                ExploreTask(
                    kind="systematic",
                    app=label,
                    why="every reachable screen and element, to learn what each does",
                )
                for label in context.portrait.labels
            ][: context.budget]
        )
    goals = [task for screen in context.found if (task := form_task(screen)) is not None]
    rehearsal = rehearsal_task(context)
    if rehearsal is not None:
        goals.insert(0, rehearsal)
    unique = list({task.instruction: task for task in goals}.values())
    return ExploreTasks(tasks=unique[: min(MAX_GOALS, context.budget)])


def rehearsal_task(context: ExploreTasksContext) -> ExploreTask | None:
    """The request itself with its quoted values swapped for samples: a task like the one the
    expert will do, rehearsed on a snapshot so its workflow becomes a tool first."""
    labels = context.portrait.labels
    if not context.request.strip() or not labels:
        return None
    count = iter(range(1, 100))
    variant = _QUOTED.sub(lambda m: f'"Exploring {labels[0]} {next(count)}"', context.request)
    return ExploreTask(
        kind="goal",
        app=labels[0],
        instruction=variant,
        why="a task like the request, so its workflow is learned before the request is done",
    )


def form_task(screen: FoundScreen) -> ExploreTask | None:
    """A goal subtask filling the screen's fields with sample values and submitting them,
    phrased from the element that opened the form ("Add item"), else its submit button
    ("Post", "Save", ...), else as a search."""
    if not screen.fields or len(screen.fields) > MAX_FIELDS:
        return None
    submit = next((b for b in screen.buttons if _first_word(b) in SUBMITS), "")
    slots = [slot(field, screen.app, n) for n, field in enumerate(screen.fields)]
    opener = screen.path[-1].split() if screen.path else []
    opens = bool(opener) and opener[0].casefold() in _OPENING_VERBS
    if len(slots) == 1 and opens and 2 <= len(opener) <= 3:
        instruction = f'{" ".join(opener)} "{slots[0][0]}" in {screen.app}'
    elif len(slots) == 1 and (submit or "search" in _words(screen.fields[0])):
        instruction = f'{submit or "Search for"} "{slots[0][0]}" in {screen.app}'
    else:
        thing = opener[1:] if opens else opener
        thing = thing if len(thing) <= 2 else []
        phrases = " ".join(phrase for _, phrase in slots)
        instruction = f"{submit or 'Fill in'} {' '.join(thing).lower()} {phrases} in {screen.app}"
    return ExploreTask(
        kind="goal",
        app=screen.app,
        instruction=" ".join(instruction.split()),
        why=f'try the form of "{screen.title}" (reached by {" > ".join(screen.path) or "launch"})',
    )


def slot(field: str, app: str, n: int) -> tuple[str, str]:
    """A sample value of the kind the field asks for (a time, an address...), else text, and
    how a request would say it."""
    words = _words(field)
    for cues, value, phrase in _SLOTS:
        if words & set(cues):
            value = value or f"Exploring {app} {n + 1}"
            return value, phrase.format(v=value, field=field.lower())
    value = f"Exploring {app} {n + 1}"
    return value, f'with {field.lower()} "{value}"'


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text).casefold()))


def _first_word(text: str) -> str:
    parts = text.casefold().split()
    return parts[0] if len(parts) <= 2 else ""
