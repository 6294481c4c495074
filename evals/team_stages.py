"""Where a team run first went wrong, as a label that holds no task text: assembly (an app the
task needs got no expert), plan (refused, or an app the task needs has no node), a node's expert
(step cap, loop, infeasible, judge refused, ...), a commit (a produced value missing, empty or
not of its key's kind), or the checker (every node done, values of the right kind, the phone's
state still wrong). ``bench_team --stages`` counts these per task set, held-out sets included.
"""

from __future__ import annotations

from collections import Counter

from evals.honest_stages import template
from experts.portrait import Team
from memory.pool import value_text
from planners.facts import fits, kind_of
from planners.plan import PlanNode, PlanSpec
from planners.record import NodeResult, TeamRecord

PASSED = "passed"
_ENDS = (
    ("does not fit what it produces", "commit: not of its key's type"),
    ("the list", "commit: no items to iterate"),
    ("step budget", "node: step cap"),
    ("looping", "node: loop"),
    ("stalled", "node: stalled"),
    ("infeasible", "node: infeasible"),
    ("stop refused", "node: judge refused"),
    ("aborted", "node: aborted"),
    ("budget exceeded", "node: reasoning budget"),
    ("error", "node: error"),
)
"""Words of a node's stop reason and the class they name."""


def _apps(labels: list[str]) -> set[str]:
    return {label.lower() for label in labels}


def assembly_stage(needed: list[str], team: Team | None) -> str:
    """``"assembly"`` when the team is missing or an app the task needs got no expert."""
    if team is None:
        return "assembly: refused"
    covered = _apps([label for m in team.members for label in m.portrait.labels])
    return "assembly: an app without an expert" if _apps(needed) - covered else ""


def plan_stage(needed: list[str], team: Team, plan: PlanSpec | None) -> str:
    """``"plan: ..."`` when the plan was refused or an app the task needs has no node."""
    if plan is None:
        return "plan: refused"
    apps = {m.portrait.name: _apps(m.portrait.labels) for m in team.members}
    if any(node.expert not in apps for node in plan.nodes):
        return "plan: a node without an expert"
    planned = set().union(*(apps[node.expert] for node in plan.nodes))
    if _apps(needed) - planned:
        return "plan: unsplit" if len(plan.nodes) == 1 else "plan: an app without a node"
    return ""


def node_stage(result: NodeResult) -> str:
    """Why a failed node stopped, as a class (``"node: loop"``; a value that could not be
    committed is a commit's fault)."""
    reason = result.stop_reason.lower()
    return next((name for words, name in _ENDS if words in reason), "node: other")


def commit_problem(result: NodeResult, uses: list[str]) -> str:
    """``"commit: ..."`` when a done node left a key it produces missing, empty, or of
    another kind than its name, its question and its dependants' uses say."""
    for key in result.node.produces:
        value = result.values.get(key.name)
        text = value_text(value).strip() if value is not None else ""
        if not text:
            return "commit: missing or empty"
        if not fits(kind_of(key, result.node.subtask, uses), text):
            return "commit: wrong kind"
    return ""


def _uses(nodes: list[PlanNode], key: str) -> list[str]:
    return [n.subtask for n in nodes if "{" + key + "}" in n.subtask]


def first_wrong(
    needed: list[str],
    team: Team | None,
    plan: PlanSpec | None,
    record: TeamRecord | None,
    first: PlanSpec | None = None,
) -> str:
    """The first stage of a team run that went wrong on a task the checker failed; a node
    that failed and was re-planned (replaced in the plan) counts only by its replacement.
    A needed app the final ``plan`` lacks is the plan's fault only when the ``first`` plan
    lacked it too: a finding node the planner put in the right app that failed there and was
    re-planned into other apps is a node's failure, not the plan's."""
    stage = assembly_stage(needed, team)
    if stage or team is None:
        return stage
    stage = plan_stage(needed, team, plan)
    if (
        stage.startswith("plan: an app")
        and first is not None
        and not plan_stage(needed, team, first)
    ):
        stage = ""
    if stage or record is None:
        return stage or "run: refused"
    planned = [r.node for r in record.nodes.values()]
    for result in (record.nodes[node.id] for node in record.plan.nodes):
        if result.status == "failed":
            return node_stage(result)
        if result.status != "done":
            continue
        uses = [use for key in result.node.produces for use in _uses(planned, key.name)]
        problem = commit_problem(result, uses)
        if problem:
            return problem
    if not record.done:
        return "node: not run"
    return f"checker: every node done, {_claim(record)}"


