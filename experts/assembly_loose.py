"""A request as people type it, put in the one plain form the readers after it know:

- an interjection that opens it ("hey, ", "ok so "): dropped;
- a numbered or ordinal list ("1) X 2) Y", "1. X 2. Y", "step 1: X", "first, X; second, Y"):
  "X, then Y";
- a leading purpose ("so that bo knows, X", "so bo can zap them, X", "to have it handy, X",
  "in order to zap, X"): X alone (why they ask, not what to do);
- a trailing purpose that names no thing ("X so she can zap me", "X so i zorb it"): X alone;
- a polite ask after an aside ("bo keeps asking, can you X"): the aside dropped when the act
  points back at nothing in it, or said as what the act is about when it names a thing the act
  asks about ("..., could you find out when it starts" -> "find out when <that thing> starts");
  someone's need ("bo needs X, can you send it to her") kept for the need reader;
- a first sentence that says someone sent the owner a thing, when the act points back at it
  ("Bo mailed about the zap day. Add it ..."): "find the zap day in my email from Bo, then add
  it ...";
- what someone asked for said again in a later clause (", put whatever he asked for on ..."):
  "it", the thing found before;
- someone's doings or role before their need ("bo is coming over and needs X, ...", "my
  brother bo chan wants X, ..."): "bo needs X, ...", "bo chan wants X, ...";
- someone's situation as an aside before an act on them ("bo is staying over, email her the zap
  code"): the act with their name for "him"/"her" ("email bo the zap code");
- a thing named by what someone said of it, with no app said ("add the zorb bo recommended to
  my list", "post the title of the zorb bo told me about"): "find the zorb in my email from
  bo, then add it to my list" / "..., then post its title";
- someone's audience ("tell my followers X"): posting X;
- the owner's want of a new thing of a kind of app after an earlier clause ("..., i need an
  alarm before it"): making it;
- a thing said by what holds it with "-ever" ("wherever the zap is, text bo", "take me to
  wherever the zap is"): "find out where the zap is, then text bo" / "..., then take me there";
  so the place someone works or lives at that an act goes to ("take me to the hotel bo works
  at").

:func:`dated_event` tells assembly that a property of the owner's own event on a day ("the room
of our zorb on monday") is kept by the app that keeps their plans.

Only generic English cues are used: list marks, ordinal words, "so (that)", "in order to",
subject pronouns and modal verbs, "can/could/would you", and the wh-words.
"""

from __future__ import annotations

import re

from experts.assembly_records import noun_kind
from experts.offline.lexicon import interface_verb

