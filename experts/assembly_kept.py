"""Coverage by evidence: the thing a one-clause request acts on that is kept in another app.

"email zed the start time of my zorb review", "the book zed suggested goes on my zap list",
"directions to wherever my zorb ride starts": the clause's object (what is sent, put or gone
to) is a phrase that names a thing kept somewhere, not a value the request spells out. Where
it is kept comes from evidence, never from the wording of one request: the kind of record it
names (:func:`experts.assembly_records.record_app`), else the app whose screens show its words
(the device's survey). The team needs that app, and the plan a node that finds the thing there.
"""

from __future__ import annotations

import re

from experts.assembly_phrases import CLAUSES, SENTENCES
from experts.assembly_records import FIELDS, SAYING_KIND, record_app, record_kind
from experts.assembly_shown import shown_words
from experts.offline.apps import label_kinds
from experts.offline.lexicon import actions, interface_verb, known_word
from memory.lexical import fold, words

_START = re.compile(
    r"(?<![\w'\u2019-])(?:the|my|our|wherever|whenever|where|when|what|which|how\s+[a-z]+)\b"
    r"|(?<![\w'\u2019-])(?:(?:(?![a-z]+ing\b|(?:to|from|with|for|of|in|on|at|by|about)\s)"
    r"[a-z]+\s+)?(?=[a-z][\w-]*['\u2019]s\b))?"
    r"[a-z][\w-]*['\u2019]s\b(?!\s+(?:a|an|the|my)\b)",
    re.IGNORECASE,
)
"""Where a described thing starts: a determiner, a wh-word ("how long ..."), or someone's
("zed's zorb", "zed vance's zorb": the word before it may be part of the name)."""
_END = re.compile(
    r"\s+(?:(?:to|on|onto)\s+(?:my|our)\b|into\b"
    r"|(?:by|via|over|in)\s+(?:an?\s+)?(?:text|sms|e-?mail|mail|message|dm)\b"
    r"|as\b"
    r"|(?:go|goes|should|must|needs?|has\s+to|have\s+to|belongs?|will)\b"
    r"|please\b|for\s+me\b|thanks?\b)"
    r"|\s*[,;!?]|\s+-+\s|\.(?=\s|$)|\s*$",
    re.IGNORECASE,
)
"""Where it ends: where the thing is put ("... on my zap list"), how it is sent ("... by
text"), the verb of a thing said first ("X goes on ..."), or the clause's end."""
_PUT_PLACE = re.compile(r"(?:to|on|onto|into|in)\s+$", re.IGNORECASE)
_ASKED = re.compile(r"(?:^|\s)(?:what|who|where|when|how|which|that|it|there|here)\s+$", re.I)
"""Words before a "'s" that make it "is" ("what time's ..."), not someone's."""
_FINDING = re.compile(
    r"^(?:what|which|when|where|who|whom|whose|how|find|look|check|read|show|search|see)\b"
    r"|^get\s+(?:me\s+)?(?:the|my|our)\b",
    re.IGNORECASE,
)
"""A clause that finds something out: the thing it describes is what it looks for there."""
_VALUE = re.compile(
    rf"^(?:wh|how\b)|^[\w-]+(?:\s[\w-]+)?['\u2019]s\s|\b(?:{'|'.join(sorted(FIELDS))})s?\b"
    r"|\s(?:from|of|about)\s"
    r"|^the(?:\s[\w-]+){1,2}\s[a-z]+\s(?:[a-z]+ed|wants?|told|sent|gave|said|wrote)\b",
    re.IGNORECASE,
)
"""A described thing that is a value of a record ("the room of ...", "when ...", "the zorb
from my lease", "zed's zorb idea", "the zorb zed wants"), not an item a message is about
("thank her for the zap wishes") nor the message itself ("let zed know the zorb moved")."""
_ITEM_IN = re.compile(
    r"^(?:the|my|our)\s((?:[\w-]+\s){0,3}?[\w-]+)\s(?:in|on)\s(?:my|the|our)\s", re.I
)
"""A thing said to be somewhere ("the draft in my zap folder")."""
_ANSWERED = re.compile(r"\b(?:reply|respond|answer|write\s+back)\s+(?:to\s+)?$", re.IGNORECASE)
"""Words before the record a reply answers ("reply to zed's zap email with ..."): that
record is the replying app's own, not the thing the reply passes on."""
_UNKEPT = frozenset({"contact"})
"""The kind of app a team has for the people it reaches: not a keeper of described things."""
_REACHING = re.compile(
    r"^(?:text|txt|email|e-mail|mail|message|msg|tell|call|send|dm|remind|ask|let)\s+$",
    re.IGNORECASE,
)
_TOLD_BY_MAIL = "mail"
"""What someone passed on to the owner is kept by message, else by mail."""
_MIN_WORDS = 2
"""Content words a described thing has: one word ("the slides") is an item, not a record."""


