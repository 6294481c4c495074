"""Questions a list already answers: the rows a "who", "when" or "where" question asks about
("Who has a zapfest tomorrow?", "When is my gleep?"), found by the question's words in the
rows' titles, kept to the day a date phrase names when the list is grouped by day, and read as
the person, the day and time, or the place the question wants; and things a request names by
such a question ("the place where I'm meeting zed on zapday"), found before the rest is done."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from experts.offline.goal import Goal, parse_goal
from experts.offline.patterns import QUOTED, WORDED
from experts.offline.view import Element, View, center_y, el_text, el_title
from experts.offline.when import date_phrase, parse_date, resolve_date
from experts.offline.words import contains_phrase, stems, words
from experts.reading import find_value

ASKING = re.compile(r"^\s*(?:\w+\s+){0,2}?(who|when|where)\b", re.IGNORECASE)
WHAT = re.compile(r"^\s*(?:\w+\s+){0,2}?(?:what|which)\b", re.IGNORECASE)
TODAY = re.compile(r"\btoday\b", re.IGNORECASE)
LAST_NIGHT = re.compile(r"\blast night\b", re.IGNORECASE)
POSSESSOR = re.compile(r"^(.+?)['\u2019]s\b")
WITH = re.compile(r"\bwith\s+([A-Z][\w'-]*(?: [A-Z][\w'-]*)?)")
ALL_DAY = re.compile(r"\ball[- ]day\b", re.IGNORECASE)
DATED = stems("today tomorrow yesterday monday tuesday wednesday thursday friday saturday sunday")
ROW_CLASSES = ("Layout", "ViewGroup", "View")
REFERENT = re.compile(
    r"\bthe\s+\w+\s+(where|when)\s+((?:I['\u2019]m|I am|I was|I have|I had|I['\u2019]ll|I)\s+"
    r"[^.?!;,]*?\b(?:today|tonight|tomorrow|yesterday|(?:this|next|last)\s+"
    r"(?:week|weekend|month|night|morning|afternoon|evening)))\b",
    re.IGNORECASE,
)
"""A thing named by one's plans ("the place where I'm meeting zed on zapday")."""
SOMEONE = re.compile(r"^\s*(?:someone|somebody)\s+([^.;:!?]+)[.;:!?]\s+(.+)$", re.I | re.S)
INTRODUCED = re.compile(
    r"\b(?i:it['\u2019]s|this is|I['\u2019]m|I am|my name is)\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)"
)
"""A message's sender saying who they are ("Hi! It's Quinn from ...")."""
SIZED = re.compile(
    r"\b\d+(?:[.,]\d+)?\s?(?:B|kB|KB|MB|GB)\b"
    r"|(?i:^\s*(?:last\s+)?(?:edited|modified|updated|changed|saved)\b)"
)
"""A file's size in a row ("290 B", "2.4 MB"), or when a record was last changed ("Edited
Mar 3"): what the record is, not what it says."""
FILE_EVENTS = stems("download modify save create upload change edit add")
"""What a question asks about a file itself, not its content."""
PRONOUN = re.compile(r"\b(?:them|him|her)\b", re.IGNORECASE)
EMAILING = frozenset({"email", "mail"})
_MAIL_WORD = re.compile(r"\b(?:e-?mail|mail)\b", re.IGNORECASE)
_WRITING = frozenset({"send", "write", "compose", "draft", "forward"})
"""Verbs that write an email when the request says "email" or "mail" ("send zed an email",
"forward the zap mail to zed")."""
BOUND_FOR = re.compile(
    r"\bwhere\b[^.;!?]*?\b(?:to|headed|heading|bound)\s*(?:\b(?:in|on)\s+[\w ]+)?[?.!]*\s*$", re.I
)
"""A "where" question about a journey's end ("where is zed zorbing to?"), not its start."""
DESTINATION = re.compile(r"\bto\s+([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)")
"""The end a row's title names for a journey ("Zorb to Quornhold")."""
"""Step verbs that send an email: a recipient named without an address is looked up first."""


