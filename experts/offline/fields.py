"""Fields a screen shows as a label and its value, and the field a question asks for.

A field is written one of four ways: one element of parts ("Build number | SD1A.2603",
"ann@example.com | Email"), a keyed line ("Hours: 6 AM-6 PM"), a short caption with its value
beside it or right below it ("Battery" then "6 h", "Version" over "3.4.1"), or a text whose
resource id names it (``zap_subject_view``: "Quorn plans"). The field asked for
is the one whose caption is mostly the question's own words; its value is the answer, whatever
the app calls the screen.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from experts.offline.asked import (
    app_label_words,
    asked_words,
    day_grouped,
    file_metadata,
    question_word,
)
from experts.offline.base import tap
from experts.offline.describe import ranking
from experts.offline.goal import Goal
from experts.offline.marked import asked_mark
from experts.offline.paging import PAGERS, PAGERS_BACK
from experts.offline.patterns import MADE_BY
from experts.offline.plan import Plan
from experts.offline.rules_explore import ACTIONS
from experts.offline.stated import stated_elsewhere
from experts.offline.values import value_in
from experts.offline.view import Element, View, center_y, commands, el_text, el_title
from experts.offline.words import contains_phrase, words
from experts.reading import wanted_value
from experts.schemas import Decision

CAPTION_WORDS = 4
CAPTION_CHARS = 32
SAME_ROW = 40
STACKED = 110
_STOP = r"(?:of|for|on|in|does|do|did|is|are|was|were|has|have|had|at|from|according|to)"
HEAD = re.compile(
    r"\b(?:what|which|how much|how many)(?:['\u2019]s|\s+(?:is|are|was|were))?\s+"
    rf"(?:(?:the|my|its|their|this|that)\s+)?(?P<head>[a-z][\w-]*(?:\s+[a-z][\w-]*){{0,2}}?)\s+{_STOP}\b",
    re.IGNORECASE,
)
OWNED = re.compile(
    r"['\u2019]s\s+(?P<head>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
    rf"(?:\s+{_STOP}\b|\s*[?.!]|\s*$)"
)
DONE_WHEN = re.compile(
    r"^\s*when\s+(?:was|were|is|has|did)\s+.+?\s+(?:last\s+|first\s+)?(?P<head>[a-z]{3,}ed)\b",
    re.IGNORECASE,
)
"""When a thing was done to it, said by the verb ("when was X last updated": updated)."""
MAKERS = "developer maker publisher author creator"
"""The agent nouns that caption who made a thing."""
QUANTITY = re.compile(r"\bhow (?:much|many)\b", re.IGNORECASE)
SEGMENT = re.compile(r"[;!?|]|,(?!\d{3})|\.(?!\d)")
ORDINALS = ("first", "second", "third", "last")
ORDINAL = re.compile(rf"^({'|'.join(ORDINALS)})\s+(.+)$", re.IGNORECASE)
OURS = re.compile(r"\b(?:my|our)\b", re.IGNORECASE)
CURRENT = frozenset({"connected", "current", "active", "in use", "default"})
SWITCH_STATES = frozenset({"on", "off", "enabled", "disabled"})
STATE_NOUNS = frozenset({"status", "state", "setting", "mode"})
KEYED = re.compile(r"^([A-Za-z][\w ]{0,30}?):\s+(\S.*)$")


@dataclass(frozen=True)
class Field:
    """A caption and the value it labels."""

    caption: str
    value: str
    y: float


def _caption(text: str) -> bool:
    """Whether ``text`` reads as a caption: a few words, no digits, no address."""
    return (
        0 < len(text) <= CAPTION_CHARS
        and len(text.split()) <= CAPTION_WORDS
        and not re.search(r"[\d@]", text)
    )


def _parted(el: Element) -> list[Field]:
    parts = [p.strip() for p in (el.label or "").split(" | ") if p.strip()]
    if len(parts) < 2:
        return []
    found = []
    if _caption(parts[0]):
        found.append(Field(parts[0], parts[1], center_y(el)))
    if _caption(parts[-1]):
        found.append(Field(parts[-1], parts[-2], center_y(el)))
    return found


def _beside(el: Element, others: list[Element]) -> Field | None:
    """The caption ``el`` with the text on its right in the same row, else the nearest text
    right below or above it (a title over its summary, a figure over its caption); a text
    that reads as a value first: in a row of figures over their captions, the caption on
    the right is the next figure's, not this one's value."""
    x0, _, x1, _ = el.bounds
    cy = center_y(el)
    right = [o for o in others if abs(center_y(o) - cy) <= SAME_ROW and o.bounds[0] >= x1 - 2]
    stacked = [
        o
        for o in others
        if SAME_ROW < abs(center_y(o) - cy) <= STACKED and o.bounds[0] < x1 and o.bounds[2] > x0
    ]
    valued = [[o for o in group if not _caption(o.label or "")] for group in (right, stacked)]
    for group in (*valued, right, stacked):
        if group:
            value = min(group, key=lambda o: (abs(center_y(o) - cy), center_y(o) < cy))
            return Field(el.label or "", value.label or "", cy)
    return None


ID_FILLER = frozenset({"view", "text", "label", "and", "tv", "txt", "value", "field"})
"""Words of resource ids that say the kind of widget, not what it shows."""


def _id_words(el: Element) -> list[str]:
    """The words of ``el``'s resource id that say what it shows, not its kind of widget."""
    return [w for w in words(el.id.replace("_", " ")) if w not in ID_FILLER]


