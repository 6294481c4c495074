"""For assembly: a reply to a person that names no app ("reply to zed saying thanks", also after
a question: "which zap is it? reply to zed with it") is made where that person's messages
are. The survey's rows from the person (``InstalledApp.said``) tell which messaging, mail or
social app holds them; the app with the most such rows wins."""

from __future__ import annotations

import re

from experts.assembly import AssembleContext
from experts.assembly_asked import replied
from experts.assembly_saying import SAYING_KIND
from experts.offline.apps import label_kinds

ANSWERING = re.compile(r"^\s*(?:reply|respond|answer|write\s+back)\b", re.IGNORECASE)
TALKING_KINDS = frozenset({"message", "mail", "social"})
"""App kinds whose rows are things people said."""


def answered_app(context: AssembleContext, found: list[str]) -> list[str]:
    """The app holding the messages a reply answers, when the request replies to someone and
    none of the apps ``found`` for it holds things people said. A reply after other clauses
    ("what is X? reply to bo with it") that names whom it answers gets it also when a found app
    that holds things people said (the source of X) holds none of theirs, and the messaging app
    when no app holds anything they said."""
    leads = ANSWERING.match(context.request)
    named = [] if leads else replied(context.request)
    if not named and not leads:
        return []
    talking = [a for a in found if label_kinds(a) & TALKING_KINDS]
    held = [
        (len(app.said), app.label)
        for app in context.apps
        if app.said and label_kinds(app.label) & TALKING_KINDS
    ]
    texting = [a.label for a in context.apps if SAYING_KIND in label_kinds(a.label)]
    best = max(held)[1] if held else (texting[0] if named and texting else None)
    if best is None or best in found or (talking and not named):
        return []
    return [best]
