"""The expert layer of the dual-layer planner: a subtask becomes atomic tasks, carried out in
order and adjusted as they succeed or fail (MobileExperts §3.2.2).

``plan_expert`` (role ``plan_expert``) splits a subtask; :func:`carry_out` runs the atomic tasks
and when one fails, moves it after the others, then asks for a new plan of what is left, within
a bound. A failed task is never run again as it was: its run ended on the step cap, a loop or an
infeasible step, which the same instruction meets again at full cost, or with a stop the judge
did not accept, whose work is already on the phone (running it again repeats it: a second
download, a second note), so the subtask goes on with that task unconfirmed.
:func:`produced` reads the values a subtask committed from its answer and its last screen.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pydantic import BaseModel, Field

from experts.expert import ExpertRun
from experts.portrait import ExpertPortrait
from experts.reading import ReadContext, ReadResult
from memory.pool import Fetched, Key, Value
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest
from mobilexperts.perception.screen import Screen
from planners.echo import echoed, names_asked
from planners.facts import CLOCK, ROW, fact, kind_of, person, shaped
from planners.listed import as_items, asks_count, checklist, items_under
from planners.replan_split import direct
from planners.sending import app_led, named_it, replied_to_message, sent_whole, told_to_do
from planners.shapes import DATE
from planners.trailing import act_done, trailing_act

_SYSTEM = "systemui"
_ONE = re.compile(r"\b(?:first|second|third|last|latest|next|one|single|which|whose)\b", re.I)
"""Words that ask for one item of a list, not all of it."""
TEXT_LINES = 5
"""A text value is the screen line that best matches it and the lines that follow it (an item's
title, then its price and details)."""


class AtomicTask(BaseModel):
    """One short task an expert carries out in one Observe-Verify-Act run."""

    instruction: str = Field(min_length=1)
    attempt: int = 0


class ExpertPlan(BaseModel):
    """The ``plan_expert`` role's answer."""

    tasks: list[AtomicTask] = Field(min_length=1)


class PlanExpertContext(BaseModel):
    """What ``plan_expert`` is asked from: the subtask, the expert, the fetched values, and
    when re-planning, the tasks done and the failure."""

    subtask: str
    expert: str
    apps: list[str]
    fetched: dict[str, str] = Field(default_factory=dict)
    done: list[str] = Field(default_factory=list)
    failure: str = ""


class SubtaskResult(BaseModel):
    """How a subtask went: its atomic tasks' runs, the adjustments made, and its notes."""

    done: bool
    answer: str = ""
    stop_reason: str = ""
    tasks: list[str] = Field(default_factory=list)
    adjustments: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    steps: int = 0
    unconfirmed: str = ""
    """Why the judge did not accept a task the expert ended as done (the subtask went on)."""


REFUSED = "stop refused"
"""How a run ends whose expert stopped and whose judge did not accept the stop."""
INFEASIBLE = ": infeasible: "
"""In a failure, what says the expert found its task infeasible."""
FINAL = ("aborted", "budget exceeded")
"""Ends no adjustment changes: a person declined a step, the reasoning budget is spent."""

Act = Callable[[str, list[str], bool], ExpertRun]
"""Runs one atomic task with working-memory notes on the node's device; from the home screen
when the third argument is true (a retry)."""


def plan_expert(
    subtask: str,
    expert: ExpertPortrait,
    fetched: Fetched,
    model: Model,
    *,
    done: list[str] | None = None,
    failure: str = "",
) -> list[AtomicTask]:
    """The atomic tasks of ``subtask`` for ``expert`` (role ``plan_expert``)."""
    context = PlanExpertContext(
        subtask=subtask,
        expert=expert.name,
        apps=expert.labels,
        fetched={name: line for name, line in zip(fetched.values, fetched.memory(), strict=False)},
        done=done or [],
        failure=failure,
    )
    messages = (Message.user(render_prompt("planners", "plan_expert", context)),)
    request = ModelRequest(
        role="plan_expert", messages=messages, output_schema=ExpertPlan, context=context
    )
    return model.generate(request).output.tasks