def _ided(el: Element, shared: set[str]) -> Field | None:
    """A text whose resource id names what it shows (``subject_view``: the subject), less the
    words three or more such ids on the screen share (``zap_title``, ``zap_place``: the zap's title
    and place, not two fields about a zap)."""
    said = [w for w in _id_words(el) if w not in shared]
    if el.clickable or not said or not el.label or " | " in el.label:
        return None
    return Field(" ".join(said), el.label, center_y(el))


def _shared_id_words(texts: list[Element]) -> set[str]:
    """The words three or more ids of plain texts share: the item they are parts of."""
    counts = Counter(w for e in texts if e.id for w in set(_id_words(e)))
    return {w for w, n in counts.items() if n >= 3}


def screen_fields(view: View, scope: list[Element]) -> list[Field]:
    """The fields whose captions are in ``scope``, top to bottom."""
    texts = [e for e in view.content if e.label and not e.editable]
    plain = [e for e in texts if not e.clickable and " | " not in (e.label or "")]
    found: list[Field] = []
    shared = _shared_id_words(plain)
    for el in (e for e in texts if any(e is s for s in scope)):
        found += _parted(el)
        keyed = None if el.clickable else KEYED.match(el.label or "")
        if keyed:
            found.append(Field(keyed.group(1), keyed.group(2).strip(), center_y(el)))
        if (ided := _ided(el, shared)) is not None:
            found.append(ided)
        if el in plain and _caption(el.label or ""):
            beside = _beside(el, [o for o in plain if o is not el])
            if beside is not None:
                found.append(beside)
    return sorted(found, key=lambda f: f.y)


def asked_head(instruction: str) -> str | None:
    """The noun a question asks the value of: "battery life" in "what is the battery life of
    X", "version" in "which version of X", "email address" in "what is Ann's email address",
    the nouns of a maker in "who makes X"."""
    if MADE_BY.search(instruction):
        return MAKERS
    for pattern in (HEAD, OWNED, DONE_WHEN):
        match = pattern.search(instruction)
        if match:
            return match.group("head")
    return None


def _asked(goal: Goal, view: View, named: list[str]) -> set[str]:
    """The words of the noun a question asks the value of, less the app's, the named things'
    and the title of the row just opened (it names the item shown, not a field of it)."""
    head = asked_head(goal.instruction)
    if head is None:
        return set()
    said_names = {w for n in named for w in words(n)}
    last = view.last()
    if last is not None and last.operation.kind == "tap" and last.target is not None:
        said_names |= set(words(el_title(last.target))) if last.target.in_list else set()
    return {
        w
        for w in set(words(head)) - app_label_words(view) - said_names
        if w.isalpha() and len(w) > 2
    }


