"""How a node's subtask is worded for the app that does it: the app named ("... in
Zapmap"), found values quoted as what is written or told ('text Ann "{order_number}"'), a goal
and how to do it as the how, telling as the app's verb of passing on ("let ann know" -> "text
ann"), and a piece of writing asked for only by its topic given words to write."""

from __future__ import annotations

import re

from experts.assembly_saying import SAYING
from experts.offline.apps import label_kinds
from experts.offline.lexicon import common_words
from experts.offline.names import COUNT_WORDS, DETERMINERS, function_word, unknown
from experts.offline.words import WRITING_VERBS
from memory.pool import Key
from planners.plan import PlanNode


def writes(text: str) -> bool:
    """Whether a clause writes something (its verb: text, post, share, add ...)."""
    first = text.split()[0].lower() if text.split() else ""
    return first in WRITING_VERBS or bool(re.match(r"(?:share|forward|add)\b", first))


def quoted(clause: str) -> str:
    """A clause that writes or tells found values with no quoted text of its own, with the
    values quoted as what it says ('Text Ann "{order_number} and {order_day}"')."""
    spans = list(re.finditer(r"\{\w+\}", clause))
    if '"' in clause or not spans or not (writes(clause) or SAYING.match(clause)):
        return clause
    if re.search(r"\}\s+as (?:a |an )?(?:guest|attendee|invitee)", clause):
        return clause
    start, end = spans[0].start(), spans[-1].end()
    return f'{clause[:start]}"{clause[start:end]}"{clause[end:]}'


def placed(subtask: str, app: str) -> str:
    """``subtask`` naming the app its expert acts in ("Start navigating to {place}" -> "...
    in Zapmap", "... in my calendar" -> "... in Zapcal", "in zapcal" -> "in Zapcal"), so the
    expert need not guess the app from words that name none or take its name for a thing's."""
    kind = re.search(r"\s+in (?:my|the) ([a-z]+)(?=[.?!]?$)", subtask) if app else None
    if kind and kind[1] in label_kinds(app):
        subtask = subtask[: kind.start()] + subtask[kind.end() :]
    if app:
        said = re.compile(rf"\b(in|on|from) {re.escape(app)}\b", re.IGNORECASE)
        subtask = said.sub(lambda m: f"{m[1]} {app}", subtask)
    if not app or re.search(rf"\b{re.escape(app)}\b", subtask, re.IGNORECASE):
        return subtask
    body = subtask.rstrip()
    end = body[-1] if body[-1:] in ".?!" and not body.endswith(('."', '!"', '?"')) else ""
    return f"{body.removesuffix(end)} in {app}{end}"


_TOLD = re.compile(r"^(?:tell|inform|let\s+((?:[\w-]+\s+){1,2}?)know)\s+", re.IGNORECASE)
_BY_WAY = re.compile(
    r"(?<=\S)\s+(?:by|via|over|in an?)\s+(?:e-?mail|mail|text|sms|message)\b", re.IGNORECASE
)
"""How a thing is told ("tell ann by email ..."), which the app's own verb then says."""
_SENDING = {"message": "text", "mail": "email"}
"""The verb that passes something on in an app of each kind."""


_RENAMED = re.compile(
    r"\b(add|put|save) (?:it|this|that|them) ((?:to|in|on|into) (?:my|the) [\w-]+) as (\"[^\"]+\")",
    re.IGNORECASE,
)
"""A thing put somewhere under a name ("add it to my calendar as \"Run\"")."""


_HOW = re.compile(
    r"^[^:]*?\b(?:to|for|in|on) (?P<thing>(?:my|the|our) [^:]+?):\s+(?P<how>.*\bthe "
    r"(?:event|meeting|page|list|note|group|conversation|chat|post)\b.*)$",
    re.IGNORECASE,
)
"""A goal followed by how to do it, whose "the event" is the goal's thing ("Invite Ann to my
zapfest on zapday: add her email as an attendee of the event")."""


def told(subtask: str, app: str) -> str:
    """A subtask in the words of the app that does it: a goal followed by how to do it as
    the how, naming the goal's thing ("Invite Ann to my club: add her email as a guest of the
    event" -> "Add her email as a guest of my club"); telling someone a found value ("let
    ann know "11:00"", "tell Ann "11:00"") as the app passes it on ('text ann "11:00"'), and
    a thing put somewhere under a name ('add it to my calendar as "Run"') as that name ('add
    "Run" to my calendar')."""
    subtask = _RENAMED.sub(r"\1 \3 \2", subtask, count=1)
    how = _HOW.match(subtask)
    if how is not None:
        done = re.sub(
            r"\bthe (?:event|meeting|page|list|note|group|conversation|chat|post)\b",
            lambda _: how["thing"],
            how["how"],
            count=1,
        )
        subtask = done[:1].upper() + done[1:]
    found = _TOLD.match(subtask)
    verb = next((v for kind, v in _SENDING.items() if kind in label_kinds(app)), None)
    if found is None or verb is None or '"' not in subtask:
        return subtask
    rest = _BY_WAY.sub("", subtask[found.end() :], count=1)
    return f"{verb} {found[1] or ''}{rest}"


