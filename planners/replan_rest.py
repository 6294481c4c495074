"""The generic re-plan of what is left after a node failed (MobileExperts §3.2.2): the failed
subtask and the nodes that depend on it go back to ``plan_team`` with the nodes already done and
the failure; the rest of the plan goes on as it was. Bounded by the caller to one per run.
"""

from __future__ import annotations

from memory.pool import Value
from mobilexperts.llm.types import Model
from planners.iterate import fill, texts
from planners.plan import PlanError, PlanSpec
from planners.record import NodeResult, TeamRecord
from planners.team import DoneNode, plan_team


def replan_rest(
    record: TeamRecord, failed: NodeResult, affected: list[NodeResult], model: Model
) -> bool:
    """Re-plan the failed node and the nodes that depend on it into ``record``; whether a new
    plan was added. A re-plan that gives the failed subtask back to the same expert is not run
    (it fails the same way, at full cost)."""
    finished = [r for r in record.nodes.values() if r.status == "done"]
    values: dict[str, Value] = {k: v for r in finished for k, v in r.values.items()}
    again_of = [failed.subtask or fill(failed.node.subtask, values)]
    request = ", then ".join(again_of + [fill(r.node.subtask, values) for r in affected])
    done = [DoneNode(id=r.node.id, subtask=r.subtask, produced=texts(r.values)) for r in finished]
    failure = f"node {failed.node.id!r} ({failed.node.expert}) failed: {failed.stop_reason}"
    record.replans.append(failure)
    try:
        plan = plan_team(request, record.team, model, done=done, failure=failure)
    except PlanError as exc:
        record.replans.append(f"re-plan refused: {exc}")
        return False
    tried = [(r.node.expert, r.subtask or r.node.subtask) for r in [failed, *affected]]
    again = [(n.expert, fill(n.subtask, values)) for n in plan.spec.nodes]
    if again == tried or tried[0] in again:
        record.replans.append("the re-plan gives the subtask back to its expert; not run again")
        return False
    new = plan.spec.model_copy(deep=True)
    for node in new.nodes:
        node.id = f"r{len(record.replans)}-{node.id}"
    kept = [r.node for r in record.nodes.values() if r.status in ("pending", "running")]
    unused = [k.name for n in kept for k in n.produces]
    made = {k.name for n in [*kept, *new.nodes] for k in n.produces}
    spec = PlanSpec(
        nodes=[*kept, *new.nodes],
        answer=sorted({*record.plan.answer, *new.answer, *unused} & made),
        reasoning=new.reasoning,
    )
    record.add_plan(spec, fresh=[n.id for n in new.nodes])
    return True
