"""For assembly: a reply to a person that names no app ("reply to wen saying thanks") is made
where that person's messages are. The survey's rows from the person (``InstalledApp.said``)
tell which messaging, mail or social app holds them; the app with the most such rows wins."""

from __future__ import annotations

import re

from experts.assembly import AssembleContext
from experts.offline.apps import label_kinds

ANSWERING = re.compile(r"^\s*(?:reply|respond|answer|write\s+back)\b", re.IGNORECASE)
TALKING_KINDS = frozenset({"message", "mail", "social"})
"""App kinds whose rows are things people said."""


def answered_app(context: AssembleContext, found: list[str]) -> list[str]:
    """The app holding the messages a reply answers, when the request replies to someone and
    none of the apps ``found`` for it holds things people said."""
    if not ANSWERING.match(context.request) or any(label_kinds(a) & TALKING_KINDS for a in found):
        return []
    held = [
        (len(app.said), app.label)
        for app in context.apps
        if app.said and label_kinds(app.label) & TALKING_KINDS
    ]
    return [max(held)[1]] if held else []
