"""Mail: driven the way an agent drives it, through the dumped XML, and checked from state."""

from __future__ import annotations

import random
import re

import pytest
from lxml import etree

from evals.reference import on_screen, scroll_to, tap, type_into
from mobilexperts.sim.apps.mail import MailApp, MailState
from mobilexperts.sim.apps.mail.seed import seed_mailbox
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.state import START_CLOCK

MEETING = "Meeting request: Q2 roadmap review"


@pytest.fixture
def device() -> SimDevice:
    device = SimDevice(seed=0)
    device.launch("Mail")
    return device


def node(device: SimDevice, rid: str) -> etree._Element:
    root = etree.fromstring(device.observe().xml.encode())
    return root.xpath(f'//node[@resource-id="com.simdroid.mail:id/{rid}"]')[0]


def mail(device: SimDevice) -> dict:
    return device.state()["mail"]


def test_reply_to_an_unread_mail_found_by_scrolling(device: SimDevice) -> None:
    meeting = next(m for m in mail(device)["inbox"] if m["subject"] == MEETING)
    assert meeting["unread"]
    scroll_to(device, text=MEETING)
    tap(device, text=MEETING)
    assert device.observe().activity == "com.simdroid.mail.MessageActivity"
    assert node(device, "message_body").get("text").startswith("Hi Alex")
    assert next(m for m in mail(device)["inbox"] if m["id"] == meeting["id"])["unread"] is False

    tap(device, text="Reply")
    assert node(device, "to").get("text") == meeting["address"]
    assert node(device, "subject").get("text") == f"Re: {MEETING}"
    type_into(device, "body", "Thursday at 3 pm works for me.")
    tap(device, desc="Send")

    sent = mail(device)["sent"][0]
    assert (sent["to"], sent["subject"]) == (meeting["address"], f"Re: {MEETING}")
    assert sent["body"] == "Thursday at 3 pm works for me." and sent["in_reply_to"] == meeting["id"]
    assert on_screen(device, text="Message sent")
    assert device.observe().activity == "com.simdroid.mail.MessageActivity"


def test_back_from_compose_saves_a_draft_that_can_be_sent_later(device: SimDevice) -> None:
    drafts_before = len(mail(device)["drafts"])
    tap(device, text="Compose")
    type_into(device, "to", "nadia.okafor@example.com")
    type_into(device, "body", "See you at the station.")
    device.press("back")  # hides the keyboard
    assert mail(device)["drafts"][0]["body"] != "See you at the station."
    device.press("back")
    assert on_screen(device, text="Draft saved")
    draft = mail(device)["drafts"][0]
    assert (draft["to"], draft["body"]) == ("nadia.okafor@example.com", "See you at the station.")
    assert len(mail(device)["drafts"]) == drafts_before + 1

    tap(device, desc="Open navigation drawer")
    tap(device, text="Drafts")
    assert on_screen(device, text="nadia.okafor@example.com")
    tap(device, text="nadia.okafor@example.com")
    assert node(device, "body").get("text") == "See you at the station."
    type_into(device, "subject", "Train")
    tap(device, desc="Send")

    state = mail(device)
    assert all(d["id"] != draft["id"] for d in state["drafts"])
    assert (state["sent"][0]["subject"], state["sent"][0]["to"]) == (
        "Train",
        "nadia.okafor@example.com",
    )
    device.press("back")
    assert node(device, "folder_name").get("text") == "Inbox"


def test_editing_an_existing_draft_updates_it_in_place(device: SimDevice) -> None:
    draft = mail(device)["drafts"][0]
    tap(device, desc="Open navigation drawer")
    tap(device, text="Drafts")
    tap(device, text="Draft")
    type_into(device, "subject", "Trip ideas")
    device.press("back")
    device.press("back")
    drafts = mail(device)["drafts"]
    assert len(drafts) == 1
    assert (drafts[0]["id"], drafts[0]["subject"], drafts[0]["body"]) == (
        draft["id"],
        "Trip ideas",
        draft["body"],
    )


def test_leaving_compose_unchanged_saves_nothing(device: SimDevice) -> None:
    before = mail(device)["drafts"]
    tap(device, text="Compose")
    device.press("back")
    tap(device, text="Your Nimbus verification code")
    tap(device, text="Reply")
    tap(device, desc="Navigate up")
    assert mail(device)["drafts"] == before
    assert device.observe().activity == "com.simdroid.mail.MessageActivity"