_NUMBERED = re.compile(
    r"(?:^|(?<=\s))(?:\(?\d{1,2}[).]|[a-c]\)|step\s+\d{1,2}\s*[:.)]?)\s+(?=[A-Za-z])", re.IGNORECASE
)
"""A list mark before an item ("1) ", "2. ", "(3) ", "a) ")."""
_ORDINAL = re.compile(
    r"(?:^|(?<=[,;.]\s)|(?<=[,;.]))\s*(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|finally|"
    r"lastly)\s*[,:]\s*",
    re.IGNORECASE,
)
"""An ordinal word that opens an item ("first, X; second, Y")."""
_SUBJECT = r"(?:i|we|he|she|they|you|[a-z][\w'-]*(?:\s[a-z][\w'-]*)?)"
_MODAL = (
    r"(?:can|could|will|would|knows?|has|have|gets?|remembers?|doesn['\u2019]?t|don['\u2019]?t|"
    r"won['\u2019]?t|isn['\u2019]?t|aren['\u2019]?t|wasn['\u2019]?t|may|might|pays?|sees?)"
)
_LEAD_PURPOSE = re.compile(
    rf"^(?:so\s+that\s+(?P<who>{_SUBJECT})\s+{_MODAL}|so\s+(?P<whom>{_SUBJECT})\s+{_MODAL}|in\s+order\s+to|"
    r"to\s+(?:have|keep|make\s+sure|"
    r"remember|be\s+sure|let|help|get|avoid|not))\b[^,;:?!]*,\s*(?=[a-z])",
    re.IGNORECASE,
)
"""A leading purpose ended by a comma, before the act."""
_PRONOUNS = frozenset({"i", "we", "he", "she", "they", "you", "it"})
_PERSON_BACK = re.compile(r"\b(?:him|her)\b", re.IGNORECASE)
_NEED = re.compile(r"\b(?:needs|wants|asked|is asking|would like|wanted)\b", re.IGNORECASE)
"""An aside that says someone's need: what they need is found first, so the aside stays."""
_OWN_THING = re.compile(r"\b(?:the|a|an|my|our|its|their|his|her|your)\s+[a-z]", re.IGNORECASE)
"""A thing a trailing purpose names ("so ann sees the zorb's cost"): what is passed on may be
in it, so that purpose stays."""
_TRAIL_PURPOSE = re.compile(
    rf"\s+so(?:\s+that)?\s+(?:i|we|he|she|they|you)\s+{_MODAL}\b[^,;:?!.]*(?=[,;.?!]|$)",
    re.IGNORECASE,
)
"""A trailing purpose after the act ("... so she can zap me"), up to the clause's end."""
_POLITE_AFTER = re.compile(
    r"^(?P<aside>[^\"]+?),\s*(?:and\s+|so\s+)?(?:can|could|would|will)\s+you(?:\s+please)?\s+"
    r"(?P<act>[a-z].*)$",
    re.IGNORECASE,
)
"""An aside, then a polite ask that opens the act ("bo keeps asking, can you X")."""
_ABOUT = re.compile(
    r"\b(?:about|for|of|with)\s+(?P<thing>(?:the|my|our|that|this)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)"
    r"{0,4}?)\s*$",
    re.IGNORECASE,
)
"""The thing an aside is about, said at its end ("... forgetting about the zap bo set up")."""
_POINTER = re.compile(r"\b(?:it|that|this|them|those|these)\b", re.IGNORECASE)
"""A word of the act that may point back at what the aside says ("..., can you save that")."""
_IT_SUBJECT = re.compile(
    r"\b(?P<wh>what|when|where|which|how)(?P<mid>(?:\s+[a-z]+){0,2}?)\s+it\s+(?=[a-z]+s\b)",
    re.IGNORECASE,
)
""""it" as the subject of a question inside the act ("what time it starts")."""
_EVER_LEAD = re.compile(
    r"^(?P<wh>wher(?=ever)|when|how|what(?=ever\s+(?:i|we|he|she|they|[a-z]+\s+(?:asked|said|wanted"
    r"|needed|sent|suggested|recommended))\s))ever\s+(?P<what>[^,;]+?),"
    r"\s*(?P<rest>[a-z].*)$",
    re.IGNORECASE,
)
"""A leading "-ever" thing ("wherever the zap is, text bo"; "whatever i need for the zorb,
put it ..."; "whatever bo asked me for, put it ...")."""
_EVER_TAIL = re.compile(
    r"^(?P<act>[a-z][^,;]*?)\s+(?P<prep>to|for|at)\s+(?P<wh>wher(?=ever)|when|what)ever\s+"
    r"(?P<what>[^,;]+?)[.!]?$",
    re.IGNORECASE,
)
"""An act whose end is a "-ever" thing ("take me to wherever the zap is"), led by a verb of the
interface (a verbless "directions to wherever ..." is left to the readers after)."""
_DOING_AND_NEED = re.compile(
    r"^(?:(?:my|our)\s+[a-z]+\s+)?(?P<who>[a-z][\w'-]*(?:\s[a-z][\w'-]*)?)\s+(?:is|was|['\u2019]s)\s+"
    r"[^,;\"]*?\s+and\s+"
    r"(?P<need>needs|wants|would like|asked for)\s+(?=(?:the|my|our)\s)",
    re.IGNORECASE,
)
"""Someone's doings, then their need ("bo is coming over and needs the zap code")."""
_OPENER = re.compile(
    r"^(?:(?:hey|hi|hello|ok|okay|um|oh|alright)\b[,!.]?\s+)+(?:so\b,?\s+(?!that\b))?",
    re.IGNORECASE,
)
"""An interjection that opens a request ("hey, ", "ok so "): nothing to do."""
_ROLE_BEFORE_NEED = re.compile(
    r"^(?:my|our)\s+[a-z]+\s+(?=[a-z][\w'-]*\s+[a-z][\w'-]*\s+(?:needs|wants|would like|asked for|"
    r"is asking for)\s+(?:the|my|our)\s)",
    re.IGNORECASE,
)
"""Someone named with their role before their need ("my brother bo chan wants the ...")."""
_SITUATION = re.compile(
    r"^(?P<who>[a-z][\w'-]*(?:\s[a-z][\w'-]*)?)\s+(?:is|are|was|['\u2019]s)\s+[^,;:\"?!.]+,\s*"
    r"(?:(?:so|and)\s+)?(?:please\s+)?(?P<verb>[a-z]+)\s+(?:her|him)\b(?P<rest>[^\"]*)$",
    re.IGNORECASE,
)
"""Someone's situation as an aside, then an act on them ("bo is staying over, email her X")."""
_THERE_OR_IT = {"where": "there", "when": "it", "what": "it"}
_WH_WORD = {"wher": "where"}


_DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow)"
_DATED_EVENT = re.compile(
    r"\b(?:room|place|location|address|venue|time|start|end|day|date)\s+(?:of|for)\s+"
    rf"(?:my|our)\s+(?P<event>(?:[\w:'-]+\s+){{0,3}}?[\w:'-]+)\s+(?:(?:on|this|next)\s+)?{_DAYS}\b",
    re.IGNORECASE,
)
"""A property of one of the owner's own events on a day ("the room of our zorb on monday")."""


def dated_event(text: str) -> re.Match[str] | None:
    """Where ``text`` asks a property of the owner's own event on a day: an event the app that
    keeps the owner's plans holds, whichever app then acts on it."""
    return _DATED_EVENT.search(text)


_STATED = re.compile(
    r"^(?P<who>[A-Za-z][\w'-]*(?:\s[A-Za-z][\w'-]*)?)\s+(?P<verb>sent|e-?mailed|mailed|texted|"
    r"messaged|wrote)(?:\s+(?:me|us))?(?:\s+(?:about|re))?\s+(?:(?:a|an|the|my|our|some)\s+)?"
    r"(?P<thing>[^.?!,;\"]+?)\.\s+(?P<rest>[A-Za-z][^\"]*)$"
)
"""A first sentence that says someone sent the owner a thing, then what to do with it ("Bo
mailed about the zap day. Add it to ..."); only when the act points back at the thing ("it"),
so what is found is what the act uses."""
_KEPT_BY_VERB = {"texted": "my messages", "messaged": "my messages"}
_NOT_SENDERS = frozenset({"i", "we", "you", "it", "this", "that", "there", "someone"})


def stated(text: str) -> str:
    """``text`` with a first sentence that says someone sent the owner a thing written as
    finding that thing where their words are kept ("Bo mailed about the zap day. Add it ..."
    -> "find the zap day in bo's email, then add it ...")."""
    said = _STATED.match(text)
    if said is None or said["who"].split()[0].lower() in _NOT_SENDERS:
        return text
    if not _POINTER.search(said["rest"]):
        return text
    verb, who, rest = said["verb"].lower(), said["who"], said["rest"]
    kept = _KEPT_BY_VERB.get(verb, "my email")
    where = f" {who} sent me" if not kept else f" in {kept} from {who}"
    return f"find the {said['thing']}{where}, then {rest[:1].lower()}{rest[1:]}"


