"""The judge on request values that need no evidence of their own: the folder an existing item
is found in, and the kind of thing a search looks for."""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.goal import parse_goal
from experts.offline.judge_where import described_search, locates_only
from mobilexperts.operations import Text
from mobilexperts.perception.context import ScreenContext
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _renamed_from_recent(old: str, new: str) -> Session:
    device = SimDevice()
    device.launch("Files")
    session = Session(device)
    session.tap(next(e.label for e in session.screen().elements if e.label.startswith(f"{old} |")))
    session.tap("More options")
    session.tap("Rename")
    session.type(old, new)
    session.tap("button1")
    return session


def test_the_folder_a_renamed_item_is_found_in_needs_no_evidence() -> None:
    session = _renamed_from_recent("Apartment notes.txt", "Zap notes.txt")
    assert session.judge('rename "Apartment notes.txt" in Documents to "Zap notes.txt"').accepted
    assert not session.judge('rename "Apartment notes.txt" in Documents to "Quorn.txt"').accepted


def test_a_place_is_only_where_an_item_is_found_for_verbs_acting_on_items_already_there() -> None:
    assert locates_only("Documents", parse_goal("delete zap.pdf in Documents"))
    assert not locates_only("Projects", parse_goal("create a page called zap in Projects"))
    assert not locates_only("Projects", parse_goal("move the zap page into Projects"))
    assert not locates_only("Rosa", parse_goal("delete the message from Rosa"))


def _searched(query: str) -> Session:
    device = SimDevice()
    device.launch("Snapgram")
    session = Session(device)
    session.tap("Search and explore")
    field = next(e for e in session.screen().elements if e.editable)
    session.type(field.label, query)
    device.press("enter")
    device.press("back")
    session.history[-1] = session.history[-1].model_copy(
        update={
            "operation": Text(content=query, index=field.index, submit=True),
            "signature_after": session.screen().signature,
        }
    )
    return session


def _context(session: Session, instruction: str) -> JudgeContext:
    return JudgeContext(
        instruction=instruction,
        history=session.history,
        apps=session.device.apps(),
        first=ScreenContext.of(session.first),
        last=ScreenContext.of(session.screen()),
    )


def test_a_search_described_by_the_kind_of_thing_it_finds_is_handled_by_its_query() -> None:
    asked = 'search snapgram for travel accounts, open the top result and comment "zap" on it'
    goal = parse_goal(asked)
    searched, other = _searched("travel"), _searched("food")
    assert described_search("Travel Accounts", goal, _context(searched, asked))
    assert not described_search("Travel Accounts", goal, _context(other, asked))
    assert not described_search("Travel Quorn", goal, _context(searched, asked))
