"""Finding the value a goal asks for in a passage: which kind it wants (a date, a time, an
amount, a code, a count ...) and the value of that kind the passage gives nearest after the
goal's words, joined with the values that belong with it ("9:00 to 17:30")."""

from __future__ import annotations

import re

from experts.offline.words import stem
from memory.lexical import content_words, words

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_AMOUNT = r"\d+(?:,\d{3})*(?:\.\d+)?"
VALUE_PATTERNS = {
    kind: re.compile(pattern, re.IGNORECASE)
    for kind, pattern in {
        "email": r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
        "phone": r"\+?\(?\d[\d ().-]{6,}\d",
        "date": (
            rf"\b\d{{4}}-\d{{2}}-\d{{2}}\b|\b\d{{1,2}}/\d{{1,2}}/\d{{2,4}}\b"
            rf"|\b{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?(?:,? \d{{4}})?\b"
            rf"|\b\d{{1,2}}(?:st|nd|rd|th)? {_MONTH}(?:,? \d{{4}})?"
            r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
            rf"|(?<=\bin ){_MONTH}\b(?! \d)|(?<=\bby ){_MONTH}\b(?! \d)"
        ),
        "time": r"\b\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?|\b\d{1,2}\s?[ap]\.?m\.?",
        "money": (
            rf"[$€£¥]\s?{_AMOUNT}|\b(?:usd|eur|gbp)\s?{_AMOUNT}"
            rf"|\b{_AMOUNT}\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b"
        ),
        "code": r"\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{3,}\b"
        r"|\b(?!(?:19|20)\d\d\b)\d{4,}\b"
        r"|(?-i:\b[A-Z]{2,3} \d{2,5}\b|\b\d{1,3}[A-K]\b)",
        "number": rf"(?<![\d:]){_AMOUNT}(?!\d|:\d)(?:%|[kKMB](?!\w|\.\d))?",
        "month": r"(?-i:\b(?:January|February|March|April|May|June|July|August|September"
        r"|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b)",
    }.items()
}
_SHARE = re.compile(rf"\b{_AMOUNT}\s?%")
"""An amount given as a share ("20% off"): how much, where no sum of money is written."""
_BARE_END = re.compile(rf"\s*(?:\u2013|-|to|until)\s*{_AMOUNT}\b(?!\s*%)", re.IGNORECASE)
"""The far end of an amount's span said without its currency ("ZPD 12,500 to 17,250")."""
_CHANGE = re.compile(r"\b(?:from|was)\s*$", re.IGNORECASE)
_NEW = re.compile(
    r"\b(?:new|now|changed|moved|updated|revised)\b|\bto (?:how|what|which)\b|\bto\s*(?:[?,.]|$)",
    re.IGNORECASE,
)
"""A change told as "moves from April 7 to April 21": the new value is the one after "to", for
a question after the new value or asking what it went to ("grew to how many", "moved to?")."""
_VALUE_JOINERS = frozenset({"", "-", "–", "to", "and", "until"})
"""What may stand between two values that form one ("Tuesday, March 17", "9:00 to 17:30")."""
_CUE_WORDS = {
    "email": "email e-mail",
    "phone": "phone call telephone mobile fax",
    "date": "date when day deadline birthday expiry expire expiration",
    "time": "time hour o'clock clock",
    "money": "price cost total amount fee pay paid owe balance charge much spend spent salary "
    "rent budget refund deposit",
    "code": "code pin password reference confirmation tracking voucher coupon id",
    "number": "many number count quantity age percent percentage rate",
}
_VALUE_CUES = {
    kind: frozenset(cues.split()) | {stem(c) for c in cues.split()}
    for kind, cues in _CUE_WORDS.items()
}
_NAMING_NUMBER = re.compile(r"\b(?!(?:phone|mobile|the|a|any|of)\b)[a-z]+ numb(?:er)?\b", re.I)
_COUNTING = re.compile(r"\bhow many\b|\bnumb(?:er)? of\b", re.IGNORECASE)
ALL_CUES = frozenset().union(*_VALUE_CUES.values())
_ASKS_MONTH = re.compile(r"\b(?:which|what)\s+month\b", re.IGNORECASE)


