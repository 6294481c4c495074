"""A reply after a relayed message carrying a property of another thing (issue #13, cross60):
"ann texted me about the quorn. reply to her with the room of monday's zorb review" finds the
room of the review too, not only what ann texted; the reply sends that."""

from __future__ import annotations

from experts.assembly import assemble
from experts.pool import ExpertPool
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.team import plan_team


def _plan(request: str, tmp_path, content) -> list:
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    return plan_team(request, team, OfflinePolicy()).nodes


def test_a_property_of_another_thing_after_a_relayed_message_is_found_too(
    tmp_path, surveyed_content
):
    request = "nadia texted me about the zorb. reply to her with the room of monday's design review"
    find, reply = _plan(request, tmp_path, surveyed_content)
    assert "find the room of monday's design review" in find.subtask
    assert reply.needs == find.produces
