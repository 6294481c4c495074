"""The re-plan of a finished team run whose request-level check found a value the request
passes on missing (its typed flaw ``value_missing``, planners/check.py: a branch that typed no
digits for its number, the request's own words for a value typed instead of it): the one acting
node that carries a question is split into asking it in the app most likely to keep the answer
and acting on the answer (planners/replan_app.split_asking), and the run goes on. Once per run,
and only when no other re-plan happened."""

from __future__ import annotations

from mobilexperts.config import Settings
from mobilexperts.device.base import Device
from planners.record import TeamRecord
from planners.replan_app import split_asking
from planners.replan_split import split_asked


def split_after_check(record: TeamRecord, devices: dict[str, Device], settings: Settings) -> bool:
    """Split the one acting node of ``record``'s plan that carries a question when its check
    says a value was not passed on; whether it was split (the node is then failed, the check
    cleared and the new nodes pending)."""
    check = record.check
    if check is None or check.accepted or record.replans:
        return False
    if record.flaw is None or record.flaw.kind != "value_missing":
        return False
    results = [record.nodes[node.id] for node in record.plan.nodes]
    carrying = [
        r
        for r in results
        if r.node.device
        and not r.node.produces
        and not r.node.needs
        and split_asked(r.subtask or r.node.subtask)
    ]
    if len(carrying) != 1:
        return False
    device = devices.get(carrying[0].device) or next(iter(devices.values()))
    if not split_asking(record, carrying[0], device, settings):
        return False
    carrying[0].status = "failed"
    carrying[0].stop_reason = f"the request check: {check.reason}"
    record.check = record.flaw = None
    return True
