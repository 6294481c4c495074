"""Plans for a fact said as a noun phrase found by structure: a possessive with no determiner
("ada's quarry deadline"), a thing under a relative clause ("the number the man ... texted me
from"), and "whatever X says about Y, <act> it". The fact is found first in the app that keeps
it, the act uses its key. App labels and names are invented."""

from __future__ import annotations

from experts.assembly import assemble
from experts.pool import ExpertPool
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.team import plan_team
from planners.wording import pasted

FILES, CHAT, MAIL, DAYS, PEOPLE, CLOCK = (
    "Drawer Files",
    "Chat Messages",
    "Inbox Mail",
    "Day Calendar",
    "People Contacts",
    "Desk Clock",
)


def plan(request: str, team, *, shown: str = "", shows: tuple[str, ...] = ()):
    for member in team.members:
        if shown in member.portrait.labels:
            member.shows = list(shows)
    return plan_team(request, team, OfflinePolicy()).nodes


def test_a_possessive_fact_is_found_first_and_put_in_the_calendar_under_its_name(team_of):
    request = "add ada's quarry deadline to my calendar as Quarry due"
    find, add = plan(request, team_of(FILES, DAYS), shown=FILES, shows=("quarry",))
    assert find.expert == f"{FILES} expert" and "ada's quarry deadline" in find.subtask
    assert add.expert == f"{DAYS} expert" and add.needs == find.produces
    assert '"Quarry due"' in add.subtask and f"{{{find.produces[0].name}}}" in add.subtask


def test_whatever_a_record_says_about_a_thing_is_found_before_it_is_passed_on(team_of):
    request = "whatever the zorp minutes say about sign-up drop-off, email it to ada vance"
    find, mail = plan(request, team_of(FILES, MAIL), shown=FILES, shows=("zorp", "drop-off"))
    assert find.expert == f"{FILES} expert" and "sign-up drop-off" in find.subtask
    assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces
    assert "whatever" not in mail.subtask
    assert find.subtask.startswith("What do the zorp minutes say about")


def test_a_fact_of_a_found_thing_is_never_done_by_the_node_that_finds_it(team_of):
    request = "save the number the man from the quarry gym texted me from, his name is bo zell"
    find, save = plan(request, team_of(PEOPLE, CHAT))
    assert find.expert == f"{CHAT} expert" and "quarry gym texted me" in find.subtask
    assert save.needs == find.produces and "bo zell" in save.subtask


def test_a_simdroid_team_finds_a_thing_under_a_relative_clause_where_its_record_is(
    tmp_path, surveyed_content
):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = surveyed_content
    request = "text grace tanaka the terminal my lisbon flight departs from"
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert.startswith("Calendar") and "terminal" in find.subtask
    assert text.expert.startswith("Messages") and text.needs == find.produces


def test_a_simdroid_team_saves_a_texted_number_found_in_the_messages(tmp_path, surveyed_content):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = surveyed_content
    request = (
        "add the number the guy from the climbing gym texted me from to my contacts as quinn lopez"
    )
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    find, add = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert.startswith("Messages") and "climbing gym texted me" in find.subtask
    assert add.expert.startswith("Contacts") and add.needs == find.produces
    assert "as quinn lopez" in add.subtask


def test_an_act_timed_by_a_thing_finds_when_it_is_in_the_events_app_first(team_of):
    request = "set an alarm 20 minutes before the quarry kickoff"
    find, *_, alarm = plan(request, team_of(DAYS, CLOCK))
    assert find.expert == f"{DAYS} expert" and "the quarry kickoff" in find.subtask
    assert alarm.expert == f"{CLOCK} expert" and "quarry" not in alarm.subtask
    (alone,) = plan("set an alarm 20 minutes after 5 pm", team_of(DAYS, CLOCK))
    assert alone.expert == f"{CLOCK} expert"


def test_a_simdroid_team_for_an_alarm_before_an_event_enlists_the_calendar(
    tmp_path, surveyed_content
):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = surveyed_content
    request = "set an alarm 25 minutes before the design review"
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    assert {m.portrait.labels[0] for m in team.members} >= {"Calendar", "Clock"}
    find = plan_team(request, team, OfflinePolicy()).nodes[0]
    assert find.expert.startswith("Calendar") and "design review" in find.subtask


def test_a_thing_tied_to_the_owners_by_a_relative_clause_is_asked_as_its_thing(team_of):
    request = "text ada vance the gate my zorp train leaves from"
    find, text = plan(request, team_of(DAYS, CHAT), shown=DAYS, shows=("zorp",))
    asked = find.subtask.lower()
    assert "gate" in asked and "my zorp train" in asked and text.needs == find.produces


def test_a_copy_of_a_committed_value_is_written_where_it_goes():
    assert pasted("Copy {zap_code} into a new sheet titled Quorn.") == (
        'Write "{zap_code}" into a new sheet titled Quorn.'
    )
    assert pasted('take "{zap}" to my quorn list') == 'Put "{zap}" to my quorn list'
    assert pasted("Copy the zap code into a new sheet.") == "Copy the zap code into a new sheet."
