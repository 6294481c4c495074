"""Plans for a question told to someone ("text ann what time my zap alarm goes off"), a place
opened and a thing on it used ("open my zap list, text ann the first item on it") and a
purpose said after a thing passed on ("... so that she can book it"): the answer is found
first, in the app the question or the place names, and its key reaches the acting node. App
labels are invented."""

from __future__ import annotations

from experts.assembly import assemble
from experts.assembly_compared import compared
from experts.assembly_offline import asked_of, put_apps
from experts.assembly_phrases import CLAUSES
from experts.assembly_said import asked_app, asked_within
from experts.assembly_web import web_fact
from experts.pool import ExpertPool
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.clauses import clauses
from planners.sentences import as_clauses, opened
from planners.team import plan_team

CLOCK, CHAT, MAIL, NOTES = "Tick Clock", "Chat Messages", "Inbox Mail", "Notebook Pages"


def test_a_question_told_to_someone_is_found_first_in_the_app_it_names(team_of):
    request = "text ada vance what time my zumba alarm goes off"
    find, text = plan_team(request, team_of(CHAT, CLOCK), OfflinePolicy()).nodes
    assert find.expert == f"{CLOCK} expert"
    assert "what time my zumba alarm goes off" in find.subtask.lower()
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces
    assert f"{{{text.needs[0].name}}}" in text.subtask and "zumba" not in text.subtask


def test_a_told_question_about_a_thing_found_before_is_not_found_again():
    assert asked_within("let bo know which day the quorn bins go out")["fact"] == (
        "which day the quorn bins go out"
    )
    assert asked_within("tell ann what it says") is None
    assert asked_within("text ann that the boiler is due") is None
    assert asked_app("what time my zumba alarm goes off", [CHAT, CLOCK]) == CLOCK
    assert asked_app("what time the quorn club meets", [CHAT, CLOCK]) is None


def test_a_thing_on_a_place_opened_is_found_on_that_place(team_of):
    assert opened("open my quorn list, text ann lee the first item on it") == (
        "find the first item on my quorn list, then text ann lee it"
    )
    assert opened("open my quorn list and add milk") == "open my quorn list and add milk"
    request = "open my quorn list, email ada vance the items on it"
    find, mail = plan_team(request, team_of(NOTES, MAIL), OfflinePolicy()).nodes
    assert find.expert == f"{NOTES} expert" and "the items on my quorn list" in find.subtask
    assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces


def test_why_a_thing_is_passed_on_is_not_part_of_the_thing(team_of):
    team = team_of(NOTES, MAIL)
    for member in team.members:
        if NOTES in member.portrait.labels:
            member.shows = ["quorn", "budget"]
    request = "email ada vance the quorn budget so that she can book the hall"
    find, mail = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert == f"{NOTES} expert" and "hall" not in find.subtask
    assert mail.needs == find.produces and "so that she can book the hall" in mail.subtask


def test_a_simdroid_plan_reads_an_alarm_before_texting_its_time(tmp_path, surveyed_content):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = surveyed_content
    request = "text sami barros what time my wind down alarm goes off"
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert.startswith("Clock") and "wind down alarm" in find.subtask
    assert text.expert.startswith("Messages") and text.needs == find.produces


def test_a_verb_inside_a_clause_starts_no_clause_and_what_it_says_is_the_value(team_of):
    assert [
        c[0] for c in clauses("check whether my quorn lease lets me keep pets and tell ann")
    ] == [
        "check",
        "tell",
    ]
    request = "check whether my quorn lease lets me keep pets and tell ada vance what it says"
    find, text = plan_team(request, team_of("Drawer Files", CHAT), OfflinePolicy()).nodes
    assert find.expert == "Drawer Files expert" and "whether" not in find.subtask
    assert text.subtask.startswith(f'text ada vance "{{{find.produces[0].name}}}"')