_EARLIER_ACT = re.compile(r"[,;.?!]\s+\S.*\bwhatever\b", re.IGNORECASE)
_WHATEVER_SAID = re.compile(
    r"\bwhatever\s+(?:he|she|they)\s+(?:asked\s+(?:me\s+)?for|asked|wants|wanted|needs|needed|said|"
    r"mentioned|suggested)\b",
    re.IGNORECASE,
)
"""What someone named before asked for, said again inside a later act ("put whatever he
asked for on my list"): the thing found before, "it"."""


def listed(text: str) -> str:
    """``text`` with list marks and ordinal openings as clause joins ("1) X 2) Y" -> "X, then
    Y"); unchanged when it has fewer than two marks."""
    marks = _NUMBERED.findall(text)
    if len(marks) >= 2:
        items = [part.strip(" ,;.") for part in _NUMBERED.split(text) if part.strip(" ,;.")]
        text = ", then ".join(items)
    ordinals = _ORDINAL.findall(text)
    if len(ordinals) >= 2:
        items = [part.strip(" ,;") for part in _ORDINAL.split(text) if part.strip(" ,;")]
        text = ", then ".join(items)
    return text


def unpurposed(text: str) -> str:
    """``text`` without a leading or a trailing purpose; someone the leading purpose names
    stands for the act's "him"/"her" ("so that bo knows, text him X" -> "text bo X")."""
    lead = _LEAD_PURPOSE.match(text)
    if lead is not None:
        who = (lead["who"] or lead["whom"] or "").strip()
        text = text[lead.end() :]
        if who and who.split()[0].lower() not in _PRONOUNS:
            text = _PERSON_BACK.sub(who, text, count=1)
    return _TRAIL_PURPOSE.sub(lambda m: m[0] if _OWN_THING.search(m[0]) else "", text)


def unasided(text: str) -> str:
    """``text`` without an aside before a polite ask; a thing the aside is about stands for
    "it" when the act asks about "it"."""
    polite = _POLITE_AFTER.match(text)
    if polite is None:
        return text
    if _NEED.search(polite["aside"]):
        return f"{polite['aside']}, {polite['act']}"
    act, about = polite["act"], _ABOUT.search(polite["aside"])
    if about is not None and _IT_SUBJECT.search(act):
        return _IT_SUBJECT.sub(lambda m: f"{m['wh']}{m['mid']} {about['thing']} ", act, count=1)
    return text if _POINTER.search(act) else act


_PLACE_OF = re.compile(
    r"^(?P<act>[a-z][^,;]*?)\s+(?:to|at)\s+(?P<place>the\s+[a-z]+\s+"
    r"(?P<who>(?!(?:i|we|you|my|our)\b)[a-z][\w'-]*(?:\s(?!(?:works|lives|stays)\b)[a-z][\w'-]*)?)"
    r"\s+(?:works|lives|stays|is\s+staying)\s+(?:at|in))[.!]?$",
    re.IGNORECASE,
)
"""An act whose end is the place someone works, lives or stays at ("take me to the zap hotel
bo works at")."""


def evered(text: str) -> str:
    """``text`` with a "-ever" thing found first ("wherever the zap is, text bo" -> "find out
    where the zap is, then text bo"), and so the place someone works, lives or stays at that
    an act goes to ("take me to the hotel bo works at" -> "find the hotel bo works at, then
    take me there")."""
    lead = _EVER_LEAD.match(text)
    if lead is not None:
        wh = _WH_WORD.get(lead["wh"].lower(), lead["wh"].lower())
        return f"find out {wh} {lead['what']}, then {lead['rest']}"
    tail = _EVER_TAIL.match(text)
    if tail is not None and interface_verb(tail["act"].split()[0].lower()) is not None:
        wh = _WH_WORD.get(tail["wh"].lower(), tail["wh"].lower())
        back = _THERE_OR_IT[wh]
        act = f"{tail['act']} {back}" if back == "there" else f"{tail['act']} {tail['prep']} it"
        return f"find out {wh} {tail['what']}, then {act}"
    place = _PLACE_OF.match(text)
    if place is not None and interface_verb(place["act"].split()[0].lower()) is not None:
        return f"find {place['place']}, then {place['act']} there"
    return text


