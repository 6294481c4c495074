"""Facts about the owner's things that a request uses without saying where they are kept
("text Ann my flight number", "my Zapline parcel's tracking code", "which day my order
arrives"), and the kind of app that keeps each kind of record: bookings and orders come by
mail, plans are in the calendar, codes and passwords in notes.

Only generic English record nouns are used, matched to app kinds (:func:`label_kinds`), never
to app names.
"""

from __future__ import annotations

import re

from experts.assembly_doings import doing_record
from experts.assembly_placed import placed_app
from experts.assembly_possessed import ACTS, DETAIL, FIRST_NAME, SOMEONES
from experts.assembly_saying import SAYING_KIND
from experts.offline.apps import label_kinds
from experts.offline.lexicon import kinds, known_word

RECORDS: dict[str, tuple[str, ...]] = {
    "mail": (
        "order",
        "booking",
        "reservation",
        "receipt",
        "invoice",
        "confirmation",
        "delivery",
        "shipment",
        "parcel",
        "package",
        "email",
        "ordered",
        "bought",
    ),
    "calendar": (
        "appointment",
        "meeting",
        "event",
        "birthday",
        "flight",
        "trip",
        "class",
        "lunch",
        "dinner",
        "brunch",
        "breakfast",
        "ride",
        "party",
        "club",
        "concert",
        "interview",
        "dentist",
        "doctor",
    ),
    "note": ("password", "wifi", "wi-fi", "passcode", "code", "plan", "idea"),
    "contact": ("company", "employer"),
    "file": ("minutes", "lease", "report", "ticket", "e-ticket", "policy", "agreement", "resume"),
}
"""The app kind that keeps each kind of record, by the record's nouns."""
FIELDS = frozenset(
    {"number", "time", "day", "date", "address", "password", "code", "reference", "title"}
    | {"name", "seat", "rating", "price", "total", "location", "place", "room", "venue"}
    | {"size", "status", "amount"}
)
"""The fields of a record a request may ask for."""
_FIELDS = "|".join(sorted(FIELDS))
_RECORD_WORDS = (
    r"(?:[\w-]+ )?(?:"
    + "|".join(sorted({re.escape(n) for ns in RECORDS.values() for n in ns}))
    + r")\b"
)
"""A record noun, maybe after one word ("the home wifi"): "the wifi password" is the owner's
record's field as "my wifi password" is."""
_VERBS = r"(?:arrives?|is|are|starts?|leaves?|begins?|comes?|lands?|departs?)"
_NOT_GIVER = r"(?:i|we|you|he|she|they|it|that|which|is|was|are|were|has|have|had)"
"""Words that name no one who passed a thing on (the owner, someone found before, a verb)."""
_TOLD_ME = (
    r"(?:texted|messaged|e-?mailed|mailed|sent|dm['\u2019]?d|dmed|recommended|suggested|gave"
    r"|mentioned|told)"
)
"""What someone passed on to the owner ("the number bo texted me", "the book bo recommended
me"): a thing kept where people's words to the owner are."""
_WORDS = r"(?:[\w'\u2019-]+ ){0,3}?"
_UNLED = r"(?:(?!(?:the|my|our|a|an|his|her|their)\b)[\w'\u2019-]+ ){0,3}?"
"""Words of one noun phrase: no determiner opens another ("my landlord the wifi password")."""
_PLAIN = r"(?:(?!(?:into|onto|to|in|on|at|for|with|and)\b)[\w-]+ )"
OWNER = (
    r"(?:(?:the|my|our) [a-z]+['\u2019]s|the|my|our"
    r"|(?!(?:it|that|what|there|here)['\u2019]s)[a-z]+['\u2019]s)"
)
"""Whose a record is: the owner's, a named person's ("from zeno's memo"), or a named maker's
("from the zapline's mail")."""
WHEN_SAID = (
    r"(?:today|tomorrow|tonight|(?:on |this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
)
"""The day a fact about the owner's plans is said of ("... leaves on friday")."""
_OWNED = re.compile(
    rf"\b(?:(?:my|our|(?<!of )(?<!for )the(?= {_RECORD_WORDS}))"
    rf" {_UNLED}(?:{_FIELDS})(?: (?:(?:for|of|from) (?:the|my|our)|on the) "
    rf"(?:[\w-]+ ){{0,2}}?[\w-]+)?"
    rf"|the (?:[\w-]+ ){{0,2}}?(?:{_FIELDS}) (?:of|for|on) (?:my|our) (?:[\w-]+ ){{0,2}}?[\w-]+"
    rf"|(?:(?:which|what) (?:{_FIELDS}) |where |when )(?:my|our) {_WORDS}{_VERBS}"
    rf"(?: {WHEN_SAID})?"
    rf"|(?<=before )(?:my|our) {_WORDS}{_VERBS}"
    rf"|(?<=before )(?:my|our) {_PLAIN}{{0,2}}?[\w-]+"
    rf"|what (?:i|we) (?:ordered|bought|booked)(?: from [\w-]+)?"
    rf"|the (?:[\w-]+ ){{0,3}}?(?:{_FIELDS}) from (?:the|my|our) {_PLAIN}{{0,4}}?[\w-]+"
    rf"(?: in (?:my|the|our) [\w-]+)?"
    rf"|(?:their|his|her) (?:[\w-]+ ){{0,2}}?(?:{_FIELDS}) from (?:(?:my|the) )?(?:[\w-]+ )?[\w-]+"
    rf"|how much (?:the|my|our) {_PLAIN}{{0,3}}?[\w-]+"
    rf"(?: (?:in|from) (?:the|my|our) {_PLAIN}{{0,2}}?[\w-]+)? (?:comes? to|costs?|is|was)"
    rf"(?: (?:in|from|on) {OWNER} {_PLAIN}{{0,2}}?[\w-]+)?"
    rf"|the (?:next|last|first|new|latest) {_PLAIN}{{0,2}}?[\w-]+ from (?:the|my|our) "
    rf"{_PLAIN}{{0,3}}?[\w-]+"
    rf"|the {_PLAIN}{{0,3}}?[\w-]+ (?:in|from) (?:the|my|our) {_PLAIN}{{0,3}}?[\w-]+ (?:i|we) "
    rf"(?:downloaded|saved|received|got)"
    rf"|(?<!my )(?<!our )(?<!the )\b{FIRST_NAME}(?!(?:{ACTS})\b)[a-z]+['\u2019]s "
    rf"{DETAIL}"
    rf"|(?<!to )(?<!into )(?<!onto )the {_PLAIN}{{0,3}}?[\w-]+ (?:from|in|on) {OWNER} "
    rf"{_PLAIN}{{0,3}}?[\w-]+"
    rf"|what (?:the|my|our) {_PLAIN}{{0,3}}?[\w-]+ (?:in|from|on) (?:my|our|the) "
    rf"{_PLAIN}{{0,2}}?[\w-]+ (?:is|are|was|says)"
    rf"|the [\w-]+ (?:my|our) {_PLAIN}{{0,2}}?[\w-]+ (?:is|are|was|were) [a-z]+ing"
    rf"(?: (?:this|next|last) [a-z]+)?"
    rf"|the (?:[\w-]+ )?(?:{_FIELDS}) (?:of|for) the {_PLAIN}{{0,3}}?[\w-]+"
    rf"(?: (?:in|on|from) (?:(?:my|our|the) )?{_PLAIN}{{0,3}}?[\w-]+)?"
    rf"|the (?:[\w-]+ ){{0,2}}?[\w-]+ (?!{_NOT_GIVER}\b)[a-z]+ {_TOLD_ME} (?:me|us)"
    rf"|the (?:address|rating|opening hours|hours|phone number) of (?!(?:my|our|the|it|them)\b)"
    rf"(?:\{{\w+\}}|[\w'-]+(?: (?!(?:and|to|in|on|with)\b)[\w'-]+){{0,3}}))"
    rf"(?=\s+(?:to|in|on|into|onto|and|so|with|for|as|by|via|over)\b|[,.;?!]|$)",
    re.IGNORECASE,
)
"""A fact about one of the owner's records: "my ferry code for the zapton trip", "the receipt
code of my Zapline purchase", "which day my Zapline order arrives", "where my bike ride
tomorrow is", "(before) my ferry sails", "what i ordered from zapline", "the zap date
from the notes in my Zapfiles", "their zap handle from Zapbook", "how much the invoice
in my downloads comes to", "the next huddle from the june 4 zap notes", "the keynote in the
schedule i downloaded", "bo chan's phone number", "the address of zap grill"."""
_KEPT_IN = re.compile(
    r"\b(?:from|in) (?:(?:my|the|our) )?((?:[\w-]+(?:['\u2019]s)? ){0,2}[\w-]+)", re.IGNORECASE
)


