"""Which installed apps a request points at, in order, by the apps' launcher labels (never by
package): a label named outright (typos forgiven), else the category a label belongs to (the
lexicon's app categories: "Clock" is a timepiece, "Inbox Mail" ends in mail) of its nouns."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from rapidfuzz import fuzz

from experts.offline.alike import apps_said_by_kind, said_otherwise
from experts.offline.degrees import asked_change
from experts.offline.goal import Goal, parse_goal
from experts.offline.lexicon import common_words, interface_verb, kinds
from experts.offline.normalize import normalized
from experts.offline.patterns import FILE_NAME, QUOTED, asked_level, unnamed
from experts.offline.person_detail import person_field, without_new_values
from experts.offline.when import CALENDAR_WORDS, clock_time
from experts.offline.words import STOPWORDS, VERB_UI

_SENDING = frozenset({"send", "write", "email", "forward", "share"})
_REPLYING = frozenset({"reply", "respond", "answer", "text", "message"})
_ON_ITEMS = frozenset({"star", "unstar", "forward", "reply", "archive", "mark", "trash", "like"})
"""Verbs done to a kept item: "star Ann Lee's email" is her mail, not her address."""
_SOURCE = re.compile(r"\b(?:from\s+(?:my|the)|in\s+my)\s+(\w+)")
_ASKED_IN = re.compile(r"\b(?:in|on)\s+(\w+)\s*\?\s*$")

_DESTINATION = re.compile(
    r"\b(?:to|with)\s+(?:\S+@\S+|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)"
    r"\s+(?:by|via|in|on|through|thru|over)\s+((?:text )?\w+)"
)
_PURPOSE = re.compile(r"\bso(?: that)? (?:they|he|she|i|we|you) can\b[^.;]*")
"""Why the request is made ("... so they can compare the blorps"): no app is meant by it."""
_WHEN_IS = re.compile(r"\s*when(?:['\u2019]s|\s+(?:is|are|was|were)\b)", re.IGNORECASE)
"""A question asking when a thing is ("when is zapfest"), no app or kind named: the calendar."""
_PLANS = re.compile(
    r"\b(?:where|when|who)\s+(?:I['\u2019]m|I am|I was|I have|I had|I['\u2019]ll|am I|was I"
    r"|do I|did I|will I)\s+[^.?!;]*?\b(?:today|tonight|tomorrow|yesterday|(?:this|next|last)\s+"
    r"(?:week|weekend|month|night|morning|afternoon|evening)|on (?:mon|tues|wednes|thurs|fri|satur"
    r"|sun)day)\b",
    re.IGNORECASE,
)
"""A question about one's own plans ("where I'm meeting zed this week", "where did I go
after the zapfest last night"): the calendar holds them, so it is read first."""
_PUT_INTO = re.compile(
    r"\b(?:add|save|put|copy|move|send|share)\b[^.;]*?\b(?:to|into)\s+(?:my|the)\s+(\w+)",
    re.IGNORECASE,
)
"""Where a later step puts something ("add it to my calendar"): an app reached last."""
_PAIR_VERBS = "|".join(v for v, ui in VERB_UI.items() if "pair" in ui)
_PAIRING = re.compile(rf"\b(?:{_PAIR_VERBS})\b", re.IGNORECASE)
"""A verb that pairs a device, said as such ("pair the zapbuds", "hook up" read as connect):
a phone's settings do that, whatever the device is called."""
_NAMED_TYPO = 85
_LEADING_VERB = re.compile(
    r"(?:^|(?<=[.;!?,]\s))[a-z-]+(?=\s+(?:the|a|an|my|this|that|it|his|her|our|your|some)\b)"
)
"""A clause's first word before a determiner is its verb ("watch the reel"), not an app's noun."""
PACKAGE = re.compile(r"[\w-]+(?:\.[\w-]+)+")
"""A package name where a label should be: it says nothing of what the app does."""
_AS_APP = "in|on|from|using|via|into|open|to|through"
_DEVICE = re.compile(
    r"\b(?:this|my|the) (?:phone(?! numbers?\b| calls?\b)|device)(?:['\u2019]?s)?\b"
    r"|\bphone['\u2019]s\b|\bdevice name\b",
    re.IGNORECASE,
)
_MADE_THING = (
    r"\b(?:post|publish|send|write|share|draft)\s+(?:a|an|one|two|three|\d+|my|the)\s+{0}s?\b"
    r"|\b{0}\s+(?:account|profile|feed|handle|followers|direct messages?)\b"
    r"|\w['\u2019]s\s+(?:[a-z0-9-]+\s+){{0,3}}{0}s?\b"
    r"|\b{0}[a-z]?ed\s+(?:about|that|me|us|to me)\b"
)
"""A label said in lower case as the thing an app makes ("post a zap", "ann's long zap"), as
whose account it is ("my zap account") or as done there ("bo zapped about it"): the app."""
_DATED = CALENDAR_WORDS - {"am", "pm"}
_DAY_OF_MONTH = re.compile(
    r"\b(?:on|to|till|until|for) (?:the )?\d{1,2}(?:st|nd|rd|th)\b"
    r"(?=\s*(?:[,.;!?]|$|of\b|at\b|instead\b|and\b|in\b))"
)
"""A day of the month said alone ("to the 23rd"): a dated thing."""
_MOVING = frozenset({"move", "reschedule"})
"""Verbs that put a named thing at another time ("move zap night to 9pm"): a dated thing."""
_MIN_SUFFIX = 4
NAMED = 10