def asked_field(goal: Goal, view: View, scope: list[Element], named: list[str]) -> str | None:
    """The value of the field whose caption is mostly words the question asks about (not the
    app's, nor the names of the things it ``named``), of the kind of value it asks for when it
    asks for one, a name for a "who"; a row of a list grouped by day is an occasion its title
    names, no field. Of captions alike in stems, the field saying the asked words (the
    question's words when it names no asked noun) as written, in its caption or beside its
    value, wins ("followers", not "following"); of a value listing parts, the part naming the
    asked words the caption does not."""
    asked = _asked(goal, view, named)
    if not asked:
        return None
    if day_grouped(view):
        scope = [e for e in scope if not (e.in_list and e.clickable)]
    kind = wanted_value(asked_head(goal.instruction) or "")
    head = asked_head(goal.instruction) or goal.instruction
    typed = set(re.findall(r"[a-z]+", head.lower()))
    best: tuple[int, int, int, float, str] | None = None
    rest: set[str] = set()
    thing, said = thing_words(goal, view), set(words(goal.instruction)) | app_label_words(view)
    for field in screen_fields(view, scope):
        captioned = words(field.caption)
        caption = set(captioned)
        hits = len(caption & asked)
        if not hits or 2 * hits < len(caption) or set(words(field.value)) <= caption:
            continue
        last = captioned[-1] if captioned else ""
        if thing and not caption & thing and last in asked and caption - asked - said:
            continue  # another thing's field of the asked kind ("folder name" for a zapnet's)
        if kind is not None and value_in(kind, goal, field.value) is None:
            continue
        if stated_elsewhere(goal, view, kind, thing, caption, field.value):
            continue  # the record's own date, where a text says the thing's
        if file_metadata(goal, field.value):
            continue
        if question_word(goal) == "who" and not re.search(r"[A-Za-z]", field.value):
            continue
        if _state_for_a_thing(goal, field):
            continue
        shown = f"{field.caption} {field.value}".lower()
        exact = len(set(re.findall(r"[a-z]+", shown)) & typed)
        key = (-hits, -exact, len(caption), field.y, field.value)
        best = key if best is None or key < best else best
        if key == best:
            rest = asked - caption
    thing = not set(words(head)) & STATE_NOUNS
    return _asked_part(best[4], rest, thing).strip().rstrip(".;,") if best else None


def _asked_part(value: str, rest: set[str], thing: bool = False) -> str:
    """Of a field's value listing several parts ("zap up to 5; quorn up to 9"), the one part
    saying the asked words its caption does not (``rest``: "quorn" of "quorn cover" captioned
    "Cover"), never a switch's state when a ``thing`` is asked ("Zapnet on, Quorn": "Quorn");
    else the whole value."""
    parts = [p for p in SEGMENT.split(value) if p.strip()]
    valued = [p for p in parts if not (thing and _switch_state(p.strip()))]
    saying = [p for p in valued if set(words(p)) & rest]
    if len(parts) > 1 and len(saying) == 1:
        return saying[0]
    return valued[0] if len(parts) > 1 and len(valued) == 1 else value


def _switch_state(text: str) -> bool:
    """Whether ``text`` says a switch's state: "off", "Bluetooth off", "Location on"."""
    said = text.lower().split()
    return 0 < len(said) <= 3 and said[-1] in SWITCH_STATES


def _state_for_a_thing(goal: Goal, field: Field) -> bool:
    """Whether ``field`` reads a switch's state as its caption (a state is a value), or gives
    one for a question asking for a thing ("which bluetooth device is paired"), not for a
    state ("what is the wifi status") nor yes or no."""
    if _switch_state(field.caption):
        return True
    head = asked_head(goal.instruction)
    return _switch_state(field.value) and bool(head) and not set(words(head or "")) & STATE_NOUNS


def thing_words(goal: Goal, view: View) -> set[str]:
    """For a question asking a field of something ("what room is the zap launch in"), the
    words that name the thing ("zap", "launch"): its words less the field's, the apps' and
    the days'."""
    head = asked_head(goal.instruction) if goal.wants_answer else None
    if head is None:
        return set()
    return asked_words(goal, app_label_words(view)) - set(words(head))


def another_items_field(goal: Goal, view: View, el: Element, thing: set[str]) -> bool:
    """Whether ``el`` is a list row that says none of the words naming the thing asked about
    (``thing``): another item's, even where it shows the field asked."""
    return bool(thing) and el.in_list and not set(words(el_text(el))) & thing


