"""The patterns a request is read with: quoted values, names, addresses, slots ("saying ...",
"titled ...", "to <address>"), questions, toggles and constraints: hand-written regular
expressions over English request phrasing, the rule-based offline policy's reading of a request."""

from __future__ import annotations

import re

from experts.offline.bounds import BODY_NEXT, BODY_SPANS
from experts.offline.words import VERB_UI, stem, words

QUOTED = re.compile(
    r"[\"\u201c]([^\"\u201d]+)[\"\u201d]|(?<![a-z])'([^']+)'(?![a-z])", re.IGNORECASE
)
WORDED = re.compile(r"[^\W\d_]{2}")
"""A text with a word in it: not a bare count or number ("(959)")."""
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
URL = re.compile(
    r"(?<![@\w.])(?:https?://)?(?:[a-z0-9-]+\.)+(?:org|com|net|io|edu|gov|dev|app|info)\b(?:/[^\s\"]*[^\s\".,;])?",
    re.IGNORECASE,
)
PHONE = re.compile(r"\+?\(?\d[\d ()-]{6,}\d")
NAME_WORDS = r"((?>[A-Z][\w-]*(?: (?:[A-Z][\w-]*|\d[\w.-]*)){0,3}))"
NAME = NAME_WORDS + r"(?!['\u2019]s)"
FILE_NAME = re.compile(
    r"(?<![\w.])((?:[A-Z0-9][\w-]*(?: [\w-]+){0,3}|[\w-]+)"
    r"\.(?:txt|pdf|docx?|odt|rtf|csv|xlsx?|pptx?|jpe?g|png|gif|mp[34]|zip|apk))\b",
)
"""A file name with its extension, spaces and all when capitalized ("Old plan v2.txt")."""
HANDLE = re.compile(r"(?<![\w@.])@?([a-z][a-z0-9]*(?:[._][a-z0-9]+)+)(?![\w@])")
CLAUSE_END = r"(?=,| and | then | in my | on my | from my | in [A-Z]| on [A-Z]|\.(?:\s|$)|$)"
WITH_QUOTED = r"\bwith\s+(\x00\d+\x00)"
"""A quoted value after "with": the text a reply or comment says."""
FIELD_NEXT = (
    r"(?=\s+with\s+(?:the|a|an|its|their|his|her)\s+(?:(?:phone|e-?mail)\s+)?"
    r"(?:number|phone|e-?mail|address)\b|\s+for\s+when\b"
    r"|\s+(?:at|from)\s+\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?(?!\S*\s*(?:st|nd|rd|th)\b)"
    r"|\s+(?:on\s+)?(?:today|tomorrow|tonight)\b)"
)
"""Where a name ends and a detail of the named record is given ("called Zib with the number
...", "called Zib for when ...", "titled Zib at 11:30", "called Zib tomorrow")."""
NEXT_VALUE = "(?:" + BODY_NEXT + "|" + FIELD_NEXT + "|" + CLAUSE_END + ")"
"""Where a subject or a title said without quotes ends: at the clause's end, or where the
request goes on to say the text of the record ("titled Zorb saying ...")."""
SLOT_PATTERNS: tuple[tuple[str, str], ...] = (
    (
        "subject",
        r"\bsubject\s+(?:line\s+)?of\s+(?:the\s+|my\s+)?\w+\s+(?:to|as)\s+(.+?)" + NEXT_VALUE,
    ),
    (
        "subject",
        r"(?:\bsubject|(?<![\w'\u2019])re)\s*:?\s+(?:line\s+)?(?:to\s+|as\s+|is\s+)?(.+?)"
        + NEXT_VALUE,
    ),
    (
        "title",
        r"\b(?:titled|named|called|title it|(?:with|give it) the title|with title)"
        r"\s+(?:(?-i:to)\s+(?=[A-Z\x00]))?(.+?)" + NEXT_VALUE,
    ),
    (
        "title",
        r"\b(?:create|add|make|new)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:[a-z]+\s+){1,2}(\x00\d+\x00)",
    ),
    ("title", r"\b(?:create|make|new)\b[^\x00:]*:\s*(\x00\d+\x00)(?:$|,)"),
    (
        "message",
        r"\b(?:saying|that says|with the text|with text|with message|that reads)\s+"
        r"(.+?)(?=\.(?:\s|$)|$)",
    ),
    *(("message", span) for span in BODY_SPANS),
    ("message", WITH_QUOTED),
    ("message", r"\b(?:message|body|text)\s*:?\s*(\x00\d+\x00)"),
    (
        "message",
        r"\b(?:reply|respond|answer)\b[^\x00]*?\bwith\s+"
        r"(?!(?:the|a|an|my|your|their|his|her|it|this)\b)([^\x00]+?)$",
    ),
    (
        "message",
        r"^(?:reply|respond|answer|comment|write back)\s+"
        r"(?!(?:to|on|under|the|a|an|my|your|their|his|her|it|this|that|with|saying|back)\b)"
        r"([^\x00]+?)\s+(?:to|on|under)\s+\S",
    ),
    ("query", r"\b(?:search(?: [\w.]+){0,4}? for|look (?:up|for)|search)\s+(.+?)" + CLAUSE_END),
)
RECIPIENT = re.compile(r"\b(?:to|with)\s+(" + EMAIL.pattern + r"|" + NAME + r")")
INDIRECT = re.compile(r"(?:^|[,.;:] |\band |\bthen )(?i:send|text|message|email|call)\s+" + NAME)
FIELD_PLAIN = re.compile(
    r"\b(phone|number|mobile|email|e-mail|address|birthday)(?: number| address)?:?\s+("
    + EMAIL.pattern
    + r"|"
    + PHONE.pattern
    + r")"
)
FIELD_OF = re.compile(
    r"\b(\w+)(?: address| number)? of [^,.]+? to\s+(\x00\d+\x00|"
    + EMAIL.pattern
    + r"|"
    + PHONE.pattern
    + r")"
)
FIELD_TO = re.compile(
    r"\b(\w+)(?: address| number)?\s+to\s+(\x00\d+\x00|"
    + EMAIL.pattern
    + r"|"
    + PHONE.pattern
    + r")"
)
FIELD_SET = re.compile(
    r"^\s*(?:change|set|update|edit)\s+(?:my|the|our)\s+(?:[\w-]+\s+)?([a-z]+)\s+to\s+"
    r"([A-Z][^\d\x00]*?)\s*[.!]?\s*$"
)
"""A field of one's own given a new wording ("change my profile bio to Coffee first")."""
FIELD_OWNED = re.compile(
    r"['\u2019]s\s+(?:[a-z]+\s+)?([a-z]+)\s+to\s+(\x00\d+\x00|[A-Z][^\x00,;:!?]*?)"
    r"(?:\s+(?:in|on)\s+(?:the\s+)?[A-Z]\w*)?\s*[.!]?\s*$"
)
"""Any other detail of a named thing given a new value ("change zed's guild to Zapworks in
Zapbook"): the details of :data:`FIELD_NOUNS` have readings of their own."""
NAMED_TO = re.compile(r"\b(name|title|label|nickname)\s+to\s+" + NAME)
FIELD_WITH = re.compile(
    r"\b(?:with|and)\s+(?:the|a|an|my)?\s*(\w+)\s+(\x00\d+\x00|"
    + EMAIL.pattern
    + r"|"
    + PHONE.pattern
    + r")"
)
QUESTION = re.compile(r"^\s*(what|which|who|when|where|how(?! to\b))\b|\?\s*$", re.IGNORECASE)
POLITE = re.compile(r"^\s*(?:please\s+)?(?:can|could|would|will)\s+you\b", re.IGNORECASE)
ANSWER_CUES = re.compile(
    r"\b(tell me|let me know|report|read the|read my|what (?:is|are|was|were)|which"
    r"|(?:find|check|get|see|look up) the (?:price|rating|address|number|time|date|birthday|phone"
    r"|email|location|status|title) of)\b",
    re.IGNORECASE,
)
TOGGLE = re.compile(
    r"\b(turn|switch|toggle|set)\s+(?:[\w-]+\s+){0,3}?(on|off)\b"
    r"|\b(?:turn|switch)\s+(?:all|every|each|both)\s+(?:[\w-]+\s+){0,4}?(on|off)\b"
    r"|\b(enable|disable)\b",
    re.IGNORECASE,
)
PLACEHOLDER = re.compile(r"\x00(\d+)\x00")
ITEMS = re.compile(r"(?<!\d):\s*([^:]+?)(?:\.(?:\s|$)|$)")
FITTING_TITLE = re.compile(
    r"\b(?:fitting|appropriate|suitable|good|descriptive|sensible|proper|meaningful|relevant)"
    r"\s+(?:title|name)\b|\b(?:title|name) (?:it|them|this|the \w+) \w+ly\b",
    re.IGNORECASE,
)
TOPIC = re.compile(
    r"\b(?:for|about|detailing|describing|listing)\s+(?:my |your |the |a |an )?"
    r"(.+?)(?= with | in [A-Z]|,| and |\.(?:\s|$)|$)"
)
MIN_RATING = (
    re.compile(
        r"\b(?:at least|no less than|minimum of|over|above)\s+([0-5](?:\.\d)?)\b"
        r"(?!\s*(?:%|km|mi|min|hour|\$))",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b([0-5](?:\.\d)?)\s*(?:stars?\s*)?(?:or (?:better|higher|more|above)|\+)", re.IGNORECASE
    ),
)
SOURCE_USE = re.compile(
    r"using\s+(?:the|my|this)\s+(?!\w+\s+(?:button|menu|option|tab|icon|app|feature|search)\b)\w+",
    re.IGNORECASE,
)
BARE_VERB = re.compile(r"\s*[A-Za-z'-]+\s+(?:and|or|&)\s+", re.IGNORECASE)
VERB_NOUNS = frozenset({"reply", "comment", "message", "email", "post", "text"})
MAKING = frozenset({"write", "send", "draft", "post", "compose", "make", "leave", "add"})
GERUND_LEADS = frozenset({"start", "keep"})
CLAUSE_OPENERS = frozenset(
    {"and", "then", "please", "also", "me", "you", "start", "now", "first", "finally"}
)
ORDINALS = re.compile(
    r"\b(latest|newest|most recent|top|first|last|recent|best|next|upcoming)\b"
    r"(?!\s+(?:modified|updated|edited|changed|opened|used|seen)\b)",
    re.IGNORECASE,
)
"""An ordinal picking an item; "last modified" says when, it picks nothing."""
NOT_FOCUS = frozenset(
    words("latest newest most recent first last top one received get got current next upcoming")
)
VERB_BY_STEM = {stem(v): v for v in VERB_UI}
ABOUT = re.compile(
    r"\b(?:about|regarding|concerning|\w+ing (?:for|about))\s+(?:the |a |an |my )?"
    r"(.+?)(?= and |,|\.(?:\s|$)|$| with | in [A-Z])"
)
CHANNEL = re.compile(
    r"\b(?:(?:by|via|(?:in|from|on) my)\s+|(?=\w+ed\b))"
    r"((?:text\s+message|e-?mail|text|sms|message|chat)s?)(?:e?d)?\b",
    re.IGNORECASE,
)
CHANGING = frozenset({"change", "set", "edit", "rename", "update", "reschedule"})
FIELD_NOUNS = frozenset(
    [
        "email",
        "e-mail",
        "phone",
        "number",
        "mobile",
        "name",
        "title",
        "address",
        "birthday",
        "label",
        "nickname",
        "website",
    ]
)
PART_WORDS = frozenset(
    {"subject", "title", "body", "message", "label", "caption", "heading"}
    | {"called", "named", "titled", "labelled", "labeled", "entitled"}
)
"""Words naming a written part of a mail, note or record, or giving a thing its name ("subject
zorp plans", "called zorp"): what follows one is its wording, and the word is never a first
name before it."""
NOT_FIELDS = frozenset(
    [
        "it",
        "them",
        "this",
        "that",
        "me",
        "him",
        "her",
        "subject",
        "title",
        "text",
        "message",
        "reply",
    ]
)
IDENTIFIER = re.compile(r"(?<![\w.:/-])(\d{4,}\.\d{3,})(?![\w-])")
QUERY_CUT = re.compile(
    r"\s+(?:rated|with a rating|with at least|that|which|who|open now|under|below|cheaper than)\b",
    re.IGNORECASE,
)
KIND_TAIL = re.compile(
    r"\s+(?:accounts?|people|users?|profiles?|posts?|products?|items?|results?|apps?|places?|pages?)$",
    re.IGNORECASE,
)
NOT_AUTHORS = frozenset(
    [
        "email",
        "mail",
        "text",
        "texts",
        "message",
        "messages",
        "scratch",
        "there",
        "here",
        "home",
        "work",
        "now",
        "today",
        "yesterday",
    ]
)
AUTHOR = re.compile(r"\b(?:from|by)\s+([a-z][a-z0-9_]{3,})\b")