def app_candidates(
    goal: Goal, apps: list[str], sources_only: bool = False, people: Iterable[str] = ()
) -> list[str]:
    """Installed apps the request points at, best first: the app the work starts in ("from my
    texts", named outright, or by the kind of thing asked for), before an app things are sent
    to ("... with Ann in Messages", "... by email", "into a note in Notes"), which a share
    sheet or a later step reaches. ``sources_only`` leaves the latter out; ``people`` are the
    request's words the device lists as someone's name (:func:`person_field`)."""
    found = _candidates(goal.instruction, tuple(apps), sources_only, tuple(people))
    for said in [] if found else said_otherwise(goal.instruction):  # "night mode": dark mode
        found = found or _candidates(said, tuple(apps), sources_only, tuple(people))
    return list(found) or apps_said_by_kind(goal.instruction, apps)


@lru_cache(maxsize=512)
def _candidates(
    instruction: str, apps: tuple[str, ...], sources_only: bool, people: tuple[str, ...] = ()
) -> tuple[str, ...]:
    goal = parse_goal(instruction)
    scored: list[tuple[int, int, int, int, str]] = []
    lowered = _heads_only(_LEADING_VERB.sub(" ", QUOTED.sub(" ", goal.instruction).lower()))
    lowered = unnamed(lowered, goal.values.get("title", ""))
    for name in goal.names:
        if _kept_in(name, goal.instruction):
            continue
        kept = name.rsplit(".", 1)[1] if FILE_NAME.fullmatch(name) else ""
        lowered = lowered.replace(name.lower(), f" {kept.lower()} ")
    lowered = _PURPOSE.sub(" ", lowered)
    for part in goal.emptied:
        lowered = re.sub(rf"\b{re.escape(part.noun)}\b", " ", lowered)
    for noun, value in goal.fields.items():
        detail = rf"\bwith {re.escape(noun)} {re.escape(value.lower())}"
        lowered = re.sub(detail, f" {noun} ", lowered)
    told = without_new_values(goal)
    destination = " ".join(
        m.group(1).lower() for pattern in (_DESTINATION, _PUT_INTO) for m in pattern.finditer(told)
    )
    into = lowered.partition(" into ")[2]
    source = " ".join(m.group(1) for m in _SOURCE.finditer(lowered))
    source += " " + " ".join(m.group(1).lower() for m in _ASKED_IN.finditer(goal.instruction))
    unquoted = QUOTED.sub(" ", goal.instruction)
    named = _named_apps(apps, unquoted)
    if any(re.search(rf"\b{re.escape(a)}\b", unquoted) for a in apps):
        named = tuple(a.lower() for a in apps if re.search(rf"\b{re.escape(a)}\b", unquoted))
    for order, app in enumerate(apps):
        others = tuple(n for n in named if n != app.lower())
        score, cues = app_cues(goal, app, lowered, others, people)
        if not score:
            continue
        words_said = [c for c in cues if c not in "@//'s"]
        sent_to = any(c in destination or (into and c in into) for c in words_said)
        sent_to = sent_to or ("mail" in label_kinds(app) and "email" in destination)
        first = any(c in source for c in words_said)
        if sent_to and sources_only:
            continue
        mentions = [lowered.find(c) for c in cues if c in lowered]
        scored.append(
            (int(sent_to) - int(first), -score, min(mentions, default=len(lowered)), order, app)
        )
    if not scored:
        found = _by_what_is_named(goal, apps, tuple(p.lower() for p in people)) or tuple(
            a
            for a in apps
            if named_outright(a, goal.instruction) and not named_outright(a, unquoted)
        )
    else:
        found = tuple(app for *_, app in sorted(scored))
    if not found and (asked_level(goal.instruction) is not None or asked_change(goal.instruction)):
        found = tuple(a for a in apps if "setting" in label_kinds(a))
    if not found and not sources_only:
        found = tuple(a for a in apps if re.search(rf"\b{re.escape(a)}\b", unquoted, re.I))
    if not found and _WHEN_IS.match(unquoted):
        found = tuple(a for a in apps if "calendar" in label_kinds(a))
    if _app_itself(goal.instruction, apps):
        stores = tuple(a for a in apps if "store" in label_kinds(a))
        found = stores + tuple(a for a in found if a not in stores)
    if _PAIRING.search(normalized(goal.instruction)) and not named:
        settings = tuple(a for a in apps if "setting" in label_kinds(a))
        found = settings + tuple(a for a in found if a not in settings)
    if _PLANS.search(goal.instruction):
        calendars = tuple(a for a in apps if "calendar" in label_kinds(a))
        found = calendars + tuple(a for a in found if a not in calendars)
    return found


