"""A request whose lead does not tell, run on into the act without a sentence end: a question
typed without its question mark ("whens the quorn fee owed note that down"), a comma splice
after a statement ("the quorn bill lists a deadline, remind me of that"), someone's need or wish
said first ("bo wants the zap's cost, mail that to bo", "bo would like to join, tell her
where zapline gathers"). The lead is written as what must be found first and the act as what is
done with it, a pronoun for the person the lead names becoming that person.

Only generic English cues are used: question words, the verbs that start an act, the object
words after them, and "needs / wants / asked" after a person's name.
"""

from __future__ import annotations

import re

from experts.assembly_chained import chained
from experts.assembly_elided import elided, woken
from experts.assembly_loose import loosened
from experts.offline.found_first import found_first
from experts.offline.insitu import fronted
from experts.offline.lexicon import actions, interface_verb, kinds
from experts.offline.politeness import THANKS_SAID

REACHING = frozenset(
    {"tell", "let", "remind", "ask", "invite", "text", "email", "e-mail", "mail", "message", "call"}
)
"""Verbs whose object is a person reached."""
_PASSING = frozenset({"send", "forward", "share", "put", "add", "save", "note", "set", "start"})
"""Verbs that pass on or put somewhere a thing found before."""
_OBJECT = frozenset(
    {"it", "them", "her", "him", "me", "us", "that", "this", "those", "these"}
    | {"the", "my", "a", "an", "our", "your", "his", "their"}
)
"""Words that open a verb's object ("put it ...", "start a timer ...")."""
_NOT_AFTER = frozenset(
    {"to", "i", "we", "you", "they", "he", "she", "will", "would", "can", "could", "should"}
    | {"must", "did", "do", "does", "not", "and", "then", "or", "also", "please", "so", "the"}
    | {"a", "my", "our", "your", "is", "are", "was", "were", "be", "been", "let", "i'll"}
)
"""Words after which a verb does not start an act of its own ("... i'll send", "to text")."""
_NOUN_BEFORE = frozenset(
    {"last", "latest", "first", "next", "newest", "recent", "previous", "new", "old", "final"}
    | {"other", "same", "second", "third", "only", "whole", "his", "her", "its"}
)
"""Words after which, with no comma between, a verb's form is a noun ("the last message")."""
_STATE_ENDS = frozenset({"is", "are", "was", "were", "be", "been"})
"""Words that may end a lead before a comma, when the lead says a record holds the answer
("bo's memo says when the zap is, put it ...") or someone asked it ("bo asked where the zap
is, text her ...")."""
_QUESTION = re.compile(
    r"^(?:where|when|who|whom|what|which|how|why)(?:['\u2019]?s)?\b", re.IGNORECASE
)
_WORD = re.compile(r"[A-Za-z][\w'\u2019-]*")
_PERSON = r"(?P<who>[A-Za-z][a-z'-]+(?: [A-Za-z][a-z'-]+){0,2}?)"
_NEEDS = re.compile(
    rf"^{_PERSON}\s+(?:needs|wants|asked for|is asking for|asked me for|wanted)\s+"
    r"(?P<thing>(?:the|my|our|[a-z][\w-]*['\u2019]s)\s.+)$",
    re.IGNORECASE,
)
"""Someone's need said first ("bo wants the zap's cost", "bo needs ann's zap code"): the thing
is found first."""
_ASKED = re.compile(
    rf"^{_PERSON}\s+(?:asked(?: me)?|(?:wants|wanted|needs|needed) to know|is asking|was asking)\s+"
    r"(?P<fact>(?:what|which|when|where|who|why|how)\b.+)$",
    re.IGNORECASE,
)
"""Someone's question said first ("bo asked when the zapline opens"): its answer is found."""
_WISH = re.compile(
    rf"^{_PERSON}\s+(?:wants|needs|would like|is going|is coming|plans|asked)\b.*$", re.IGNORECASE
)
"""Someone's wish or doings said first, an aside that names whom the act reaches."""
_HAS = re.compile(
    r"^(?P<thing>(?:the|my|our)\s.+?)\s+(?:has|have|had|shows|lists|says)\s+(?:a|an|the|its)\s+"
    r"(?P<field>(?:[\w-]+\s){0,2}?[\w-]+)$",
    re.IGNORECASE,
)
"""A statement that a thing has a field ("the quorn bill lists a deadline"): the field is
found first."""
_RECORD_SAYS = re.compile(
    r"^(?P<record>(?:(?:the|my|our)\s+|[a-z]+['\u2019]s\s+)(?:[\w-]+\s+){0,3}?[\w-]+)\s+"
    r"(?:says|said|shows|tells me|mentions|has|lists)\s+"
    r"(?P<fact>(?:what|which|when|where|who|how)\b.+)$",
    re.IGNORECASE,
)
"""A record said to hold the answer to a question ("bo's memo says when the zap is"): the
answer is found there first."""
_BACK = re.compile(r"\b(?:her|him|them)\b", re.IGNORECASE)
_AUX_QUESTION = re.compile(
    r"^[\w'\u2019]+(?:\s+[\w-]+){0,2}?\s+(?:do|does|did|will|can|could|would|should)\b",
    re.IGNORECASE,
)
"""A question whose verb comes after its subject ("what did bo text me")."""
_SAID = re.compile(
    rf"^{_PERSON}\s+(?:said|says|texted|wrote|emailed|mentioned|told me|sent me)(?:\s+that)?\s+"
    r"(?P<what>.+)$",
    re.IGNORECASE,
)
"""What someone said, said first ("bo said the zap moved"): found where people's words to the
owner are kept, their messages (their email when they wrote it)."""
_ASKED_ME = re.compile(
    rf"^{_PERSON}\s+(?:asked|messaged|pinged|texted|wrote|dm['\u2019]?d|dmed)\s+me\b"
    r"(?:\s+(?:for\s+)?(?:something|a question|a favou?r|a thing|about something))?"
    r"(?P<where>\s+(?:on|in|over|via)\s+[\w-]+)?\s*$",
    re.IGNORECASE,
)
"""Someone's message said first without what it says ("bo asked me something on zapchat"):
what they wrote is found first, where it was written."""
_THING = re.compile(r"^(?:the|my|our|his|her|their)\s+[\w-]+", re.IGNORECASE)
_NOUN_LEAD = re.compile(r"^(?:the|my|our|that|this)\s", re.IGNORECASE)
_STATES = re.compile(r"\b(?:is|are|was|were)\b", re.IGNORECASE)
"""A lead that states something of a thing, rather than naming the thing."""
_POINTS_BACK = re.compile(r"\b(?:it|them|that|this|its|their)\b", re.IGNORECASE)
_JOIN_END = re.compile(r"[\s,-]*(?:\band\b\s*)?(?:\bthen\b)?[\s,-]*$", re.IGNORECASE)
_TIMED_AFTER = re.compile(
    r"^(?P<head>(?:(?:set|make|add)\s+)?(?:an?\s+|my\s+)?(?:alarm|reminder))\s+for\s+"
    r"(?P<thing>(?:my|the|our)\s+[\w' -]+?)\s+(?P<amount>(?:\d+|an?|one|two|three|half an?)\s+"
    r"(?:min(?:ute)?s?|hours?|hrs?))\s+(?P<rel>before|after|early)\s*[.!]?$",
    re.IGNORECASE,
)
"""An act timed by a thing, said with the thing first ("alarm for my zap 2 hours before")."""
_NOT_PEOPLE = frozenset({"i", "we", "you", "it", "this", "that", "there", "someone", "somebody"})