LEVEL = re.compile(r"\b(\d{1,3})\s*(?:%|percent\b)", re.IGNORECASE)
DEGREES = (
    (
        re.compile(
            r"\ball the way (?:up|high)\b|\bmax(?:ed)? (?:it )?out\b"
            r"|\b(?:to|at)\s+(?:the\s+|its\s+)?(?:max(?:imum)?|highest|full)\b",
            re.I,
        ),
        100,
    ),
    (
        re.compile(
            r"\ball the way down\b|\b(?:to|at)\s+(?:the\s+|its\s+)?(?:min(?:imum)?|lowest|zero)\b",
            re.I,
        ),
        0,
    ),
    (re.compile(r"\b(?:to|at)\s+(?:half(?:way)?|the middle)\b|\bhalfway\b", re.I), 50),
)
"""Degree words that name a level without a number ("all the way up", "half")."""


def asked_level(text: str) -> int | None:
    """The level a request asks for, in percent: a number with % or "percent", or a degree
    ("all the way up", "to the max", "at half"); quoted text says none."""
    text = QUOTED.sub(" ", text)
    match = LEVEL.search(text)
    if match:
        return int(match.group(1)) if int(match.group(1)) <= 100 else None
    return next((level for degree, level in DEGREES if degree.search(text)), None)


