"""Answers read from an opened item's CONTENT: the line that says what the question asks about
(the question's words less those naming the item: its heading, the row opened to reach it, the
things named, the apps), never the item's metadata; a value of the kind asked taken from that
line, and no answer when the line holds none."""

from __future__ import annotations

import re
from itertools import pairwise

from experts.offline.asked import app_label_words
from experts.offline.fields import ORDINAL, ORDINALS, asked_head
from experts.offline.goal import Goal
from experts.offline.grounded import ASKED
from experts.offline.plan import Plan
from experts.offline.values import WHEN, kind_of, value_in
from experts.offline.view import Element, View, center_y, el_text, el_title, el_words, is_body
from experts.offline.when import CALENDAR_WORDS, date_phrase
from experts.offline.words import names_thing, stem, stems, words

FIRST_PERSON = re.compile(
    r"\b(?:am|do|did|will|should|have|was|shall)\s+i\b"
    r"|\bi\s+(?:said|say|told|tell|promised|promise|wrote|write|replied|texted|answered)\b",
    re.IGNORECASE,
)
"""A question about what the phone's owner does or said ("what am I zapping")."""
_TELL = "say|tell|message|text|dm|write|ask|recommend|suggest|mention|want|need"
"""The verbs by which someone tells the owner something, in their base form."""
THEIR_SIDE = re.compile(
    rf"\b(?:did|does|do)\s+(?!i\b)[a-z]+\s+(?:{_TELL})\b"
    r"|^\s*(?:what|which)\s+(?:[a-z]+\s+){0,2}?(?!i\b)[a-z]+\s+(?:said|messaged|texted|"
    r"dm['\u2019]?e?d|wrote|asked|recommended|suggested|mentioned|wants|needs)\b",
    re.IGNORECASE,
)
"""A question about what someone else said to the owner ("what did bo message me about",
"which zap bo recommended"): read from their side of a thread."""
_TELLING = re.compile(rf"^(?:{_TELL}|said|told|wrote|written)(?:s|ed|d|ing)?$")
"""Words of telling, which a question about what someone told says and their message does not."""
OWN_SIDE = 0.55
"""A bubble centred right of this share of the screen's width is the owner's."""
BUBBLE_WIDTH = 0.9
"""A list entry this much of the screen wide is a row, not a message bubble."""
MESSAGE_WORDS = 3
"""A text this many words long may be a message; a shorter one is its time or sender."""
LIST_ROWS = 3
"""An opened screen with this many item rows is a list, not an item's content."""
MIN_LINES = 2
QUESTION = re.compile(
    r"^\s*(?:(?:in|on|at|for|from|by|to|with)\s+)?(?:what|which|who|whom|whose|when|where|how|why)\b",
    re.IGNORECASE,
)
"""A question, also one led by a preposition ("In which month ...")."""
SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
BODY_WORDS = 5
"""A field holding this many words is a document's body, not its title."""
LIST_ITEMS = 3
ITEM_WORDS = 4
ROW_CHARS = 20
"""A list row says more than this; a short control in a list (Reply, a star) is no row."""
KEY_LINE = re.compile(r"^\s*[-\u2022*]?\s*([A-Za-z][\w .'-]{0,30}?):\s+(\S.*?)\s*$")
"""A line that gives a value under its key ("Fri: swim", "Deadline: May 2")."""
SHORT_FORM = 3
"""A key this long or longer may be a day's or month's short form ("Fri" for Friday)."""
CALENDAR_STEMS = stems(*CALENDAR_WORDS)
TOKEN = re.compile(r"[\w'-]+")


def _heading(view: View) -> Element | None:
    """The item's heading: the top-most text that is neither a control nor a list row."""
    texts = [e for e in view.content if e.label and not e.clickable]
    return min(texts, key=center_y) if texts else None


def naming_words(goal: Goal, view: View, plan: Plan) -> set[str]:
    """Words that name the item rather than ask about it."""
    named = set(app_label_words(view))
    for thing in plan.objects:
        named |= set(words(thing))
    named |= {w for n in goal.names for w in words(n)}
    heading = _heading(view)
    if heading is not None:
        named |= el_words(heading)
    last = view.last()
    if last is not None and last.operation.kind == "tap" and last.target is not None:
        named |= set(words(el_title(last.target)))
    return named