def act_start(text: str) -> int | None:
    """Where an act starts after a lead that does not tell: the first verb that opens one (an
    object word after it, or any word after a verb that reaches a person), after a comma or
    after a word that ends a phrase ("then" too after a question); None when the text opens
    with an act or has none. A question's own verb ("what did bo text me") opens none."""
    found = list(_WORD.finditer(text))
    question = _QUESTION.match(text) is not None
    if not found or (_opens_act(found[0].group(0)) and not question):
        return None
    own_verb = question and _AUX_QUESTION.match(text) is not None
    for i in range(2, len(found) - 1):
        word, before, after = (found[j].group(0).lower() for j in (i, i - 1, i + 1))
        joined = question and before in ("then", "and")
        gap = text[found[i - 1].end() : found[i].start()]
        ended = "," in gap and before in _STATE_ENDS
        lead = text[: found[i - 1].end()]
        ended = ended and (_RECORD_SAYS.match(lead) or _ASKED.match(lead)) is not None
        if (before in _NOT_AFTER and not joined and not ended) or not _opens_act(word):
            continue
        owned = before in _NOUN_BEFORE or before.endswith(("'s", "\u2019s"))
        if owned and not gap.strip():
            continue
        if any(mark in gap for mark in ".?!;"):
            return None
        comma = "," in gap or joined
        if own_verb and not comma:
            own_verb = False
            continue
        reaching = word in REACHING and after not in _NOT_AFTER - {"my", "our", "the"}
        reaching = reaching and not text[found[i].end() : found[i + 1].start()].strip()
        if comma or after in _OBJECT or reaching:
            return found[i].start()
    return None