def wanted_value(goal: str) -> str | None:
    """The kind of value the goal asks for (``date``, ``money``, ...), or ``None``: the kind of
    its first word that asks for one ("the booking reference in my email" asks for a code); the
    goal's words may be stems ("refer"). A number that names a thing ("flight number", "seat
    number") is a code, not a count. A question headed by "month" asks for a month's name."""
    if words(goal)[:1] == ["month"] or _ASKS_MONTH.search(goal):
        return "month"
    kind = next(
        (
            kind
            for w in words(goal)
            for kind, cues in _VALUE_CUES.items()
            if w in cues or stem(w) in cues
        ),
        None,
    )
    if kind == "number" and _NAMING_NUMBER.search(goal) and not _COUNTING.search(goal):
        return "code"
    return kind


def _cue_of(kind: str, word: str) -> bool:
    cues = _VALUE_CUES.get(kind, frozenset())
    return word in cues or stem(word) in cues


def _numbered(goal: str, passage: str) -> str | None:
    """For "the <noun> number", the number written right after that noun in ``passage``
    ("zapline 42" for "the zapline number"), however short."""
    named = _NAMING_NUMBER.search(goal)
    if named is None:
        return None
    noun = re.escape(named.group().split()[0])
    said = re.search(
        rf"\b{noun}\w*\s*(?:no\.?|number|#|:)?\s*#?((?-i:[A-Z]{{1,3}}\s?)?\d[\w.-]*)",
        passage,
        re.IGNORECASE,
    )
    return said.group(1).rstrip(".-") if said else None


_AGE = re.compile(
    r"\s*(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|mo|months?"
    r"|y|yrs?|years?)\b",
    re.IGNORECASE,
)
"""A number followed by a unit of time counts time ("2 days ago", "3h"), not the asked thing."""
_MONTH_NAME = (
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?"
)
_DAY_AFTER = re.compile(rf"{_MONTH_NAME}\s*(?:\d{{1,2}},?\s*)?$", re.IGNORECASE)
_DAY_BEFORE = re.compile(rf"\s*{_MONTH_NAME}", re.IGNORECASE)
"""A number that is a day of a month or its year ("Mar 12", "4 April", "Mar 12, 2026"): no
count of anything."""
_TIME_COUNTED = re.compile(
    r"\b(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|long|old|ago|age)\b",
    re.IGNORECASE,
)
"""A question that counts time itself ("how many days", "how long", "how old")."""


def find_value(kind: str, goal: str, passage: str) -> str | None:
    """The value of ``kind`` in ``passage`` nearest after a word of the goal (a word that asks
    for that kind, "reference", when the passage has one), joined with the values right after
    it ("Friday, May 8, 2026", "8:15 to 16:45"); a code asked as "the <noun> number" is
    the number right after that noun; "how much" with no sum written is a share ("20%"); a
    count is no span of time ("2 days ago") unless the question counts time."""
    if kind == "code" and (numbered := _numbered(goal, passage)):
        return numbered
    found = list(VALUE_PATTERNS[kind].finditer(passage))
    if kind == "number" and not _TIME_COUNTED.search(goal):
        found = [
            m
            for m in found
            if not _AGE.match(passage, m.end())
            and not _DAY_AFTER.search(passage, 0, m.start())
            and not _DAY_BEFORE.match(passage, m.end())
        ]
    if kind == "money" and not found:
        found = list(_SHARE.finditer(passage))
    if not found:
        return None
    wanted = set(content_words(goal))
    cues = {w for w in wanted if _cue_of(kind, w)}
    tokens = [(m.end(), words(m.group())[0]) for m in re.finditer(r"[^\W_]+", passage)]
    anchors = [end for end, w in tokens if w in cues] or [end for end, w in tokens if w in wanted]

    def distance(match: re.Match[str]) -> int:
        before = [match.start() - end for end in anchors if end <= match.start()]
        return min(before) if before else len(passage) + match.start()

    best = min(found, key=distance)
    start, end = best.span()
    if kind == "money" and (bare := _BARE_END.match(passage, end)):
        end = bare.end()
    for later in found[found.index(best) + 1 :]:
        if passage[end : later.start()].strip(" ,").casefold() not in _VALUE_JOINERS:
            break
        if _CHANGE.search(passage[:start]) and _NEW.search(goal):
            start = later.start()
        end = later.end()
    return passage[start:end].strip(" ,;")
