"""The app a phrase says its thing is kept in by the app's own name ("my coffee with bo on
zapline"): where the request says a thing is wins over what kind of record it is. A label that
names a kind of app ("Calendar", "Notes") is read by its kind elsewhere: "on my calendar" is
as often where a thing is put as where it is kept."""

from __future__ import annotations

import re

from experts.offline.apps import label_kinds


def placed_app(phrase: str, labels: list[str]) -> str | None:
    """The app of ``labels`` whose label names no kind of app that the phrase says its thing
    is in, on or from, in any case ("my coffee with bo on zapline", "in our zapline
    messages"), the last said."""
    placed = [
        (m.start(), label)
        for label in labels
        if not label_kinds(label)
        for m in re.finditer(
            rf"\b(?:in|on|from)\s+(?:(?:my|our|the)\s+)?{re.escape(label)}\b(?!['\u2019])",
            phrase,
            re.IGNORECASE,
        )
    ]
    return max(placed)[1] if placed else None