def question_word(goal: Goal) -> str | None:
    """The question's word ("who", "when", "where") when the request asks one."""
    if not goal.wants_answer:
        return None
    match = ASKING.search(goal.instruction)
    return match.group(1).lower() if match else None


@dataclass(frozen=True)
class Referent:
    """A thing the request names without naming it, the question that finds it, and how the
    request reads once it is found."""

    phrase: str
    question: Goal
    pronoun: bool = False
    """The request states the thing in its first sentence and then says "them" ("Someone has
    a zapfest on zapday. Text them ..."); else the phrase itself is replaced."""

    def said(self, instruction: str, found: str) -> str:
        if not self.pronoun:
            phrase = re.escape(self.phrase)
            return re.sub(phrase, lambda _: found, instruction, count=1, flags=re.IGNORECASE)
        rest = instruction.replace(self.phrase, "", 1).strip()
        return PRONOUN.sub(found, rest, count=1)


def referent(goal: Goal) -> Referent | None:
    """A thing the request names by one's plans ("the blorp stand where I'm meeting zed on
    zapday") or states about someone ("Someone has a zapfest on zapday ... Text
    them"), with the question that finds it ("where ... ?", "who ... ?"), asking about the
    clause's own words and the people the request wrote in capitals; or the address of a
    person an email goes to by name ("Email Ann ...")."""
    match = REFERENT.search(goal.instruction)
    someone = SOMEONE.match(goal.instruction)
    to = goal.values.get("to", "")
    emailing = any(s.verb in EMAILING for s in goal.steps) or "email" in goal.channel
    mailed = _MAIL_WORD.search(QUOTED.sub(" ", goal.instruction))
    emailing = emailing or bool(mailed and any(s.verb in _WRITING for s in goal.steps))
    if match is None and someone is None and emailing and to[:1].isupper() and "@" not in to:
        asked = parse_goal(f"What is {to}'s email address?")
        return Referent(phrase=to, question=asked.model_copy(update={"wants_answer": True}))
    if match is not None:
        asked, clause, phrase = match.group(1).lower(), match.group(2), match.group(0)
    elif someone is not None and PRONOUN.search(QUOTED.sub(" ", someone.group(2))):
        asked, clause, phrase = "who", someone.group(1), someone.group(0)[: someone.start(2)]
    else:
        return None
    people = [n for n in goal.names if n in clause]
    theirs = {w for n in people for w in words(n)}
    focus = [w for w in words(clause) if w not in DATED and w not in theirs]
    question = parse_goal(f"{asked.capitalize()} {clause}?")
    found = question.model_copy(update={"names": people, "focus": focus, "wants_answer": True})
    return Referent(phrase=phrase, question=found, pronoun=someone is not None and match is None)


def _headers(view: View) -> list[tuple[Element, dt.date]]:
    """A list's day headers (plain rows that read as a date), top to bottom."""
    found = [
        (e, when)
        for e in view.content
        if e.in_list and not e.clickable and (when := parse_date(e.label or "")) is not None
    ]
    return sorted(found, key=lambda pair: center_y(pair[0]))


def _day_of(row: Element, headers: list[tuple[Element, dt.date]]) -> tuple[Element, dt.date]:
    above = [pair for pair in headers if center_y(pair[0]) < center_y(row)]
    return above[-1] if above else (row, dt.date.min)


def asked_day(goal: Goal, headers: list[tuple[Element, dt.date]]) -> dt.date | None:
    """The day the question names ("tomorrow", "last night"), once the list's headers show
    which day is today."""
    phrase = date_phrase(LAST_NIGHT.sub("yesterday", goal.instruction))
    today = next((when for e, when in headers if TODAY.search(e.label or "")), None)
    return resolve_date(phrase, today) if phrase and today else None


def before_the_list(goal: Goal, view: View) -> bool:
    """Whether the day the question names comes before every day the list shows (the list
    must be turned back a page)."""
    headers = _headers(view)
    day = asked_day(goal, headers)
    return day is not None and all(day < when for _, when in headers)


