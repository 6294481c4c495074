"""A finding question reads the record it names: an alarm list row titled by its time is
called by its label; an opened mail whose subject names the thing in another word order is
read whole; a list row that says none of the words naming the thing asked about is another
item's, not the way to the field asked."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_an_alarm_row_titled_by_its_time_is_called_by_its_label(tmp_path) -> None:
    run = run_offline(
        tmp_path, "When does my take vitamins alarm go off in Clock?", SimDevice(seed=0)
    )
    assert run.answer == "13:00"


def test_an_opened_mail_titled_by_the_thing_in_another_order_is_read_whole(tmp_path) -> None:
    run = run_offline(
        tmp_path, "What is the code from the hiking gear sale email in Mail?", SimDevice(seed=0)
    )
    assert run.answer == "SPRING30"


def test_another_events_room_is_not_the_room_of_the_event_asked(tmp_path) -> None:
    run = run_offline(
        tmp_path, "What room is the project kickoff in, in Calendar?", SimDevice(seed=0)
    )
    assert run.answer == "Room 4.2"