def asked_line(goal: Goal, view: View, plan: Plan, kinded: bool) -> str | None:
    """The answer an opened item's content gives to a question: from the one sentence holding
    most of its asked words and saying more than them (a tie is no answer); when a kind is
    asked (``kinded``) the value of that kind in it ("when" takes a date or a time) or none,
    else the sentence itself, unless a control names what is asked (it leads to the value; a
    sentence only mentions it)."""
    kinds = ["date", "time"] if WHEN.match(goal.instruction) else [kind_of(goal)]
    if not QUESTION.match(goal.instruction) or goal.steps[1:] or kinded == (kinds == [None]):
        return None
    keyed = keyed_value(goal, view)
    if keyed is not None:
        return next((v for k in kinds if k and (v := value_in(k, goal, keyed))), None) or (
            None if kinded else keyed
        )
    rows = [
        e for e in view.actionable if e.in_list and len(el_text(e)) > ROW_CHARS and not is_body(e)
    ]
    lines = [e for e in view.elements if e.window in ("app", "dialog") and is_line(e)]
    if FIRST_PERSON.search(goal.instruction):
        lines = [e for e in lines if not _bubble(e, view) or outgoing(e, view)]
    theirs = their_messages(lines, view)
    told = THEIR_SIDE.search(goal.instruction)
    if told and not FIRST_PERSON.search(goal.instruction):
        lines = theirs or lines
    on_theirs = bool(theirs) and lines == theirs
    said_lines = sum(len((e.label or "").splitlines()) for e in lines)
    if len(rows) >= LIST_ROWS or (said_lines < MIN_LINES and not on_theirs):
        return None
    named_day = date_phrase(goal.instruction)
    naming = naming_words(goal, view, plan)
    asked = set(goal.focus) - naming - set(words(named_day or ""))
    if kinded:
        asked -= {w for k in kinds if k for w in words(k)}
    if told and on_theirs:
        asked = {w for w in asked - set(words(told.group(0))) if not _TELLING.match(w)}
    if not asked and on_theirs:
        return _valued(_their_line(lines, plan), kinded, kinds, goal)
    if not asked:
        return None
    if not kinded and any(el_words(e) & asked for e in view.actionable if not is_line(e)):
        return None
    heading = _heading(view)
    scored = sorted(
        (
            (len(set(words(said)) & asked), said)
            for e in lines
            if e is not heading
            for said in SENTENCE.split((e.label or "").split(" | ")[0])
            if set(words(said)) - asked - naming
        ),
        key=lambda pair: -pair[0],
    )
    if not scored or scored[0][0] == 0:
        return None
    if len(scored) > 1 and scored[1][0] == scored[0][0]:
        return None
    return _valued(scored[0][1].strip(" -\u2022*\t"), kinded, kinds, goal)


def _valued(line: str, kinded: bool, kinds: list, goal: Goal) -> str | None:
    """The answer a line gives: the line itself, or when a kind is asked the value of that kind
    in it (none when it holds none)."""
    if not kinded:
        return line
    return next((v for k in kinds if k and (v := value_in(k, goal, line))), None)


def their_messages(lines: list[Element], view: View) -> list[Element]:
    """The lines of a conversation the other side wrote: on a screen one types a message in,
    or one showing message bubbles (a sender one cannot reply to), texts of three words or
    more, narrower than the screen, on its left."""
    if not any(e.editable for e in view.elements) and not any(_bubble(e, view) for e in lines):
        return []
    width = view.screen.width
    return [
        e
        for e in lines
        if len(words((e.label or "").split(" | ")[0])) >= MESSAGE_WORDS
        and e.bounds[2] - e.bounds[0] < width * BUBBLE_WIDTH
        and (e.bounds[0] + e.bounds[2]) / 2 < width * (1 - OWN_SIDE)
        and not e.editable
    ]


def _their_line(lines: list[Element], plan: Plan) -> str:
    """What someone said that a question names no more of than its subject ("what did bo dm me
    about", "what did bo dm me on the zap fair"): their message naming that subject, else
    their last message."""
    said = [(e.label or "").split(" | ")[0] for e in sorted(lines, key=center_y)]
    subject = {w for thing in plan.objects for w in words(thing)}
    return next((t for t in said if subject & set(words(t))), said[-1]).strip()


def keyed_value(goal: Goal, view: View) -> str | None:
    """The value of the one line of the item's text keyed by words the question says ("Fri:
    swim" for "what do I do on friday"; a day or month may be written short), or None when
    no line or several lines are."""
    lines = [
        line
        for e in view.elements
        if e.window in ("app", "dialog") and is_line(e)
        for line in (e.label or "").split(" | ")[0].splitlines()
    ]
    found = {
        match.group(2).rstrip(" .")
        for line in lines
        if (match := KEY_LINE.match(line))
        and _key_said(match.group(1), goal.instruction)
        and not _told_elsewhere(goal, match.group(1), lines)
    }
    return found.pop() if len(found) == 1 else None