def test_a_fact_of_the_world_is_looked_up_on_the_web(team_of, tmp_path, surveyed_content):
    assert web_fact("look up how tall the quorn tower is", {"quorn", "tall"})
    assert not web_fact("look up how tall the quorn tower is", {"quorn"})
    assert web_fact("look up how tall the quorn tower is")
    assert not web_fact("look up when my quorn class is", {"quorn", "class"})
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = surveyed_content
    request = "look up how old the zorblat bridge is and send it to zoe fischer"
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert.startswith("Browser") and find.subtask.startswith("How old is")
    assert text.expert.startswith("Messages") and text.needs == find.produces


def test_an_aside_about_the_owner_is_no_task_and_times_nothing(tmp_path, surveyed_content):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = surveyed_content
    request = "before i order one, how much is the voltra aero 14 slim? text grace tanaka the price"
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    assert not any(m.portrait.labels == ["Calendar"] for m in team.members)
    find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert find.subtask.startswith("How much is the voltra aero") and "order" not in find.subtask
    assert "Shop" in [find.expert.split()[0], *find.candidates]
    assert text.expert.startswith("Messages") and text.needs == find.produces


def test_an_app_named_only_as_what_is_asked_is_not_enlisted():
    assert asked_of("let ann know what browser it was", "Browser")
    assert not asked_of("open the browser and tell ann what it says", "Browser")
    assert CLAUSES.split("the quorn bins moved, text ann the day") == [
        "the quorn bins moved",
        "text ann the day",
    ]


def test_the_app_a_clause_puts_a_thing_in_is_enlisted():
    labels = ["Zap Maps", CHAT, NOTES]
    assert put_apps(["add the quorn cafe to my saved places"], labels) == ["Zap Maps"]
    assert put_apps(["put milk on my shopping list"], labels) == [NOTES]
    assert put_apps(["find the quorn cafe in my saved places"], labels) == []


def test_the_owners_state_said_first_is_an_aside_but_their_plans_are_not():
    assert as_clauses("i'm locked out, email ada vance the quorn code")[0] == (
        "email ada vance the quorn code"
    )
    kept = "I'm handing this phone over to Bo. Rename it to \"Bo's phone\", turn on the dark theme"
    assert as_clauses(kept)[0] == kept
    planned = "i'm having lunch with bo, text ann the address"
    assert as_clauses(planned)[0] == planned


def test_whoever_keeps_a_thing_is_found_and_what_they_are_asked_stays_the_message(team_of):
    request = "email whoever has my quorn key asking if i can come get it"
    find, mail = plan_team(request, team_of("Drawer Files", MAIL), OfflinePolicy()).nodes
    assert "asking" not in find.subtask
    assert mail.subtask.startswith(f"email {{{find.produces[0].name}}} asking if i can come get it")


def test_two_amounts_asked_as_what_they_are_together_are_found_then_added(team_of):
    _, field, facts = compared("how much were the fee and the deposit together on my quorn lease?")
    assert field == "total"
    assert facts == [
        "the total of the fee on my quorn lease",
        "the total of the deposit on my quorn lease",
    ]
    request = (
        "how much were the fee and the deposit together on my quorn lease? text that to ada vance"
    )
    nodes = plan_team(request, team_of("Drawer Files", CHAT), OfflinePolicy()).nodes
    assert [n.device for n in nodes] == [True, True, False, True]
    assert nodes[2].subtask.startswith("work out the sum of the fee on my quorn lease")
    assert nodes[3].needs == nodes[2].produces


def test_mail_said_as_a_verb_tells_the_answer_found_before(team_of):
    request = "what zorb is ada vance bringing in my notebook? mail bo chan"
    find, mail = plan_team(request, team_of(NOTES, MAIL), OfflinePolicy()).nodes
    assert find.produces and mail.needs == find.produces
    assert mail.subtask.startswith("email bo chan")
    assert f"{{{mail.needs[0].name}}}" in mail.subtask
