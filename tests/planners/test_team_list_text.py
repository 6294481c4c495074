"""A finding node asked for a whole list on a page ("the agenda of ...") commits every item
under the heading it names, read from the page's body (an editable field), and its dependant
passes them on. A real team run on SimDroid with the offline policy."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.planners.test_team_run import record_for, runner, spec


def test_a_list_asked_for_whole_is_committed_item_by_item_and_sent_on(tmp_path, team_of):
    plan = spec(
        {
            "id": "n1",
            "expert": "Pages expert",
            "subtask": "find the agenda of my weekly team sync page in Pages",
            "produces": [{"name": "agenda_points"}],
        },
        {
            "id": "n2",
            "expert": "Messages expert",
            "subtask": 'text chen barros "{agenda_points}" in Messages',
            "needs": [{"name": "agenda_points"}],
        },
    )
    phone = SimDevice()
    done = runner({"sim": phone}, tmp_path).start(record_for(plan, team_of("Pages", "Messages")))
    committed = done.nodes["n1"].values["agenda_points"]
    assert committed == "Q2 roadmap review, Hiring update, Release checklist"
    threads = phone.state()["messages"]["threads"]
    chen = [t for t in threads if t["address"] == "(510) 555-0199"]
    assert chen and chen[0]["messages"][-1]["text"].endswith(committed)
