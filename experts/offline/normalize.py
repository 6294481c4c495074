"""Putting a typed request right before it is read: shorthand spelled out, spaced compounds
("to do list"), phrasal verbs, a leading "new" (create) or "alarm for ..." (set), a thing
named before "put it on ...", misspelt interface words repaired outside quotes, and the text
after a closing colon or a message typed after whom it goes to read as a quoted value."""

from __future__ import annotations

import re
from functools import cache

from experts.offline.bodies import quoted_body
from experts.offline.degrees import graded
from experts.offline.details import detailed
from experts.offline.drafted import as_draft
from experts.offline.lexicon import actions, interface_verb, kinds, known_word, repair_text
from experts.offline.mailed import fielded_mail
from experts.offline.names import function_word
from experts.offline.ordering import ordered
from experts.offline.particles import particled
from experts.offline.patterns import EMAIL, PHONE, QUOTED, VERB_BY_STEM
from experts.offline.phrasal import PHRASAL, detail_set
from experts.offline.politeness import without_politeness
from experts.offline.restate import restated
from experts.offline.said_done import said_done
from experts.offline.shorthand import spelled_out
from experts.offline.told import marked_body, told_body, words_passed_on
from experts.offline.unquoted import unquoted_values
from experts.offline.unwanted import taken_out
from experts.offline.when import MONTH_DAY, WHEN_WORD
from experts.offline.wishes import unwished
from experts.offline.words import STOPWORDS, stem