def _claim(record: TeamRecord) -> str:
    """What the team said of a run whose every node was done: claimed (a false success), or
    doubted by a node's judge or by the request-level check."""
    if record.claims_done:
        return "claimed done"
    doubted = [r for r in record.nodes.values() if r.unconfirmed]
    if doubted:
        return f"a{' finding' if doubted[0].node.produces else 'n acting'} node's end unconfirmed"
    return "the request check doubted it"


def detail(
    stage: str,
    needed: list[str],
    team: Team | None,
    plan: PlanSpec | None,
    record: TeamRecord | None,
) -> str:
    """A failed run's stage made finer, holding no task text: the app labels a team or plan
    lacks; the first failed node's app, role and stop reason with its values blanked (and
    whether it was re-planned); the app of a node whose end was doubted."""
    if stage.startswith(("assembly: an app", "plan: unsplit", "plan: an app")) and team:
        members = team.members
        if stage.startswith("plan") and plan is not None:
            used = {node.expert for node in plan.nodes}
            members = [m for m in members if m.portrait.name in used]
        covered = _apps([label for m in members for label in m.portrait.labels])
        lacks = "lacks " + ", ".join(sorted(a for a in needed if a.lower() not in covered))
        if record is None:
            return lacks
        used = sorted({label for m in members for label in m.portrait.labels[:1]})
        run = _run_detail(stage, record, team) or _ended(record)
        return f"{lacks}; planned {'+'.join(used) or 'none'}; then {run}"
    if record is None or team is None:
        return ""
    return _run_detail(stage, record, team)


def _ended(record: TeamRecord) -> str:
    """How a run that had no failed or doubted node ended."""
    if not record.done:
        return "not run to its end"
    if record.claims_done:
        return "every node done, claimed done"
    if record.check is not None:
        return f"request check: {_shape(record.check.reason)}"
    return "every node done"


def _run_detail(stage: str, record: TeamRecord, team: Team) -> str:
    """The first failed node's app, role and stop reason (values blanked); for a checker
    stage, the doubted node's; for a plan or assembly stage, whichever came first."""
    any_stage = stage.startswith(("assembly", "plan"))
    labels = {m.portrait.name: "/".join(m.portrait.labels[:1]) for m in team.members}
    final = {node.id for node in record.plan.nodes}
    for result in record.nodes.values():
        role = "finding" if result.node.produces else "acting"
        where = f"{labels.get(result.node.expert, '?')} {role}"
        if result.status == "failed" and (any_stage or stage.startswith("node")):
            again = "" if result.node.id in final else " (then re-planned)"
            return f"{where}{again}: {_shape(result.stop_reason)}"
        if result.unconfirmed and (any_stage or stage.startswith("checker")):
            return f"{where}: {_shape(result.unconfirmed)}"
    if stage.startswith("checker") and record.check is not None:
        return f"request check: {_shape(record.check.reason)}"
    return ""


def _shape(reason: str, words: int = 12) -> str:
    """A reason's first ``words`` words from where its class is named (what comes before, the
    subtask it was about, is dropped), values blanked."""
    lowered = reason.lower()
    starts = [lowered.find(w) for w, _ in _ENDS if w in lowered]
    return " ".join(template(reason[min(starts, default=0) :]).split()[:words])


def position(record: TeamRecord | None) -> str:
    """Whether the first failed node finds values (it produces keys) or acts on them."""
    if record is None:
        return ""
    failed = next((r for r in record.nodes.values() if r.status == "failed"), None)
    if failed is None:
        return ""
    return "finding" if failed.node.produces else "acting"


def report(rows: list[dict], ids: bool = False) -> None:
    """Counts: the first wrong stage over the tasks, plan sizes, the failed nodes' role; with
    ``ids`` (never for a held-out or sealed set) each failed task's id and stage too."""
    total = len(rows)
    stages = Counter(r["stage"] for r in rows)
    print(f"stages ({total} tasks; first stage that went wrong):")
    for stage, count in sorted(stages.items(), key=lambda item: (-item[1], item[0])):
        print(f"  {stage:56} {count:>3}")
    sizes = Counter(r["nodes"] for r in rows)
    shown = ", ".join(f"{n} nodes: {c}" for n, c in sorted(sizes.items()))
    print(f"plan sizes: {shown}")
    roles = Counter(r["failed_role"] for r in rows if r["failed_role"])
    if roles:
        print("failed node roles: " + ", ".join(f"{k} {v}" for k, v in sorted(roles.items())))
    details = Counter(f"{r['stage']} | {r['detail']}" for r in rows if r.get("detail"))
    if details:
        print("why (values blanked):")
        for line, count in sorted(details.items(), key=lambda item: (-item[1], item[0])):
            print(f"  {count:>3}  {line}")
    if ids:
        for row in rows:
            if row["stage"] != PASSED:
                print(f"  {row['id']}: {row['stage']} | {row.get('detail', '')}")