def kept_phrase(clause: str) -> str | None:
    """The described thing ``clause`` acts on ("the start time of my zorb review" of "email zed
    the start time of my zorb review"), or None: not a place things are put ("... to my zap
    list"), not the person reached ("text my zed the ..."), not the record a reply answers
    ("reply to zed's email with ..."), and at least two content words."""
    text = clause.strip()
    for start in _START.finditer(text):
        before = text[: start.start()]
        if _PUT_PLACE.search(before) and start[0].lower() in ("my", "our"):
            continue
        if _ANSWERED.search(before):
            continue
        if "'" in start[0] or "\u2019" in start[0]:
            head = re.match(r"[\w-]+", start[0])
            if head and _ASKED.search(before + head[0] + " "):
                continue
        end = _END.search(text, start.end())
        at = start.start() + _verb_before(start[0])
        phrase = text[at : end.start() if end else len(text)].strip()
        if _REACHING.match(before) and start[0].lower() in ("my", "our"):
            rest = text[start.end() :].split()
            if any(w.lower() in ("the", "what", "which", "where", "when") for w in rest[:3]):
                continue
        if len([w for w in shown_words(phrase) if " " not in w]) >= _MIN_WORDS:
            return phrase
    return None


def _verb_before(start: str) -> int:
    """How many characters of a described thing's start are the clause's verb, not the first
    word of someone's name ("put zed's zorb": "put "; "zed vance's zorb": none)."""
    first = start.split()[0].lower() if " " in start.strip() else ""
    verb = first in actions() or interface_verb(first) is not None
    return start.index(start.split()[1]) if first and verb else 0


def shown_keeper(phrase: str, shows: dict[str, list[str]]) -> str | None:
    """The app whose screens show the phrase's words best, when its evidence singles it out:
    a pair of the phrase's words side by side, or more of its words than any other app."""
    wanted = {fold(w) for w in shown_words(phrase)}
    scores = sorted(((_weight(wanted, ws), app) for app, ws in shows.items()), reverse=True)
    if not scores or scores[0][0] < _MIN_WORDS:
        return None
    if len(scores) > 1 and scores[1][0] >= scores[0][0]:
        return None
    return scores[0][1]


def _weight(wanted: set[str], shown: list[str]) -> int:
    """How many of the phrase's words an app shows, a pair of them side by side counting two."""
    return sum(1 + (" " in w) for w in wanted & {fold(w) for w in shown})


def keeper(phrase: str, labels: list[str], shows: dict[str, list[str]]) -> str | None:
    """The app of ``labels`` that keeps the thing ``phrase`` describes: by the kind of record
    it names, else by what the apps' screens show (``shows``, label -> words); the people's app
    keeps only what names a field of a person's card ("zed's employer")."""
    named = record_kind(phrase) in _UNKEPT
    labels = [a for a in labels if named or not _UNKEPT & label_kinds(a)]
    shown = shown_keeper(phrase, shows)
    told = record_kind(phrase) == SAYING_KIND
    mailed = next((a for a in labels if told and _TOLD_BY_MAIL in label_kinds(a)), None)
    return record_app(phrase, labels) or mailed or (shown if shown in labels else None)


def finding(clause: str) -> bool:
    """Whether ``clause`` finds something out rather than acting on a thing found."""
    return bool(_FINDING.match(clause.strip()))


def valued(phrase: str) -> bool:
    """Whether a described thing is a value kept in a record (:data:`_VALUE`), or a thing
    someone passed on to the owner; not an item said to be in a place of the app it is acted
    on in ("the draft in my zap folder"), unless a field of it is asked ("the code in ...")."""
    placed = _ITEM_IN.match(phrase)
    if placed and not FIELDS & set(placed[1].lower().split()):
        return False
    return bool(_VALUE.search(phrase)) or record_kind(phrase) == SAYING_KIND


def own_thing(phrase: str, found: list[str], shows: dict[str, list[str]]) -> bool:
    """Whether a described thing is the found apps' own: it names one, or one's screens show a
    name of it (a word no dictionary knows: "the zapwise code"); an app named only as where the
    clause acts ("zed's zorb on zapapp") is not the thing's, nor is the person whose it is."""
    for app in found:
        phrase = re.sub(rf"\s+(?:on|in|via|using)\s+{re.escape(app)}\s*$", "", phrase, flags=re.I)
    said = {fold(w) for w in words(phrase)}
    named = any(said & {fold(w) for w in words(a)} for a in found)
    owner = re.match(r"((?:[\w-]+\s+)?[\w-]+)['\u2019]s\s", phrase)
    whose = {fold(w) for w in words(owner[1])} if owner else set()
    names = {w for w in said if not known_word(w)} - whose
    return named or any(names & {fold(w) for w in shows.get(a, [])} for a in found)


def kept_apps(
    request: str, labels: list[str], found: list[str], shows: dict[str, list[str]]
) -> list[str]:
    """The apps not in ``found`` that keep the things the request's clauses act on, by the kind
    of record each names (:func:`keeper`; screens' words single out an app too often for a
    team to grow by them, they place a member's node: :mod:`planners.coverage`), for a request
    of one clause or one app found so far (where the rest of the reading placed several apps,
    it placed the sources too); a thing someone passed on to the owner adds none when
    ``found`` holds an app people's words come by already."""
    clauses = [c for s in SENTENCES.split(request) for c in CLAUSES.split(s) if c.strip()]
    clauses = [c for c in clauses if not finding(c)]
    if len(clauses) > 1 and len(found) != 1:
        return []
    phrases = [p for p in map(kept_phrase, clauses) if p is not None and valued(p)]
    told = {SAYING_KIND, _TOLD_BY_MAIL}
    reached = any(told & label_kinds(a) for a in found)
    phrases = [p for p in phrases if not (reached and record_kind(p) == SAYING_KIND)]
    phrases = [p for p in phrases if not own_thing(p, found, shows)]
    kept = (keeper(p, labels, {}) for p in phrases)
    return list(dict.fromkeys(a for a in kept if a is not None and a not in found))
