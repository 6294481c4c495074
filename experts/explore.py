"""Exploration (MobileExperts §3.1.2-3.1.3): an expert learns its apps before it acts.

``explore(portrait, request, device, model, settings=...)`` asks role ``explore_tasks`` for
subtasks, at most :attr:`ExploreSettings.max_runs` runs in all (the paper's budget of 10):

- systematic subtasks run the :class:`~experts.crawl.Crawler` over an app: every reachable
  screen and element; what each element did becomes **interface memory**, what its screens
  showed **content memory** (:mod:`memory.content`; an expert that explored before crawls
  again only with :attr:`ExploreSettings.recrawl`);
- goal subtasks (the offline handler derives them from the forms, item controls, switches
  and searches the crawl found) run an :class:`~experts.expert.Expert` from a snapshot of the
  start (SimDroid only: on a real phone they could change data, so they are skipped; from a
  snapshot a sensitive step is allowed, being undone); a run whose Stop the judge accepted (with
  evidence from the final screen) is turned into **workflow tools** through synthesis and
  admission by replay;
- every finding (shortest paths, what did nothing or failed and why, costs) goes to role
  ``insight``, whose answer is kept as **insight memory**.

The portrait comes back with its apps' packages, owned tools and memories and the time it
explored; it is saved when a pool is given.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, get_args

from pydantic import BaseModel, Field

from experts.crawl import Crawl, Crawler, CrawlSettings, Snapshots
from experts.expert import Expert, ExpertRun, ExpertSettings
from experts.explore_tasks import (
    QUOTED,
    ExploreTask,
    ExploreTasks,
    ExploreTasksContext,
    FoundScreen,
)
from experts.helpers import ExpertHelpers
from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait
from experts.safety import SafetyOptions
from memory.content import ContentMemory
from memory.insight import (
    FailedAttempt,
    InsightContext,
    InsightMemory,
    Insights,
    ReachedScreen,
)
from memory.interface import Confidence, InterfaceMemory
from mobilexperts.config import Settings
from mobilexperts.device.base import Device
from mobilexperts.handover import Category
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest
from tools_store import LearnSettings, SnapshotRecorder, ToolStore, WorkflowTool, learn_from_run

PROMPTS = "experts"


class ExploreSettings(BaseModel):
    """Budget and knobs of one exploration."""

    max_runs: int = Field(default=10, ge=1)
    crawl: CrawlSettings = Field(default_factory=CrawlSettings)
    goal_steps: int = Field(default=12, ge=1)
    learn: LearnSettings = Field(default_factory=LearnSettings)
    recrawl: bool = False
    """Crawl apps an expert explored before again (else only its goal subtasks run)."""


class SubtaskResult(BaseModel):
    """How one goal subtask went; ``accepted`` is None when it was not run."""

    task: ExploreTask
    accepted: bool | None
    reason: str
    steps: int = 0
    tools: list[str] = Field(default_factory=list)


class ExploreProgress(BaseModel):
    """A progress event: what exploration is doing and how far it got."""

    stage: str
    app: str
    text: str = ""
    actions: int = 0
    screens: int = 0


class ExplorationReport(BaseModel):
    """What one exploration found and kept."""

    portrait: ExpertPortrait
    crawls: list[Crawl] = Field(default_factory=list)
    subtasks: list[SubtaskResult] = Field(default_factory=list)
    confidence: dict[str, int] = Field(default_factory=dict)
    """Elements of the explored apps in interface memory, by confidence."""
    tools: list[str] = Field(default_factory=list)
    """Workflow tools admitted (verified) from accepted subtasks."""
    insights: list[str] = Field(default_factory=list)
    runs: int = 0

    @property
    def screens(self) -> int:
        return sum(len(c.screens) for c in self.crawls)


OnProgress = Callable[[ExploreProgress], None]


def explore(
    portrait: ExpertPortrait,
    request: str,
    device: Device,
    model: Model,
    *,
    settings: Settings,
    options: ExploreSettings | None = None,
    pool: ExpertPool | None = None,
    on_progress: OnProgress | None = None,
) -> ExplorationReport:
    """Explore the apps of ``portrait`` for ``request`` (may be empty) on ``device``."""
    options = options or ExploreSettings()
    fingerprint = device.info.fingerprint
    memory = InterfaceMemory.for_device(fingerprint, settings)
    store = ToolStore.for_device(fingerprint, settings)
    content = ContentMemory.for_device(fingerprint, settings)
    sim = device if isinstance(device, Snapshots) else None
    start = sim.snapshot() if sim is not None else None
    report = ExplorationReport(portrait=portrait)
    notify = on_progress or (lambda _: None)

    def back_to_start() -> None:
        if sim is not None:
            sim.restore(start)
        else:
            device.press("home")

    first = _ask_tasks(model, request, portrait, device, [], options.max_runs)
    crawling = options.recrawl or needs_exploration(portrait)
    for task in [t for t in first.tasks if t.kind == "systematic" and crawling]:
        if report.runs >= options.max_runs:
            break
        back_to_start()
        notify(ExploreProgress(stage="explore", app=task.app, text=task.why))
        crawler = Crawler(device, memory, options.crawl, _crawl_progress(notify, task.app))
        report.crawls.append(crawler.run(task.app))
        content.record(report.crawls[-1].package, task.app, sorted(report.crawls[-1].shown))
        report.runs += 1
    found = [screen for crawl in report.crawls for screen in _found(crawl)]
    second = _ask_tasks(
        model, request, portrait, device, found, options.max_runs - report.runs, explored=True
    )
    goals = [t for t in [*first.tasks, *second.tasks] if t.kind == "goal"]
    for task in goals[: max(0, options.max_runs - report.runs)]:
        back_to_start()
        notify(ExploreProgress(stage="subtask", app=task.app, text=task.instruction))
        result = _run_goal(task, device, model, memory, store, options, sim is not None)
        report.runs += result.accepted is not None
        report.subtasks.append(result)
        report.tools += result.tools
    back_to_start()
    notify(ExploreProgress(stage="insight", app=", ".join(portrait.labels)))
    report.insights = _insights(model, report, InsightMemory.for_device(fingerprint, settings))
    packages = {c.package for c in report.crawls if c.package}
    report.confidence = dict(
        Counter(e.confidence.value for e in memory.entries() if e.package in packages)
    )
    report.confidence[Confidence.UNCHARTED.value] = report.confidence.get(
        Confidence.UNCHARTED.value, 0
    ) + sum(1 for c in report.crawls for t in c.tried if t.outcome == "nothing")
    report.portrait = _updated(portrait, report)
    if pool is not None and portrait.name in pool:
        pool.put(report.portrait)
    return report


def needs_exploration(portrait: ExpertPortrait) -> bool:
    """Whether an expert has not explored its apps yet."""
    return portrait.stats.last_explored is None


# -- subtasks ------------------------------------------------------------------------------


def _ask_tasks(
    model: Model,
    request: str,
    portrait: ExpertPortrait,
    device: Device,
    found: list[FoundScreen],
    budget: int,
    *,
    explored: bool = False,
) -> ExploreTasks:
    context = ExploreTasksContext(
        request=request,
        portrait=portrait,
        installed=device.apps(),
        found=found,
        explored=explored,
        budget=max(0, budget),
    )
    messages = (Message.user(render_prompt(PROMPTS, "explore_tasks", context)),)
    return model.generate(
        ModelRequest(
            role="explore_tasks", messages=messages, output_schema=ExploreTasks, context=context
        )
    ).output


def _found(crawl: Crawl) -> list[FoundScreen]:
    return [
        FoundScreen(
            app=crawl.label,
            title=_title(screen.activity),
            path=screen.path,
            item=screen.item,
            actions=screen.actions,
            toggles=screen.toggles,
            checks=screen.checks,
            fields=screen.fields,
            buttons=screen.buttons,
            facts=screen.facts,
        )
        for screen in [*crawl.screens.values(), *crawl.about_items]
    ]


def quotes_sample(tool: WorkflowTool, instruction: str) -> bool:
    """Whether ``tool``'s description still quotes a sample value the subtask ``instruction``
    quoted: the workflow was learned on that value only (a tap on its tile, not a search)."""
    return any(m.group(0) in tool.description for m in QUOTED.finditer(instruction))


def _run_goal(
    task: ExploreTask,
    device: Device,
    model: Model,
    memory: InterfaceMemory,
    store: ToolStore,
    options: ExploreSettings,
    can_snapshot: bool,
) -> SubtaskResult:
    if not can_snapshot:
        return SubtaskResult(
            task=task,
            accepted=None,
            reason="not run: on a real phone a goal subtask could send, buy or delete",
        )
    recorder = SnapshotRecorder(device)
    # No tools: the subtask is done on the screens, so its own workflow is learned (a tool
    # learned a moment ago that loosely fits it cannot stand in for it).
    helpers = ExpertHelpers(model, memory)
    # From a snapshot every step is undone, so sensitive ones (a delete) are allowed: their
    # tools still ask the person when used for real.
    allow = SafetyOptions(allow=list(get_args(Category)))
    # No OCR: a tool sees only what the hierarchy says, so the workflow is learned from the
    # same view (a map pin read off the picture is a step no replay can take).
    settings = ExpertSettings(max_steps=options.goal_steps, vision=False, safety=allow, ocr=None)
    expert = Expert(device, model, settings, helpers, recorder)
    run: ExpertRun = expert.act(task.instruction)
    judgement = run.judgement
    accepted = run.done and judgement is not None and judgement.accepted
    tools = []
    if accepted:
        learned = learn_from_run(run, device, model, store, recorder, settings=options.learn)
        for tool in learned:
            if tool.status == "verified" and quotes_sample(tool, task.instruction):
                store.put(tool.retired("it works on the value its subtask quoted only"))
            elif tool.status == "verified":
                tools.append(tool.name)
    return SubtaskResult(
        task=task,
        accepted=accepted,
        reason=f"judge: {judgement.reason}" if judgement is not None else run.stop_reason,
        steps=len(run.steps),
        tools=tools,
    )


# -- findings ------------------------------------------------------------------------------


def _insights(model: Model, report: ExplorationReport, memory: InsightMemory) -> list[str]:
    lines = []
    for crawl in report.crawls:
        titles = {sig: _title(s.activity) for sig, s in crawl.screens.items()}
        shortest: dict[str, list[str]] = {}
        for screen in crawl.screens.values():
            title = _title(screen.activity)
            if title not in shortest or len(screen.path) < len(shortest[title]):
                shortest[title] = screen.path
        failures = [
            FailedAttempt(
                goal=t.label or t.key,
                where=titles.get(t.screen, "?"),
                why="no visible effect"
                if t.outcome == "nothing"
                else "not tried: may be destructive",
            )
            for t in crawl.tried
            if t.outcome in ("nothing", "skipped")
        ]
        failures += [
            FailedAttempt(goal=s.task.instruction, where=crawl.label, why=s.reason)
            for s in report.subtasks
            if s.accepted is False and s.task.app == crawl.label
        ]
        context = InsightContext(
            app=crawl.label,
            package=crawl.package,
            reached=[ReachedScreen(title=t, path=p) for t, p in shortest.items()],
            failures=failures,
            actions=crawl.actions,
            duration_s=crawl.duration_s,
            untried=int(crawl.exhausted),
        )
        answer = model.generate(
            ModelRequest(
                role="insight",
                messages=(Message.user(render_prompt("memory", "insight", context)),),
                output_schema=Insights,
                context=context,
            )
        ).output
        lines += [i.line for i in memory.add(crawl.package, answer.insights)]
    return lines


def _updated(portrait: ExpertPortrait, report: ExplorationReport) -> ExpertPortrait:
    packages = {c.label.casefold(): c.package for c in report.crawls}
    apps = [
        AppRef(label=a.label, package=packages.get(a.label.casefold()) or a.package)
        for a in portrait.apps
    ]
    accepted = [s.task.instruction for s in report.subtasks if s.accepted]
    memories = [
        f"{kind}:{a.package}" for a in apps if a.package for kind in ("interface", "insight")
    ]
    stats = portrait.stats.model_copy(update={"last_explored": datetime.now(UTC)})
    update: dict[str, Any] = {
        "apps": apps,
        "tools": list(dict.fromkeys([*portrait.tools, *report.tools])),
        "memories": list(dict.fromkeys([*portrait.memories, *memories])),
        "capabilities": list(dict.fromkeys([*portrait.capabilities, *accepted])),
        "stats": stats,
    }
    return portrait.model_copy(update=update)


def _crawl_progress(notify: OnProgress, app: str) -> Callable[[Crawl], None]:
    def report(crawl: Crawl) -> None:
        notify(
            ExploreProgress(
                stage="explore", app=app, actions=crawl.actions, screens=len(crawl.screens)
            )
        )

    return report


def _title(activity: str) -> str:
    return activity.rpartition(".")[2].removesuffix("Activity") or activity