def _named_apps(apps: tuple[str, ...], text: str) -> tuple[str, ...]:
    """The words naming each app ``text`` names outright; a plain word taken for a label
    ("a contact", "contacted" for Contacts) names nothing when another app is named too ("a
    contact on zapline")."""
    named = {a: n for a in apps if (n := named_outright(a, text))}
    plain = {
        a
        for a, n in named.items()
        if n != a.lower() and {n, n.removesuffix("s"), n.removesuffix("d")} & common_words()
    }
    if len(named) > len(plain):
        named = {a: n for a, n in named.items() if a not in plain}
    return tuple(named.values())


_ON_APP = re.compile(
    r"\b(?:un|re)?install\s+(?:the\s+|my\s+)?([\w-]+(?: [\w-]+)?)"
    r"|\b(?:remove|delete)\s+(?:the\s+|my\s+)?([\w-]+(?: [\w-]+)?)\s+app\b",
    re.IGNORECASE,
)
"""An app itself as what is done to ("uninstall zapline", "delete the zapline app")."""


def _app_itself(instruction: str, apps: tuple[str, ...]) -> bool:
    """Whether the request installs or removes an installed app: the app store does that,
    whatever the app is."""
    for match in _ON_APP.finditer(QUOTED.sub(" ", instruction)):
        said = (match.group(1) or match.group(2)).lower()
        if any(re.match(rf"{re.escape(a.lower())}\b", said) for a in apps):
            return True
    return False


def _heads_only(lowered: str) -> str:
    """``lowered`` without a category noun that only describes a later one of another category
    in the same noun phrase ("the zap cafe guest wifi" is a wifi network, not a cafe); the first
    word is the request's verb ("download zapnote"), never a describing noun."""
    tokens = lowered.split()
    single = {k: {n for n in nouns if " " not in n} for k, nouns in kinds().items()}

    def kinds_of(word: str) -> set[str]:
        return {k for k, nouns in single.items() if word in nouns}

    out = tokens[:1]
    for i, word in enumerate(tokens[1:], start=1):
        mine, later = kinds_of(word), set()
        for nxt in tokens[i + 1 : i + 3]:
            if not nxt.isalpha() or nxt in STOPWORDS:
                break
            later |= kinds_of(nxt)
        out.append(" " if mine and later and not mine & later else word)
    return " ".join(out)