_SENT_TO_OWNER = re.compile(r"\b(text|message|e-?mail|mail)(?:ed|d) (?:me|us)\b", re.IGNORECASE)
"""A record someone sent the owner, by the way they sent it ("the code zapshop texted me",
"the number ann messaged me from")."""

_TOLD_BY = re.compile(
    rf"^the (?:[\w-]+ ){{0,2}}?[\w-]+ [a-z]+ {_TOLD_ME}(?: (?:me|us))?$", re.IGNORECASE
)
"""A thing someone passed on to the owner that no record noun places ("the zorp bo
recommended"): kept where people's words to the owner are, their messages."""


def sent_kind(phrase: str) -> str | None:
    """The app kind a phrase says a thing reached the owner by ("the code bo texted me" ->
    message, "what ann emailed me" -> mail), if it says so."""
    sent = _SENT_TO_OWNER.search(phrase)
    return None if sent is None else noun_kind(sent[1].lower().replace("e-", "e"))


_WHEN_OWNED = re.compile(
    r"^(?:(?:last|this|next) (?:night|morning|evening|week|weekend)|yesterday|today|tonight"
    r"|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)['\u2019]s ",
    re.IGNORECASE,
)
"""A thing of a time ("last night's zap venue", "friday's zorp room"): an event's."""
_PLACE_FIELD = re.compile(
    r"^the (?:address|rating|opening hours|hours|phone number) of "
    r"(?!(?:my|our|the|their|his|her)\b)",
    re.IGNORECASE,
)
"""A field of a named place ("the rating of Zap Grill"), which the maps app keeps."""
_FIELD_OF_PLACE = re.compile(
    r"^(?:(?:find out )?what is |whats )?the (?:address|rating|opening hours|hours|phone number)"
    r" of the (?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)
"""A field of a place named by its kind ("the phone number of the cafe ..."), which maps keep
when the noun is a kind of place."""
_PLACE_HOURS = re.compile(
    r"\b(?:what time|when) (?:does|do|will) (?!(?:my|our|the|i|we)\b)[\w' ]+ (?:open|close)s?\b",
    re.IGNORECASE,
)
"""When a named place opens or closes ("what time does Zap Grill close"), which maps know."""
_OWN_PLACE = re.compile(r"\b(?:from|in|on) (?:my|our) ((?:[\w-]+ ){0,2}[\w-]+)", re.IGNORECASE)
"""A thing of the owner's a fact is kept in ("from my boat insurance")."""
_EVENT_FIELD = re.compile(
    r"^(?:the (?:[\w-]+ )?(?:time|date|day|room|location|venue) (?:of|for) the\b"
    r"|(?:find out |find )?(?:what time|when) (?:is|does|do|are) the\b"
    r"|(?:find out |find )?(?:what time (?:is|does|do|are)|when (?:is|are))"
    r" (?:my|our|[a-z]+['\u2019]s)\b"
    r"|(?:find out )?(?:when|what time) (?:do|will|am|are) (?:i|we)\b"
    r"|(?:find out )?(?:what|which) (?:room|venue) (?:is|are) (?:the|my|our) .+? (?:in|at)\W*$"
    r"|(?:find out )?(?:what|which) (?:time|day|date|room|venue) (?:is )?the (?:[\w-]+ ){0,3}?"
    r"(?:is|starts|ends|begins|happens)(?: in| at| on)?$)",
    re.IGNORECASE,
)
"""When or where a named thing with no keeper named happens ("the room for the design
review", "what time is the team standup", "which room the zap review is in"): an event,
which the calendar keeps."""
EVENTS_KIND = "calendar"
DOCUMENT_KIND = "file"
"""Where a thing of the owner's that no kind of app names is kept: a document of theirs."""
_DONE_BY_OWNER = re.compile(r"\b(?:i|we) (\w+?)(?:ed|d)\b", re.IGNORECASE)
"""What the owner did with a record ("the schedule i downloaded" -> download)."""


def owned_facts(text: str) -> list[re.Match[str]]:
    """The facts about the owner's records ``text`` uses, each with a record kind known."""
    return [m for m in _facts(text) if record_kind(fact_text(m, text))]


_THEN_KEPT = re.compile(
    r" (?:in|from|on) (?:my|our|the) [\w-]+"
    r"(?: (?!(?:and|then|to|for|with|so|but|or|as|in|on|at|from|by)\b)[\w-]+){0,2}(?=[\s,.;?!]|$)"
)
"""Where a fact's record is kept, said after it ("... from the job description in my
documents")."""


_PUTTING = re.compile(r"^(?:put|add|save|note|write)\b", re.IGNORECASE)
"""A clause that puts a thing somewhere: its "in/on my X" is where it goes, not where it is."""


def fact_text(found: re.Match[str], text: str) -> str:
    """A fact, with where its record is kept when the fact alone names no kind of keeper or
    that place names one ("my landlord's number in my zorb notes": where the request
    says it is kept, not the kind of record, tells the keeper); in a clause that puts the fact
    somewhere, only a place it comes "from"."""
    after = _THEN_KEPT.match(text, found.end())
    if after and _PUTTING.match(text) and not after.group(0).startswith(" from"):
        after = None
    if record_kind(found.group(0)) and not (after and _place_kind(after.group(0))):
        return found.group(0)
    return found.group(0) + (after.group(0) if after else "")


def _place_kind(place: str) -> str | None:
    """The app kind a place a record is said to be kept in names (" in my zorb notes" ->
    note), by its words, the last first."""
    words = re.findall(r"[a-z][\w-]*", place.lower())[2:]
    return next((k for k in map(noun_kind, reversed(words)) if k is not None), None)


_ITEM_IN = re.compile(
    r"^the (?:(?!(?:from|of|for|in|on)\b)[\w-]+ )*?([\w-]+) (?:in|on) ", re.IGNORECASE
)
"""A thing said to be in a place ("the draft in my folder")."""


def _facts(text: str) -> list[re.Match[str]]:
    """The facts ``text`` uses, without an app's own item said to be somewhere ("the draft in
    my folder" is the item acted on, not a fact of a record)."""
    out = []
    for found in _OWNED.finditer(text):
        item = _ITEM_IN.match(found.group(0))
        if item is None or noun_kind(item[1].lower()) not in kinds():
            out.append(found)
    return out


def facts_in(text: str, labels: list[str]) -> list[tuple[re.Match[str], str | None]]:
    """The facts ``text`` uses with the installed app that keeps each: the app the fact names
    by its label as written ("the tracking number of my latest Shop order") or in lower case
    when the label is no English word ("my newest zapgram photo"), else its record's kind, else
    the app it names in any case ("the time of my next clock alarm")."""
    out = []
    for found in _facts(text):
        named = [a for a in labels if _names(a, found.group(0))]
        app = (named[0] if len(named) == 1 else None) or record_app(fact_text(found, text), labels)
        app = app or next(
            (a for a in labels if re.search(rf"\b{re.escape(a)}\b", found.group(0), re.I)), None
        )
        if app is not None:
            out.append((found, app))
    return out


def record_noun(phrase: str) -> str | None:
    """The record ``phrase`` is about: its last record noun ("my seat number from the flight
    booking email" -> "email"), or the noun of a kind of app's things it describes ("my ride
    pic" is a picture; "my ride time" a field of the ride)."""
    words = [w.lower() for w in re.findall(r"[\w-]+", phrase)] + [""]
    nouns = {n for kept in RECORDS.values() for n in kept}
    at = [i for i, w in enumerate(words) if {w, w.removesuffix("s")} & nouns]
    if not at:
        return doing_record(phrase)
    head = words[at[-1] + 1]
    described = {head, head.removesuffix("s")}.isdisjoint(FIELDS) and _kind_of(head)
    return head if described else words[at[-1]]


_HEADED = re.compile(r"^(?:the|my|our) ([a-z]+) (?:i|we)\b", re.IGNORECASE)
"""A record's head noun before a clause of the owner's ("the zapsite i got it from")."""


def _kind_of(word: str) -> str | None:
    """The app kind of the lexicon a word is a noun of (not a kind of record)."""
    return next(
        (k for k, ns in kinds().items() if word in ns or word.removesuffix("s") in ns), None
    )


def _nouns(place: str) -> list[str]:
    """The words of a place a record is kept in, a two-word noun kept whole ("the app store"
    is no shop's store)."""
    said = place.split()
    for i in range(len(said) - 1):
        if noun_kind(f"{said[i]} {said[i + 1]}") not in (None, noun_kind(said[i + 1])):
            return [*said[:i], f"{said[i]} {said[i + 1]}", *said[i + 2 :]]
    return said


def record_kind(phrase: str) -> str | None:
    """The app kind that keeps the place ``phrase`` says the record is in, the last place
    first ("... from my zorb notes" -> note, "... in my Documents" -> file, "... i
    downloaded" -> file), else a named person's number -> contact, a named place's address or
    rating -> map, else the kind that keeps such records or a field's thing's head noun, else
    when or where a named thing happens -> calendar, else a thing of the owner's that no kind
    names ("my travel insurance") -> a document."""
    sent = _SENT_TO_OWNER.search(phrase)
    if sent is not None and noun_kind(sent[1].lower().replace("e-", "e")) is not None:
        return noun_kind(sent[1].lower().replace("e-", "e"))
    if _WHEN_OWNED.match(phrase):
        return EVENTS_KIND
    done = [m[1] for m in _DONE_BY_OWNER.finditer(phrase)]
    places = [w for place in _KEPT_IN.finditer(phrase) for w in _nouns(place[1].lower())]
    for word in reversed(places + done):
        kind = noun_kind(word)
        if kind is not None:
            return kind
    if SOMEONES.match(phrase):
        return "contact"
    placed = _FIELD_OF_PLACE.match(phrase)
    if _PLACE_FIELD.match(phrase) or _PLACE_HOURS.search(phrase):
        return "map"
    if placed is not None and noun_kind(placed["noun"].lower()) == "map":
        return "map"
    noun = record_noun(phrase)
    kind = None if noun is None else noun_kind(noun)
    if kind is not None:
        return kind
    head = re.findall(r"[a-z]+", phrase.lower())[-1:]
    if head and _OF_HEAD.search(phrase) and noun_kind(head[0]) in (DOCUMENT_KIND, "note"):
        return noun_kind(head[0])
    if _TOLD_BY.match(phrase):
        return SAYING_KIND
    named = {noun_kind(w) for w in re.findall(r"[a-z]+", phrase.lower())} - {None, EVENTS_KIND}
    if _EVENT_FIELD.search(phrase) and not named:
        return EVENTS_KIND
    owned = [w for m in _OWN_PLACE.finditer(phrase) for w in m[1].lower().split()]
    known = [k for k in map(noun_kind, reversed(owned)) if k]
    return (known or [DOCUMENT_KIND])[0] if owned else None


_OF_HEAD = re.compile(r"^the \w+ of (?:the|my|our) ", re.IGNORECASE)
"""A field of a document named last ("the size of the zap notes file"): its head noun keeps it."""


def noun_kind(word: str) -> str | None:
    """The app kind a word names as a place or a kind of record ("downloads" -> file)."""
    for noun in (word, word.removesuffix("s")):
        kind = next((k for k, nouns in kinds().items() if noun in nouns), None)
        kind = kind or next((k for k, kept in RECORDS.items() if noun in kept), None)
        if kind is not None:
            return kind
    return None


def record_app(phrase: str, labels: list[str]) -> str | None:
    """The installed app that keeps the record ``phrase`` is about: for a plan or a record of
    no kind, the one the phrase says it is in by its label (:func:`placed_app`: "my coffee
    with bo on zapline"; "bo's employer on zapline" is where it goes), else one of its kind:
    the kind of its head noun when a clause of the owner's follows it ("the zapsite i got it
    from" is a website, whoever keeps what was got)."""
    headed = _HEADED.match(phrase)
    head = _kind_of(headed[1]) if headed and headed[1].lower() not in FIELDS else None
    kind = head if any(head in label_kinds(a) for a in labels) else record_kind(phrase)
    placed = placed_app(phrase, labels) if kind in (None, EVENTS_KIND) else None
    if placed is not None:
        return placed
    return next((label for label in labels if kind and kind in label_kinds(label)), None)


def _names(label: str, phrase: str) -> bool:
    """Whether ``phrase`` names the app ``label``: as written, or in lower case when the label
    is no English word."""
    flags = 0 if known_word(label.lower()) else re.IGNORECASE
    return re.search(rf"\b{re.escape(label)}\b", phrase, flags) is not None