def _opens_act(word: str) -> bool:
    """Whether ``word`` is a verb in the form that opens an act ("text", not "texted", nor
    "gets", a form the lexicon reads as another word's)."""
    word = word.lower()
    if word in REACHING or word in _PASSING:
        return True
    verb = interface_verb(word)
    third = word.endswith("s") and (interface_verb(word[:-1]) or verb not in (None, word))
    inflected = word.endswith(("ed", "ing")) or third
    return not inflected and verb is not None


_AS_SAYS = re.compile(
    r"\s*\b(?:for\s+)?as (?P<how>long|much|many|far) as (?P<src>(?:my|the|our) [\w -]+?) "
    r"(?:says|said|say|tells? me)\b",
    re.IGNORECASE,
)
"""An amount a record states ("as far as the quorn map says"): found there first."""
_SUBJECT = re.compile(r"^(?P<thing>(?:[\w'-]+ ){0,3}?[\w'-]+) (?:is|are|was|were|has|have)\b")


def as_said(lead: str, act: str) -> str | None:
    """An act done by an amount a record states written as finding the amount first ("zap
    loaf is baking, set a countdown as long as the quorn card tells me" -> "find out how long
    the quorn card for zap loaf says, then set a countdown for it"), the lead's subject naming
    what the record is for; None when the act takes no such amount."""
    said = _AS_SAYS.search(act)
    if said is None:
        return None
    subject = _SUBJECT.match(lead)
    about = f" for {subject['thing']}" if subject and _person(subject["thing"]) else ""
    done = f"{act[: said.start()]} for it{act[said.end() :]}"
    return f"find out how {said['how']} {said['src']}{about} says, then {done}"


_POLITE = re.compile(
    r"^(?:(?:hey|hi|ok|okay|so)[,!]?\s+)?(?:(?:can|could|would|will) you(?: please)?|please|pls|"
    r"plz|kindly|i (?:need|want|have)(?: you)? to|i['\u2019]d like(?: you)? to|need to|help me)\s+",
    re.IGNORECASE,
)
"""A polite or wanting opening ("can you ...", "i need to ..."): the act follows it."""
_POLITE_END = re.compile(
    rf"{THANKS_SAID}[,\s]+(?:please|pls|plz|thanks|thank you|thx|asap)\W*$",
    re.IGNORECASE,
)
_DONE_TO = re.compile(
    r"^(?:i\s+)?(?:need|want)\s+(?P<thing>.+?)\s+(?P<verb>texted|emailed|sent|forwarded|messaged)"
    r"\s+to\s+(?P<who>.+)$",
    re.IGNORECASE,
)
"""A thing wanted passed on, said in the passive ("need bo's number texted to ann")."""
_BARE_VERBS = {"texted": "text", "emailed": "email", "sent": "send", "forwarded": "forward"}
_BARE_VERBS |= {"messaged": "message"}
_VERBLESS = re.compile(
    r"^(?P<det>(?:my|the|our)\s+)?(?P<thing>[\w'\u2019-]+(?:\s+[\w'\u2019-]+){0,4}?)\s+to\s+"
    r"(?P<who>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s*[.!]?$",
    re.IGNORECASE,
)
"""A thing and whom it goes to, without a verb ("my zap number to ann lee")."""
_DANGLING = re.compile(
    r"\b(?:\d+\s*|(?:an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty-five|"
    r"half an?)\s+)(?:min(?:ute)?s?|hours?|hrs?|days?)\s+(?:before|after)(?P<end>\s*[.!]?)$",
    re.IGNORECASE,
)
"""An offset with nothing after it ("... start a timer 20 minutes before"): from what was
found before it."""
_EARLIER = re.compile(r"\b(?:and|then)\b|[,;:?.!]\s|\s[-\u2013\u2014]+\s")
"""Where an earlier clause or sentence ends, so an offset can point back at what it found."""


