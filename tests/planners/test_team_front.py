"""A node whose expert's app is not in front starts from the home screen: the node before it
left the phone inside another app (on an inner screen, as apps resume), and the acting node
must not act there; a node's later item leaves the app by back so it reopens at its front.
Real team runs on SimDroid with the offline policy."""

from __future__ import annotations

from evals.reference import ReferenceStep, Selector, run_reference
from mobilexperts.runs.load import FROM_HOME_FILE, PARTS_DIR
from mobilexperts.sim.device import SimDevice
from planners.front import another_app_in_front, leave_own_app
from tests.planners.test_team_run import record_for, runner, spec


def test_an_acting_node_after_another_apps_finder_starts_from_home_and_acts(tmp_path, team_of):
    plan = spec(
        {
            "id": "n1",
            "expert": "Maps expert",
            "subtask": "What is the phone number of Silk Road Grill in Maps?",
            "produces": [{"name": "grill_phone"}],
        },
        {
            "id": "n2",
            "expert": "Mail expert",
            "subtask": 'email wen okafor "{grill_phone}" in Mail',
            "needs": [{"name": "grill_phone"}],
        },
    )
    phone = SimDevice()
    done = runner({"sim": phone}, tmp_path).start(record_for(plan, team_of("Maps", "Mail")))
    assert [done.nodes[n].status for n in ("n1", "n2")] == ["done", "done"]
    sent = [m for m in phone.state()["mail"]["sent"] if m["to"] == "wen.okafor@example.com"]
    assert sent and "718-6845" in sent[0]["body"]
    first_part = tmp_path / PARTS_DIR / done.nodes["n2"].runs[0]
    assert (first_part / FROM_HOME_FILE).is_file()


def test_another_app_in_front_is_told_apart_from_the_experts_own_and_the_launcher(team_of):
    phone = SimDevice()
    maps, mail = (member.portrait for member in team_of("Maps", "Mail").members)
    assert not another_app_in_front(phone, mail)
    phone.launch("Maps")
    assert not another_app_in_front(phone, maps)
    assert another_app_in_front(phone, mail)


def test_leaving_the_experts_own_app_backs_out_of_its_inner_screen_so_it_reopens_at_its_front(
    team_of,
):
    phone = SimDevice()
    pages, mail = (member.portrait for member in team_of("Pages", "Mail").members)
    phone.launch("Pages")
    run_reference(phone, [ReferenceStep(tap=Selector(text="Grocery list"))])
    leave_own_app(phone, mail)
    assert phone.observe().activity.endswith("EditorActivity")
    leave_own_app(phone, pages)
    assert not phone.observe().package.endswith("pages")
    phone.launch("Pages")
    assert phone.observe().activity.endswith("HomeActivity")