@pytest.mark.parametrize(
    ("to", "error"),
    [("", "Add at least one recipient."), ("bob@", "The address \u201cbob@\u201d is not valid.")],
)
def test_send_with_a_bad_recipient_shows_an_error_and_sends_nothing(
    device: SimDevice, to: str, error: str
) -> None:
    sent = mail(device)["sent"]
    tap(device, text="Compose")
    if to:
        type_into(device, "to", to)
    type_into(device, "subject", "Hello")
    tap(device, desc="Send")
    assert node(device, "to_error").get("text") == error
    assert mail(device)["sent"] == sent
    type_into(device, "to", "bob@example.com")
    tap(device, desc="Send")
    assert mail(device)["sent"][0]["to"] == "bob@example.com"


def test_an_empty_message_asks_before_sending(device: SimDevice) -> None:
    tap(device, text="Compose")
    type_into(device, "to", "bob@example.com, ann@example.com")
    tap(device, desc="Send")
    assert on_screen(device, text="Send this message without text in the subject or body?")
    tap(device, text="Cancel")
    assert mail(device)["sent"][0]["to"] != "bob@example.com, ann@example.com"
    tap(device, desc="Send")
    tap(device, text="Send")
    assert mail(device)["sent"][0]["to"] == "bob@example.com, ann@example.com"


def test_delete_moves_to_trash_and_deleting_from_trash_is_forever(device: SimDevice) -> None:
    tap(device, text="Your Nimbus verification code")
    tap(device, id="delete")
    assert on_screen(device, text="Moved to Trash")
    state = mail(device)
    assert state["trash"][0]["subject"] == "Your Nimbus verification code"
    assert all(m["subject"] != "Your Nimbus verification code" for m in state["inbox"])

    tap(device, desc="Open navigation drawer")
    tap(device, text="Trash")
    tap(device, text="Your Nimbus verification code")
    tap(device, id="delete")
    assert all(m["subject"] != "Your Nimbus verification code" for m in mail(device)["trash"])


def test_star_from_the_list_shows_in_starred(device: SimDevice) -> None:
    first = mail(device)["inbox"][0]
    assert not first["starred"]
    tap(device, desc="Not starred")
    assert mail(device)["inbox"][0]["starred"]
    tap(device, desc="Open navigation drawer")
    tap(device, text="Starred")
    starred = [m for m in mail(device)["inbox"] + mail(device)["sent"] if m["starred"]]
    assert on_screen(device, text=first["subject"])
    assert len(starred) >= 2
    tap(device, text=first["subject"])
    tap(device, desc="Starred")
    assert not mail(device)["inbox"][0]["starred"]


def test_search_looks_in_sender_subject_and_body(device: SimDevice) -> None:
    type_into(device, "search", "lentil soup")
    device.press("enter")
    assert node(device, "results_summary").get("text") == "1 result"
    assert on_screen(device, text="Recipe you asked for")
    type_into(device, "search_query", "skyjet")
    device.press("enter")
    assert on_screen(device, text="Booking confirmed: Lisbon, April 3")
    type_into(device, "search_query", "zebra")
    device.press("enter")
    assert node(device, "results_summary").get("text") == "No results for \u201czebra\u201d"
    device.press("back")
    assert node(device, "search").get("text") == "Search in mail"


def test_drawer_closes_on_back_and_folders_return_to_the_inbox(device: SimDevice) -> None:
    tap(device, desc="Open navigation drawer")
    assert on_screen(device, text="Trash")
    device.press("back")
    assert device.observe().package == "com.simdroid.mail"
    assert not on_screen(device, id="navigation_drawer")
    tap(device, desc="Open navigation drawer")
    tap(device, text="Sent")
    assert on_screen(device, text="To: liam.moreau@example.com")
    device.press("back")
    assert node(device, "folder_name").get("text") == "Inbox"
    device.press("back")
    assert device.observe().package == "com.simdroid.launcher"


def test_copy_code_and_mark_unread(device: SimDevice) -> None:
    code = mail(device)["inbox"][0]["code"]
    tap(device, text="Your Nimbus verification code")
    tap(device, text="Copy code")
    assert device.state()["clipboard"] == code
    tap(device, desc="Mark unread")
    assert mail(device)["inbox"][0]["unread"]
    assert on_screen(device, id="compose_button")