def carry_out(
    subtask: str,
    expert: ExpertPortrait,
    fetched: Fetched,
    model: Model,
    act: Act,
    max_adjustments: int = 3,
) -> SubtaskResult:
    """Run the atomic tasks of ``subtask`` in order, adjusting on failure (bounded); an act the
    subtask ends with on what it made that no step did runs once more (planners/trailing.py),
    unless a verified tool did the subtask (its replay-checked postcondition covers it)."""
    queue = plan_expert(subtask, expert, fetched, model)
    result = SubtaskResult(done=False, tasks=[t.instruction for t in queue])
    notes = fetched.memory()
    finished: list[str] = []
    postponed: set[str] = set()
    runs: list[ExpertRun] = []
    while queue:
        task = queue.pop(0)
        run = act(task.instruction, notes, task.attempt > 0)
        runs.append(run)
        result.steps += len(run.steps)
        notes = _merge(notes, run.memory)
        if run.done or run.stop_reason.startswith(REFUSED):
            if not run.done:
                result.unconfirmed = f"{task.instruction}: {run.stop_reason}"
            finished.append(task.instruction)
            result.answer = run.answer or result.answer
            continue
        result.stop_reason = run.stop_reason
        if run.stop_reason.startswith(FINAL) or len(result.adjustments) >= max_adjustments:
            result.notes = notes
            return result
        if queue and task.instruction not in postponed:
            result.adjustments.append(f"postpone {task.instruction!r} after the others")
            postponed.add(task.instruction)
            queue.append(task.model_copy(update={"attempt": 1}))
            continue
        result.adjustments.append(f"re-plan after {task.instruction!r} failed")
        replanned = plan_expert(
            subtask,
            expert,
            fetched,
            model,
            done=finished,
            failure=f"{task.instruction}: {run.stop_reason}",
        )
        queue = [t.model_copy(update={"attempt": 1}) for t in replanned]
        if [t.instruction for t in queue] == [task.instruction]:
            result.notes = notes
            return result
        result.tasks += [t.instruction for t in queue]
    follow = trailing_act(subtask)
    steps = [(run, step) for run in runs for step in run.steps]
    by_tool = any(run.done and step.operation.kind == "use_tool" for run, step in steps)
    if follow and not by_tool and not act_done(follow, [step.target for _, step in steps]):
        result.adjustments.append(f"carry out {follow!r}, which no step did")
        result.tasks.append(follow)
        run = act(follow, notes, False)
        result.steps += len(run.steps)
        notes = _merge(notes, run.memory)
        if not run.done:
            result.unconfirmed = result.unconfirmed or f"{follow}: {run.stop_reason}"
    result.done, result.notes = True, notes
    result.stop_reason = result.unconfirmed or "stopped"
    return result


def _merge(notes: list[str], more: list[str]) -> list[str]:
    return notes + [note for note in more if note not in notes]


def produced(
    keys: list[Key],
    subtask: str,
    result: SubtaskResult,
    screen: Screen | None,
    model: Model,
    uses: dict[str, list[str]] | None = None,
) -> dict[str, Value]:
    """The values of ``keys`` a finished subtask produced: for each, the one fact of its kind
    (planners/facts.py: a time, a date, a place, a code, the labelled values asked, a thing's
    title with what its dependants ``uses`` ask of it) from the answer and the last screen;
    a question about several entries of a checklist screen is its entries (the open or the
    ticked ones when the question or a use says so), or how many when it asks a count.
    Where no such fact shows, a text key asked for a whole list ("the stops on my route page") is
    the items under the heading it names, else what the expert ended on (the last screen's
    headline and the lines after it); other keys are read (role ``read``) from the answer,
    the notes and the last screen's text (less the lines that only repeat the subtask's words:
    the title of the thing asked about is not what is asked of it): a date is the best passage
    with a clock time, a contact the first person named."""
    content = _content(screen)
    lines = [result.answer] if result.answer else []
    lines += [n for n in result.notes if n not in lines]
    lines = [line for line in dict.fromkeys([*lines, *content]) if line.strip()]
    headline = next((i for i, (_, rid) in enumerate(_titled(screen)) if rid), None)
    values: dict[str, Value] = {}
    for key in keys:
        used = (uses or {}).get(key.name, [])
        entries = checklist(screen, subtask, " ".join([subtask, *used]))
        if entries and asks_count(subtask):
            values[key.name] = str(len(entries))
            continue
        if entries and key.type in ("list", "text"):
            values[key.name] = entries if key.type == "list" else ", ".join(entries)
            continue
        found = fact(key, subtask, result.answer, screen, used)
        if key.type == "date" and found and not DATE.search(found):
            found = _answered_day(result.answer) or found
        if (
            found
            and key.type != "list"
            and not (echoed(found, subtask) or names_asked(found, subtask))
        ):
            values[key.name] = found
            continue
        items = items_under(screen, f"{subtask} {key.name.replace('_', ' ')}")
        if key.type == "list" and items:
            values[key.name] = items
            continue
        if key.type == "text" and len(items) > 1 and not _ONE.search(subtask):
            values[key.name] = ", ".join(items)
            continue
        if key.type == "text" and headline is not None and not result.answer:
            block = list(dict.fromkeys(content[headline:]))
            values[key.name] = "; ".join(block[:TEXT_LINES])
            continue
        said = [line for line in lines if not echoed(line, subtask)] or lines
        read = _read(f"{subtask} ({key.name.replace('_', ' ')})", said, model)
        if key.type == "list" and read.passages:
            kind = kind_of(key, subtask, used)
            values[key.name] = as_items(kind, result.answer, list(read.passages))
        elif key.type == "date":
            found = [*read.passages, read.answer, *lines]
            values[key.name] = next((p for p in found if CLOCK.search(p)), read.answer)
        elif key.type == "contact":
            found = [read.answer, *read.passages, *lines]
            values[key.name] = next((n for n in map(person, found) if n), found[0] or "")
        else:
            values[key.name] = _field(read.answer, read.passages) or (lines[0] if lines else "")
    return values


