"""An email said to be saved as a draft ("save an email to zed as a draft saying ..."), read as
drafting one ("draft an email to zed saying ..."): the message is written to its recipient and
left unsent, not a thing found and saved."""

from __future__ import annotations

import re

_SAVED_AS_DRAFT = re.compile(
    r"^\s*(?P<lead>(?:please\s+|pls\s+)?)(?:save|keep|store|leave)\s+(?:an?\s+|the\s+)?"
    r"(?:new\s+|quick\s+)?(?P<noun>e-?mail|mail|message|reply)\s+(?P<whom>(?:to|for)\s+.+?)\s+"
    r"(?:as|in)\s+(?:a\s+|my\s+|the\s+)?drafts?\b\s*(?P<rest>.*)$",
    re.IGNORECASE | re.DOTALL,
)


def as_draft(text: str) -> str:
    """``text`` with "save an email to X as a draft ..." read as "draft an email to X ..."."""
    match = _SAVED_AS_DRAFT.match(text)
    if match is None:
        return text
    rest = match["rest"].strip()
    return f"{match['lead']}draft an {match['noun']} {match['whom']}" + (f" {rest}" if rest else "")