_REACHED = re.compile(
    r"\b(?:text|email|e-mail|message|tell|call|remind|ask|invite)\s+(?P<who>(?:(?!(?:the|my|our|a|"
    r"an|that|what|when|where|which|who|how|it|them|him|her|to|about|if|whether|me|us|and)\b)"
    r"[a-z][\w'-]*\s+){1,3}?)(?=the|my|our|a|an|that|what|when|where|which|how|about|if|whether|"
    r"and|\")",
    re.IGNORECASE,
)
_AGAIN = re.compile(
    r"\b(?P<verb>text|email|e-mail|message|tell|call|remind|ask|invite|send)\s+(?:him|her)\b",
    re.IGNORECASE,
)


_PUT_PLACE = re.compile(
    r"\b(?P<verb>[a-z]+)(?=\s+(?:it|them|that|this|those|these)\s+(?:on|onto|in|into)\s+"
    r"(?:my|the|our)\s+(?P<place>(?:[\w-]+\s+){0,2}[\w-]+))",
    re.IGNORECASE,
)
_WAKE = re.compile(r"\bwake\s+(?:me|us)(?:\s+up)?(?:\s+in\s+time)?\s+for\b", re.IGNORECASE)
"""Being woken for something ("wake me up for the zap"): an alarm set for it."""
PUT_KINDS = frozenset({"note", "calendar", "contact", "clock"})
"""Kinds of app things are put in (a list, the calendar, the address book, an alarm)."""


def put_verb(text: str) -> str:
    """``text`` with a verb the interface does not know, putting a thing into a place of an
    app where things are put, read as "put" ("zorp it onto my chore list")."""

    def read(m: re.Match[str]) -> str:
        verb = m["verb"].lower()
        place = {w for w in re.findall(r"[\w-]+", m["place"].lower())}
        kept = any(kinds().get(kind, frozenset()) & place for kind in PUT_KINDS)
        known = verb not in actions() or interface_verb(verb) is not None
        return m["verb"] if known or not kept else "put"

    return _PUT_PLACE.sub(read, text)


def named_again(text: str) -> str:
    """``text`` with "him"/"her" after a later verb that reaches someone written as the person
    an earlier clause reached by name ("email bo chan the zap and text him the quorn" -> "...
    and text bo chan the quorn")."""
    first = _REACHED.search(text)
    if first is None:
        return text
    who = first["who"].strip()
    again = _AGAIN.search(text, first.end())
    if again is None:
        return text
    return f"{text[: again.end('verb')]} {who}{text[again.end() :]}"


def plain(request: str) -> str:
    """``request`` without a polite opening or ending, a verbless or passive hand-over given
    its verb ("my zap number to ann lee" -> "send my zap number to ann lee"), and an offset
    with nothing after it pointing back ("... 20 minutes before" -> "... 20 minutes before
    it")."""
    text = _POLITE_END.sub("", _POLITE.sub("", " ".join(request.split()), count=1))
    text = woken(_WAKE.sub("set up an alarm for", put_verb(named_again(text))))
    done = _DONE_TO.match(text)
    if done is not None:
        text = f"{_BARE_VERBS[done['verb'].lower()]} {done['thing']} to {done['who']}"
    bare = _VERBLESS.match(text)
    if bare is not None and not any(_opens_act(w) for w in _WORD.findall(text)):
        text = f"send {bare['det'] or 'my '}{bare['thing']} to {bare['who']}"
    text = elided(text)
    dangling = _DANGLING.search(text)
    if dangling is not None and _EARLIER.search(text, 0, dangling.start()):
        text = f"{text[: dangling.start('end')]} it{dangling['end']}"
    return text