def test_forward_keeps_the_message_and_its_attachments(device: SimDevice) -> None:
    offsite = next(m for m in mail(device)["inbox"] if m["subject"] == "Team offsite agenda")
    scroll_to(device, text="Team offsite agenda")
    tap(device, text="Team offsite agenda")
    tap(device, text="Forward")
    assert node(device, "subject").get("text") == "Fwd: Team offsite agenda"
    type_into(device, "to", "priya@example.org")
    tap(device, desc="Send")
    sent = mail(device)["sent"][0]
    assert sent["attachments"] == offsite["attachments"] == ["offsite-agenda.docx"]
    assert "---------- Forwarded message ---------" in sent["body"]
    assert offsite["body"] in sent["body"]


def test_attach_a_file_from_the_phone(device: SimDevice) -> None:
    tap(device, text="Compose")
    root = etree.fromstring(device.observe().xml.encode())
    attach = root.xpath('//node[@class="android.widget.ImageButton"][@content-desc=""]')
    assert len(attach) == 1 and attach[0].get("resource-id") == ""
    device.phone.write_file("/sdcard/Download/report.pdf", b"%PDF-1.4")
    x1, y1, x2, y2 = map(int, re.findall(r"-?\d+", attach[0].get("bounds")))
    device.tap((x1 + x2) // 2, (y1 + y2) // 2)
    for _ in range(10):  # the picker lists every file on the phone; scroll to the new one
        if on_screen(device, text="report.pdf"):
            break
        device.swipe(540, 1800, 540, 900)
    tap(device, text="report.pdf")
    assert on_screen(device, desc="Remove report.pdf")
    type_into(device, "to", "bob@example.com")
    type_into(device, "subject", "Report")
    tap(device, desc="Send")
    assert mail(device)["sent"][0]["attachments"] == ["report.pdf"]


def test_shared_text_opens_compose(device: SimDevice) -> None:
    device.phone.share("https://example.org/paper", subject="A paper")
    tap(device, desc="Mail")
    assert node(device, "subject").get("text") == "A paper"
    assert node(device, "body").get("text") == "https://example.org/paper"


def test_seeded_mailbox_is_realistic_deterministic_and_json() -> None:
    state = seed_mailbox(random.Random("0:com.simdroid.mail"), START_CLOCK)
    again = seed_mailbox(random.Random("0:com.simdroid.mail"), START_CLOCK)
    other = seed_mailbox(random.Random("1:com.simdroid.mail"), START_CLOCK)
    assert state == again and state != other
    assert len(state.inbox) >= 18 and sum(m.unread for m in state.inbox) >= 4
    assert any(m.starred for m in state.inbox) and state.sent and state.drafts
    assert len({m.address for m in state.inbox}) >= 15
    assert [m.time for m in state.inbox] == sorted((m.time for m in state.inbox), reverse=True)
    assert state.inbox[0].code and state.inbox[0].code in state.inbox[0].body
    ids = [m.id for m in state.inbox + state.sent + state.drafts + state.trash]
    assert len(ids) == len(set(ids)) and state.next_id > max(ids)
    assert MailState.model_validate_json(state.model_dump_json()) == state
    assert MailApp.initial_state(random.Random("0:com.simdroid.mail")) == state


def test_version_2_renames_compose_and_send_and_moves_reply_into_more() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Mail")
    assert v1.observe().xml != v2.observe().xml
    assert on_screen(v1, text="Compose") and not on_screen(v2, text="Compose")

    meeting = next(m for m in mail(v2)["inbox"] if m["subject"] == MEETING)
    scroll_to(v2, text=MEETING)
    tap(v2, text=MEETING)
    assert not on_screen(v2, text="Reply") and not on_screen(v2, desc="Reply")
    tap(v2, desc="More")
    tap(v2, text="Reply")
    assert node(v2, "subject").get("text") == f"Re: {MEETING}"
    type_into(v2, "body", "Thursday works.")
    assert not on_screen(v2, desc="Send")
    tap(v2, desc="Send message")
    sent = mail(v2)["sent"][0]
    assert (sent["to"], sent["in_reply_to"]) == (meeting["address"], meeting["id"])
    v2.press("back")

    tap(v2, text="New message")
    type_into(v2, "to", "bob@example.com")
    type_into(v2, "subject", "Hello")
    tap(v2, desc="Send message")
    assert mail(v2)["sent"][0]["subject"] == "Hello"
