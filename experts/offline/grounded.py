"""Where an answer may come from. The end of a span of hours a question asks for ("when does
Zapline open": "Hours: 7 AM\u20133 PM" gives 7 AM; "close" gives 3 PM); and a gate on values
read off a list: a value that only a row about another thing shows (another place's closing
hour, another mail's code) is no answer to the question."""

from __future__ import annotations

import re

from experts.offline.asked import PICTURED, question_word
from experts.offline.folders import TILE_IDS
from experts.offline.goal import Goal
from experts.offline.view import Element, View, el_text, el_title
from experts.offline.words import contains_phrase, stems, words

TIME = r"\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?"
SPAN = re.compile(
    rf"(?<![\d:])({TIME})\s*(?:[\u2013\u2014-]|\bto\b|\buntil\b|\btill\b)\s*({TIME})(?![\d:])",
    re.IGNORECASE,
)
"""Two times of day joined as a span ("6 AM\u20136 PM", "09:00 - 17:30", "9 to 5:30 pm")."""
YEARS = re.compile(
    r"(?<!\d)(1\d{3}|20\d{2})\s*(?:[\u2013\u2014-]|\bto\b|\buntil\b)\s*(1\d{3}|20\d{2})(?!\d)"
)
"""Two years joined as a span: a life ("1815 to 1852"), a war, a reign."""
WHEN_ASKED = re.compile(
    r"\bwhen\b|\bwhat time\b|\bhow (?:late|early)\b|\bat what\b|\b(?:what|which) year\b", re.I
)
ENDS = stems(
    "close closes closing shut end ends finish finishes over die died death land lands arrive"
)
STARTS = stems("open opens opening start starts begin begins born birth")
HOURS = stems("hours open opening")
UNTIL = re.compile(r"\bhow late\b|\b(?:until|till|til)\s+when\b|\bopen\s+(?:until|till)\b", re.I)
"""Asking until when a thing that opens is open ("how late is zap bar open"): its span's end."""
ASKED = ENDS | STARTS | HOURS | stems("time date day when price cost much many number total")
"""Words that say what a question asks about a thing, not which thing."""
THING_PARTS = 3
"""A row this many parts long is a thing's (a name, then what it is); a caption beside its
value ("Build number | ZX1") is a field, read where it stands."""
DETAIL_CAPTION = 4
PICKED = stems("last latest newest recent first top oldest earliest unread new")
"""Words that pick a row by its place or mark, not by what it is about."""


def _clock(text: str) -> bool:
    """Whether a span's end reads as a time of day: with a colon or AM/PM."""
    return ":" in text or bool(re.search(r"[ap]\.?m", text, re.IGNORECASE))


def span_end(goal: Goal, view: View) -> str | None:
    """The start (for "open", "start") or end (for "close", "finish", "how late ... open") of
    the one span of times the screen shows, or of the one such span on a line about hours, or
    in the one text sharing most of the question's other words (the row of the event it
    names); None when the question asks neither or no single span stands out."""
    if not goal.wants_answer or not WHEN_ASKED.search(goal.instruction):
        return None
    said = set(words(goal.instruction))
    wants_end, wants_start = bool(said & ENDS), bool(said & STARTS)
    if wants_start and not wants_end and UNTIL.search(goal.instruction):
        wants_end, wants_start = True, False  # "how late is it open": until when it is open
    if wants_end == wants_start:
        return None
    spans: list[tuple[bool, int, tuple[str, str]]] = []
    for el in view.content:
        shared = len(set(words(el.label or "")) & said - ASKED)
        for part in (el.label or "").split(" | "):
            for match in [*SPAN.finditer(part), *YEARS.finditer(part)]:
                start, end = match.group(1).strip(), match.group(2).strip()
                if _clock(start) or _clock(end) or match.re is YEARS:
                    spans.append((bool(set(words(part)) & HOURS), shared, (start, end)))
    found = {s for _, _, s in spans}
    if len(found) > 1:
        found = {s for keyed, _, s in spans if keyed}
    if len(found) != 1 and spans:
        most = max(shared for _, shared, _ in spans)
        found = {s for _, shared, s in spans if shared == most} if most else set()
    if len(found) != 1:
        return None
    start, end = found.pop()
    if wants_start and not _clock(start):
        start += end[len(end.rstrip("APMapm. ")) :]
    return end if wants_end else start.strip()


DETAIL_WORDS = frozenset(
    ["about", "details", "info", "information", "specifications", "specs", "overview"]
)
"""Captions of the controls that open a thing's details."""


def details_control(el: Element) -> bool:
    """Whether ``el`` is a control opening the details of the thing on screen ("About this
    zap", "Specifications"): a short caption saying so."""
    said = re.findall(r"[a-z]+", (el.label or el.desc or "").split(" | ")[0].lower())
    return len(said) <= DETAIL_CAPTION and bool(set(said) & DETAIL_WORDS)


def _opened_from(view: View) -> Element | None:
    """The list row tapped to open the item on screen (scrolled since, maybe), if one was;
    its details opened from it since are still that item."""
    for step in reversed(view.history):
        if step.operation.kind in ("swipe", "wait"):
            continue
        if step.operation.kind == "tap" and step.target and details_control(step.target):
            continue
        tapped = step.operation.kind == "tap" and step.target is not None
        return step.target if tapped and step.target.in_list else None
    return None


