"""The offline judge on a request that sets every row of a group (one switched row is no
evidence; the group is the rows the quantified words name) and on a value the request gives a
whole field (typed with other words, or only into another field, it is not that field's value).
Each check is made where it fails and where it holds."""

from __future__ import annotations

from experts.offline.judge_every import QUANTIFIED
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session, switched_alarms


def test_one_row_of_a_named_group_switched_is_refused() -> None:
    judged = switched_alarms("Wake up").judge("disable all of my weekday alarms")
    assert judged.verdict == "not_done" and "every row" in judged.reason


def test_every_row_of_the_named_group_switched_is_accepted() -> None:
    judged = switched_alarms("Wake up", "Leave for work").judge("disable all of my weekday alarms")
    assert judged.accepted and len(judged.evidence) == 2


def test_every_without_a_group_word_means_every_row_not_an_every_day_caption() -> None:
    judged = switched_alarms("Airport").judge("turn each alarm on")
    assert judged.verdict == "not_done" and "every row" in judged.reason


def _mailed(fields: dict[str, str]) -> Session:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.tap("Compose")
    for field, text in fields.items():
        session.type(field, text)
    session.tap("Send")
    return session


ASKED = "mail zed@example.com with the subject Quorn delayed"


def test_a_subject_typed_only_into_the_body_is_refused() -> None:
    judged = _mailed({"to": "zed@example.com", "body": "Quorn delayed"}).judge(ASKED)
    assert judged.verdict == "not_done" and "another field" in judged.reason


def test_a_subject_padded_with_other_words_is_refused() -> None:
    judged = _mailed({"to": "zed@example.com", "subject": "Quorn delayed again"}).judge(ASKED)
    assert judged.verdict == "not_done" and "holds more" in judged.reason


def test_the_subject_typed_into_its_field_is_accepted() -> None:
    sent = {"to": "zed@example.com", "subject": "Quorn delayed", "body": "Quorn delayed, sorry"}
    assert _mailed(sent).judge(ASKED).accepted


def test_a_kind_or_a_group_left_alone_is_no_quantifier() -> None:
    assert QUANTIFIED.search("switch all of the zeb alarms off")
    for said in ("make the quorn meetup an all-day event", "mute zeb, leave every other alarm"):
        assert QUANTIFIED.search(said) is None