_ABOUT = re.compile(
    r"^(?P<verb>post|write|publish|tweet|share)\s+(?P<what>(?:a|an|one|another)\s+[\w-]+)\s+"
    r"about\s+(?P<topic>(?!(?:it|them|this|that)\b)[^,.;:\"{}]+?)"
    r"(?P<tail>\s+(?:in|on)\s+[A-Z][\w-]*)?\s*\.?$",
    re.IGNORECASE,
)
"""A piece of writing asked for only by its topic ("post a zap about astronomy")."""


def written(subtask: str) -> str:
    """A piece of writing asked for only by its topic with words to write, as a person asking
    for it would accept them ('post a zap about astronomy' -> 'post a zap "Thinking about
    astronomy today: what do you love about astronomy?"'); other subtasks as they are."""
    found = _ABOUT.match(subtask.strip())
    if found is None:
        return subtask
    topic = found["topic"].strip()
    words = f"Thinking about {topic} today: what do you love about {topic}?"
    return f'{found["verb"]} {found["what"]} "{words}"{found["tail"] or ""}'


_COPIED = re.compile(
    r"^\s*(?:copy|take|paste)\s+\"?(?P<key>\{\w+\})\"?(?=\s+(?P<into>into|onto|in|to)\s)",
    re.IGNORECASE,
)


def pasted(subtask: str) -> str:
    """A copy of a value another node committed, as writing that value into the place it goes
    ('copy {zap} into a new sheet' -> 'Write "{zap}" into a new sheet'; 'to my zaps' puts it
    there): the node's app has no source to copy from, and the value is typed as it stands."""

    def typed(found: re.Match[str]) -> str:
        verb = "Put" if found["into"].lower() == "to" else "Write"
        return f'{verb} "{found["key"]}"'

    return _COPIED.sub(typed, subtask, count=1)


_BARE_POSSESSIVE = re.compile(r"(?<!\S)(?:(\w+) )?([a-z]{2,}[^s\W])s (?=([a-z]+)\b)")
"""A word typed with an "s" and no apostrophe before a noun ("zedas zapcode"), with the word
before it."""


def possessives(text: str) -> str:
    """``text`` with the apostrophe restored where a name is typed as a possessive without it
    ("put bo quorns birthday ..." -> "put bo quorn's birthday ..."): the word is no English
    word in any of its forms, the word after it is one and no function word, and no determiner
    comes before it ("the zorbs menu" is a plural)."""
    common = common_words()

    def restored(match: re.Match[str]) -> str:
        before, word, after = (match[1] or "").lower(), match[2] + "s", match[3]
        if before in DETERMINERS | COUNT_WORDS or not unknown(word, common, set()):
            return match[0]
        if unknown(after, common, set()) or function_word(after):
            return match[0]
        return f"{match[1]} {match[2]}'s " if match[1] else f"{match[2]}'s "

    return _BARE_POSSESSIVE.sub(restored, text)


_ITS = re.compile(r"\bit\b(?P<mid>[^.;]*?)\bits (?P<prop>[a-z]+)\b", re.IGNORECASE)


def its_thing(source: PlanNode, target: PlanNode, key: Key) -> bool:
    """A written clause about the thing ``source`` looked up and a property it found there
    ("post a zap praising it, with its score"): both fill it, quoted as what is written
    ('post a zap "praising {place}, with its score {score}"'). Whether it applied."""
    found = _ITS.search(target.subtask)
    first = target.subtask.split()[0].lower() if target.subtask.split() else ""
    if not source.needs or found is None or first not in WRITING_VERBS:
        return False
    thing = source.needs[0]
    lead = re.search(r"\b\w+ing\s+$", target.subtask[: found.start()])
    start = lead.start() if lead else found.start()
    said = (
        f"{target.subtask[start : found.start()]}{{{thing.name}}}{found['mid']}"
        f"its {found['prop']} {{{key.name}}}"
    )
    target.subtask = f'{target.subtask[:start]}"{said}"{target.subtask[found.end() :]}'
    target.needs += [k for k in (thing, key) if k not in target.needs]
    source.produces.append(key)
    return True


_ASKS_TIME = re.compile(r"\b(?:when|what time|what day|which day)\b", re.IGNORECASE)
_THEN = re.compile(
    r"(?:\s+(?:for|at|until|till))?\s+then\b(?=\s*(?:[,.;]|$|\s+(?:labell?ed|called|named|titled"
    r"|with|on|every|each|and|to|in)\b))",
    re.IGNORECASE,
)
"""A "then" after what a clause makes, saying when ("set an alarm then labelled zorb")."""


def then_as_time(finding: str, clause: str) -> str:
    """``clause`` with a "then" that points at the time ``finding`` asks for said as "for that
    time", so that it is the found time; ``clause`` as it is otherwise."""
    if not _ASKS_TIME.search(finding):
        return clause
    return _THEN.sub(" for that time", clause, count=1)
