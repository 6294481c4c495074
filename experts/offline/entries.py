"""The values a request wants typed (to, subject, message, items, a time, a date ...), each
with the field words that fit it and the step it serves."""

from __future__ import annotations

import re
from dataclasses import dataclass

from experts.offline.bounded import time_bound
from experts.offline.clauses import DAY_BOOKS, INTO_DAYS
from experts.offline.goal import Goal, Step
from experts.offline.patterns import QUOTED
from experts.offline.repeats import asked_days
from experts.offline.when import WHEN_WORD, clock_time, date_phrase, durations, times_written
from experts.offline.words import PRONOUNS, WRITING_VERBS, contains_phrase, stems, words
from experts.offline.written import new_note_text

ROLE_WORDS: dict[str, frozenset[str]] = {
    "to": stems(
        "to recipient recipients address email phone number name people person contact contacts"
    ),
    "subject": stems("subject"),
    "title": stems("title name untitled heading label subject"),
    "message": stems(
        "message body compose write text post reply comment happening say mind content note sms "
        "chat caption"
    ),
    "query": stems("search query find"),
    "url": stems("url address web site go"),
    "item": stems("add item todo to-do new task list entry"),
    "name": stems("name first last full"),
    "number": stems("number phone mobile tel"),
    "phone": stems("phone number mobile tel"),
    "email": stems("email e-mail mail"),
    "address": stems("address street location"),
    "birthday": stems("birthday birth date"),
    "body": stems("body content text note description message write start writing"),
    "time": stems("time hh mm start starts alarm"),
    "date": stems("date day"),
    "hour": stems("hour hours hh"),
    "minute": stems("minute minutes min"),
    "second": stems("second seconds sec"),
}
SAYS_THAT = re.compile(
    r"\b(?:reply|respond|answer|write back|(?:text|message|tell|email)"
    r"(?:\s+(?:my\s+\w+|(?-i:[A-Z]\w+(?:\s+[A-Z]\w+)?)|him|her|them))?)\s+that\s+"
    r"([^.!?;]+?)(?:,? and (?:ask|add|put|save|then)\b|[.!?;]|$)",
    re.IGNORECASE,
)
"""What a message says, told as indirect speech ("reply that I'll be late")."""
REMOVING = frozenset({"delete", "remove", "cancel", "trash", "archive", "clear", "unfollow"})
OFFSET = re.compile(
    r"\b[\w-]+\s+(?:hours?|minutes?|days?)\s+(?:before|after|earlier|later|ahead)\b", re.I
)
"""A time counted from something else ("two days after it opens"): no span to type."""
_NEW_NAMED = re.compile(r"\b(?:a|an|new)\s+(?:new\s+)?\w+\s+([A-Z][\w-]*(?: [A-Z][\w-]*){0,2})")


def _new_named(goal: Goal, clause: str) -> str | None:
    """The name a new thing gets when the clause names it right after its kind ("a new contact
    Ann Lee", "new contact: ann lee")."""
    named = _NEW_NAMED.search(clause)
    if named and named.group(1) in goal.names:
        return named.group(1)
    for name in goal.names:
        pattern = rf"\b(?:a|an|new)\s+(?:new\s+)?\w+:?\s+(?:for\s+)?{re.escape(name)}\b"
        if re.search(pattern, clause, re.IGNORECASE):
            return name
    kept = _KEPT_AS.search(clause)
    return " ".join(w.capitalize() for w in kept.group(1).split()) if kept else None


def _dated_title(step: Step) -> str | None:
    """The name of a dated addition ("add zap review on friday at 3pm", "add zap review to my
    calendar tomorrow" -> "Zap review")."""
    if not step.dated_addition:
        return None
    thing = WHEN_WORD.split(step.clause.split(maxsplit=1)[-1], maxsplit=1)[0]
    thing = INTO_DAYS.split(thing, maxsplit=1)[0].strip()
    return thing[0].upper() + thing[1:] if thing.islower() else thing or None


_KEPT_AS = re.compile(
    r"^\s*(?:save|add|store|keep)\s+(?!(?:it|them|this|that|him|her|me|my|the|a|an)\b)"
    r"([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2})\s+as\s+(?:a|an|my)\s+(?:new\s+)?\w+\b",
    re.IGNORECASE,
)
"""A new record's name said before what it is saved as ("save zed quorn as a new zorbist")."""


