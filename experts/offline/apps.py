"""Which installed apps a request points at, and in which order: named outright, or by the
kind of thing asked for (categories every phone has, not particular products)."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.words import APP_KINDS, stem, words

_SENDING = frozenset({"send", "write", "email", "forward", "share"})
_PERSON_FIELD = re.compile(
    r"[A-Z]\w+ [A-Z]\w+['\u2019]s (?:email|e-mail|number|phone|birthday|address|contact)"
    r"|\b(?:email|e-mail|number|phone|birthday|address)(?: address| number)? of [A-Z]\w+ [A-Z]\w+"
)
_SOURCE = re.compile(r"\bfrom\s+(?:my|the)\s+(\w+)")
_DESTINATION = re.compile(
    r"\b(?:to|with)\s+(?:\S+@\S+|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)"
    r"\s+(?:by|via|in|on|through)\s+((?:text )?\w+)"
)


def app_candidates(goal: Goal, apps: list[str], sources_only: bool = False) -> list[str]:
    """Installed apps the request points at, best first: the app the work starts in ("from my
    texts", named outright, or by the kind of thing asked for), before an app things are sent
    to ("... with Rosa in Messages", "... by email", "into a page in Pages"), which a share
    sheet or a later step reaches. ``sources_only`` leaves the latter out."""
    scored: list[tuple[int, int, int, int, str]] = []
    lowered = goal.instruction.lower()
    destination = " ".join(m.group(1).lower() for m in _DESTINATION.finditer(goal.instruction))
    into = lowered.partition(" into ")[2]
    source = " ".join(m.group(1) for m in _SOURCE.finditer(lowered))
    for order, app in enumerate(apps):
        label = app.rsplit(".", 1)[-1] if "." in app and " " not in app else app
        score, cues = app_cues(goal, label, lowered)
        if not score:
            continue
        named = [c for c in cues if c not in "@//'s"]
        sent_to = any(c in destination or (into and c in into) for c in named)
        sent_to = sent_to or (kind_is_mail(label) and "email" in destination)
        first = any(c in source for c in named)
        if sent_to and sources_only:
            continue
        mentions = [lowered.find(c) for c in cues if c in lowered]
        scored.append(
            (int(sent_to) - int(first), -score, min(mentions, default=len(lowered)), order, app)
        )
    return [app for *_, app in sorted(scored)]


def app_cues(goal: Goal, label: str, lowered: str) -> tuple[int, list[str]]:
    """How strongly a request points at an app, and the words that do."""
    if re.search(rf"\b{re.escape(label)}\b", goal.instruction):
        return 10, [label.lower()]
    label_words = set(words(label))
    best: tuple[int, list[str]] = (0, [])
    for kind, cues in APP_KINDS.items():
        if kind not in label_words and stem(kind) not in label_words:
            continue
        hits = [cue for cue in cues if re.search(rf"\b{re.escape(cue)}\b", lowered)]
        if kind == "browser" and goal.urls:
            hits += ["//", "//"]
        if kind == "mail" and goal.emails and set(goal.verbs) & _SENDING:
            hits += ["@", "@"]
        if kind == "contacts" and _PERSON_FIELD.search(goal.instruction):
            hits += ["'s", "'s", "'s"]
        if len(hits) > best[0]:
            best = (len(hits), hits)
    return best


def kind_is_mail(label: str) -> bool:
    return bool(set(words(label)) & {stem("mail"), stem("email")})