def _told_elsewhere(goal: Goal, key: str, lines: list[str]) -> bool:
    """Whether a key that only says what is asked ("Date") gives way to a sentence of the
    item saying two or more of the question's other words with a value of the asked kind
    ("the zap fair moves to May 4" for "what date did the zap fair move to"): that sentence
    is about the question's thing, the key about the item's own."""
    keys = set(words(key))
    kind = kind_of(goal)
    if not keys <= ASKED or kind is None:
        return False
    other = set(words(goal.instruction)) - keys - ASKED
    return any(
        len(set(words(said)) & other) >= 2 and value_in(kind, goal, said) is not None
        for line in lines
        if not KEY_LINE.match(line)
        for said in SENTENCE.split(line)
    )


def _key_said(key: str, question: str) -> bool:
    """Whether every word of a line's key is a word the question says, or the short form of
    a day or month it says; a key that only says what is asked ("Date") not when the question
    asks it of a thing the key does not name ("the launch date")."""
    keys = set(words(key))
    said = set(words(question))
    if not keys or not all(
        k in said or (len(k) >= SHORT_FORM and any(s.startswith(k) for s in said & CALENDAR_STEMS))
        for k in keys
    ):
        return False
    if not keys <= ASKED:
        return True
    tokens = TOKEN.findall(question.lower())
    return not any(
        stem(word) in keys and set(words(before)) - keys for before, word in pairwise(tokens)
    )


def _bubble(el: Element, view: View) -> bool:
    """A message of a conversation: a list entry one presses and holds, narrower than the
    screen."""
    wide = el.bounds[2] - el.bounds[0] >= view.screen.width * BUBBLE_WIDTH
    return el.in_list and el.long_clickable and not wide


def outgoing(el: Element, view: View) -> bool:
    """A message the phone's owner sent: its bubble sits on the right."""
    return (el.bounds[0] + el.bounds[2]) / 2 > view.screen.width * OWN_SIDE


def is_line(el: Element) -> bool:
    """A text of the item: not a control; or a list entry one presses and holds (a message);
    or the body of a document open for editing (a field holding lines)."""
    if not el.label:
        return False
    if el.editable:
        return "\n" in el.label or len(el.label.split()) >= BODY_WORDS
    return not el.clickable or (el.in_list and el.long_clickable) or is_body(el)


def came_by_row(view: View, plan: Plan) -> bool:
    """Whether this screen was opened from a list row showing a thing the request names (a
    search result whose preview says it), or whose title is all words the request says (the
    "Zap plan" row for "what does my zap plan say"), or from any row when a line of it is
    keyed by the request's words ("Zap fee: $3")."""
    said = set(words(plan.goal.instruction))
    rows = [
        h.target
        for h in view.history
        if h.operation.kind == "tap"
        and h.target is not None
        and h.target.in_list
        and h.signature_after == view.signature
    ]
    return any(
        any(names_thing(el_text(row), o) for o in plan.objects) or _titled_by(row, said)
        for row in rows
    ) or (bool(rows) and keyed_value(plan.goal, view) is not None)


def _titled_by(row: Element, said: set[str]) -> bool:
    """Whether a row's title is only words of ``said``."""
    title = set(words(el_title(row)))
    return bool(title) and title <= said


def listed_in_body(goal: Goal, view: View) -> str | None:
    """The first (second, third, last) item of an item's body that is one plain list ("Oats,
    honey, milk."), for a question asking that item of it, when exactly one text is such a
    list."""
    match = ORDINAL.match(asked_head(goal.instruction) or "")
    if match is None:
        return None
    lists = []
    for el in view.elements:
        if el.clickable and not el.editable:
            continue
        items = [i.strip(" .") for i in (el.label or "").split(",")]
        if len(items) >= LIST_ITEMS and all(0 < len(i.split()) <= ITEM_WORDS for i in items):
            lists.append(items)
    if len(lists) != 1:
        return None
    at = ORDINALS.index(match.group(1).lower())
    items = lists[0]
    return items[-1] if at == len(ORDINALS) - 1 else items[min(at, len(items) - 1)]


BODY_WORDS = 3
"""A field of fewer words is a title or a prompt ("Add a zorb"), no item's body."""


def opened_body(goal: Goal, view: View) -> str | None:
    """For a question asking no kind of value ("what goes in my zorb stew"), the body of the
    item a row just opened in an editor: the longest field of several words beside the one
    titled like the row (a document shows its text in fields, not in plain texts)."""
    last = view.last()
    if kind_of(goal) is not None or last is None or last.operation.kind != "tap":
        return None
    row = last.target
    if row is None or not row.in_list:
        return None
    fields = [el_text(e) for e in view.elements if e.editable and el_text(e)]
    titled = [names_thing(text, el_title(row)) for text in fields]
    if not any(titled):
        return None
    bodies = [
        text
        for text, title in zip(fields, titled, strict=True)
        if not title and len(text.split()) >= BODY_WORDS
    ]
    return max(bodies, key=len) if bodies else None