_NO_LONGER = re.compile(
    r"^\s*(.+?)\s+(?:should ?n[o']?t|does ?n[o']?t need(?: to)?|need ?n[o']?t"
    r"|no longer needs?(?: to)?|should not|does not need(?: to)?)\s+(?:be\s+|have\s+)?"
    r"(?:an?\s+|my\s+|starred|followed|pinned)?(favou?rites?|star|pin|like|follow)?\s*"
    r"(?:anymore|any more|now)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A state said to be no longer wanted ("X shouldn't be a favourite anymore")."""
_UNDO = {"favorite": "remove {} from favorites", "star": "unstar {}", "pin": "unpin {}"}
_UNDONE = {"starred": "star", "followed": "follow", "pinned": "pin"}
_PUT_IT = re.compile(
    r"^\s*(?:(?:(?:we|i)\s+)?(?:need|want|are out of|ran out of)\s+)?"
    r"([^,]+?)(?:,\s*|(?<!\band)(?<!\bthen)\s+)"
    r"((?:please\s+)?(?:put|add|save|pin|note)\s+)(?:it|that|this|them)\s+"
    r"((?:on|in|to|into|onto)\s+.+)$",
    re.IGNORECASE | re.DOTALL,
)
"""A thing named first and then put somewhere by a pronoun ("quorn, stick it on the zap list",
"zap friday 9am, add it to the planner")."""


def _no_longer(text: str) -> str:
    """``text`` with an unwanted state read as the verb that undoes it, when it says one."""
    match = _NO_LONGER.match(text)
    if match is None:
        return text
    said = re.search(r"\b(starred|followed|pinned)\b", text, re.IGNORECASE)
    state = (match.group(2) or "").lower().rstrip("s").replace("favour", "favor")
    state = state or (_UNDONE[said.group(1).lower()] if said else "")
    if state == "follow":
        return f"unfollow {match.group(1)}"
    if state == "like":
        return f"unlike {match.group(1)}"
    return _UNDO[state].format(match.group(1)) if state in _UNDO else text


_SHOULD_BE = re.compile(
    r"^\s*(.+?)\s+(?:should|must) (?:be|become)\s+(?:one of\s+)?(?:my|a|an|the)?\s*"
    r"(favou?rites?|starred|pinned|followed)\s*(?:too|as well|now)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A state wanted for a thing ("X should be one of my favourites"): the verb that sets it."""
_WANTED_IN = re.compile(
    r"^\s*(?:i|we)\s+(?:need|want|would like)\s+(?!to\b)([^,;]+?)\s+(in|on)\s+(my|the|our)\s+"
    r"(\w+(?: list)?)\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""Things wanted somewhere ("i need two lamps in my cart"): adding them there."""
_SENT_ME_IT = re.compile(
    r"^\s*(?P<who>[\w.' -]+?)\s+(?:sent|texted|emailed|messaged|forwarded)\s+me\s+"
    r"(?:an?|the|some)\s+(?P<noun>[\w-]+)(?P<rest>[^,;]*?)\s*[,;.]\s*(?:so\s+|please\s+|now\s+)?"
    r"(?P<verb>[a-z]+)\s+(?:it|that|this|them)\b(?P<tail>.*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A thing someone sent, then acted on by a pronoun ("ann sent me an email about X, star
it"): the verb on that thing from that sender."""


def _pronoun_thing(text: str) -> str:
    """``text`` with a state wanted, things wanted somewhere, or a sent thing acted on by a
    pronoun read as one request with its verb first."""
    should = _SHOULD_BE.match(text)
    if should:
        state = should.group(2).lower().rstrip("s").replace("favour", "favor")
        verb = {"starred": "star", "pinned": "pin", "followed": "follow"}.get(state, state)
        return f"{verb} {should.group(1)}"
    wanted = _WANTED_IN.match(text)
    if wanted:
        thing, _, whose, place = wanted.groups()
        return f"add {thing} to {whose} {place}"
    sent = _SENT_ME_IT.match(text)
    if sent and interface_verb(sent.group("verb")):
        verb, noun, rest = sent.group("verb"), sent.group("noun"), sent.group("rest")
        return f"{verb} the {noun} from {sent.group('who')}{rest}{sent.group('tail')}"
    return text


_DONE_TICK = re.compile(
    r"^\s*(?:i|we)\s+(?:just\s+|already\s+)?([a-z]+ed)\s+([^,;]+?)\s*[,;]\s*(?:so\s+)?"
    r"(?:tick|check|cross|mark)\s+(?:it|that|this)\s+(?:off\s+)?(?:(?:on|in|from)\s+)?(.+)$",
    re.IGNORECASE,
)
"""A thing said done, then ticked by a pronoun ("I fed the zorp, tick it off my chore
list"): the entry is the thing said, with its verb as written in a list."""


def _done_tick(text: str) -> str:
    """``text`` with a thing said done and ticked off read as ticking that entry."""
    match = _DONE_TICK.match(text)
    if match is None:
        return text
    said = match.group(1).lower()
    verb = next((v for v in (said[:-2], said[:-1]) if known_word(v)), said)
    place = re.sub(r"^(?:off|on|in|from)\s+", "", match.group(3))
    thing = re.sub(r"^(?:my|our)\s+", "", match.group(2), flags=re.IGNORECASE)
    return f"tick off {verb} {thing} in {place}"


_LIST_FIRST = re.compile(r"^\s*((?:my |the )?[\w' -]*?\blist):\s*(add|put)\s+(.+)$", re.I | re.S)
"""A list named before its entry ("blorp list: add rice" is "add rice to my blorp list")."""


_TASK_LEAD = re.compile(
    r"^\s*(?:remind me to|(?:i|we)\s+(?:need|have|must|should|ought)\s+to"
    r"|do ?n[o']?t (?:let me )?forget to)\s+",
    re.IGNORECASE,
)
"""How a chore is said before it is put on a list ("remind me to buy stamps, put it on my
list"): the entry is the chore itself."""


@cache
def _spaced_compounds() -> tuple[tuple[re.Pattern[str], str], ...]:
    """The app-category nouns written with a hyphen ("to-do list", "wi-fi"), each with a pattern
    of the same words typed with spaces; none that starts with a verb ("call back"), nor two
    words with a stopword ("to do", not "to do list")."""
    out = []
    for noun in sorted({n for ns in kinds().values() for n in ns if "-" in n}, key=len)[::-1]:
        spaced = noun.replace("-", " ")
        said = spaced.split()
        if interface_verb(said[0]) is None and (len(said) > 2 or not set(said) & STOPWORDS):
            pattern = re.compile(r"\b" + r"\s+".join(map(re.escape, said)) + r"\b", re.I)
            out.append((pattern, noun))
    return tuple(out)


def normalized(text: str) -> str:
    """``text`` with typos and phrasal verbs put right outside its quotes, and a value given
    after a colon quoted."""
    listed = _LIST_FIRST.match(text)
    if listed:
        name = re.sub(r"^(?:my|the)\s+", "", listed.group(1), flags=re.I)
        text = f"{listed.group(2)} {listed.group(3).rstrip('.')} to my {name}"
    text = detailed(restated(_head_spelled_out(said_done(as_draft(detail_set(text))))))
    text = _colon_value(
        marked_body(
            fielded_mail(
                _no_longer(
                    _pronoun_thing(
                        said_done(
                            _done_tick(unwished(taken_out(ordered(without_politeness(text)))))
                        )
                    )
                )
            )
        )
    )
    text = quoted_body(told_body(words_passed_on(unquoted_values(text))))
    put = _PUT_IT.match(text)
    if put and not QUOTED.search(put.group(1)):
        thing = _TASK_LEAD.sub("", put.group(1))
        text = f"{put.group(2)}{thing} {put.group(3)}"
    text = _dated_entry(text)
    parts, at = [], 0
    for match in QUOTED.finditer(text):
        parts += [_plain(text[at : match.start()]), match.group(0)]
        at = match.end()
    return graded(_framed_verb(_put_on_day("".join([*parts, _plain(text[at:])]))))


def _head_spelled_out(text: str) -> str:
    """``text`` with shorthand in full ("dont", "can u", "tmrw") outside quotes and before a
    value given after a colon, so that the patterns read after see the words in full."""
    head, colon, tail = text.partition(": ")
    parts, at = [], 0
    for match in QUOTED.finditer(head):
        parts += [spelled_out(head[at : match.start()]), match.group(0)]
        at = match.end()
    return "".join([*parts, spelled_out(head[at:])]) + colon + tail


def _plain(text: str) -> str:
    text = spelled_out(text)
    for pattern, noun in _spaced_compounds():
        text = pattern.sub(noun, text)
    for pattern, verb in PHRASAL:
        text = pattern.sub(verb, text)
    text = particled(text)
    if re.match(
        r"\s*(?:a\s+)?(?:new|blank|empty)\b(?!\s+(?:my|the|our|your|this|all)\b)", text, re.I
    ):
        text = "create " + text.lstrip()
    elif _TIMED_THING.match(text):
        text = "set " + text.lstrip()
    return repair_text(text)


_UNKNOWN_LEAD = re.compile(r"^(\s*)([a-z]+)\s+(?=(?:my|the|our|this|that|his|her|[a-z]+\b))")
_TO_WHEN = re.compile(
    r"\s+to\s+(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?(?![\d%]|\s*percent)|noon|midnight|tomorrow|next\s+\w+"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
    r"\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)"
    r"\b[^,;]*$",
    re.IGNORECASE,
)
_DETERMINER = re.compile(r"(?:my|the|our|this|that|these|those|his|her|their|an?)\b", re.I)
"""A word that opens a verb's object: the word before it is a verb ("throw the ..."), not a
word of the thing ("zap quorn ...")."""
_INTO_KEPT = re.compile(
    r"\s+(?:in|into|onto|on|to)\s+(?:my|the|our)\s+((?:[a-z-]+\s+)?([a-z]+))\b", re.I
)


def _framed_verb(text: str) -> str:
    """``text`` whose first word is no verb the lexicon knows ("push", "throw") read by what
    its clause does: a thing sent "to <a time or day>" is moved there ("push my dentist
    appointment to 2pm"); a thing put "in/into my <an app's kind of collection>" is added
    to it ("throw the skillet in my cart"). A first word that is no verb in the lexicon and
    not followed by a determiner is the thing's own first word ("zap quorn on my list")."""
    lead = _UNKNOWN_LEAD.match(text)
    word = lead.group(2) if lead else ""
    if lead is None or "?" in text or function_word(word):
        return text
    if any(_is_verb(w) for w in (word, word.removeprefix("un"), word.removeprefix("re"))):
        return text
    rest = text[lead.end() :]
    if word.lower() not in actions() and not _DETERMINER.match(rest):
        rest = f"{word} {rest}"  # "zap quorn to 6pm": the first word is the thing's own
    if _TO_WHEN.search(rest):
        return f"{lead.group(1)}move {rest}"
    kept = _INTO_KEPT.search(rest)
    nouns = {n for ns in kinds().values() for n in ns}
    if kept and {kept.group(2).lower(), kept.group(2).lower().removesuffix("s")} & nouns:
        return (
            f"{lead.group(1)}add {rest[: kept.start()]} to my {kept.group(1)}{rest[kept.end() :]}"
        )
    return text


_PUT_ON_DAY = re.compile(
    r"^(?P<lead>\s*(?:please\s+)?)(?:put|stick|shift)\s+(?P<thing>(?:the|my)\s+[^,;:\"]+?)\s+"
    r"(?:on|to)\s+(?P<day>(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|tomorrow|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\s+\d{1,2}"
    r"(?:st|nd|rd|th)?)(?![\w'\u2019])(?P<rest>.*)$",
    re.IGNORECASE | re.DOTALL,
)
"""One's own dated thing put on another day ("put the zap review on friday instead"): it is
moved there; a thing with "a" is a new one, and a list ("on my list") is no day."""


def _put_on_day(text: str) -> str:
    """``text`` with an own thing put on another day read as moving it there."""
    put = _PUT_ON_DAY.match(text)
    if put is None:
        return text
    return f"{put['lead']}move {put['thing']} to {put['day']}{put['rest']}"


_TIMED_THING = re.compile(
    r"\s*(?:an?\s+)?(?:alarm|timer|countdown|reminder)\s+(?:for|at|of|in|\d)", re.IGNORECASE
)
"""A request that starts with a timed thing and its time ("alarm for 6.45 am") sets one."""

_WEEKDAY_COMMA = (
    "(?:"
    + "|".join(f"(?<={d}day)" for d in ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun"))
    + r"),\s*(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)"
)
"""The comma of a day written "Tuesday, March 17", which ends no thing put in a calendar."""
_YEAR_COMMA = r"(?<=\d),\s*(?=\d{4}\b)"
"""The comma before a date's year ("March 17, 2026")."""
_INTO_CALENDAR = re.compile(
    r"^\s*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:put|add|pop|stick|note)\s+"
    r"(?!(?:it|them|this|that|an? )\b)"
    rf"((?:[^\"\u201c,]|{_WEEKDAY_COMMA}|{_YEAR_COMMA})+?)"
    r"\s+(?:in|on|to|into)\s+(?:my|the|our)\s+(?:calendar|schedule|agenda|diary)"
    r"\b(.*)$",
    re.IGNORECASE | re.DOTALL,
)


_TITLED_AFTER = re.compile(
    r"\s+(?:as|called|titled|named)\s+(?P<title>[^,;.\"]+?)"
    r"(?:\s+(?:on|at|for)\s+(?:that|the\s+same)\s+(?:day|date|time)\b)?"
    r"(?P<rest>\s*(?:[,;.].*)?)$",
    re.DOTALL | re.IGNORECASE,
)
"""A title said after the thing put in the calendar ("put 6 pm in my calendar as Zap"); a
phrase after it pointing back at the day or time put in ("as Zap on that day") is no part of
it."""


def _dated_entry(text: str) -> str:
    """``text`` with a thing put in the calendar ("put haircut in my calendar for tomorrow
    3pm") read as an event of that title at that time; a time or day put in it with a title
    after ("put tuesday 6 pm in my calendar as Zap viewing", "put march 26 ... as Zap") as the
    event of that title then."""
    match = _INTO_CALENDAR.match(text) or _INTO_CALENDAR.match(repair_text(text))
    if match is None:
        return text
    thing = match.group(1)
    named = _TITLED_AFTER.match(match.group(2))
    if named and (WHEN_WORD.match(f" {thing}") or MONTH_DAY.match(thing)):
        when = f" at {thing}" if thing[0].isdigit() else f" on {thing}"
        return f'create a calendar event "{named["title"]}"{when}{named["rest"]}'.rstrip(" .?!")
    title = WHEN_WORD.split(thing, maxsplit=1)[0]
    when = thing[len(title) :]
    title = title[0].upper() + title[1:] if title.islower() else title
    return f'create a calendar event "{title}"{when}{match.group(2)}'.rstrip(" .?!")


_COLON = re.compile(r"^(.*?\S):\s+(.+)$", re.DOTALL)
_LINE_PUT = re.compile(
    r"^((?:please\s+)?(?:add|put|write|append|insert|jot down))\s+([^:\s][^:]{0,24}:\s+\S.*?)"
    r"\s+((?:to|into|on|in)\s+(?:my|the|our)\s+[^:]+)$",
    re.IGNORECASE,
)
"""A line with a colon of its own put somewhere ("add Sat: yoga to my workout plan"): the
whole line is the value."""
_LIST = re.compile(r",[^,]*\band\b|,[^,]*,")


def _colon_value(text: str) -> str:
    """``text`` with what follows its first ": " quoted, when that is a value rather than a
    list of items or another clause ("message ann: running late" -> ``message ann: "running
    late"``; "pack: a, b and c" and "my draft: give it a subject" are left alone)."""
    match = _COLON.match(text)
    if match is None or '"' in text or "\u201c" in text:
        return text
    line = _LINE_PUT.match(text)
    if line:
        return f'{line.group(1)} "{line.group(2)}" {line.group(3)}'
    head, tail = match.group(1), match.group(2).strip()
    first = re.match(r"[A-Za-z'-]+", tail)
    if _LIST.search(tail) or (first and _is_verb(first.group())):
        return text
    writes = any(interface_verb(w) in _WRITING for w in re.findall(r"[a-z]+", head.lower()))
    value = tail if writes else _before_values(tail)
    return f'{head}: "{value}"{tail[len(value) :]}'


_WRITING = frozenset({"send", "message", "text", "reply", "email", "write", "post", "comment"})
"""Verbs whose colon value is a message, numbers and addresses in it included."""


_VALUE_LEAD = re.compile(
    r"[\s,;:]*(?:\b(?:with|and|the|a|an|his|her|their|its|phone|number|mobile|cell|e-?mail"
    r"|address|is)\b[\s,;:]*)*$",
    re.IGNORECASE,
)


def _before_values(tail: str) -> str:
    """The value after a colon up to a phone number or e-mail address said after it, without
    the words leading to them ("ann lee, number 555-0101" -> "ann lee"): those are values of
    their own fields."""
    found = [m.start() for p in (PHONE, EMAIL) if (m := p.search(tail))]
    if not found or min(found) == 0:
        return tail
    return _VALUE_LEAD.sub("", tail[: min(found)]).strip() or tail


def _is_verb(word: str) -> bool:
    return stem(word.lower()) in VERB_BY_STEM or interface_verb(word) is not None
