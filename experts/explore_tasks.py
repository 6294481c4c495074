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

from experts.offline.lexicon import interface_verb
from experts.offline.words import SUBMIT_WORDS
from experts.portrait import ExpertPortrait
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest

MAX_GOALS = 9
MAX_FIELDS = 6
_QUOTED = re.compile(r'"[^"]+"|\u201c[^\u201d]+\u201d')
_NAME = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,3}")
SUBMITS = frozenset({*SUBMIT_WORDS, "start", "go", "done", "ok"})
_TEXT_SLOTS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("message", "body", "compose", "write", "reply", "happening", "comment"), 'saying "{v}"'),
    (("subject",), 'with the subject "{v}"'),
    (("search", "find", "query"), '"{v}"'),
)
"""Text field words -> how a request says its value (else ``named "..."``)."""
_TYPED_SLOTS: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("time", "alarm", "hh", "mm"), "07:30", "at {v}"),
    (("email", "e-mail", "to", "recipient"), "sam.rivera@example.com", "to {v}"),
    (("phone", "number", "mobile"), "415-555-0142", "with the number {v}"),
    (("url", "link", "website"), "example.org", "{v}"),
    (("minute", "minutes", "seconds", "duration"), "5", "for {v} minutes"),
)
"""Field words -> a sample value of that kind and how a request says it, unquoted (requests
give times, numbers and addresses bare)."""
_OPENING_VERBS = {"add": "Add", "new": "Create", "create": "Create", "compose": "Write"}
_OPENING_VERBS |= {"write": "Write", "start": "Start"}
_ITEM_VERBS = frozenset(
    {"follow", "unfollow", "star", "unstar", "like", "unlike", "favorite", "delete", "remove"}
    | {"trash", "install", "download", "save", "add", "mark", "tick"}
)
"""What an item's own buttons do to it ("Follow", "Delete event", "Add to favorites")."""
_LINKS = frozenset({"to", "from", "into", "on", "in", "as"})
_NOT_ACTIONS = frozenset({"cancel", "navigate", "close"})


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
    item: str = ""
    """The list item the screen is about (the row that opened it), if any."""


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
    forms = [task for screen in context.found for task in form_tasks(screen)]
    goals = [*forms, *item_tasks(context.found)]
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


def form_tasks(screen: FoundScreen) -> list[ExploreTask]:
    """Goal subtasks filling a form a create button opened ("Create contact") with sample
    values and submitting it, phrased as a request would say it: its first text field alone,
    its first typed field (a time, a phone number...) alone, then both. Forms of an item
    (an edit screen) are left out, their values being the item's."""
    if not screen.fields or len(screen.fields) > MAX_FIELDS or screen.item:
        return []
    if "search" in _words(" ".join(screen.fields)):
        value = f"Exploring {screen.app}"
        return [
            ExploreTask(
                kind="goal", app=screen.app, instruction=f'Search "{value}" in {screen.app}'
            )
        ]
    submit = next((b for b in screen.buttons if _first_word(b) in SUBMITS), "")
    opener = " ".join(screen.path[-1].replace("_", " ").split()) if screen.path else ""
    verb, _, thing = opener.partition(" ")
    opens = _OPENING_VERBS.get(verb.casefold(), "")
    if opens and len(thing.split()) <= 2:
        head = f"{opens} {_article(thing)} {thing.lower()}" if thing else opens
    else:
        head = f"{submit or 'Start'} {_article(opener)} {opener.lower()}".strip()
    phrases = [slot(field, screen.app, n) for n, field in enumerate(screen.fields)]
    text = next((p for p, typed in phrases if not typed), None)
    typed = next((p for p, is_typed in phrases if is_typed), None)
    chosen = [[text], [typed], [text, typed]] if text and typed else [[text or typed]]
    why = f'try the form of "{screen.title}" (reached by {" > ".join(screen.path) or "launch"})'
    return [
        ExploreTask(
            kind="goal",
            app=screen.app,
            instruction=" ".join(f"{head} {' '.join(filter(None, parts))} in {screen.app}".split()),
            why=why,
        )
        for parts in chosen
    ]


def item_tasks(screens: list[FoundScreen]) -> list[ExploreTask]:
    """Goal subtasks doing what each of an item's own buttons says to the item the screen is
    about ("Follow Sami Barros in Chirp", 'Delete event "Brunch" in Calendar'), once per
    button of a kind of screen."""
    out = []
    seen: set[tuple[str, str, str]] = set()
    for screen, button in [(s, b) for s in screens if s.item for b in s.buttons]:
        if (screen.app, screen.title, button) in seen:
            continue
        seen.add((screen.app, screen.title, button))
        verb, _, rest = button.partition(" ")
        if verb.casefold() in _NOT_ACTIONS or interface_verb(verb) not in _ITEM_VERBS:
            continue
        if screen.fields and _first_word(button) in SUBMITS:
            continue
        item = screen.item if _NAME.fullmatch(screen.item) else f'"{screen.item}"'
        if rest.split(" ")[0].casefold() in _LINKS:
            action = f"{verb} {item} {rest.lower()}"
        else:
            action = f"{verb} {rest.lower()} {item}" if rest else f"{verb} {item}"
        out.append(
            ExploreTask(
                kind="goal",
                app=screen.app,
                instruction=" ".join(f"{action} in {screen.app}".split()),
                why=f'try "{button}" on "{screen.item}" ({screen.title})',
            )
        )
    return out


def slot(field: str, app: str, n: int) -> tuple[str, bool]:
    """How a request would give a sample value for ``field``: of the kind it asks for (a
    time, a phone number...; typed, True), else quoted text; ``app`` and ``n`` make the text."""
    words = _words(field)
    for cues, value, phrase in _TYPED_SLOTS:
        if words & set(cues):
            return phrase.format(v=value), True
    value = f"Exploring {app} {n + 1}"
    for cues, phrase in _TEXT_SLOTS:
        if words & set(cues):
            return phrase.format(v=value), False
    return f'named "{value}"', False


def _article(thing: str) -> str:
    return "an" if thing[:1].casefold() in "aeiou" else "a"


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text).casefold()))


def _first_word(text: str) -> str:
    parts = text.casefold().split()
    return parts[0] if len(parts) <= 2 else ""
