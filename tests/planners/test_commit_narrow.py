"""A team node commits the narrowest value its key asks for, read off SimDroid screens: a code
from an email's body, not a sender's name a folder label stands beside; the start of a span
of times a dependant sets an alarm for, the whole span for any other use."""

from __future__ import annotations

from memory.pool import Key
from planners.shapes import fits_shape
from tests.planners.test_commit_values import CALENDAR, commit

INBOX_MAIL = [{"launch": "Mail"}, {"tap": {"text": "Your Nimbus verification code"}}]


def test_a_code_is_the_bodys_code_not_the_senders_name_beside_the_folder():
    key = Key(name="nimbus_code")
    asked = "What is the nimbus code in my inbox in Mail?"
    uses = ['send "{nimbus_code}" to liam moreau by text in Messages']
    assert commit(key, asked, INBOX_MAIL, answer="064812", uses=uses) == "064812"
    assert not fits_shape("code", "Nimbus")
    assert fits_shape("code", "K7Q2XP") and fits_shape("code", "SPRING")


def test_a_span_of_times_set_as_an_alarm_is_its_start():
    key = Key(name="book_club_time", type="date")
    asked = "When is book club in Calendar?"
    answer = "18:30 – 20:00"
    alarm = ["set an alarm for {book_club_time} in Clock"]
    assert commit(key, asked, CALENDAR, answer=answer, uses=alarm) == "18:30"
    told = ["text {book_club_time} to chen barros in Messages"]
    assert commit(key, asked, CALENDAR, answer=answer, uses=told) == "18:30 – 20:00"
