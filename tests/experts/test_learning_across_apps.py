"""A run that carries a thing into another app through a share sheet is learned as one tool
taking every value; a later request with other values is done by that tool in one decision,
and the judge counts the app the tool launched as opened."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import ExpertSettings
from experts.runner import RunResult, run_expert
from mobilexperts.config import load_settings
from mobilexperts.llm import OfflinePolicy
from mobilexperts.llm.budget import Budget
from mobilexperts.llm.calllog import CallLog, LoggedModel
from mobilexperts.llm.factory import RunModel
from mobilexperts.sim.device import SimDevice


def run(device: SimDevice, instruction: str) -> RunResult:
    settings = load_settings()
    log = CallLog()
    return run_expert(
        device,
        RunModel(model=LoggedModel(OfflinePolicy(), log), budget=Budget(settings.budget), log=log),
        instruction,
        settings=settings,
        expert=ExpertSettings(vision=False, max_steps=15),
        screenshots=False,
    )


def test_a_share_sheet_run_becomes_one_tool_a_later_request_reuses() -> None:
    first = run(
        SimDevice(), "Send the Crispo Mini Air Fryer from Shop to bo.quist@example.com by email"
    )
    assert first.summary.success is True
    (tool,) = first.learned
    assert tool.status == "verified", tool.status_reason
    assert sorted(p.name for p in tool.params) == ["name", "to"]
    assert "bo.quist" not in tool.source and "Crispo" not in tool.source

    device = SimDevice()
    again = run(device, "Send the Orbis Nova 9 from Shop to ann.lee@example.com by email")
    steps = again.run.steps if again.run else []
    assert steps and steps[0].operation.kind == "use_tool" and steps[0].opened == ["Shop"]
    assert again.summary.success is True and again.summary.judged_by == "judge"
    sent = [m for m in device.state()["mail"]["sent"] if "ann.lee@example.com" in str(m)]
    assert sent and "Orbis Nova 9" in str(sent[-1])