def _found_by(view: View, said: set[str]) -> bool:
    """Whether the row opened last was a result of searching the question's own words (the
    result matched them in what its row does not show: its maker, its description)."""
    steps = [h for h in view.history if h.operation.kind not in ("swipe", "wait")]
    if len(steps) < 2 or steps[-2].operation.kind != "text":
        return False
    searched = set(words(steps[-2].operation.content or ""))
    return bool(searched) and searched <= said


def _not_the_thing(goal: Goal, view: View) -> set[str]:
    """The question's words that say nothing of which thing it asks about: the names it gives,
    the apps' names and the field it asks ("zaps")."""
    from experts.offline.fields import asked_head  # fields reads this module's words

    named = {w for n in goal.names for w in words(n)} | _app_words(view)
    return named | set(words(asked_head(goal.instruction) or ""))


def _shows_asked_thing(goal: Goal, view: View, said: set[str]) -> bool:
    """Whether a screen opened from a picture tile shows a word of what the question asks
    about, besides the names it gives, the apps' names, the words saying it is a picture
    ("lake" in "bo's lakes photo") and the field asked ("zaps")."""
    shown = {w for e in view.content for w in words(el_text(e))}
    return bool((shown & said) - _not_the_thing(goal, view) - ASKED - PICTURED)


NAME_WORDS = 4
"""A name (or a name with its handle) is a few words; a list of names is joined by commas."""


def _names_someone(value: str) -> bool:
    """Whether an answer to a "who" question can name someone: no tagged line ("#zap"), nor a
    sentence of more than a few words that lists no names."""
    return "#" not in value and (len(value.split()) <= NAME_WORDS or "," in value)


def _app_words(view: View) -> set[str]:
    """The words of the installed apps' names."""
    return {w for app in view.ctx.apps for w in words(app)}


def grounded(goal: Goal, view: View, value: str) -> bool:
    """Whether a value may answer the question from this screen: not when every text showing
    it is a list row about another thing (its title shares no word of the question, and the
    value is not that title), nor on an item opened from a row that says none of the
    question's words (as written or run together: "FitTrack" says "fittrack") but what it
    asks (a closing hour, a price), nor on one opened from a tile that says nothing of
    itself, or only what its picture shows, unless the screen shows what the question is
    about; unless the question picks the row by its place or mark ("the latest", "unread");
    never, for a "who" question, a text that names no one (:func:`_names_someone`)."""
    if question_word(goal) == "who" and not _names_someone(value):
        return False
    said = set(words(goal.instruction))
    if said & PICKED:
        return True
    row = _opened_from(view)
    text = el_text(row) if row is not None else ""
    typed = set(words(text)) | set(words(text.lower()))
    silent = row is not None and not f"{row.label or ''}{row.desc or ''}".strip()
    tile = row is not None and bool(set(words(row.id)) & TILE_IDS)
    unsaid = row is not None and not silent and not (typed - ASKED) & said
    if unsaid and not _found_by(view, said) and not (tile and _shows_asked_thing(goal, view, said)):
        return False
    if silent and not _shows_asked_thing(goal, view, said):
        return False
    showing = [e for e in view.elements if contains_phrase(el_text(e), value)]
    if showing and not any(_in_named_item(goal, view, e, said) for e in showing):
        return False
    rows = [e for e in showing if e.in_list and (e.label or "").count(" | ") >= THING_PARTS - 1]
    if not showing or len(rows) < len(showing):
        return True
    return any(contains_phrase(el_title(e), value) or set(words(el_title(e))) & said for e in rows)


ITEM_REACH = 3
"""How many texts either side of a value are of the same item of a list."""


def _item_of(view: View, shown: Element) -> list[Element] | None:
    """For a figure ``shown`` in a scrolling list no row of which was opened (a feed's
    "7,302 zaps"), not a row one opens: the texts around it (up to :data:`ITEM_REACH` each
    side, not past another text of its own kind); else None, and for a line of a text whose
    lines share its id (a document, a body)."""
    listed = [e for e in view.content if e.in_list]
    if shown not in listed or shown.clickable or not re.search(r"\d", el_text(shown)):
        return None
    at = listed.index(shown)
    ids = [e.id for e in listed]
    if shown.id and shown.id in ids[max(at - 1, 0) : at] + ids[at + 1 : at + 2]:
        return None
    same = [i for i, e in enumerate(listed) if shown.id and e.id == shown.id and i != at]
    low = max([at - ITEM_REACH, *(i + 1 for i in same if i < at)])
    high = min([at + ITEM_REACH + 1, *(i for i in same if i > at)])
    near = listed[max(low, 0) : high]
    opened = _opened_from(view) is not None
    return None if opened or not any(e.scrollable for e in view.elements) else near


def _in_named_item(goal: Goal, view: View, shown: Element, said: set[str]) -> bool:
    """Whether a value's text (``shown``) may be the one of the thing the question names:
    always, unless it is part of one of several like items of a list (a feed's posts); then a
    text of its item says a word of the thing (the question's words less what is asked, the
    names, the apps' and the value's own field)."""
    item = _item_of(view, shown)
    if item is None:
        return True
    thing = said - ASKED - PICTURED - PICKED - _not_the_thing(goal, view)
    thing -= set(words(el_text(shown)))
    return not thing or any(set(words(el_text(e))) & thing for e in item)
