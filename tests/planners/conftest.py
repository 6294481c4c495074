"""Teams built by hand for the planner tests: one expert per app."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from experts.portrait import AppRef, ExpertPortrait, Team, TeamMember


@pytest.fixture
def team_of() -> Callable[..., Team]:
    def build(*labels: str) -> Team:
        members = [
            TeamMember(
                portrait=ExpertPortrait(name=f"{app} expert", apps=[AppRef(label=app)]), covers=""
            )
            for app in labels
        ]
        return Team(request="", members=members)

    return build