def spliced(request: str) -> str:
    """``request`` with a lead run on into its act written as finding the lead's thing first
    ("whens the quorn fee owed note that down" -> "whens the quorn fee owed? note that down",
    "bo wants the zap's cost, mail that to bo" -> "find the zap's cost, then mail that to
    bo"); chaining read as finding, then acting (:func:`chained`); unchanged when it has no
    such lead."""
    request = chained(loosened(fronted(found_first(request))))
    text = re.sub(r"\blookup\b", "look up", plain(request), flags=re.IGNORECASE)
    timed = _TIMED_AFTER.match(text)
    if timed is not None:
        rel = "before" if timed["rel"].lower() == "early" else timed["rel"]
        text = f"{timed['head']} {timed['amount']} {rel} {timed['thing']}"
    start = act_start(text)
    if start is None:
        said = as_said("", text) or text
        return request if said == " ".join(request.split()) else said
    lead, act = _JOIN_END.sub("", text[:start]), text[start:]
    return _lead_found(lead, act) or (request if text == " ".join(request.split()) else text)


def _lead_found(lead: str, act: str) -> str | None:
    """The lead and act written as finding the lead's thing, then the act; None when the lead
    finds nothing."""
    said = as_said(lead, act)
    if said is not None or lead.endswith(":"):
        return said
    if _QUESTION.match(lead):
        return f"{lead}? {act}"
    need, asked, has = _NEEDS.match(lead), _ASKED.match(lead), _HAS.match(lead)
    for match, find in ((need, "find {thing}"), (asked, "find out {fact}")):
        if match is not None and _person(match["who"]):
            return f"{find.format(**match.groupdict())}, then {_reach(act, match['who'])}"
    if has is not None:
        return f"find the {has['field']} of {has['thing']}, then {act}"
    says = _RECORD_SAYS.match(lead)
    if says is not None:
        return f"find out {says['fact']} in {says['record']}, then {act}"
    told = _SAID.match(lead)
    if told is not None and _person(told["who"]):
        thing = _THING.match(told["what"])
        about = f" about {thing.group(0)}" if thing else ""
        kept = "my email" if re.search(r"\b(?:wrote|emailed)\b", lead, re.I) else "my messages"
        asked = f"find out what {told['who']} said{about} in {kept}"
        return f"{asked}, then {_reach(act, told['who'])}"
    unsaid = _ASKED_ME.match(lead)
    if unsaid is not None and _person(unsaid["who"]):
        return f"find out what {unsaid['who']} asked me{unsaid['where'] or ''}, then {act}"
    wish = _WISH.match(lead)
    if wish is not None and _person(wish["who"]) and _BACK.search(act):
        return _reach(act, wish["who"])
    if _NOUN_LEAD.match(lead) and not _STATES.search(lead) and _POINTS_BACK.search(act):
        return f"find {lead}, then {act}"
    return None


def _person(who: str) -> bool:
    """Whether the words before "needs"/"asked" can name a person (not "i", "the zap")."""
    first = who.split()[0].lower()
    return first not in _NOT_PEOPLE and first not in _OBJECT


_UNADDRESSED = re.compile(
    r"^(?P<act>(?P<verb>[a-z-]+)\s+(?:it|that|this|them))(?:\s+(?:over|along|across|on))?\s*[.!]?$",
    re.IGNORECASE,
)
"""An act passing a thing on to nobody it names ("email it over", "send that along")."""


def _reach(act: str, who: str) -> str:
    """The act with its first "her"/"him"/"them" as the person the lead names; "email it to
    him" reaches them too, and so does an act of reaching that names nobody ("email it
    over")."""
    bare = _UNADDRESSED.match(act)
    if bare is not None and bare["verb"].lower() in REACHING | {"send", "forward"}:
        return f"{bare['act']} to {who}"
    return _BACK.sub(who, act, count=1)
