"""For the offline judge: a removal of a part of an item that removed the item itself, and a
part emptied as the request asks.

"remove zap quorn's email" and "take zap off the quorn night" remove a part (a field, a guest)
and keep its owner (the contact, the event). When the run touched the owner, used a control
that deletes, and the final screen no longer names the owner anywhere, the owner went with it:
the run deleted the whole item (a message saying it was deleted does not name it kept).
"""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.entries import Entry
from experts.offline.goal import Goal
from experts.offline.judge_final import FinalScreen
from experts.offline.judge_steps import caption_of, does_verb, tapped_elements, words_of
from experts.offline.view import SUBMIT
from experts.offline.words import stems
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.context import ElementContext
from mobilexperts.trajectory import Evidence, Judgement

_VERB = r"(?:remove|delete|clear|erase|drop|take|get\s+rid\s+of)"
_OWNED = re.compile(
    _VERB + r"\s+(?:the\s+|my\s+)?([\w-]+(?:\s[\w-]+)?)['\u2019]s\s+\w+", re.IGNORECASE
)
"""A part by its owner's name: "remove zap quorn's email" (owner "zap quorn")."""
_OFF = re.compile(
    _VERB + r"\s+.+?\s+(?:off|out\s+of|from)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s*[.!?]?$",
    re.IGNORECASE,
)
"""A part taken off its owner: "take zap off the quorn night" (owner "quorn night")."""
_KEEPERS = frozenset({"list", "phone", "favorites", "cart", "inbox", "folder"})
"""Where things are kept, not an item that owns a part ("remove zap from my list"); an app's
name is one too."""
_GONE = frozenset({"deleted", "removed", "trashed", "archived"})
"""A message naming the owner as gone does not show it kept."""


def owner_of_part(instruction: str, apps: list[str]) -> str:
    """The item owning the part a request removes, or ``""``."""
    owned = _OWNED.search(instruction)
    if owned:
        return owned.group(1)
    off = _OFF.search(instruction)
    keepers = _KEEPERS.union(*(words_of(a) for a in apps))
    if off and not words_of(off.group(1)) & keepers:
        return off.group(1)
    return ""


def owner_deleted(context: JudgeContext, final: FinalScreen) -> str:
    """The owner of the part the request removes, when the run touched it, used a control that
    deletes, and the final screen no longer names it, or ``""``."""
    owner = owner_of_part(context.instruction, context.apps)
    wanted = words_of(owner)
    if not wanted:
        return ""
    enough = min(2, len(wanted))

    def names(el: ElementContext) -> bool:
        return len(wanted & words_of(caption_of(el))) >= enough

    tapped = tapped_elements(context)
    if not any(names(t) for t in tapped):
        return ""
    if not any(does_verb(caption_of(t), {"delete"}) for t in tapped):
        return ""
    kept = [e for e in final.elements if not words_of(caption_of(e)) & _GONE]
    return "" if any(names(e) for e in kept) else owner


def part_emptied(goal: Goal, context: JudgeContext, final: FinalScreen) -> Judgement | None:
    """For a request emptying parts of an item ("remove zed's zapday"): done when each part's
    field, holding a value, was emptied, a control that saves was used after, and the final
    screen no longer shows the value it held; not done otherwise. ``None`` for other requests."""
    if not goal.emptied:
        return None
    history = context.history
    evidence: list[Evidence] = []
    for part in goal.emptied:
        wanted = Entry(part.role, "").words
        emptied = [
            k
            for k, h in enumerate(history)
            if isinstance(h.operation, Text)
            and not h.operation.content
            and h.target is not None
            and h.target.text.strip()
            and stems(f"{h.target.id} {h.target.desc}".replace("_", " ")) & wanted
        ]
        if not emptied:
            return Judgement(verdict="not_done", reason=f"no {part.role} field was emptied")
        old = history[emptied[-1]].target.text.strip()  # type: ignore[union-attr]
        saved = any(
            isinstance(h.operation, Tap)
            and h.target is not None
            and stems(caption_of(h.target)) & SUBMIT
            for h in history[emptied[-1] + 1 :]
        )
        if not saved:
            return Judgement(verdict="not_done", reason=f"the emptied {part.role} was not saved")
        if final.showing(old) is not None:
            return Judgement(verdict="not_done", reason=f"{old!r} still shows")
        evidence.append(Evidence(text=old, state="removed"))
    return Judgement(verdict="done", evidence=evidence, reason="the parts were emptied and saved")