def asked_lead(goal: Goal, view: View, named: list[str]) -> Element | None:
    """A control not yet tapped here whose caption says a word the question asks about (not
    the app's, nor a named thing's): the way to the screen that shows the field; never one
    that acts (creates, deletes ...) or turns a list's page; nor a list row that says none of
    the words naming the thing asked about (another item's "Zap room" for "what room is the
    quorn launch in")."""
    asked = _asked(goal, view, named) - PAGERS - PAGERS_BACK
    thing = asked_words(goal, app_label_words(view)) - set(
        words(asked_head(goal.instruction) or "")
    )
    scored = []
    for el in view.actionable:
        if commands(el) & ACTIONS:
            continue
        if another_items_field(goal, view, el, thing):
            continue
        said = [p for p in (el.label or "").split(" | ") if _caption(p.replace(",", " "))]
        hits = len(set(words(" ".join([*said, el.desc or ""]))) & asked)
        if hits and not view.tapped_here(el) and not view.avoided(el):
            scored.append((-hits, center_y(el), el))
    return min(scored, key=lambda t: t[:2])[2] if scored else None


def came_by_lead(goal: Goal, view: View, named: list[str]) -> bool:
    """Whether this screen was opened by a control whose caption says what the question asks
    about: the screen is about that field even where it does not repeat the thing's name."""
    last = view.last()
    if last is None or last.operation.kind != "tap" or last.target is None:
        return False
    return bool(set(words(last.target.label or last.target.desc or "")) & _asked(goal, view, named))


def on_named_screen(view: View, plan: Plan) -> bool:
    """Whether the screen is the one of the thing the request names (a text, no control, says
    it), or the request names none."""
    target = plan.target
    return not target or any(
        contains_phrase(el_text(e), target) and not e.clickable for e in view.content
    )


def toward_field(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """A question not answered here, on the screen of the thing it names (or naming none):
    open the control whose caption says what it asks about ("About this app | Version" for
    "which version ..."), the way to the screen showing that field."""
    owed = goal.wants_answer and not (plan.answer_goes_on and plan.kept_answer)
    if not owed or not view.history or view.modal:
        return None
    if not on_named_screen(view, plan):
        return None
    lead = asked_lead(goal, view, plan.objects)
    if lead is None or (lead.in_list and ranking(goal) is not None):
        return None  # which row of a list a ranking picks is not a field's way
    return tap(lead, "it says what the question asks about", "the screen with that field")


def asked_listed(goal: Goal, view: View) -> str | None:
    """The first (second, ..., last) item a text lists under a heading that is the asked noun
    ("the first idea" -> the line after "Ideas" in a page's body)."""
    head = asked_head(goal.instruction)
    match = ORDINAL.match(head or "")
    if match is None:
        return None
    noun = set(words(match.group(2)))
    for el in view.elements:
        lines = [ln.strip() for ln in (el.text or el.label or "").splitlines()]
        for i, line in enumerate(lines):
            if not line or len(line.split()) > CAPTION_WORDS or not set(words(line)) & noun:
                continue
            items = []
            for below in lines[i + 1 :]:
                if not below:
                    break
                items.append(below.lstrip("-*\u2022 ").strip())
            if items:
                at = ORDINALS.index(match.group(1).lower())
                return items[-1] if at == len(ORDINALS) - 1 else items[min(at, len(items) - 1)]
    return None


def asked_current(goal: Goal, view: View) -> str | None:
    """For a question about one's own thing of a kind a list shows ("the name of our wifi
    network"): the title of the one row marked as the one in use ("HomeNet | Connected");
    for one picking a row by another mark it says ("which is saved"), that row's title."""
    if not OURS.search(goal.instruction):
        return asked_mark(goal, view)
    said = set(goal.focus) - app_label_words(view)
    headed = any(set(words(e.label or "")) & said for e in view.content if not e.clickable)
    rows = [
        e
        for e in view.actionable
        if {p.strip().lower() for p in (e.label or "").split(" | ")[1:]} & CURRENT
    ]
    return (rows[0].label or "").split(" | ")[0] if headed and len(rows) == 1 else None
