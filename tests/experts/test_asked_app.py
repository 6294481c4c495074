"""A "when is ..." question naming no app and no kind of thing goes to the app that keeps
things by date; one naming a person's field stays with the app keeping that field."""

from __future__ import annotations

from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal

APPS = ["Mail", "Files", "Messages", "Contacts", "Calendar", "Clock"]


def test_when_is_a_thing_no_app_names_goes_to_the_calendar() -> None:
    assert app_candidates(parse_goal("when is book club"), APPS)[:1] == ["Calendar"]
    assert app_candidates(parse_goal("when's the zorb kickoff"), APPS)[:1] == ["Calendar"]
    assert app_candidates(parse_goal("when is bruno patel's birthday"), APPS)[:1] == ["Contacts"]