def asked_words(goal: Goal, skip: set[str]) -> set[str]:
    """The words a question asks about, less those of where it looks (``skip``) and when; a
    number said in the plural ("1:1s") as written in a title."""
    return {re.sub(r"(?<=\d)s$", "", w) for w in goal.focus} - skip - DATED


SPAN = re.compile(r"\b(?:this|next|last|coming|following)\s+(?:week|weekend|month)\b", re.I)
"""A span of days a request names relative to today ("next week")."""


def day_grouped(view: View) -> bool:
    """Whether the list on screen is grouped by day (its rows are occasions, each titled by
    what it is, not fields captioned by what they hold)."""
    return bool(_headers(view))


def span_words(goal: Goal, view: View) -> set[str]:
    """The words of a span of days the request names ("next week"), on a list grouped by day:
    they say when, not which control to tap (a "Next week" pager is turned when the list is
    seen to its end, like any other)."""
    if not day_grouped(view):
        return set()
    return {w for m in SPAN.finditer(goal.instruction) for w in words(m.group(0))}


def dated_question_words(goal: Goal, view: View) -> set[str]:
    """On a list grouped by day, the words a "who/when/where" or "what/which" question asks
    about: the rows whose titles lack them are other occasions, not to be opened."""
    asking = question_word(goal) or (goal.wants_answer and WHAT.match(goal.instruction))
    if not asking or not _headers(view):
        return set()
    return asked_words(goal, app_label_words(view) | _row_kind_words(view))


def _row_kind_words(view: View) -> set[str]:
    """The words the list's own ids say its rows are ("event" of an event row): a question
    naming only those asks about any row, not one titled by them."""
    return {w for e in view.content if e.in_list for w in words((e.id or "").split("/")[-1])}


def asked_rows(
    goal: Goal, view: View, skip: set[str], named: list[str]
) -> list[tuple[Element, Element | None]]:
    """The list rows the question is about, best first, each with its day header (when the
    list is grouped by day): rows whose title shares the question's words (``skip`` left
    out) and shows every thing it ``named``, on the day the question names once the list
    shows which day is today."""
    wanted = asked_words(goal, skip)
    rows = [
        e
        for e in view.actionable
        if e.in_list
        and e.cls.endswith(ROW_CLASSES)
        and set(words(row_name(e))) & wanted
        and all(contains_phrase(el_text(e), n) for n in named)
    ]
    if not rows and question_word(goal) == "who":
        rows = [
            e
            for e in view.actionable
            if e.in_list
            and e.cls.endswith(ROW_CLASSES)
            and len(set(words(el_text(e))) & wanted) >= 2
            and all(contains_phrase(el_text(e), n) for n in named)
        ]
    headers = _headers(view)
    day = asked_day(goal, headers)
    out = []
    for row in rows:
        header, when = _day_of(row, headers)
        if day is not None and when != day:
            continue
        out.append((len(set(words(row_name(row))) & wanted), row, header if headers else None))
    out.sort(key=lambda t: (-t[0], center_y(t[1])))
    return [(row, header) for _, row, header in out]


def row_name(row: Element) -> str:
    """What a list row is called: its title, or, when its title has no letters (an alarm's
    "08:30"), its first part with words ("Zap run · Weekends")."""
    title = el_title(row)
    if re.search(r"[A-Za-z]", title):
        return title
    parts = (row.label or "").split(" | ")[1:]
    return next((p for p in parts if re.search(r"[A-Za-z]", p)), title)


def _who(row: Element) -> str:
    """The person a row is about: the owner of "Isla's birthday", the guest of "Lunch with
    Isla", the name a message from a bare number introduces ("It's Zed from ..."), else the
    row's title."""
    title = el_title(row)
    for pattern in (POSSESSOR, WITH):
        match = pattern.search(title)
        if match:
            return match.group(1)
    said = INTRODUCED.search(el_text(row))
    return said.group(1) if said and not re.search(r"[A-Za-z]", title) else title