_WRITE_ABOUT = re.compile(
    r"\b(?:with|write|add)\s+(?:at least\s+)?(?:a few\s+|some\s+|\w+\s+)?"
    r"(?:sentences?|paragraphs?|lines)\s+about\s+(.+?)[.!]?$",
    re.IGNORECASE,
)


_NAMING_QUOTED = re.compile(
    r"\b(label+ed|tagged|called|named|titled"
    r"|with (?:the |a )?(?:label|name|title|note|description))"
    r"\s*:?\s*[\"\u201c]([^\"\u201d]+)[\"\u201d]",
    re.IGNORECASE,
)
"""A quoted value a naming word introduces (`labelled "Gym"`): what a label or title field
gets."""
_CHANGED_TO = re.compile(
    r"\b(?:change|set|update|edit|make)\s+(?:my|the|its|their|his|her|\S+['\u2019]s)\s+(\w+)"
    r"(?:\s+(?:of|for|on)\s+[^\"\u201c.;]{1,40}?)?"
    r"\s+to\s+[\"\u201c]([^\"\u201d]+)[\"\u201d]",
    re.IGNORECASE,
)
"""A field given a quoted value (`change my bio to "..."`, `set the venue of the party to
"..."`): the field's word is its role."""
_ADDED_AS = re.compile(r"\badd\s+(\S+@\S+\w)\s+as\s+(?:a|an|the)\s+(\w+)", re.IGNORECASE)
"""An address added in a role (`add ann@example.org as a guest`): the role's word is its field's."""


@dataclass(frozen=True)
class Entry:
    """A value to type: its role, the field words that fit it, and the step it serves."""

    role: str
    value: str
    step: int = -1
    submit: bool = False

    @property
    def words(self) -> frozenset[str]:
        return ROLE_WORDS.get(self.role, stems(self.role))


_MAILING = frozenset({"email", "mail", "e-mail"})
_TOLD_AFTER = re.compile(
    r"\s*(?:\b(?:saying|that|to say|telling \w+|and say)\b|[:\u2014-])\s*$", re.IGNORECASE
)
"""The word that ends what an email is about and starts what it says ("... about zorbs saying")."""


def mail_topic(goal: Goal, typed: list[str]) -> str:
    """What an email is about when the request says so instead of giving a subject ("email zed
    about the quorn, saying ..."): its subject, without the message said after it."""
    mailing = any(
        s.verb in _MAILING or (s.verb in ("send", "write") and set(words(s.clause)) & _MAILING)
        for s in goal.steps
    )
    if not mailing or goal.quoted or {"subject", "title"} & (set(goal.values) | set(goal.fields)):
        return ""
    about = goal.about
    for value in typed:
        at = about.lower().find(value.rstrip(".").lower())
        about = about[:at] if at >= 0 else about
    about = _TOLD_AFTER.sub("", about).strip(" ,")
    if not about or about.lower() in PRONOUNS or not 0 < len(about.split()) <= 6:
        return ""
    return about[0].upper() + about[1:]


def step_of(goal: Goal, value: str) -> int:
    """The step whose clause holds ``value``; the first step for a lead-in before it ("In my
    notes from last week, archive ..."); -1 when no step does."""
    for i, step in enumerate(goal.steps):
        if contains_phrase(step.clause, value):
            return i
    if goal.steps:
        lead = goal.instruction.lower().split(goal.steps[0].clause.lower()[:20])[0]
        if value.lower() in lead and lead.rstrip().endswith(","):
            return 0
    return -1


def _step_or_last(goal: Goal, value: str) -> int:
    """The step that says ``value`` (a time, a date), else the last step."""
    at = step_of(goal, value)
    return at if at >= 0 else len(goal.steps) - 1


def _describes(goal: Goal, value: str) -> bool:
    """Whether a time or date only says which thing a step looks for, removes or adds to
    ("find what Ann emailed about the run this Sunday", "delete the event today", "... as a
    guest of my meetup on Friday"), or is said in the words of a message whose text is given
    ("text zed see you at "Zorb Hall" tomorrow"): nothing to type in a field of its own."""
    writing = goal.steps and all(s.verb in WRITING_VERBS for s in goal.steps)
    if writing and "message" in goal.values:
        return True
    at = step_of(goal, value)
    if at < 0:
        return False
    step = goal.steps[at]
    of_a_thing = re.search(rf"\bof\s+(?:my|the)\s+[\w' ]+?\s+{re.escape(value)}", step.clause)
    return step.verb in REMOVING or (step.finding and len(goal.steps) > 1) or bool(of_a_thing)


