"""Device-free nodes: the ``think`` role works values out of fetched data without a phone,
and the offline planner puts one before a node that counts from a fetched time."""

from __future__ import annotations

import pytest

from memory.pool import Key
from mobilexperts.llm.offline import OfflinePolicy
from planners.offline import plan_offline
from planners.team import ExpertBrief, PlanTeamContext
from planners.think import think

SHIFT = Key(name="alarm_time", type="date")


@pytest.mark.parametrize(
    ("subtask", "fetched", "expected"),
    [
        ("work out the time 30 minutes before {t}", "Yoga class | 17:00 – 18:00", "16:30"),
        ("work out the time three hours before {t}", "Flight SJ 418 departs 7:15 PM", "16:15"),
        ("work out the time half an hour after {t}", "Standup 9:45 - 10:00", "10:15"),
        ("work out the time one hour before {t}", "Dentist, 12:30 AM", "23:30"),
    ],
)
def test_the_offline_think_shifts_a_fetched_time(subtask, fetched, expected):
    assert think(subtask, {"t": fetched}, [SHIFT], OfflinePolicy()) == {"alarm_time": expected}


@pytest.mark.parametrize(
    ("subtask", "fetched", "expected"),
    [
        (
            "work out the date two days before {t}",
            "Total due: $847.00 by March 30, 2026.",
            "2026-03-28",
        ),
        ("work out the date a year after {t}", "the last one was on 2025-05-14.", "2026-05-14"),
        ("work out the date one week after {t}", "Tuesday, March 17 2026", "2026-03-24"),
    ],
)
def test_the_offline_think_shifts_a_fetched_day(subtask, fetched, expected):
    assert think(subtask, {"t": fetched}, [SHIFT], OfflinePolicy()) == {"alarm_time": expected}


def test_the_planner_works_a_day_out_before_the_node_that_puts_it_in_the_calendar():
    request = (
        "Find out when the quorn invoice is due in my documents, then put a Pay quorn event in "
        "my calendar two days before it"
    )
    nodes = plan_offline(PlanTeamContext(request=request, experts=brief("Files", "Calendar"))).nodes
    work = next(n for n in nodes if not n.device)
    assert work.subtask.startswith("work out the date two days before")
    assert f"on {{{work.produces[0].name}}}" in nodes[-1].subtask


def test_the_offline_think_reads_other_values_from_the_fetched_parts():
    fetched = {"about": "About phone; Model; SimDroid 1080; Android version; 15"}
    number = Key(name="android_version", type="number")
    values = think("Note the Android version from {about}", fetched, [number], OfflinePolicy())
    assert values == {"android_version": "15"}


def brief(*labels: str) -> list[ExpertBrief]:
    return [ExpertBrief(name=f"{label} expert", apps=[label]) for label in labels]


def test_the_planner_works_a_time_out_on_no_device_before_the_node_that_uses_it():
    request = (
        "Look up when the piano lesson on Friday begins in my calendar, then set an alarm "
        "45 minutes before it"
    )
    spec = plan_offline(PlanTeamContext(request=request, experts=brief("Calendar", "Clock")))
    find, work, alarm = spec.nodes
    assert (find.expert, work.expert, alarm.expert) == (
        "Calendar expert",
        "Clock expert",
        "Clock expert",
    )
    assert find.device and not work.device and alarm.device
    assert work.needs == find.produces and work.needs[0].type == "date"
    assert "45 minutes before" in work.subtask
    assert alarm.needs == work.produces
    assert alarm.subtask == f"set an alarm at {{{work.produces[0].name}}} in Clock"


def test_a_leading_statement_says_what_to_find_and_who_to_send_it_to():
    request = (
        'Somebody has an anniversary on Friday according to my calendar. Email them "Congrats!"'
    )
    spec = plan_offline(PlanTeamContext(request=request, experts=brief("Calendar", "Mail")))
    find, send = spec.nodes
    assert find.expert == "Calendar expert" and send.expert == "Mail expert"
    assert find.subtask == "Who has an anniversary on Friday in Calendar?"
    assert find.produces == send.needs and send.needs[0].type == "contact"
    assert send.subtask == f'Email {{{send.needs[0].name}}} "Congrats!" in Mail'


def test_a_property_of_what_was_found_is_needed_from_the_finding_node():
    request = "Check when my haircut appointment is, then message Omar Diaz the time of it"
    spec = plan_offline(PlanTeamContext(request=request, experts=brief("Calendar", "Messages")))
    find, send = spec.nodes
    assert send.expert == "Messages expert"
    assert send.needs == find.produces and send.needs[0].type == "date"
    assert send.subtask == f'message Omar Diaz "{{{send.needs[0].name}}}" in Messages'


@pytest.mark.parametrize(
    ("subtask", "keys", "expected"),
    [
        (
            "work out which has the better rating: zap grill (4.6) or bo's tacos (4.7)",
            ["better_one"],
            {"better_one": "bo's tacos"},
        ),
        (
            "work out which comes first: my book club (Thursday, March 19, 18:30 – 20:00) or the "
            "due date of the invoice (Total due: $847.00 by March 30, 2026)",
            ["first_date", "first_one"],
            {"first_date": "March 19", "first_one": "my book club"},
        ),
        (
            "work out which is cheaper: the red one ($12.50) or the blue one ($9)",
            ["cheaper_one"],
            {"cheaper_one": "the blue one"},
        ),
        (
            "work out the sum of my order (1 x towels  $32.99) and the invoice (Total due: "
            "$847.00 by March 30)",
            ["sum_total"],
            {"sum_total": "$879.99"},
        ),
    ],
)
def test_the_offline_think_picks_one_of_two_values_or_adds_them(subtask, keys, expected):
    fetched = {"unused": "no value comes from here"}
    assert think(subtask, fetched, [Key(name=k) for k in keys], OfflinePolicy()) == expected


def test_a_value_worked_out_from_two_facts_is_found_compared_then_used():
    experts = [
        ExpertBrief(name="Maps expert", apps=["City Maps"]),
        ExpertBrief(name="Notes expert", apps=["Notebook Pages"]),
    ]
    spec = plan_offline(
        PlanTeamContext(
            request="which has the better rating, zap grill or bo's tacos? add it to my to-do list",
            experts=experts,
        )
    )
    zap, bo, pick, add = spec.nodes
    assert zap.subtask == "What is the rating of zap grill in City Maps?"
    assert (bo.expert, bo.subtask) == (
        "Maps expert",
        "What is the rating of bo's tacos in City Maps?",
    )
    assert not pick.device and pick.needs == zap.produces + bo.produces
    assert pick.subtask.startswith("work out which has the better rating: zap grill ({")
    assert add.subtask == 'add "{better_one}" to my to-do list in Notebook Pages'
    assert add.needs == pick.produces == [Key(name="better_one")]
