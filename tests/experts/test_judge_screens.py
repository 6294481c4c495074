"""The judge reads what the final screen is, not only what it says: rows matching a query still
in its search box are that search's results, a title bar names the screen and confirms nothing,
a level is read from its slider, and a picker the run's last tap opened holds nothing made. Each
check is made before and after the work is done, so it could fail either way."""

from __future__ import annotations

from experts.offline.judge import judge_claim
from experts.offline.judge_final import says
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session, contacts


def _field(session: Session) -> str:
    return next(e.label for e in session.screen().elements if e.editable)


def test_rows_matching_a_query_still_in_its_box_are_no_change() -> None:
    session = contacts()
    session.tap("search")
    session.type(_field(session), "Vera Ibrahim")
    request = "make vera ibrahim one of my favourite people"
    assert not session.judge(request).accepted
    session.tap("Vera Ibrahim | (650) 555-0137")
    session.tap("Add to favorites")
    assert session.judge(request).accepted


def test_a_result_acted_on_in_place_is_evidence_again() -> None:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.type(_field(session), "Invoice 2026-031")
    session.device.press("enter")
    request = "star the mail about invoice 2026-031"
    assert not session.judge(request).accepted
    session.tap("Not starred")
    assert session.judge(request).accepted


def test_a_title_bar_confirms_nothing() -> None:
    device = SimDevice()
    device.launch("Settings")
    session = Session(device)
    session.tap("Connected devices")
    request = "shut the wifi off"
    assert not session.judge(request).accepted
    session.device.press("back")
    session.tap("Network & internet")
    session.tap("Wi\u2011Fi")
    assert session.judge(request).accepted


def _touch_slider(session: Session, slider_id: str, level: int) -> None:
    slider = next(e for e in session.screen().elements if ElementContext.of(e).id == slider_id)
    x1, y1, x2, y2 = ElementContext.of(slider).bounds
    session.device.tap(x1 + round(level / 100 * (x2 - x1)), (y1 + y2) // 2)


def test_a_level_is_done_only_when_its_slider_shows_it() -> None:
    device = SimDevice()
    device.launch("Settings")
    session = Session(device)
    session.tap("Display")
    request = "put the brightness at half"
    refused = session.judge(request)
    assert refused.verdict == "not_done" and "not 50" in refused.reason
    _touch_slider(session, "brightness", 50)
    assert session.judge(request).accepted


def test_a_picker_the_last_tap_opened_holds_no_choice_made() -> None:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("Clock")
    session.tap("Add city")
    request = "put Cairo on my world clock"
    judged = session.judge(request)
    assert judged.verdict == "unsure" and "Add city" in judged.reason
    session.tap("Cairo")
    assert session.judge(request).accepted


def test_a_message_copied_from_captions_of_tapped_controls_says_nothing() -> None:
    device = SimDevice()
    device.launch("Messages")
    session = Session(device)
    session.tap("Start chat")
    session.type(_field(session), "Farid")
    row = "Farid Anders | Work (415) 555-0153"
    session.tap(row)
    session.type("Text message", row)
    session.tap("Send SMS")
    request = "text farid anders to ask whether the zapline review is done"
    judged = session.judge(request)
    assert not judged.accepted and "nothing but a name" in judged.reason
    session.type("Text message", "is the zapline review done?")
    session.tap("Send SMS")
    assert session.judge(request).accepted


def test_a_value_is_said_only_as_whole_words() -> None:
    assert says("zap plan | edited today", "zap plan")
    assert not says("quorn plans: zapline", "quorn plan")
    assert not says("zapline notes", "zap")
    assert says("dinner at 7:40 am", "7:40")
    assert not says("room 17:40", "7:40")


def test_a_found_value_noted_down_and_sent_is_words_of_its_own() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.type(_field(session), "Voltra Aero", submit=True)
    row = next(e.label for e in session.screen().elements if e.label.startswith("Voltra Aero 13"))
    session.tap(row)
    device.launch("Messages")
    session.tap("Start chat")
    session.type(_field(session), "Omar")
    session.tap(next(e.label for e in session.screen().elements if "Omar Xu" in e.label))
    session.type("Text message", "$899.99")
    session.tap("Send SMS")
    request = "text omar xu what the voltra aero 13 costs"
    context = session.judge_context(request)
    assert "nothing but a name" in judge_claim(context).reason
    noted = context.model_copy(update={"memory": ["aero item: $899.99"]})
    assert judge_claim(noted).accepted
