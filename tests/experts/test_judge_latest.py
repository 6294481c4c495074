"""The judge refuses a reply put under an older card of the person the request wants the newest
of, and a reply to a feed post written as a text in a messaging app; the right runs stay done."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _replied_in_search(query: str, nth: int, text: str) -> Session:
    """A Chirp session that searched ``query`` and replied ``text`` under the ``nth`` card the
    Top tab shows."""
    device = SimDevice(seed=0)
    device.launch("Chirp")
    session = Session(device)
    session.tap("Search and Explore")
    session.type("search_query", query, submit=True)
    replies = [e for e in session.screen().elements if e.label == "Reply"]
    session.tap_element(replies[nth])
    session.type("Post your reply", text)
    session.tap("Reply")
    return session


def _texted(name: str, text: str) -> Session:
    """A Messages session that found ``name``'s conversation by search and texted ``text``."""
    device = SimDevice(seed=0)
    device.launch("Messages")
    session = Session(device)
    session.tap("Search conversations")
    session.type("Search conversations", name.split()[0], submit=True)
    session.tap(name)
    session.type("Text message", text)
    session.tap("Send SMS")
    return session


def test_a_reply_under_an_older_card_of_the_person_is_refused() -> None:
    older = _replied_in_search("Sami", 0, "clear skies!")
    judged = older.judge("comment on sami's last chirp saying clear skies!")
    assert judged.verdict == "not_done" and "older" in judged.reason


def test_a_reply_under_the_newest_card_of_the_person_is_accepted() -> None:
    newer = _replied_in_search("Sami", 1, "clear skies!")
    assert newer.judge("comment on sami's last chirp saying clear skies!").verdict == "done"


def test_a_reply_to_a_post_texted_in_messages_is_refused() -> None:
    texted = _texted("Nadia Evans", "so cool!")
    judged = texted.judge("answer nadia's newest post with so cool!")
    assert judged.verdict != "done" and "post" in judged.reason
    assert texted.judge("reply to nadia evans with so cool!").verdict == "done"
