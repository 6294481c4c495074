"""The judge is unsure of a change made to one of several records the request's only naming
word fits, and accepts it when the request names the record by more of its title."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _phone_changed(query: str, row: str, phone: str) -> Session:
    """A Contacts session that searched ``query``, opened ``row`` and set its phone."""
    device = SimDevice(seed=0)
    device.launch("Contacts")
    session = Session(device)
    session.tap("search")
    session.type("search_query", query)
    session.tap(row)
    session.tap("Edit contact")
    session.type("phone", phone, clear=True)
    session.tap("Save")
    return session


def test_a_change_to_one_of_two_people_sharing_the_named_word_is_unsure() -> None:
    guessed = _phone_changed("Kim", "Isla Kim", "408-555-0177")
    judged = guessed.judge("change kim's number to 408-555-0177")
    assert judged.verdict == "unsure" and "Rosa Kim" in judged.reason


def test_a_change_to_the_person_named_by_more_words_is_accepted() -> None:
    named = _phone_changed("Kim", "Isla Kim", "408-555-0177")
    assert named.judge("change isla kim's number to 408-555-0177").verdict == "done"
    assert named.judge("change isla's number to 408-555-0177").verdict == "done"