def _kept_in(name: str, instruction: str) -> bool:
    """Whether a one-word name is said as where things are kept ("in my Documents"): a place
    an app holds, whose word tells the app."""
    return " " not in name and bool(
        re.search(rf"\b(?:in|from) my {re.escape(name)}\b", instruction, re.IGNORECASE)
    )


def _by_what_is_named(
    goal: Goal, apps: tuple[str, ...], people: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """With no app named or asked for by kind: the calendar for a request about a dated thing
    ("pottery class today", "... to the 23rd", moved to a time), else for one about a person
    (a full name, or a name in ``people``) the messaging app to reply to them and the address
    book for anything else ("ann lee -> favourites"); nothing when the request names a kind of
    app, or an app in lower case ("a zapline"), which other rules read."""
    lowered = QUOTED.sub(" ", goal.instruction).lower()
    said = set(re.findall(r"[a-z]+", lowered))
    if said & {a.lower() for a in apps} or any(_kind_hits(k, lowered) for k in kinds()):
        return ()
    moved = set(goal.verbs) & _MOVING and clock_time(lowered)
    if said & _DATED or _DAY_OF_MONTH.search(lowered) or moved:
        return tuple(a for a in apps if "calendar" in label_kinds(a))
    to = goal.values.get("to", "")
    replying = set(goal.verbs) & _REPLYING
    addressed = replying and to and "@" not in to and "message" in goal.values
    someone = [n for n in goal.names if person_name(n, goal.instruction) or n.lower() in people]
    if not addressed and not someone:
        return ()
    kind = "message" if replying else "contact"
    return tuple(a for a in apps if kind in label_kinds(a))


def named_outright(label: str, text: str) -> str | None:
    """The words of ``text`` that name the app ``label``: the label as written, or in lower
    case where it cannot be a plain word ("in notes", "fotogarm" for Fotogram), or as the app of
    what it does ("the zapmarting app" for Zapmart)."""
    wanted = label.lower()
    if re.search(rf"\b{re.escape(label)}\b", text):
        return wanted
    if re.search(rf"\b(?:{_AS_APP})\s+(?:the\s+|my\s+)?{re.escape(wanted)}\b", text.lower()):
        return wanted
    if re.search(rf"\b{re.escape(wanted)}(?:p?ing|s)?\s+app\b", text.lower()):
        return wanted
    if _made_thing(label, text):
        return wanted
    if set(wanted.split()) & common_words():
        return None
    if re.search(rf"\b{re.escape(wanted)}\b", text.lower()):
        return wanted
    size = len(wanted.split())
    tokens = re.findall(r"[a-z][\w-]*", text.lower())
    for i in range(len(tokens) - size + 1):
        said = " ".join(tokens[i : i + size])
        if len(said) >= 5 and said[0] == wanted[0] and fuzz.ratio(said, wanted) >= _NAMED_TYPO:
            return said
    return None


def _made_thing(label: str, text: str) -> bool:
    return bool(re.search(_MADE_THING.format(re.escape(label.lower())), text.lower()))


@lru_cache(maxsize=512)
def label_kinds(label: str) -> frozenset[str]:
    """The app categories a launcher label belongs to: a word of it is, or ends in, one of the
    category's nouns ("Notebook Pages" -> note, "Inbox Mail" -> mail, "App Store" -> store);
    none for a package name."""
    if PACKAGE.fullmatch(label):
        return frozenset()
    out = set()
    label_words = [w.lower() for w in re.findall(r"[A-Za-z]+", label)]
    forms = {w for lw in label_words for w in (lw, lw.removesuffix("s"), lw.removesuffix("es"))}
    for kind, nouns in kinds().items():
        single = {n for n in nouns if " " not in n} | {kind}
        if forms & single or any(
            f.endswith(n) for f in forms for n in single if len(n) >= _MIN_SUFFIX
        ):
            out.add(kind)
    return frozenset(out)


def person_name(name: str, instruction: str) -> bool:
    """Whether ``name`` reads as a person's first and last name (not "saying bye"): capitalized
    as typed, or its last word no English word ("ann okoye")."""
    parts = name.split()
    if len(parts) != 2 or parts[0].lower().endswith("ing") or interface_verb(parts[0]):
        return False
    return name in instruction or parts[1].lower() not in common_words()


def _kind_hits(kind: str, lowered: str) -> list[str]:
    """The request's words that fall in an app category (singular or plural), except words
    inside a longer noun of another category ("shop" in "barber shop")."""
    hits = []
    for noun in kinds()[kind]:
        root = noun[:-1] if noun.endswith("e") else noun
        if root not in lowered:
            continue
        said = rf"{re.escape(noun)}(?:s|es|ed|ing)?"
        if root != noun:
            said += rf"|{re.escape(root)}(?:ed|ing)"
        for match in re.finditer(rf"\b(?:{said})\b", lowered):
            if not _inside_longer(noun, match.start(), match.end(), lowered):
                hits.append(noun)
                break
    return hits


@lru_cache(maxsize=1)
def _compounds() -> tuple[str, ...]:
    return tuple(sorted({n for ns in kinds().values() for n in ns if " " in n}))


def _inside_longer(noun: str, start: int, end: int, lowered: str) -> bool:
    for longer in _compounds():
        if len(longer) <= len(noun) or noun not in longer:
            continue
        for match in re.finditer(rf"\b{re.escape(longer)}\b", lowered):
            if match.start() <= start and end <= match.end():
                return True
    return False


def app_cues(
    goal: Goal,
    label: str,
    lowered: str,
    _other_apps: tuple[str, ...] = (),
    people: tuple[str, ...] = (),
) -> tuple[int, list[str]]:
    """How strongly a request points at an app, and the words that do; ``_other_apps``: the
    apps named outright (their names are no category words); ``people``: words naming someone
    the device lists. A label inside a quoted value ("12 Zap Lane") names no app."""
    unquoted = QUOTED.sub(" ", goal.instruction)
    said = named_outright(label, unquoted)
    if said and (
        not _other_apps
        or said in _other_apps
        or re.search(rf"\b{re.escape(label)}\b", unquoted)
        or _made_thing(label, unquoted)
    ):
        return NAMED, [said]
    best: tuple[int, list[str]] = (0, [])
    for other in _other_apps:
        lowered = lowered.replace(other, " ")
    for kind in label_kinds(label):
        hits = _kind_hits(kind, lowered)
        if kind == "browser" and goal.urls:
            hits += ["//", "//", "//"]
        if kind == "setting" and _DEVICE.search(goal.instruction):
            hits += ["//", "//"]
        if kind == "mail" and goal.emails and set(goal.verbs) & _SENDING:
            hits += ["@", "@"]
        tail = _TAIL_THING.search(unquoted)
        if kind == "map" and any(_venue(n) for n in [*goal.names, tail[1] if tail else ""]):
            hits += ["place", "place"]
        if kind == "contact" and person_field(goal, people) and not set(goal.verbs) & _ON_ITEMS:
            hits += ["'s", "'s", "'s"]
        if len(hits) > best[0]:
            best = (len(hits), hits)
    return best


_ADDRESS_WORDS = frozenset(["street", "road", "avenue", "lane", "square", "plaza", "boulevard"])
_TAIL_THING = re.compile(r"\b(?:of|for|at)\s+(?:the\s+)?([a-z][a-z' -]+?)\s*[?.!]*$")
"""A thing named in lower case at the end of a request ("... of zap road grill?")."""


def _venue(name: str) -> bool:
    """Whether a name of 2+ words ends in a venue or street word ("Zap Grill"): a place."""
    last = name.lower().split()[-1] if len(name.split()) >= 2 else ""
    return last in _ADDRESS_WORDS or last in kinds()["map"]
