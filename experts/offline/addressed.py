"""Whether the run reached the person it writes to, also when the app came back inside a
conversation.

An app resumes where it was left, so a team node that writes to someone may start on the very
screen that writes to them (a thread titled by their name). The recipient is then reached once
the run typed on that screen while the screen is about them; a screen about someone else, or
one the run never typed on, reaches no one, and the message waits until the recipient is
reached (typed into a recipient field, tapped, or the screen about them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from experts.offline.view import View

if TYPE_CHECKING:
    from experts.offline.plan import Plan


def reached(view: View, about: Callable[[str], bool], name: str) -> bool:
    """Whether the run reached the recipient ``name``: it tapped them, or it typed on the
    current screen and the screen is about them (``about`` tells whether a title-like element
    shows a name)."""
    if view.tapped(name):
        return True
    typed_here = any(
        h.operation.kind == "text" and h.signature == view.signature for h in view.history
    )
    return typed_here and about(name)


def unreached(plan: Plan) -> bool:
    """Whether the request writes to a person the run has not reached yet (a message typed
    now would go to whoever the open screen writes to)."""
    return any(e.role == "to" and not plan.entry_done(e) for e in plan.entries)