def _answered_day(answer: str) -> str:
    """The day or date a node's brief answer gives with no clock time ("March 26"), which a
    date key keeps over a bare clock read off the screen (a mail's own sending time)."""
    brief = answer.strip().rstrip(".")
    if len(brief.split()) > _BRIEF_DAY or CLOCK.search(brief) or ROW in brief:
        return ""
    return shaped("date", brief)


_BRIEF_DAY = 4
"""The most words of an answer that is only a day or date ("Tuesday, March 17")."""


def _field(answer: str, passages: list[str]) -> str:
    """The whole field of a row that holds ``answer`` ("88 Market" -> "Sunrise Studio, 88
    Market St" in "Yoga class | 17:00 – 18:00 | Sunrise Studio, 88 Market St")."""
    for passage in passages:
        for part in passage.split(ROW):
            if answer and answer in part:
                return part.strip()
    return answer


def _titled(screen: Screen | None) -> list[tuple[str, bool]]:
    """The screen's content lines, each with whether its element is a title."""
    if screen is None:
        return []
    out = []
    for element in screen.elements:
        text = element.text.strip()
        if element.clickable and not text and ROW in element.label:
            text = element.label.strip()
        elif element.clickable:
            continue
        if not text or element.editable or _SYSTEM in element.resource_id:
            continue
        out.append((text, element.resource_id.rsplit("/", 1)[-1].endswith("title")))
    return out


def _content(screen: Screen | None) -> list[str]:
    return [text for text, _ in _titled(screen)]


def _read(goal: str, lines: list[str], model: Model) -> ReadResult:
    context = ReadContext(goal=goal, file="the screen", text="\n".join(lines), chunks=lines)
    request = ModelRequest(
        role="read",
        messages=(Message.user(render_prompt("experts", "read", context)),),
        output_schema=ReadResult,
        context=context,
    )
    return model.generate(request).output


@offline_handler("plan_expert")
def plan_expert_offline(request: ModelRequest[ExpertPlan]) -> ExpertPlan:
    """The subtask as one atomic task: the offline decide policy plans the steps of a request
    itself, so splitting only loses context. A question the subtask asks after its acts
    ("..., pair it with X, and then find out what Y is in Zapmap") is a direct question of its
    own after them, so its run ends on the screen that answers it. After the expert found the
    task infeasible, a subtask that names none of the apps restates it in the expert's one app
    ("Start navigating to X" -> "Start navigating to X in Zapmap"). Quoted words told to a person
    ('tell ann lee "..."', 'let ann know "..."') are a message to them, and so is what a person
    is told to do or what follows "saying" (quoted). A subtask that sends is
    handed over as planners/sending.py words it: led by the app's name as said in the app, the
    fetched value it sends quoted, a reply to a person as a reply to their message; a fetched
    value between a naming verb and the name is "it"."""
    context = context_of(request, PlanExpertContext)
    parts = _acts_then_asks(context.subtask, context.apps)
    if INFEASIBLE in context.failure and len(context.apps) == 1:
        parts = [
            p if _names_app(p, context.apps) else f"{p.rstrip(' .')} in {context.apps[0]}."
            for p in parts
        ]
    parts = [told_to_do(part, context.apps) for part in parts]
    parts = [_TOLD.sub(r"message \g<who>\g<said>", part) for part in parts]
    parts = [named_it(app_led(part, context.apps), context.fetched) for part in parts]
    parts = [replied_to_message(sent_whole(part, context.fetched)) for part in parts]
    left = [part for part in parts if part not in context.done] or parts[-1:]
    return ExpertPlan(tasks=[AtomicTask(instruction=part) for part in left])


_THEN_ASKS = re.compile(
    r"^(?P<acts>.+?)[,;]?\s+(?:and\s+)?then\s+"
    r"(?:find(?: out)?|look up|check)\s+(?P<asks>(?:what|which|who|when|where|how)\b.+)$",
    re.IGNORECASE | re.DOTALL,
)
_TOLD = re.compile(
    r"^\s*(?:tell|let)\s+(?P<who>(?:(?!know\b)[\w'.@-]+\s+){1,3}?)(?:know\s+)?(?P<said>\".+)$",
    re.IGNORECASE | re.DOTALL,
)
"""A telling of quoted words: 'tell ann lee "..." in Zapchat', 'let ann know "..."'."""
_IN_APP = re.compile(r"\s+in\s+(?P<app>[\w' .-]+?)[.?!]?$")


def _names_app(text: str, apps: list[str]) -> bool:
    said = {w.casefold() for w in re.findall(r"[\w'-]+", text)}
    return any(app.casefold() in said for app in apps)


def _acts_then_asks(subtask: str, apps: list[str]) -> list[str]:
    """``subtask`` split into its acts and the question it asks after them (as a direct
    question: "What is ...?"), each said in the app the subtask ends in; the subtask alone
    when it asks nothing after acting."""
    split = _THEN_ASKS.match(subtask.strip())
    if split is None:
        return [subtask]
    acts, asks = split["acts"].strip(" ,;"), direct(split["asks"])
    app = _IN_APP.search(asks)
    if app and app["app"].casefold() in {a.casefold() for a in apps} and not _names_app(acts, apps):
        acts = f"{acts.rstrip(' .')} in {app['app']}"
    return [acts, asks]