_REPEATS_ON = re.compile(
    r"\b(?:every|each|repeats?|repeating|recurring|goes off)\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat"
    r"|sun)[a-z]*\b",
    re.IGNORECASE,
)
"""A weekday said as when something repeats ("every zorsday", "repeats on monday")."""


def _repeated(plain: str, when: str) -> bool:
    """Whether the day ``when`` says is a day something repeats on, not a date to type."""
    return any(
        when.lower().removeprefix("on ") in m.group(0).lower() for m in _REPEATS_ON.finditer(plain)
    )


_SET_TO = re.compile(r"\b(?:to|for|till|until)\s+$", re.IGNORECASE)


def _names_switched(goal: Goal, plain: str) -> bool:
    """Whether a request that switches something names it by a time ("turn off the alarm at
    1 pm", "the 7:40 one on"): a time said after "to" or "for" is one to set instead."""
    if goal.toggle is None:
        return False
    return any(not _SET_TO.search(plain[: plain.find(t)]) for t in times_written(plain))


def is_place(goal: Goal, thing: str) -> bool:
    """``in Documents``, ``from my Downloads``: where a thing is, a hint for finding it."""
    said = re.escape(thing)
    return bool(
        re.search(
            rf"\b(?:(?:in|on)\s+(?:my\s+|the\s+)?|from\s+my\s+){said}\b(?!['\u2019]s)",
            goal.instruction,
        )
    )


def is_destination(goal: Goal, thing: str) -> bool:
    """``save it to Later``, ``copy ... into "Receipts"``: where a thing goes, not a thing;
    also where a removal takes a named thing from ("remove "X" from Starred"; not the sender
    in "drop the zapletter from Ann")."""
    said = re.escape(thing)
    into = re.search(rf"\binto\s+[\"\u201c]?{said}", goal.instruction)
    step = goal.steps[step_of(goal, thing)] if goal.steps else None
    to = (
        step is not None
        and step.verb in ("add", "move", "save", "copy")
        and re.search(rf"\bto\s+(?:my\s+)?[\"\u201c]?{said}(?!['\u2019]s)", goal.instruction)
    )
    named_before = [
        n
        for n in [*goal.quoted, *goal.names]
        if n != thing and 0 <= goal.instruction.find(n) < goal.instruction.find(thing)
    ]
    taken_from = (
        step is not None
        and step.verb in ("remove", "delete", "take")
        and named_before
        and re.search(
            rf"\bfrom\s+(?:my\s+|the\s+)?[\"\u201c]?{said}(?!['\u2019]s)", goal.instruction
        )
    )
    return bool(into or to or taken_from)