_SAID_OF = re.compile(
    r"^(?P<act>[a-z][^,;\"]*?)\s+the\s+(?P<thing>[a-z]+(?:\s[a-z]+)?)\s+(?P<who>[a-z][\w'-]*)\s+"
    r"(?:recommended|suggested|mentioned|told\s+me\s+about|talked\s+about|raved\s+about)"
    r"(?:\s+(?:to\s+)?me)?(?P<rest>(?:\s+[^,;\"]*)?)$",
    re.IGNORECASE,
)
"""An act on a thing named by what someone said of it ("add the zorb bo recommended to ...")."""
_OF_THE = re.compile(r"\bthe\s+(?P<prop>[a-z]+)\s+of$", re.IGNORECASE)
_WHERE_KEPT = re.compile(r"\b(?:e-?mail|mail|inbox|message|text|chat|dm)s?\b", re.IGNORECASE)
_AUDIENCE = re.compile(
    r"\b(?:tell|let|show)\s+(?:all\s+)?my\s+followers(?:\s+know)?\b", re.IGNORECASE
)
"""The owner's followers told something: what they are told is posted."""


def said_of(text: str) -> str:
    """``text`` with a thing named by what someone said of it found first where their words
    are kept ("add the zorb bo recommended to my list" -> "find the zorb in my email from bo,
    then add it to my list"); unchanged when the request says where ("in her email")."""
    said = _SAID_OF.match(text)
    if said is None or said["who"].lower() in _NOT_SENDERS | _PRONOUNS:
        return text
    if _WHERE_KEPT.search(text[said.start("thing") :]):
        return text
    if interface_verb(said["act"].split()[0].lower()) is None:
        return text
    of = _OF_THE.search(said["act"])
    act = f"{said['act'][: of.start()]}its {of['prop']}" if of else f"{said['act']} it"
    return f"find the {said['thing']} in my email from {said['who']}, then {act}{said['rest']}"


def situated(text: str) -> str:
    """``text`` with an aside that says someone's situation dropped and their name put for the
    act's "him"/"her" ("bo is staying over, email her X" -> "email bo X"); only when the act
    opens with a verb of the interface and the aside's subject is no pronoun."""
    aside = _SITUATION.match(text)
    if aside is None or aside["who"].split()[0].lower() in _PRONOUNS | _NOT_SENDERS:
        return text
    if interface_verb(aside["verb"].lower()) is None:
        return text
    return f"{aside['verb']} {aside['who']}{aside['rest']}"


_OWN_WANT = re.compile(
    r"(?<=[,;.?!]\s)(?:then\s+|and\s+)?(?:i|we)\s+(?:need|want|would\s+like|['\u2019]d\s+like)\s+"
    r"(?P<thing>(?:a|an|another)\s+(?P<noun>[a-z]+))\b",
    re.IGNORECASE,
)
"""The owner's want of a new thing an app makes, after an earlier clause ("..., i need a
timer for then"): making it."""


def wanted(text: str) -> str:
    """``text`` with the owner's want of a thing of a kind of app, after an earlier clause,
    said as making it ("what time is zumba? i need an alarm before it" -> "... make an alarm
    before it"); a want of anything else (a kettle to buy) stays."""
    return _OWN_WANT.sub(
        lambda m: f"make {m['thing']}" if noun_kind(m["noun"].lower()) else m.group(0), text
    )


def loosened(request: str) -> str:
    """``request`` in the plain form (see the module docstring); unchanged when none of its
    forms is found."""
    text = _OPENER.sub("", " ".join(request.split()), count=1)
    text = _ROLE_BEFORE_NEED.sub("", text, count=1)
    text = _DOING_AND_NEED.sub(lambda m: f"{m['who']} {m['need']} ", text, count=1)
    text = _AUDIENCE.sub("post", text, count=1)
    text = wanted(evered(unasided(unpurposed(listed(stated(said_of(situated(text))))))))
    return _WHATEVER_SAID.sub("it", text) if _EARLIER_ACT.search(text) else text