NOTHING_FOUND = re.compile(
    r"\b(?:no results?|no matches|not found|nothing found|couldn.t find|can.t find"
    r"|did(?: not|n.t) match|check(?:ing)? (?:your|the) spelling|spelled correctly"
    r"|(?:more general|different|other) (?:search )?(?:terms|words|keywords))\b",
    re.I,
)
"""A screen saying what was looked for is not there ("No results for 'rice'", "Your search
did not match", "Try checking your spelling or use more general terms", "Make sure your
search is spelled correctly")."""
SENTENCE_VERB = re.compile(
    r"\b(?:is|are|was|were|will|would|shall|should|can|could|must|might|has|have|had|does|did)"
    r"\s+(?:not\s+)?[a-z]+\b"
)
"""A lower-case verb with its auxiliary ("is off", "will book"): a sentence, not a name (a
name's words are capitalized: "Has Bean Cafe")."""

MADE_BY = re.compile(
    r"\bwho\s+(?:makes|made|develops|developed|publishes|published|builds|built|creates|"
    r"created|designs|designed|produces|produced)\b",
    re.IGNORECASE,
)
"""A question asking who made a thing ("who makes the scanner app"): its maker, a company
as often as a person, in the field an agent noun captions ("Developer")."""
_NAMING = r"\b(?:(?:call|name|title|label)\s+(?:it|this|that)|called|named|titled|labell?ed)\s+"
"""A verb giving a thing its name ("..., call it", "called"): it reaches nobody."""


def unnamed(text: str, title: str) -> str:
    """``text`` (lower case) less the name it gives a thing: ``title`` after a naming verb, or
    whatever follows "call it" up to the clause's end ("..., call it zib day")."""
    if title:
        text = re.sub(rf"{_NAMING}{re.escape(title.lower())}\b", " ", text)
    return re.sub(r"\b(?:call|name|title|label)\s+(?:it|this|that)\s+[^,;.?!]*", " ", text)


STREET_ADDRESS = re.compile(
    r"\b\d{1,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Lane|Ln|Way|Dr|"
    r"Drive|Pl|Place|Sq|Square)\b\.?"
)
"""A street address where no id names one: a number, names, a street word."""