def entries(goal: Goal) -> list[Entry]:
    """Everything the request wants typed, in the order a form asks for it; a time bounding
    the rows a switch request turns ("every zeb before 7am") picks rows, it is not typed."""
    out: list[Entry] = []
    for role in ("to", "subject", "title", "message", "query"):
        value = goal.values.get(role)
        if value and not (role == "to" and not ("@" in value or goal.steps)):
            out.append(Entry(role, value, step_of(goal, value), submit=role == "query"))
    said = SAYS_THAT.search(QUOTED.sub(" ", goal.instruction))
    if said and "message" not in goal.values and not goal.quoted:
        told = said.group(1).strip()
        out.append(Entry("message", told[0].upper() + told[1:] + ".", step_of(goal, told)))
    topic = mail_topic(goal, [e.value for e in out])
    if topic:
        out.append(Entry("subject", topic, step_of(goal, topic)))
    out += [Entry("url", url, -1, submit=True) for url in goal.urls]
    plain = re.sub(r"[\"\u201c][^\"\u201d]*[\"\u201d]", " ", goal.instruction)
    for value in [*(e.value for e in out), *goal.fields.values(), topic.lower()]:
        plain = plain.replace(value, " ") if value else plain
    days = asked_days(plain) if goal.toggle is not None else None
    plain = plain.replace(days.phrase, " ") if days else plain
    bound = time_bound(plain) if goal.toggle is not None else None
    time = clock_time(plain.replace(bound.phrase, " ") if bound else plain)
    if time and not _describes(goal, time) and not _names_switched(goal, plain):
        out.append(Entry("time", time, _step_or_last(goal, time)))
    when = date_phrase(plain)
    if when and goal.steps and not _describes(goal, when) and not _repeated(plain, when):
        out.append(Entry("date", when, _step_or_last(goal, when)))
    spans = durations(OFFSET.sub(" ", plain)).items()
    out += [Entry(unit, n, len(goal.steps) - 1) for unit, n in spans]
    renaming = any(s.verb == "rename" for s in goal.steps)
    for noun, value in goal.fields.items():
        role = "body" if noun in ("note", "notes", "description") else noun
        role = "title" if renaming and noun == "name" else role
        out.append(Entry(role, value, step_of(goal, value)))
    out += [Entry(p.role, "", _step_or_last(goal, p.owner or p.role)) for p in goal.emptied]
    for i, step in enumerate(goal.steps):
        if step.verb in ("add", "create", "make", "save"):
            named = _new_named(goal, step.clause)
            if named and "title" not in goal.values:
                out.append(Entry("name", named, i))
            elif (titled := _dated_title(step)) and "title" not in goal.values:
                out.append(Entry("title", titled, i))
    out += [Entry("item", item, step_of(goal, item), submit=True) for item in goal.items]
    about = _WRITE_ABOUT.search(goal.instruction)
    if about:
        subject = about.group(1).strip()
        if subject.lower() in ("it", "this", "that", "them") and goal.values.get("title"):
            subject = goal.values["title"]
        text = (
            f"{subject} is the subject of this page. This page gives a short overview of {subject}."
        )
        out.append(Entry("body", text, len(goal.steps) - 1))
    if goal.wants_title and "title" not in goal.values and goal.topic:
        out.append(Entry("title", goal.topic[0].upper() + goal.topic[1:], len(goal.steps) - 1))
    typed = {e.value for e in out}
    for match in _NAMING_QUOTED.finditer(goal.instruction):
        role = "body" if match.group(1).lower().endswith(("note", "description")) else "title"
        value = match.group(2).strip()
        if value not in typed and value in goal.quoted:
            out.append(Entry(role, value, step_of(goal, value)))
            typed.add(value)
    for match in _ADDED_AS.finditer(goal.instruction):
        if match.group(1) not in typed:
            out.append(Entry(match.group(2).lower(), match.group(1), step_of(goal, match.group(1))))
            typed.add(match.group(1))
    for match in _CHANGED_TO.finditer(goal.instruction):
        value = match.group(2).strip()
        if value not in typed and value in goal.quoted:
            out.append(Entry(match.group(1).lower(), value, step_of(goal, value)))
            typed.add(value)
    noted = new_note_text(goal.instruction, goal.quoted)
    if noted:
        out = [e for e in out if e.value != noted]
        out.append(Entry("message", noted, step_of(goal, noted)))
        typed.add(noted)
    if any(s.verb in ("add", "put", "tick") for s in goal.steps):
        for quoted in goal.quoted:
            if quoted not in typed and (into := _adds_quoted(goal, quoted)):
                made = into in DAY_BOOKS
                role = "title" if made else "item"
                out.append(Entry(role, quoted, step_of(goal, quoted), submit=not made))
    return out


_OF_THINGS = stems("cart basket bag trolley wishlist playlist watchlist favourites favorites album")
"""Collections of things found and picked, not of words typed: "add 'Zeb lamp' to my cart"."""


def _adds_quoted(goal: Goal, quoted: str) -> str:
    """``Add "Rye bread" to my list``: a quoted value right after add is a new item; the
    noun of what it goes into (``"list"`` when none is said), or ``""`` when it is not added
    or goes into a collection of things (a cart): then it is a thing to find and add."""
    added = re.search(
        r"\b(?:add|put)\s+[\"\u201c]" + re.escape(quoted) + r"[\"\u201d]\s*(?P<rest>.*)",
        goal.instruction,
        re.IGNORECASE,
    )
    if added is None:
        return ""
    into = re.match(r"(?:to|in|into|on)\s+(?:my|the|your|our)?\s*([\w-]+)", added["rest"])
    if into is None:
        return "list"
    return "" if stems(into[1]) & _OF_THINGS else into[1].lower()
