"""Where a thing passed on is kept, said after the act ("email bo the zorp of ann's quib on
Zapgram"): the app named last is where the thing is, not where the act is done, when the act's
verb already names the app that does it (an email is sent in the mail app)."""

from __future__ import annotations

import re
from collections.abc import Callable

from planners.team import ExpertBrief


def kept_on(
    rest: str, experts: list[ExpertBrief], saying: Callable[[str], str | None]
) -> tuple[str, str, str] | None:
    """For an act left once its thing is cut out (``rest``: "email bo on Zapgram") that ends
    naming an app of the team, whose words without it have a doer of their own (``saying``:
    their messaging expert) other than that app's: that app's label, the act without it and
    the words that named it."""
    for expert in experts:
        for label in expert.apps:
            said = re.search(
                rf"\s+(?:on|in|from)\s+(?:my\s+|the\s+)?{re.escape(label)}\s*$", rest, re.I
            )
            if said is None:
                continue
            doer = saying(rest[: said.start()])
            if doer is not None and doer != expert.name:
                return label, rest[: said.start()], said.group(0)
    return None
