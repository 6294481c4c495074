"""The offline judge on a group named by a plural with a modifier and no all/every ("my zeb
alarms": each row saying "zeb" must be in the state, though all of them in it is no proof), on
an email's subject given by "about", "re" or a colon (typed as itself into the subject field,
not into the body or padded) and on a tap that opened an email whose text says "reply" (no
control that sends was used). Each check is made where it fails and where it holds."""

from __future__ import annotations

from experts.offline.judge_subject import implied_subject
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session, switched_alarms
from tests.experts.test_judge_every import _mailed


def test_one_row_of_a_plural_group_switched_is_refused() -> None:
    for said in ("turn off my weekday alarms", "switch the weekday ones off"):
        judged = switched_alarms("Wake up").judge(said)
        assert judged.verdict == "not_done" and "every row" in judged.reason


def test_a_plural_group_picked_by_its_rows_days_is_proof_when_every_such_row_is_switched() -> None:
    """Which rows a bare plural means is read from the days the rows show: every weekday row
    switched, and no other, is evidence (people12 replaced the earlier rule that a bare plural
    only refuses)."""
    judged = switched_alarms("Wake up", "Leave for work").judge("kill my weekday alarms")
    assert judged.accepted and len(judged.evidence) == 2
    one_left = switched_alarms("Wake up").judge("kill my weekday alarms")
    assert not one_left.accepted
    quantified = switched_alarms("Wake up", "Leave for work").judge("kill all my weekday alarms")
    assert quantified.accepted and len(quantified.evidence) == 2


def test_a_plural_naming_no_row_sets_no_group() -> None:
    judged = switched_alarms("Airport").judge("turn my airport alarms on")
    assert judged.accepted


def test_about_re_and_a_colon_give_a_new_emails_subject() -> None:
    assert implied_subject("email zed@example.com about the quorn") == "the quorn"
    assert implied_subject("send zed a note re florp, ask if it works") == "florp"
    assert implied_subject("mail the team: quorn moved") == "quorn moved"
    for said in (
        "reply to zed's email: quorn works",
        "star the email about the quorn",
        "email zed what florp said about the quorn",
        "text zed about the quorn",
        "mail zed with subject Florp: quorn moved",
        "email zed the notes from my 1:1 with bo",
    ):
        assert implied_subject(said) == "", said


ABOUT = "email zed@example.com about quorn delays"


def test_a_subject_said_by_about_typed_into_the_body_is_refused() -> None:
    judged = _mailed({"to": "zed@example.com", "body": "quorn delays"}).judge(ABOUT)
    assert judged.verdict == "not_done" and "another field" in judged.reason


def test_a_subject_said_by_about_padded_is_refused() -> None:
    judged = _mailed({"to": "zed@example.com", "subject": "quorn delays again"}).judge(ABOUT)
    assert judged.verdict == "not_done" and "holds more" in judged.reason


def test_a_subject_said_by_re_typed_as_itself_is_accepted() -> None:
    sent = {"to": "zed@example.com", "subject": "The quorn", "body": "It moved to may."}
    assert _mailed(sent).judge("send zed@example.com a note re the quorn, it moved to may").accepted


def test_opening_an_email_whose_text_says_reply_sends_nothing() -> None:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.tap("Tara Usman")
    judged = session.judge("email tara.usman@example.com regarding the running group")
    assert judged.verdict == "not_done" and "sends" in judged.reason


def test_a_one_word_message_ending_in_a_mark_is_no_faint_value() -> None:
    device = SimDevice()
    device.launch("Chirp")
    session = Session(device)
    session.tap("Reply")
    judged = session.judge("reply to danav's half marathon post: congrats!")
    assert not judged.accepted and "congrats!" in judged.reason


def _grocery() -> Session:
    device = SimDevice()
    device.launch("Pages")
    session = Session(device)
    session.tap("Grocery list")
    return session


def test_an_item_typed_again_is_not_ticked() -> None:
    session = _grocery()
    session.type("new_todo", "Eggs")
    judged = session.judge("eggs are done")
    assert judged.verdict == "not_done" and "'Eggs' is not ticked" in judged.reason


def test_the_item_ticked_is_accepted() -> None:
    session = _grocery()
    session.tap_element(next(e for e in session.screen().elements if e.label == "Eggs"))
    assert session.judge("eggs are done").accepted
