"""The newest item of a list kept newest first, for a question that picks it by that alone
("who texted me last", "read my newest email"): the top row of a list whose rows carry a time
or a day; its title says who, its other parts what it says, and when the row shows only the
start of it, the item opened from that row says the rest (a conversation's last message, a
mail's body); so does an item a question names opened from its row ("the last text from
Zed")."""

from __future__ import annotations

import re

from experts.offline.asked import question_word
from experts.offline.base import decision, tap
from experts.offline.goal import Goal
from experts.offline.lines import outgoing
from experts.offline.view import UNREAD, Element, View, center_y, el_text, el_title
from experts.offline.words import names_thing, stems, words
from experts.schemas import Decision
from mobilexperts.operations import Stop

RECENT = re.compile(r"\b(?:last|latest|newest|(?:most )?recent(?:ly)?)\b", re.IGNORECASE)
WHO = re.compile(r"^\s*who\b", re.IGNORECASE)
_PIECE = (
    r"(?:\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?|yesterday|today|now"
    r"|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}(?:, \d{4})?"
    r"|\d+\s*(?:m|min|h|d|w)\w* ago)"
)
STAMP = re.compile(rf"^\s*{_PIECE}(?:,?\s+{_PIECE})*\s*$", re.IGNORECASE)
"""A row's part that is only when it came ("8:58 AM", "Wed", "Mar 7", "5 min ago")."""
KINDS = stems("email emails mail mails text texts message messages sms chat dm notification")
SAYING = stems("say says said about read tell")
CUT = re.compile(r"(?:\u2026|\.\.\.)\s*$")
"""A row's preview cut short."""
MIN_ROWS = 2


def _parts(row: Element) -> list[str]:
    """A row's parts without its unread mark and its time."""
    return [
        p.strip()
        for p in (row.label or "").split(" | ")
        if p.strip() and not set(words(p)) <= UNREAD and not STAMP.match(p)
    ]


def _dated_rows(view: View) -> list[Element]:
    rows = [
        e
        for e in view.actionable
        if e.in_list
        and " | " in (e.label or "")
        and any(STAMP.match(p) for p in (e.label or "").split(" | "))
    ]
    return sorted(rows, key=center_y)


def _asks_newest(goal: Goal, view: View) -> bool:
    """A question picking an item by being the newest, asking nothing else about it (it may
    name whose it is: "the last text from Zed")."""
    if not goal.wants_answer or goal.steps[1:] or not RECENT.search(goal.instruction):
        return False
    return not set(goal.focus) - KINDS - SAYING - view.app_words


def _named(goal: Goal, view: View) -> list[str]:
    return [n for n in goal.names if n not in view.ctx.apps]


def _opened_row(view: View) -> Element | None:
    """The dated row whose tap opened this screen (the last step), if one did."""
    last = view.last()
    if last is None or last.operation.kind != "tap" or last.target is None:
        return None
    row = last.target
    dated = any(STAMP.match(p) for p in (row.label or "").split(" | "))
    opened = last.signature_after == view.signature and last.signature != view.signature
    return row if row.in_list and dated and opened else None


def _said(view: View, row: Element, theirs: bool) -> str | None:
    """What the item opened from ``row`` says: its last message when it is a conversation
    (entries one presses and holds; the other side's, for ``theirs``), else its longest
    text."""
    title = set(words(_parts(row)[0])) if _parts(row) else set()
    texts = [
        e
        for e in view.content
        if e.label and (not e.clickable or e.long_clickable) and set(words(e.label)) != title
    ]
    bubbles = [e for e in texts if e.long_clickable and e.in_list]
    if theirs:
        bubbles = [e for e in bubbles if not outgoing(e, view)] or bubbles
    chosen = (
        max(bubbles, key=center_y)
        if bubbles
        else max(texts, key=lambda e: len(e.label or ""), default=None)
    )
    if chosen is None:
        return None
    return " | ".join(p for p in (chosen.label or "").split(" | ") if not STAMP.match(p)) or None


def newest(goal: Goal, view: View) -> Decision | None:
    """Answer a question about the newest item from the top of a list kept newest first, or
    open that item when its row shows only the start of what it says."""
    if not _asks_newest(goal, view):
        return None
    opened = _opened_row(view)
    named = _named(goal, view)
    if opened is not None and all(names_thing(el_text(opened), n) for n in named):
        if WHO.match(goal.instruction):
            return None
        said = _said(view, opened, bool(named))
        return decision("The newest item, opened, says this.", Stop(answer=said)) if said else None
    rows = _dated_rows(view)
    if len(rows) < MIN_ROWS or named:
        return None
    top = rows[0]
    parts = _parts(top)
    if not parts:
        return None
    if WHO.match(goal.instruction):
        return decision("The top row of a list kept newest first says who.", Stop(answer=parts[0]))
    if parts[1:] and not CUT.search(top.label or ""):
        return decision("The newest item's row says it all.", Stop(answer=" | ".join(parts[1:])))
    return tap(top, "the newest item; open it to read it whole", "the item opens")


ROW_CHARS = 20
"""How long a list row's text is at least (a title and more), not a caption."""


def unread_senders(goal: Goal, view: View) -> str | None:
    """Who sent the unread items a "who" question asks about: the titles of the list rows
    marked unread, once a list shows rows marked and unmarked."""
    if question_word(goal) != "who" or not set(goal.words) & UNREAD:
        return None
    rows = [e for e in view.actionable if e.in_list and len(el_text(e)) > ROW_CHARS]
    marked = [r for r in rows if view.marked_unread(r)]
    if not marked or len(marked) == len(rows):
        return None
    return " | ".join(el_title(r) for r in sorted(marked, key=center_y))
