"""The team run: a plan's DAG carried out node by node (MobileExperts Figure 4).

Each node fetches what it needs from the team memory pool, fills its subtask's ``{key}``
placeholders, and is carried out by its expert as atomic tasks on a free device; when it
finishes, its produced values and a working-memory excerpt are committed. Nodes whose
dependencies are committed run as soon as a device is free, so with several devices independent
branches run at the same time; nodes that need no device run beside them. Every commit is
persisted (and, on the simulator, the phone's state with it), so :meth:`TeamRunner.resume`
continues from the first unfinished node. A failed node triggers a bounded re-plan: a finding
node is asked again in the next app that may keep its record, an acting node that carries a
question is split into asking it and acting on the answer (planners/replan_app.py; also after a
request check finding a value not passed on: planners/replan_check.py), anything else re-plans
what is left once (planners/replan_rest.py); a node is not done on fewer things than it counts,
and an acting node whose object lists several things acts once per thing (planners/conjoined.py).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

from experts.context import HistoryStep
from experts.expert import ExpertRun, ExpertSettings
from experts.runner import run_expert
from memory.pool import POOL_FILE, Fetched, Key, PoolError, TeamMemoryPool, Value
from mobilexperts.config import Settings
from mobilexperts.device.base import Device
from mobilexperts.llm.calllog import CallLog, LoggedModel
from mobilexperts.llm.factory import RunModel
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.context import ScreenContext
from mobilexperts.runs.load import FROM_HOME_FILE, PARTS_DIR
from mobilexperts.trajectory import Judgement
from planners.check import check_request
from planners.conjoined import conjoined
from planners.contacted import node_subtask
from planners.counted import short_of
from planners.ending import MISFIT, node_values
from planners.expert import FINAL, SubtaskResult, carry_out
from planners.front import another_app_in_front, leave_own_app
from planners.held import held_property
from planners.iterate import IterationError, Turn, gather, iterates, texts, turns
from planners.plan import PlanNode, TeamPlan
from planners.record import (
    NodeResult,
    TeamRecord,
    load_record,
    persist_device,
    restore_device,
    save_record,
    write_summary,
)
from planners.replan_act import act_elsewhere
from planners.replan_app import ask_elsewhere, split_asking
from planners.replan_check import split_after_check
from planners.replan_rest import replan_rest
from planners.think import think
from tools_store import LearnSettings

OnEvent = Callable[[str, NodeResult], None]
"""Told ``("start" | "item" | "commit" | "fail" | "replan", node)`` as the run goes."""


@dataclass
class TeamOptions:
    """Knobs of a team run."""

    expert: ExpertSettings = field(default_factory=ExpertSettings)
    learn: LearnSettings = field(default_factory=lambda: LearnSettings(enabled=False))
    screenshots: bool = True
    max_replans: int = 1
    """Re-plans of what is left after a failure; 0 turns every re-plan off (planners/replan_*)."""
    team_memory: bool = True
    """Dependants fetch what upstream nodes committed (off for the no-team-memory ablation)."""
    request_check: bool = True
    """Once every node is done, the judge checks the whole request (planners/check.py)."""
    on_event: OnEvent | None = None


class TeamRunner:
    """Carries out a team plan on one or more devices, recording into ``run_dir``."""

    def __init__(
        self,
        devices: dict[str, Device],
        run_model: RunModel,
        settings: Settings,
        run_dir: Path,
        options: TeamOptions | None = None,
    ) -> None:
        self.devices = devices
        self.run_model = run_model
        self.settings = settings
        self.run_dir = run_dir
        self.options = options or TeamOptions()
        self.pool = TeamMemoryPool(run_dir / POOL_FILE)
        self._lock = threading.Lock()

    # -- entry points ------------------------------------------------------------------------

    def start(self, record: TeamRecord) -> TeamRecord:
        """Run a new record (its plan already set) from the first node."""
        self.run_dir.mkdir(parents=True, exist_ok=True)
        save_record(self.run_dir, record)
        return self._execute(record)

    def resume(self) -> TeamRecord:
        """Continue the run in ``run_dir`` from its first unfinished node; the pool's commits
        are the truth of what finished (a kill may fall between a commit and the record)."""
        record = load_record(self.run_dir)
        commits = self.pool.commits
        for name, device in self.devices.items():
            ran = [c for c in self.pool.latest() if record.nodes[c.node].device == name]
            if ran:
                restore_device(self.run_dir, name, ran[-1].id, device)
        for node_id, result in record.nodes.items():
            if node_id in commits:
                result.status, result.values = "done", commits[node_id].values
            elif result.status in ("running", "done"):
                result.status, result.history = "pending", []
                result.first = result.final = None
        return self._execute(record)

    # -- scheduling --------------------------------------------------------------------------

    def _execute(self, record: TeamRecord) -> TeamRecord:
        started = time.perf_counter()
        record.started_at = record.started_at or time.time()
        write_summary(self.run_dir, record, "running")
        free = list(self.devices)
        running: dict[Future, tuple[str, str | None]] = {}
        with ThreadPoolExecutor(max_workers=len(self.devices) + 2) as workers:
            while True:
                plan = TeamPlan.build(record.plan, record.team, self._available(record))
                for node in plan.nodes:
                    result = record.nodes[node.id]
                    if result.status != "pending" or not self._ready(plan, node, record):
                        continue
                    if node.device and not free:
                        continue
                    device = free.pop(0) if node.device else None
                    result.status, result.device = "running", device or ""
                    result.started_s = round(time.perf_counter() - started, 3)
                    self._save(record)
                    self._tell("start", result)
                    running[workers.submit(self._node, record, node, device)] = (node.id, device)
                if not running:
                    break
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in finished:
                    node_id, device = running.pop(future)
                    if device is not None:
                        free.append(device)
                        free.sort(key=list(self.devices).index)
                    result = record.nodes[node_id]
                    result.finished_s = round(time.perf_counter() - started, 3)
                    self._settle(record, result, future.result(), device)
        doubted = [record.nodes[n.id] for n in record.plan.nodes if record.nodes[n.id].unconfirmed]
        if record.done and doubted:
            reason = f"{doubted[0].node.id} went on unconfirmed: {doubted[0].unconfirmed}"
            record.check = Judgement(verdict="unsure", reason=reason)
        elif record.done and self.options.request_check:
            apps = sorted({app for device in self.devices.values() for app in device.apps()})
            record.check = check_request(record, apps, self.run_model.model)
        record.duration_s += round(time.perf_counter() - started, 3)
        if self.options.max_replans > 0 and split_after_check(record, self.devices, self.settings):
            return self._execute(record)
        self._save(record)
        write_summary(self.run_dir, record)
        return record

    def _ready(self, plan: TeamPlan, node: PlanNode, record: TeamRecord) -> bool:
        return all(record.nodes[up].status == "done" for up in plan.graph.predecessors(node.id))

    def _available(self, record: TeamRecord) -> list[Key]:
        return [
            key
            for result in record.nodes.values()
            if result.status == "done" and result.node.id not in {n.id for n in record.plan.nodes}
            for key in result.node.produces
        ]

    def _settle(
        self, record: TeamRecord, result: NodeResult, outcome: SubtaskResult, device: str | None
    ) -> None:
        result.tasks, result.adjustments = outcome.tasks, outcome.adjustments
        result.answer, result.stop_reason = outcome.answer, outcome.stop_reason
        result.steps, result.unconfirmed = outcome.steps, outcome.unconfirmed
        replans = self.options.max_replans > 0
        if replans and outcome.unconfirmed and self._elsewhere(record, result, split=True):
            result.status = "failed"
            self._save(record)
            return
        if outcome.done:
            if device is not None:
                persist_device(self.run_dir, device, result.node.id, self.devices[device])
            self._save(record)
            try:
                commit = self.pool.commit(result.node, result.values, outcome.notes[-6:])
            except PoolError as exc:
                result.stop_reason = f"{MISFIT}: {exc}"
            else:
                result.values = commit.values
                result.status = "done"
                self._save(record)
                self._tell("commit", result)
                return
        result.status = "failed"
        self._save(record)
        self._tell("fail", result)
        if (
            replans
            and not outcome.stop_reason.startswith(FINAL)
            and self._elsewhere(record, result)
        ):
            return
        plan = TeamPlan.build(record.plan, record.team, self._available(record))
        affected = [record.nodes[n] for n in plan.downstream(result.node.id)]
        for other in affected:
            other.status = "skipped"
        if record.replans or self.options.max_replans < 1 or outcome.stop_reason.startswith(FINAL):
            self._save(record)
            return
        self._replan(record, result, affected)

    def _elsewhere(self, record: TeamRecord, failed: NodeResult, split: bool = False) -> bool:
        """Ask a failed finding node's question again in another app, split a failed acting
        node that carries a question (planners/replan_app), or move it to the other app it
        names (planners/replan_act); ``split``: only the split."""
        phone = self.devices[failed.device or next(iter(self.devices))]
        moved = not split and ask_elsewhere(record, failed, phone, self.settings)
        if not (moved or split_asking(record, failed, phone, self.settings)) and (
            split or not act_elsewhere(record, failed, phone)
        ):
            return False
        self._save(record)
        self._tell("replan", failed)
        return True

    def _replan(self, record: TeamRecord, failed: NodeResult, affected: list[NodeResult]) -> None:
        """One bounded re-plan of the failed node and its dependants (planners/replan_rest)."""
        replanned = replan_rest(record, failed, affected, self.run_model.model)
        self._save(record)
        if replanned:
            self._tell("replan", failed)

    # -- one node ----------------------------------------------------------------------------

    def _node(self, record: TeamRecord, node: PlanNode, device: str | None) -> SubtaskResult:
        result = record.nodes[node.id]
        fetched = self.pool.fetch(node.needs if self.options.team_memory else [], node.subtask)
        subtask = node_subtask(node, fetched.values, record)
        result.subtask = subtask
        log = CallLog()
        model = LoggedModel(self.run_model.model, log)
        if device is None:
            result.values = think(subtask, texts(fetched.values), node.produces, model)
            return SubtaskResult(done=True, notes=fetched.memory(), stop_reason="thought")
        held = held_property(node, texts(fetched.values))
        if held is not None:
            result.values = held
            return SubtaskResult(done=True, notes=fetched.memory(), stop_reason="held")
        node_model = RunModel(model=model, budget=self.run_model.budget, log=log)
        listed = [] if iterates(node) or node.produces else conjoined(subtask)
        if not iterates(node) and len(listed) < 2:
            outcome, result.values = self._carry(record, node, device, subtask, fetched, node_model)
            return outcome
        try:
            todo = [Turn(number=n, subtask=text) for n, text in enumerate(listed, 1)] or turns(
                node, subtask, fetched.values
            )
        except IterationError as exc:
            return SubtaskResult(done=False, stop_reason=str(exc))
        return self._turns(record, node, device, todo, fetched, node_model)

    def _turns(
        self,
        record: TeamRecord,
        node: PlanNode,
        device: str,
        todo: list[Turn],
        fetched: Fetched,
        model: RunModel,
    ) -> SubtaskResult:
        """Run an iterated node's turns not committed yet, each after the first from the home
        screen, committing each as it finishes (with the phone's state); a failed turn leaves
        the others to run and fails the node."""
        result = record.nodes[node.id]
        total = SubtaskResult(done=True, stop_reason="stopped")
        failed: list[Turn] = []
        for turn in todo:
            if turn.number in self.pool.items(node.id):
                continue
            home = turn.number > 1
            if home:
                leave_own_app(self.devices[device], record.team.member(node.expert).portrait)
            outcome, values = self._carry(record, node, device, turn.subtask, fetched, model, home)
            total.tasks += outcome.tasks
            total.adjustments += outcome.adjustments
            total.steps += outcome.steps
            total.notes += outcome.notes
            total.answer = outcome.answer or total.answer
            total.unconfirmed = total.unconfirmed or outcome.unconfirmed
            if outcome.done:
                phone = self.devices[device]
                persist_device(self.run_dir, device, f"{node.id}#{turn.number}", phone)
                try:
                    self.pool.commit(node, values, outcome.notes[-6:], item=turn.number)
                except PoolError as exc:
                    outcome.stop_reason = f"{MISFIT}: {exc}"
                else:
                    self._tell("item", result)
                    continue
            failed.append(turn)
            total.stop_reason = f"item {turn.number} of {len(todo)}: {outcome.stop_reason}"
        if failed:
            total.done = False
            result.subtask = "; ".join(turn.subtask for turn in failed)
            return total
        items = self.pool.items(node.id)
        result.values = gather(node, [items[number] for number in sorted(items)])
        result.subtask = "; ".join(turn.subtask for turn in todo)
        total.stop_reason = total.unconfirmed or f"all {len(todo)} items done"
        return total

    def _carry(
        self,
        record: TeamRecord,
        node: PlanNode,
        device: str,
        subtask: str,
        fetched: Fetched,
        node_model: RunModel,
        home: bool = False,
    ) -> tuple[SubtaskResult, dict[str, Value]]:
        """Carry ``subtask`` out on ``device`` as the node's expert, from the home screen when
        ``home`` or another app is in front (planners/front.py); how it went and the values of
        what the node produces (read off its end when it is done)."""
        result = record.nodes[node.id]
        phone = self.devices[device]
        member = record.team.member(node.expert)
        assert member is not None
        first = len(result.runs)
        home = home or another_app_in_front(phone, member.portrait)

        def act(instruction: str, notes: list[str], fresh: bool) -> ExpertRun:
            number = len(result.runs) + 1
            while (self.run_dir / PARTS_DIR / f"{node.id}-{number}").exists():
                number += 1
            folder = self.run_dir / PARTS_DIR / f"{node.id}-{number}"
            if fresh or (home and len(result.runs) == first):
                folder.mkdir(parents=True)
                (folder / FROM_HOME_FILE).touch()
                phone.press("home")
            if result.first is None:
                result.first = ScreenContext.of(perceive_observation(phone.observe()))
            result.runs.append(folder.name)
            run = run_expert(
                phone,
                node_model,
                instruction,
                settings=self.settings,
                expert=self.options.expert,
                run_dir=folder,
                learn=self.options.learn,
                screenshots=self.options.screenshots,
                team_notes=notes,
            )
            if run.run is not None:
                result.history += [HistoryStep.of(step) for step in run.run.steps]
                return run.run
            return ExpertRun(
                instruction=instruction,
                done=False,
                stop_reason=run.summary.stop_reason,
                steps=[],
            )

        before = len(result.history)
        outcome = carry_out(subtask, member.portrait, fetched, node_model.model, act)
        short = short_of(subtask, result.history[before:]) if outcome.done else ""
        if short:
            outcome = outcome.model_copy(update={"unconfirmed": short, "stop_reason": short})
        screen = perceive_observation(seen := phone.observe())
        result.final = ScreenContext.of(screen)
        ran = (result.history[before:], screen, seen.timestamp)
        return node_values(node, record.plan.nodes, subtask, outcome, ran, node_model.model)

    def _save(self, record: TeamRecord) -> None:
        with self._lock:
            save_record(self.run_dir, record)

    def _tell(self, event: str, result: NodeResult) -> None:
        if self.options.on_event is not None:
            self.options.on_event(event, result)