def _when(goal: Goal, row: Element, header: Element | None) -> str | None:
    """The day (the row's header) and the time (its time, or "All day") of a row."""
    parts = [p.strip() for p in (row.label or "").split(" | ")]
    time = next((p for p in parts if ALL_DAY.search(p)), None)
    time = time or next((t for p in parts if (t := find_value("time", goal.instruction, p))), None)
    day = TODAY.sub("", header.label or "").strip(" ·-,") if header is not None else ""
    said = " | ".join(p for p in (day, time) if p)
    return said or None


def _where(goal: Goal, row: Element) -> str | None:
    """The place a row shows: where its title says a journey goes when the question asks where
    to; else a part after its title with words that is neither a time nor a date."""
    bound = DESTINATION.search(el_title(row)) if BOUND_FOR.search(goal.instruction) else None
    if bound:
        return bound.group(1)
    parts = [p.strip() for p in (row.label or "").split(" | ")][1:]
    for part in parts:
        if find_value("time", "", part) or parse_date(part) or ALL_DAY.search(part):
            continue
        worded = WORDED.search(part)  # not a review count, "(959)"
        if worded and (not part[0].isdigit() or re.match(r"\d+ [A-Z]", part)):
            return part
    return None


def file_metadata(goal: Goal, text: str) -> bool:
    """Whether ``text`` is a file's row (it shows a size) and the question is about what the
    file says, not about the file itself (when it was downloaded, changed)."""
    return bool(SIZED.search(text)) and not set(goal.focus) & FILE_EVENTS


def row_answer(goal: Goal, view: View, skip: set[str], named: list[str]) -> str | None:
    """The answer a list row on screen gives to a "who", "when" or "where" question about
    the things it ``named``; a row titled with the question's own words names the thing
    asked about, not who; a file's row (it shows a size) holds the answer, its date is the
    file's; a post's tagged place answers "where" of the post named by its words, asked or
    ``named`` ("the zorp post")."""
    asked = question_word(goal)
    if asked is None:
        return None
    wanted = asked_words(goal, skip)
    for row, header in asked_rows(goal, view, skip, named):
        if file_metadata(goal, el_text(row)):
            continue
        if asked == "who":
            who = _who(row)
            if who == el_title(row) and set(words(who)) & wanted:
                continue
            return who
        found = _when(goal, row, header) if asked == "when" else _where(goal, row)
        if found:
            return found
    if asked != "where":
        return None
    return _tagged_place(goal, view, wanted | ({w for n in named for w in words(n)} - skip))


PICTURED = stems("photo picture pic post image shot snap take took taken")
"""Words saying a thing is a picture, not what it shows."""
PLACE_NAME = re.compile(r"^[A-Z][\w.'-]*(?: [A-Z][\w.'-]*)*, [A-Z][\w.'-]*(?: [A-Z][\w.'-]*)*$")
"""A place written as town and region ("Zorbton, Quibland", "Quib Bay, Zorbia")."""


def _tagged_place(goal: Goal, view: View, wanted: set[str]) -> str | None:
    """The place a post's header is tagged with ("bo.quist | Zorbton, Quibland"), for a where
    question: the header nearest above the text saying what the picture shows ("mountain"),
    not only that it is one."""
    shows = [e for e in view.content if (set(words(el_text(e))) & wanted) - PICTURED]
    headers = [
        (center_y(e), parts[1])
        for e in view.content
        if len(parts := [p.strip() for p in (e.label or "").split(" | ")]) == 2
        and PLACE_NAME.match(parts[1])
    ]
    for said in sorted(shows, key=center_y):
        above = [h for h in headers if h[0] <= center_y(said)]
        if above:
            return max(above)[1]
    return None


def app_label_words(view: View) -> set[str]:
    """Words of the installed apps' labels: where a question looks, not what it asks about."""
    return {w for app in view.ctx.apps for w in words(app)}
